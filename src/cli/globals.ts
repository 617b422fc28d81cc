// The global options (connection, output, paging, safety switches): accepted before the command
// and after it, listed once by `svc --help`. A leaf's help points there instead of repeating
// them, and their values are read with one precedence: flag, then environment, then login.
import { Option, type Command } from 'commander'
import { CALL_OPTIONS, cliFlags, VARIANT_SETTINGS, type CallOption } from '../registry/types.js'
import type { GlobalValues } from './connection.js'
import { OUTPUT_FORMATS } from './shape.js'

export interface GlobalDef {
  flags: string
  attr: keyof GlobalValues
  description: string
  env?: string
  choices?: string[]
}

/** A per-call option's flag, as the registry declares it (name, choices, help). */
function callFlag(o: CallOption): GlobalDef {
  return {
    flags: cliFlags(o),
    // The flag's value is read back under the option's key (GlobalValues holds every CLI one).
    attr: o.key as keyof GlobalValues,
    description: o.cli!.description,
    ...(o.type.kind === 'choice' ? { choices: [...o.type.choices] } : {})
  }
}

export const GLOBALS: GlobalDef[] = [
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
  // The per-call options the CLI takes, in the registry's order (`svc --help` has always listed --output after --raw-json).
  ...CALL_OPTIONS.filter(o => o.cli && o.key === 'rawJson').map(callFlag),
  {
    flags: '-o, --output <format>',
    attr: 'output',
    choices: [...OUTPUT_FORMATS],
    description: 'output format: text (default), json, or csv / tsv rows (with --fields)'
  },
  {
    flags: '--jq <expression>',
    attr: 'jq',
    description: "filter the JSON answer with a jq expression (strings printed raw), as gh's --jq"
  },
  {
    flags: '--template <template>',
    attr: 'template',
    description: 'format the JSON answer with a Handlebars template, e.g. "{{#each .}}{{login}}{{nl}}{{/each}}"'
  },
  {
    flags: '--fields <a,b,...>',
    attr: 'fields',
    description: 'only these fields of each record (a.b for a nested one); the columns of csv / tsv'
  },
  {
    flags: '--csv-raw',
    attr: 'csvRaw',
    description:
      "csv / tsv cells exactly as the server sent them: no ' before = + - @ or a tab (a spreadsheet runs such a cell as a formula)"
  },
  ...CALL_OPTIONS.filter(o => o.cli && o.key !== 'rawJson').map(callFlag),
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
    description: 'extra attempts on 429, 5xx and network errors, for requests safe to repeat (default: 2, as the action)'
  },
  {
    flags: '-l, --login <name>',
    attr: 'login',
    env: 'SVC_LOGIN',
    description: 'a named login of the config file (see: svc login list; default: the default login)'
  }
]

/** The group heading of `svc --help`, the one page that lists them. */
const GLOBAL_GROUP = 'Global options (also after the command; flags win over the environment):'

const POINTER = 'Global options (--server-url, --token, -l/--login, -o/--output, --paginate, --dry-run, ...): see svc --help'

/**
 * What every other page says, last, instead of listing them again: on the help of a command that
 * accepts them without listing them (not on `svc --help`, `svc mcp --help` or `svc login ... --help`);
 * such a page ends in examples and a blank line.
 */
export function globalsPointer({ command }: { command: Command }): string {
  const longs = new Set(GLOBALS.map(g => longFlag(g.flags)))
  return command.options.some(o => o.hidden && o.long !== undefined && longs.has(o.long)) ? POINTER : ''
}

/** Whether `--password` was given on this command or before it (the password then comes from stdin). */
export const passwordGiven = (cmd: Command, program: Command): boolean => (cmd.opts().password ?? program.opts().password) !== undefined

export const longFlag = (flags: string) => flags.split(/[ ,<[]/).find(f => f.startsWith('--'))!

/** The option as `svc --help` lists it; `hidden` on every other command (accepted, not listed). */
export function globalOption(g: GlobalDef, hidden = false): Option {
  const o = new Option(g.flags, g.description + (g.env ? ` [env: ${g.env}]` : '')).helpGroup(GLOBAL_GROUP)
  if (g.choices) o.choices(g.choices)
  if (hidden) o.hideHelp()
  return o
}

/** Global flags that take a value (`--server-url URL`, `-l NAME`): their value is not a command word. */
export const VALUE_FLAGS = new Set(
  GLOBALS.filter(g => g.flags.includes('<')).flatMap(g => g.flags.split(/[ ,]+/).filter(f => f.startsWith('-')))
)

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

/** Global options a command such as `api` accepts too (its help points to them). */
export function addGlobalOptions(cmd: Command, only?: readonly string[]): void {
  for (const g of GLOBALS) if (!only || only.includes(g.attr)) cmd.addOption(globalOption(g, true))
}
