// The command index (src/cli/generated/command-index.ts): what `svc complete -- WORDS` answers from
// without building the command tree. It must be what `npm run docs` writes from the tree now, and
// answer every request as the whole program answers it.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { COMMAND_INDEX_FILE, HELP_PAGES_FILE, renderCommandIndex, renderHelpPages } from '../../scripts/gen-command-index.js'
import { completeFromIndex } from '../../src/cli/complete.js'
import { loadCompletion } from '../../src/cli/completion.js'
import { COMMAND_INDEX } from '../../src/cli/generated/command-index.js'
import { HELP_PAGES } from '../../src/cli/generated/help-pages.js'
import { buildProgram } from '../../src/cli/program.js'
import { Masker } from '../../src/masker.js'
import { ROOT } from '../bundle.js'
import { ensureCliBundle } from './harness.js'

let dir: string
let env: NodeJS.ProcessEnv
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'svc-index-'))
  // Logins complete from the config file, in both.
  const config = join(dir, 'config.json')
  writeFileSync(config, JSON.stringify({ default: 'work', logins: { work: { server_url: 'https://git.example.com' }, home: {} } }), {
    mode: 0o600
  })
  env = { SVC_CONFIG: config, HOME: dir }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What a completion request prints (tab writes each line with console.log). */
async function printed(answer: () => Promise<unknown> | void): Promise<string> {
  const lines: string[] = []
  const log = jest.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)))
  try {
    await answer()
  } finally {
    log.mockRestore()
  }
  return lines.join('\n')
}

describe('the command index', () => {
  it('is what npm run docs writes from the command tree', async () => {
    expect(readFileSync(COMMAND_INDEX_FILE, 'utf8')).toBe(await renderCommandIndex())
  })

  it('answers every completion request as the whole program does', async () => {
    const io = { out: () => undefined, err: () => undefined, env, masker: new Masker(), stderrIsTTY: false }
    const program = await buildProgram(io, { completion: await loadCompletion() })
    const requests: string[][] = [[''], ['--'], ['-'], ['--login', ''], ['-o', ''], ['--variant=']]
    for (const [path] of COMMAND_INDEX.commands.slice(1)) {
      const words = path.split(' ')
      const last = words[words.length - 1]
      requests.push(
        [...words, ''],
        [...words.slice(0, -1), last.slice(0, 2)],
        [...words, '--'],
        [...words, '-'],
        [...words, '--login', ''],
        [...words, '--variant', ''],
        [...words, '--output='],
        [...words, 'x', '']
      )
    }
    const differ: Array<{ words: string[]; program: string; index: string }> = []
    for (const words of requests) {
      const whole = await printed(() => program.parseAsync(['complete', '--', ...words], { from: 'user' }))
      const fromIndex = await printed(() => completeFromIndex([...words], env))
      if (whole !== fromIndex) differ.push({ words, program: whole, index: fromIndex })
    }
    expect(requests.length).toBeGreaterThan(1000)
    expect(differ.slice(0, 5)).toEqual([])
    // The logins file was read: a login name is among the answers.
    expect(await printed(() => completeFromIndex(['--login', ''], env))).toContain('work\tgit.example.com')
  })
})

describe('the help pages', () => {
  it('are what npm run docs writes from the command tree', async () => {
    expect(readFileSync(HELP_PAGES_FILE, 'utf8')).toBe(await renderHelpPages())
  })

  it('are printed by the bundle without the command tree: help and `svc help` as the whole program prints them', () => {
    const bundle = ensureCliBundle()
    // A copy of the CLI bundle without the chunk that builds the tree (the one holding program.ts).
    const dist = join(ROOT, 'dist')
    const copy = mkdtempSync(join(tmpdir(), 'svc-help-'))
    try {
      const sources = (f: string) => (JSON.parse(readFileSync(join(dist, `${f}.map`), 'utf8')) as { sources: string[] }).sources
      const files = readdirSync(dist).filter(f => f.startsWith('cli.') && f.endsWith('.js'))
      const tree = files.filter(f => sources(f).includes('src/cli/program.js'))
      expect(tree.length).toBeGreaterThan(0)
      for (const f of [...files.filter(f => !tree.includes(f)), 'package.json']) copyFileSync(join(dist, f), join(copy, f))
      const svc = (args: string[], dir = copy) =>
        spawnSync(process.execPath, [join(dir, 'cli.js'), ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: copy } })
      for (const [args, page] of [
        [['--help'], ''],
        [['-h'], ''],
        [['help'], ''],
        [['admin', 'users', '--help'], 'admin users'],
        [['help', 'admin', 'users', 'create'], 'admin users create'],
        [['login', 'add', '-h'], 'login add'],
        [['plan', '--help'], 'plan']
      ] as const) {
        const run = svc([...args])
        expect({ args, code: run.status, stdout: run.stdout }).toEqual({ args, code: 0, stdout: HELP_PAGES[page] })
        // The same page as the whole program prints it.
        expect(svc([...args], dirname(bundle)).stdout).toBe(run.stdout)
      }
      // A word that is no command is the program's to refuse: it needs the tree (gone here), never a page.
      expect(svc(['admin', 'users', 'lsit', '--help']).status).not.toBe(0)
      expect(HELP_PAGES['admin users lsit']).toBeUndefined()
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})
