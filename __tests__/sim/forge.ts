// The simulated forge: a real HTTP server on loopback that answers like Gitea 1.26.3 or
// Forgejo 15.0.3, checks every request and response against the variant's spec and records
// each mismatch in `violations`.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { authenticate, authorize } from './auth.js'
import { Abort, Ctx, type ForgeEnv, type Reply, type Route } from './context.js'
import { releaseBefore, ruleFor } from './exceptions.js'
import { FIXTURES, type Fixtures } from './fixtures.js'
import { ADMIN_ROUTES } from './routes-admin.js'
import { ACTIONS_ROUTES } from './routes-actions.js'
import { ORG_ROUTES } from './routes-orgs.js'
import { ISSUE_ROUTES } from './routes-issues.js'
import { GOVERNANCE_ROUTES } from './routes-governance.js'
import { MIGRATE_ROUTES } from './routes-migrate.js'
import { MIRROR_ROUTES } from './routes-mirrors.js'
import { REPO_ROUTES } from './routes-repos.js'
import { RUNNER_ROUTES } from './routes-runners.js'
import { SCOPED_ROUTES } from './routes-scoped.js'
import { USER_ROUTES } from './routes-user.js'
import { API_BASE, ApiSpec, SPEC_VERSIONS, type Operation, type Variant } from './spec.js'
import { createInitialState, type ForgeState } from './state.js'

export interface ForgeOptions {
  variant: Variant
  /** Forgejo `[quota] ENABLED`; default true. Without it the quota routes answer a plain 404. */
  quotaEnabled?: boolean
  /** Listen port; default 0 (any free port). */
  port?: number
  /**
   * The release the server answers as (`14.0.0`), default the spec's (Gitea 1.26.3, Forgejo 15.0.3).
   * Routes a release does not have yet answer a plain 404 (`absent-before` in exceptions.ts).
   */
  version?: string
}

/** Makes the next matching requests fail on purpose; injected answers are not spec-checked. */
export interface Fault {
  method?: string
  /** Exact path (absolute, or relative to /api/v1) or a pattern tested against the absolute path. */
  path?: string | RegExp
  status?: number
  /** Raw body; sent as JSON when it parses as JSON, else as text. */
  body?: string
  /** How many requests to affect; default 1. */
  times?: number
  /** Delay before answering (alone: a slow but otherwise normal answer). */
  delayMs?: number
  /** Drop the connection without answering. */
  destroySocket?: boolean
}

export interface RecordedRequest {
  method: string
  /** Absolute path without query string. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** Parsed JSON, raw text when not JSON, undefined when empty. */
  body: unknown
  /** How many requests the simulator was answering when this one came, itself included (a client's concurrency). */
  inFlight: number
}

export interface Forge {
  /** `http://127.0.0.1:PORT` (no trailing slash); the API lives under `/api/v1`. */
  url: string
  variant: Variant
  /** The release it answers as. */
  version: string
  fixtures: Fixtures
  /** Every spec mismatch of a request or response, e.g. `POST /api/v1/user/keys: request body: …`. */
  violations: string[]
  requests: RecordedRequest[]
  /** The live database; tests may seed and assert on it. */
  state: ForgeState
  inject(fault: Fault): void
  /** Restores the fixture state and clears requests, violations and pending faults. */
  reset(): void
  close(): Promise<void>
}

const ROUTES: ReadonlyMap<string, Route> = new Map(
  [
    ...USER_ROUTES,
    ...ACTIONS_ROUTES,
    ...RUNNER_ROUTES,
    ...ADMIN_ROUTES,
    ...ORG_ROUTES,
    ...REPO_ROUTES,
    ...ISSUE_ROUTES,
    ...GOVERNANCE_ROUTES,
    ...MIRROR_ROUTES,
    ...MIGRATE_ROUTES,
    ...SCOPED_ROUTES
  ].map(r => [`${r.method} ${r.path}`, r])
)

const PLAIN_404: Reply = { status: 404, text: '404 page not found\n' }

interface PendingFault extends Fault {
  remaining: number
}

export async function startForge(opts: ForgeOptions): Promise<Forge> {
  const spec = ApiSpec.load(opts.variant)
  const env: ForgeEnv = {
    variant: opts.variant,
    version: opts.version ?? SPEC_VERSIONS[opts.variant],
    state: createInitialState(),
    baseUrl: '',
    quotaEnabled: opts.quotaEnabled ?? true
  }
  const violations: string[] = []
  const requests: RecordedRequest[] = []
  const faults: PendingFault[] = []

  const takeFault = (method: string, path: string): PendingFault | undefined => {
    const fault = faults.find(
      f =>
        (!f.method || f.method.toUpperCase() === method) &&
        (!f.path || (f.path instanceof RegExp ? f.path.test(path) : f.path === path || API_BASE + f.path === path))
    )
    if (fault && --fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1)
    return fault
  }

  const dispatch = (method: string, url: URL, headers: IncomingHttpHeaders, body: unknown, bodyIsJson: boolean): Reply => {
    const path = url.pathname
    const violate = (problem: string) => violations.push(`${method} ${path}: ${problem}`)
    const match = spec.match(method, path)
    if (match.kind !== 'op') {
      if (ruleFor(opts.variant, method, path, 'expected-404').length) return PLAIN_404
      violate(match.kind === 'no-route' ? `no such route in the ${opts.variant} spec` : `method not allowed by the ${opts.variant} spec`)
      return match.kind === 'no-route' ? PLAIN_404 : { status: 405 }
    }
    const { op, params } = match
    const unregistered = ruleFor(opts.variant, method, op.specPath, 'unregistered-unless')
    if (unregistered.some(r => !env[r.option])) return PLAIN_404
    if (ruleFor(opts.variant, method, op.specPath, 'absent-before').some(r => releaseBefore(env.version, r.version))) return PLAIN_404
    const route = ROUTES.get(`${method} ${op.specPath}`)
    if (!route) {
      violate('operation is in the spec but not simulated')
      return { status: 501, json: { message: 'not simulated' } }
    }
    spec.checkQuery(op, url.searchParams).forEach(violate)
    const ctx = new Ctx(env, method, path, params, url.searchParams, body, headers)
    let reply: Reply
    if (body !== undefined && !bodyIsJson) {
      violate('request body is not JSON')
      reply = ctx.error(422, 'invalid character in JSON body')
    } else {
      const bodyCheck = spec.checkBody(op, body)
      bodyCheck.problems.forEach(violate)
      reply =
        authenticate(ctx) ??
        authorize(ctx, route.auth, op.specPath) ??
        (bodyCheck.bindingError ? ctx.error(422, bodyCheck.bindingError) : runHandler(route, ctx))
    }
    reply = { ...reply, headers: { ...ctx.replyHeaders, ...reply.headers } }
    checkReply(op, reply).forEach(violate)
    return reply
  }

  const checkReply = (op: Operation, reply: Reply): string[] => {
    // Round-trip through JSON so `undefined` fields are judged as the client will see them.
    const body = reply.json !== undefined ? JSON.parse(JSON.stringify(reply.json)) : reply.text
    return spec.checkResponse(op, reply.status, body)
  }

  let inFlight = 0
  const server = createServer((req, res) => {
    inFlight++
    res.on('close', () => inFlight--)
    handle(req, res).catch((err: unknown) => {
      violations.push(`${req.method} ${req.url}: simulator crashed: ${err instanceof Error ? err.stack : String(err)}`)
      if (!res.headersSent) send(res, { status: 500, json: { message: 'simulator error' } })
    })
  })

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', env.baseUrl)
    const raw = await readBody(req)
    let body: unknown
    let bodyIsJson = true
    if (raw.length) {
      try {
        body = JSON.parse(raw)
      } catch {
        body = raw
        bodyIsJson = false
      }
    }
    requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body, inFlight })

    const fault = takeFault(method, url.pathname)
    if (fault?.delayMs) await new Promise(resolve => setTimeout(resolve, fault.delayMs))
    if (fault?.destroySocket) {
      req.socket.destroy()
      return
    }
    if (fault?.status) {
      send(res, faultReply(fault.status, fault.body))
      return
    }
    send(res, dispatch(method, url, req.headers, body, bodyIsJson))
  }

  await new Promise<void>(resolve => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  env.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: env.baseUrl,
    variant: opts.variant,
    version: env.version,
    fixtures: FIXTURES,
    violations,
    requests,
    state: env.state,
    inject(fault) {
      faults.push({ ...fault, remaining: fault.times ?? 1 })
    },
    reset() {
      // Mutate in place so references held by tests (forge.state, forge.violations) stay live.
      Object.assign(env.state, createInitialState())
      violations.length = 0
      requests.length = 0
      faults.length = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve, reject) => server.close(err => (err ? reject(err) : resolve())))
    }
  }
}

function runHandler(route: Route, ctx: Ctx): Reply {
  try {
    return route.handler(ctx)
  } catch (err) {
    if (err instanceof Abort) return err.reply
    throw err
  }
}

function faultReply(status: number, body: string | undefined): Reply {
  if (body === undefined) return { status }
  try {
    return { status, json: JSON.parse(body) }
  } catch {
    return { status, text: body }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers }
  let payload: string | undefined
  if (reply.json !== undefined) {
    payload = JSON.stringify(reply.json)
    headers['Content-Type'] = 'application/json;charset=utf-8'
  } else if (reply.text !== undefined) {
    payload = reply.text
    headers['Content-Type'] = 'text/plain; charset=utf-8'
  }
  if (headers['X-Total-Count'] || headers.Link) headers['Access-Control-Expose-Headers'] = 'Link, X-Total-Count'
  res.writeHead(reply.status, headers)
  res.end(payload)
}
