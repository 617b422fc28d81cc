// The bundled svc against the simulated forgejo (one simulator for the file); see scenario.ts.
// Then against a simulator answering as Forgejo 14.0.0 did (shared/reference/real-forgejo.md): what
// the release lacks is refused before sending, the instance runner token comes from its older route.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { ensureCliBundle, runCli } from './harness.js'
import { scenario } from './scenario.js'

scenario('forgejo')

describe('svc against a simulated Forgejo 14.0.0', () => {
  let sim: Sim
  let bundle: string
  beforeAll(async () => {
    bundle = ensureCliBundle()
    sim = await startForge({ variant: 'forgejo', version: '14.0.0' })
  }, 180_000)
  afterAll(() => sim?.close())
  const svc = (args: string[]) => runCli(bundle, args, { env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.adminToken } })

  it.each([[['admin', 'runners', 'list']], [['admin', 'jobs', 'list']], [['user', 'runners', 'get', '1']]])(
    'svc %j exits 2: needs Forgejo 15, nothing sent but the version',
    async args => {
      sim.reset()
      const r = await svc(args)
      expect(r.code).toBe(2)
      expect(r.stderr).toMatch(/^svc: .* needs Forgejo 15 \(this server is 14\.0\.0\)$/m)
      expect(sim.requests.map(q => q.path)).toEqual(['/api/v1/version'])
    }
  )

  it('svc admin runners token reads the token at /admin/runners/registration-token', async () => {
    sim.reset()
    const r = await svc(['admin', 'runners', 'token', '-o', 'json'])
    expect(r.code).toBe(0)
    expect(sim.requests.map(q => `${q.method} ${q.path}`)).toEqual(['GET /api/v1/version', 'GET /api/v1/admin/runners/registration-token'])
    // The token the server holds for the instance, read back by plain HTTP.
    const plain = await fetch(`${sim.url}/api/v1/admin/runners/registration-token`, {
      headers: { Authorization: `token ${sim.fixtures.adminToken}` }
    })
    expect(JSON.parse(r.stdout)).toEqual(await plain.json())
    expect(sim.violations).toEqual([])
  })
})
