// Runs one registry operation: validate, pick the variant's route, send, read the answer, shape
// it. Generic: it knows routes, not actions. Front ends call `Forge.run` and print the result.
// Each step has its own module: request.ts (a route's request), pagination.ts (how a list is
// read), read-before-write.ts (on-exists / on-missing), variant-rules.ts (which route is sent),
// outcome.ts (the result), dry-run.ts (the plan), file-params.ts (files sent as content).
import { ForgeError, UsageError } from '../errors.js'
import { checkHookEvents } from '../registry/hook-events.js'
import { checkJsonFields, validateParams, type ValidatedParams } from '../registry/validate.js'
import {
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
import { plan } from './dry-run.js'
import { loadFiles } from './file-params.js'
import { ForgeHttp } from './http.js'
import { isRead, outcome, rowShaper, secretParamValues, type OperationResult, type Shaping } from './outcome.js'
import { LIMITS, allPages, readList, unwrapBody, type ListAnswer } from './pagination.js'
import { readBeforeWrite, refusalMeans, skipNote, writeScope } from './read-before-write.js'
import { buildRequest } from './request.js'
import {
  absentError,
  anyVariant,
  callNeedsVariant,
  checkVariantParams,
  dependsOnRelease,
  routeForRelease,
  routesOf
} from './variant-rules.js'
import { detectVariant, type ServerIdentity } from './variant.js'

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

/** The generic not-found messages of a presence check's "no" (Gitea's, Forgejo's). */
const PRESENCE_NO = /^(not found|The target couldn't be found\.)$/i

/** A route as one call sends it: acting as `sudo` when given. */
type CallRoute = Route & { sudo?: string; reads?: Map<string, Promise<RawResponse>> }

/** A client for one forge: resolves the variant lazily and runs operations on it. */
export class Forge {
  private identity?: Promise<ServerIdentity>
  /** Sends one request of a route (the pager's way to the server). */
  private readonly send = (route: CallRoute, p: Record<string, unknown>, query?: Record<string, string>) => this.call(route, p, query)

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
   * The route of `binding` the server has (variant-rules.ts: routeForRelease). The release is asked
   * only for bindings that have a `since`; an unreadable one counts as recent.
   */
  private async onThisServer(op: Operation, variant: Variant, binding: Binding): Promise<(r: Route) => Route> {
    if (!dependsOnRelease(binding)) return r => r
    let release: string | undefined
    try {
      release = (await this.server()).release
    } catch (e) {
      // With the variant given, a server that does not say its version (a proxy refusing /version)
      // is taken to be recent: the call goes out as before releases were told apart.
      if (this.variantSetting === 'auto' || !(e instanceof ForgeError) || e.status === 0) throw e
      this.identity = undefined
    }
    return routeForRelease(op, variant, release)
  }

  get knownVariant(): Variant | undefined {
    return this.variantSetting === 'auto' ? undefined : this.variantSetting
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
    if (opts.dryRun) return plan(op, validated, warnings, credentials, this.knownVariant, req => this.http.url(req), sudo)

    const variant = callNeedsVariant(op, validated) ? await this.variant() : anyVariant(op, this.knownVariant)
    checkVariantParams(op, validated, variant)
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
    const route = isComposite(binding) ? undefined : pick(binding)
    const shaping: Shaping = { op, rawJson: opts.rawJson || validated.raw_json === true, credentials, warnings, route }
    const shaper = rowShaper(shaping)

    // A step of an operation that changes something: its read refused for the token's scope is
    // told the write scope, or the next try gets past the read to be refused at the write.
    const writes = routesOf(binding).some(r => r.method !== 'GET')
    const step = <T>(p: Promise<T>): Promise<T> => (writes ? p.catch((e: unknown) => Promise.reject(writeScope(e))) : p)
    const ctx: StepContext = {
      variant,
      server: this.http.server,
      call: (route, p) => step(this.call(pick(route), p)),
      all: async (route, p, as) =>
        (await step(allPages(this.send, { ...pick(route), ...(as ? { sudo: as } : {}) }, p, LIMITS.pageSize))).rows as Array<
          Record<string, unknown>
        >,
      list: async (route, p) => {
        const { response, rows } = await step(readList(this.send, pick(route), p, op, opts.paginate === true, undefined, opts.rowsNeeded))
        return rows ? { ...response, body: rows } : response
      },
      // Loaded on use: signing (gpg through @actions/exec, child_process) is one operation's option.
      sign: async (text, keyId) => (await import('./gpg.js')).signDetached(text, keyId, opts.gpgPassphrase),
      warn: m => warnings.push(m),
      secret: value => this.http.addSecrets([value])
    }
    const finish = async (response: RawResponse, body: unknown, changed: boolean, skipped?: 'exists' | 'missing', shaped = false) =>
      outcome(
        shaping,
        this.knownVariant ?? (this.identity ? (await this.identity).variant : undefined),
        response,
        body,
        changed,
        skipped,
        shaped
      )
    const skippedExisting = (found: unknown) => {
      const note = skipNote(op)
      if (note) warnings.push(note)
      return finish({ status: 200, headers: {}, body: null }, found ?? null, false, 'exists')
    }

    const before = await readBeforeWrite(op, opts, ctx, params)
    if (before.exists) return skippedExisting(before.found)
    let answer: ListAnswer
    try {
      answer = route
        ? await readList(this.send, route, before.send, op, opts.paginate === true, shaper, opts.rowsNeeded)
        : { response: await (binding as Composite).run(ctx, before.send) }
    } catch (e) {
      if (refusalMeans(e, op, opts, variant) === 'exists') return skippedExisting(undefined)
      return finish({ status: 404, headers: {}, body: null }, null, false, 'missing')
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

  /** Every page of a paged list route, by the one pager and its safeguards (for `svc api --paginate`). */
  everyPage(route: Route, p: Record<string, unknown>, size = LIMITS.pageSize): Promise<{ response: RawResponse; rows: unknown[] }> {
    return allPages(this.send, route, p, size)
  }
}
