// Help: the top-level page, the examples every command shows (written in the table, or made from
// the command's params), `svc help WORDS`, and an unknown command asked for help, which is refused
// as gh does rather than answered with another page.
import type { Command } from 'commander'
import { loadedOperation } from '../registry/load.js'
import { VALUE_FLAGS } from './globals.js'
import { flagOf, paramsOf, type ParamInfo } from './params.js'
import type { CommandSpec } from './table.js'
import { unknownCommand } from './words.js'

export const PROGRAM_DESCRIPTION =
  'Administer a Gitea or Forgejo server from the shell: user accounts, keys, tokens, organizations, teams, repositories, their secrets and variables, and the instance.'

export const PROGRAM_HELP = `
Environment: SVC_SERVER_URL, SVC_TOKEN, SVC_USERNAME, SVC_PASSWORD, SVC_OTP, SVC_VARIANT, SVC_TIMEOUT_SECONDS,
SVC_RETRIES, SVC_LOGIN (flags win over them; they win over the login); SVC_GPG_PASSPHRASE for --sign.
Logins: svc login --help. Completion: svc completion --help.
Exit codes: 0 success, 1 the server or network failed the call, 2 usage or validation error (nothing sent).
Examples:
  $ export SVC_SERVER_URL=https://git.example.com SVC_TOKEN=...
  $ svc user me
  $ svc user keys add --title laptop --key @~/.ssh/id_ed25519.pub
  $ svc user secrets set DEPLOY_KEY < deploy_key.txt
  $ svc admin users list -o json
  $ svc help admin users
`

const SAMPLES: Record<string, string> = {
  username: 'alice',
  owner: 'acme',
  repo: 'widgets',
  org: 'acme',
  team: 'Developers',
  new_name: 'alice2',
  name: 'MY_NAME',
  task: 'repo_health_check',
  query: 'ali',
  q: 'example.com',
  file: './avatar.png',
  type: 'gitea',
  emails: 'alice@example.com',
  badges: 'contributor',
  token_id: 'ci'
}

function sampleFor(info: ParamInfo): string {
  return SAMPLES[info.name] ?? (info.kind === 'integer' ? '3' : info.kind === 'json' ? `'{"key":"value"}'` : 'VALUE')
}

/** The table's examples, or one made of the positional arguments and the required flags. */
export function exampleOf(spec: CommandSpec, infos: ParamInfo[]): string[] {
  if (spec.examples) return spec.examples
  const parts = [...spec.path]
  for (const name of spec.args ?? []) parts.push(sampleFor(infos.find(i => i.name === name)!))
  for (const info of infos) if (info.required && !spec.args?.includes(info.name)) parts.push(`--${flagOf(info.name)} ${sampleFor(info)}`)
  return [parts.join(' ')]
}

export const examplesText = (examples: string[]) =>
  `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map(e => `  $ ${e.startsWith('printf') ? e : `svc ${e}`}`).join('\n')}\n`

/** A group's examples: its first command's (computed when help is shown: it builds that params schema). */
export const groupExamples = (first: CommandSpec) => () =>
  examplesText(exampleOf(first, paramsOf(loadedOperation(first.domain, first.action), first)))

/** `svc help [COMMAND...]`: the help of that command or group, exit 0. */
export function addHelpCommand(program: Command): void {
  program
    .command('help')
    .description('show the help of a command or group, e.g. svc help admin users')
    .argument('[command...]', 'command words')
    .addHelpText('after', '\nExample:\n  $ svc help admin users\n')
    .action((words: string[]) => {
      let cmd: Command = program
      const path: string[] = []
      for (const word of words) {
        const next = cmd.commands.find(c => c.name() === word)
        if (!next) throw unknownCommand(cmd, path.join(' '), word)
        path.push(word)
        cmd = next
      }
      cmd.outputHelp()
    })
}

/**
 * `svc nosuchcommand --help`: commander would print the nearest group's help and exit 0; gh says
 * the command is unknown. Throws that usage error when argv asks for help and one of its command
 * words is not a command of the group it follows.
 */
export function refuseHelpOfUnknown(program: Command, argv: readonly string[]): void {
  const end = argv.indexOf('--')
  const args = end < 0 ? argv : argv.slice(0, end)
  if (!args.some(a => a === '--help' || a === '-h')) return
  let cmd = program
  const path: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg.startsWith('-')) {
      if (VALUE_FLAGS.has(arg)) i++
      continue
    }
    // A command that takes arguments (a leaf, `help`, `api`): the rest is its business.
    if (cmd.commands.length === 0 || cmd.registeredArguments.length > 0) return
    const next = cmd.commands.find(c => c.name() === arg || c.aliases().includes(arg))
    if (!next) throw unknownCommand(cmd, path.join(' '), arg)
    path.push(arg)
    cmd = next
  }
}
