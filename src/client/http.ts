// The HTTP client for the forge: one keep-alive pool, explicit timeouts, retries only where a
// request is safe to repeat, and every error answer turned into one clear ForgeError.
import type { Dispatcher } from 'undici'
// undici's own modules, not its index: the index loads fetch, WebSocket, caches and mocks too,
// which doubles its load time and the bundle. See undici-parts.d.ts.
import Agent from 'undici/lib/dispatcher/agent.js'
import dispatcherRequest from 'undici/lib/api/api-request.js'
import { ForgeError, UsageError } from '../errors.js'
import type { HttpMethod } from '../registry/types.js'
import { FormIndex, connectionSecrets, neutralize } from '../text.js'
import { hintFor } from './hints.js'
import { keepWasmOnBaseline } from '../wasm-baseline.js'
import type { ConnectionSettings, HttpRequest, HttpResponse } from './types.js'

export type { ConnectionSettings, HttpRequest, HttpResponse } from './types.js'

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE'])
const RETRY_STATUS: ReadonlySet<number> = new Set([429, 500, 502, 503, 504])
/** Network errors where the request never reached the server: safe to retry for any method. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])
/** TLS errors of a certificate signed by a CA the client does not know. */
const UNKNOWN_CA = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED'
])
const MIB = 1024 * 1024
/** One decoder for every answer (decode without `stream` keeps no state between calls). */
const UTF8 = new TextDecoder('utf-8')
export const DEFAULT_MAX_BODY_MB = 64
/** How to raise the body size cap, for the error that names it. */
const RAISE_BODY_CAP =
  'raise the limit with the SVC_MAX_BODY_MB environment variable (e.g. SVC_MAX_BODY_MB=512), or ask for fewer rows with limit'
/** Where a success answer is not the forge's API answer. */
const NOT_THE_API =
  'check server-url (the forge itself, with any sub-path); a proxy, SSO login or maintenance page in front of the server answers like this'

/** The body size cap: the setting, else SVC_MAX_BODY_MB, else the default. */
export function maxBodyBytes(settings: Pick<ConnectionSettings, 'maxBodyBytes'>, env: NodeJS.ProcessEnv = process.env): number {
  if (settings.maxBodyBytes && settings.maxBodyBytes > 0) return settings.maxBodyBytes
  const mb = Number(env.SVC_MAX_BODY_MB)
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_BODY_MB) * MIB
}

const sizeText = (bytes: number) => (bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`)

/** `https://host/sub/` → `https://host/sub`; refuses what is not an http(s) URL. */
export function normalizeServerUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new UsageError('server-url is not a valid URL (expected e.g. https://git.example.com)')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`server-url must use http or https, not ${url.protocol.replace(':', '')}`)
  if (url.username || url.password) throw new UsageError('server-url must not carry credentials; use token or username/password')
  url.pathname = url.pathname.replace(/\/+$/, '')
  url.search = ''
  url.hash = ''
  return url
}

const isLoopback = (host: string) => host === 'localhost' || host.startsWith('127.') || host === '[::1]'
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']
const usesProxy = (host: string) => !isLoopback(host) && PROXY_VARIABLES.some(name => process.env[name])

export class ForgeHttp {
  readonly base: URL
  private readonly dispatcher: Dispatcher | Promise<Dispatcher>
  /** Whether the connections are another client's (see withCredentials): close() leaves them open. */
  private readonly borrowed: boolean
  private readonly maxBody: number
  private readonly timeoutMs: number
  /**
   * Credential forms redacted from server text before it is cut or kept (longest first), each
   * value's made when a text first holds its anchor (FormIndex.addValue: most answers hold none).
   */
  private readonly secretForms = new FormIndex()
  /** The secret values added (addSecrets), each once. */
  private readonly secretValues = new Set<string>()

  /** The server as svc names it (a plan's `server`, a composite's context): the base URL without a trailing slash. */
  readonly server: string

  /**
   * `copy`: the client this one is a copy of with other credentials (withCredentials): the same
   * server, connections and limits, taken as they are (not worked out again at every request of
   * svc mcp --http); `secrets`, the values to redact in every form (by default the new
   * credentials': connectionSecrets).
   */
  constructor(
    readonly settings: ConnectionSettings,
    copy?: { of: ForgeHttp; secrets?: Iterable<string> }
  ) {
    this.borrowed = copy !== undefined
    if (copy) {
      this.base = copy.of.base
      this.server = copy.of.server
      this.dispatcher = copy.of.dispatcher
      this.maxBody = copy.of.maxBody
      this.timeoutMs = copy.of.timeoutMs
      this.addSecrets(copy.secrets ?? connectionSecrets(settings))
      return
    }
    this.base = normalizeServerUrl(settings.serverUrl)
    this.server = `${this.base.origin}${this.base.pathname.replace(/\/+$/, '')}`
    keepWasmOnBaseline()
    // node:tls only when a CA file is given (loading it costs a Node 20 step ~2 ms; undici loads it
    // itself for an https server).
    const connect = settings.caCert ? { ca: [...process.getBuiltinModule('node:tls').rootCertificates, settings.caCert] } : undefined
    const pool = { keepAliveTimeout: 10_000, connections: Math.max(1, settings.connections ?? 16), connect }
    // Proxy variables (http_proxy, https_proxy, no_proxy) are honoured like the runner's own
    // client does, except for loopback, which never goes through a proxy. Without a proxy variable
    // undici's EnvHttpProxyAgent is a plain Agent: it (and its proxy and SOCKS code) is loaded only
    // when a proxy is set, from a chunk.
    this.dispatcher = usesProxy(this.base.hostname)
      ? import('./proxy.js').then(({ proxyDispatcher }) => proxyDispatcher(pool))
      : new Agent(pool)
    this.maxBody = maxBodyBytes(settings)
    const envTimeout = Number(process.env.SVC_TIMEOUT_SECONDS)
    this.timeoutMs = settings.timeoutMs ?? (Number.isFinite(envTimeout) && envTimeout > 0 ? envTimeout * 1000 : 30_000)
    this.addSecrets(connectionSecrets(settings))
  }

  /**
   * Values (secret params) to redact from server text, in every form, besides the connection's own.
   * Their forms are made when a text to redact first holds one (FormIndex.addValue): a batch adds a
   * password per call, and most calls succeed without any server text to redact.
   */
  addSecrets(values: Iterable<string | undefined>): void {
    for (const v of values)
      if (v && v.length >= 3 && !this.secretValues.has(v)) {
        this.secretValues.add(v)
        this.secretForms.addValue(v)
      }
  }

  /** Server text with every known credential form replaced by `***`. */
  redact(text: string): string {
    return this.secretForms.redact(text)
  }

  get hasBasicCredentials(): boolean {
    return Boolean(this.settings.username && this.settings.password)
  }

  /** The API URL of a request, for dry-run and messages (no credentials in it). */
  url(req: Pick<HttpRequest, 'path' | 'root' | 'query'>): string {
    // URL keeps a lone `/` as the path of a bare origin: drop it so paths join with one slash.
    const prefix = this.base.pathname.replace(/\/+$/, '') + (req.root ? '' : '/api/v1')
    const qs = new URLSearchParams(req.query ?? {}).toString()
    return `${this.base.origin}${prefix}${req.path}${qs ? `?${qs}` : ''}`
  }

  private headers(req: HttpRequest): Record<string, string> {
    const h: Record<string, string> = {
      accept: req.text ? 'text/plain, application/json' : 'application/json',
      'user-agent': this.settings.userAgent ?? 'svc-forge'
    }
    if (req.body !== undefined) h['content-type'] = 'application/json'
    const { token, username, password, otp } = this.settings
    const auth = req.auth ?? 'token'
    if (auth === 'basic' || (auth === 'token' && !token && username && password)) {
      if (!username || !password)
        throw new UsageError('this operation needs basic auth: set username and password (the API refuses tokens here)')
      h.authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
      if (otp) {
        h['x-gitea-otp'] = otp
        h['x-forgejo-otp'] = otp
      }
    } else if (auth === 'token' && token) {
      h.authorization = `token ${token}`
    }
    // The runner protocol's routes are unauthenticated: no one to act as there.
    if (req.sudo && auth !== 'none') h.sudo = req.sudo
    return h
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    const headers = this.headers(req)
    const url = this.url(req)
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body)
    const retries = Math.max(0, this.settings.retries ?? 0)
    for (let attempt = 0; ; attempt++) {
      const started = Date.now()
      let res: HttpResponse
      try {
        res = await this.once(req, url, headers, payload)
      } catch (e) {
        this.settings.observe?.({ method: req.method, path: req.path, status: e instanceof ForgeError ? e.status : 0 })
        const code = (e as { code?: string }).code ?? ''
        const safe = IDEMPOTENT.has(req.method) || NOT_SENT.has(code)
        if (attempt < retries && safe && !(e instanceof ForgeError && e.status !== 0)) {
          await this.pause(attempt)
          continue
        }
        throw e instanceof ForgeError ? e : this.networkError(req, e)
      }
      this.settings.debug?.(`${req.method} ${new URL(url).pathname} -> ${res.status} (${Date.now() - started} ms)`)
      this.settings.observe?.({ method: req.method, path: req.path, status: res.status })
      if (attempt < retries && IDEMPOTENT.has(req.method) && RETRY_STATUS.has(res.status)) {
        await this.pause(attempt, res.headers['retry-after'])
        continue
      }
      if (res.status >= 400 || (res.status >= 300 && res.status < 400)) throw this.errorFor(req, res)
      return res
    }
  }

  private async once(req: HttpRequest, url: string, headers: Record<string, string>, payload?: string): Promise<HttpResponse> {
    const timeoutMs = Math.max(this.timeoutMs, req.minTimeoutMs ?? 0)
    // The whole request (a free connection, the head, the body) within timeoutMs, by a timer cleared
    // once the answer is read. Not AbortSignal.timeout: its timer outlives the request (30 s of a
    // one-millisecond call) and every signal is tracked by a finalization registry, a tenth of a
    // tool call's CPU time when svc mcp --http serves many at once.
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs)
    try {
      return await this.read(req, url, headers, payload, timeoutMs, abort.signal)
    } finally {
      clearTimeout(timer)
    }
  }

  private async read(
    req: HttpRequest,
    url: string,
    headers: Record<string, string>,
    payload: string | undefined,
    timeoutMs: number,
    signal: AbortSignal
  ): Promise<HttpResponse> {
    const target = new URL(url)
    const res = await dispatcherRequest.call(await this.dispatcher, {
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: req.method,
      headers,
      body: payload,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal
    })
    const h: Record<string, string> = {}
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v
    const tooLarge = () =>
      new ForgeError(
        `${req.method} ${req.path}: the answer (${res.statusCode}) is larger than ${sizeText(this.maxBody)}, the limit on response bodies`,
        res.statusCode,
        undefined,
        RAISE_BODY_CAP
      )
    const length = h['content-length'] === undefined ? NaN : Number(h['content-length'])
    if (length > this.maxBody) {
      res.body.destroy()
      throw tooLarge()
    }
    // A length within the cap bounds the body (the parser reads no byte past it): read it whole,
    // without an async iterator's turn per chunk (most answers: over HTTP, each tool call's).
    if (Number.isSafeInteger(length) && length >= 0)
      return { status: res.statusCode, headers: h, body: this.parseBody(req, res.statusCode, h, await res.body.text()) }
    // Else read with a running count: a huge or endless body stops at the cap, not at the memory limit.
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length
      if (size > this.maxBody) {
        res.body.destroy()
        throw tooLarge()
      }
      chunks.push(chunk as Buffer)
    }
    // One chunk (most pages of a list) is decoded as it is, not copied first.
    const text = UTF8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size))
    return { status: res.statusCode, headers: h, body: this.parseBody(req, res.statusCode, h, text) }
  }

  /**
   * The body of an answer. Error answers are read leniently (their message is all we need); a
   * success must be what the route declares: JSON where JSON is expected (not an HTML page, plain
   * text or nothing), text where text is expected. Never quotes JSON.parse errors (they quote the
   * input); shows at most the first bytes of a wrong answer, redacted and neutralized.
   */
  private parseBody(req: HttpRequest, status: number, headers: Record<string, string>, text: string): unknown {
    const type = headers['content-type'] ?? ''
    const expect = req.expect ?? (req.text ? 'text' : 'json')
    const lenient = () => {
      if (status === 204 || text.length === 0) return null
      if (type.includes('json') || /^\s*[[{"]/.test(text)) {
        try {
          return JSON.parse(text)
        } catch {
          return text
        }
      }
      return text
    }
    if (status >= 300) return lenient()
    const where = `${req.method} ${req.path}`
    const wanted = expect === 'json' ? 'JSON' : expect === 'text' ? 'text' : 'no content or JSON'
    const what = type ? `content-type ${type.split(';')[0].trim()}` : 'no content-type'
    // An HTML page is never the API's answer: a proxy, SSO or maintenance page took the request.
    if (text.trim().length > 0 && (/html/i.test(type) || /^\s*</.test(text)))
      throw new ForgeError(
        `${where}: the server answered ${status} with an HTML page (${what}) where ${wanted} was expected: ${this.preview(text)}`,
        status,
        undefined,
        NOT_THE_API
      )
    if (expect === 'none') return lenient()
    if (status === 204 || text.trim().length === 0)
      throw new ForgeError(
        `${where}: the server answered ${status} with no content where ${wanted} was expected`,
        status,
        undefined,
        NOT_THE_API
      )
    if (expect === 'text' && !type.includes('json')) return text
    if (type.includes('json') || /^\s*[[{"]/.test(text)) {
      try {
        return JSON.parse(text)
      } catch {
        // JSON.parse messages quote the input: never pass them on.
        throw new ForgeError(
          `${where}: the server answered ${status} with a body that is not valid JSON (${what}, ${text.length} characters)`,
          status,
          undefined,
          NOT_THE_API
        )
      }
    }
    throw new ForgeError(
      `${where}: the server answered ${status} with ${what} where JSON was expected: ${this.preview(text)}`,
      status,
      undefined,
      NOT_THE_API
    )
  }

  /** The first bytes of a body for a message: one line, redacted, neutralized, quoted. */
  private preview(text: string): string {
    // Redact the whole text before any cut or whitespace folding, and again after the folding.
    const head = this.redact(this.redact(text).slice(0, 4000).replace(/\s+/g, ' ').trim())
    const cut = head.length > 80 ? `${head.slice(0, 80)}…` : head
    return JSON.stringify(neutralize(cut))
  }

  private async pause(attempt: number, retryAfter?: string): Promise<void> {
    const ms = retryDelayMs(retryAfter, attempt, this.settings.retryBaseMs ?? 1000)
    await new Promise(resolve => setTimeout(resolve, ms))
  }

  private networkError(req: HttpRequest, e: unknown): ForgeError {
    const err = e as { name?: string; code?: unknown; message?: string; cause?: { code?: unknown } }
    // A DOMException (the abort signal's TimeoutError) has a legacy numeric `code` (23): not ours to show.
    const named = (c: unknown) => (typeof c === 'string' && c ? c : undefined)
    const code = named(err.code) ?? named(err.cause?.code) ?? err.name ?? 'error'
    const timedOut = err.name === 'TimeoutError' || /timeout/i.test(code)
    const where = `${req.method} ${this.url({ path: req.path, root: req.root })}`
    if (UNKNOWN_CA.has(code))
      return new ForgeError(
        `${where}: the server's TLS certificate is not trusted (${code})`,
        0,
        undefined,
        "the certificate is signed by a CA this machine does not know: pass that CA's PEM certificate as the ca-cert input (CLI: --ca-cert FILE)",
        { cause: e }
      )
    if (/CERT|TLS|SSL/.test(code) && !timedOut)
      return new ForgeError(
        `${where}: the TLS connection failed (${code})`,
        0,
        undefined,
        "check the server's certificate (expiry, host name); a private CA goes in ca-cert (CLI: --ca-cert FILE)",
        { cause: e }
      )
    return new ForgeError(
      timedOut
        ? `${where}: no answer within ${Math.round(Math.max(this.timeoutMs, req.minTimeoutMs ?? 0) / 1000)} s`
        : `${where}: could not reach the server (${code})`,
      0,
      undefined,
      timedOut
        ? 'raise timeout-seconds, or check that the server is up'
        : 'check server-url, DNS, proxy settings and that the server is up',
      { cause: e }
    )
  }

  private errorFor(req: HttpRequest, res: HttpResponse): ForgeError {
    const serverMessage = messageOf(res, t => this.redact(t))
    const hint = hintFor(req, res.status, serverMessage, res.headers, this.base)
    const path = req.path.split('?')[0]
    return new ForgeError(
      `${req.method} ${path} failed: ${res.status}${serverMessage ? ` ${serverMessage}` : ''}`,
      res.status,
      serverMessage,
      hint
    )
  }

  /**
   * A client of the same server acting with other credentials (svc mcp --http: each request's
   * own), over this client's connections: it holds none of this one's credentials, and closing it
   * closes nothing. `secrets`: the values it redacts in every form, when more than `c`'s own
   * (connectionSecrets), e.g. the encodings of a request's token (svc mcp --http).
   */
  withCredentials(
    c: Pick<ConnectionSettings, 'token' | 'username' | 'password' | 'otp'>,
    observe?: ConnectionSettings['observe'],
    secrets?: Iterable<string>
  ): ForgeHttp {
    // Each credential named, so none of this client's own is left in the copy.
    const settings = { ...this.settings, token: c.token, username: c.username, password: c.password, otp: c.otp }
    return new ForgeHttp(observe ? { ...settings, observe } : settings, { of: this, secrets })
  }

  async close(): Promise<void> {
    if (!this.borrowed) await (await this.dispatcher).close()
  }
}

/** The pause before retry `attempt` (0-based): the server's Retry-After, else base doubling; at most 30 s. */
export function retryDelayMs(retryAfter: string | undefined, attempt: number, base: number, now = Date.now()): number {
  const value = retryAfter?.trim() ?? ''
  // Delay-seconds, or an HTTP-date (RFC 9110 §10.2.3).
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN
  const asked = /^\d+$/.test(value) ? Number(value) * 1000 : Number.isNaN(date) ? undefined : Math.max(0, date - now)
  return Math.min(asked ?? base * 2 ** attempt, 30_000)
}

/** The server's error message: `{message}`, `{error}` (users/search), or a short plain text. */
function messageOf(res: HttpResponse, redact: (text: string) => string): string | undefined {
  // Redact before cutting: a cut through a credential leaves a prefix no mask matches.
  const b = res.body
  if (b && typeof b === 'object') {
    const m = (b as { message?: unknown; error?: unknown }).message ?? (b as { error?: unknown }).error
    if (typeof m === 'string' && m) return redact(m).slice(0, 500)
    return undefined
  }
  if (typeof b === 'string' && /^\s*</.test(b)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(b.slice(0, 4096))?.[1]?.trim()
    return `an HTML page${title ? ` titled "${redact(title).slice(0, 100)}"` : ''} (a proxy or login page in front of the server?)`
  }
  if (typeof b === 'string' && b.trim()) return redact(b.trim().split('\n')[0]).slice(0, 200)
  if (res.status >= 300 && res.status < 400 && res.headers.location) return `redirect to ${res.headers.location}`
  return undefined
}
