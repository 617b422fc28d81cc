// `on-exists` / `on-missing` and `changed` through the three front ends' bundles, against the
// simulated forge: the action's inputs and outputs, the CLI's flags (text says "unchanged", JSON
// stays the action's result), the MCP tools' params and envelope. The server's state is read back
// by plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cleanup, isolatedBundle, nodeBinaries, runAction } from './action/harness.js'
import { ensureCliBundle, runCli } from './cli/harness.js'
import { startSession, type Session } from './mcp/harness.js'
import { startForge, type Forge as Sim } from './sim/forge.js'
import { sampleSshKey } from './sim/fixtures.js'

let sim: Sim
let mcp: Session
const keysOf = async (user: string) =>
  (
    (await (
      await fetch(`${sim.url}/api/v1/users/${user}/keys`, { headers: { authorization: `token ${sim.fixtures.adminToken}` } })
    ).json()) as Array<{ title: string }>
  ).map(k => k.title)

beforeAll(async () => {
  sim = await startForge({ variant: 'gitea' })
  mcp = await startSession(ensureCliBundle(), { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.adminToken, SVC_DOMAINS: 'users,admin' })
}, 60_000)
afterAll(async () => {
  await mcp?.close()
  await sim?.close()
})

describe('re-runnable steps in every front end', () => {
  it('the action: on-exists skip, changed and changed-calls outputs', async () => {
    const node = nodeBinaries()[0]
    const bundle = isolatedBundle()
    const params = JSON.stringify([
      { username: 'bob', title: 'act-key', key: sampleSshKey('act-key') },
      { username: 'carol', title: 'act-key', key: sampleSshKey('act-key-2') }
    ])
    const inputs = { domain: 'admin', action: 'users_keys_add', token: sim.fixtures.adminToken, params, 'on-exists': 'skip' }
    const first = await runAction({ node, bundle, serverUrl: sim.url, inputs })
    expect(first.code).toBe(0)
    expect(first.outputs).toMatchObject({ changed: 'true', 'changed-calls': '[true,true]' })
    const second = await runAction({ node, bundle, serverUrl: sim.url, inputs })
    expect(second.code).toBe(0)
    expect(second.outputs).toMatchObject({ changed: 'false', 'changed-calls': '[false,false]' })
    expect(second.shown).toMatch(/unchanged: it exists already/)
    expect(second.summary).toMatch(/no \(nothing to change\)/)
    expect((await keysOf('bob')).filter(t => t === 'act-key')).toHaveLength(1)
    const bad = await runAction({ node, bundle, serverUrl: sim.url, inputs: { ...inputs, 'on-exists': 'maybe' } })
    expect(bad.code).toBe(1)
    expect(bad.errors.join('\n')).toMatch(/input on-exists must be fail, skip or error/)
    for (const r of [first, second, bad]) cleanup(r)
  })

  it('the CLI: --on-exists skip says unchanged on stderr; --output json is the result; --on-missing skip', async () => {
    const cli = ensureCliBundle()
    const env = { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.adminToken }
    const args = ['admin', 'users', 'keys-add', 'bob', '--title', 'cli-key', '--key', sampleSshKey('cli-key'), '--on-exists', 'skip']
    expect((await runCli(cli, args, { env })).code).toBe(0)
    const again = await runCli(cli, args, { env })
    expect(again.code).toBe(0)
    expect(again.stderr).toMatch(/svc: unchanged: it exists already/)
    const json = await runCli(cli, [...args, '-o', 'json'], { env })
    expect(JSON.parse(json.stdout)).toMatchObject({ title: 'cli-key' })
    expect(json.stderr).not.toMatch(/unchanged/)
    expect((await keysOf('bob')).filter(t => t === 'cli-key')).toHaveLength(1)
    const missing = await runCli(cli, ['admin', 'users', 'keys-delete', 'bob', '999999'], { env })
    expect(missing.code).toBe(1)
    const skipped = await runCli(cli, ['admin', 'users', 'keys-delete', 'bob', '999999', '--on-missing', 'skip'], { env })
    expect(skipped.code).toBe(0)
    expect(skipped.stderr).toMatch(/unchanged: it is not there/)
  })

  it('the MCP tools: on_exists / on_missing params, changed and skipped in the envelope', async () => {
    const params = { action: 'users_keys_add', username: 'carol', title: 'mcp-key', key: sampleSshKey('mcp-key'), on_exists: 'skip' }
    const first = await mcp.call('svc_admin', params)
    expect(first.structured).toMatchObject({ changed: true })
    const second = await mcp.call('svc_admin', params)
    expect(second.isError).toBe(false)
    expect(second.structured).toMatchObject({ changed: false, skipped: 'exists', result: expect.objectContaining({ title: 'mcp-key' }) })
    expect((await keysOf('carol')).filter(t => t === 'mcp-key')).toHaveLength(1)
    const gone = await mcp.call('svc_users', { action: 'keys_delete', id: 999999, on_missing: 'skip' })
    expect(gone.structured).toMatchObject({ changed: false, skipped: 'missing' })
    const read = await mcp.call('svc_users', { action: 'me' })
    expect(read.structured).toMatchObject({ changed: false })
    const bad = await mcp.call('svc_users', { action: 'keys_delete', id: 1, on_missing: 'maybe' })
    expect(bad.isError).toBe(true)
    expect(bad.text).toMatch(/on_missing.*"fail" or "skip"/)
  })
})
