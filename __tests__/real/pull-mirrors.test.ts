// Mirrors between two real Gitea servers: the suites' own server is the target (it allows local
// addresses, [migrations] ALLOW_LOCALNETWORKS), a second one started here is the source, holding an
// organization of 31 repositories (mirrors-seed.ts). Through the CLI bundle as an admin runs it:
// one repository migrated with repos_migrate, the organization mirrored through the state file's
// `mirrors` section, every copy read back by plain HTTP and `git ls-remote` against the source's
// heads, a new commit at the source brought by mirror_sync, a repository new at the source planned
// and brought by the next apply, one deleted at the source archived (`gone: archive`), a changed
// interval set. The failure paths are in pull-mirrors-failures.test.ts. No output of svc may hold
// the source's token in any form.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCliBundle, runCli, type CliRun } from '../cli/harness.js'
import { ADMIN, ADMIN_TOKEN, LABEL, URL, VARIANT } from './instance.js'
import { startSecondGitea, type SecondGitea } from './second-gitea.js'
import { BROUGHT, call, lsRemote, ok, orgRepos, PRIVATE, pushCommit, RICH, seedSource, type Server } from './mirrors-seed.js'
import { tokenForms } from './token-forms.js'

const run = randomBytes(3).toString('hex')
const SRC = `ms${run}`
const DST = `md${run}`
const ONCE = `mo${run}`
const COPIES = `mc${run}`
/** What the one-time entry brings: repo-00 to repo-09. */
const ONE_TIME = BROUGHT.filter(n => /^repo-0\d$/.test(n))
const target: Server = { url: URL, adminUser: ADMIN, adminToken: ADMIN_TOKEN }
const work = mkdtempSync(join(tmpdir(), 'svc-pull-mirrors-'))
let source: SecondGitea
let src: Server
let bundle: string
const outputs: string[] = []

async function svc(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const r = await runCli(bundle, args, {
    env: { SVC_SERVER_URL: URL, SVC_TOKEN: ADMIN_TOKEN, MIRROR_SOURCE_TOKEN: src.adminToken, ...env },
    cwd: work,
    timeoutMs: 900_000
  })
  outputs.push(r.stdout, r.stderr)
  return r
}

const stateFile = (name: string, text: string) => {
  const path = join(work, name)
  writeFileSync(path, text)
  return path
}

/**
 * The organization as a file: pull mirrors of every repository but legacy-… and the forks, and
 * one-time copies of repo-0…; both archive what is gone from the source.
 */
const mirrorsYaml = (interval = '8h') => `
mirrors:
  - from: { service: gitea, owner: ${SRC}, url: ${src.url}, token_from_env: MIRROR_SOURCE_TOKEN }
    to: ${DST}
    exclude: ["legacy-*"]
    interval: ${interval}
    items: [wiki]
    gone: archive
  - from: { service: gitea, owner: ${SRC}, url: ${src.url}, token_from_env: MIRROR_SOURCE_TOKEN }
    to: ${COPIES}
    include: ["repo-0*"]
    mirror: false
    gone: archive
`

/** A run that exited 0 (its output shown when it did not). */
const succeeded = (r: CliRun) => expect({ code: r.code, out: r.code === 0 ? '' : r.stdout + r.stderr }).toEqual({ code: 0, out: '' })

/** Waits (bounded by the test's timeout, not by a clock) until `check` holds. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise(r => setTimeout(r, 300))
}

describe(`pull mirrors from a second Gitea into ${LABEL}`, () => {
  beforeAll(async () => {
    bundle = ensureCliBundle()
    source = await startSecondGitea({ localMigrations: false })
    src = { url: source.url, adminUser: source.adminUser, adminToken: source.adminToken }
    await seedSource(src, SRC)
    for (const org of [DST, ONCE, COPIES]) await ok(target, 'POST', '/orgs', { username: org, visibility: 'public' })
  }, 600_000)

  afterAll(async () => {
    for (const org of [DST, ONCE, COPIES]) {
      for (const r of await orgRepos(target, org).catch(() => [])) await call(target, 'DELETE', `/repos/${org}/${r.name}`)
      await call(target, 'DELETE', `/orgs/${org}`)
    }
    await source?.stop()
    rmSync(work, { recursive: true, force: true })
    // Nothing svc printed holds the source's token, in any form.
    if (src) for (const out of outputs) for (const form of tokenForms(src.adminUser, src.adminToken)) expect(out).not.toContain(form)
  }, 300_000)

  it('migrates one repository with its wiki, labels, issues and release (repos_migrate)', async () => {
    const r = await svc([
      'repo',
      'migrate',
      `${src.url}/${SRC}/${RICH}.git`,
      ONCE,
      RICH,
      '--service',
      'gitea',
      '--auth-token-env',
      'MIRROR_SOURCE_TOKEN',
      '--wiki',
      '--labels',
      '--issues',
      '--releases',
      '--milestones'
    ])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const copy = await ok(target, 'GET', `/repos/${ONCE}/${RICH}`)
    expect(copy).toMatchObject({ mirror: false, empty: false, original_url: `${src.url}/${SRC}/${RICH}.git` })
    expect((await ok(target, 'GET', `/repos/${ONCE}/${RICH}/labels`)).map((l: any) => l.name).sort()).toEqual(['bug', 'feature'])
    expect((await ok(target, 'GET', `/repos/${ONCE}/${RICH}/issues?state=all&type=issues`)).map((i: any) => i.title).sort()).toEqual([
      'first issue',
      'second issue'
    ])
    expect((await ok(target, 'GET', `/repos/${ONCE}/${RICH}/releases`)).map((x: any) => x.tag_name)).toEqual(['v1.0.0'])
    expect(lsRemote(target, `${ONCE}/${RICH}`)).toEqual(lsRemote(src, `${SRC}/${RICH}`))
    expect(lsRemote(target, `${ONCE}/${RICH}.wiki`)).toEqual(lsRemote(src, `${SRC}/${RICH}.wiki`))
  })

  it('mirrors the organization through the state file: plan, apply, every copy read back, then no drift', async () => {
    const file = stateFile('mirrors.yaml', mirrorsYaml())
    const plan = await svc(['plan', '-f', file])
    expect(plan.code).toBe(0)
    for (const name of BROUGHT) expect(plan.stdout).toContain(`+ mirror ${DST}/${name}\n`)
    for (const name of ONE_TIME) expect(plan.stdout).toContain(`+ mirror ${COPIES}/${name}\n`)
    const all = BROUGHT.length + ONE_TIME.length
    expect(plan.stdout).toContain(`Plan: ${all} to create, 0 to update, 0 to delete.`)
    expect(plan.stdout).not.toMatch(/legacy-old|fork-1|fork-2/)

    const apply = await svc(['apply', '-f', file, '--yes', '--migrations', '4'])
    succeeded(apply)
    expect(apply.stdout).toContain(`Mirrors: ${all} brought in, 0 skipped, 0 failed (of ${all}).`)
    // A progress line per repository, on stderr.
    expect(apply.stderr.match(/^svc: \[\d+\/\d+\] ok: \+ mirror /gm)).toHaveLength(all)
    const once = await orgRepos(target, COPIES)
    expect(once.map(c => c.name).sort()).toEqual(ONE_TIME)
    for (const c of once) {
      expect(c).toMatchObject({ mirror: false, empty: false })
      expect(lsRemote(target, `${COPIES}/${c.name}`)).toEqual(lsRemote(src, `${SRC}/${c.name}`))
    }

    const copies = await orgRepos(target, DST)
    expect(copies.map(c => c.name).sort()).toEqual(BROUGHT)
    const sources = new Map((await orgRepos(src, SRC)).map(r => [r.name, r]))
    for (const c of copies) {
      expect(c).toMatchObject({ mirror: true, mirror_interval: '8h0m0s', private: PRIVATE.includes(c.name) })
      expect(c.original_url).toBe(sources.get(c.name).clone_url)
      expect(lsRemote(target, `${DST}/${c.name}`)).toEqual(lsRemote(src, `${SRC}/${c.name}`))
    }
    expect(lsRemote(target, `${DST}/${RICH}.wiki`)).toEqual(lsRemote(src, `${SRC}/${RICH}.wiki`))

    const again = await svc(['plan', '-f', file, '--detailed-exitcode'])
    expect(again.stdout).toContain('No changes: the server matches the file.')
    expect(again.code).toBe(0)
  })

  it('a new commit at the source reaches the copy with mirror_sync', async () => {
    const sha = pushCommit(src, `${SRC}/repo-00`, `c${run}`)
    expect(lsRemote(target, `${DST}/repo-00`)['refs/heads/main']).not.toBe(sha)
    const r = await svc(['repo', 'mirror', 'sync', `${DST}/repo-00`])
    expect(r.code).toBe(0)
    // The server queues the sync and answers at once: the copy's branch moves when the queue ran it.
    await until(() => lsRemote(target, `${DST}/repo-00`)['refs/heads/main'] === sha)
  })

  it('a repository new at the source is in the next plan and brought by the next apply', async () => {
    await ok(src, 'POST', `/orgs/${SRC}/repos`, { name: 'repo-new', auto_init: true, default_branch: 'main' })
    const file = stateFile('mirrors.yaml', mirrorsYaml())
    const plan = await svc(['plan', '-f', file, '--detailed-exitcode'])
    expect(plan.code).toBe(2)
    expect(plan.stdout).toContain(`+ mirror ${DST}/repo-new\n`)
    expect(plan.stdout).toContain('Plan: 1 to create, 0 to update, 0 to delete.')
    const apply = await svc(['apply', '-f', file, '--yes'])
    expect(apply.code).toBe(0)
    expect(await ok(target, 'GET', `/repos/${DST}/repo-new`)).toMatchObject({ mirror: true })
    expect(lsRemote(target, `${DST}/repo-new`)).toEqual(lsRemote(src, `${SRC}/repo-new`))
  })

  it('a repository deleted at the source: its one-time copy archived, its pull mirror stops syncing (gone: archive)', async () => {
    await ok(src, 'DELETE', `/repos/${SRC}/repo-05`)
    const file = stateFile('mirrors.yaml', mirrorsYaml())
    const plan = await svc(['plan', '-f', file])
    expect(plan.stdout).toContain(`~ mirror ${COPIES}/repo-05 (gone from the source)\n    archived: false → true`)
    // The servers refuse to archive a pull mirror (Gitea: 422 "repo is a mirror, cannot archive/un-archive"):
    // Forgejo's is made a regular repository first (POST …/convert); Gitea has no API for that.
    if (VARIANT === 'forgejo')
      expect(plan.stdout).toContain(
        `~ mirror ${DST}/repo-05 (gone from the source: made a regular repository (a mirror cannot be archived), then archived)\n    mirror: true → false\n    archived: false → true`
      )
    else
      expect(plan.stdout).toContain(
        `~ mirror ${DST}/repo-05 (gone from the source; Gitea cannot archive a pull mirror and has no API to make it a regular repository: its sync is turned off)\n    interval: "8h0m0s" → "0"`
      )
    expect(plan.stdout).toContain('Plan: 0 to create, 2 to update, 0 to delete.')
    succeeded(await svc(['apply', '-f', file, '--yes']))
    expect(await ok(target, 'GET', `/repos/${COPIES}/repo-05`)).toMatchObject({ archived: true, mirror: false })
    expect(await ok(target, 'GET', `/repos/${DST}/repo-05`)).toMatchObject(
      VARIANT === 'forgejo' ? { archived: true, mirror: false } : { archived: false, mirror: true, mirror_interval: '0s' }
    )
    expect((await svc(['plan', '-f', file, '--detailed-exitcode'])).code).toBe(0)
  })

  it('a changed interval is set on every copy, and a dump of the copies plans as no change', async () => {
    const file = stateFile('mirrors.yaml', mirrorsYaml('12h'))
    const plan = await svc(['plan', '-f', file])
    expect(plan.stdout).toContain(`~ mirror ${DST}/repo-00\n    interval: "8h0m0s" → "12h"`)
    succeeded(await svc(['apply', '-f', file, '--yes']))
    // Not the copy whose source is gone: its sync stays off (on Forgejo it is no mirror any more, archived).
    for (const c of await orgRepos(target, DST))
      if (c.name === 'repo-05')
        expect(c).toMatchObject(VARIANT === 'forgejo' ? { mirror: false, archived: true } : { mirror_interval: '0s' })
      else expect(c.mirror_interval).toBe('12h0m0s')
    const dumped = join(work, 'dump.yaml')
    const dump = await svc(['dump', '--collections', 'mirrors', '--out', dumped])
    expect(dump.code).toBe(0)
    const text = readFileSync(dumped, 'utf8')
    outputs.push(text)
    expect(text).toContain(`clone_addr: ${src.url}/${SRC}/repo-00.git`)
    const replan = await svc(['plan', '-f', dumped, '--detailed-exitcode'])
    expect(replan.stdout).toContain('No changes: the server matches the file.')
  })
})
