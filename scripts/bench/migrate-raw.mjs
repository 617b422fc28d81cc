// The raw script `npm run bench`'s mirrors case compares `svc apply` with: every repository of the
// source organization (its list, 50 a page), then one POST /repos/migrate each into the target
// organization, BENCH_MIGRATIONS in flight, with undici. Writes how many copies were made; exits 1
// when one failed. BENCH_URL, BENCH_TOKEN (the target's token, which the source takes too),
// BENCH_SOURCE, BENCH_TO.
import { Agent, request } from 'undici'

const { BENCH_URL: url, BENCH_TOKEN: token, BENCH_SOURCE: source, BENCH_TO: to } = process.env
const n = Number(process.env.BENCH_MIGRATIONS)
// A migration answers when its clone is done: no time limit on the answer.
const dispatcher = new Agent({ connections: n, headersTimeout: 0, bodyTimeout: 0 })
const headers = { authorization: `token ${token}`, 'content-type': 'application/json' }
const repos = []
for (let page = 1; ; page++) {
  const rows = await (await request(`${url}/api/v1/orgs/${source}/repos?limit=50&page=${page}`, { headers, dispatcher })).body.json()
  repos.push(...rows)
  if (rows.length < 50) break
}
let next = 0
let made = 0
await Promise.all(
  Array.from({ length: n }, async () => {
    while (next < repos.length) {
      const r = repos[next++]
      const body = JSON.stringify({
        clone_addr: r.clone_url,
        service: 'gitea',
        repo_owner: to,
        repo_name: r.name,
        mirror: true,
        mirror_interval: '8h',
        private: r.private,
        auth_token: token
      })
      const res = await request(`${url}/api/v1/repos/migrate`, { method: 'POST', headers, body, dispatcher })
      const text = await res.body.text()
      if (res.statusCode === 201) made++
      else {
        console.error(`${r.name}: ${res.statusCode} ${text.slice(0, 300)}`)
        process.exitCode = 1
      }
    }
  })
)
process.stdout.write(`${made}\n`)
await dispatcher.close()
