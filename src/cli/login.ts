// `svc login add|list|default|remove`: named servers with their tokens, like `tea login` and gh's
// hosts. Tokens come from standard input (or --token), are written only to the 0600 config file
// and are never printed.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { Command, Option } from 'commander'
import { ForgeHttp, normalizeServerUrl } from '../client/index.js'
import { connectionSettings } from '../client/connection.js'
import { detectVariant } from '../client/variant.js'
import { ForgeError, UsageError } from '../errors.js'
import { VARIANT_SETTINGS, type Variant } from '../registry/types.js'
import { neutralize } from '../text.js'
import { LOGIN_NAME, loginNamed, readConfig, updateConfig, type Config, type Login } from './config.js'
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
  const login = loginNamed(config, name)
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
its own server. login add checks the token with the server (GET /user) and stores its user name;
--no-verify stores it unchecked.

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
    .description('add (or replace) a login, its token checked with the server; the first one becomes the default')
    .argument('<name>', 'a name for the login, e.g. work')
    .addOption(new Option('--server-url <url>', 'the forge base URL, e.g. https://git.example.com').makeOptionMandatory())
    .option('--token-stdin', 'read the token from standard input (recommended: it stays out of the shell history)')
    .option('--token <token>', 'the token (prefer --token-stdin)')
    .addOption(new Option('--variant <variant>', 'server variant (default: auto)').choices([...VARIANT_SETTINGS]))
    .option('--username <name>', "user name for basic-auth commands (svc user tokens ...; default: the token's user)")
    .option('--default', 'make it the default login')
    .option('--no-verify', 'store the login without checking the token with the server (offline)')
    .option(
      '--ca-cert <file>',
      'PEM file of CA certificates to trust for this server (a private CA): used for the check and stored with the login'
    )
    .addHelpText('after', '\nExample:\n  $ svc login add work --server-url https://git.example.com --token-stdin < token.txt\n')
    .action(
      async (
        name: string,
        opts: {
          serverUrl: string
          tokenStdin?: boolean
          token?: string
          variant?: Login['variant']
          username?: string
          default?: boolean
          verify: boolean
          caCert?: string
        }
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
        const serverUrl = `${server.origin}${server.pathname === '/' ? '' : server.pathname}`
        // svc adds /api/v1 itself: a login stored with it would fail every later command.
        if (/\/api\/v1$/i.test(server.pathname))
          throw new UsageError(
            `--server-url: the URL ends in /api/v1, which svc adds itself: pass the base URL, --server-url ${neutralize(serverUrl.replace(/\/api\/v1$/i, ''))}`
          )
        if (opts.caCert !== undefined && !existsSync(opts.caCert))
          throw new UsageError(`--ca-cert: no such file: ${neutralize(opts.caCert)}`)
        const token = opts.tokenStdin ? await readStdinValue(`token (login ${name})`) : opts.token
        io.masker.add(token)
        if (token !== undefined && /\s/.test(token)) throw new UsageError('the token holds white space: pass the token alone')
        // Checked before the config is touched: a refused token or a wrong URL stores nothing.
        const user = token && opts.verify ? await tokenUser(serverUrl, token, opts.caCert, io) : undefined
        const entry: Login = { server_url: serverUrl }
        if (token) entry.token = token
        // Given, or the one the check found: `login list` says which server it is, and later
        // commands need not ask again.
        const variant = opts.variant && opts.variant !== 'auto' ? opts.variant : user?.variant
        if (variant) entry.variant = variant
        // Stored as an absolute path: later commands run from other directories.
        if (opts.caCert) entry.ca_cert = resolve(opts.caCert)
        const username = opts.username ?? user?.login
        if (username) entry.username = username
        const {
          value: replaced,
          path,
          warnings
        } = updateConfig(io.env, config => {
          const was = loginNamed(config, name) !== undefined
          config.logins[name] = entry
          if (opts.default || !config.default || !loginNamed(config, config.default)) config.default = name
          return { was, isDefault: config.default === name }
        })
        for (const w of warnings) io.err(`svc: warning: ${w}\n`)
        const checked = !token
          ? ', no token'
          : !opts.verify
            ? ', token stored unchecked'
            : `, token checked${user?.login ? `: user ${neutralize(user.login)}` : ''}${user?.variant && !opts.variant ? `, ${user.variant}` : ''}`
        io.err(
          `${replaced.was ? 'replaced' : 'added'} login ${name} (${neutralize(entry.server_url)}${checked})` +
            `${replaced.isDefault ? ', the default' : ''} in ${path}\n`
        )
        if (user?.note) io.err(`svc: warning: ${user.note}\n`)
      }
    )

  login
    .command('list')
    .description('the logins (never their tokens)')
    .addOption(new Option('-o, --output <format>', 'output format (default: text)').choices(['text', 'json']))
    .addHelpText('after', '\nExample:\n  $ svc login list -o json\n')
    .action((opts: { output?: string }) => {
      const { config } = load(io)
      const rows = Object.entries(config.logins).map(([name, l]) => ({
        name,
        server_url: l.server_url,
        variant: l.variant ?? 'auto',
        username: l.username ?? '',
        // Only where a login has one: most servers need no CA of their own.
        ...(l.ca_cert ? { ca_cert: l.ca_cert } : {}),
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
    .addHelpText('after', '\nExample:\n  $ svc login default work\n')
    .action((name: string) => {
      const { warnings } = updateConfig(io.env, config => {
        existing(config, name)
        config.default = name
      })
      for (const w of warnings) io.err(`svc: warning: ${w}\n`)
      io.err(`the default login is now ${name}\n`)
    })

  login
    .command('remove')
    .alias('rm')
    .description('remove a login and its token from the config file')
    .argument('<name>', 'the login')
    .addHelpText('after', '\nExample:\n  $ svc login remove home\n')
    .action((name: string) => {
      const { value: left, warnings } = updateConfig(io.env, config => {
        existing(config, name)
        delete config.logins[name]
        if (config.default === name) config.default = Object.keys(config.logins)[0]
        return config.default
      })
      for (const w of warnings) io.err(`svc: warning: ${w}\n`)
      io.err(`removed login ${name}${left ? `; the default is ${left}` : ''}\n`)
    })
}

/** The server's variant (GET /version), or undefined when it cannot be told: the login is kept all the same. */
async function variantOrNone(http: ForgeHttp): Promise<Variant | undefined> {
  try {
    return (await detectVariant(http)).variant
  } catch {
    return undefined
  }
}

/**
 * The token's user, asked of the server (`GET /user`), so that a wrong token or URL is told now,
 * not by a later command blaming something else. A token the server knows but that may not read
 * the user (no read:user scope) is kept, with a note.
 */
async function tokenUser(
  serverUrl: string,
  token: string,
  caCert: string | undefined,
  io: LoginIo
): Promise<{ login?: string; variant?: Variant; note?: string }> {
  const unchecked = 'or store the login unchecked with --no-verify'
  const http = new ForgeHttp(
    connectionSettings(
      { serverUrl, token, caCert, timeoutSeconds: io.env.SVC_TIMEOUT_SECONDS },
      {
        names: { serverUrl: '--server-url', caCert: '--ca-cert', timeoutSeconds: 'SVC_TIMEOUT_SECONDS', retries: 'SVC_RETRIES' },
        defaultRetries: 0,
        userAgent: 'svc-cli'
      }
    )
  )
  try {
    const res = await http.send({ method: 'GET', path: '/user' })
    const login = (res.body as { login?: unknown } | null)?.login
    if (typeof login !== 'string' || !login)
      throw new ForgeError(
        `GET /user answered ${res.status} without a user: --server-url may not be the forge; nothing was stored`,
        res.status,
        undefined,
        `check --server-url (the forge's base URL, with any sub-path), ${unchecked}`
      )
    return { login, variant: await variantOrNone(http) }
  } catch (e) {
    if (!(e instanceof ForgeError)) throw e
    if (e.status === 403 && /scope/i.test(e.serverMessage ?? ''))
      return { note: 'the server accepts the token, but it may not read the user (no read:user scope): no user name filled in' }
    const [what, hint] =
      e.status === 401
        ? ['the server refused the token', `check the token (or make a new one in the forge's Settings → Applications), ${unchecked}`]
        : e.status === 404
          ? ['no forge API answered at --server-url', `check --server-url (the forge's base URL, with any sub-path), ${unchecked}`]
          : ['the token could not be checked', `${e.hint ? `${e.hint}; ` : ''}${unchecked}`]
    throw new ForgeError(`${what} (${e.message}); nothing was stored`, e.status, e.serverMessage, hint)
  } finally {
    await http.close()
  }
}
