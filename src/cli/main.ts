// `svc`: the command-line front end. Parses argv with the table-built program, runs the one
// operation, and maps failures to exit codes: 0 ok, 1 server or network, 2 usage (nothing sent).
import { CommanderError } from 'commander'
import { ForgeError, UsageError } from '../errors.js'
import { neutralize } from '../text.js'
import { buildProgram, commandPathOf } from './program.js'
import { Masker } from './secrets.js'

/** A commander message without argv values that could be credentials. */
function cleanCommanderMessage(message: string): string {
  return message
    .replace(/^error:\s*/, '')
    .replace(/'(--?[^'=\s]+)=[^']*'/g, "'$1=…'")
    .replace(/ argument '[^']*' is invalid\./, ' has an invalid value.')
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const masker = Masker.fromArgv(argv, env)
  const out = (s: string) => void process.stdout.write(s)
  const err = (s: string) => void process.stderr.write(s)
  const program = buildProgram({ out, err, env, masker })
  const fail = (message: string, hint?: string) => {
    err(`svc: ${masker.mask(neutralize(message))}\n`)
    if (hint) err(`hint: ${masker.mask(neutralize(hint))}\n`)
  }
  const helpHint = () => `see: svc ${commandPathOf(program, argv)}${commandPathOf(program, argv) ? ' ' : ''}--help`
  try {
    await program.parseAsync(argv, { from: 'user' })
    return 0
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return 0
      if (e.code === 'commander.help') return 2
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

// `svc ... | head`: a closed pipe ends the output, not the process with a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw e
  })

main(process.argv.slice(2)).then(
  code => {
    process.exitCode = code
  },
  () => {
    process.exitCode = 1
  }
)
