// Runs one registry operation: validate, pick the variant's route, send, read the answer, format
// it. Generic: it knows routes, not actions. Front ends call `Forge.run` and print the result.
import { readFile } from 'node:fs/promises'
import { ForgeError, UsageError } from '../errors.js'
import { isRemoval } from '../registry/idempotency.js'
import { checkHookEvents, hookEventsVary } from '../registry/hook-events.js'
import { checkJsonFields, jsonFieldsVary, validateParams, type ValidatedParams } from '../registry/validate.js'
import {
  VARIANTS,
  callOption,
  isComposite,
  wrongText,
  type Binding,
  type Composite,
  type Operation,
  type RawResponse,
  type Route,
  type StepContext,
  type Variant,
  type VariantSetting
} from '../registry/types.js'
import { clip, hasLoneSurrogate } from '../text.js'
import { formatResult, credentialValues, rowFormatter } from './format.js'
import { EXISTS_HINT, SCOPE_HINT_START, SKIP_EXISTING_HINT, saysExists, scopeHint, scopesNeeded } from './hints.js'
import { ForgeHttp, type HttpRequest } from './http.js'
import { atLeast, detectVariant, type ServerIdentity } from './variant.js'

export interface RunOptions {
  /** A create whose target exists: fail (default) or succeed without changing anything. */
  onExists?: 'fail' | 'skip' | 'error'
  /** The params already validated by `validateParams(op, rawParams)`: not validated again. */
  validated?: ValidatedParams
  /** Passphrase of the local GPG key, for operations that sign (`sign: true`). */
  gpgPassphrase?: string
  /** A removal whose target is not there: fail (default) or succeed without changing anything. */
  onMissing?: 'fail' | 'skip'
  /** Full records instead of the formatted fields (also settable per call as `raw_json`). */
  rawJson?: boolean
  /** Fetch every page of a paged list into one result. */
  paginate?: boolean
  /**
   * Of a list read page by page, the rows an answer shows (the tool server's): pages are read only
   * until these are in and it is known whether more exist (from the total the server reports, else
   * one row past them); the rest is never asked for.
   */
  rowsNeeded?: number
  /** Describe the request(s) and send nothing. */
  dryRun?: boolean
  /** The user an instance admin acts as (the `Sudo` header on every request of the call). */
  sudo?: string
  /**
   * GET answers shared by every call given the same map, each GET sent once: for reads that take
   * the server as unchanged meanwhile (a plan's). An organization's teams are then read once, not
   * again by each team's member list to find the team's id.
   */
  reads?: Map<string, Promise<RawResponse>>
}

export interface PlannedRequest {
  variant: Variant | 'any'
  method: string
  url: string
  body?: unknown
  /** The user the request acts as (the `Sudo` header). */
  sudo?: string
}

export interface OperationResult {
  domain: string
  action: string
  variant?: Variant
  /** HTTP status of the (last) call; 0 for a dry run. */
  status: number
  result: unknown
  /** The total the server reports for a list, where it reports one. */
  totalCount?: number
  /** Whether the call changed something on the server (false for reads, skips, no-op updates). */
  changed: boolean
  /** Why nothing was done: the target existed (on-exists: skip) or was missing (on-missing: skip). */
  skipped?: 'exists' | 'missing'
  warnings: string[]
  /** Credential values met in params or answers: every front end masks these before printing. */
  credentials: string[]
  dryRun?: PlannedRequest[]
}

/**
 * The value a front end hands back as the call's result: the formatted (or raw) answer, or for a dry
 * run the planned requests. The action's `result` output and the MCP envelope's `result` are this.
 */
export function resultValue(res: OperationResult): unknown {
  return res.dryRun ?? res.result ?? null
}

/** Values at `a.b` paths of params that are declared secret (password, secret values). */
export function secretParamValues(op: Operation, raw: unknown): string[] {
  const out: string[] = []
  for (const path of op.secretParams ?? []) {
    let v: unknown = raw
    for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined
    if (typeof v === 'string' && v) out.push(v)
  }
  return out
}

/** The generic not-found messages of a presence check's "no" (Gitea's, Forgejo's). */
const PRESENCE_NO = /^(not found|The target couldn't be found\.)$/i
/**
 * How the rows of a paged list are kept as its pages arrive: each row formatted (`row`), after the
 * page's full records have given up their credentials (`credentials`). The full records of a long
 * list then never all sit in memory at once (100,000 users would hold every record twice over).
 */
interface RowShaper {
  row: (row: unknown) => unknown
  credentials: (page: unknown[]) => void
}

/** Paging bounds: the page size of lists svc pages itself, the most pages one list may take, and how many pages are fetched at once. */
export const LIMITS = { pageSize: 50, maxPages: 10_000, parallelPages: 8 }
const SORT_FIELDS: Record<string, string> = { created: 'created_at', updated: 'updated_at', stars: 'stars_count', name: 'name' }

/**
 * A route's request for the given params (path placeholders filled and encoded). For a plan, a
 * placeholder that only an earlier answer fills (a team id) stays as `{name}`.
 */
export function buildRequest(route: Route, p: Record<string, unknown>, plan = false): HttpRequest {
  const path = route.path.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = p[key]
    if (v === undefined || v === null || v === '') {
      if (plan) return whole
      throw new UsageError(`missing required param "${key}"`)
    }
    const s = String(v)
    // `.` and `..` are path segments URLs resolve (`/admin/users/../rename` is `/admin/rename`):
    // no user, org, repo, key or secret is named so.
    if (s === '.' || s === '..')
      throw new UsageError(`param "${key}" cannot be "${s}": no name is "${s}" and it would change the request's path`)
    if (hasLoneSurrogate(s))
      throw new UsageError(`param "${key}" is not valid text: it holds a lone UTF-16 surrogate (half of a character)`)
    return encodeURIComponent(s)
  })
  if (!plan && !routePattern(route).test(path))
    throw new Error(`internal: the request path for ${route.method} ${route.path} does not match its route`)
  const query: Record<string, string> = {}
  for (const [wire, param] of Object.entries(route.query ?? {})) if (p[param] !== undefined) query[wire] = String(p[param])
  let body: Record<string, unknown> | undefined
  if (route.body || route.constBody || route.jsonFields) {
    body = { ...route.constBody }
    for (const [wire, param] of Object.entries(route.body ?? {})) if (p[param] !== undefined) body[wire] = p[param]
    if (route.jsonFields) Object.assign(body, p.json_fields as object)
  }
  return {
    method: route.method,
    path,
    ...(route.root ? { root: true } : {}),
    query,
    body,
    auth: route.auth ?? 'token',
    text: route.response === 'text',
    ...(route.minTimeoutSeconds ? { minTimeoutMs: route.minTimeoutSeconds * 1000 } : {}),
    expect: route.response === 'text' ? 'text' : route.response === 'none' || route.response === 'presence' ? 'none' : 'json'
  }
}

const patterns = new WeakMap<Route, RegExp>()
/** A route's path template as a pattern: each placeholder is one encoded segment, never `.` or `..`. */
function routePattern(route: Route): RegExp {
  let re = patterns.get(route)
  if (!re) {
    const escaped = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    re = new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '(?!\\.\\.?(?:/|$))[^/?#]+')}$`)
    patterns.set(route, re)
  }
  return re
}

/** A route as one call sends it: acting as `sudo` when given. */
type CallRoute = Route & { sudo?: string; reads?: Map<string, Promise<RawResponse>> }

function routesOf(b: Binding): Route[] {
  return isComposite(b) ? b.steps : [b]
}

/** A client for one forge: resolves the variant lazily and runs operations on it. */
export class Forge {
  private identity?: Promise<ServerIdentity>

  constructor(
    readonly http: ForgeHttp,
    private readonly variantSetting: VariantSetting = 'auto'
  ) {}

  /** The variant, probing the server only the first time it is needed. */
  async variant(): Promise<Variant> {
    if (this.variantSetting !== 'auto') return this.variantSetting
    return (await this.server()).variant
  }

  /** What GET /version says (variant and release), asked once per client. */
  server(): Promise<ServerIdentity> {
    this.identity ??= detectVariant(this.http)
    return this.identity
  }

  /**
   * The route of `binding` the server has: a route with a `since` the server's release does not
   * reach gives way to its `older` route, or the operation is refused before anything is sent. The
   * release is asked only for bindings that have a `since`; an unreadable one counts as recent.
   */
  private async onThisServer(op: Operation, variant: Variant, binding: Binding): Promise<(r: Route) => Route> {
    if (!routesOf(binding).some(r => r.since !== undefined)) return r => r
    let release: string | undefined
    try {
      release = (await this.server()).release
    } catch (e) {
      // With the variant given, a server that does not say its version (a proxy refusing /version)
      // is taken to be recent: the call goes out as before releases were told apart.
      if (this.variantSetting === 'auto' || !(e instanceof ForgeError) || e.status === 0) throw e
      this.identity = undefined
    }
    const pick = (r: Route): Route => {
      if (!release || r.since === undefined || atLeast(release, r.since)) return r
      if (r.older) return pick(r.older)
      throw new UsageError(`${op.name} needs ${VARIANT_NAMES[variant]} ${r.since} (this server is ${release})`)
    }
    return pick
  }

  get knownVariant(): Variant | undefined {
    return this.variantSetting === 'auto' ? undefined : this.variantSetting
  }

  /** Whether the operation needs the variant: its routes differ, or it is absent on one. */
  static needsVariant(op: Operation): boolean {
    return op.routes.gitea !== op.routes.forgejo
  }

  async run(op: Operation, rawParams: unknown, opts: RunOptions = {}): Promise<OperationResult> {
    const { params: validated, warnings } = opts.validated ?? validateParams(op, rawParams)
    const credentials = secretParamValues(op, rawParams)
    // The server may echo a secret param in a message: it is redacted before the message is cut.
    this.http.addSecrets(credentials)
    const needsBasic = Object.values(op.routes).some(b => b && routesOf(b).some(r => r.auth === 'basic'))
    if (needsBasic && !this.http.hasBasicCredentials)
      throw new UsageError(`${op.name} needs basic auth: set username and password (the API refuses tokens for access-token endpoints)`)
    if (this.knownVariant && !op.routes[this.knownVariant]) throw absentError(op, this.knownVariant)

    const sudo = opts.sudo || undefined
    const wrongSudo = sudo === undefined ? undefined : wrongText(callOption('sudo'), sudo)
    if (wrongSudo) throw new UsageError(`sudo must be ${wrongSudo}`)
    if (opts.dryRun) return this.plan(op, validated, warnings, credentials, sudo)

    const onlySome = Object.entries(op.variantParams ?? {}).filter(([param]) => validated[param] !== undefined)
    // json_fields are checked against the variant's option: where the variants' options differ,
    // the server is asked which it is (a Forgejo field given to Gitea would be dropped silently).
    const fieldsVary = validated.json_fields !== undefined && jsonFieldsVary(op)
    // So are webhook events that only one variant knows (the other drops them silently).
    const variant =
      Forge.needsVariant(op) || onlySome.length > 0 || fieldsVary || hookEventsVary(op, validated)
        ? await this.variant()
        : (this.knownVariant ?? VARIANTS.find(v => op.routes[v]))!
    for (const [param, only] of onlySome)
      if (!only.variants.includes(variant))
        throw new UsageError(`${op.name}: ${param}: ${only.why}; leave it out on ${VARIANT_NAMES[variant]}`)
    const binding = op.routes[variant]
    if (!binding) throw absentError(op, variant)
    const onServer = await this.onThisServer(op, variant, binding)
    // Every request of the call goes through pick: acting as a user, each one carries the user.
    const reads = opts.reads
    const pick =
      sudo || reads ? (r: Route): CallRoute => ({ ...onServer(r), ...(sudo ? { sudo } : {}), ...(reads ? { reads } : {}) }) : onServer
    checkJsonFields(op, validated, variant)
    checkHookEvents(op, validated, variant)
    const params = await loadFiles(op, op.prepare ? op.prepare(validated) : validated)
    const rawJson = opts.rawJson || validated.raw_json === true
    // A list formatted row by row is formatted page by page, its credentials read from the full
    // records first, in the same order as from the whole list.
    const keepCredentials = (body: unknown) => {
      for (const c of credentialValues(op.output, body)) credentials.push(c)
    }
    const formatRow = rowFormatter(op.output, rawJson)
    const shaper: RowShaper | undefined = formatRow && { row: formatRow, credentials: keepCredentials }

    // A step of an operation that changes something: its read refused for the token's scope is
    // told the write scope, or the next try gets past the read to be refused at the write.
    const writes = routesOf(binding).some(r => r.method !== 'GET')
    const step = <T>(p: Promise<T>): Promise<T> => (writes ? p.catch((e: unknown) => Promise.reject(writeScope(e))) : p)
    const ctx: StepContext = {
      variant,
      server: this.http.server,
      call: (route, p) => step(this.call(pick(route), p)),
      all: async (route, p, as) =>
        (await step(this.allPages({ ...pick(route), ...(as ? { sudo: as } : {}) }, p, LIMITS.pageSize))).rows as Array<
          Record<string, unknown>
        >,
      list: async (route, p) => {
        const { response, rows } = await step(this.callListAware(pick(route), p, op, opts.paginate === true, undefined, opts.rowsNeeded))
        return rows ? { ...response, body: rows } : response
      },
      // Loaded on use: signing (gpg through @actions/exec, child_process) is one operation's option.
      sign: async (text, keyId) => (await import('./gpg.js')).signDetached(text, keyId, opts.gpgPassphrase),
      warn: m => warnings.push(m),
      secret: value => this.http.addSecrets([value])
    }
    const route = isComposite(binding) ? undefined : pick(binding)
    const finish = async (
      response: RawResponse,
      body: unknown,
      changed: boolean,
      skipped?: 'exists' | 'missing',
      /** `body` is rows the shaper formatted already (their credentials taken). */
      shaped = false
    ): Promise<OperationResult> => {
      // A list route may answer `null` for no rows (Forgejo 15's job lists): it is an empty list.
      if (op.output.kind === 'list' && body === null && !skipped) body = []
      if (!shaped) keepCredentials(body)
      return {
        domain: op.domain,
        action: op.name,
        variant: this.knownVariant ?? (this.identity ? (await this.identity).variant : undefined),
        status: response.status,
        result: shaped ? body : formatResult(op.output, body, rawJson),
        totalCount: totalOf(route, response),
        changed,
        ...(skipped ? { skipped } : {}),
        warnings,
        credentials
      }
    }

    // on-exists: skip: look for the target first, or send only what is missing.
    let send = params
    const exists = opts.onExists === 'skip' ? op.exists : undefined
    // on-exists: error: look for the target first and refuse when it is there (where the create
    // has a look-up; elsewhere the server's own refusal is the error, as with fail).
    const lookFirst = opts.onExists === 'error' ? op.exists?.find : undefined
    if (lookFirst && (await lookFirst(ctx, params)) !== undefined)
      throw new UsageError(
        `${op.name}: it exists already, and on-exists error refuses a second one (nothing sent); on-exists skip keeps the existing one`
      )
    const skippedExisting = (found: unknown) => {
      if (exists?.note) warnings.push(`${op.name}: ${exists.note}`)
      return finish({ status: 200, headers: {}, body: null }, found ?? null, false, 'exists')
    }
    if (exists?.find) {
      const found = await exists.find(ctx, params)
      if (found !== undefined) return skippedExisting(found)
    }
    if (exists?.missingOnly) {
      const left = await exists.missingOnly(ctx, params)
      if (!left) return skippedExisting(undefined)
      send = left
    }

    let answer: { response: RawResponse; rows?: unknown[]; shaped?: boolean }
    try {
      answer = route
        ? await this.callListAware(route, send, op, opts.paginate === true, shaper, opts.rowsNeeded)
        : { response: await (binding as Composite).run(ctx, send), rows: undefined }
    } catch (e) {
      if (e instanceof ForgeError && exists?.answers?.[variant]?.some(a => a.status === e.status && a.message.test(e.serverMessage ?? '')))
        return skippedExisting(undefined)
      if (e instanceof ForgeError && e.status === 404 && opts.onMissing === 'skip' && isRemoval(op)) {
        return finish({ status: 404, headers: {}, body: null }, null, false, 'missing')
      }
      // "It already exists" from a create that on-exists can skip: say so (the hint of a plain
      // answer does not know the operation; an operation's own hint is kept).
      if (
        e instanceof ForgeError &&
        op.exists &&
        opts.onExists !== 'skip' &&
        e.hint === EXISTS_HINT &&
        saysExists(e.status, e.serverMessage)
      )
        throw new ForgeError(e.message, e.status, e.serverMessage, SKIP_EXISTING_HINT, { cause: e })
      throw e
    }
    const { response } = answer
    const changed = !response.unchanged && !isRead(op) && !route?.getOrCreate
    return finish(response, answer.rows ?? unwrapBody(route, response.body), changed, undefined, answer.shaped)
  }

  /** One request of a route; error statuses throw ForgeError, presence checks read 204/404. */
  async call(route: CallRoute, p: Record<string, unknown>, extraQuery: Record<string, string> = {}): Promise<RawResponse> {
    const req = buildRequest(route, p)
    if (route.sudo) req.sudo = route.sudo
    req.query = { ...req.query, ...extraQuery }
    if (route.reads && req.method === 'GET') {
      const key = `${req.sudo ?? ''} ${route.response ?? ''} ${this.http.url(req)}`
      let answer = route.reads.get(key)
      if (!answer) route.reads.set(key, (answer = this.callNow({ ...route, reads: undefined }, req)))
      return answer
    }
    return this.callNow(route, req)
  }

  private async callNow(route: CallRoute, req: ReturnType<typeof buildRequest>): Promise<RawResponse> {
    if (route.response === 'presence') {
      try {
        const res = await this.http.send(req)
        return { ...res, body: true }
      } catch (e) {
        // A 404 with no message or the generic "not found" means "no". Any other 404 is an error:
        // "user redirect does not exist [name: x]" (no such user), "404 page not found" (no such route).
        if (e instanceof ForgeError && e.status === 404 && (!e.serverMessage || PRESENCE_NO.test(e.serverMessage)))
          return { status: 404, headers: {}, body: false }
        throw e
      }
    }
    return this.http.send(req)
  }

  /**
   * A route call that knows lists. One of three ways to read the rows, then the local sort:
   * every page (`paginate`, or a list the interface gives no paging params), one server page (`page`
   * always sent as 1 or more: Forgejo returns every row when it is absent), or one answer paged
   * here (a server that does not page the list). With a `shaper`, every page read is shaped as it
   * arrives (`shaped` says so), unless the rows are sorted here (the sort key may not be kept).
   */
  private async callListAware(
    route: Route,
    p: Record<string, unknown>,
    op: Operation,
    paginate: boolean,
    shaper?: RowShaper,
    rowsNeeded?: number
  ): Promise<{ response: RawResponse; rows?: unknown[]; shaped?: boolean }> {
    const limit = typeof p.limit === 'number' ? p.limit : 0
    const page = Math.max(1, typeof p.page === 'number' ? p.page : 0)
    const sortHere = route.sortLocally && (p.sort !== undefined || p.order === 'desc')
    const everyPage = route.paged && (paginate || !('page' in op.params.shape))
    const size = limit > 0 ? limit : LIMITS.pageSize
    // Rows sorted here are every row, all read first.
    const needed = sortHere ? undefined : rowsNeeded
    if (everyPage && shaper && !sortHere) return { ...(await this.allPages(route, p, size, shaper, needed)), shaped: true }
    const answer = everyPage
      ? await this.allPages(route, p, size, undefined, needed)
      : route.paged
        ? await this.serverPage(route, p, page, limit)
        : await this.unpagedList(route, p, paginate ? 0 : limit, page)
    if (sortHere)
      return {
        ...answer,
        rows: sortRows(answer.rows ?? asList(unwrapBody(route, answer.response.body)), SORT_FIELDS[String(p.sort)], p.order === 'desc')
      }
    return answer
  }

  /** One page as the server pages it; a server that ignored the paging sent everything: paged here. */
  private async serverPage(
    route: Route,
    p: Record<string, unknown>,
    page: number,
    limit: number
  ): Promise<{ response: RawResponse; rows?: unknown[] }> {
    const query: Record<string, string> = { page: String(page) }
    if (limit > 0) query.limit = String(limit)
    const response = await this.call(route, p, query)
    // More rows than asked for: the server ignored the paging (Gitea 1.25's /admin/hooks answers
    // every hook whatever page and limit say), so it sent the whole list.
    const got = asList(unwrapBody(route, response.body))
    return limit > 0 && got.length > limit ? pageLocally(response, got, page, limit) : { response }
  }

  /** A list the server does not page: one answer, paged here when the route says so and a limit is given. */
  private async unpagedList(
    route: Route,
    p: Record<string, unknown>,
    limit: number,
    page: number
  ): Promise<{ response: RawResponse; rows?: unknown[] }> {
    const response = await this.call(route, p)
    return route.clientPaging && limit > 0 ? pageLocally(response, asList(unwrapBody(route, response.body)), page, limit) : { response }
  }

  /**
   * Every page of a paged list, `page` 1, 2, ... until the reported total is reached or, where no
   * total is reported, a short or empty page. Once page 1 tells the total (and page 2 differs from
   * it), the pages up to the total are fetched `LIMITS.parallelPages` at a time, and taken in order with the same checks as one by one;
   * pages past a stop are not asked for. Returns the rows (each shaped as its page is taken, with
   * a `shaper`) and the last answer.
   */
  private async allPages(
    route: Route,
    p: Record<string, unknown>,
    size: number,
    shaper?: RowShaper,
    /** Stop once this many rows are in and whether more exist is known (RunOptions.rowsNeeded). */
    needed = Infinity
  ): Promise<{ response: RawResponse; rows: unknown[] }> {
    // No spread over a page: a page can hold more rows than a call may take arguments.
    const rows: unknown[] = []
    let response!: RawResponse
    let previous: unknown[] = []
    const where = `${route.method} ${buildRequest(route, p).path}`
    const ignored = (what: string) =>
      new ForgeError(
        `${where}: ${what}: the server (or a proxy in front of it) ignores the page parameter, so the list cannot be read completely`,
        response.status,
        undefined,
        'ask for one page (limit and page) instead of paginate, and check that nothing between svc and the server drops query parameters'
      )
    const fetchPage = (n: number) => {
      if (n > LIMITS.maxPages)
        throw new ForgeError(
          `${where}: the list did not end within ${LIMITS.maxPages} pages of ${size}; stopped`,
          response.status,
          undefined,
          'ask for one page at a time (limit and page) instead of paginate'
        )
      return this.call(route, p, { page: String(n), limit: String(size) })
    }
    /** Keeps a page's rows, shaped when there is a shaper. */
    const keep = (batch: unknown[]) => {
      shaper?.credentials(batch)
      for (const row of batch) rows.push(shaper ? shaper.row(row) : row)
    }
    /** Takes page `n`'s answer (pages are taken in order); false when the list has ended. */
    const take = (n: number, answer: RawResponse): boolean => {
      response = answer
      const batch = asList(unwrapBody(route, answer.body))
      // More rows than asked for: the server ignores paging and sent the whole list at once.
      if (batch.length > size) {
        if (n === 1) keep(batch)
        else throw ignored(`page ${n} holds ${batch.length} rows though ${size} were asked for`)
        return false
      }
      // A page equal to the one before (the same JSON): the server answers the same rows whatever
      // page says. Pages of other lengths or first rows cannot be equal, so most pages are told
      // apart without stringifying both.
      if (batch.length > 0 && samePage(batch, previous)) throw ignored(`page ${n} holds the same rows as page ${n - 1}`)
      previous = batch
      keep(batch)
      const total = totalOf(route, answer)
      if (total !== undefined && rows.length > total)
        throw ignored(`the pages hold more rows (${rows.length}) than the total the server reports (${total})`)
      if (batch.length === 0 || (total !== undefined ? rows.length >= total : batch.length < size)) return false
      // Enough rows, and whether more exist is known: from the total, else from a row past them.
      return rows.length < (total !== undefined ? needed : needed + 1)
    }

    let n = 1
    if (!take(n, await fetchPage(n))) return { response, rows }
    n = 2
    const total = totalOf(route, response)
    if (total !== undefined) {
      // Page 2 alone first: a server that ignores page is caught after two requests, not a window.
      if (!take(n, await fetchPage(n))) return { response, rows }
      n = 3
      const last = Math.min(Math.ceil(Math.min(total, needed) / size), LIMITS.maxPages)
      // Settled promises: a page that fails while an earlier one is awaited is never an unhandled rejection.
      const pending = new Map<number, Promise<{ ok: true; answer: RawResponse } | { ok: false; error: unknown }>>()
      let next = n
      for (; n <= last; n++) {
        while (next <= last && pending.size < LIMITS.parallelPages) {
          pending.set(
            next,
            fetchPage(next).then(
              answer => ({ ok: true as const, answer }),
              (error: unknown) => ({ ok: false as const, error })
            )
          )
          next++
        }
        const got = await pending.get(n)!
        pending.delete(n)
        if (!got.ok) throw got.error
        if (!take(n, got.answer)) return { response, rows }
      }
    }
    // No total, or rows still missing at the total's last page: one page at a time until the end.
    for (; ; n++) if (!take(n, await fetchPage(n))) break
    return { response, rows }
  }

  /** Every page of a paged list route, by the one pager and its safeguards (for `svc api --paginate`). */
  everyPage(route: Route, p: Record<string, unknown>, size = LIMITS.pageSize): Promise<{ response: RawResponse; rows: unknown[] }> {
    return this.allPages(route, p, size)
  }

  /** Dry run: the request(s) that would be sent, secrets redacted. Sends nothing. */
  private plan(
    op: Operation,
    validated: Record<string, unknown>,
    warnings: string[],
    credentials: string[],
    sudo?: string
  ): OperationResult {
    // A plan describes the request: long values are shown clipped (a 10 MB value is not echoed).
    const params = clipStrings(op.prepare ? op.prepare(validated) : validated) as Record<string, unknown>
    for (const f of op.fileParams ?? []) params[f] = `<base64 of ${String(params[f])}>`
    const variants = this.knownVariant ? [this.knownVariant] : Forge.needsVariant(op) ? VARIANTS.filter(v => op.routes[v]) : [undefined]
    const planned: PlannedRequest[] = []
    for (const v of variants) {
      const binding = op.routes[v ?? VARIANTS.find(x => op.routes[x])!]!
      for (const route of isComposite(binding) && binding.sends ? binding.sends(params) : routesOf(binding)) {
        const req = buildRequest(route, params, true)
        if (route.paged)
          req.query = {
            page: String(Math.max(1, Number(params.page ?? 0))),
            ...(Number(params.limit) > 0 ? { limit: String(params.limit) } : {}),
            ...req.query
          }
        planned.push({
          variant: v ?? 'any',
          method: req.method,
          url: this.http.url(req),
          body: redact(req.body, credentials),
          ...(sudo && req.auth !== 'none' ? { sudo } : {})
        })
      }
    }
    // A route that depends on the release: what an older server gets instead.
    for (const v of variants) {
      const binding = v && op.routes[v]
      for (let r = binding && !isComposite(binding) ? binding : undefined; v && r?.since; r = r.older)
        warnings.push(
          `${op.name} on ${VARIANT_NAMES[v]} before ${r.since}: ${r.older ? `${r.older.method} ${r.older.path} instead` : 'refused (the server has no such route)'}`
        )
    }
    if (Object.values(op.routes).some(unforeseen))
      warnings.push(`${op.name} is several requests, some depending on earlier answers: ${describeSteps(op)}`)
    return {
      domain: op.domain,
      action: op.name,
      variant: this.knownVariant,
      status: 0,
      result: null,
      changed: false,
      warnings,
      credentials,
      dryRun: planned
    }
  }
}

/** An operation that only reads: every route of every variant is a GET. */
/** A refusal for the token's scope, its hint naming the write scopes (see scopesNeeded). */
function writeScope(e: unknown): unknown {
  if (!(e instanceof ForgeError) || e.status !== 403 || !e.hint?.startsWith(SCOPE_HINT_START)) return e
  const path = /^[A-Z]+ (\S+) failed/.exec(e.message)?.[1] ?? ''
  return new ForgeError(e.message, e.status, e.serverMessage, scopeHint(scopesNeeded('POST', path, e.serverMessage, true)), { cause: e })
}

export function isRead(op: Operation): boolean {
  return Object.values(op.routes).every(b => !b || routesOf(b).every(r => r.method === 'GET'))
}

/** A composite whose requests depend on answers (it declares no `sends`): a dry run cannot show them all. */
const unforeseen = (b: Binding | undefined): boolean => b !== undefined && isComposite(b) && !b.sends

function describeSteps(op: Operation): string {
  return Object.entries(op.routes)
    .filter(([, b]) => unforeseen(b))
    .map(([v, b]) => `${v}: ${(b as { describe: string }).describe}`)
    .join('; ')
}

const VARIANT_NAMES: Record<Variant, string> = { gitea: 'Gitea', forgejo: 'Forgejo' }

function absentError(op: Operation, variant: Variant): UsageError {
  const reason = op.absentReason?.[variant]
  return new UsageError(`${op.name} is not available on ${variant}${reason ? `: ${reason}` : ''}`)
}

/** Replaces credential values anywhere in a body by `***`. */
function redact(body: unknown, secrets: string[]): unknown {
  if (body === undefined || secrets.length === 0) return body
  return JSON.parse(JSON.stringify(body), (_, v: unknown) =>
    typeof v === 'string' && (secrets.includes(v) || secrets.some(s => clip(s) === v)) ? '***' : v
  )
}

/** Every string in a value clipped for display (params are at most a few levels deep: validated). */
function clipStrings(value: unknown): unknown {
  if (typeof value === 'string') return clip(value)
  if (Array.isArray(value)) return value.slice(0, 50).map(clipStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 100)
        .map(([k, v]) => [clip(k, 100), clipStrings(v)])
    )
  return value
}

/** Page `page` of `limit` rows out of every row, with the total as the server would report it. */
function pageLocally(response: RawResponse, all: unknown[], page: number, limit: number): { response: RawResponse; rows: unknown[] } {
  const start = (page - 1) * limit
  return {
    response: { ...response, headers: { ...response.headers, 'x-total-count': String(all.length) } },
    rows: all.slice(start, start + limit)
  }
}

/** Whether two pages have the same JSON text; the cheap differences are looked at first. */
function samePage(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false
  if (a.length > 0 && JSON.stringify(a[0]) !== JSON.stringify(b[0])) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

function asList(body: unknown): unknown[] {
  return Array.isArray(body) ? body : []
}

function unwrapBody(route: Route | undefined, body: unknown): unknown {
  if (route?.unwrap && body && typeof body === 'object' && !Array.isArray(body))
    return (body as Record<string, unknown>)[route.unwrap] ?? []
  return body
}

function totalOf(route: Route | undefined, res: RawResponse): number | undefined {
  if (route?.total && route.total !== 'header') {
    const v = (res.body as Record<string, unknown> | null)?.[route.total.field]
    return typeof v === 'number' ? v : undefined
  }
  const h = res.headers['x-total-count']
  return h !== undefined && /^\d+$/.test(h) ? Number(h) : undefined
}

/** Rows sorted by `field` when one is given, then reversed for `desc`. */
function sortRows(rows: unknown[], field: string | undefined, desc: boolean): unknown[] {
  if (!field) return desc ? [...rows].reverse() : rows
  const key = (r: unknown) => (r as Record<string, unknown>)[field]
  const sorted = [...rows].sort((a, b) => {
    const x = key(a)
    const y = key(b)
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''))
  })
  return desc ? sorted.reverse() : sorted
}

const IMAGE_MAGIC: Array<[string, number[]]> = [
  ['PNG', [0x89, 0x50, 0x4e, 0x47]],
  ['JPEG', [0xff, 0xd8, 0xff]],
  ['GIF', [0x47, 0x49, 0x46, 0x38]],
  ['WebP', [0x52, 0x49, 0x46, 0x46]]
]

/** Reads file params (avatar images) and replaces each path by the base64 content. */
async function loadFiles(op: Operation, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (!op.fileParams?.length) return params
  const out = { ...params }
  for (const key of op.fileParams) {
    const path = String(params[key])
    let data: Buffer
    try {
      data = await readFile(path)
    } catch (e) {
      throw new UsageError(`${op.name}: cannot read ${key} "${clip(path)}" (${(e as { code?: string }).code ?? 'error'})`)
    }
    if (!IMAGE_MAGIC.some(([, magic]) => magic.every((b, i) => data[i] === b)))
      throw new UsageError(`${op.name}: ${key} "${clip(path)}" is not a PNG, JPEG, GIF or WebP image`)
    out[key] = data.toString('base64')
  }
  return out
}
