// The defects of issue 8 (hostile servers, careless input), each at the layer that fixes it: the
// client and registry in-process against a scripted loopback server, and the shared text helpers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer as createHttps } from 'node:https'
import type { AddressInfo } from 'node:net'
import { resultOutputText } from '../src/action/outputs.js'
import { Masker as ActionMasker } from '../src/action/masking.js'
import { render, renderTable } from '../src/cli/output.js'
import { Forge, ForgeHttp, buildRequest, type ConnectionSettings } from '../src/client/index.js'
import { LIMITS } from '../src/client/pagination.js'
import { retryDelayMs } from '../src/client/http.js'
import { ForgeError, UsageError } from '../src/errors.js'
import { OPERATIONS, findOperation, isComposite, validateParams, type Domain, type Route } from '../src/registry/index.js'
import { basicAuthForm, credentialForms, neutralize, neutralizeJson } from '../src/text.js'
import { json, startScripted, text, type Scripted } from './faults/server.js'
import { selfSignedCert } from './tls.js'
import { dataStdout } from '../src/cli/stdout.js'

let server: Scripted
const clients: ForgeHttp[] = []
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f0a1b2c3d'

function forge(settings: Partial<ConnectionSettings> = {}): Forge {
  const http = new ForgeHttp({ serverUrl: server.url, token: TOKEN, ...settings })
  clients.push(http)
  return new Forge(http, 'gitea')
}
const op = (d: Domain, name: string) => findOperation(d, name)
async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p
  } catch (e) {
    return e as Error
  }
  throw new Error('expected a failure')
}

beforeAll(async () => {
  server = await startScripted()
})
beforeEach(() => {
  server.seen.length = 0
  server.handle = (_req, res) => json(res, 200, {})
})
afterAll(async () => {
  await Promise.all(clients.map(c => c.close()))
  await server.close()
})

describe('1. path params cannot escape their route', () => {
  it.each(['..', '.', '%2e%2e'.replace(/%2e/g, '.')])(
    'users_rename with username %j is refused naming the param; nothing is sent',
    async name => {
      const e = await failure(forge().run(op('admin', 'users_rename'), { username: name, new_name: 'x' }))
      expect(e).toBeInstanceOf(UsageError)
      expect(e.message).toMatch(/"username"/)
      expect(server.seen).toHaveLength(0)
      const dry = await failure(forge().run(op('admin', 'users_rename'), { username: name, new_name: 'x' }, { dryRun: true }))
      expect(dry).toBeInstanceOf(UsageError)
    }
  )

  it('every operation builds a path that matches its route template, whatever the params hold', () => {
    const hostile = ['..', '.', 'a/b', '../x', 'x/..', '?q=1', '#f', '%2e%2e', 'a b', '..%2f', '\\..\\', 'ü/ß', '...']
    const http = new ForgeHttp({ serverUrl: 'http://127.0.0.1:1/sub', token: TOKEN })
    clients.push(http)
    let checked = 0
    for (const operation of OPERATIONS)
      for (const binding of Object.values(operation.routes)) {
        if (!binding) continue
        for (const route of isComposite(binding) ? binding.steps : [binding as Route]) {
          const keys = [...route.path.matchAll(/\{(\w+)\}/g)].map(m => m[1])
          // A route under the server root (the runner protocol) has no /api/v1.
          const template = new RegExp(`^/sub${route.root ? '' : '/api/v1'}${route.path.replace(/\{\w+\}/g, '[^/?#]+')}$`)
          for (const value of hostile) {
            const p = Object.fromEntries(keys.map(k => [k, value]))
            if (value === '.' || value === '..') {
              if (keys.length > 0) expect(() => buildRequest(route, p)).toThrow(UsageError)
              if (keys.length > 0) continue
            }
            const url = new URL(http.url(buildRequest(route, p)))
            expect(`${operation.name} ${url.pathname}`).toMatch(new RegExp(`^${operation.name} ${template.source.slice(1)}`))
            checked++
          }
        }
      }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('2. a non-answer is not a success', () => {
  const html = '<!DOCTYPE html><html><head><title>Sign in</title></head><body>SSO</body></html>'
  it('a 200 HTML page where JSON is expected fails, saying what came back and what to check', async () => {
    server.handle = (_req, res) => text(res, 200, html, 'text/html; charset=utf-8')
    const e = await failure(forge().run(op('users', 'me'), {}))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).toMatch(/text\/html/)
    expect(e.message).toMatch(/<!DOCTYPE html>/)
    expect((e as ForgeError).hint).toMatch(/server-url/)
    expect((e as ForgeError).hint).toMatch(/proxy|SSO/)
  })
  it("an HTML error page (a proxy's 502) is described as such, with the server-url hint", async () => {
    server.handle = (_req, res) => text(res, 502, html, 'text/html')
    const e = (await failure(forge().run(op('users', 'me'), {}))) as ForgeError
    expect(e.message).toMatch(/502 an HTML page titled "Sign in"/)
    expect(e.hint).toMatch(/server-url/)
  })
  it('plain text where JSON is expected fails', async () => {
    server.handle = (_req, res) => text(res, 200, 'Service under maintenance')
    const e = await failure(forge().run(op('admin', 'users_list'), {}))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).toMatch(/text\/plain/)
  })
  it('an empty 204 where a body is expected fails', async () => {
    server.handle = (_req, res) => {
      res.writeHead(204)
      res.end()
    }
    const e = await failure(forge().run(op('users', 'me'), {}))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).toMatch(/no content|empty/)
  })
  it('HTML where a text answer is expected fails too; an empty answer where none is expected is fine', async () => {
    server.handle = (_req, res) => text(res, 200, html, 'text/html')
    expect(await failure(forge().run(op('users', 'gpg_keys_token'), {}))).toBeInstanceOf(ForgeError)
    server.handle = (_req, res) => {
      res.writeHead(204)
      res.end()
    }
    const done = await forge().run(op('users', 'secrets_set'), { name: 'S', value: 'v' })
    expect(done.status).toBe(204)
  })
  it('invalid JSON is refused without quoting it', async () => {
    server.handle = (_req, res) => text(res, 200, `{"login": "${TOKEN}`, 'application/json')
    const e = await failure(forge().run(op('users', 'me'), {}))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).not.toContain(TOKEN.slice(0, 8))
  })
})

describe('3. large answers', () => {
  it('output handling is linear: 200,000 rows render as a table and as output text', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => ({ id: i, login: `u${i}` }))
    expect(renderTable(rows).split('\n').length).toBe(200_002)
    expect(resultOutputText(JSON.stringify(rows), rows).text).toBe('')
  })
  it('a list of 150,000 rows in one answer is read without a stack overflow', async () => {
    const rows = Array.from({ length: 150_000 }, (_, i) => ({ id: i }))
    server.handle = (_req, res) => json(res, 200, rows)
    const res = await forge().run(op('users', 'keys_list'), {})
    expect(res.result).toHaveLength(150_000)
  })
  it('paginate over 100,000 users works, page by page', async () => {
    const total = 100_000
    server.handle = (req, res) => {
      const size = Number(req.query.limit)
      const from = (Number(req.query.page) - 1) * size
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
        id: from + i + 1,
        login: `user${from + i + 1}`,
        email: `u${from + i}@example.com`
      }))
      json(res, 200, rows, { 'x-total-count': String(total) })
    }
    const res = await forge().run(op('admin', 'users_list'), { limit: 500 }, { paginate: true })
    expect(res.result).toHaveLength(total)
    expect(server.seen).toHaveLength(200)
    expect(process.memoryUsage().rss).toBeLessThan(1.5 * 1024 ** 3)
  })
  it('a body over the size cap fails naming the limit and how to raise it', async () => {
    server.handle = (_req, res) => json(res, 200, 'x'.repeat(3 * 1024 * 1024))
    const e = await failure(forge({ maxBodyBytes: 1024 * 1024 }).run(op('users', 'me'), {}))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).toMatch(/1 MiB/)
    expect(`${e.message} ${(e as ForgeError).hint}`).toMatch(/SVC_MAX_BODY_MB/)
  })
})

describe('4. servers that ignore page', () => {
  const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, login: `u${from + i}` }))
  it('the same page whatever page says stops with a clear error (paginate and lists paged by svc)', async () => {
    server.handle = (_req, res) => json(res, 200, page(1, 50), { 'x-total-count': '1000' })
    const e = await failure(forge().run(op('admin', 'users_list'), {}, { paginate: true }))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).toMatch(/same (rows|page)/)
    expect(server.seen.length).toBeLessThanOrEqual(2)
    server.handle = (_req, res) => json(res, 200, page(1, 50))
    expect(await failure(forge().run(op('users', 'keys_list'), {}))).toBeInstanceOf(ForgeError)
  })
  it('more rows than the reported total is an error', async () => {
    server.handle = (req, res) => json(res, 200, page((Number(req.query.page) - 1) * 50, 50), { 'x-total-count': '60' })
    const e = await failure(forge().run(op('admin', 'users_list'), {}, { paginate: true }))
    expect(e).toBeInstanceOf(ForgeError)
    expect(e.message).toMatch(/total/)
  })
  it('the number of pages is bounded', async () => {
    const saved = LIMITS.maxPages
    LIMITS.maxPages = 5
    try {
      server.handle = (req, res) => json(res, 200, page(Number(req.query.page) * 100, 50))
      const e = await failure(forge().run(op('admin', 'users_list'), {}, { paginate: true }))
      expect(e).toBeInstanceOf(ForgeError)
      expect(e.message).toMatch(/5 pages/)
      expect(server.seen).toHaveLength(5)
    } finally {
      LIMITS.maxPages = saved
    }
  })
})

describe('5. credentials in other forms', () => {
  it('a server message echoing the Basic authorization value is redacted', async () => {
    const basic = Buffer.from('admin:pa55word-long').toString('base64')
    server.handle = (_req, res) => json(res, 422, { message: `bad header: Basic ${basic}` })
    const e = await failure(forge({ token: undefined, username: 'admin', password: 'pa55word-long' }).run(op('users', 'me'), {}))
    expect(e.message).not.toContain(basic)
    expect(basicAuthForm('admin', 'pa55word-long')).toBe(basic)
  })
  it('a message cut at 500 characters is redacted before the cut (no token prefix survives)', async () => {
    server.handle = (_req, res) => json(res, 500, { message: `${'m'.repeat(490)} ${TOKEN} more` })
    const e = await failure(forge().run(op('users', 'me'), {}))
    expect(e.message).not.toContain(TOKEN.slice(0, 8))
  })
  it('the first bytes of a wrong answer are redacted before they are cut or folded', async () => {
    server.handle = (_req, res) => text(res, 200, `<html>${' '.repeat(388)}${TOKEN}</html>`, 'text/html')
    const e = await failure(forge().run(op('users', 'me'), {}))
    expect(e.message).toMatch(/HTML/)
    expect(e.message).not.toContain(TOKEN.slice(0, 6))
  })
  it('a secret param echoed in a long message is redacted before the cut', async () => {
    const secret = 'sEcReT-VaLuE-0123456789'
    server.handle = (_req, res) => json(res, 400, { message: `${'m'.repeat(490)} ${secret}` })
    const e = await failure(forge().run(op('users', 'secrets_set'), { name: 'S', value: secret }))
    expect(e.message).not.toContain(secret.slice(0, 8))
  })
})

describe('6. workflow-command injection', () => {
  it.each(['x ::add-mask::y', '  ::set-output name=a::b', 'a ##[set-output name=a;]b', '##[add-mask]z', 'line\n::error::x\n ##[group]y'])(
    'neutralize leaves no command in %j',
    t => {
      const out = neutralize(t)
      for (const line of out.split('\n')) {
        expect(line.trimStart().startsWith('::')).toBe(false)
        expect(line).not.toContain('##[')
        expect(line).not.toContain('::')
      }
    }
  )
  it('JSON keeps its value and loses the command forms', () => {
    const value = { a: 'x ::add-mask::y ##[set-output name=a;]b', 'k::': ['##['] }
    const out = neutralizeJson(JSON.stringify(value))
    expect(out).not.toContain('::')
    expect(out).not.toContain('##[')
    expect(JSON.parse(out)).toEqual(value)
  })
  it('the CLI json output keeps the value and holds no command form', () => {
    const result = [{ login: '##[add-mask]x', full_name: '::set-output name=a::b' }]
    const out = render(
      op('admin', 'users_list'),
      { domain: 'admin', action: 'users_list', status: 200, result, changed: false, warnings: [], credentials: [] },
      'json',
      ''
    ).stdout
    expect(out).not.toMatch(/::|##\[/)
    expect(JSON.parse(out)).toEqual(result)
  })
  it('the action masker neutralizes too; the CLI table keeps the data (its stdout is guarded: data-stdout.test.ts)', () => {
    expect(new ActionMasker().safe('failed: ##[add-mask]x')).not.toContain('##[')
    expect(renderTable([{ a: 'v ::add-mask::w\u009b\u001b' }])).toBe('A\nv ::add-mask::w\n')
  })
})

describe('7. errors that mislead', () => {
  it('params nested 10,000 levels deep are refused naming the param; nothing is sent', async () => {
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i++) deep = { a: deep }
    const e = await failure(forge().run(op('admin', 'users_repos_create'), { username: 'u', json_fields: { name: 'r', private: deep } }))
    expect(e).toBeInstanceOf(UsageError)
    expect(e.message).toMatch(/"json_fields/)
    expect(server.seen).toHaveLength(0)
  })
  it('a lone surrogate in a path param or a secret is refused naming the param', async () => {
    const e = await failure(forge().run(op('admin', 'users_rename'), { username: 'a\uD800b', new_name: 'x' }))
    expect(e).toBeInstanceOf(UsageError)
    expect(e.message).toMatch(/"username"/)
    const s = await failure(forge().run(op('users', 'secrets_set'), { name: 'S', value: 'v\uDC00' }))
    expect(s).toBeInstanceOf(UsageError)
    expect(s.message).toMatch(/"value"/)
    expect(() => credentialForms('v\uDC00w')).not.toThrow()
    expect(server.seen).toHaveLength(0)
  })
  it('a 10 MB param value is not echoed in full by a dry run', async () => {
    const big = 'd'.repeat(10 * 1024 * 1024)
    const res = await forge().run(
      op('admin', 'users_repos_create'),
      { username: 'u', json_fields: { name: 'r', description: big } },
      { dryRun: true }
    )
    expect(JSON.stringify(res.dryRun).length).toBeLessThan(5000)
    const path = await forge().run(op('admin', 'users_rename'), { username: big, new_name: 'x' }, { dryRun: true })
    expect(JSON.stringify(path.dryRun).length).toBeLessThan(5000)
  })
  it('validation errors never quote a huge value', () => {
    expect(() => validateParams(op('admin', 'users_rename'), { username: 123, new_name: 'x' })).toThrow(/wrong type/)
  })
})

describe('8. correctness', () => {
  it('Retry-After in HTTP-date form is honoured', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryDelayMs(new Date(now + 7000).toUTCString(), 0, 1000, now)).toBe(7000)
    expect(retryDelayMs('3', 0, 1000, now)).toBe(3000)
    expect(retryDelayMs(undefined, 2, 1000, now)).toBe(4000)
    expect(retryDelayMs('garbage', 0, 1000, now)).toBe(1000)
  })
  it('an unknown CA names ca-cert in the hint', async () => {
    const { key, cert } = selfSignedCert()
    const tls = createHttps({ key, cert }, (_req, res) => json(res, 200, { login: 'x' }))
    await new Promise<void>(r => tls.listen(0, '127.0.0.1', r))
    try {
      const url = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`
      const http = new ForgeHttp({ serverUrl: url, token: TOKEN })
      clients.push(http)
      const e = (await failure(new Forge(http, 'gitea').run(op('users', 'me'), {}))) as ForgeError
      expect(`${e.message} ${e.hint}`).toMatch(/ca-cert/)
      expect(e.hint).toMatch(/--ca-cert/)
      const trusted = new ForgeHttp({ serverUrl: url, token: TOKEN, caCert: cert })
      clients.push(trusted)
      expect((await new Forge(trusted, 'gitea').run(op('users', 'me'), {})).status).toBe(200)
    } finally {
      tls.closeAllConnections()
      await new Promise(r => tls.close(r))
    }
  })
})

describe('6b. data on stdout under a runner (stdout.ts)', () => {
  const through = (writes: string[], guarded = true) => {
    let out = ''
    const s = dataStdout(
      t => (out += t),
      guarded,
      () => 'TOKEN'
    )
    for (const w of writes) s.write(w)
    s.end()
    return out
  }
  it('writes without a command form are not wrapped; unguarded, nothing is', () => {
    expect(through(['a\n', 'b\n'])).toBe('a\nb\n')
    expect(through(['::x::\n'], false)).toBe('::x::\n')
  })
  it('the stop line comes before the first write that holds one, on a line of its own, and the resume line last', () => {
    expect(through(['a\n', 'b ::x::\n', 'c\n'])).toBe('a\n::stop-commands::TOKEN\nb ::x::\nc\n::TOKEN::\n')
    expect(through(['##[error]x'])).toBe('::stop-commands::TOKEN\n##[error]x\n::TOKEN::\n')
    // A `::` split between two writes, the first not ending a line.
    expect(through(['a:', ':b\n'])).toBe('a:\n::stop-commands::TOKEN\n:b\n::TOKEN::\n')
  })
})
