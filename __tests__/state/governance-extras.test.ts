// Governance, as the servers judge it (issue 37, "also wrong in governance"), through the CLI
// bundle against a forge (the simulator, both variants; a real Gitea under `npm run test:real`):
// an edit repeating an allow-list or the status checks in another order sends nothing (the rule's
// updated_at stays, read back by plain HTTP); an unknown user in an allow-list is reported at the
// line and field of the typo; a field of the other variant, and an allow-list without enable_push,
// are refused before any repository (or its topics) is read.
import { describe, expect, test } from '@jest/globals'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { file } = stateFiles('svc-state-gov-extras-')
const PASSWORD = `Gx-pass-${RUN}-Qz8!`

describe.each(targetVariants())('governance as the server judges it on %s', variant => {
  const v = variant[0]
  const org = `gx${RUN}${v}`
  const repo = `${org}/tools`
  const [ann, bob] = [`gx${RUN}${v}ann`, `gx${RUN}${v}bob`]
  let tagId = 0
  const kit = stateTarget(variant, {
    secrets: { GX_PASS: PASSWORD },
    async setup(t) {
      expect((await t.api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
      expect((await t.api('POST', `/orgs/${org}/repos`, { name: 'tools', auto_init: true, default_branch: 'main' })).status).toBe(201)
      for (const u of [ann, bob]) {
        const user = { username: u, email: `${u}@example.com`, password: PASSWORD, must_change_password: false }
        expect((await t.api('POST', '/admin/users', user)).status).toBe(201)
        expect((await t.api('PUT', `/repos/${repo}/collaborators/${u}`, { permission: 'write' })).status).toBe(204)
      }
      const tag = await t.api('POST', `/repos/${repo}/tag_protections`, { name_pattern: 'v*', whitelist_usernames: [ann, bob] })
      expect(tag.status).toBe(201)
      tagId = tag.body.id
      const rule = { rule_name: 'main', enable_status_check: true, status_check_contexts: ['ci/build', 'ci/test'] }
      expect((await t.api('POST', `/repos/${repo}/branch_protections`, rule)).status).toBe(201)
    },
    async cleanup(t) {
      await t.api('DELETE', `/repos/${repo}`)
      await t.api('DELETE', `/orgs/${org}`)
      for (const u of [ann, bob]) await t.api('DELETE', `/admin/users/${u}?purge=true`)
    }
  })
  const { svc, api, writes } = kit

  test('an edit with the same allow-list or status checks in another order sends nothing', async () => {
    const tagBefore = (await api('GET', `/repos/${repo}/tag_protections/${tagId}`)).body
    const ruleBefore = (await api('GET', `/repos/${repo}/branch_protections/main`)).body
    const before = writes()
    const tag = await svc([
      'repo',
      'tag-protections',
      'edit',
      repo,
      String(tagId),
      '--json-fields',
      JSON.stringify({ whitelist_usernames: [bob, ann] })
    ])
    expect([tag.code, tag.stderr]).toEqual([0, ''])
    const rule = await svc([
      'repo',
      'branch-protections',
      'edit',
      repo,
      'main',
      '--json-fields',
      JSON.stringify({ status_check_contexts: ['ci/test', 'ci/build'] })
    ])
    expect([rule.code, rule.stderr]).toEqual([0, ''])
    expect(writes()).toBe(before)
    expect((await api('GET', `/repos/${repo}/tag_protections/${tagId}`)).body.updated_at).toBe(tagBefore.updated_at)
    expect((await api('GET', `/repos/${repo}/branch_protections/main`)).body.updated_at).toBe(ruleBefore.updated_at)
    // Another set is sent, and the server holds it.
    const changed = await svc([
      'repo',
      'tag-protections',
      'edit',
      repo,
      String(tagId),
      '--json-fields',
      JSON.stringify({ whitelist_usernames: [bob] })
    ])
    expect(changed.code).toBe(0)
    expect((await api('GET', `/repos/${repo}/tag_protections/${tagId}`)).body.whitelist_usernames).toEqual([bob])
  })

  test("an unknown user in an allow-list is reported at the typo's line and field, with the nearest name", async () => {
    const f = file(
      `${variant}-typo.yaml`,
      [
        'repos:',
        `  ${repo}:`,
        '    branch_protections:',
        '      main:',
        '        enable_push: true',
        '        enable_push_whitelist: true',
        '        push_whitelist_usernames:',
        `          - ${ann}`,
        `          - ${bob}x`,
        ''
      ].join('\n')
    )
    const r = await svc(['plan', '-f', f])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      `typo.yaml:9: repos["${repo}"].branch_protections.main.push_whitelist_usernames[1]: user "${bob}x" is not on the server`
    )
    expect(r.stderr).toContain(`nearest: "${bob}"`)
  })

  test('a field of the other variant, and an allow-list without enable_push, are refused before any repository is read', async () => {
    const other = variant === 'gitea' ? 'apply_to_admins' : 'block_admin_merge_override'
    const cases: Array<[string, string]> = [
      [
        `orgs:\n  ${org}:\n    repo_defaults:\n      - match: "*"\n        topics: [x]\n        branch_protections:\n          main:\n            ${other}: true\n`,
        `:8: orgs.${org}.repo_defaults[0].branch_protections.main.${other}: not on this server`
      ],
      [
        `repos:\n  ${repo}:\n    topics: [x]\n    branch_protections:\n      main:\n        enable_push_whitelist: true\n        push_whitelist_usernames: [${ann}]\n`,
        `:6: repos["${repo}"].branch_protections.main.enable_push_whitelist: needs enable_push: true in the same rule`
      ]
    ]
    for (const [i, [text, why]] of cases.entries()) {
      const since = kit.target.requests.length
      const r = await svc(['plan', '-f', file(`${variant}-early-${i}.yaml`, text)])
      expect([r.code, r.stderr]).toEqual([2, expect.stringContaining(why)])
      // Only what tells the server's variant was asked (the simulator records every request).
      expect(kit.target.requests.slice(since).filter(q => /\/repos|\/topics|\/orgs\//.test(q.path))).toEqual([])
    }
  })
})
