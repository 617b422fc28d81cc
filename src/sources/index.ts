// The source client: the repositories another forge holds for a user, an organization or a GitLab
// group (GitHub.com or an Enterprise server, GitLab.com or a self-hosted GitLab, Gitea, Forgejo),
// every page of them, rate limits waited out. `sources_list` (registry) and the desired state's
// `mirrors` section both list a source through listSourceRepos; POST /repos/migrate then takes
// each repository's clone_url with migrateService(service).
import { ForgeError, UsageError } from '../errors.js'
import { SOURCE_SERVICES } from '../registry/repo-values.js'
import { stripUserinfo } from '../url-credentials.js'
import { SourceHttp, sourceBase } from './fetch.js'

export type SourceService = (typeof SOURCE_SERVICES)[number]

export interface SourceSpec {
  service: SourceService
  /** User, organization or GitLab group path (subgroups included). */
  owner: string
  /** Base URL of an Enterprise/self-hosted source; default github.com / gitlab.com (required for gitea and forgejo). */
  url?: string
  /** Already resolved from the environment by the caller; never printed. */
  token?: string
}

export interface SourceRepo {
  /**
   * The repository's name, as a copy would be named: GitHub's and Gitea's name; a GitLab project's
   * path, and for a project of a subgroup its path below the group with `-` for `/`
   * (`acme/tools/cli` under `acme` is `tools-cli`), so that two subgroups' `cli` do not collide.
   */
  name: string
  full_name: string
  /** https clone address WITHOUT credentials. */
  clone_url: string
  description: string
  private: boolean
  fork: boolean
  archived: boolean
  /** Size in KiB as the source reports it (GitLab reports none without admin rights: 0). */
  size: number
  /** When the repository last changed (ISO 8601). */
  updated: string
  has_wiki: boolean
  default_branch: string
}

export interface ListSourceOptions {
  /** Long lists and rate-limit waits ("waiting 42 s for the rate limit (resets 10:12:03 UTC)"). */
  progress?: (line: string) => void
  signal?: AbortSignal
  /** A wait longer than this fails with a clear error instead (default 3600). */
  maxWaitSeconds?: number
}

/**
 * The `service` value POST /repos/migrate takes for this source ('github' | 'gitlab' | 'gitea');
 * Forgejo sources migrate as 'gitea' (the servers' Gitea downloader reads Forgejo's API).
 */
export function migrateService(service: SourceService): string {
  return service === 'forgejo' ? 'gitea' : service
}

/** A repository name both servers take (Gitea's and Forgejo's `[-_.A-Za-z0-9]+`, not `.` or `..`). */
const REPO_NAME = /^[-_.A-Za-z0-9]{1,100}$/

/** An https (or http) clone address, its user-info dropped (stripUserinfo); undefined for any other scheme. */
export function plainCloneUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  try {
    const u = new URL(stripUserinfo(raw.trim()))
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined
  } catch {
    return undefined
  }
}

type Row = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

function checkSpec(spec: SourceSpec): void {
  if (!SOURCE_SERVICES.includes(spec.service))
    throw new UsageError(`source service must be one of ${SOURCE_SERVICES.join(', ')} (not "${String(spec.service).slice(0, 40)}")`)
  const owner = String(spec.owner ?? '')
  const ok = spec.service === 'gitlab' ? /^[-_.A-Za-z0-9]+(\/[-_.A-Za-z0-9]+)*$/ : /^[-_.A-Za-z0-9]+$/
  if (!ok.test(owner) || owner.split('/').some(s => s === '.' || s === '..'))
    throw new UsageError(
      `source owner must be a user or organization name${spec.service === 'gitlab' ? ' or a group path (group/subgroup)' : ''} (letters, digits, - _ .)`
    )
  if ((spec.service === 'gitea' || spec.service === 'forgejo') && !spec.url)
    throw new UsageError(`a ${spec.service} source needs its url (the server's address, e.g. https://code.example.com)`)
}

/** The repositories a source holds for `spec.owner`, every page of them. */
export async function listSourceRepos(spec: SourceSpec, options: ListSourceOptions = {}): Promise<SourceRepo[]> {
  checkSpec(spec)
  const base = apiBase(spec)
  const label = `${spec.service} ${base.host}`
  const http = new SourceHttp({
    apiBase: base,
    auth: authHeaders(spec),
    token: spec.token,
    progress: options.progress,
    signal: options.signal,
    maxWaitSeconds: options.maxWaitSeconds,
    label
  })
  try {
    const rows = await LISTERS[spec.service](http, base, spec)
    const out: SourceRepo[] = []
    const names = new Set<string>()
    for (const row of rows) {
      const repo = SHAPES[spec.service](row, spec)
      const why =
        !REPO_NAME.test(repo.name) || repo.name === '.' || repo.name === '..'
          ? 'its name is not one the servers take'
          : !repo.clone_url
            ? 'its clone address is not an http(s) URL'
            : names.has(repo.name.toLowerCase())
              ? `another repository is named ${repo.name} too`
              : undefined
      if (why) {
        options.progress?.(`${label}: left out ${http.clean(repo.full_name || repo.name, 120)}: ${why}`)
        continue
      }
      names.add(repo.name.toLowerCase())
      out.push(repo)
    }
    return out
  } finally {
    await http.close()
  }
}

function apiBase(spec: SourceSpec): URL {
  const join = (u: URL, path: string) => new URL(`${u.origin}${u.pathname.replace(/\/+$/, '')}${path}`)
  switch (spec.service) {
    case 'github': {
      if (!spec.url) return new URL('https://api.github.com')
      const u = sourceBase(spec.url, 'the source url')
      if (u.hostname === 'github.com' || u.hostname === 'api.github.com') return new URL('https://api.github.com')
      // An Enterprise server's REST API; a url given with /api/v3 already keeps it once.
      return u.pathname.replace(/\/+$/, '').endsWith('/api/v3') ? u : join(u, '/api/v3')
    }
    case 'gitlab': {
      const u = spec.url ? sourceBase(spec.url, 'the source url') : new URL('https://gitlab.com')
      return u.pathname.replace(/\/+$/, '').endsWith('/api/v4') ? u : join(u, '/api/v4')
    }
    default: {
      const u = sourceBase(spec.url!, 'the source url')
      return u.pathname.replace(/\/+$/, '').endsWith('/api/v1') ? u : join(u, '/api/v1')
    }
  }
}

function authHeaders(spec: SourceSpec): Record<string, string> {
  if (!spec.token) return {}
  if (spec.service === 'gitlab') return { 'private-token': spec.token }
  if (spec.service === 'github') return { authorization: `Bearer ${spec.token}`, 'x-github-api-version': '2022-11-28' }
  return { authorization: `token ${spec.token}` }
}

type Lister = (http: SourceHttp, base: URL, spec: SourceSpec) => Promise<unknown[]>

const at = (base: URL, path: string) => `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`

function notFound(spec: SourceSpec, base: URL): ForgeError {
  const what = spec.service === 'gitlab' ? 'group or user' : 'organization or user'
  return new ForgeError(
    `${spec.service} ${base.host}: no ${what} named ${spec.owner} (404)`,
    404,
    undefined,
    spec.token ? 'check the owner and that the token may see it' : 'a private organization or group needs a token that may see it'
  )
}

const LISTERS: Record<SourceService, Lister> = {
  async github(http, base, spec) {
    const owner = encodeURIComponent(spec.owner)
    const org = await http.all(at(base, `/orgs/${owner}/repos?type=all&per_page=100&page=1`), `repositories of ${spec.owner}`)
    if (org) return org
    // The token's own user: /user/repos lists its private repositories too (/users/{u}/repos only public ones).
    if (spec.token) {
      const me = await http.get(at(base, '/user'), true)
      const login = me && typeof me.body === 'object' && me.body ? str((me.body as Row).login) : ''
      if (login.toLowerCase() === spec.owner.toLowerCase())
        return (await http.all(
          at(base, '/user/repos?affiliation=owner&visibility=all&per_page=100&page=1'),
          `repositories of ${spec.owner}`
        ))!
    }
    const user = await http.all(at(base, `/users/${owner}/repos?type=owner&per_page=100&page=1`), `repositories of ${spec.owner}`)
    if (user) return user
    throw notFound(spec, base)
  },
  async gitlab(http, base, spec) {
    const group = await http.all(
      at(
        base,
        `/groups/${encodeURIComponent(spec.owner)}/projects?include_subgroups=true&with_shared=false&order_by=id&sort=asc&per_page=100&page=1`
      ),
      `projects of ${spec.owner}`
    )
    if (group) return group
    const user = await http.all(
      at(base, `/users/${encodeURIComponent(spec.owner)}/projects?order_by=id&sort=asc&per_page=100&page=1`),
      `projects of ${spec.owner}`
    )
    if (user) return user
    throw notFound(spec, base)
  },
  gitea: giteaLister,
  forgejo: giteaLister
}

async function giteaLister(http: SourceHttp, base: URL, spec: SourceSpec): Promise<unknown[]> {
  const owner = encodeURIComponent(spec.owner)
  const org = await http.all(at(base, `/orgs/${owner}/repos?limit=50&page=1`), `repositories of ${spec.owner}`)
  if (org) return org
  const user = await http.all(at(base, `/users/${owner}/repos?limit=50&page=1`), `repositories of ${spec.owner}`)
  if (user) return user
  throw notFound(spec, base)
}

type Shape = (row: unknown, spec: SourceSpec) => SourceRepo

/** GitHub's and Gitea's repository record (Gitea's API follows GitHub's names). */
const githubLike: Shape = raw => {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Row
  return {
    name: str(r.name),
    full_name: str(r.full_name),
    clone_url: plainCloneUrl(r.clone_url) ?? '',
    description: str(r.description),
    private: r.private === true,
    fork: r.fork === true,
    archived: r.archived === true,
    size: num(r.size),
    updated: str(r.pushed_at) > str(r.updated_at) ? str(r.pushed_at) : str(r.updated_at),
    has_wiki: r.has_wiki === true,
    default_branch: str(r.default_branch)
  }
}

const gitlabShape: Shape = (raw, spec) => {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Row
  const full = str(r.path_with_namespace)
  const prefix = `${spec.owner.toLowerCase()}/`
  // Below the group: `team/cli` → `team-cli`; a project of the group itself keeps its path.
  const below = full.toLowerCase().startsWith(prefix) ? full.slice(prefix.length) : str(r.path)
  const stats = (r.statistics && typeof r.statistics === 'object' ? r.statistics : {}) as Row
  return {
    name: below.split('/').join('-'),
    full_name: full,
    clone_url: plainCloneUrl(r.http_url_to_repo) ?? '',
    description: str(r.description),
    private: str(r.visibility) !== 'public',
    fork: Boolean(r.forked_from_project),
    archived: r.archived === true,
    size: Math.round(num(stats.repository_size) / 1024),
    updated: str(r.last_activity_at),
    has_wiki: r.wiki_enabled === true || (typeof r.wiki_access_level === 'string' && r.wiki_access_level !== 'disabled'),
    default_branch: str(r.default_branch)
  }
}

const SHAPES: Record<SourceService, Shape> = { github: githubLike, gitlab: gitlabShape, gitea: githubLike, forgejo: githubLike }
