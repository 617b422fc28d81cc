// The docs stay true: the action page's inputs and outputs tables list exactly what action.yml declares, with
// the same defaults, and the commands it tells a new user to type exist.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { allPagesText } from '../scripts/docs/pages.js'

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

  it("says what a new user on Node 20 sees from npm ci (EBADENGINE), and how long Gitea's build and start take as ranges", () => {
    expect(README).toMatch(/On Node 20, `npm ci` prints `EBADENGINE` warnings/)
    const step2 = README.slice(README.indexOf('**2. A throwaway Gitea'), README.indexOf('**3. '))
    expect(step2).toMatch(/first build takes 4 minutes on two\s+idle cores and over half an hour on busy ones/)
    expect(step2).toMatch(/later start from a few seconds to a minute and a\s+half/)
    expect(step2).not.toMatch(/about four minutes/)
  })

  it('getting started removes the login it added for the throwaway Gitea, as its last command', () => {
    const section = README.slice(README.indexOf('## Getting started as an admin'), README.indexOf('## Documentation'))
    const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map(m => m[1])
    const commands = (block: string) =>
      block
        .split('\n')
        .map(l => l.replace(/\s+#.*$/, '').trim())
        .filter(Boolean)
    const added = /^svc login add (\S+) /.exec(commands(blocks[2]).find(l => l.startsWith('svc login add'))!)![1]
    expect(commands(blocks[3]).at(-1)).toBe(`svc login remove ${added}`)
  })

  it('scripts/real-gitea.sh --help prints its comment block and no shell code', () => {
    const help = spawnSync('bash', [fileURLToPath(new URL('../scripts/real-gitea.sh', import.meta.url)), '--help'], { encoding: 'utf8' })
    expect([help.status, help.stderr]).toEqual([0, ''])
    expect(help.stdout).toMatch(/^A real, throwaway Gitea on loopback/)
    expect(help.stdout).toContain('SVC_REAL_GITEA_SSH_PORT')
    expect(help.stdout).not.toMatch(/set -euo|^#/m)
  })

  it('the action page names every domain, the environment the pull-request comment reads, and the read-only plan token', () => {
    const row = ACTION_PAGE.split('\n').find(l => l.startsWith('| `domain` |'))!
    for (const d of ['users', 'admin', 'orgs', 'repos']) expect([d, row.includes(`\`${d}\``)]).toEqual([d, true])
    // What src/action/pr-comment.ts reads of the run, each said in "Test locally".
    const source = readFileSync(new URL('../src/action/pr-comment.ts', import.meta.url), 'utf8')
    const read = [...new Set([...source.matchAll(/process\.env\.(GITHUB_[A-Z_]+)/g)].map(m => m[1]))]
    expect(read).toEqual(expect.arrayContaining(['GITHUB_EVENT_NAME', 'GITHUB_EVENT_PATH', 'GITHUB_REPOSITORY']))
    const local = ACTION_PAGE.slice(ACTION_PAGE.indexOf('### Test locally'), ACTION_PAGE.indexOf('### A whole workflow'))
    for (const name of read) expect([name, local.includes(`\`${name}\``)]).toEqual([name, true])
    expect(local).toMatch(/The plan job needs no write access[^]*read scopes only/)
  })

  it('no example puts a secret into JSON as "${{ secrets.X }}" (a quote in it would break the JSON): toJSON does', () => {
    const pages = allPagesText()
    expect(pages.match(/"\$\{\{\s*secrets\.[^}]*\}\}"/g) ?? []).toEqual([])
    expect(pages).toMatch(/\$\{\{ toJSON\(secrets\./)
  })

  it('runs the action on node24 from the committed bundle', () => {
    expect(ACTION).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/index\.js/m)
  })
})
