// What `svc apply` and `svc plan` cost on a real server: applies a state file of N users (and, when
// the engine has organizations with teams, M organizations with T teams of K members each) to the
// server SVC_E2E_* describe, then plans it again (no change expected), and reads the same lists
// with the bench's raw undici loop (the floor). Every request goes through a counting proxy on
// loopback, so the request counts are the server's. Prints a Markdown table.
// Run: npx tsx scripts/bench/real-state.ts [--users 1000 --orgs 50 --teams 200 --members 3 --concurrency 8
//   --gitea 1.26.4]: on a throwaway Gitea of scripts/real-gitea.sh's cached build (real-server.ts), or
// on the server SVC_E2E_* describe (scripts/real-gitea.sh -- npx tsx scripts/bench/real-state.ts).
// It creates what it names; run it on a server made for it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COLLECTIONS } from '../../src/state/index.js'
import { realServer, timedProcess } from './real-server.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const USERS = arg('users', 1000)
const ORGS = arg('orgs', 50)
const TEAMS = arg('teams', 200)
const MEMBERS = arg('members', 3)
const CONCURRENCY = arg('concurrency', 8)
const GITEA_AT = process.argv.indexOf('--gitea')
const real = await realServer(GITEA_AT > 0 ? process.argv[GITEA_AT + 1] : '1.26.4')
const server = real.url
const token = real.adminToken
const TMP = join(ROOT, '.tmp', 'bench-real')
mkdirSync(TMP, { recursive: true })
const withOrgs = ORGS > 0 && COLLECTIONS.find(c => c.key === 'orgs')?.children?.some(c => c.key === 'teams') === true
const perOrg = Math.max(1, Math.round(TEAMS / Math.max(1, ORGS)))

// A counting proxy: every request svc or the floor sends, forwarded as is.
const target = new URL(server)
let requests = 0
const proxy = createServer((req, res) => {
  requests++
  const out = httpRequest(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
    answer => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    }
  )
  out.on('error', () => res.destroy())
  req.pipe(out)
})
await new Promise<void>(ok => proxy.listen(0, '127.0.0.1', ok))
const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`

const lines = ['users:']
for (let i = 1; i <= USERS; i++)
  lines.push(
    `  bu${i}:`,
    `    email: bu${i}@example.com`,
    `    full_name: Bench User ${i}`,
    '    password: { value_from_env: BENCH_PASSWORD }'
  )
if (withOrgs) {
  lines.push('orgs:')
  for (let o = 1; o <= ORGS; o++) {
    // Owners holds the admin who creates the organization: named (in the file planned, not in the one
    // applied, as a plan cannot know the Owners team of an organization it creates), so that the
    // plan reads its members as the floor does.
    lines.push(`  borg${o}:`, `    full_name: Bench Org ${o}`, '    teams:', `      Owners: { members: [${real.adminUser}] }`)
    for (let k = 1; k <= perOrg; k++) {
      const members = Array.from({ length: MEMBERS }, (_, j) => `bu${(((o - 1) * perOrg + k) * 7 + j * 13) % USERS || USERS}`)
      lines.push(
        `      t${k}:`,
        '        permission: write',
        '        units: [repo.code, repo.issues]',
        `        members: [${[...new Set(members)].join(', ')}]`
      )
    }
  }
}
const file = join(TMP, 'state.yaml')
writeFileSync(file, lines.join('\n') + '\n')
const created = join(TMP, 'create.yaml')
writeFileSync(created, lines.filter(l => !l.startsWith('      Owners:')).join('\n') + '\n')

/** A whole process (svc or the floor), spawned without blocking: the proxy runs in this process. */
async function runAsync(what: string, args: string[], env: Record<string, string>) {
  requests = 0
  const { ms, code, out, err } = await timedProcess(args, { BENCH_PASSWORD: 'Bench-Password-0123', ...env }, TMP)
  if (code !== 0) throw new Error(`${what} exited ${code}: ${(err || out).slice(-2000)}`)
  return { ms, requests, out }
}

const cli = (...a: string[]) => [join(ROOT, 'dist', 'cli.js'), ...a]
const svcEnv = { SVC_SERVER_URL: url, SVC_TOKEN: token, SVC_VARIANT: 'gitea' }
const c = String(CONCURRENCY)
const apply = await runAsync('svc apply', cli('apply', '--yes', '-f', created, '--concurrency', c), svcEnv)
const plan = await runAsync('svc plan', cli('plan', '-f', file, '--concurrency', '4', '--detailed-exitcode'), svcEnv)
const floor = await runAsync('floor', [join(ROOT, 'scripts', 'bench', 'raw-loop.mjs'), 'plan', withOrgs ? '1' : '0', '4'], {
  BENCH_URL: url,
  BENCH_TOKEN: token
})
const again = await runAsync('svc plan', cli('plan', '-f', file, '--concurrency', '4', '--detailed-exitcode'), svcEnv)
proxy.close()
const version = (await (await fetch(`${server}/api/v1/version`)).json()) as { version: string }
await real.stop()
const size = `${USERS} users${withOrgs ? `, ${ORGS} orgs, ${ORGS * perOrg} teams of ${MEMBERS} members` : ' (orgs: not in the engine)'}`
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
console.log(
  `Gitea ${version.version}, ${size}; svc --concurrency ${c} for apply, 4 for plan; ${apply.out.split('\n').length - 1} lines of apply output\n`
)
console.log('| step | time | requests |\n|---|---:|---:|')
console.log(`| svc apply (creates everything) | ${s(apply.ms)} | ${apply.requests} |`)
console.log(`| svc plan right after (no change) | ${s(plan.ms)} | ${plan.requests} |`)
console.log(`| svc plan again | ${s(again.ms)} | ${again.requests} |`)
console.log(`| floor: raw undici reads of the same lists (${floor.out.trim()}) | ${s(floor.ms)} | ${floor.requests} |`)
