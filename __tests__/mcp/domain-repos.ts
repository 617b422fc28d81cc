// svc_repos against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { McpKit } from './kit.js'
import type { Envelope } from './kit.js'
import { sampleSshKey } from '../sim/fixtures.js'

/** The envelope's `changed` (every call's envelope has it; scenario.ts's type lists what its tests read). */
const changed = (e: Envelope) => (e as Envelope & { changed: boolean }).changed

export function repoTools(k: McpKit): void {
  test('svc_repos: enabled by svc_enable, repos_get answers what the server holds', async () => {
    const s = k.user()
    const on = await s.call('svc_enable', { domains: ['repos'] })
    expect(on.isError).toBe(false)
    expect((await s.tools()).map(t => t.name)).toContain('svc_repos')
    const got = await k.ok(s, 'repos', 'repos_get', { owner: 'alice', repo: 'demo' })
    expect(got.result).toMatchObject({ full_name: 'alice/demo', id: (await k.api('/repos/alice/demo')).body.id })
    await k.refused(s, 'repos', 'repos_get', { owner: 'alice', repo: 'no-such-repo' }, /404/)
  })

  test('svc_repos: repositories created, edited, listed, transferred and deleted, as the server then holds them', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const made = await k.ok(s, 'repos', 'repos_create', { name: 'mcp-repo', private: true, description: 'by mcp' })
    expect(changed(made)).toBe(true)
    expect((await k.api('/repos/alice/mcp-repo')).body).toMatchObject({ private: true, description: 'by mcp' })
    const skipped = await k.ok(s, 'repos', 'repos_create', { name: 'mcp-repo', on_exists: 'skip' })
    expect(changed(skipped)).toBe(false)

    await k.ok(s, 'repos', 'repos_edit', { owner: 'alice', repo: 'mcp-repo', json_fields: { description: 'edited by mcp' } })
    expect((await k.api('/repos/alice/mcp-repo')).body.description).toBe('edited by mcp')
    await k.refused(s, 'repos', 'repos_edit', { owner: 'alice', repo: 'mcp-repo', json_fields: { descripton: 'x' } }, /descripton/)

    const listed = await k.ok(s, 'repos', 'repos_list', {})
    expect((listed.result as Array<{ full_name: string }>).map(r => r.full_name)).toContain('alice/mcp-repo')

    const moved = await k.ok(s, 'repos', 'repos_transfer', { owner: 'alice', repo: 'mcp-repo', new_owner: 'bob' })
    expect(moved.result).toMatchObject({ transfer: 'pending' })
    expect((await k.api('/repos/alice/mcp-repo')).body.repo_transfer.recipient.login).toBe('bob')

    await k.ok(s, 'repos', 'repos_delete', { owner: 'alice', repo: 'mcp-repo' })
    expect((await k.api('/repos/alice/mcp-repo')).status).toBe(404)
  })

  test('svc_repos: collaborators added, listed, checked, asked about and removed', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const added = await k.ok(s, 'repos', 'collaborators_add', { owner: 'alice', repo: 'demo', username: 'carol', permission: 'write' })
    expect(changed(added)).toBe(true)
    expect((await k.api('/repos/alice/demo/collaborators/carol/permission')).body.permission).toBe('write')
    expect(
      changed(await k.ok(s, 'repos', 'collaborators_add', { owner: 'alice', repo: 'demo', username: 'carol', permission: 'write' }))
    ).toBe(false)
    await k.refused(s, 'repos', 'collaborators_add', { owner: 'alice', repo: 'demo', username: 'carol', permission: 'owner' }, /permission/)

    const listed = await k.ok(s, 'repos', 'collaborators_list', { owner: 'alice', repo: 'demo' })
    expect((listed.result as Array<{ login: string }>).map(u => u.login)).toContain('carol')
    expect((await k.ok(s, 'repos', 'collaborators_check', { owner: 'alice', repo: 'demo', username: 'carol' })).result).toBe(true)
    const perm = await k.ok(s, 'repos', 'collaborators_permission', { owner: 'alice', repo: 'demo', username: 'carol' })
    expect(perm.result).toMatchObject({ permission: 'write' })

    await k.ok(s, 'repos', 'collaborators_remove', { owner: 'alice', repo: 'demo', username: 'carol' })
    expect((await k.api('/repos/alice/demo/collaborators/carol')).status).toBe(404)
    expect(changed(await k.ok(s, 'repos', 'collaborators_remove', { owner: 'alice', repo: 'demo', username: 'carol' }))).toBe(false)
    expect((await k.ok(s, 'repos', 'collaborators_check', { owner: 'alice', repo: 'demo', username: 'carol' })).result).toBe(false)
  })

  test('svc_repos: branch protections created, listed, read, edited, ordered and deleted', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const at = { owner: 'alice', repo: 'demo' }
    const rules = '/repos/alice/demo/branch_protections'
    const made = await k.ok(s, 'repos', 'branch_protections_create', { ...at, rule_name: 'main', json_fields: { required_approvals: 1 } })
    expect(changed(made)).toBe(true)
    expect((await k.api(`${rules}/main`)).body.required_approvals).toBe(1)
    expect(changed(await k.ok(s, 'repos', 'branch_protections_create', { ...at, rule_name: 'main', on_exists: 'skip' }))).toBe(false)
    await k.ok(s, 'repos', 'branch_protections_create', { ...at, rule_name: 'release/*' })

    const listed = await k.ok(s, 'repos', 'branch_protections_list', at)
    expect((listed.result as Array<{ rule_name: string }>).map(r => r.rule_name)).toEqual(
      (await k.api(rules)).body.map((r: { rule_name: string }) => r.rule_name)
    )
    expect((await k.ok(s, 'repos', 'branch_protections_get', { ...at, rule_name: 'release/*' })).result).toMatchObject({
      rule_name: 'release/*'
    })
    const edit = { ...at, rule_name: 'main', json_fields: { required_approvals: 2 } }
    expect(changed(await k.ok(s, 'repos', 'branch_protections_edit', edit))).toBe(true)
    expect((await k.api(`${rules}/main`)).body.required_approvals).toBe(2)
    expect(changed(await k.ok(s, 'repos', 'branch_protections_edit', edit))).toBe(false)

    const order = { ...at, rule_names: ['release/*'] }
    if (k.variant === 'gitea') {
      expect(changed(await k.ok(s, 'repos', 'branch_protections_priority', order))).toBe(true)
      expect((await k.api(rules)).body.map((r: { rule_name: string }) => r.rule_name)).toEqual(['release/*', 'main'])
    } else await k.refused(s, 'repos', 'branch_protections_priority', order, /Forgejo has no priority order/)

    for (const rule_name of ['main', 'release/*']) await k.ok(s, 'repos', 'branch_protections_delete', { ...at, rule_name })
    expect((await k.api(rules)).body).toEqual([])
    await k.refused(s, 'repos', 'branch_protections_delete', { ...at, rule_name: 'main' }, /404/)
  })

  test('svc_repos: tag protections created, listed, read, edited and deleted', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const at = { owner: 'alice', repo: 'demo' }
    const made = await k.ok(s, 'repos', 'tag_protections_create', { ...at, name_pattern: 'v*', whitelist_usernames: ['alice'] })
    expect(changed(made)).toBe(true)
    const id = (made.result as { id: number }).id
    const path = `/repos/alice/demo/tag_protections/${id}`
    expect((await k.api(path)).body).toMatchObject({ name_pattern: 'v*', whitelist_usernames: ['alice'] })
    await k.refused(s, 'repos', 'tag_protections_create', { ...at, name_pattern: 'w*' }, /give whitelist_usernames or whitelist_teams/)

    const listed = await k.ok(s, 'repos', 'tag_protections_list', at)
    expect((listed.result as Array<{ id: number }>).map(t => t.id)).toEqual([id])
    expect((await k.ok(s, 'repos', 'tag_protections_get', { ...at, id })).result).toMatchObject({ name_pattern: 'v*' })
    const edit = { ...at, id, json_fields: { name_pattern: 'v1.*' } }
    expect(changed(await k.ok(s, 'repos', 'tag_protections_edit', edit))).toBe(true)
    expect((await k.api(path)).body.name_pattern).toBe('v1.*')
    expect(changed(await k.ok(s, 'repos', 'tag_protections_edit', edit))).toBe(false)
    await k.ok(s, 'repos', 'tag_protections_delete', { ...at, id })
    expect((await k.api(path)).status).toBe(404)
  })

  test('svc_repos: deploy keys added read-only and read-write, listed, read and deleted', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const at = { owner: 'alice', repo: 'demo' }
    const key = sampleSshKey(`mcp-deploy-${k.variant}`)
    const made = await k.ok(s, 'repos', 'deploy_keys_add', { ...at, title: 'ci', key, read_only: true })
    expect(changed(made)).toBe(true)
    const id = (made.result as { id: number }).id
    expect((await k.api(`/repos/alice/demo/keys/${id}`)).body).toMatchObject({ title: 'ci', read_only: true })
    expect(changed(await k.ok(s, 'repos', 'deploy_keys_add', { ...at, title: 'ci', key, on_exists: 'skip' }))).toBe(false)
    const rw = await k.ok(s, 'repos', 'deploy_keys_add', { ...at, title: 'push', key: sampleSshKey(`mcp-deploy-rw-${k.variant}`) })
    expect((await k.api(`/repos/alice/demo/keys/${(rw.result as { id: number }).id}`)).body.read_only).toBe(false)

    const listed = await k.ok(s, 'repos', 'deploy_keys_list', at)
    expect((listed.result as Array<{ id: number }>).map(d => d.id)).toEqual(
      (await k.api('/repos/alice/demo/keys')).body.map((d: { id: number }) => d.id)
    )
    expect((await k.ok(s, 'repos', 'deploy_keys_get', { ...at, id })).result).toMatchObject({ title: 'ci' })
    await k.ok(s, 'repos', 'deploy_keys_delete', { ...at, id })
    expect((await k.api(`/repos/alice/demo/keys/${id}`)).status).toBe(404)
  })

  test('svc_repos and svc_orgs: labels created, listed, edited and deleted', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const at = { owner: 'alice', repo: 'demo' }
    const made = await k.ok(s, 'repos', 'labels_create', { ...at, name: 'priority/high', color: '#e11', exclusive: true })
    expect(changed(made)).toBe(true)
    const id = (made.result as { id: number }).id
    expect((await k.api(`/repos/alice/demo/labels/${id}`)).body).toMatchObject({ color: 'ee1111', exclusive: true })
    expect(changed(await k.ok(s, 'repos', 'labels_create', { ...at, name: 'priority/high', color: '#e11', on_exists: 'skip' }))).toBe(false)
    await k.refused(s, 'repos', 'labels_create', { ...at, name: 'x', color: 'red' }, /color/)
    const listed = await k.ok(s, 'repos', 'labels_list', at)
    expect((listed.result as Array<{ id: number }>).map(l => l.id)).toEqual([id])
    expect(changed(await k.ok(s, 'repos', 'labels_edit', { ...at, id, json_fields: { color: 'EE1111' } }))).toBe(false)
    await k.ok(s, 'repos', 'labels_delete', { ...at, id })
    expect((await k.api(`/repos/alice/demo/labels/${id}`)).status).toBe(404)

    const a = k.admin()
    await a.call('svc_enable', { domains: ['orgs'] })
    const org = k.sim().fixtures.org
    const orgMade = await k.ok(a, 'orgs', 'labels_create', { org, name: 'kind/bug', color: 'd73a4a', exclusive: true })
    const orgId = (orgMade.result as { id: number }).id
    expect((await k.api(`/orgs/${org}/labels/${orgId}`, 'admin')).body).toMatchObject({ name: 'kind/bug', exclusive: true })
    expect(((await k.ok(a, 'orgs', 'labels_list', { org })).result as Array<{ id: number }>).map(l => l.id)).toContain(orgId)
    expect(changed(await k.ok(a, 'orgs', 'labels_edit', { org, id: orgId, json_fields: { is_archived: true } }))).toBe(true)
    expect((await k.api(`/orgs/${org}/labels/${orgId}`, 'admin')).body.is_archived).toBe(true)
    await k.ok(a, 'orgs', 'labels_delete', { org, id: orgId })
    expect((await k.api(`/orgs/${org}/labels/${orgId}`, 'admin')).status).toBe(404)
  })

  test('svc_repos: topics set, added, listed and removed', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const at = { owner: 'alice', repo: 'demo' }
    const topics = async () => ((await k.api('/repos/alice/demo/topics')).body.topics as string[]).sort()
    expect(changed(await k.ok(s, 'repos', 'topics_set', { ...at, topics: ['go', 'cli'] }))).toBe(true)
    expect(await topics()).toEqual(['cli', 'go'])
    expect(changed(await k.ok(s, 'repos', 'topics_set', { ...at, topics: ['cli', 'go'] }))).toBe(false)
    expect(changed(await k.ok(s, 'repos', 'topics_add', { ...at, topic: 'gitea' }))).toBe(true)
    expect(changed(await k.ok(s, 'repos', 'topics_add', { ...at, topic: 'gitea' }))).toBe(false)
    expect(((await k.ok(s, 'repos', 'topics_list', at)).result as { topics: string[] }).topics.sort()).toEqual(await topics())
    await k.ok(s, 'repos', 'topics_remove', { ...at, topic: 'go' })
    expect(await topics()).toEqual(['cli', 'gitea'])
    await k.refused(s, 'repos', 'topics_add', { ...at, topic: 'not ok' }, /topic/)
  })

  test('svc_repos: teams given an organization repository, listed and taken away', async () => {
    const a = k.admin()
    await a.call('svc_enable', { domains: ['repos'] })
    const org = k.sim().fixtures.org
    await k.ok(a, 'repos', 'repos_create', { name: 'mcp-teams-repo', org })
    const at = { owner: org, repo: 'mcp-teams-repo' }
    expect(changed(await k.ok(a, 'repos', 'repo_teams_add', { ...at, team: 'Developers' }))).toBe(true)
    expect((await k.api(`/repos/${org}/mcp-teams-repo/teams/Developers`, 'admin')).status).toBe(200)
    expect(changed(await k.ok(a, 'repos', 'repo_teams_add', { ...at, team: 'Developers' }))).toBe(false)
    const listed = await k.ok(a, 'repos', 'repo_teams_list', at)
    expect((listed.result as Array<{ name: string }>).map(t => t.name)).toContain('Developers')
    await k.ok(a, 'repos', 'repo_teams_remove', { ...at, team: 'Developers' })
    expect((await k.api(`/repos/${org}/mcp-teams-repo/teams/Developers`, 'admin')).status).toBe(404)
    await k.refused(a, 'repos', 'repo_teams_remove', { ...at, team: 'Developers' }, /404/)
    await k.ok(a, 'repos', 'repos_delete', at)
  })

  test('svc_repos: a pull mirror migrated with a token that never comes back, synced, converted on Forgejo; a source listed', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const token = 'right-token'
    k.secrets.push('mcp-wrong-Tok-4d2')
    const at = { repo_owner: 'alice', repo_name: 'mcp-mirror', clone_addr: 'https://private.example.com/acme/tools.git' }
    const made = await k.ok(s, 'repos', 'repos_migrate', { ...at, mirror: true, auth_token: token })
    expect(changed(made)).toBe(true)
    expect((await k.api('/repos/alice/mcp-mirror')).body).toMatchObject({ mirror: true, original_url: at.clone_addr })
    expect(changed(await k.ok(s, 'repos', 'repos_migrate', { ...at, mirror: true, on_exists: 'skip' }))).toBe(false)
    await k.refused(
      s,
      'repos',
      'repos_migrate',
      { ...at, repo_name: 'mcp-mirror-2', auth_token: 'mcp-wrong-Tok-4d2' },
      /refused the credentials/
    )
    expect((await k.api('/repos/alice/mcp-mirror-2')).status).toBe(404)
    await k.ok(s, 'repos', 'mirror_sync', { owner: 'alice', repo: 'mcp-mirror' })
    expect(k.sim().state.repos.find(r => r.name === 'mcp-mirror')?.syncs).toBe(1)
    if (k.sim().variant === 'forgejo') {
      await k.ok(s, 'repos', 'mirror_convert', { owner: 'alice', repo: 'mcp-mirror' })
      expect((await k.api('/repos/alice/mcp-mirror')).body.mirror).toBe(false)
    } else await k.refused(s, 'repos', 'mirror_convert', { owner: 'alice', repo: 'mcp-mirror' }, /not available on gitea/)
    const listed = await k.ok(s, 'repos', 'sources_list', {
      service: k.sim().variant,
      owner: 'alice',
      url: k.sim().url,
      auth_token: k.sim().fixtures.userToken
    })
    expect((listed.result as Array<{ full_name: string }>).map(r => r.full_name)).toContain('alice/mcp-mirror')
  })

  test('svc_repos: push mirrors added with credentials that never come back, listed, synced and deleted', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    const at = { owner: 'alice', repo: 'demo' }
    const password = 'mcp-mirror-Pw-91ab'
    k.secrets.push(password)
    const address = 'https://backup.example.com/alice/demo.git'
    const made = await k.ok(s, 'repos', 'push_mirrors_add', {
      ...at,
      remote_address: address,
      remote_username: 'bot',
      remote_password: password
    })
    expect(changed(made)).toBe(true)
    const name = (made.result as { remote_name: string }).remote_name
    const mirrors = async () => (await k.api('/repos/alice/demo/push_mirrors')).body as Array<Record<string, unknown>>
    expect(await mirrors()).toEqual([expect.objectContaining({ remote_name: name, remote_address: address, interval: '8h0m0s' })])
    expect(k.sim().state.pushMirrors.find(m => m.remoteName === name)?.password).toBe(password)
    const again = await k.ok(s, 'repos', 'push_mirrors_add', {
      ...at,
      remote_address: address,
      remote_username: 'bot',
      remote_password: password,
      on_exists: 'skip'
    })
    expect(changed(again)).toBe(false)
    expect(await mirrors()).toHaveLength(1)
    expect(((await k.ok(s, 'repos', 'push_mirrors_list', at)).result as Array<{ remote_name: string }>).map(m => m.remote_name)).toEqual([
      name
    ])
    await k.ok(s, 'repos', 'push_mirrors_sync', at)
    expect((await mirrors())[0].last_update).toBeTruthy()
    await k.refused(
      s,
      'repos',
      'push_mirrors_add',
      { ...at, remote_address: 'https://u:p@backup.example.com/x.git' },
      /must not hold a user name/
    )
    await k.ok(s, 'repos', 'push_mirrors_delete', { ...at, name })
    expect(await mirrors()).toEqual([])
    await k.refused(s, 'repos', 'push_mirrors_delete', { ...at, name }, /404/)
  })

  test('svc_repos: repos_edit takes the settings as params; the same again changes nothing', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['repos'] })
    await k.ok(s, 'repos', 'repos_create', { name: 'mcp-settings' })
    const at = { owner: 'alice', repo: 'mcp-settings' }
    const settings = { allow_rebase: false, default_merge_style: 'rebase-merge', has_projects: false, has_releases: false, template: true }
    expect(changed(await k.ok(s, 'repos', 'repos_edit', { ...at, ...settings }))).toBe(true)
    expect((await k.api('/repos/alice/mcp-settings')).body).toMatchObject(settings)
    expect(changed(await k.ok(s, 'repos', 'repos_edit', { ...at, ...settings }))).toBe(false)
    await k.refused(s, 'repos', 'repos_edit', { ...at, default_merge_style: 'octopus' }, /default_merge_style/)
    await k.ok(s, 'repos', 'repos_edit', { ...at, archived: true })
    expect((await k.api('/repos/alice/mcp-settings')).body.archived).toBe(true)
    await k.ok(s, 'repos', 'repos_delete', at)
  })
}
