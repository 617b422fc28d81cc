// The source of `npm run bench`'s sources case: GitHub's REST API as an Enterprise server answers an
// organization's repository list (/api/v3/orgs/acme/repos), REPOS records paged by per_page (at most
// 100) with Link next/last and rate-limit headers, each answer after --latency ms. Prints its URL.
//   node source-stub.mjs --latency 20 --repos 5000
import { createServer } from 'node:http'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const LATENCY = arg('latency', 20)
const REPOS = arg('repos', 5000)
const STAMP = '2026-01-05T10:00:00Z'
let origin = ''
const record = i => ({
  id: 1000 + i,
  name: `repo-${i}`,
  full_name: `acme/repo-${i}`,
  private: i % 10 === 0,
  owner: { login: 'acme', id: 7, type: 'Organization' },
  html_url: `${origin}/acme/repo-${i}`,
  description: `repository number ${i}, with a description of ordinary length`,
  fork: i % 7 === 0,
  url: `${origin}/api/v3/repos/acme/repo-${i}`,
  clone_url: `${origin}/acme/repo-${i}.git`,
  ssh_url: `git@127.0.0.1:acme/repo-${i}.git`,
  default_branch: 'main',
  archived: i % 11 === 0,
  size: i,
  has_wiki: i % 2 === 0,
  has_issues: true,
  topics: ['bench'],
  visibility: i % 10 === 0 ? 'private' : 'public',
  created_at: STAMP,
  updated_at: STAMP,
  pushed_at: STAMP
})

const server = createServer((req, res) => {
  const url = new URL(req.url, origin)
  setTimeout(() => {
    if (url.pathname !== '/api/v3/orgs/acme/repos') {
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end('{"message":"Not Found"}')
    }
    const per = Math.min(100, Number(url.searchParams.get('per_page') ?? 30))
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
    const last = Math.ceil(REPOS / per)
    const at = p => {
      const u = new URL(url)
      u.searchParams.set('page', String(p))
      return u.toString()
    }
    const links = page < last ? [`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`] : []
    const rows = []
    for (let i = (page - 1) * per; i < Math.min(REPOS, page * per); i++) rows.push(record(i))
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      ...(links.length ? { link: links.join(', ') } : {})
    })
    res.end(JSON.stringify(rows))
  }, LATENCY)
})
server.keepAliveTimeout = 10_000
server.listen(0, '127.0.0.1', () => {
  origin = `http://127.0.0.1:${server.address().port}`
  process.stdout.write(`${origin}\n`)
})
process.on('SIGTERM', () => process.exit(0))
