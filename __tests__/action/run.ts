// Jest-free (scripts/demo.ts imports it too; harness.ts adds the jest set-up). Runs the BUNDLED
// action (dist/index.js) the way a runner does: a child process with INPUT_*
// variables (defaults taken from action.yml, as the runner fills them in), GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files under a fresh RUNNER_TEMP, under Node 20 (this process's node) and
// Node 24 (installed by scripts/ensure-node24.mjs). The bundle is copied out of the repository
// first, so it must run with no node_modules around it.
import { execFile, execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { ROOT, ensureBundle, locked } from '../bundle.js'

export interface NodeBinary {
  label: string
  path: string
}

/** This machine's node and Node 24 (installed once into .tmp/node24). */
export function nodeBinaries(): NodeBinary[] {
  const node24 = locked('node24', () =>
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-node24.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit']
    }).trim()
  )
  const mine = { label: `node ${process.versions.node}`, path: process.execPath }
  const v24 = { label: `node ${execFileSync(node24, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()}`, path: node24 }
  return process.versions.node.startsWith('24.') ? [mine] : [mine, v24]
}

/**
 * Copies the action's bundle into a fresh directory outside the repository (no node_modules
 * anywhere above): dist/index.js, the chunks it loads on use (index.<id or domain>.js: the domains, the proxy agent, gpg
 * signing) and dist/package.json.
 */
export function isolatedBundle(): string {
  const bundle = ensureBundle('index.js')
  const dir = mkdtempSync(join(tmpdir(), 'svc-action-'))
  for (const file of readdirSync(dirname(bundle)))
    if (file === 'package.json' || /^index(\.[\w-]+)?\.js$/.test(file)) copyFileSync(join(dirname(bundle), file), join(dir, file))
  return join(dir, 'index.js')
}

/** Input defaults as declared in action.yml (`${{ github.server_url }}` stays a placeholder). */
export function actionDefaults(): Record<string, string> {
  const text = readFileSync(join(ROOT, 'action.yml'), 'utf8')
  const defaults: Record<string, string> = {}
  let section = ''
  let current = ''
  for (const line of text.split('\n')) {
    const top = /^([a-z]+):/.exec(line)
    if (top) section = top[1]
    if (section !== 'inputs') continue
    const name = /^ {2}([a-z][a-z0-9-]*):\s*$/.exec(line)
    if (name) current = name[1]
    const def = /^ {4}default:\s*(.*)$/.exec(line)
    if (def && current)
      defaults[current] = def[1]
        .trim()
        .replace(/^'(.*)'$/, '$1')
        .replace(/^"(.*)"$/, '$1')
  }
  return defaults
}

export interface ActionRun {
  code: number
  stdout: string
  stderr: string
  /** Step outputs parsed from the GITHUB_OUTPUT file. */
  outputs: Record<string, string>
  outputFile: string
  summary: string
  runnerTemp: string
  /** Every file under RUNNER_TEMP with its content (the result file included). */
  files: Record<string, string>
  /** Values registered with `::add-mask::`, unescaped as the runner reads them. */
  masks: string[]
  /** The log as a runner shows it: add-mask lines consumed, registered values replaced by ***. */
  shown: string
  /** The `::error::` lines' text. */
  errors: string[]
}

export interface RunOptions {
  node: NodeBinary
  bundle: string
  serverUrl: string
  /** Inputs by name (as in a workflow `with:`); merged over the action.yml defaults. */
  inputs: Record<string, string | undefined>
  env?: Record<string, string>
  /** Leave GITHUB_STEP_SUMMARY unset. */
  noSummary?: boolean
  /** Which variable names the output file: GITHUB_OUTPUT (default), only FORGEJO_OUTPUT, or none. */
  outputVia?: 'github' | 'forgejo' | 'none'
}

/** `name=value` and `name<<DELIM` … `DELIM` entries of an env file. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (heredoc) {
      const [, name, delim] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i])
      out[name] = value.join('\n')
      continue
    }
    const eq = lines[i].indexOf('=')
    if (eq > 0) out[lines[i].slice(0, eq)] = lines[i].slice(eq + 1)
  }
  return out
}

const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

const SHOWN_AS: Record<string, string> = { error: 'Error', warning: 'Warning', notice: 'Notice' }

/** A workflow command line as the runner displays it (`::error::x` → `Error: x`); other lines as they are. */
export function asShown(line: string): string {
  const m = /^::(error|warning|notice)(?: [^:]*)?::(.*)$/.exec(line)
  return m ? `${SHOWN_AS[m[1]]}: ${unescapeData(m[2])}` : line
}

function listFiles(dir: string, into: Record<string, string> = {}): Record<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    if (entry.isDirectory()) listFiles(p, into)
    else into[p] = readFileSync(p, 'utf8')
  }
  return into
}

export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'svc-runner-'))
  const outputFile = join(runnerTemp, '_runner_file_commands', 'set_output')
  const summaryFile = join(runnerTemp, '_runner_file_commands', 'step_summary')
  mkdirSync(dirname(outputFile), { recursive: true })
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const inputs: Record<string, string> = {}
  for (const [k, v] of Object.entries({ ...actionDefaults(), ...opts.inputs }))
    if (v !== undefined) inputs[k] = v.replace('${{ github.server_url }}', opts.serverUrl)
  // A clean environment, as a runner gives a step: nothing of this process leaks in.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: runnerTemp,
    GITHUB_ACTIONS: 'true',
    GITEA_ACTIONS: 'true',
    RUNNER_TEMP: runnerTemp,
    ...(opts.outputVia === 'none' ? {} : opts.outputVia === 'forgejo' ? { FORGEJO_OUTPUT: outputFile } : { GITHUB_OUTPUT: outputFile }),
    ...(opts.noSummary ? {} : { GITHUB_STEP_SUMMARY: summaryFile }),
    ...opts.env
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(done => {
    execFile(opts.node.path, [opts.bundle], { env, cwd: runnerTemp, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) =>
      done({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout: out, stderr: errOut })
    )
  })
  const files = listFiles(runnerTemp)
  const masks = stdout
    .split('\n')
    .filter(l => l.startsWith('::add-mask::'))
    .map(l => unescapeData(l.slice('::add-mask::'.length)))
  const byLength = [...masks].sort((a, b) => b.length - a.length)
  const shown = stdout
    .split('\n')
    .filter(l => !l.startsWith('::add-mask::') && !l.startsWith('::debug::'))
    .map(l => byLength.reduce((acc, m) => (m ? acc.split(m).join('***') : acc), asShown(l)))
    .join('\n')
  const errors = stdout
    .split('\n')
    .filter(l => l.startsWith('::error::'))
    .map(l => unescapeData(l.slice('::error::'.length)))
  const result: ActionRun = {
    code,
    stdout,
    stderr,
    outputs: parseEnvFile(files[outputFile] ?? ''),
    outputFile,
    summary: files[summaryFile] ?? '',
    runnerTemp,
    files,
    masks,
    shown,
    errors
  }
  return result
}

export function cleanup(run: ActionRun): void {
  rmSync(run.runnerTemp, { recursive: true, force: true })
}

/** The forms of a credential that must never be printed (mirrors credentialForms). */
export function leakForms(value: string): string[] {
  const forms = new Set<string>([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)])
  for (const line of value.split(/\r?\n/)) if (line.trim().length >= 4) forms.add(line).add(JSON.stringify(line).slice(1, -1))
  return [...forms].filter(f => f.length > 0)
}

/** Credential values inside a result: every string under a credential-named key. */
export function credentialsIn(value: unknown, keys = ['token', 'sha1', 'client_secret', 'password', 'value']): string[] {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (keys.includes(k) && typeof x === 'string' && x) out.push(x)
        else walk(x)
      }
  }
  walk(value)
  return out
}

/**
 * Every place a credential must not appear: stdout (the add-mask lines aside), stderr, the job
 * summary, GITHUB_OUTPUT outside the `result` output, and every file under RUNNER_TEMP except the
 * result file. Also checks that each form was registered with add-mask. Returns the problems.
 */
export function findLeaks(run: ActionRun, credentials: string[]): string[] {
  const problems: string[] = []
  const stdout = run.stdout
    .split('\n')
    .filter(l => !l.startsWith('::add-mask::'))
    .join('\n')
  const outputsBesidesResult = Object.entries(run.outputs)
    .filter(([k]) => k !== 'result')
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')
  const places: Array<[string, string]> = [
    ['stdout', stdout],
    ['stderr', run.stderr],
    ['job summary', run.summary],
    ['GITHUB_OUTPUT (outputs other than result)', outputsBesidesResult]
  ]
  for (const [file, content] of Object.entries(run.files))
    if (file !== run.outputFile && file !== run.outputs['result-file'] && !file.endsWith('step_summary')) places.push([file, content])
  for (const credential of credentials) {
    for (const form of leakForms(credential)) {
      for (const [where, text] of places) if (text.includes(form)) problems.push(`${where} holds a credential form (${form.length} chars)`)
      if (!run.masks.includes(form)) problems.push(`a credential form (${form.length} chars) was not registered with add-mask`)
    }
  }
  return problems
}

/** Bounded-parallel map, for running several child processes at once. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i], i)
      }
    })
  )
  return out
}
