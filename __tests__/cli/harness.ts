// Runs the BUNDLED CLI (dist/cli.js) as a user does: `node dist/cli.js …` in a child process with
// a clean environment, stdin closed or fed. Also gives the seed's command list (interface §4.4 and
// §4.5), from the fixture of the interface's names (__tests__/interface.ts).
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { ROOT, ensureBundle } from '../bundle.js'
import { COMMANDS } from '../../src/cli/table.js'
import { BEYOND_INTERFACE, INTERFACE, type CommandNames } from '../interface.js'

export { ROOT }

/** dist/cli.js, rebuilt first when a source file is newer. */
export const ensureCliBundle = () => ensureBundle('cli.js')

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

export interface CliOptions {
  env?: Record<string, string | undefined>
  /** Fed to stdin; stdin is closed (empty) otherwise. */
  input?: string
  /** The working directory (default: the system's temporary directory). */
  cwd?: string
  /** Killed after this long (default 120 s, room for a busy machine): a bulk run against a real server takes longer. */
  timeoutMs?: number
}

/** `node dist/cli.js ...args` in a clean environment (nothing of this process's env leaks in). */
export function runCli(bundle: string, args: string[], opts: CliOptions = {}): Promise<CliRun> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir() }
  for (const [k, v] of Object.entries(opts.env ?? {})) if (v !== undefined) env[k] = v
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bundle, ...args], { env, cwd: opts.cwd ?? tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s))
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s))
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 120_000)
    child.on('error', fail)
    child.on('close', code => {
      clearTimeout(timer)
      done({ code: code ?? -1, stdout, stderr })
    })
    // A child that exits without reading its input (a help page printed at once) closes the pipe first.
    child.stdin.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') fail(e)
    })
    child.stdin.end(opts.input ?? '')
  })
}

/** At most `n` of the tasks at once; results in order. */
export async function bounded<T>(n: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await tasks[i]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(n, tasks.length) }, worker))
  return results
}

export type SeedCommand = CommandNames

/**
 * The command list of interface §4.4 and §4.5 (expanded: `user keys delete` / `list` → two), and the
 * commands svc adds: those named in BEYOND_INTERFACE, and every command of a domain the interface
 * does not have (their flags are the operations' params, checked by the help tests as derived).
 */
export function seedCommands(): SeedCommand[] {
  const ownDomains = COMMANDS.filter(c => Object.hasOwn(BEYOND_INTERFACE.domains, c.domain)).map(c => ({
    path: c.path.join(' '),
    flags: []
  }))
  return [...INTERFACE.commands, ...BEYOND_INTERFACE.commands.map(({ path, flags }) => ({ path, flags })), ...ownDomains]
}
