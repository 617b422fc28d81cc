// Routes that exist only from some release on (Route.since / older in the registry): the client
// routes to what the server has or refuses before sending, against simulators answering as
// Forgejo 14.0.0 and 15.0.3 did (shared/reference/real-forgejo.md) and as an older Gitea.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { atLeast, releaseOf } from '../src/client/variant.js'
import { UsageError } from '../src/errors.js'
import { findOperation, type Domain, type VariantSetting } from '../src/registry/index.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as Sim } from './sim/forge.js'

const sims: Sim[] = []
const clients: ForgeHttp[] = []
afterAll(async () => {
  await Promise.all(clients.map(c => c.close()))
  await Promise.all(sims.map(s => s.close()))
})

const forgeOn = (sim: Sim, setting: VariantSetting, token = FIXTURES.adminToken) => {
  const http = new ForgeHttp({ serverUrl: sim.url, token })
  clients.push(http)
  return new Forge(http, setting)
}
const run = (sim: Sim, setting: VariantSetting, domain: Domain, action: string, params: Record<string, unknown> = {}) =>
  forgeOn(sim, setting, domain === 'users' ? FIXTURES.userToken : FIXTURES.adminToken).run(findOperation(domain, action), params)
/** The requests the simulator received, as `METHOD /path` relative to /api/v1. */
const received = (sim: Sim) => sim.requests.map(r => `${r.method} ${r.path.replace(/^\/api\/v1/, '')}`)

describe('the release a server reports', () => {
  it('is read from either variant and compared per component', () => {
    expect(releaseOf('15.0.3+gitea-1.22.0')).toBe('15.0.3')
    expect(releaseOf('1.27.0+dev-123-gabcdef')).toBe('1.27.0')
    expect(releaseOf('v1.26.4')).toBe('1.26.4')
    expect(releaseOf('development')).toBeUndefined()
    expect(atLeast('14.0.0', '15')).toBe(false)
    expect(atLeast('15.0.0', '15')).toBe(true)
    expect(atLeast('1.9.0', '1.24')).toBe(false)
    expect(atLeast('1.24.0', '1.24')).toBe(true)
    expect(atLeast('2.0', '1.24')).toBe(true)
  })
})

describe.each<[string, VariantSetting]>([
  ['variant auto', 'auto'],
  ['variant forgejo', 'forgejo']
])('Forgejo 14.0.0 (%s)', (_, setting) => {
  let sim: Sim
  beforeAll(async () => {
    sim = await startForge({ variant: 'forgejo', version: '14.0.0' })
    sims.push(sim)
  })
  beforeEach(() => sim.reset())

  it.each<[Domain, string, Record<string, unknown>]>([
    ['users', 'runners_list', {}],
    ['users', 'runners_get', { runner_id: 1 }],
    ['users', 'runners_delete', { runner_id: 1 }],
    ['users', 'jobs', {}],
    ['admin', 'runners_list', {}],
    ['admin', 'runners_get', { runner_id: 1 }],
    ['admin', 'runners_delete', { runner_id: 1 }],
    ['admin', 'jobs', {}]
  ])('%s %s is refused before its request: it needs Forgejo 15', async (domain, action, params) => {
    const err = await run(sim, setting, domain, action, params).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UsageError)
    expect((err as Error).message).toBe(`${action} needs Forgejo 15 (this server is 14.0.0)`)
    // Only the version was asked.
    expect(received(sim).every(r => r === 'GET /version')).toBe(true)
    expect(received(sim)).toHaveLength(1)
    expect(sim.violations).toEqual([])
  })

  it('admin runners_token asks the route Forgejo 14 has, and gets the instance token', async () => {
    const res = await run(sim, setting, 'admin', 'runners_token')
    expect(received(sim)).toEqual(['GET /version', 'GET /admin/runners/registration-token'])
    // The instance's token as a plain request reads it (get-or-create: the same token).
    const plain = await fetch(`${sim.url}/api/v1/admin/runners/registration-token`, {
      headers: { Authorization: `token ${FIXTURES.adminToken}` }
    })
    expect(res.result).toEqual(await plain.json())
    expect(sim.violations).toEqual([])
  })

  it('users runners_token keeps its route (Forgejo 7 and later have it)', async () => {
    const res = await run(sim, setting, 'users', 'runners_token')
    expect((res.result as { token: string }).token).toHaveLength(43)
    expect(received(sim).filter(r => r !== 'GET /version')).toEqual(['GET /user/actions/runners/registration-token'])
    expect(sim.violations).toEqual([])
  })

  it('a dry run says what an older server gets instead', async () => {
    const res = await forgeOn(sim, setting).run(findOperation('admin', 'runners_token'), {}, { dryRun: true })
    expect(res.warnings.join('\n')).toMatch(/runners_token on Forgejo before 15: GET \/admin\/runners\/registration-token instead/)
    const list = await forgeOn(sim, setting).run(findOperation('admin', 'runners_list'), {}, { dryRun: true })
    expect(list.warnings.join('\n')).toMatch(/runners_list on Forgejo before 15: refused/)
  })
})

describe('a server that does not say its version', () => {
  it('with the variant given, the call goes out on the newest route', async () => {
    const sim = await startForge({ variant: 'forgejo', version: '14.0.0' })
    sims.push(sim)
    sim.inject({ path: '/version', status: 403, body: '{"message":"Only signed in user is allowed to call APIs."}' })
    // Forgejo 14 has no such route: the server's own 404 is what the caller gets, as before.
    const err = (await run(sim, 'forgejo', 'admin', 'runners_list').catch((e: unknown) => e)) as Error
    expect(err).not.toBeInstanceOf(UsageError)
    expect(received(sim)).toEqual(['GET /version', 'GET /admin/actions/runners'])
  })
})

describe('Forgejo 15.0.3', () => {
  let sim: Sim
  beforeAll(async () => {
    sim = await startForge({ variant: 'forgejo', version: '15.0.3' })
    sims.push(sim)
  })
  beforeEach(() => sim.reset())

  it('admin runners_token asks /admin/actions/runners/registration-token', async () => {
    await run(sim, 'forgejo', 'admin', 'runners_token')
    expect(received(sim)).toEqual(['GET /version', 'GET /admin/actions/runners/registration-token'])
  })

  it.each<[Domain]>([['users'], ['admin']])('%s runners_list is sent', async domain => {
    const res = await run(sim, 'forgejo', domain, 'runners_list')
    expect(Array.isArray(res.result)).toBe(true)
    expect(sim.violations).toEqual([])
  })
})

describe('Forgejo 13 and an older Gitea', () => {
  it('users_emails needs Forgejo 14', async () => {
    const sim = await startForge({ variant: 'forgejo', version: '13.0.2' })
    sims.push(sim)
    await expect(run(sim, 'auto', 'admin', 'users_emails', { username: 'alice' })).rejects.toThrow(
      'users_emails needs Forgejo 14 (this server is 13.0.2)'
    )
  })

  it.each<[Domain, string, string]>([
    ['users', 'jobs', '1.25'],
    ['admin', 'runs', '1.25'],
    ['admin', 'runners_list', '1.24']
  ])('%s %s needs Gitea %s on Gitea 1.23.8', async (domain, action, since) => {
    const sim = await startForge({ variant: 'gitea', version: '1.23.8' })
    sims.push(sim)
    await expect(run(sim, 'gitea', domain, action)).rejects.toThrow(`${action} needs Gitea ${since} (this server is 1.23.8)`)
    // Only the version was asked (a Gitea is told from a Forgejo 1.x by /api/forgejo/v1/version).
    expect(received(sim)).toEqual(['GET /version', 'GET /api/forgejo/v1/version'])
  })
})
