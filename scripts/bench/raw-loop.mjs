// The raw undici loops svc is compared with: `batch` (N calls of GET /user, C in flight over one
// Agent with C connections) and `paginate` (every page of /admin/users: page 1, then the rest
// with C in flight, rows kept in order). Writes one line: how many rows or calls.
import { Agent, request } from 'undici'

const [mode, countArg, concArg] = process.argv.slice(2)
const url = process.env.BENCH_URL
const conc = Number(concArg)
const dispatcher = new Agent({ connections: conc, keepAliveTimeout: 10_000 })
const headers = { authorization: `token ${process.env.BENCH_TOKEN}`, accept: 'application/json' }
const get = async path => {
  const res = await request(`${url}/api/v1${path}`, { headers, dispatcher })
  return { total: Number(res.headers['x-total-count']), body: await res.body.json() }
}

if (mode === 'batch') {
  const n = Number(countArg)
  const out = new Array(n)
  let next = 0
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (next < n) {
        const i = next++
        out[i] = (await get('/user')).body
      }
    })
  )
  process.stdout.write(`calls=${out.length}\n`)
} else {
  const first = await get('/admin/users?page=1&limit=50')
  const pages = Math.ceil(first.total / 50)
  const results = new Array(pages)
  results[0] = first.body
  let next = 2
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (next <= pages) {
        const p = next++
        results[p - 1] = (await get(`/admin/users?page=${p}&limit=50`)).body
      }
    })
  )
  const rows = results.flat()
  process.stdout.write(`rows=${rows.length}\n`)
}
await dispatcher.close()
