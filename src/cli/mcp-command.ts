// `svc mcp`: the MCP tool server over stdio. Its code (and the MCP SDK) is loaded only when this
// command runs, so the other commands start as fast as without it.
import { Option, type Command } from 'commander'
import { normalizeServerUrl, type ConnectionSettings } from '../client/index.js'
import { UsageError } from '../errors.js'
import { isLoopbackHost, parseDomains, parseReadOnly } from '../mcp/settings.js'
import { CALL_OPTIONS, DOMAINS, ENABLE_TOOL, mcpParam, TOOL_DOMAINS, toolSpec, wordList, type ToolDomain } from '../registry/types.js'
import { clip, neutralize } from '../text.js'
import { applyLogin, connectionSettings, variantOf, type GlobalValues } from './connection.js'
import { GLOBALS, globalOption, globals } from './globals.js'
import type { Io } from './io.js'
import { loadMcpServer } from './mcp-loader.js'
import { readConfig } from './config.js'
import { SECRET_ENV } from './secrets.js'

/** Global options that are connection settings; the others are per call (tool params under `svc mcp`). */
const MCP_GLOBALS = ['serverUrl', 'token', 'username', 'password', 'otp', 'variant', 'caCert', 'login']
const PER_CALL_GLOBALS: Record<string, string> = {
  output: '--output',
  ...Object.fromEntries(CALL_OPTIONS.filter(o => o.cli).map(o => [o.key, `--${o.name}`]))
}
/** What the tools take instead, per call. */
const PER_CALL_PARAMS = wordList(CALL_OPTIONS.filter(o => o.mcp).map(mcpParam), 'and')
const TOOLS = wordList([ENABLE_TOOL, ...TOOL_DOMAINS.map(d => toolSpec(d).tool)], 'and')

export function addMcpCommand(program: Command, io: Io): void {
  const cmd = program
    .command('mcp')
    .description(`serve the ${TOOLS} tools to an MCP client over stdio (or HTTP: --http)`)
    .addOption(new Option('--domains <list>', `domains enabled at start, one or several of: ${TOOL_DOMAINS.join(',')} [env: SVC_DOMAINS]`))
    .addOption(new Option('--read-only', 'offer only actions that change nothing [env: SVC_READ_ONLY=true]'))
    .addOption(new Option('--no-read-only', 'offer every action (overrides SVC_READ_ONLY)'))
    .addOption(
      new Option(
        '--http <[host:]port>',
        'serve over HTTP at /mcp instead of stdio, each request with its own forge token (host default 127.0.0.1)'
      )
    )
    .addOption(new Option('--allow-remote', 'with --http: listen on an address that is not loopback (see docs/mcp.md first)'))
    .addOption(new Option('--public-url <url>', 'with --http: the URL clients reach the server at (behind a TLS proxy)'))
    .addOption(new Option('--allowed-origins <list>', "with --http: browser origins allowed besides the server's own"))
    .addOption(new Option('--cors-origins <list>', 'with --http: origins answered with CORS headers (default none)'))
    .addOption(new Option('--single-user', 'with --http: requests without a token act with SVC_TOKEN (or SVC_USERNAME + SVC_PASSWORD)'))
    .addOption(new Option('--max-concurrent <n>', 'with --http: requests in flight at once per token (default 8)'))
    .addOption(new Option('--request-timeout <seconds>', 'with --http: answer 504 after this long (default 120)'))
    .addOption(
      new Option('--access-log <file>', 'with --http: append the access log (one JSON line a request) to FILE (default standard error)')
    )
    .addOption(new Option('--metrics', 'with --http: serve GET /metrics in Prometheus text format'))
    .allowExcessArguments(false)
  // The connection settings it takes are listed here: unlike a command's, they are not all of them.
  for (const g of GLOBALS) if (MCP_GLOBALS.includes(g.attr)) cmd.addOption(globalOption(g))
  cmd.addHelpText(
    'after',
    `
The server speaks MCP on standard input and output (with --http, Streamable HTTP at /mcp, each
request with its own forge token: see "Over HTTP" in docs/mcp.md); credentials come from the environment
(SVC_SERVER_URL with SVC_TOKEN, or SVC_USERNAME + SVC_PASSWORD [+ SVC_OTP]), or from a named login
when asked (--login NAME or SVC_LOGIN; the default login is never used unasked), never from tool
params; without any, it refuses to start. SVC_CA_CERT
names a PEM file of CA certificates to trust (as --ca-cert); SVC_GPG_PASSPHRASE unlocks the
local GPG key for sign.
Client configuration: see docs/mcp.md.

Examples:
  $ SVC_TOKEN=... svc mcp --domains users,orgs --read-only
  $ svc mcp --login work --domains users   # the named login's server and token
  $ svc mcp --http 127.0.0.1:8080
  $ svc mcp --http 0.0.0.0:8080 --allow-remote --public-url https://mcp.example.com --metrics --access-log /var/log/svc/access.log
`
  )
  cmd.action(async () => {
    const opts = cmd.opts() as { domains?: string; readOnly?: boolean } & HttpFlags
    // A flag of the HTTP transport without it is a usage error, whatever the credentials.
    const httpOnly = opts.http === undefined ? HTTP_ONLY.find(([key]) => opts[key] !== undefined) : undefined
    if (httpOnly) throw new UsageError(`svc mcp: ${httpOnly[1]} goes with --http`)
    const given = globals(cmd, program, io.env, new Set())
    // A login only when one is named: an MCP client's server acts with the credentials its
    // configuration gives, never silently as whoever the default login is (an instance admin, often).
    const flagged = (cmd.opts() as { login?: string }).login ?? (program.opts() as { login?: string }).login
    const g = applyLogin(given, io, { useDefault: false, source: flagged === undefined ? 'SVC_LOGIN' : '--login' })
    if (!g.serverUrl && !g.token && !g.username && (cmd.opts() as HttpFlags).http === undefined) throw new UsageError(noCredentials(io))
    // The tool server is configured by its environment alone (an MCP client's `env`): the CA file too.
    g.caCert ??= io.env.SVC_CA_CERT || undefined
    if (g.passwordStdin)
      throw new UsageError('svc mcp does not take --password-stdin: standard input carries the protocol (set SVC_PASSWORD)')
    for (const [attr, flag] of Object.entries(PER_CALL_GLOBALS))
      if (g[attr as keyof GlobalValues] !== undefined)
        throw new UsageError(`svc mcp does not take ${flag}: per call, the tools take ${PER_CALL_PARAMS}`)
    const variant = variantOf(g)
    const domains = parseDomains(opts.domains ?? io.env.SVC_DOMAINS, opts.domains !== undefined ? '--domains' : 'SVC_DOMAINS')
    const readOnly = opts.readOnly ?? parseReadOnly(io.env.SVC_READ_ONLY)
    const connection = { ...(await connectionSettings(g, io, false)), userAgent: 'svc-mcp' }
    normalizeServerUrl(connection.serverUrl) // a bad URL is a usage error here, before the server loads
    // Over stdio every call acts with these credentials (over HTTP, each request brings its own).
    if (opts.http === undefined && !connection.token && !(connection.username && connection.password))
      throw new UsageError(noCredentials(io))
    if (g.login !== undefined) io.err(`svc mcp: acting as login "${neutralize(clip(g.login, 80))}" (${neutralize(connection.serverUrl)})\n`)
    const secrets = [g.token, g.password, g.otp, ...SECRET_ENV.map(name => io.env[name])].filter((v): v is string => !!v)
    const log = (line: string) => io.err(`svc mcp: ${io.masker.mask(line)}\n`)
    if (opts.http !== undefined) {
      const { serveHttpFromCli } = await loadMcpServer()
      return serveHttpFromCli({
        ...httpSettings(opts, connection, domains),
        connection,
        variant: variantOf(g),
        readOnly,
        secrets,
        log
      })
    }
    const { serveFromCli } = await loadMcpServer()
    await serveFromCli({
      connection,
      variant,
      domains,
      readOnly,
      secrets,
      log,
      gpgPassphrase: io.env.SVC_GPG_PASSPHRASE || undefined,
      // svc_state reads the values a state file names (value_from_env) here.
      env: io.env
    })
  })
}

/** What to set when svc mcp has no credentials, naming the default login that is not used unasked. */
function noCredentials(io: Io): string {
  const { config } = readConfig(io.env)
  const unused = config.default
    ? ` (the default login "${neutralize(clip(config.default, 80))}" is used only when named: --login ${neutralize(clip(config.default, 80))})`
    : ''
  return (
    'svc mcp: no credentials: set SVC_SERVER_URL and SVC_TOKEN (or SVC_USERNAME + SVC_PASSWORD) in the environment the MCP client starts it with, ' +
    `or name a login with --login NAME (or SVC_LOGIN)${unused}`
  )
}

interface HttpFlags {
  http?: string
  allowRemote?: boolean
  publicUrl?: string
  allowedOrigins?: string
  corsOrigins?: string
  singleUser?: boolean
  maxConcurrent?: string
  requestTimeout?: string
  accessLog?: string
  metrics?: boolean
}

const HTTP_ONLY: Array<[keyof HttpFlags, string]> = [
  ['allowRemote', '--allow-remote'],
  ['publicUrl', '--public-url'],
  ['allowedOrigins', '--allowed-origins'],
  ['corsOrigins', '--cors-origins'],
  ['singleUser', '--single-user'],
  ['maxConcurrent', '--max-concurrent'],
  ['requestTimeout', '--request-timeout'],
  ['accessLog', '--access-log'],
  ['metrics', '--metrics']
]

/** A whole number of `flag` from `min` to `max`, or the default. */
function wholeNumber(text: string | undefined, flag: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback
  const n = Number(text)
  if (!/^\d+$/.test(text.trim()) || n < min || n > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`)
  return n
}

/** An origin list (`https://a.example,https://b.example`), each an http(s) origin. */
function origins(text: string | undefined, flag: string): string[] {
  return (text ?? '')
    .split(',')
    .map(w => w.trim())
    .filter(Boolean)
    .map(w => {
      let url: URL
      try {
        url = new URL(w)
      } catch {
        throw new UsageError(`${flag}: "${neutralize(clip(w, 100))}" is not an origin (e.g. https://app.example.com)`)
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== w.replace(/\/$/, ''))
        throw new UsageError(
          `${flag}: "${neutralize(clip(w, 100))}" is not an origin (scheme, host and port only, e.g. https://app.example.com)`
        )
      return url.origin
    })
}

/** The HTTP server's settings from the flags: where it listens, and why not anywhere by default. */
function httpSettings(opts: HttpFlags, connection: ConnectionSettings, domains: ToolDomain[]) {
  const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(opts.http!.trim())
  const port = m ? Number(m[2]) : NaN
  if (!m || port > 65535)
    throw new UsageError(
      `--http must be [HOST:]PORT (e.g. 8080 or 127.0.0.1:8080; PORT 0 picks a free one), not "${neutralize(clip(opts.http!, 100))}"`
    )
  const host = (m[1] ?? '127.0.0.1').replace(/^\[(.*)\]$/, '$1')
  if (!isLoopbackHost(host) && !opts.allowRemote)
    throw new UsageError(
      `--http ${neutralize(clip(opts.http!, 100))}: ${neutralize(host)} is not a loopback address: every machine that reaches it could call the tools, ` +
        'and over plain HTTP the forge tokens cross the network in clear text. Put a TLS proxy in front (see "Over HTTP" in docs/mcp.md) and pass --allow-remote'
    )
  if (opts.singleUser && !connection.token && !(connection.username && connection.password))
    throw new UsageError('--single-user needs the credentials it serves with: set SVC_TOKEN (or SVC_USERNAME + SVC_PASSWORD)')
  let publicUrl: string | undefined
  if (opts.publicUrl !== undefined) {
    try {
      const url = new URL(opts.publicUrl)
      if (!/^https?:$/.test(url.protocol) || url.username || url.password) throw new Error('scheme')
      publicUrl = url.origin
    } catch {
      throw new UsageError(`--public-url must be an http(s) URL without credentials (e.g. https://mcp.example.com)`)
    }
  }
  return {
    host,
    port,
    publicUrl,
    // Over HTTP no session holds svc_enable's choice: the domains are the server's, every one by default.
    domains: domains.length > 0 ? domains : [...DOMAINS],
    allowedOrigins: origins(opts.allowedOrigins, '--allowed-origins'),
    corsOrigins: origins(opts.corsOrigins, '--cors-origins'),
    singleUser: opts.singleUser === true,
    maxConcurrent: wholeNumber(opts.maxConcurrent, '--max-concurrent', 8, 1, 1000),
    requestTimeoutMs: wholeNumber(opts.requestTimeout, '--request-timeout', 120, 1, 3600) * 1000,
    metrics: opts.metrics === true,
    accessLogFile: opts.accessLog
  }
}
