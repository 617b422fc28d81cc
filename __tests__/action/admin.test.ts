// Every admin operation through the bundled action, on both variants and under Node 20 and
// Node 24: on the variant where the operation exists it succeeds with a spec-conformant exchange;
// on the other one the step fails with "not available on <variant>" and sends nothing.
import { expect, test } from '@jest/globals'
import { statSync } from 'node:fs'
import { operationsOf, type Variant } from '../../src/registry/index.js'
import { sampleSshKey } from '../sim/fixtures.js'
import type { Forge } from '../sim/forge.js'
import { VARIANTS, bundle, cleanup, findLeaks, forges, nodes, runAction, useActionSuite, type ActionRun } from './harness.js'

type Params = Record<string, unknown>
interface Case {
  params?: (forge: Forge) => Params
  check?: (result: unknown, forge: Forge, run: ActionRun) => void
}

const hookConfig = { url: 'https://hooks.example.com/ci', content_type: 'json' }
const systemHook = (f: Forge) => f.state.hooks.find(h => h.ownerId === 0 && h.isSystem)!.id
const sharedRunner = (f: Forge) => f.state.runners.find(r => r.ownerId === 0)!.id
const userId = (f: Forge, login: string) => f.state.users.find(u => u.login === login)!.id
const list = (r: unknown) => r as Array<Record<string, unknown>>

const CASES: Record<string, Case> = {
  badges_add: {
    params: () => ({ username: 'alice', badges: ['contributor'] }),
    check: (_r, f) => expect(f.state.userBadges.length).toBeGreaterThan(0)
  },
  badges_delete: { params: () => ({ username: 'alice', badges: ['contributor'] }) },
  badges_list: { params: () => ({ username: 'alice' }), check: r => expect(Array.isArray(r)).toBe(true) },
  cron_list: { check: r => expect(list(r).map(t => t.name)).toEqual(expect.arrayContaining(['repo_health_check'])) },
  cron_run: { params: () => ({ task: 'repo_health_check' }) },
  emails: { params: () => ({ q: 'alice' }), check: r => expect(list(r).length).toBeGreaterThan(0) },
  hooks_create: {
    params: () => ({ type: 'gitea', config: hookConfig, events: ['push'], active: true }),
    check: r => expect(r).toMatchObject({ active: true, config: { url: hookConfig.url } })
  },
  hooks_delete: { params: f => ({ id: systemHook(f) }), check: r => expect(r).toBeNull() },
  hooks_edit: {
    params: f => ({ id: systemHook(f), json_fields: { active: false } }),
    check: r => expect(r).toMatchObject({ active: false })
  },
  hooks_get: {
    params: f => ({ id: systemHook(f) }),
    check: r => expect(r).toMatchObject({ config: { url: 'https://audit.example.com/system' } })
  },
  hooks_list: { check: r => expect(Array.isArray(r)).toBe(true) },
  jobs: { check: r => expect(list(r).length).toBeGreaterThan(0) },
  orgs: { check: r => expect(list(r).map(o => o.name)).toContain('acme') },
  runners_delete: { params: f => ({ runner_id: sharedRunner(f) }), check: r => expect(r).toBeNull() },
  runners_edit: {
    params: f => ({ runner_id: sharedRunner(f), disabled: true }),
    check: (r, f) => {
      expect(r).toMatchObject({ disabled: true })
      expect(f.state.runners.find(x => x.id === sharedRunner(f))!.disabled).toBe(true)
    }
  },
  runners_get: { params: f => ({ runner_id: sharedRunner(f) }), check: r => expect(r).toMatchObject({ name: 'shared-runner-1' }) },
  runners_list: { check: r => expect(list(r).length).toBeGreaterThan(0) },
  runners_prune: {
    // The fixtures' one offline runner goes; the idle one and the busy one stay.
    check: (r, f, run) => {
      expect(
        list(r)
          .filter(x => x.outcome === 'removed')
          .map(x => x.name)
      ).toEqual(['shared-runner-2'])
      expect(f.state.runners.map(x => x.name)).not.toContain('shared-runner-2')
      expect(f.state.runners.map(x => x.name)).toContain('shared-runner-1')
      // The job summary names each runner: name, id, scope, status, labels, outcome (alice's own
      // runner is a user's: kept, as the instance's scope is the default).
      const removed = list(r).find(x => x.name === 'shared-runner-2')!
      expect(run.summary).toContain('<h4>Runners</h4>')
      expect(run.summary).toContain(
        '<tr><th>name</th><th>id</th><th>scope</th><th>status</th><th>labels</th><th>ephemeral</th><th>outcome</th></tr>'
      )
      expect(run.summary).toContain(
        `<tr><td>shared-runner-2</td><td>${String(removed.id)}</td><td>instance</td><td>offline</td><td>ubuntu-latest</td><td>false</td><td>removed</td></tr>`
      )
      expect(run.summary).toMatch(
        /<tr><td>shared-runner-1<\/td><td>\d+<\/td><td>instance<\/td><td>online<\/td><td>ubuntu-latest, docker<\/td><td>false<\/td><td>kept<\/td><\/tr>/
      )
      // Gitea's instance list holds every runner (svc places alice's in her own list); Forgejo's only the instance's.
      const alice = /<tr><td>alice-runner<\/td><td>\d+<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td>.*?<td>([^<]*)<\/td><\/tr>/.exec(run.summary)
      expect(alice?.slice(1)).toEqual(f.variant === 'gitea' ? ['user alice', 'busy', 'kept'] : undefined)
    }
  },
  runners_register: {
    params: () => ({ name: 'ci-1', labels: ['linux'], ephemeral: true }),
    check: (r, f, run) => {
      const reg = r as { id: number; uuid: string; token: string; runner_file: string; forgejo_config?: string; runner_file_text?: string }
      // The server's runner is the one handed over: its uuid and its own token.
      expect(f.state.runners.find(x => x.id === reg.id)).toMatchObject({ uuid: reg.uuid, token: reg.token, name: 'ci-1', ephemeral: true })
      // The .runner file under RUNNER_TEMP, private, with the credentials act_runner needs.
      expect(reg.runner_file.startsWith(run.runnerTemp)).toBe(true)
      expect(statSync(reg.runner_file).mode & 0o777).toBe(0o600)
      expect(JSON.parse(run.files[reg.runner_file])).toMatchObject({ id: reg.id, uuid: reg.uuid, token: reg.token, address: f.url })
      // The variant's own runner configuration.
      if (f.variant === 'gitea') expect(JSON.parse(reg.runner_file_text!)).toEqual(JSON.parse(run.files[reg.runner_file]))
      else expect(reg.forgejo_config).toContain(`token: "${reg.token}"`)
      expect(reg).not.toHaveProperty(f.variant === 'gitea' ? 'forgejo_config' : 'runner_file_text')
      // The file is the one place under RUNNER_TEMP meant to hold the token: leaks are looked for elsewhere.
      delete run.files[reg.runner_file]
    }
  },
  runners_token: { check: r => expect(typeof (r as { token: unknown }).token).toBe('string') },
  runs: { check: r => expect(list(r).length).toBeGreaterThan(0) },
  unadopted_adopt: {
    params: () => ({ owner: 'alice', repo: 'orphan' }),
    check: (_r, f) => expect(f.state.unadopted).not.toContain('alice/orphan')
  },
  unadopted_delete: {
    params: () => ({ owner: 'acme', repo: 'lost' }),
    check: (_r, f) => expect(f.state.unadopted).not.toContain('acme/lost')
  },
  unadopted_list: { check: r => expect([...(r as string[])].sort()).toEqual(['acme/lost', 'alice/orphan']) },
  users_create: {
    params: () => ({ username: 'newbie', email: 'newbie@example.com', password: 'N3wbie-pass-5678', must_change_password: false }),
    check: r => expect(r).toMatchObject({ login: 'newbie' })
  },
  users_delete: {
    params: () => ({ username: 'carol', purge: true }),
    check: (r, f) => (expect(r).toBeNull(), expect(f.state.users.map(u => u.login)).not.toContain('carol'))
  },
  users_edit: {
    params: () => ({ username: 'bob', json_fields: { full_name: 'Bob Builder' } }),
    check: r => expect(r).toMatchObject({ full_name: 'Bob Builder' })
  },
  users_emails: {
    params: () => ({ username: 'alice' }),
    check: r => expect(list(r).map(e => e.email)).toContain('alice.secondary@example.com')
  },
  users_emails_delete: {
    params: () => ({ username: 'alice', email: 'alice.secondary@example.com' }),
    check: (_r, f) => expect(f.state.emails.map(e => e.email)).not.toContain('alice.secondary@example.com')
  },
  users_keys_add: {
    params: () => ({ username: 'bob', title: 'deploy', key: sampleSshKey('bob-deploy') }),
    check: r => expect(r).toMatchObject({ title: 'deploy' })
  },
  users_keys_delete: {
    params: f => ({ username: 'alice', key_id: f.state.sshKeys.find(k => k.userId === userId(f, 'alice'))!.id }),
    check: (_r, f) => expect(f.state.sshKeys.filter(k => k.userId === userId(f, 'alice'))).toHaveLength(0)
  },
  users_list: {
    params: () => ({ limit: 10 }),
    check: (r, _f, run) => (expect(list(r)).toHaveLength(10), expect(Number(run.outputs['total-count'])).toBeGreaterThan(10))
  },
  users_org_add: { params: () => ({ username: 'bob', org: 'acme', team: 'Developers' }) },
  users_orgs: { params: () => ({ username: 'root' }), check: r => expect(list(r).map(o => o.name)).toContain('acme') },
  users_orgs_create: {
    params: () => ({ username: 'bob', name: 'bobco', visibility: 'limited' }),
    check: (r, f) => (
      expect(r).toMatchObject({ name: 'bobco' }),
      expect(f.state.orgs.find(o => o.name === 'bobco')?.visibility).toBe('limited')
    )
  },
  users_rename: {
    params: () => ({ username: 'carol', new_name: 'caroline' }),
    check: (_r, f) => expect(f.state.users.map(u => u.login)).toContain('caroline')
  },
  users_repos_create: {
    params: () => ({ username: 'bob', json_fields: { name: 'tools', private: true } }),
    check: r => expect(r).toMatchObject({ full_name: 'bob/tools' })
  }
}

useActionSuite()

test('the table covers exactly the admin operations', () => {
  expect(Object.keys(CASES).sort()).toEqual(
    operationsOf('admin')
      .map(o => o.name)
      .sort()
  )
})

/** One admin action on one variant, under every node binary in turn (fresh fixtures each time). */
async function scenario(variant: Variant, action: string): Promise<void> {
  const forge = forges[variant]
  const op = operationsOf('admin').find(o => o.name === action)!
  const available = Boolean(op.routes[variant])
  const c = CASES[action]
  for (const node of nodes) {
    forge.reset()
    const params = c.params?.(forge) ?? {}
    const secrets = [forge.fixtures.adminToken, ...(typeof params.password === 'string' ? [params.password] : [])]
    if (available) {
      const run = await runAction({
        node,
        bundle,
        serverUrl: forge.url,
        inputs: { action, domain: 'admin', token: forge.fixtures.adminToken, params: JSON.stringify(params) }
      })
      const where = `${action} on ${variant} under ${node.label}`
      expect({ where, code: run.code, errors: run.errors, stderr: run.stderr }).toEqual({ where, code: 0, errors: [], stderr: '' })
      expect([200, 201, 204]).toContain(Number(run.outputs.status))
      const result = JSON.parse(run.outputs.result) as unknown
      expect(JSON.parse(run.files[run.outputs['result-file']])).toEqual(result)
      c.check?.(result, forge, run)
      secrets.push(...(action === 'runners_token' || action === 'runners_register' ? [(result as { token: string }).token] : []))
      expect({ where, leaks: findLeaks(run, secrets) }).toEqual({ where, leaks: [] })
      expect(run.summary).toContain(action)
      expect(forge.violations).toEqual([])
      cleanup(run)
    } else {
      // Told which variant it runs against, the action refuses before any request.
      const run = await runAction({
        node,
        bundle,
        serverUrl: forge.url,
        inputs: { action, domain: 'admin', variant, token: forge.fixtures.adminToken, params: JSON.stringify(params) }
      })
      expect(run.code).toBe(1)
      expect(run.errors).toHaveLength(1)
      expect(run.errors[0]).toContain(`${action} is not available on ${variant}`)
      expect(forge.requests).toEqual([])
      expect(findLeaks(run, secrets)).toEqual([])
      cleanup(run)
      // Left to detect the variant, it only asks the server what it is.
      forge.reset()
      const auto = await runAction({
        node,
        bundle,
        serverUrl: forge.url,
        inputs: { action, domain: 'admin', token: forge.fixtures.adminToken, params: JSON.stringify(params) }
      })
      expect(auto.code).toBe(1)
      expect(auto.errors[0]).toContain(`not available on ${variant}`)
      expect(forge.requests.every(r => r.method === 'GET' && /\/version$/.test(r.path))).toBe(true)
      expect(forge.violations).toEqual([])
      cleanup(auto)
    }
  }
}

// The two variants run side by side (one simulated forge each); the node binaries in turn.
test.each(operationsOf('admin').map(o => o.name))('admin %s on gitea and forgejo', async action => {
  await Promise.all(VARIANTS.map(v => scenario(v, action)))
})
