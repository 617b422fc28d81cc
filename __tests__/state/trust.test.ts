// A desired state an admin can trust (issue 28), through the CLI bundle against a forge (the
// simulator, both variants; a real Gitea under `npm run test:real`), each step read back by plain
// HTTP: a dumped file governs what it lists (a team member added by hand is drift, exit 2, and is
// removed by apply); moving a user between teams leaves them in one; a user leaving their last team
// must leave the organization's members too (refused with file:line, then applied, then an empty
// plan); a typo'd user is refused with file:line and the nearest name before anything is written;
// a team name close to an existing one is named; lists without prune show the server's extras as
// not managed (drift with --unmanaged-is-drift); an apply that changes one description with no
// secret variable set succeeds and reports the secrets skipped; a dump is the same bytes twice; the
// action's outputs and svc_state's answer hold no e-mail address of an unchanged user.
import { describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dump as stringify, load as parse } from 'js-yaml'
import { cleanup, isolatedBundle, nodeBinaries, runAction } from '../action/run.js'
import { ensureCliBundle } from '../cli/harness.js'
import { startSession } from '../mcp/harness.js'
import { targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { dir, file } = stateFiles('svc-state-trust-')
const SECRETS = { TR_PASS: `pw-${RUN}-Tr9!x-long`, TR_SECRET: `trust-secret-${RUN}-0xBEEF` }

describe.each(targetVariants())('desired state you can trust on %s', variant => {
  const org = `tr${RUN}${variant[0]}`
  const [u1, u2, u3, u4, ivan] = ['1', '2', '3', '4', 'ivan'].map(n => `tr${RUN}${variant[0]}${n}`)
  const kit = stateTarget(variant, {
    secrets: SECRETS,
    async cleanup() {
      await api('DELETE', `/orgs/${org}`)
      for (const u of [u1, u2, u3, u4, ivan]) await api('DELETE', `/admin/users/${u}?purge=true`)
    }
  })
  const { svc, api } = kit
  const teamId = async (name: string) =>
    ((await api('GET', `/orgs/${org}/teams?limit=50`)).body as Array<{ id: number; name: string }>).find(t => t.name === name)!.id
  const logins = (rows: Array<{ login: string }>) => rows.map(r => r.login).sort()
  const teamMembers = async (name: string) => logins((await api('GET', `/teams/${await teamId(name)}/members?limit=50`)).body)
  const orgMembers = async () => logins((await api('GET', `/orgs/${org}/members?limit=50`)).body)

  const start = `
users:
${[u1, u2, u3, u4, ivan].map(u => `  ${u}:\n    email: ${u}@example.com\n    password: { value_from_env: TR_PASS }\n`).join('')}orgs:
  ${org}:
    owner: ${u1}
    description: Trust
    teams:
      Owners:
        members: [${u1}]
      Developers:
        permission: write
        units: [repo.code, repo.issues]
        members: [${u1}, ${u2}]
      Readers:
        permission: read
        units: [repo.code]
        members: [${u3}]
    members: [${u1}, ${u2}, ${u3}]
    secrets:
      DEPLOY: { value_from_env: TR_SECRET }
`
  /** The dump of this organization alone (the server may hold others), as a governed file. */
  let governed: any
  const writeGoverned = (name: string, edit: (o: any) => void = () => undefined) => {
    const copy = JSON.parse(JSON.stringify(governed))
    edit(copy.orgs[org])
    return file(`${variant}-${name}.yaml`, stringify(copy))
  }
  const dumpOrgs = async () => {
    const d = await svc(['dump', '--collections', 'orgs,orgs.teams,orgs.teams.members,orgs.members,orgs.secrets'])
    expect([d.code, d.stderr]).toEqual([0, ''])
    return d.stdout
  }

  test('set-up: apply; a dump governs what it lists, the same bytes twice, and plans empty', async () => {
    const applied = await svc(['apply', '--yes', '-f', file(`${variant}-start.yaml`, start)])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    const first = await dumpOrgs()
    expect(await dumpOrgs()).toBe(first)
    expect(first).toContain('# Lists marked prune: true are complete')
    const all = parse(first) as any
    const mine = all.orgs[org]
    // Every list under the organization is complete (prune: true), sorted; the organization itself is not pruned.
    expect(mine.teams.prune).toBe(true)
    expect(mine.teams.items.Developers.members).toEqual({ prune: true, items: [u1, u2] })
    expect(mine.members).toEqual({ prune: true, items: [u1, u2, u3] })
    expect(first).toContain(`members: {prune: true, items: [${u1}, ${u2}]}`)
    expect(all.orgs.prune).toBeUndefined()
    governed = { orgs: { [org]: mine } }
    const plan = await svc(['plan', '-f', writeGoverned('dump'), '--detailed-exitcode'])
    // No change (the secret, whose value cannot be read, is set blind, not a change).
    expect([plan.code, plan.stderr]).toEqual([0, ''])
    expect(plan.stdout).not.toMatch(/^[+~-] /m)
  })

  test('a member added by hand is drift (exit 2) and apply removes it; the secrets, whose values are not set, are skipped', async () => {
    expect((await api('PUT', `/teams/${await teamId('Developers')}/members/${u4}`)).status).toBe(204)
    const path = writeGoverned('hand')
    const plan = await svc(['plan', '-f', path, '--detailed-exitcode'])
    expect(plan.code).toBe(2)
    expect(plan.stdout).toContain(`- org ${org}: team Developers: member ${u4}`)
    // No secret variable set (the dump's placeholder is not): the secret is left as it is, the rest applied.
    const applied = await svc(['apply', '--yes', '-f', writeGoverned('hand-desc', o => (o.description = 'Trust, edited'))], {
      TR_SECRET: undefined
    })
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(applied.stdout).toMatch(/skipped: ≈ org \S+: secret DEPLOY: \$\w+ not set: left as it is/)
    expect(await teamMembers('Developers')).toEqual([u1, u2])
    expect((await api('GET', `/orgs/${org}`)).body.description).toBe('Trust, edited')
    governed.orgs[org].description = 'Trust, edited'
  })

  test('move a user between teams: one line removed, one added; they end in one team', async () => {
    const path = writeGoverned('move', o => {
      o.teams.items.Developers.members.items = [u1]
      o.teams.items.Readers.members.items = [u2, u3]
    })
    const plan = await svc(['plan', '-f', path])
    expect(plan.stdout).toContain(`- org ${org}: team Developers: member ${u2}`)
    expect(plan.stdout).toContain(`+ org ${org}: team Readers: member ${u2}`)
    expect((await svc(['apply', '--yes', '-f', path])).code).toBe(0)
    expect(await teamMembers('Developers')).toEqual([u1])
    expect(await teamMembers('Readers')).toEqual([u2, u3].sort())
    expect((await svc(['plan', '-f', path, '--detailed-exitcode'])).code).toBe(0)
    governed.orgs[org].teams.items.Developers.members.items = [u1]
    governed.orgs[org].teams.items.Readers.members.items = [u2, u3]
  })

  test('a user leaving their last team must leave members too: refused with file:line; then applied; then an empty plan', async () => {
    const writes = kit.writes()
    const refused = await svc(['plan', '-f', writeGoverned('last-team', o => (o.teams.items.Readers.members.items = [u2]))])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(
      new RegExp(`last-team\\.yaml:\\d+: orgs\\.${org}\\.members\\.items\\[2\\]: ${u3} leaves their last team \\(Readers\\) in this plan`)
    )
    expect(kit.writes()).toBe(writes)
    const path = writeGoverned('last-team-ok', o => {
      o.teams.items.Readers.members.items = [u2]
      o.members.items = [u1, u2]
    })
    const applied = await svc(['apply', '--yes', '-f', path])
    expect([applied.code, applied.stderr]).toEqual([0, ''])
    expect(await orgMembers()).toEqual([u1, u2].sort())
    const again = await svc(['plan', '-f', path, '--detailed-exitcode'])
    expect([again.code, again.stderr]).toEqual([0, ''])
    expect(again.stdout).not.toMatch(/^[+~-] /m)
    governed.orgs[org].teams.items.Readers.members.items = [u2]
    governed.orgs[org].members.items = [u1, u2]
  })

  test("a typo'd user is refused before anything is written, with file:line and the nearest name; a near team name is named", async () => {
    const typo = ivan.slice(0, -2) + ivan.slice(-1) // "…ivn"
    const writes = kit.writes()
    const refused = await svc(['plan', '-f', writeGoverned('typo', o => o.teams.items.Readers.members.items.push(typo))])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(
      new RegExp(
        `typo\\.yaml:\\d+: orgs\\.${org}\\.teams\\.items\\.Readers\\.members\\.items\\[1\\]: user "${typo}" is not on the server, nor in the file's users; nearest: "${ivan}"`
      )
    )
    expect(refused.stderr).not.toContain('404')
    // Every typo at once, each with its line, not only the first.
    const typo3 = u3.slice(0, -1) + 'x'
    const both = await svc([
      'plan',
      '-f',
      writeGoverned('typos', o => {
        o.teams.items.Readers.members.items.push(typo)
        o.teams.items.Developers.members.items.push(typo3)
      })
    ])
    expect(both.code).toBe(2)
    const lines = both.stderr.split('\n').filter(l => l.includes("is not on the server, nor in the file's users"))
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`typos\\.yaml:\\d+: orgs\\.${org}\\.teams\\.items\\.Developers\\.members\\.items\\[\\d\\]: user "${typo3}"`)
      ),
      expect.stringMatching(
        new RegExp(`typos\\.yaml:\\d+: orgs\\.${org}\\.teams\\.items\\.Readers\\.members\\.items\\[1\\]: user "${typo}"`)
      )
    ])
    const apply = await svc(['apply', '--yes', '-f', writeGoverned('typo', o => o.teams.items.Readers.members.items.push(typo))])
    expect(apply.code).toBe(2)
    expect(kit.writes()).toBe(writes)
    const near = await svc([
      'plan',
      '-f',
      writeGoverned('near', o => (o.teams.items.Developer = { permission: 'read', units: ['repo.code'] }))
    ])
    expect(near.stdout).toContain(`+ org ${org}: team Developer (new; the server has "Developers": a typo?)`)
  })

  test('lists without prune show the extras as not managed; --unmanaged-is-drift counts them', async () => {
    expect((await api('PUT', `/teams/${await teamId('Developers')}/members/${u4}`)).status).toBe(204)
    const path = file(`${variant}-plain.yaml`, `orgs:\n  ${org}:\n    teams:\n      Developers:\n        members: [${u1}]\n`)
    const plan = await svc(['plan', '-f', path, '--detailed-exitcode'])
    expect(plan.code).toBe(0)
    expect(plan.stdout).toContain('Not managed: 2 on the server in lists the file gives without prune')
    expect(plan.stdout).toContain(`  ? org ${org}: team Developers: member ${u4}\n  ? org ${org}: team Readers\n`)
    expect((await svc(['plan', '-f', path, '--detailed-exitcode', '--unmanaged-is-drift'])).code).toBe(2)
    expect((await api('DELETE', `/teams/${await teamId('Developers')}/members/${u4}`)).status).toBe(204)
  })

  test('apply at a terminal shows the plan and asks: anything but yes sends nothing; yes applies; a pipe outside CI needs --yes (issue 38)', async () => {
    const path = file(`${variant}-ask.yaml`, `orgs:\n  ${org}:\n    description: Asked ${RUN}\n`)
    /** svc apply in a pseudo-terminal (util-linux script), `answer` typed at its prompt. */
    const atTerminal = (answer: string) =>
      new Promise<{ code: number; output: string }>((done, fail) => {
        const cmd = [process.execPath, ensureCliBundle(), 'apply', '-f', path].map(a => `'${a}'`).join(' ')
        const child = spawn('script', ['-qec', cmd, '/dev/null'], {
          env: { PATH: process.env.PATH, HOME: dir, SVC_SERVER_URL: kit.target.url, SVC_TOKEN: kit.target.creds.adminToken }
        })
        let output = ''
        child.stdout.on('data', (b: Buffer) => {
          output += b.toString()
          if (output.includes('Only "yes" applies:') && !child.stdin.writableEnded) child.stdin.end(`${answer}\n`)
        })
        child.on('error', fail)
        child.on('close', code => done({ code: code ?? -1, output }))
      })
    const no = await atTerminal('no')
    expect(no.output).toContain(`~ org ${org}`)
    expect(no.output).toContain('Apply cancelled: nothing was sent.')
    expect(no.code).toBe(1)
    expect((await api('GET', `/orgs/${org}`)).body.description).not.toBe(`Asked ${RUN}`)
    const yes = await atTerminal('yes')
    expect([yes.code, yes.output]).toEqual([0, expect.stringContaining('Applied 1 of 1 change.')])
    expect((await api('GET', `/orgs/${org}`)).body.description).toBe(`Asked ${RUN}`)
    // Not a terminal (the kit's svc pipes stdin) and not CI: refused without --yes, the plan shown, nothing sent.
    const piped = file(`${variant}-ask2.yaml`, `orgs:\n  ${org}:\n    description: Piped ${RUN}\n`)
    const before = kit.writes()
    const refused = await svc(['apply', '-f', piped])
    expect(refused.code).toBe(2)
    expect(refused.stdout).toContain(`~ org ${org}`)
    expect(refused.stderr).toContain('svc apply -f: standard input is not a terminal, so no one can confirm the plan above: pass --yes')
    expect(kit.writes()).toBe(before)
    expect((await api('GET', `/orgs/${org}`)).body.description).toBe(`Asked ${RUN}`)
    // In CI (CI=true, as the runners set it) it is never asked; elsewhere --yes applies.
    const inCi = await svc(['apply', '-f', piped], { CI: 'true' })
    expect([inCi.code, inCi.stderr]).toEqual([0, ''])
    expect((await api('GET', `/orgs/${org}`)).body.description).toBe(`Piped ${RUN}`)
    const withYes = await svc(['apply', '--yes', '-f', file(`${variant}-ask3.yaml`, `orgs:\n  ${org}:\n    description: Yes ${RUN}\n`)])
    expect([withYes.code, withYes.stderr]).toEqual([0, ''])
    expect((await api('GET', `/orgs/${org}`)).body.description).toBe(`Yes ${RUN}`)
  })

  test("the action's outputs and svc_state's answer hold no e-mail address of an unchanged user", async () => {
    const workspace = join(dir, `${variant}-ws`)
    const fileText = `users:\n  ${u1}:\n    email: ${u1}@example.com\n  ${u2}:\n    email: ${u2}@example.com\n    full_name: Changed ${RUN}\n`
    const { mkdirSync } = await import('node:fs')
    mkdirSync(workspace, { recursive: true })
    writeFileSync(join(workspace, 'forge.yaml'), fileText)
    const run = await runAction({
      node: nodeBinaries()[0],
      bundle: isolatedBundle(),
      serverUrl: kit.target.url,
      inputs: { action: 'plan', token: kit.target.creds.adminToken, 'state-file': 'forge.yaml' },
      env: { GITHUB_WORKSPACE: workspace }
    })
    try {
      expect(run.code).toBe(0)
      const plan = JSON.parse(run.outputs.plan)
      expect(plan.changes.map((c: { object: string }) => c.object)).toEqual([`user ${u2}`])
      expect(plan.file_digest).toMatch(/^sha256:[0-9a-f]{64}$/)
      expect(plan.desired).toBeUndefined()
      expect(JSON.stringify([run.outputs, run.stdout, run.summary])).not.toContain(`${u1}@example.com`)
    } finally {
      cleanup(run)
    }
    const s = await startSession(ensureCliBundle(), {
      SVC_SERVER_URL: kit.target.url,
      SVC_TOKEN: kit.target.creds.adminToken,
      SVC_DOMAINS: 'state'
    })
    try {
      const r = await s.call('svc_state', { action: 'plan', yaml: fileText })
      expect(r.isError).toBe(false)
      expect(r.text).not.toContain(`${u1}@example.com`)
      expect((r.structured!.plan as { changes: unknown[] }).changes).toHaveLength(1)
    } finally {
      await s.close()
    }
  })
})
