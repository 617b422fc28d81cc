// Runs the BUNDLED CLI (dist/cli.js) as a user does: `node dist/cli.js …` in a child process with
// a clean environment, stdin closed or fed. Also reads the seed's command list (interface §4.4 and
// §4.5) from ../shared/spec/interface.md, beside the repository.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT, ensureBundle } from '../bundle.js'

export { ROOT }

/** dist/cli.js, rebuilt first when a source file is newer. */
export const ensureCliBundle = () => ensureBundle('cli.js')

export const SPEC = join(ROOT, '..', 'shared', 'spec', 'interface.md')

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

export interface CliOptions {
  env?: Record<string, string | undefined>
  /** Fed to stdin; stdin is closed (empty) otherwise. */
  input?: string
}

/** `node dist/cli.js ...args` in a clean environment (nothing of this process's env leaks in). */
export function runCli(bundle: string, args: string[], opts: CliOptions = {}): Promise<CliRun> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir() }
  for (const [k, v] of Object.entries(opts.env ?? {})) if (v !== undefined) env[k] = v
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bundle, ...args], { env, cwd: tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s))
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', fail)
    child.on('close', code => {
      clearTimeout(timer)
      done({ code: code ?? -1, stdout, stderr })
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

export interface SeedCommand {
  /** Words after `svc`, joined by one space. */
  path: string
  /** Flags the seed lists for it. */
  flags: string[]
}

/** Commands whose names the seed leaves out (§4.4 "user search", §4.5 "admin email search"). */
const UNNAMED: Array<[RegExp, string]> = [
  [/^user search\b/, 'user search'],
  [/^admin emails? search\b/, 'admin emails search']
]

/** The command list of interface §4.4 and §4.5, expanded (`user keys delete` / `list` → two). */
export function seedCommands(specText = readFileSync(SPEC, 'utf8')): SeedCommand[] {
  const out: SeedCommand[] = []
  const sections = specText
    .split(/^### /m)
    .filter(s => /^4\.[45] /.test(s))
    .map(s => s.split(/^## /m)[0])
  if (sections.length !== 2) throw new Error('interface.md: sections 4.4 and 4.5 not found')
  let starredFlags: string[] = []
  for (const section of sections) {
    for (const line of section.split('\n')) {
      if (!line.startsWith('|') || /^\|\s*-/.test(line) || /^\|\s*Command\s*\|/.test(line)) continue
      const [cell, , flagCell = ''] = line
        .split('|')
        .slice(1)
        .map(c => c.trim())
      let flags = [...new Set(flagCell.match(/--[a-z][a-z-]*/g) ?? [])]
      if (/same four flags/.test(flagCell)) flags = starredFlags
      const quoted = [...cell.matchAll(/`([^`]+)`/g)].map(m => m[1])
      const paths: string[] = []
      if (quoted.length === 0) {
        const named = UNNAMED.find(([re]) => re.test(cell))
        if (!named) throw new Error(`interface.md: cannot read the command of row: ${line}`)
        paths.push(named[1])
      }
      let full = ''
      for (const q of quoted) {
        if (q.includes(' ')) full = q
        else full = [...full.split(' ').slice(0, -1), q].join(' ')
        paths.push(full)
      }
      for (const path of paths) {
        out.push({ path, flags })
        if (path === 'user starred list') starredFlags = flags
      }
    }
  }
  return out
}
