// The raw fetch `npm run bench`'s sources case compares svc with: every page of the stub's
// organization list with undici, page 1 then the rest 8 in flight (as many as svc's source client),
// the rows kept in order. Writes how many rows.
import { Agent, request } from 'undici'

const url = process.env.BENCH_URL
const dispatcher = new Agent({ connections: 8, keepAliveTimeout: 10_000 })
const headers = { authorization: `Bearer ${process.env.BENCH_TOKEN}`, accept: 'application/json' }
const page = async n => (await request(`${url}/api/v3/orgs/acme/repos?per_page=100&page=${n}`, { headers, dispatcher })).body.json()
const first = await request(`${url}/api/v3/orgs/acme/repos?per_page=100&page=1`, { headers, dispatcher })
const last = Number(/[?&]page=(\d+)>; rel="last"/.exec(first.headers.link ?? '')?.[1] ?? 1)
const pages = [await first.body.json()]
let next = 2
await Promise.all(
  Array.from({ length: Math.min(8, Math.max(0, last - 1)) }, async () => {
    while (next <= last) {
      const n = next++
      pages[n - 1] = await page(n)
    }
  })
)
process.stdout.write(`${pages.flat().length}\n`)
await dispatcher.close()
