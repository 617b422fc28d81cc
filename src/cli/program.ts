// The commander program built from the command table: groups, leaves (see leaf.ts), global options,
// help, and the commands outside the table (mcp, login, api, help, completion; the first three and
// plan/apply/dump loaded only when the program has them, so a table command does not run their
// modules). Also the guess of which table command an argv names, so that start-up builds only
// that part of the tree.
import { Command } from 'commander'
import { addCompletion, COMPLETION_COMMANDS, type CompletionLibrary } from './completion.js'
import { addGlobalOptions, GLOBALS, globalOption, globals, globalsPointer, VALUE_FLAGS } from './globals.js'
import { addHelpCommand, groupExamples, PROGRAM_DESCRIPTION, PROGRAM_HELP } from './help.js'
import type { Io } from './io.js'
import { addLeaf } from './leaf.js'
import { loadDomains } from '../registry/load.js'
import { DOMAINS } from '../registry/types.js'
import { run } from './run.js'
import { COMMANDS, GROUPS, type CommandSpec } from './table.js'
import { VERSION } from './version.js'
import { unknownCommand } from './words.js'

export type { Io } from './io.js'

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

/** svc itself and the table's groups: a word after them that is no subcommand is an unknown command. */
const groups = new WeakSet<Command>()
export const isGroup = (cmd: Command): boolean => groups.has(cmd)

/**
 * The whole program, with every command (and completion, through the library passed in); or, for
 * `{ command }`, the part that parses argv for that one command: the program, the groups on its
 * path and the command itself as in the whole program, and every other child of those as a bare
 * stand-in of the same name. Building all ~130 commands (and the params schema of every operation)
 * is most of what `svc user me` would otherwise do before its request. On the command's path
 * commander then takes exactly the same decisions as with the whole tree (same options and
 * settings, same child names for its subcommand lookups); whatever does not end in the command's
 * own action throws `WholeProgramNeeded` before anything is written.
 */
export async function buildProgram(
  io: Io,
  scope: { completion: CompletionLibrary } | { command: CommandSpec; flagless?: boolean } | { state: true } | { mcp: true }
): Promise<Command> {
  const command = 'command' in scope ? scope.command : undefined
  // The operations its commands are made from: one domain's for one command, none for state or mcp.
  await loadDomains('completion' in scope ? DOMAINS : command ? [command.domain] : [])
  const program = new Command('svc')
  // `{ state }`: plan, apply and dump as in the whole program, every table command a stand-in.
  const partial = !('completion' in scope)
  // A partial program prints no help (commander's output goes to needWhole: the whole program
  // prints it), so it carries none; and argv without a flag (`svc user me`, the login's settings
  // or the environment's) cannot set a global option, so its command's program carries none.
  const help = !partial
  const globalFlags = !('command' in scope && scope.flagless === true)
  const needWhole = (): never => {
    throw new WholeProgramNeeded()
  }
  program
    .description(PROGRAM_DESCRIPTION)
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput(
      partial
        ? { writeOut: needWhole, writeErr: needWhole, outputError: () => undefined }
        : { writeOut: s => io.out(s), writeErr: s => io.err(s), outputError: () => undefined }
    )
    .version(`svc ${VERSION}`, '-V, --version', 'print the version of svc')
    // One width whatever the terminal: the help pages are precomputed (src/cli/generated/help-pages.ts).
    .configureHelp({ helpWidth: 80 })
    .helpCommand(false)
  // The one page that lists the global options.
  if (globalFlags) for (const g of GLOBALS) program.addOption(globalOption(g))
  if (help) {
    program.addHelpText('after', PROGRAM_HELP)
    program.addHelpText('afterAll', globalsPointer)
  }

  /** A bare child of the same name: argv that reaches it needs the whole program. */
  const standIn = (parent: Command, name: string, isDefault = false) =>
    parent.command(name, { isDefault }).allowExcessArguments(true).action(needWhole)
  const wanted = (key: string) => !partial || key === '' || (command !== undefined && `${command.path.join(' ')} `.startsWith(`${key} `))

  // `{ mcp }`: the tool server's command as in the whole program (it loads dist/mcp.js), the rest stand-ins.
  if (partial && !('mcp' in scope)) standIn(program, 'mcp')
  else (await import('./mcp-command.js')).addMcpCommand(program, io)

  const nodes = new Map<string, Command>([['', program]])
  // A group (and svc itself) alone prints its help; an unknown word after it is a usage error
  // that suggests the closest subcommand.
  const groupAction = (key: string) => (_opts: unknown, self: Command) => {
    if (partial) needWhole()
    if (self.args.length === 0) return self.outputHelp()
    throw unknownCommand(self, key, self.args[0])
  }
  program.allowExcessArguments(true).action(groupAction(''))
  groups.add(program)
  const ensure = (words: string[]): Command => {
    const key = words.join(' ')
    const found = nodes.get(key)
    if (found) return found
    const parent = ensure(words.slice(0, -1))
    const group = parent.command(words[words.length - 1]).description(GROUPS[key] ?? key)
    group.allowExcessArguments(true).action(groupAction(key))
    groups.add(group)
    const first = COMMANDS.find(c => c.path.join(' ').startsWith(`${key} `))
    if (first && help) group.addHelpText('after', groupExamples(first))
    // Global options are accepted here too (`svc admin users lsit --server-url U` is an unknown command, not option).
    if (globalFlags) addGlobalOptions(group)
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
    addLeaf(
      cmd,
      spec,
      (leaf, self, positionals) => {
        if (partial && spec !== command) needWhole()
        actionsStarted.add(program)
        return run(leaf, self, positionals, program, io)
      },
      { help, globals: globalFlags }
    )
  }
  if (!('completion' in scope)) {
    // The same children in the same order as the whole program's.
    for (const name of ['login', 'api']) standIn(program, name)
    if ('state' in scope) {
      const [state, report] = await Promise.all([import('./state-commands.js'), import('./report-commands.js')])
      state.addStateCommands(program, io, cmd => globals(cmd, program, io.env), addGlobalOptions)
      report.addReportCommands(program, io, cmd => globals(cmd, program, io.env), addGlobalOptions)
      // From here on the command runs: whatever it throws is its own, not a reason to parse again.
      program.hook('preAction', () => void actionsStarted.add(program))
    } else for (const name of STATE_COMMANDS) standIn(program, name)
    for (const name of ['help', ...COMPLETION_COMMANDS]) standIn(program, name)
    // From here on `svc mcp` runs: whatever it throws is its own.
    if ('mcp' in scope) program.hook('preAction', () => void actionsStarted.add(program))
    return program
  }
  const [login, api, state, report] = await Promise.all([
    import('./login.js'),
    import('./api.js'),
    import('./state-commands.js'),
    import('./report-commands.js')
  ])
  login.addLoginCommands(program, io)
  api.addApiCommand(program, io, cmd => globals(cmd, program, io.env), addGlobalOptions)
  state.addStateCommands(program, io, cmd => globals(cmd, program, io.env), addGlobalOptions)
  report.addReportCommands(program, io, cmd => globals(cmd, program, io.env), addGlobalOptions)
  addHelpCommand(program)
  // Last: the completion reads the whole command tree.
  addCompletion(program, scope.completion, io)
  return program
}

/** The commands of desired state and the forge-wide reports, outside the table (built by the same partial program). */
export const STATE_COMMANDS = ['plan', 'apply', 'dump', 'report', 'audit']

/** The first word of argv after the global options (none before a `--`). */
function firstWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--') return undefined
    if (arg.startsWith('-')) {
      if (VALUE_FLAGS.has(arg)) i++
      continue
    }
    return arg
  }
  return undefined
}

/** Whether argv names plan, apply or dump: its first word after the global options. */
export const namesStateCommand = (argv: readonly string[]): boolean => STATE_COMMANDS.includes(firstWord(argv) ?? '')

/** Whether argv names the tool server (`svc mcp`): it is parsed by a program of its own too. */
export const namesMcpCommand = (argv: readonly string[]): boolean => firstWord(argv) === 'mcp'

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
