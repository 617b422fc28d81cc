// The commander program built from the command table: groups, leaves with their positional
// arguments and flags (derived from the operation's params), global options, help with examples.
// One generic handler turns the parsed argv into params and calls `forge.run`.
import { Command, Option } from 'commander'
import { Forge, ForgeHttp, normalizeServerUrl, secretParamValues } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { VARIANT_SETTINGS, findOperation, type Operation } from '../registry/index.js'
import { neutralize } from '../text.js'
import { addApiCommand } from './api.js'
import { addCompletion, COMPLETION_COMMANDS, type CompletionLibrary } from './completion.js'
import { apiPrefixHint, applyLogin, connectionSettings, pageProgress, variantOf, type GlobalValues } from './connection.js'
import { checkHookEvents } from './hook-events.js'
import { addLoginCommands } from './login.js'
import { parseDomains, parseReadOnly } from '../mcp/settings.js'
import { render, type OutputFormat } from './output.js'
import { argNameOf, collectList, convert, flagOf, paramsOf, type ParamInfo } from './params.js'
import { readStdinValue, SECRET_ENV, type Masker } from './secrets.js'
import { COMMANDS, FILE_VALUE_PARAMS, GROUPS, type CommandSpec } from './table.js'
import { VERSION } from './version.js'
import { unknownCommand } from './words.js'

export interface Io {
  out(text: string): void
  err(text: string): void
  env: NodeJS.ProcessEnv
  masker: Masker
  /** Standard error is a terminal (progress lines while --paginate reads pages). */
  stderrIsTTY?: boolean
}

interface GlobalDef {
  flags: string
  attr: string
  description: string
  env?: string
  choices?: string[]
}

const GLOBALS: GlobalDef[] = [
  { flags: '--server-url <url>', attr: 'serverUrl', env: 'SVC_SERVER_URL', description: 'forge base URL, e.g. https://git.example.com' },
  { flags: '--token <token>', attr: 'token', env: 'SVC_TOKEN', description: 'API access token' },
  { flags: '--username <name>', attr: 'username', env: 'SVC_USERNAME', description: 'user name for basic auth (token commands)' },
  {
    flags: '--password <password>',
    attr: 'password',
    env: 'SVC_PASSWORD',
    description: 'password for basic auth (prefer --password-stdin or SVC_PASSWORD)'
  },
  { flags: '--password-stdin', attr: 'passwordStdin', description: 'read the basic-auth password from standard input' },
  { flags: '--otp <code>', attr: 'otp', env: 'SVC_OTP', description: 'two-factor code, sent with basic auth' },
  {
    flags: '--variant <variant>',
    attr: 'variant',
    env: 'SVC_VARIANT',
    choices: [...VARIANT_SETTINGS],
    description: 'server variant (default: auto, detected)'
  },
  { flags: '--raw-json', attr: 'rawJson', description: 'full records instead of the common fields' },
  { flags: '-o, --output <format>', attr: 'output', choices: ['text', 'json'], description: 'output format (default: text)' },
  { flags: '--paginate', attr: 'paginate', description: 'fetch every page of a list' },
  { flags: '--dry-run', attr: 'dryRun', description: 'print the request(s) that would be sent; send nothing' },
  {
    flags: '--on-exists <mode>',
    attr: 'onExists',
    choices: ['fail', 'skip'],
    description: 'a create whose target exists: fail (default), or skip and change nothing'
  },
  {
    flags: '--on-missing <mode>',
    attr: 'onMissing',
    choices: ['fail', 'skip'],
    description: 'a delete whose target is not there: fail (default), or skip'
  },
  { flags: '--ca-cert <file>', attr: 'caCert', description: 'PEM file of CA certificates to trust besides the system ones' },
  {
    flags: '--timeout-seconds <seconds>',
    attr: 'timeoutSeconds',
    env: 'SVC_TIMEOUT_SECONDS',
    description: 'timeout of each HTTP attempt (default: 30)'
  },
  {
    flags: '--retries <n>',
    attr: 'retries',
    env: 'SVC_RETRIES',
    description: 'extra attempts on 429, 5xx and network errors, for requests safe to repeat (default: 0)'
  },
  {
    flags: '-l, --login <name>',
    attr: 'login',
    env: 'SVC_LOGIN',
    description: 'a named login of the config file (see: svc login list; default: the default login)'
  }
]
const GLOBAL_GROUP = 'Global options (also before the command; flags win over the environment):'

const longFlag = (flags: string) => flags.split(/[ ,<[]/).find(f => f.startsWith('--'))!

function globalOption(g: GlobalDef): Option {
  const o = new Option(g.flags, g.description + (g.env ? ` [env: ${g.env}]` : '')).helpGroup(GLOBAL_GROUP)
  if (g.choices) o.choices(g.choices)
  return o
}

/** Global options as given: a leaf's own flag, then its groups', then the program's, then the environment. */
export function globals(leaf: Command, program: Command, env: NodeJS.ProcessEnv, shadowed: ReadonlySet<string> = new Set()): GlobalValues {
  const out: Record<string, unknown> = {}
  const groups: Command[] = []
  for (let c = leaf.parent; c && c !== program; c = c.parent) groups.push(c)
  for (const g of GLOBALS) {
    const fromLeaf = shadowed.has(longFlag(g.flags)) ? undefined : leaf.opts()[g.attr]
    const fromGroups = groups.map(c => c.opts()[g.attr]).find(v => v !== undefined)
    const fromEnv = g.env && env[g.env] ? env[g.env] : undefined
    out[g.attr] = fromLeaf ?? fromGroups ?? program.opts()[g.attr] ?? fromEnv
  }
  return out as GlobalValues
}

/** Global options a command such as `login` or `api` offers too. */
export function addGlobalOptions(cmd: Command, only?: readonly string[]): void {
  for (const g of GLOBALS) if (!only || only.includes(g.attr)) cmd.addOption(globalOption(g))
}

function sampleFor(info: ParamInfo): string {
  const samples: Record<string, string> = {
    username: 'alice',
    owner: 'acme',
    repo: 'widgets',
    org: 'acme',
    new_name: 'alice2',
    name: 'MY_NAME',
    task: 'repo_health_check',
    query: 'ali',
    file: './avatar.png',
    type: 'gitea',
    emails: 'alice@example.com',
    badges: 'contributor',
    token_id: 'ci'
  }
  return samples[info.name] ?? (info.kind === 'integer' ? '3' : info.kind === 'json' ? `'{"key":"value"}'` : 'VALUE')
}

function exampleOf(spec: CommandSpec, infos: ParamInfo[]): string[] {
  if (spec.examples) return spec.examples
  const parts = [...spec.path]
  for (const name of spec.args ?? []) parts.push(sampleFor(infos.find(i => i.name === name)!))
  for (const info of infos) if (info.required && !spec.args?.includes(info.name)) parts.push(`--${flagOf(info.name)} ${sampleFor(info)}`)
  return [parts.join(' ')]
}

const examplesText = (examples: string[]) =>
  `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map(e => `  $ ${e.startsWith('printf') ? e : `svc ${e}`}`).join('\n')}\n`

function describeDefault(info: ParamInfo): string {
  const d = info.defaultValue
  if (d === undefined || /;\s*default\b/.test(info.description)) return ''
  return ` (default: ${Array.isArray(d) ? d.join(',') : String(d)})`
}

const VALUE_NAMES: Record<string, string> = {
  integer: 'n',
  'id-or-name': 'id',
  json: 'json|@file',
  list: 'a,b,...',
  enum: 'value',
  string: 'value'
}

interface Leaf {
  spec: CommandSpec
  op: Operation
  infos: ParamInfo[]
  /** Long flags of the leaf's own params (they shadow a global of the same name). */
  own: Set<string>
  options: Map<string, Option>
  stdinSwitch?: Option
}

function addLeaf(cmd: Command, spec: CommandSpec, run: (leaf: Leaf, cmd: Command, positionals: unknown[]) => Promise<void>): void {
  const op = findOperation(spec.domain, spec.action)
  const infos = paramsOf(op, spec)
  const leaf: Leaf = { spec, op, infos, own: new Set(), options: new Map() }
  // Groups allow excess words (to name an unknown subcommand); a leaf takes only its arguments.
  cmd.description(spec.summary ?? op.summary).allowExcessArguments(false)
  for (const name of spec.args ?? []) {
    const info = infos.find(i => i.name === name)
    if (!info) throw new Error(`svc table: ${spec.path.join(' ')}: ${name} is not a param of ${op.name}`)
    const variadic = info.kind === 'list' ? '...' : ''
    // OWNER REPO also as one OWNER/REPO word (as `admin unadopted list` prints them).
    if (ownerRepo(spec) && name === 'owner') cmd.argument(`<owner>`, `${info.description}; or OWNER/REPO as one argument`)
    else if (ownerRepo(spec) && name === 'repo') cmd.argument(`[repo]`, `${info.description} (required unless <owner> is OWNER/REPO)`)
    else cmd.argument(info.required ? `<${argNameOf(name)}${variadic}>` : `[${argNameOf(name)}${variadic}]`, info.description)
  }
  for (const info of infos) {
    if (spec.args?.includes(info.name)) continue
    const flag = flagOf(info.name)
    const stdinParam = spec.stdin?.param === info.name
    let required = ''
    if (info.required)
      required = stdinParam
        ? spec.stdin!.mode === 'twin'
          ? ` (required, or --${flag}-stdin)`
          : ' (read from standard input when not given)'
        : ' (required)'
    const fromFile = FILE_VALUE_PARAMS.has(info.name) ? ' (or @FILE to read it from a file)' : ''
    const description = info.description + fromFile + describeDefault(info) + required
    if (info.kind === 'boolean') {
      const o = new Option(`--${flag}`, description)
      cmd.addOption(o)
      cmd.addOption(new Option(`--no-${flag}`, `set ${info.name} to false`))
      leaf.options.set(info.name, o)
    } else {
      const o = new Option(`--${flag} <${VALUE_NAMES[info.kind]}>`, description)
      if (info.kind === 'list') o.argParser(collectList)
      if (info.choices) o.choices(info.choices)
      if (info.required && !stdinParam) o.makeOptionMandatory()
      cmd.addOption(o)
      leaf.options.set(info.name, o)
    }
    leaf.own.add(`--${flag}`)
    if (info.kind === 'boolean') leaf.own.add(`--no-${flag}`)
  }
  if (spec.stdin?.mode === 'twin') {
    const flag = `--${flagOf(spec.stdin.param)}-stdin`
    leaf.stdinSwitch = new Option(flag, `read ${spec.stdin.param} from standard input`)
    cmd.addOption(leaf.stdinSwitch)
    leaf.own.add(flag)
  }
  for (const g of GLOBALS) if (!leaf.own.has(longFlag(g.flags))) cmd.addOption(globalOption(g))
  cmd.addHelpText('after', examplesText(exampleOf(spec, infos)))
  cmd.action(async (...args: unknown[]) => {
    const self = args[args.length - 1] as Command
    await run(leaf, self, args.slice(0, (spec.args ?? []).length))
  })
}

/** The command takes `<owner> <repo>` next to each other (then `OWNER/REPO` works as well). */
function ownerRepo(spec: CommandSpec): boolean {
  const args = spec.args ?? []
  const i = args.indexOf('owner')
  return i >= 0 && args[i + 1] === 'repo'
}

/** `OWNER/REPO` split into the two positionals; `OWNER REPO` as given. */
function splitOwnerRepo(spec: CommandSpec, positionals: unknown[]): unknown[] {
  if (!ownerRepo(spec)) return positionals
  const i = (spec.args ?? []).indexOf('owner')
  const owner = positionals[i] === undefined ? undefined : String(positionals[i])
  const repo = positionals[i + 1]
  const out = [...positionals]
  if (owner !== undefined && owner.includes('/')) {
    const parts = owner.split('/')
    if (repo !== undefined) throw new UsageError(`<owner> is OWNER/REPO ("${owner}"): then give no separate <repo>`)
    if (parts.length !== 2 || !parts[0] || !parts[1])
      throw new UsageError(`<owner>: expected OWNER/REPO (one slash), or OWNER REPO as two arguments`)
    out[i] = parts[0]
    out[i + 1] = parts[1]
  } else if (repo === undefined) throw new UsageError('missing <repo>: give OWNER REPO, or OWNER/REPO as one argument')
  return out
}

/** Params of the operation from the parsed positionals and flags (and stdin for secret values). */
async function paramsFrom(leaf: Leaf, cmd: Command, positionals: unknown[], masker: Masker): Promise<Record<string, unknown>> {
  const { spec, infos } = leaf
  const opts = cmd.opts()
  const params: Record<string, unknown> = {}
  positionals = splitOwnerRepo(spec, positionals)
  ;(spec.args ?? []).forEach((name, i) => {
    const info = infos.find(p => p.name === name)!
    const raw = positionals[i]
    if (raw === undefined) return
    params[name] = Array.isArray(raw) ? raw : convert(info, String(raw), `<${argNameOf(name)}>`)
  })
  for (const info of infos) {
    const option = leaf.options.get(info.name)
    if (!option) continue
    const v = opts[option.attributeName()]
    if (v === undefined) continue
    params[info.name] = typeof v === 'string' ? convert(info, v, `--${flagOf(info.name)}`) : v
  }
  if (spec.stdin) {
    const { param } = spec.stdin
    const flag = `--${flagOf(param)}`
    const fromStdin = spec.stdin.mode === 'fallback' ? params[param] === undefined : opts[leaf.stdinSwitch!.attributeName()] === true
    if (spec.stdin.mode === 'twin' && fromStdin && params[param] !== undefined)
      throw new UsageError(`give ${flag} or ${flag}-stdin, not both`)
    if (fromStdin) params[param] = await readStdinValue(`${param} (${spec.path.join(' ')})`)
    else if (params[param] === undefined && infos.find(i => i.name === param)?.required)
      throw new UsageError(`missing ${flag}: pass it, or ${flag}-stdin to read it from standard input`)
  }
  masker.add(...secretParamValues(leaf.op, params))
  return params
}

async function execute(leaf: Leaf, cmd: Command, positionals: unknown[], program: Command, io: Io): Promise<void> {
  const g = applyLogin(globals(cmd, program, io.env, leaf.own), io)
  const format = (g.output ?? 'text') as OutputFormat
  const variant = variantOf(g)
  const params = await paramsFrom(leaf, cmd, positionals, io.masker)
  checkHookEvents(leaf.op, params, variant)
  const passwordGiven = ((leaf.own.has('--password') ? undefined : cmd.opts().password) ?? program.opts().password) !== undefined
  const progress = pageProgress(io, g.paginate === true && !g.dryRun)
  const http = new ForgeHttp(await connectionSettings(g, io, passwordGiven, progress.debug))
  try {
    const forge = new Forge(http, variant)
    const res = await forge
      .run(leaf.op, params, {
        rawJson: g.rawJson,
        paginate: g.paginate,
        dryRun: g.dryRun,
        onExists: g.onExists as 'fail' | 'skip' | undefined,
        onMissing: g.onMissing as 'fail' | 'skip' | undefined,
        gpgPassphrase: io.env.SVC_GPG_PASSPHRASE || undefined
      })
      .finally(() => progress.done())
    for (const w of res.warnings) io.err(`svc: warning: ${io.masker.mask(neutralize(w))}\n`)
    // `--output json` stays equal to the action's result; text mode says when nothing changed.
    if (format === 'text' && res.skipped)
      io.err(
        `svc: unchanged: ${res.skipped === 'exists' ? 'it exists already (--on-exists skip)' : 'it is not there (--on-missing skip)'}\n`
      )
    const note = leaf.spec.credentialNote ?? 'it is shown only this once and cannot be shown again: store it now'
    const shown = render(leaf.op, res, format, note)
    io.out(shown.stdout)
    for (const n of shown.notes) io.err(`${n}\n`)
  } catch (e) {
    const hint = e instanceof ForgeError && e.status === 404 ? apiPrefixHint(g.serverUrl) : undefined
    throw hint ? new ForgeError((e as ForgeError).message, (e as ForgeError).status, (e as ForgeError).serverMessage, hint) : e
  } finally {
    await http.close()
  }
}

/**
 * Thrown by a program built for one command (`buildProgram(io, { command })`) wherever argv leads
 * anywhere else: to help, the version, a usage error, a group or another command. Nothing was
 * written or run yet, so `main` parses the same argv again with the whole program.
 */
export class WholeProgramNeeded extends Error {
  constructor() {
    super('svc: this argv needs the whole command tree')
  }
}

/** Partial programs whose command's action has started: their argv is not to be parsed again. */
const actionsStarted = new WeakSet<Command>()
export const actionStarted = (program: Command): boolean => actionsStarted.has(program)

/**
 * The whole program, with every command (and completion, through the library passed in); or, for
 * `{ command }`, the part that parses argv for that one command: the program, the groups on its path and the command itself as in the whole program,
 * and every other child of those as a bare stand-in of the same name. Building all ~130 commands
 * (and the params schema of every operation) is most of what `svc user me` would otherwise do
 * before its request. On the command's path commander then takes exactly the same decisions as
 * with the whole tree (same options and settings, same child names for its subcommand lookups);
 * whatever does not end in the command's own action throws `WholeProgramNeeded` before anything
 * is written.
 */
export function buildProgram(io: Io, scope: { completion: CompletionLibrary } | { command: CommandSpec }): Command {
  const program = new Command('svc')
  const command = 'command' in scope ? scope.command : undefined
  const partial = command !== undefined
  const needWhole = (): never => {
    throw new WholeProgramNeeded()
  }
  program
    .description('Administer a Gitea or Forgejo server from the shell: user accounts, keys, tokens, secrets, and the instance.')
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput(
      partial
        ? { writeOut: needWhole, writeErr: needWhole, outputError: () => undefined }
        : { writeOut: s => io.out(s), writeErr: s => io.err(s), outputError: () => undefined }
    )
    .version(`svc ${VERSION}`, '-V, --version', 'print the version of svc')
    .helpCommand(false)
  for (const g of GLOBALS) program.addOption(globalOption(g))
  program.addHelpText(
    'after',
    `
Environment: SVC_SERVER_URL, SVC_TOKEN, SVC_USERNAME, SVC_PASSWORD, SVC_OTP, SVC_VARIANT, SVC_TIMEOUT_SECONDS,
SVC_RETRIES, SVC_LOGIN (flags win over them; they win over the login). Logins: svc login --help.
Exit codes: 0 success, 1 the server or network failed the call, 2 usage or validation error (nothing sent).
Examples:
  $ export SVC_SERVER_URL=https://git.example.com SVC_TOKEN=...
  $ svc user me
  $ svc user keys add --title laptop --key @~/.ssh/id_ed25519.pub
  $ svc user secrets set DEPLOY_KEY < deploy_key.txt
  $ svc admin users list -o json
  $ svc help admin users
`
  )

  /** A bare child of the same name: argv that reaches it needs the whole program. */
  const standIn = (parent: Command, name: string, isDefault = false) =>
    parent.command(name, { isDefault }).allowExcessArguments(true).action(needWhole)
  const wanted = (key: string) => !partial || key === '' || `${command.path.join(' ')} `.startsWith(`${key} `)

  if (partial) standIn(program, 'mcp')
  else addMcpCommand(program, io)

  const nodes = new Map<string, Command>([['', program]])
  // A group (and svc itself) alone prints its help; an unknown word after it is a usage error
  // that suggests the closest subcommand.
  const groupAction = (key: string) => (_opts: unknown, self: Command) => {
    if (partial) needWhole()
    if (self.args.length === 0) return self.outputHelp()
    throw unknownCommand(self, key, self.args[0])
  }
  program.allowExcessArguments(true).action(groupAction(''))
  const ensure = (words: string[]): Command => {
    const key = words.join(' ')
    const found = nodes.get(key)
    if (found) return found
    const parent = ensure(words.slice(0, -1))
    const group = parent.command(words[words.length - 1]).description(GROUPS[key] ?? key)
    group.allowExcessArguments(true).action(groupAction(key))
    // Global options are accepted here too (`svc admin users lsit --server-url U` is an unknown command, not option).
    for (const g of GLOBALS) group.addOption(globalOption(g))
    const first = COMMANDS.find(c => c.path.join(' ').startsWith(`${key} `))
    // Computed when help is shown: it builds the params schema of that first command.
    if (first) group.addHelpText('after', () => examplesText(exampleOf(first, paramsOf(findOperation(first.domain, first.action), first))))
    nodes.set(key, group)
    return group
  }

  for (const spec of COMMANDS) {
    const key = spec.path.join(' ')
    // Off the command's path: one stand-in for the first word that leaves it.
    const off = spec.path.findIndex((_, i) => !wanted(spec.path.slice(0, i + 1).join(' ')))
    if (off >= 0) {
      const standInKey = spec.path.slice(0, off + 1).join(' ')
      // A default subcommand stays the default: commander dispatches a group's unknown words to it.
      const isDefault = off === spec.path.length - 1 && spec.isDefault === true
      if (!nodes.has(standInKey)) nodes.set(standInKey, standIn(ensure(spec.path.slice(0, off)), spec.path[off], isDefault))
      continue
    }
    if (nodes.has(key)) throw new Error(`svc table: ${key} is defined twice or after its subcommands`)
    const parent = ensure(spec.path.slice(0, -1))
    const cmd = parent.command(spec.path[spec.path.length - 1], { isDefault: spec.isDefault === true })
    nodes.set(key, cmd)
    // In a partial program only the command itself runs (`user quota` on the way to `user quota artifacts` does not).
    addLeaf(cmd, spec, (leaf, self, positionals) => {
      if (partial && spec !== command) needWhole()
      actionsStarted.add(program)
      return execute(leaf, self, positionals, program, io)
    })
  }
  if (!('completion' in scope)) {
    for (const name of ['login', 'api', 'help', ...COMPLETION_COMMANDS]) standIn(program, name)
    return program
  }
  addLoginCommands(program, io)
  addApiCommand(program, io, cmd => globals(cmd, program, io.env), addGlobalOptions)
  addHelpCommand(program)
  // Last: the completion reads the whole command tree.
  addCompletion(program, scope.completion)
  return program
}

/** Global flags that take a value (`--server-url URL`, `-l NAME`): their value is not a command word. */
const VALUE_FLAGS = new Set(GLOBALS.filter(g => g.flags.includes('<')).flatMap(g => g.flags.split(/[ ,]+/).filter(f => f.startsWith('-'))))

/**
 * The table command argv names, if any: its words in order after the global options (`--server-url
 * URL user me` names `user me`), up to the first word that is not one of its words; a group with a
 * default subcommand names that one. A guess for `buildProgram(io, { command })`: when it is wrong,
 * that program stops and the whole one parses argv.
 */
export function commandOf(argv: readonly string[]): CommandSpec | undefined {
  const words: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--') break
    if (arg.startsWith('-')) {
      if (VALUE_FLAGS.has(arg)) i++
      continue
    }
    const next = [...words, arg].join(' ')
    if (!COMMANDS.some(c => `${c.path.join(' ')} `.startsWith(`${next} `))) break
    words.push(arg)
  }
  const key = words.join(' ')
  if (!key) return undefined
  return COMMANDS.find(c => c.path.join(' ') === key) ?? COMMANDS.find(c => c.isDefault && c.path.slice(0, -1).join(' ') === key)
}

/** Global options that are connection settings; the others are per call (tool params under `svc mcp`). */
const MCP_GLOBALS = ['serverUrl', 'token', 'username', 'password', 'otp', 'variant', 'caCert']
const PER_CALL_GLOBALS = {
  rawJson: '--raw-json',
  output: '--output',
  paginate: '--paginate',
  dryRun: '--dry-run',
  onExists: '--on-exists',
  onMissing: '--on-missing'
}

/**
 * `svc mcp`: the MCP tool server over stdio. Its code (and the MCP SDK) is loaded only here, so the
 * other commands start as fast as before.
 */
function addMcpCommand(program: Command, io: Io): void {
  const cmd = program
    .command('mcp')
    .description('serve the svc_enable, svc_users and svc_admin tools to an MCP client over stdio')
    .addOption(new Option('--domains <list>', 'domains enabled at start: users, admin or users,admin [env: SVC_DOMAINS]'))
    .addOption(new Option('--read-only', 'offer only actions that change nothing [env: SVC_READ_ONLY=true]'))
    .addOption(new Option('--no-read-only', 'offer every action (overrides SVC_READ_ONLY)'))
    .allowExcessArguments(false)
  for (const g of GLOBALS) if (MCP_GLOBALS.includes(g.attr)) cmd.addOption(globalOption(g))
  cmd.addHelpText(
    'after',
    `
The server speaks MCP on standard input and output; credentials come from the environment
(SVC_TOKEN, or SVC_USERNAME + SVC_PASSWORD [+ SVC_OTP]), never from tool params; SVC_CA_CERT
names a PEM file of CA certificates to trust (as --ca-cert).
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
        throw new UsageError(
          `svc mcp does not take ${flag}: per call, the tools take raw_json, paginate, dry_run, on_exists and on_missing`
        )
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
      gpgPassphrase: io.env.SVC_GPG_PASSPHRASE || undefined
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

/** `svc help [COMMAND...]`: the help of that command or group, exit 0. */
function addHelpCommand(program: Command): void {
  program
    .command('help')
    .description('show the help of a command or group, e.g. svc help admin users')
    .argument('[command...]', 'command words')
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

/** The command path argv names (for "see --help" hints). */
export function commandPathOf(program: Command, argv: readonly string[]): string {
  const words: string[] = []
  let cmd: Command = program
  for (const arg of argv) {
    if (arg.startsWith('-')) continue
    const next = cmd.commands.find(c => c.name() === arg)
    if (!next) continue
    words.push(arg)
    cmd = next
  }
  return words.join(' ')
}
