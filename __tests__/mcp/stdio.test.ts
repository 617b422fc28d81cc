// The bundled `svc mcp` never goes silent (issue 18, item 5): raw lines on its standard input, as a
// client (or a broken one) writes them. A batch is answered where the negotiated protocol allows
// batches (2025-03-26) and refused with -32600 where it does not (2025-06-18 removed them); a line
// that is not JSON gets -32700; a line over the read limit gets an error with its id and the server
// keeps answering; at the end of standard input what is in flight is answered before it exits.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { ensureCliBundle, INITIALIZE, INITIALIZED, killRaw, startRaw, type RawSession } from './harness.js'

const line = (value: unknown) => JSON.stringify(value) + '\n'
const ping = (id: number | string) => line({ jsonrpc: '2.0', id, method: 'ping' })
const call = (id: number | string, name: string, args: Record<string, unknown>) =>
  line({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })

describe('svc mcp over raw stdio lines', () => {
  let bundle: string
  let sim: Sim
  const env = (extra: Record<string, string> = {}) => ({ SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.userToken, ...extra })

  beforeAll(async () => {
    bundle = ensureCliBundle()
    sim = await startForge({ variant: 'gitea' })
  }, 180_000)
  afterAll(async () => {
    killRaw()
    await sim?.close()
  })

  /** A session initialized with the protocol revision given. */
  const session = async (protocol: string): Promise<RawSession> => {
    const s = startRaw(bundle, env({ SVC_DOMAINS: 'users' }))
    s.write(INITIALIZE(protocol))
    expect(await s.answer()).toMatchObject({ id: 0, result: { protocolVersion: protocol } })
    s.write(INITIALIZED)
    return s
  }

  test('protocol 2025-03-26: a batch gets one array of answers, an invalid element its own error; an empty batch -32600', async () => {
    const s = await session('2025-03-26')
    s.write(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'ping' },
        { jsonrpc: '2.0', method: 'notifications/roots/list_changed' },
        { jsonrpc: '2.0', id: 'two', method: 'tools/list' },
        { id: 3, what: 'not a message' },
        { jsonrpc: '2.0', id: 4, method: 'initialize', params: {} }
      ]) + '\n'
    )
    const answers = await s.answer()
    expect(Array.isArray(answers)).toBe(true)
    const byId = new Map((answers as any[]).map(a => [a.id, a]))
    expect([...byId.keys()].sort()).toEqual([1, 3, 4, 'two'].sort())
    expect(byId.get(1)).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
    expect(byId.get('two').result.tools.map((t: any) => t.name)).toEqual(['svc_enable', 'svc_users'])
    expect(byId.get(3)).toMatchObject({ error: { code: -32600, message: expect.stringMatching(/^Invalid Request/) } })
    expect(byId.get(4)).toMatchObject({ error: { code: -32600, message: expect.stringMatching(/initialize cannot be part of a batch/) } })
    // Only notifications: nothing to answer (JSON-RPC 2.0 §6), so the next line is the ping's.
    s.write(JSON.stringify([{ jsonrpc: '2.0', method: 'notifications/roots/list_changed' }]) + '\n')
    s.write(ping(5))
    expect(await s.answer()).toEqual({ jsonrpc: '2.0', id: 5, result: {} })
    s.write('[]\n')
    expect(await s.answer()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: an empty batch' } })
    expect((await s.end()).code).toBe(0)
  }, 60_000)

  test('protocol 2025-06-18 (no batches): a batch gets -32600 with id null, and the server keeps answering', async () => {
    const s = await session('2025-06-18')
    s.write(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }]) + '\n')
    expect(await s.answer()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: expect.stringMatching(/protocol 2025-06-18 has no JSON-RPC batches/) }
    })
    s.write(ping(2))
    expect(await s.answer()).toEqual({ jsonrpc: '2.0', id: 2, result: {} })
    expect((await s.end()).code).toBe(0)
  }, 60_000)

  test('a truncated JSON line gets -32700 with id null; a message that is not JSON-RPC -32600 with its id', async () => {
    const s = await session('2025-06-18')
    s.write('{"jsonrpc":"2.0","id":3,"method":\n')
    expect(await s.answer()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error: the line is not valid JSON (it ends too early)' }
    })
    s.write('{"jsonrpc":"2.0","id":4,"method":"ping"} trailing {"token":"abc"}\n')
    const bad = await s.answer()
    expect(bad).toMatchObject({ id: null, error: { code: -32700 } })
    expect(bad.error.message).not.toContain('abc')
    s.write(line({ id: 'x', params: 1 }))
    expect(await s.answer()).toMatchObject({ id: 'x', error: { code: -32600 } })
    s.write(ping(5))
    expect(await s.answer()).toEqual({ jsonrpc: '2.0', id: 5, result: {} })
    expect((await s.end()).code).toBe(0)
  }, 60_000)

  test('a request line over the read limit (a 10 MiB secrets_set value) is dropped with an error carrying its id; the next is answered', async () => {
    const s = await session('2025-06-18')
    const data = 'v'.repeat(10 * 1024 * 1024)
    // The TypeScript SDK writes the id last; other clients first.
    s.write(
      JSON.stringify({
        method: 'tools/call',
        params: { name: 'svc_users', arguments: { action: 'secrets_set', name: 'BIG', value: data } },
        jsonrpc: '2.0',
        id: 7
      }) + '\n'
    )
    expect(await s.answer()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32600,
        message: expect.stringMatching(/^Invalid Request: the message is \d+ bytes, over the limit of 10485760 bytes/)
      }
    })
    s.write(call('eight', 'svc_users', { action: 'secrets_set', name: 'BIG', value: data }))
    expect(await s.answer()).toMatchObject({ id: 'eight', error: { code: -32600 } })
    s.write(call(9, 'svc_users', { action: 'secrets_set', name: 'SMALL', value: 'small value' }))
    expect(await s.answer()).toMatchObject({ id: 9, result: { structuredContent: { action: 'secrets_set', changed: true } } })
    const { code } = await s.end()
    expect(code).toBe(0)
    // Only the small one reached the server (its database read directly: the API never shows a secret).
    const names = sim.state.secrets.map(x => x.name)
    expect(names).toContain('SMALL')
    expect(names).not.toContain('BIG')
    expect(s.stderr()).not.toMatch(/ReadBuffer/)
  }, 120_000)

  test('at the end of standard input every request in flight is answered before the process exits', async () => {
    const s = startRaw(bundle, env({ SVC_DOMAINS: 'users' }))
    // All at once, then standard input closes: the calls are still running when it ends.
    s.write(INITIALIZE('2025-06-18') + INITIALIZED + call(1, 'svc_users', { action: 'me' }) + call(2, 'svc_users', { action: 'keys_list' }))
    const { code, rest } = await s.end()
    expect(code).toBe(0)
    const answers = new Map(rest.map(r => [r.id, r]))
    expect([...answers.keys()]).toEqual([0, 1, 2])
    expect(answers.get(1)).toMatchObject({ result: { structuredContent: { action: 'me', result: { login: 'alice' } } } })
    expect(answers.get(2)).toMatchObject({ result: { structuredContent: { action: 'keys_list' } } })
  }, 60_000)
})
