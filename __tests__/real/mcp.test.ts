// The MCP tool server (`node dist/cli.js mcp`) against the real server SVC_E2E_* describes (the
// Gitea that scripts/real-gitea.sh starts for npm run test:real, or your own), driven by the SDK's
// own Client over stdio, as the README's "done when" path: a user enables `users`, lists their SSH
// keys and adds one; an admin enables `admin` and lists users; a user's token cannot enable `admin`.
// Changes are read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { startSession, ensureCliBundle, type Session } from '../mcp/harness.js'
import { sampleSshKey } from '../sim/fixtures.js'
import { ADMIN_TOKEN, LABEL, URL, VARIANT, api, basic } from './instance.js'

const run = randomBytes(3).toString('hex')
const me = `mc${run}`
const password = `Mc-${randomBytes(8).toString('hex')}`
let token = ''
const sessions: Session[] = []

async function session(env: Record<string, string>): Promise<Session> {
  const s = await startSession(ensureCliBundle(), { SVC_SERVER_URL: URL, ...env })
  sessions.push(s)
  return s
}

beforeAll(async () => {
  expect(
    (await api('POST', '/admin/users', { username: me, email: `${me}@example.com`, password, must_change_password: false })).status
  ).toBe(201)
  token = (await api('POST', `/users/${me}/tokens`, { name: 'mcp', scopes: ['all'] }, basic(me, password))).body.sha1
}, 60_000)

afterAll(async () => {
  await Promise.all(sessions.map(s => s.close()))
})

describe(`svc mcp against ${LABEL}`, () => {
  it('a user enables users, lists their SSH keys and adds one', async () => {
    const s = await session({ SVC_TOKEN: token })
    expect((await s.tools()).map(t => t.name)).toEqual(['svc_enable'])
    const enabled = await s.call('svc_enable', { domains: ['users'] })
    expect(enabled.isError).toBe(false)
    const before = await s.call('svc_users', { action: 'keys_list' })
    expect(before.isError).toBe(false)
    expect(before.structured).toMatchObject({ variant: VARIANT, status: 200, result: [] })
    const key = sampleSshKey(`mcp-${run}`)
    const added = await s.call('svc_users', { action: 'keys_add', title: 'from-mcp', key })
    expect(added.isError).toBe(false)
    const keys = (await api('GET', '/user/keys', undefined, `token ${token}`)).body as Array<{ title: string; key: string }>
    expect(keys.map(k => k.title)).toEqual(['from-mcp'])
    const after = await s.call('svc_users', { action: 'keys_list' })
    expect((after.structured!.result as Array<{ title: string }>).map(k => k.title)).toEqual(['from-mcp'])
    expect(JSON.stringify(after) + enabled.text + before.text + added.text).not.toContain(token)
  })

  it("a user's token cannot enable admin; an admin's lists users", async () => {
    const user = await session({ SVC_TOKEN: token })
    const refused = await user.call('svc_enable', { domains: ['admin'] })
    expect(refused.isError).toBe(true)
    expect(refused.text).toMatch(/admin/)
    const admin = await session({ SVC_TOKEN: ADMIN_TOKEN })
    expect((await admin.call('svc_enable', { domains: ['admin'] })).isError).toBe(false)
    const users = await admin.call('svc_admin', { action: 'users_list', limit: 50 })
    expect(users.isError).toBe(false)
    const direct = (await api('GET', '/admin/users?limit=50&page=1')).body as Array<{ login: string }>
    expect((users.structured!.result as Array<{ login: string }>).map(u => u.login)).toEqual(direct.map(u => u.login))
    expect(users.text).not.toContain(ADMIN_TOKEN)
  })
})
