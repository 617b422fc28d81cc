// What a new user tripped on, through the bundled action (issue 18): a variables_set that races
// another job, hints that name the real cause (a server URL ending in /api/v1, a user renamed
// already, a create whose target exists), runners_token's `changed`, a list cut at one page
// without paginate, and batches that read well in the log and the job summary. Both variants,
// Node 20 and Node 24; the server's state is read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { startScripted, type Scripted } from '../faults/server.js'
import type { Forge } from '../sim/forge.js'
import { VARIANTS, bundle, cleanup, forges, nodes, runAction, useActionSuite, type ActionRun, type RunOptions } from './harness.js'

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

    test('the summary has one row per call; the log one group per call, each line naming the item', async () => {
      await each(
        { action: 'users_create', domain: 'admin', token: admin(), params: JSON.stringify(items), concurrency: '2' },
        async run => {
          expect(run.code).toBe(1)
          // The failure names the item, not only its index.
          expect(run.errors[0]).toMatch(/first: params\[1\] \(username bob\): POST \/admin\/users failed: 422/)
          expect(run.summary).toContain(cells('0', 'username ann', 'created', '201', '–'))
          expect(run.summary).toMatch(
            new RegExp(`${cells('1', 'username bob', 'failed', '422')}<td>POST /admin/users failed: 422 user already exists`)
          )
          expect(run.summary).toContain(cells('2', 'username cat', 'created', '201', '–'))
          // One group per call, titled with its item and outcome; every line inside names the item.
          const lines = run.stdout.split('\n').filter(l => !l.startsWith('::add-mask::'))
          for (const [i, item] of items.entries()) {
            const start = lines.findIndex(l => l.startsWith(`::group::[${i} username ${item.username}] `))
            expect(start).toBeGreaterThanOrEqual(0)
            const end = lines.indexOf('::endgroup::', start)
            const inside = lines.slice(start + 1, end)
            expect(inside.length).toBeGreaterThanOrEqual(2)
            for (const line of inside) expect(line).toMatch(new RegExp(`^(::warning::)?\\[${i} username ${item.username}\\] `))
            expect(inside[0]).toMatch(/POST \/api\/v1\/admin\/users -> (201|422)/)
          }
          expect(lines.find(l => l.startsWith('::group::[1 '))).toBe('::group::[1 username bob] failed (422)')
          // The groups come in input order, whichever call ended first.
          expect(lines.filter(l => l.startsWith('::group::')).map(l => Number(/^::group::\[(\d+)/.exec(l)?.[1]))).toEqual([0, 1, 2])
          // The server's state, read back: ann and cat were created, bob is the fixture's.
          for (const u of ['ann', 'cat']) expect((await read(`/users/${u}`, admin())).body).toMatchObject({ login: u })
          expect((await read('/users/bob', admin())).body.email).not.toBe('bob2@example.com')
        }
      )
    })

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
