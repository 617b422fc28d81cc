// Where a command writes, and what it reads from the process: the one seam between the program
// and `process` (tests pass their own).
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
