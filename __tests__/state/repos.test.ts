// Desired state's `repos` section through the CLI bundle against a forge (the simulator, both
// variants; a real server under `npm run test:real`): repositories of an organization and of a user
// created with their collaborators, secrets, variables and hooks, read back by plain HTTP; the
// second plan empty; drift made by plain HTTP reported with exit 2 and undone; a secret's value
// seen changed by its fingerprint on Gitea (SVC_STATE_KEY), "value unknown" elsewhere; prune of
// collaborators, variables and hooks and its guard; a dump that plans without drift; and no
// credential in any output. The tests of a variant run in order on one server.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load as parse } from 'js-yaml'
import { secretFingerprint } from '../../src/state/index.js'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { dir, file } = stateFiles('svc-state-repos-')
/** Credentials the files name: none may appear in any output. */
const SECRETS = {
  RP_PASS: `pw-R-${RUN}-Zq9!x`,
  RP_DEPLOY_KEY: `deploy-value-${RUN}-0xC0FFEE`,
  RP_DEPLOY_KEY_NEW: `deploy-value-new-${RUN}-0xBEEF`,
  RP_HOOK_SECRET: `hook-secret-${RUN}-sig`,
  SVC_STATE_KEY: `state-key-${RUN}-fp`
}

describe.each(targetVariants())('desired state: repos on %s', variant => {
  const v = variant[0]
  const org = `rp${RUN}${v}org`
  const owner = `rp${RUN}${v}own`
  const bob = `rp${RUN}${v}bob`
  const carol = `rp${RUN}${v}carol`
  const dave = `rp${RUN}${v}dave`
  const widgets = `${org}/widgets`
  const tools = `${owner}/tools`
  const hookUrl = `https://ci.example.com/${RUN}/${variant}/hook`

  const kit = stateTarget(variant, {
    secrets: SECRETS,
    // The organization exists before (its own section is another collection's); dave is a user only prune meets.
    async setup() {
      expect((await api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
      expect(
        (
          await api('POST', '/admin/users', {
            username: dave,
            email: `${dave}@example.com`,
            password: SECRETS.RP_PASS,
            must_change_password: false
          })
        ).status
      ).toBe(201)
    },
    async cleanup() {
      await api('DELETE', `/repos/${widgets}`)
      await api('DELETE', `/repos/${tools}`)
      await api('DELETE', `/orgs/${org}`)
      for (const u of [owner, bob, carol, dave]) await api('DELETE', `/admin/users/${u}?purge=true`)
    }
  })
  const { svc, api, writes, outputs } = kit
  const permissionOf = async (repo: string, user: string) =>
    (await api('GET', `/repos/${repo}/collaborators/${user}/permission`)).body.permission
  const collaboratorsOf = async (repo: string) =>
    ((await api('GET', `/repos/${repo}/collaborators?limit=50`)).body as Array<{ login: string }>).map(c => c.login).sort()
  const hooksOf = async (repo: string) =>
    (await api('GET', `/repos/${repo}/hooks?limit=50`)).body as Array<{
      id: number
      config: { url: string }
      active: boolean
      events: string[]
    }>
  const variablesOf = async (repo: string) =>
    ((await api('GET', `/repos/${repo}/actions/variables?limit=50`)).body as Array<{ name: string; data: string }>)
      .map(x => [x.name, x.data])
      .sort()
  const secretsOf = async (repo: string) =>
    (await api('GET', `/repos/${repo}/actions/secrets?limit=50`)).body as Array<{ name: string; description?: string }>
  /** The value the simulator holds for a secret of widgets. */
  const secretData = (name: string) => {
    const sim = kit.target.sim!
    const o = sim.state.orgs.find(x => x.name === org)!
    const repo = sim.state.repos.find(r => r.ownerId === o.id && r.name === 'widgets')!
    return sim.state.secrets.find(s => s.name === name && s.repoId === repo.id)?.data
  }

  const stateText = () => `
users:
  ${owner}:
    email: ${owner}@example.com
    password: { value_from_env: RP_PASS }
  ${bob}:
    email: ${bob}@example.com
    password: { value_from_env: RP_PASS }
  ${carol}:
    email: ${carol}@example.com
    password: { value_from_env: RP_PASS }
repos:
  ${widgets}:
    description: ACME widgets
    private: true
    website: https://acme.example/widgets
    default_branch: main
    has_issues: true
    has_wiki: false
    archived: false
    collaborators: { ${bob}: write, ${carol}: read }
    secrets: { DEPLOY_KEY: { value_from_env: RP_DEPLOY_KEY } }
    variables: { REGION: eu-west }
    hooks:
      - { type: gitea, url: ${hookUrl}, content_type: json, events: [push], active: true, secret: { value_from_env: RP_HOOK_SECRET } }
  ${tools}:
    description: the owner's tools
    private: false
    collaborators: { ${bob}: admin }
`

  test('plan lists the creates (exit 2); apply makes them in order; read back; the second plan is empty', async () => {
    const state = file(`${variant}-repos.yaml`, stateText())
    const before = writes()
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(`+ repo ${widgets}\n    description: "ACME widgets"\n    private: true\n`)
    expect(plan.stdout).toContain(`+ repo ${widgets}: collaborator ${bob}\n    permission: "write"`)
    expect(plan.stdout).toContain(`+ repo ${widgets}: secret DEPLOY_KEY\n    value: "(from $RP_DEPLOY_KEY)"`)
    expect(plan.stdout).toContain(`+ repo ${widgets}: variable REGION\n    value: "eu-west"`)
    expect(plan.stdout).toContain(`+ repo ${widgets}: hook gitea ${hookUrl}`)
    expect(plan.stdout).toContain(`+ repo ${tools}\n`)
    expect(writes()).toBe(before)

    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(applied.stdout).toMatch(/Applied (\d+) of \1 changes\./)

    const w = (await api('GET', `/repos/${widgets}`)).body
    expect([w.description, w.private, w.website, w.default_branch, w.has_issues, w.has_wiki, w.archived]).toEqual([
      'ACME widgets',
      true,
      'https://acme.example/widgets',
      'main',
      true,
      false,
      false
    ])
    expect(w.owner.login).toBe(org)
    const t = (await api('GET', `/repos/${tools}`)).body
    expect([t.owner.login, t.description, t.private]).toEqual([owner, "the owner's tools", false])
    expect(await collaboratorsOf(widgets)).toEqual([bob, carol].sort())
    expect([await permissionOf(widgets, bob), await permissionOf(widgets, carol), await permissionOf(tools, bob)]).toEqual([
      'write',
      'read',
      'admin'
    ])
    expect(await variablesOf(widgets)).toEqual([['REGION', 'eu-west']])
    const hooks = await hooksOf(widgets)
    expect(hooks.map(h => [h.config.url, h.active, h.events])).toEqual([[hookUrl, true, ['push']]])
    const secrets = await secretsOf(widgets)
    expect(secrets.map(s => s.name)).toEqual(['DEPLOY_KEY'])
    // Gitea keeps the value's fingerprint as the description; Forgejo secrets have none (and none was sent).
    if (variant === 'gitea') expect(secrets[0].description).toMatch(/^svc-fp:v1:[A-Za-z0-9_-]{43}$/)
    else {
      expect(secrets[0].description).toBeUndefined()
      const put = kit.target.requests.filter(r => r.method === 'PUT' && r.path.endsWith('/actions/secrets/DEPLOY_KEY'))
      for (const r of put) expect(Object.keys(r.body as object)).toEqual(['data'])
    }
    if (kit.target.sim) expect(secretData('DEPLOY_KEY')).toBe(SECRETS.RP_DEPLOY_KEY)

    const again = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([again.code, again.stderr]).toEqual([0, ''])
    if (variant === 'gitea') expect(again.stdout).toBe('No changes: the server matches the file.\n')
    else {
      // Forgejo cannot keep a fingerprint: the secret is set on every apply, and that is no drift.
      expect(again.stdout).toContain(`≈ repo ${widgets}: secret DEPLOY_KEY (value unknown: will be set)`)
      expect(again.stdout).toContain('0 to create, 0 to update, 0 to delete, 1 secret to set')
    }
  })

  test('drift made by plain HTTP (a permission, a variable, a hook disabled, a setting) exits 2, names it; apply undoes it', async () => {
    const state = file(`${variant}-repos.yaml`, stateText())
    expect((await api('PUT', `/repos/${widgets}/collaborators/${carol}`, { permission: 'write' })).status).toBe(204)
    expect((await api('PUT', `/repos/${widgets}/actions/variables/REGION`, { value: 'us-east' })).status).toBeLessThan(300)
    const [hook] = await hooksOf(widgets)
    expect((await api('PATCH', `/repos/${widgets}/hooks/${hook.id}`, { active: false })).status).toBe(200)
    expect((await api('PATCH', `/repos/${widgets}`, { has_wiki: true })).status).toBe(200)

    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(`~ repo ${widgets}\n    has_wiki: true → false\n`)
    expect(plan.stdout).toContain(`~ repo ${widgets}: collaborator ${carol}\n    permission: "write" → "read"\n`)
    expect(plan.stdout).toContain(`~ repo ${widgets}: variable REGION\n    value: "us-east" → "eu-west"\n`)
    expect(plan.stdout).toContain(`~ repo ${widgets}: hook gitea ${hookUrl}\n    active: false → true\n`)

    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await permissionOf(widgets, carol)).toBe('read')
    expect(await variablesOf(widgets)).toEqual([['REGION', 'eu-west']])
    expect((await hooksOf(widgets)).map(h => h.active)).toEqual([true])
    expect((await api('GET', `/repos/${widgets}`)).body.has_wiki).toBe(false)
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })

  test("a secret's value: changed is seen by its fingerprint on Gitea, unknown without the key or on Forgejo", async () => {
    const state = file(`${variant}-repos.yaml`, stateText())
    const changedValue = { RP_DEPLOY_KEY: SECRETS.RP_DEPLOY_KEY_NEW }
    const changed = await svc(['plan', '-f', state, '--detailed-exitcode'], changedValue)
    const noKey = await svc(['plan', '-f', state, '--detailed-exitcode'], { SVC_STATE_KEY: undefined })
    const otherKey = await svc(['plan', '-f', state, '--detailed-exitcode'], { SVC_STATE_KEY: 'another-key' })
    const unknown = `≈ repo ${widgets}: secret DEPLOY_KEY (value unknown: will be set)\n    value: "(from $RP_DEPLOY_KEY)"\n`
    expect([noKey.code, noKey.stdout]).toEqual([
      0,
      `${unknown}\nPlan: 0 to create, 0 to update, 0 to delete, 1 secret to set (value unknown).\n` +
        // Forgejo keeps no fingerprint: the key is not missed there.
        (variant === 'gitea' ? "$SVC_STATE_KEY is not set: secrets' values were not compared by their fingerprints.\n" : '')
    ])
    if (variant === 'gitea') {
      expect([changed.code, changed.stderr]).toEqual([2, ''])
      expect(changed.stdout).toBe(
        `~ repo ${widgets}: secret DEPLOY_KEY (value changed)\n    value: "(another value)" → "(from $RP_DEPLOY_KEY)"\n\nPlan: 0 to create, 1 to update, 0 to delete.\n`
      )
      // Another key cannot vouch for the value: it reads as changed, and apply sets it.
      expect(otherKey.code).toBe(2)
    } else {
      expect([changed.code, changed.stdout]).toEqual([0, noKey.stdout])
      expect(otherKey.stdout).toBe(noKey.stdout)
    }
    const before = (await secretsOf(widgets))[0].description
    const applied = await svc(['apply', '--yes', '-f', state], changedValue)
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    if (kit.target.sim) expect(secretData('DEPLOY_KEY')).toBe(SECRETS.RP_DEPLOY_KEY_NEW)
    if (variant === 'gitea') {
      const after = (await secretsOf(widgets))[0].description
      expect(after).toMatch(/^svc-fp:v1:/)
      expect(after).not.toBe(before)
      expect((await svc(['plan', '-f', state, '--detailed-exitcode'], changedValue)).stdout).toBe(
        'No changes: the server matches the file.\n'
      )
      // The old value is now the changed one.
      expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(2)
    }
    expect((await svc(['apply', '--yes', '-f', state])).code).toBe(0)
    if (kit.target.sim) expect(secretData('DEPLOY_KEY')).toBe(SECRETS.RP_DEPLOY_KEY)
  })

  test('a plan saved without the credentials applies where they are set (not "re-plan"); apply makes the fingerprint', async () => {
    // The secret holds the file's value (the test above): with the value and key it would be no change.
    const state = file(`${variant}-repos.yaml`, stateText())
    const saved = join(dir, `${variant}-no-credentials.json`)
    const none = Object.fromEntries(Object.keys(SECRETS).map(k => [k, undefined]))
    const plan = await svc(['plan', '-f', state, '--out', saved], none)
    expect([plan.code, plan.stderr]).toEqual([0, ''])
    const text = readFileSync(saved, 'utf8')
    outputs.push(text)
    expect(text).not.toContain('svc-fp:')
    const p = JSON.parse(text) as { unset_env: string[]; changes: Array<{ action: string; object: string }> }
    expect(p.unset_env).toEqual(expect.arrayContaining(['RP_DEPLOY_KEY', ...(variant === 'gitea' ? ['SVC_STATE_KEY'] : [])]))
    expect(p.changes.map(c => `${c.action} ${c.object}`)).toEqual([`set repo ${widgets}: secret DEPLOY_KEY`])
    const applied = await svc(['apply', saved])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    if (kit.target.sim) expect(secretData('DEPLOY_KEY')).toBe(SECRETS.RP_DEPLOY_KEY)
    if (variant === 'gitea') {
      // The fingerprint of the value and key apply had, read back by plain HTTP.
      const described = (await secretsOf(widgets)).find(s => s.name === 'DEPLOY_KEY')!.description
      expect(described).toBe(secretFingerprint('DEPLOY_KEY', SECRETS.RP_DEPLOY_KEY, SECRETS.SVC_STATE_KEY))
      expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).stdout).toBe('No changes: the server matches the file.\n')
    }
  })

  test('prune removes only the collaborators, variables and hooks the file does not list; the guard stops more', async () => {
    expect((await api('PUT', `/repos/${widgets}/collaborators/${dave}`, { permission: 'read' })).status).toBe(204)
    expect((await api('POST', `/repos/${widgets}/actions/variables/STALE`, { value: 'x' })).status).toBeLessThan(300)
    const stale = `https://ci.example.com/${RUN}/${variant}/stale`
    const created = await api('POST', `/repos/${widgets}/hooks`, {
      type: 'gitea',
      config: { url: stale, content_type: 'json' },
      events: ['push'],
      active: true
    })
    expect(created.status).toBe(201)
    // A secret the file does not list stays: secrets are not pruned here.
    expect((await api('PUT', `/repos/${widgets}/actions/secrets/OTHER`, { data: 'kept' })).status).toBeLessThan(300)
    const state = file(
      `${variant}-prune.yaml`,
      `repos:\n  ${widgets}:\n` +
        `    collaborators: { prune: true, items: { ${bob}: write, ${carol}: read } }\n` +
        `    variables: { prune: true, items: { REGION: eu-west } }\n` +
        `    hooks: { prune: true, items: [{ type: gitea, url: ${hookUrl} }] }\n`
    )
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toBe(
      `- repo ${widgets}: collaborator ${dave}\n- repo ${widgets}: hook gitea ${stale}\n- repo ${widgets}: variable STALE\n\n` +
        'Plan: 0 to create, 0 to update, 3 to delete.\n'
    )
    const sent = writes()
    const refused = await svc(['apply', '--yes', '-f', state, '--max-removals', '1'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('the plan removes 3 of 7 objects of the pruned collections, more than max-removals allows (1)')
    expect(writes()).toBe(sent)
    expect(await collaboratorsOf(widgets)).toEqual([bob, carol, dave].sort())

    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await collaboratorsOf(widgets)).toEqual([bob, carol].sort())
    expect(await variablesOf(widgets)).toEqual([['REGION', 'eu-west']])
    expect((await hooksOf(widgets)).map(h => h.config.url)).toEqual([hookUrl])
    expect((await secretsOf(widgets)).map(s => s.name).sort()).toEqual(['DEPLOY_KEY', 'OTHER'])
    expect((await api('GET', `/repos/${widgets}`)).status).toBe(200)
    expect((await api('DELETE', `/repos/${widgets}/actions/secrets/OTHER`)).status).toBe(204)
  })

  test('a dump of the repositories plans without drift, its secret placeholders set or not; an apply skips the unset ones', async () => {
    const dumped = join(dir, `${variant}-repos-dump.yaml`)
    const dump = await svc([
      'dump',
      '--collections',
      'repos,repos.collaborators,repos.secrets,repos.variables,repos.hooks',
      '--out',
      dumped
    ])
    expect([dump.code, dump.stderr]).toEqual([0, ''])
    const text = readFileSync(dumped, 'utf8')
    outputs.push(text)
    const data = parse(text) as { repos: Record<string, Record<string, any>> }
    expect(Object.keys(data)).toEqual(['repos'])
    const w = data.repos[widgets]
    expect(w).toMatchObject({
      description: 'ACME widgets',
      private: true,
      website: 'https://acme.example/widgets',
      default_branch: 'main',
      has_issues: true,
      has_wiki: false,
      archived: false,
      // A dump governs its lists: complete (prune: true), so that what is added by hand is drift.
      collaborators: { prune: true, items: { [bob]: 'write', [carol]: 'read' } },
      variables: { prune: true, items: { REGION: 'eu-west' } },
      hooks: { prune: true, items: [{ type: 'gitea', url: hookUrl, content_type: 'json', events: ['push'], active: true }] }
    })
    const placeholder = `${org}_WIDGETS_DEPLOY_KEY`.toUpperCase()
    expect(w.secrets).toEqual({ prune: true, items: { DEPLOY_KEY: { value_from_env: placeholder } } })
    expect(data.repos[tools]).toMatchObject({ collaborators: { prune: true, items: { [bob]: 'admin' } } })

    // A plan of the dump needs none of its placeholders: no drift, the unset ones named.
    const names = [...text.matchAll(/value_from_env: (\w+)/g)].map(m => m[1])
    const placeholders = Object.fromEntries(names.map(n => [n, n === placeholder ? SECRETS.RP_DEPLOY_KEY : 'unknown']))
    const unset = await svc(['plan', '-f', dumped, '--detailed-exitcode'])
    expect([unset.code, unset.stderr]).toEqual([0, ''])
    expect(unset.stdout).not.toMatch(/^[+~-] /m)
    expect(unset.stdout).toMatch(new RegExp(`^Not set here: .*\\$${placeholder}\\b.*apply needs them\\.$`, 'm'))
    // An apply needs only what it changes: the secrets without their values are left as they are (skipped), nothing sent.
    const sent = writes()
    const applyUnset = await svc(['apply', '--yes', '-f', dumped])
    expect([applyUnset.code, applyUnset.stderr]).toEqual([0, ''])
    expect(applyUnset.stdout).toContain(`skipped: ≈ repo ${widgets}: secret DEPLOY_KEY: $${placeholder} not set: left as it is`)
    expect(writes()).toBe(sent)
    // --require-env: every variable, or nothing is written.
    const strict = await svc(['apply', '--yes', '--require-env', '-f', dumped])
    expect([strict.code, strict.stderr]).toEqual([2, expect.stringContaining(`$${placeholder}`)])
    expect(writes()).toBe(sent)
    // With them (this test's secret set to its value), the same: no drift.
    const plan = await svc(['plan', '-f', dumped, '--detailed-exitcode'], placeholders)
    expect(plan.stdout).not.toMatch(/^[+~-] /m)
    expect([plan.code, plan.stderr]).toEqual([0, ''])
    if (variant === 'gitea') expect(plan.stdout).not.toContain(widgets)
    else expect(plan.stdout).toContain(`≈ repo ${widgets}: secret DEPLOY_KEY (value unknown: will be set)`)
  })

  test('repositories cannot be pruned; a name that is not OWNER/NAME and an unknown owner are refused, nothing sent', async () => {
    const sent = kit.target.requests.length
    const pruned = await svc(['plan', '-f', file('repos-prune.yaml', `repos:\n  prune: true\n  items:\n    ${widgets}: {}\n`)])
    expect(pruned.code).toBe(2)
    expect(pruned.stderr).toContain('repos-prune.yaml:2: repos.prune: name must be owner/name (repositories have no prune')
    const badName = await svc(['plan', '-f', file('repos-name.yaml', `repos:\n  widgets: { private: true }\n`)])
    expect(badName.code).toBe(2)
    expect(badName.stderr).toContain('repos-name.yaml:2: repos.widgets: name must be owner/name')
    const badPermission = await svc([
      'plan',
      '-f',
      file('repos-perm.yaml', `repos:\n  ${widgets}:\n    collaborators: { ${bob}: owner }\n`)
    ])
    expect(badPermission.code).toBe(2)
    expect(badPermission.stderr).toContain(`repos-perm.yaml:3: repos["${widgets}"].collaborators.${bob}:`)
    expect(kit.target.requests.length).toBe(sent)

    const nobody = `rp${RUN}${v}nobody`
    const unknownOwner = await svc(['apply', '--yes', '-f', file('repos-owner.yaml', `repos:\n  ${nobody}/x: { private: true }\n`)])
    expect(unknownOwner.code).toBe(2)
    // Named by file, line and path.
    expect(unknownOwner.stderr).toMatch(
      new RegExp(`repos-owner\\.yaml:2: repos\\["${nobody}/x"\\]: the owner ${nobody} is neither a user nor an organization on the server`)
    )
    expect((await api('GET', `/repos/${nobody}/x`)).status).toBe(404)
  })

  test('a misspelt repository key is planned as new with the nearest name the owner has, as a team is; nothing sent', async () => {
    expect((await api('GET', `/repos/${widgets}`)).status).toBe(200)
    const writes = kit.writes()
    const typo = `${org}/widgts`
    const plan = await svc(['plan', '-f', file('repos-typo.yaml', `repos:\n  ${typo}: { private: true }\n`)])
    expect(plan.code).toBe(0)
    expect(plan.stdout).toContain(`+ repo ${typo} (new; the server has "${widgets}": a typo?)`)
    expect(kit.writes()).toBe(writes)
  })
})
