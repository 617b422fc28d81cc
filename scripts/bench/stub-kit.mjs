// What the bench's stub forges share (stub.mjs, report-stub.mjs): their flags, the records Gitea
// answers for a user and an organization, a page of a list as Gitea pages it, pages made once, and
// the server: a fixed latency per answer, `GET /__stats` ({ maxInFlight, requests } since the last
// one), its URL as the first line of stdout.
import { createServer } from 'node:http'

/** The number after `--name` on the command line, or `fallback`. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

/** A user as Gitea answers one (user 1 the instance admin); `more` sets other fields. */
export const user = (id, more = {}) => ({
  id,
  login: `user${id}`,
  login_name: '',
  source_id: 0,
  full_name: `User ${id}`,
  email: `user${id}@example.com`,
  avatar_url: `http://127.0.0.1/avatars/${id}`,
  html_url: `http://127.0.0.1/user${id}`,
  language: 'en-US',
  is_admin: id === 1,
  last_login: '2026-01-01T00:00:00Z',
  created: '2026-01-01T00:00:00Z',
  restricted: false,
  active: true,
  prohibit_login: false,
  location: '',
  website: '',
  description: '',
  visibility: 'public',
  followers_count: 0,
  following_count: 0,
  starred_repos_count: 0,
  username: `user${id}`,
  ...more
})

/** An organization as Gitea answers one; `more` sets other fields. */
export const org = (id, more = {}) => ({
  id: 1_000_000 + id,
  name: `org${id}`,
  username: `org${id}`,
  full_name: `Organization ${id}`,
  email: '',
  avatar_url: `http://127.0.0.1/avatars/org${id}`,
  description: '',
  website: '',
  location: '',
  visibility: 'public',
  repo_admin_change_team_access: false,
  ...more
})

/** Gitea's largest page (its default MAX_RESPONSE_ITEMS). */
export const MAX_LIMIT = 50

/** One page of `total` rows made by `row(i)` (1-based), as Gitea pages: an empty page past the end. */
export function page(url, total, row) {
  const p = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
  const l = Number(url.searchParams.get('limit') ?? MAX_LIMIT)
  const limit = l > 0 ? Math.min(MAX_LIMIT, l) : MAX_LIMIT
  const rows = []
  for (let i = (p - 1) * limit + 1; i <= Math.min(total, p * limit); i++) rows.push(row(i))
  return JSON.stringify(rows)
}

// Pages are the same on every run: made once, kept (a few MB), so that the stub's own work does
// not weigh on the cases it serves.
const pages = new Map()
export const cached = (key, make) => {
  let v = pages.get(key)
  if (v === undefined) pages.set(key, (v = make()))
  return v
}

/**
 * Serves `route(method, url, body)` → [status, body, headers] on loopback, each answer after
 * `latency` ms, and prints the URL.
 */
export function serve(route, latency) {
  // The most requests in flight at once, and how many were answered, since the last GET /__stats.
  let inFlight = 0
  let maxInFlight = 0
  let requests = 0
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://stub')
    if (url.pathname === '/__stats') {
      res.end(JSON.stringify({ maxInFlight, requests }))
      maxInFlight = 0
      requests = 0
      return
    }
    inFlight++
    requests++
    maxInFlight = Math.max(maxInFlight, inFlight)
    res.on('close', () => inFlight--)
    const chunks = []
    req.on('data', c => chunks.push(c))
    req.on('end', () => {
      const [status, body, headers = {}] = route(req.method, url, Buffer.concat(chunks).toString('utf8'))
      const send = () => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers })
        res.end(body)
      }
      if (latency > 0) setTimeout(send, latency)
      else send()
    })
  })
  server.keepAliveTimeout = 30_000
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`http://127.0.0.1:${server.address().port}\n`)
  })
  process.on('SIGTERM', () => process.exit(0))
}
