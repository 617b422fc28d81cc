// Messages and hints of the registry and client speak the action's language (action names,
// inputs, JSON params). At the shell they are said in the CLI's own words: `svc user variables
// set` for `variables_set`, `--scopes read:user` for `["read:user"]`, `--timeout-seconds` for the
// input `timeout-seconds`. Also the one style of "did you mean" for every unknown word.
import type { Command } from 'commander'
import { hintInWords } from '../client/hints.js'
import { UsageError } from '../errors.js'
import type { Domain } from '../registry/types.js'
import { COMMANDS } from './table.js'

/** Inputs the client's hints name, as the CLI's flags (with their environment variable). */
const INPUT_FLAGS: Array<[RegExp, string]> = [
  [/(?<![-\w])timeout-seconds\b/g, '--timeout-seconds (or SVC_TIMEOUT_SECONDS)'],
  [/(?<![-\w])server-url\b/g, '--server-url (or SVC_SERVER_URL)'],
  [/\bpass the current code as otp\b/g, 'pass the current code with --otp'],
  [/\bset username and password\b/g, 'pass --username and --password (or --password-stdin)'],
  [/\(username \+ password, plus otp\b/g, '(--username and --password or --password-stdin, plus --otp'],
  [/\bthe token \(or username\/password\)/g, 'the token (or --username/--password)'],
  // The action's input; the CLI reads the passphrase from the environment only.
  [/\bset gpg-passphrase, or --gpg-passphrase-stdin for the CLI\b/g, 'set SVC_GPG_PASSPHRASE'],
  [/(?<![-\w])gpg-passphrase\b/g, 'SVC_GPG_PASSPHRASE']
]

/** Text that names the action's inputs (a param's description), with the CLI's flags and variables instead. */
export function inputsInCliWords(text: string): string {
  let out = text
  for (const [re, flag] of INPUT_FLAGS) out = out.replace(re, flag)
  return out
}

/** `svc <words>` of a registry action, preferring the command of the given domain. */
export function commandOfAction(action: string, domain?: Domain): string | undefined {
  const specs = COMMANDS.filter(c => c.action === action)
  const spec = specs.find(c => c.domain === domain) ?? specs[0]
  return spec ? `svc ${spec.path.join(' ')}` : undefined
}

/** A JSON list of scopes (`["read:user","write:repository"]`) as the flag the CLI takes. */
function scopesFlag(text: string): string {
  return text.replace(/\bpass scopes, e\.g\. (\[[^\]]*\])/g, (whole, list: string) => {
    try {
      const scopes = JSON.parse(list) as unknown
      return Array.isArray(scopes) ? `pass --scopes, e.g. --scopes ${scopes.join(',')}` : whole
    } catch {
      return whole
    }
  })
}

/** A registry/client message or hint, in the CLI's words. */
export function inCliWords(text: string, domain?: Domain): string {
  let out = inputsInCliWords(scopesFlag(hintInWords(text, 'cli')))
  // Action names (snake_case words that name a command's action) become the command; quoted at
  // the start of a message (`"svc admin users badges" is not available on forgejo`).
  out = out.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, (word, at: number) => {
    const command = commandOfAction(word, domain)
    return command ? (at === 0 ? `"${command}"` : command) : word
  })
  // A one-word action (`runs`) only where it is the message's subject.
  out = out.replace(/^([a-z][a-z0-9]*)(?= is |: )/, word => {
    const command = commandOfAction(word, domain)
    return command ? `"${command}"` : word
  })
  return out
}

/**
 * Optimal string alignment distance: Levenshtein plus adjacent transpositions (`lsit` → `list`
 * is one edit, not two, so it wins over `edit`).
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0][j] = j
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  return d[a.length][b.length]
}

/** The closest candidates (ties: all of them, alphabetically), or none when nothing is near. */
export function suggest(word: string, candidates: readonly string[]): string[] {
  const scored = candidates.map(c => ({
    c,
    d: c.startsWith(word) && word.length >= 2 ? 0.5 : editDistance(word.toLowerCase(), c.toLowerCase())
  }))
  const best = Math.min(...scored.map(s => s.d))
  const limit = Math.max(1, Math.floor(word.length / 2))
  if (!Number.isFinite(best) || best > limit) return []
  return scored
    .filter(s => s.d === best)
    .map(s => s.c)
    .sort()
}

/** The one "did you mean" style: `; did you mean "list"?` (or nothing). */
export function didYouMean(word: string, candidates: readonly string[], render: (c: string) => string = c => c): string {
  const best = suggest(word, candidates)
  if (best.length === 0) return ''
  return `; did you mean ${best.map(c => `"${render(c)}"`).join(' or ')}?`
}

/** `unknown command "svc admin users lsit"; did you mean "svc admin users list"?` */
export function unknownCommand(group: Command, key: string, word: string): UsageError {
  return unknownCommandAmong(
    group.commands.filter(c => !(c as unknown as { _hidden?: boolean })._hidden).map(c => c.name()),
    key,
    word
  )
}

/** The same, for the group `key` whose subcommands (those its help lists) are `names`. */
export function unknownCommandAmong(names: readonly string[], key: string, word: string): UsageError {
  const prefix = key ? `svc ${key} ` : 'svc '
  const suggestion = didYouMean(word, names, c => `${prefix}${c}`)
  return new UsageError(`unknown command "${prefix}${word}"${suggestion || `; ${key ? `svc ${key}` : 'svc'} has: ${names.join(', ')}`}`)
}
