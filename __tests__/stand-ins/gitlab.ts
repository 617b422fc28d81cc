// A GitLab stand-in: the listing part of GitLab's REST API under /api/v4 that svc's source client
// reads: a group's projects with its subgroups' (include_subgroups), a user's projects, paged with
// X-Page / X-Next-Page / X-Total-Pages and Link, 429 with Retry-After, PRIVATE-TOKEN. Projects
// are given by their full path (`acme/platform/cli`); groups are every prefix of those paths.
import { page, startStandIn, type StandIn } from './common.js'

export interface GitLabProject {
  /** `group/subgroup/path` or `user/path`. */
  path: string
  visibility?: 'public' | 'internal' | 'private'
  forked?: boolean
  archived?: boolean
  description?: string
  wiki?: boolean
  default_branch?: string
}

export interface GitLabStandInOptions {
  projects: GitLabProject[]
  /** Users (not groups): their projects are those whose path starts with `user/`. */
  users?: string[]
  token?: string
  /** Leave X-Total / X-Total-Pages and Link rel="last" out (GitLab does past 10,000 rows). */
  noTotals?: boolean
}

const STAMP = '2026-01-06T11:00:00.000Z'

export async function startGitLabStandIn(o: GitLabStandInOptions): Promise<StandIn> {
  let base = ''
  const record = (p: GitLabProject, i: number) => {
    const parts = p.path.split('/')
    return {
      id: 100 + i,
      name: parts[parts.length - 1],
      path: parts[parts.length - 1],
      path_with_namespace: p.path,
      namespace: { full_path: parts.slice(0, -1).join('/') },
      description: p.description ?? null,
      visibility: p.visibility ?? 'public',
      archived: p.archived === true,
      default_branch: p.default_branch ?? 'main',
      http_url_to_repo: `${base}/${p.path}.git`,
      ssh_url_to_repo: `git@127.0.0.1:${p.path}.git`,
      web_url: `${base}/${p.path}`,
      wiki_enabled: p.wiki ?? false,
      last_activity_at: STAMP,
      created_at: STAMP,
      ...(p.forked ? { forked_from_project: { id: 1, path_with_namespace: 'upstream/x' } } : {})
    }
  }
  const visible = (p: GitLabProject, credential: string) => (p.visibility ?? 'public') === 'public' || (!!o.token && credential === o.token)
  const standIn = await startStandIn({
    api: (_req, url, credential) => {
      if (credential && credential !== o.token) return { status: 401, body: { message: '401 Unauthorized' } }
      let m: RegExpExecArray | null
      const rows = (pred: (p: GitLabProject) => boolean) =>
        o.projects.flatMap((p, i) => (pred(p) && visible(p, credential) ? [record(p, i)] : []))
      if ((m = /^\/api\/v4\/groups\/([^/]+)\/projects$/.exec(url.pathname))) {
        // The group id is its path, URL-encoded (`acme%2Fplatform`).
        const group = decodeURIComponent(m[1])
        if (o.users?.includes(group) || !o.projects.some(p => p.path.startsWith(`${group}/`)))
          return { status: 404, body: { message: '404 Group Not Found' } }
        const subgroups = url.searchParams.get('include_subgroups') === 'true'
        return page(
          url,
          base,
          rows(p => p.path.startsWith(`${group}/`) && (subgroups || p.path.split('/').length === group.split('/').length + 1)),
          { noTotals: o.noTotals, noLast: o.noTotals }
        )
      }
      if ((m = /^\/api\/v4\/users\/([^/]+)\/projects$/.exec(url.pathname))) {
        const name = decodeURIComponent(m[1])
        if (!o.users?.includes(name)) return { status: 404, body: { message: '404 User Not Found' } }
        return page(
          url,
          base,
          rows(p => p.path.startsWith(`${name}/`)),
          { noTotals: o.noTotals, noLast: o.noTotals }
        )
      }
      return undefined
    },
    isGit: () => false,
    git: () => Promise.resolve(),
    rateHeaders: (remaining, resetAt) => ({
      'ratelimit-limit': '2000',
      'ratelimit-remaining': String(remaining),
      'ratelimit-reset': String(resetAt)
    }),
    notFound: { message: '404 Not Found' }
  })
  base = standIn.url
  return standIn
}
