// `svc`: the command-line front end. Parses argv with the table-built program, runs the one
// operation, and maps failures to exit codes: 0 ok, 1 server or network, 2 usage (nothing sent).
import { CommanderError, type Command } from 'commander'
import { ForgeError, OutputError, UsageError } from '../errors.js'
import { neutralize } from '../text.js'
import { loadCompletion } from './completion.js'
import { refuseHelpOfUnknown } from './help.js'
import {
  actionStarted,
  buildProgram,
  commandOf,
  commandPathOf,
  namesMcpCommand,
  namesStateCommand,
  WholeProgramNeeded,
  type Io
} from './program.js'
import { cliMasker } from './secrets.js'
import { dataStdout, runnerReads } from './stdout.js'
import { terminalConfirm } from './io.js'
import { ExitCode } from './exit-code.js'
import { COMMANDS } from './table.js'
import { VERSION } from './version.js'
import { inCliWords } from './words.js'

/** Flags other CLIs (gh, tea) use for what svc calls otherwise. */
const FOREIGN_FLAGS: Record<string, string> = {
  '--all': '"--paginate"? (it reads every page of a list)',
  '-A': '"--paginate"? (it reads every page of a list)',
  '--json': '"-o json"?',
  '--format': '"-o text" or "-o json"?',
  '--output-format': '"-o text" or "-o json"?'
}

/** A commander message without argv values that could be credentials, in the one suggestion style. */
function cleanCommanderMessage(message: string): string {
  return message
    .replace(/^error:\s*/, '')
    .replace(/^unknown option '([^'=\s]+)(=[^']*)?'$/, (whole, flag: string) =>
      FOREIGN_FLAGS[flag] ? `unknown option '${flag}'; did you mean ${FOREIGN_FLAGS[flag]}` : whole
    )
    .replace(/'(--?[^'=\s]+)=[^']*'/g, "'$1=…'")
    .replace(/ argument '[^']*' is invalid\./, ' has an invalid value.')
    .replace(
      /\s*\n?\(Did you mean ([^?]+)\?\)/,
      (_, s: string) =>
        `; did you mean ${s
          .split(/,? or |, /)
          .map(x => `"${x.trim()}"`)
          .join(' or ')}?`
    )
}

/**
 * `commandIndex: false`: every argv the partial programs do not parse goes to the whole program,
 * an unknown command word too (the tests compare its answers with the command tree's index).
 */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env, { commandIndex = true } = {}): Promise<number> {
  // Data byte for byte; wrapped in stop-commands only where a runner reads it (stdout.ts).
  const stdout = dataStdout(s => void process.stdout.write(s), runnerReads(env))
  try {
    return await runMain(argv, env, commandIndex, stdout.write)
  } finally {
    stdout.end()
  }
}

async function runMain(argv: string[], env: NodeJS.ProcessEnv, commandIndex: boolean, out: (s: string) => void): Promise<number> {
  const masker = cliMasker(argv, env)
  const err = (s: string) => void process.stderr.write(s)
  const io: Io = {
    out,
    err,
    env,
    masker,
    stderrIsTTY: process.stderr.isTTY === true,
    ...(process.stdin.isTTY && process.stderr.isTTY ? { confirm: terminalConfirm } : {})
  }
  // A command of the table is parsed by the part of the program it needs; anything else (help,
  // a usage error, login, api, completion...) by the whole program, built once when first needed.
  let whole: Promise<Command> | undefined
  const wholeProgram = () => (whole ??= loadCompletion().then(completion => buildProgram(io, { completion })))
  const command = commandOf(argv)
  // Argv without a flag (no word that starts with "-", `--` included): it sets no global option,
  // and a word of it that is no command is told from the command tree's index.
  const flagless = !argv.some(a => a.startsWith('-'))
  // Messages of the registry and client, in the CLI's words (the command's domain first). The
  // command path is read off the whole tree, as before: only a failure builds it, not a start;
  // an unknown command word reads it off the command tree's index.
  let commandPath = async (words: readonly string[]) => commandPathOf(await wholeProgram(), words)
  const path = () => commandPath(argv)
  const domain = async () => {
    const words = await path()
    return COMMANDS.find(c => c.path.join(' ') === words)?.domain
  }
  const fail = async (message: string, hint?: string) => {
    const d = await domain()
    err(`svc: ${masker.mask(neutralize(inCliWords(message, d)))}\n`)
    if (hint) err(`hint: ${masker.mask(neutralize(inCliWords(hint, d)))}\n`)
  }
  const helpHint = async () => {
    const words = await commandPath(argv[0] === 'help' ? argv.slice(1) : argv)
    return `see: svc ${words}${words ? ' ' : ''}--help`
  }
  const parseWhole = async () => {
    const program = await wholeProgram()
    refuseHelpOfUnknown(program, argv)
    await program.parseAsync(argv, { from: 'user' })
  }
  // The version alone needs no command tree (the whole tree is ~220 commands to build); what
  // commander would print for it, without it.
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    out(`svc ${VERSION}\n`)
    return 0
  }
  try {
    // A command of the table, plan/apply/dump and mcp each have a program of their own.
    const scope = command
      ? { command, flagless }
      : namesStateCommand(argv)
        ? { state: true as const }
        : namesMcpCommand(argv)
          ? { mcp: true as const }
          : undefined
    if (!scope) {
      // A word that is no command (`svc usr me`, `svc user mee`) is told from the tree's index,
      // as the whole program tells it, without building the tree and loading every domain.
      const index = commandIndex && flagless ? await import('./command-tree.js') : undefined
      const unknown = index?.unknownCommandOf(argv)
      if (index && unknown) {
        commandPath = async words => index.commandPathIn(words)
        throw unknown
      }
      await parseWhole()
    } else {
      const program = await buildProgram(io, scope)
      try {
        await program.parseAsync(argv, { from: 'user' })
      } catch (e) {
        // Until the command's action starts, a partial program has written and run nothing: argv
        // that leads elsewhere, or that commander refuses, is parsed again by the whole program.
        if (actionStarted(program) || !(e instanceof WholeProgramNeeded || e instanceof CommanderError)) throw e
        await parseWhole()
      }
    }
    return 0
  } catch (e) {
    // A result told by the exit code alone (svc plan --detailed-exitcode: 2 when something would change).
    if (e instanceof ExitCode) {
      if (e.said) err(`svc: ${e.said}\n`)
      return e.code
    }
    const code = await failure(e)
    // `svc plan --detailed-exitcode` keeps 2 for "something would change" alone (a drift check reads
    // it so): every error there, a bad file, flag or a refused removal guard too, exits 1.
    return code !== 0 && (await detailedPlan()) ? 1 : code
  }

  /** Whether argv is `svc plan ... --detailed-exitcode` (the flag before any `--`). */
  async function detailedPlan(): Promise<boolean> {
    const end = argv.indexOf('--')
    if (!(end < 0 ? argv : argv.slice(0, end)).includes('--detailed-exitcode')) return false
    return (await path()) === 'plan'
  }

  /** Says what failed, and the exit code: 2 usage (nothing sent), 1 server, network or unexpected. */
  async function failure(e: unknown): Promise<number> {
    if (e instanceof CommanderError) {
      // Help exits 0 everywhere, also where commander shows it for a missing subcommand.
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help' || e.exitCode === 0)
        return 0
      await fail(cleanCommanderMessage(e.message), await helpHint())
      return 2
    }
    if (e instanceof UsageError) {
      await fail(e.message, await helpHint())
      return 2
    }
    if (e instanceof ForgeError) {
      await fail(e.message, e.hint)
      return 1
    }
    // The answer came but could not be printed as asked (--jq, --template).
    if (e instanceof OutputError) {
      await fail(e.message)
      return 1
    }
    await fail(`unexpected failure: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
}
