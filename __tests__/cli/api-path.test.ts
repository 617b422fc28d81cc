// `svc api` (issue 18, items 1, 2 and 9), through the bundled CLI as a user runs it:
// - a raw path that would leave the API base once normalized (dot segments in any encoding,
//   backslashes, control characters, `#`) is refused with exit 2 and nothing is sent, proven by a
//   loopback server that records every request, at a bare origin and at a sub-path;
// - `--paginate` reads pages with the client's one pager, so a server that ignores `page` stops it
//   with an error after a few requests instead of thousands;
// - a raw call answered 204 (DELETE of a user) is a success; the deletion is read back by HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startForge, type Forge } from '../sim/forge.js'
import { bounded, ensureCliBundle, runCli } from './harness.js'

interface Recorder {
  url: string
  requests: Array<{ method: string; url: string; authorization?: string }>
  close(): Promise<void>
}

/** A loopback HTTP server that records every request and answers with `answer`. */
async function recorder(answer: (req: IncomingMessage, res: ServerResponse, n: number) => void): Promise<Recorder> {
  const requests: Recorder['requests'] = []
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization })
    answer(req, res, requests.length)
  })
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise(done => {
        server.closeAllConnections()
        server.close(() => done())
      })
  }
}

const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

const TOKEN = 'tok-0123456789abcdef0123456789abcdef01234567'

let bundle: string
let rec: Recorder
beforeAll(async () => {
  bundle = ensureCliBundle()
  rec = await recorder((_req, res) => json(res, { ok: true }))
}, 180_000)
afterAll(async () => {
  await rec?.close()
})

describe('svc api: a path that would leave the API base is refused, nothing sent', () => {
  // Each of these, sent as it is, lands outside /api/v1 (or /gitea/api/v1) once a URL parser, a
  // proxy or the server resolves it.
  const hostile = [
    '/../../admin/x',
    '/users/../../../other-app/secrets',
    '../x',
    '/..',
    '/.',
    '/./user',
    '/%2e%2e/%2e%2e/admin/x',
    '/%2E%2E/x',
    '/.%2E/x',
    '/%2e./x',
    '/%2e/x',
    '/%252e%252e/x',
    '/a/..%2f..%2fx',
    '/a/..%5C..%5Cx',
    '\\..\\..\\x',
    '/users\\..\\x',
    '/.\t./x',
    '/.\n./x',
    '/..\r/x',
    '/user\u001b[0m',
    '/us\u007fer',
    '/user%00',
    '/.%09./x',
    '/user#/../../x',
    '/user#frag',
    '/%c0%ae%c0%ae/x',
    '/api/v1/../../x',
    '/user?x=1#y'
  ]
  const servers = () => [rec.url, `${rec.url}/gitea`]

  test('each hostile path, at a bare origin and at a sub-path: exit 2, a message naming <path>, no request', async () => {
    const cases = servers().flatMap(server => hostile.map(path => ({ server, path })))
    const runs = await bounded(
      4,
      cases.map(c => () => runCli(bundle, ['api', 'GET', c.path], { env: { SVC_SERVER_URL: c.server, SVC_TOKEN: TOKEN } }))
    )
    const seen = cases.map((c, i) => ({
      ...c,
      code: runs[i].code,
      refused: /^svc: <path>: .*refused, nothing was sent/.test(runs[i].stderr)
    }))
    expect(seen).toEqual(cases.map(c => ({ ...c, code: 2, refused: true })))
    for (const r of runs) expect(r.stderr).not.toContain(TOKEN)
    expect(rec.requests).toEqual([])
    // 60 processes of the bundle: on a loaded machine that takes longer than jest's default.
  }, 180_000)

  test('other methods and --dry-run are refused the same way', async () => {
    for (const args of [
      ['api', 'DELETE', '/../../admin/users/x'],
      ['api', 'POST', '/%2e%2e/x', '-f', 'a=1'],
      ['api', 'GET', '/../x', '--dry-run'],
      ['api', 'GET', '/../x', '--paginate']
    ]) {
      const r = await runCli(bundle, args, { env: { SVC_SERVER_URL: `${rec.url}/gitea`, SVC_TOKEN: TOKEN } })
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' })
    }
    expect(rec.requests).toEqual([])
  })

  test('a plain path is sent under the API base, the sub-path kept (the recorder records)', async () => {
    for (const [server, path, sent] of [
      [rec.url, '/user', '/api/v1/user'],
      [`${rec.url}/gitea`, '/user', '/gitea/api/v1/user'],
      [`${rec.url}/gitea`, '/api/v1/repos/o/r/branches/feat%2Fx', '/gitea/api/v1/repos/o/r/branches/feat%2Fx'],
      [rec.url, '/users/.hidden?q=../x', '/api/v1/users/.hidden?q=..%2Fx']
    ]) {
      const before = rec.requests.length
      const r = await runCli(bundle, ['api', 'GET', path], { env: { SVC_SERVER_URL: server, SVC_TOKEN: TOKEN } })
      expect(r.code).toBe(0)
      expect(rec.requests.slice(before)).toEqual([{ method: 'GET', url: sent, authorization: `token ${TOKEN}` }])
    }
    rec.requests.length = 0
  })
})

describe('svc api --paginate: the client pager and its safeguards', () => {
  const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }))

  test('a server that ignores page (the same full page every time): an error after two requests', async () => {
    const server = await recorder((req, res) => json(res, rows(1, Number(new URL(req.url!, 'http://x').searchParams.get('limit')))))
    try {
      const r = await runCli(bundle, ['api', 'GET', '/admin/users', '--paginate', '-f', 'limit=5'], {
        env: { SVC_SERVER_URL: server.url, SVC_TOKEN: TOKEN }
      })
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/page 2 holds the same rows as page 1: the server \(or a proxy in front of it\) ignores the page parameter/)
      expect(r.stdout).toBe('')
      expect(server.requests.map(q => q.url)).toEqual(['/api/v1/admin/users?page=1&limit=5', '/api/v1/admin/users?page=2&limit=5'])
    } finally {
      await server.close()
    }
  })

  test('new rows on every page past the reported total: an error, a bounded number of requests', async () => {
    // Ignores page, answers new ids each time and reports a total of 12.
    const server = await recorder((_req, res, n) => json(res, rows(n * 100, 5), { 'x-total-count': '12' }))
    try {
      const r = await runCli(bundle, ['api', 'GET', '/repos/search', '--paginate', '-f', 'limit=5'], {
        env: { SVC_SERVER_URL: server.url, SVC_TOKEN: TOKEN }
      })
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/the pages hold more rows \(15\) than the total the server reports \(12\)/)
      expect(server.requests.length).toBe(3)
    } finally {
      await server.close()
    }
  })

  test('a list in a wrapper ({data: [...]}) is paged to the end and kept in its wrapper', async () => {
    const server = await recorder((req, res) => {
      const page = Number(new URL(req.url!, 'http://x').searchParams.get('page'))
      json(res, { ok: true, data: page <= 2 ? rows(page * 10, 2) : [] })
    })
    try {
      const r = await runCli(bundle, ['api', 'GET', '/users/search', '--paginate', '-f', 'limit=2', '-f', 'q=a'], {
        env: { SVC_SERVER_URL: server.url, SVC_TOKEN: TOKEN }
      })
      expect(r.code).toBe(0)
      expect(JSON.parse(r.stdout)).toEqual({ ok: true, data: [{ id: 10 }, { id: 11 }, { id: 20 }, { id: 21 }] })
      expect(server.requests.every(q => q.url.includes('q=a') && q.url.includes('limit=2'))).toBe(true)
    } finally {
      await server.close()
    }
  })

  test('--paginate with a page parameter is a usage error', async () => {
    const r = await runCli(bundle, ['api', 'GET', '/admin/users?page=2', '--paginate'], {
      env: { SVC_SERVER_URL: rec.url, SVC_TOKEN: TOKEN }
    })
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/--paginate reads every page from the first: drop the page parameter/)
    expect(rec.requests).toEqual([])
  })
})

describe('svc api: a 204 answer is a success', () => {
  let gitea: Forge
  beforeAll(async () => {
    gitea = await startForge({ variant: 'gitea' })
  })
  afterAll(async () => {
    await gitea?.close()
  })

  test('DELETE /admin/users/u1: exit 0, nothing printed, the user is gone (read back by HTTP)', async () => {
    const admin = gitea.fixtures.adminToken
    const headers = { authorization: `token ${admin}`, 'content-type': 'application/json' }
    const created = await fetch(`${gitea.url}/api/v1/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'u1', email: 'u1@example.com', password: 'pw-u1-0123456789', must_change_password: false })
    })
    expect(created.status).toBe(201)
    const r = await runCli(bundle, ['api', 'DELETE', '/admin/users/u1'], { env: { SVC_SERVER_URL: gitea.url, SVC_TOKEN: admin } })
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' })
    expect(gitea.requests.filter(q => q.method === 'DELETE').map(q => q.path)).toEqual(['/api/v1/admin/users/u1'])
    expect(gitea.violations).toEqual([])
    expect((await fetch(`${gitea.url}/api/v1/users/u1`, { headers })).status).toBe(404)
  })
})
