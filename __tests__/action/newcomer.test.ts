// What a new user tripped on, through the bundled action (issue 18): a variables_set that races
// another job, hints that name the real cause (a server URL ending in /api/v1, a user renamed
// already, a create whose target exists), runners_token's `changed`, a list cut at one page
// without paginate, and batches that read well in the log and the job summary. Both variants,
// Node 20 and Node 24; the server's state is read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { get } from 'node:http'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { startScripted, type Scripted } from '../faults/server.js'
import type { Forge } from '../sim/forge.js'
import {
  VARIANTS,
  bundle,
  cleanup,
  findLeaks,
  forges,
  nodes,
  runAction,
  useActionSuite,
  type ActionRun,
  type RunOptions
} from './harness.js'

useActionSuite()

/** A loopback server answering like Gitea for a user renamed from "old-name" to "new-name". */
let renamed: Scripted
beforeAll(async () => {
  renamed = await startScripted()
  renamed.handle = (req, res) => {
    const m = /^\/api\/v1\/admin\/users\/old-name(\/.*)?$/.exec(req.path)
    if (m) res.writeHead(307, { location: `/api/v1/admin/users/new-name${m[1] ?? ''}` }).end()
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found\n')
  }
})
afterAll(async () => {
  await renamed?.close()
})

describe('a user renamed already: Gitea answers 307 towards the new name', () => {
  const inputs = { action: 'users_rename', domain: 'admin', token: 'a'.repeat(40), params: '{"username":"old-name","new_name":"newest"}' }
  test('the action says the user does not exist under that name', async () => {
    for (const node of nodes) {
      const run = await runAction({ node, bundle, serverUrl: renamed.url, inputs: { ...inputs, variant: 'gitea' } })
      try {
        expect(run.code).toBe(1)
        expect(run.errors).toHaveLength(1)
        expect(run.errors[0]).toMatch(/307/)
        expect(run.errors[0]).toContain('the user "old-name" does not exist under that name: it was renamed to "new-name"')
        expect(run.errors[0]).not.toMatch(/final address/)
      } finally {
        cleanup(run)
      }
    }
  })

  test('the CLI says so too', async () => {
    const run = await runCli(
      ensureCliBundle(),
      ['--server-url', renamed.url, '--variant', 'gitea', 'admin', 'users', 'rename', 'old-name', 'newest'],
      {
        env: { SVC_TOKEN: 'a'.repeat(40) }
      }
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/\nhint: the user "old-name" does not exist under that name: it was renamed to "new-name"/)
    expect(run.stderr).not.toMatch(/final address/)
  })
})

describe.each(VARIANTS)('on %s', variant => {
  const forge = () => forges[variant]
  const admin = () => forge().fixtures.adminToken
  const user = () => forge().fixtures.userToken
  /** Runs the step under every node binary, from a fresh fixture state each time. */
  async function each(inputs: RunOptions['inputs'], check: (run: ActionRun) => void | Promise<void>, setup?: (f: Forge) => void) {
    for (const node of nodes) {
      forge().reset()
      setup?.(forge())
      const run = await runAction({ node, bundle, serverUrl: forge().url, inputs })
      try {
        await check(run)
        expect(forge().violations).toEqual([])
      } catch (e) {
        ;(e as Error).message = `[${variant}, ${node.label}] ${(e as Error).message}\n--- stdout ---\n${run.stdout}`
        throw e
      } finally {
        cleanup(run)
      }
    }
  }
  /** A plain GET of the simulated forge (none of svc's code): the server's state. */
  const read = async (path: string, token: string): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${forge().url}/api/v1${path}`, { headers: { authorization: `token ${token}`, accept: 'application/json' } })
    return { status: res.status, body: res.status === 200 ? await res.json() : undefined }
  }
  /** The same on a new connection, closed after the answer. */
  const readFresh = (path: string, token: string): Promise<unknown> =>
    new Promise((resolve, reject) =>
      get(
        `${forge().url}/api/v1${path}`,
        { agent: false, headers: { authorization: `token ${token}`, accept: 'application/json' } },
        res => {
          let body = ''
          res.setEncoding('utf8').on('data', (d: string) => (body += d))
          res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(body) : { status: res.statusCode }))
        }
      ).on('error', reject)
    )
  const ok = (run: ActionRun) =>
    expect({ code: run.code, errors: run.errors, stderr: run.stderr }).toEqual({ code: 0, errors: [], stderr: '' })

  test('variables_set: the look-up says missing, the create says it exists (409): it updates instead', async () => {
    await each(
      { action: 'variables_set', token: user(), params: '{"name":"RACED","value":"new-value"}' },
      async run => {
        ok(run)
        expect(forge().requests.map(r => `${r.method} ${r.path.replace(/^\/api\/v1/, '')}`)).toEqual([
          'GET /user/actions/variables/RACED',
          'POST /user/actions/variables/RACED',
          'PUT /user/actions/variables/RACED'
        ])
        expect(run.outputs.changed).toBe('true')
        const after = await read('/user/actions/variables/RACED', user())
        expect(after.body).toMatchObject({ name: 'RACED', data: 'new-value' })
      },
      f => {
        // Another job created it after the look-up: the look-up answers 404 (a plain 404, as a
        // server without the route does), and the variable is there by the time of the create.
        const alice = f.state.users.find(u => u.login === f.fixtures.user)!
        f.state.variables.push({ id: 9_001, ownerId: alice.id, name: 'RACED', data: 'old-value', description: '' })
        f.inject({ method: 'GET', path: '/user/actions/variables/RACED', status: 404, body: '404 page not found\n' })
      }
    )
  })

  test('runners_token reports changed false: the API hands out the current token (get-or-create), twice the same', async () => {
    const inputs = { action: 'runners_token', domain: 'admin', token: admin() }
    await each(inputs, async first => {
      ok(first)
      expect(first.outputs.changed).toBe('false')
      const again = await runAction({ node: nodes[0], bundle, serverUrl: forge().url, inputs })
      try {
        ok(again)
        expect(again.outputs.changed).toBe('false')
        expect(JSON.parse(again.outputs.result).token).toBe(JSON.parse(first.outputs.result).token)
        expect(again.summary).toMatch(/no \(nothing to change\)|unchanged/)
      } finally {
        cleanup(again)
      }
    })
  })

  test('a server URL ending in /api/v1: the hint says so, not that the operation is absent', async () => {
    await each({ action: 'me', token: user(), 'server-url': `${forge().url}/api/v1` }, run => {
      expect(run.code).toBe(1)
      expect(run.errors).toHaveLength(1)
      expect(run.errors[0]).toContain(
        `the server URL ends in /api/v1, which svc adds itself: set server-url to the base URL, ${forge().url}`
      )
      expect(run.errors[0]).not.toMatch(/no such endpoint|absent/)
      // The simulator records the request to a route no spec has: that is the point here.
      expect(forge().violations).toEqual(['GET /api/v1/api/v1/user: no such route in the ' + variant + ' spec'])
      forge().violations.length = 0
    })
  })

  test('a create whose target exists hints on-exists: skip; on-exists: skip then succeeds', async () => {
    const params = JSON.stringify({ username: 'bob', email: 'bob-again@example.com', password: 'bob-Pass-98765' })
    await each({ action: 'users_create', domain: 'admin', token: admin(), params }, run => {
      expect(run.code).toBe(1)
      expect(run.errors[0]).toMatch(/422/)
      expect(run.errors[0]).toMatch(/hint: it already exists: to accept the existing one and change nothing, set on-exists: skip/)
    })
    await each({ action: 'users_create', domain: 'admin', token: admin(), params, 'on-exists': 'skip' }, run => {
      ok(run)
      expect(run.outputs.changed).toBe('false')
    })
  })

  test('the CLI says --on-exists skip', async () => {
    forge().reset()
    const run = await runCli(
      ensureCliBundle(),
      [
        '--server-url',
        forge().url,
        'admin',
        'users',
        'create',
        '--username',
        'bob',
        '--email',
        'bob-again@example.com',
        '--password',
        'bob-Pass-98765'
      ],
      { env: { SVC_TOKEN: admin() } }
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/\nhint: it already exists: to accept the existing one and change nothing, pass --on-exists skip/)
  })

  describe('a list cut at one page', () => {
    test('without paginate, page or limit: a ::warning:: and a summary line say 30 of the total', async () => {
      const total = forge().fixtures.totalUsers
      expect(total).toBeGreaterThan(30)
      await each({ action: 'users_list', domain: 'admin', token: admin() }, run => {
        ok(run)
        expect(JSON.parse(run.outputs.result)).toHaveLength(30)
        const line = `the result holds the first 30 of ${total} rows (one page): set paginate: true for all of them, or limit and page for another page`
        expect(run.stdout.split('\n')).toContain(`::warning::${line}`)
        expect(run.summary).toContain(line)
      })
    })

    test('a page asked for: no warning, the summary says which rows of the total', async () => {
      const total = forge().fixtures.totalUsers
      await each({ action: 'users_list', domain: 'admin', token: admin(), params: '{"limit":10,"page":2}' }, run => {
        ok(run)
        expect(run.stdout).not.toMatch(/^::warning::/m)
        expect(run.summary).toContain(`the result holds rows 11–20 of ${total}; paginate: true fetches all of them`)
      })
    })

    test('paginate: every row, no warning', async () => {
      await each({ action: 'users_list', domain: 'admin', token: admin(), paginate: 'true' }, run => {
        ok(run)
        expect(JSON.parse(run.outputs.result)).toHaveLength(forge().fixtures.totalUsers)
        expect(run.stdout).not.toMatch(/^::warning::/m)
        expect(run.summary).not.toContain('the result holds')
      })
    })
  })

  describe('a readable batch', () => {
    const items = [
      { username: 'ann', email: 'ann@example.com', password: 'ann-Pass-98765' },
      { username: 'bob', email: 'bob2@example.com', password: 'bob-Pass-98765' },
      { username: 'cat', email: 'cat@example.com', password: 'cat-Pass-98765' }
    ]
    const cells = (...values: string[]) => values.map(v => `<td>${v}</td>`).join('')

    test('hostile item names: no record, failure or summary line of the batch carries a workflow command', async () => {
      // What a call is about comes from its params: the record titles of the group carry it.
      const tasks = ['x::error::injected', '##[error]injected', 'y::endgroup::']
      await each({ action: 'cron_run', domain: 'admin', token: admin(), params: JSON.stringify(tasks.map(task => ({ task }))) }, run => {
        expect(run.code).toBe(1)
        const lines = run.stdout.split('\n').filter(l => !l.startsWith('::add-mask::'))
        // The runner's commands are ours alone: the group, its end, and the step's one error.
        expect(lines.filter(l => l.startsWith('::'))).toEqual([
          '::group::3 calls, in input order: 3 failed',
          '::endgroup::',
          expect.stringMatching(/^::error::admin action cron_run: 3 of 3 calls failed; first: params\[0\] \(task x: :error: :injected\)/)
        ])
        expect(run.stdout).not.toContain('##[')
        expect(lines.filter(l => !l.startsWith('::') && l.includes('::'))).toEqual([])
        expect(lines).toContain('[1 task ## [error]injected] failed (404)')
        expect(run.summary).not.toContain('##[')
        expect(run.summary).not.toContain('::error::')
      })
    })

    test('the summary counts the outcomes and lists the failure and the calls; the log shows the failure, then one group of every call', async () => {
      await each(
        { action: 'users_create', domain: 'admin', token: admin(), params: JSON.stringify(items), concurrency: '2' },
        async run => {
          expect(run.code).toBe(1)
          // The failure names the item, not only its index.
          expect(run.errors[0]).toMatch(/first: params\[1\] \(username bob\): POST \/admin\/users failed: 422/)
          expect(run.summary).toContain('<td>Outcomes</td><td>2 created, 1 failed</td>')
          // The failed call in a table of its own, before the calls.
          const failed = run.summary.indexOf('Failed calls (1)')
          const calls = run.summary.indexOf('<h4>Calls</h4>')
          expect(failed).toBeGreaterThan(0)
          expect(calls).toBeGreaterThan(failed)
          const bob = new RegExp(`${cells('1', 'username bob', 'failed', '422')}<td>POST /admin/users failed: 422 user already exists`, 'g')
          expect(run.summary.slice(failed, calls)).toMatch(bob)
          expect(run.summary.slice(calls)).toContain(cells('0', 'username ann', 'created', '201', '–'))
          expect(run.summary.slice(calls)).toMatch(bob)
          expect(run.summary.slice(calls)).toContain(cells('2', 'username cat', 'created', '201', '–'))
          const lines = run.stdout.split('\n').filter(l => !l.startsWith('::add-mask::'))
          // One group, after every call ended, titled with the counts.
          expect(lines.filter(l => l.startsWith('::group::'))).toEqual(['::group::3 calls, in input order: 2 created, 1 failed'])
          const start = lines.indexOf('::group::3 calls, in input order: 2 created, 1 failed')
          const end = lines.indexOf('::endgroup::', start)
          // Before it, the failure in full (its request and its error), outside any group.
          const before = lines.slice(0, start)
          expect(before).toContainEqual(expect.stringMatching(/^\[1 username bob\] POST \/api\/v1\/admin\/users -> 422/))
          expect(before).toContainEqual(
            expect.stringMatching(/^\[1 username bob\] failed: POST \/admin\/users failed: 422 user already exists/)
          )
          expect(before.join('\n')).not.toMatch(/username (ann|cat)/)
          // In it, each call in input order, whichever ended first: its outcome, then its lines, each naming the item.
          const inside = lines.slice(start + 1, end)
          const heads = inside.filter(l => !l.startsWith('  '))
          expect(heads).toEqual(['[0 username ann] created (201)', '[1 username bob] failed (422)', '[2 username cat] created (201)'])
          for (const [i, item] of items.entries()) {
            const at = inside.indexOf(heads[i])
            const own = inside.slice(at + 1, i + 1 < heads.length ? inside.indexOf(heads[i + 1]) : undefined)
            expect(own.length).toBeGreaterThanOrEqual(1)
            for (const line of own) expect(line).toMatch(new RegExp(`^  \\[${i} username ${item.username}\\] `))
            expect(own[0]).toMatch(/POST \/api\/v1\/admin\/users -> (201|422)/)
          }
          // The results are in the result output, not in the log.
          expect(JSON.parse(run.outputs.result).map((r: { login?: string; status?: number }) => r.login ?? r.status)).toEqual([
            'ann',
            422,
            'cat'
          ])
          expect(run.stdout).not.toMatch(/"login":"ann"/)
          // The server's state, read back: ann and cat were created, bob is the fixture's.
          for (const u of ['ann', 'cat']) expect((await read(`/users/${u}`, admin())).body).toMatchObject({ login: u })
          expect((await read('/users/bob', admin())).body.email).not.toBe('bob2@example.com')
        }
      )
    })

    test('1,000 calls: the log is one group and a progress line a tenth, the summary stays small, the result holds every call', async () => {
      // Two items name a user that exists (bob): they fail; every password its own.
      const many = Array.from({ length: 1000 }, (_, i) =>
        i === 7 || i === 700
          ? { username: 'bob', email: `bob${i}@example.com`, password: `bob Pass ${i}!` }
          : { username: `u${i}`, email: `u${i}@example.com`, password: `u Pass ${i}!` }
      )
      await each(
        { action: 'users_create', domain: 'admin', token: admin(), params: JSON.stringify(many), concurrency: '32' },
        async run => {
          expect(run.code).toBe(1)
          expect(run.errors[0]).toMatch(
            /^admin action users_create: 2 of 1000 calls failed; first: params\[7\] \(username bob\): POST \/admin\/users failed: 422/
          )
          // The summary: the counts, the two failures, the first 20 calls; under 12 KiB (a row per call made 83 KiB).
          expect(Buffer.byteLength(run.summary)).toBeLessThan(12 * 1024)
          expect(run.summary).toContain('<td>Outcomes</td><td>998 created, 2 failed</td>')
          expect(run.summary).toContain('Failed calls (2)')
          expect(run.summary).toContain(cells('700', 'username bob', 'failed', '422'))
          expect(run.summary).toContain('Calls (the first 20 of 1000)')
          expect(run.summary).toContain(cells('19', 'username u19', 'created', '201', '–'))
          expect(run.summary).not.toContain('username u20<')
          expect(run.summary).toContain('… and 980 more: every call is in the log (a group) and the result output')
          // The log: the start line, nine progress lines, the two failures in full, one group of 1,000 records.
          const lines = run.stdout.split('\n').filter(l => l !== '' && !l.startsWith('::add-mask::'))
          expect(lines.filter(l => / calls done: /.test(l))).toEqual(
            Array.from({ length: 9 }, (_, k) =>
              expect.stringMatching(new RegExp(`^${(k + 1) * 100} of 1000 calls done: \\d+ created(, [12] failed)?$`))
            )
          )
          expect(lines.filter(l => l.startsWith('::group::'))).toEqual(['::group::1000 calls, in input order: 998 created, 2 failed'])
          const start = lines.findIndex(l => l.startsWith('::group::'))
          const inside = lines.slice(start + 1, lines.indexOf('::endgroup::', start))
          const heads = inside.filter(l => !l.startsWith('  '))
          expect(heads.map(l => Number(/^\[(\d+) /.exec(l)?.[1]))).toEqual(many.map((_, i) => i))
          expect(heads[700]).toBe('[700 username bob] failed (422)')
          expect(
            lines
              .slice(0, start)
              .filter(l => /\] failed: /.test(l))
              .map(l => /^\[(\d+) /.exec(l)?.[1])
          ).toEqual(['7', '700'])
          // Nothing but the group's records, the start and progress lines, the failures and the outputs' note.
          expect(lines.length).toBeLessThan(inside.length + 30)
          expect(findLeaks(run, [admin(), ...many.map(u => u.password)])).toEqual([])
          // Every call in the result output; the server's state, read back.
          const result = JSON.parse(run.files[run.outputs['result-file']]) as Array<{ login?: string; status?: number }>
          expect(result.map(r => r.login ?? r.status)).toEqual(many.map((u, i) => (i === 7 || i === 700 ? 422 : u.username)))
          // On a connection of its own: the step ran longer than the server keeps an idle one open.
          for (const u of ['u0', 'u500', 'u999']) expect(await readFresh(`/users/${u}`, admin())).toMatchObject({ login: u })
          expect(forge().requests.filter(r => r.method === 'POST' && r.path.endsWith('/admin/users'))).toHaveLength(1000)
        }
      )
    }, 600_000)

    test('a dry run lists each planned request in the summary', async () => {
      await each({ action: 'users_create', domain: 'admin', token: admin(), params: JSON.stringify(items), 'dry-run': 'true' }, run => {
        ok(run)
        expect(forge().requests).toEqual([])
        expect(run.summary).toContain('Planned calls')
        for (const [i, item] of items.entries())
          expect(run.summary).toContain(
            cells(String(i), `username ${item.username}`, 'planned (dry run)', '–', `<code>POST ${forge().url}/api/v1/admin/users</code>`)
          )
        expect(run.summary).not.toContain('Pass-98765')
      })
    })
  })
})
