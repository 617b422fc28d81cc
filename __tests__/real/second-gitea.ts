// A second throwaway Gitea beside the suites' own server, started from inside a test with
// scripts/real-gitea.sh (the same cached build): a source to migrate and mirror from, or a server
// that refuses local addresses (--no-local-migrations). The script runs a small node program that
// prints the instance's environment as one JSON line and waits for its stdin to close; closing it
// stops the instance, and the script removes everything it wrote.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../bundle.js'

export interface SecondGitea {
  url: string
  adminUser: string
  adminPassword: string
  adminToken: string
  version: string
  stop(): Promise<void>
}

/** The Gitea version a second instance runs: the suites' own when the script started it, else 1.26.4. */
export const SECOND_VERSION = process.env.SVC_REAL_GITEA_VERSION ?? '1.26.4'

const PRINT_AND_WAIT = `
const e = process.env
process.stdout.write(JSON.stringify({ url: e.SVC_E2E_URL, adminUser: e.SVC_E2E_ADMIN_USER, adminPassword: e.SVC_E2E_ADMIN_PASSWORD, adminToken: e.SVC_E2E_ADMIN_TOKEN, version: e.SVC_REAL_GITEA_VERSION }) + '\\n')
process.stdin.resume()
process.stdin.on('end', () => process.exit(0))
`

export async function startSecondGitea(options: { localMigrations?: boolean } = {}): Promise<SecondGitea> {
  const args = [join(ROOT, 'scripts/real-gitea.sh'), '--version', SECOND_VERSION]
  if (options.localMigrations === false) args.push('--no-local-migrations')
  args.push('--', process.execPath, '-e', PRINT_AND_WAIT)
  // Its own environment: none of the suites' SVC_E2E_* or SVC_REAL_GITEA_* leaks into the second instance.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SVC_E2E_') && !k.startsWith('SVC_REAL_GITEA_')))
  const child: ChildProcess = spawn('bash', args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString()
      const nl = out.indexOf('\n')
      if (nl >= 0) resolve(out.slice(0, nl))
    })
    void exited.then(code => reject(new Error(`the second Gitea did not start (exit ${code}): ${stderr.slice(-2000)}`)))
  })
  const info = JSON.parse(line) as Omit<SecondGitea, 'stop'>
  return {
    ...info,
    async stop() {
      child.stdin!.end()
      await exited
    }
  }
}
