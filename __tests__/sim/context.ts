// Per-request context handed to route handlers: request data, the authenticated doer, reply
// builders in the variant's error format, common lookups and the pagination rules of api-map §5.
import type { IncomingHttpHeaders } from 'node:http'
import type { Variant } from './spec.js'
import type { ForgeState, OrgRecord, RepoRecord, TokenRecord, UserRecord } from './state.js'

/**
 * `public`: anonymous, no scope category (e.g. /version);
 * `anon`: anonymous allowed, but a token is scope-checked;
 * `token`: reqToken(); `admin`: reqToken() + reqSiteAdmin().
 */
export type AuthLevel = 'public' | 'anon' | 'token' | 'admin'

export interface Reply {
  status: number
  /** JSON body; omitted for empty replies. */
  json?: unknown
  /** text/plain body (e.g. /user/gpg_key_token). */
  text?: string
  headers?: Record<string, string>
}

/** One simulated operation. The spec decides whether the route exists on a variant. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Spec template relative to /api/v1 (e.g. `/users/{username}`), or absolute when it starts with `/api/`. */
  path: string
  auth: AuthLevel
  handler: (ctx: Ctx) => Reply
}

/** Server-wide settings a handler may depend on. */
export interface ForgeEnv {
  variant: Variant
  /** The release the server answers as (`15.0.3`, `14.0.0`, `1.26.3`). */
  version: string
  state: ForgeState
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  baseUrl: string
  quotaEnabled: boolean
}

/** Thrown by handlers (through Ctx.fail*) to answer early with an error. */
export class Abort extends Error {
  constructor(readonly reply: Reply) {
    super(`aborted with ${reply.status}`)
  }
}

export const DEFAULT_PAGING_NUM = 30
export const MAX_RESPONSE_ITEMS = 50

export interface PageOptions {
  /**
   * Forgejo returns every row when `page` is absent or 0 for the endpoints api-map §5 lists
   * (legacy `if opts.Page > 0` guards and db.FindAndCount). Gitea 1.26 always forces page ≥ 1.
   */
  allWhenNoPageOnForgejo?: boolean
  /** Set X-Total-Count (and on Gitea a Link header). */
  totalHeader?: boolean
}

export class Ctx {
  doer?: UserRecord
  /** Who signed in, before a sudo: the account-state checks look at them (Gitea verifyAuthWithOptions runs before sudo()). */
  signedIn?: UserRecord
  token?: TokenRecord
  /** Authenticated through the Basic scheme (password, or a token inside Basic). */
  basicAuth = false
  /** Authenticated with a real username + password (Forgejo's IsPasswordAuthentication). */
  passwordAuth = false
  /** Headers added to whatever reply the handler returns. */
  readonly replyHeaders: Record<string, string> = {}

  constructor(
    readonly env: ForgeEnv,
    readonly method: string,
    /** Absolute request path without query. */
    readonly path: string,
    readonly params: Record<string, string>,
    readonly query: URLSearchParams,
    readonly body: unknown,
    readonly headers: IncomingHttpHeaders
  ) {}

  get variant(): Variant {
    return this.env.variant
  }
  get state(): ForgeState {
    return this.env.state
  }
  get isGitea(): boolean {
    return this.env.variant === 'gitea'
  }

  /** The request body as the operation's option struct (already checked against the spec). */
  input<T>(): Partial<T> {
    return (this.body && typeof this.body === 'object' ? this.body : {}) as Partial<T>
  }

  ok(json: unknown, status = 200): Reply {
    return { status, json }
  }
  empty(status = 204): Reply {
    return { status }
  }

  /** APIError body `{message, url}` (api-map §4). */
  error(status: number, message: string): Reply {
    return { status, json: { message, url: `${this.env.baseUrl}/api/swagger` } }
  }

  /** A handler's not-found answer in the variant's wording. */
  notFound(): Reply {
    const message = this.isGitea ? 'not found' : "The target couldn't be found."
    return { status: 404, json: { message, url: `${this.env.baseUrl}/api/swagger`, errors: [] } }
  }

  fail(status: number, message: string): never {
    throw new Abort(this.error(status, message))
  }
  failNotFound(): never {
    throw new Abort(this.notFound())
  }

  /** The signed-in user; routes reach handlers only after auth, so this is a programming guard. */
  get me(): UserRecord {
    if (!this.doer) throw new Error(`${this.method} ${this.path}: handler needs an authenticated doer`)
    return this.doer
  }

  findUser(name: string): UserRecord | undefined {
    const lower = name.toLowerCase()
    return this.state.users.find(u => u.login.toLowerCase() === lower)
  }

  findOrg(name: string): OrgRecord | undefined {
    const lower = name.toLowerCase()
    return this.state.orgs.find(o => o.name.toLowerCase() === lower)
  }

  /** An unknown user answers as the server's user lookup does (Gitea 1.26's userAssignment). */
  userOr404(name: string): UserRecord {
    return this.findUser(name) ?? this.fail(404, `user redirect does not exist [name: ${name.toLowerCase()}]`)
  }

  /** Owner name of a user or org id. */
  ownerName(id: number): string {
    return this.state.users.find(u => u.id === id)?.login ?? this.state.orgs.find(o => o.id === id)?.name ?? ''
  }

  findRepo(owner: string, name: string): RepoRecord | undefined {
    const ownerId = (this.findUser(owner) ?? this.findOrg(owner))?.id
    return this.state.repos.find(r => r.ownerId === ownerId && r.name.toLowerCase() === name.toLowerCase())
  }

  /** Whether the doer may see a user's private details (self or site admin). */
  isSelfOrAdmin(user: { id: number }): boolean {
    return !!this.doer && (this.doer.id === user.id || this.doer.isAdmin)
  }

  /** A positive integer path parameter; anything else is a 404 as in the real router's handlers. */
  idParam(name: string): number {
    const id = Number(this.params[name])
    return Number.isInteger(id) && id > 0 ? id : this.failNotFound()
  }

  /** One page of `rows` per api-map §5 (1-based page, limit default 30 capped at 50). */
  paginate<T>(rows: T[], opts: PageOptions = {}): T[] {
    const rawPage = Number(this.query.get('page') ?? 0) || 0
    const rawLimit = Number(this.query.get('limit') ?? 0) || 0
    const limit = rawLimit <= 0 ? DEFAULT_PAGING_NUM : Math.min(rawLimit, MAX_RESPONSE_ITEMS)
    if (opts.totalHeader) this.replyHeaders['X-Total-Count'] = String(rows.length)
    if (rawPage < 1 && opts.allWhenNoPageOnForgejo && !this.isGitea) return rows
    const page = Math.max(rawPage, 1)
    if (opts.totalHeader && this.isGitea) this.setLinkHeader(page, limit, rows.length)
    return rows.slice((page - 1) * limit, page * limit)
  }

  private setLinkHeader(page: number, limit: number, total: number): void {
    const last = Math.max(1, Math.ceil(total / limit))
    const link = (p: number, rel: string) => {
      const q = new URLSearchParams(this.query)
      q.set('limit', String(limit))
      q.set('page', String(p))
      return `<${this.env.baseUrl}${this.path}?${q}>; rel="${rel}"`
    }
    const links: string[] = []
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'))
    if (links.length) this.replyHeaders.Link = links.join(',')
  }
}
