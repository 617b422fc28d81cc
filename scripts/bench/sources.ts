// The sources case of `npm run bench` (issue 39): `svc repo sources list github acme` reading an
// organization of REPOS repositories (100 a page) from a GitHub-like stub (source-stub.mjs) against
// a raw undici fetch of the same pages with as many in flight (source-raw.mjs); both are cold
// processes. Hooked into scripts/bench.ts, which passes its helpers.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { Case, Figures, Place, Sample } from './kit.js'

export interface SourcesKit extends Place, Figures {
  latency: number
  runs: number
  token: string
  paired(cases: Case[], runs: number): Sample[][]
}

export async function sourcesCase(kit: SourcesKit, repos: number): Promise<void> {
  const { median, ms, mib, ratio } = kit
  const child = spawn(kit.heavy.bin, [join(kit.bench, 'source-stub.mjs'), '--latency', String(kit.latency), '--repos', String(repos)], {
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const url = await new Promise<string>((ok, fail) => {
    child.stdout.once('data', (d: Buffer) => ok(d.toString().trim()))
    child.once('exit', code => fail(new Error(`source stub exited ${code}`)))
  })
  try {
    const count = new RegExp(`^${repos}\\n$`)
    const [raw, svc] = kit.paired(
      [
        {
          name: 'raw',
          bin: kit.heavy.bin,
          args: [join(kit.bench, 'source-raw.mjs')],
          env: { BENCH_URL: url, BENCH_TOKEN: kit.token },
          expect: count
        },
        {
          name: 'svc',
          bin: kit.heavy.bin,
          // The rows as JSON (the last one in them: every page arrived), as a script would read them.
          args: [
            join(kit.dist, 'cli.js'),
            'repo',
            'sources',
            'list',
            'github',
            'acme',
            '--url',
            url,
            '--auth-token-env',
            'BENCH_SOURCE_TOKEN',
            '-o',
            'json'
          ],
          // The forge is never asked (sources_list sends nothing to it); the CLI wants one all the same.
          env: { SVC_SERVER_URL: url, SVC_TOKEN: kit.token, BENCH_SOURCE_TOKEN: kit.token },
          expect: new RegExp(`"full_name":"acme/repo-${repos - 1}"`)
        }
      ],
      kit.runs
    )
    const pages = Math.ceil(repos / 100)
    row(kit, `listing ${repos} source repositories (${pages} pages, ${kit.latency} ms each), raw undici, 8 in flight`, raw, raw)
    row(kit, `listing ${repos} source repositories: svc repo sources list github`, svc, raw)
  } finally {
    child.kill('SIGTERM')
  }
  function row(k: SourcesKit, name: string, ss: Sample[], base: Sample[]) {
    k.row(
      `${k.heavy.name}: ${name}`,
      ms(median(ss.map(s => s.ms))),
      ratio(median(ss.map((s, i) => s.ms / base[i].ms))),
      mib(median(ss.map(s => s.rssKiB))),
      ratio(median(ss.map(s => s.rssKiB)) / median(base.map(s => s.rssKiB)))
    )
  }
}
