// `svc mcp --http`: the tool server over MCP's Streamable HTTP transport, one server for many
// people. Stateless: every POST to /mcp is served by a fresh protocol server over a fresh session
// built from that request alone (its own forge credentials from `Authorization`, the server's
// domains and read-only mode), so any instance can answer any request and nothing of one request
// (its token, its data, its errors) is held for another. What is shared is what belongs to no
// one: the connections to the forge and what GET /version says.
//
// The MCP SDK speaks the protocol: createMcpHandler the 2026-07-28 era (the per-request envelope),
// its stateless Streamable HTTP transport the 2025 one (answering JSON). This module is the HTTP
// edge in front of them: routing, Host and Origin checks, credentials, limits, timeouts, the RFC
// 9728 metadata, logging and shutdown.
import { AsyncLocalStorage } from 'node:async_hooks'
import { hash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server as NodeServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import {
  createMcpHandler,
  isLegacyRequest,
  validateHostHeader,
  WebStandardStreamableHTTPServerTransport,
  type CallToolResult
} from '@modelcontextprotocol/server'
import { Forge, ForgeHttp, type ConnectionSettings, type ServerIdentity } from '../client/index.js'
import { detectVariant } from '../client/variant.js'
import { ForgeError } from '../errors.js'
import { Masker } from '../masker.js'
import { findOperation, isDomain, TOOL_DOMAINS, toolSpec, wordList, type ToolDomain, type VariantSetting } from '../registry/index.js'
import { positionOf } from '../action/json-position.js'
import { clip, connectionSecrets, messageText } from '../text.js'
import { statelessAnswer, FRONT_PROTOCOL_VERSIONS } from './front.js'
import type { Metrics } from './metrics.js'
import { toolServer } from './server.js'
import { errorResult, Session, type McpOptions } from './session.js'
import { isLoopbackHost } from './settings.js'
import { STATE_TOOL } from './state-tool.js'
import { ENABLE_TOOL, toolDomainOf } from './tools.js'
import { BATCHES_REMOVED, MAX_LINE_BYTES } from './stdio.js'

/** The one MCP endpoint. */
const MCP_PATH = '/mcp'
/** RFC 9728 §3: the metadata of the resource `<origin>/mcp` lives at this path plus `/mcp`. */
const METADATA_PATH = '/.well-known/oauth-protected-resource'
/** Prometheus' scrape path, served with --metrics. */
const METRICS_PATH = '/metrics'
/** The paths the access log names; any other is `(other path)`. */
const KNOWN_PATHS = [MCP_PATH, '/healthz', METRICS_PATH, METADATA_PATH, METADATA_PATH + MCP_PATH]
/** The largest request body read: the same as one stdio line. */
const MAX_BODY_BYTES = MAX_LINE_BYTES

export interface HttpOptions {
  /** The forge and how to reach it; credentials here only for the single-user mode. */
  connection: ConnectionSettings
  variant: VariantSetting
  /** The domains served: every request's tools are these (svc_admin only for an admin's credentials). */
  domains: ToolDomain[]
  readOnly: boolean
  host: string
  port: number
  /** The URL clients reach the server at (behind a proxy); default http://HOST:PORT as bound. */
  publicUrl?: string
  /** Browser origins allowed besides the server's own (an Origin header naming another is refused). */
  allowedOrigins: string[]
  /** Origins answered with CORS headers; none by default (CORS off). */
  corsOrigins: string[]
  /** The connection's credentials serve requests that bring none (one user's server); off by default. */
  singleUser: boolean
  /** Requests in flight at once with one credential; more are answered 429. */
  maxConcurrent: number
  /** Longest a request may run before it is answered 504 (the work it started finishes). */
  requestTimeoutMs: number
  /** Longest the headers, and the whole request, may take to arrive (slow clients are cut off). */
  headersTimeoutMs?: number
  bodyTimeoutMs?: number
  /** Credential values of the environment and flags: masked in every line and answer. */
  secrets: string[]
  /** One line for standard error. */
  log(line: string): void
  /** One access log line (JSON) per request; default: `log`. */
  accessLog?(line: string): void
  /** Serve GET /metrics (Prometheus text format): the collectors (metrics.ts), off unless --metrics. */
  metrics?: Metrics
}

export interface HttpMcpServer {
  /** The MCP endpoint's URL, e.g. http://127.0.0.1:8080/mcp (with --public-url, the public one). */
  url: string
  /** The endpoint at the address it listens on (behind a proxy, where the proxy sends requests). */
  listening: string
  /** Requests being served. */
  inflight(): number
  /** Stops accepting, lets the requests in flight finish, then closes every connection. */
  close(): Promise<void>
}

/** What one request brings: its forge credentials (never kept after it). */
type Credentials = Pick<ConnectionSettings, 'token' | 'username' | 'password'>

/** What the protocol server of one request is built from, and what it found out (for the access log). */
interface RequestScope {
  credentials: Credentials
  /** The domains checked at start: the one a tools/call needs, or all for tools/list. */
  startup: ToolDomain[]
  /** The forge answered 401 to these credentials: the request is answered 401 too (the client may renew its token). */
  refused?: boolean
  /** Requests sent to the forge for it (each attempt). */
  forgeRequests: number
  /** The caller's login, once an answer of the forge said it (GET /user). */
  user?: string
}

// RFC 6750 §2.1 b64token.
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/

/**
 * The credentials of an Authorization header, or why there are none. Only a Bearer token is a
 * credential here (MCP authorization, OAuth 2.1): a password is never forwarded to the forge.
 */
function credentialsOf(header: string | undefined): Credentials | { error: 'missing' | 'invalid' | 'basic' } {
  if (header === undefined || header.trim() === '') return { error: 'missing' }
  const m = /^(\S+) +(\S+)$/.exec(header.trim())
  if (/^basic\b/i.test(header.trim())) return { error: 'basic' }
  if (!m) return { error: 'invalid' }
  const [, scheme, value] = m
  if (/^bearer$/i.test(scheme)) return B64TOKEN.test(value) ? { token: value } : { error: 'invalid' }
  return { error: 'invalid' }
}

/**
 * The forms of a request's credentials masked wherever they could show: those of every front end
 * (the value, JSON-escaped, URI-encoded), and the token's base64, base64url and hex, which a forge
 * or a proxy in front of it may echo in an error.
 */
function requestSecrets(c: Credentials): string[] {
  return [...connectionSecrets(c), ...encodedToken(c)]
}

/** The token's base64, base64url and hex (upper and lower case). */
function encodedToken(c: Credentials): string[] {
  if (!c.token) return []
  const bytes = Buffer.from(c.token, 'utf8')
  return [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex'), bytes.toString('hex').toUpperCase()]
}

/**
 * The server identity (GET /version: variant and release) of the process, asked once with the
 * first request's credentials and shared: it belongs to no user.
 */
class SharedIdentity {
  private identity?: Promise<ServerIdentity>

  get(http: ForgeHttp): Promise<ServerIdentity> {
    if (!this.identity) {
      const asked = detectVariant(http)
      this.identity = asked
      // A failure is the asking request's (its token refused, the forge down): the next one asks again.
      asked.catch(() => {
        if (this.identity === asked) this.identity = undefined
      })
    }
    return this.identity
  }
}

/** GET /user: the call that names the caller. */
const ME = findOperation('users', 'me')

/** One request's client: the shared server identity, and a note in its scope when the forge refuses the credentials. */
class RequestForge extends Forge {
  constructor(
    http: ForgeHttp,
    variant: VariantSetting,
    private readonly shared: SharedIdentity,
    private readonly scope: RequestScope
  ) {
    super(http, variant)
  }

  override server(): Promise<ServerIdentity> {
    return this.refusing(this.shared.get(this.http))
  }

  override async run(...args: Parameters<Forge['run']>): ReturnType<Forge['run']> {
    const res = await this.refusing(super.run(...args))
    // GET /user names the caller (the access log's user); its login is a forge login, shown only as one.
    const login = (res.result as { login?: unknown } | null)?.login
    if (args[0] === ME && typeof login === 'string' && /^[\w.-]{1,64}$/.test(login)) this.scope.user = login
    return res
  }

  private async refusing<T>(answer: Promise<T>): Promise<T> {
    try {
      return await answer
    } catch (e) {
      if (e instanceof ForgeError && e.status === 401) this.scope.refused = true
      throw e
    }
  }
}

/**
 * The session of one HTTP request. Tool lists do not change as a side effect of requests (MCP
 * 2026-07-28, and no session outlives a request here): the served domains are the server's, and
 * svc_enable says what the request's credentials can use of them. Params that would act on the
 * machine svc runs on (read a file, write one, sign with its GPG key) are refused: the client is
 * somewhere else.
 */
class RequestSession extends Session {
  constructor(
    o: McpOptions,
    private readonly served: ToolDomain[]
  ) {
    super(o)
  }

  override async call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    const refusal = this.refusal(name, args)
    return refusal ? errorResult(refusal) : super.call(name, args)
  }

  private refusal(name: string, args: Record<string, unknown>): string | undefined {
    const served = `svc mcp --http serves ${wordList(this.served, 'and')} (--domains)`
    if (name === ENABLE_TOOL) {
      const given = Array.isArray(args.domains) ? args.domains.filter((d): d is string => typeof d === 'string') : []
      const other = given.find(d => (TOOL_DOMAINS as readonly string[]).includes(d) && !this.served.includes(d as ToolDomain))
      return other ? `${ENABLE_TOOL}: ${other} is not served here: ${served}` : undefined
    }
    const domain: ToolDomain | undefined = toolDomainOf(name)
    if (!domain) return undefined
    if (!this.served.includes(domain)) return `${name} is not served here: ${served}`
    const local = 'over HTTP svc reads and writes no file of the machine it runs on and signs with none of its keys'
    // svc_state and svc_report, the tools that are not a registry domain's (svc_report takes no path).
    if (!isDomain(domain))
      return name === STATE_TOOL && args.file !== undefined
        ? `${STATE_TOOL}: param "file": ${local}; give the state file's text as "yaml"`
        : undefined
    if (typeof args.action !== 'string') return undefined
    let op
    try {
      op = findOperation(domain, args.action)
    } catch {
      return undefined // the session names the unknown action
    }
    const named = [...(op.fileParams ?? []), 'runner_file'].find(p => args[p] !== undefined)
    if (named) return `${name} action ${op.name}: param "${named}": ${local}`
    if (args.sign === true) return `${name} action ${op.name}: param "sign": ${local}; pass armored_signature instead`
    return undefined
  }
}

const INSTRUCTIONS =
  'svc administers a Gitea or Forgejo server, acting as the user whose forge token the request carries.' +
  ` The tools of the domains this server serves are listed (${toolSpec('admin').tool} only for an instance admin's token); svc_enable changes nothing over HTTP.`

/** The domains a message's session checks at start: a tool call's own; every served one otherwise. */
function startupDomains(body: unknown, served: ToolDomain[]): ToolDomain[] {
  const m = body as { method?: unknown; params?: { name?: unknown } } | null
  // A batch may hold a tools/list; anything else but a tool call (initialize, ping) needs no check.
  if (Array.isArray(m) || m?.method === 'tools/list') return served
  if (m?.method !== 'tools/call') return []
  const name = m.params?.name
  const domain: ToolDomain | undefined = typeof name === 'string' ? toolDomainOf(name) : undefined
  return domain && served.includes(domain) ? [domain] : []
}

/** What the access log and the metrics say of a request's message. */
interface Described {
  /** The JSON-RPC method, or `batch`. */
  rpc?: string
  tool?: string
  action?: string
}

/**
 * What the access log says of a message: its method, tool and action, when they are ones of MCP's
 * and svc's own; anything else a client named is not repeated (it could be anything, a token too).
 */
function describeMessage(body: unknown): Described {
  if (Array.isArray(body)) return { rpc: 'batch' }
  const m = body as { method?: unknown; params?: { name?: unknown; arguments?: { action?: unknown } } } | null
  if (!m || typeof m.method !== 'string') return {}
  const rpc = /^[a-z]{1,30}(\/[a-zA-Z_]{1,30}){0,2}$/.test(m.method) ? m.method : '(other method)'
  if (rpc !== 'tools/call') return { rpc }
  const name = m.params?.name
  const domain = typeof name === 'string' ? toolDomainOf(name) : undefined
  const known = typeof name === 'string' && (name === ENABLE_TOOL || domain !== undefined)
  const action = m.params?.arguments?.action
  let op: string | undefined
  if (domain && isDomain(domain) && typeof action === 'string')
    try {
      op = findOperation(domain, action).name
    } catch {
      op = '(other action)'
    }
  return { rpc, tool: known ? name : '(other tool)', ...(op ? { action: op } : {}) }
}

/** An answer of the edge's own. */
interface Plain {
  status: number
  headers: Record<string, string>
  body: string
}

/** An answer to an MCP request: a JSON text whole, or an SSE stream with its first piece read. */
interface Answer {
  status: number
  headers: Record<string, string>
  /** A text is written with its head in one write (a Buffer after it: two). */
  whole?: string | Buffer
  reader?: ReadableStreamDefaultReader<Uint8Array>
  first?: { done: boolean; value?: Uint8Array }
}
const JSON_TYPE = { 'content-type': 'application/json' }

/** What one request's access log line and metrics are made of, filled in as it is served. */
interface Note extends Logged {
  what: Described
  scope?: RequestScope
  /** The status when none was written: 408 (cut off), 499 (the client went away). */
  status?: number
}

/** What a request's log lines are masked with: its credentials once read, and their masker once a line needs it. */
interface Logged {
  credentials?: Credentials
  masker?: Masker
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Plain => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value)
})
const rpcError = (status: number, code: number, message: string, id: unknown = null, headers: Record<string, string> = {}) =>
  json(status, { jsonrpc: '2.0', id, error: { code, message } }, headers)

class BodyTooLarge extends Error {}
/** The client went away, or was cut off (408), before its body was in: there is no one to answer. */
class ClientGone extends Error {}

/** Reads a request body up to `limit` bytes; a longer one is refused as soon as it passes the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = []
    let size = 0
    const onData = (b: Buffer) => {
      size += b.length
      if (size > limit) {
        req.off('data', onData)
        req.pause()
        return reject(new BodyTooLarge())
      }
      pieces.push(b)
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(pieces)))
    req.on('error', () => reject(new ClientGone()))
    req.on('close', () => {
      if (!req.complete) reject(new ClientGone())
    })
  })
}

/** Starts the server; resolves once it listens. */
export async function serveHttp(o: HttpOptions): Promise<HttpMcpServer> {
  // Enough connections to the forge that many users' requests at once do not queue behind each other.
  const base = new ForgeHttp({ ...o.connection, connections: Math.max(o.connection.connections ?? 0, 256) })
  const identity = new SharedIdentity()
  const serverSecrets = [...o.secrets, ...connectionSecrets(o.connection)]
  const serverMasker = new Masker({ minLength: 3 })
  serverMasker.add(...serverSecrets)
  /**
   * The request the SDK is serving, wherever it reports something (its onerror knows no request):
   * its credentials are masked there. Entered only around the SDK's work: on svc's own path each
   * line is given its request, and a context entered for every request cost a tenth of a tool
   * call's CPU time under load.
   */
  const current = new AsyncLocalStorage<Logged>()
  /** The masker of a request (built when a line is first logged for it), else the server's. */
  const maskerOf = (request: Logged | undefined): Masker => {
    if (!request?.credentials) return serverMasker
    if (!request.masker) {
      request.masker = new Masker({ minLength: 3 })
      request.masker.add(...serverSecrets, ...requestSecrets(request.credentials))
    }
    return request.masker
  }
  /** One log line of a request (by default the one the SDK is serving): masked (the server's credentials, the request's), on one line without control characters, cut. */
  const logLine = (text: string, request = current.getStore()) => o.log(clip(messageText(maskerOf(request).mask(text)), 300))
  const single: Credentials | undefined = o.singleUser
    ? { token: o.connection.token, username: o.connection.username, password: o.connection.password }
    : undefined
  const scopes = new WeakMap<Request, RequestScope>()

  /** The session of one request: its own credentials, over the shared connections. */
  const sessionFor = (scope: RequestScope) => {
    // Their forms are made only where a text to mask holds one (FormIndex.addValue): a token's
    // forms were most of a call's own CPU time when each request made them.
    const secrets = [...serverSecrets, ...requestSecrets(scope.credentials)]
    const http = base.withCredentials(
      scope.credentials,
      attempt => {
        scope.forgeRequests++
        o.metrics?.forge(attempt.status)
      },
      secrets
    )
    const forge = new RequestForge(http, o.variant, identity, scope)
    const session = new RequestSession(
      {
        forge,
        domains: scope.startup,
        readOnly: o.readOnly,
        secrets,
        // The request's own token (not the server's, in single-user mode) is what the client would change.
        overHttp: scope.credentials !== single,
        // What one request's session would log (a domain its credentials cannot use) is in its answer.
        log: () => undefined,
        // svc_state reads no value of the server's environment for a remote client.
        env: {}
      },
      o.domains
    )
    session.startup()
    return session
  }
  /** The protocol server of one request (the SDK's), over its session. */
  const serverFor = (requestInfo: Request | undefined) => {
    const scope = requestInfo && scopes.get(requestInfo)
    // Every request reaching the handler went through onMcp, which registered its scope.
    if (!scope) throw new Error('a request without its scope')
    return toolServer(sessionFor(scope), { log: logLine, listChanged: false, instructions: INSTRUCTIONS })
  }
  const onProtocolError = (e: Error) => logLine(`protocol: ${e.message}`)
  const handler = createMcpHandler(({ requestInfo }) => serverFor(requestInfo), {
    maxRequestBodySize: MAX_BODY_BYTES,
    // The SDK's own report of a request it refused quotes the client's text: cleaned, cut and masked.
    onerror: onProtocolError
  })

  /**
   * A 2025-era request (no per-request envelope): the SDK's stateless idiom (a fresh transport
   * without sessions), answering JSON rather than an SSE stream of one message, as the transport
   * spec lets a server choose: the same answer for less work. 2026-07-28 requests go to the handler.
   */
  const serve = async (request: Request, parsedBody: unknown): Promise<Response> => {
    if (!(await isLegacyRequest(request, parsedBody, { maxRequestBodySize: MAX_BODY_BYTES }))) return handler.fetch(request, { parsedBody })
    const server = serverFor(request)
    server.onerror = onProtocolError
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    await server.connect(transport)
    try {
      return await transport.handleRequest(request, { parsedBody })
    } finally {
      // Closing the server closes its transport.
      void server.close().catch(() => undefined)
    }
  }

  /** Where the server listens and is reached, once it listens. */
  const at = { port: 0, base: new URL('http://127.0.0.1') }
  const resourceUrl = () => new URL(MCP_PATH, at.base).href
  const metadataUrl = () => new URL(METADATA_PATH + MCP_PATH, at.base).href
  const ownOrigins = () => {
    const port = at.port
    const hosts = isLoopbackHost(o.host) ? ['localhost', '127.0.0.1', '[::1]'] : [o.host]
    const named = [...o.allowedOrigins, ...o.corsOrigins].map(u => new URL(u).origin)
    return new Set([at.base.origin, ...hosts.map(h => `http://${h}:${port}`), ...named])
  }
  const allowedHosts = () =>
    isLoopbackHost(o.host) && !o.publicUrl ? ['localhost', '127.0.0.1', '[::1]'] : o.publicUrl ? [at.base.hostname] : undefined
  /**
   * The SDK's verdict on each Host header seen (a client sends the same one at every request: the
   * SDK parses it as a URL each time). A Host names no credential; the memory is bounded.
   */
  const hostVerdicts = new Map<string | undefined, boolean>()
  const hostAllowed = (host: string | undefined, hosts: string[]): boolean => {
    let ok = hostVerdicts.get(host)
    if (ok === undefined) {
      ok = validateHostHeader(host, hosts).ok
      if (hostVerdicts.size >= 256) hostVerdicts.clear()
      hostVerdicts.set(host, ok)
    }
    return ok
  }

  /** The forge's OAuth2 issuer, as its OpenID configuration names it (asked once; the server URL if it says none). */
  let issuer: Promise<string> | undefined
  const forgeIssuer = () =>
    (issuer ??= base
      .send({ method: 'GET', path: '/.well-known/openid-configuration', root: true, auth: 'none' })
      .then(res => {
        const named = (res.body as { issuer?: unknown } | null)?.issuer
        return typeof named === 'string' && /^https?:\/\//.test(named) ? named : `${base.server}/`
      })
      .catch(() => {
        // Asked again in a minute, not at every request for the metadata (anyone may ask for it).
        setTimeout(() => (issuer = undefined), 60_000).unref()
        return `${base.server}/`
      }))

  const unauthorized = (error?: 'invalid_token', description?: string): Plain => {
    const params = [`resource_metadata="${metadataUrl()}"`, ...(error ? [`error="${error}"`, `error_description="${description}"`] : [])]
    return rpcError(401, -32001, `Unauthorized: ${description ?? 'send the forge token as Authorization: Bearer <token>'}`, null, {
      'www-authenticate': `Bearer ${params.join(', ')}`
    })
  }

  /** Requests in flight per credential (a hash of it, dropped at zero: no credential is kept). */
  const perCredential = new Map<string, number>()
  const inflight = new Set<Promise<unknown>>()
  let closing = false

  async function onMcp(req: IncomingMessage, res: ServerResponse, note: Note): Promise<Plain | 'written'> {
    const length = Number(req.headers['content-length'] ?? 0)
    if (length > MAX_BODY_BYTES) return tooLarge()
    const found = credentialsOf(req.headers.authorization)
    let credentials: Credentials
    if ('error' in found) {
      // Nothing of it is sent anywhere: a password is not a credential of this server's.
      if (found.error === 'basic')
        return unauthorized(
          'invalid_token',
          'Basic credentials are not accepted (nothing was sent to the forge): send a forge token as Authorization: Bearer <token>'
        )
      if (found.error === 'invalid') return unauthorized('invalid_token', 'the Authorization header is not Bearer <token>')
      if (!single) return unauthorized()
      credentials = single
    } else credentials = found
    note.credentials = credentials
    const key = hash('sha256', JSON.stringify([credentials.token, credentials.username, credentials.password]), 'base64')
    const busy = perCredential.get(key) ?? 0
    if (busy >= o.maxConcurrent)
      return rpcError(429, -32000, `Too many requests: ${o.maxConcurrent} are in flight with this token already`, null, {
        'retry-after': '1'
      })
    perCredential.set(key, busy + 1)
    try {
      let bytes: Buffer
      try {
        bytes = await readBody(req, MAX_BODY_BYTES)
      } catch (e) {
        if (e instanceof BodyTooLarge) return tooLarge()
        throw e
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(bytes.toString('utf8'))
      } catch (e) {
        // The position only: the text may hold a credential.
        return rpcError(400, -32700, `Parse error: the request body is not valid JSON${positionOf(bytes.toString('utf8'), e)}`)
      }
      note.what = describeMessage(parsed)
      // Without the header a request is 2025-03-26's (the Streamable HTTP spec), which had batches.
      const version = req.headers['mcp-protocol-version']
      if (Array.isArray(parsed) && typeof version === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= BATCHES_REMOVED)
        return rpcError(
          400,
          -32600,
          `Invalid Request: protocol ${version} has no JSON-RPC batches (revision ${BATCHES_REMOVED} removed them): POST one message a request`
        )
      const scope: RequestScope = { credentials, startup: startupDomains(parsed, o.domains), forgeRequests: 0 }
      note.scope = scope
      // The answer's first bytes (over SSE, the message with the result) are its end for the timeout.
      const answer: Promise<Answer> = plainRequest(req)
        ? statelessAnswer(parsed, () => sessionFor(scope), { instructions: INSTRUCTIONS }).then(text =>
            text === undefined ? bySdk(req, res, bytes, parsed, scope, note) : { status: 200, headers: JSON_TYPE, whole: text }
          )
        : bySdk(req, res, bytes, parsed, scope, note)
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<'timeout'>(resolve => (timer = setTimeout(() => resolve('timeout'), o.requestTimeoutMs)))
      const first = await Promise.race([answer, timedOut])
      clearTimeout(timer)
      if (first === 'timeout') {
        // The work goes on to its end (the forge may be midway through a change), and holds this
        // credential's slot until then: the finally below gives back the one this answer took.
        perCredential.set(key, (perCredential.get(key) ?? 0) + 1)
        void answer
          .then(a => a.reader?.cancel())
          .catch(() => undefined)
          .finally(() => release(key))
        const id = (parsed as { id?: unknown } | undefined)?.id ?? null
        return rpcError(504, -32001, `Request timed out: no answer within ${o.requestTimeoutMs / 1000} s`, id)
      }
      // Credentials the forge refuses are the HTTP request's failure (MCP authorization: 401, so an
      // OAuth client renews its token), not a tool's.
      if (scope.refused) {
        first.reader?.cancel().catch(() => undefined)
        return unauthorized('invalid_token', 'the forge refused the credentials (401)')
      }
      await writeResponse(res, first)
      return 'written'
    } finally {
      release(key)
    }
  }

  /**
   * Whether the front may answer: what the SDK's stateless transport checks first is plainly met
   * (both media types accepted, a JSON body, a 2025-era revision or none, no session), so that its
   * answer is the same as the SDK's; anything else is the SDK's, errors included.
   */
  const plainRequest = (req: IncomingMessage): boolean => {
    const h = req.headers
    const version = h['mcp-protocol-version']
    return (
      typeof h.accept === 'string' &&
      h.accept.includes('application/json') &&
      h.accept.includes('text/event-stream') &&
      typeof h['content-type'] === 'string' &&
      /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(h['content-type']) &&
      (version === undefined || FRONT_PROTOCOL_VERSIONS.includes(version as string)) &&
      h['mcp-session-id'] === undefined
    )
  }

  /** The SDK's answer to a request, as a web Request through its handler or stateless transport (its reports masked as the request's). */
  function bySdk(
    req: IncomingMessage,
    res: ServerResponse,
    bytes: Buffer,
    parsed: unknown,
    scope: RequestScope,
    note: Note
  ): Promise<Answer> {
    return current.run(note, () => sdkAnswer(req, res, bytes, parsed, scope))
  }

  async function sdkAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    bytes: Buffer,
    parsed: unknown,
    scope: RequestScope
  ): Promise<Answer> {
    const abort = new AbortController()
    const headers = new Headers()
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
    const request = new Request(resourceUrl(), { method: 'POST', headers, body: new Uint8Array(bytes), signal: abort.signal })
    scopes.set(request, scope)
    res.on('close', () => {
      if (!res.writableFinished) abort.abort()
    })
    const response = await serve(request, parsed)
    const head: Record<string, string> = {}
    response.headers.forEach((v, k) => (head[k] = v))
    // A JSON answer is written whole, with its head in one write; a stream as it comes.
    if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
      return { status: response.status, headers: head, whole: await response.text() }
    const reader = response.body!.getReader()
    return { status: response.status, headers: head, reader, first: await reader.read() }
  }

  const release = (key: string) => {
    const n = (perCredential.get(key) ?? 1) - 1
    if (n <= 0) perCredential.delete(key)
    else perCredential.set(key, n)
  }

  const tooLarge = () => rpcError(413, -32600, `Invalid Request: the request body is over the limit of ${MAX_BODY_BYTES} bytes`)

  async function writeResponse(res: ServerResponse, a: Answer): Promise<void> {
    // A whole answer says its length: no chunked framing around it (one write less per answer).
    const length =
      a.whole !== undefined && a.status !== 204 && a.status !== 304 ? { 'content-length': String(Buffer.byteLength(a.whole)) } : {}
    res.writeHead(a.status, { ...a.headers, ...length, ...corsHeaders(res.req), ...(closing ? { connection: 'close' } : {}) })
    if (a.whole !== undefined) return void res.end(a.whole)
    for (let chunk = a.first; a.reader && chunk && !chunk.done; chunk = await a.reader.read())
      if (!res.write(chunk.value)) await new Promise(r => res.once('drain', r))
    res.end()
  }

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin
    if (!origin || !o.corsOrigins.includes(origin)) return {}
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version, www-authenticate',
      vary: 'Origin'
    }
  }

  async function metadata(): Promise<Plain> {
    return json(200, {
      resource: resourceUrl(),
      authorization_servers: [await forgeIssuer()],
      bearer_methods_supported: ['header'],
      resource_name: 'svc: Gitea/Forgejo administration (MCP)'
    })
  }

  async function route(req: IncomingMessage, res: ServerResponse, note: Note): Promise<Plain | 'written'> {
    const method = req.method ?? ''
    // The path only: a query string is never read (nor logged), and a credential in it is refused.
    const raw = req.url ?? ''
    const path = raw.split('?')[0]
    const query = raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : ''
    if (/(^|&)(access_token|token)=/i.test(query))
      return rpcError(400, -32600, 'Invalid Request: a credential in the URL is refused; send it as Authorization: Bearer <token>')
    // The health check, whatever Host names (a container's check reaches it by address, not by the
    // public name): it tells only whether the server is up.
    if (path === '/healthz') {
      if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'method not allowed' }, { allow: 'GET, HEAD' })
      return json(closing ? 503 : 200, { status: closing ? 'stopping' : 'ok' })
    }
    const hosts = allowedHosts()
    if (hosts && !hostAllowed(req.headers.host, hosts)) return rpcError(403, -32000, 'Forbidden: the Host header names another server')
    const origin = req.headers.origin
    if (origin !== undefined) {
      let named: string
      try {
        named = new URL(origin).origin
      } catch {
        return rpcError(403, -32000, 'Forbidden: the Origin header is not a URL')
      }
      if (!ownOrigins().has(named)) return rpcError(403, -32000, 'Forbidden: requests from this Origin are not allowed (--allowed-origins)')
    }
    if (path === METRICS_PATH && o.metrics) {
      if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'method not allowed' }, { allow: 'GET, HEAD' })
      return { status: 200, headers: { 'content-type': o.metrics.contentType }, body: await o.metrics.text() }
    }
    if (path === METADATA_PATH || path === METADATA_PATH + MCP_PATH) {
      if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'method not allowed' }, { allow: 'GET, HEAD' })
      return metadata()
    }
    if (path !== MCP_PATH) return json(404, { error: 'not found: the MCP endpoint is /mcp' })
    if (method === 'OPTIONS' && origin && o.corsOrigins.includes(origin))
      return {
        status: 204,
        headers: {
          ...corsHeaders(req),
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, last-event-id',
          'access-control-max-age': '600'
        },
        body: ''
      }
    // No stream for the server's own messages (stateless: nothing to send between requests), no session to end.
    if (method !== 'POST') return rpcError(405, -32000, 'Method not allowed: POST a JSON-RPC message to /mcp', null, { allow: 'POST' })
    if (closing) return rpcError(503, -32000, 'Service unavailable: the server is stopping', null, { connection: 'close' })
    return onMcp(req, res, note)
  }

  const server: NodeServer = createServer(
    {
      headersTimeout: o.headersTimeoutMs ?? 10_000,
      requestTimeout: o.bodyTimeoutMs ?? 30_000,
      // Checks the two timeouts above this often (Node's default, 30 s, would let a slow client keep its socket far longer).
      connectionsCheckingInterval: Math.min(1000, o.headersTimeoutMs ?? 1000)
    },
    (req, res) => serveRequest(req, res)
  )

  function serveRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now()
    // The request's id, in the answer and the log line; a proxy's own (X-Request-Id), when plain, in the line too.
    const id = randomUUID()
    const given = req.headers['x-request-id']
    const clientId = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : undefined
    res.setHeader('x-request-id', id)
    const note: Note = { what: {} }
    o.metrics?.inflight(1)
    const work = route(req, res, note)
      .then(out => {
        if (out === 'written') return
        res.writeHead(out.status, { ...out.headers, ...corsHeaders(req), ...(closing ? { connection: 'close' } : {}) })
        res.end(req.method === 'HEAD' ? undefined : out.body)
        // An answer before the body was read (413, 401): the rest is read and dropped, never kept,
        // so that the client, still sending, reads the answer instead of a reset connection
        // (bounded by the request timeout).
        if (!req.complete) req.resume()
      })
      .catch(e => {
        // A client cut off while it sent its body (408, answered by clientError) or gone: no one to answer.
        if (e instanceof ClientGone) {
          note.status = timedOut.has(req.socket) ? 408 : 499
          return void res.destroy()
        }
        logLine(`unexpected error: ${e instanceof Error ? e.message : String(e)}`, note)
        if (!res.headersSent) {
          const out = rpcError(500, -32603, 'Internal error')
          res.writeHead(out.status, out.headers)
          res.end(out.body)
        } else res.destroy()
      })
      .finally(() => {
        inflight.delete(work)
        o.metrics?.inflight(-1)
        const path = (req.url ?? '').split('?')[0]
        const seconds = (performance.now() - started) / 1000
        const status = note.status ?? res.statusCode
        const { rpc, tool, action } = note.what
        o.metrics?.request({ tool: tool ?? '', action: action ?? '', status: String(status) }, seconds)
        // Known paths and names only: anything else a client sent is not repeated. Never a credential.
        const line = JSON.stringify({
          time: new Date().toISOString(),
          id,
          ...(clientId ? { client_request_id: clientId } : {}),
          method: /^[A-Z]{1,10}$/.test(req.method ?? '') ? req.method : '(other method)',
          path: KNOWN_PATHS.includes(path) ? path : '(other path)',
          status,
          duration_ms: Math.round(seconds * 1000),
          ...(rpc ? { rpc } : {}),
          ...(tool ? { tool } : {}),
          ...(action ? { action } : {}),
          ...(note.scope ? { forge_requests: note.scope.forgeRequests } : {}),
          ...(note.scope?.user ? { user: note.scope.user } : {})
        })
        // Besides names svc knows, its forge login and numbers, the line holds a request id: a client's
        // may be anything plain, its token too.
        ;(o.accessLog ?? o.log)((clientId !== undefined ? maskerOf(note) : serverMasker).mask(line))
      })
    inflight.add(work)
  }

  /** Sockets Node cut off for a request too slow to arrive (answered 408 by clientError below). */
  const timedOut = new WeakSet<object>()

  server.on('clientError', (_e, socket) => {
    // A request Node could not parse (headers too large: 431; malformed: 400), answered without echoing it.
    const code = (_e as { code?: string }).code
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    if (status === 408) timedOut.add(socket)
    if (socket.writable)
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`
      )
    else socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port, o.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const listening = server.address() as AddressInfo
  const shownHost = listening.family === 'IPv6' ? `[${listening.address}]` : listening.address
  at.port = listening.port
  const bound = `http://${shownHost}:${listening.port}`
  at.base = new URL(o.publicUrl ?? bound)

  return {
    url: resourceUrl(),
    listening: new URL(MCP_PATH, bound).href,
    inflight: () => inflight.size,
    async close() {
      closing = true
      const stopped = new Promise<void>(resolve => server.close(() => resolve()))
      server.closeIdleConnections()
      await Promise.allSettled([...inflight])
      server.closeAllConnections()
      await stopped
      await handler.close()
      await base.close()
    }
  }
}
