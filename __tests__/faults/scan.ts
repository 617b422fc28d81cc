// The injection scan: workflow commands in a log as act (Forgejo and Gitea runners) and GitHub's
// runner (actions/runner ActionCommand.cs) read them.

/** The commands @actions/core writes for the action itself. */
export const OWN_COMMANDS = new Set(['add-mask', 'error', 'warning', 'debug', 'notice'])

/** Workflow commands in a log that are not the front end's own, as either runner reads them. */
export function injections(log: string, own: ReadonlySet<string>): string[] {
  const found: string[] = []
  // Both runners honour `::stop-commands::TOKEN`: nothing is read as a command until `::TOKEN::`.
  let resume: string | undefined
  for (const line of log.split(/\r?\n/)) {
    if (resume !== undefined) {
      if (line.trimStart() === resume) resume = undefined
      continue
    }
    const stop = /^::stop-commands::([^\s:][^\s]*)$/.exec(line.trimStart())
    if (stop) {
      resume = `::${stop[1]}::`
      continue
    }
    // act: `^::name( props)?::data$` and `^##[name( props)?]data$`, at column 0.
    const act = /^::([^ ]+)( (.+))?::(.*)$/.exec(line)
    if (act && !(own.has(act[1]) && (act[1] === 'add-mask' || !/::|##\[/.test(act[4] ?? ''))))
      found.push(`act reads a command in: ${line.slice(0, 80)}`)
    if (/^##\[/.test(line)) found.push(`act reads ##[ in: ${line.slice(0, 80)}`)
    // actions/runner: `::` after leading whitespace (v2), `##[` anywhere in the line (v1).
    const trimmed = line.trimStart()
    if (trimmed.startsWith('::')) {
      const end = trimmed.indexOf('::', 2)
      const name = (end < 0 ? '' : trimmed.slice(2, end)).split(' ')[0]
      const data = end < 0 ? '' : trimmed.slice(end + 2)
      if (end >= 0 && !(own.has(name) && trimmed === line && (name === 'add-mask' || !/::|##\[/.test(data))))
        found.push(`the GitHub runner reads a command in: ${line.slice(0, 80)}`)
    }
    if (line.includes('##[')) found.push(`the GitHub runner reads ##[ in: ${line.slice(0, 80)}`)
  }
  return found
}
