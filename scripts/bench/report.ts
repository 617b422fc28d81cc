// The report case of `npm run bench` (issue 40): `svc report access -o json` over an instance of
// USERS users, TEAMS teams and REPOS repositories (scripts/bench/report-stub.mjs) against a raw
// undici read of the same lists with as many requests in flight (report-raw.mjs), and the floor
// (floor.mjs: node and one request), all cold processes in the same rounds. Wall time is compared
// with the raw read's; memory as peak RSS above the floor's (what each adds to a bare node
// process), so that node's own share does not hide the difference. The stub counts each one's
// requests. Hooked into scripts/bench.ts, which passes its helpers.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Case, Figures, Place, Sample, Stats } from './kit.js'

export interface ReportKit extends Place, Figures {
  latency: number
  runs: number
  token: string
  pairedWithStats(stub: { url: string }, cases: Case[], runs: number): Promise<{ samples: Sample[][]; stats: Stats[] }>
}

export interface ReportSize {
  users: number
  teams: number
  repos: number
  concurrency: number
}

export async function reportCase(kit: ReportKit, size: ReportSize): Promise<void> {
  const { median, ms, mib, ratio } = kit
  const child = spawn(
    kit.heavy.bin,
    [
      join(kit.bench, 'report-stub.mjs'),
      '--latency',
      String(kit.latency),
      '--users',
      String(size.users),
      '--teams',
      String(size.teams),
      '--repos',
      String(size.repos)
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const url = await new Promise<string>((ok, fail) => {
    child.stdout.once('data', (d: Buffer) => ok(d.toString().trim()))
    child.once('exit', code => fail(new Error(`report stub exited ${code}`)))
  })
  try {
    const env = { BENCH_URL: url, BENCH_TOKEN: kit.token }
    const { samples, stats } = await kit.pairedWithStats(
      { url },
      [
        { name: 'floor', bin: kit.heavy.bin, args: [join(kit.bench, 'floor.mjs')], env },
        {
          name: 'raw',
          bin: kit.heavy.bin,
          args: [join(kit.bench, 'report-raw.mjs'), String(size.concurrency)],
          env,
          expect: new RegExp(`^users=${size.users} orgs=\\d+ repos=${size.repos} teams=${size.teams} `)
        },
        {
          name: 'report',
          bin: kit.heavy.bin,
          args: [join(kit.dist, 'cli.js'), 'report', 'access', '-o', 'json', '--concurrency', String(size.concurrency)],
          env: { SVC_SERVER_URL: url, SVC_TOKEN: kit.token, SVC_VARIANT: 'gitea' },
          expect: /"format": "svc-access-report\/1"/
        }
      ],
      kit.runs
    )
    const [floor, raw, report] = samples
    const above = (ss: Sample[]) => median(ss.map(s => s.rssKiB)) - median(floor.map(s => s.rssKiB))
    const requests = (s: Stats) => `${s.requests} requests, max ${s.maxInFlight} in flight`
    const what = `${size.users} users, ${size.teams} teams, ${size.repos} repositories, ${kit.latency} ms latency`
    kit.row(
      `${kit.heavy.name}: access review floor, raw undici reads of ${what}, ${size.concurrency} in flight (${requests(stats[1])})`,
      ms(median(raw.map(s => s.ms))),
      '1.00×',
      `${mib(median(raw.map(s => s.rssKiB)))} (${mib(above(raw))} above node's)`,
      '1.00×'
    )
    kit.row(
      `${kit.heavy.name}: svc report access -o json, the same instance, --concurrency ${size.concurrency} (${requests(stats[2])})`,
      ms(median(report.map(s => s.ms))),
      ratio(median(report.map((s, i) => s.ms / raw[i].ms))),
      `${mib(median(report.map(s => s.rssKiB)))} (${mib(above(report))} above node's)`,
      `${ratio(median(report.map(s => s.rssKiB)) / median(raw.map(s => s.rssKiB)))} (${ratio(above(report) / above(raw))} above node's)`
    )
  } finally {
    child.kill('SIGTERM')
  }
}
