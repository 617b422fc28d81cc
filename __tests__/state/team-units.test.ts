// Issue 38 (major 2): a team's access per unit (`units_map`) in desired state, through the CLI bundle
// against a forge (the simulator, both variants; a real Gitea under `npm run test:real`). A team made
// by plain HTTP with units at different access is dumped as units_map and plans empty; a unit changed
// by hand is drift, and apply puts it back; the dump applied where the team is gone makes it again
// with its read-only units; a team of one access (permission and units) with a unit added by hand at
// a lower access is drift too. Everything is read back by plain HTTP.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load as parse } from 'js-yaml'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { dir, file } = stateFiles('svc-state-units-')

describe.each(targetVariants())('desired state: team units_map on %s', variant => {
  const org = `tu${RUN}${variant[0]}`
  const kit = stateTarget(variant, {
    secrets: {},
    async setup({ api }) {
      expect((await api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
    },
    async cleanup({ api }) {
      await api('DELETE', `/orgs/${org}`)
    }
  })
  const { svc, api } = kit
  type Team = { id: number; name: string; permission: string; units_map: Record<string, string> }
  const team = async (name: string) => ((await api('GET', `/orgs/${org}/teams?limit=50`)).body as Team[]).find(t => t.name === name)
  /** A team's units that give access, as the server answers them (sorted; `none` left out). */
  const unitsHere = async (name: string) =>
    Object.entries((await team(name))!.units_map)
      .filter(([, a]) => a !== 'none')
      .sort()
  const mixed = { 'repo.code': 'write', 'repo.issues': 'read', 'repo.pulls': 'write', 'repo.wiki': 'read' }
  const dumped = join(dir, `${variant}-dump.yaml`)

  test('a hostile unit name (a workflow command, an escape sequence) in units_map reaches no output raw; nothing sent', async () => {
    const before = kit.writes()
    const hostile = file(
      `${variant}-hostile.yaml`,
      `orgs:\n  ${org}:\n    teams:\n      Evil:\n        units_map: {"repo.code\\e[31m::set-env name=X::1": bogus, "##[group]x": write}\n`
    )
    const r = await svc(['plan', '-f', hostile])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(`${variant}-hostile.yaml:5:`)
    for (const out of [r.stdout, r.stderr]) {
      expect(out).not.toContain('\u001b')
      expect(out).not.toContain('::set-env')
      expect(out).not.toContain('##[group]')
    }
    // A valid access: the name alone is refused (the servers would store an unknown unit as an invalid one), shown neutralized.
    const named = await svc([
      'plan',
      '-f',
      file(
        `${variant}-hostile2.yaml`,
        `orgs:\n  ${org}:\n    teams:\n      Evil:\n        units_map: {"repo.code\\e[31m::set-env name=X::1": write}\n`
      )
    ])
    expect(named.code).toBe(2)
    expect(named.stderr).toContain('must be a unit such as repo.code, repo.issues, repo.pulls')
    for (const out of [named.stdout, named.stderr]) {
      expect(out).not.toContain('\u001b')
      expect(out).not.toContain('::set-env')
    }
    expect(kit.writes()).toBe(before)
  })

  test('a team with read-only units is dumped as units_map and plans empty', async () => {
    const made = await api('POST', `/orgs/${org}/teams`, { name: 'Mixed', permission: 'write', units_map: mixed })
    expect(made.status).toBe(201)
    expect(await unitsHere('Mixed')).toEqual(Object.entries(mixed).sort())

    const dump = await svc(['dump', '--out', dumped, '--collections', 'orgs,orgs.teams'])
    expect([dump.code, dump.stderr]).toEqual([0, ''])
    const text = readFileSync(dumped, 'utf8')
    // Only this suite's organization (a real server holds others).
    const mine = (parse(text) as { orgs: Record<string, { teams: { items: Record<string, unknown> } }> }).orgs[org]
    expect(mine.teams.items.Mixed).toEqual({ includes_all_repositories: false, can_create_org_repo: false, units_map: mixed })
    const state = file(`${variant}-mixed.yaml`, `orgs:\n  ${org}:\n    teams:\n      Mixed:\n        units_map: ${JSON.stringify(mixed)}\n`)
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr, plan.stdout]).toEqual([0, '', 'No changes: the server matches the file.\n'])
  })

  test('a unit changed by hand is drift; apply puts it back', async () => {
    const state = file(`${variant}-mixed.yaml`, `orgs:\n  ${org}:\n    teams:\n      Mixed:\n        units_map: ${JSON.stringify(mixed)}\n`)
    const t = (await team('Mixed'))!
    // The wiki from read to write, the issues taken away.
    const byHand = { 'repo.code': 'write', 'repo.pulls': 'write', 'repo.wiki': 'write' }
    expect((await api('PATCH', `/teams/${t.id}`, { name: 'Mixed', permission: 'write', units_map: byHand })).status).toBe(200)
    expect(await unitsHere('Mixed')).toEqual(Object.entries(byHand).sort())

    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(
      `~ org ${org}: team Mixed\n    units_map: {"repo.code":"write","repo.pulls":"write","repo.wiki":"write"} → {"repo.code":"write","repo.issues":"read","repo.pulls":"write","repo.wiki":"read"}\n`
    )
    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await unitsHere('Mixed')).toEqual(Object.entries(mixed).sort())
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })

  test('the dump applied where the team is gone makes it again with its read-only units', async () => {
    expect((await api('DELETE', `/teams/${(await team('Mixed'))!.id}`)).status).toBe(204)
    const state = file(`${variant}-mixed.yaml`, `orgs:\n  ${org}:\n    teams:\n      Mixed:\n        units_map: ${JSON.stringify(mixed)}\n`)
    const plan = await svc(['plan', '-f', state])
    expect(plan.stdout).toContain(`+ org ${org}: team Mixed\n`)
    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await unitsHere('Mixed')).toEqual(Object.entries(mixed).sort())
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })

  test('a team of one access with a unit added by hand at a lower one is drift; apply takes it away', async () => {
    const state = file(
      `${variant}-one.yaml`,
      `orgs:\n  ${org}:\n    teams:\n      Devs:\n        permission: write\n        units: [repo.code, repo.pulls]\n`
    )
    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await unitsHere('Devs')).toEqual([
      ['repo.code', 'write'],
      ['repo.pulls', 'write']
    ])
    const t = (await team('Devs'))!
    const byHand = { 'repo.code': 'write', 'repo.pulls': 'write', 'repo.issues': 'read' }
    expect((await api('PATCH', `/teams/${t.id}`, { name: 'Devs', permission: 'write', units_map: byHand })).status).toBe(200)
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(
      `~ org ${org}: team Devs\n    units_map: {"repo.code":"write","repo.issues":"read","repo.pulls":"write"} → {"repo.code":"write","repo.pulls":"write"}\n`
    )
    expect((await svc(['apply', '--yes', '-f', state])).code).toBe(0)
    expect(await unitsHere('Devs')).toEqual([
      ['repo.code', 'write'],
      ['repo.pulls', 'write']
    ])
  })

  test('units_map with permission or units, or an access the servers do not have, is refused with its line; nothing sent', async () => {
    const before = kit.writes()
    const both = file(
      `${variant}-both.yaml`,
      `orgs:\n  ${org}:\n    teams:\n      Both:\n        permission: write\n        units_map: {repo.code: write}\n`
    )
    const r = await svc(['apply', '--yes', '-f', both])
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain(`${variant}-both.yaml:5: orgs.${org}.teams.Both.permission: not with units_map`)
    const bad = file(`${variant}-bad.yaml`, `orgs:\n  ${org}:\n    teams:\n      Bad:\n        units_map: {repo.code: owner}\n`)
    const r2 = await svc(['plan', '-f', bad])
    expect(r2.code).not.toBe(0)
    expect(r2.stderr).toContain(`${variant}-bad.yaml:5:`)
    expect(r2.stderr).toContain('units_map["repo.code"]: invalid option')
    const none = file(`${variant}-none.yaml`, `orgs:\n  ${org}:\n    teams:\n      Empty:\n        units_map: {repo.code: none}\n`)
    const r3 = await svc(['plan', '-f', none])
    expect(r3.code).not.toBe(0)
    expect(r3.stderr).toContain(`orgs.${org}.teams.Empty.units_map: required to create the team`)
    expect(kit.writes()).toBe(before)
  })
})
