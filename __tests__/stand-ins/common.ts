// What the GitHub and GitLab stand-ins share: a node:http server on 127.0.0.1, the request log,
// paging with the source's headers, rate-limit answers injected on purpose, and git over HTTP by
// `git http-backend` (the CGI program git ships), so that a real Gitea can clone from a stand-in.
import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInRequest {
  method: string
  path: string
  query: Record<string, string>
  /** The credential the request carried (a token, or a Basic password), or '' for none. */
  credential: string
}

/** A rate-limit answer the next matching requests get (then the stand-in answers normally again). */
export interface RateLimitFault {
  /** 403 with X-RateLimit-Remaining: 0 and X-RateLimit-Reset, or 429 with Retry-After. */
  status: 403 | 429
  /** Seconds until the limit resets (Retry-After, or X-RateLimit-Reset = now + this). */
  seconds: number
  /** How many requests get it; default 1. */
  times?: number
  /** Only requests whose path matches. */
  path?: RegExp
}

export interface Reply {
  status: number
  headers?: Record<string, string>
  body?: unknown
}

export interface StandIn {
  /** `http://127.0.0.1:PORT` */
  url: string
  requests: StandInRequest[]
  rateLimit(fault: RateLimitFault): void
  close(): Promise<void>
}

export type Handler = (req: IncomingMessage, url: URL, credential: string) => Reply | Promise<Reply> | undefined

/** The credential of a request: a bearer or `token` value, GitLab's PRIVATE-TOKEN, or a Basic password. */
export function credentialOf(req: IncomingMessage): string {
  const auth = req.headers.authorization ?? ''
  const m = /^(?:bearer|token)\s+(.+)$/i.exec(auth)
  if (m) return m[1].trim()
  const basic = /^basic\s+(.+)$/i.exec(auth)
  if (basic) return Buffer.from(basic[1], 'base64').toString('utf8').split(':').slice(1).join(':')
  const pt = req.headers['private-token']
  return typeof pt === 'string' ? pt : ''
}

/**
 * One page of `rows` as `?page=&per_page=` ask (per_page at most 100, default 30), with the
 * headers of both sources: Link (first, prev, next, last) and GitLab's X-Page, X-Next-Page,
 * X-Total, X-Total-Pages (the latter two left out with `noTotals`, as GitLab does past 10,000 rows).
 */
export function page<T>(url: URL, origin: string, rows: T[], opts: { noTotals?: boolean; noLast?: boolean } = {}): Reply {
  const per = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
  const n = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
  const last = Math.max(1, Math.ceil(rows.length / per))
  const at = (p: number) => {
    const u = new URL(url.pathname + url.search, origin)
    u.searchParams.set('page', String(p))
    u.searchParams.set('per_page', String(per))
    return u.toString()
  }
  const links: string[] = []
  if (n < last) links.push(`<${at(n + 1)}>; rel="next"`)
  if (n < last && !opts.noLast) links.push(`<${at(last)}>; rel="last"`)
  if (n > 1) links.push(`<${at(1)}>; rel="first"`, `<${at(n - 1)}>; rel="prev"`)
  const headers: Record<string, string> = {
    'x-page': String(n),
    'x-per-page': String(per),
    'x-next-page': n < last ? String(n + 1) : ''
  }
  if (!opts.noTotals) Object.assign(headers, { 'x-total': String(rows.length), 'x-total-pages': String(last) })
  if (links.length) headers.link = links.join(', ')
  return { status: 200, headers, body: rows.slice((n - 1) * per, n * per) }
}

/**
 * Serves `/{owner}/{repo}.git/...` from the bare repositories under `root` (`root/owner/repo.git`)
 * through `git http-backend`. `allowed` decides a request's access (false: 401 asking for Basic).
 */
export async function gitBackend(req: IncomingMessage, res: ServerResponse, url: URL, root: string): Promise<void> {
  const body: Buffer[] = []
  for await (const chunk of req) body.push(chunk as Buffer)
  const child = spawn('git', ['http-backend'], {
    env: {
      ...process.env,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.replace(/^\?/, ''),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      CONTENT_LENGTH: String(Buffer.concat(body).length),
      REMOTE_ADDR: '127.0.0.1',
      ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
      ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: String(req.headers['content-encoding']) } : {})
    }
  })
  child.stdin.end(Buffer.concat(body))
  const out: Buffer[] = []
  for await (const chunk of child.stdout) out.push(chunk as Buffer)
  await new Promise(resolve => child.on('close', resolve))
  const all = Buffer.concat(out)
  const split = all.indexOf('\r\n\r\n')
  const headText = split >= 0 ? all.subarray(0, split).toString('latin1') : ''
  let status = 200
  const headers: Record<string, string> = {}
  for (const line of headText.split('\r\n')) {
    const i = line.indexOf(':')
    if (i < 0) continue
    const k = line.slice(0, i).trim()
    const v = line.slice(i + 1).trim()
    if (k.toLowerCase() === 'status') status = Number(v.split(' ')[0])
    else headers[k] = v
  }
  res.writeHead(status, headers)
  res.end(split >= 0 ? all.subarray(split + 4) : all)
}

/**
 * Starts a stand-in: `api` answers the API paths (undefined: 404), `git` the git paths. Every
 * answer carries `rateHeaders()`; an injected fault answers first.
 */
export async function startStandIn(opts: {
  api: Handler
  isGit: (url: URL) => boolean
  git: (req: IncomingMessage, res: ServerResponse, url: URL, credential: string) => Promise<void>
  rateHeaders: (remaining: number, resetAt: number) => Record<string, string>
  notFound: unknown
}): Promise<StandIn & { server: Server }> {
  const requests: StandInRequest[] = []
  const faults: Array<RateLimitFault & { left: number }> = []
  let origin = ''
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin)
      const credential = credentialOf(req)
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), credential })
      if (opts.isGit(url)) return opts.git(req, res, url, credential)
      const now = Math.floor(Date.now() / 1000)
      const fault = faults.find(f => f.left > 0 && (!f.path || f.path.test(url.pathname)))
      if (fault) {
        fault.left--
        const headers: Record<string, string> =
          fault.status === 429
            ? { 'retry-after': String(fault.seconds) }
            : { ...opts.rateHeaders(0, now + fault.seconds), 'x-ratelimit-remaining': '0', 'ratelimit-remaining': '0' }
        res.writeHead(fault.status, { 'content-type': 'application/json', ...headers })
        res.end(JSON.stringify({ message: 'API rate limit exceeded for 127.0.0.1. (But here is the good news: ...)' }))
        return
      }
      const reply = (await opts.api(req, url, credential)) ?? { status: 404, body: opts.notFound }
      res.writeHead(reply.status, {
        'content-type': 'application/json; charset=utf-8',
        ...opts.rateHeaders(4999, now + 3600),
        ...reply.headers
      })
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
    })().catch((e: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(e))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    server,
    url: origin,
    requests,
    rateLimit: f => faults.push({ ...f, left: f.times ?? 1 }),
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
