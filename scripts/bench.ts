// Benchmark: throughput of the forge client over one keep-alive pool against the simulated forge
// on loopback, at several concurrency levels, and the cost of fetching a long list page by page.
// It prints figures; nothing asserts on them. Run: npm run bench [-- --calls 400]
import { performance } from 'node:perf_hooks'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { findOperation } from '../src/registry/index.js'
import { FIXTURES } from '../__tests__/sim/fixtures.js'
import { startForge } from '../__tests__/sim/forge.js'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const CALLS = arg('calls', 400)

async function timed(calls: number, concurrency: number, one: () => Promise<unknown>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls) {
        next++
        const t = performance.now()
        await one()
        latencies.push(performance.now() - t)
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1)
  return { rate: (calls / seconds).toFixed(0), p50: pct(50), p95: pct(95) }
}

const sim = await startForge({ variant: 'forgejo' })
try {
  const http = new ForgeHttp({ serverUrl: sim.url, token: FIXTURES.adminToken })
  const forge = new Forge(http, 'forgejo')
  const me = findOperation('users', 'me')
  console.log(`svc client benchmark: ${CALLS} calls of "me" per row, Node ${process.version}, simulated Forgejo on loopback`)
  console.log('concurrency  calls/s  p50 ms  p95 ms')
  for (const c of [1, 4, 16]) {
    const r = await timed(CALLS, c, () => forge.run(me, {}))
    console.log(`${String(c).padStart(11)}  ${r.rate.padStart(7)}  ${r.p50.padStart(6)}  ${r.p95.padStart(6)}`)
  }
  const list = findOperation('admin', 'users_list')
  for (const limit of [10, 50]) {
    sim.requests.length = 0
    const t = performance.now()
    const res = await forge.run(list, { limit }, { paginate: true })
    console.log(
      `users_list --paginate, limit ${limit}: ${(res.result as unknown[]).length} rows in ${sim.requests.length} requests, ${(performance.now() - t).toFixed(1)} ms`
    )
  }
  await http.close()
} finally {
  await sim.close()
}
