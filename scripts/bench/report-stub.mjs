// The report case's stub forge (scripts/bench/report.ts): an instance of USERS users, ORGS
// organizations with TEAMS teams (Owners and read/write teams with per-unit access, 5 members and
// 10 repositories each) and REPOS repositories (each with one collaborator), answered as Gitea
// 1.26 pages them, after a fixed latency. Prints its URL on the first line.
//   GET /api/v1/user, /api/v1/version, /api/v1/settings/api
//   GET /api/v1/admin/users, /api/v1/admin/orgs                 X-Total-Count
//   GET /api/v1/orgs/{org}/repos, /api/v1/users/{user}/repos    X-Total-Count (users own none)
//   GET /api/v1/orgs/{org}/teams                                X-Total-Count
//   GET /api/v1/teams/{id}/members, /api/v1/teams/{id}/repos    no total (a short page ends them)
//   GET /api/v1/repos/{org}/{repo}/collaborators                X-Total-Count
//   GET /api/v1/repos/{org}/{repo}/collaborators/{user}/permission
//   GET /__stats                                                { maxInFlight, requests } since the last /__stats
// Usage: node report-stub.mjs [--latency MS] [--users N] [--orgs N] [--teams N] [--repos N]
import { arg, cached, org as orgRecord, page, serve, user as userRecord } from './stub-kit.mjs'

const LATENCY = arg('latency', 0)
const USERS = arg('users', 1000)
const ORGS = arg('orgs', 20)
const TEAMS_PER_ORG = Math.max(1, Math.round(arg('teams', 200) / ORGS))
const REPOS_PER_ORG = Math.max(1, Math.round(arg('repos', 2000) / ORGS))
const MEMBERS = 5
const TEAM_REPOS = 10

const user = id => userRecord(id, { restricted: id % 50 === 0 })
// One in four private, one in four limited: the report's visibility rules all take part.
const org = o => orgRecord(o, { visibility: o % 4 === 1 ? 'private' : o % 4 === 2 ? 'limited' : 'public' })
const repo = (o, n) => ({
  id: o * 100_000 + n,
  owner: { id: 1_000_000 + o, login: `org${o}` },
  name: `repo${n}`,
  full_name: `org${o}/repo${n}`,
  description: '',
  empty: false,
  private: n % 3 === 0,
  fork: false,
  archived: false,
  default_branch: 'main',
  has_code: true,
  has_issues: true,
  has_wiki: n % 2 === 0,
  has_pull_requests: true,
  has_projects: false,
  has_releases: true,
  has_packages: true,
  has_actions: true,
  permissions: { admin: true, push: true, pull: true }
})
const UNITS = ['repo.code', 'repo.issues', 'repo.pulls', 'repo.releases', 'repo.wiki', 'repo.projects', 'repo.packages', 'repo.actions']
const teamId = (o, k) => (o - 1) * TEAMS_PER_ORG + k
// Owners (every repository), then teams that write code and read the rest, or read everything
// (Gitea 1.26 answers `permission: "none"` for them: their access is per unit).
const team = (o, k) => ({
  id: teamId(o, k),
  name: k === 1 ? 'Owners' : `team${k}`,
  description: '',
  organization: null,
  includes_all_repositories: k === 1,
  permission: k === 1 ? 'owner' : 'none',
  units: UNITS,
  units_map: Object.fromEntries(UNITS.map(u => [u, k === 1 ? 'owner' : k % 2 === 0 && u === 'repo.code' ? 'write' : 'read'])),
  can_create_org_repo: k === 1
})
// Spread over the instance: member j of team id, repository j of team k, the collaborator of a repository.
const memberOf = (id, j) => user(((id * 7919 + j * 104_729) % USERS) + 1)
const teamRepo = (k, j) => (((k - 1) * TEAM_REPOS + j - 1) % REPOS_PER_ORG) + 1
const collaboratorOf = (o, n) => ((o * 31 + n * 7) % USERS) + 1

const inOrgs = o => o >= 1 && o <= ORGS
const total = n => ({ 'x-total-count': String(n) })

/** The answer to a GET: [status, body, headers]. */
function route(method, url) {
  if (method !== 'GET') return [405, '{"message":"read only"}']
  const path = url.pathname
  const key = path + url.search
  if (path === '/api/v1/user') return [200, JSON.stringify(user(1))]
  if (path === '/api/v1/version') return [200, '{"version":"1.26.4"}']
  if (path === '/api/v1/admin/users') return [200, cached(key, () => page(url, USERS, user)), total(USERS)]
  if (path === '/api/v1/admin/orgs') return [200, cached(key, () => page(url, ORGS, org)), total(ORGS)]
  let m = /^\/api\/v1\/users\/user(\d+)\/repos$/.exec(path)
  if (m) return [200, '[]', total(0)]
  m = /^\/api\/v1\/orgs\/org(\d+)\/(repos|teams)$/.exec(path)
  if (m && inOrgs(Number(m[1]))) {
    const o = Number(m[1])
    if (m[2] === 'repos') return [200, cached(key, () => page(url, REPOS_PER_ORG, n => repo(o, n))), total(REPOS_PER_ORG)]
    return [200, cached(key, () => page(url, TEAMS_PER_ORG, k => team(o, k))), total(TEAMS_PER_ORG)]
  }
  m = /^\/api\/v1\/teams\/(\d+)\/(members|repos)$/.exec(path)
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= ORGS * TEAMS_PER_ORG) {
    const id = Number(m[1])
    const o = Math.floor((id - 1) / TEAMS_PER_ORG) + 1
    const k = id - (o - 1) * TEAMS_PER_ORG
    if (m[2] === 'members') return [200, cached(key, () => page(url, MEMBERS, j => memberOf(id, j)))]
    return [200, cached(key, () => page(url, k === 1 ? 0 : TEAM_REPOS, j => repo(o, teamRepo(k, j))))]
  }
  m = /^\/api\/v1\/repos\/org(\d+)\/repo(\d+)\/collaborators(?:\/user(\d+)\/permission)?$/.exec(path)
  if (m && inOrgs(Number(m[1])) && Number(m[2]) >= 1 && Number(m[2]) <= REPOS_PER_ORG) {
    const [o, n] = [Number(m[1]), Number(m[2])]
    const c = collaboratorOf(o, n)
    if (m[3] === undefined) return [200, cached(key, () => page(url, 1, () => user(c))), total(1)]
    if (Number(m[3]) !== c) return [404, '{"message":"not a collaborator"}']
    const mode = n % 5 === 0 ? 'admin' : n % 2 ? 'write' : 'read'
    return [200, cached(key, () => JSON.stringify({ permission: mode, role_name: mode, user: user(c) }))]
  }
  return [404, '{"message":"not found"}']
}

serve(route, LATENCY)
