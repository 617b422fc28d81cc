// The HTTP client for the forge: one keep-alive pool, explicit timeouts, retries only where a
// request is safe to repeat, and every error answer turned into one clear ForgeError.
import { rootCertificates } from 'node:tls'
import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici'
import { ForgeError, UsageError } from '../errors.js'
import type { HttpMethod } from '../registry/types.js'
import { hintFor } from './hints.js'

export interface ConnectionSettings {
  /** The forge's base URL, e.g. `https://git.example.com` or `https://example.com/gitea`. */
  serverUrl: string
  token?: string
  username?: string
  password?: string
  /** Two-factor code, sent with Basic auth. */
  otp?: string
  /** Per-attempt timeout. Default 30 s. */
  timeoutMs?: number
  /** Extra attempts for requests that are safe to repeat. Default 0. */
  retries?: number
  /** First retry delay; doubles each attempt (Retry-After wins). Default 1 s. */
  retryBaseMs?: number
  /** PEM text of extra CA certificates, trusted besides the system roots. */
  caCert?: string
  userAgent?: string
  /** Largest response body read, in bytes. */
  maxBodyBytes?: number
  /** Called with one line per request: `GET /api/v1/user -> 200 (12 ms)`. Never bodies. */
  debug?: (line: string) => void
}

export interface HttpRequest {
  method: HttpMethod
  /** Path under the API base, e.g. `/user/keys`; or under the server root when `root` is set. */
  path: string
  root?: boolean
  query?: Record<string, string>
  body?: unknown
  auth?: 'token' | 'basic' | 'none'
  /** Read the body as text (gpg_key_token) instead of JSON. */
  text?: boolean
}

export interface HttpResponse {
  status: number
  headers: Record<string, string>
  body: unknown
}

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE'])
const RETRY_STATUS: ReadonlySet<number> = new Set([429, 500, 502, 503, 504])
/** Network errors where the request never reached the server: safe to retry for any method. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])

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
  if (url.username || url.password)
    throw new UsageError('server-url must not carry credentials; use token or username/password')
  url.pathname = url.pathname.replace(/\/+$/, '')
  url.search = ''
  url.hash = ''
  return url
}

const isLoopback = (host: string) =>
  host === 'localhost' || host.startsWith('127.') || host === '[::1]'

export class ForgeHttp {
  readonly base: URL
  private readonly dispatcher: Dispatcher

  constructor(readonly settings: ConnectionSettings) {
    this.base = normalizeServerUrl(settings.serverUrl)
    const connect = settings.caCert ? { ca: [...rootCertificates, settings.caCert] } : undefined
    const pool = { keepAliveTimeout: 10_000, connections: 16, connect }
    // Proxy variables (http_proxy, https_proxy, no_proxy) are honoured like the runner's own
    // client does, except for loopback, which never goes through a proxy.
    this.dispatcher = isLoopback(this.base.hostname) ? new Agent(pool) : new EnvHttpProxyAgent(pool)
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
    return h
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    const headers = this.headers(req)
    const url = this.url(req)
    const retries = Math.max(0, this.settings.retries ?? 0)
    for (let attempt = 0; ; attempt++) {
      const started = Date.now()
      let res: HttpResponse
      try {
        res = await this.once(req, url, headers)
      } catch (e) {
        const code = (e as { code?: string }).code ?? ''
        const safe = IDEMPOTENT.has(req.method) || NOT_SENT.has(code)
        if (attempt < retries && safe && !(e instanceof ForgeError && e.status !== 0)) {
          await this.pause(attempt)
          continue
        }
        throw e instanceof ForgeError ? e : this.networkError(req, e)
      }
      this.settings.debug?.(`${req.method} ${new URL(url).pathname} -> ${res.status} (${Date.now() - started} ms)`)
      if (attempt < retries && IDEMPOTENT.has(req.method) && RETRY_STATUS.has(res.status)) {
        await this.pause(attempt, res.headers['retry-after'])
        continue
      }
      if (res.status >= 400 || (res.status >= 300 && res.status < 400)) throw this.errorFor(req, res)
      return res
    }
  }

  private async once(req: HttpRequest, url: string, headers: Record<string, string>): Promise<HttpResponse> {
    const timeoutMs = this.settings.timeoutMs ?? 30_000
    const res = await request(url, {
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      dispatcher: this.dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs)
    })
    const text = await res.body.text()
    const h: Record<string, string> = {}
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v
    return { status: res.statusCode, headers: h, body: parseBody(res.statusCode, h, text, req.text) }
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
    return new ForgeError(
      timedOut
        ? `${where}: no answer within ${Math.round((this.settings.timeoutMs ?? 30_000) / 1000)} s`
        : `${where}: could not reach the server (${code})`,
      0,
      undefined,
      timedOut
        ? 'raise timeout-seconds, or check that the server is up'
        : 'check server-url, DNS, proxy settings and that the server is up'
    )
  }

  private errorFor(req: HttpRequest, res: HttpResponse): ForgeError {
    const serverMessage = messageOf(res)
    const hint = hintFor(req, res.status, serverMessage, res.headers)
    const path = req.path.split('?')[0]
    return new ForgeError(
      `${req.method} ${path} failed: ${res.status}${serverMessage ? ` ${serverMessage}` : ''}`,
      res.status,
      serverMessage,
      hint
    )
  }

  async close(): Promise<void> {
    await this.dispatcher.close()
  }
}

/** The pause before retry `attempt` (0-based): the server's Retry-After, else base doubling; at most 30 s. */
export function retryDelayMs(retryAfter: string | undefined, attempt: number, base: number, now = Date.now()): number {
  const asked = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined
  return Math.min(asked ?? base * 2 ** attempt, 30_000)
}

function parseBody(status: number, headers: Record<string, string>, text: string, asText?: boolean): unknown {
  if (status === 204 || text.length === 0) return null
  const type = headers['content-type'] ?? ''
  if (asText && status < 300 && !type.includes('json')) return text
  if (type.includes('json') || /^\s*[[{"]/.test(text)) {
    try {
      return JSON.parse(text)
    } catch {
      // JSON.parse messages quote the input: never pass them on.
      if (status < 300) throw new ForgeError(`the server sent a ${status} answer that is not valid JSON`, status)
    }
  }
  return text
}

/** The server's error message: `{message}`, `{error}` (users/search), or a short plain text. */
function messageOf(res: HttpResponse): string | undefined {
  const b = res.body
  if (b && typeof b === 'object') {
    const m = (b as { message?: unknown; error?: unknown }).message ?? (b as { error?: unknown }).error
    if (typeof m === 'string' && m) return m.slice(0, 500)
    return undefined
  }
  if (typeof b === 'string' && b.trim()) return b.trim().split('\n')[0].slice(0, 200)
  if (res.status >= 300 && res.status < 400 && res.headers.location) return `redirect to ${res.headers.location}`
  return undefined
}
