// Credentials on the way in (standard input, hidden prompt) and never on the way out: every line
// the CLI writes to stderr passes through `Masker.mask`.
import { UsageError } from '../errors.js'
import { Masker } from '../masker.js'
import { InputTooLarge, MAX_INPUT_BYTES, readBounded } from '../read-bounded.js'
import { connectionSecrets } from '../text.js'

export { Masker }

/** Flags whose value is a credential wherever they appear in argv. */
export const SECRET_FLAGS = ['--token', '--password', '--otp', '--value']
/** Environment variables that hold credentials. */
export const SECRET_ENV = ['SVC_TOKEN', 'SVC_PASSWORD', 'SVC_OTP', 'SVC_GPG_PASSPHRASE']

/** The CLI's masker: the shared one, knowing the credential values of argv and the environment. */
export function cliMasker(argv: readonly string[], env: NodeJS.ProcessEnv): Masker {
  // Values of 1–2 characters are not masked: they would blank out ordinary text.
  const m = new Masker({ minLength: 3 })
  argv.forEach((arg, i) => {
    for (const flag of SECRET_FLAGS) {
      if (arg === flag) m.add(argv[i + 1])
      else if (arg.startsWith(`${flag}=`)) m.add(arg.slice(flag.length + 1))
    }
  })
  for (const name of SECRET_ENV) m.add(env[name])
  // A server may echo the Basic authorization value: base64(user:password).
  const flag = (name: string) => {
    const i = argv.findIndex(a => a === name || a.startsWith(`${name}=`))
    if (i < 0) return undefined
    return argv[i] === name ? argv[i + 1] : argv[i].slice(name.length + 1)
  }
  const username = flag('--username') ?? env.SVC_USERNAME
  const password = flag('--password') ?? env.SVC_PASSWORD
  m.add(...connectionSecrets({ username, password }))
  return m
}

let stdinUsedFor: string | undefined

/**
 * A value from standard input: piped input is read to its end (one trailing newline dropped); at
 * a terminal the value is typed without echo and ends with Enter. Only one value can come from it.
 */
export async function readStdinValue(what: string): Promise<string> {
  if (stdinUsedFor !== undefined)
    throw new UsageError(`standard input can hold only one value: it already holds ${stdinUsedFor}, so pass ${what} another way`)
  stdinUsedFor = what
  const value = process.stdin.isTTY ? await promptHidden(`${what}: `) : await readAll()
  if (value.length === 0) throw new UsageError(`no ${what} on standard input`)
  return value
}

/**
 * All of piped standard input as text (`--params -`): refused at a terminal (nothing would end the
 * items), and like readStdinValue the only thing standard input can hold.
 */
export async function readStdinText(what: string): Promise<string> {
  if (stdinUsedFor !== undefined)
    throw new UsageError(`standard input can hold only one value: it already holds ${stdinUsedFor}, so pass ${what} another way`)
  stdinUsedFor = what
  if (process.stdin.isTTY) throw new UsageError(`${what}: standard input is a terminal; pipe them in, or pass @FILE`)
  try {
    return await readAll(MAX_INPUT_BYTES)
  } catch (e) {
    // A runaway pipe (`yes |`, a 200 MB export) ends at the bound of a state file, before anything is sent.
    if (e instanceof InputTooLarge) throw new UsageError(`${what}: ${e.message} (the bound of a state file too); split the input`)
    throw e
  }
}

async function readAll(limit?: number): Promise<string> {
  return (await readBounded(process.stdin, limit ?? Infinity)).toString('utf8').replace(/\r?\n$/, '')
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin
    process.stderr.write(question)
    stdin.setRawMode(true)
    stdin.setEncoding('utf8')
    stdin.resume()
    let value = ''
    const finish = (err?: Error) => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
      if (err) reject(err)
      else resolve(value)
    }
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n' || c === '\u0004') return finish()
        if (c === '\u0003') return finish(new UsageError('cancelled'))
        if (c === '\u007f' || c === '\b') value = value.slice(0, -1)
        else value += c
      }
    }
    stdin.on('data', onData)
  })
}
