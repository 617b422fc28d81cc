// The client's shared types: what a connection is, what a request and an answer are. Their own
// module so that http.ts (the transport) and hints.ts (what an error answer means) both use them
// without importing each other.
import type { HttpMethod } from '../registry/types.js'

export interface ConnectionSettings {
  /** The forge's base URL, e.g. `https://git.example.com` or `https://example.com/gitea`. */
  serverUrl: string
  token?: string
  username?: string
  password?: string
  /** Two-factor code, sent with Basic auth. */
  otp?: string
  /** Per-attempt timeout. Default: SVC_TIMEOUT_SECONDS from the environment, else 30 s. */
  timeoutMs?: number
  /** Most connections (so requests) in flight to the server at once. Default 16. */
  connections?: number
  /** Extra attempts for requests that are safe to repeat. Default 0. */
  retries?: number
  /** First retry delay; doubles each attempt (Retry-After wins). Default 1 s. */
  retryBaseMs?: number
  /** PEM text of extra CA certificates, trusted besides the system roots. */
  caCert?: string
  userAgent?: string
  /** Largest response body read, in bytes. Default: SVC_MAX_BODY_MB from the environment, else 64 MiB. */
  maxBodyBytes?: number
  /** Called with one line per request: `GET /api/v1/user -> 200 (12 ms)`. Never bodies. */
  debug?: (line: string) => void
  /** Called once per attempt with what it got (status 0: no answer); the HTTP tool server counts a request's forge requests by it. */
  observe?: (attempt: { method: string; path: string; status: number }) => void
}

export interface HttpRequest {
  method: HttpMethod
  /** Path under the API base, e.g. `/user/keys`; or under the server root when `root` is set. */
  path: string
  root?: boolean
  query?: Record<string, string>
  body?: unknown
  auth?: 'token' | 'basic' | 'none'
  /** The user an instance admin acts as: sent as the `Sudo` header (never with `auth: 'none'`). */
  sudo?: string
  /** Read the body as text (gpg_key_token) instead of JSON. */
  text?: boolean
  /**
   * What a success answer must be: `json` (default; `text` when `text` is set), or `none` (any
   * body, ignored unless it is JSON). A success that is not what was expected is an error.
   */
  expect?: 'json' | 'text' | 'none'
  /** The least per-attempt timeout of this request (a route's minTimeoutSeconds), in ms. */
  minTimeoutMs?: number
}

export interface HttpResponse {
  status: number
  headers: Record<string, string>
  body: unknown
}
