// Output to pipe through the CLI bundle against the simulated Gitea, on a paged list read with
// --paginate: --jq, --template, -o csv / tsv with --fields give every user the server lists (read
// by plain HTTP), credentials masked and server text without control characters; an expression or template that
// does not compile is refused before anything is sent (exit 2), one that fails on the answer exits 1.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { startForge, type Forge } from '../sim/forge.js'
import { ensureCliBundle, runCli } from './harness.js'

let bundle: string
let gitea: Forge
/** Every user of the instance as the API lists them, read page by page by plain HTTP. */
let users: Array<{ login: string; email: string; id: number; full_name: string }>
const HOSTILE = 'Eve \u001b[31mred\u0007 ::set-output name=x::y'

beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
  const headers = { authorization: `token ${gitea.fixtures.adminToken}`, 'content-type': 'application/json' }
  // A full name with control characters and a runner command, and one holding the token itself.
  for (const [username, full_name] of [
    ['shx1', HOSTILE],
    ['shx2', `leak ${gitea.fixtures.adminToken}`]
  ]) {
    const res = await fetch(`${gitea.url}/api/v1/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Pw-shape-12345!', full_name })
    })
    expect(res.status).toBe(201)
  }
  users = []
  for (let page = 1; ; page++) {
    const res = await fetch(`${gitea.url}/api/v1/admin/users?limit=10&page=${page}`, { headers })
    const rows = (await res.json()) as typeof users
    if (rows.length === 0) break
    users.push(...rows)
  }
}, 180_000)
afterAll(async () => {
  await gitea?.close()
})

const env = () => ({ SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken })
const list = (...more: string[]) => runCli(bundle, ['admin', 'users', 'list', '--paginate', '--limit', '10', ...more], { env: env() })
const pagesSince = (since: number) => gitea.requests.slice(since).filter(r => r.path === '/api/v1/admin/users').length

describe('output to pipe on a paged list (--paginate)', () => {
  test('--jq: every login, strings raw; a number as JSON', async () => {
    expect(users.length).toBeGreaterThan(30)
    const since = gitea.requests.length
    const r = await list('--jq', '.[].login')
    expect(r.code).toBe(0)
    expect(r.stdout.trim().split('\n')).toEqual(users.map(u => u.login))
    expect(pagesSince(since)).toBeGreaterThan(3)
    const n = await list('--jq', 'length')
    expect(n.stdout).toBe(`${users.length}\n`)
    const obj = await list('--jq', '[.[] | select(.login == "alice") | {login, id}]')
    expect(JSON.parse(obj.stdout)).toEqual([{ login: 'alice', id: users.find(u => u.login === 'alice')!.id }])
  })

  test('--template: a line per user', async () => {
    const r = await list('--template', '{{#each .}}{{login}}{{tab}}{{email}}{{nl}}{{/each}}')
    expect(r.code).toBe(0)
    expect(r.stdout.trim().split('\n')).toEqual(users.map(u => `${u.login}\t${u.email}`))
  })

  test('-o csv --fields: a header and a row per user, quoted as CSV', async () => {
    const r = await list('-o', 'csv', '--fields', 'login,email,full_name')
    expect(r.code).toBe(0)
    const rows = parse(r.stdout) as string[][]
    expect(rows[0]).toEqual(['login', 'email', 'full_name'])
    expect(rows.slice(1).map(x => x.slice(0, 2))).toEqual(users.map(u => [u.login, u.email]))
  })

  test("repository lists have a name field: --fields name,full_name of an organization's repositories (read by plain HTTP)", async () => {
    const res = await fetch(`${gitea.url}/api/v1/orgs/acme/repos?limit=50`, {
      headers: { authorization: `token ${gitea.fixtures.adminToken}` }
    })
    const repos = (await res.json()) as Array<{ name: string; full_name: string }>
    expect(repos.length).toBeGreaterThan(0)
    const r = await runCli(bundle, ['org', 'repos', 'acme', '--limit', '50', '-o', 'tsv', '--fields', 'name,full_name'], { env: env() })
    expect([r.code, r.stderr]).toEqual([0, ''])
    expect(r.stdout.trim().split('\n')).toEqual(repos.map(x => `${x.name}\t${x.full_name}`))
  })

  test('-o tsv: a row per user, no header, every field', async () => {
    const r = await list('-o', 'tsv', '--fields', 'id,login')
    expect(r.code).toBe(0)
    expect(r.stdout.trim().split('\n')).toEqual(users.map(u => `${u.id}\t${u.login}`))
    const all = await list('-o', 'tsv')
    expect(all.stdout.trim().split('\n')).toHaveLength(users.length)
  })

  test('credentials are masked and server text neutralized in every shape', async () => {
    for (const args of [
      ['--jq', '.[] | select(.login | startswith("shx")) | .full_name'],
      ['--template', '{{#each .}}{{full_name}}{{nl}}{{/each}}'],
      ['-o', 'csv', '--fields', 'full_name'],
      ['-o', 'tsv', '--fields', 'full_name'],
      ['--jq', '[.[] | select(.login | startswith("shx"))]']
    ]) {
      const r = await list(...args)
      expect([args, r.code]).toEqual([args, 0])
      expect([args, r.stdout.includes(gitea.fixtures.adminToken)]).toEqual([args, false])
      expect(r.stdout).toContain('leak ***')
      // No control character but newline and tab; `::` as the server has it (data is byte-exact
      // where no runner reads stdout: data-stdout.test.ts), JSON's escaped keeping its value.
      const control = [...r.stdout].some(c => (c < ' ' && c !== '\n' && c !== '\t') || (c >= '\u007f' && c <= '\u009f'))
      expect([args, control]).toEqual([args, false])
      if (args[0] === '--jq' && args[1].startsWith('[')) expect(r.stdout).toContain('\\u003a:set-output name=x\\u003a:y')
      else expect(r.stdout).toContain('Eve [31mred ::set-output name=x::y')
    }
  })

  test('an expression or template that does not compile is refused before anything is sent (exit 2)', async () => {
    const since = gitea.requests.length
    const jq = await list('--jq', '.[] | {')
    expect(jq.code).toBe(2)
    expect(jq.stderr).toContain('--jq: the expression does not compile')
    const tpl = await list('--template', '{{#each .}}{{login}}')
    expect(tpl.code).toBe(2)
    expect(tpl.stderr).toContain('--template:')
    const helper = await list('--template', '{{#each .}}{{upper login}}{{/each}}')
    expect(helper.code).toBe(2)
    const both = await list('--jq', '.', '--template', 'x')
    expect([both.code, both.stderr]).toEqual([2, expect.stringContaining('give --jq or --template, not both')])
    const csvJq = await list('--jq', '.', '-o', 'csv')
    expect(csvJq.code).toBe(2)
    const field = await list('-o', 'csv', '--fields', 'login,nope')
    expect([field.code, field.stderr]).toEqual([2, expect.stringContaining('--fields: nope is not a field of this answer')])
    expect(gitea.requests.length).toBe(since)
  })

  test('an expression that fails on the answer says so and exits 1', async () => {
    const r = await list('--jq', '.login')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^svc: --jq: jq: error .*Cannot index array with string \("login"\)\n$/)
  })

  test('svc api shapes its answer too, masked', async () => {
    const r = await runCli(bundle, ['api', 'GET', '/admin/users', '--paginate', '--jq', '.[].login'], { env: env() })
    expect([r.code, r.stdout.trim().split('\n')]).toEqual([0, users.map(u => u.login)])
    const plain = await runCli(bundle, ['api', 'GET', '/users/shx2'], { env: env() })
    expect(plain.stdout).toContain('"full_name": "leak ***"')
    const csv = await runCli(bundle, ['api', 'GET', '/admin/users?limit=5', '-o', 'csv', '--fields', 'login'], { env: env() })
    expect(csv.stdout).toBe(
      `login\n${users
        .slice(0, 5)
        .map(u => `${u.login}\n`)
        .join('')}`
    )
  })

  test('--fields with -o json keeps only those fields', async () => {
    const r = await list('-o', 'json', '--fields', 'login')
    expect(JSON.parse(r.stdout)).toEqual(users.map(u => ({ login: u.login })))
  })
})
