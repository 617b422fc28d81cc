// Effective access per user × repository, computed from a snapshot (read.ts) as the servers compute
// it (Gitea 1.26 models/perm/access/repo_permission.go GetIndividualUserRepoPermission and
// access.go accessLevel; Forgejo keeps the same rules), with every path that grants it. Pure: no
// request is made here.
import {
  rank,
  strongest,
  UNITS,
  type Mode,
  type RepoInfo,
  type Scope,
  type Snapshot,
  type TeamInfo,
  type UnitName,
  type UserInfo
} from './read.js'

export type Permission = 'read' | 'write' | 'admin'

export interface AccessRow {
  /** A login, or `*`: every signed-in user (`audience` says whether restricted users are among them). */
  user: string
  /** `OWNER/NAME` */
  repo: string
  /** The owning organization, when an organization owns the repository. */
  org?: string
  /** What the user can do on the strongest unit: admin, write or read. */
  permission: Permission
  /** Access per unit, given only where the units differ (a team's unit access). */
  units?: Partial<Record<UnitName, Mode>>
  /** Every path that grants access: site-admin, owner, owner-team:Owners, team:NAME(...), collaborator(MODE), public. */
  via: string[]
  /**
   * The repository-wide mode the server itself answers for the pair (GET
   * /repos/{owner}/{repo}/collaborators/{user}/permission): `owner` for instance admins, owners and
   * admin teams; `none` where only a Gitea team's unit access grants something.
   */
  server_mode: Mode
  /** For `*`: `signed-in` (restricted users too) or `signed-in-unrestricted`. */
  audience?: 'signed-in' | 'signed-in-unrestricted'
  /** The user is a restricted one (who reads only what they are given, and public repositories of public owners). */
  restricted?: true
}

export interface AccessReport {
  format: 'svc-access-report/1'
  server: string
  generated_at: string
  variant?: string
  scope: Scope
  rows: AccessRow[]
}

const lower = (s: string) => s.toLowerCase()

/** `team:Developers(write: code,pulls; read: issues)`, `team:Admins(admin)`, `owner-team:Owners`. */
export function teamPath(t: TeamInfo): string {
  if (t.permission === 'owner') return `owner-team:${t.name}`
  if (rank(t.permission) >= rank('admin')) return `team:${t.name}(admin)`
  const by = new Map<Mode, string[]>()
  for (const u of UNITS) {
    const m = t.units[u.name]
    if (m && m !== 'none') by.set(m, [...(by.get(m) ?? []), u.name])
  }
  const parts = [...by.entries()].sort((a, b) => rank(b[0]) - rank(a[0])).map(([m, us]) => `${m}: ${us.join(',')}`)
  return `team:${t.name}(${parts.join('; ') || 'none'})`
}

interface Indexed {
  users: Map<string, UserInfo>
  ownerVisibility: Map<string, 'public' | 'limited' | 'private'>
  orgs: Set<string>
  /** Organization → its members (membership is team membership). */
  members: Map<string, Set<string>>
  /** `org/repo` (lower case) → the teams that have it; with the members of each. */
  teamsOf(repo: RepoInfo): TeamInfo[]
  /** A team's members, lower case. */
  membersOf(t: TeamInfo): Set<string>
  /** A team's path (`team:NAME(...)`), made once per team. */
  pathOf(t: TeamInfo): string
  /** The instance admins, lower case. */
  admins: string[]
}

function index(s: Snapshot): Indexed {
  const users = new Map(s.users.map(u => [lower(u.login), u]))
  const ownerVisibility = new Map<string, 'public' | 'limited' | 'private'>()
  for (const u of s.users) ownerVisibility.set(lower(u.login), u.visibility)
  for (const o of s.orgs) ownerVisibility.set(lower(o.name), o.visibility)
  const members = new Map<string, Set<string>>()
  const allRepos = new Map<string, TeamInfo[]>()
  const byRepo = new Map<string, TeamInfo[]>()
  // Computed once here, not per user and repository: a report of thousands of repositories asks for
  // the same teams' members and paths over and over.
  const teamMembers = new Map<TeamInfo, Set<string>>()
  const paths = new Map<TeamInfo, string>()
  for (const t of s.teams) {
    const org = lower(t.org)
    const set = members.get(org) ?? new Set<string>()
    const mine = new Set(t.members.map(lower))
    for (const m of mine) set.add(m)
    members.set(org, set)
    teamMembers.set(t, mine)
    paths.set(t, teamPath(t))
    if (t.includesAll) allRepos.set(org, [...(allRepos.get(org) ?? []), t])
    else for (const r of t.repos) byRepo.set(`${org}/${lower(r)}`, [...(byRepo.get(`${org}/${lower(r)}`) ?? []), t])
  }
  return {
    users,
    ownerVisibility,
    orgs: new Set(s.orgs.map(o => lower(o.name))),
    members,
    teamsOf: r => [...(allRepos.get(lower(r.owner)) ?? []), ...(byRepo.get(`${lower(r.owner)}/${lower(r.name)}`) ?? [])],
    membersOf: t => teamMembers.get(t) ?? new Set(t.members.map(lower)),
    pathOf: t => paths.get(t) ?? teamPath(t),
    admins: s.users.filter(u => u.admin).map(u => lower(u.login))
  }
}

/** One user's access to one repository: the server's repository-wide mode, per-unit modes, and the paths. */
function grant(
  ix: Indexed,
  repo: RepoInfo,
  teams: TeamInfo[],
  user: UserInfo
): { level: Mode; units: Partial<Record<UnitName, Mode>>; via: string[] } | undefined {
  const login = lower(user.login)
  const owner = lower(repo.owner)
  const isOrg = ix.orgs.has(owner)
  const vis = ix.ownerVisibility.get(owner) ?? 'public'
  const member = isOrg && (ix.members.get(owner)?.has(login) ?? false)
  const collab = repo.collaborators.find(c => lower(c.login) === login)
  const all = (m: Mode) => Object.fromEntries(repo.units.map(u => [u, m])) as Partial<Record<UnitName, Mode>>
  const via: string[] = []
  if (user.admin) via.push('site-admin')
  if (login === owner) via.push('owner')
  // HasOrgOrUserVisible: a private owner (or, for a restricted user, any owner but a public one... of
  // which only membership counts) hides its public repositories from strangers; a collaborator sees it.
  const visible = user.admin || login === owner || vis === 'public' || member || (vis === 'limited' && !user.restricted)
  if (!visible && !collab) return undefined
  const myTeams = teams.filter(t => ix.membersOf(t).has(login))
  for (const t of myTeams) via.push(ix.pathOf(t))
  // accessLevel: read on a public repository (for a restricted user only when its owner is public too).
  const base: Mode = !repo.private && (!user.restricted || vis === 'public') ? 'read' : 'none'
  if (user.admin || login === owner) {
    if (collab) via.push('collaborator')
    if (base === 'read' && via.length === 0) via.push('public')
    return { level: 'owner', units: all('owner'), via }
  }
  // The access table's row (refreshAccesses): the strongest of the teams' repository-wide modes (an
  // owner team's is owner), kept from read on (write on a public repository of a user), and for a
  // restricted user always, `none` too; where there is a row, it is the level, not the public read.
  const teamLevel = strongest(...myTeams.map(t => t.permission))
  const keepFrom = !repo.private && !isOrg ? rank('write') : rank('read')
  const row = myTeams.length > 0 && (rank(teamLevel) >= keepFrom || user.restricted)
  const withoutCollab = row ? teamLevel : base
  // A collaborator's own mode is not listed: the server's answer for them is the whole level.
  let level = collab ? collab.permission : withoutCollab
  if (collab) {
    const own = rank(collab.permission) > rank(withoutCollab) || collab.permission === 'read' ? `(${collab.permission})` : ''
    via.push(`collaborator${own}`)
  }
  const min: Mode = isOrg && !repo.private && !user.restricted ? 'read' : 'none'
  level = strongest(level, min)
  if (strongest(base, min) === 'read') via.push('public')
  if (!isOrg || myTeams.length === 0) return level === 'none' ? undefined : { level, units: all(level), via }
  if (myTeams.some(t => rank(t.permission) >= rank('admin'))) return { level: 'owner', units: all('owner'), via }
  const units: Partial<Record<UnitName, Mode>> = {}
  for (const u of repo.units) units[u] = strongest(collab ? level : 'none', min, ...myTeams.map(t => t.units[u] ?? 'none'))
  // A unit the user reaches through nothing is left out (finalProcessRepoUnitPermission).
  for (const u of repo.units) if (units[u] === 'none') delete units[u]
  if (level === 'none' && Object.keys(units).length === 0) return undefined
  return { level, units, via }
}

const permissionOf = (m: Mode): Permission | undefined =>
  rank(m) >= rank('admin') ? 'admin' : m === 'write' ? 'write' : m === 'read' ? 'read' : undefined

/** The rows of a snapshot, narrowed to `scope`, in a stable order (repository, then user; `*` first). */
export function accessRows(s: Snapshot, scope: Scope = {}): AccessRow[] {
  const rows: AccessRow[] = []
  for (const some of accessRowsByRepo(s, scope)) rows.push(...some)
  return rows
}

/**
 * The same rows, a repository's at a time: a report written as it is made (`-o json`) holds one
 * repository's rows, not the instance's tens of thousands.
 */
export function* accessRowsByRepo(s: Snapshot, scope: Scope = {}): Generator<AccessRow[]> {
  const ix = index(s)
  const wantedUser = scope.user ? ix.users.get(lower(scope.user)) : undefined
  for (const repo of s.repos) {
    if (scope.org && lower(repo.owner) !== lower(scope.org)) continue
    if (scope.repo && lower(`${repo.owner}/${repo.name}`) !== lower(scope.repo)) continue
    const owner = lower(repo.owner)
    const isOrg = ix.orgs.has(owner)
    const vis = ix.ownerVisibility.get(owner) ?? 'public'
    const teams = isOrg ? ix.teamsOf(repo) : []
    const full = `${repo.owner}/${repo.name}`
    const org = isOrg ? { org: repo.owner } : {}
    const rows: AccessRow[] = []
    // Every signed-in user reads a public repository of a public owner; of a limited one, every
    // signed-in user but the restricted ones: one `*` row, not one per user.
    const everyone: AccessRow['audience'] | undefined =
      repo.private || vis === 'private' ? undefined : vis === 'public' ? 'signed-in' : 'signed-in-unrestricted'
    const candidates = new Set<string>()
    for (const a of ix.admins) candidates.add(a)
    if (!isOrg) candidates.add(owner)
    for (const c of repo.collaborators) candidates.add(lower(c.login))
    for (const t of teams) for (const m of ix.membersOf(t)) candidates.add(m)
    // A public repository of a private (or, for restricted users, non-public) organization: its members read it.
    if (isOrg && !repo.private) for (const m of ix.members.get(owner) ?? []) candidates.add(m)
    if (wantedUser) {
      const login = lower(wantedUser.login)
      const inAudience = everyone === 'signed-in' || (everyone === 'signed-in-unrestricted' && !wantedUser.restricted)
      if (!candidates.has(login) && !inAudience) continue
      candidates.clear()
      candidates.add(login)
    } else if (everyone)
      rows.push({ user: '*', repo: full, ...org, permission: 'read', via: ['public'], server_mode: 'read', audience: everyone })
    const mine: AccessRow[] = []
    for (const login of candidates) {
      const user = ix.users.get(login)
      if (!user) continue
      const g = grant(ix, repo, teams, user)
      if (!g) continue
      const unitModes = Object.values(g.units)
      const top = strongest(g.level, ...unitModes)
      const permission = permissionOf(top)
      if (!permission) continue
      // Read through the public path alone, as the `*` row says: not repeated per user.
      if (!wantedUser && everyone && g.via.length === 1 && g.via[0] === 'public' && (everyone === 'signed-in' || !user.restricted)) continue
      const uniform = repo.units.every(u => permissionOf(g.units[u] ?? 'none') === permission)
      mine.push({
        user: user.login,
        repo: full,
        ...org,
        permission,
        ...(uniform ? {} : { units: Object.fromEntries(repo.units.map(u => [u, g.units[u] ?? 'none'])) }),
        via: g.via,
        server_mode: g.level,
        ...(user.restricted ? { restricted: true as const } : {})
      })
    }
    mine.sort((a, b) => (lower(a.user) < lower(b.user) ? -1 : lower(a.user) > lower(b.user) ? 1 : 0))
    rows.push(...mine)
    yield rows
  }
}

/** Whether a row grants at least `least`: on its strongest unit, or on `unit` where given (write on code: can push). */
export function rowReaches(row: AccessRow, least: Permission, unit?: UnitName): boolean {
  const mode: Mode = unit && row.units ? (row.units[unit] ?? 'none') : row.permission
  return rank(mode) >= rank(least)
}

/**
 * A user's access to a repository as a report tells it: their own row, or the `*` row when they
 * are in its audience (`restricted`: the user is a restricted one); none when neither.
 */
export function accessOf(rows: AccessRow[], user: string, repo: string, restricted = false): AccessRow | undefined {
  const mine = rows.find(r => lower(r.user) === lower(user) && lower(r.repo) === lower(repo))
  if (mine) return mine
  return rows.find(r => r.user === '*' && lower(r.repo) === lower(repo) && (r.audience === 'signed-in' || !restricted))
}

export function makeReport(s: Snapshot, server: string, scope: Scope, now: Date = new Date()): AccessReport {
  return { ...reportHead(s, server, scope, now), rows: accessRows(s, scope) }
}

/** A report's fields but its rows. */
export function reportHead(s: Snapshot, server: string, scope: Scope, now: Date = new Date()): Omit<AccessReport, 'rows'> {
  return {
    format: 'svc-access-report/1',
    server,
    generated_at: now.toISOString(),
    ...(s.variant ? { variant: s.variant } : {}),
    scope
  }
}
