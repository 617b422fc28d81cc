// What an access review reads from the forge, once: the users, organizations, repositories, teams
// (their members, repositories and unit access) and each repository's collaborators. Every read is
// a list operation of the registry (through the state engine's ListReader); the only reads per item
// are one collaborator list per repository and one permission per collaborator (the list holds
// users only, not their mode). Nothing here is read per user × repository.
import { ForgeError, UsageError } from '../errors.js'
import type { Forge } from '../client/index.js'
import { bounded, type ListReader } from '../state/collections.js'
import { forgeReader } from '../state/plan.js'

export type Mode = 'none' | 'read' | 'write' | 'admin' | 'owner'
export const MODES: readonly Mode[] = ['none', 'read', 'write', 'admin', 'owner']
export const rank = (m: Mode): number => MODES.indexOf(m)
export const strongest = (...ms: Mode[]): Mode => ms.reduce((a, b) => (rank(b) > rank(a) ? b : a), 'none')
export const modeOf = (v: unknown): Mode => (MODES.includes(v as Mode) ? (v as Mode) : 'none')

/** The repository units a review reports, by the servers' keys (`repo.code`) and the API's has_* field. */
export const UNITS = [
  { key: 'repo.code', name: 'code', has: 'has_code' },
  { key: 'repo.issues', name: 'issues', has: 'has_issues' },
  { key: 'repo.pulls', name: 'pulls', has: 'has_pull_requests' },
  { key: 'repo.releases', name: 'releases', has: 'has_releases' },
  { key: 'repo.wiki', name: 'wiki', has: 'has_wiki' },
  { key: 'repo.projects', name: 'projects', has: 'has_projects' },
  { key: 'repo.packages', name: 'packages', has: 'has_packages' },
  { key: 'repo.actions', name: 'actions', has: 'has_actions' }
] as const
export type UnitName = (typeof UNITS)[number]['name']

export type Visibility = 'public' | 'limited' | 'private'
const visibilityOf = (v: unknown): Visibility => (v === 'limited' || v === 'private' ? v : 'public')

export interface UserInfo {
  login: string
  admin: boolean
  restricted: boolean
  visibility: Visibility
  active: boolean
  prohibitLogin: boolean
  /** RFC 3339, as the server answers it (`0001-01-01T00:00:00Z`: never). */
  lastLogin?: string
}

export interface TeamInfo {
  org: string
  name: string
  /** The team's repository-wide mode as answered (Gitea 1.26 answers `none` for a read or write team: its access is per unit). */
  permission: Mode
  units: Partial<Record<UnitName, Mode>>
  includesAll: boolean
  members: string[]
  /** The team's repositories (names within the organization); all of them when includesAll. */
  repos: string[]
}

export interface RepoInfo {
  owner: string
  name: string
  private: boolean
  archived: boolean
  defaultBranch: string
  /** The units the repository has enabled. */
  units: UnitName[]
  /** Its collaborators and what the server answers as each one's permission on it. */
  collaborators: Array<{ login: string; permission: Mode }>
}

export interface Snapshot {
  variant?: string
  users: UserInfo[]
  orgs: Array<{ name: string; visibility: Visibility }>
  teams: TeamInfo[]
  repos: RepoInfo[]
}

export interface Scope {
  org?: string
  /** `OWNER/NAME` */
  repo?: string
  user?: string
}

/**
 * The reader of a report or an audit: the registry's lists through the state engine's reader, with
 * only the team lists' reads shared (each team's member and repository list finds the team in its
 * organization's list once); every other answer is read once and let go as soon as it is mapped.
 */
export const reportReader = (forge: Forge): ListReader =>
  forgeReader(forge, { shared: op => op === 'teams_list' || op === 'teams_members_list' || op === 'teams_repos_list' })

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** A `OWNER/NAME` given by a person, checked (nothing is read before). */
export function splitRepoName(text: string): { owner: string; name: string } {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(text)
  if (!m || m[1] === '.' || m[1] === '..' || m[2] === '.' || m[2] === '..')
    throw new UsageError(`--repo: expected OWNER/NAME, e.g. acme/api`)
  return { owner: m[1], name: m[2] }
}

function repoInfo(r: Record<string, unknown>): Omit<RepoInfo, 'collaborators'> {
  const owner = r.owner && typeof r.owner === 'object' ? str((r.owner as Record<string, unknown>).login) : ''
  return {
    owner: owner || str(r.full_name).split('/')[0],
    name: str(r.name),
    private: r.private === true,
    archived: r.archived === true,
    defaultBranch: str(r.default_branch),
    // A field the variant does not answer (Forgejo has no has_code) is a unit it always has.
    units: UNITS.filter(u => r[u.has] !== false).map(u => u.name)
  }
}

/** A team's unit access: its units_map, or its units at its permission (a server that answers no map). */
function teamUnits(t: Record<string, unknown>, permission: Mode): Partial<Record<UnitName, Mode>> {
  const out: Partial<Record<UnitName, Mode>> = {}
  const map = t.units_map && typeof t.units_map === 'object' ? (t.units_map as Record<string, unknown>) : undefined
  const listed = Array.isArray(t.units) ? t.units.map(str) : []
  for (const u of UNITS) {
    const m = map && u.key in map ? modeOf(map[u.key]) : listed.includes(u.key) ? permission : 'none'
    if (m !== 'none') out[u.name] = m
  }
  return out
}

/** Reads the snapshot a report of `scope` needs (an instance admin's view of the forge). */
export async function readSnapshot(list: ListReader, scope: Scope, concurrency = 8, variant?: string): Promise<Snapshot> {
  const only = scope.repo ? splitRepoName(scope.repo) : undefined
  const [userRows, orgRows] = await Promise.all([list('admin', 'users_list', {}), list('admin', 'orgs', {})])
  const users: UserInfo[] = userRows.map(u => ({
    login: str(u.login),
    admin: u.is_admin === true,
    restricted: u.restricted === true,
    visibility: visibilityOf(u.visibility),
    active: u.active !== false,
    prohibitLogin: u.prohibit_login === true,
    ...(typeof u.last_login === 'string' ? { lastLogin: u.last_login } : {})
  }))
  const orgs = orgRows.map(o => ({ name: str(o.username ?? o.name), visibility: visibilityOf(o.visibility) }))
  const lower = (s: string) => s.toLowerCase()
  if (scope.org && !orgs.some(o => lower(o.name) === lower(scope.org!)))
    throw new UsageError(`--org: no organization "${scope.org}" on this server`)
  if (scope.user && !users.some(u => lower(u.login) === lower(scope.user!)))
    throw new UsageError(`--user: no user "${scope.user}" on this server`)
  const isOrg = new Set(orgs.map(o => lower(o.name)))
  // The owners whose repositories are read: the one asked for, or every organization and user.
  const owners = only
    ? [only.owner]
    : scope.org
      ? [orgs.find(o => lower(o.name) === lower(scope.org!))!.name]
      : [...orgs.map(o => o.name), ...users.map(u => u.login)]
  const repoRows = (
    await bounded(
      concurrency,
      owners.map(owner => async () => {
        if (only) {
          try {
            return await list('repos', 'repos_get', { owner: only.owner, repo: only.name })
          } catch (e) {
            if (e instanceof ForgeError && e.status === 404) throw new UsageError(`--repo: no repository "${scope.repo}" on this server`)
            throw e
          }
        }
        return isOrg.has(lower(owner)) ? list('orgs', 'orgs_repos', { org: owner }) : list('users', 'repos_of', { username: owner })
      })
    )
  ).flat()
  // A user's repository list holds the organizations' repositories they may see too: each once, by its owner.
  const seen = new Set<string>()
  const bare = repoRows.map(repoInfo).filter(r => {
    const key = lower(`${r.owner}/${r.name}`)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const teamOrgs = [...new Set(bare.filter(r => isOrg.has(lower(r.owner))).map(r => r.owner))]
  const teamLists = await bounded(
    concurrency,
    teamOrgs.map(org => async () => (await list('orgs', 'teams_list', { org })).map(t => ({ org, t })))
  )
  const teams = await bounded(
    concurrency,
    teamLists.flat().map(({ org, t }) => async (): Promise<TeamInfo> => {
      const name = str(t.name)
      const permission = modeOf(t.permission)
      const includesAll = t.includes_all_repositories === true
      const [members, repos] = await Promise.all([
        list('orgs', 'teams_members_list', { org, team: name }),
        includesAll ? Promise.resolve([]) : list('orgs', 'teams_repos_list', { org, team: name })
      ])
      return {
        org,
        name,
        permission,
        units: teamUnits(t, permission),
        includesAll,
        members: members.map(m => str(m.login)),
        repos: repos.map(r => str(r.name))
      }
    })
  )
  const repos = await bounded(
    concurrency,
    bare.map(r => async (): Promise<RepoInfo> => {
      const p = { owner: r.owner, repo: r.name }
      const rows = await list('repos', 'collaborators_list', p)
      const collaborators = await Promise.all(
        rows.map(async c => {
          const login = str(c.login)
          const [perm] = await list('repos', 'collaborators_permission', { ...p, username: login })
          return { login, permission: modeOf(perm?.permission) }
        })
      )
      return { ...r, collaborators }
    })
  )
  return { ...(variant ? { variant } : {}), users, orgs, teams, repos }
}
