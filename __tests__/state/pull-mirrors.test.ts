// The state file's `mirrors` section without a forge: the hostile and careless files first (a
// token in an address, a credential of the run as the token's variable, items a mirror cannot
// bring, both or neither of from and clone_addr), each refused with file:line and no value quoted;
// then the plan over a stub Gitea source on loopback and a stand-in of the target's lists: what is
// brought in (filters), a changed interval, a name taken, copies gone from the source (keep, archive,
// delete under the removal guard), what is not managed; the dump's entries; apply's concurrency of
// migrations and a failed migration that does not stop the others.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { Forge } from '../../src/client/index.js'
import { ForgeError } from '../../src/errors.js'
import {
  applyPlan,
  checkRemovals,
  dumpState,
  makePlan,
  outcomesText,
  parseState,
  planText,
  type ListReader,
  type Plan
} from '../../src/state/index.js'
import { globMatch } from '../../src/state/pull-mirrors.js'

const TOKEN = 'src-token-Zq81-do-not-print'

let server: Server
let base = ''
/** The stub source's repositories of organization `acme` (a Gitea: /api/v1/orgs/acme/repos). */
let sourceRepos: Array<Record<string, unknown>> = []
const seenAuth: string[] = []

const repo = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  full_name: `acme/${name}`,
  clone_url: `${base}/acme/${name}.git`,
  description: `${name} description`,
  private: false,
  fork: false,
  archived: false,
  size: 1,
  updated_at: '2026-01-01T00:00:00Z',
  has_wiki: true,
  default_branch: 'main',
  ...more
})

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuth.push(String(req.headers.authorization ?? ''))
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/api/v1/orgs/acme/repos') {
      const page = Number(url.searchParams.get('page') ?? 1)
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page === 1 ? sourceRepos : []))
      return
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}')
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  const a = server.address()
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`
})
afterAll(() => new Promise<void>(r => server.close(() => r())))

/** The target's lists: organization `mirrors` holds `rows`; any other list is empty. */
function targetReader(rows: Array<Record<string, unknown>>, orgs: string[] = ['mirrors']): ListReader {
  return async (domain, operation, params, sudo) => {
    if (domain === 'orgs' && operation === 'orgs_repos') {
      if (!orgs.includes(String(params.org))) throw new ForgeError('not found', 404)
      return rows
    }
    // As a user (Sudo) who is not there either.
    if (operation === 'repos_list' && sudo) throw new ForgeError('not found', 404)
    if (domain === 'admin' && operation === 'orgs') return orgs.map(o => ({ username: o }))
    return []
  }
}

const copy = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  original_url: `${base}/acme/${name}.git`,
  mirror: true,
  mirror_interval: '8h0m0s',
  archived: false,
  private: false,
  ...more
})

const file = (extra = '', from = `{ service: gitea, owner: acme, url: ${base}, token_from_env: SRC_TOKEN }`) =>
  parseState(`mirrors:\n  - from: ${from}\n    to: mirrors\n${extra}`, 'm.yaml')

const plan = (state = file(), rows: Array<Record<string, unknown>> = [], env: NodeJS.ProcessEnv = { SRC_TOKEN: TOKEN }) =>
  makePlan(targetReader(rows), state, 'https://target.example', { env, variant: 'gitea' })

describe('a hostile or careless mirrors section is refused with file:line, quoting no value', () => {
  test('a user name or token in an address', () => {
    expect(() => parseState(`mirrors:\n  - { clone_addr: "https://bob:${TOKEN}@git.example/a/b.git", to: m }\n`, 'm.yaml')).toThrow(
      /m\.yaml:2.*clone_addr: must not hold a user name or password/
    )
    try {
      parseState(`mirrors:\n  - { clone_addr: "https://bob:${TOKEN}@git.example/a/b.git", to: m }\n`, 'm.yaml')
    } catch (e) {
      expect(String(e)).not.toContain(TOKEN)
    }
    expect(() =>
      parseState(`mirrors:\n  - from: { service: github, owner: a, url: "https://x:${TOKEN}@ghe.example" }\n    to: m\n`, 'm.yaml')
    ).toThrow(/url: must not hold a user name or password/)
  })

  test("a credential of the run as the source's token: refused before anything is read", async () => {
    let read = false
    const reader: ListReader = async () => {
      read = true
      return []
    }
    for (const name of ['INPUT_TOKEN', 'GITHUB_TOKEN', 'SVC_TOKEN', 'GH_TOKEN'])
      await expect(
        makePlan(reader, file('', `{ service: github, owner: acme, token_from_env: ${name} }`), 'u', { env: { [name]: 'x'.repeat(20) } })
      ).rejects.toThrow(/m\.yaml:2: .*from\.token_from_env: \$\w+: .*cannot be used as values/)
    expect(read).toBe(false)
  })

  test('what a pull mirror cannot bring, both or neither of from and clone_addr, a gitea source without url', async () => {
    await expect(plan(file('    items: [wiki, issues]\n'))).rejects.toThrow(
      /m\.yaml:\d+: mirrors\[0\]\.items: a pull mirror brings only wiki and lfs besides git .*issues come only with a one-time migration \(mirror: false\)/
    )
    await expect(plan(parseState('mirrors:\n  - { to: m }\n', 'm.yaml'))).rejects.toThrow(/give either from .* or clone_addr/)
    await expect(
      plan(parseState(`mirrors:\n  - { clone_addr: "https://g.example/a/b.git", to: m, gone: delete }\n`, 'm.yaml'))
    ).rejects.toThrow(/mirrors\[0\]\.gone: only with from/)
    await expect(plan(file('', '{ service: forgejo, owner: acme }'))).rejects.toThrow(
      /mirrors\[0\]\.from\.url: required for a forgejo source/
    )
    expect(() => parseState('mirrors:\n  - { clone_addr: "https://g.example/a/b.git", to: m, interval: soon }\n', 'm.yaml')).toThrow(
      /interval/
    )
  })
})

describe('the plan of a whole source', () => {
  test('brings in what the filters let through; the token goes to the source only, never into the plan', async () => {
    sourceRepos = [
      repo('tools'),
      repo('secret', { private: true }),
      repo('legacy-x'),
      repo('a-fork', { fork: true }),
      repo('old', { archived: true })
    ]
    seenAuth.length = 0
    const p = await plan(file('    exclude: ["legacy-*"]\n    interval: 1h\n'))
    expect(p.changes.map(c => `${c.action} ${c.object}`)).toEqual([
      'create mirror mirrors/old',
      'create mirror mirrors/secret',
      'create mirror mirrors/tools'
    ])
    expect(seenAuth.some(a => a.includes(TOKEN))).toBe(true)
    const secret = p.changes.find(c => c.object.endsWith('/secret'))!
    expect(secret.steps).toEqual([
      {
        domain: 'repos',
        operation: 'repos_migrate',
        params: {
          clone_addr: `${base}/acme/secret.git`,
          service: 'gitea',
          repo_owner: 'mirrors',
          repo_name: 'secret',
          mirror: true,
          private: true,
          description: 'secret description',
          mirror_interval: '1h'
        },
        env: { auth_token: 'SRC_TOKEN' },
        onExists: 'skip'
      }
    ])
    expect(JSON.stringify(p)).not.toContain(TOKEN)
    expect(planText(p)).toContain('+ mirror mirrors/tools\n    from: ')
    // Forks when asked, archived ones left out when asked; include by glob.
    const q = await plan(file('    forks: true\n    archived: false\n    include: ["*-*", "t?ols"]\n'))
    expect(q.changes.map(c => c.object)).toEqual(['mirror mirrors/a-fork', 'mirror mirrors/legacy-x', 'mirror mirrors/tools'])
  })

  test('a copy there is no change; a changed interval is; a name taken is planned with its reason; the rest is not managed', async () => {
    sourceRepos = [repo('tools'), repo('docs'), repo('web')]
    const rows = [
      copy('tools'),
      copy('docs', { mirror_interval: '2h0m0s' }),
      { name: 'web', original_url: '', mirror: false, archived: false },
      { name: 'own-work', original_url: '', mirror: false, archived: false }
    ]
    const p = await plan(file('    interval: 8h\n'), rows)
    expect(p.changes.map(c => `${c.action} ${c.object}`)).toEqual(['update mirror mirrors/docs', 'create mirror mirrors/web'])
    expect(p.changes[0].fields).toEqual([{ field: 'interval', old: '2h0m0s', new: '8h' }])
    expect(p.changes[0].steps[0]).toMatchObject({
      operation: 'repos_edit',
      params: { owner: 'mirrors', repo: 'docs', json_fields: { mirror_interval: '8h' } }
    })
    expect(p.changes[1].note).toMatch(/the name is taken by a repository that is no copy of it/)
    expect(p.unmanaged).toEqual({ count: 1, objects: ['repo mirrors/own-work (not brought in by mirrors)'] })
  })

  test('copies gone from the source: kept and listed, archived, or deleted under the removal guard', async () => {
    sourceRepos = [repo('tools')]
    const rows = [copy('tools'), copy('gone-a'), copy('gone-b', { archived: true })]
    const keep = await plan(file(), rows)
    expect(keep.changes).toEqual([])
    expect(keep.unmanaged?.objects).toEqual([
      'mirror mirrors/gone-a: gone from the source (kept: gone: keep)',
      'mirror mirrors/gone-b: gone from the source (kept: gone: keep)'
    ])
    // A one-time copy is archived; a pull mirror cannot be: on Forgejo it is converted first, on Gitea its sync is turned off.
    const withOnce = [...rows, copy('gone-once', { mirror: false, mirror_interval: '' })]
    const archive = await plan(file('    gone: archive\n'), withOnce)
    expect(archive.changes.map(c => `${c.action} ${c.object}: ${c.note}`)).toEqual([
      'update mirror mirrors/gone-a: gone from the source; Gitea cannot archive a pull mirror and has no API to make it a regular repository: its sync is turned off',
      'update mirror mirrors/gone-once: gone from the source'
    ])
    expect(archive.changes[0].steps).toEqual([
      { domain: 'repos', operation: 'repos_edit', params: { owner: 'mirrors', repo: 'gone-a', json_fields: { mirror_interval: '0' } } }
    ])
    expect(archive.changes[1].steps).toEqual([
      { domain: 'repos', operation: 'repos_edit', params: { owner: 'mirrors', repo: 'gone-once', archived: true } }
    ])
    const turnedOff = await plan(file('    gone: archive\n'), [copy('tools'), copy('gone-a', { mirror_interval: '0s' })])
    expect(turnedOff.changes).toEqual([])
    const forgejo = await makePlan(targetReader(rows), file('    gone: archive\n'), 'u', { env: { SRC_TOKEN: TOKEN }, variant: 'forgejo' })
    expect(forgejo.changes[0].steps.map(s => s.operation)).toEqual(['mirror_convert', 'repos_edit'])
    expect(forgejo.changes[0].fields).toEqual([
      { field: 'mirror', old: true, new: false },
      { field: 'archived', old: false, new: true }
    ])
    // As the real-server suite expects it on a Forgejo (__tests__/real/pull-mirrors.test.ts).
    expect(planText(forgejo)).toContain(
      '~ mirror mirrors/gone-a (gone from the source: made a regular repository (a mirror cannot be archived), then archived)\n    mirror: true → false\n    archived: false → true'
    )
    const del = await plan(file('    gone: delete\n'), rows)
    expect(del.changes.map(c => `${c.action} ${c.object}`)).toEqual(['delete mirror mirrors/gone-a', 'delete mirror mirrors/gone-b'])
    expect(del.removals).toEqual({ count: 2, of: 3 })
    expect(() => checkRemovals(del, { count: 1 })).toThrow(/removes 2 of 3 objects/)
  })

  test('a target that is neither an organization nor a user is named with its line', async () => {
    sourceRepos = [repo('tools')]
    const state = parseState(`mirrors:\n  - from: { service: gitea, owner: acme, url: ${base} }\n    to: nowhere\n`, 'm.yaml')
    await expect(makePlan(targetReader([]), state, 'u', { env: {} })).rejects.toThrow(
      /m\.yaml:3: mirrors\[0\]\.to: "nowhere" is neither an organization nor a user/
    )
  })
})

describe('dump and apply', () => {
  test('dump: copies of one github.com owner as one entry, any other as an entry each, without user-info', async () => {
    const reader: ListReader = async (domain, operation, params) => {
      if (domain === 'admin' && operation === 'orgs') return [{ username: 'gh' }, { username: 'mixed' }]
      if (operation === 'orgs_repos' && params.org === 'gh')
        return [
          { name: 'b', original_url: 'https://github.com/acme/b.git', mirror: true, mirror_interval: '8h0m0s' },
          { name: 'a', original_url: 'https://github.com/acme/a', mirror: true, mirror_interval: '8h0m0s' },
          { name: 'plain', original_url: '', mirror: false }
        ]
      if (operation === 'orgs_repos' && params.org === 'mixed')
        return [{ name: 'x', original_url: `https://u:${TOKEN}@git.example/t/y.git`, mirror: false, private: true }]
      return []
    }
    const state = await dumpState(reader, ['mirrors'])
    expect(state.mirrors).toEqual([
      { from: { service: 'github', owner: 'acme' }, to: 'gh', include: ['a', 'b'], forks: true, mirror: true, interval: '8h0m0s' },
      { clone_addr: 'https://git.example/t/y.git', to: 'mixed', name: 'x', private: true, mirror: false }
    ])
    expect(JSON.stringify(state)).not.toContain(TOKEN)
  })

  test('apply: migrations at their own concurrency, a failed one does not stop the others, a copy there already is skipped', async () => {
    sourceRepos = ['a', 'b', 'c', 'd', 'e', 'f'].map(n => repo(n))
    const p: Plan = await plan(file())
    let inFlight = 0
    let most = 0
    const sent: string[] = []
    const forge = {
      http: { settings: { serverUrl: 'https://target.example', token: 'tt-target-token' } },
      async run(op: { name: string }, params: Record<string, unknown>) {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise(r => setImmediate(r))
        inFlight--
        sent.push(`${op.name} ${String(params.repo_name)} ${String(params.auth_token)}`)
        if (params.repo_name === 'b') throw new ForgeError('repos_migrate: mirrors/b: the server failed the migration (500)', 500)
        return { result: {}, changed: params.repo_name !== 'c' }
      }
    } as unknown as Forge
    const outcomes = await applyPlan(forge, p, { env: { SRC_TOKEN: TOKEN }, concurrency: 8, migrations: 3 })
    expect(most).toBe(3)
    expect(sent).toHaveLength(6)
    expect(sent.every(s => s.startsWith('repos_migrate ') && s.endsWith(` ${TOKEN}`))).toBe(true)
    expect(outcomes.map(o => `${o.status} ${o.object}`)).toEqual([
      'done mirror mirrors/a',
      'failed mirror mirrors/b',
      'skipped mirror mirrors/c',
      'done mirror mirrors/d',
      'done mirror mirrors/e',
      'done mirror mirrors/f'
    ])
    const text = outcomesText(outcomes)
    expect(text).toContain('Mirrors: 4 brought in, 1 skipped, 1 failed (of 6).')
    expect(text).toContain('  failed      mirrors/b: repos_migrate: mirrors/b: the server failed the migration (500)')
    expect(text).not.toContain(TOKEN)
  })
})

test('globs: * and ? over the whole name, case-insensitive, nothing else special', () => {
  expect(globMatch('legacy-*', 'Legacy-Tools')).toBe(true)
  expect(globMatch('t?ols', 'tools')).toBe(true)
  expect(globMatch('a.b', 'axb')).toBe(false)
  expect(globMatch('(a|b)', 'a')).toBe(false)
  expect(globMatch('*', '')).toBe(true)
})
