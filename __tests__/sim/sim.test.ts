// Self-tests of the simulated forge: spec checking, real-server quirks it must reproduce, and
// the fault injection other tests rely on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { FIXTURES, sampleSshKey } from './fixtures.js'
import { startForge, type Forge } from './forge.js'
import { ApiSpec, type Operation, type Variant } from './spec.js'

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`

function operation(variant: Variant, method: string, path: string): Operation {
  const match = ApiSpec.load(variant).match(method, path)
  if (match.kind !== 'op') throw new Error(`${method} ${path} is not an operation of ${variant}`)
  return match.op
}

describe.each(['gitea', 'forgejo'] as const)('simulated %s', variant => {
  let forge: Forge
  const api = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `token ${init.token}`)
    if (init.body) headers.set('Content-Type', 'application/json')
    return fetch(`${forge.url}/api/v1${path}`, { ...init, headers })
  }

  beforeAll(async () => {
    forge = await startForge({ variant })
  })
  afterAll(() => forge.close())
  beforeEach(() => forge.reset())

  it('answers spec-valid requests without violations', async () => {
    const me = await api('/user', { token: FIXTURES.userToken })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ login: FIXTURES.user })

    const key = await api('/user/keys', {
      method: 'POST',
      token: FIXTURES.userToken,
      body: JSON.stringify({ title: 'ci', key: sampleSshKey('ci') })
    })
    expect(key.status).toBe(201)
    expect(await key.json()).toMatchObject({ title: 'ci', fingerprint: expect.stringMatching(/^SHA256:/) })
    expect(forge.violations).toEqual([])
    expect(forge.requests.map(r => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/user', 'POST /api/v1/user/keys'])
  })

  it('answers an unknown route with a plain-text 404 and records a violation', async () => {
    const res = await api('/user/no-such-thing', { token: FIXTURES.userToken })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe('404 page not found\n')
    expect(forge.violations).toEqual([`GET /api/v1/user/no-such-thing: no such route in the ${variant} spec`])
  })

  it('refuses a body missing a required field with 422 and records a violation', async () => {
    const res = await api('/user/keys', { method: 'POST', token: FIXTURES.userToken, body: JSON.stringify({ key: sampleSshKey('x') }) })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ message: '[Title]: Required' })
    expect(forge.violations).toEqual(["POST /api/v1/user/keys: request body: must have required property 'title'"])
  })

  it('records undeclared query parameters', async () => {
    await api('/user?verbose=1', { token: FIXTURES.userToken })
    expect(forge.violations).toEqual(["GET /api/v1/user: query parameter 'verbose' is not declared"])
  })

  it('enforces token scopes and admin rights', async () => {
    const write = await api('/user/emails', {
      method: 'POST',
      token: FIXTURES.readOnlyToken,
      body: JSON.stringify({ emails: ['a2@example.com'] })
    })
    expect(write.status).toBe(403)
    const admin = await api('/admin/users?page=1&limit=10', { token: FIXTURES.userToken })
    expect(admin.status).toBe(403)
    expect(await admin.json()).toMatchObject({ message: 'user should be the site admin' })
    const anonymous = await api('/user')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ message: 'token is required' })
    expect(forge.violations).toEqual([])
  })

  it('creates tokens only over password basic auth and the new token works', async () => {
    const refused = await api(`/users/${FIXTURES.user}/tokens`, {
      method: 'POST',
      token: FIXTURES.userToken,
      body: JSON.stringify({ name: 'ci', scopes: ['read:user'] })
    })
    expect(refused.status).toBe(401)
    const created = await api(`/users/${FIXTURES.user}/tokens`, {
      method: 'POST',
      headers: { Authorization: basic(FIXTURES.user, FIXTURES.userPassword) },
      body: JSON.stringify({ name: 'ci', scopes: ['read:user'] })
    })
    expect(created.status).toBe(201)
    const { sha1 } = (await created.json()) as { sha1: string }
    expect(sha1).toMatch(/^[0-9a-f]{40}$/)
    expect((await api('/user', { token: sha1 })).status).toBe(200)
    expect((await api('/user/emails', { method: 'POST', token: sha1, body: JSON.stringify({ emails: ['z@example.com'] }) })).status).toBe(
      403
    )
    expect(forge.violations).toEqual([])
  })

  it('needs the OTP header for a 2FA user on password basic auth', async () => {
    const auth = basic(FIXTURES.otpUser, FIXTURES.otpPassword)
    expect((await api('/user', { headers: { Authorization: auth } })).status).toBe(401)
    expect((await api('/user', { headers: { Authorization: auth, 'X-Gitea-OTP': FIXTURES.otp } })).status).toBe(200)
  })

  it('pages users: admin list spans several pages', async () => {
    const res = await api('/admin/users?page=2&limit=20', { token: FIXTURES.adminToken })
    expect(res.headers.get('x-total-count')).toBe(String(FIXTURES.totalUsers))
    expect(((await res.json()) as unknown[]).length).toBe(FIXTURES.totalUsers - 20)
    expect(forge.violations).toEqual([])
  })

  it(`returns ${variant === 'forgejo' ? 'all rows' : 'page 1'} when page is absent`, async () => {
    const alice = forge.state.users.find(u => u.login === FIXTURES.user)!
    for (const u of forge.state.users) {
      if (u.id !== alice.id && !forge.state.follows.some(f => f.followerId === u.id && f.followingId === alice.id)) {
        forge.state.follows.push({ followerId: u.id, followingId: alice.id })
      }
    }
    const followers = (await (await api('/user/followers', { token: FIXTURES.userToken })).json()) as unknown[]
    expect(followers.length).toBe(variant === 'forgejo' ? FIXTURES.totalUsers - 1 : 30)
    const paged = (await (await api('/user/followers?page=2&limit=10', { token: FIXTURES.userToken })).json()) as unknown[]
    expect(paged.length).toBe(10)
    expect(forge.violations).toEqual([])
  })

  it('injects faults for the next matching requests only', async () => {
    forge.inject({ method: 'GET', path: '/version', status: 503, body: '{"message":"maintenance"}', times: 2 })
    expect((await api('/version')).status).toBe(503)
    expect((await api('/version')).status).toBe(503)
    expect((await api('/version')).status).toBe(200)

    forge.inject({ path: /\/user$/, destroySocket: true })
    await expect(api('/user', { token: FIXTURES.userToken })).rejects.toThrow()

    forge.inject({ path: '/api/v1/version', delayMs: 150 })
    const started = Date.now()
    expect((await api('/version')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(forge.violations).toEqual([])
  })
})

describe('variant-specific behaviour', () => {
  it('serves /api/forgejo/v1/version and quota only on Forgejo (quota only when enabled)', async () => {
    const forgejo = await startForge({ variant: 'forgejo', quotaEnabled: false })
    const gitea = await startForge({ variant: 'gitea' })
    try {
      // Forgejo's own endpoint answers the bare release (15.0.3 did); /api/v1/version adds the Gitea compatibility.
      expect(await (await fetch(`${forgejo.url}/api/forgejo/v1/version`)).json()).toEqual({ version: '15.0.3' })
      expect(await (await fetch(`${forgejo.url}/api/v1/version`)).json()).toEqual({ version: '15.0.3+gitea-1.22.0' })
      expect((await fetch(`${gitea.url}/api/forgejo/v1/version`)).status).toBe(404)
      const quota = await fetch(`${forgejo.url}/api/v1/user/quota`, { headers: { Authorization: `token ${FIXTURES.userToken}` } })
      expect(quota.status).toBe(404)
      expect(await quota.text()).toBe('404 page not found\n')
      expect(forgejo.violations).toEqual([])
      expect(gitea.violations).toEqual([])
    } finally {
      await Promise.all([forgejo.close(), gitea.close()])
    }
  })
})

// What real Forgejo 15.0.3 and 14.0.0 answered, beside Gitea 1.26.4 (shared/reference/real-forgejo.md).
describe('answers as the real servers did', () => {
  const sims: Forge[] = []
  const start = async (variant: Variant, version?: string) => {
    const forge = await startForge({ variant, ...(version ? { version } : {}) })
    sims.push(forge)
    return forge
  }
  afterAll(() => Promise.all(sims.map(s => s.close())))
  const call = (forge: Forge, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${forge.url}${path.startsWith('/api/') ? '' : '/api/v1'}${path}`, {
      method,
      headers: { Authorization: `token ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })

  it.each<[Variant, string, string, number]>([
    ['forgejo', 'GET', 'POST', 43],
    ['gitea', 'POST', 'GET', 40]
  ])('%s: the registration token is %s (the other method 405), get-or-create, %i characters', async (variant, good, bad, length) => {
    const forge = await start(variant)
    for (const path of ['/user/actions/runners/registration-token', '/admin/actions/runners/registration-token']) {
      const token = FIXTURES.adminToken
      const first = await call(forge, good, path, token)
      expect(first.status).toBe(200)
      const { token: value } = (await first.json()) as { token: string }
      expect(value).toHaveLength(length)
      expect(((await (await call(forge, good, path, token)).json()) as { token: string }).token).toBe(value)
      expect((await call(forge, bad, path, token)).status).toBe(405)
    }
    expect(forge.violations).toHaveLength(2)
    expect(forge.violations.every(v => v.includes('method not allowed'))).toBe(true)
  })

  it.each<[Variant, string | undefined, string[]]>([
    ['gitea', undefined, ['pull_request_review']],
    ['forgejo', '15.0.3', ['pull_request_review_approved', 'pull_request_review_comment', 'pull_request_review_rejected']],
    ['forgejo', '14.0.0', ['pull_request_review_approved', 'pull_request_review_comment', 'pull_request_review_rejected']]
  ])(
    '%s %s: a hook made with [push, pull_request] answers the group expanded, the review switch as %j',
    async (variant, version, review) => {
      const forge = await start(variant, version)
      const made = await call(forge, 'POST', `/repos/${FIXTURES.org}/widgets/hooks`, FIXTURES.adminToken, {
        type: 'gitea',
        config: { url: 'https://hooks.example.com/groups', content_type: 'json' },
        events: ['push', 'pull_request'],
        active: true
      })
      expect(made.status).toBe(201)
      const parts = ['assign', 'comment', 'label', 'milestone', 'review_request', 'sync'].map(p => `pull_request_${p}`)
      expect([...((await made.json()) as { events: string[] }).events].sort()).toEqual(['pull_request', ...parts, ...review, 'push'].sort())
      expect(forge.violations).toEqual([])
    }
  )

  it.each<[Variant, number, boolean]>([
    ['forgejo', 204, false],
    ['gitea', 201, true]
  ])('%s: a new variable answers %i; description shown: %s', async (variant, status, described) => {
    const forge = await start(variant)
    const path = '/user/actions/variables/NEW_ONE'
    expect((await call(forge, 'POST', path, FIXTURES.userToken, { value: 'v' })).status).toBe(status)
    expect((await call(forge, 'POST', path, FIXTURES.userToken, { value: 'v' })).status).toBe(409)
    const got = (await (await call(forge, 'GET', path, FIXTURES.userToken)).json()) as Record<string, unknown>
    expect('description' in got).toBe(described)
    expect(forge.violations).toEqual([])
  })

  it('forgejo: the runner list is a plain array of Forgejo runners; gitea: {runners, total_count}', async () => {
    const forgejo = await start('forgejo')
    const gitea = await start('gitea')
    const fj = (await (await call(forgejo, 'GET', '/admin/actions/runners', FIXTURES.adminToken)).json()) as Array<Record<string, unknown>>
    expect(Array.isArray(fj)).toBe(true)
    expect(Object.keys(fj[0]).sort()).toEqual([
      'description',
      'ephemeral',
      'id',
      'labels',
      'name',
      'owner_id',
      'repo_id',
      'status',
      'uuid',
      'version'
    ])
    expect(typeof (fj[0].labels as unknown[])[0]).toBe('string')
    const gt = (await (await call(gitea, 'GET', '/admin/actions/runners', FIXTURES.adminToken)).json()) as {
      runners: Array<Record<string, unknown>>
    }
    expect(Object.keys(gt.runners[0]).sort()).toEqual(['busy', 'disabled', 'ephemeral', 'id', 'labels', 'name', 'status'])
    expect(new Set(gt.runners.map(r => r.status))).toEqual(new Set(['online', 'offline']))
    expect([...forgejo.violations, ...gitea.violations]).toEqual([])
  })

  it('forgejo: both job lists answer null when there is no job', async () => {
    const forge = await start('forgejo')
    forge.state.jobs = []
    for (const path of ['/admin/actions/runners/jobs', '/user/actions/runners/jobs']) {
      const res = await call(forge, 'GET', path, FIXTURES.adminToken)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('null')
    }
    expect(forge.violations).toEqual([])
  })

  it.each<[Variant, number]>([
    ['forgejo', 204],
    ['gitea', 404]
  ])('%s: deleting an address the user does not have answers %i, the ones before it deleted', async (variant, status) => {
    const forge = await start(variant)
    expect((await call(forge, 'POST', '/user/emails', FIXTURES.userToken, { emails: ['first@example.com'] })).status).toBe(201)
    const res = await call(forge, 'DELETE', '/user/emails', FIXTURES.userToken, { emails: ['first@example.com', 'nobody@example.test'] })
    expect(res.status).toBe(status)
    if (variant === 'gitea')
      expect(await res.json()).toMatchObject({ message: 'Email address does not exist [email: nobody@example.test]' })
    // Both delete the addresses before the missing one (Gitea 1.26.4: no transaction).
    expect(forge.state.emails.some(e => e.email === 'first@example.com')).toBe(false)
    expect(forge.violations).toEqual([])
  })

  it.each<[Variant, number, string]>([
    ['forgejo', 401, 'idle'],
    ['gitea', 500, 'online']
  ])('%s: Declare with a wrong runner token answers %i; declared, the runner is %s', async (variant, wrong, status) => {
    const forge = await start(variant)
    const tokenRoute = variant === 'gitea' ? 'POST' : 'GET'
    const { token } = (await (await call(forge, tokenRoute, '/admin/actions/runners/registration-token', FIXTURES.adminToken)).json()) as {
      token: string
    }
    const rpc = (name: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${forge.url}/api/actions/runner.v1.RunnerService/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body)
      })
    const reg = await rpc('Register', { name: 'r1', token, version: 'v0', labels: ['self-hosted'], ephemeral: true })
    expect(reg.status).toBe(200)
    const { runner } = (await reg.json()) as { runner: { id: string; uuid: string; token: string } }
    expect(runner.id).toMatch(/^\d+$/)
    const bad = await rpc(
      'Declare',
      { version: 'v0', labels: ['self-hosted'] },
      { 'x-runner-uuid': runner.uuid, 'x-runner-token': 'wrong' }
    )
    expect(bad.status).toBe(wrong)
    const ok = await rpc(
      'Declare',
      { version: 'v0', labels: ['self-hosted'] },
      { 'x-runner-uuid': runner.uuid, 'x-runner-token': runner.token }
    )
    expect(ok.status).toBe(200)
    const rows = await (await call(forge, 'GET', '/admin/actions/runners', FIXTURES.adminToken)).json()
    const listed = (
      variant === 'gitea' ? (rows as { runners: Array<Record<string, unknown>> }).runners : (rows as Array<Record<string, unknown>>)
    ).find(r => r.id === Number(runner.id))
    expect(listed).toMatchObject({ status, ephemeral: true })
    expect(forge.violations).toEqual([])
  })

  it('forgejo 14.0.0: the 15-only runner and job routes are a plain 404; the older token route answers', async () => {
    const forge = await start('forgejo', '14.0.0')
    expect(await (await fetch(`${forge.url}/api/forgejo/v1/version`)).json()).toEqual({ version: '14.0.0' })
    for (const path of [
      '/admin/actions/runners/registration-token',
      '/admin/actions/runners',
      '/admin/actions/runners/1',
      '/admin/actions/runners/jobs',
      '/user/actions/runners',
      '/user/actions/runners/jobs'
    ]) {
      const res = await call(forge, 'GET', path, FIXTURES.adminToken)
      expect([path, res.status, await res.text()]).toEqual([path, 404, '404 page not found\n'])
    }
    expect((await call(forge, 'GET', '/admin/runners/registration-token', FIXTURES.adminToken)).status).toBe(200)
    expect((await call(forge, 'GET', '/user/actions/runners/registration-token', FIXTURES.userToken)).status).toBe(200)
    expect(forge.violations).toEqual([])
  })

  it('forgejo: an edit with source_id 0 sets the login source (login type 0); without it the login type stays', async () => {
    const forge = await start('forgejo')
    const bob = () => forge.state.users.find(u => u.login === 'bob')!
    expect((await call(forge, 'PATCH', '/admin/users/bob', FIXTURES.adminToken, { full_name: 'Bob' })).status).toBe(200)
    expect([bob().loginType, bob().loginName]).toEqual([1, ''])
    expect((await call(forge, 'PATCH', '/admin/users/bob', FIXTURES.adminToken, { source_id: 0, login_name: 'bob' })).status).toBe(200)
    expect([bob().loginType, bob().loginName]).toEqual([0, 'bob'])
    expect(forge.violations).toEqual([])
  })
})

describe('response validation', () => {
  it('catches a response that breaks the schema', () => {
    const spec = ApiSpec.load('forgejo')
    const getUser = operation('forgejo', 'GET', '/api/v1/user')
    expect(spec.checkResponse(getUser, 200, { id: 1, login: 'alice' })).toEqual([])
    expect(spec.checkResponse(getUser, 200, { id: 'one' })).toEqual(['response 200: /id: must be integer'])
    expect(spec.checkResponse(getUser, 200, { created: '2025-01-01 10:00' })).toEqual([
      'response 200: /created: must match format "date-time"'
    ])
    expect(spec.checkResponse(getUser, 201, {})).toEqual(['response 201: status not declared'])
  })

  it('applies the documented exceptions (Gitea /user/settings is an object, errors carry JSON)', () => {
    const spec = ApiSpec.load('gitea')
    const settings = operation('gitea', 'GET', '/api/v1/user/settings')
    expect(spec.checkResponse(settings, 200, { theme: 'auto' })).toEqual([])
    expect(spec.checkResponse(settings, 200, [{ theme: 'auto' }])).toEqual(['response 200: (root): must be object'])
    expect(spec.checkResponse(settings, 401, { message: 'token is required', url: 'x' })).toEqual([])
    expect(spec.checkResponse(settings, 401, 'oops')).toEqual(['response 401: (root): must be object'])
    const verify = operation('gitea', 'POST', '/api/v1/user/gpg_key_verify')
    expect(spec.checkBody(verify, { key_id: 'ABC' }).bindingError).toBe('[Signature]: Required')
  })
})
