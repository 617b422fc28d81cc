// The bundled action's behaviour besides single calls: batches, pagination, dry-run, inputs and
// every failure path (bad params, unknown names, wrong domain, 401/403/404, network faults,
// timeouts, retries), on both variants and under Node 20 and Node 24.
import { describe, expect, test } from '@jest/globals'
import { createServer } from 'node:net'
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
  type NodeBinary,
  type RunOptions
} from './harness.js'

useActionSuite()

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>(resolve => server.close(() => resolve()))
  return port
}

describe.each(VARIANTS)('on %s', variant => {
  const forge = () => forges[variant]
  const admin = () => forge().fixtures.adminToken
  /** Runs the step under every node binary, from a fresh fixture state each time. */
  async function each(
    inputs: RunOptions['inputs'],
    check: (run: ActionRun, node: NodeBinary) => void | Promise<void>,
    extra: Partial<RunOptions> = {},
    setup?: (f: Forge) => void
  ) {
    for (const node of nodes) {
      forge().reset()
      setup?.(forge())
      const run = await runAction({ node, bundle, serverUrl: forge().url, inputs, ...extra })
      try {
        await check(run, node)
        expect(forge().violations).toEqual([])
      } catch (e) {
        ;(e as Error).message = `[${variant}, ${node.label}] ${(e as Error).message}\n--- stdout ---\n${run.stdout}`
        throw e
      } finally {
        cleanup(run)
      }
    }
  }
  const ok = (run: ActionRun) =>
    expect({ code: run.code, errors: run.errors, stderr: run.stderr }).toEqual({ code: 0, errors: [], stderr: '' })
  const failsBeforeSending = (run: ActionRun, message: RegExp) => {
    expect(run.code).toBe(1)
    expect(run.errors).toHaveLength(1)
    expect(run.errors[0]).toMatch(message)
    expect(forge().requests).toEqual([])
  }

  test('warns about hooks_create defaults once, before the request is sent', async () => {
    const params = { type: 'gitea', config: { url: 'https://ci.example.com/hook', content_type: 'json' } }
    await each({ action: 'hooks_create', token: forge().fixtures.userToken, params: JSON.stringify(params) }, run => {
      ok(run)
      const lines = run.stdout.split('\n')
      const warning = lines.findIndex(l => l.startsWith('::warning::') && /active .* and events .* not given/.test(l))
      const post = lines.findIndex(l => l.startsWith('POST /api/v1/user/hooks'))
      expect(warning).toBeGreaterThanOrEqual(0)
      expect(post).toBeGreaterThan(warning)
      expect(lines.filter(l => l.startsWith('::warning::'))).toHaveLength(1)
    })
  })

  describe('batch', () => {
    test('creates users in bulk: one result per object, in input order, over bounded concurrency', async () => {
      const users = ['ann', 'ben', 'cat', 'dan', 'eve'].map(u => ({ username: u, email: `${u}@example.com`, password: `${u}-Pass-98765` }))
      await each({ action: 'users_create', domain: 'admin', token: admin(), params: JSON.stringify(users), concurrency: '2' }, run => {
        ok(run)
        const result = JSON.parse(run.outputs.result) as Array<{ login: string }>
        expect(result.map(r => r.login)).toEqual(users.map(u => u.username))
        expect(run.outputs.status).toBe('201')
        expect(forge().requests.filter(r => r.method === 'POST')).toHaveLength(5)
        expect(findLeaks(run, [admin(), ...users.map(u => u.password)])).toEqual([])
        expect(run.summary).toMatch(/5 \(batch\): 5 ok, 0 failed/)
      })
    })

    test('a failed call does not stop the others; the step fails naming it', async () => {
      const items = [
        { username: 'ann', email: 'ann@example.com', password: 'ann-Pass-98765' },
        { username: 'bob', email: 'bob2@example.com', password: 'bob-Pass-98765' },
        { username: 'cat', email: 'cat@example.com', password: 'cat-Pass-98765' }
      ]
      await each({ action: 'users_create', domain: 'admin', token: admin(), params: JSON.stringify(items) }, run => {
        expect(run.code).toBe(1)
        expect(run.errors).toHaveLength(1)
        expect(run.errors[0]).toMatch(
          /users_create: 1 of 3 calls failed; first: params\[1\] \(username bob\): POST \/admin\/users failed: 422/
        )
        const result = JSON.parse(run.outputs.result) as Array<Record<string, unknown>>
        expect(result[0]).toMatchObject({ login: 'ann' })
        expect(result[1]).toMatchObject({ status: 422 })
        expect(result[2]).toMatchObject({ login: 'cat' })
        expect(run.outputs.status).toBe('201')
        expect(findLeaks(run, [admin(), ...items.map(u => u.password)])).toEqual([])
      })
    })

    test('fail-fast starts no further call after a failure', async () => {
      const items = [{ task: 'no_such_task' }, { task: 'repo_health_check' }, { task: 'update_mirrors' }]
      await each(
        { action: 'cron_run', domain: 'admin', token: admin(), params: JSON.stringify(items), concurrency: '1', 'fail-fast': 'true' },
        run => {
          expect(run.code).toBe(1)
          const result = JSON.parse(run.outputs.result) as Array<Record<string, unknown>>
          expect(result[0]).toMatchObject({ status: 404 })
          expect(result[1]).toMatchObject({ skipped: true })
          expect(result[2]).toMatchObject({ skipped: true })
          expect(forge().requests.filter(r => r.method === 'POST')).toHaveLength(1)
          expect(run.errors[0]).toMatch(/1 of 3 calls failed \(2 skipped\)/)
        }
      )
    })

    test('a bad item stops the batch before anything is sent', async () => {
      const items = [{ owner: 'alice', repo: 'orphan' }, { owner: 'acme' }]
      await each({ action: 'unadopted_adopt', domain: 'admin', token: admin(), params: JSON.stringify(items) }, run =>
        failsBeforeSending(run, /params\[1\]: admin action unadopted_adopt: missing required param "repo"/)
      )
    })
  })

  describe('pagination', () => {
    test('paginate fetches every page into one result', async () => {
      const total = forge().fixtures.totalUsers
      await each({ action: 'users_list', domain: 'admin', token: admin(), params: '{"limit":10}', paginate: 'true' }, run => {
        ok(run)
        expect(JSON.parse(run.outputs.result)).toHaveLength(total)
        expect(run.outputs['total-count']).toBe(String(total))
        expect(forge().requests.filter(r => r.path.endsWith('/admin/users')).length).toBe(Math.ceil(total / 10))
      })
    })

    test('without paginate, one page as asked and the total the server reports', async () => {
      await each({ action: 'users_list', domain: 'admin', token: admin(), params: '{"limit":10,"page":2}' }, run => {
        ok(run)
        expect(JSON.parse(run.outputs.result)).toHaveLength(10)
        expect(run.outputs['total-count']).toBe(String(forge().fixtures.totalUsers))
        expect(
          forge()
            .requests.filter(r => r.path.endsWith('/admin/users'))
            .map(r => r.query.page)
        ).toEqual(['2'])
      })
    })
  })

  describe('dry-run', () => {
    test('prints the planned request with the secret redacted and sends nothing', async () => {
      const value = 'dry-run-secret-value-123'
      await each(
        { action: 'secrets_set', token: forge().fixtures.userToken, params: JSON.stringify({ name: 'DEPLOY', value }), 'dry-run': 'true' },
        run => {
          ok(run)
          expect(forge().requests).toEqual([])
          expect(run.outputs.status).toBe('0')
          const plan = JSON.parse(run.outputs.result) as Array<{ method: string; url: string; body: unknown }>
          expect(plan).toEqual([
            { variant: 'any', method: 'PUT', url: `${forge().url}/api/v1/user/actions/secrets/DEPLOY`, body: { data: '***' } }
          ])
          expect(run.stdout).toMatch(/PUT http:\/\/127\.0\.0\.1:\d+\/api\/v1\/user\/actions\/secrets\/DEPLOY \{"data":"\*\*\*"\}/)
          expect(findLeaks(run, [value, forge().fixtures.userToken])).toEqual([])
          expect(run.summary).toContain('dry run')
        }
      )
    })

    test('a batch dry run plans every call', async () => {
      await each(
        {
          action: 'unadopted_adopt',
          domain: 'admin',
          token: admin(),
          params: '[{"owner":"alice","repo":"orphan"},{"owner":"acme","repo":"lost"}]',
          'dry-run': 'true'
        },
        run => {
          ok(run)
          expect(forge().requests).toEqual([])
          const plans = JSON.parse(run.outputs.result) as Array<Array<{ url: string }>>
          expect(plans.map(p => p[0].url.replace(/^.*\/api\/v1/, ''))).toEqual([
            '/admin/unadopted/alice/orphan',
            '/admin/unadopted/acme/lost'
          ])
        }
      )
    })
  })

  describe('bad input fails with ::error:: naming action and parameter, nothing sent', () => {
    test('params that are not JSON: position only, the text is never echoed', async () => {
      const secret = 'hunter2-never-printed'
      await each({ action: 'secrets_set', token: forge().fixtures.userToken, params: `{"name": "X", "value": ${secret}}` }, run => {
        failsBeforeSending(run, /^action secrets_set: params is not valid JSON \(at position 23, line 1 column 24\)/)
        expect(run.stdout + run.stderr + run.summary).not.toContain('hunter2')
        // The failed step still leaves a summary naming the action and the error.
        expect(run.summary).toContain('secrets_set')
        expect(run.summary).toContain('failed')
        expect(run.summary).toContain('params is not valid JSON')
      })
    })

    test('params that are JSON but not an object', async () => {
      await each({ action: 'me', params: '"me"' }, run => failsBeforeSending(run, /params must be a JSON object/))
    })

    test('unknown action: the closest names are suggested', async () => {
      await each({ action: 'runner_token', token: admin() }, run =>
        failsBeforeSending(run, /unknown users action "runner_token"; closest: runners_token/)
      )
    })

    test('unknown param: named, with the closest valid one', async () => {
      await each({ action: 'secrets_set', token: forge().fixtures.userToken, params: '{"nmae":"X","value":"v-secret-1"}' }, run => {
        failsBeforeSending(run, /^users action secrets_set: .*unknown param "nmae" \(did you mean "name"\?\) \(required: name, value/)
        expect(findLeaks(run, ['v-secret-1'])).toEqual([])
      })
    })

    test('missing required param', async () => {
      await each({ action: 'cron_run', domain: 'admin', token: admin(), params: '{}' }, run =>
        failsBeforeSending(run, /admin action cron_run: missing required param "task"/)
      )
    })

    test('an admin action without domain admin', async () => {
      await each({ action: 'cron_run', token: admin(), params: '{"task":"repo_health_check"}' }, run =>
        failsBeforeSending(run, /unknown users action "cron_run": it is an admin action; set domain admin/)
      )
    })

    test('token endpoints without username/password', async () => {
      await each({ action: 'tokens_create', token: forge().fixtures.userToken, params: '{"username":"alice","name":"x"}' }, run =>
        failsBeforeSending(run, /tokens_create needs basic auth/)
      )
    })

    test('invalid inputs are named', async () => {
      await each({ action: 'me', retries: 'many', domain: 'root' }, run => {
        failsBeforeSending(run, /input domain must be users, admin, orgs or repos; input retries must be a whole number/)
      })
    })

    test('server-url left at GitHub', async () => {
      await each({ action: 'me', 'server-url': 'https://github.com' }, run => failsBeforeSending(run, /server-url points at GitHub/))
    })

    test('ca-cert that is neither PEM nor a file', async () => {
      await each({ action: 'me', 'ca-cert': '/nonexistent/ca.pem' }, run => failsBeforeSending(run, /input ca-cert is neither PEM text/))
    })
  })

  describe('server and network failures', () => {
    test('401: refused credentials, with a hint', async () => {
      await each({ action: 'runners_list', domain: 'admin', token: 'f'.repeat(40) }, run => {
        expect(run.code).toBe(1)
        expect(run.outputs.status).toBe('401')
        expect(run.errors[0]).toMatch(/^runners_list: GET \/\S+ failed: 401 .*hint: the credentials were refused/)
      })
    })

    test('403: a non-admin token on an admin action', async () => {
      await each({ action: 'runners_list', domain: 'admin', token: forge().fixtures.userToken }, run => {
        expect(run.code).toBe(1)
        expect(run.outputs.status).toBe('403')
        expect(run.errors[0]).toMatch(/failed: 403 .*hint: .*instance admin/)
        expect(findLeaks(run, [forge().fixtures.userToken])).toEqual([])
      })
    })

    test('404: an id that does not exist', async () => {
      await each({ action: 'runners_get', domain: 'admin', token: admin(), params: '{"runner_id":99999}' }, run => {
        expect(run.code).toBe(1)
        expect(run.outputs.status).toBe('404')
        expect(run.errors[0]).toMatch(/runners_get: GET \/admin\/actions\/runners\/99999 failed: 404/)
      })
    })

    test('untrusted server text cannot issue workflow commands', async () => {
      forge().inject({
        method: 'GET',
        path: '/admin/cron',
        status: 500,
        body: JSON.stringify({ message: 'boom\n::add-mask::x\n::stop-commands::abc' }),
        times: 10
      })
      const node = nodes[0]
      const run = await runAction({
        node,
        bundle,
        serverUrl: forge().url,
        inputs: { action: 'cron_list', domain: 'admin', token: admin(), retries: '0' }
      })
      expect(run.code).toBe(1)
      expect(
        run.stdout
          .split('\n')
          .filter(l => l.startsWith('::'))
          .map(l => l.split('::')[1])
      ).toEqual(['add-mask', 'error'])
      forge().reset()
      cleanup(run)
    })

    test('a dropped connection is a network failure (status 0)', async () => {
      // POST: never retried once sent.
      await each(
        { action: 'cron_run', domain: 'admin', token: admin(), params: '{"task":"repo_health_check"}' },
        run => {
          expect(run.code).toBe(1)
          expect(run.outputs.status).toBe('0')
          expect(run.errors[0]).toMatch(/cron_run: POST .*could not reach the server/)
          expect(forge().requests.filter(r => r.method === 'POST')).toHaveLength(1)
        },
        {},
        f => f.inject({ method: 'POST', path: /\/admin\/cron\//, destroySocket: true, times: 5 })
      )
    }, 60_000)

    test('a closed port: could not reach the server', async () => {
      const port = await closedPort()
      for (const node of nodes) {
        const run = await runAction({
          node,
          bundle,
          serverUrl: `http://127.0.0.1:${port}`,
          inputs: { action: 'runners_list', domain: 'admin', token: admin(), retries: '0' }
        })
        expect(run.code).toBe(1)
        expect(run.outputs.status).toBe('0')
        expect(run.errors[0]).toMatch(/runners_list: GET .*could not reach the server \(ECONNREFUSED\)/)
        cleanup(run)
      }
    })

    test('timeout-seconds bounds each attempt', async () => {
      for (const node of nodes) {
        forge().reset()
        forge().inject({ method: 'GET', path: '/admin/cron', delayMs: 2500 })
        const run = await runAction({
          node,
          bundle,
          serverUrl: forge().url,
          inputs: { action: 'cron_list', domain: 'admin', token: admin(), 'timeout-seconds': '0.5', retries: '0' }
        })
        expect(run.code).toBe(1)
        expect(run.errors[0]).toMatch(/no answer within/)
        cleanup(run)
      }
    })

    test('retries: an injected 503 on a GET is retried and the step succeeds', async () => {
      for (const node of nodes) {
        forge().reset()
        forge().inject({ method: 'GET', path: '/admin/cron', status: 503, times: 1 })
        const run = await runAction({
          node,
          bundle,
          serverUrl: forge().url,
          inputs: { action: 'cron_list', domain: 'admin', token: admin(), retries: '1' }
        })
        expect({ code: run.code, errors: run.errors }).toEqual({ code: 0, errors: [] })
        expect(forge().requests.filter(r => r.path.endsWith('/admin/cron'))).toHaveLength(2)
        expect(run.stdout).toMatch(/GET \/api\/v1\/admin\/cron -> 503[\s\S]*GET \/api\/v1\/admin\/cron -> 200/)
        cleanup(run)
      }
    }, 60_000)

    test('retries: a 503 on a POST is not repeated', async () => {
      for (const node of nodes) {
        forge().reset()
        forge().inject({ method: 'POST', path: /\/admin\/cron\//, status: 503, times: 3 })
        const run = await runAction({
          node,
          bundle,
          serverUrl: forge().url,
          inputs: { action: 'cron_run', domain: 'admin', token: admin(), params: '{"task":"repo_health_check"}', retries: '2' }
        })
        expect(run.code).toBe(1)
        expect(run.outputs.status).toBe('503')
        expect(forge().requests.filter(r => r.method === 'POST')).toHaveLength(1)
        cleanup(run)
      }
    })
  })

  describe('runner environment', () => {
    test('no GITHUB_STEP_SUMMARY: the step still succeeds', async () => {
      await each(
        { action: 'cron_list', domain: 'admin', token: admin() },
        run => {
          ok(run)
          expect(run.summary).toBe('')
        },
        { noSummary: true }
      )
    })

    test('the job summary tells what ran, never results', async () => {
      await each({ action: 'runners_token', domain: 'admin', token: admin() }, run => {
        ok(run)
        const token = (JSON.parse(run.outputs.result) as { token: string }).token
        expect(run.summary).toContain('runners_token')
        expect(run.summary).toContain(forge().url)
        expect(run.summary).toContain('succeeded')
        expect(run.summary).not.toContain(token)
      })
    })

    test('no output file at all: the result is never printed as a legacy ::set-output command', async () => {
      await each(
        { action: 'runners_token', domain: 'admin', token: admin() },
        run => {
          ok(run)
          expect(run.stdout).not.toContain('::set-output')
          expect(run.stdout).toMatch(/GITHUB_OUTPUT is not set/)
          expect(findLeaks(run, [admin()])).toEqual([])
        },
        { outputVia: 'none' }
      )
    })

    test('outputs through FORGEJO_OUTPUT when GITHUB_OUTPUT is absent', async () => {
      await each(
        { action: 'cron_list', domain: 'admin', token: admin() },
        run => {
          ok(run)
          expect(run.outputs.status).toBe('200')
          expect(JSON.parse(run.outputs.result)).toHaveLength(forge().fixtures.cronTasks.length)
        },
        { outputVia: 'forgejo' }
      )
    })
  })
})

test.each(VARIANTS)(
  'a dropped connection on a GET is retried (%s)',
  async variant => {
    const forge = forges[variant]
    forge.reset()
    forge.inject({ method: 'GET', path: '/admin/cron', destroySocket: true, times: 1 })
    const run = await runAction({
      node: nodes[0],
      bundle,
      serverUrl: forge.url,
      inputs: { action: 'cron_list', domain: 'admin', token: forge.fixtures.adminToken, retries: '1' }
    })
    expect({ code: run.code, errors: run.errors }).toEqual({ code: 0, errors: [] })
    cleanup(run)
  },
  60_000
)
