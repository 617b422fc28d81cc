// What gh and tea users expect of the output and the commands (issue 18, item 20), through the
// bundle against the simulated Gitea: "never" for Go's zero time, lists of records by name, which
// rows of how many a page holds, one search style, the token commands naming the user once, help
// in the CLI's words. What a command changed is read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { inCliWords } from '../../src/cli/words.js'
import { startForge, type Forge } from '../sim/forge.js'
import { ensureCliBundle, runCli, type CliRun } from './harness.js'

let bundle: string
let gitea: Forge
beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
}, 180_000)
afterAll(async () => {
  await gitea?.close()
})

const asAdmin = () => ({ SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken })
const asAlice = () => ({ SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.userToken })
const svc = (args: string[], env: Record<string, string>, input?: string): Promise<CliRun> => runCli(bundle, args, { env, input })

/** A GET by plain HTTP: the body and the total the server announces. */
async function get(path: string, auth: string): Promise<{ body: any; total: number }> {
  const res = await fetch(`${gitea.url}/api/v1${path}`, { headers: { authorization: auth } })
  expect(res.status).toBe(200)
  return { body: await res.json(), total: Number(res.headers.get('x-total-count')) }
}

/** Column `name` of a text table, row by row. */
function column(table: string, name: string): string[] {
  const [header, ...rows] = table.trimEnd().split('\n')
  const start = header.indexOf(name)
  const next = header.slice(start + name.length).search(/\S/)
  return rows.map(r => (next < 0 ? r.slice(start) : r.slice(start, start + name.length + next)).trim())
}

describe('text output', () => {
  test('Go zero time is "never" in text (cron PREV, GPG EXPIRES_AT); JSON keeps the server value', async () => {
    const cron = await svc(['admin', 'cron', 'list'], asAdmin())
    expect(cron.code).toBe(0)
    const server = await get('/admin/cron', `token ${gitea.fixtures.adminToken}`)
    const notRun = (server.body as Array<{ name: string; prev: string }>).filter(t => t.prev.startsWith('0001-01-01'))
    expect(notRun.length).toBeGreaterThan(0)
    const prev = column(cron.stdout, 'PREV')
    const names = column(cron.stdout, 'NAME')
    for (const t of notRun) expect(prev[names.indexOf(t.name)]).toBe('never')
    expect(cron.stdout).not.toContain('0001-01-01')
    const json = await svc(['admin', 'cron', 'list', '-o', 'json'], asAdmin())
    expect(json.stdout).toContain('0001-01-01T00:00:00Z')

    const keys = await svc(['user', 'gpg-keys', 'list'], asAlice())
    expect(keys.code).toBe(0)
    expect(column(keys.stdout, 'EXPIRES_AT')).toEqual(['never'])
  })

  test("a list of records in a column shows their names (a GPG key's EMAILS), not JSON", async () => {
    // The simulator's keys carry no e-mail: one answer as Gitea gives it for a key with two.
    const [key] = (await get('/user/gpg_keys', `token ${gitea.fixtures.userToken}`)).body
    const emails = [
      { email: 'alice@example.com', verified: true },
      { email: 'alice.secondary@example.com', verified: false }
    ]
    gitea.inject({ method: 'GET', path: '/user/gpg_keys', status: 200, body: JSON.stringify([{ ...key, emails }]) })
    const r = await svc(['user', 'gpg-keys', 'list'], asAlice())
    expect(r.code).toBe(0)
    expect(column(r.stdout, 'EMAILS')).toEqual(['alice@example.com, alice.secondary@example.com'])
    expect(r.stdout).not.toContain('{"email"')
  })

  test('a page says which rows of how many it holds, and how to read on', async () => {
    const { total } = await get('/admin/users?limit=1', `token ${gitea.fixtures.adminToken}`)
    expect(total).toBeGreaterThan(10)
    const second = await svc(['admin', 'users', 'list', '--limit', '2', '--page', '2'], asAdmin())
    expect(second.code).toBe(0)
    expect(second.stderr).toBe(`rows 3–4 of ${total}; next: --page 3 --limit 2, or --paginate for all\n`)
    // The last page: its rows, nothing to read on.
    const last = Math.ceil(total / 10)
    const end = await svc(['admin', 'users', 'list', '--limit', '10', '--page', String(last)], asAdmin())
    const from = (last - 1) * 10 + 1
    expect(end.stderr).toBe(`${from === total ? `row ${total}` : `rows ${from}–${total}`} of ${total}\n`)
    // Past the end: no rows, and how many there are.
    const past = await svc(['admin', 'users', 'list', '--limit', '10', '--page', String(last + 1)], asAdmin())
    expect(past.stdout).toBe('')
    expect(past.stderr).toBe(`no rows on page ${last + 1} (${total} in all)\n`)
    // The server's page size (no --limit): the first page.
    const first = await svc(['admin', 'users', 'list'], asAdmin())
    const shown = first.stdout.trimEnd().split('\n').length - 1
    expect(first.stderr).toBe(`rows 1–${shown} of ${total}; next: --page 2, or --paginate for all\n`)
    // All of them: no note.
    const all = await svc(['admin', 'users', 'list', '--paginate'], asAdmin())
    expect(all.stderr).toBe('')
    expect(all.stdout.trimEnd().split('\n').length - 1).toBe(total)
  })
})

describe('commands', () => {
  test('both searches take the query as an argument; admin emails search keeps --q', async () => {
    const server = await get('/admin/emails/search?q=bob', `token ${gitea.fixtures.adminToken}`)
    expect(server.body.length).toBeGreaterThan(0)
    const positional = await svc(['admin', 'emails', 'search', 'bob', '-o', 'json'], asAdmin())
    const flag = await svc(['admin', 'emails', 'search', '--q', 'bob', '-o', 'json'], asAdmin())
    expect(positional.code).toBe(0)
    expect(JSON.parse(positional.stdout)).toEqual(JSON.parse(flag.stdout))
    expect((JSON.parse(positional.stdout) as Array<{ email: string }>).map(e => e.email)).toEqual(
      (server.body as Array<{ email: string }>).map(e => e.email)
    )
    const users = await svc(['user', 'search', 'bob', '-o', 'json'], asAlice())
    expect(users.code).toBe(0)
    expect((JSON.parse(users.stdout) as Array<{ login: string }>).map(u => u.login)).toContain('bob')
    for (const path of ['user search', 'admin emails search']) {
      const help = await svc([...path.split(' '), '--help'], {})
      expect(help.stdout.split('\n')[0]).toMatch(new RegExp(`^Usage: svc ${path} \\[options\\] [<[]query[>\\]]$`))
    }
  })

  test('the token commands name the user once: the argument signs in, or --username stands for it', async () => {
    const password = `${gitea.fixtures.userPassword}\n`
    const basic = `Basic ${Buffer.from(`alice:${gitea.fixtures.userPassword}`).toString('base64')}`
    const created = await svc(
      ['user', 'tokens', 'create', 'alice', '--name', 'once-tok', '--scopes', 'read:user', '--password-stdin'],
      { SVC_SERVER_URL: gitea.url },
      password
    )
    expect(created.stderr).not.toMatch(/^svc: /m)
    expect(created.code).toBe(0)
    const server = (await get('/users/alice/tokens', basic)).body as Array<{ name: string }>
    expect(server.map(t => t.name)).toContain('once-tok')

    const byArg = await svc(['user', 'tokens', 'list', 'alice', '--password-stdin', '-o', 'json'], { SVC_SERVER_URL: gitea.url }, password)
    expect(byArg.code).toBe(0)
    const byUsername = await svc(['--username', 'alice', 'user', 'tokens', 'list', '-o', 'json'], {
      SVC_SERVER_URL: gitea.url,
      SVC_PASSWORD: gitea.fixtures.userPassword
    })
    expect(byUsername.code).toBe(0)
    for (const r of [byArg, byUsername])
      expect((JSON.parse(r.stdout) as Array<{ name: string }>).map(t => t.name).sort()).toEqual(server.map(t => t.name).sort())

    const deleted = await svc(['user', 'tokens', 'delete', 'alice', 'once-tok'], {
      SVC_SERVER_URL: gitea.url,
      SVC_PASSWORD: gitea.fixtures.userPassword
    })
    expect(deleted.code).toBe(0)
    expect(((await get('/users/alice/tokens', basic)).body as Array<{ name: string }>).map(t => t.name)).not.toContain('once-tok')

    // Neither the argument nor --username: the user is missing, nothing is sent.
    const before = gitea.requests.length
    const none = await svc(['user', 'tokens', 'list'], { SVC_SERVER_URL: gitea.url, SVC_PASSWORD: 'pw' })
    expect(none.code).toBe(2)
    expect(none.stderr).toMatch(/^svc: missing required <username> \(or --username\)\n/)
    expect(gitea.requests.length).toBe(before)
  })

  test("help names the CLI's SVC_GPG_PASSPHRASE, not the action input gpg-passphrase", async () => {
    for (const path of ['user gpg-keys add', 'user gpg-keys verify', 'gpg-key add']) {
      const help = await svc([...path.split(' '), '--help'], {})
      expect(help.stdout).toContain('SVC_GPG_PASSPHRASE')
      expect(help.stdout).not.toMatch(/(?<![-\w])gpg-passphrase/)
    }
  })

  test('messages of the client that name the action input say SVC_GPG_PASSPHRASE at the shell', () => {
    expect(inCliWords('the passphrase was refused (set gpg-passphrase, or --gpg-passphrase-stdin for the CLI)')).toBe(
      'the passphrase was refused (set SVC_GPG_PASSPHRASE)'
    )
    expect(inCliWords('no gpg-passphrase given')).toBe('no SVC_GPG_PASSPHRASE given')
  })
})
