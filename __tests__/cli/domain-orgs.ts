// `svc org …` against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { CliKit } from './kit.js'

export function orgCommands(k: CliKit): void {
  /** A plain HTTP request as alice (or root): how a test reads the simulator's state back. */
  const api = async (method: string, path: string, body?: unknown, as: 'user' | 'admin' = 'user') => {
    const f = k.sim().fixtures
    const res = await fetch(`${k.sim().url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `token ${as === 'admin' ? f.adminToken : f.userToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : undefined }
  }
  const ok = async (args: string[]) => k.ok(await k.svc(args), args)
  const teamId = async (org: string, name: string) =>
    ((await api('GET', `/orgs/${org}/teams`)).body as Array<{ id: number; name: string }>).find(t => t.name === name)?.id

  test('org get prints the organization, as the client reads it', async () => {
    const org = k.sim().fixtures.org
    const got = await k.json(['org', 'get', org])
    expect(got).toEqual(await k.direct('orgs', 'orgs_get', { org }, 'user'))
    expect(got).toMatchObject({ name: org })
    const missing = await k.svc(['org', 'get', 'no-such-org'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/404/)
  })

  test('org create, edit, list and delete an organization of the user', async () => {
    const made = await k.json([
      'org',
      'create',
      'cli-org',
      '--full-name',
      'CLI Org',
      '--visibility',
      'private',
      '--email',
      'cli@example.com'
    ])
    expect(made).toMatchObject({ name: 'cli-org', visibility: 'private' })
    expect((await api('GET', '/orgs/cli-org')).body).toMatchObject({
      full_name: 'CLI Org',
      email: 'cli@example.com',
      visibility: 'private'
    })
    // Again, with on-exists skip: nothing changes, exit 0.
    await ok(['org', 'create', 'cli-org', '--on-exists', 'skip'])
    const again = await k.svc(['org', 'create', 'cli-org'])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/422/)

    await ok(['org', 'edit', 'cli-org', '--json-fields', '{"description":"edited"}'])
    expect((await api('GET', '/orgs/cli-org')).body).toMatchObject({ description: 'edited', full_name: 'CLI Org' })

    const mine = await k.json(['org', 'list'])
    expect(mine.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['cli-org', k.sim().fixtures.org]))

    await ok(['org', 'delete', 'cli-org', '--yes'])
    expect((await api('GET', '/orgs/cli-org', undefined, 'admin')).status).toBe(404)
  })

  test('org members and public-members: list, check, publicize, conceal, remove', async () => {
    const org = k.sim().fixtures.org
    // `org members ORG` is `org members list ORG` (the default subcommand).
    const members = await k.json(['org', 'members', 'list', org])
    expect(members.map((u: { login: string }) => u.login)).toContain('alice')
    expect(await k.json(['org', 'members', org])).toEqual(members)
    expect(await k.json(['org', 'members', 'check', org, 'alice'])).toBe(true)
    expect(await k.json(['org', 'members', 'check', org, 'bob'])).toBe(false)

    await ok(['org', 'public-members', 'add', org, 'alice'])
    expect((await api('GET', `/orgs/${org}/public_members/alice`)).status).toBe(204)
    expect((await k.json(['org', 'public-members', 'list', org])).map((u: { login: string }) => u.login)).toEqual(['alice'])
    expect(await k.json(['org', 'public-members', 'check', org, 'alice'])).toBe(true)
    await ok(['org', 'public-members', 'remove', org, 'alice'])
    expect((await api('GET', `/orgs/${org}/public_members/alice`)).status).toBe(404)

    // members remove: in an organization alice owns, with bob in one of its teams.
    await ok(['org', 'create', 'cli-members'])
    await ok(['org', 'teams', 'create', 'cli-members', 'Ops', '--units', 'repo.code'])
    await ok(['org', 'teams', 'member-add', 'cli-members', 'Ops', 'bob'])
    expect((await api('GET', '/orgs/cli-members/members/bob')).status).toBe(204)
    await ok(['org', 'members', 'remove', 'cli-members', 'bob'])
    expect((await api('GET', '/orgs/cli-members/members/bob')).status).toBe(404)
    const gone = await k.svc(['org', 'members', 'remove', 'cli-members', 'bob'])
    expect(gone.code).toBe(1)
    expect(gone.stderr).toMatch(/bob is not a member of cli-members/)
  })

  test('org teams: create, list, get, search, edit, members, repositories, delete', async () => {
    // With an email: the simulator checks repository owners against the spec (email format).
    await ok(['org', 'create', 'cli-teams', '--email', 'teams@example.com'])
    const team = await k.json([
      'org',
      'teams',
      'create',
      'cli-teams',
      'Ops',
      '--permission',
      'write',
      '--units',
      'repo.code,repo.issues',
      '--description',
      'operations'
    ])
    expect(team).toMatchObject({ name: 'Ops', description: 'operations' })
    const id = await teamId('cli-teams', 'Ops')
    expect(id).toBe(team.id)
    const noUnits = await k.svc(['org', 'teams', 'create', 'cli-teams', 'Readers'])
    expect(noUnits.code).not.toBe(0)
    expect(noUnits.stderr).toMatch(/units/)
    expect(await teamId('cli-teams', 'Readers')).toBeUndefined()

    expect((await k.json(['org', 'teams', 'list', 'cli-teams'])).map((t: { name: string }) => t.name)).toEqual(['Owners', 'Ops'])
    expect((await k.json(['org', 'teams', 'cli-teams'])).map((t: { name: string }) => t.name)).toEqual(['Owners', 'Ops'])
    expect(await k.json(['org', 'teams', 'get', 'cli-teams', 'Ops'])).toMatchObject({ id })
    // Text: the access per unit, as the server holds it (Gitea answers permission "none" for it).
    const units = (await api('GET', `/teams/${id}`)).body.units_map as Record<string, string>
    expect(units).toEqual({ 'repo.code': 'write', 'repo.issues': 'write' })
    const text = (await ok(['org', 'teams', 'get', 'cli-teams', 'Ops'])).stdout
    expect(text).toMatch(/^permission: write$/m)
    expect(text).toMatch(/^units_map: repo\.code: write, repo\.issues: write$/m)
    expect((await ok(['org', 'teams', 'list', 'cli-teams'])).stdout).toMatch(
      /^\d+\s+Ops\s+operations\s+write\s.*repo\.code: write, repo\.issues: write$/m
    )
    // A search finds only the caller's own teams (alice is in Owners, not in Ops), unless an admin's.
    expect((await k.json(['org', 'teams', 'search', 'cli-teams', 'o'])).map((t: { name: string }) => t.name)).toEqual(['Owners'])
    expect((await k.json(['org', 'teams', 'search', 'cli-teams', 'op'], { as: 'admin' })).map((t: { name: string }) => t.name)).toEqual([
      'Ops'
    ])
    const unknown = await k.svc(['org', 'teams', 'get', 'cli-teams', 'Nobody'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/team "Nobody" not found in organization cli-teams/)

    await ok(['org', 'teams', 'edit', 'cli-teams', 'Ops', '--json-fields', '{"description":"edited","includes_all_repositories":true}'])
    expect((await api('GET', `/teams/${id}`)).body).toMatchObject({ description: 'edited', includes_all_repositories: true })
    await ok(['org', 'teams', 'edit', 'cli-teams', 'Ops', '--json-fields', '{"includes_all_repositories":false}'])

    expect((await ok(['org', 'teams', 'member-add', 'cli-teams', 'Ops', 'bob'])).stdout).toBe('ok\n')
    expect((await api('GET', `/teams/${id}/members/bob`)).status).toBe(200)
    // A member already there: nothing changed, and the text output says so.
    const again = await ok(['org', 'teams', 'member-add', 'cli-teams', 'Ops', 'bob'])
    expect(again.stdout).toBe('unchanged\n')
    expect(JSON.parse((await ok(['org', 'teams', 'member-add', 'cli-teams', 'Ops', 'bob', '-o', 'json'])).stdout)).toBeNull()
    expect((await k.json(['org', 'teams', 'members', 'cli-teams', 'Ops'])).map((u: { login: string }) => u.login)).toEqual(['bob'])
    await ok(['org', 'teams', 'member-remove', 'cli-teams', 'Ops', 'bob'])
    expect((await api('GET', `/teams/${id}/members/bob`)).status).toBe(404)

    expect((await api('POST', '/orgs/cli-teams/repos', { name: 'tools' })).status).toBe(201)
    // An organization's repositories: `org repos ORG`, as the server lists them.
    const repos = await k.json(['org', 'repos', 'cli-teams'])
    expect(repos.map((r: { full_name: string }) => r.full_name)).toEqual(['cli-teams/tools'])
    expect(repos.map((r: { id: number }) => r.id)).toEqual(
      (await api('GET', '/orgs/cli-teams/repos')).body.map((r: { id: number }) => r.id)
    )
    await ok(['org', 'teams', 'repo-add', 'cli-teams', 'Ops', 'tools'])
    expect((await api('GET', `/teams/${id}/repos/cli-teams/tools`)).status).toBe(200)
    expect((await k.json(['org', 'teams', 'repos', 'cli-teams', 'Ops'])).map((r: { full_name: string }) => r.full_name)).toEqual([
      'cli-teams/tools'
    ])
    await ok(['org', 'teams', 'repo-remove', 'cli-teams', 'Ops', 'tools'])
    expect((await api('GET', `/teams/${id}/repos/cli-teams/tools`)).status).toBe(404)

    await ok(['org', 'teams', 'delete', 'cli-teams', 'Ops'])
    expect(await teamId('cli-teams', 'Ops')).toBeUndefined()
  })
}
