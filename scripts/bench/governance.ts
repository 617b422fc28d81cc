// The governance case of `npm run bench` (issue 30): `svc plan` of a file whose top-level
// repo_defaults give every repository of an owner (REPOS of them, on the stub) a branch protection
// of main and three labels, against a raw undici loop reading the same lists (the repositories'
// pages, then each repository's branch protections and labels) with as many requests in flight.
// The stub counts the requests of each. Hooked into scripts/bench.ts, which passes its helpers.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Case, Figures, Place, Sample, Stats } from './kit.js'

/** What scripts/bench.ts lends this case: where things are, and its process runner, stub and table. */
export interface BenchKit extends Place, Figures {
  tmp: string
  latency: number
  runs: number
  token: string
  startStub(latency: number, users: number, more?: string[]): Promise<{ url: string; stop(): void }>
  pairedWithStats(stub: { url: string }, cases: Case[], runs: number): Promise<{ samples: Sample[][]; stats: Stats[] }>
}

/** The file: one pattern default over gov's repositories, as the stub holds them (one in 100 asks 1 approval where it has 2). */
const STATE = `repo_defaults:
  - match: "gov/*"
    branch_protections:
      main:
        enable_push: true
        enable_push_whitelist: true
        push_whitelist_usernames: [user1]
        required_approvals: 1
        enable_status_check: true
        status_check_contexts: [ci/build]
        block_on_rejected_reviews: true
    labels:
      bug: { color: "#ee0701", description: Something is broken }
      feature: { color: "#0e8a16", description: New functionality }
      triage: { color: "#fbca04", description: Needs a look }
`

export async function governanceCase(kit: BenchKit, repos: number, concurrency: number): Promise<void> {
  const { median, ms, mib, ratio } = kit
  const file = join(kit.tmp, 'governance-state.yaml')
  writeFileSync(file, STATE)
  const stub = await kit.startStub(kit.latency, 10, ['--repos', String(repos)])
  try {
    const { samples, stats } = await kit.pairedWithStats(
      stub,
      [
        {
          name: 'raw',
          bin: kit.heavy.bin,
          args: [join(kit.bench, 'raw-loop.mjs'), 'governance', '0', String(concurrency)],
          env: { BENCH_URL: stub.url, BENCH_TOKEN: kit.token }
        },
        {
          name: 'plan',
          bin: kit.heavy.bin,
          args: [join(kit.dist, 'cli.js'), 'plan', '-f', file, '--concurrency', String(concurrency)],
          env: { SVC_SERVER_URL: stub.url, SVC_TOKEN: kit.token, SVC_VARIANT: 'gitea' }
        }
      ],
      kit.runs
    )
    const [raw, plan] = samples
    const requests = (s: Stats) => `${s.requests} requests, max ${s.maxInFlight} in flight`
    kit.row(
      `${kit.heavy.name}: governance floor, raw undici reads of ${repos} repositories' protections and labels, ${kit.latency} ms latency (${requests(stats[0])})`,
      ms(median(raw.map(s => s.ms))),
      '1.00×',
      mib(median(raw.map(s => s.rssKiB))),
      '1.00×'
    )
    kit.row(
      `${kit.heavy.name}: svc plan, repo_defaults over ${repos} repositories, --concurrency ${concurrency} (${requests(stats[1])})`,
      ms(median(plan.map(s => s.ms))),
      ratio(median(plan.map((s, i) => s.ms / raw[i].ms))),
      mib(median(plan.map(s => s.rssKiB))),
      ratio(median(plan.map(s => s.rssKiB)) / median(raw.map(s => s.rssKiB)))
    )
  } finally {
    stub.stop()
  }
}
