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
}
