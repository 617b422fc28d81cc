// The mirrors case of `npm run bench` (issue 39: applying 200 mirrors against the real target
// ≤ 1.15× the wall time of a raw script that sends the same 200 POST /repos/migrate at the same
// concurrency). On a real Gitea (real-server.ts: the one SVC_E2E_* describe, else a throwaway
// 1.26.4 from scripts/real-gitea.sh's cached build; without either the row says it was skipped),
// an organization of REPOS repositories is made, the server's own source over loopback; then each
// round times, as whole cold processes, in turn first:
//   svc apply  of `mirrors: [{ from: that organization, to: a new one }]` with --migrations C (its
//              plan lists the source and the target; each migration looks its name up first);
//   raw        scripts/bench/migrate-raw.mjs: the source's list, then the same POST /repos/migrate
//              into another new organization, C in flight.
// Each round's copies are counted on the server (REPOS each, or the case fails). Hooked into
// scripts/bench.ts, which passes its helpers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Figures, Place, Sample as Measured } from './kit.js'
import { allPages, extraToken, pool, realGiteaBuilt, realServer, restOf, timedProcess } from './real-server.js'

export interface MirrorsKit extends Place, Figures {
  tmp: string
}

export interface MirrorsOptions {
  repos: number
  concurrency: number
  runs: number
  /** The Gitea version started when SVC_E2E_* name no server. */
  version: string
}

type Sample = Pick<Measured, 'ms' | 'rssKiB'>

export async function mirrorsCase(kit: MirrorsKit, o: MirrorsOptions): Promise<void> {
  const what = `applying ${o.repos} mirrors against a real Gitea, --migrations ${o.concurrency}`
  if (!process.env.SVC_E2E_URL && !realGiteaBuilt(o.version)) {
    kit.row(
      `${kit.heavy.name}: ${what}`,
      `skipped: no real Gitea ${o.version} built (scripts/real-gitea.sh --version ${o.version} --build-only)`,
      '',
      '',
      ''
    )
    return
  }
  const server = await realServer(o.version)
  try {
    const rest = restOf(server)
    const run = Math.random().toString(36).slice(2, 7)
    const source = `bms${run}`
    // The source is the same server: a token of its own for it (the credential rule refuses the connection's).
    const sourceToken = await extraToken(server, `bench-mirrors-${run}`, ['read:repository', 'read:organization', 'read:user'])
    await rest('POST', '/orgs', { username: source })
    await pool(4, o.repos, async i => {
      await rest('POST', `/orgs/${source}/repos`, { name: `r${String(i).padStart(4, '0')}`, auto_init: true, default_branch: 'main' })
    })

    const samples: Record<'svc' | 'raw', Sample[]> = { svc: [], raw: [] }
    for (let r = 0; r < o.runs; r++) {
      const to = { svc: `bmv${run}${r}`, raw: `bmr${run}${r}` }
      for (const org of Object.values(to)) await rest('POST', '/orgs', { username: org })
      const file = join(kit.tmp, `mirrors-${run}-${r}.yaml`)
      writeFileSync(
        file,
        `mirrors:\n  - from: { service: gitea, owner: ${source}, url: ${server.url}, token_from_env: BENCH_SOURCE_TOKEN }\n    to: ${to.svc}\n    interval: 8h\n`
      )
      const cases = {
        svc: () =>
          measured(kit, 'svc apply', [join(kit.dist, 'cli.js'), 'apply', '-f', file, '--yes', '--migrations', String(o.concurrency)], {
            SVC_SERVER_URL: server.url,
            SVC_TOKEN: server.adminToken,
            BENCH_SOURCE_TOKEN: sourceToken
          }),
        raw: () =>
          measured(kit, 'the raw script', [join(kit.bench, 'migrate-raw.mjs')], {
            BENCH_URL: server.url,
            BENCH_TOKEN: server.adminToken,
            BENCH_SOURCE: source,
            BENCH_TO: to.raw,
            BENCH_MIGRATIONS: String(o.concurrency)
          })
      }
      // Who goes first alternates: the server's state (and the machine's load) changes as it fills.
      const order = r % 2 === 0 ? (['svc', 'raw'] as const) : (['raw', 'svc'] as const)
      for (const which of order) samples[which].push(await cases[which]())
      for (const which of order) {
        const copies = (await allPages(rest, `/orgs/${to[which]}/repos`)).filter(x => x.mirror === true).length
        if (copies !== o.repos) throw new Error(`mirrors case: ${which} made ${copies} mirrors in ${to[which]}, not ${o.repos}`)
      }
    }
    const { median, ms, mib, ratio } = kit
    const { svc, raw } = samples
    const rounds = svc.map((s, i) => s.ms / raw[i].ms)
    kit.row(
      `${kit.heavy.name}: mirrors floor, raw script: list the source, ${o.repos} POST /repos/migrate, ${o.concurrency} in flight (Gitea ${server.version}, its own source; ${o.runs} rounds)`,
      ms(median(raw.map(s => s.ms))),
      '1.00×',
      mib(median(raw.map(s => s.rssKiB))),
      '1.00×'
    )
    kit.row(
      `${kit.heavy.name}: svc apply of a mirrors entry, ${o.repos} mirrors, --migrations ${o.concurrency} (rounds: ${rounds.map(ratio).join(', ')}; target ≤ 1.15×)`,
      ms(median(svc.map(s => s.ms))),
      ratio(median(rounds)),
      mib(median(svc.map(s => s.rssKiB))),
      ratio(median(svc.map(s => s.rssKiB)) / median(raw.map(s => s.rssKiB)))
    )
  } finally {
    await server.stop()
  }
}

let seq = 0
/** One cold process under the bench's RSS preload; it must succeed. */
async function measured(kit: MirrorsKit, what: string, args: string[], env: Record<string, string>): Promise<Sample> {
  const rssFile = join(kit.tmp, `rss-mirrors-${process.pid}-${seq++}`)
  const t = await timedProcess(['-r', join(kit.bench, 'rss.cjs'), ...args], { ...env, BENCH_RSS_FILE: rssFile }, kit.tmp, kit.heavy.bin)
  if (t.code !== 0) throw new Error(`mirrors case: ${what} exited ${t.code}: ${(t.err || t.out).slice(-2000)}`)
  const [rssKiB] = readFileSync(rssFile, 'utf8').trim().split(' ').map(Number)
  rmSync(rssFile, { force: true })
  return { ms: t.ms, rssKiB }
}
