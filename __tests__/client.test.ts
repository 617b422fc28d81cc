// The client's own rules, against the simulated forge: paging, variant probing, auth, error hints,
// retries, timeouts, network faults, dry-run.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer } from 'node:net'
import { Forge, ForgeHttp, normalizeServerUrl, type ConnectionSettings } from '../src/client/index.js'
import { ForgeError, UsageError } from '../src/errors.js'
import { findOperation, type Domain, type Variant } from '../src/registry/index.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as SimForge } from './sim/forge.js'

const sims: Partial<Record<Variant, SimForge>> = {}
const clients: ForgeHttp[] = []

function client(variant: Variant, settings: Partial<ConnectionSettings> = {}, forgeVariant: Variant | 'auto' = 'auto') {
  const http = new ForgeHttp({ serverUrl: sims[variant]!.url, token: FIXTURES.adminToken, ...settings })
  clients.push(http)
  return new Forge(http, forgeVariant)
}
const op = (d: Domain, name: string) => findOperation(d, name)
const requestsTo = (v: Variant, suffix: string) => sims[v]!.requests.filter(r => r.path.endsWith(suffix))

beforeAll(async () => {
  sims.gitea = await startForge({ variant: 'gitea' })
  sims.forgejo = await startForge({ variant: 'forgejo' })
})
beforeEach(() => {
  for (const s of Object.values(sims)) {
    s.reset()
    s.requests.length = 0
  }
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map(c => c.close()))
  for (const s of Object.values(sims)) expect(s.violations).toEqual([])
})
afterAll(async () => {
  for (const s of Object.values(sims)) await s.close()
})

describe('paging (§4.1, api-map §5)', () => {
  it.each(['gitea', 'forgejo'] as Variant[])('%s: page 0 is sent as page=1, limit 0 is left to the server', async v => {
    await client(v).run(op('admin', 'users_list'), { page: 0, limit: 0 })
    expect(requestsTo(v, '/admin/users')[0].query).toEqual({ page: '1' })
    await client(v).run(op('admin', 'users_list'), { page: 2, limit: 7 })
    expect(requestsTo(v, '/admin/users')[1].query).toEqual({ page: '2', limit: '7' })
  })

  it('Forgejo: a list the seed does not page is fetched page by page with page=1.. (never without page)', async () => {
    const res = await client('forgejo').run(op('users', 'variables_list'), {})
    expect(res.result).toEqual([])
    expect(requestsTo('forgejo', '/user/actions/variables').map(r => r.query.page)).toEqual(['1'])
  })

  it.each(['gitea', 'forgejo'] as Variant[])('%s: paginate fetches every page into one result', async v => {
    const res = await client(v).run(op('admin', 'users_list'), { limit: 10 }, { paginate: true })
    expect(res.result).toHaveLength(FIXTURES.totalUsers)
    expect(requestsTo(v, '/admin/users').map(r => r.query.page)).toEqual(['1', '2', '3', '4'])
    expect(res.totalCount).toBe(FIXTURES.totalUsers)
  })

  it('search unwraps the {ok, data} envelope and reports the total', async () => {
    const res = await client('gitea').run(op('users', 'search'), { query: 'user0', limit: 3 })
    expect(res.result).toHaveLength(3)
    expect(res.totalCount).toBe(9)
  })
})

describe('variants', () => {
  it('probes only when the routes differ, once per client', async () => {
    const forge = client('forgejo')
    await forge.run(op('users', 'me'), {})
    expect(requestsTo('forgejo', '/version')).toHaveLength(0)
    await forge.run(op('users', 'blocks_list'), {})
    await forge.run(op('users', 'runners_list'), {})
    expect(requestsTo('forgejo', '/version')).toHaveLength(1)
    expect(requestsTo('forgejo', '/user/list_blocked')).toHaveLength(1)
  })

  it.each(['gitea', 'forgejo'] as Variant[])('detects %s', async v => {
    expect(await client(v).variant()).toBe(v)
  })

  it('an explicit variant skips the probe', async () => {
    await client('gitea', {}, 'gitea').run(op('users', 'blocks_list'), {})
    expect(requestsTo('gitea', '/version')).toHaveLength(0)
  })

  it('blocks_check on Forgejo is answered from the block list', async () => {
    const forge = client('forgejo', { token: FIXTURES.userToken })
    await forge.run(op('users', 'blocks_add'), { username: 'bob' })
    expect((await forge.run(op('users', 'blocks_check'), { username: 'bob' })).result).toBe(true)
    expect((await forge.run(op('users', 'blocks_check'), { username: 'carol' })).result).toBe(false)
    expect(requestsTo('forgejo', '/user/list_blocked').length).toBeGreaterThan(0)
  })
})

describe('auth', () => {
  it('token endpoints refuse to run without username and password, before any request', async () => {
    await expect(client('gitea').run(op('users', 'tokens_list'), { username: 'root' })).rejects.toThrow(/needs basic auth/)
    expect(sims.gitea!.requests).toEqual([])
  })

  it('sends the OTP with basic auth for two-factor users', async () => {
    const forge = client('forgejo', { token: undefined, username: FIXTURES.otpUser, password: FIXTURES.otpPassword, otp: FIXTURES.otp })
    const res = await forge.run(op('users', 'tokens_create'), { username: FIXTURES.otpUser, name: 'with-otp', scopes: ['read:user'] })
    expect(res.credentials).toHaveLength(1)
  })

  it('without the OTP, a two-factor user is refused with a hint', async () => {
    const forge = client('gitea', { token: undefined, username: FIXTURES.otpUser, password: FIXTURES.otpPassword })
    const err = (await forge
      .run(op('users', 'tokens_create'), { username: FIXTURES.otpUser, name: 'x', scopes: ['read:user'] })
      .catch(e => e)) as ForgeError
    expect(err.status).toBe(401)
    expect(err.hint).toMatch(/basic auth|otp/)
  })

  it('a token without the needed scope gets a hint naming the scope', async () => {
    const err = (await client('gitea', { token: FIXTURES.readOnlyToken })
      .run(op('users', 'keys_add'), { title: 't', key: 'ssh-ed25519 AAAA' })
      .catch(e => e)) as ForgeError
    expect(err.status).toBe(403)
    expect(err.hint).toContain('write:user')
  })

  it('a created token works as a token afterwards', async () => {
    const basic = client('gitea', { token: undefined, username: 'alice', password: FIXTURES.userPassword })
    const created = await basic.run(op('users', 'tokens_create'), { username: 'alice', name: 'ci', scopes: ['read:user'] })
    const sha1 = (created.result as { sha1: string }).sha1
    const me = await client('gitea', { token: sha1 }).run(op('users', 'me'), {})
    expect((me.result as { login: string }).login).toBe('alice')
  })
})

describe('errors and faults', () => {
  it('an absent route (plain-text 404) gets the "no such endpoint" hint', async () => {
    const forge = await startForge({ variant: 'forgejo', quotaEnabled: false })
    try {
      const http = new ForgeHttp({ serverUrl: forge.url, token: FIXTURES.userToken })
      clients.push(http)
      const err = (await new Forge(http, 'forgejo').run(op('users', 'quota'), {}).catch(e => e)) as ForgeError
      expect(err.status).toBe(404)
      expect(err.hint).toMatch(/no such endpoint/)
      expect(forge.violations).toEqual([])
    } finally {
      await forge.close()
    }
  })

  it('retries a safe request on 503 when asked to, and not a POST', async () => {
    sims.gitea!.inject({ method: 'GET', path: '/api/v1/user', status: 503, times: 1 })
    const res = await client('gitea', { retries: 2, retryBaseMs: 1 }).run(op('users', 'me'), {})
    expect(res.status).toBe(200)
    expect(requestsTo('gitea', '/api/v1/user')).toHaveLength(2)
    sims.gitea!.inject({ method: 'POST', path: '/api/v1/user/keys', status: 503, times: 1 })
    const err = (await client('gitea', { retries: 2, retryBaseMs: 1 })
      .run(op('users', 'keys_add'), { title: 't', key: 'ssh-ed25519 AAAA' })
      .catch(e => e)) as ForgeError
    expect(err.status).toBe(503)
    expect(requestsTo('gitea', '/user/keys')).toHaveLength(1)
  })

  it('a server that ignores page and limit (Gitea 1.25 /admin/hooks) still gives one page, and paginate no duplicates', async () => {
    const hooks = [1, 2, 3].map(id => ({
      id,
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url: `https://h.example.com/${id}`, content_type: 'json' },
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      authorization_header: '',
      branch_filter: ''
    }))
    sims.gitea!.inject({ method: 'GET', path: '/api/v1/admin/hooks', status: 200, body: JSON.stringify(hooks), times: 10 })
    const page2 = await client('gitea').run(op('admin', 'hooks_list'), { limit: 1, page: 2, raw_json: true })
    expect((page2.result as Array<{ id: number }>).map(h => h.id)).toEqual([2])
    expect(page2.totalCount).toBe(3)
    const all = await client('gitea').run(op('admin', 'hooks_list'), { limit: 2 }, { paginate: true })
    expect((all.result as Array<{ id: number }>).map(h => h.id)).toEqual([1, 2, 3])
    expect(requestsTo('gitea', '/api/v1/admin/hooks')).toHaveLength(2)
  })

  it("Gitea 1.25's badge removal bug gets a hint saying so", async () => {
    sims.gitea!.inject({
      method: 'DELETE',
      path: '/api/v1/admin/users/alice/badges',
      status: 500,
      body: '{"message":"no such column: badge.slug","url":""}'
    })
    const err = (await client('gitea', { token: FIXTURES.adminToken })
      .run(op('admin', 'badges_delete'), { username: 'alice', badges: ['contributor'] })
      .catch(e => e)) as ForgeError
    expect(err.status).toBe(500)
    expect(err.hint).toMatch(/Gitea 1\.25 cannot remove badges/)
  })

  it('a slow server ends in a timeout error naming the limit', async () => {
    sims.gitea!.inject({ path: '/api/v1/user', delayMs: 700, times: 1 })
    const err = (await client('gitea', { timeoutMs: 200 })
      .run(op('users', 'me'), {})
      .catch(e => e)) as ForgeError
    expect(err).toBeInstanceOf(ForgeError)
    expect(err.status).toBe(0)
    expect(err.message).toMatch(/no answer within 0 s$/)
    // Not the DOMException's legacy numeric code.
    expect(err.message).not.toMatch(/\(\d+\)/)
    // The underlying failure is kept as the cause, as Octokit's RequestError keeps it.
    expect((err as Error & { cause?: { name?: string } }).cause?.name).toBe('TimeoutError')
  })

  it('a request leaves no timer behind once its answer is read (its time limit is cleared, not left to run out)', async () => {
    const timers = () => process.getActiveResourcesInfo().filter(r => r === 'Timeout').length
    const forge = client('gitea', { timeoutMs: 60_000 })
    await forge.run(op('users', 'me'), {})
    const before = timers()
    for (let i = 0; i < 10; i++) await forge.run(op('users', 'me'), {})
    await forge.run(op('users', 'me'), {}).catch(e => e)
    expect(timers()).toBe(before)
  })

  it('an unreachable server is a clear network error', async () => {
    const port = await new Promise<number>(resolve => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port
        s.close(() => resolve(p))
      })
    })
    const http = new ForgeHttp({ serverUrl: `http://127.0.0.1:${port}`, token: 'x' })
    clients.push(http)
    const err = (await new Forge(http, 'gitea').run(op('users', 'me'), {}).catch(e => e)) as ForgeError
    expect(err.status).toBe(0)
    expect(err.message).toMatch(/could not reach the server \(ECONNREFUSED\)/)
  })

  it('a dropped connection is a network error, not a crash', async () => {
    sims.forgejo!.inject({ path: '/api/v1/user', destroySocket: true, times: 1 })
    const err = (await client('forgejo')
      .run(op('users', 'me'), {})
      .catch(e => e)) as ForgeError
    expect(err).toBeInstanceOf(ForgeError)
    expect(err.status).toBe(0)
  })

  it('an answer that is not JSON fails without quoting it', async () => {
    sims.gitea!.inject({ path: '/api/v1/user', status: 200, body: '{"login": "secret-looking-text', times: 1 })
    const err = (await client('gitea')
      .run(op('users', 'me'), {})
      .catch(e => e)) as ForgeError
    expect(err.message).toMatch(/not valid JSON/)
    expect(err.message).not.toContain('secret-looking-text')
  })
})

describe('server URL', () => {
  it('strips a trailing slash and keeps a sub-path', () => {
    expect(normalizeServerUrl('https://example.com/gitea/').href).toBe('https://example.com/gitea')
    const http = new ForgeHttp({ serverUrl: 'https://example.com/gitea/' })
    clients.push(http)
    expect(http.url({ path: '/user', query: { page: '1' } })).toBe('https://example.com/gitea/api/v1/user?page=1')
  })

  it('refuses what is not an http(s) URL, and credentials in it', () => {
    expect(() => normalizeServerUrl('git.example.com')).toThrow(UsageError)
    expect(() => normalizeServerUrl('ftp://x')).toThrow(/http or https/)
    expect(() => normalizeServerUrl('https://u:p@x')).toThrow(/must not carry credentials/)
  })
})

describe('dry run', () => {
  it('describes the request with secrets redacted and sends nothing', async () => {
    const res = await client('gitea').run(op('users', 'secrets_set'), { name: 'K', value: 'top-secret' }, { dryRun: true })
    expect(res.dryRun).toEqual([
      { variant: 'any', method: 'PUT', url: `${sims.gitea!.url}/api/v1/user/actions/secrets/K`, body: { data: '***' } }
    ])
    expect(JSON.stringify(res.dryRun)).not.toContain('top-secret')
    expect(sims.gitea!.requests).toEqual([])
  })

  it('shows both variants when they differ and the variant is not known', async () => {
    const res = await client('forgejo').run(op('admin', 'runners_token'), {}, { dryRun: true })
    expect(res.dryRun!.map(r => `${r.variant} ${r.method}`)).toEqual(['gitea POST', 'forgejo GET'])
    expect(sims.forgejo!.requests).toEqual([])
  })
})

describe('formatted and raw output (§2 rules 3–4)', () => {
  it('admin users_list omits login_name and source_id unless raw_json is set', async () => {
    const formatted = (await client('gitea').run(op('admin', 'users_list'), { limit: 3 })).result as object[]
    for (const u of formatted) expect(Object.keys(u)).not.toEqual(expect.arrayContaining(['login_name']))
    const raw = (await client('gitea').run(op('admin', 'users_list'), { limit: 3, raw_json: true })).result as object[]
    for (const u of raw) expect(u).toHaveProperty('login_name')
    for (const u of raw) expect(u).toHaveProperty('source_id')
  })

  it('hook reads show url and content type of the config only; raw_json gives the whole record', async () => {
    const forge = client('forgejo', { token: FIXTURES.userToken })
    const created = await forge.run(op('users', 'hooks_create'), {
      type: 'gitea',
      config: { url: 'https://x.example.com', content_type: 'json', secret: 'hook-secret' },
      active: true,
      events: ['push']
    })
    const id = (created.result as { id: number }).id
    const formatted = (await forge.run(op('users', 'hooks_get'), { id })).result as { config: object }
    expect(formatted.config).toEqual({ url: 'https://x.example.com', content_type: 'json' })
    const raw = (await forge.run(op('users', 'hooks_get'), { id }, { rawJson: true })).result as Record<string, unknown>
    expect(raw).toHaveProperty('created_at')
  })

  it('settings_get with raw_json shows every field, the valid json_fields names', async () => {
    const raw = (await client('forgejo', { token: FIXTURES.userToken }).run(op('users', 'settings_get'), { raw_json: true }))
      .result as object
    expect(Object.keys(raw)).toEqual(expect.arrayContaining(['pronouns', 'hide_pronouns', 'enable_repo_unit_hints']))
  })
})

describe('credential params', () => {
  it('a webhook secret and Authorization header are credentials: reported for masking, redacted in dry-run', async () => {
    const res = await client('gitea', { token: FIXTURES.userToken }).run(
      op('users', 'hooks_create'),
      {
        type: 'gitea',
        config: {
          url: 'https://x.example.com',
          content_type: 'json',
          secret: 'hook-signing-secret',
          authorization_header: 'Bearer hdr-secret'
        },
        active: true,
        events: ['push']
      },
      { dryRun: true }
    )
    expect(res.credentials).toEqual(['hook-signing-secret', 'Bearer hdr-secret'])
    expect(JSON.stringify(res.dryRun)).not.toMatch(/hook-signing-secret|hdr-secret/)
    const edit = await client('gitea').run(
      op('admin', 'hooks_edit'),
      { id: 1, json_fields: { config: { secret: 'new-secret' } } },
      { dryRun: true }
    )
    expect(edit.credentials).toEqual(['new-secret'])
  })
})

describe('lists the interface does not page return every row', () => {
  it.each(['gitea', 'forgejo'] as Variant[])('%s: runners_list gets all runners, past the default page size', async v => {
    const sim = sims[v]!
    const base = sim.state.runners[0]
    for (let i = 0; i < 40; i++) sim.state.runners.push({ ...base, id: 1000 + i, uuid: `uuid-${i}`, name: `bulk-${i}`, ownerId: 0 })
    const res = await client(v).run(op('admin', 'runners_list'), {})
    expect((res.result as Array<{ name: string }>).filter(r => r.name.startsWith('bulk-'))).toHaveLength(40)
    expect(res.totalCount).toBe((res.result as unknown[]).length)
  })
})

describe('dry run of a composite', () => {
  it('shows every step, leaving what an earlier answer fills as a placeholder', async () => {
    const res = await client('gitea').run(
      op('admin', 'users_org_add'),
      { username: 'bob', org: 'acme', team: 'Developers' },
      { dryRun: true }
    )
    expect(res.dryRun!.map(r => `${r.method} ${r.url.replace(sims.gitea!.url, '')}`)).toEqual([
      'GET /api/v1/orgs/acme/teams?page=1',
      // The membership check first, so that a member already there is told unchanged.
      'GET /api/v1/teams/{team_id}/members/bob',
      'PUT /api/v1/teams/{team_id}/members/bob'
    ])
    expect(res.warnings.join()).toMatch(/several requests/)
    expect(sims.gitea!.requests).toEqual([])
  })

  it.each([
    ['repos', 'repos_create', { name: 'tools' }, ['POST /api/v1/user/repos']],
    ['repos', 'repos_create', { name: 'tools', org: 'acme' }, ['POST /api/v1/orgs/acme/repos']],
    ['repos', 'repos_transfer', { owner: 'a', repo: 'b', new_owner: 'c' }, ['POST /api/v1/repos/a/b/transfer']],
    ['admin', 'emails', { q: 'x' }, ['GET /api/v1/admin/emails/search?page=1&q=x']],
    ['admin', 'emails', {}, ['GET /api/v1/admin/emails?page=1']]
  ] as Array<[Domain, string, Record<string, unknown>, string[]]>)(
    '%s %s %j: the params decide the one request: shown alone, no warning',
    async (domain, name, params, planned) => {
      const res = await client('gitea').run(op(domain, name), { ...params }, { dryRun: true })
      expect(res.dryRun!.map(r => `${r.method} ${r.url.replace(sims.gitea!.url, '')}`)).toEqual(planned)
      expect(res.warnings).toEqual([])
      expect(sims.gitea!.requests).toEqual([])
    }
  )
})

describe('composites read whole lists through the same paging as paginate', () => {
  it.each(['gitea', 'forgejo'] as Variant[])('%s: users_org_add finds a team past the first pages', async v => {
    const sim = sims[v]!
    const org = sim.state.orgs.find(o => o.name === FIXTURES.org)!
    const base = sim.state.teams.find(t => t.orgId === org.id && t.name === 'Developers')!
    for (let i = 0; i < 60; i++) sim.state.teams.push({ ...base, id: 5000 + i, name: `team-${i}`, memberIds: [] })
    await client(v).run(op('admin', 'users_org_add'), { username: 'bob', org: FIXTURES.org, team: 'team-59' })
    const bob = sim.state.users.find(u => u.login === 'bob')!
    expect(sim.state.teams.find(t => t.name === 'team-59')!.memberIds).toContain(bob.id)
    // page=1, 2 and not more: the loop stops at the reported total.
    expect(requestsTo(v, `/orgs/${FIXTURES.org}/teams`).map(r => r.query.page)).toEqual(['1', '2'])
  })
})
