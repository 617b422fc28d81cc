// The bundled svc mcp against the simulated forgejo (one simulator for the file); see scenario.ts.
// Then against a simulator answering as Forgejo 14.0.0 did (shared/reference/real-forgejo.md).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { ensureCliBundle, startSession, type Session } from './harness.js'
import { scenario } from './scenario.js'

scenario('forgejo')

describe('svc mcp against a simulated Forgejo 14.0.0', () => {
  let sim: Sim
  let admin: Session
  beforeAll(async () => {
    sim = await startForge({ variant: 'forgejo', version: '14.0.0' })
    admin = await startSession(ensureCliBundle(), { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.adminToken, SVC_DOMAINS: 'admin' })
  }, 180_000)
  afterAll(async () => {
    await admin?.close()
    await sim?.close()
  })

  it('a 15-only action is an error naming the release it needs; the empty job list of 15 would be []', async () => {
    const r = await admin.call('svc_admin', { action: 'runners_list' })
    expect(r.isError).toBe(true)
    expect(r.text).toContain('runners_list needs Forgejo 15 (this server is 14.0.0)')
    expect(sim.requests.some(q => q.path.includes('/actions/runners'))).toBe(false)
  })

  it('runners_token answers from the route Forgejo 14 has', async () => {
    const r = await admin.call('svc_admin', { action: 'runners_token' })
    expect(r.isError).toBe(false)
    expect(sim.requests.some(q => q.path === '/api/v1/admin/runners/registration-token')).toBe(true)
    expect(sim.violations).toEqual([])
  })
})
