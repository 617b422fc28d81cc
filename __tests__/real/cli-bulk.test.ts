// Bulk from the shell and output to pipe through the CLI bundle against the real server:
// `svc admin users create --params @users.json` with 20 users (read back by plain HTTP), a failing
// item named; then, with the instance at 2,000 users or more (made through the same bulk path),
// `svc admin users list --paginate` shaped with --jq, --template and -o csv, each compared with
// the users the API lists page by page by plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { plainFetch } from '../target.js'
import { ADMIN_TOKEN, LABEL, URL, api } from './instance.js'

const run = randomBytes(3).toString('hex')
const LIST_USERS = 2000
let bundle: string
let dir: string
const env = { SVC_SERVER_URL: URL, SVC_TOKEN: ADMIN_TOKEN }
// must_change_password false: the test signs in as each user (left out, the server asks for a new password first).
const user = (name: string) => ({
  username: name,
  email: `${name}@example.org`,
  password: `Bk-${run}-pw-${name}`,
  must_change_password: false
})

beforeAll(() => {
  bundle = ensureCliBundle()
  dir = mkdtempSync(join(tmpdir(), 'svc-real-bulk-'))
}, 180_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every user of the instance, as the admin list hands them out page by page (plain HTTP). */
async function allUsers(): Promise<Array<{ id: number; login: string; email: string }>> {
  const rows: Array<{ id: number; login: string; email: string }> = []
  for (let page = 1; ; page++) {
    const res = await api('GET', `/admin/users?limit=50&page=${page}`)
    expect(res.status).toBe(200)
    if (res.body.length === 0) return rows
    rows.push(...res.body)
  }
}

describe(`svc --params and output shaping on ${LABEL}`, () => {
  it('admin users create --params @users.json: 20 users, each read back by plain HTTP', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `bk${run}u${String(i).padStart(2, '0')}`)
    const path = join(dir, 'users.json')
    writeFileSync(path, JSON.stringify(names.map(user), null, 2))
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', `@${path}`], { env, timeoutMs: 120_000 })
    expect([r.code, r.stderr]).toEqual([0, 'svc: 20 items: 20 created\n'])
    expect(r.stdout.trim().split('\n')).toEqual(names.map((n, i) => `[${i} username ${n}] created (201)`))
    for (const n of names) {
      const res = await api('GET', `/users/${n}`)
      expect([n, res.status, res.body?.email]).toEqual([n, 200, `${n}@example.org`])
    }
    // The password works: basic auth as the new user.
    const me = await plainFetch(`${URL}/api/v1/user`, {
      headers: { authorization: `Basic ${Buffer.from(`${names[0]}:${user(names[0]).password}`).toString('base64')}` }
    })
    expect(me.status).toBe(200)
  })

  it('a failing item (a user that exists) is named and the command exits 1; the others are made', async () => {
    const fresh = `bk${run}f1`
    const input = [user(`bk${run}u00`), user(fresh)].map(u => JSON.stringify(u)).join('\n')
    const r = await runCli(bundle, ['admin', 'users', 'create', '--params', '-'], { env, input, timeoutMs: 60_000 })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(new RegExp(`^\\[0 username bk${run}u00\\] failed: .*422`, 'm'))
    expect(r.stderr).toContain(`failed: params[0] (username bk${run}u00)`)
    expect((await api('GET', `/users/${fresh}`)).status).toBe(200)
  })

  describe(`svc admin users list --paginate with ${LIST_USERS} users or more`, () => {
    let users: Array<{ id: number; login: string; email: string }>
    beforeAll(async () => {
      const total = Number(
        (await plainFetch(`${URL}/api/v1/admin/users?limit=1`, { headers: { authorization: `token ${ADMIN_TOKEN}` } })).headers.get(
          'x-total-count'
        )
      )
      const missing = Math.max(0, LIST_USERS - total)
      if (missing > 0) {
        // Made through the bulk path itself, 16 at a time.
        const ndjson = Array.from({ length: missing }, (_, i) => JSON.stringify(user(`pg${run}n${String(i).padStart(4, '0')}`))).join('\n')
        const r = await runCli(bundle, ['admin', 'users', 'create', '--params', '-', '--concurrency', '16'], {
          env,
          input: ndjson,
          timeoutMs: 900_000
        })
        expect([r.code, r.stderr]).toEqual([0, `svc: ${missing} items: ${missing} created\n`])
      }
      users = await allUsers()
      expect(users.length).toBeGreaterThanOrEqual(LIST_USERS)
    }, 1_000_000)

    const list = (...more: string[]) => runCli(bundle, ['admin', 'users', 'list', '--paginate', ...more], { env, timeoutMs: 120_000 })

    it('--jq: every login, and the count', async () => {
      const r = await list('--jq', '.[].login')
      expect(r.code).toBe(0)
      expect(r.stdout.trim().split('\n')).toEqual(users.map(u => u.login))
      const n = await list('--jq', 'length')
      expect(n.stdout).toBe(`${users.length}\n`)
    })

    it('--template: a line per user', async () => {
      const r = await list('--template', '{{#each .}}{{id}} {{login}}{{nl}}{{/each}}')
      expect(r.code).toBe(0)
      expect(r.stdout.trim().split('\n')).toEqual(users.map(u => `${u.id} ${u.login}`))
    })

    it('-o csv --fields: a header and a row per user', async () => {
      const r = await list('-o', 'csv', '--fields', 'id,login,email')
      expect(r.code).toBe(0)
      const rows = parse(r.stdout) as string[][]
      expect(rows[0]).toEqual(['id', 'login', 'email'])
      expect(rows.slice(1)).toEqual(users.map(u => [String(u.id), u.login, u.email]))
    })
  })
})
