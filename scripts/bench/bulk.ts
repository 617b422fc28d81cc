// Bench case of bulk work from the shell (issue 31): `svc admin users create --params @users.json`
// with N users against the action's batch of the same N (`action: users_create`, `params` the same
// array), each a whole process started cold, in paired runs against the stub forge with latency.
// The target: the CLI ≤ 1.3× the action. scripts/bench.ts calls bulkCases (`--only-bulk`: only this;
// `--bulk-users 20`, `--bulk-runs 11`).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface BulkSample {
  ms: number
  rssKiB: number
  cpuMs: number
}

/** What bench.ts lends this case: where things are, how it runs processes, how it prints a row. */
export interface BulkBench {
  /** The stub forge with latency. */
  url: string
  latency: number
  node: { name: string; bin: string }
  dist: string
  tmp: string
  token: string
  actionEnv(url: string, extra: Record<string, string>): Record<string, string>
  paired(
    cases: Array<{ name: string; bin: string; args: string[]; env: Record<string, string>; expect?: RegExp }>,
    runs: number
  ): BulkSample[][]
  row(...cells: string[]): void
  maxInFlight(): Promise<number>
}

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export async function bulkCases(b: BulkBench): Promise<void> {
  const users = arg('bulk-users', 20)
  const runs = arg('bulk-runs', 11)
  const items = Array.from({ length: users }, (_, i) => ({
    username: `bulk${i}`,
    email: `bulk${i}@example.com`,
    password: `Bulk-pw-${i}-0123456789`
  }))
  const file = join(b.tmp, 'bulk-users.json')
  writeFileSync(file, JSON.stringify(items))
  const params = JSON.stringify(items)
  // The same concurrency for both: the action's default.
  const action = b.actionEnv(b.url, { INPUT_DOMAIN: 'admin', INPUT_ACTION: 'users_create', INPUT_PARAMS: params })
  const cli = { SVC_SERVER_URL: b.url, SVC_TOKEN: b.token, SVC_VARIANT: 'forgejo' }
  await b.maxInFlight()
  const [byAction, byCli] = b.paired(
    [
      { name: 'action', bin: b.node.bin, args: [join(b.dist, 'index.js')], env: action },
      {
        name: 'cli',
        bin: b.node.bin,
        args: [join(b.dist, 'cli.js'), 'admin', 'users', 'create', '--params', `@${file}`],
        env: cli,
        expect: new RegExp(`^\\[${users - 1} username bulk${users - 1}\\] created \\(201\\)$`, 'm')
      }
    ],
    runs
  )
  const inFlight = await b.maxInFlight()
  const ms = (x: number) => `${x.toFixed(0)} ms`
  const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`
  b.row(
    `${b.node.name}: bulk, action batch of ${users} users_create, ${b.latency} ms latency`,
    ms(median(byAction.map(s => s.ms))),
    '1.00×',
    mib(median(byAction.map(s => s.rssKiB))),
    ''
  )
  b.row(
    `${b.node.name}: bulk, svc admin users create --params @users.json (${users} users; at most ${inFlight} in flight)`,
    ms(median(byCli.map(s => s.ms))),
    `${median(byCli.map((s, i) => s.ms / byAction[i].ms)).toFixed(2)}×`,
    mib(median(byCli.map(s => s.rssKiB))),
    `${median(byCli.map((s, i) => s.rssKiB / byAction[i].rssKiB)).toFixed(2)}×`
  )
  b.row(
    `${b.node.name}: bulk, the CLI vs the action by CPU time`,
    ms(median(byCli.map(s => s.cpuMs))),
    `${median(byCli.map((s, i) => s.cpuMs / byAction[i].cpuMs)).toFixed(2)}×`,
    '',
    ''
  )
}
