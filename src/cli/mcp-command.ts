// `svc mcp`: the MCP tool server over stdio. Its code (and the MCP SDK) is loaded only when this
// command runs, so the other commands start as fast as without it.
import { Option, type Command } from 'commander'
import { normalizeServerUrl } from '../client/index.js'
import { UsageError } from '../errors.js'
import { parseDomains, parseReadOnly } from '../mcp/settings.js'
import { CALL_OPTIONS, ENABLE_TOOL, mcpParam, TOOL_DOMAINS, toolSpec, wordList } from '../registry/index.js'
import { applyLogin, connectionSettings, variantOf, type GlobalValues } from './connection.js'
import { GLOBALS, globalOption, globals } from './globals.js'
import type { Io } from './io.js'
import { SECRET_ENV } from './secrets.js'

/** Global options that are connection settings; the others are per call (tool params under `svc mcp`). */
const MCP_GLOBALS = ['serverUrl', 'token', 'username', 'password', 'otp', 'variant', 'caCert']
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
    .description(`serve the ${TOOLS} tools to an MCP client over stdio`)
    .addOption(new Option('--domains <list>', `domains enabled at start, one or several of: ${TOOL_DOMAINS.join(',')} [env: SVC_DOMAINS]`))
    .addOption(new Option('--read-only', 'offer only actions that change nothing [env: SVC_READ_ONLY=true]'))
    .addOption(new Option('--no-read-only', 'offer every action (overrides SVC_READ_ONLY)'))
    .allowExcessArguments(false)
  // The connection settings it takes are listed here: unlike a command's, they are not all of them.
  for (const g of GLOBALS) if (MCP_GLOBALS.includes(g.attr)) cmd.addOption(globalOption(g))
  cmd.addHelpText(
    'after',
    `
The server speaks MCP on standard input and output; credentials come from the environment
(SVC_TOKEN, or SVC_USERNAME + SVC_PASSWORD [+ SVC_OTP]), never from tool params; SVC_CA_CERT
names a PEM file of CA certificates to trust (as --ca-cert); SVC_GPG_PASSPHRASE unlocks the
local GPG key for sign.
Example client configuration: see "Tool server (MCP)" in the README.
`
  )
  cmd.action(async () => {
    const g = applyLogin(globals(cmd, program, io.env, new Set()), io)
    // The tool server is configured by its environment alone (an MCP client's `env`): the CA file too.
    g.caCert ??= io.env.SVC_CA_CERT || undefined
    if (g.passwordStdin)
      throw new UsageError('svc mcp does not take --password-stdin: standard input carries the protocol (set SVC_PASSWORD)')
    for (const [attr, flag] of Object.entries(PER_CALL_GLOBALS))
      if (g[attr as keyof GlobalValues] !== undefined)
        throw new UsageError(`svc mcp does not take ${flag}: per call, the tools take ${PER_CALL_PARAMS}`)
    const variant = variantOf(g)
    const opts = cmd.opts() as { domains?: string; readOnly?: boolean }
    const domains = parseDomains(opts.domains ?? io.env.SVC_DOMAINS, opts.domains !== undefined ? '--domains' : 'SVC_DOMAINS')
    const readOnly = opts.readOnly ?? parseReadOnly(io.env.SVC_READ_ONLY)
    const connection = { ...(await connectionSettings(g, io, false)), userAgent: 'svc-mcp' }
    normalizeServerUrl(connection.serverUrl) // a bad URL is a usage error here, before the server loads
    const { serveFromCli } = await loadMcpServer()
    await serveFromCli({
      connection,
      variant,
      domains,
      readOnly,
      secrets: [g.token, g.password, g.otp, ...SECRET_ENV.map(name => io.env[name])].filter((v): v is string => !!v),
      log: line => io.err(`svc mcp: ${io.masker.mask(line)}\n`),
      gpgPassphrase: io.env.SVC_GPG_PASSPHRASE || undefined,
      // svc_state reads the values a state file names (value_from_env) here.
      env: io.env
    })
  })
}

/**
 * The tool server: dist/mcp.js beside the bundled CLI (a bundle of its own, see src/mcp/entry.ts),
 * or the module itself when the CLI runs from source. The bundler leaves this import alone.
 */
async function loadMcpServer(): Promise<typeof import('../mcp/entry.js')> {
  const specifier = import.meta.url.endsWith('.ts') ? '../mcp/entry.js' : './mcp.js'
  return (await import(/* webpackIgnore: true */ specifier)) as typeof import('../mcp/entry.js')
}
