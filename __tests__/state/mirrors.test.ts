// Desired state of a repository's settings (merge styles, features, template) and its push
// mirrors, through the CLI bundle against a forge (the simulator, both variants; the real Gitea
// under `npm run test:real`): plan, apply, read back by plain HTTP, the second plan empty; drift made
// by hand (a setting, a mirror deleted) exits 2 and is undone; a changed interval replaces the
// mirror; a dump plans without drift and holds no credential. On a real server the mirror pushes
// to another repository of the same server with the credentials the file names by variable: a
// sync by plain HTTP must land the branch there (git ls-remote).
import { describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load as parse } from 'js-yaml'
import { ROOT } from '../bundle.js'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { dir, file } = stateFiles('svc-state-mirrors-')
/** Credentials the files name: none may appear in any output. */
const SECRETS = { PM_USER_PASS: `pw-M-${RUN}-Kq7!x`, PM_MIRROR_PASS: `pw-M-${RUN}-Kq7!x` }

describe.each(targetVariants())('desired state: repository settings and push mirrors on %s', variant => {
  const v = variant[0]
  const org = `pm${RUN}${v}org`
  const bot = `pm${RUN}${v}bot`
  const source = `${org}/source`
  const backup = `${org}/backup`
  const secrets = { ...SECRETS, PM_MIRROR_USER: bot }
  const kit = stateTarget(variant, {
    secrets,
    // The organization, its repository (with a first commit) and the mirror's target, and the user
    // the mirror pushes as (a writer of the target), made by plain HTTP.
    async setup() {
      expect((await api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
      expect((await api('POST', `/orgs/${org}/repos`, { name: 'source', auto_init: true, default_branch: 'main' })).status).toBe(201)
      expect((await api('POST', `/orgs/${org}/repos`, { name: 'backup' })).status).toBe(201)
      const made = await api('POST', '/admin/users', {
        username: bot,
        email: `${bot}@example.com`,
        password: SECRETS.PM_USER_PASS,
        must_change_password: false
      })
      expect(made.status).toBe(201)
      expect((await api('PUT', `/repos/${backup}/collaborators/${bot}`, { permission: 'write' })).status).toBe(204)
    },
    async cleanup() {
      await api('DELETE', `/repos/${source}`)
      await api('DELETE', `/repos/${backup}`)
      await api('DELETE', `/repos/${org}/docs-example`)
      await api('DELETE', `/orgs/${org}`)
      await api('DELETE', `/admin/users/${bot}?purge=true`)
    }
  })
  const { svc, api, outputs } = kit
  /** The mirror's address: on a real server the server itself (it refuses a host it cannot resolve; scripts/real-gitea.sh allows local ones). */
  const address = () => (kit.target.sim ? `https://backup.example.com/${backup}.git` : `${kit.target.url.replace(/\/$/, '')}/${backup}.git`)
  const mirrorsOf = async () => (await api('GET', `/repos/${source}/push_mirrors`)).body as Array<Record<string, any>>
  const settings = {
    has_wiki: false,
    has_projects: false,
    allow_merge_commits: false,
    allow_squash_merge: true,
    allow_rebase: false,
    default_merge_style: 'squash',
    default_delete_branch_after_merge: true,
    template: true
  }
  const stateText = (interval = '1h') => `
repos:
  ${source}:
    has_wiki: false
    has_projects: false
    allow_merge_commits: false
    allow_squash_merge: true
    allow_rebase: false
    default_merge_style: squash
    default_delete_branch_after_merge: true
    template: true
    push_mirrors:
      - remote_address: ${address()}
        remote_username: { value_from_env: PM_MIRROR_USER }
        remote_password: { value_from_env: PM_MIRROR_PASS }
        interval: ${interval}
        sync_on_commit: false
`

  test('plan shows the settings and the mirror (exit 2); apply makes them; read back; the second plan is empty', async () => {
    const state = file(`${variant}-mirrors.yaml`, stateText())
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(`~ repo ${source}\n`)
    expect(plan.stdout).toContain('    default_merge_style: "merge" → "squash"\n')
    expect(plan.stdout).toContain(`+ repo ${source}: push mirror ${address()}`)

    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect((await api('GET', `/repos/${source}`)).body).toMatchObject(settings)
    const [m] = await mirrorsOf()
    expect(m).toMatchObject({ remote_address: address(), interval: '1h0m0s', sync_on_commit: false })

    // The credentials the file named went to the server: a sync pushes with them.
    if (kit.target.sim) expect(kit.target.sim.state.pushMirrors[0]).toMatchObject({ username: bot, password: SECRETS.PM_MIRROR_PASS })
    else {
      expect((await api('POST', `/repos/${source}/push_mirrors-sync`)).status).toBe(200)
      const head = (await api('GET', `/repos/${source}/branches/main`)).body.commit.id
      const refs = execFileSync(
        'git',
        ['-c', `http.extraHeader=Authorization: token ${kit.target.creds.adminToken}`, 'ls-remote', address(), 'refs/heads/main'],
        {
          encoding: 'utf8'
        }
      )
      expect(refs.split(/\s+/)[0]).toBe(head)
    }

    const again = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([again.code, again.stderr, again.stdout]).toEqual([0, '', 'No changes: the server matches the file.\n'])
  })

  test('drift by hand (a setting, the mirror deleted) exits 2 and is undone; a new interval replaces the mirror', async () => {
    const state = file(`${variant}-mirrors.yaml`, stateText())
    // Gitea 1.25 takes a pull request setting only with has_pull_requests: true beside it.
    expect((await api('PATCH', `/repos/${source}`, { has_pull_requests: true, allow_rebase: true })).status).toBe(200)
    const [m] = await mirrorsOf()
    expect((await api('DELETE', `/repos/${source}/push_mirrors/${m.remote_name}`)).status).toBe(204)
    const plan = await svc(['plan', '-f', state, '--detailed-exitcode'])
    expect([plan.code, plan.stderr]).toEqual([2, ''])
    expect(plan.stdout).toContain(`~ repo ${source}\n    allow_rebase: true → false\n`)
    expect(plan.stdout).toContain(`+ repo ${source}: push mirror ${address()}`)
    expect((await svc(['apply', '--yes', '-f', state])).code).toBe(0)
    expect((await api('GET', `/repos/${source}`)).body.allow_rebase).toBe(false)
    expect(await mirrorsOf()).toHaveLength(1)
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)

    const longer = file(`${variant}-mirrors-2h.yaml`, stateText('2h'))
    const changed = await svc(['plan', '-f', longer, '--detailed-exitcode'])
    expect(changed.code).toBe(2)
    expect(changed.stdout).toContain(`~ repo ${source}: push mirror ${address()}`)
    expect(changed.stdout).toContain('interval: "1h0m0s" → "2h"')
    expect((await svc(['apply', '--yes', '-f', longer])).code).toBe(0)
    const now = await mirrorsOf()
    expect(now.map(x => x.interval)).toEqual(['2h0m0s'])
    expect(now[0].remote_name).not.toBe(m.remote_name)
    expect((await svc(['plan', '-f', longer, '--detailed-exitcode'])).code).toBe(0)
  })

  test('a dump holds the settings and the mirror without credentials, and plans without drift', async () => {
    const dumped = join(dir, `${variant}-mirrors-dump.yaml`)
    const dump = await svc(['dump', '--collections', 'repos,repos.push_mirrors', '--out', dumped])
    expect([dump.code, dump.stderr]).toEqual([0, ''])
    const text = readFileSync(dumped, 'utf8')
    outputs.push(text)
    const data = parse(text) as { repos: Record<string, Record<string, any>> }
    expect(data.repos[source]).toMatchObject({
      ...settings,
      push_mirrors: { prune: true, items: [{ remote_address: address(), interval: '2h0m0s', sync_on_commit: false }] }
    })
    expect(text).not.toContain(bot)
    const plan = await svc(['plan', '-f', dumped, '--detailed-exitcode'])
    expect(plan.stdout).not.toMatch(/^[+~-] /m)
    expect([plan.code, plan.stderr]).toEqual([0, ''])
  })

  test("the docs' example (docs/desired-state.md) applies: a new repository with its settings and mirror; the second plan is empty", async () => {
    const page = readFileSync(join(ROOT, 'docs', 'desired-state.md'), 'utf8')
    const example = [...page.matchAll(/```yml\n([^]*?)```/g)].map(m => m[1]).find(t => t.includes('push_mirrors:'))!
    const text = example
      .replaceAll('acme/widgets:', `${org}/docs-example:`)
      .replaceAll('https://backup.example.com/acme/widgets.git', address())
      .replaceAll('BACKUP_USER', 'PM_MIRROR_USER')
      .replaceAll('BACKUP_TOKEN', 'PM_MIRROR_PASS')
    const state = file(`${variant}-docs-example.yaml`, text)
    const applied = await svc(['apply', '--yes', '-f', state])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect((await api('GET', `/repos/${org}/docs-example`)).body).toMatchObject({
      has_wiki: false,
      has_projects: false,
      allow_merge_commits: false,
      allow_rebase: false,
      allow_squash_merge: true,
      default_merge_style: 'squash',
      default_delete_branch_after_merge: true,
      template: true
    })
    expect((await api('GET', `/repos/${org}/docs-example/push_mirrors`)).body).toEqual([
      expect.objectContaining({ remote_address: address(), interval: '8h0m0s', sync_on_commit: false })
    ])
    expect((await svc(['plan', '-f', state, '--detailed-exitcode'])).code).toBe(0)
  })
})
