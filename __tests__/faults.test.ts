// Fault injection through the bundles: scripted loopback servers answer a reading action (admin
// users_list with paginate, Basic auth + OTP) and a changing action (users secrets_set, token +
// secret value) in 29 broken ways, through the action bundle (dist/index.js) and the CLI bundle
// (dist/cli.js). Every case must end as expected (success, or exit 1 with a clear message, never a
// crash or hang), and after every case the output is scanned for credentials in every form
// (value, JSON-escaped, URI-encoded, line by line, base64 of Basic, a cut-off prefix) and for
// workflow commands as act-based runners and GitHub's runner would read them.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import type { ServerResponse } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { cleanup, findLeaks, isolatedBundle, leakForms, mapLimit, runAction, type ActionRun } from './action/harness.js'
import { ensureCliBundle, runCli } from './cli/harness.js'
import { OWN_COMMANDS, injections } from './faults/scan.js'
import { json, startScripted, text, type Scripted, type Seen } from './faults/server.js'
import { selfSignedCert } from './tls.js'

const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('')
const TOKEN = `tk${hex(38)}`
const USERNAME = 'root-admin'
const PASSWORD = `pw-${hex(20)}`
const OTP = '771903'
const SECRET = `Sv"3/${hex(24)}`
const BASIC = Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')
/** Text a hostile server puts in messages and data: workflow commands for both runner parsers. */
const INJECT = 'x ::add-mask::leak ##[set-output name=result;]pwned\n::set-output name=result::pwned\n  ::error::fake ##[add-mask]z'

type Kind = 'read' | 'change'
type FrontEnd = 'action' | 'cli'
type Outcome = 'ok' | 'fail'

interface Ctx {
  kind: Kind
  fe: FrontEnd
  /** Requests of this run so far (this one included). */
  count: number
  port: number
}

interface Case {
  name: string
  expect: Outcome | ((fe: FrontEnd, kind: Kind) => Outcome)
  /** The answer; absent: the normal answer. */
  serve?: (req: Seen, res: ServerResponse, ctx: Ctx) => void | 'normal'
  /** Where the front end is pointed instead of the scripted server. */
  target?: 'refused' | 'dns' | 'tls' | 'tls-ca'
  env?: Record<string, string>
  /** A failure must say this. */
  says?: RegExp
  /** Run through one front end only. */
  only?: FrontEnd
}

const rows = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, login: `user${from + i}`, email: `u${from + i}@example.com` }))

/** The normal answers: three users; a secret stored. */
function normal(req: Seen, res: ServerResponse): void {
  if (req.method === 'GET') json(res, 200, Number(req.query.page) > 1 ? [] : rows(1, 3), { 'x-total-count': '3' })
  else {
    res.writeHead(204)
    res.end()
  }
}

/** What a careless server echoes: the authorization header and the request body (the secret). */
const echo = (req: Seen) => `auth=${req.headers.authorization ?? ''} body=${req.body}`
const onlyRead = (fault: (req: Seen, res: ServerResponse, ctx: Ctx) => void) => (req: Seen, res: ServerResponse, ctx: Ctx) =>
  ctx.kind === 'read' ? fault(req, res, ctx) : 'normal'
const html = (req: Seen) =>
  `<!DOCTYPE html>\n<html><head><title>Sign in ${echo(req)}</title></head><body>${INJECT}<form>SSO</form></body></html>`

const CASES: Case[] = [
  { name: 'normal answer', expect: 'ok' },
  { name: 'connection refused', expect: 'fail', target: 'refused', says: /could not reach/ },
  { name: 'DNS failure', expect: 'fail', target: 'dns', says: /could not reach|no answer/ },
  {
    name: 'reset mid-body',
    expect: 'fail',
    serve: (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' })
      res.write('[{"id":1,"login":"a"},')
      setTimeout(() => res.destroy(), 20)
    }
  },
  { name: 'never answers', expect: 'fail', serve: () => undefined, says: /no answer within/ },
  {
    name: 'slow drip',
    expect: 'ok',
    serve: (req, res) => {
      if (req.method !== 'GET') return void normal(req, res)
      const body = Number(req.query.page) > 1 ? '[]' : JSON.stringify(rows(1, 3))
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '3' })
      let i = 0
      const drip = setInterval(() => {
        res.write(body.slice(i, i + 40))
        i += 40
        if (i >= body.length) {
          clearInterval(drip)
          res.end()
        }
      }, 30)
    }
  },
  {
    name: '503 then success',
    expect: 'ok',
    serve: (req, res, ctx) => (ctx.count === 1 ? json(res, 503, { message: `busy ${echo(req)}` }) : 'normal'),
    says: /503/
  },
  {
    name: '429 with Retry-After seconds',
    expect: 'ok',
    serve: (_req, res, ctx) => (ctx.count === 1 ? json(res, 429, { message: 'slow down' }, { 'retry-after': '1' }) : 'normal'),
    says: /429/
  },
  {
    name: '429 with Retry-After HTTP-date',
    expect: 'ok',
    serve: (_req, res, ctx) =>
      ctx.count === 1 ? json(res, 429, { message: 'slow down' }, { 'retry-after': new Date(Date.now() + 1000).toUTCString() }) : 'normal',
    says: /429/
  },
  {
    name: '500 always, echoing credentials',
    expect: 'fail',
    serve: (req, res) => json(res, 500, { message: `${INJECT} ${echo(req)}` }),
    says: /500/
  },
  {
    name: 'redirect to another host',
    expect: 'fail',
    serve: (req, res, ctx) => text(res, 302, '', 'text/plain', { location: `http://localhost:${ctx.port}/elsewhere${req.path}` }),
    says: /redirect/
  },
  {
    name: 'redirect on the same host',
    expect: 'fail',
    serve: (req, res) => text(res, 301, '', 'text/plain', { location: `/moved${req.path}` }),
    says: /redirect/
  },
  {
    name: 'HTML login page with 200',
    expect: 'fail',
    serve: (req, res) => text(res, 200, html(req), 'text/html; charset=utf-8'),
    says: /HTML/
  },
  { name: 'HTML error page with 502', expect: 'fail', serve: (req, res) => text(res, 502, html(req), 'text/html'), says: /502/ },
  {
    name: 'plain text with 200',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: (req, res) => text(res, 200, `Maintenance ${INJECT} ${echo(req)}`),
    says: /text\/plain/
  },
  {
    name: 'empty 204',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: (_req, res) => {
      res.writeHead(204)
      res.end()
    },
    says: /no content/
  },
  {
    name: 'invalid JSON',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: (req, res) => text(res, 200, `[{"id":1,"login":"${echo(req)}`, 'application/json'),
    says: /not valid JSON/
  },
  {
    name: 'huge body over the cap',
    expect: 'fail',
    env: { SVC_MAX_BODY_MB: '1' },
    serve: (_req, res) => json(res, 200, rows(1, 40_000), { 'x-total-count': '40000' }),
    says: /SVC_MAX_BODY_MB/
  },
  {
    name: 'non-UTF-8 bytes',
    expect: 'ok',
    serve: (req, res) =>
      req.method === 'GET'
        ? text(
            res,
            200,
            Buffer.concat([Buffer.from('[{"id":1,"login":"b'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('d"}]')]),
            'application/json',
            { 'x-total-count': '1' }
          )
        : 'normal'
  },
  {
    name: 'wrong content type (binary)',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: (_req, res) => text(res, 200, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), 'application/octet-stream'),
    says: /octet-stream/
  },
  { name: 'TLS with an unknown CA', expect: 'fail', target: 'tls', says: /ca-cert/ },
  { name: 'TLS with ca-cert', expect: 'ok', target: 'tls-ca' },
  {
    name: 'same page whatever page says (lying total)',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: onlyRead((_req, res) => json(res, 200, rows(1, 50), { 'x-total-count': '1000' })),
    says: /same rows/
  },
  {
    name: 'same full page, no total',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: onlyRead((_req, res) => json(res, 200, rows(1, 50))),
    says: /same rows/
  },
  {
    name: 'more rows than the reported total',
    expect: (_fe, kind) => (kind === 'read' ? 'fail' : 'ok'),
    serve: onlyRead((req, res) => json(res, 200, rows(Number(req.query.page) * 100, 50), { 'x-total-count': '60' })),
    says: /total/
  },
  {
    name: 'a message echoing Basic credentials',
    expect: 'fail',
    serve: (req, res) => json(res, 401, { message: `bad credentials: ${echo(req)}` }),
    says: /401/
  },
  {
    name: 'a long message that a cut would split through a credential',
    expect: 'fail',
    serve: (req, res) => json(res, 422, { message: `${'m'.repeat(480)} ${req.headers.authorization ?? ''} ${SECRET} ${PASSWORD}` }),
    says: /422/
  },
  { name: 'workflow commands in a message', expect: 'fail', serve: (_req, res) => json(res, 422, { message: INJECT }), says: /422/ },
  {
    name: 'workflow commands in the data',
    expect: 'ok',
    serve: onlyRead((req, res) =>
      json(res, 200, Number(req.query.page) > 1 ? [] : [{ id: 1, login: INJECT, email: '::warning::w ##[debug]d' }], {
        'x-total-count': '1'
      })
    )
  },
  {
    // The action logs the first 2,000 characters of the result: a cut through the password there
    // leaves a prefix no mask matches unless the text is redacted before the cut. (The CLI prints
    // results verbatim by design.)
    name: 'a credential across the cut of the result log',
    expect: 'ok',
    only: 'action',
    serve: onlyRead((req, res) =>
      json(res, 200, Number(req.query.page) > 1 ? [] : [{ id: 1, login: `${'x'.repeat(1960)}${PASSWORD}` }], { 'x-total-count': '1' })
    )
  },
  {
    name: '20,000 rows in one answer',
    expect: 'ok',
    serve: onlyRead((_req, res) => json(res, 200, rows(1, 20_000)))
  }
]

// ---- the run of one case through one front end.

let plain: Scripted
let tls: Scripted
let refusedPort = 0
let caFile = ''
let caPem = ''
let actionBundle = ''
let cliBundle = ''
const counts = new Map<string, number>()
const cases = new Map<string, { c: Case; kind: Kind; fe: FrontEnd }>()

function dispatch(server: () => Scripted) {
  return (req: Seen, res: ServerResponse) => {
    const m = /^\/c\/([^/]+)(\/.*)$/.exec(req.path)
    const run = m ? cases.get(m[1]) : undefined
    if (!m || !run) return void text(res, 404, 'no such case')
    const count = (counts.get(m[1]) ?? 0) + 1
    counts.set(m[1], count)
    const inner = { ...req, path: m[2].replace(/^\/api\/v1/, '') }
    const ctx: Ctx = { kind: run.kind, fe: run.fe, count, port: Number(new URL(server().url).port) }
    if (run.c.serve?.(inner, res, ctx) === 'normal' || !run.c.serve) normal(inner, res)
  }
}

interface Verdict {
  id: string
  held: boolean
  problems: string[]
  leaks: number
  injections: number
}

function credentialsOf(kind: Kind): string[] {
  return kind === 'read' ? [PASSWORD, OTP, BASIC] : [TOKEN, SECRET]
}

/** Every credential form, plus the first 12 characters of the long ones (a cut through a token). */
function leaksIn(text: string, kind: Kind): string[] {
  const found: string[] = []
  for (const value of credentialsOf(kind)) {
    for (const form of leakForms(value)) if (text.includes(form)) found.push(`a credential form (${form.length} chars)`)
    if (value.length >= 20 && text.includes(value.slice(0, 12))) found.push('a credential prefix')
  }
  return found
}

function urlFor(c: Case, id: string): string {
  switch (c.target) {
    case 'refused':
      return `http://127.0.0.1:${refusedPort}/c/${id}`
    case 'dns':
      return `http://svc-fault-case.invalid/c/${id}`
    case 'tls':
    case 'tls-ca':
      return `${tls.url}/c/${id}`
    default:
      return `${plain.url}/c/${id}`
  }
}

function judgeAction(run: ActionRun, kind: Kind) {
  const problems = findLeaks(run, credentialsOf(kind))
  const stdout = run.stdout
    .split('\n')
    .filter(l => !l.startsWith('::add-mask::'))
    .join('\n')
  const prefixLeaks = leaksIn(`${stdout}\n${run.stderr}\n${run.summary}`, kind).filter(p => p.includes('prefix'))
  problems.push(...prefixLeaks)
  const inj = injections(run.stdout, OWN_COMMANDS).concat(injections(run.stderr, new Set()))
  problems.push(...inj)
  if (/\n\s+at .+\(.*:\d+:\d+\)/.test(run.stdout + run.stderr)) problems.push('a stack trace was printed')
  const outcome: Outcome = run.code === 0 && run.errors.length === 0 ? 'ok' : 'fail'
  const message = run.errors.join('\n')
  cleanup(run)
  return { outcome, message, problems, leaks: problems.length - inj.length, injections: inj.length }
}

async function viaCli(c: Case, kind: Kind, id: string) {
  const args = ['--server-url', urlFor(c, id), '--variant', 'gitea']
  if (c.target === 'tls-ca') args.push('--ca-cert', caFile)
  const argv =
    kind === 'read'
      ? [...args, 'admin', 'users', 'list', '--limit', '50', '--paginate']
      : [...args, 'user', 'secrets', 'set', 'S1', '--value', SECRET]
  const env: Record<string, string> =
    kind === 'read' ? { SVC_USERNAME: USERNAME, SVC_PASSWORD: PASSWORD, SVC_OTP: OTP } : { SVC_TOKEN: TOKEN }
  // As a runner runs it (data that may hold `::` is fenced with stop-commands, src/cli/stdout.ts),
  // with the same timeout and retries as the action's run below.
  const run = await runCli(cliBundle, argv, {
    env: { ...env, GITHUB_ACTIONS: 'true', SVC_TIMEOUT_SECONDS: '5', SVC_RETRIES: '1', ...c.env },
    timeoutMs: 120_000
  })
  const problems = leaksIn(`${run.stdout}\n${run.stderr}`, kind).map(p => `CLI output holds ${p}`)
  const inj = injections(run.stdout, new Set()).concat(injections(run.stderr, new Set()))
  problems.push(...inj)
  const leaks = problems.length - inj.length
  if (/\n\s+at .+\(.*:\d+:\d+\)/.test(run.stderr)) problems.push('a stack trace was printed')
  if (run.code !== 0 && run.code !== 1) problems.push(`exit code ${run.code} (expected 0 or 1)`)
  if (run.code === 1 && !/^svc: /.test(run.stderr.split('\n').find(l => l.startsWith('svc: ')) ?? ''))
    problems.push('no "svc: " error line')
  return { outcome: (run.code === 0 ? 'ok' : 'fail') as Outcome, message: run.stderr, problems, leaks, injections: inj.length }
}

beforeAll(async () => {
  const tlsCert = selfSignedCert()
  caFile = tlsCert.certFile
  caPem = tlsCert.cert
  plain = await startScripted()
  tls = await startScripted({ key: tlsCert.key, cert: caPem })
  plain.handle = dispatch(() => plain)
  tls.handle = dispatch(() => tls)
  // A port nothing listens on: bound once, then closed.
  const probe = createServer()
  await new Promise<void>(r => probe.listen(0, '127.0.0.1', r))
  refusedPort = (probe.address() as AddressInfo).port
  await new Promise(r => probe.close(r))
  actionBundle = isolatedBundle()
  cliBundle = ensureCliBundle()
}, 300_000)

afterAll(async () => {
  await plain?.close()
  await tls?.close()
})

it('every fault case holds through the action and the CLI: expected outcome, clear message, no leak, no injection', async () => {
  expect(CASES.length).toBeGreaterThanOrEqual(24)
  const runs: Array<{ c: Case; kind: Kind; fe: FrontEnd; id: string }> = []
  CASES.forEach((c, i) => {
    for (const kind of ['read', 'change'] as Kind[])
      for (const fe of ['action', 'cli'] as FrontEnd[]) {
        if (c.only && c.only !== fe) continue
        const id = `${i}-${kind}-${fe}`
        cases.set(id, { c, kind, fe })
        runs.push({ c, kind, fe, id })
      }
  })
  const verdicts = await mapLimit(runs, 4, async ({ c, kind, fe, id }): Promise<Verdict> => {
    const r = fe === 'action' ? await viaActionWith(c, kind, id) : await viaCli(c, kind, id)
    const expected = typeof c.expect === 'function' ? c.expect(fe, kind) : c.expect
    const problems = [...r.problems]
    if (r.outcome !== expected) problems.push(`expected ${expected}, got ${r.outcome}: ${r.message.slice(0, 300)}`)
    if (r.outcome === 'fail' && expected === 'fail') {
      if (/unexpected/i.test(r.message)) problems.push(`an unexpected error: ${r.message.slice(0, 200)}`)
      if (c.says && !c.says.test(r.message)) problems.push(`the message does not say ${c.says}: ${r.message.slice(0, 300)}`)
    }
    return { id: `${c.name} / ${kind} / ${fe}`, held: problems.length === 0, problems, leaks: r.leaks, injections: r.injections }
  })
  // No request followed a redirect to another host.
  const strays = [...plain.seen, ...tls.seen].filter(s => s.path.startsWith('/elsewhere') || s.path.startsWith('/moved'))
  const held = verdicts.filter(v => v.held).length
  const leaks = verdicts.reduce((n, v) => n + v.leaks, 0)
  const injected = verdicts.reduce((n, v) => n + v.injections, 0)
  console.log(
    `faults: ${verdicts.length} cases (${CASES.length} fault kinds × read/change × action/CLI, one action only), ${held} held, ${leaks} leaks, ${injected} injections, ${strays.length} escapes`
  )
  expect(verdicts.filter(v => !v.held).map(v => `${v.id}: ${v.problems.join('; ')}`)).toEqual([])
  expect(strays).toEqual([])
}, 600_000)

/** The action with the inputs a workflow would add for the case (timeouts, retries, ca-cert). */
async function viaActionWith(c: Case, kind: Kind, id: string) {
  const run = await runAction({
    node: { label: 'node', path: process.execPath },
    bundle: actionBundle,
    serverUrl: urlFor(c, id),
    inputs: {
      variant: 'gitea',
      // Room for an answer from a busy machine's in-process server; a server that never answers still fails.
      'timeout-seconds': '5',
      retries: '1',
      ...(c.target === 'tls-ca' ? { 'ca-cert': caPem } : {}),
      ...(kind === 'read'
        ? {
            domain: 'admin',
            action: 'users_list',
            params: '{"limit":50}',
            paginate: 'true',
            username: USERNAME,
            password: PASSWORD,
            otp: OTP,
            token: ''
          }
        : { domain: 'users', action: 'secrets_set', params: JSON.stringify({ name: 'S1', value: SECRET }), token: TOKEN })
    },
    env: c.env
  })
  return judgeAction(run, kind)
}
