// Acting as a user (`sudo`): an instance admin's token does user-level operations for another
// user through the servers' `Sudo` header; anyone else is refused before anything changes. Runs on
// the simulated forge (both variants) in `npm test`, and against a real Gitea in `npm run
// test:real`; every check of the server's state is a plain HTTP read as the user concerned.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Forge, ForgeHttp, type OperationResult, type RunOptions } from '../src/client/index.js'
import { ForgeError, UsageError } from '../src/errors.js'
import { findOperation } from '../src/registry/index.js'
import { sampleSshKey } from './sim/fixtures.js'
import { NAMES as N, startTarget, targetVariants, type Target } from './target.js'

describe.each(targetVariants())('sudo on %s', variant => {
  let t: Target
  const clients: ForgeHttp[] = []
  const run = (token: string, action: string, params: Record<string, unknown>, opts: RunOptions): Promise<OperationResult> => {
    const http = new ForgeHttp({ serverUrl: t.url, token })
    clients.push(http)
    return new Forge(http, 'auto').run(findOperation('users', action), params, opts)
  }
  const asAdmin = (action: string, params: Record<string, unknown>, opts: RunOptions) => run(t.creds.adminToken, action, params, opts)
  /** A plain GET as `user` with its password (global fetch, none of svc's code): its status and body. */
  const read = async (user: string, path: string): Promise<{ status: number; body: any }> => {
    const password = user === N.admin ? t.creds.adminPassword : t.creds.passwordOf(user)
    const basic = Buffer.from(`${user}:${password}`).toString('base64')
    const res = await fetch(`${t.url}/api/v1${path}`, { headers: { authorization: `Basic ${basic}`, accept: 'application/json' } })
    return { status: res.status, body: await res.json().catch(() => null) }
  }
  const variable = `SVC_SUDO_${variant.toUpperCase()}`

  beforeAll(async () => {
    t = await startTarget(variant)
  }, 120_000)
  afterAll(async () => {
    await Promise.all(clients.map(c => c.close()))
    await t?.close()
  }, 120_000)

  it("sets a variable in alice's account from the admin's token, not in the admin's own", async () => {
    const res = await asAdmin('variables_set', { name: variable, value: 'for-alice' }, { sudo: N.alice })
    expect(res.changed).toBe(true)
    expect((await read(N.alice, `/user/actions/variables/${variable}`)).body).toMatchObject({ data: 'for-alice' })
    expect((await read(N.admin, `/user/actions/variables/${variable}`)).status).toBe(404)
    // Again: read and compared as alice (every request of the call acts as her), so nothing changes.
    expect((await asAdmin('variables_set', { name: variable, value: 'for-alice' }, { sudo: N.alice })).changed).toBe(false)
  })

  it("adds an SSH key to alice's account, and a list reads hers", async () => {
    const title = `sudo-key-${variant}`
    await asAdmin('keys_add', { title, key: sampleSshKey(title) }, { sudo: N.alice })
    const keys = (await read(N.alice, '/user/keys')).body as Array<{ title: string }>
    expect(keys.map(k => k.title)).toContain(title)
    const listed = await asAdmin('keys_list', {}, { sudo: N.alice, paginate: true })
    expect((listed.result as Array<{ title: string }>).map(k => k.title)).toContain(title)
  })

  it('acts for a user who must change their password: the server checks the account that signed in, not the one acted as', async () => {
    // As a user made by an admin is by default (the desired state's dump reads every user this way).
    const flag = async (on: boolean) => {
      const res = await fetch(`${t.url}/api/v1/admin/users/${N.carol}`, {
        method: 'PATCH',
        headers: { authorization: `token ${t.creds.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ must_change_password: on, login_name: N.carol, source_id: 0 })
      })
      expect(res.status).toBe(200)
    }
    await flag(true)
    try {
      expect((await read(N.carol, '/user')).status).toBe(403)
      const res = await asAdmin('variables_set', { name: variable, value: 'for-carol' }, { sudo: N.carol })
      expect(res.changed).toBe(true)
    } finally {
      await flag(false)
    }
    expect((await read(N.carol, `/user/actions/variables/${variable}`)).body).toMatchObject({ data: 'for-carol' })
  })

  it("is refused for a non-admin's token, clearly, and nothing changes", async () => {
    const attempt = run(t.creds.userToken, 'variables_set', { name: variable, value: 'from-alice' }, { sudo: N.bob })
    await expect(attempt).rejects.toThrow(ForgeError)
    const e = (await attempt.catch(x => x)) as ForgeError
    expect(e.status).toBe(403)
    expect(e.serverMessage).toMatch(/Only administrators allowed to sudo/)
    expect(e.hint).toMatch(/only an instance admin's token may act as another user \(sudo\)/)
    expect((await read(N.bob, `/user/actions/variables/${variable}`)).status).toBe(404)
  })

  it('answers a user who does not exist with 404 and a hint naming sudo', async () => {
    const e = (await asAdmin('keys_list', {}, { sudo: `${N.alice}-nobody` }).catch(x => x)) as ForgeError
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.status).toBe(404)
    expect(e.hint).toMatch(/the user to act as \(sudo\) exists/)
  })

  it('refuses a value that is not a user name before sending anything', async () => {
    const before = t.requests.length
    for (const bad of ['alice\r\nX-Evil: 1', 'a b', '../admin'])
      await expect(asAdmin('keys_list', {}, { sudo: bad })).rejects.toThrow(
        new UsageError('sudo must be a user name (letters, digits, -, _ and .)')
      )
    expect(t.requests.length).toBe(before)
  })

  it('says the user in a dry run', async () => {
    const res = await asAdmin('keys_add', { title: 'x', key: sampleSshKey('x') }, { sudo: N.alice, dryRun: true })
    expect(res.dryRun).toEqual([expect.objectContaining({ method: 'POST', sudo: N.alice })])
  })

  // How the server itself answers (the simulator must answer the same): no svc code here.
  it('the server: ?sudo= wins over the Sudo header, and a sudo without credentials is refused', async () => {
    const me = await fetch(`${t.url}/api/v1/user?sudo=${N.bob}`, {
      headers: { authorization: `token ${t.creds.adminToken}`, sudo: N.alice, accept: 'application/json' }
    })
    expect(((await me.json()) as { login: string }).login).toBe(N.bob)
    const anonymous = await fetch(`${t.url}/api/v1/version`, { headers: { sudo: N.alice, accept: 'application/json' } })
    expect(anonymous.status).toBe(403)
    expect(await anonymous.json()).toMatchObject({ message: 'Only administrators allowed to sudo.' })
  })

  it('left the simulator no spec violations', () => {
    expect(t.violations).toEqual([])
  })
})
