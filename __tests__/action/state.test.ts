// `action: plan` and `action: apply` through the bundled action (dist/index.js) against the simulated
// Gitea: plan writes nothing and sets plan / changes / drift / markdown and a summary table; apply
// makes the changes (read back by plain HTTP) and a second plan is empty; fail-on-drift fails a
// plan with drift; the removal guard, a bad file and a path outside the workspace fail the step with
// nothing sent; every value_from_env value is registered with add-mask and printed nowhere.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startForge, type Forge } from '../sim/forge.js'
import { cleanup, findLeaks, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

let node: NodeBinary
let bundle: string
let gitea: Forge
const workspace = mkdtempSync(join(tmpdir(), 'svc-ws-'))
const RUN = Math.random().toString(36).slice(2, 7)
const user = `sa${RUN}`
const hookUrl = `https://state-action.example.com/${RUN}`
const SECRETS = {
  SA_PASSWORD: `Sa-pass-${RUN}-Qx7!`,
  SA_HOOK_SECRET: `sa-hook-secret-${RUN}`,
  SA_DEPLOY: `sa-deploy-${RUN}-value`,
  SVC_STATE_KEY: `sa-state-key-${RUN}`
}

beforeAll(async () => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
  gitea = await startForge({ variant: 'gitea' })
}, 300_000)
afterAll(async () => {
  await gitea?.close()
})

const STATE = `
users:
  ${user}:
    email: ${user}@example.com
    full_name: State Action
    password: { value_from_env: SA_PASSWORD }
    variables:
      REGION: eu-west
    secrets:
      DEPLOY: { value_from_env: SA_DEPLOY }
hooks:
  - type: gitea
    url: ${hookUrl}
    content_type: json
    events: [push]
    active: true
    secret: { value_from_env: SA_HOOK_SECRET }
`
writeFileSync(join(workspace, 'forge.yaml'), STATE)

async function step(
  inputs: Record<string, string>,
  check: (run: ActionRun) => Promise<void> | void,
  env: Record<string, string> = SECRETS
) {
  const run = await runAction({
    node,
    bundle,
    serverUrl: gitea.url,
    inputs: { token: gitea.fixtures.adminToken, 'state-file': 'forge.yaml', ...inputs },
    env: { GITHUB_WORKSPACE: workspace, ...env }
  })
  try {
    await check(run)
    // The values forge.yaml names from the environment: registered with add-mask, printed nowhere.
    // (Another file names none of them: then they are only printed nowhere.)
    if ((inputs['state-file'] ?? 'forge.yaml') === 'forge.yaml' && run.masks.length > 0)
      expect(findLeaks(run, Object.values(env))).toEqual([])
    const stdout = run.stdout
      .split('\n')
      .filter(l => !l.startsWith('::add-mask::'))
      .join('\n')
    const everything = [stdout, run.stderr, run.summary, ...Object.values(run.files)].join('\n')
    for (const v of Object.values(SECRETS)) expect(everything.includes(v) ? `leaked ${v.slice(0, 3)}…` : 'clean').toBe('clean')
  } finally {
    cleanup(run)
  }
}

async function api(path: string, sudo?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${gitea.url}/api/v1${path}`, {
    headers: { authorization: `token ${gitea.fixtures.adminToken}`, ...(sudo ? { sudo } : {}) }
  })
  return { status: res.status, body: res.status === 200 ? await res.json() : null }
}
const writes = () => gitea.requests.filter(r => r.method !== 'GET').length

describe('action: plan and apply of a state file', () => {
  test('plan: writes nothing; plan, changes, drift and markdown outputs; the summary shows the table', async () => {
    const before = writes()
    await step({ action: 'plan' }, run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      expect(writes()).toBe(before)
      expect(run.outputs.drift).toBe('true')
      // The user, its variable and the hook (the secret is set blind: not counted).
      expect(run.outputs.changes).toBe('3')
      const plan = JSON.parse(run.outputs.plan) as { format: string; changes: Array<{ action: string; object: string }> }
      expect(plan.format).toBe('svc-plan/1')
      expect(plan.changes.map(c => `${c.action} ${c.object}`)).toEqual(
        expect.arrayContaining([`create user ${user}`, `create user ${user}: variable REGION`, `set user ${user}: secret DEPLOY`])
      )
      expect(JSON.parse(run.files[run.outputs['plan-file']])).toEqual(plan)
      expect(run.outputs.markdown).toContain('| | Object | Change | Fields |')
      expect(run.outputs.markdown).toContain(`| \`+\` | \`user ${user}\` | create |`)
      expect(run.outputs.markdown).toContain('password: "(from $SA_PASSWORD)"')
      expect(run.summary).toContain('| | Object | Change | Fields |')
      expect(run.summary).toContain(`hook gitea ${hookUrl}`)
      expect(run.summary).toContain('state file <code>forge.yaml</code>')
      expect(run.shown).toContain(`+ user ${user}`)
    })
    expect((await api(`/users/${user}`)).status).toBe(404)
  })

  test('fail-on-drift: a plan with drift fails the step, its outputs still set; params is said to be unused', async () => {
    await step({ action: 'plan', 'fail-on-drift': 'true', params: '{"name":"x"}' }, run => {
      expect(run.shown).toContain('Warning: input params is not used by action plan')
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toMatch(/drift: Plan: 3 to create, 0 to update, 0 to delete, 1 secret to set .*fail-on-drift is set/)
      expect(run.outputs.drift).toBe('true')
    })
  })

  test('apply: the server holds the file (read back by plain HTTP); a second plan has no drift', async () => {
    await step({ action: 'apply' }, run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      const outcomes = JSON.parse(run.outputs.result) as Array<{ status: string }>
      expect(outcomes.length).toBe(4)
      expect(outcomes.every(o => o.status === 'done')).toBe(true)
      expect(run.outputs.changed).toBe('true')
      expect(run.summary).toContain('Applied')
    })
    expect((await api(`/users/${user}`)).body).toMatchObject({ login: user, full_name: 'State Action' })
    expect((await api('/user/actions/variables/REGION', user)).body).toMatchObject({ data: 'eu-west' })
    const hooks = (await api('/admin/hooks?limit=50')).body as Array<{ config: { url: string }; active: boolean }>
    expect(hooks.filter(h => h.config.url === hookUrl).map(h => h.active)).toEqual([true])
    expect(gitea.state.secrets.find(s => s.name === 'DEPLOY' && s.data === SECRETS.SA_DEPLOY)).toBeDefined()
    // The password is the one of the environment.
    const basic = Buffer.from(`${user}:${SECRETS.SA_PASSWORD}`).toString('base64')
    expect((await fetch(`${gitea.url}/api/v1/user`, { headers: { authorization: `Basic ${basic}` } })).status).toBe(200)

    await step({ action: 'plan', 'fail-on-drift': 'true' }, run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      expect([run.outputs.drift, run.outputs.changes]).toEqual(['false', '0'])
    })
  })

  test('the removal guard refuses a large removal: the step fails and nothing is deleted', async () => {
    writeFileSync(join(workspace, 'prune.yaml'), 'hooks:\n  prune: true\n  items: []\n')
    const before = writes()
    await step({ action: 'apply', 'state-file': 'prune.yaml', 'max-removals': '0' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('more than max-removals allows (0)')
    })
    expect(writes()).toBe(before)
    expect(((await api('/admin/hooks?limit=50')).body as unknown[]).length).toBeGreaterThan(0)
  })

  test('a set of repo_defaults reaching more repositories than max-default-repos fails the step before any repository is read', async () => {
    writeFileSync(join(workspace, 'wide.yaml'), 'repo_defaults:\n  - match: "*/*"\n    topics: [wide]\n')
    const before = gitea.requests.length
    await step({ action: 'plan', 'state-file': 'wide.yaml', 'max-default-repos': '1' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toMatch(
        /wide\.yaml:2: repo_defaults\[0\]: this set of defaults reaches \d+ repositories, more than max-default-repos allows \(1\)/
      )
    })
    expect(gitea.requests.slice(before).filter(r => /^\/api\/v1\/repos\/[^/]+\/[^/]+\/topics/.test(r.path))).toEqual([])
    await step({ action: 'plan', 'state-file': 'wide.yaml' }, run => {
      expect(run.code).toBe(0)
      expect(JSON.parse(run.outputs.plan).repo_defaults).toEqual([
        { at: expect.stringMatching(/wide\.yaml:2: repo_defaults\[0\]$/), repositories: expect.any(Number) }
      ])
      expect(run.outputs.markdown).toMatch(/Defaults .*wide\.yaml:2: repo_defaults\[0\] reach \d+ repositor/)
    })
  })

  test('bad input fails naming it, nothing sent: a bad file, no state-file, a path outside the workspace, an unset variable', async () => {
    writeFileSync(join(workspace, 'bad.yaml'), `users:\n  ${user}:\n    emial: x@example.com\n`)
    const before = gitea.requests.length
    await step({ action: 'plan', 'state-file': 'bad.yaml' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain(`bad.yaml:3: users.${user}.emial: unknown field`)
    })
    await step({ action: 'apply', 'state-file': '' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('input state-file is required')
    })
    await step({ action: 'plan', 'state-file': '../../etc/passwd' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('input state-file must be a path inside the workspace')
    })
    expect(gitea.requests.length).toBe(before)
    // require-env: every variable, or nothing is written (refused after the plan's reads).
    const writesBefore = writes()
    await step(
      { action: 'apply', 'require-env': 'true' },
      run => {
        expect(run.code).toBe(1)
        expect(run.errors.join('\n')).toContain('apply needs value_from_env variables that are not set: $SA_DEPLOY (')
      },
      { SA_PASSWORD: SECRETS.SA_PASSWORD, SA_HOOK_SECRET: SECRETS.SA_HOOK_SECRET }
    )
    expect(writes()).toBe(writesBefore)
  })
})
