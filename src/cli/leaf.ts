// A command of the table as a commander leaf: positional arguments and flags derived from the
// operation's params (help text, defaults, choices), and back from the parsed argv to params,
// checked in the CLI's words (which flag, what it allows) before anything is sent.
import { Command, Option } from 'commander'
import { secretParamValues } from '../client/index.js'
import { UsageError } from '../errors.js'
import { isCreation } from '../registry/idempotency.js'
import { loadedOperation } from '../registry/load.js'
import type { Operation } from '../registry/types.js'
import type * as z from '../registry/zod.js'
import { GLOBALS, globalOption, longFlag } from './globals.js'
import { exampleOf, examplesText } from './help.js'
import { argNameOf, collectList, convert, flagOf, paramsOf, type ParamInfo } from './params.js'
import { readStdinValue, type Masker } from './secrets.js'
import { FILE_VALUE_PARAMS, GROUP_HINTS, type CommandSpec } from './table.js'
import { inputsInCliWords, unknownCommand } from './words.js'

/** The help of `--params` on every command that takes it (bulk.ts runs it). */
const PARAMS_HELP =
  'run in bulk: @FILE (a JSON array of params objects, or NDJSON), - (NDJSON or a JSON array on standard input), or a JSON object; names as in docs/operations.md; the arguments and flags given apply to every item'

export interface Leaf {
  spec: CommandSpec
  op: Operation
  infos: ParamInfo[]
  /** Long flags of the leaf's own params (they shadow a global of the same name). */
  own: Set<string>
  options: Map<string, Option>
  stdinSwitch?: Option
  /** `--params`: the command runs in bulk (a create, add or set). */
  bulk?: Option
  /** `--<flag>-env NAME` of the secret params taken from the environment only (CommandSpec.fromEnv), and their refused literal flags. */
  envOptions?: Map<string, { env: Option; literal: Option }>
}

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

/** The command takes `<owner> <repo>` next to each other (then `OWNER/REPO` works as well). */
function ownerRepo(spec: CommandSpec): boolean {
  const args = spec.args ?? []
  const i = args.indexOf('owner')
  return i >= 0 && args[i + 1] === 'repo'
}

/**
 * A positional argument commander may leave out, because we check it (with the flags) ourselves:
 * a param that keeps its flag (`<query>` or `--q`), or the last argument naming the basic-auth user
 * (`svc --username bot user tokens list` need not say bot twice).
 */
function optionalArg(spec: CommandSpec, name: string): boolean {
  const args = spec.args ?? []
  return (
    (spec.alsoFlag?.includes(name) ?? false) ||
    (spec.basicAuthUser === name && args[args.length - 1] === name) ||
    // After an OWNER/REPO word the arguments sit one place earlier: splitOwnerRepo checks them.
    (ownerRepo(spec) && args.indexOf(name) > args.indexOf('repo'))
  )
}

function argNote(spec: CommandSpec, name: string): string {
  if (spec.alsoFlag?.includes(name)) return ` (required, or --${flagOf(name)})`
  if (spec.basicAuthUser !== name) return ''
  const last = (spec.args ?? [])[(spec.args ?? []).length - 1] === name
  return `; svc signs in as this user${last ? ' (left out: the user of --username, SVC_USERNAME or the login)' : ''}`
}

function requiredNote(spec: CommandSpec, info: ParamInfo, flag: string): string {
  if (!info.required) return ''
  if (spec.stdin?.param !== info.name) return ' (required)'
  return spec.stdin.mode === 'twin' ? ` (required, or --${flag}-stdin)` : ' (read from standard input when not given)'
}

/**
 * What a leaf of a partial program (program.ts) may leave out: its help (a partial program prints
 * none: help goes to the whole program) and, for argv without a flag, the global options it could
 * not be given.
 */
export interface LeafParts {
  help: boolean
  globals: boolean
}

export function addLeaf(
  cmd: Command,
  spec: CommandSpec,
  run: (leaf: Leaf, cmd: Command, positionals: unknown[]) => Promise<void>,
  parts: LeafParts = { help: true, globals: true }
): void {
  const op = loadedOperation(spec.domain, spec.action)
  const infos = paramsOf(op, spec).map(i => ({ ...i, description: inputsInCliWords(i.description) }))
  const leaf: Leaf = { spec, op, infos, own: new Set(), options: new Map() }
  // Groups allow excess words (to name an unknown subcommand); a leaf takes only its arguments. A
  // group's default leaf takes them to tell an unknown subcommand (`org members add ...`) from its own.
  cmd.description(spec.summary ?? op.summary).allowExcessArguments(spec.isDefault === true)
  for (const name of spec.args ?? []) {
    const info = infos.find(i => i.name === name)
    if (!info) throw new Error(`svc table: ${spec.path.join(' ')}: ${name} is not a param of ${op.name}`)
    const variadic = info.kind === 'list' ? '...' : ''
    const argName = argNameOf(name)
    // OWNER REPO also as one OWNER/REPO word (as `admin unadopted list` prints them).
    if (ownerRepo(spec) && name === 'owner') cmd.argument(`<owner>`, `${info.description}; or OWNER/REPO as one argument`)
    else if (ownerRepo(spec) && name === 'repo') cmd.argument(`[repo]`, `${info.description} (required unless <owner> is OWNER/REPO)`)
    else {
      const optional = !info.required || optionalArg(spec, name)
      // Shown as [name] for commander's sake, but required all the same: say so.
      const required = optional && info.required && ownerRepo(spec) ? ' (required)' : ''
      cmd.argument(optional ? `[${argName}${variadic}]` : `<${argName}${variadic}>`, info.description + argNote(spec, name) + required)
    }
  }
  for (const info of infos) {
    if (spec.args?.includes(info.name) && !spec.alsoFlag?.includes(info.name)) continue
    const flag = flagOf(info.name)
    const fromFile = FILE_VALUE_PARAMS.has(info.name) ? ' (or @FILE to read it from a file)' : ''
    const note = spec.args?.includes(info.name) ? ` (the same as <${argNameOf(info.name)}>)` : requiredNote(spec, info, flag)
    const description = info.description + fromFile + describeDefault(info) + note
    if (spec.fromEnv?.includes(info.name)) {
      const stdin = spec.stdin?.param === info.name ? ` (or --${flag}-stdin)` : ''
      const env = new Option(`--${flag}-env <name>`, `${info.description}: the name of the environment variable that holds it${stdin}`)
      // Declared (hidden) so that a literal gets a clear refusal instead of "unknown option".
      const literal = new Option(`--${flag} <value>`).hideHelp()
      cmd.addOption(env)
      cmd.addOption(literal)
      ;(leaf.envOptions ??= new Map()).set(info.name, { env, literal })
      leaf.own.add(`--${flag}-env`)
      continue
    }
    if (info.kind === 'boolean') {
      const o = new Option(`--${flag}`, description)
      cmd.addOption(o)
      cmd.addOption(new Option(`--no-${flag}`, `set ${info.name} to false`))
      leaf.options.set(info.name, o)
      leaf.own.add(`--no-${flag}`)
    } else {
      const o = new Option(`--${flag} <${VALUE_NAMES[info.kind]}>`, description)
      if (info.kind === 'list') o.argParser(collectList)
      if (info.choices) o.choices(info.choices)
      cmd.addOption(o)
      leaf.options.set(info.name, o)
    }
    leaf.own.add(`--${flag}`)
  }
  if (spec.stdin?.mode === 'twin') {
    const flag = `--${flagOf(spec.stdin.param)}-stdin`
    leaf.stdinSwitch = new Option(flag, `read ${spec.stdin.param} from standard input`)
    cmd.addOption(leaf.stdinSwitch)
    leaf.own.add(flag)
  }
  if (isCreation(op)) {
    leaf.bulk = new Option('--params <@file|-|json>', PARAMS_HELP)
    cmd.addOption(leaf.bulk)
    leaf.own.add('--params')
    // With --params the arguments may come from the items: checked per item, not by commander.
    // (commander's own check, undeclared in its types, is skipped when --params is given.)
    const checked = cmd as unknown as { missingArgument(name: string): void }
    const missingArgument = checked.missingArgument.bind(cmd)
    checked.missingArgument = (name: string) => {
      if (cmd.opts()[leaf.bulk!.attributeName()] === undefined) missingArgument(name)
    }
  }
  // Accepted after the command too, listed only by `svc --help`.
  if (parts.globals) for (const g of GLOBALS) if (!leaf.own.has(longFlag(g.flags))) cmd.addOption(globalOption(g, true))
  if (parts.help) cmd.addHelpText('after', examplesText(exampleOf(spec, infos)))
  cmd.action(async (...args: unknown[]) => {
    const self = args[args.length - 1] as Command
    if (spec.isDefault) checkDefaultArguments(spec, self)
    await run(leaf, self, args.slice(0, (spec.args ?? []).length))
  })
}

/**
 * A default subcommand given more words than it takes: reached without its name (`svc org members
 * add platform zoe`), the first word was meant as a subcommand of the group, which has none of that
 * name; named (`svc org members list a b`), the words are one too many, as for any leaf.
 */
function checkDefaultArguments(spec: CommandSpec, self: Command): void {
  const declared = self.registeredArguments
  if (declared.some(a => a.variadic) || self.args.length <= declared.length) return
  let root: Command = self
  while (root.parent) root = root.parent
  const group = spec.path.slice(0, -1)
  // commander keeps the argv it parsed on the program (not in its typings).
  const words = ((root as unknown as { rawArgs: string[] }).rawArgs ?? []).filter(a => !a.startsWith('-'))
  const at = words.findIndex((_, i) => group.every((g, j) => words[i + j] === g))
  if (at >= 0 && words[at + group.length] === spec.path[spec.path.length - 1]) {
    const n = declared.length
    throw new UsageError(
      `too many arguments for '${self.name()}': it takes ${n} argument${n === 1 ? '' : 's'}, ${self.args.length} were given`
    )
  }
  const error = unknownCommand(self.parent!, group.join(' '), self.args[0])
  const hint = GROUP_HINTS[group.join(' ')]
  throw hint ? new UsageError(`${error.message}${error.message.endsWith('?') ? '' : '.'} ${hint}`) : error
}

/** `OWNER/REPO` split into the two positionals (the arguments after it move up one); `OWNER REPO` as given. */
function splitOwnerRepo(spec: CommandSpec, infos: ParamInfo[], positionals: unknown[], partial = false): unknown[] {
  if (!ownerRepo(spec)) return positionals
  const i = (spec.args ?? []).indexOf('owner')
  const owner = positionals[i] === undefined ? undefined : String(positionals[i])
  const repo = positionals[i + 1]
  const out = [...positionals]
  if (owner !== undefined && owner.includes('/')) {
    const parts = owner.split('/')
    if (parts.length !== 2 || !parts[0] || !parts[1])
      throw new UsageError(`<owner>: expected OWNER/REPO (one slash), or OWNER REPO as two arguments`)
    const args = spec.args ?? []
    const last = positionals[args.length - 1]
    // A list as the last argument (`OWNER/REPO RULE...`): what commander took as <repo> and the
    // arguments after it move up one, the last of them to the head of the list.
    if (Array.isArray(last)) {
      const moved = [...positionals.slice(0, i), parts[0], parts[1], ...positionals.slice(i + 1, args.length - 1)]
      const spill = moved.pop()
      return [...moved, spill === undefined ? last : [spill, ...(last as unknown[])]]
    }
    if (last !== undefined)
      throw new UsageError(
        i + 2 === args.length
          ? `<owner> is OWNER/REPO ("${owner}"): then give no separate <repo>`
          : `<owner> is OWNER/REPO ("${owner}"): then give no separate <repo> (too many arguments)`
      )
    // `OWNER/REPO USER`: what commander took as <repo> is the next argument.
    out.splice(i, 2, parts[0], parts[1], ...(repo === undefined ? [] : [repo]))
    out.length = positionals.length
  } else if (repo === undefined) throw new UsageError('missing <repo>: give OWNER REPO, or OWNER/REPO as one argument')
  const args = spec.args ?? []
  for (let j = i + 2; j < args.length && !partial; j++)
    if (out[j] === undefined && infos.find(p => p.name === args[j])?.required)
      throw new UsageError(`missing <${argNameOf(args[j])}> after the repository`)
  return out
}

/** How the value must look, from the schema's complaint (`--limit -1` → "must be 0 or more"). */
function allowed(issue: z.core.$ZodIssue): string {
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
    const small = issue.code === 'too_small'
    const bound = String(small ? issue.minimum : issue.maximum)
    if (issue.inclusive) return `must be ${bound} or ${small ? 'more' : 'less'}`
    return `must be ${small ? 'more' : 'less'} than ${bound}`
  }
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? 'must not be empty' : `must be at least ${String(issue.minimum)} characters`
  if (issue.code === 'too_big' && issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters`
  if (issue.code === 'too_small' && issue.origin === 'array') return `give at least ${String(issue.minimum)}`
  return issue.message.charAt(0).toLowerCase() + issue.message.slice(1)
}

/** One param against its own schema, said with the flag or argument it came from. Only numbers are echoed. */
function checkParam(leaf: Leaf, info: ParamInfo, value: unknown, label: string): void {
  const schema = leaf.op.params.shape[info.name] as z.ZodMiniType | undefined
  const parsed = schema?.safeParse(value)
  if (!parsed || parsed.success) return
  const shown = typeof value === 'number' ? ` ${value}` : ''
  throw new UsageError(`${label}${shown}: ${allowed(parsed.error.issues[0])} (${info.description})`)
}

/** `a`, `a and b`, `a, b and c` */
const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`)

/**
 * Params of the operation from the parsed positionals and flags (and stdin for secret values).
 * `known` fills params the command line left out (the basic-auth user for `user tokens list`).
 * Every missing required flag is named at once; each value is checked against its param's schema.
 */
export async function paramsFrom(
  leaf: Leaf,
  cmd: Command,
  positionals: unknown[],
  masker: Masker,
  known: Record<string, unknown> = {},
  /** `partial`: only what is given (the items of --params give the rest); `labels` gets each param's flag or argument. */
  how: { partial?: boolean; labels?: Map<string, string> } = {}
): Promise<Record<string, unknown>> {
  const { spec, infos } = leaf
  const opts = cmd.opts()
  const params: Record<string, unknown> = {}
  const labels = how.labels ?? new Map<string, string>()
  positionals = how.partial && positionals.every(p => p === undefined) ? positionals : splitOwnerRepo(spec, infos, positionals, how.partial)
  ;(spec.args ?? []).forEach((name, i) => {
    const info = infos.find(p => p.name === name)!
    const raw = positionals[i]
    if (raw === undefined) return
    const label = `<${argNameOf(name)}>`
    params[name] = Array.isArray(raw) ? raw : convert(info, String(raw), label)
    labels.set(name, label)
  })
  for (const info of infos) {
    const option = leaf.options.get(info.name)
    const v = option && opts[option.attributeName()]
    if (v === undefined) continue
    const label = `--${flagOf(info.name)}`
    if (params[info.name] !== undefined) throw new UsageError(`give ${labels.get(info.name)} or ${label}, not both`)
    params[info.name] =
      typeof v === 'string'
        ? convert(info, v, label)
        : info.integers && Array.isArray(v)
          ? v.map(item => convert({ ...info, kind: 'integer' }, String(item), label))
          : v
    labels.set(info.name, label)
  }
  for (const [param, { env, literal }] of leaf.envOptions ?? []) {
    const flag = `--${flagOf(param)}`
    if (opts[literal.attributeName()] !== undefined)
      throw new UsageError(
        `${flag}: a credential is not taken on the command line (the shell history and the process list keep it); name the environment variable that holds it with ${flag}-env NAME${spec.stdin?.param === param ? `, or pipe it to ${flag}-stdin` : ''} (nothing was sent)`
      )
    const name = opts[env.attributeName()] as string | undefined
    if (name === undefined) continue
    if (/^SVC_/i.test(name))
      throw new UsageError(
        `${flag}-env ${name}: svc's own settings and credentials (SVC_*) are not sent to another server; put the source's credential in a variable of its own`
      )
    const value = Object.hasOwn(process.env, name) ? process.env[name] : undefined
    if (!value) throw new UsageError(`${flag}-env ${name}: the environment variable ${name} is not set or empty`)
    params[param] = value
    labels.set(param, `${flag}-env`)
  }
  for (const [name, value] of Object.entries(known)) if (params[name] === undefined && value !== undefined) params[name] = value

  const fromStdin = spec.stdin && !how.partial && (spec.stdin.mode === 'fallback' || opts[leaf.stdinSwitch!.attributeName()] === true)
  const missing: string[] = []
  for (const info of infos) {
    if (!info.required || params[info.name] !== undefined) continue
    const flag = `--${flagOf(info.name)}`
    if (spec.stdin?.param === info.name) {
      if (!fromStdin) missing.push(`${flag} (or ${flag}-stdin)`)
    } else if (spec.args?.includes(info.name))
      missing.push(
        `<${argNameOf(info.name)}>${spec.alsoFlag?.includes(info.name) ? ` (or ${flag})` : spec.basicAuthUser === info.name ? ' (or --username)' : ''}`
      )
    else missing.push(flag)
  }
  if (missing.length > 0 && !how.partial) throw new UsageError(`missing required ${listed(missing)}`)

  if (spec.stdin) {
    const { param } = spec.stdin
    const flag = `--${flagOf(param)}`
    if (spec.stdin.mode === 'twin' && fromStdin && params[param] !== undefined)
      throw new UsageError(`give ${flag} or ${flag}-stdin, not both`)
    if (fromStdin && params[param] === undefined) params[param] = await readStdinValue(`${param} (${spec.path.join(' ')})`)
  }
  masker.add(...secretParamValues(leaf.op, params))
  for (const info of infos)
    if (params[info.name] !== undefined) checkParam(leaf, info, params[info.name], labels.get(info.name) ?? `--${flagOf(info.name)}`)
  return params
}
