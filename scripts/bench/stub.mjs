// The benchmark's stub forge: a plain node:http server in its own process that answers the routes
// the benchmark calls, as Gitea pages them, after a fixed latency. Prints its URL on the first line.
//   GET  /api/v1/user, /api/v1/version
//   GET  /api/v1/admin/users                 USERS users, X-Total-Count
//   GET  /api/v1/admin/orgs, /api/v1/orgs    ORGS organizations, X-Total-Count
//   GET  /api/v1/orgs/{org}/teams            TEAMS / ORGS teams each, X-Total-Count
//   GET  /api/v1/orgs/{org}/members          MEMBERS users each, X-Total-Count
//   GET  /api/v1/teams/{id}/members          MEMBERS users each, no total (Gitea sends none: short page ends it)
//   POST /api/v1/admin/users                 201 and the user (nothing is kept: every run sees the same server)
//   POST /api/v1/user/actions/variables/{n}  201
//   GET  /api/v1/users/user{N}               that user
//   GET  /api/v1/users/gov/repos             REPOS repositories of the user gov, X-Total-Count
//   GET  /api/v1/repos/gov/{repo}/branch_protections   one rule, main (not paged, as the servers)
//   GET  /api/v1/repos/gov/{repo}/labels     3 labels, X-Total-Count
//   GET  /__stats                            { maxInFlight, requests } since the last /__stats (which resets them)
// Page size: `limit` (default and most 50, as Gitea's MAX_RESPONSE_ITEMS), `page` from 1.
// Usage: node stub.mjs [--latency MS] [--users N] [--orgs N] [--teams N] [--members N] [--repos N]
import { arg, cached, org, page, serve, user } from './stub-kit.mjs'

const LATENCY = arg('latency', 0)
const USERS = arg('users', 10_000)
const ORGS = arg('orgs', 0)
const TEAMS_PER_ORG = ORGS > 0 ? Math.max(1, Math.round(arg('teams', 0) / ORGS)) : 0
const MEMBERS = arg('members', 3)
const REPOS = arg('repos', 0)

const UNITS = [
  'repo.code',
  'repo.issues',
  'repo.pulls',
  'repo.releases',
  'repo.wiki',
  'repo.ext_wiki',
  'repo.ext_issues',
  'repo.projects',
  'repo.packages',
  'repo.actions'
]
// Team k (1-based) of org o: team 1 is Owners, as Gitea makes it with every organization.
const teamId = (o, k) => (o - 1) * TEAMS_PER_ORG + k
// Gitea 1.25/1.26 answer `permission: "none"` for a read or write team, its access per unit in units_map.
const team = (o, k) => {
  const access = k === 1 ? 'owner' : k % 2 ? 'read' : 'write'
  return {
    id: teamId(o, k),
    name: k === 1 ? 'Owners' : `team${k}`,
    description: '',
    organization: null,
    includes_all_repositories: k === 1,
    permission: k === 1 ? 'owner' : 'none',
    units: UNITS,
    units_map: Object.fromEntries(UNITS.map(u => [u, access])),
    can_create_org_repo: k === 1
  }
}
// Members are users spread over the instance: member j of a list seeded by n.
const memberOf = (n, j) => user(((n * 7919 + j * 104_729) % USERS) + 1)

const ME = JSON.stringify(user(1))

// The governance case (scripts/bench/governance.ts): repositories gov/repo1.. of the user gov, each
// with its rule for main (one in 100 asks 2 approvals, not 1: an update) and three labels.
const repo = n => ({ id: n, name: `repo${n}`, full_name: `gov/repo${n}`, owner: { login: 'gov' }, private: false, archived: false })
const mainRule = n => ({
  rule_name: 'main',
  branch_name: 'main',
  priority: 1,
  enable_push: true,
  enable_push_whitelist: true,
  push_whitelist_usernames: ['user1'],
  push_whitelist_teams: [],
  required_approvals: n % 100 === 0 ? 2 : 1,
  enable_status_check: true,
  status_check_contexts: ['ci/build'],
  block_on_rejected_reviews: true,
  dismiss_stale_approvals: false,
  require_signed_commits: false,
  protected_file_patterns: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z'
})
const LABELS = [
  ['bug', 'ee0701', 'Something is broken'],
  ['feature', '0e8a16', 'New functionality'],
  ['triage', 'fbca04', 'Needs a look']
]
const label = i => ({
  id: i,
  name: LABELS[i - 1][0],
  color: LABELS[i - 1][1],
  description: LABELS[i - 1][2],
  exclusive: false,
  is_archived: false
})
const GOV_REPO = /^\/api\/v1\/repos\/gov\/repo(\d+)\/(branch_protections|labels)$/

/** One page of `total` rows made by `row(i)` (1-based), as Gitea pages: an empty page past the end. */

const TEAM_PATH = /^\/api\/v1\/orgs\/org(\d+)\/(teams|members)$/
const TEAM_MEMBERS = /^\/api\/v1\/teams\/(\d+)\/members$/
const VARIABLE = /^\/api\/v1\/user\/actions\/variables\/[^/]+$/

/** The answer to a request: [status, body, headers]. */
function route(method, url, body) {
  const path = url.pathname
  const total = n => ({ 'x-total-count': String(n) })
  if (method === 'GET') {
    if (path === '/api/v1/user') return [200, ME]
    if (path === '/api/v1/version') return [200, '{"version":"1.26.4"}']
    if (path === '/api/v1/admin/users') return [200, cached(url.search, () => page(url, USERS, user)), total(USERS)]
    if (path === '/api/v1/admin/orgs' || path === '/api/v1/orgs')
      return [200, cached(`orgs${url.search}`, () => page(url, ORGS, org)), total(ORGS)]
    let m = TEAM_PATH.exec(path)
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= ORGS) {
      const o = Number(m[1])
      if (m[2] === 'teams') return [200, cached(path + url.search, () => page(url, TEAMS_PER_ORG, k => team(o, k))), total(TEAMS_PER_ORG)]
      return [200, cached(path + url.search, () => page(url, MEMBERS, j => memberOf(1_000_000 + o, j))), total(MEMBERS)]
    }
    const one = /^\/api\/v1\/users\/user(\d+)$/.exec(path)
    if (one && Number(one[1]) >= 1 && Number(one[1]) <= USERS) return [200, JSON.stringify(user(Number(one[1])))]
    if (path === '/api/v1/users/gov/repos') return [200, cached(`repos${url.search}`, () => page(url, REPOS, repo)), total(REPOS)]
    m = GOV_REPO.exec(path)
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= REPOS) {
      if (m[2] === 'labels') return [200, cached(path + url.search, () => page(url, LABELS.length, label)), total(LABELS.length)]
      return [200, cached(path, () => JSON.stringify([mainRule(Number(m[1]))]))]
    }
    m = TEAM_MEMBERS.exec(path)
    if (m && Number(m[1]) >= 1 && Number(m[1]) <= ORGS * TEAMS_PER_ORG)
      return [200, cached(path + url.search, () => page(url, MEMBERS, j => memberOf(Number(m[1]), j)))]
  } else if (method === 'POST') {
    if (path === '/api/v1/admin/users') {
      const given = JSON.parse(body || '{}')
      return [201, JSON.stringify({ ...user(USERS + 1), login: given.username, username: given.username, email: given.email })]
    }
    if (VARIABLE.test(path)) return [201, '']
  }
  return [404, '{"message":"not found"}']
}

serve(route, LATENCY)
