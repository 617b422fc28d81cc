// `--sudo <user>` through the CLI bundle against the simulated Gitea: an admin's token sets a
// variable in alice's account; a non-admin's token is refused with the hint and exit 1, and
// nothing changes; a value that is not a user name is a usage error (exit 2). Read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { startForge, type Forge } from '../sim/forge.js'
import { ensureCliBundle, runCli } from './harness.js'

let bundle: string
let gitea: Forge
beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
}, 180_000)
afterAll(async () => {
  await gitea?.close()
})

const env = (token: string) => ({ SVC_SERVER_URL: gitea.url, SVC_TOKEN: token })
/** A user's variable, read as that user (basic auth) by plain HTTP: its status and value. */
async function variableOf(user: string, name: string): Promise<{ status: number; data?: string }> {
  const basic = Buffer.from(`${user}:${user}-pass-1234`).toString('base64')
  const res = await fetch(`${gitea.url}/api/v1/user/actions/variables/${name}`, { headers: { authorization: `Basic ${basic}` } })
  return { status: res.status, data: res.ok ? ((await res.json()) as { data: string }).data : undefined }
}

describe('svc --sudo', () => {
  test("an admin's token sets a variable in alice's account", async () => {
    const r = await runCli(bundle, ['user', 'variables', 'set', 'CLI_SUDO', '--value', 'v1', '--sudo', 'alice'], {
      env: env(gitea.fixtures.adminToken)
    })
    expect([r.code, r.stderr]).toEqual([0, ''])
    expect(await variableOf('alice', 'CLI_SUDO')).toEqual({ status: 200, data: 'v1' })
  })

  test("a non-admin's token is refused, saying why, and nothing changes", async () => {
    // alice is not an instance admin.
    const r = await runCli(bundle, ['user', 'variables', 'set', 'CLI_REFUSED', '--value', 'v', '--sudo', 'bob'], {
      env: env(gitea.fixtures.userToken)
    })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('Only administrators allowed to sudo')
    expect(r.stderr).toContain("only an instance admin's token may act as another user (sudo)")
    expect((await variableOf('bob', 'CLI_REFUSED')).status).toBe(404)
    expect((await variableOf('alice', 'CLI_REFUSED')).status).toBe(404)
  })

  test('a dry run says the user on each planned request', async () => {
    const r = await runCli(bundle, ['user', 'keys', 'list', '--sudo', 'alice', '--dry-run'], { env: env(gitea.fixtures.adminToken) })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^GET \S+\/api\/v1\/user\/keys\S* \(Sudo: alice\)$/m)
  })

  test('a value that is not a user name is a usage error naming sudo, and nothing is sent', async () => {
    const before = gitea.requests.length
    const r = await runCli(bundle, ['user', 'keys', 'list', '--sudo', 'a b'], { env: env(gitea.fixtures.adminToken) })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('sudo must be a user name')
    expect(gitea.requests.length).toBe(before)
  })

  test('svc api --sudo: a raw call, and every page of a list, as that user; a dry run says so; a bad value sends nothing', async () => {
    const admin = env(gitea.fixtures.adminToken)
    const me = await runCli(bundle, ['api', 'GET', '/user', '--sudo', 'alice'], { env: admin })
    expect([me.code, me.stderr]).toEqual([0, ''])
    expect(JSON.parse(me.stdout)).toMatchObject({ login: 'alice' })
    // alice's keys, read by plain HTTP as alice: what the paged raw call as alice must list.
    const basic = Buffer.from(`alice:${gitea.fixtures.userPassword}`).toString('base64')
    const keys = (await (await fetch(`${gitea.url}/api/v1/user/keys`, { headers: { authorization: `Basic ${basic}` } })).json()) as Array<{
      id: number
    }>
    expect(keys.length).toBeGreaterThan(0)
    const paged = await runCli(bundle, ['api', 'GET', '/user/keys', '--paginate', '--sudo', 'alice'], { env: admin })
    expect(paged.code).toBe(0)
    expect((JSON.parse(paged.stdout) as Array<{ id: number }>).map(k => k.id)).toEqual(keys.map(k => k.id))
    const dry = await runCli(bundle, ['api', 'DELETE', '/user/keys/1', '--sudo', 'alice', '--dry-run'], { env: admin })
    expect(dry.stdout).toMatch(/^DELETE \S+\/api\/v1\/user\/keys\/1 \(Sudo: alice\)$/m)
    const before = gitea.requests.length
    const bad = await runCli(bundle, ['api', 'GET', '/user', '--sudo', 'al\nice'], { env: admin })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--sudo must be a user name')
    expect(gitea.requests.length).toBe(before)
    // A non-admin's token: the server refuses, and the CLI says why.
    const refused = await runCli(bundle, ['api', 'GET', '/user', '--sudo', 'bob'], { env: env(gitea.fixtures.userToken) })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("only an instance admin's token may act as another user (sudo)")
  })
})
