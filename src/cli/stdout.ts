// What the CLI writes to stdout is data (a dump, --jq strings, a template, csv / tsv, a table):
// written byte for byte, never with `::` rewritten, so `svc dump > forge.yaml` is the file a plan
// reads. Where a runner reads stdout as its log, a line of that data could be a workflow command
// (`::add-mask::`, `::set-output::`, `##[error]`): there, and only there, the data is wrapped the
// way the runners document (`::stop-commands::TOKEN` before it, `::TOKEN::` after), with a token
// no server text can know beforehand. Control characters are a matter of each format (text forms
// drop them, JSON and YAML escape them), not of this stream.
import { fstatSync } from 'node:fs'
import { randomUUID } from '../random-uuid.js'

/** The variables a runner sets in a step's environment (GitHub, Gitea, Forgejo Actions). */
const RUNNER_VARIABLES = ['GITHUB_ACTIONS', 'GITEA_ACTIONS', 'FORGEJO_ACTIONS'] as const

/** Text a runner reads as a command: `::` (anywhere: GitHub's runner trims the line first) or `##[`. */
const COMMAND_FORM = /::|##\[/

/**
 * Whether a runner may read what the process writes to file descriptor `fd`: a runner's variable
 * is set and the descriptor is not a regular file (`> out.yaml` is read by no runner; a pipe or a
 * terminal may be the log).
 */
export function runnerReads(env: NodeJS.ProcessEnv, fd = 1): boolean {
  if (!RUNNER_VARIABLES.some(v => (env[v] ?? '') !== '' && env[v] !== 'false')) return false
  try {
    return !fstatSync(fd).isFile()
  } catch {
    return true
  }
}

export interface DataStdout {
  write(text: string): void
  /** After the command: the runner's commands resumed, when they were stopped. */
  end(): void
}

/**
 * Stdout for data. Where no runner reads it, every write as it is. Where one does, the stop line
 * goes out before the first write that holds a command form (so output without one, the usual
 * case, reaches a pipe unchanged), at the start of a line, and the resume line after the last.
 */
export function dataStdout(write: (text: string) => void, guarded: boolean, token: () => string = randomUUID): DataStdout {
  if (!guarded) return { write, end: () => undefined }
  let resume: string | undefined
  // The last two characters written: a `::` or `##[` split between two writes is still seen.
  let tail = ''
  let atLineStart = true
  return {
    write(text) {
      if (text === '') return
      if (resume === undefined && COMMAND_FORM.test(tail + text)) {
        resume = token()
        // A stop line must stand on a line of its own; writes end with a line break in practice.
        write(`${atLineStart ? '' : '\n'}::stop-commands::${resume}\n`)
      }
      write(text)
      tail = (tail + text).slice(-2)
      atLineStart = text.endsWith('\n')
    },
    end() {
      if (resume === undefined) return
      write(`${atLineStart ? '' : '\n'}::${resume}::\n`)
      resume = undefined
    }
  }
}
