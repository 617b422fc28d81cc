// svc_state through the bundled `svc mcp` against the simulated Gitea: enabled like a domain
// (svc_enable, SVC_DOMAINS); plan answers the plan, its markdown and drift and writes nothing; apply
// makes the changes (read back by plain HTTP) and the next plan has no drift; read-only offers plan
// alone and refuses apply with nothing sent; bad input is answered as an error naming it; every
// request is answered, and no value the file names from the environment is in any reply. The
// engine is a chunk the first svc_state call loads: tools/list answers without it.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { startMigrationProxy } from '../sim/migration-proxy.js'
import { ensureCliBundle, OUTPUTS, startSession } from './harness.js'

let bundle: string
let sim: Sim
const RUN = Math.random().toString(36).slice(2, 7)
const user = `ms${RUN}`
const hookUrl = `https://mcp-state.example.com/${RUN}`
const SECRETS = { MS_PASSWORD: `Ms-pass-${RUN}-Zx8!`, MS_DEPLOY: `ms-deploy-${RUN}-value` }
const dir = mkdtempSync(join(tmpdir(), 'svc-mcp-state-'))

beforeAll(async () => {
  bundle = ensureCliBundle()
  sim = await startForge({ variant: 'gitea' })
}, 180_000)
afterAll(async () => {
  // No value the state file names from the environment, in any reply of any session.
  for (const out of OUTPUTS) for (const v of Object.values(SECRETS)) expect(out).not.toContain(v)
  await sim?.close()
})

const YAML = `
users:
  ${user}:
    email: ${user}@example.com
    password: { value_from_env: MS_PASSWORD }
    variables:
      REGION: eu-north
    secrets:
      DEPLOY: { value_from_env: MS_DEPLOY }
hooks:
  - type: gitea
    url: ${hookUrl}
    content_type: json
    events: [push]
    active: true
`
const env = (extra: Record<string, string> = {}) => ({ SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.adminToken, ...SECRETS, ...extra })
const writes = () => sim.requests.filter(r => r.method !== 'GET').length
async function api(path: string, sudo?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${sim.url}/api/v1${path}`, {
    headers: { authorization: `token ${sim.fixtures.adminToken}`, ...(sudo ? { sudo } : {}) }
  })
  return { status: res.status, body: res.ok ? await res.json() : null }
}

describe('svc mcp: svc_state', () => {
  test('enabled by svc_enable; plan writes nothing; apply applies; the next plan has no drift', async () => {
    const s = await startSession(bundle, env())
    try {
      expect((await s.tools()).map(t => t.name)).not.toContain('svc_state')
      const enabled = await s.call('svc_enable', { domains: ['state'] })
      expect(enabled.isError).toBe(false)
      expect(enabled.structured).toMatchObject({ enabled: ['state'], tools: ['svc_enable', 'svc_state'] })
      const tool = (await s.tools()).find(t => t.name === 'svc_state')!
      expect(tool.inputSchema.properties.action.enum).toEqual(['plan', 'apply'])
      expect(tool.annotations.readOnlyHint).toBe(false)

      const before = writes()
      const plan = await s.call('svc_state', { action: 'plan', yaml: YAML })
      expect(plan.isError).toBe(false)
      expect(writes()).toBe(before)
      expect(plan.structured).toMatchObject({ action: 'plan', variant: 'gitea', changes: 3, drift: true })
      expect(plan.structured!.markdown).toContain(`| \`+\` | \`user ${user}\` | create |`)
      expect(plan.structured!.markdown).toContain('password: "(from $MS_PASSWORD)"')
      expect((plan.structured!.plan as { format: string }).format).toBe('svc-plan/1')
      expect(plan.structured!.summary).toBe('Plan: 3 to create, 0 to update, 0 to delete, 1 secret to set (value unknown).')

      // The file as a path (relative to where svc mcp runs: here, an absolute one).
      const file = join(dir, 'forge.yaml')
      writeFileSync(file, YAML)
      const applied = await s.call('svc_state', { action: 'apply', file })
      expect(applied.isError).toBe(false)
      const outcomes = applied.structured!.outcomes as Array<{ status: string }>
      expect(outcomes.map(o => o.status)).toEqual(['done', 'done', 'done', 'done'])
      expect((await api(`/users/${user}`)).status).toBe(200)
      expect((await api('/user/actions/variables/REGION', user)).body).toMatchObject({ data: 'eu-north' })
      expect(((await api('/admin/hooks?limit=50')).body as Array<{ config: { url: string } }>).map(h => h.config.url)).toContain(hookUrl)
      expect(sim.state.secrets.find(x => x.name === 'DEPLOY' && x.data === SECRETS.MS_DEPLOY)).toBeDefined()

      const again = await s.call('svc_state', { action: 'plan', yaml: YAML })
      expect(again.structured).toMatchObject({ changes: 0, drift: false })
    } finally {
      await s.close()
    }
  }, 120_000)

  test('read-only: plan only; apply refused with nothing sent', async () => {
    const s = await startSession(bundle, env({ SVC_DOMAINS: 'state', SVC_READ_ONLY: 'true' }))
    try {
      const tool = (await s.tools()).find(t => t.name === 'svc_state')!
      expect(tool.inputSchema.properties.action.enum).toEqual(['plan'])
      expect(tool.annotations.readOnlyHint).toBe(true)
      const before = sim.requests.length
      const r = await s.call('svc_state', { action: 'apply', yaml: YAML.replace(hookUrl, `${hookUrl}/ro`) })
      expect(r.isError).toBe(true)
      expect(r.text).toContain('svc mcp runs read-only')
      expect(sim.requests.length).toBe(before)
      const plan = await s.call('svc_state', { action: 'plan', yaml: YAML.replace(hookUrl, `${hookUrl}/ro`) })
      expect(plan.structured).toMatchObject({ changes: 1, drift: true })
    } finally {
      await s.close()
    }
  }, 120_000)

  test('bad input is an error naming it, nothing sent; every call is answered', async () => {
    const s = await startSession(bundle, env({ SVC_DOMAINS: 'state' }))
    try {
      // The start-up check (the variant) is done once the tools are listed.
      expect((await s.tools()).map(t => t.name)).toContain('svc_state')
      const before = sim.requests.length
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ action: 'plan', yaml: `users:\n  ${user}:\n    emial: x@example.com\n` }, `yaml:3: users.${user}.emial: unknown field`],
        [{ action: 'plan' }, 'give the state file as "file" (a path) or "yaml" (its text), one of them'],
        [{ action: 'plan', yaml: 'hooks: []', file: 'x.yaml' }, 'one of them'],
        [{ action: 'plan', file: join(dir, 'nowhere.yaml') }, 'cannot read the state file'],
        [{ action: 'destroy', yaml: 'hooks: []' }, 'param "action": expected "plan" or "apply"'],
        [{ action: 'plan', yaml: 'hooks: []', extra: 1 }, 'unknown param "extra"'],
        [{ action: 'apply', yaml: 'hooks:\n  prune: true\n  items: []\n', max_removals: 'many' }, 'max-removals: expected a count'],
        [{ action: 'plan', yaml: 'hooks: []', max_default_repos: 0 }, 'param "max_default_repos": expected a whole number'],
        [
          { action: 'plan', yaml: `users:\n  ${user}:\n    secrets:\n      X: { value_from_env: SVC_TOKEN }\n` },
          `yaml:4: users.${user}.secrets.X.value_from_env: $SVC_TOKEN: svc's own settings and credentials (SVC_*) cannot be used as values`
        ]
      ]
      const replies = await Promise.all(cases.map(([args]) => s.call('svc_state', args)))
      replies.forEach((r, i) => {
        expect(r.isError).toBe(true)
        expect(r.text).toContain(cases[i][1])
      })
      expect(sim.requests.length).toBe(before)
      // A plan needs no credential (see below); apply with require_env needs them all: refused after its reads, nothing written.
      const writesBefore = writes()
      const unsetApply = await s.call('svc_state', {
        action: 'apply',
        require_env: true,
        yaml: `users:\n  ${user}:\n    secrets:\n      X: { value_from_env: MS_UNSET }\n`
      })
      expect(unsetApply.isError).toBe(true)
      expect(unsetApply.text).toContain('apply needs value_from_env variables that are not set: $MS_UNSET (')
      expect(writes()).toBe(writesBefore)
      const unsetPlan = await s.call('svc_state', {
        action: 'plan',
        yaml: `users:\n  ${user}:\n    secrets:\n      X: { value_from_env: MS_UNSET }\n`
      })
      expect(unsetPlan.isError).toBe(false)
      expect(unsetPlan.text).toContain('Not set here: $MS_UNSET (value_from_env).')
      // One set of repo_defaults over every repository: its reach is said, and above max_default_repos refused.
      const wide = 'repo_defaults:\n  - match: "*/*"\n    topics: [wide]\n'
      const reach = await s.call('svc_state', { action: 'plan', yaml: wide })
      expect([reach.isError, reach.text]).toEqual([false, expect.stringMatching(/Defaults yaml:2: repo_defaults\[0\] reach \d+ repositor/)])
      const narrow = await s.call('svc_state', { action: 'plan', yaml: wide, max_default_repos: 1 })
      expect([narrow.isError, narrow.text]).toEqual([
        true,
        expect.stringMatching(
          /yaml:2: repo_defaults\[0\]: this set of defaults reaches \d+ repositories, more than max-default-repos allows \(1\)/
        )
      ])
    } finally {
      await s.close()
    }
  }, 120_000)

  test('apply of a mirrors section: param migrations is how many POST /repos/migrate are in flight at once; a bad one is refused, nothing sent', async () => {
    const names = ['m1', 'm2', 'm3', 'm4', 'm5']
    const proxy = await startMigrationProxy(sim.url, names)
    const to = `mm${RUN}`
    const sourceToken = `ms-src-${RUN}-Q7!do-not-print`
    const mirrors = `mirrors:\n  - from: { service: gitea, owner: acme, url: ${proxy.sourceUrl}, token_from_env: MS_SOURCE }\n    to: ${to}\n    interval: 8h\n`
    const s = await startSession(bundle, { ...env({ SVC_DOMAINS: 'state', MS_SOURCE: sourceToken }), SVC_SERVER_URL: proxy.url })
    try {
      const org = await fetch(`${sim.url}/api/v1/orgs`, {
        method: 'POST',
        headers: { authorization: `token ${sim.fixtures.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username: to })
      })
      expect(org.status).toBe(201)
      // The start-up check (the variant) is done once the tools are listed.
      expect((await s.tools()).map(t => t.name)).toContain('svc_state')
      const before = sim.requests.length
      for (const bad of [0, 33, 2.5, '3'])
        expect(await s.call('svc_state', { action: 'apply', yaml: mirrors, migrations: bad })).toMatchObject({
          isError: true,
          text: expect.stringContaining('param "migrations": expected a whole number from 1 to 32')
        })
      expect(sim.requests.length).toBe(before)
      proxy.migrations.hold = 3
      const applied = await s.call('svc_state', { action: 'apply', yaml: mirrors, migrations: 3 })
      expect([applied.isError, applied.structured?.changes]).toEqual([false, names.length])
      expect(proxy.migrations.most).toBe(3)
      const copies = (await api(`/orgs/${to}/repos?limit=50`)).body as Array<Record<string, unknown>>
      expect(copies.map(r => [r.name, r.mirror]).sort()).toEqual(names.map(n => [n, true]))
      expect(applied.text).not.toContain(sourceToken)
    } finally {
      await s.close()
      proxy.close()
    }
    // Read-only: apply is not offered, nor its params.
    const ro = await startSession(bundle, env({ SVC_DOMAINS: 'state', SVC_READ_ONLY: 'true' }))
    try {
      const tool = (await ro.tools()).find(t => t.name === 'svc_state')!
      expect(Object.keys((tool.inputSchema as { properties: object }).properties)).not.toContain('migrations')
      expect((await ro.call('svc_state', { action: 'plan', yaml: 'hooks: []', migrations: 2 })).text).toContain(
        'unknown param "migrations"'
      )
    } finally {
      await ro.close()
    }
  }, 120_000)

  test('tools/list does not load the engine: its chunk, missing, fails only svc_state, which works once it is back', async () => {
    // A copy of the bundles (no source maps), whose engine chunk (the one holding the plan's
    // wording) is moved away while the server starts and lists its tools.
    const copy = mkdtempSync(join(tmpdir(), 'svc-mcp-lazy-'))
    const dist = dirname(bundle)
    for (const f of readdirSync(dist).filter(f => /^(cli|mcp)(\.[\w-]+)?\.js$|^package\.json$/.test(f)))
      copyFileSync(join(dist, f), join(copy, f))
    // The engine's chunk is told by its source map: the one holding the plan's module (mcp.js also
    // holds the CLI's program, whose help quotes the plan's wording).
    const holdsPlan = (f: string) =>
      (JSON.parse(readFileSync(join(dist, `${f}.map`), 'utf8')) as { sources: string[] }).sources.includes('src/state/plan.js')
    const engine = readdirSync(copy).filter(f => /^mcp\.[\w-]+\.js$/.test(f) && holdsPlan(f))
    expect(engine).toHaveLength(1)
    expect(readFileSync(join(copy, engine[0]), 'utf8')).toContain('value unknown: will be set')
    expect(holdsPlan('mcp.js')).toBe(false)
    const chunk = join(copy, engine[0])
    renameSync(chunk, `${chunk}.away`)
    const s = await startSession(join(copy, 'cli.js'), env({ SVC_DOMAINS: 'state' }))
    try {
      const tool = (await s.tools()).find(t => t.name === 'svc_state')!
      expect(tool.inputSchema.properties.action.enum).toEqual(['plan', 'apply'])
      const missing = await s.call('svc_state', { action: 'plan', yaml: YAML })
      expect(missing.isError).toBe(true)
      expect(missing.text).toContain(engine[0])
      renameSync(`${chunk}.away`, chunk)
      const plan = await s.call('svc_state', { action: 'plan', yaml: YAML })
      expect([plan.isError, plan.structured?.action]).toEqual([false, 'plan'])
    } finally {
      await s.close()
    }
  }, 120_000)
})
