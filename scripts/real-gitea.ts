// scripts/real-gitea.sh from a program: a throwaway Gitea started from the cached build, until
// stop(). The script runs a small node program that prints the instance's environment as one JSON
// line and waits for its standard input to close; closing it stops the instance, and the script
// removes everything it wrote. The bench's real-server rows (scripts/bench/real-server.ts) and the
// mirror suites' second Gitea (__tests__/real/second-gitea.ts) start theirs here.
import { spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const SCRIPT = join(ROOT, 'scripts', 'real-gitea.sh')

export interface RealGitea {
  url: string
  adminUser: string
  adminPassword: string
  adminToken: string
  version: string
  stop(): Promise<void>
}

/** Whether scripts/real-gitea.sh has Gitea `version` built on this machine (it builds nothing to say so). */
export function realGiteaBuilt(version: string): boolean {
  return spawnSync('bash', [SCRIPT, '--version', version, '--is-built'], { stdio: 'ignore' }).status === 0
}

const PRINT_AND_WAIT = `
const e = process.env
process.stdout.write(JSON.stringify({ url: e.SVC_E2E_URL, adminUser: e.SVC_E2E_ADMIN_USER, adminPassword: e.SVC_E2E_ADMIN_PASSWORD, adminToken: e.SVC_E2E_ADMIN_TOKEN, version: e.SVC_REAL_GITEA_VERSION }) + '\\n')
process.stdin.resume()
process.stdin.on('end', () => process.exit(0))
`

/** A throwaway Gitea of `version`; `localMigrations: false` starts one that refuses loopback sources (--no-local-migrations). */
export async function startRealGitea(version: string, options: { localMigrations?: boolean } = {}): Promise<RealGitea> {
  const args = [SCRIPT, '--version', version]
  if (options.localMigrations === false) args.push('--no-local-migrations')
  args.push('--', process.execPath, '-e', PRINT_AND_WAIT)
  // Its own environment: an SVC_E2E_* or SVC_REAL_GITEA_* of the caller does not leak into it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SVC_E2E_') && !k.startsWith('SVC_REAL_GITEA_')))
  const child = spawn('bash', args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<number | null>(done => child.on('exit', code => done(code)))
  const line = await new Promise<string>((ok, fail) => {
    let out = ''
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString()
      const nl = out.indexOf('\n')
      if (nl >= 0) ok(out.slice(0, nl))
    })
    void exited.then(code => fail(new Error(`Gitea ${version} did not start (exit ${code}): ${stderr.slice(-2000)}`)))
  })
  return {
    ...(JSON.parse(line) as Omit<RealGitea, 'stop'>),
    async stop() {
      child.stdin.end()
      await exited
    }
  }
}
