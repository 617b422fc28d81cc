// Where a command writes, and what it reads from the process: the one seam between the program
// and `process` (tests pass their own).
import { UsageError } from '../errors.js'
import { ExitCode } from './exit-code.js'
import type { Masker } from './secrets.js'

export interface Io {
  out(text: string): void
  err(text: string): void
  env: NodeJS.ProcessEnv
  masker: Masker
  /** Standard error is a terminal (progress lines while --paginate reads pages). */
  stderrIsTTY?: boolean
  /**
   * Asks a person at a terminal (stdin and stderr both one): true when they answer `yes`. Absent
   * where no one can answer (CI, a pipe): then nothing is asked.
   */
  confirm?(question: string): Promise<boolean>
}

/** Io.confirm at a terminal: the question on standard error, one line read from standard input. */
export async function terminalConfirm(question: string): Promise<boolean> {
  const { createInterface } = await import('node:readline/promises')
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
  try {
    return (await rl.question(question)).trim() === 'yes'
  } finally {
    rl.close()
  }
}

/**
 * Whether svc runs in CI, where no one can be asked and the pipeline itself is the confirmation:
 * `CI` set (GitHub, Gitea and Forgejo Actions, GitLab, ... set `CI=true`) but not to false or 0, or
 * one of the Actions runners' own variables.
 */
export function inCI(env: NodeJS.ProcessEnv): boolean {
  const ci = (env.CI ?? '').trim().toLowerCase()
  return (ci !== '' && ci !== 'false' && ci !== '0') || ['GITHUB_ACTIONS', 'GITEA_ACTIONS', 'FORGEJO_ACTIONS'].some(v => env[v] === 'true')
}

/**
 * Before a step that cannot be undone (`svc repo delete`, `svc admin users delete --purge`, `svc
 * apply -f`), as gh and terraform do: `--yes` goes on; a person at a terminal is asked (only "yes"
 * goes on, anything else exits 1, nothing sent); CI goes on; anywhere else (a pipe, cron, a script
 * without a terminal) it is refused (exit 2, nothing sent), saying to pass --yes.
 */
export async function confirmIrreversible(io: Io, what: string, yes: boolean | undefined, how = '--yes'): Promise<void> {
  if (yes) return
  if (io.confirm) {
    if (await io.confirm(`${what}. This cannot be undone. Only "yes" goes on: `)) return
    throw new ExitCode(1, 'Cancelled: nothing was sent.')
  }
  if (inCI(io.env)) return
  throw new UsageError(
    `${what}: this cannot be undone, and standard input is not a terminal, so svc cannot ask: pass ${how} to go on (in CI, with CI=true, it goes on unasked)`
  )
}
