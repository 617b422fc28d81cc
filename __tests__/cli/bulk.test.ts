// Bulk from the shell through the CLI bundle against the simulated Gitea: `--params @FILE` (a
// JSON array), NDJSON or a JSON array on standard input, one outcome line per item, a failing
// item named with exit 1, bad input refused before anything is sent (exit 2), `--concurrency`
// respected (the simulator counts the requests it answers at once). Users read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startForge, type Forge } from '../sim/forge.js'
import { ensureCliBundle, runCli } from './harness.js'

let bundle: string
let gitea: Forge
let dir: string
beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
  dir = mkdtempSync(join(tmpdir(), 'svc-bulk-'))
}, 180_000)
afterAll(async () => {
  await gitea?.close()
})

const env = () => ({ SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken })
const user = (name: string) => ({ username: name, email: `${name}@example.com`, password: `Pw-${name}-12345!` })
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
/** A user as the server has it, by plain HTTP (status, and email when found). */
async function userOf(name: string): Promise<{ status: number; email?: string }> {
  const res = await fetch(`${gitea.url}/api/v1/users/${name}`, { headers: { authorization: `token ${gitea.fixtures.adminToken}` } })
  return { status: res.status, email: res.ok ? ((await res.json()) as { email: string }).email : undefined }
}
const posts = (since: number) => gitea.requests.slice(since).filter(r => r.method === 'POST' && r.path === '/api/v1/admin/users')

describe('svc ... --params (bulk)', () => {
  test('@FILE with a JSON array: every user created, one outcome line each, a summary', async () => {
    const names = ['bf1', 'bf2', 'bf3', 'bf4', 'bf5']
    const path = file('users.json', JSON.stringify(names.map(user), null, 2))
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', `@${path}`], { env: env() })
    expect([r.code, r.stdout.trim().split('\n')]).toEqual([0, names.map((n, i) => `[${i} username ${n}] created (201)`)])
    expect(r.stderr).toBe('svc: 5 items: 5 created\n')
    for (const n of names) expect(await userOf(n)).toEqual({ status: 200, email: `${n}@example.com` })
    // No password reached the output.
    expect(r.stdout + r.stderr).not.toContain('Pw-')
  })

  test('NDJSON on standard input (blank lines skipped), and a JSON array on standard input', async () => {
    const ndjson = `${JSON.stringify(user('bn1'))}\n\n${JSON.stringify(user('bn2'))}\n`
    const a = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], { env: env(), input: ndjson })
    expect([a.code, a.stdout]).toEqual([0, '[0 username bn1] created (201)\n[1 username bn2] created (201)\n'])
    const b = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], { env: env(), input: JSON.stringify([user('bn3')]) })
    expect([b.code, b.stdout]).toEqual([0, '[0 username bn3] created (201)\n'])
    for (const n of ['bn1', 'bn2', 'bn3']) expect((await userOf(n)).status).toBe(200)
  })

  test('a failing item is named (index and user) and the command exits 1; the others are created', async () => {
    const path = file('some-exist.json', JSON.stringify([user('bx1'), user('alice'), user('bx2')]))
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', `@${path}`], { env: env() })
    expect(r.code).toBe(1)
    const lines = r.stdout.trim().split('\n')
    expect(lines[0]).toBe('[0 username bx1] created (201)')
    expect(lines[1]).toMatch(/^\[1 username alice\] failed: .*422.*--on-exists skip/)
    expect(lines[2]).toBe('[2 username bx2] created (201)')
    expect(r.stderr).toContain('svc: 3 items: 2 created, 1 failed; failed: params[1] (username alice)')
    expect((await userOf('bx1')).status).toBe(200)
    expect((await userOf('bx2')).status).toBe(200)
    expect((await userOf('alice')).email).toBe('alice@example.com')
  })

  test('--on-exists skip: an existing user is unchanged, exit 0; -o json holds every item', async () => {
    const path = file('skip.json', JSON.stringify([user('alice'), user('bs1')]))
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', `@${path}`, '--on-exists', 'skip', '-o', 'json'], {
      env: env()
    })
    expect(r.code).toBe(0)
    const values = JSON.parse(r.stdout) as Array<{ login: string }>
    expect(values.map(v => v.login)).toEqual(['alice', 'bs1'])
    // The outcome lines go to stderr when stdout holds the data.
    expect(r.stderr).toContain('[0 username alice] unchanged (exists already) (200)')
    expect(r.stderr).toContain('[1 username bs1] created (201)')
  })

  test('a failed item is {"error", "status"} in -o json, in its place', async () => {
    const path = file('json-fail.json', JSON.stringify([user('alice'), user('bj1')]))
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', `@${path}`, '-o', 'json'], { env: env() })
    expect(r.code).toBe(1)
    const values = JSON.parse(r.stdout) as Array<Record<string, unknown>>
    expect(values[0]).toMatchObject({ status: 422 })
    expect(String(values[0].error)).toContain('422')
    expect(values[1]).toMatchObject({ login: 'bj1' })
  })

  test('bad JSON names the line, an invalid item names its index; nothing is sent (exit 2)', async () => {
    const before = gitea.requests.length
    const bad = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], {
      env: env(),
      input: `${JSON.stringify(user('bb1'))}\n{"username": "bb2",\n`
    })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--params - (standard input): line 2 is not valid JSON')
    const array = await runCli(
      bundle,
      ['admin', 'users', 'create', '--params', `@${file('broken.json', '[\n  {"username": "x"},\n  {oops}\n]')}`],
      {
        env: env()
      }
    )
    expect(array.code).toBe(2)
    expect(array.stderr).toMatch(/not valid JSON \(at position \d+, line 3 column 4\)/)
    const invalid = await runCli(bundle, ['admin', 'users', 'create', '--params', JSON.stringify([user('bb3'), { username: 'bb4' }])], {
      env: env()
    })
    expect(invalid.code).toBe(2)
    expect(invalid.stderr).toContain('params[1]:')
    expect(invalid.stderr).toContain('email')
    const notObject = await runCli(bundle, ['admin', 'users', 'create', '--params', '[1]'], { env: env() })
    expect([notObject.code, notObject.stderr]).toEqual([2, expect.stringContaining('params[0] is not a JSON object')])
    expect(gitea.requests.length).toBe(before)
    expect((await userOf('bb3')).status).toBe(404)
  })

  test('the command line gives every item its params; an item that sets one of them too is refused', async () => {
    // A repository's collaborators: the repository on the command line, a user per item.
    const r = await runCli(bundle, ['repo', 'collaborators', 'add', 'alice/demo', '--params', '-'], {
      env: env(),
      input: '{"username":"bob"}\n{"username":"carol","permission":"read"}\n'
    })
    expect([r.code, r.stdout]).toEqual([0, '[0 username bob] changed (204)\n[1 username carol] changed (204)\n'])
    for (const c of ['bob', 'carol']) {
      const res = await fetch(`${gitea.url}/api/v1/repos/alice/demo/collaborators/${c}`, {
        headers: { authorization: `token ${gitea.fixtures.adminToken}` }
      })
      expect([c, res.status]).toEqual([c, 204])
    }
    const before = gitea.requests.length
    const both = await runCli(bundle, ['admin', 'users', 'create', '--username', 'bc1', '--params', JSON.stringify([user('bc2')])], {
      env: env()
    })
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('params[0] (username bc2) sets username, which the command line gives too (--username)')
    expect(gitea.requests.length).toBe(before)
  })

  test('a single JSON object stays a single call (its record printed as without --params)', async () => {
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', JSON.stringify(user('bo1'))], { env: env() })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^id: \d+\nlogin: bo1\n/)
    expect((await userOf('bo1')).status).toBe(200)
    // Its password is masked in a dry run's planned request, as in a batch's.
    for (const params of [JSON.stringify(user('bo2')), JSON.stringify([user('bo2')])]) {
      const dry = await runCli(bundle, ['admin', 'users', 'create', '--params', params, '--dry-run'], { env: env() })
      expect([dry.code, dry.stdout.includes('"password":"***"'), dry.stdout.includes('Pw-bo2')]).toEqual([0, true, false])
    }
  })

  test('--concurrency N: at most N creates in flight, and N of them at once', async () => {
    for (const n of [3, 1]) {
      const names = Array.from({ length: 9 }, (_, i) => `bk${n}x${i}`)
      // Each create answers slowly, so the client's own limit is what bounds the requests in flight.
      gitea.inject({ method: 'POST', path: '/api/v1/admin/users', delayMs: 150, times: 9 })
      const since = gitea.requests.length
      const r = await runCli(
        bundle,
        ['admin', 'users', 'create', '--params', JSON.stringify(names.map(user)), '--concurrency', String(n)],
        {
          env: env()
        }
      )
      expect(r.code).toBe(0)
      const sent = posts(since)
      expect(sent).toHaveLength(9)
      expect(Math.max(...sent.map(q => q.inFlight))).toBe(n)
      // Outcome lines in input order whatever order the answers came in.
      expect(r.stdout.trim().split('\n')).toEqual(names.map((u, i) => `[${i} username ${u}] created (201)`))
    }
    const bad = await runCli(bundle, ['admin', 'users', 'create', '--params', '[]', '--concurrency', '40'], { env: env() })
    expect(bad.code).toBe(2)
  })

  test('--fail-fast: no item starts after the first failure; the skipped ones are said', async () => {
    const r = await runCli(
      bundle,
      ['admin', 'users', 'create', '--params', JSON.stringify([user('alice'), user('bff1')]), '--concurrency', '1', '--fail-fast'],
      { env: env() }
    )
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('[1 username bff1] skipped (fail-fast)')
    expect((await userOf('bff1')).status).toBe(404)
  })

  test('--params is offered by create, add and set commands only', async () => {
    const create = await runCli(bundle, ['admin', 'users', 'create', '--help'], { env: env() })
    expect(create.stdout).toContain('--params <@file|-|json>')
    const list = await runCli(bundle, ['admin', 'users', 'list', '--params', '[]'], { env: env() })
    expect(list.code).toBe(2)
    expect(list.stderr).toContain("unknown option '--params'")
  })
})
