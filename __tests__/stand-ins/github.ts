// A GitHub stand-in: enough of GitHub's REST API under /api/v3 (an Enterprise server's address) for
// svc's source client (an organization's and a user's repositories, Link paging, rate-limit headers
// and answers) and for a real Gitea's own GitHub migrator (services/migrations/github.go: the
// repository, its labels, milestones, releases, issues and their comments, pull requests, the
// reactions it asks for), with git served by `git http-backend` from bare repositories on disk
// (`gitRoot/OWNER/NAME.git`). Private repositories need the token (API and git: as the migrator
// clones, Basic `oauth2:TOKEN`); a wrong token is 401 "Bad credentials", as GitHub answers it.
import { gitBackend, page, startStandIn, type Reply, type StandIn } from './common.js'

export interface GitHubRepo {
  name: string
  private?: boolean
  fork?: boolean
  archived?: boolean
  description?: string
  size?: number
  has_wiki?: boolean
  default_branch?: string
  topics?: string[]
  labels?: Array<{ name: string; color: string; description?: string }>
  milestones?: Array<{ title: string; description?: string; state?: 'open' | 'closed' }>
  releases?: Array<{ tag_name: string; name: string; body?: string; target_commitish?: string }>
  issues?: Array<{ title: string; body?: string; state?: 'open' | 'closed'; labels?: string[]; comments?: string[] }>
  /** Its issue list answers 500: a migration that brings issues fails half way, after the git data. */
  failIssues?: boolean
}

export interface GitHubOwner {
  login: string
  kind: 'org' | 'user'
  repos: GitHubRepo[]
}

export interface GitHubStandInOptions {
  owners: GitHubOwner[]
  /** The one token it takes (any other is "Bad credentials"); without it only public repositories are seen. */
  token?: string
  /** The user the token belongs to (GET /user). */
  tokenUser?: string
  /** Where the bare repositories are (`OWNER/NAME.git`); without it no git is served. */
  gitRoot?: string
}

const STAMP = '2026-01-05T10:00:00Z'
const user = (login: string, id = 1) => ({ login, id, type: 'User', site_admin: false })

export async function startGitHubStandIn(o: GitHubStandInOptions): Promise<StandIn & { apiUrl: string }> {
  let base = ''
  const api = () => `${base}/api/v3`
  const owner = (login: string) => o.owners.find(x => x.login.toLowerCase() === login.toLowerCase())
  const record = (ow: GitHubOwner, r: GitHubRepo, i: number) => ({
    id: 1000 + i,
    node_id: `R_${ow.login}_${r.name}`,
    name: r.name,
    full_name: `${ow.login}/${r.name}`,
    private: r.private === true,
    visibility: r.private ? 'private' : 'public',
    owner: { ...user(ow.login, 7), type: ow.kind === 'org' ? 'Organization' : 'User' },
    html_url: `${base}/${ow.login}/${r.name}`,
    url: `${api()}/repos/${ow.login}/${r.name}`,
    description: r.description ?? null,
    fork: r.fork === true,
    clone_url: `${base}/${ow.login}/${r.name}.git`,
    git_url: `git://127.0.0.1/${ow.login}/${r.name}.git`,
    ssh_url: `git@127.0.0.1:${ow.login}/${r.name}.git`,
    default_branch: r.default_branch ?? 'main',
    archived: r.archived === true,
    size: r.size ?? 0,
    has_wiki: r.has_wiki ?? false,
    has_issues: true,
    topics: r.topics ?? [],
    created_at: STAMP,
    updated_at: STAMP,
    pushed_at: STAMP
  })
  const visible = (r: GitHubRepo, credential: string) => !r.private || (o.token !== undefined && credential === o.token)
  const list = (ow: GitHubOwner, credential: string) => ow.repos.flatMap((r, i) => (visible(r, credential) ? [record(ow, r, i)] : []))

  const handle = (url: URL, credential: string): Reply | undefined => {
    if (credential && credential !== o.token)
      return { status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } }
    const path = url.pathname.replace(/^\/api\/v3/, '')
    let m: RegExpExecArray | null
    if (path === '/rate_limit') {
      const core = { limit: 5000, remaining: 4999, reset: Math.floor(Date.now() / 1000) + 3600, used: 1 }
      return { status: 200, body: { resources: { core }, rate: core } }
    }
    if (path === '/user') {
      if (!credential) return { status: 401, body: { message: 'Requires authentication' } }
      return { status: 200, body: user(o.tokenUser ?? 'stand-in-user') }
    }
    if (path === '/user/repos') {
      if (!credential) return { status: 401, body: { message: 'Requires authentication' } }
      const ow = owner(o.tokenUser ?? '')
      return page(url, base, ow ? list(ow, credential) : [])
    }
    if ((m = /^\/orgs\/([^/]+)\/repos$/.exec(path))) {
      const ow = owner(decodeURIComponent(m[1]))
      return ow?.kind === 'org' ? page(url, base, list(ow, credential)) : undefined
    }
    if ((m = /^\/users\/([^/]+)\/repos$/.exec(path))) {
      const ow = owner(decodeURIComponent(m[1]))
      // GitHub lists only a user's public repositories here.
      return ow
        ? page(
            url,
            base,
            list(ow, '').filter(r => !r.private)
          )
        : undefined
    }
    if (!(m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path))) return undefined
    const ow = owner(decodeURIComponent(m[1]))
    const i = ow?.repos.findIndex(r => r.name === decodeURIComponent(m![2])) ?? -1
    const repo = ow && i >= 0 ? ow.repos[i] : undefined
    if (!ow || !repo || !visible(repo, credential)) return undefined
    const rest = m[3] ?? ''
    const full = `${ow.login}/${repo.name}`
    const issues = (repo.issues ?? []).map((x, n) => ({
      id: 5000 + n,
      number: n + 1,
      title: x.title,
      body: x.body ?? '',
      state: x.state ?? 'open',
      user: user('octo', 9),
      labels: (x.labels ?? []).map(l => repo.labels?.find(y => y.name === l) ?? { name: l, color: 'ededed' }),
      comments: (x.comments ?? []).length,
      created_at: STAMP,
      updated_at: STAMP,
      closed_at: x.state === 'closed' ? STAMP : null,
      html_url: `${base}/${full}/issues/${n + 1}`,
      url: `${api()}/repos/${full}/issues/${n + 1}`
    }))
    switch (rest) {
      case '':
        return { status: 200, body: record(ow, repo, i) }
      case '/labels':
        return page(
          url,
          base,
          (repo.labels ?? []).map((l, n) => ({ id: 100 + n, ...l, description: l.description ?? '' }))
        )
      case '/milestones':
        return page(
          url,
          base,
          (repo.milestones ?? []).map((x, n) => ({
            id: 200 + n,
            number: n + 1,
            title: x.title,
            description: x.description ?? '',
            state: x.state ?? 'open',
            created_at: STAMP,
            updated_at: STAMP
          }))
        )
      case '/releases':
        return page(
          url,
          base,
          (repo.releases ?? []).map((x, n) => ({
            id: 300 + n,
            tag_name: x.tag_name,
            name: x.name,
            body: x.body ?? '',
            target_commitish: x.target_commitish ?? repo.default_branch ?? 'main',
            draft: false,
            prerelease: false,
            author: user('octo', 9),
            created_at: STAMP,
            published_at: STAMP,
            assets: []
          }))
        )
      case '/issues':
        return repo.failIssues ? { status: 500, body: { message: 'Server Error' } } : page(url, base, issues)
      case '/issues/comments':
        return page(
          url,
          base,
          (repo.issues ?? []).flatMap((x, n) =>
            (x.comments ?? []).map((body, k) => ({
              id: 7000 + n * 100 + k,
              body,
              user: user('octo', 9),
              created_at: STAMP,
              updated_at: STAMP,
              issue_url: `${api()}/repos/${full}/issues/${n + 1}`,
              html_url: `${base}/${full}/issues/${n + 1}#issuecomment-${7000 + n * 100 + k}`
            }))
          )
        )
      case '/pulls':
        return page(url, base, [])
      case '/topics':
        return { status: 200, body: { names: repo.topics ?? [] } }
    }
    // The reactions of issues and comments: none.
    if (/^\/issues\/(\d+|comments\/\d+)\/reactions$/.test(rest)) return page(url, base, [])
    if ((m = /^\/issues\/(\d+)$/.exec(rest))) {
      const issue = issues[Number(m[1]) - 1]
      return issue ? { status: 200, body: issue } : undefined
    }
    return undefined
  }

  const standIn = await startStandIn({
    api: (_req, url, credential) => (url.pathname.startsWith('/api/v3/') ? handle(url, credential) : undefined),
    isGit: url => /^\/[^/]+\/[^/]+\.git(\/|$)/.test(url.pathname),
    git: async (req, res, url, credential) => {
      const [, login, name] = /^\/([^/]+)\/([^/]+)\.git/.exec(url.pathname)!
      const ow = owner(login)
      const repo = ow?.repos.find(r => r.name === name)
      if (!o.gitRoot || !ow || !repo || (repo.private && credential !== o.token)) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"', 'content-type': 'text/plain' })
        res.end('Invalid username or token.\n')
        return
      }
      await gitBackend(req, res, url, o.gitRoot)
    },
    rateHeaders: (remaining, resetAt) => ({
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(resetAt),
      'x-ratelimit-used': String(5000 - remaining),
      'x-ratelimit-resource': 'core'
    }),
    notFound: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }
  })
  base = standIn.url
  return { ...standIn, apiUrl: `${base}/api/v3` }
}
