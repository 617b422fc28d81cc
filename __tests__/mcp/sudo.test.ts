// The `sudo` param of the domain tools through the bundled `svc mcp` against the simulated Gitea:
// an admin's token sets a variable in alice's account (read back as alice by plain HTTP); with a
// non-admin's token the tool answers an error naming the cause, and nothing changes; a value that
// is not a user name is refused naming the param.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { ensureCliBundle, startSession } from './harness.js'

let bundle: string
let sim: Sim
beforeAll(async () => {
  bundle = ensureCliBundle()
  sim = await startForge({ variant: 'gitea' })
}, 180_000)
afterAll(async () => {
  await sim?.close()
})

/** A user's variable, read as that user (basic auth) by plain HTTP: the status and the value. */
async function variableOf(user: string, name: string): Promise<{ status: number; data?: string }> {
  const basic = Buffer.from(`${user}:${user}-pass-1234`).toString('base64')
  const res = await fetch(`${sim.url}/api/v1/user/actions/variables/${name}`, { headers: { authorization: `Basic ${basic}` } })
  return { status: res.status, data: res.ok ? ((await res.json()) as { data: string }).data : undefined }
}

describe('svc mcp: the sudo param', () => {
  test("an admin's token acts as alice", async () => {
    const s = await startSession(bundle, { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.adminToken, SVC_DOMAINS: 'users' })
    try {
      const r = await s.call('svc_users', { action: 'variables_set', name: 'MCP_SUDO', value: 'v1', sudo: 'alice' })
      expect(r.isError).toBe(false)
      expect(r.structured).toMatchObject({ changed: true })
      expect(await variableOf('alice', 'MCP_SUDO')).toEqual({ status: 200, data: 'v1' })
      expect((await variableOf('root', 'MCP_SUDO')).status).toBe(404)
      const bad = await s.call('svc_users', { action: 'keys_list', sudo: 'alice\nbob' })
      expect(bad.isError).toBe(true)
      expect(bad.text).toContain('param "sudo": expected a user name')
    } finally {
      await s.close()
    }
  })

  test("a non-admin's token is refused, saying why, and nothing changes", async () => {
    const s = await startSession(bundle, { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.userToken, SVC_DOMAINS: 'users' })
    try {
      const r = await s.call('svc_users', { action: 'variables_set', name: 'MCP_REFUSED', value: 'v', sudo: 'bob' })
      expect(r.isError).toBe(true)
      expect(r.text).toContain('Only administrators allowed to sudo')
      expect(r.text).toContain("only an instance admin's token may act as another user (sudo)")
      expect((await variableOf('bob', 'MCP_REFUSED')).status).toBe(404)
      expect((await variableOf('alice', 'MCP_REFUSED')).status).toBe(404)
    } finally {
      await s.close()
    }
  })
})
