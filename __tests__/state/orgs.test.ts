// Desired state's organizations through the CLI bundle against a forge (the simulator, both
// variants; a real Gitea under `npm run test:real`): an organization with teams, team members and
// repositories, members, Actions secrets and variables and webhooks applied to a fresh server and read
// back by plain HTTP, the second plan empty; drift made by plain HTTP reported with exit 2; prune and
// its guard; a dump that plans empty; secrets' fingerprints on Gitea; no credential in any output.
// The tests of a variant run in order on one server: the first creates what the others change.
import { describe, expect, test } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dump as stringify, load as parse } from 'js-yaml'
import { dumpableCollections } from '../../src/state/index.js'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { dir, file } = stateFiles('svc-state-orgs-')
/** Credentials the files name, and the fingerprints' key: none may appear in any output. */
const SECRETS = {
  SO_PASS: `pw-${RUN}-Zq9!x-long`,
  SO_SECRET: `org-secret-${RUN}-0xFEEDFACE`,
  SO_SECRET_NEW: `org-secret-new-${RUN}-0xC0FFEE`,
  SVC_STATE_KEY: `state-key-${RUN}-do-not-print`
}

describe.each(targetVariants())('desired state: organizations on %s', variant => {
  const org = `so${RUN}${variant[0]}`
  const [u1, u2, u3, u4] = ['1', '2', '3', '4'].map(n => `so${RUN}${variant[0]}u${n}`)
  const hookUrl = `https://ci.example.com/${RUN}/${variant}`

  const kit = stateTarget(variant, {
    secrets: SECRETS,
    async cleanup() {
      await api('DELETE', `/repos/${org}/widgets`)
      await api('DELETE', `/orgs/${org}`)
      for (const u of [u1, u2, u3, u4]) await api('DELETE', `/admin/users/${u}?purge=true`)
    }
  })
  const { svc, api } = kit
  const teamsHere = async () =>
    (await api('GET', `/orgs/${org}/teams?limit=50`)).body as Array<{
      id: number
      name: string
      description: string
      permission: string
      units: string[]
      units_map: Record<string, string>
      includes_all_repositories: boolean
      can_create_org_repo: boolean
    }>
  const teamId = async (name: string) => (await teamsHere()).find(t => t.name === name)!.id
  const logins = (rows: Array<{ login: string }>) => rows.map(r => r.login).sort()
  const teamMembers = async (name: string) => logins((await api('GET', `/teams/${await teamId(name)}/members?limit=50`)).body)
  const orgMembers = async () => logins((await api('GET', `/orgs/${org}/members?limit=50`)).body)
  const orgHooks = async () =>
    (await api('GET', `/orgs/${org}/hooks?limit=50`)).body as Array<{
      id: number
      config: { url: string }
      active: boolean
      events: string[]
    }>
  const secretsHere = async () =>
    (await api('GET', `/orgs/${org}/actions/secrets?limit=50`)).body as Array<{ name: string; description?: string }>

  const stateText = (teamRepos = '') => `
users:
${[u1, u2, u3].map(u => `  ${u}:\n    email: ${u}@example.com\n    password: { value_from_env: SO_PASS }\n`).join('')}orgs:
  ${org}:
    owner: ${u1}
    full_name: Acme Inc.
    description: Tools
    website: https://acme.example
    location: Berlin
    visibility: private
    teams:
      Owners:
        members: [${u1}]
      Developers:
        description: People who ship
        permission: write
        units: [repo.code, repo.issues, repo.pulls]
        includes_all_repositories: false
        can_create_org_repo: false
        members: [${u2}, ${u3}]${teamRepos}
      Readers:
        permission: read
        units: [repo.code]
        members: [${u3}]
    members: { prune: true, items: [${u1}, ${u2}, ${u3}] }
    secrets: { DEPLOY_TOKEN: { value_from_env: SO_SECRET } }
    variables: { REGION: eu-west }
    hooks:
      - { type: gitea, url: ${hookUrl}, content_type: json, events: [push], active: true }
`

  test('apply creates the organization and all under it in order; read back by plain HTTP; the second plan is empty', async () => {
    const state = file(`${variant}-orgs.yaml`, stateText())
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(`+ org ${org}\n`)
    expect(plan.stdout).toContain(`+ org ${org}: team Developers\n`)
    expect(plan.stdout).toContain(`+ org ${org}: team Developers: member ${u2}\n`)
    expect(plan.stdout).toContain(`+ org ${org}: member ${u2}\n    through_team: "Developers"`)
    expect(plan.stdout).toContain(`+ org ${org}: secret DEPLOY_TOKEN\n    value: "(from $SO_SECRET)"`)

    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(applied.stdout).toMatch(/Applied (\d+) of \1 changes\./)

    const o = (await api('GET', `/orgs/${org}`)).body
    expect([o.full_name, o.description, o.website, o.location, o.visibility]).toEqual([
      'Acme Inc.',
      'Tools',
      'https://acme.example',
      'Berlin',
      'private'
    ])
    const teams = await teamsHere()
    expect(teams.map(t => t.name).sort()).toEqual(['Developers', 'Owners', 'Readers'])
    const dev = teams.find(t => t.name === 'Developers')!
    expect([dev.description, dev.includes_all_repositories, dev.can_create_org_repo]).toEqual(['People who ship', false, false])
    expect(Object.entries(dev.units_map).sort()).toEqual([
      ['repo.code', 'write'],
      ['repo.issues', 'write'],
      ['repo.pulls', 'write']
    ])
    expect(Object.entries(teams.find(t => t.name === 'Readers')!.units_map)).toEqual([['repo.code', 'read']])
    expect(await teamMembers('Owners')).toEqual([u1])
    expect(await teamMembers('Developers')).toEqual([u2, u3].sort())
    expect(await orgMembers()).toEqual([u1, u2, u3].sort())
    expect((await api('GET', `/orgs/${org}/actions/variables/REGION`)).body.data).toBe('eu-west')
    const secrets = await secretsHere()
    expect(secrets.map(s => s.name)).toEqual(['DEPLOY_TOKEN'])
    // Gitea keeps the value's fingerprint in the description; Forgejo has none.
    if (variant === 'gitea') expect(secrets[0].description).toMatch(/^svc-fp:v1:[A-Za-z0-9_-]{43}$/)
    if (kit.target.sim) expect(kit.target.sim.state.secrets.find(s => s.name === 'DEPLOY_TOKEN')?.data).toBe(SECRETS.SO_SECRET)
    const hooks = await orgHooks()
    expect(hooks.map(h => [h.config.url, h.active, h.events])).toEqual([[hookUrl, true, ['push']]])

    const again = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([again.code, again.stderr]).toEqual([0, ''])
    expect(again.stdout).toBe(
      variant === 'gitea'
        ? 'No changes: the server matches the file.\n'
        : `≈ org ${org}: secret DEPLOY_TOKEN (value unknown: will be set)\n    value: "(from $SO_SECRET)"\n\nPlan: 0 to create, 0 to update, 0 to delete, 1 secret to set (value unknown).\n`
    )
  })

  test("a team's repositories are added; the plan after is empty", async () => {
    // The repository's owner is rendered as a user, whose email the spec says is an address: an
    // organization made without one would answer "" (Gitea's convert.toUser for an authed caller).
    // Gitea 1.25 empties the fields a PATCH leaves out: all are sent.
    const fields = { full_name: 'Acme Inc.', description: 'Tools', website: 'https://acme.example', location: 'Berlin' }
    expect((await api('PATCH', `/orgs/${org}`, { ...fields, email: `${org}@example.com` })).status).toBe(200)
    expect((await api('POST', `/orgs/${org}/repos`, { name: 'widgets' })).status).toBe(201)
    const state = file(`${variant}-repos.yaml`, stateText('\n        repos: [widgets]'))
    const plan = await svc(['plan', '-f', state])
    expect(plan.stdout).toContain(`+ org ${org}: team Developers: repository widgets\n`)
    expect((await svc(['apply', '--yes', '-f', state])).code).toBe(0)
    const repos = (await api('GET', `/teams/${await teamId('Developers')}/repos`)).body as Array<{ name: string }>
    expect(repos.map(r => r.name)).toEqual(['widgets'])
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })

  test('changes made by plain HTTP are drift: a team member removed, a variable edited, a hook disabled; apply undoes them', async () => {
    const state = file(`${variant}-repos.yaml`, stateText('\n        repos: [widgets]'))
    expect((await api('DELETE', `/teams/${await teamId('Developers')}/members/${u3}`)).status).toBe(204)
    expect((await api('PUT', `/orgs/${org}/actions/variables/REGION`, { value: 'us-east' })).status).toBeLessThan(300)
    const hook = (await orgHooks())[0]
    expect((await api('PATCH', `/orgs/${org}/hooks/${hook.id}`, { active: false })).status).toBe(200)
    const dev = (await teamsHere()).find(t => t.name === 'Developers')!
    expect(
      (await api('PATCH', `/teams/${dev.id}`, { name: 'Developers', description: 'Changed', permission: 'read', units: ['repo.code'] }))
        .status
    ).toBe(200)

    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(`+ org ${org}: team Developers: member ${u3}\n`)
    expect(plan.stdout).toContain(`~ org ${org}: variable REGION\n    value: "us-east" → "eu-west"`)
    expect(plan.stdout).toContain(`~ org ${org}: hook gitea ${hookUrl}\n    active: false → true`)
    expect(plan.stdout).toContain(
      `~ org ${org}: team Developers\n    description: "Changed" → "People who ship"\n    permission: "read" → "write"\n    units: ["repo.code"] → ["repo.code","repo.issues","repo.pulls"]`
    )
    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await teamMembers('Developers')).toEqual([u2, u3].sort())
    expect((await api('GET', `/orgs/${org}/actions/variables/REGION`)).body.data).toBe('eu-west')
    expect((await orgHooks())[0].active).toBe(true)
    const fixed = (await teamsHere()).find(t => t.name === 'Developers')!
    expect([fixed.description, Object.entries(fixed.units_map).sort()]).toEqual([
      'People who ship',
      [
        ['repo.code', 'write'],
        ['repo.issues', 'write'],
        ['repo.pulls', 'write']
      ]
    ])
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })

  test("a secret's value: unchanged is no change, changed is `~ value changed` on Gitea; unknown without a key or on Forgejo", async () => {
    const state = file(`${variant}-repos.yaml`, stateText('\n        repos: [widgets]'))
    const changed = await svc(['plan', '-f', state, '--detailed-exitcode'], { SO_SECRET: SECRETS.SO_SECRET_NEW })
    const noKey = await svc(['plan', '-f', state, '--detailed-exitcode'], { SVC_STATE_KEY: undefined })
    expect(noKey.code).toBe(0)
    expect(noKey.stdout).toContain(`≈ org ${org}: secret DEPLOY_TOKEN (value unknown: will be set)`)
    if (variant === 'forgejo') {
      expect(changed.code).toBe(0)
      expect(changed.stdout).toContain(`≈ org ${org}: secret DEPLOY_TOKEN (value unknown: will be set)`)
      return
    }
    expect(changed.code).toBe(2)
    expect(changed.stdout).toBe(
      `~ org ${org}: secret DEPLOY_TOKEN (value changed)\n    value: "(another value)" → "(from $SO_SECRET)"\n\nPlan: 0 to create, 1 to update, 0 to delete.\n`
    )
    const before = (await secretsHere())[0].description
    expect((await svc(['apply', '--yes', '-f', state], { SO_SECRET: SECRETS.SO_SECRET_NEW })).code).toBe(0)
    expect((await secretsHere())[0].description).not.toBe(before)
    if (kit.target.sim) expect(kit.target.sim.state.secrets.find(s => s.name === 'DEPLOY_TOKEN')?.data).toBe(SECRETS.SO_SECRET_NEW)
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'], { SO_SECRET: SECRETS.SO_SECRET_NEW })).code).toBe(0)
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(2)
    expect((await svc(['apply', '--yes', '-f', state])).code).toBe(0)
  })

  test('a plan right after a dump is empty (secrets as value_from_env placeholders)', async () => {
    const dumped = join(dir, `${variant}-dump.yaml`)
    const all = dumpableCollections().filter(c => c.startsWith('orgs'))
    expect(all).toEqual([
      'orgs',
      'orgs.teams',
      'orgs.teams.members',
      'orgs.teams.repos',
      'orgs.members',
      'orgs.secrets',
      'orgs.variables',
      'orgs.hooks',
      'orgs.labels'
    ])
    const dump = await svc(['dump', '--out', dumped, '--collections', all.join(',')])
    expect([dump.code, dump.stderr]).toEqual([0, ''])
    const text = readFileSync(dumped, 'utf8')
    // Only this suite's organization: others' secrets (other suites on a real server) would need their placeholders set.
    const mine = parse(text) as { orgs: Record<string, unknown> }
    writeFileSync(dumped, stringify({ orgs: { [org]: mine.orgs[org] } }))
    const placeholder = `${org}_DEPLOY_TOKEN`.toUpperCase()
    expect(text).toContain(`  ${org}:\n    full_name: Acme Inc.\n`)
    expect(text).toContain(`        Developers:\n          description: People who ship\n`)
    expect(text).toContain(
      `          members: {prune: true, items: [${[u2, u3].sort().join(', ')}]}\n          repos: {prune: true, items: [widgets]}\n`
    )
    expect(text).toContain(
      `    secrets:\n      prune: true\n      items:\n        DEPLOY_TOKEN:\n          value_from_env: ${placeholder}\n`
    )
    expect(text).toContain(`    variables:\n      prune: true\n      items:\n        REGION: eu-west\n`)
    const plan = await svc(['plan', '-f', dumped, '--detailed-exitcode'], { [placeholder]: SECRETS.SO_SECRET })
    expect([plan.code, plan.stderr]).toEqual([0, ''])
    // Every object dumped is compared; only the secret's value stays unknown on Forgejo.
    expect(plan.stdout).toBe(
      variant === 'gitea'
        ? 'No changes: the server matches the file.\n'
        : `≈ org ${org}: secret DEPLOY_TOKEN (value unknown: will be set)\n    value: "(from $${placeholder})"\n\nPlan: 0 to create, 0 to update, 0 to delete, 1 secret to set (value unknown).\n`
    )
  })

  test('prune deletes only what the file does not list (never Owners); the guard refuses more removals than allowed', async () => {
    // Made by hand: a team with a new member, a variable, a hook.
    expect(
      (
        await api('POST', '/admin/users', {
          username: u4,
          email: `${u4}@example.com`,
          password: SECRETS.SO_PASS,
          must_change_password: false
        })
      ).status
    ).toBe(201)
    expect((await api('POST', `/orgs/${org}/teams`, { name: 'Extra', permission: 'read', units: ['repo.code'] })).status).toBe(201)
    expect((await api('PUT', `/teams/${await teamId('Extra')}/members/${u4}`)).status).toBe(204)
    expect((await api('POST', `/orgs/${org}/actions/variables/EXTRA`, { value: 'x' })).status).toBeLessThan(300)
    expect(
      (
        await api('POST', `/orgs/${org}/hooks`, {
          type: 'gitea',
          config: { url: `${hookUrl}/extra`, content_type: 'json' },
          events: ['push'],
          active: true
        })
      ).status
    ).toBe(201)
    const state = file(
      `${variant}-prune.yaml`,
      `orgs:\n  ${org}:\n    teams:\n      prune: true\n      items:\n        Developers: {}\n        Readers: {}\n` +
        `    members: { prune: true, items: [${u1}, ${u2}, ${u3}] }\n    variables: { prune: true, items: { REGION: eu-west } }\n` +
        `    hooks: { prune: true, items: [{ type: gitea, url: ${hookUrl} }] }\n`
    )
    const plan = await svc(['plan', '-f', state])
    expect(plan.stdout).toBe(
      [
        `- org ${org}: hook gitea ${hookUrl}/extra`,
        `- org ${org}: member ${u4}`,
        `- org ${org}: team Extra`,
        `- org ${org}: variable EXTRA`,
        '',
        'Plan: 0 to create, 0 to update, 4 to delete.',
        ''
      ].join('\n')
    )
    const refused = await svc(['apply', '--yes', '-f', state, '--max-removals', '1'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('the plan removes 4 of')
    expect((await teamsHere()).map(t => t.name)).toContain('Extra')

    const applied = await svc(['apply', '--yes', '-f', state, '--max-removals', '4'])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect((await teamsHere()).map(t => t.name).sort()).toEqual(['Developers', 'Owners', 'Readers'])
    expect(await orgMembers()).toEqual([u1, u2, u3].sort())
    expect((await api('GET', `/orgs/${org}/actions/variables/EXTRA`)).status).toBe(404)
    expect((await orgHooks()).map(h => h.config.url)).toEqual([hookUrl])
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })

  test('a file that cannot converge is refused before anything is sent', async () => {
    const sent = kit.target.requests.length
    const notInTeam = await svc(['plan', '-f', file('not-in-team.yaml', `orgs:\n  ${org}:\n    members: [${u1}, ${u4}]\n`)])
    expect(notInTeam.code).toBe(2)
    // Named by the user, not only by the place in the list.
    expect(notInTeam.stderr).toContain(`not-in-team.yaml:3: orgs.${org}.members[1] ("${u4}"): not a member, and in no team of the file`)
    const pruned = await svc([
      'plan',
      '-f',
      file(
        'pruned-away.yaml',
        `orgs:\n  ${org}:\n    teams: { Readers: { members: [${u4}] } }\n    members: { prune: true, items: [${u1}] }\n`
      )
    ])
    expect(pruned.code).toBe(2)
    expect(pruned.stderr).toContain(
      `pruned-away.yaml:3: orgs.${org}.teams.Readers.members[0]: ${u4} is in team Readers of the file but not in the organization's pruned members`
    )
    const noUnits = await svc(['plan', '-f', file('no-units.yaml', `orgs:\n  ${org}:\n    teams: { New: { permission: write } }\n`)])
    expect(noUnits.code).toBe(2)
    expect(noUnits.stderr).toContain(`no-units.yaml:3: orgs.${org}.teams.New.units: required to create a write team`)
    // The reads of the plans above are all that was sent.
    expect(kit.target.requests.slice(sent).filter(r => r.method !== 'GET')).toEqual([])
  })

  test("team members changed by one apply read each organization's team list once, not once a member; a team made by the apply is found", async () => {
    // Readers (there) loses one member and gains three; Ops is made by this apply with four.
    const state = file(
      `${variant}-members.yaml`,
      `orgs:\n  ${org}:\n    teams:\n      Readers:\n        members: { prune: true, items: [${u1}, ${u2}, ${u4}] }\n` +
        `      Ops:\n        permission: read\n        units: [repo.code]\n        members: [${u1}, ${u2}, ${u3}, ${u4}]\n`
    )
    const teamLists = () => kit.target.requests.filter(r => r.method === 'GET' && r.path === `/api/v1/orgs/${org}/teams`).length
    const lists = teamLists()
    const plan = await svc(['plan', '-f', state])
    expect(plan.stdout).toContain('Plan: 8 to create, 0 to update, 1 to delete.')
    const planLists = teamLists() - lists
    const sent = kit.target.requests.length
    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(applied.stdout).toContain('Applied 9 of 9 changes.')
    if (kit.target.sim) {
      // The apply's plan reads as the plan did; then the removal reads the list once, and the seven
      // adds once more after Ops is made (a made team drops the list): not once a member.
      expect(teamLists() - lists - planLists).toBe(planLists + 2)
      const during = kit.target.requests.slice(sent)
      const memberPath = /^\/api\/v1\/teams\/\d+\/members\/[^/]+$/
      // Each member is still checked before its PUT (or DELETE): `changed` says whether it was new.
      expect(during.filter(r => r.method === 'GET' && memberPath.test(r.path))).toHaveLength(8)
      expect(during.filter(r => r.method === 'PUT' && memberPath.test(r.path))).toHaveLength(7)
      expect(during.filter(r => r.method === 'DELETE' && memberPath.test(r.path))).toHaveLength(1)
    }
    expect(await teamMembers('Readers')).toEqual([u1, u2, u4].sort())
    expect(await teamMembers('Ops')).toEqual([u1, u2, u3, u4].sort())
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })
})
