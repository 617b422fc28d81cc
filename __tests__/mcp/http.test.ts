// svc mcp --http as an untrusted client meets it: the bundled server against the simulated Gitea,
// reached by plain HTTP and raw sockets. The protocol's error answers (and that the server keeps
// serving after each), credentials per request (401 and its resource metadata, isolation between
// 50 users at once), the limits (body, headers, slow clients, requests per token, time), Origin,
// CORS, the well-known routes, what reaches the log, single-user mode and a graceful SIGTERM.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { Client, discoverOAuthProtectedResourceMetadata, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { serveHttp, type HttpMcpServer, type HttpOptions } from '../../src/mcp/http.js'
import { createMetrics } from '../../src/mcp/metrics.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { allocId, sshFingerprint } from '../sim/state.js'
import { sampleSshKey } from '../sim/fixtures.js'
import { ensureCliBundle, startHttpServer, stopHttpServers, type HttpServer } from './harness.js'
import { createUsers, runIsolation } from './isolation.js'

const ACCEPT = 'application/json, text/event-stream'
const CALL_ME = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'svc_users', arguments: { action: 'me' } } }

/** A POST to the MCP endpoint: status, headers and the JSON-RPC answer (an SSE stream's one message read). */
async function post(url: string, body: string | object, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body)
  })
  const text = await res.text()
  const data = /^data: (.*)$/m.exec(text)?.[1]
  let json: any
  try {
    json = JSON.parse(data ?? text)
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, json, text }
}

/** The access log's lines in a server's standard error (one JSON object a line). */
const accessLog = (stderr: string) =>
  stderr
    .split('\n')
    .filter(l => l.startsWith('{'))
    .map(l => JSON.parse(l) as Record<string, unknown>)

/** Resolves once the server's access log holds a line `match` accepts (a line is written once its answer is). */
async function logged(server: HttpServer, match: (e: Record<string, unknown>) => boolean): Promise<void> {
  while (!accessLog(server.stderr()).some(match)) await new Promise(resolve => server.child.stderr!.once('data', resolve))
}

/** Raw bytes to the server; the answer's text once the server closes or `ms` pass. */
function raw(port: number, chunks: Array<string | Buffer>, opts: { gapMs?: number; waitMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', b => (answer += b.toString('latin1')))
    socket.on('error', e => ((e as { code?: string }).code === 'ECONNRESET' ? resolve(answer) : reject(e)))
    const timer = setTimeout(() => socket.destroy(), opts.waitMs ?? 5000)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
    void (async () => {
      for (const c of chunks) {
        if (socket.destroyed) return
        socket.write(c)
        if (opts.gapMs) await new Promise(r => setTimeout(r, opts.gapMs))
      }
    })()
  })
}

describe('svc mcp --http against the simulated gitea', () => {
  let sim: Sim
  let bundle: string
  let server: HttpServer
  let alice: string
  let bob: string
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const stillServes = async () => {
    const r = await post(server.url, CALL_ME, auth(alice))
    expect({ status: r.status, login: r.json?.result?.structuredContent?.result?.login }).toEqual({ status: 200, login: 'alice' })
  }

  beforeAll(async () => {
    bundle = ensureCliBundle()
    sim = await startForge({ variant: 'gitea' })
    alice = sim.fixtures.userToken
    const made = await fetch(`${sim.url}/api/v1/users/bob/tokens`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('bob:bob-pass-1234').toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'mcp-http', scopes: ['all'] })
    })
    bob = ((await made.json()) as { sha1: string }).sha1
    server = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url })
  }, 180_000)

  afterEach(() => {
    // The metadata route asks the forge for its OpenID configuration, which the simulator does not have.
    expect(sim.violations.filter(v => !v.includes('/.well-known/openid-configuration'))).toEqual([])
  })

  afterAll(async () => {
    await stopHttpServers()
    await sim?.close()
  })

  test('a request without a token: 401 naming the resource metadata, which names the forge as authorization server', async () => {
    const r = await post(server.url, CALL_ME)
    expect(r.status).toBe(401)
    const metadataUrl = new URL('/.well-known/oauth-protected-resource/mcp', server.url).href
    expect(r.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}"`)
    expect(r.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32001 } })
    const doc = await (await fetch(metadataUrl)).json()
    expect(doc).toEqual({
      resource: server.url,
      authorization_servers: [`${sim.url}/`],
      bearer_methods_supported: ['header'],
      resource_name: expect.stringContaining('svc')
    })
    // The root form too, and as the SDK's client discovers it.
    expect(await (await fetch(new URL('/.well-known/oauth-protected-resource', server.url))).json()).toEqual(doc)
    expect(await discoverOAuthProtectedResourceMetadata(server.url)).toMatchObject({
      resource: server.url,
      authorization_servers: [`${sim.url}/`]
    })
    for (const bad of ['Bearer', 'Bearer a b', 'Token abc', 'Bearer a\u00e9b', 'Basic bm9jb2xvbg=='])
      expect({ bad, status: (await post(server.url, CALL_ME, { authorization: bad })).status }).toEqual({ bad, status: 401 })
    const invalid = await post(server.url, CALL_ME, { authorization: 'Token abc' })
    expect(invalid.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata="[^"]+", error="invalid_token"/)
    await stillServes()
  })

  test('a token the forge refuses: 401 with error="invalid_token", so that a client may renew it', async () => {
    const r = await post(server.url, CALL_ME, auth('0'.repeat(40)))
    expect(r.status).toBe(401)
    expect(r.headers.get('www-authenticate')).toMatch(
      /^Bearer resource_metadata="[^"]+", error="invalid_token", error_description="the forge refused/
    )
    // tools/list checks the credentials too when svc_admin is served (GET /user).
    expect((await post(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, auth('0'.repeat(40)))).status).toBe(401)
    await stillServes()
  })

  test('both eras: a 2026-07-28 client (per-request envelope) and a 2025 one get the same tools and answers', async () => {
    const answers: unknown[] = []
    for (const versionNegotiation of [{ mode: { pin: '2026-07-28' } }, undefined] as const) {
      const client = new Client({ name: 'svc-eras', version: '1.0.0' }, versionNegotiation ? { versionNegotiation } : {})
      await client.connect(new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: auth(alice) } }))
      try {
        const tools = (await client.listTools()).tools.map(t => t.name)
        const me = (await client.callTool({ name: 'svc_users', arguments: { action: 'me' } })) as { structuredContent?: unknown }
        answers.push({ tools, me: me.structuredContent })
      } finally {
        await client.close()
      }
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toMatchObject({ tools: expect.arrayContaining(['svc_enable', 'svc_users']), me: { result: { login: 'alice' } } })
    await logged(server, e => e.rpc === 'server/discover' && e.status === 200)
    // Nothing ever changes: a 2026-07-28 subscription is acknowledged with nothing to listen for, and ends.
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} }
    const listen = await fetch(server.url, {
      method: 'POST',
      headers: {
        ...auth(alice),
        'content-type': 'application/json',
        accept: ACCEPT,
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'subscriptions/listen'
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'subscriptions/listen',
        params: { notifications: { toolsListChanged: true }, _meta: meta }
      })
    })
    const events = await listen.text()
    expect(events).toMatch(/"notifications\/subscriptions\/acknowledged","params":\{"notifications":\{\}/)
    expect(events).toMatch(/"id":9,"result":\{"resultType":"complete"/)
  })

  test('protocol checks: batch, bad JSON, 10 MiB + 1, wrong Origin, GET without SSE; each answered as the spec says, and the server keeps serving', async () => {
    // A batch: 2025-03-26 (no version header) had batches; 2025-06-18 removed them.
    const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' })
    const batch = await post(server.url, [list(1), list(2)], auth(alice))
    expect(batch.status).toBe(200)
    const refusedBatch = await post(server.url, [list(1), list(2)], { ...auth(alice), 'mcp-protocol-version': '2025-06-18' })
    expect(refusedBatch.status).toBe(400)
    expect(refusedBatch.json).toMatchObject({ id: null, error: { code: -32600, message: expect.stringMatching(/no JSON-RPC batches/) } })
    await stillServes()

    const bad = await post(server.url, '{"jsonrpc": "2.0", "id": 1, "method": ', auth(alice))
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error/) } })
    await stillServes()

    const big = await post(server.url, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20).toString(), auth(alice))
    expect(big.status).toBe(413)
    expect(big.json).toMatchObject({ error: { code: -32600, message: expect.stringMatching(/over the limit of 10485760 bytes/) } })
    // The same limit when the client does not say the length: the body is read up to it, no further.
    const port = new URL(server.url).port
    const chunked = await raw(Number(port), [
      `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${alice}\r\ncontent-type: application/json\r\naccept: ${ACCEPT}\r\ntransfer-encoding: chunked\r\n\r\n`,
      ...Array.from({ length: 11 }, () => `100000\r\n${' '.repeat(0x100000)}\r\n`)
    ])
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /)
    await stillServes()

    const origin = await post(server.url, CALL_ME, { ...auth(alice), origin: 'http://evil.example' })
    expect(origin.status).toBe(403)
    expect(origin.json).toMatchObject({ error: { message: expect.stringMatching(/Origin/) } })
    const own = await post(server.url, CALL_ME, { ...auth(alice), origin: new URL(server.url).origin })
    expect(own.status).toBe(200)

    const get = await fetch(server.url, { headers: { ...auth(alice), accept: 'text/event-stream' } })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect((await fetch(server.url, { method: 'DELETE', headers: auth(alice) })).status).toBe(405)
    expect((await post(server.url, 'null', auth(alice))).status).toBeGreaterThanOrEqual(400)
    await stillServes()
  })

  test('no CORS unless configured; /healthz; anything else is 404', async () => {
    const pre = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: new URL(server.url).origin, 'access-control-request-method': 'POST' }
    })
    expect(pre.headers.get('access-control-allow-origin')).toBeNull()
    const health = await fetch(new URL('/healthz', server.url))
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await fetch(new URL('/', server.url))).status).toBe(404)
  })

  test('attacks: path traversal on the well-known routes, a token in the URL, huge headers, header injection, a hostile Host', async () => {
    const port = Number(new URL(server.url).port)
    const head = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\n${extra}\r\n`
    for (const path of [
      '/.well-known/oauth-protected-resource/../../../etc/passwd',
      '/.well-known/oauth-protected-resource/..%2f..%2fetc%2fpasswd',
      '/.well-known/oauth-protected-resource/mcp/..',
      '/.well-known/../healthz/../.well-known/oauth-protected-resource%00',
      '//.well-known/oauth-protected-resource'
    ]) {
      const answer = await raw(port, [head(path)])
      expect({ path, status: answer.slice(0, 12) }).toEqual({ path, status: 'HTTP/1.1 404' })
      expect(answer).not.toMatch(/root:|authorization_servers/)
    }
    const secret = 'f'.repeat(40)
    const inUrl = await post(`${server.url}?access_token=${secret}`, CALL_ME)
    expect(inUrl.status).toBe(400)
    expect(inUrl.json.error.message).toMatch(/credential in the URL is refused/)
    const huge = await raw(port, [head('/healthz', `x-big: ${'a'.repeat(64 * 1024)}\r\n`)])
    expect(huge).toMatch(/^HTTP\/1\.1 431 /)
    // A header value with a line break never reaches the server as one value: Node refuses the request.
    const injected = await raw(port, [head('/healthz', 'authorization: Bearer abc\rx-injected: 1\r\n')])
    expect(injected).toMatch(/^HTTP\/1\.1 400 /)
    // A hostile Host (DNS rebinding) reaches neither the endpoint nor the metadata; the health check answers any.
    for (const path of ['/mcp', '/.well-known/oauth-protected-resource/mcp'])
      expect(await raw(port, [`GET ${path} HTTP/1.1\r\nhost: evil.example\r\nconnection: close\r\n\r\n`])).toMatch(/^HTTP\/1\.1 403 /)
    expect(await raw(port, [`GET /healthz HTTP/1.1\r\nhost: evil.example\r\nconnection: close\r\n\r\n`])).toMatch(/^HTTP\/1\.1 200 /)
    // A token where a tool or method name goes: answered, never logged.
    for (const [method, name] of [
      ['tools/call', alice],
      ['tools/call', bob],
      [`tools/${alice}`, 'svc_users'],
      ['tools/call', `svc_users\u001b[31m\r\nforged line`]
    ])
      expect((await post(server.url, { jsonrpc: '2.0', id: 3, method, params: { name, arguments: {} } }, auth(alice))).status).toBeLessThan(
        500
      )
    // A response to nothing, which the SDK reports quoting it: the report is masked as the request's.
    for (const headers of [{}, { 'mcp-session-id': 'none' }] as Array<Record<string, string>>) {
      const answered = await post(
        server.url,
        { jsonrpc: '2.0', id: 4, error: { code: 1, message: `from ${alice}` } },
        { ...auth(alice), ...headers }
      )
      expect(answered.status).toBe(202)
    }
    await stillServes()
    // Nothing a client sent reaches the log raw: no token, no control character, no path but the known ones.
    await logged(server, e => e.path === '/mcp' && e.status === 200 && e.rpc === 'tools/call' && e.tool === '(other tool)')
    await logged(server, e => e.method === 'GET' && e.path === '(other path)' && e.status === 404)
    const log = server.stderr()
    expect(log).not.toMatch(/forged line/)
    for (const s of [alice, bob, secret, 'etc/passwd', 'x-injected']) expect({ s, found: log.includes(s) }).toEqual({ s, found: false })
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    expect(log.split('\n').filter(l => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(l))).toEqual([])
    await logged(server, e => e.method === 'GET' && e.path === '(other path)' && e.status === 404)
    // A request id of the client's is logged only when plain, masked, and never answered back.
    const proxyId = await post(server.url, CALL_ME, { ...auth(alice), 'x-request-id': 'proxy-42' })
    const ownId = proxyId.headers.get('x-request-id')
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/)
    await logged(server, e => e.id === ownId && e.client_request_id === 'proxy-42' && e.user === 'alice')
    for (const given of [`${alice}::warning::x`, alice]) {
      const r = await post(server.url, CALL_ME, { ...auth(alice), 'x-request-id': given })
      expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      expect(JSON.stringify([...r.headers])).not.toContain(alice)
    }
    expect(server.stderr()).not.toContain(alice)
  })

  test("50 users at once, each with its own token: every answer is its own user's, never another's", async () => {
    const users = await createUsers(sim.url, sim.fixtures.adminToken, 'iso', 50)
    const { problems, answers } = await runIsolation(server.url, users)
    expect(problems).toEqual([])
    expect([...answers.values()].every(a => a.length === 4)).toBe(true)
    expect(server.stderr()).not.toContain(users[0].token)
  }, 120_000)

  test('no answer holds more than 500 rows: paginate over 600 users answers 500, says there is more and why', async () => {
    const admin = auth(sim.fixtures.adminToken)
    for (let i = 0; i < 600; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          fetch(`${sim.url}/api/v1/admin/users`, {
            method: 'POST',
            headers: { authorization: `token ${sim.fixtures.adminToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              username: `many${i + k}`,
              email: `many${i + k}@example.com`,
              password: 'Many-pass-1234',
              must_change_password: false
            })
          })
        )
      )
    const call = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'svc_admin', arguments: { action: 'users_list', paginate: true } }
    }
    const r = (await post(server.url, call, admin)).json.result.structuredContent
    expect(r.total_count).toBeGreaterThan(600)
    expect(r.result).toHaveLength(500)
    expect(r.more).toBe(true)
    expect(r.warnings).toEqual([expect.stringMatching(/the list has \d+ rows: the first 500 are answered; ask for one page at a time/)])
  }, 60_000)

  test('requests per token are bounded (429), another token is not held up; a request over time is answered 504', async () => {
    const bounded = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url }, ['--max-concurrent', '1', '--request-timeout', '8'])
    try {
      // Bounded by events, not by the clock: the second request goes once the first is at the forge
      // (held there long enough for a busy machine to answer the second meanwhile).
      const atForge = () => sim.requests.filter(q => q.method === 'GET' && q.path === '/api/v1/user').length
      const before = atForge()
      sim.inject({ method: 'GET', path: '/user', delayMs: 3000 })
      const slow = post(bounded.url, CALL_ME, auth(alice))
      while (atForge() === before) await new Promise(r => setTimeout(r, 20))
      const second = await post(bounded.url, CALL_ME, auth(alice))
      expect(second.status).toBe(429)
      expect(second.headers.get('retry-after')).toBe('1')
      const other = await post(bounded.url, CALL_ME, auth(bob))
      expect(other.json?.result?.structuredContent?.result?.login).toBe('bob')
      expect((await slow).status).toBe(200)

      // Over the request timeout (8 s): 504, while the forge still holds the call 4 s longer.
      sim.inject({ method: 'GET', path: '/user', delayMs: 12_000 })
      const late = await post(bounded.url, CALL_ME, auth(alice))
      expect(late.status).toBe(504)
      expect(late.json).toMatchObject({ id: 7, error: { message: expect.stringMatching(/timed out/) } })
      // The work it started holds the token's slot until it ends: 429 until then, then 200.
      expect((await post(bounded.url, CALL_ME, auth(alice))).status).toBe(429)
      for (;;) {
        const next = await post(bounded.url, CALL_ME, auth(alice))
        if (next.status === 200) break
        expect(next.status).toBe(429)
        await new Promise(r => setTimeout(r, 200))
      }
    } finally {
      await bounded.stop()
    }
  }, 120_000)

  test('single-user mode is opt-in: SVC_TOKEN serves requests without one only with --single-user', async () => {
    const plain = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url, SVC_TOKEN: alice })
    const single = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url, SVC_TOKEN: alice }, ['--single-user'])
    try {
      expect((await post(plain.url, CALL_ME)).status).toBe(401)
      const r = await post(single.url, CALL_ME)
      expect(r.json.result.structuredContent.result.login).toBe('alice')
      // A request's own token still wins.
      expect((await post(single.url, CALL_ME, auth(bob))).json.result.structuredContent.result.login).toBe('bob')
    } finally {
      await plain.stop()
      await single.stop()
    }
  }, 60_000)

  test('CORS and more origins when configured', async () => {
    const app = 'https://app.example.com'
    const cors = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url }, ['--cors-origins', app])
    try {
      const pre = await fetch(cors.url, { method: 'OPTIONS', headers: { origin: app, 'access-control-request-method': 'POST' } })
      expect(pre.status).toBe(204)
      expect(pre.headers.get('access-control-allow-origin')).toBe(app)
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/)
      const r = await post(cors.url, CALL_ME, { ...auth(alice), origin: app })
      expect(r.status).toBe(200)
      expect(r.headers.get('access-control-allow-origin')).toBe(app)
      expect((await post(cors.url, CALL_ME, { ...auth(alice), origin: 'https://other.example.com' })).status).toBe(403)
    } finally {
      await cors.stop()
    }
  }, 60_000)

  test("params that act on the server's machine are refused over HTTP: a file to read or write, its GPG key", async () => {
    const call = async (name: string, args: Record<string, unknown>) =>
      (await post(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }, auth(alice))).json.result
    // Nothing is sent on alice's behalf but what a new server asks first (the variant: GET
    // /api/v1/version, /api/forgejo/v1/version); the forge's OpenID configuration, which a server
    // asks on its own at any time, carries no token.
    const sent = () => sim.requests.filter(r => !/\/version$/.test(r.path) && String(r.headers.authorization ?? '').includes(alice)).length
    const before = sent()
    expect(await call('svc_users', { action: 'avatar_upload', file: '/etc/passwd' })).toMatchObject({
      isError: true,
      content: [{ text: expect.stringMatching(/avatar_upload: param "file": over HTTP svc reads and writes no file/) }]
    })
    expect((await call('svc_users', { action: 'runners_register', name: 'x', runner_file: '/tmp/x' })).content[0].text).toMatch(
      /param "runner_file"/
    )
    expect((await call('svc_users', { action: 'gpg_keys_verify', key_id: 'ABC', sign: true })).content[0].text).toMatch(/param "sign"/)
    expect((await call('svc_enable', { domains: ['state'] })).content[0].text).toMatch(
      /^svc_enable: state is not served here: svc mcp --http serves users, admin/
    )
    expect(sent()).toBe(before)
    const withState = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url }, ['--domains', 'users,state'])
    try {
      const state = (
        await post(
          withState.url,
          {
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'svc_state', arguments: { action: 'plan', file: '/etc/passwd' } }
          },
          auth(alice)
        )
      ).json.result
      expect(state).toMatchObject({
        isError: true,
        content: [{ text: expect.stringMatching(/svc_state: param "file": over HTTP svc reads and writes no file.*"yaml"/) }]
      })
    } finally {
      await withState.stop()
    }
    expect(sent()).toBe(before)
  }, 60_000)

  test('SIGTERM: requests in flight finish, then the server exits 0 and accepts nothing more', async () => {
    const s = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url })
    sim.inject({ method: 'GET', path: '/user', delayMs: 1000 })
    const inflight = post(s.url, CALL_ME, auth(alice))
    await new Promise(r => setTimeout(r, 300))
    const code = s.stop()
    const r = await inflight
    expect(r.status).toBe(200)
    expect(r.json.result.structuredContent.result.login).toBe('alice')
    expect(await code).toBe(0)
    expect(s.stderr()).toMatch(/SIGTERM: stopping; 1 request\(s\) in flight finish first[\s\S]*stopped/)
    await expect(fetch(new URL('/healthz', s.url))).rejects.toThrow()
  }, 30_000)

  test('Basic credentials: 401 with WWW-Authenticate, and nothing reaches the forge', async () => {
    const before = sim.requests.length
    for (const authorization of [
      `Basic ${Buffer.from(`alice:${sim.fixtures.userPassword}`).toString('base64')}`,
      `basic ${Buffer.from('bob:bob-pass-1234').toString('base64')}`,
      'Basic bm9jb2xvbg=='
    ]) {
      const r = await post(server.url, CALL_ME, { authorization })
      expect(r.status).toBe(401)
      expect(r.headers.get('www-authenticate')).toMatch(
        /^Bearer resource_metadata="[^"]+", error="invalid_token", error_description="Basic/
      )
      expect(r.json.error.message).toMatch(/Basic credentials are not accepted .*Authorization: Bearer <token>/)
      expect(r.text).not.toContain(sim.fixtures.userPassword)
    }
    expect(sim.requests.slice(before)).toEqual([])
    await stillServes()
  })

  test("a user who is not an instance admin calling svc_admin is told about the request's own Bearer token", async () => {
    const call = { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'svc_admin', arguments: { action: 'users_list' } } }
    const r = (await post(server.url, call, auth(alice))).json.result
    expect(r.isError).toBe(true)
    expect(r.content[0].text).toMatch(
      /not an instance admin.*send an instance admin's forge token as this request's Authorization: Bearer <token>/
    )
    expect(r.content[0].text).not.toMatch(/run svc mcp with/)
  })

  test('the first page of a 5,000-row list reads only the forge pages it needs, and says more from the total', async () => {
    const alice_ = sim.state.users.find(u => u.login === 'alice')!
    const key = sampleSshKey('many-keys')
    for (let i = 0; i < 5000; i++)
      sim.state.sshKeys.push({
        id: allocId(sim.state, 'sshKey'),
        userId: alice_.id,
        title: `many-${i}`,
        content: key.split(' ').slice(0, 2).join(' '),
        fingerprint: sshFingerprint(key.split(' ')[1]),
        readOnly: false,
        created: '2026-01-01T00:00:00Z'
      })
    try {
      const before = sim.requests.length
      const call = { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'svc_users', arguments: { action: 'keys_list' } } }
      const r = (await post(server.url, call, auth(alice))).json.result.structuredContent
      const pages = sim.requests.slice(before).filter(q => q.path === '/api/v1/user/keys')
      // 500 rows (the most one answer holds) are 10 pages of 50: the other 90 are never asked for.
      expect(pages.map(q => q.query.page)).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)))
      expect(r.result).toHaveLength(500)
      expect(r.total_count).toBe(5001)
      expect(r.more).toBe(true)
      expect(r.warnings).toEqual([expect.stringMatching(/^the list has 5001 rows: the first 500 are answered; narrow the request/)])
    } finally {
      sim.state.sshKeys = sim.state.sshKeys.filter(k => !k.title.startsWith('many-'))
    }
  }, 60_000)

  test('operating it: the access log to a file (JSON, never a token), GET /metrics with --metrics, and neither without', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-access-'))
    const file = join(dir, 'access.log')
    const ops = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url }, ['--metrics', '--access-log', file])
    try {
      expect((await post(ops.url, CALL_ME, auth(alice))).status).toBe(200)
      expect((await post(ops.url, CALL_ME, auth(bob))).status).toBe(200)
      expect((await post(ops.url, CALL_ME, auth('0'.repeat(40)))).status).toBe(401)
      expect((await post(ops.url, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, auth(alice))).status).toBe(200)
      const metrics = await fetch(new URL('/metrics', ops.url))
      expect(metrics.status).toBe(200)
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      const text = await metrics.text()
      expect(text).toMatch(/^svc_mcp_requests_total\{tool="svc_users",action="me",status="200"\} 2$/m)
      expect(text).toMatch(/^svc_mcp_requests_total\{tool="svc_users",action="me",status="401"\} 1$/m)
      expect(text).toMatch(/^svc_mcp_request_duration_seconds_count\{tool="svc_users",action="me"\} 3$/m)
      expect(text).toMatch(/^svc_mcp_request_duration_seconds_bucket\{le="\+Inf",tool="svc_users",action="me"\} 3$/m)
      expect(text).toMatch(/^svc_mcp_forge_requests_total\{status="200"\} \d+$/m)
      expect(text).toMatch(/^svc_mcp_forge_errors_total\{status="401"\} 1$/m)
      // The scrape itself is in flight while it is answered.
      expect(text).toMatch(/^svc_mcp_requests_in_flight 1$/m)
      for (const t of [alice, bob, 'alice', 'bob']) expect(text).not.toContain(t)
      // Every request is a line of the file (whole once the server stopped); none on standard error.
      expect(await ops.stop()).toBe(0)
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
      const entries = lines.map(l => JSON.parse(l) as Record<string, unknown>)
      expect(entries.filter(e => e.path === '/mcp')).toEqual([
        expect.objectContaining({ method: 'POST', status: 200, rpc: 'tools/call', tool: 'svc_users', action: 'me', user: 'alice' }),
        expect.objectContaining({ status: 200, tool: 'svc_users', action: 'me', user: 'bob', forge_requests: 1 }),
        expect.objectContaining({ status: 401, tool: 'svc_users', action: 'me', forge_requests: 1 }),
        expect.objectContaining({ status: 200, rpc: 'tools/list' })
      ])
      for (const e of entries) {
        expect(new Date(e.time as string).toISOString()).toBe(e.time)
        expect(e.id).toMatch(/^[0-9a-f-]{36}$/)
        expect(typeof e.duration_ms).toBe('number')
      }
      expect(entries.find(e => e.status === 401)).not.toHaveProperty('user')
      for (const t of [alice, bob, '0'.repeat(40)]) expect(readFileSync(file, 'utf8')).not.toContain(t)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(accessLog(ops.stderr())).toEqual([])
    } finally {
      await ops.stop()
      rmSync(dir, { recursive: true, force: true })
    }
    // Off unless asked for.
    expect((await fetch(new URL('/metrics', server.url))).status).toBe(404)
  }, 60_000)

  test('the command line: a host that is not loopback needs --allow-remote, and says why', async () => {
    const run = promisify(execFile)
    const env = { PATH: process.env.PATH ?? '', SVC_SERVER_URL: sim.url }
    const e = await run(process.execPath, [bundle, 'mcp', '--http', '0.0.0.0:0'], { env }).catch(x => x)
    expect(e.code).toBe(2)
    expect(e.stderr).toMatch(/0\.0\.0\.0 is not a loopback address: every machine that reaches it could call the tools.*--allow-remote/)
    const bad = await run(process.execPath, [bundle, 'mcp', '--http', 'nope'], { env }).catch(x => x)
    expect(bad.stderr).toMatch(/--http must be \[HOST:\]PORT/)
    const stray = await run(process.execPath, [bundle, 'mcp', '--single-user'], { env }).catch(x => x)
    expect(stray.stderr).toMatch(/--single-user goes with --http/)
    const remote = await startHttpServer(bundle, { SVC_SERVER_URL: sim.url }, ['--allow-remote', '--http', '0.0.0.0:0'])
    try {
      expect(remote.url).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/mcp$/)
    } finally {
      await remote.stop()
    }
  }, 60_000)
})

describe('svc mcp --http: slow clients are cut off', () => {
  let sim: Sim
  let server: HttpMcpServer
  const lines: string[] = []
  beforeAll(async () => {
    sim = await startForge({ variant: 'gitea' })
    server = await serveHttp({
      connection: { serverUrl: sim.url },
      variant: 'auto',
      domains: ['users'],
      readOnly: false,
      host: '127.0.0.1',
      port: 0,
      allowedOrigins: [],
      corsOrigins: [],
      singleUser: false,
      maxConcurrent: 4,
      requestTimeoutMs: 10_000,
      headersTimeoutMs: 500,
      bodyTimeoutMs: 1000,
      secrets: [],
      log: l => lines.push(l)
    })
  })
  afterAll(async () => {
    await server?.close()
    await sim?.close()
  })

  test('headers a byte at a time, or a body that never ends: 408 and the connection closed', async () => {
    const port = Number(new URL(server.url).port)
    const headers = `POST /mcp HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${sim.fixtures.userToken}\r\n`
    const slowHeaders = await raw(
      port,
      [...headers].map(c => c),
      { gapMs: 50, waitMs: 8000 }
    )
    expect(slowHeaders).toMatch(/^HTTP\/1\.1 408 /)
    const body = JSON.stringify(CALL_ME)
    const slowBody = await raw(
      port,
      [`${headers}content-type: application/json\r\naccept: ${ACCEPT}\r\ncontent-length: ${body.length}\r\n\r\n`, ...[...body].map(c => c)],
      { gapMs: 100, waitMs: 8000 }
    )
    expect(slowBody).toMatch(/^HTTP\/1\.1 408 /)
    const r = await post(server.url, CALL_ME, { authorization: `Bearer ${sim.fixtures.userToken}` })
    expect(r.json.result.structuredContent.result.login).toBe('alice')
    // The body cut off is a 408 in the log, not an error of the server's.
    expect(lines.filter(l => /unexpected error|aborted/.test(l))).toEqual([])
    expect(accessLog(lines.join('\n'))).toContainEqual(expect.objectContaining({ method: 'POST', path: '/mcp', status: 408 }))
    expect(accessLog(lines.join('\n')).map(e => e.status)).not.toContain(500)
  }, 30_000)
})

describe('svc mcp --http: a forge that echoes the token back', () => {
  // A token as a client sends it, and every form a forge (or a proxy in front of it) might echo it in.
  const TOKEN = 'abcdef0123456789abcdef0123456789abcd0001'
  const bytes = Buffer.from(TOKEN)
  const FORMS = [
    TOKEN,
    bytes.toString('base64'),
    bytes.toString('base64url'),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    encodeURIComponent(`token ${TOKEN}`),
    JSON.stringify(TOKEN).slice(1, -1)
  ]
  let forge: Server
  let status = 401
  let server: HttpMcpServer
  const lines: string[] = []
  beforeAll(async () => {
    forge = createServer((req, res) => {
      const got = String(req.headers.authorization ?? '').replace(/^token /, '')
      const echo = [got, Buffer.from(got).toString('base64'), Buffer.from(got).toString('hex'), encodeURIComponent(`token ${got}`)]
      if (req.url === '/api/v1/version') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"1.26.4"}')
      const body =
        status === 200
          ? { id: 1, login: 'alice', email: `${echo[1]}@example.com`, full_name: echo.join(' '), is_admin: false }
          : { message: `token ${echo.join(' ')} is not valid`, url: `http://forge/?t=${echo[3]}` }
      res.writeHead(status, { 'content-type': 'application/json', 'x-echo': echo[1], 'www-authenticate': `Basic realm="${echo[2]}"` })
      res.end(JSON.stringify(body))
    })
    await new Promise<void>(resolve => forge.listen(0, '127.0.0.1', resolve))
    const settings: HttpOptions = {
      connection: { serverUrl: `http://127.0.0.1:${(forge.address() as AddressInfo).port}`, retries: 0 },
      variant: 'auto',
      domains: ['users', 'admin'],
      readOnly: false,
      host: '127.0.0.1',
      port: 0,
      allowedOrigins: [],
      corsOrigins: [],
      singleUser: false,
      maxConcurrent: 8,
      requestTimeoutMs: 30_000,
      secrets: [],
      log: l => lines.push(l),
      metrics: createMetrics()
    }
    server = await serveHttp(settings)
  })
  afterAll(async () => {
    await server?.close()
    await new Promise(resolve => forge?.close(resolve))
  })

  test.each([401, 403, 404, 500, 200])(
    'the forge answers %i echoing it: no answer, header or log line holds it, in any of its forms',
    async code => {
      status = code
      for (const body of [
        CALL_ME,
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'svc_admin', arguments: { action: 'users_list' } } },
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'svc_enable', arguments: { domains: ['admin'] } } }
      ]) {
        // Both the front and the SDK answer (a session id, which the stateless SDK ignores, is the SDK's).
        for (const headers of [{}, { 'mcp-session-id': 'none' }] as Array<Record<string, string>>) {
          const r = await post(server.url, body, { authorization: `Bearer ${TOKEN}`, ...headers })
          expect(r.status).toBe(code === 401 ? 401 : 200)
          const seen = [r.text, JSON.stringify([...r.headers]), lines.join('\n')].join('\n')
          for (const form of FORMS) expect({ code, body, form, found: seen.includes(form) }).toEqual({ code, body, form, found: false })
        }
      }
      expect(lines.length).toBeGreaterThan(0)
    }
  )
})
