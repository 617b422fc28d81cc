// The repository stands on its own: a public clone has no ../shared beside it, so nothing that
// `npm test`, the scripts or the workflows run may read from there (the one exception is the
// generator of the interface fixture, run by hand), and what the tests need instead is kept here: the
// names of the interface as a fixture, the official API descriptions with their checksums. Also the
// guard of the per-operation case tables.
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { COMMANDS } from '../src/cli/table.js'
import { DOMAINS, OPERATIONS, operationsOf, type Domain, type Operation } from '../src/registry/index.js'
import { renderInterfaceNames } from '../scripts/gen-interface-names.js'
import { ROOT } from './bundle.js'
import { hasCase, missingCases } from './cases.js'
import { INTERFACE } from './interface.js'

/** Where code names the directory beside the repository: `../shared`, a build machine's absolute path, `join(…, '..', 'shared')`. */
const SHARED = [/\.\.[\\/]+shared\b/, /\/work\/shared\b/, /['"`]\.\.['"`]\s*,\s*['"`]shared['"`]/]

/** Lines of `text` that name ../shared, as `line: text`. */
export function namesOfShared(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (SHARED.some(re => re.test(line)) ? [`${i + 1}: ${line.trim()}`] : []))
}

/** Files that may name ../shared: the generator that reads it, and this test (its patterns). */
const ALLOWED = new Set(['scripts/gen-interface-names.ts', '__tests__/repository.test.ts'])
/** Code and configuration: what npm test, the scripts, CI and the bundles run or read. */
const CODE = /\.(?:[cm]?[jt]s|json|ya?ml|sh)$/
const SKIP = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage', 'package-lock.json'])

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const path = join(dir, e.name)
    if (SKIP.has(e.name) || relative(ROOT, path) === join('__tests__', 'sim', 'openapi')) return []
    if (e.isDirectory()) return codeFiles(path)
    // .ci/run has no extension.
    return CODE.test(e.name) || relative(ROOT, path) === join('.ci', 'run') ? [path] : []
  })
}

describe('the repository stands on its own (no ../shared beside a clone)', () => {
  it('recognizes every way the tests used to read ../shared', () => {
    expect(namesOfShared("const SEED = readFileSync(new URL('../../shared/spec/interface.md', import.meta.url), 'utf8')")).toHaveLength(1)
    expect(namesOfShared("export const SPEC = join(ROOT, '..', 'shared', 'spec', 'interface.md')")).toHaveLength(1)
    expect(namesOfShared('// /work/shared/reference/api-map.md.')).toHaveLength(1)
    expect(namesOfShared('// One shared operation schema; the runners shared by every user.\nconst shared = 1')).toEqual([])
  })

  it('no code, test, script or workflow names ../shared, except the fixture generator', () => {
    const found = codeFiles(ROOT).flatMap(path => {
      const file = relative(ROOT, path)
      return ALLOWED.has(file) ? [] : namesOfShared(readFileSync(path, 'utf8')).map(line => `${file}:${line}`)
    })
    expect(found).toEqual([])
  })

  it('the scan reaches the tests, scripts, sources, CI and the interface fixture', () => {
    const files = codeFiles(ROOT).map(p => relative(ROOT, p))
    for (const f of [
      '__tests__/registry.test.ts',
      '__tests__/cli/harness.ts',
      '__tests__/sim/exceptions.ts',
      'scripts/bundle.mjs',
      'src/registry/users.ts',
      'src/cli/table.ts',
      '.github/workflows/ci.yml',
      '.ci/run',
      'jest.config.js',
      '__fixtures__/interface-names.json'
    ])
      expect(files).toContain(f)
  })

  it('keeps the official API descriptions with the sha256 their README states', () => {
    const dir = join(ROOT, '__tests__', 'sim', 'openapi')
    const readme = readFileSync(join(dir, 'README.md'), 'utf8')
    const specs = readdirSync(dir).filter(f => f.endsWith('.json'))
    expect(specs.sort()).toEqual(['forgejo-15.0.3.json', 'gitea-1.26.3.json'])
    for (const f of specs) {
      const sum = createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex')
      expect({ f, stated: readme.includes(`| \`${f}\` |`) && readme.includes(sum) }).toEqual({ f, stated: true })
    }
  })
})

describe('the interface fixture (scripts/gen-interface-names.ts)', () => {
  it('holds both action tables and the command list', () => {
    expect(INTERFACE.source.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(Object.keys(INTERFACE.actions.users)).toContain('secrets_set')
    expect(INTERFACE.actions.admin.users_create).toEqual({
      required: ['username', 'email', 'password'],
      optional: ['must_change_password']
    })
    expect(INTERFACE.commands.map(c => c.path)).toEqual(expect.arrayContaining(['user search', 'admin emails search', 'gpg-key delete']))
  })

  it('reads the tables as the document writes them', async () => {
    const doc = [
      '### 4.2 User tool',
      '| `keys_add` | add SSH key | `title`, `key` | - |',
      '| `followers` | list | - | `page`, `limit` |',
      '### 4.3 Admin tool',
      '| `cron_run` | run a task | `task` | - |',
      '### 4.4 Command-line client: user commands',
      '| Command | Action | Flags |',
      '| --- | --- | --- |',
      '| `user starred list` | starred | `--sort`, `--order`, `--page`, `--limit` |',
      '| `user watched list` | subscriptions | the same four flags |',
      '| `user keys delete` / `list` | keys | `--id` |',
      '| user search (command name not stated) | search users | `--limit` int 0 |',
      '### 4.5 Command-line client: admin commands',
      '| `admin cron run` | run a task | - |',
      '## 5. Authentication'
    ].join('\n')
    const names = JSON.parse(await renderInterfaceNames(doc))
    expect(names.actions).toEqual({
      users: { keys_add: { required: ['title', 'key'], optional: [] }, followers: { required: [], optional: ['page', 'limit'] } },
      admin: { cron_run: { required: ['task'], optional: [] } }
    })
    const four = ['--sort', '--order', '--page', '--limit']
    expect(names.commands).toEqual([
      { path: 'user starred list', flags: four },
      { path: 'user watched list', flags: four },
      { path: 'user keys delete', flags: ['--id'] },
      { path: 'user keys list', flags: ['--id'] },
      { path: 'user search', flags: ['--limit'] },
      { path: 'admin cron run', flags: [] }
    ])
  })
})

describe('the guard of a per-operation case table', () => {
  const [first, second] = operationsOf('users')
  const admin = operationsOf('admin')[0]

  it('names each operation without a case, and nothing when all have one', () => {
    const ops: Operation[] = [first, second, admin]
    expect(missingCases(ops, { users: { [first.name]: {} }, admin: {} })).toEqual([`users:${second.name}`, `admin:${admin.name}`])
    expect(missingCases(ops, { users: { [first.name]: {}, [second.name]: {} }, admin: { [admin.name]: {} } })).toEqual([])
  })

  it('counts only own keys with a value as cases', () => {
    const named = (name: string) => ({ ...first, name }) as Operation
    expect(hasCase({ users: {}, admin: {} }, named('toString'))).toBe(false)
    expect(hasCase({ users: { [first.name]: undefined }, admin: {} }, first)).toBe(false)
  })

  it('finds a CLI command (a row of src/cli/table.ts) for every operation', () => {
    const byAction = Object.fromEntries(
      DOMAINS.map(d => [d, Object.fromEntries(COMMANDS.filter(c => c.domain === d).map(c => [c.action, c]))])
    ) as Record<Domain, Record<string, unknown>>
    expect(missingCases(OPERATIONS, byAction)).toEqual([])
  })

  it('runs over the whole registry without throwing', () => {
    expect(missingCases(OPERATIONS, { users: {}, admin: {} })).toHaveLength(OPERATIONS.length)
  })
})
