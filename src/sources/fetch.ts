// The HTTP side of the source client: GET a JSON page of another forge's API (GitHub, GitLab, Gitea,
// Forgejo) with that forge's token, wait out its rate limit (saying so), and follow its paging.
// Apart from the forge client (src/client/http.ts): another server, other credentials, other
// headers; nothing of the forge's connection may ever reach a source.
import type { Dispatcher } from 'undici'
import Agent from 'undici/lib/dispatcher/agent.js'
import dispatcherRequest from 'undici/lib/api/api-request.js'
import { ForgeError, UsageError } from '../errors.js'
import { FormIndex, credentialForms, messageText, neutralize } from '../text.js'
import { addressProblem } from '../url-credentials.js'

export interface PageAnswer {
  status: number
  headers: Record<string, string>
  body: unknown
}

export interface SourceHttpOptions {
  /** The source's API root: every URL asked (and every page a Link header names) must be under it. */
  apiBase: URL
  /** Authorization headers for this source (never logged, never sent to another origin). */
  auth: Record<string, string>
  /** The token, so that it can be redacted from anything the source answers. */
  token?: string
  progress?: (line: string) => void
  signal?: AbortSignal
  /** A rate-limit wait longer than this fails instead (default 3600 s, GitHub's hour). */
  maxWaitSeconds?: number
  /** What the source is called in messages: `github api.github.com`. */
  label: string
}

/** Pages fetched at once when the last page is known. */
export const PARALLEL_PAGES = 8
/** The most pages one listing may take (a source that pages forever stops here). */
export const MAX_PAGES = 10_000
/** Rate-limit waits of one request before it gives up. */
const MAX_WAITS = 5
const MAX_BODY = 64 * 1024 * 1024

/** `HH:MM:SS UTC` of an instant, as a wait's line shows the reset. */
function clock(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 19)} UTC`
}

/**
 * How long a rate-limited answer asks to wait, in ms, and when it resets; undefined when the answer
 * is not a rate limit. GitHub: 403 or 429 with `X-RateLimit-Remaining: 0` and `X-RateLimit-Reset`
 * (epoch seconds), or a secondary limit's `Retry-After`; GitLab: 429 with `Retry-After` and
 * `RateLimit-Reset`; Gitea and Forgejo have no API rate limit but a proxy in front may answer 429.
 */
export function rateLimitWait(
  status: number,
  headers: Record<string, string>,
  now = Date.now()
): { ms: number; reset: number } | undefined {
  if (status !== 403 && status !== 429) return undefined
  const retryAfter = headers['retry-after']?.trim()
  const remaining = headers['x-ratelimit-remaining'] ?? headers['ratelimit-remaining']
  const reset = headers['x-ratelimit-reset'] ?? headers['ratelimit-reset']
  if (retryAfter) {
    const date = /[a-z]/i.test(retryAfter) ? Date.parse(retryAfter) : NaN
    const ms = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : Number.isNaN(date) ? undefined : Math.max(0, date - now)
    if (ms !== undefined) return { ms, reset: now + ms }
  }
  if (status === 403 && remaining !== '0') return undefined
  if (reset && /^\d+$/.test(reset.trim())) {
    const at = Number(reset) * 1000
    // One second past the reset: the source's clock and ours differ by a little.
    return { ms: Math.max(0, at - now) + 1000, reset: at }
  }
  // A 429 that says nothing about when: a minute, as GitHub's docs advise for secondary limits.
  return status === 429 || remaining === '0' ? { ms: 60_000, reset: now + 60_000 } : undefined
}

/** The URL of a `rel` in a Link header (`<https://...>; rel="next", ...`). */
export function linkOf(header: string | undefined, rel: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(',')) {
    const m = /<([^>]*)>\s*;(.*)$/.exec(part.trim())
    if (m && new RegExp(`rel="?([^"]*\\s)?${rel}(\\s[^"]*)?"?(;|$)`).test(m[2].trim())) return m[1]
  }
  return undefined
}

export class SourceHttp {
  private readonly dispatcher: Dispatcher
  private readonly forms = new FormIndex()
  private readonly timeoutMs: number

  constructor(private readonly o: SourceHttpOptions) {
    this.dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: PARALLEL_PAGES })
    if (o.token) for (const f of credentialForms(o.token)) this.forms.add(f)
    const env = Number(process.env.SVC_TIMEOUT_SECONDS)
    this.timeoutMs = Number.isFinite(env) && env > 0 ? env * 1000 : 30_000
  }

  /** Source text made safe to show: the token's forms redacted, control characters and log commands neutralized, one line, cut. */
  clean(text: string, max = 300): string {
    const t = neutralize(messageText(this.forms.redact(text)))
    return t.length > max ? `${t.slice(0, max)}…` : t
  }

  /** A URL under the API root, or a refusal: a Link header must not send the token elsewhere. */
  private checkUrl(raw: string): URL {
    let u: URL
    try {
      u = new URL(raw, this.o.apiBase)
    } catch {
      throw new ForgeError(`${this.o.label}: the source named a page that is not a URL`, 0)
    }
    const base = this.o.apiBase
    if (u.origin !== base.origin || !u.pathname.startsWith(base.pathname.replace(/\/?$/, '/')))
      throw new ForgeError(
        `${this.o.label}: the source named a next page outside its API (${this.clean(u.origin + u.pathname, 120)}); not followed, so that the token goes nowhere else`,
        0
      )
    return u
  }

  /** One GET, rate limits waited out; an error answer is a ForgeError with the source's message (redacted). */
  async get(raw: string, accept404 = false): Promise<PageAnswer | undefined> {
    const url = this.checkUrl(raw)
    for (let waits = 0; ; waits++) {
      const res = await this.once(url)
      const wait = rateLimitWait(res.status, res.headers)
      if (wait && waits < MAX_WAITS) {
        const seconds = Math.ceil(wait.ms / 1000)
        const max = this.o.maxWaitSeconds ?? 3600
        if (seconds > max)
          throw new ForgeError(
            `${this.o.label}: rate limit reached; it resets at ${clock(wait.reset)}, in ${seconds} s, more than the ${max} s svc may wait`,
            res.status,
            this.message(res),
            'wait until then, raise the most svc waits, or give a token (GitHub allows 60 requests an hour without one, 5,000 with one)'
          )
        this.o.progress?.(`${this.o.label}: waiting ${seconds} s for the rate limit (resets ${clock(wait.reset)})`)
        await sleep(wait.ms, this.o.signal)
        continue
      }
      if (res.status === 404 && accept404) return undefined
      if (res.status >= 400) throw this.error(url, res)
      if (res.status >= 300)
        throw new ForgeError(
          `${this.o.label}: GET ${url.pathname} answered ${res.status} (a redirect, not followed)`,
          res.status,
          undefined,
          "check the source's url (an Enterprise server's base address, without /api/v3)"
        )
      return res
    }
  }

  private message(res: PageAnswer): string | undefined {
    const b = res.body
    const m =
      b && typeof b === 'object'
        ? ((b as { message?: unknown }).message ?? (b as { error?: unknown }).error)
        : typeof b === 'string'
          ? b
          : undefined
    return typeof m === 'string' && m.trim() ? this.clean(m) : undefined
  }

  private error(url: URL, res: PageAnswer): ForgeError {
    const msg = this.message(res)
    const hint =
      res.status === 401
        ? 'the source refused the token: check the token given for it (and that it has not expired)'
        : res.status === 403
          ? "the token may not read this (GitHub: a fine-grained token needs the organization's approval; GitLab: read_api scope)"
          : undefined
    return new ForgeError(`${this.o.label}: GET ${url.pathname} failed: ${res.status}${msg ? ` ${msg}` : ''}`, res.status, msg, hint)
  }

  private async once(url: URL): Promise<PageAnswer> {
    let res: Dispatcher.ResponseData
    const signals = [AbortSignal.timeout(this.timeoutMs), ...(this.o.signal ? [this.o.signal] : [])]
    try {
      res = await dispatcherRequest.call(this.dispatcher, {
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'svc-forge', ...this.o.auth },
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        signal: AbortSignal.any(signals)
      })
    } catch (e) {
      if (this.o.signal?.aborted) throw e
      const err = e as { code?: unknown; name?: string; cause?: { code?: unknown } }
      const code = typeof err.code === 'string' ? err.code : typeof err.cause?.code === 'string' ? err.cause.code : (err.name ?? 'error')
      throw new ForgeError(
        `${this.o.label}: GET ${url.origin}${url.pathname}: could not reach the source (${code})`,
        0,
        undefined,
        "check the source's url",
        {
          cause: e
        }
      )
    }
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY) {
        res.body.destroy()
        throw new ForgeError(`${this.o.label}: GET ${url.pathname}: the answer is larger than 64 MiB`, res.statusCode)
      }
      chunks.push(chunk as Buffer)
    }
    const text = Buffer.concat(chunks, size).toString('utf8')
    let body: unknown = text
    if (text.trim()) {
      try {
        body = JSON.parse(text)
      } catch {
        if (res.statusCode < 300)
          throw new ForgeError(
            `${this.o.label}: GET ${url.pathname} answered ${res.statusCode} with something that is not JSON (${text.length} characters)`,
            res.statusCode,
            undefined,
            "check the source's url: a proxy or login page answers like this"
          )
      }
    }
    return { status: res.statusCode, headers, body }
  }

  /**
   * Every row of a paged list: the first page, then, when the answer names its last page (Link
   * `rel="last"`, GitLab's `X-Total-Pages`), the rest PARALLEL_PAGES at a time; otherwise page by
   * page along `rel="next"` / `X-Next-Page`. `first` is the URL of page 1 with its `page` param.
   */
  async all(first: string, what: string): Promise<unknown[] | undefined> {
    const head = await this.get(first, true)
    if (!head) return undefined
    const rows = asRows(head.body, this.o.label)
    const last = lastPage(head.headers, rows.length)
    if (last !== undefined && last > 1) {
      if (last > MAX_PAGES)
        throw new ForgeError(`${this.o.label}: ${what}: the source says it has ${last} pages, more than ${MAX_PAGES}`, 0)
      const pages: unknown[][] = new Array<unknown[]>(last - 1)
      let next = 2
      let done = 1
      const worker = async () => {
        while (next <= last) {
          const n = next++
          const u = new URL(first, this.o.apiBase)
          u.searchParams.set('page', String(n))
          const res = await this.get(u.toString())
          pages[n - 2] = asRows(res!.body, this.o.label)
          done++
          if (done % 10 === 0 || done === last) this.o.progress?.(`${this.o.label}: ${what}: page ${done} of ${last}`)
        }
      }
      await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, last - 1) }, worker))
      for (const p of pages) rows.push(...p)
      return rows
    }
    let headers = head.headers
    let count = 1
    const seen = new Set<string>([new URL(first, this.o.apiBase).toString()])
    for (;;) {
      const nextUrl = nextOf(headers, first, this.o.apiBase)
      if (!nextUrl) return rows
      if (seen.has(nextUrl)) throw new ForgeError(`${this.o.label}: ${what}: the source named the same page twice; stopped`, 0)
      if (++count > MAX_PAGES) throw new ForgeError(`${this.o.label}: ${what}: more than ${MAX_PAGES} pages; stopped`, 0)
      seen.add(nextUrl)
      const res = await this.get(nextUrl)
      const page = asRows(res!.body, this.o.label)
      if (page.length === 0) return rows
      rows.push(...page)
      if (count % 10 === 0) this.o.progress?.(`${this.o.label}: ${what}: ${rows.length} so far`)
      headers = res!.headers
    }
  }

  async close(): Promise<void> {
    await this.dispatcher.close()
  }
}

function asRows(body: unknown, label: string): unknown[] {
  if (!Array.isArray(body))
    throw new ForgeError(`${label}: a page of the list is not a JSON array`, 0, undefined, "check the source's url and owner")
  return body
}

/**
 * The last page number an answer names: GitLab's X-Total-Pages, the `page` of Link's rel="last",
 * else (Forgejo sends no Link on some lists) X-Total-Count over the first page's length.
 */
function lastPage(headers: Record<string, string>, firstLength: number): number | undefined {
  const total = headers['x-total-pages']
  if (total && /^\d+$/.test(total.trim())) return Number(total)
  const last = linkOf(headers.link, 'last')
  const count = headers['x-total-count']?.trim()
  if (!last && count && /^\d+$/.test(count) && firstLength > 0) return Math.ceil(Number(count) / firstLength)
  if (!last) return undefined
  try {
    const page = new URL(last).searchParams.get('page')
    return page && /^\d+$/.test(page) ? Number(page) : undefined
  } catch {
    return undefined
  }
}

/** The next page's URL: Link's rel="next", else GitLab's X-Next-Page on the first page's URL. */
function nextOf(headers: Record<string, string>, first: string, base: URL): string | undefined {
  const link = linkOf(headers.link, 'next')
  if (link) return new URL(link, base).toString()
  const n = headers['x-next-page']?.trim()
  if (n && /^\d+$/.test(n)) {
    const u = new URL(first, base)
    u.searchParams.set('page', n)
    return u.toString()
  }
  return undefined
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(t)
      reject(signal!.reason as Error)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Refuses a source address svc would send a token to in clear or that holds credentials. */
export function sourceBase(raw: string, what: string): URL {
  const problem = addressProblem(raw, ['http:', 'https:'])
  if (problem) throw new UsageError(`${what} ${problem.message}${SOURCE_URL_HINTS[problem.kind]}`)
  const u = new URL(raw.trim())
  u.search = ''
  u.hash = ''
  u.pathname = u.pathname.replace(/\/+$/, '')
  return u
}

/** What follows each refusal of a source's address (addressProblem): the way it should be given. */
const SOURCE_URL_HINTS = { url: ' (expected e.g. https://git.example.com)', scheme: '', userinfo: '; give the token on its own' }
