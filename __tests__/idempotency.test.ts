// Re-runnable steps through the client: `on-exists: skip` for every create of the idempotency table,
// `on-missing: skip` for removals, and `changed`. Runs on the simulated forge (both variants) in
// `npm test`, and against the real Gitea in `npm run test:real`; every check of the server's state
// is a plain HTTP read.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Forge, ForgeHttp, type ConnectionSettings, type OperationResult, type RunOptions } from '../src/client/index.js'
import { ForgeError } from '../src/errors.js'
import { OPERATIONS, findOperation, isRemoval, type Domain } from '../src/registry/index.js'
import { sampleSshKey } from './sim/fixtures.js'
import { NAMES as N, releaseMissing, runsHere, startTarget, targetVariants, type Target } from './target.js'

type Who = 'alice' | 'root' | 'aliceBasic'

describe.each(targetVariants())('re-runnable steps on %s', variant => {
  // The operation exists on this variant and on the server's release (Forgejo 14 lacks some routes).
  const onThisServer = (domain: Domain, action: string) => {
    const op = findOperation(domain, action)
    return !!op.routes[variant] && !releaseMissing(op, variant)
  }
  let t: Target
  const clients: ForgeHttp[] = []
  const auth = (who: Who): Partial<ConnectionSettings> =>
    who === 'root'
      ? { token: t.creds.adminToken }
      : who === 'aliceBasic'
        ? { username: N.alice, password: t.creds.userPassword }
        : { token: t.creds.userToken }
  const run = (
    domain: Domain,
    action: string,
    params: Record<string, unknown>,
    opts: RunOptions = {},
    who?: Who
  ): Promise<OperationResult> => {
    const http = new ForgeHttp({ serverUrl: t.url, ...auth(who ?? (domain === 'admin' ? 'root' : 'alice')) })
    clients.push(http)
    return new Forge(http, 'auto').run(findOperation(domain, action), params, opts)
  }
  /** A plain GET (global fetch, none of svc's code): the server's state. */
  const read = async (path: string, who: Who = 'alice'): Promise<any> => {
    const a = auth(who)
    const authorization = a.token ? `token ${a.token}` : `Basic ${Buffer.from(`${a.username}:${a.password}`).toString('base64')}`
    const res = await fetch(`${t.url}/api/v1${path}`, { headers: { authorization, accept: 'application/json' } })
    expect(res.status).toBe(200)
    return res.json()
  }

  beforeAll(async () => {
    t = await startTarget(variant)
  }, 120_000)
  afterAll(async () => {
    await Promise.all(clients.map(c => c.close()))
    await t?.close()
  }, 120_000)

  const key = sampleSshKey(`idempotent-${variant}`)
  const hookConfig = { url: 'https://idem.example.com/hook', content_type: 'json' }
  interface CreateCase {
    domain: Domain
    action: string
    who?: Who
    params: () => Record<string, unknown>
    /** The server's state that a skipped re-run must leave as it was. */
    state: () => Promise<unknown>
    needs?: 'gpg' | 'badge' | 'runner' | 'runnerList'
  }
  /** Runners of a scope named `name`, by plain reads of every page (Gitea wraps the rows in `runners`). */
  const runnersNamed = async (path: string, name: string, who: Who) => {
    let n = 0
    for (let page = 1; page <= 100; page++) {
      const body = await read(`${path}?page=${page}&limit=50`, who)
      const rows = (Array.isArray(body) ? body : (body.runners ?? [])) as Array<Record<string, unknown>>
      n += count(rows, r => r.name === name)
      if (rows.length < 50) break
    }
    return n
  }
  const runnerName = `idem-runner-${variant}-${Date.now().toString(36)}`
  /** The organization and repository scopes: the params naming each, its base path, its owner. */
  const SCOPES = [
    { domain: 'orgs' as const, at: { org: N.org }, base: `/orgs/${N.org}`, who: 'root' as Who },
    { domain: 'repos' as const, at: { owner: N.alice, repo: 'demo' }, base: `/repos/${N.alice}/demo`, who: 'alice' as Who }
  ]
  const count = (rows: Array<Record<string, unknown>>, pred: (r: Record<string, unknown>) => boolean) => rows.filter(pred).length
  /** The id of a team of the set-up organization (root reads it). */
  const teamOf = async (name: string) =>
    ((await read(`/orgs/${N.org}/teams`, 'root')) as Array<{ id: number; name: string }>).find(x => x.name === name)!.id
  /**
   * A push mirror's address: on a real server the server itself (Gitea refuses, 401, a host it
   * cannot resolve; scripts/real-gitea.sh allows local addresses).
   */
  const mirrorAddress = () => `${t.kind === 'real' ? t.url.replace(/\/$/, '') : 'https://idem.example.com'}/${variant}/demo.git`
  const CREATES: CreateCase[] = [
    // Organizations and teams (orgs.ts): the set-up organization's Developers team, as root (an owner's rights).
    {
      domain: 'orgs',
      action: 'orgs_create',
      params: () => ({ name: `${N.org}-idem`, full_name: 'Idem' }),
      state: async () => read(`/orgs/${N.org}-idem`)
    },
    {
      domain: 'orgs',
      action: 'teams_create',
      who: 'root',
      params: () => ({ org: N.org, name: 'IdemTeam', permission: 'read', units: ['repo.code'] }),
      state: async () => ((await read(`/orgs/${N.org}/teams`, 'root')) as Array<{ name: string }>).filter(x => x.name === 'IdemTeam')
    },
    {
      domain: 'orgs',
      action: 'teams_member_add',
      who: 'root',
      params: () => ({ org: N.org, team: 'Developers', username: N.carol }),
      state: async () => read(`/teams/${await teamOf('Developers')}/members`, 'root')
    },
    {
      domain: 'orgs',
      action: 'teams_repo_add',
      who: 'root',
      params: () => ({ org: N.org, team: 'Developers', repo: 'widgets' }),
      state: async () => read(`/teams/${await teamOf('Developers')}/repos`, 'root')
    },
    {
      domain: 'orgs',
      action: 'public_members_add',
      params: () => ({ org: N.org, username: N.alice }),
      state: async () => read(`/orgs/${N.org}/public_members`)
    },
    {
      domain: 'admin',
      action: 'users_create',
      params: () => ({ username: `${N.newbie}i`, email: `${N.newbie}i@example.com`, password: 'Idem-pass-1234!' }),
      state: async () => (await read(`/users/${N.newbie}i`, 'root')).id
    },
    {
      domain: 'users',
      action: 'keys_add',
      params: () => ({ title: 'idem', key }),
      state: async () => count(await read('/user/keys'), k => String(k.key).split(' ')[1] === key.split(' ')[1])
    },
    {
      domain: 'admin',
      action: 'users_keys_add',
      params: () => ({ username: N.bob, title: 'idem', key: sampleSshKey(`idem-bob-${variant}`) }),
      state: async () => (await read(`/users/${N.bob}/keys`, 'root')).length
    },
    {
      domain: 'users',
      action: 'gpg_keys_add',
      needs: 'gpg',
      params: () => ({ armored_public_key: gpgKey }),
      state: async () => (await read('/user/gpg_keys')).length
    },
    {
      domain: 'users',
      action: 'emails_add',
      params: () => ({ emails: [`${N.alice}.idem@example.com`] }),
      state: async () => (await read('/user/emails')).length
    },
    {
      domain: 'users',
      action: 'variables_create',
      params: () => ({ name: 'IDEM_VAR', value: 'one' }),
      state: async () => (await read('/user/actions/variables/IDEM_VAR')).data
    },
    {
      domain: 'users',
      action: 'tokens_create',
      who: 'aliceBasic',
      params: () => ({ username: N.alice, name: 'idem-token', scopes: ['read:user'] }),
      state: async () => count(await read(`/users/${N.alice}/tokens`, 'aliceBasic'), x => x.name === 'idem-token')
    },
    {
      domain: 'users',
      action: 'oauth2_create',
      params: () => ({ name: 'idem-app', redirect_uris: ['https://idem.example.com/cb'] }),
      state: async () => count(await read('/user/applications/oauth2'), a => a.name === 'idem-app')
    },
    {
      domain: 'users',
      action: 'hooks_create',
      params: () => ({ type: 'gitea', config: hookConfig, active: true, events: ['push'] }),
      state: async () => count(await read('/user/hooks'), h => (h.config as { url: string }).url === hookConfig.url)
    },
    {
      domain: 'admin',
      action: 'hooks_create',
      params: () => ({ type: 'gitea', config: hookConfig, active: true, events: ['push'] }),
      state: async () => count(await read('/admin/hooks', 'root'), h => (h.config as { url: string }).url === hookConfig.url)
    },
    {
      domain: 'admin',
      action: 'users_repos_create',
      params: () => ({ username: N.bob, json_fields: { name: 'idem-repo' } }),
      state: async () => (await read(`/repos/${N.bob}/idem-repo`, 'root')).id
    },
    {
      domain: 'admin',
      action: 'users_orgs_create',
      params: () => ({ username: N.bob, name: `${N.bob}-idem-org`, full_name: 'Idem Org' }),
      state: async () => (await read(`/orgs/${N.bob}-idem-org`, 'root')).id
    },
    {
      domain: 'admin',
      action: 'badges_add',
      needs: 'badge',
      params: () => ({ username: N.bob, badges: ['idem-badge'] }),
      state: async () => (await read(`/admin/users/${N.bob}/badges`, 'root')).length
    },
    {
      domain: 'users',
      action: 'runners_register',
      needs: 'runnerList',
      params: () => ({ name: runnerName }),
      state: () => runnersNamed('/user/actions/runners', runnerName, 'alice')
    },
    {
      domain: 'admin',
      action: 'runners_register',
      needs: 'runnerList',
      params: () => ({ name: `${runnerName}-i` }),
      state: () => runnersNamed('/admin/actions/runners', `${runnerName}-i`, 'root')
    },
    {
      domain: 'users',
      action: 'blocks_add',
      params: () => ({ username: N.carol }),
      state: async () => (await fetch(`${t.url}/api/v1/users/${N.carol}`)).status
    },
    {
      domain: 'repos',
      action: 'repos_create',
      params: () => ({ name: `idem-repo-${variant}`, description: 'first' }),
      state: async () => (await read(`/repos/${N.alice}/idem-repo-${variant}`)).description
    },
    {
      domain: 'repos',
      action: 'collaborators_add',
      params: () => ({ owner: N.alice, repo: 'demo', username: N.bob, permission: 'read' }),
      state: async () => (await read(`/repos/${N.alice}/demo/collaborators/${N.bob}/permission`)).permission
    },
    {
      domain: 'repos',
      action: 'branch_protections_create',
      params: () => ({ owner: N.alice, repo: 'demo', rule_name: `idem-${variant}/*`, json_fields: { required_approvals: 1 } }),
      state: async () => (await read(`/repos/${N.alice}/demo/branch_protections/${encodeURIComponent(`idem-${variant}/*`)}`)).updated_at
    },
    {
      domain: 'repos',
      action: 'push_mirrors_add',
      params: () => ({ owner: N.alice, repo: 'demo', remote_address: mirrorAddress(), interval: '8h' }),
      state: async () => count(await read(`/repos/${N.alice}/demo/push_mirrors`), m => m.remote_address === mirrorAddress())
    },
    {
      // A pull mirror of alice's demo (on a real server that same server: the test servers allow loopback sources).
      domain: 'repos',
      action: 'repos_migrate',
      params: () => ({
        clone_addr: t.kind === 'real' ? `${t.url.replace(/\/$/, '')}/${N.alice}/demo.git` : 'https://code.example.com/idem/demo.git',
        repo_owner: N.alice,
        repo_name: `idem-mirror-${variant}`,
        mirror: true
      }),
      state: async () => (await read(`/repos/${N.alice}/idem-mirror-${variant}`)).original_url
    },
    {
      domain: 'repos',
      action: 'tag_protections_create',
      params: () => ({ owner: N.alice, repo: 'demo', name_pattern: `idem-${variant}-*`, whitelist_usernames: [N.alice] }),
      state: async () => count(await read(`/repos/${N.alice}/demo/tag_protections`), t => t.name_pattern === `idem-${variant}-*`)
    },
    {
      domain: 'repos',
      action: 'deploy_keys_add',
      params: () => ({ owner: N.alice, repo: 'demo', title: `idem-${variant}`, key: sampleSshKey(`idem-deploy-${variant}`) }),
      state: async () => count(await read(`/repos/${N.alice}/demo/keys`), k => k.title === `idem-${variant}`)
    },
    // An organization's (root's) and a repository's (alice's) hooks, variables and runners (scoped.ts).
    ...SCOPES.flatMap(({ domain, at, base, who }): CreateCase[] => [
      {
        domain,
        action: 'labels_create',
        who,
        params: () => ({ ...at, name: 'idem-label', color: '#d73a4a' }),
        state: async () => count(await read(`${base}/labels`, who), l => l.name === 'idem-label')
      },
      {
        domain,
        action: 'hooks_create',
        who,
        params: () => ({ ...at, type: 'gitea', config: hookConfig, active: true, events: ['push'] }),
        state: async () => count(await read(`${base}/hooks`, who), h => (h.config as { url: string }).url === hookConfig.url)
      },
      {
        domain,
        action: 'variables_create',
        who,
        params: () => ({ ...at, name: 'IDEM_VAR', value: 'one' }),
        state: async () => (await read(`${base}/actions/variables/IDEM_VAR`, who)).data
      },
      {
        domain,
        action: 'runners_register',
        who,
        needs: 'runnerList',
        params: () => ({ ...at, name: `${runnerName}-${domain}` }),
        state: () => runnersNamed(`${base}/actions/runners`, `${runnerName}-${domain}`, who)
      }
    ])
  ]
  let gpgKey = ''
  const here = CREATES.filter(c => onThisServer(c.domain, c.action) && runsHere(`${c.domain} ${c.action} re-run`, c.needs))

  it('every create of the idempotency table has a case', () => {
    const withRule = OPERATIONS.filter(op => op.exists).map(op => `${op.domain}:${op.name}`)
    expect(CREATES.map(c => `${c.domain}:${c.action}`).sort()).toEqual(withRule.sort())
  })

  it.each(here.map(c => [`${c.domain} ${c.action}`, c] as const))(
    '%s: a re-run fails by default, changes nothing with on-exists skip, and is refused with on-exists error',
    async (_n, c) => {
      if (c.needs === 'gpg' && !gpgKey) gpgKey = t.setup.gpgKey('idem').publicKey
      if (c.needs === 'badge') t.setup.badge('idem-badge')
      const first = await run(c.domain, c.action, c.params(), { onExists: 'skip' }, c.who)
      expect(first.changed).toBe(true)
      expect(first.skipped).toBeUndefined()
      const before = await c.state()
      const again = await run(c.domain, c.action, c.params(), { onExists: 'skip' }, c.who)
      expect(again.skipped).toBe('exists')
      expect(again.changed).toBe(false)
      if (c.action === 'tokens_create') expect(again.warnings.join(' ')).toMatch(/cannot be shown again/)
      expect(await c.state()).toEqual(before)
      // on-exists error: where svc can look first, a re-run is refused, nothing sent, nothing changed
      // (a hook, an OAuth2 app or a runner the server would make twice included).
      if (findOperation(c.domain, c.action).exists?.find) {
        await expect(run(c.domain, c.action, c.params(), { onExists: 'error' }, c.who)).rejects.toThrow(
          /exists already, and on-exists error refuses a second one/
        )
        expect(await c.state()).toEqual(before)
      }
      if (c.action === 'runners_register') {
        // No credentials in a skip (they cannot be read back); names need not be unique, so the
        // default makes a second runner of the name.
        expect(again.warnings.join(' ')).toMatch(/cannot be read back/)
        expect(again.result).not.toHaveProperty('token')
        expect(again.credentials).toEqual([])
        expect((await run(c.domain, c.action, c.params(), {}, c.who)).changed).toBe(true)
        expect(await c.state()).toBe(2)
        return
      }
      // The default is to fail, as before: nothing sent twice silently.
      // (Adding a team member or repository, or publicizing, again is a success that changes nothing;
      // collaborators_add reads the collaboration first: the same permission again is no change;
      // the servers make a second label of the same name: labels_create without skip duplicates it,
      // and a second push mirror to the same address alike.)
      if (
        ![
          'emails_add',
          'badges_add',
          'hooks_create',
          'oauth2_create',
          'blocks_add',
          'teams_member_add',
          'teams_repo_add',
          'public_members_add',
          'collaborators_add',
          'labels_create',
          'push_mirrors_add'
        ].includes(c.action)
      )
        await expect(run(c.domain, c.action, c.params(), {}, c.who)).rejects.toBeInstanceOf(ForgeError)
    }
  )

  it('emails_add with skip adds only the missing addresses', async () => {
    await run('users', 'emails_add', { emails: [`${N.alice}.one@example.com`] })
    const res = await run(
      'users',
      'emails_add',
      { emails: [`${N.alice}.one@example.com`, `${N.alice}.two@example.com`] },
      { onExists: 'skip' }
    )
    expect(res.changed).toBe(true)
    const emails = (await read('/user/emails')).map((e: { email: string }) => e.email)
    expect(emails).toEqual(expect.arrayContaining([`${N.alice}.one@example.com`, `${N.alice}.two@example.com`]))
  })

  const MISSING: Array<[Domain, string, Record<string, unknown>, Who?]> = [
    ['users', 'keys_delete', { id: 999999 }],
    ['users', 'gpg_keys_delete', { id: 999999 }],
    ['users', 'hooks_delete', { id: 999999 }],
    ['users', 'oauth2_delete', { id: 999999 }],
    ['users', 'variables_delete', { name: 'NO_SUCH_VAR' }],
    ['users', 'secrets_delete', { name: 'NO_SUCH_SECRET' }],
    ['users', 'runners_delete', { runner_id: 999999 }],
    ['users', 'tokens_delete', { username: N.alice, token_id: 999999 }, 'aliceBasic'],
    ['admin', 'hooks_delete', { id: 999999 }],
    ['admin', 'runners_delete', { runner_id: 999999 }],
    ['admin', 'unadopted_delete', { owner: N.alice, repo: 'no-such-dir' }],
    ['admin', 'users_keys_delete', { username: N.bob, key_id: 999999 }],
    ['admin', 'users_delete', { username: `${N.newbie}-never`, purge: true }],
    ['orgs', 'orgs_delete', { org: `${N.org}-never` }],
    // The servers answer these three 204 when there is nothing to remove: svc looks first.
    ['orgs', 'members_remove', { org: N.org, username: N.bob }, 'root'],
    ['orgs', 'public_members_remove', { org: N.org, username: N.bob }],
    ['orgs', 'teams_member_remove', { org: N.org, team: 'Developers', username: N.bob }, 'root'],
    ['orgs', 'teams_delete', { org: N.org, team: 'Never' }, 'root'],
    ['orgs', 'teams_repo_remove', { org: N.org, team: 'Developers', repo: 'never-repo' }, 'root'],
    ['repos', 'repos_delete', { owner: N.alice, repo: 'no-such-repo' }],
    ['repos', 'collaborators_remove', { owner: N.alice, repo: 'no-such-repo', username: N.bob }],
    ['repos', 'branch_protections_delete', { owner: N.alice, repo: 'demo', rule_name: 'no-such-rule' }],
    ['repos', 'tag_protections_delete', { owner: N.alice, repo: 'demo', id: 999999 }],
    ['repos', 'deploy_keys_delete', { owner: N.alice, repo: 'demo', id: 999999 }],
    ['repos', 'topics_remove', { owner: N.alice, repo: 'demo', topic: 'never-set' }],
    ['repos', 'push_mirrors_delete', { owner: N.alice, repo: 'demo', name: 'remote_mirror_never00000' }],
    ['repos', 'repo_teams_remove', { owner: N.org, repo: 'never-repo', team: 'Developers' }, 'root'],
    ...SCOPES.flatMap(({ domain, at, who }): Array<[Domain, string, Record<string, unknown>, Who?]> => [
      [domain, 'hooks_delete', { ...at, id: 999999 }, who],
      [domain, 'labels_delete', { ...at, id: 999999 }, who],
      [domain, 'runners_delete', { ...at, runner_id: 999999 }, who],
      [domain, 'secrets_delete', { ...at, name: 'NO_SUCH_SECRET' }, who],
      [domain, 'variables_delete', { ...at, name: 'NO_SUCH_VAR' }, who]
    ])
  ]
  it.each(MISSING.filter(([d, a]) => onThisServer(d, a)).map(m => [`${m[0]} ${m[1]}`, m] as const))(
    '%s of something missing: 404 by default, nothing to do with on-missing skip',
    async (_n, [domain, action, params, who]) => {
      const err = (await run(domain, action, params, {}, who).catch(e => e)) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(404)
      const res = await run(domain, action, params, { onMissing: 'skip' }, who)
      expect(res.skipped).toBe('missing')
      expect(res.changed).toBe(false)
    }
  )

  it('on-missing covers every removal', () => {
    const removals = OPERATIONS.filter(isRemoval).map(op => `${op.domain}:${op.name}`)
    // Removals the server itself answers without a 404 when there is nothing to remove (204).
    const tolerant = [
      'users:avatar_delete',
      'users:blocks_remove',
      'users:emails_delete',
      'users:unfollow',
      'users:unstar',
      'admin:badges_delete',
      'admin:users_emails_delete'
    ]
    expect([...MISSING.map(([d, a]) => `${d}:${a}`), ...tolerant].sort()).toEqual(removals.sort())
  })

  it('changed: false for reads, a variables_set with the same value and a users_edit with nothing new', async () => {
    expect((await run('users', 'me', {})).changed).toBe(false)
    expect((await run('users', 'variables_set', { name: 'SAME_VAR', value: 'v1' })).changed).toBe(true)
    expect((await run('users', 'variables_set', { name: 'SAME_VAR', value: 'v1' })).changed).toBe(false)
    expect((await run('users', 'variables_set', { name: 'SAME_VAR', value: 'v2' })).changed).toBe(true)
    expect((await read('/user/actions/variables/SAME_VAR')).data).toBe('v2')
    const name = (await read(`/users/${N.bob}`, 'root')).full_name
    expect((await run('admin', 'users_edit', { username: N.bob, json_fields: { full_name: name } })).changed).toBe(false)
    expect((await run('admin', 'users_edit', { username: N.bob, json_fields: { full_name: `${name} B.` } })).changed).toBe(true)
    expect((await read(`/users/${N.bob}`, 'root')).full_name).toBe(`${name} B.`)
  })
})
