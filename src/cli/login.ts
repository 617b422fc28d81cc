// `svc login add|list|default|remove`: named servers with their tokens, like `tea login` and gh's
// hosts. Tokens come from standard input (or --token), are written only to the 0600 config file
// and are never printed.
import { Command, Option } from 'commander'
import { normalizeServerUrl } from '../client/index.js'
import { UsageError } from '../errors.js'
import { VARIANT_SETTINGS } from '../registry/index.js'
import { neutralize } from '../text.js'
import { LOGIN_NAME, readConfig, writeConfig, type Config, type Login } from './config.js'
import { renderTable } from './output.js'
import { readStdinValue, type Masker } from './secrets.js'
import { didYouMean, unknownCommand } from './words.js'

interface LoginIo {
  out(text: string): void
  err(text: string): void
  env: NodeJS.ProcessEnv
  masker: Masker
}

function load(io: LoginIo): { config: Config; path: string } {
  const { config, path, warnings } = readConfig(io.env)
  for (const w of warnings) io.err(`svc: warning: ${w}\n`)
  return { config, path }
}

function existing(config: Config, name: string): Login {
  const login = config.logins[name]
  if (login) return login
  const names = Object.keys(config.logins)
  throw new UsageError(
    `no login named "${name}"${didYouMean(name, names)}${names.length ? ` (logins: ${names.join(', ')})` : ' (there are none: svc login add NAME --server-url URL --token-stdin)'}`
  )
}

export function addLoginCommands(program: Command, io: LoginIo): void {
  const login = program
    .command('login')
    .description('named logins (server URL and token) in the config file; pick one with --login NAME or SVC_LOGIN')
    .helpCommand(false)
    .allowExcessArguments(true)
    .action((_opts: unknown, self: Command) => {
      if (self.args.length === 0) return self.outputHelp()
      throw unknownCommand(self, 'login', self.args[0])
    })
  login.addHelpText(
    'after',
    `
The file is $XDG_CONFIG_HOME/svc/config.json (default ~/.config/svc/config.json; SVC_CONFIG names
another), mode 0600. Flags and SVC_* variables win over the login; a login's token is sent only to
its own server.

Examples:
  $ svc login add work --server-url https://git.example.com --token-stdin < token.txt
  $ svc login list
  $ svc login default work
  $ svc --login home user me
  $ svc login remove home
`
  )

  login
    .command('add')
    .description('add (or replace) a login; the first one becomes the default')
    .argument('<name>', 'a name for the login, e.g. work')
    .addOption(new Option('--server-url <url>', 'the forge base URL, e.g. https://git.example.com').makeOptionMandatory())
    .option('--token-stdin', 'read the token from standard input (recommended: it stays out of the shell history)')
    .option('--token <token>', 'the token (prefer --token-stdin)')
    .addOption(new Option('--variant <variant>', 'server variant (default: auto)').choices([...VARIANT_SETTINGS]))
    .option('--username <name>', 'user name for basic-auth commands (svc user tokens ...)')
    .option('--default', 'make it the default login')
    .action(
      async (
        name: string,
        opts: { serverUrl: string; tokenStdin?: boolean; token?: string; variant?: Login['variant']; username?: string; default?: boolean }
      ) => {
        if (!LOGIN_NAME.test(name))
          throw new UsageError('<name>: letters, digits, ".", "_" and "-" (up to 64), starting with a letter or digit')
        if (opts.token !== undefined && opts.tokenStdin) throw new UsageError('give --token or --token-stdin, not both')
        let server: URL
        try {
          server = normalizeServerUrl(opts.serverUrl)
        } catch (e) {
          throw new UsageError(`--server-url: ${(e as Error).message.replace(/^server-url /, '')}`)
        }
        const token = opts.tokenStdin ? await readStdinValue(`token (login ${name})`) : opts.token
        io.masker.add(token)
        if (token !== undefined && /\s/.test(token)) throw new UsageError('the token holds white space: pass the token alone')
        const { config } = load(io)
        const replaced = name in config.logins
        const entry: Login = { server_url: `${server.origin}${server.pathname === '/' ? '' : server.pathname}` }
        if (token) entry.token = token
        if (opts.variant && opts.variant !== 'auto') entry.variant = opts.variant
        if (opts.username) entry.username = opts.username
        config.logins[name] = entry
        if (opts.default || !config.default || !(config.default in config.logins)) config.default = name
        const path = writeConfig(io.env, config)
        io.err(
          `${replaced ? 'replaced' : 'added'} login ${name} (${neutralize(entry.server_url)}${token ? ', token stored' : ', no token'})` +
            `${config.default === name ? ', the default' : ''} in ${path}\n`
        )
      }
    )

  login
    .command('list')
    .description('the logins (never their tokens)')
    .addOption(new Option('-o, --output <format>', 'output format (default: text)').choices(['text', 'json']))
    .action((opts: { output?: string }) => {
      const { config } = load(io)
      const rows = Object.entries(config.logins).map(([name, l]) => ({
        name,
        server_url: l.server_url,
        variant: l.variant ?? 'auto',
        username: l.username ?? '',
        token: l.token ? 'set' : 'none',
        default: config.default === name
      }))
      if (opts.output === 'json') return io.out(JSON.stringify(rows) + '\n')
      if (rows.length === 0) return io.err('(no logins; add one: svc login add NAME --server-url URL --token-stdin)\n')
      io.out(renderTable(rows.map(r => ({ ...r, default: r.default ? '*' : '' }))))
    })

  login
    .command('default')
    .description('make a login the default (used when neither --login nor SVC_LOGIN is given)')
    .argument('<name>', 'the login')
    .action((name: string) => {
      const { config } = load(io)
      existing(config, name)
      config.default = name
      writeConfig(io.env, config)
      io.err(`the default login is now ${name}\n`)
    })

  login
    .command('remove')
    .alias('rm')
    .description('remove a login and its token from the config file')
    .argument('<name>', 'the login')
    .action((name: string) => {
      const { config } = load(io)
      existing(config, name)
      delete config.logins[name]
      if (config.default === name) config.default = Object.keys(config.logins)[0]
      writeConfig(io.env, config)
      io.err(`removed login ${name}${config.default ? `; the default is ${config.default}` : ''}\n`)
    })
}
