// The command tree's index (src/cli/generated/command-tree.ts): an unknown command word (`svc usr
// me`, `svc user mee`, `svc org bogus`) is told from it without building the tree or loading a
// domain's operations. It must be what `npm run docs` writes from the tree now, and tell every wrong
// command line as the whole program tells it: the same words on standard error, the same exit code.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { COMMAND_TREE_FILE, renderCommandTree } from '../../scripts/gen-command-index.js'
import { unknownCommandOf } from '../../src/cli/command-tree.js'
import { COMMAND_TREE } from '../../src/cli/generated/command-tree.js'
import { main } from '../../src/cli/main.js'
import { DOMAINS } from '../../src/registry/types.js'
import { ensureCliBundle } from './harness.js'

const TOKEN = 'tree-token-0123456789abcdef'
let home: string
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'svc-tree-'))
})
afterAll(() => rmSync(home, { recursive: true, force: true }))

/** What `main` writes and returns for argv. */
async function answer(argv: string[], commandIndex: boolean): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(s => ((out += String(s)), true))
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(s => ((err += String(s)), true))
  try {
    const code = await main(argv, { HOME: home, SVC_CONFIG: join(home, 'none.json'), SVC_TOKEN: TOKEN }, { commandIndex })
    return { code, out, err }
  } finally {
    stdout.mockRestore()
    stderr.mockRestore()
  }
}

/** A word near `word`, the `n`th kind: a letter dropped, two swapped, one added, upper case, doubled. */
function near(word: string, n: number): string {
  const kinds = [
    () => word.slice(0, -1),
    () => (word.length > 2 ? word[1] + word[0] + word.slice(2) : `${word}x`),
    () => `${word}e`,
    () => word.toUpperCase(),
    () => `${word}${word}`,
    () => word.slice(1)
  ]
  return kinds[n % kinds.length]()
}

/**
 * Wrong command lines: after svc and after every group of the tree, unrelated words (a credential
 * and control characters among them) and a word near each subcommand, each kind of nearness in turn.
 */
function wrongLines(): string[][] {
  const lines: string[][] = [['usr', 'me'], ['user', 'mee'], ['org', 'bogus'], ['nosuchcommand'], ['user', 'keys', 'lsit', 'x']]
  let n = 0
  for (const [key, node] of Object.entries(COMMAND_TREE)) {
    if (!node.group) continue
    const path = key ? key.split(' ') : []
    lines.push([...path, 'bogus'], [...path, ''], [...path, 'zzzzzz', 'me'], [...path, TOKEN], [...path, 'x::y\u001b[31m'])
    for (const child of node.children) lines.push([...path, near(child, n++)])
  }
  return lines
}

describe('the command tree', () => {
  it('is what npm run docs writes from the command tree', async () => {
    expect(readFileSync(COMMAND_TREE_FILE, 'utf8')).toBe(await renderCommandTree())
  })

  it('tells every wrong command line as the whole program does', async () => {
    const lines = wrongLines()
    // The rest (a word that is a subcommand after all, a group's default subcommand) the program parses.
    const told = lines.filter(argv => unknownCommandOf(argv) !== undefined)
    expect(told.length).toBeGreaterThan(400)
    const differ: Array<{ argv: string[]; index: unknown; whole: unknown }> = []
    for (const argv of told) {
      const index = await answer(argv, true)
      const whole = await answer(argv, false)
      if (JSON.stringify(index) !== JSON.stringify(whole)) differ.push({ argv, index, whole })
    }
    expect(differ.slice(0, 5)).toEqual([])
    // Credentials are masked and control characters neutralized in the index's answers too.
    const withToken = await answer(['user', TOKEN], true)
    expect(withToken.code).toBe(2)
    expect(withToken.err).not.toContain(TOKEN)
    const withControl = (await answer(['x::y\u001b[31m'], true)).err
    expect(withControl).not.toContain('::')
    expect(withControl).not.toContain('\u001b')
  }, 120_000)

  it('answers for words only: a flag, help or a command with arguments goes to the program', () => {
    expect(unknownCommandOf(['usr', 'me'])?.message).toBe('unknown command "svc usr"; did you mean "svc user"?')
    expect(unknownCommandOf(['--token', 'x', 'usr'])).toBeUndefined()
    expect(unknownCommandOf(['user', 'me', 'mee'])).toBeUndefined()
    expect(unknownCommandOf(['help', 'usr'])).toBeUndefined()
    expect(unknownCommandOf(['login', 'lst'])).toBeUndefined()
    expect(unknownCommandOf(['user'])).toBeUndefined()
  })
})

describe('the bundle', () => {
  it("tells an unknown command without any domain's chunk, as the whole bundle tells it", () => {
    const bundle = ensureCliBundle()
    const dist = dirname(bundle)
    const copy = mkdtempSync(join(tmpdir(), 'svc-tree-bundle-'))
    try {
      const domainChunks = DOMAINS.map(d => `cli.${d}.js`)
      const files = readdirSync(dist).filter(f => f.startsWith('cli.') && f.endsWith('.js') && !domainChunks.includes(f))
      for (const f of [...files, 'package.json']) copyFileSync(join(dist, f), join(copy, f))
      const svc = (args: string[], dir: string) => {
        const run = spawnSync(process.execPath, [join(dir, 'cli.js'), ...args], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', HOME: copy, SVC_CONFIG: join(copy, 'none.json') }
        })
        return { code: run.status, stdout: run.stdout, stderr: run.stderr }
      }
      for (const args of [
        ['usr', 'me'],
        ['user', 'mee'],
        ['org', 'bogus'],
        ['admin', 'users', 'lsit']
      ]) {
        const told = svc(args, copy)
        expect({ args, code: told.code, stdout: told.stdout }).toEqual({ args, code: 2, stdout: '' })
        expect(told.stderr).toMatch(/^svc: unknown command "svc .*\nhint: see: svc .*--help\n$/)
        expect(svc(args, dist)).toEqual(told)
      }
      expect(readdirSync(copy)).not.toContain('cli.users.js')
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})
