// What `svc apply` of a mirrors section costs on a real server, against a raw script of the same
// migrations: an organization of N repositories is made on the server SVC_E2E_* describe (it is its
// own source: it migrates from itself over loopback, which scripts/real-gitea.sh allows), then
//   1. svc apply of `mirrors: [{ from: that organization, to: a new one }]` with --migrations C
//      (its plan lists the source and the target, each migration looks its name up first), and
//   2. a raw script: the same N POST /repos/migrate into another new organization, C at a time,
// each timed as a whole process. Target: svc ≤ 1.15× the raw script. Prints a Markdown table.
// Run on a throwaway server: scripts/real-gitea.sh -- npx tsx scripts/bench/real-mirrors.ts [--repos 200 --concurrency 4]
// It creates what it names; run it on a server made for it.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const REPOS = arg('repos', 200)
const CONCURRENCY = arg('concurrency', 4)
const server = process.env.SVC_E2E_URL?.replace(/\/$/, '')
const token = process.env.SVC_E2E_ADMIN_TOKEN
if (!server || !token) throw new Error('SVC_E2E_URL and SVC_E2E_ADMIN_TOKEN are not set: run under scripts/real-gitea.sh')
const TMP = join(ROOT, '.tmp', 'bench-real-mirrors')
mkdirSync(TMP, { recursive: true })
const run = Math.random().toString(36).slice(2, 7)
const SOURCE = `bms${run}`
const BY_SVC = `bmv${run}`
const BY_RAW = `bmr${run}`

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${server}/api/v1${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.status === 204 ? undefined : res.json()
}

async function pool(n: number, count: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < count) await work(next++)
    })
  )
}

const name = (i: number) => `r${String(i).padStart(4, '0')}`
const SOURCE_TOKEN = await sourceToken()
for (const org of [SOURCE, BY_SVC, BY_RAW]) await api('POST', '/orgs', { username: org })
await pool(4, REPOS, i =>
  api('POST', `/orgs/${SOURCE}/repos`, { name: name(i), auto_init: true, default_branch: 'main' }).then(() => undefined)
)

/** A whole process, timed; its output kept. */
function timed(args: string[], env: Record<string, string>): Promise<{ ms: number; code: number; out: string }> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', HOME: TMP, ...env }, cwd: TMP })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  return new Promise(done => child.on('close', code => done({ ms: performance.now() - started, code: code ?? -1, out })))
}

const file = join(TMP, `mirrors-${run}.yaml`)
writeFileSync(
  file,
  `mirrors:\n  - from: { service: gitea, owner: ${SOURCE}, url: ${server}, token_from_env: BENCH_SOURCE_TOKEN }\n    to: ${BY_SVC}\n    interval: 8h\n`
)
// The raw script: every repository of the source (one list, as svc's plan reads it), then the POSTs.
const raw = join(TMP, `raw-${run}.mjs`)
writeFileSync(
  raw,
  `const [server, token, source, to, n] = process.argv.slice(2)
const h = { authorization: 'token ' + token, 'content-type': 'application/json' }
const repos = []
for (let page = 1; ; page++) {
  const rows = await (await fetch(server + '/api/v1/orgs/' + source + '/repos?limit=50&page=' + page, { headers: h })).json()
  repos.push(...rows)
  if (rows.length < 50) break
}
let next = 0
await Promise.all(Array.from({ length: Number(n) }, async () => {
  while (next < repos.length) {
    const r = repos[next++]
    const res = await fetch(server + '/api/v1/repos/migrate', { method: 'POST', headers: h, body: JSON.stringify({
      clone_addr: r.clone_url, service: 'gitea', repo_owner: to, repo_name: r.name, mirror: true, mirror_interval: '8h', private: r.private, auth_token: token }) })
    if (res.status !== 201) { console.error(r.name, res.status, await res.text()); process.exitCode = 1 }
  }
}))
console.log(repos.length + ' migrated')
`
)
const svc = await timed([join(ROOT, 'dist', 'cli.js'), 'apply', '-f', file, '--yes', '--migrations', String(CONCURRENCY)], {
  SVC_SERVER_URL: server,
  SVC_TOKEN: token,
  // The source is the same server: a token of its own for the source (the credential rule refuses the connection's).
  BENCH_SOURCE_TOKEN: SOURCE_TOKEN
})
const floor = await timed([raw, server, token, SOURCE, BY_RAW, String(CONCURRENCY)], {})
if (svc.code !== 0 || floor.code !== 0) throw new Error(`a run failed:\n${svc.out.slice(-2000)}\n${floor.out.slice(-2000)}`)
const count = async (org: string) => {
  let n = 0
  for (let page = 1; ; page++) {
    const rows = (await api('GET', `/orgs/${org}/repos?limit=50&page=${page}`)) as unknown[]
    n += rows.length
    if (rows.length < 50) return n
  }
}
const [bySvc, byRaw] = [await count(BY_SVC), await count(BY_RAW)]
if (bySvc !== REPOS || byRaw !== REPOS) throw new Error(`copies: svc ${bySvc}, raw ${byRaw}, expected ${REPOS}`)
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const ratio = svc.ms / floor.ms
console.log(`\nApplying ${REPOS} mirrors against ${server} (it is its own source), ${CONCURRENCY} migrations at a time:\n`)
console.log('| run | wall time | copies |\n|---|---:|---:|')
console.log(
  `| svc apply -f mirrors.yaml --migrations ${CONCURRENCY} (plan: list source and target; each migration looks its name up) | ${s(svc.ms)} | ${bySvc} |`
)
console.log(`| raw script: list the source, ${REPOS} POST /repos/migrate, ${CONCURRENCY} at a time | ${s(floor.ms)} | ${byRaw} |`)
console.log(`| svc / raw | ${ratio.toFixed(2)}× (target ≤ 1.15×: ${ratio <= 1.15 ? 'met' : 'NOT met'}) | |`)

/** A second token of the admin, for the source side (so that it is not the connection's own token). */
async function sourceToken(): Promise<string> {
  // Tokens are made with the password (basic auth), as the servers require.
  const user = process.env.SVC_E2E_ADMIN_USER ?? ''
  const basic = Buffer.from(`${user}:${process.env.SVC_E2E_ADMIN_PASSWORD ?? ''}`).toString('base64')
  const res = await fetch(`${server}/api/v1/users/${user}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench-mirrors-${run}`, scopes: ['read:repository', 'read:organization', 'read:user'] })
  })
  if (res.status !== 201) throw new Error(`could not make a source token: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { sha1: string }).sha1
}
