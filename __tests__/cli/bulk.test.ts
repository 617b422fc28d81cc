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

describe('--params: CSV, flags for every item, the size bound', () => {
  const labelsOf = async (repo: string) => {
    const res = await fetch(`${gitea.url}/api/v1/repos/${repo}/labels?limit=50`, {
      headers: { authorization: `token ${gitea.fixtures.adminToken}` }
    })
    return (await res.json()) as Array<{ name: string; color: string }>
  }

  test('a flag beside --params goes to every item, an argument given as a flag too: one label on each repository of a list', async () => {
    const repos = file('repos.ndjson', '{"owner":"alice","repo":"demo"}\n{"owner":"acme","repo":"widgets"}\n')
    const r = await runCli(bundle, ['repo', 'labels', 'create', '--params', `@${repos}`, '--name', 'shared-bug', '--color', '#d73a4a'], {
      env: env()
    })
    expect([r.code, r.stderr]).toEqual([0, 'svc: 2 items: 2 created\n'])
    for (const repo of ['alice/demo', 'acme/widgets'])
      expect((await labelsOf(repo)).filter(l => l.name === 'shared-bug').map(l => l.color.replace(/^#/, ''))).toEqual(['d73a4a'])
    // An item that names the label too is refused, as for any param the command line gives; nothing sent.
    const before = gitea.requests.length
    const both = await runCli(
      bundle,
      ['repo', 'labels', 'create', '--params', '{"owner":"alice","repo":"demo","name":"x"}', '--name', 'y'],
      {
        env: env()
      }
    )
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('sets name, which the command line gives too (--name)')
    expect(gitea.requests.length).toBe(before)
  })

  test('CSV with a header row of param names (as in a spreadsheet export: BOM, CRLF, quoted cells, flag-style names)', async () => {
    const csv = file(
      'users.csv',
      '\uFEFFusername,email,password,must-change-password,full_name\r\n' +
        'cv1,cv1@example.com,Pw-cv1-12345!,false,"Doe, Jane"\r\n' +
        'cv2,cv2@example.com,"Pw-cv2,12345!",true,\r\n'
    )
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', `@${csv}`], { env: env() })
    expect([r.code, r.stdout]).toEqual([0, '[0 username cv1] created (201)\n[1 username cv2] created (201)\n'])
    const sent = posts(0).filter(q => ['cv1', 'cv2'].includes((q.body as { username: string }).username))
    expect(sent.map(q => q.body)).toEqual([
      expect.objectContaining({ username: 'cv1', password: 'Pw-cv1-12345!', must_change_password: false, full_name: 'Doe, Jane' }),
      expect.objectContaining({ username: 'cv2', password: 'Pw-cv2,12345!', must_change_password: true })
    ])
    // The empty cell left full_name out.
    expect(Object.hasOwn(sent[1].body as object, 'full_name')).toBe(false)
    expect(await userOf('cv1')).toEqual({ status: 200, email: 'cv1@example.com' })
    expect(r.stdout + r.stderr).not.toContain('Pw-')
    // On standard input too.
    const piped = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], {
      env: env(),
      input: 'username,email,password\ncv3,cv3@example.com,Pw-cv3-12345!\n'
    })
    expect([piped.code, piped.stdout]).toEqual([0, '[0 username cv3] created (201)\n'])
    expect((await userOf('cv3')).status).toBe(200)
  })

  test('hostile CSV: a cell is never read as @FILE; a bad column, cell or quote is refused by line, never echoing a value; nothing sent', async () => {
    const secret = file('id_private', 'PRIVATE-KEY-MATERIAL-0123456789')
    const keys = file('keys.csv', `title,key\nlaptop,@${secret}\n`)
    const since = gitea.requests.length
    const r = await runCli(bundle, ['user', 'keys', 'add', '--params', `@${keys}`], { env: env() })
    const sent = gitea.requests.slice(since).filter(q => q.method === 'POST')
    expect(sent.map(q => (q.body as { key?: string }).key)).toEqual([`@${secret}`])
    expect(JSON.stringify(gitea.requests.slice(since).map(q => q.body))).not.toContain('PRIVATE-KEY-MATERIAL')
    expect(r.stdout + r.stderr).not.toContain('PRIVATE-KEY-MATERIAL')

    const cases: Array<[string, RegExp]> = [
      [
        'usernme,email,password\nx1,x1@example.com,Pw-hidden-1\n',
        /CSV column 1 "usernme" is not a param of this command; did you mean "username"\?/
      ],
      [
        'username,email,password,must_change_password\nx2,x2@example.com,Pw-hidden-2,maybe\n',
        /CSV line 2, column must_change_password: expected true or false/
      ],
      ['username,email,password\nx3,x3@example.com,"Pw-hidden-3"x\n', /not valid CSV at line 2 \(invalid closing quote\)/],
      ['username,email,password\nx4,x4@example.com\n', /not valid CSV at line 2/],
      ['username,username\nx5,x6\n', /CSV column 2 names username again/],
      ['username,email,password\n', /a CSV header row and no items/],
      ['user\u001b[31m::set-output name=x::y\n1\n', /CSV column 1 "user\[31m: :set-output/]
    ]
    for (const [text, message] of cases) {
      const before = gitea.requests.length
      const bad = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], { env: env(), input: text })
      expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(message)])
      expect(bad.stderr).not.toMatch(/Pw-hidden|::set-output/)
      expect(bad.stderr).not.toContain('\u001b')
      expect(gitea.requests.length).toBe(before)
    }
  }, 120_000)

  test('the input is bounded at 64 MiB, as a state file: @/dev/zero and a runaway pipe end with an error, nothing sent', async () => {
    const before = gitea.requests.length
    const zero = await runCli(bundle, ['admin', 'users', 'create', '--params', '@/dev/zero'], { env: env(), timeoutMs: 120_000 })
    expect(zero.code).toBe(2)
    expect(zero.stderr).toContain('--params @/dev/zero: larger than 64 MiB')
    const line = `${JSON.stringify(user('big'))}\n`
    const big = line.repeat(Math.ceil((65 * 1024 * 1024) / line.length))
    const piped = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], { env: env(), input: big, timeoutMs: 120_000 })
    expect(piped.code).toBe(2)
    expect(piped.stderr).toContain('the items of --params -: larger than 64 MiB')
    expect(gitea.requests.length).toBe(before)
  }, 300_000)
})
