// Every form of the connection's credentials is masked in what svc prints (issue 18, item 6), and
// server text reaches an MCP client without control characters (item 7). With basic auth
// (SVC_USERNAME + SVC_PASSWORD) a server record may echo the Authorization value: a webhook whose
// authorization header is `Basic base64(user:password)` is such a record (Gitea returns the header
// it stores). The bundled `svc mcp` and `svc` read it back; the record is checked by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { runCli } from '../cli/harness.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { ensureCliBundle, startSession } from './harness.js'

// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Every string in a JSON value, keys included. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)])
        : []

describe('credential forms and control characters in what svc prints', () => {
  let bundle: string
  let sim: Sim
  let user: string
  let password: string
  let basic: string
  let hookId: number

  /** Plain HTTP as alice, by token. */
  const api = async (method: string, path: string, body?: unknown): Promise<any> => {
    const res = await fetch(`${sim.url}/api/v1${path}`, {
      method,
      headers: { authorization: `token ${sim.fixtures.userToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    return res.json()
  }

  beforeAll(async () => {
    bundle = ensureCliBundle()
    sim = await startForge({ variant: 'gitea' })
    user = 'alice'
    password = sim.fixtures.userPassword
    basic = Buffer.from(`${user}:${password}`).toString('base64')
    const hook = await api('POST', '/user/hooks', {
      type: 'gitea',
      config: { url: 'https://hooks.example.com/in', content_type: 'json' },
      events: ['push'],
      active: true,
      authorization_header: `Basic ${basic}`
    })
    hookId = hook.id
    // The server does echo it: that is what must not reach the output.
    expect((await api('GET', `/user/hooks/${hookId}`)).authorization_header).toBe(`Basic ${basic}`)
  }, 180_000)
  afterAll(async () => {
    await sim?.close()
  })

  const basicEnv = () => ({ SVC_SERVER_URL: sim.url, SVC_USERNAME: user, SVC_PASSWORD: password })

  test('svc mcp with SVC_USERNAME + SVC_PASSWORD: a record echoing the Basic value is masked in the tool result', async () => {
    const s = await startSession(bundle, { ...basicEnv(), SVC_DOMAINS: 'users' })
    try {
      // The full records (raw_json) hold the header.
      for (const args of [
        { action: 'hooks_get', id: hookId, raw_json: true },
        { action: 'hooks_list', raw_json: true }
      ]) {
        const r = await s.call('svc_users', args)
        expect(r.isError).toBe(false)
        expect(r.text).not.toContain(basic)
        expect(JSON.stringify(r.structured)).not.toContain(basic)
        expect(JSON.stringify(r.structured)).toContain('Basic ***')
      }
    } finally {
      await s.close()
    }
  }, 60_000)

  test('svc with SVC_USERNAME + SVC_PASSWORD: the Basic value is masked on standard output, text and JSON', async () => {
    for (const output of ['text', 'json']) {
      const r = await runCli(bundle, ['user', 'hooks', 'get', String(hookId), '--raw-json', '--output', output], { env: basicEnv() })
      expect({ output, code: r.code, stderr: r.stderr }).toEqual({ output, code: 0, stderr: '' })
      expect(r.stdout).toContain('Basic ***')
      expect(r.stdout).not.toContain(basic)
      if (output === 'json') expect(JSON.parse(r.stdout)).toMatchObject({ id: hookId, authorization_header: 'Basic ***' })
    }
  }, 60_000)

  test('svc mcp: server text reaches the client without control characters (a login in the svc_enable refusal, a record, a server message)', async () => {
    const alice = sim.state.users.find(u => u.login === 'alice')!
    const saved = { login: alice.login, fullName: alice.fullName }
    alice.login = 'al\u001b[31mice\u0007\r\nX\u0000Y\u009b2J'
    alice.fullName = 'Alice\u001b]0;title\u0007 Smith\r\nsecond line\u0000'
    const s = await startSession(bundle, { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.userToken })
    try {
      const refusal = await s.call('svc_enable', { domains: ['admin'] })
      expect(refusal.isError).toBe(true)
      expect(refusal.text).toContain('"al[31mice XY2J"')
      expect(refusal.text).not.toMatch(ANY_CONTROL)
      expect((await s.call('svc_admin', { action: 'users_list' })).text).not.toMatch(ANY_CONTROL)
      await s.call('svc_enable', { domains: ['users'] })
      // A record: control characters dropped, its line breaks kept (as the CLI prints a multi-line value).
      const me = await s.call('svc_users', { action: 'me', raw_json: true })
      expect(me.structured?.result).toMatchObject({ login: 'al[31mice\nXY2J', full_name: 'Alice]0;title Smith\nsecond line' })
      for (const text of strings(me.structured)) expect(text.replace(/\n/g, '')).not.toMatch(ANY_CONTROL)
      // The server's own message in an error.
      sim.inject({
        method: 'GET',
        path: '/user/keys',
        status: 500,
        body: JSON.stringify({ message: 'boom\u001b[2J\r\n::x\u0007' }),
        times: 3
      })
      const failed = await s.call('svc_users', { action: 'keys_list' })
      expect(failed.isError).toBe(true)
      expect(failed.text).toContain('boom')
      expect(failed.text).not.toMatch(ANY_CONTROL)
    } finally {
      await s.close()
      Object.assign(alice, saved)
    }
  }, 60_000)
})
