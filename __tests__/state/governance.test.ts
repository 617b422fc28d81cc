// Repository governance as desired state (issue 30) through the CLI bundle against a forge (the
// simulator, both variants; a real Gitea under `npm run test:real`): over an organization of 20
// repositories, a file with branch protections, tag protections, deploy keys, labels (a
// repository's and the organization's), topics, teams and pattern defaults (`repo_defaults`, one
// repository's own entry overriding them, one excluded) is planned, applied and read back by plain
// HTTP; the second plan is empty; drift made by plain HTTP is seen (exit 2) and undone; a repository
// made later gets the defaults on the next plan; prune goes through the removal guard; a dump of the
// organization's repositories plans empty; a typo'd user or team, and a field the variant lacks, are
// refused with file:line before anything is written. The tests of a variant run in order on one server.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dump as stringify, load as parse } from 'js-yaml'
import { ROOT } from '../bundle.js'
import { parseState } from '../../src/state/index.js'
import { sampleSshKey } from '../sim/fixtures.js'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { file } = stateFiles('svc-state-governance-')
const SECRETS = { GV_PASS: `pw-G-${RUN}-Zq9!x` }
/** The governance example of docs/desired-state.md: the first `yml` block of its "Repository governance" section. */
const DOC_EXAMPLE = /```yml\n([^]*?)```/.exec(
  readFileSync(join(ROOT, 'docs', 'desired-state.md'), 'utf8').split('## Repository governance')[1]
)![1]
const DOC_REPOS = ['app', 'website', 'sandbox']
const REPOS = [...Array.from({ length: 18 }, (_, i) => `svc-${String(i + 1).padStart(2, '0')}`), 'docs', 'sandbox']

test('repo_defaults patterns: OWNER/NAME at the top level, a repository name at an organization, each refused with its line', () => {
  expect(() =>
    parseState('repo_defaults:\n  - match: ["a/*", "*/svc-*"]\n    exclude: ["a/old"]\n    topics: [x]\n', 'f.yaml')
  ).not.toThrow()
  expect(() => parseState('repo_defaults:\n  - match: "*"\n', 'f.yaml')).toThrow(
    'f.yaml:2: repo_defaults[0].match: must be an OWNER/NAME glob, e.g. acme/* or */svc-*'
  )
  expect(() => parseState('orgs:\n  a:\n    repo_defaults:\n      - match: "*"\n        exclude: [a/b]\n', 'f.yaml')).toThrow(
    "f.yaml:5: orgs.a.repo_defaults[0].exclude[0]: must be a glob of the organization's repository names, e.g. svc-*"
  )
})

describe.each(targetVariants())('desired state: repository governance on %s', variant => {
  const v = variant[0]
  const org = `gv${RUN}${v}`
  const dev = `gv${RUN}${v}dev`
  const docOrg = `gd${RUN}${v}`
  const key1 = sampleSshKey(`${org}-ci`, 'ci@example')
  const key2 = sampleSshKey(`${org}-ci-2`, 'ci@example')

  const kit = stateTarget(variant, {
    secrets: SECRETS,
    async setup() {
      expect((await api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
      const user = { username: dev, email: `${dev}@example.com`, password: SECRETS.GV_PASS, must_change_password: false }
      expect((await api('POST', '/admin/users', user)).status).toBe(201)
      const team = { name: 'Releasers', permission: 'write', units: ['repo.code', 'repo.pulls', 'repo.releases'] }
      expect((await api('POST', `/orgs/${org}/teams`, team)).status).toBe(201)
      for (const name of REPOS)
        expect((await api('POST', `/orgs/${org}/repos`, { name, auto_init: true, default_branch: 'main' })).status).toBe(201)
    },
    async cleanup() {
      for (const name of [...REPOS, 'svc-new']) await api('DELETE', `/repos/${org}/${name}`)
      await api('DELETE', `/orgs/${org}`)
      for (const name of DOC_REPOS) await api('DELETE', `/repos/${docOrg}/${name}`)
      await api('DELETE', `/orgs/${docOrg}`)
      await api('DELETE', `/admin/users/${dev}?purge=true`)
    }
  })
  const { svc, api, writes } = kit
  const rule = async (repo: string, name: string) => api('GET', `/repos/${org}/${repo}/branch_protections/${encodeURIComponent(name)}`)
  const labelsOf = async (path: string) =>
    ((await api('GET', `${path}/labels?limit=50`)).body as Array<{ name: string; color: string; exclusive: boolean; id: number }>).sort(
      (a, b) => a.name.localeCompare(b.name)
    )
  const topicsOf = async (repo: string) => ((await api('GET', `/repos/${org}/${repo}/topics`)).body.topics as string[]).sort()
  const teamsOf = async (repo: string) =>
    ((await api('GET', `/repos/${org}/${repo}/teams`)).body as Array<{ name: string }>).map(t => t.name).sort()
  const keysOf = async (repo: string) =>
    (await api('GET', `/repos/${org}/${repo}/keys?limit=50`)).body as Array<{ id: number; title: string; key: string; read_only: boolean }>

  const stateText = `
orgs:
  ${org}:
    labels:
      kind/bug: { color: "#ee0701", description: Something is broken, exclusive: true }
    repo_defaults:
      - match: "*"
        exclude: [sandbox]
        branch_protections:
          main:
            enable_push: true
            enable_push_whitelist: true
            required_approvals: 1
            block_on_rejected_reviews: true
        labels:
          triage: { color: fbca04, description: needs a look }
      - match: "svc-*"
        branch_protections:
          main: { push_whitelist_teams: [Releasers] }
        topics: [service, go]
        teams: [Releasers]
repos:
  ${org}/svc-01:
    collaborators: { ${dev}: write }
    branch_protections:
      main: { required_approvals: 2, push_whitelist_usernames: [${dev}] }
      release/*:
        enable_push: false
        enable_status_check: true
        status_check_contexts: [ci/build]
        protected_file_patterns: "*.lock"
    tag_protections:
      "v*": { whitelist_teams: [Releasers] }
    deploy_keys:
      - { title: ci, key: "${key1}" }
    topics: [service, billing]
  ${org}/docs:
    branch_protections:
      main: { required_approvals: 0 }
`
  const statePath = () => file(`${variant}-governance.yaml`, stateText)

  test('plan names each repository’s change (exit 2); apply; read back by plain HTTP; the second plan is empty', async () => {
    const before = writes()
    const plan = await svc(['plan', '-f', statePath(), '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(writes()).toBe(before)
    // Each repository's own change, not the pattern: 19 protections of main (sandbox excluded).
    expect(plan.stdout.match(/^\+ repo \S+: branch protection main$/gm)).toHaveLength(19)
    expect(plan.stdout).toContain(`+ repo ${org}/svc-07: team Releasers`)
    expect(plan.stdout).not.toContain(`${org}/sandbox`)
    expect(plan.stdout).toContain(`+ org ${org}: label kind/bug`)

    const applied = await svc(['apply', '--yes', '-f', statePath()])
    expect([applied.code, applied.stderr]).toEqual([0, ''])

    const main1 = (await rule('svc-01', 'main')).body
    expect(main1).toMatchObject({ enable_push: true, enable_push_whitelist: true, required_approvals: 2, block_on_rejected_reviews: true })
    expect(main1.push_whitelist_usernames).toEqual([dev])
    expect(main1.push_whitelist_teams).toEqual(['Releasers'])
    const main7 = (await rule('svc-07', 'main')).body
    expect(main7).toMatchObject({ required_approvals: 1, enable_push_whitelist: true, push_whitelist_teams: ['Releasers'] })
    expect((await rule('docs', 'main')).body).toMatchObject({
      required_approvals: 0,
      enable_push_whitelist: true,
      push_whitelist_teams: []
    })
    expect((await api('GET', `/repos/${org}/sandbox/branch_protections`)).body).toEqual([])
    expect((await rule('svc-01', 'release/*')).body).toMatchObject({
      enable_push: false,
      enable_status_check: true,
      status_check_contexts: ['ci/build'],
      protected_file_patterns: '*.lock'
    })
    const tags = (await api('GET', `/repos/${org}/svc-01/tag_protections`)).body
    expect(tags).toEqual([expect.objectContaining({ name_pattern: 'v*', whitelist_teams: ['Releasers'] })])
    const keys = await keysOf('svc-01')
    expect(keys.map(k => [k.title, k.key.split(' ').slice(0, 2).join(' '), k.read_only])).toEqual([
      ['ci', key1.split(' ').slice(0, 2).join(' '), true]
    ])
    expect(await topicsOf('svc-01')).toEqual(['billing', 'service'])
    expect(await topicsOf('svc-12')).toEqual(['go', 'service'])
    expect(await topicsOf('docs')).toEqual([])
    expect(await teamsOf('svc-18')).toContain('Releasers')
    expect(await teamsOf('docs')).not.toContain('Releasers')
    expect((await labelsOf(`/repos/${org}/svc-03`)).map(l => [l.name, l.color])).toEqual([['triage', 'fbca04']])
    expect(await labelsOf(`/repos/${org}/sandbox`)).toEqual([])
    expect((await labelsOf(`/orgs/${org}`)).map(l => [l.name, l.color, l.exclusive])).toEqual([['kind/bug', 'ee0701', true]])

    const again = await svc(['plan', '-f', statePath(), '--detailed-exitcode'])
    expect([again.code, again.stderr]).toEqual([0, ''])
  })

  test('drift made by hand is seen (exit 2) and undone by apply; a repository made later gets the defaults', async () => {
    expect((await api('PATCH', `/repos/${org}/svc-07/branch_protections/main`, { required_approvals: 5 })).status).toBe(200)
    expect((await api('PUT', `/repos/${org}/svc-03/topics/extra`)).status).toBe(204)
    const triage = (await labelsOf(`/repos/${org}/docs`)).find(l => l.name === 'triage')!
    expect((await api('DELETE', `/repos/${org}/docs/labels/${triage.id}`)).status).toBe(204)
    const deployKey = (await keysOf('svc-01'))[0]
    expect((await api('DELETE', `/repos/${org}/svc-01/keys/${deployKey.id}`)).status).toBe(204)
    expect((await api('POST', `/repos/${org}/svc-01/keys`, { title: 'ci', key: key2, read_only: false })).status).toBe(201)
    expect((await api('POST', `/orgs/${org}/repos`, { name: 'svc-new', auto_init: true, default_branch: 'main' })).status).toBe(201)

    const drift = await svc(['plan', '-f', statePath(), '--detailed-exitcode'])
    expect([drift.code, drift.stderr]).toEqual([2, ''])
    expect(drift.stdout).toContain(`~ repo ${org}/svc-07: branch protection main`)
    expect(drift.stdout).toMatch(/required_approvals: 5 → 1/)
    expect(drift.stdout).toContain(`- repo ${org}/svc-03: topic extra`)
    expect(drift.stdout).toContain(`+ repo ${org}/docs: label triage`)
    expect(drift.stdout).toContain(`~ repo ${org}/svc-01: deploy key ci`)
    expect(drift.stdout).toContain(`+ repo ${org}/svc-new: branch protection main`)

    const applied = await svc(['apply', '--yes', '-f', statePath()])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect((await rule('svc-07', 'main')).body.required_approvals).toBe(1)
    expect(await topicsOf('svc-03')).toEqual(['go', 'service'])
    expect((await labelsOf(`/repos/${org}/docs`)).map(l => l.name)).toEqual(['triage'])
    const replaced = await keysOf('svc-01')
    expect(replaced.map(k => [k.key.split(' ')[1], k.read_only])).toEqual([[key1.split(' ')[1], true]])
    expect((await rule('svc-new', 'main')).body).toMatchObject({ required_approvals: 1, push_whitelist_teams: ['Releasers'] })
    expect(await teamsOf('svc-new')).toContain('Releasers')
    expect((await svc(['plan', '-f', statePath(), '--detailed-exitcode'])).code).toBe(0)
  })

  test('prune through a default goes through the removal guard', async () => {
    // Six deploy keys added by hand; a default that governs deploy keys would remove them (svc-01's own stays).
    for (const [i, repo] of REPOS.slice(2, 8).entries())
      expect((await api('POST', `/repos/${org}/${repo}/keys`, { title: `hand-${i}`, key: sampleSshKey(`${org}-hand-${i}`) })).status).toBe(
        201
      )
    const pruned = stateText.replace(
      '      - match: "svc-*"\n',
      '        deploy_keys: { prune: true, items: [] }\n      - match: "svc-*"\n'
    )
    const path = file(`${variant}-prune.yaml`, pruned)
    const before = writes()
    // The pruned collections hold the six keys, svc-01's, and the topics (a governing list): the guard counts them all.
    const refused = await svc(['apply', '--yes', '-f', path, '--max-removals', '5'])
    expect([refused.code, refused.stdout]).toEqual([2, ''])
    expect(refused.stderr).toMatch(/the plan removes 6 of \d+ objects of the pruned collections, more than max-removals allows \(5\)/)
    expect(writes()).toBe(before)
    expect((await keysOf('svc-03')).map(k => k.title)).toEqual(['hand-0'])

    const applied = await svc(['apply', '--yes', '-f', path, '--max-removals', '6'])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    for (const repo of REPOS.slice(2, 8)) expect(await keysOf(repo)).toEqual([])
    expect((await keysOf('svc-01')).map(k => k.title)).toEqual(['ci'])
    expect((await svc(['plan', '-f', path, '--detailed-exitcode'])).code).toBe(0)
  })

  test("a dump of the organization's repositories plans empty", async () => {
    const collections = ['repos', 'repos.branch_protections', 'repos.tag_protections', 'repos.deploy_keys', 'repos.labels']
    const d = await svc(['dump', '--collections', [...collections, 'repos.topics', 'repos.teams'].join(',')])
    expect([d.code, d.stderr]).toEqual([0, ''])
    const all = parse(d.stdout) as { repos: Record<string, Record<string, unknown>> }
    const ours = Object.fromEntries(Object.entries(all.repos).filter(([k]) => k.startsWith(`${org}/`)))
    expect(Object.keys(ours)).toHaveLength(21)
    expect(ours[`${org}/svc-01`].topics).toEqual(['billing', 'service'])
    expect(ours[`${org}/svc-01`].deploy_keys).toEqual({ prune: true, items: [expect.objectContaining({ title: 'ci', read_only: true })] })
    const path = file(`${variant}-dump.yaml`, stringify({ repos: ours }))
    const plan = await svc(['plan', '-f', path, '--detailed-exitcode'])
    expect([plan.code, plan.stderr, plan.stdout]).toEqual([0, '', expect.any(String)])
  })

  test('a top-level default matches OWNER/NAME with its excludes; a repository’s own entry overrides it field by field', async () => {
    const before = writes()
    const top = file(
      `${variant}-top.yaml`,
      `repo_defaults:
  - match: "${org}/svc-1*"
    exclude: ["${org}/svc-10"]
    labels:
      triage: { color: "#112233" }
      top: { color: "#445566", description: from the top }
repos:
  ${org}/svc-11:
    labels:
      top: { description: svc-11's own }
`
    )
    const plan = await svc(['plan', '-f', top, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    const created = [...plan.stdout.matchAll(/^\+ repo \S+\/(\S+): label top$/gm)].map(m => m[1]).sort()
    expect(created).toEqual(['svc-11', 'svc-12', 'svc-13', 'svc-14', 'svc-15', 'svc-16', 'svc-17', 'svc-18'])
    expect(plan.stdout.match(/^[+~] repo \S+: label triage$/gm)).toHaveLength(8)
    expect(plan.stdout).toContain("svc-11's own")
    expect(plan.stdout).not.toContain(`${org}/svc-10`)
    expect(writes()).toBe(before)
  })

  test('settings in a default: every matching repository gets them, its own entry wins field by field', async () => {
    const settings = file(
      `${variant}-settings.yaml`,
      `orgs:
  ${org}:
    repo_defaults:
      - match: "svc-0*"
        has_wiki: false
        allow_squash_merge: false
        default_merge_style: rebase
repos:
  ${org}/svc-02:
    has_wiki: true
`
    )
    const before = writes()
    const plan = await svc(['plan', '-f', settings, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(writes()).toBe(before)
    const applied = await svc(['apply', '--yes', '-f', settings, '--yes'])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    const repo = async (name: string) => (await api('GET', `/repos/${org}/${name}`)).body as Record<string, unknown>
    for (const name of ['svc-01', 'svc-03', 'svc-09'])
      expect(await repo(name)).toMatchObject({ has_wiki: false, allow_squash_merge: false, default_merge_style: 'rebase' })
    // svc-02's own entry wins for has_wiki; the default's other settings reach it.
    expect(await repo('svc-02')).toMatchObject({ has_wiki: true, allow_squash_merge: false, default_merge_style: 'rebase' })
    // svc-10 does not match svc-0*.
    expect(await repo('svc-10')).toMatchObject({ has_wiki: true, allow_squash_merge: true })
    const again = await svc(['plan', '-f', settings, '--detailed-exitcode'])
    expect([again.code, again.stderr]).toEqual([0, ''])
  })

  test('a typo’d user or team, and a field the variant lacks, are refused with file:line before anything is written', async () => {
    const before = writes()
    const typoUser = file(
      `${variant}-typo-user.yaml`,
      `repos:\n  ${org}/svc-02:\n    branch_protections:\n      main: { merge_whitelist_usernames: [${dev}x] }\n`
    )
    const user = await svc(['plan', '-f', typoUser])
    expect(user.code).toBe(2)
    expect(user.stderr).toContain(
      `typo-user.yaml:4: repos["${org}/svc-02"].branch_protections.main.merge_whitelist_usernames[0]: user "${dev}x" is not on the server`
    )
    expect(user.stderr).toContain(`nearest: "${dev}"`)

    const typoTeam = file(
      `${variant}-typo-team.yaml`,
      `orgs:\n  ${org}:\n    repo_defaults:\n      - match: "svc-0*"\n        teams: [Releaser]\n`
    )
    const team = await svc(['plan', '-f', typoTeam])
    expect(team.code).toBe(2)
    expect(team.stderr).toMatch(
      /typo-team\.yaml:5: orgs\.\S+\.repo_defaults\[0\]\.teams\[0\]: team "Releaser" is not a team of \S+ on the server, nor in the file's orgs; nearest: "Releasers"/
    )

    const other = variant === 'gitea' ? 'apply_to_admins' : 'block_admin_merge_override'
    const lacking = file(
      `${variant}-lacking.yaml`,
      `repos:\n  ${org}/svc-02:\n    branch_protections:\n      main:\n        required_approvals: 1\n        ${other}: true\n`
    )
    const refused = await svc(['plan', '-f', lacking])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(`lacking.yaml:6: repos["${org}/svc-02"].branch_protections.main.${other}: not on this server`)
    const needs = file(
      `${variant}-needs.yaml`,
      `repos:\n  ${org}/svc-02:\n    branch_protections:\n      main: { enable_push_whitelist: true }\n`
    )
    const needsPush = await svc(['plan', '-f', needs])
    expect(needsPush.code).toBe(2)
    expect(needsPush.stderr).toContain('enable_push_whitelist: needs enable_push: true in the same rule')
    expect(writes()).toBe(before)
  })

  test('the documentation’s governance example, applied: main protected everywhere but sandbox, website’s exception', async () => {
    expect((await api('POST', '/orgs', { username: docOrg, email: `${docOrg}@example.com` })).status).toBe(201)
    for (const name of DOC_REPOS)
      expect((await api('POST', `/orgs/${docOrg}/repos`, { name, auto_init: true, default_branch: 'main' })).status).toBe(201)
    const path = file(`${variant}-doc.yaml`, DOC_EXAMPLE.replaceAll('acme', docOrg))
    const applied = await svc(['apply', '--yes', '-f', path])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    const main = async (repo: string) => (await api('GET', `/repos/${docOrg}/${repo}/branch_protections/main`)).body
    expect(await main('app')).toMatchObject({
      enable_push: false,
      required_approvals: 1,
      block_on_rejected_reviews: true,
      dismiss_stale_approvals: true,
      enable_status_check: false
    })
    expect(await main('website')).toMatchObject({
      enable_push: false,
      required_approvals: 0,
      block_on_rejected_reviews: true,
      enable_status_check: true,
      status_check_contexts: ['ci/build']
    })
    expect((await api('GET', `/repos/${docOrg}/sandbox/branch_protections`)).body).toEqual([])
    expect((await labelsOf(`/repos/${docOrg}/app`)).map(l => [l.name, l.color])).toEqual([['triage', 'fbca04']])
    expect((await labelsOf(`/orgs/${docOrg}`)).map(l => [l.name, l.exclusive])).toEqual([['kind/bug', true]])
    expect((await svc(['plan', '-f', path, '--detailed-exitcode'])).code).toBe(0)
  })
})
