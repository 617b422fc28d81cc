// Property-based fuzzing (fast-check) of params and inputs. For every operation, random and mutated
// params (hostile strings, wrong types, deep nesting, lone surrogates, huge values, unknown keys)
// run in-process against a scripted server: no crash (only UsageError or ForgeError), no request
// outside the operation's routes, no secret echoed, and every failure names a param, the operation
// or the server. Then a bounded sample through the CLI and action bundles: exit 0, 1 or 2 (action:
// 0 or 1), a clear message, no secret, no workflow command.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { ServerResponse } from 'node:http'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { COMMANDS } from '../src/cli/table.js'
import { ForgeError, UsageError } from '../src/errors.js'
import { OPERATIONS, findOperation, isComposite, type Operation, type Route, type Variant } from '../src/registry/index.js'
import { cleanup, isolatedBundle, mapLimit, runAction } from './action/harness.js'
import { ensureCliBundle, runCli } from './cli/harness.js'
import { OWN_COMMANDS, injections } from './faults/scan.js'
import { json, startScripted, type Scripted, type Seen } from './faults/server.js'

const SECRET = 'fz-SECRET-7c1e9a44d2b05f38'
const TOKEN = 'fz0token0a1b2c3d4e5f60718293a4b5c6d7e8f9'
const PASSWORD = 'fz-password-5e6f7a8b9c'
/** Bounds: runs per operation in-process, bundle runs per front end. Keep the suite modest. */
const RUNS_PER_OPERATION = 40
const BUNDLE_RUNS = 32

// ---- generators

const hostileString = fc.oneof(
  fc.constantFrom('', '.', '..', '../x', 'x/..', '%2e%2e', '..%2f', 'a/b', '?q=1', '#f', '\\..\\', ' ', 'null', '0', '-1'),
  fc.constantFrom('::add-mask::x', '##[set-output name=result;]y', '\n::error::z', '\uD800', 'a\uDC00b', '\u0000\u001b[31m', 'ü/ß/漢字'),
  fc.constantFrom(SECRET, `${SECRET}/..`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.nat(3).map(n => 'x'.repeat(10 ** (n + 2)))
)
const deep = fc.nat({ max: 3 }).map(n => {
  let v: unknown = 'leaf'
  for (let i = 0; i < [5, 40, 1000, 10_000][n]; i++) v = { a: v }
  return v
})
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2)),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }),
  deep
)

/** A value that fits the param's schema (probed), to mix valid params in with the hostile ones. */
function plausible(op: Operation, key: string): unknown {
  const schema = (op.params.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[key]
  for (const v of ['name1', 7, true, ['read:user'], { name: 'r' }, 'https://example.com/h']) if (schema.safeParse(v).success) return v
  return undefined
}

/** Params for an operation: each known key absent, plausible, hostile or the secret; plus stray keys. */
function paramsFor(op: Operation): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(op.params.shape)
  const entry = (key: string) =>
    fc.oneof(
      fc.constant(undefined),
      fc.constant(plausible(op, key)),
      hostileValue,
      fc.constant((op.secretParams ?? []).includes(key) ? SECRET : plausible(op, key))
    )
  return fc
    .tuple(
      fc.tuple(...keys.map(entry)),
      fc.dictionary(fc.constantFrom('usernme', 'raw', '__proto__', 'constructor', 'x'), hostileValue, { maxKeys: 1 })
    )
    .map(([values, extra]) => {
      const out: Record<string, unknown> = {}
      keys.forEach((k, i) => {
        if (values[i] !== undefined) out[k] = values[i]
      })
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true })
      return out
    })
}

// ---- what an operation may request

function routesOf(op: Operation): Route[] {
  // A route's `older` one is what a server before its `since` gets instead.
  const withOlder = (r: Route): Route[] => [r, ...(r.older ? withOlder(r.older) : [])]
  return Object.values(op.routes)
    .flatMap(b => (b ? (isComposite(b) ? b.steps : [b as Route]) : []))
    .flatMap(withOlder)
}
const VARIANT_PROBES = ['/version', '/api/forgejo/v1/version']
function allowed(op: Operation): RegExp[] {
  return routesOf(op).map(
    r => new RegExp(`^${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(?!\\.\\.?(?:/|$))[^/?#]+')}$`)
  )
}
function escaped(op: Operation, seen: Seen[], prefix: string): string[] {
  const patterns = allowed(op)
  return seen
    .map(s => s.path.slice(prefix.length))
    .filter(p => !VARIANT_PROBES.some(v => p === `/api/v1${v}` || p === v))
    .filter(p => !patterns.some(re => re.test(p.replace(/^\/api\/v1/, ''))))
}

/** The scripted server's answer: what the route kind expects, an empty list for reads. */
function answer(req: Seen, res: ServerResponse): void {
  if (req.path.endsWith('/version')) return void json(res, 200, { version: '1.26.3' })
  if (req.method === 'GET') return void json(res, 200, [], { 'x-total-count': '0' })
  if (req.method === 'PUT' || req.method === 'DELETE') {
    res.writeHead(204)
    return void res.end()
  }
  json(res, 201, { id: 1 })
}

function namesSomething(op: Operation, e: Error): boolean {
  if (e instanceof ForgeError) return /server|GET|POST|PUT|PATCH|DELETE/.test(e.message) || e.message.includes(op.name)
  return /param|params|json_fields|basic auth|not available|"[a-z_]+"/.test(e.message) || e.message.includes(op.name)
}

let server: Scripted
const stats = { cases: 0, held: 0, leaks: 0, injections: 0, escapes: 0, crashes: 0 }
const problems: string[] = []

beforeAll(async () => {
  server = await startScripted()
  server.handle = answer
})
afterAll(async () => {
  await server.close()
  console.log(
    `fuzz: ${stats.cases} cases (${OPERATIONS.length} operations in-process, CLI and action bundles), ${stats.held} held, ${stats.leaks} leaks, ${stats.injections} injections, ${stats.escapes} escapes, ${stats.crashes} crashes`
  )
})

it('random and mutated params for every operation: no crash, no escape, no echo, a message naming the param or the server', async () => {
  const http = new ForgeHttp({ serverUrl: `${server.url}/in`, token: TOKEN, username: 'fz-user', password: PASSWORD, timeoutMs: 5000 })
  try {
    for (const op of OPERATIONS) {
      await fc.assert(
        fc.asyncProperty(paramsFor(op), fc.constantFrom<Variant>('gitea', 'forgejo'), fc.boolean(), async (params, variant, dryRun) => {
          server.seen.length = 0
          stats.cases++
          const local: string[] = []
          let message = ''
          try {
            const res = await new Forge(http, variant).run(op, params, { dryRun })
            message = JSON.stringify(res.dryRun ?? '')
            if (message.length > 20_000) local.push(`the dry run echoes ${message.length} characters`)
          } catch (e) {
            if (!(e instanceof UsageError) && !(e instanceof ForgeError)) {
              stats.crashes++
              local.push(`crash: ${(e as Error)?.name}: ${String((e as Error)?.message).slice(0, 200)}`)
            } else {
              message = e.message
              if (!namesSomething(op, e)) local.push(`the message names no param or server: ${e.message.slice(0, 200)}`)
              if (e.message.length > 2000) local.push(`the message is ${e.message.length} characters long`)
            }
          }
          if (message.includes(SECRET)) {
            stats.leaks++
            local.push('the secret param is echoed')
          }
          const out = escaped(op, server.seen, '/in')
          if (out.length > 0) {
            stats.escapes++
            local.push(`requests outside the operation's routes: ${out.slice(0, 3).join(', ')}`)
          }
          if (local.length === 0) stats.held++
          else problems.push(`${op.domain}/${op.name} ${JSON.stringify(params).slice(0, 200)}: ${local.join('; ')}`)
          return true
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 8 }
      )
    }
  } finally {
    await http.close()
  }
  expect(problems).toEqual([])
}, 300_000)

it('a bounded sample through the CLI and action bundles: exit 0, 1 or 2 with a clear message, no secret, no command', async () => {
  const cliBundle = ensureCliBundle()
  const actionBundle = isolatedBundle()
  const requested = new Map<string, Operation>()
  server.seen.length = 0
  const cliRuns = fc.sample(
    fc.tuple(
      fc.constantFrom(...COMMANDS),
      fc.array(
        hostileString.filter(s => s.length < 5000),
        { minLength: 0, maxLength: 3 }
      ),
      fc.boolean()
    ),
    { numRuns: BUNDLE_RUNS, seed: 8 }
  )
  // Params, and now and then one other input set to a hostile value.
  const INPUTS = [
    'server-url',
    'variant',
    'timeout-seconds',
    'retries',
    'concurrency',
    'paginate',
    'raw-json',
    'dry-run',
    'domain',
    'action',
    'ca-cert',
    'fail-fast'
  ]
  const actionRuns = fc.sample(
    fc.constantFrom(...OPERATIONS).chain(op =>
      fc.tuple(
        fc.constant(op),
        // The params go to the action as JSON text: a nesting JSON.stringify cannot write (10,000
        // levels overflow the stack here) cannot be an input, so the sample leaves it out.
        paramsFor(op).filter(p => {
          try {
            JSON.stringify(p)
            return true
          } catch {
            return false
          }
        }),
        fc.option(
          fc.tuple(
            fc.constantFrom(...INPUTS),
            hostileString.filter(v => v.length < 5000)
          ),
          { freq: 3 }
        )
      )
    ),
    { numRuns: BUNDLE_RUNS, seed: 8 }
  )
  const local: string[] = []
  await mapLimit([...cliRuns.map((r, i) => ({ cli: r, i })), ...actionRuns.map((r, i) => ({ action: r, i }))], 4, async job => {
    stats.cases++
    const before = problems.length + local.length
    if ('cli' in job && job.cli) {
      const [spec, raw, withValue] = job.cli
      // argv cannot hold NUL bytes.
      const args = raw.map(a => a.replace(/\0/g, ''))
      const id = `cli${job.i}`
      requested.set(id, findOperation(spec.domain, spec.action))
      const argv = [
        '--server-url',
        `${server.url}/${id}`,
        '--variant',
        'gitea',
        ...spec.path,
        ...args,
        ...(withValue ? ['--limit', args[0] ?? 'x'] : [])
      ]
      const run = await runCli(cliBundle, argv, {
        env: { SVC_TOKEN: TOKEN, SVC_PASSWORD: PASSWORD, SVC_USERNAME: 'fz-user', SVC_TIMEOUT_SECONDS: '5' }
      })
      const where = `svc ${spec.path.join(' ')} ${JSON.stringify(args).slice(0, 100)}`
      if (![0, 1, 2].includes(run.code)) local.push(`${where}: exit ${run.code}`)
      if (run.code !== 0 && !/^svc: \S/m.test(run.stderr)) local.push(`${where}: no "svc: " message`)
      if (/unexpected|\n\s+at .+:\d+:\d+/.test(run.stderr)) {
        stats.crashes++
        local.push(`${where}: ${run.stderr.slice(0, 200)}`)
      }
      if ([TOKEN, PASSWORD].some(s => run.stdout.includes(s) || run.stderr.includes(s))) {
        stats.leaks++
        local.push(`${where}: a credential is printed`)
      }
      const inj = injections(run.stdout, new Set()).concat(injections(run.stderr, new Set()))
      stats.injections += inj.length
      if (inj.length) local.push(`${where}: ${inj[0]}`)
    } else if ('action' in job && job.action) {
      const [op, params, input] = job.action
      const id = `act${job.i}`
      requested.set(id, op)
      const run = await runAction({
        node: { label: 'node', path: process.execPath },
        bundle: actionBundle,
        serverUrl: `${server.url}/${id}`,
        inputs: {
          domain: op.domain,
          action: op.name,
          params: JSON.stringify(params),
          token: TOKEN,
          username: 'fz-user',
          password: PASSWORD,
          variant: 'gitea',
          'timeout-seconds': '5',
          ...(input ? { [input[0]]: input[1].replace(/\0/g, '') } : {})
        }
      })
      const where = `${op.domain}/${op.name} ${JSON.stringify(params).slice(0, 100)}${input ? ` ${input[0]}=${JSON.stringify(input[1]).slice(0, 40)}` : ''}`
      if (![0, 1].includes(run.code)) local.push(`${where}: exit ${run.code}`)
      if (run.code !== 0 && run.errors.length === 0) local.push(`${where}: failed with no error line`)
      if (run.errors.some(e => /unexpected/.test(e))) {
        stats.crashes++
        local.push(`${where}: ${run.errors[0].slice(0, 200)}`)
      }
      const shown = run.stdout
        .split('\n')
        .filter(l => !l.startsWith('::add-mask::'))
        .join('\n')
      if ([TOKEN, PASSWORD, SECRET].some(s => shown.includes(s) || run.stderr.includes(s) || run.summary.includes(s))) {
        stats.leaks++
        local.push(`${where}: a credential is printed`)
      }
      if (shown.split('\n').some(l => l.length > 100_000)) local.push(`${where}: a log line over 100,000 characters`)
      const inj = injections(run.stdout, OWN_COMMANDS).concat(injections(run.stderr, new Set()))
      stats.injections += inj.length
      if (inj.length) local.push(`${where}: ${inj[0]}`)
      cleanup(run)
    }
    if (problems.length + local.length === before) stats.held++
  })
  for (const s of server.seen) {
    const m = /^\/((?:cli|act)\d+)(\/.*)$/.exec(s.path)
    const op = m ? requested.get(m[1]) : undefined
    if (!m || !op || escaped(op, [{ ...s, path: m[2] }], '').length > 0) {
      stats.escapes++
      local.push(`a request outside its operation's routes: ${s.method} ${s.path.slice(0, 120)}`)
    }
  }
  expect(local).toEqual([])
}, 300_000)
