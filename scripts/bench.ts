// Benchmark: what users pay, compared in the same run. A stub forge runs in its own process
// (scripts/bench/stub.mjs, configurable latency); every case is a whole process started cold:
//   start-up  the action (dist/index.js, `me`, variant given), the CLI (`svc user me`, `svc --version`,
//             a completion request `svc complete -- org te`, a help page `svc org --help`) and the tool server (`svc mcp`, from its
//             start to its answer of tools/list) against the floor (scripts/bench/floor.mjs: a bare
//             node:http GET that writes one output line), on Node 20 and Node 24, in paired runs (one
//             of each per round, order rotated)
//   batch     the action with N calls of `me`, and N of `users_create`, at concurrency C against a raw
//             undici loop with C in flight (the same GETs; the same POSTs)
//   paginate  the action's users_list with paginate against a raw undici loop (page 1, then 8 in flight)
//   memory    peak RSS per row of a 100,000-row paginate, above the floor process's RSS
//   plan      `svc plan` of a file naming every user of an instance of 10,000 users (and, when the
//             engine has the orgs collection, 500 organizations with 2,000 teams and their members)
//             against a raw loop reading the same lists with as many requests in flight; the stub
//             counts the requests of each
//   apply     `svc apply` of 1,000 new users at --concurrency N against a raw pool of the same
//             requests (the list read, then N POSTs in flight)
//   governance `svc plan` of repo_defaults over 500 repositories' protections and labels against a raw
//             parallel read of the same lists (scripts/bench/governance.ts)
//   mcp-http  `svc mcp --http` (one process, warmed up) against the bare forwarder, both up at once
//             and measured in the same rounds: a tools/call of `me` one at a time and 100 at once
//             (100 users, a token each; wall and CPU time), tools/list (scripts/bench/mcp-http.ts)
//   bulk      `svc admin users create --params @users.json` with 20 users against the action's batch
//             of the same 20 (scripts/bench/bulk.ts)
//   report    `svc report access -o json` over 1,000 users, 200 teams and 2,000 repositories against a
//             raw parallel read of the same lists and the floor (scripts/bench/report.ts)
//   mirrors   `svc apply` of a mirrors entry bringing in 200 repositories, on a real Gitea (SVC_E2E_*,
//             else a throwaway one from scripts/real-gitea.sh's cached build; the row says skipped
//             without one), against a raw script of the same POST /repos/migrate (scripts/bench/mirrors.ts)
// It prints medians and ratios; nothing asserts on them. Public tools only: node, undici, child_process.
// Run: npm run bench [-- --runs 21 --heavy-runs 5 --latency 20 --users 10000 --calls 1000
//      --concurrency 32 --big 100000 --skip-node20 --state-runs 3 --orgs 500 --teams 2000
//      --members 3 --creates 1000 --apply-concurrency 32 --only-state --only-startup --dist DIR --same-answers
//      --mcp-calls 200 --mcp-rounds 15 --only-mcp-http --repos 500 --only-governance --only-bulk --bulk-users 20
//      --bulk-runs 11 --only-sources --source-repos 5000 --only-paginate --only-report --report-users 1000
//      --report-teams 200 --report-repos 2000 --only-batch --without compile-cache|front --only-mirrors
//      --mirror-repos 200 --mirror-concurrency 4 --mirror-runs 3 --mirror-gitea 1.26.4]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { OPERATIONS, toolSpec } from '../src/registry/index.js'
import { COLLECTIONS } from '../src/state/index.js'
import { bulkCases } from './bench/bulk.js'
import { governanceCase } from './bench/governance.js'
import type { Case, Sample, Stats } from './bench/kit.js'
import { mcpHttpCase } from './bench/mcp-http.js'
import { reportCase } from './bench/report.js'
import { mirrorsCase } from './bench/mirrors.js'
import { sourcesCase } from './bench/sources.js'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 21)
const HEAVY_RUNS = arg('heavy-runs', 5)
const LATENCY = arg('latency', 20)
const USERS = arg('users', 10_000)
const CALLS = arg('calls', 1000)
const CONCURRENCY = arg('concurrency', 32)
const BIG = arg('big', 100_000)
const STATE_RUNS = arg('state-runs', 3)
const ORGS = arg('orgs', 500)
const TEAMS = arg('teams', 2000)
const MEMBERS = arg('members', 3)
const CREATES = arg('creates', 1000)
const APPLY_CONCURRENCY = arg('apply-concurrency', 32)
const MCP_CALLS = arg('mcp-calls', 200)
const MCP_ROUNDS = arg('mcp-rounds', 15)
const REPOS = arg('repos', 500)
const SOURCE_REPOS = arg('source-repos', 5000)
const REPORT_SIZE = { users: arg('report-users', 1000), teams: arg('report-teams', 200), repos: arg('report-repos', 2000), concurrency: 8 }
// `--without compile-cache`: the measured processes run with NODE_DISABLE_COMPILE_CACHE=1 (both code
// caches off); `--without front`: the tool server's client sends an initialize its stdio front hands
// to the SDK (as every session would go without the front). Other devices: scripts/bench/without.mjs.
const WITHOUT_AT = process.argv.indexOf('--without')
const WITHOUT = WITHOUT_AT > 0 ? process.argv[WITHOUT_AT + 1] : undefined
if (WITHOUT !== undefined && WITHOUT !== 'compile-cache' && WITHOUT !== 'front')
  throw new Error(`--without ${WITHOUT}: compile-cache or front (other devices: scripts/bench/without.mjs)`)
// `--only-<case>` (one or more): only those cases run; without one, every case. The cases, in the
// order they run: startup (one call), batch (N calls), paginate (and memory per row), mcp-http,
// state (plan and apply), governance, bulk, sources, report, mirrors (on a real Gitea).
const CASES = ['startup', 'batch', 'paginate', 'mcp-http', 'state', 'governance', 'bulk', 'sources', 'report', 'mirrors'] as const
const ONLY = new Set(CASES.filter(c => process.argv.includes(`--only-${c}`)))
for (const a of process.argv)
  if (a.startsWith('--only-') && !(CASES as readonly string[]).includes(a.slice(7)))
    throw new Error(`${a}: no such case; the cases: ${CASES.join(', ')}`)
const runs = (c: (typeof CASES)[number]) => ONLY.size === 0 || ONLY.has(c)
// The mirrors case (scripts/bench/mirrors.ts): 200 mirrors applied on a real Gitea.
const MIRROR_GITEA_AT = process.argv.indexOf('--mirror-gitea')
const MIRRORS = {
  repos: arg('mirror-repos', 200),
  concurrency: arg('mirror-concurrency', 4),
  runs: arg('mirror-runs', 3),
  version: MIRROR_GITEA_AT > 0 ? process.argv[MIRROR_GITEA_AT + 1] : '1.26.4'
}
const TOKEN = 'bench-token-0123456789abcdef0123456789abcdef'
const TMP = join(ROOT, '.tmp', 'bench')
// The measured processes' temporary directory, where svc's and Node's code caches live by default:
// made empty for each run, so that each case's warm-up run writes the caches its rounds read (in
// the machine's shared /tmp they were whatever an earlier command wrote: the chunks' cache holds
// the functions of the run that wrote it).
const PROCESS_TMP = join(TMP, `tmp-${process.pid}`)
const BENCH = join(ROOT, 'scripts', 'bench')
// `--dist DIR`: the bundles measured (default dist/), e.g. another commit's, to compare in one sitting.
const DIST_AT = process.argv.indexOf('--dist')
const DIST = DIST_AT > 0 ? resolve(process.argv[DIST_AT + 1]) : join(ROOT, 'dist')
// `--same-answers` (with --dist, e.g. a copy from scripts/bench/without.mjs): before the start-up
// cases are measured, each is run once with dist/ and once with DIR, and their standard outputs must
// be the same bytes: a copy without a device is measured only when it still answers as dist/ does.
const SAME_ANSWERS = process.argv.includes('--same-answers')

const node24 = spawnSync(process.execPath, [join(ROOT, 'scripts', 'ensure-node24.mjs')], { encoding: 'utf8' }).stdout.trim()
const NODES: Array<{ name: string; bin: string }> = []
const node20 = process.env.NODE20_BIN ?? (process.version.startsWith('v20.') ? process.execPath : undefined)
if (node20 && !process.argv.includes('--skip-node20')) NODES.push({ name: 'Node 20', bin: node20 })
if (node24) NODES.push({ name: 'Node 24', bin: node24 })
const HEAVY = NODES[NODES.length - 1]

interface Stub {
  url: string
  stop(): void
}

async function startStub(latency: number, users: number, more: string[] = []): Promise<Stub> {
  const child = spawn(HEAVY.bin, [join(BENCH, 'stub.mjs'), '--latency', String(latency), '--users', String(users), ...more], {
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const url = await new Promise<string>((ok, fail) => {
    child.stdout.once('data', (d: Buffer) => ok(d.toString().trim()))
    child.once('exit', code => fail(new Error(`stub exited ${code}`)))
  })
  return { url, stop: () => child.kill('SIGTERM') }
}

let seq = 0
/** One cold process: wall time from spawn to exit, and its peak RSS (from the -r preload). */
function runProcess(bin: string, args: string[], env: Record<string, string>, input?: string, expect?: RegExp): Sample {
  const rssFile = join(TMP, `rss-${process.pid}-${seq++}`)
  const out = join(TMP, 'output')
  writeFileSync(out, '')
  // A job summary file starts empty for each run, as a runner's does for each step.
  if (env.GITHUB_STEP_SUMMARY) writeFileSync(env.GITHUB_STEP_SUMMARY, '')
  const started = performance.now()
  const r = spawnSync(bin, ['-r', join(BENCH, 'rss.cjs'), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: TMP,
      TMPDIR: PROCESS_TMP,
      BENCH_RSS_FILE: rssFile,
      GITHUB_OUTPUT: out,
      RUNNER_TEMP: TMP,
      ...(WITHOUT === 'compile-cache' ? { NODE_DISABLE_COMPILE_CACHE: '1' } : {}),
      ...env
    },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    input
  })
  const ms = performance.now() - started
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${(r.stderr || r.stdout).slice(0, 2000)}`)
  if (expect && !expect.test(r.stdout)) throw new Error(`${args.join(' ')} did not answer as expected: ${r.stdout.slice(0, 2000)}`)
  const [rssKiB, cpuMs] = readFileSync(rssFile, 'utf8').trim().split(' ').map(Number)
  rmSync(rssFile, { force: true })
  let logLines = 0
  for (let at = r.stdout.indexOf('\n'); at >= 0; at = r.stdout.indexOf('\n', at + 1)) logLines++
  return { ms, rssKiB, cpuMs, logLines }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/** Runs the cases `runs` times, one of each per round, the order rotated; returns samples by case. */
function paired(cases: Case[], runs: number): Sample[][] {
  const samples: Sample[][] = cases.map(() => [])
  for (const c of cases) runProcess(c.bin, c.args, c.env, c.input, c.expect) // warm the file cache, not the process
  for (let r = 0; r < runs; r++)
    for (let k = 0; k < cases.length; k++) {
      const i = (k + r) % cases.length
      const c = cases[i]
      samples[i].push(runProcess(c.bin, c.args, c.env, c.input, c.expect))
    }
  return samples
}

/**
 * `--same-answers`: each case of the bundles in DIST (not the floor) run once more with dist/'s in
 * their place; the two standard outputs must be the same bytes, but for what differs between two
 * runs of one bundle: the action's log tells each request's duration and its result file's random name.
 */
function sameAnswers(cases: Case[]): void {
  const own = join(ROOT, 'dist')
  const stdoutOf = (c: Case, to: string) => {
    const args = c.args.map(a => (a.startsWith(`${DIST}/`) ? join(to, a.slice(DIST.length + 1)) : a))
    const r = spawnSync(c.bin, args, {
      env: { PATH: process.env.PATH ?? '', HOME: TMP, TMPDIR: PROCESS_TMP, ...c.env },
      input: c.input,
      encoding: 'utf8'
    })
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 2000)}`)
    return r.stdout.replace(/\(\d+ ms\)/g, '(… ms)').replace(/(result file: .*-)[0-9a-f]+\.json$/gm, '$1….json')
  }
  for (const c of cases.filter(c => c.args.some(a => a.startsWith(`${DIST}/`)))) {
    const theirs = stdoutOf(c, DIST)
    if (theirs !== stdoutOf(c, own))
      throw new Error(`--same-answers: ${c.args.slice(1).join(' ')} (${c.name}) writes another output with ${DIST} than with dist/`)
    console.log(`same answer: ${c.name}, ${Buffer.byteLength(theirs)} bytes`)
  }
}

/**
 * What an MCP client sends to list the tools: initialize, the initialized notification and
 * tools/list, then the end of its input. The server answers and exits: the case's time runs from
 * the start of the process to that exit.
 */
const MCP_LIST_TOOLS = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'bench', version: '1' },
      // The front answers a plain initialize only: with _meta the SDK answers from the first message.
      ...(WITHOUT === 'front' ? { _meta: {} } : {})
    }
  },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' }
]
  .map(m => JSON.stringify(m))
  .join('\n')
  .concat('\n')

const actionEnv = (url: string, extra: Record<string, string>) => ({
  'INPUT_SERVER-URL': url,
  INPUT_TOKEN: TOKEN,
  INPUT_VARIANT: 'forgejo',
  INPUT_DOMAIN: 'users',
  INPUT_ACTION: 'me',
  ...extra
})
const rawEnv = (url: string) => ({ BENCH_URL: url, BENCH_TOKEN: TOKEN })

const rows: string[][] = []
const row = (...cells: string[]) => rows.push(cells)
/** Start-up by CPU time: on a shared machine, waiting for a core stretches wall time, not CPU time. */
const cpuRows: string[][] = []
const ms = (x: number) => `${x.toFixed(0)} ms`
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`
const ratio = (x: number) => `${x.toFixed(2)}×`

// ---- desired state: plan and apply ----

/** Whether the engine has organizations with teams (and their members): the plan case then reads them too. */
function engineHasOrgTeams(): boolean {
  const orgs = COLLECTIONS.find(c => c.key === 'orgs')
  const teams = orgs?.children?.find(c => c.key === 'teams')
  return teams !== undefined
}

const UNITS = [
  'repo.actions',
  'repo.code',
  'repo.ext_issues',
  'repo.ext_wiki',
  'repo.issues',
  'repo.packages',
  'repo.projects',
  'repo.pulls',
  'repo.releases',
  'repo.wiki'
]
// The stub's members of team n (scripts/bench/stub.mjs memberOf): the file lists the same ones.
const memberLogin = (n: number, j: number) => `user${((n * 7919 + j * 104_729) % USERS) + 1}`

/** A file naming every user of the stub as it holds them, one in 100 with another full name (an update). */
function planStateYaml(withOrgs: boolean): string {
  const out: string[] = ['users:']
  for (let id = 1; id <= USERS; id++) {
    out.push(`  user${id}:`, `    email: user${id}@example.com`, `    full_name: ${id % 100 === 0 ? 'Renamed' : 'User'} ${id}`)
    out.push('    visibility: public', `    admin: ${id === 1}`, '    active: true')
  }
  if (withOrgs) {
    const perOrg = Math.max(1, Math.round(TEAMS / ORGS))
    out.push('orgs:')
    for (let o = 1; o <= ORGS; o++) {
      out.push(`  org${o}:`, '    teams:')
      for (let k = 1; k <= perOrg; k++) {
        const n = (o - 1) * perOrg + k
        // The stub's teams: Owners (every unit), then write and read teams on every unit.
        if (k === 1) out.push('      Owners:')
        else out.push(`      team${k}:`, `        permission: ${k % 2 ? 'read' : 'write'}`, `        units: [${UNITS.join(', ')}]`)
        out.push(`        members: [${Array.from({ length: MEMBERS }, (_, j) => memberLogin(n, j + 1)).join(', ')}]`)
      }
    }
  }
  return out.join('\n') + '\n'
}

/** A file of CREATES users the server does not have. */
function applyStateYaml(): string {
  const out: string[] = ['users:']
  for (let i = 1; i <= CREATES; i++)
    out.push(`  new${i}:`, `    email: new${i}@example.com`, '    password: { value_from_env: BENCH_PASSWORD }')
  return out.join('\n') + '\n'
}

const statsOf = async (stub: Stub) => (await (await fetch(`${stub.url}/__stats`)).json()) as Stats

/** Each case once alone (warming the file cache), with the stub's count of its requests; then paired rounds. */
async function pairedWithStats(stub: Stub, cases: Case[], runs: number): Promise<{ samples: Sample[][]; stats: Stats[] }> {
  const stats: Stats[] = []
  for (const c of cases) {
    await statsOf(stub)
    runProcess(c.bin, c.args, c.env, c.input, c.expect)
    stats.push(await statsOf(stub))
  }
  const samples: Sample[][] = cases.map(() => [])
  for (let r = 0; r < runs; r++)
    for (let k = 0; k < cases.length; k++) {
      const i = (k + r) % cases.length
      samples[i].push(runProcess(cases[i].bin, cases[i].args, cases[i].env))
    }
  return { samples, stats }
}

async function stateCases() {
  const withOrgs = engineHasOrgTeams() && ORGS > 0
  const cliEnv = (url: string) => ({ SVC_SERVER_URL: url, SVC_TOKEN: TOKEN, SVC_VARIANT: 'gitea', BENCH_PASSWORD: 'bench-Password-1234' })
  const planFile = join(TMP, 'plan-state.yaml')
  writeFileSync(planFile, planStateYaml(withOrgs))
  const applyFile = join(TMP, 'apply-state.yaml')
  writeFileSync(applyFile, applyStateYaml())
  const planStub = await startStub(LATENCY, USERS, [
    '--orgs',
    String(withOrgs ? ORGS : 0),
    '--teams',
    String(TEAMS),
    '--members',
    String(MEMBERS)
  ])
  // Apply against a small instance: its time is the creates', not the list read's.
  const applyStub = await startStub(LATENCY, 100)
  try {
    const planConcurrency = 4
    const size = withOrgs
      ? `${USERS} users, ${ORGS} orgs, ${TEAMS} teams of ${MEMBERS} members`
      : `${USERS} users (orgs: not in the engine)`
    const plan = await pairedWithStats(
      planStub,
      [
        {
          name: 'raw',
          bin: HEAVY.bin,
          args: [join(BENCH, 'raw-loop.mjs'), 'plan', withOrgs ? '1' : '0', String(planConcurrency)],
          env: rawEnv(planStub.url)
        },
        {
          name: 'plan',
          bin: HEAVY.bin,
          args: [join(DIST, 'cli.js'), 'plan', '-f', planFile, '--concurrency', String(planConcurrency)],
          env: cliEnv(planStub.url)
        }
      ],
      STATE_RUNS
    )
    const [rawPlan, svcPlan] = plan.samples
    const requests = (s: Stats) => `${s.requests} requests, max ${s.maxInFlight} in flight`
    row(
      `${HEAVY.name}: plan floor, raw undici reads, ${size}, ${LATENCY} ms latency (${requests(plan.stats[0])})`,
      ms(median(rawPlan.map(s => s.ms))),
      '1.00×',
      mib(median(rawPlan.map(s => s.rssKiB))),
      '1.00×'
    )
    row(
      `${HEAVY.name}: svc plan, --concurrency ${planConcurrency} (${requests(plan.stats[1])})`,
      ms(median(svcPlan.map(s => s.ms))),
      ratio(median(svcPlan.map((s, i) => s.ms / rawPlan[i].ms))),
      mib(median(svcPlan.map(s => s.rssKiB))),
      ratio(median(svcPlan.map(s => s.rssKiB)) / median(rawPlan.map(s => s.rssKiB)))
    )

    const apply = await pairedWithStats(
      applyStub,
      [
        {
          name: 'raw',
          bin: HEAVY.bin,
          args: [join(BENCH, 'raw-loop.mjs'), 'creates', String(CREATES), String(APPLY_CONCURRENCY)],
          env: { ...rawEnv(applyStub.url), BENCH_PASSWORD: 'bench-Password-1234' }
        },
        {
          name: 'apply',
          bin: HEAVY.bin,
          args: [join(DIST, 'cli.js'), 'apply', '--yes', '-f', applyFile, '--concurrency', String(APPLY_CONCURRENCY)],
          env: cliEnv(applyStub.url)
        }
      ],
      STATE_RUNS
    )
    const [rawApply, svcApply] = apply.samples
    row(
      `${HEAVY.name}: apply floor, raw undici, list + ${CREATES} user creates, ${APPLY_CONCURRENCY} in flight (${requests(apply.stats[0])})`,
      ms(median(rawApply.map(s => s.ms))),
      '1.00×',
      mib(median(rawApply.map(s => s.rssKiB))),
      '1.00×'
    )
    row(
      `${HEAVY.name}: svc apply, ${CREATES} users, --concurrency ${APPLY_CONCURRENCY} (${requests(apply.stats[1])})`,
      ms(median(svcApply.map(s => s.ms))),
      ratio(median(svcApply.map((s, i) => s.ms / rawApply[i].ms))),
      mib(median(svcApply.map(s => s.rssKiB))),
      ratio(median(svcApply.map(s => s.rssKiB)) / median(rawApply.map(s => s.rssKiB)))
    )
  } finally {
    planStub.stop()
    applyStub.stop()
  }
}

async function main() {
  mkdirSync(TMP, { recursive: true })
  rmSync(PROCESS_TMP, { recursive: true, force: true })
  mkdirSync(PROCESS_TMP, { recursive: true })
  for (const f of ['index.js', 'cli.js']) if (!existsSync(join(DIST, f))) throw new Error(`${join(DIST, f)} is missing: npm run bundle`)
  const reportKit = {
    heavy: HEAVY,
    dist: DIST,
    bench: BENCH,
    latency: LATENCY,
    runs: STATE_RUNS,
    token: TOKEN,
    pairedWithStats,
    row,
    median,
    ms,
    mib,
    ratio
  }
  const mirrorsKit = { heavy: HEAVY, dist: DIST, bench: BENCH, tmp: TMP, row, median, ms, mib, ratio }
  const fast = await startStub(0, BIG)
  const slow = await startStub(LATENCY, USERS)
  try {
    const started = performance.now()
    // The 1-minute load average at the start and the end: on a shared machine, what the figures stood in.
    const loadAtStart = loadavg()[0]
    if (runs('startup')) {
      // 1. Start-up: one call.
      for (const node of NODES) {
        const cli = join(DIST, 'cli.js')
        const cliEnv = { SVC_SERVER_URL: fast.url, SVC_TOKEN: TOKEN, SVC_VARIANT: 'forgejo' }
        const cases: Case[] = [
          { name: 'floor', bin: node.bin, args: [join(BENCH, 'floor.mjs')], env: rawEnv(fast.url) },
          { name: 'action', bin: node.bin, args: [join(DIST, 'index.js')], env: actionEnv(fast.url, {}) },
          { name: 'cli', bin: node.bin, args: [cli, 'user', 'me'], env: cliEnv },
          { name: 'version', bin: node.bin, args: [cli, '--version'], env: {}, expect: /^svc \S+\n$/ },
          { name: 'complete', bin: node.bin, args: [cli, 'complete', '--', 'org', 'te'], env: {}, expect: /^teams\t/m },
          { name: 'help', bin: node.bin, args: [cli, 'org', '--help'], env: {}, expect: /^Usage: svc org /m },
          {
            name: 'mcp',
            bin: node.bin,
            args: [cli, 'mcp'],
            env: cliEnv,
            input: MCP_LIST_TOOLS,
            expect: /^\{"result":\{"tools":\[.*"id":2\}$/m
          },
          // The configuration docs/mcp.md shows: the users domain enabled at start, its tool listed.
          {
            name: 'mcp-users',
            bin: node.bin,
            args: [cli, 'mcp'],
            env: { ...cliEnv, SVC_DOMAINS: 'users' },
            input: MCP_LIST_TOOLS,
            expect: /^\{"result":\{"tools":\[.*"name":"svc_enable".*"name":"svc_\w+".*"id":2\}$/m
          }
        ]
        if (SAME_ANSWERS) sameAnswers(cases)
        const [floor, action, cliMe, version, complete, help, mcp, mcpUsers] = paired(cases, RUNS)
        const f = median(floor.map(s => s.ms))
        const fr = median(floor.map(s => s.rssKiB))
        row(`${node.name}: floor (bare node:http GET)`, ms(f), '1.00×', mib(fr), '1.00×')
        cpuRows.push([`${node.name}: floor (bare node:http GET)`, ms(median(floor.map(s => s.cpuMs))), '1.00×'])
        for (const [name, ss] of [
          ['action, one call (me)', action],
          ['CLI, svc user me', cliMe],
          ['CLI, svc --version', version],
          ['CLI, svc complete -- org te (one TAB)', complete],
          ['CLI, svc org --help (a help page)', help],
          ['svc mcp, start to the tools/list answer', mcp],
          ['svc mcp, SVC_DOMAINS=users, to the tools/list answer', mcpUsers]
        ] as const) {
          const pairedRatio = median(ss.map((s, i) => s.ms / floor[i].ms))
          const r = median(ss.map(s => s.rssKiB))
          cpuRows.push([
            `${node.name}: ${name}`,
            ms(median(ss.map(s => s.cpuMs))),
            ratio(median(ss.map((s, i) => s.cpuMs / floor[i].cpuMs)))
          ])
          row(`${node.name}: ${name}`, ms(median(ss.map(s => s.ms))), ratio(pairedRatio), mib(r), ratio(r / fr))
        }
        const cliVsAction = median(cliMe.map((s, i) => s.ms / action[i].ms))
        row(`${node.name}: CLI vs action`, '', ratio(cliVsAction), '', '')
        cpuRows.push([`${node.name}: CLI vs action`, '', ratio(median(cliMe.map((s, i) => s.cpuMs / action[i].cpuMs)))])
      }
    }
    if (runs('batch')) {
      // 2. Batch: N calls at concurrency C, 20 ms latency.
      const maxInFlight = async () => ((await (await fetch(`${slow.url}/__stats`)).json()) as { maxInFlight: number }).maxInFlight
      await maxInFlight()
      const items = JSON.stringify(Array.from({ length: CALLS }, () => ({})))
      // A runner gives every step a job summary file: the batch writes its summary there, as on a runner.
      const summaryFile = join(TMP, 'step-summary.md')
      const meEnv = actionEnv(slow.url, { INPUT_PARAMS: items, INPUT_CONCURRENCY: String(CONCURRENCY), GITHUB_STEP_SUMMARY: summaryFile })
      /** What a step's log and summary held: lines, and the summary's size. */
      const told = (s: Sample) => `${s.logLines} log lines, summary ${(statSync(summaryFile).size / 1024).toFixed(0)} KiB`
      const [rawBatch, svcBatch] = paired(
        [
          {
            name: 'raw',
            bin: HEAVY.bin,
            args: [join(BENCH, 'raw-loop.mjs'), 'batch', String(CALLS), String(CONCURRENCY)],
            env: rawEnv(slow.url)
          },
          {
            name: 'action',
            bin: HEAVY.bin,
            args: [join(DIST, 'index.js')],
            env: meEnv
          }
        ],
        HEAVY_RUNS
      )
      // One more action run alone, to read how many requests it had in flight at most.
      await maxInFlight()
      const meTold = told(runProcess(HEAVY.bin, [join(DIST, 'index.js')], meEnv))
      const inFlight = await maxInFlight()
      const rb = median(rawBatch.map(s => s.ms))
      row(
        `${HEAVY.name}: batch raw undici, ${CALLS} calls, ${CONCURRENCY} in flight, ${LATENCY} ms latency`,
        ms(rb),
        '1.00×',
        mib(median(rawBatch.map(s => s.rssKiB))),
        ''
      )
      row(
        `${HEAVY.name}: batch action, concurrency ${CONCURRENCY} (max ${inFlight} in flight; ${meTold})`,
        ms(median(svcBatch.map(s => s.ms))),
        ratio(median(svcBatch.map((s, i) => s.ms / rawBatch[i].ms))),
        mib(median(svcBatch.map(s => s.rssKiB))),
        ''
      )

      // The same at the same concurrency with a write: N users_create (a POST each) against N raw POSTs.
      const creates = JSON.stringify(
        Array.from({ length: CALLS }, (_, i) => ({
          username: `new${i + 1}`,
          email: `new${i + 1}@example.com`,
          // Each its own, with characters a URL escapes: the masker learns each password in all its forms.
          password: `bench Password ${i + 1}!`,
          must_change_password: false
        }))
      )
      const createEnv = actionEnv(slow.url, {
        INPUT_DOMAIN: 'admin',
        INPUT_ACTION: 'users_create',
        INPUT_PARAMS: creates,
        INPUT_CONCURRENCY: String(CONCURRENCY),
        GITHUB_STEP_SUMMARY: summaryFile
      })
      const [rawCreates, svcCreates] = paired(
        [
          {
            name: 'raw',
            bin: HEAVY.bin,
            args: [join(BENCH, 'raw-loop.mjs'), 'posts', String(CALLS), String(CONCURRENCY)],
            env: { ...rawEnv(slow.url), BENCH_PASSWORD: 'bench-Password-1234' }
          },
          { name: 'action', bin: HEAVY.bin, args: [join(DIST, 'index.js')], env: createEnv }
        ],
        HEAVY_RUNS
      )
      // One more action run alone, with the stub's count of its requests (a read before a write shows).
      await statsOf(slow)
      const createTold = told(runProcess(HEAVY.bin, [join(DIST, 'index.js')], createEnv))
      const createStats = await statsOf(slow)
      row(
        `${HEAVY.name}: batch raw undici, ${CALLS} POST /admin/users, ${CONCURRENCY} in flight, ${LATENCY} ms latency`,
        ms(median(rawCreates.map(s => s.ms))),
        '1.00×',
        mib(median(rawCreates.map(s => s.rssKiB))),
        ''
      )
      row(
        `${HEAVY.name}: batch action, ${CALLS} users_create, concurrency ${CONCURRENCY} (${createStats.requests} requests, max ${createStats.maxInFlight} in flight; ${createTold})`,
        ms(median(svcCreates.map(s => s.ms))),
        ratio(median(svcCreates.map((s, i) => s.ms / rawCreates[i].ms))),
        mib(median(svcCreates.map(s => s.rssKiB))),
        ''
      )
      cpuRows.push(
        [`${HEAVY.name}: batch raw undici, ${CALLS} calls of me`, ms(median(rawBatch.map(s => s.cpuMs))), '1.00×'],
        [
          `${HEAVY.name}: batch action, ${CALLS} calls of me`,
          ms(median(svcBatch.map(s => s.cpuMs))),
          ratio(median(svcBatch.map((s, i) => s.cpuMs / rawBatch[i].cpuMs)))
        ],
        [`${HEAVY.name}: batch raw undici, ${CALLS} POST /admin/users`, ms(median(rawCreates.map(s => s.cpuMs))), '1.00×'],
        [
          `${HEAVY.name}: batch action, ${CALLS} users_create`,
          ms(median(svcCreates.map(s => s.cpuMs))),
          ratio(median(svcCreates.map((s, i) => s.cpuMs / rawCreates[i].cpuMs)))
        ]
      )
    }
    if (runs('paginate')) {
      // 3. Paginate: USERS rows at 50 a page, 20 ms latency.
      const [rawPages, svcPages] = paired(
        [
          { name: 'raw', bin: HEAVY.bin, args: [join(BENCH, 'raw-loop.mjs'), 'paginate', '0', '8'], env: rawEnv(slow.url) },
          {
            name: 'action',
            bin: HEAVY.bin,
            args: [join(DIST, 'index.js')],
            env: actionEnv(slow.url, { INPUT_DOMAIN: 'admin', INPUT_ACTION: 'users_list', INPUT_PAGINATE: 'true' })
          }
        ],
        HEAVY_RUNS
      )
      const rp = median(rawPages.map(s => s.ms))
      row(
        `${HEAVY.name}: paginate raw undici, ${USERS} rows, 8 in flight, ${LATENCY} ms latency`,
        ms(rp),
        '1.00×',
        mib(median(rawPages.map(s => s.rssKiB))),
        ''
      )
      row(
        `${HEAVY.name}: paginate action, users_list`,
        ms(median(svcPages.map(s => s.ms))),
        ratio(median(svcPages.map((s, i) => s.ms / rawPages[i].ms))),
        mib(median(svcPages.map(s => s.rssKiB))),
        ''
      )
      // By CPU time too: on a busy machine the wall time is mostly waiting for a core.
      cpuRows.push([`${HEAVY.name}: paginate raw undici`, ms(median(rawPages.map(s => s.cpuMs))), '1.00×'])
      cpuRows.push([
        `${HEAVY.name}: paginate action, users_list`,
        ms(median(svcPages.map(s => s.cpuMs))),
        ratio(median(svcPages.map((s, i) => s.cpuMs / rawPages[i].cpuMs)))
      ])

      // 4. Memory per row: BIG rows, no latency; RSS above the floor process's.
      const [base, rawBig, svcBig] = paired(
        [
          { name: 'floor', bin: HEAVY.bin, args: [join(BENCH, 'floor.mjs')], env: rawEnv(fast.url) },
          { name: 'raw', bin: HEAVY.bin, args: [join(BENCH, 'raw-loop.mjs'), 'paginate', '0', '8'], env: rawEnv(fast.url) },
          {
            name: 'action',
            bin: HEAVY.bin,
            args: [join(DIST, 'index.js')],
            env: actionEnv(fast.url, { INPUT_DOMAIN: 'admin', INPUT_ACTION: 'users_list', INPUT_PAGINATE: 'true' })
          }
        ],
        Math.max(1, Math.min(HEAVY_RUNS, 3))
      )
      const b = median(base.map(s => s.rssKiB))
      const perRow = (ss: Sample[]) => ((median(ss.map(s => s.rssKiB)) - b) * 1024) / BIG
      const rawPer = perRow(rawBig)
      const svcPer = perRow(svcBig)
      row(
        `${HEAVY.name}: memory per row, raw undici, ${BIG} rows`,
        ms(median(rawBig.map(s => s.ms))),
        '',
        `${(rawPer / 1024).toFixed(2)} KiB/row`,
        '1.00×'
      )
      row(
        `${HEAVY.name}: memory per row, action users_list paginate`,
        ms(median(svcBig.map(s => s.ms))),
        '',
        `${(svcPer / 1024).toFixed(2)} KiB/row`,
        ratio(svcPer / rawPer)
      )
    }

    if (runs('mcp-http')) {
      // The domain and tool of the `me` action, as the registry names them; the server serves that domain.
      const domain = OPERATIONS.find(op => op.name === 'me')!.domain
      const kit = { node: HEAVY, dist: DIST, bench: BENCH, tmp: TMP, token: TOKEN, latency: LATENCY, calls: MCP_CALLS, rounds: MCP_ROUNDS }
      await mcpHttpCase({ ...kit, domain, tool: toolSpec(domain).tool, row, median, ms, ratio }, slow.url)
    }
    if (runs('state')) await stateCases()
    if (runs('governance')) {
      const kit = { heavy: HEAVY, dist: DIST, bench: BENCH, tmp: TMP, latency: LATENCY, runs: STATE_RUNS, token: TOKEN }
      await governanceCase({ ...kit, startStub, pairedWithStats, row, median, ms, mib, ratio }, REPOS, 8)
    }
    if (runs('bulk'))
      await bulkCases({
        url: slow.url,
        latency: LATENCY,
        node: HEAVY,
        dist: DIST,
        tmp: TMP,
        token: TOKEN,
        actionEnv,
        paired,
        row,
        maxInFlight: async () => ((await (await fetch(`${slow.url}/__stats`)).json()) as { maxInFlight: number }).maxInFlight
      })

    if (runs('sources'))
      await sourcesCase(
        { heavy: HEAVY, dist: DIST, bench: BENCH, latency: LATENCY, runs: HEAVY_RUNS, token: TOKEN, paired, row, median, ms, mib, ratio },
        SOURCE_REPOS
      )
    if (runs('report')) await reportCase(reportKit, REPORT_SIZE)
    if (runs('mirrors')) await mirrorsCase(mirrorsKit, MIRRORS)
    const cpu = cpus()[0]?.model ?? 'unknown CPU'
    console.log(
      `svc benchmark: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${process.platform}; ` +
        `${NODES.map(n => `${n.name} = ${spawnSync(n.bin, ['--version'], { encoding: 'utf8' }).stdout.trim()}`).join(', ')}; ` +
        `medians of ${RUNS} paired runs (start-up) and ${HEAVY_RUNS} (batch, paginate); the scripts of dist/ below; ` +
        `took ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end\n`
    )
    const header = ['case', 'time', 'time ratio', 'peak RSS', 'RSS ratio']
    console.log(`| ${header.join(' | ')} |`)
    console.log(`|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`)
    for (const r of rows) console.log(`| ${r.join(' | ')} |`)
    if (cpuRows.length > 0) {
      console.log('\n| case (CPU time) | CPU time | CPU ratio |\n|---|---:|---:|')
      for (const r of cpuRows) console.log(`| ${r.join(' | ')} |`)
    }
    // Each script of dist/ (a bundle, or a chunk it loads on use: `<bundle>.<domain>.js` a domain's operations).
    const scripts = readdirSync(join(DIST)).filter(f => f.endsWith('.js'))
    console.log('\n| script | size |\n|---|---:|')
    for (const f of scripts) console.log(`| ${f} | ${(statSync(join(DIST, f)).size / 1024).toFixed(0)} KiB |`)
  } finally {
    fast.stop()
    slow.stop()
    rmSync(PROCESS_TMP, { recursive: true, force: true })
  }
}

main().catch(e => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
