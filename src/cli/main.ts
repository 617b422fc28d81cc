// `svc`: the command-line front end. Parses argv with the table-built program, runs the one
// operation, and maps failures to exit codes: 0 ok, 1 server or network, 2 usage (nothing sent).
import { CommanderError } from 'commander'
import { ForgeError, UsageError } from '../errors.js'
import { neutralize } from '../text.js'
import { buildProgram, commandPathOf } from './program.js'
import { cliMasker } from './secrets.js'
import { COMMANDS } from './table.js'
import { inCliWords } from './words.js'

/** A commander message without argv values that could be credentials, in the one suggestion style. */
function cleanCommanderMessage(message: string): string {
  return message
    .replace(/^error:\s*/, '')
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

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const masker = cliMasker(argv, env)
  const out = (s: string) => void process.stdout.write(s)
  const err = (s: string) => void process.stderr.write(s)
  const program = buildProgram({ out, err, env, masker, stderrIsTTY: process.stderr.isTTY === true })
  // Messages of the registry and client, in the CLI's words (the command's domain first).
  const path = () => commandPathOf(program, argv)
  const domain = () => COMMANDS.find(c => c.path.join(' ') === path())?.domain
  const fail = (message: string, hint?: string) => {
    err(`svc: ${masker.mask(neutralize(inCliWords(message, domain())))}\n`)
    if (hint) err(`hint: ${masker.mask(neutralize(inCliWords(hint, domain())))}\n`)
  }
  const helpHint = () => {
    const words = commandPathOf(program, argv[0] === 'help' ? argv.slice(1) : argv)
    return `see: svc ${words}${words ? ' ' : ''}--help`
  }
  try {
    await program.parseAsync(argv, { from: 'user' })
    return 0
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help exits 0 everywhere, also where commander shows it for a missing subcommand.
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help' || e.exitCode === 0)
        return 0
      fail(cleanCommanderMessage(e.message), helpHint())
      return 2
    }
    if (e instanceof UsageError) {
      fail(e.message, helpHint())
      return 2
    }
    if (e instanceof ForgeError) {
      fail(e.message, e.hint)
      return 1
    }
    fail(`unexpected failure: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
}
