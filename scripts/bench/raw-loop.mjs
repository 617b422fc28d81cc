// The raw undici loops svc is compared with. Writes one line: how many rows or calls.
//   batch N C          N calls of GET /user, C in flight over one Agent with C connections
//   paginate 0 C       every page of /admin/users: page 1, then the rest with C in flight, rows kept in order
//   plan C ORGS        what `svc plan` reads for a file of users (and, ORGS = 1, organizations with
//                      teams and their members): every page of /admin/users and /admin/orgs (page 1, then 8
//                      in flight), then per organization (C at a time) its teams, then per team (C at a
//                      time within the organization) its members, page by page (Gitea sends no total)
//   creates N C        every page of /admin/users, then N POST /admin/users with C in flight
//   posts N C          N POST /admin/users with C in flight (the batch of users_create)
//   governance 0 C     what `svc plan` reads for repositories' protections and labels: every page of
//                      /users/gov/repos, then each repository's branch protections and labels, C in flight
import { Agent, request } from 'undici'

const [mode, countArg, concArg] = process.argv.slice(2)
const url = process.env.BENCH_URL
const conc = Number(concArg)
// `plan` reads with as many connections as svc's client opens (16); the others with C.
const dispatcher = new Agent({ connections: mode === 'plan' ? 16 : conc, keepAliveTimeout: 10_000 })
const headers = { authorization: `token ${process.env.BENCH_TOKEN}`, accept: 'application/json' }
const get = async path => {
  const res = await request(`${url}/api/v1${path}`, { headers, dispatcher })
  return { total: Number(res.headers['x-total-count']), body: await res.body.json() }
}

/** Runs `task(i)` for i < n, `c` at a time. */
async function pool(n, c, task) {
  const out = new Array(n)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, c) }, async () => {
      while (next < n) {
        const i = next++
        out[i] = await task(i)
      }
    })
  )
  return out
}

/** Every page of a list that reports its total: page 1, then the rest `c` at a time, in order. */
async function everyPage(path, c = 8) {
  const first = await get(`${path}?page=1&limit=50`)
  const pages = Math.ceil(first.total / 50)
  const rest = await pool(Math.max(0, pages - 1), c, async i => (await get(`${path}?page=${i + 2}&limit=50`)).body)
  return [first.body, ...rest].flat()
}

/** Every page of a list without a total: until a short page. */
async function pageByPage(path) {
  const rows = []
  for (let p = 1; ; p++) {
    const { body } = await get(`${path}?page=${p}&limit=50`)
    rows.push(...body)
    if (body.length < 50) return rows
  }
}

if (mode === 'batch') {
  const n = Number(countArg)
  const out = await pool(n, conc, async () => (await get('/user')).body)
  process.stdout.write(`calls=${out.length}\n`)
} else if (mode === 'paginate') {
  const rows = await everyPage('/admin/users', conc)
  process.stdout.write(`rows=${rows.length}\n`)
} else if (mode === 'plan') {
  const withOrgs = countArg === '1'
  const [users, orgs] = await Promise.all([everyPage('/admin/users'), withOrgs ? everyPage('/admin/orgs') : []])
  let teams = 0
  let members = 0
  await pool(orgs.length, conc, async i => {
    const list = await everyPage(`/orgs/${orgs[i].name}/teams`)
    teams += list.length
    await pool(list.length, conc, async k => {
      // Read first, then add: `members += await ...` would add to the value from before the await.
      const rows = await pageByPage(`/teams/${list[k].id}/members`)
      members += rows.length
    })
  })
  process.stdout.write(`users=${users.length} orgs=${orgs.length} teams=${teams} members=${members}\n`)
} else if (mode === 'creates' || mode === 'posts') {
  const n = Number(countArg)
  const existing = mode === 'creates' ? await everyPage('/admin/users') : []
  const out = await pool(n, conc, async i => {
    const res = await request(`${url}/api/v1/admin/users`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `new${i + 1}`,
        email: `new${i + 1}@example.com`,
        password: process.env.BENCH_PASSWORD,
        must_change_password: false
      }),
      dispatcher
    })
    if (res.statusCode !== 201) throw new Error(`POST /admin/users: ${res.statusCode}`)
    return res.body.json()
  })
  process.stdout.write(`existing=${existing.length} created=${out.length}\n`)
} else if (mode === 'governance') {
  const repos = await everyPage('/users/gov/repos')
  const lists = await pool(repos.length * 2, conc, async i => {
    const base = `/repos/${repos[i >> 1].full_name}`
    return i % 2 ? everyPage(`${base}/labels`) : (await get(`${base}/branch_protections`)).body
  })
  process.stdout.write(`repos=${repos.length} rows=${lists.flat().length}\n`)
} else throw new Error(`unknown mode ${mode}`)
await dispatcher.close()
