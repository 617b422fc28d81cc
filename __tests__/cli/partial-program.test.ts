// The program built for one table command (what `svc user me` parses argv with): along the
// command's path it is the whole program (same flags, arguments, children), every other command is
// a bare stand-in (no flags, no arguments: its params schema is never built), and argv that leads
// anywhere but the command's own action stops before anything is written. No timings here.
import { beforeAll, describe, expect, test } from '@jest/globals'
import { CommanderError, type Command } from 'commander'
import { loadCompletion, type CompletionLibrary } from '../../src/cli/completion.js'
import {
  buildProgram,
  commandOf,
  namesMcpCommand,
  namesStateCommand,
  STATE_COMMANDS,
  WholeProgramNeeded,
  type Io
} from '../../src/cli/program.js'
import { GLOBALS } from '../../src/cli/globals.js'
import { cliMasker } from '../../src/cli/secrets.js'
import { COMMANDS, type CommandSpec } from '../../src/cli/table.js'
import { VERSION } from '../../src/cli/version.js'

const spec = (path: string): CommandSpec => COMMANDS.find(c => c.path.join(' ') === path)!

function io(): Io & { written: string[] } {
  const written: string[] = []
  return {
    written,
    out: s => void written.push(s),
    err: s => void written.push(s),
    env: {},
    masker: cliMasker([], {})
  }
}

/** What commander decides with at a node: its children (names, aliases, the default one), flags and arguments. */
function shape(cmd: Command) {
  return {
    children: cmd.commands.map(c => [c.name(), ...c.aliases()].join('|')),
    defaultChild: (cmd as unknown as { _defaultCommandName?: string })._defaultCommandName ?? null,
    flags: cmd.options.map(o => o.flags),
    args: cmd.registeredArguments.map(a => a.name())
  }
}

const child = (cmd: Command, name: string) => cmd.commands.find(c => c.name() === name)!

let tab: CompletionLibrary
beforeAll(async () => {
  tab = await loadCompletion()
})

describe('commandOf: the table command argv names', () => {
  test.each([
    [['user', 'me'], 'user me'],
    [['--server-url', 'https://git.example.com', 'user', 'me', '-o', 'json'], 'user me'],
    [['--server-url=https://git.example.com', '-l', 'work', '--dry-run', 'user', 'me'], 'user me'],
    [['user', '--token', 'admin', 'me'], 'user me'],
    [['admin', 'users', 'list', '--limit', '3'], 'admin users list'],
    [['user', 'get', 'alice'], 'user get'],
    [['user', 'quota'], 'user quota'],
    [['user', 'quota', 'artifacts'], 'user quota artifacts'],
    [['user', 'following', '--limit', '3'], 'user following list']
  ])('%j names %s', (argv, path) => {
    expect(commandOf(argv)?.path.join(' ')).toBe(path)
  })

  test.each([
    [[]],
    [['user']],
    [['admin', 'users']],
    [['help', 'user', 'me']],
    [['login', 'list']],
    [['user', 'mee']],
    [['--version']],
    [['--', 'user', 'me']]
  ])('%j names none', argv => {
    expect(commandOf(argv)).toBeUndefined()
  })
})

describe('the program built for one command', () => {
  test('along every table command path it decides as the whole program does', async () => {
    const whole = await buildProgram(io(), { completion: tab })
    const problems: string[] = []
    for (const target of COMMANDS) {
      const partial = await buildProgram(io(), { command: target })
      let w: Command = whole
      let p: Command = partial
      const where = [`svc`]
      for (const word of ['', ...target.path]) {
        if (word) {
          w = child(w, word)
          p = child(p, word)
          where.push(word)
        }
        const [a, b] = [JSON.stringify(shape(w)), JSON.stringify(shape(p))]
        if (a !== b) problems.push(`${target.path.join(' ')}: at "${where.join(' ')}": ${b} instead of ${a}`)
      }
    }
    expect(problems).toEqual([])
  })

  test('for argv without a flag: the same decisions along every path, without the global options it cannot set', async () => {
    const globalFlags = new Set(GLOBALS.map(g => g.flags))
    const problems: string[] = []
    for (const target of COMMANDS) {
      const [full, flagless] = await Promise.all([
        buildProgram(io(), { command: target }),
        buildProgram(io(), { command: target, flagless: true })
      ])
      let w: Command = full
      let p: Command = flagless
      for (const word of ['', ...target.path]) {
        if (word) {
          w = child(w, word)
          p = child(p, word)
        }
        // A global option: the program's, or hidden on a group or leaf (a leaf's own flag of the same name stays).
        const isGlobal = (o: Command['options'][number]) => globalFlags.has(o.flags) && (w === full || o.hidden)
        const expected = { ...shape(w), flags: w.options.filter(o => !isGlobal(o)).map(o => o.flags) }
        if (JSON.stringify(shape(p)) !== JSON.stringify(expected)) problems.push(`${target.path.join(' ')} at "${word}"`)
      }
      // And the command's own flags are all there (only the global ones are left out).
      if (p.options.length === 0 && w.options.some(o => !globalFlags.has(o.flags))) problems.push(`${target.path.join(' ')}: no flags`)
    }
    expect(problems).toEqual([])
  })

  test('every other command is a bare stand-in: no flags, no arguments, no children', async () => {
    const partial = await buildProgram(io(), { command: spec('user me') })
    const onPath = new Set([partial, child(partial, 'user'), child(child(partial, 'user'), 'me')])
    const full: string[] = []
    const walk = (cmd: Command, words: string[]) => {
      for (const c of cmd.commands) {
        const path = [...words, c.name()]
        if (onPath.has(c)) walk(c, path)
        else if (c.options.length > 0 || c.registeredArguments.length > 0 || c.commands.length > 0) full.push(path.join(' '))
      }
    }
    walk(partial, [])
    expect(full).toEqual([])
  })

  test.each([
    [['user', 'me', '--help']],
    [['user', '--help']],
    [['--help']],
    [['--version']],
    [['user']],
    [['user', 'mee']],
    [['user', 'blocks', 'list']],
    [['admin', 'users', 'list']],
    [['help', 'user', 'me']],
    [['login', 'list']],
    [['completion', 'bash']],
    [['user', 'me', '--bogus']],
    [['user', 'me', 'extra']],
    [['--output', 'xml', 'user', 'me']]
  ])('%j stops before anything is written or run', async argv => {
    const where = io()
    const partial = await buildProgram(where, { command: spec('user me') })
    const stopped = await partial.parseAsync(argv, { from: 'user' }).then(
      () => 'ran',
      (e: unknown) => (e instanceof WholeProgramNeeded || e instanceof CommanderError ? 'stopped' : String(e))
    )
    expect({ stopped, written: where.written }).toEqual({ stopped: 'stopped', written: [] })
  })

  test('on the way to a deeper command, a command on its path does not run (user quota → artifacts)', async () => {
    const where = io()
    const partial = await buildProgram(where, { command: spec('user quota artifacts') })
    await expect(partial.parseAsync(['user', 'quota'], { from: 'user' })).rejects.toBeInstanceOf(WholeProgramNeeded)
    expect(where.written).toEqual([])
  })
})

describe('the version alone', () => {
  // main answers `svc --version` / `-V` without building a program (newcomer.test.ts runs it): the
  // text must stay what the whole program prints.
  test.each([[['--version']], [['-V']]])('%j: the whole program prints what main prints', async argv => {
    const where = io()
    await (await buildProgram(where, { completion: tab })).parseAsync(argv, { from: 'user' }).catch((e: unknown) => {
      if (!(e instanceof CommanderError && e.code === 'commander.version')) throw e
    })
    expect(where.written).toEqual([`svc ${VERSION}\n`])
  })
})

describe('the program built for plan, apply and dump', () => {
  test.each([
    [['plan', '-f', 'f.yaml'], true],
    [['--server-url', 'https://git.example.com', 'apply', 'plan.json'], true],
    [['-l', 'work', 'dump', '--out', 'x.yaml'], true],
    [['--output', 'plan', 'user', 'me'], false],
    [['user', 'plan'], false],
    [['help', 'plan'], false],
    [['--', 'plan'], false],
    [[], false]
  ])('%j: %s', (argv, named) => {
    expect(namesStateCommand(argv)).toBe(named)
  })

  test('holds them as the whole program does; every table command is a bare stand-in', async () => {
    const whole = await buildProgram(io(), { completion: tab })
    const partial = await buildProgram(io(), { state: true })
    expect(shape(partial)).toEqual(shape(whole))
    for (const name of STATE_COMMANDS) expect(shape(child(partial, name))).toEqual(shape(child(whole, name)))
    const full = partial.commands
      .filter(c => !STATE_COMMANDS.includes(c.name()))
      .filter(c => c.options.length > 0 || c.registeredArguments.length > 0 || c.commands.length > 0)
    expect(full.map(c => c.name())).toEqual([])
  })

  test.each([[['plan', '--help']], [['plan']], [['apply', 'a.json', 'b.json']], [['dump', '--bogus']], [['user', 'me']], [['--version']]])(
    '%j stops before anything is written or run',
    async argv => {
      const where = io()
      const partial = await buildProgram(where, { state: true })
      const stopped = await partial.parseAsync(argv, { from: 'user' }).then(
        () => 'ran',
        (e: unknown) => (e instanceof WholeProgramNeeded || e instanceof CommanderError ? 'stopped' : String(e))
      )
      expect({ stopped, written: where.written }).toEqual({ stopped: 'stopped', written: [] })
    }
  )
})

describe('the program built for svc mcp', () => {
  test.each([
    [['mcp'], true],
    [['--server-url', 'https://git.example.com', 'mcp', '--read-only'], true],
    [['user', 'mcp'], false],
    [['help', 'mcp'], false],
    [['--', 'mcp'], false]
  ])('%j: %s', (argv, named) => {
    expect(namesMcpCommand(argv)).toBe(named)
  })

  test('holds it as the whole program does; every other command is a bare stand-in', async () => {
    const whole = await buildProgram(io(), { completion: tab })
    const partial = await buildProgram(io(), { mcp: true })
    expect(shape(partial)).toEqual(shape(whole))
    expect(shape(child(partial, 'mcp'))).toEqual(shape(child(whole, 'mcp')))
    const full = partial.commands
      .filter(c => c.name() !== 'mcp')
      .filter(c => c.options.length > 0 || c.registeredArguments.length > 0 || c.commands.length > 0)
    expect(full.map(c => c.name())).toEqual([])
  })

  test.each([[['mcp', '--help']], [['mcp', '--bogus']], [['user', 'me']], [['plan']], [['--version']]])(
    '%j stops before anything is written or run',
    async argv => {
      const where = io()
      const partial = await buildProgram(where, { mcp: true })
      const stopped = await partial.parseAsync(argv, { from: 'user' }).then(
        () => 'ran',
        (e: unknown) => (e instanceof WholeProgramNeeded || e instanceof CommanderError ? 'stopped' : String(e))
      )
      expect({ stopped, written: where.written }).toEqual({ stopped: 'stopped', written: [] })
    }
  )
})
