// The forge an access review is judged on, made through the API of any server (a real Gitea or
// Forgejo, __tests__/real/access-review.test.ts; the simulator, pairs.test.ts): 42 users (instance
// admins and restricted users among them), 5 organizations (public, limited, private), teams with
// mixed unit access (an admin team, one that includes every repository, one without the code
// unit), collaborators (outside ones too) and user-owned repositories (a private owner's too). And
// the judgement both suites make for every user × repository: the report's server_mode against
// the server's own `GET /repos/{o}/{r}/collaborators/{u}/permission`.

/** A call to the server's API as its admin (or as `auth`): the status and the parsed body. */
export type Api = (method: string, path: string, body?: unknown, auth?: string) => Promise<{ status: number; body: any }>

export interface Fixture {
  /** The name prefix of everything it makes. */
  prefix: string
  /** The user logins u(0) to u(41). */
  users: string[]
  u(i: number): string
  orgs: Array<{ name: string; visibility: string }>
  orgRepos: Array<{ name: string; private: boolean }>
  userRepos: Array<{ owner: string; name: string; private: boolean }>
  /** Every repository, OWNER/NAME. */
  repos: string[]
  restricted: Set<string>
  /** `org/team` → the team's id, once made. */
  teamId: Map<string, number>
}

export const ALL_UNITS = [
  'repo.code',
  'repo.issues',
  'repo.pulls',
  'repo.releases',
  'repo.wiki',
  'repo.projects',
  'repo.packages',
  'repo.actions'
]

export function accessFixture(prefix: string): Fixture {
  const u = (i: number) => `${prefix}u${i}`
  const orgs = [
    { name: `${prefix}o0`, visibility: 'public' },
    { name: `${prefix}o1`, visibility: 'limited' },
    { name: `${prefix}o2`, visibility: 'private' },
    { name: `${prefix}o3`, visibility: 'private' },
    { name: `${prefix}o4`, visibility: 'public' }
  ]
  const orgRepos = [
    { name: 'pub', private: false },
    { name: 'priv', private: true },
    { name: 'mix', private: true }
  ]
  const userRepos = [
    { owner: u(5), name: 'own', private: false },
    { owner: u(7), name: 'own', private: true },
    { owner: u(8), name: 'own', private: false }
  ]
  return {
    prefix,
    users: Array.from({ length: 42 }, (_, i) => u(i)),
    u,
    orgs,
    orgRepos,
    userRepos,
    repos: [...orgs.flatMap(o => orgRepos.map(r => `${o.name}/${r.name}`)), ...userRepos.map(r => `${r.owner}/${r.name}`)],
    restricted: new Set([u(2), u(3)]),
    teamId: new Map()
  }
}

/** Runs `tasks` with at most `n` in flight. */
export async function pool<T>(n: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const out: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const i = next++
        out[i] = await tasks[i]()
      }
    })
  )
  return out
}

/**
 * Makes the fixture on the server through `api` (as its admin). `userMade(name)` runs once each
 * user exists (the real suite makes each one's token there).
 */
export async function buildFixture(f: Fixture, api: Api, password: string, userMade: (name: string) => Promise<void> = async () => {}) {
  const { u } = f
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, body)
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  await pool(
    6,
    f.users.map(name => async () => {
      await ok('POST', '/admin/users', { username: name, email: `${name}@example.com`, password, must_change_password: false })
      const patch: Record<string, unknown> = { login_name: name, source_id: 0 }
      if (name === u(0) || name === u(1)) patch.admin = true
      if (f.restricted.has(name)) patch.restricted = true
      if (name === u(5)) patch.visibility = 'private'
      if (Object.keys(patch).length > 2) await ok('PATCH', `/admin/users/${name}`, patch)
      await userMade(name)
    })
  )
  for (const o of f.orgs) {
    // u4 creates every organization (and so is in each Owners team).
    await ok('POST', `/admin/users/${u(4)}/orgs`, { username: o.name, visibility: o.visibility, email: `${o.name}@example.com` })
    for (const r of f.orgRepos)
      await ok('POST', `/orgs/${o.name}/repos`, { name: r.name, private: r.private, auto_init: true, default_branch: 'main' })
  }
  for (const r of f.userRepos)
    await ok('POST', `/admin/users/${r.owner}/repos`, { name: r.name, private: r.private, auto_init: true, default_branch: 'main' })

  const team = async (org: string, name: string, body: Record<string, unknown>, members: string[], repos: string[]) => {
    const t = await ok('POST', `/orgs/${org}/teams`, { name, ...body })
    f.teamId.set(`${org}/${name}`, t.id)
    for (const m of members) await ok('PUT', `/teams/${t.id}/members/${m}`)
    for (const r of repos) await ok('PUT', `/teams/${t.id}/repos/${org}/${r}`)
  }
  for (const [k, o] of f.orgs.entries()) {
    await team(
      o.name,
      'Readers',
      { permission: 'read', units: ALL_UNITS, includes_all_repositories: true },
      [u(10 + k), u(20 + k), ...(k === 1 || k === 2 ? [u(3)] : [])],
      []
    )
    await team(
      o.name,
      'Devs',
      { permission: 'write', units_map: { 'repo.code': 'write', 'repo.pulls': 'write', 'repo.issues': 'read', 'repo.releases': 'read' } },
      [u(15 + k), u(25 + k), ...(k === 0 ? [u(2)] : [])],
      ['pub', 'mix']
    )
    // No code unit: its members reach issues, wiki and releases of priv, not its code.
    await team(
      o.name,
      'Docs',
      { permission: 'write', units_map: { 'repo.issues': 'write', 'repo.wiki': 'write', 'repo.releases': 'read' } },
      [u(30 + k), u(15 + k)],
      ['priv']
    )
  }
  await team(f.orgs[1].name, 'Admins', { permission: 'admin', units: ALL_UNITS, includes_all_repositories: false }, [u(35)], ['mix'])
  await team(f.orgs[3].name, 'Everything', { permission: 'admin', units: ALL_UNITS, includes_all_repositories: true }, [u(36)], [])
  const owners = ((await ok('GET', `/orgs/${f.orgs[2].name}/teams`)) as Array<{ id: number; name: string }>).find(t => t.name === 'Owners')!
  await ok('PUT', `/teams/${owners.id}/members/${u(37)}`)
  const collab = async (repo: string, user: string, permission: string) => {
    const res = await api('PUT', `/repos/${repo}/collaborators/${user}`, { permission })
    if (res.status !== 204) throw new Error(`PUT collaborator ${user} on ${repo}: ${res.status}`)
  }
  await collab(`${f.orgs[0].name}/priv`, u(38), 'write')
  await collab(`${f.orgs[0].name}/pub`, u(39), 'read')
  await collab(`${f.orgs[1].name}/mix`, u(16), 'read')
  await collab(`${f.orgs[2].name}/pub`, u(40), 'write')
  await collab(`${f.orgs[3].name}/priv`, u(2), 'admin')
  await collab(`${u(7)}/own`, u(41), 'write')
  await collab(`${u(7)}/own`, u(3), 'read')
  await collab(`${u(5)}/own`, u(9), 'read')
  await collab(`${f.orgs[4].name}/priv`, u(14), 'write')
}

export interface Row {
  user: string
  repo: string
  permission: 'read' | 'write' | 'admin'
  units?: Record<string, string>
  via: string[]
  server_mode: string
  audience?: string
}

/** A user's access to a repository as the report tells it (their row, else the `*` row they are in). */
export function rowOf(rows: Row[], user: string, repo: string, restricted: boolean): Row | undefined {
  const l = (s: string) => s.toLowerCase()
  return (
    rows.find(r => l(r.user) === l(user) && l(r.repo) === l(repo)) ??
    rows.find(r => r.user === '*' && l(r.repo) === l(repo) && (r.audience === 'signed-in' || !restricted))
  )
}
export const RANK: Record<string, number> = { none: 0, read: 1, write: 2, admin: 3, owner: 4 }
export const unitMode = (row: Row | undefined, unit: string) => (row ? (row.units ? (row.units[unit] ?? 'none') : row.permission) : 'none')

/**
 * Every user × repository of the fixture whose report row (server_mode; `none` without one)
 * differs from the server's own permission answer; `more` judges each pair further (the real
 * suite: what the user's own token can do). The mismatches, one line each.
 */
export async function permissionMismatches(
  f: Fixture,
  people: string[],
  rows: Row[],
  api: Api,
  more?: (user: string, repo: string, row: Row | undefined, mismatches: string[]) => Promise<void>
): Promise<string[]> {
  const pairs = people.flatMap(user => f.repos.map(repo => ({ user, repo })))
  const mismatches: string[] = []
  await pool(
    8,
    pairs.map(({ user, repo }) => async () => {
      const row = rowOf(rows, user, repo, f.restricted.has(user))
      const server = await api('GET', `/repos/${repo}/collaborators/${user}/permission`)
      if (server.status !== 200) mismatches.push(`${user} on ${repo}: the permission route answers ${server.status}`)
      else if (server.body.permission !== (row?.server_mode ?? 'none'))
        mismatches.push(`${user} on ${repo}: server answers ${server.body.permission}, the report ${row?.server_mode ?? 'nothing'}`)
      await more?.(user, repo, row, mismatches)
    })
  )
  return mismatches
}
