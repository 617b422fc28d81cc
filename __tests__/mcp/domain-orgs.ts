// svc_orgs against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { McpKit } from './kit.js'

export function orgTools(k: McpKit): void {
  const logins = (rows: unknown) => (rows as Array<{ login: string }>).map(u => u.login)
  const teamNames = (rows: unknown) => (rows as Array<{ name: string }>).map(t => t.name)

  test('svc_orgs: enabled by svc_enable, orgs_get answers what the server holds', async () => {
    const s = k.user()
    const on = await s.call('svc_enable', { domains: ['orgs'] })
    expect(on.isError).toBe(false)
    expect((await s.tools()).map(t => t.name)).toContain('svc_orgs')
    const org = k.sim().fixtures.org
    const got = await k.ok(s, 'orgs', 'orgs_get', { org })
    expect(got.result).toMatchObject({ name: org, id: (await k.api(`/orgs/${org}`)).body.id })
    await k.refused(s, 'orgs', 'orgs_get', { org: 'no-such-org' }, /404/)
    // `get` alone is the domain's own orgs_get, not users' get (a user) in svc_users.
    const bare = await s.call('svc_orgs', { action: 'get', org })
    expect(bare.isError).toBe(true)
    expect(bare.text).toMatch(/unknown orgs action "get"; did you mean "orgs_get"\?/)
    expect(bare.text).not.toMatch(/svc_users/)
  })

  test('svc_orgs: an organization of the user, created, edited, listed and deleted', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['orgs'] })
    const made = await k.ok(s, 'orgs', 'orgs_create', { name: 'mcp-org', full_name: 'MCP Org', email: 'mcp@example.com' })
    expect(made.result).toMatchObject({ name: 'mcp-org' })
    expect((await k.api('/orgs/mcp-org')).body).toMatchObject({ full_name: 'MCP Org', email: 'mcp@example.com' })
    await k.refused(s, 'orgs', 'orgs_create', { name: 'mcp-org' }, /422/)
    await k.ok(s, 'orgs', 'orgs_edit', { org: 'mcp-org', json_fields: { location: 'Lyon' } })
    expect((await k.api('/orgs/mcp-org')).body).toMatchObject({ location: 'Lyon', full_name: 'MCP Org' })
    expect(teamNames((await k.ok(s, 'orgs', 'orgs_list')).result)).toContain('mcp-org')
    await k.ok(s, 'orgs', 'orgs_delete', { org: 'mcp-org' })
    expect((await k.api('/orgs/mcp-org', 'admin')).status).toBe(404)
  })

  test('svc_orgs: members and public members of an organization', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['orgs'] })
    const org = k.sim().fixtures.org
    expect(logins((await k.ok(s, 'orgs', 'members_list', { org })).result)).toContain('alice')
    expect((await k.ok(s, 'orgs', 'members_check', { org, username: 'alice' })).result).toBe(true)
    expect((await k.ok(s, 'orgs', 'members_check', { org, username: 'bob' })).result).toBe(false)
    expect((await k.ok(s, 'orgs', 'public_members_add', { org, username: 'alice' })).result).toBeNull()
    expect((await k.api(`/orgs/${org}/public_members/alice`)).status).toBe(204)
    expect(logins((await k.ok(s, 'orgs', 'public_members_list', { org })).result)).toEqual(['alice'])
    expect((await k.ok(s, 'orgs', 'public_members_check', { org, username: 'alice' })).result).toBe(true)
    await k.ok(s, 'orgs', 'public_members_remove', { org, username: 'alice' })
    expect((await k.api(`/orgs/${org}/public_members/alice`)).status).toBe(404)
    await k.refused(s, 'orgs', 'public_members_remove', { org, username: 'alice' }, /alice is not a public member of/)
    // alice is a member of the fixture organization, not an owner.
    await k.refused(s, 'orgs', 'members_remove', { org, username: 'alice' }, /403/)
    expect((await k.api(`/orgs/${org}/members/alice`)).status).toBe(204)
  })

  test('svc_orgs: teams of an organization, their members and repositories', async () => {
    const s = k.user()
    await s.call('svc_enable', { domains: ['orgs'] })
    await k.ok(s, 'orgs', 'orgs_create', { name: 'mcp-teams', email: 'teams@example.com' })
    const team = await k.ok(s, 'orgs', 'teams_create', { org: 'mcp-teams', name: 'Ops', permission: 'write', units: ['repo.code'] })
    const id = team.result.id
    expect((await k.api('/teams/' + id)).body).toMatchObject({ name: 'Ops' })
    await k.refused(s, 'orgs', 'teams_create', { org: 'mcp-teams', name: 'Bare' }, /units/)
    expect(teamNames((await k.ok(s, 'orgs', 'teams_list', { org: 'mcp-teams' })).result)).toEqual(['Owners', 'Ops'])
    // The access per unit, as the server holds it, and the permission they all have.
    const ops = (await k.ok(s, 'orgs', 'teams_get', { org: 'mcp-teams', team: 'Ops' })).result
    expect(ops).toMatchObject({ id, permission: 'write', units_map: (await k.api('/teams/' + id)).body.units_map })
    expect(ops.units_map).toEqual({ 'repo.code': 'write' })
    // Only the caller's own teams: alice is in Owners, not in Ops.
    expect(teamNames((await k.ok(s, 'orgs', 'teams_search', { org: 'mcp-teams', q: 'o' })).result)).toEqual(['Owners'])
    await k.ok(s, 'orgs', 'teams_edit', { org: 'mcp-teams', team: 'Ops', json_fields: { description: 'edited' } })
    expect((await k.api('/teams/' + id)).body).toMatchObject({ description: 'edited', name: 'Ops' })

    await k.ok(s, 'orgs', 'teams_member_add', { org: 'mcp-teams', team: 'Ops', username: 'bob' })
    expect((await k.api(`/teams/${id}/members/bob`)).status).toBe(200)
    expect(logins((await k.ok(s, 'orgs', 'teams_members_list', { org: 'mcp-teams', team: 'Ops' })).result)).toEqual(['bob'])
    // The org membership follows the team's; then out again.
    expect((await k.ok(s, 'orgs', 'members_check', { org: 'mcp-teams', username: 'bob' })).result).toBe(true)
    await k.ok(s, 'orgs', 'teams_member_remove', { org: 'mcp-teams', team: 'Ops', username: 'bob' })
    expect((await k.api(`/teams/${id}/members/bob`)).status).toBe(404)
    await k.ok(s, 'orgs', 'teams_member_add', { org: 'mcp-teams', team: 'Ops', username: 'bob' })
    await k.ok(s, 'orgs', 'members_remove', { org: 'mcp-teams', username: 'bob' })
    expect((await k.api('/orgs/mcp-teams/members/bob')).status).toBe(404)

    const sim = k.sim()
    // An organization's repositories (orgs_repos): none yet, then the one made below.
    expect((await k.ok(s, 'orgs', 'orgs_repos', { org: 'mcp-teams' })).result).toEqual([])
    const created = await fetch(`${sim.url}/api/v1/orgs/mcp-teams/repos`, {
      method: 'POST',
      headers: { authorization: `token ${sim.fixtures.userToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'tools' })
    })
    expect(created.status).toBe(201)
    expect((await k.ok(s, 'orgs', 'orgs_repos', { org: 'mcp-teams' })).result).toEqual([
      expect.objectContaining({ full_name: 'mcp-teams/tools' })
    ])
    await k.ok(s, 'orgs', 'teams_repo_add', { org: 'mcp-teams', team: 'Ops', repo: 'tools' })
    expect((await k.api(`/teams/${id}/repos/mcp-teams/tools`)).status).toBe(200)
    expect((await k.ok(s, 'orgs', 'teams_repos_list', { org: 'mcp-teams', team: 'Ops' })).result).toEqual([
      expect.objectContaining({ full_name: 'mcp-teams/tools' })
    ])
    await k.ok(s, 'orgs', 'teams_repo_remove', { org: 'mcp-teams', team: 'Ops', repo: 'tools' })
    expect((await k.api(`/teams/${id}/repos/mcp-teams/tools`)).status).toBe(404)

    await k.ok(s, 'orgs', 'teams_delete', { org: 'mcp-teams', team: 'Ops' })
    expect((await k.api(`/teams/${id}`)).status).toBe(404)
    await k.refused(s, 'orgs', 'teams_get', { org: 'mcp-teams', team: 'Ops' }, /team "Ops" not found in organization mcp-teams/)
  })
}
