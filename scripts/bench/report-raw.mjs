// The report case's floor (scripts/bench/report.ts): the lists `svc report access` reads, read
// with raw undici and C requests in flight over one pool, each as soon as what it needs is known:
// every page of /admin/users and /admin/orgs, then each owner's repositories (organizations and
// users), then at once each organization's teams (and each team's members and repositories) and
// each repository's collaborators (and each one's permission). Writes one line: what it read.
// Usage: node report-raw.mjs C   (BENCH_URL, BENCH_TOKEN)
import { Agent, request } from 'undici'

const conc = Number(process.argv[2] ?? 8)
const url = process.env.BENCH_URL
const dispatcher = new Agent({ connections: conc, keepAliveTimeout: 10_000 })
const headers = { authorization: `token ${process.env.BENCH_TOKEN}`, accept: 'application/json' }

// One queue, C at a time: every request of the read waits its turn here.
let running = 0
const waiting = []
async function get(path) {
  if (running >= conc) await new Promise(resolve => waiting.push(resolve))
  running++
  try {
    const res = await request(`${url}/api/v1${path}`, { headers, dispatcher })
    const body = await res.body.json()
    if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode}`)
    return { total: res.headers['x-total-count'] === undefined ? undefined : Number(res.headers['x-total-count']), body }
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** Every page of a list: page 1, then the rest at once where the total is known; else until a short page. */
async function everyPage(path) {
  const sep = path.includes('?') ? '&' : '?'
  const first = await get(`${path}${sep}page=1&limit=50`)
  if (first.total !== undefined) {
    const pages = Math.ceil(first.total / 50)
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get(`${path}${sep}page=${i + 2}&limit=50`)))
    return [first.body, ...rest.map(r => r.body)].flat()
  }
  const rows = [...first.body]
  for (let p = 2, last = first.body; last.length === 50; p++) {
    last = (await get(`${path}${sep}page=${p}&limit=50`)).body
    rows.push(...last)
  }
  return rows
}

const [users, orgs] = await Promise.all([everyPage('/admin/users'), everyPage('/admin/orgs')])
const repos = (
  await Promise.all([...orgs.map(o => everyPage(`/orgs/${o.username}/repos`)), ...users.map(u => everyPage(`/users/${u.login}/repos`))])
).flat()
let members = 0
let teamRepos = 0
let collaborators = 0
const [teams] = await Promise.all([
  Promise.all(
    orgs.map(async o => {
      const list = await everyPage(`/orgs/${o.username}/teams`)
      await Promise.all(
        list.map(async t => {
          const [m, r] = await Promise.all([
            everyPage(`/teams/${t.id}/members`),
            t.includes_all_repositories ? [] : everyPage(`/teams/${t.id}/repos`)
          ])
          members += m.length
          teamRepos += r.length
        })
      )
      return list.length
    })
  ),
  Promise.all(
    repos.map(async r => {
      const list = await everyPage(`/repos/${r.full_name}/collaborators`)
      collaborators += list.length
      await Promise.all(list.map(c => get(`/repos/${r.full_name}/collaborators/${c.login}/permission`)))
    })
  )
])
process.stdout.write(
  `users=${users.length} orgs=${orgs.length} repos=${repos.length} teams=${teams.reduce((a, b) => a + b, 0)} members=${members} team_repos=${teamRepos} collaborators=${collaborators}\n`
)
await dispatcher.close()
