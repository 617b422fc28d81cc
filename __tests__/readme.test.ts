// The docs stay true: the action page's inputs and outputs tables list exactly what action.yml declares, with
// the same defaults, and the commands it tells a new user to type exist.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const ACTION_PAGE = readFileSync(new URL('../docs/action.md', import.meta.url), 'utf8')
const ACTION = readFileSync(new URL('../action.yml', import.meta.url), 'utf8')
const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }

/** `name -> default` of a top-level section (inputs/outputs) of action.yml. */
function declared(section: 'inputs' | 'outputs'): Map<string, string | undefined> {
  const body = ACTION.split(/^(?=\w)/m).find(s => s.startsWith(`${section}:`)) ?? ''
  const out = new Map<string, string | undefined>()
  let current: string | undefined
  for (const line of body.split('\n')) {
    const name = /^ {2}([\w-]+):\s*$/.exec(line)
    if (name) out.set((current = name[1]), undefined)
    const def = /^ {4}default:\s*(.*)$/.exec(line)
    if (def && current) out.set(current, def[1].replace(/^'(.*)'$/, '$1'))
  }
  return out
}

/** Rows of the action page's table under a `## <heading>`: first cell → second cell. */
function table(heading: string): Map<string, string> {
  const start = ACTION_PAGE.indexOf(`## ${heading}\n`)
  expect(start).toBeGreaterThanOrEqual(0)
  const rows = ACTION_PAGE.slice(start).split('\n\n')[1].split('\n').slice(2)
  return new Map(rows.map(r => r.split('|').map(c => c.trim())).map(c => [c[1].replace(/`/g, ''), c[2].replace(/`/g, '')]))
}

describe('README', () => {
  it('lists every input of action.yml with its default, and no other', () => {
    const inputs = declared('inputs')
    // The interface of the action (issue 3): these names, no fewer.
    expect([...inputs.keys()]).toEqual(
      expect.arrayContaining([
        'action',
        'domain',
        'params',
        'server-url',
        'token',
        'username',
        'password',
        'otp',
        'variant',
        'raw-json',
        'paginate',
        'dry-run',
        'ca-cert',
        'timeout-seconds',
        'retries',
        'concurrency',
        'fail-fast'
      ])
    )
    const rows = table('Inputs')
    expect([...rows.keys()].sort()).toEqual([...inputs.keys()].sort())
    for (const [name, def] of inputs) expect(rows.get(name)).toBe(def === undefined ? (name === 'action' ? '(required)' : '') : def)
  })

  it('lists every output of action.yml, and no other', () => {
    expect([...declared('outputs').keys()].sort()).toEqual([
      'changed',
      'changed-calls',
      'changes',
      'comment-url',
      'drift',
      'findings',
      'html-file',
      'markdown',
      'plan',
      'plan-file',
      'result',
      'result-file',
      'rows',
      'sarif-file',
      'status',
      'total-count'
    ])
    expect([...table('Outputs').keys()].sort()).toEqual([...declared('outputs').keys()].sort())
  })

  it('tells a new user two commands that exist: set-up + demo, set-up + tests', () => {
    expect(README).toContain('npm ci && npm run demo')
    expect(README).toContain('npm ci && npm test')
    expect(PACKAGE.scripts.demo).toBeDefined()
    expect(PACKAGE.scripts.test).toBeDefined()
  })

  it('runs the action on node24 from the committed bundle', () => {
    expect(ACTION).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js/m)
  })
})
