// The benchmark's stub forge: a plain node:http server in its own process that answers the few
// routes the benchmark calls (GET /api/v1/user, GET /api/v1/admin/users with page/limit and
// X-Total-Count, GET /api/v1/version) after a fixed latency. Prints its URL on the first line.
// Usage: node stub.mjs [--latency MS] [--users N]
import { createServer } from 'node:http'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const LATENCY = arg('latency', 0)
const USERS = arg('users', 10_000)

const user = id => ({
  id,
  login: `user${id}`,
  login_name: '',
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
  username: `user${id}`
})
const ME = JSON.stringify(user(1))

// The most requests in flight at once since the last GET /__stats (which answers and resets it).
let inFlight = 0
let maxInFlight = 0
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://stub')
  if (url.pathname === '/__stats') {
    res.end(JSON.stringify({ maxInFlight }))
    maxInFlight = 0
    return
  }
  inFlight++
  maxInFlight = Math.max(maxInFlight, inFlight)
  res.on('close', () => inFlight--)
  const answer = (status, body, headers = {}) => {
    const send = () => {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers })
      res.end(body)
    }
    if (LATENCY > 0) setTimeout(send, LATENCY)
    else send()
  }
  req.resume()
  req.on('end', () => {
    if (url.pathname === '/api/v1/user') return answer(200, ME)
    if (url.pathname === '/api/v1/version') return answer(200, '{"version":"11.0.0+gitea-1.22.0"}')
    if (url.pathname === '/api/v1/admin/users') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
      const limit = Math.max(1, Math.min(50, Number(url.searchParams.get('limit') ?? 50)))
      const rows = []
      for (let id = (page - 1) * limit + 1; id <= Math.min(USERS, page * limit); id++) rows.push(user(id))
      return answer(200, JSON.stringify(rows), { 'x-total-count': String(USERS) })
    }
    answer(404, '{"message":"not found"}')
  })
})
server.keepAliveTimeout = 30_000
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`)
})
process.on('SIGTERM', () => process.exit(0))
