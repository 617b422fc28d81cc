// `svc repo …` against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { CliKit } from './kit.js'
import { sampleSshKey } from '../sim/fixtures.js'

export function repoCommands(k: CliKit): void {
  /** A plain GET as alice (or root): the server's state, read without svc. */
  const read = async (path: string, as: 'user' | 'admin' = 'user') => {
    const f = k.sim().fixtures
    const res = await fetch(`${k.sim().url}/api/v1${path}`, {
      headers: { authorization: `token ${as === 'admin' ? f.adminToken : f.userToken}`, accept: 'application/json' }
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : undefined }
  }

  test('repo get prints the repository, as the client reads it (OWNER REPO or OWNER/REPO)', async () => {
    const got = await k.json(['repo', 'get', 'alice', 'demo'])
    expect(got).toEqual(await k.direct('repos', 'repos_get', { owner: 'alice', repo: 'demo' }, 'user'))
    expect(got).toMatchObject({ full_name: 'alice/demo' })
    expect(await k.json(['repo', 'get', 'alice/demo'])).toEqual(got)
    const missing = await k.svc(['repo', 'get', 'alice', 'no-such-repo'])
    expect(missing.code).toBe(1)
  })

  test('repo create, edit, list, transfer and delete change what the server holds', async () => {
    const made = await k.json(['repo', 'create', 'cli-tools', '--private', '--description', 'Build tools'])
    expect(made).toMatchObject({ full_name: 'alice/cli-tools', private: true })
    expect((await read('/repos/alice/cli-tools')).body).toMatchObject({ private: true, description: 'Build tools' })
    // Again: the server refuses; with --on-exists skip it succeeds and changes nothing.
    const again = await k.svc(['repo', 'create', 'cli-tools'])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/409/)
    k.ok(await k.svc(['repo', 'create', 'cli-tools', '--description', 'other', '--on-exists', 'skip']), ['repo', 'create'])
    expect((await read('/repos/alice/cli-tools')).body.description).toBe('Build tools')

    const edited = await k.json(['repo', 'edit', 'alice/cli-tools', '--json-fields', '{"description":"Edited","private":false}'])
    expect(edited).toMatchObject({ description: 'Edited', private: false })
    expect((await read('/repos/alice/cli-tools')).body).toMatchObject({ description: 'Edited', private: false })
    const unknownField = await k.svc(['repo', 'edit', 'alice/cli-tools', '--json-fields', '{"descripton":"x"}'])
    expect(unknownField.code).not.toBe(0)
    expect(unknownField.stderr).toMatch(/descripton.*did you mean description/)

    const listed = (await k.json(['repo', 'list'])) as Array<{ full_name: string }>
    expect(listed.map(r => r.full_name)).toEqual(expect.arrayContaining(['alice/demo', 'alice/cli-tools']))

    // To bob: waits for bob to accept it.
    const moved = await k.json(['repo', 'transfer', 'alice', 'cli-tools', '--new-owner', 'bob'])
    expect(moved).toMatchObject({ transfer: 'pending', full_name: 'alice/cli-tools' })
    expect((await read('/repos/alice/cli-tools')).body.repo_transfer.recipient.login).toBe('bob')

    // By an instance admin to the organization, with one of its teams (--team-ids takes whole numbers): done at once.
    const org = k.sim().fixtures.org
    const team = (await read(`/orgs/${org}/teams`, 'admin')).body.find((t: { name: string }) => t.name === 'Developers')
    k.ok(await k.svc(['repo', 'create', 'cli-moved']), ['repo', 'create'])
    const done = await k.json(['repo', 'transfer', 'alice/cli-moved', '--new-owner', org, '--team-ids', String(team.id)], { as: 'admin' })
    expect(done).toMatchObject({ transfer: 'done', full_name: `${org}/cli-moved` })
    expect((await read(`/repos/${org}/cli-moved`, 'admin')).body.owner.login).toBe(org)
    const notNumbers = await k.svc(['repo', 'transfer', 'alice/cli-tools', '--new-owner', org, '--team-ids', '3,x'])
    expect(notNumbers.code).not.toBe(0)
    expect(notNumbers.stderr).toMatch(/--team-ids: expected a whole number/)
    k.ok(await k.svc(['repo', 'delete', `${org}/cli-moved`, '--yes'], { as: 'admin' }), ['repo', 'delete'])

    k.ok(await k.svc(['repo', 'delete', 'alice/cli-tools', '--yes']), ['repo', 'delete'])
    expect((await read('/repos/alice/cli-tools')).status).toBe(404)
    const gone = await k.svc(['repo', 'delete', 'alice/cli-tools', '--yes'])
    expect(gone.code).toBe(1)
    k.ok(await k.svc(['repo', 'delete', 'alice/cli-tools', '--yes', '--on-missing', 'skip']), ['repo', 'delete'])
  })

  test('repo collaborators add, list, check, permission and remove (OWNER/REPO USER)', async () => {
    k.ok(await k.svc(['repo', 'collaborators', 'add', 'alice/demo', 'bob', '--permission', 'read']), ['repo', 'collaborators', 'add'])
    expect((await read('/repos/alice/demo/collaborators/bob/permission')).body.permission).toBe('read')
    // The same again is no change; another permission is an update.
    const same = await k.json(['repo', 'collaborators', 'add', 'alice', 'demo', 'bob', '--permission', 'read'], {
      env: { SVC_OUTPUT: undefined }
    })
    expect(same).toBeNull()
    k.ok(await k.svc(['repo', 'collaborators', 'add', 'alice', 'demo', 'bob', '--permission', 'admin']), ['repo', 'collaborators', 'add'])
    expect((await read('/repos/alice/demo/collaborators/bob/permission')).body.permission).toBe('admin')
    const bad = await k.svc(['repo', 'collaborators', 'add', 'alice/demo', 'bob', '--permission', 'owner'])
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toMatch(/permission/)

    const listed = (await k.json(['repo', 'collaborators', 'list', 'alice/demo'])) as Array<{ login: string }>
    expect(listed.map(u => u.login)).toEqual((await read('/repos/alice/demo/collaborators')).body.map((u: { login: string }) => u.login))
    expect(listed.map(u => u.login)).toContain('bob')
    expect(await k.json(['repo', 'collaborators', 'check', 'alice/demo', 'bob'])).toBe(true)
    expect(await k.json(['repo', 'collaborators', 'check', 'alice/demo', 'carol'])).toBe(false)
    expect(await k.json(['repo', 'collaborators', 'permission', 'alice/demo', 'bob'])).toMatchObject({ permission: 'admin' })
    // OWNER/REPO with a separate REPO as well is one argument too many, here as for `user star`.
    for (const args of [
      ['repo', 'collaborators', 'check', 'alice/demo', 'demo', 'bob'],
      ['user', 'star', 'alice/demo', 'demo']
    ]) {
      const twice = await k.svc(args)
      expect(twice.code).not.toBe(0)
      expect(twice.stderr).toMatch(/then give no separate <repo>/)
    }
    const missingUser = await k.svc(['repo', 'collaborators', 'check', 'alice/demo'])
    expect(missingUser.code).not.toBe(0)
    expect(missingUser.stderr).toMatch(/missing <username>/)

    k.ok(await k.svc(['repo', 'collaborators', 'remove', 'alice/demo', 'bob']), ['repo', 'collaborators', 'remove'])
    expect((await read('/repos/alice/demo/collaborators/bob')).status).toBe(404)
  })

  test('repo branch-protections create, list, get, edit, priority and delete (OWNER/REPO RULE)', async () => {
    const rules = '/repos/alice/demo/branch_protections'
    const made = await k.json([
      'repo',
      'branch-protections',
      'create',
      'alice/demo',
      'main',
      '--json-fields',
      '{"enable_push":true,"enable_push_whitelist":true,"push_whitelist_usernames":["alice"]}'
    ])
    expect(made).toMatchObject({ rule_name: 'main', enable_push_whitelist: true })
    expect((await read(`${rules}/main`)).body).toMatchObject({ enable_push: true, push_whitelist_usernames: ['alice'] })
    const again = await k.svc(['repo', 'branch-protections', 'create', 'alice/demo', 'main'])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/403/)
    k.ok(await k.svc(['repo', 'branch-protections', 'create', 'alice/demo', 'main', '--on-exists', 'skip']), [
      'repo',
      'branch-protections',
      'create'
    ])
    k.ok(await k.svc(['repo', 'branch-protections', 'create', 'alice', 'demo', 'release/*']), ['repo', 'branch-protections', 'create'])

    // The default subcommand lists.
    const listed = (await k.json(['repo', 'branch-protections', 'alice/demo'])) as Array<{ rule_name: string }>
    expect(await k.json(['repo', 'branch-protections', 'list', 'alice', 'demo'])).toEqual(listed)
    expect(listed.map(r => r.rule_name)).toEqual((await read(rules)).body.map((r: { rule_name: string }) => r.rule_name))
    expect(await k.json(['repo', 'branch-protections', 'get', 'alice/demo', 'release/*'])).toMatchObject({ rule_name: 'release/*' })

    const edited = await k.json([
      'repo',
      'branch-protections',
      'edit',
      'alice/demo',
      'release/*',
      '--json-fields',
      '{"required_approvals":2}'
    ])
    expect(edited).toMatchObject({ required_approvals: 2 })
    expect((await read(`${rules}/${encodeURIComponent('release/*')}`)).body.required_approvals).toBe(2)

    // On Forgejo the command is refused (scenario.ts's ABSENT).
    if (k.variant === 'gitea') {
      k.ok(await k.svc(['repo', 'branch-protections', 'priority', 'alice/demo', 'release/*', 'main']), [
        'repo',
        'branch-protections',
        'priority'
      ])
      expect((await read(rules)).body.map((r: { rule_name: string }) => r.rule_name)).toEqual(['release/*', 'main'])
    }

    for (const rule of ['main', 'release/*'])
      k.ok(await k.svc(['repo', 'branch-protections', 'delete', 'alice/demo', rule]), ['repo', 'branch-protections', 'delete'])
    expect((await read(rules)).body).toEqual([])
    k.ok(await k.svc(['repo', 'branch-protections', 'delete', 'alice/demo', 'main', '--on-missing', 'skip']), [
      'repo',
      'branch-protections',
      'delete'
    ])
  })

  test('repo tag-protections create, list, get, edit and delete (OWNER/REPO PATTERN, then ID)', async () => {
    const made = (await k.json(['repo', 'tag-protections', 'create', 'alice/demo', 'v*', '--whitelist-usernames', 'alice'])) as {
      id: number
    }
    const path = `/repos/alice/demo/tag_protections/${made.id}`
    expect((await read(path)).body).toMatchObject({ name_pattern: 'v*', whitelist_usernames: ['alice'] })
    const nobody = await k.svc(['repo', 'tag-protections', 'create', 'alice/demo', 'w*'])
    expect(nobody.code).toBe(2)
    expect(nobody.stderr).toMatch(/give whitelist_usernames or whitelist_teams/)
    k.ok(await k.svc(['repo', 'tag-protections', 'create', 'alice/demo', 'v*', '--whitelist-usernames', 'alice', '--on-exists', 'skip']), [
      'repo',
      'tag-protections',
      'create'
    ])
    const listed = (await k.json(['repo', 'tag-protections', 'alice/demo'])) as Array<{ id: number }>
    expect(await k.json(['repo', 'tag-protections', 'list', 'alice', 'demo'])).toEqual(listed)
    expect(listed.map(t => t.id)).toEqual([made.id])
    expect(await k.json(['repo', 'tag-protections', 'get', 'alice/demo', String(made.id)])).toMatchObject({ name_pattern: 'v*' })
    k.ok(await k.svc(['repo', 'tag-protections', 'edit', 'alice/demo', String(made.id), '--json-fields', '{"name_pattern":"v1.*"}']), [
      'repo',
      'tag-protections',
      'edit'
    ])
    expect((await read(path)).body.name_pattern).toBe('v1.*')
    k.ok(await k.svc(['repo', 'tag-protections', 'delete', 'alice/demo', String(made.id)]), ['repo', 'tag-protections', 'delete'])
    expect((await read(path)).status).toBe(404)
  })

  test('repo deploy-keys add (read-only or read-write), list, get and delete', async () => {
    const keyFile = k.file('deploy.pub', `${sampleSshKey(`cli-deploy-${k.variant}`)}\n`)
    const made = (await k.json(['repo', 'deploy-keys', 'add', 'alice/demo', 'ci', '--key', `@${keyFile}`, '--read-only'])) as { id: number }
    const path = `/repos/alice/demo/keys/${made.id}`
    expect((await read(path)).body).toMatchObject({ title: 'ci', read_only: true })
    const again = await k.svc(['repo', 'deploy-keys', 'add', 'alice/demo', 'ci2', '--key', `@${keyFile}`])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/422/)
    k.ok(await k.svc(['repo', 'deploy-keys', 'add', 'alice/demo', 'ci2', '--key', `@${keyFile}`, '--on-exists', 'skip']), [
      'repo',
      'deploy-keys',
      'add'
    ])
    const listed = (await k.json(['repo', 'deploy-keys', 'list', 'alice/demo'])) as Array<{ id: number }>
    expect(listed.map(d => d.id)).toEqual((await read('/repos/alice/demo/keys')).body.map((d: { id: number }) => d.id))
    expect(await k.json(['repo', 'deploy-keys', 'get', 'alice/demo', String(made.id)])).toMatchObject({ title: 'ci', read_only: true })
    k.ok(await k.svc(['repo', 'deploy-keys', 'delete', 'alice/demo', String(made.id)]), ['repo', 'deploy-keys', 'delete'])
    expect((await read(path)).status).toBe(404)
  })

  test('repo labels and org labels: create (scoped, exclusive), list, edit and delete', async () => {
    const made = (await k.json([
      'repo',
      'labels',
      'create',
      'alice/demo',
      'priority/high',
      '--color',
      '#E11',
      '--description',
      'urgent',
      '--exclusive'
    ])) as { id: number }
    const path = `/repos/alice/demo/labels/${made.id}`
    expect((await read(path)).body).toMatchObject({ name: 'priority/high', color: 'ee1111', exclusive: true })
    const badColor = await k.svc(['repo', 'labels', 'create', 'alice/demo', 'x', '--color', 'red'])
    expect(badColor.code).toBe(2)
    expect(badColor.stderr).toMatch(/--color/)
    k.ok(await k.svc(['repo', 'labels', 'create', 'alice/demo', 'priority/high', '--color', '#e11', '--on-exists', 'skip']), [
      'repo',
      'labels',
      'create'
    ])
    const listed = (await k.json(['repo', 'labels', 'list', 'alice/demo'])) as Array<{ id: number }>
    expect(listed.map(l => l.id)).toEqual((await read('/repos/alice/demo/labels')).body.map((l: { id: number }) => l.id))
    k.ok(await k.svc(['repo', 'labels', 'edit', 'alice/demo', String(made.id), '--json-fields', '{"description":"now"}']), [
      'repo',
      'labels',
      'edit'
    ])
    expect((await read(path)).body.description).toBe('now')
    k.ok(await k.svc(['repo', 'labels', 'delete', 'alice/demo', String(made.id)]), ['repo', 'labels', 'delete'])
    expect((await read(path)).status).toBe(404)

    const org = k.sim().fixtures.org
    const orgLabel = (await k.json(['org', 'labels', 'create', org, 'kind/bug', '--color', 'd73a4a', '--exclusive'], { as: 'admin' })) as {
      id: number
    }
    const orgPath = `/orgs/${org}/labels/${orgLabel.id}`
    expect((await read(orgPath, 'admin')).body).toMatchObject({ name: 'kind/bug', exclusive: true })
    const orgListed = (await k.json(['org', 'labels', 'list', org], { as: 'admin' })) as Array<{ id: number }>
    expect(orgListed.map(l => l.id)).toContain(orgLabel.id)
    k.ok(await k.svc(['org', 'labels', 'edit', org, String(orgLabel.id), '--json-fields', '{"is_archived":true}'], { as: 'admin' }), [
      'org',
      'labels',
      'edit'
    ])
    expect((await read(orgPath, 'admin')).body.is_archived).toBe(true)
    k.ok(await k.svc(['org', 'labels', 'delete', org, String(orgLabel.id)], { as: 'admin' }), ['org', 'labels', 'delete'])
    expect((await read(orgPath, 'admin')).status).toBe(404)
  })

  test('repo topics set, add, list and remove', async () => {
    const topics = async () => ((await read('/repos/alice/demo/topics')).body.topics as string[]).sort()
    k.ok(await k.svc(['repo', 'topics', 'set', 'alice/demo', 'go', 'CLI']), ['repo', 'topics', 'set'])
    expect(await topics()).toEqual(['cli', 'go'])
    k.ok(await k.svc(['repo', 'topics', 'add', 'alice/demo', 'gitea']), ['repo', 'topics', 'add'])
    expect(await topics()).toEqual(['cli', 'gitea', 'go'])
    const listed = (await k.json(['repo', 'topics', 'list', 'alice/demo'])) as { topics: string[] }
    expect([...listed.topics].sort()).toEqual(await topics())
    const bad = await k.svc(['repo', 'topics', 'add', 'alice/demo', 'not ok'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/topic/)
    k.ok(await k.svc(['repo', 'topics', 'remove', 'alice/demo', 'go']), ['repo', 'topics', 'remove'])
    expect(await topics()).toEqual(['cli', 'gitea'])
    expect((await k.svc(['repo', 'topics', 'remove', 'alice/demo', 'go'])).code).toBe(1)
    k.ok(await k.svc(['repo', 'topics', 'remove', 'alice/demo', 'go', '--on-missing', 'skip']), ['repo', 'topics', 'remove'])
  })

  test('repo teams add, list and remove (an organization repository)', async () => {
    const org = k.sim().fixtures.org
    k.ok(await k.svc(['repo', 'create', 'cli-teams-repo', '--org', org], { as: 'admin' }), ['repo', 'create'])
    const at = `${org}/cli-teams-repo`
    k.ok(await k.svc(['repo', 'teams', 'add', at, 'Developers'], { as: 'admin' }), ['repo', 'teams', 'add'])
    expect((await read(`/repos/${at}/teams/Developers`, 'admin')).body).toMatchObject({ name: 'Developers' })
    const same = await k.json(['repo', 'teams', 'add', at, 'Developers'], { as: 'admin', env: { SVC_OUTPUT: undefined } })
    expect(same).toBeNull()
    const listed = (await k.json(['repo', 'teams', 'list', at], { as: 'admin' })) as Array<{ name: string }>
    expect(listed.map(t => t.name)).toEqual((await read(`/repos/${at}/teams`, 'admin')).body.map((t: { name: string }) => t.name))
    k.ok(await k.svc(['repo', 'teams', 'remove', at, 'Developers'], { as: 'admin' }), ['repo', 'teams', 'remove'])
    expect((await read(`/repos/${at}/teams/Developers`, 'admin')).status).toBe(404)
    k.ok(await k.svc(['repo', 'teams', 'remove', at, 'Developers', '--on-missing', 'skip'], { as: 'admin' }), ['repo', 'teams', 'remove'])
    k.ok(await k.svc(['repo', 'delete', at, '--yes'], { as: 'admin' }), ['repo', 'delete'])
  })

  test('repo push-mirrors add (password from stdin, never printed), list, sync and delete', async () => {
    k.ok(await k.svc(['repo', 'create', 'cli-mirrored']), ['repo', 'create'])
    const address = 'https://backup.example.com/alice/cli-mirrored.git'
    const password = 'cli-mirror-Pw-77d1'
    const added = await k.svc(
      [
        'repo',
        'push-mirrors',
        'add',
        'alice/cli-mirrored',
        address,
        '--remote-username',
        'mirror-bot',
        '--remote-password-stdin',
        '--interval',
        '1h'
      ],
      { input: `${password}\n` }
    )
    k.ok(added, ['repo', 'push-mirrors', 'add'])
    expect(added.stdout + added.stderr).not.toContain(password)
    const [m] = (await read('/repos/alice/cli-mirrored/push_mirrors')).body as Array<Record<string, unknown>>
    expect(m).toMatchObject({ remote_address: address, interval: '1h0m0s' })
    expect(k.sim().state.pushMirrors.find(x => x.remoteName === m.remote_name)).toMatchObject({ username: 'mirror-bot', password })
    const listed = (await k.json(['repo', 'push-mirrors', 'list', 'alice/cli-mirrored'])) as Array<{ remote_name: string }>
    expect(listed.map(x => x.remote_name)).toEqual([m.remote_name])
    // A user name and password in the address are refused (exit 2), before anything is sent.
    const inUrl = await k.svc(['repo', 'push-mirrors', 'add', 'alice/cli-mirrored', 'https://bot:pw-in-url@backup.example.com/x.git'])
    expect(inUrl.code).toBe(2)
    expect(inUrl.stderr).toMatch(/remote_address must not hold a user name or password/)
    expect(inUrl.stderr).not.toContain('pw-in-url')
    k.ok(await k.svc(['repo', 'push-mirrors', 'sync', 'alice/cli-mirrored']), ['repo', 'push-mirrors', 'sync'])
    expect((await read('/repos/alice/cli-mirrored/push_mirrors')).body[0].last_update).toBeTruthy()
    k.ok(await k.svc(['repo', 'push-mirrors', 'delete', 'alice/cli-mirrored', String(m.remote_name)]), ['repo', 'push-mirrors', 'delete'])
    expect((await read('/repos/alice/cli-mirrored/push_mirrors')).body).toEqual([])
    expect((await k.svc(['repo', 'push-mirrors', 'delete', 'alice/cli-mirrored', String(m.remote_name)])).code).toBe(1)
    k.ok(await k.svc(['repo', 'push-mirrors', 'delete', 'alice/cli-mirrored', String(m.remote_name), '--on-missing', 'skip']), [
      'repo',
      'push-mirrors',
      'delete'
    ])
  })

  test('repo migrate (token from an environment variable or stdin, never a literal), mirror sync, sources list', async () => {
    const token = 'cli-src-Tok-31c7e0'
    // A literal token on the command line is refused (exit 2) and not echoed; nothing is made.
    const literal = await k.svc(['repo', 'migrate', 'https://private.example.com/a/b.git', 'alice', 'cli-mig', '--auth-token', token])
    expect(literal.code).toBe(2)
    expect(literal.stderr).toMatch(
      /--auth-token: a credential is not taken on the command line.*--auth-token-env NAME, or pipe it to --auth-token-stdin/
    )
    expect(literal.stdout + literal.stderr).not.toContain(token)
    expect((await read('/repos/alice/cli-mig')).status).toBe(404)
    const unset = await k.svc([
      'repo',
      'migrate',
      'https://private.example.com/a/b.git',
      'alice',
      'cli-mig',
      '--auth-token-env',
      'CLI_NO_SUCH_VAR'
    ])
    expect(unset.code).toBe(2)
    expect(unset.stderr).toMatch(/--auth-token-env CLI_NO_SUCH_VAR: the environment variable CLI_NO_SUCH_VAR is not set or empty/)
    const own = await k.svc(['repo', 'migrate', 'https://private.example.com/a/b.git', 'alice', 'cli-mig', '--auth-token-env', 'SVC_TOKEN'])
    expect(own.code).toBe(2)
    expect(own.stderr).toMatch(/SVC_\*\) are not sent to another server/)
    // From the environment: the private source takes it; the mirror is made.
    const made = await k.svc(
      [
        'repo',
        'migrate',
        'https://private.example.com/acme/tools.git',
        'alice',
        'cli-mig',
        '--mirror',
        '--auth-token-env',
        'CLI_SRC_TOKEN',
        '-o',
        'json'
      ],
      { env: { CLI_SRC_TOKEN: 'right-token' } }
    )
    k.ok(made, ['repo', 'migrate'])
    expect((await read('/repos/alice/cli-mig')).body).toMatchObject({
      mirror: true,
      original_url: 'https://private.example.com/acme/tools.git'
    })
    // From stdin, a wrong one: the server's refusal said, exit 1, the token nowhere, nothing left behind.
    const wrong = await k.svc(
      ['repo', 'migrate', 'https://private.example.com/acme/tools.git', 'alice', 'cli-mig-2', '--auth-token-stdin'],
      {
        input: `${token}\n`
      }
    )
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/the source refused the credentials/)
    expect(wrong.stderr).toMatch(/the repository the server left behind was removed/)
    expect(wrong.stdout + wrong.stderr).not.toContain(token)
    expect((await read('/repos/alice/cli-mig-2')).status).toBe(404)
    // Again with --on-exists skip: it mirrors that address already.
    k.ok(
      await k.svc(['repo', 'migrate', 'https://private.example.com/acme/tools.git', 'alice', 'cli-mig', '--mirror', '--on-exists', 'skip']),
      ['repo', 'migrate']
    )
    k.ok(await k.svc(['repo', 'mirror', 'sync', 'alice/cli-mig']), ['repo', 'mirror', 'sync'])
    expect(k.sim().state.repos.find(r => r.name === 'cli-mig')?.syncs).toBe(1)
    const notMirror = await k.svc(['repo', 'mirror', 'sync', 'alice/demo'])
    expect([notMirror.code, /400/.test(notMirror.stderr)]).toEqual([1, true])
    // Cut-over: Forgejo makes the mirror a regular repository; Gitea has no route for it (refused, nothing sent).
    if (k.variant === 'forgejo') {
      k.ok(await k.svc(['repo', 'mirror', 'convert', 'alice/cli-mig']), ['repo', 'mirror', 'convert'])
      expect((await read('/repos/alice/cli-mig')).body).toMatchObject({ mirror: false })
    } else {
      const convert = await k.svc(['repo', 'mirror', 'convert', 'alice/cli-mig'])
      expect(convert.code).toBe(2)
      expect(convert.stderr).toMatch(/Gitea/)
    }
    // The simulator as a Gitea or Forgejo source: alice's repositories, the token from the environment.
    const variant = k.sim().variant
    const listed = (await k.json(['repo', 'sources', 'list', variant, 'alice', '--url', k.sim().url, '--auth-token-env', 'CLI_SRC_TOKEN'], {
      env: { CLI_SRC_TOKEN: k.sim().fixtures.userToken }
    })) as Array<{ full_name: string; fork: boolean }>
    expect(listed.map(r => r.full_name)).toEqual(expect.arrayContaining(['alice/demo', 'alice/cli-mig']))
  })

  test('repo edit sets merge styles, features, archived and template by flags (--no-FLAG for false)', async () => {
    k.ok(await k.svc(['repo', 'create', 'cli-settings']), ['repo', 'create'])
    const edited = await k.json([
      'repo',
      'edit',
      'alice/cli-settings',
      '--no-allow-merge-commits',
      '--default-merge-style',
      'squash',
      '--default-delete-branch-after-merge',
      '--no-has-wiki',
      '--template'
    ])
    expect(edited).toMatchObject({ full_name: 'alice/cli-settings' })
    expect((await read('/repos/alice/cli-settings')).body).toMatchObject({
      allow_merge_commits: false,
      default_merge_style: 'squash',
      default_delete_branch_after_merge: true,
      has_wiki: false,
      template: true
    })
    const bad = await k.svc(['repo', 'edit', 'alice/cli-settings', '--default-merge-style', 'octopus'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/default-merge-style/)
    // The other variant's own setting: refused before sending.
    const other = k.variant === 'gitea' ? ['--default-update-style', 'rebase'] : ['--no-has-code']
    const refused = await k.svc(['repo', 'edit', 'alice/cli-settings', ...other])
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/leave it out on/)
    k.ok(await k.svc(['repo', 'edit', 'alice/cli-settings', '--archived']), ['repo', 'edit'])
    expect((await read('/repos/alice/cli-settings')).body.archived).toBe(true)
    k.ok(await k.svc(['repo', 'edit', 'alice/cli-settings', '--no-archived']), ['repo', 'edit'])
    expect((await read('/repos/alice/cli-settings')).body.archived).toBe(false)
  })
}
