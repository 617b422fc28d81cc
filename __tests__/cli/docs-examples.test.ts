// Every `svc` command of the documentation's shell examples (README.md and docs/*.md) is one svc
// takes: its command words are a command, each flag is one of that command's (the generated
// command index, which a test keeps equal to the program), and an operation's line, sent with
// --dry-run, passes validation (exit 0, nothing sent: the server is a closed port). Lines whose
// values are files (`--key @~/.ssh/id.pub`) are checked by the index only.
import { beforeAll, describe, expect, test } from '@jest/globals'
import { parse } from 'shell-quote'
import { allPagesText } from '../../scripts/docs/pages.js'
import { COMMAND_INDEX } from '../../src/cli/generated/command-index.js'
import { COMMANDS } from '../../src/cli/table.js'
import { findOperation } from '../../src/registry/index.js'
import { bounded, ensureCliBundle, runCli } from './harness.js'

interface Example {
  line: string
  words: string[]
}

/** The `svc …` part of every shell-example line (continuations joined; pipes, redirections and comments cut). */
function examples(): Example[] {
  const out: Example[] = []
  for (const block of allPagesText().matchAll(/```sh\n([\s\S]*?)```/g)) {
    const lines = block[1].replace(/\\\n\s*/g, ' ').split('\n')
    for (const line of lines) {
      if (line.trimStart().startsWith('#')) continue
      const tokens = parse(line, name => `$${name}`)
      const at = tokens.findIndex(t => t === 'svc')
      if (at < 0) continue
      const words: string[] = []
      for (const t of tokens.slice(at + 1)) {
        if (typeof t !== 'string') break
        words.push(t)
      }
      out.push({ line: line.trim(), words })
    }
  }
  return out
}

const index = new Map(
  COMMAND_INDEX.commands.map(([path, , options]) => [
    path,
    new Set(
      options.flatMap(i => {
        const o = COMMAND_INDEX.options[i]
        return [`--${o.name}`, ...(o.alias ? [`-${o.alias}`] : []), ...(o.value ? [] : [`--no-${o.name}`])]
      })
    )
  ])
)

/** The longest command path the words start with, and the rest. */
function commandOf(words: string[]): { path: string; rest: string[] } {
  let path = ''
  let i = 0
  const before: string[] = []
  // Global options may come first (`svc --login work admin users list`): with their value, if they take one.
  while (i < words.length && words[i].startsWith('-')) {
    const o = COMMAND_INDEX.options.find(x => `--${x.name}` === words[i] || `-${x.alias}` === words[i])
    before.push(...words.slice(i, o?.value ? i + 2 : i + 1))
    i += o?.value ? 2 : 1
  }
  while (i < words.length && index.has(path ? `${path} ${words[i]}` : words[i])) path = path ? `${path} ${words[i++]}` : words[i++]
  return { path, rest: [...before, ...words.slice(i)] }
}

const all = examples()

function problemsOf({ line, words }: Example): string[] {
  const problems: string[] = []
  const { path, rest } = commandOf(words)
  // Words that stop at the program or a group (`svc user mee`) name no command, unless they ask for help.
  const group = [...index.keys()].some(p => p.startsWith(path ? `${path} ` : ''))
  if (group && !rest.every(w => ['--help', '-h', '--version', '-V'].includes(w))) problems.push(`${line}: no such command`)
  const flags = index.get(path)!
  for (const w of rest) {
    if (!/^--?[a-zA-Z]/.test(w)) continue
    const flag = w.split('=')[0]
    if (!flags.has(flag) && flag !== '--help') problems.push(`${line}: svc ${path} has no ${flag}`)
  }
  return problems
}

describe("the documentation's svc commands", () => {
  let bundle: string
  beforeAll(() => {
    bundle = ensureCliBundle()
  }, 180_000)

  test('are found (sanity)', () => {
    expect(all.length).toBeGreaterThan(80)
    expect(all.map(e => e.words.slice(0, 2).join(' '))).toEqual(expect.arrayContaining(['user me', 'admin users', 'plan -f', 'login add']))
  })

  test('name a command and only its flags', () => {
    expect(all.flatMap(problemsOf)).toEqual([])
    // The check itself finds a wrong command word and a wrong flag.
    expect(problemsOf({ line: 'a', words: ['user', 'mee'] })).toEqual(['a: no such command'])
    expect(problemsOf({ line: 'b', words: ['user', 'keys', 'list', '--bogus', '-o', 'json'] })).toEqual([
      'b: svc user keys list has no --bogus'
    ])
  })

  test('of operations pass validation with --dry-run (nothing sent)', async () => {
    const table = new Set(COMMANDS.map(c => c.path.join(' ')))
    const runnable = all.filter(e => {
      const { path, rest } = commandOf(e.words)
      // A named login needs a config file: those lines are checked by the index only.
      return table.has(path) && !rest.some(w => w.startsWith('@')) && !rest.includes('--help') && !rest.includes('--login')
    })
    expect(runnable.length).toBeGreaterThan(40)
    const runs = await bounded(
      8,
      runnable.map(e => () => {
        // A credential a line names by its variable (`--auth-token-env GH_TOKEN`) is set; an
        // operation only Forgejo has (mirror_convert) runs as Forgejo.
        const named = e.words.flatMap((w, i) =>
          /^--[a-z-]+-env$/.test(w) && e.words[i + 1] ? [[e.words[i + 1], 'docs-example-secret']] : []
        )
        const spec = COMMANDS.find(c => c.path.join(' ') === commandOf(e.words).path)
        const variant = spec && !findOperation(spec.domain, spec.action).routes.gitea ? 'forgejo' : 'gitea'
        return runCli(bundle, [...e.words, '--dry-run'], {
          env: {
            SVC_SERVER_URL: 'http://127.0.0.1:9',
            SVC_TOKEN: 'docs-example-token-0001',
            SVC_VARIANT: variant,
            SVC_PASSWORD: 'pw-0001',
            ...Object.fromEntries(named)
          },
          input: 'from-stdin\n'
        }).then(r => ({ e, r }))
      })
    )
    expect(runs.filter(({ r }) => r.code !== 0).map(({ e, r }) => `${e.line}: exit ${r.code}: ${r.stderr.trim()}`)).toEqual([])
  }, 180_000)
})
