// The access review and the audit without a real server. First what an attacker controls: an
// earlier report given to --since, an audit.yaml, and server names that reach a spreadsheet, a
// terminal or a CI log. Then the CLI bundle against the simulated Gitea and Forgejo (every request
// and answer checked against the official specs): the rows, the `*` rows, --since's exit code, and
// the audit's findings and SARIF.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import AjvDraft04 from 'ajv-draft-04'
import formatsModule from 'ajv-formats'
import { parse } from 'csv-parse/sync'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { UsageError } from '../../src/errors.js'
import {
  accessRows,
  auditSarif,
  diffReports,
  makeReport,
  parseAuditConfig,
  parseReport,
  reportCsv,
  reportJsonParts,
  reportMarkdown,
  reportText,
  type AccessReport
} from '../../src/report/index.js'
import { UNITS, type Snapshot, type UserInfo } from '../../src/report/read.js'
import { reportTool } from '../../src/mcp/report-tool.js'
import type { Variant } from '../../src/registry/index.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { ROOT } from '../bundle.js'
import { startForge, type Forge } from '../sim/forge.js'

const Ajv = (AjvDraft04 as unknown as { default: typeof AjvDraft04.default }).default
const user = (login: string, more: Partial<UserInfo> = {}): UserInfo => ({
  login,
  admin: false,
  restricted: false,
  visibility: 'public',
  active: true,
  prohibitLogin: false,
  ...more
})
const dir = mkdtempSync(join(tmpdir(), 'svc-report-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('what a hostile file or server controls', () => {
  const usage = (f: () => unknown) => {
    try {
      f()
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError)
      return (e as Error).message
    }
    throw new Error('no error')
  }

  it('--since refuses what is not an earlier report, naming the field, and never echoes a command form', () => {
    expect(usage(() => parseReport('{"format":', 'prev.json'))).toBe(
      '--since prev.json: not JSON (svc report access -o json writes the file this compares with)'
    )
    expect(usage(() => parseReport('{"format":"svc-plan/1"}', 'prev.json'))).toMatch(/^--since prev\.json: \.format: /)
    const good = { format: 'svc-access-report/1', server: 's', generated_at: 't', scope: {}, rows: [] as unknown[] }
    const row = { user: 'a', repo: 'o/r', permission: 'write', via: [], server_mode: 'none' }
    expect(usage(() => parseReport(JSON.stringify({ ...good, rows: [{ ...row, permission: 'root' }] }), 'p.json'))).toMatch(
      /^--since p\.json: \.rows\[0\]\.permission: /
    )
    expect(usage(() => parseReport(JSON.stringify({ ...good, rows: [{ ...row, repo: '../../etc' }] }), 'p.json'))).toMatch(
      /\.rows\[0\]\.repo: expected OWNER\/NAME/
    )
    expect(
      usage(() => parseReport(JSON.stringify({ ...good, rows: [{ ...row, units: { '::error::x': 'read' } }] }), '::warning::p'))
    ).not.toMatch(/::/)
    expect(parseReport(JSON.stringify({ ...good, rows: [row] }), 'p.json').rows).toHaveLength(1)
  })

  it('csv cells cannot start a formula; text and markdown cannot carry a workflow command or markup', () => {
    const snap: Snapshot = {
      users: [user('=cmd|"/C calc"!A0'), user('@SUM(1+1)'), user('+1'), user('-2'), user('::error::pwned')],
      orgs: [],
      teams: [],
      repos: [
        {
          owner: 'o',
          name: 'r',
          private: true,
          archived: false,
          defaultBranch: 'main',
          units: ['code'],
          collaborators: ['=cmd|"/C calc"!A0', '@SUM(1+1)', '+1', '-2', '::error::pwned'].map(login => ({
            login,
            permission: 'read' as const
          }))
        }
      ]
    }
    const report = makeReport(snap, 'https://forge.test', {})
    const cells = (parse(reportCsv(report)) as string[][]).slice(1).map(r => r[0])
    expect(cells.sort()).toEqual(["'+1", "'-2", '\'=cmd|"/C calc"!A0', "'@SUM(1+1)", ': :error: :pwned'].sort())
    expect(reportText(report)).not.toMatch(/::error::/)
    expect(reportText(report)).toContain(': :error: :pwned')
    const md = reportMarkdown({
      ...report,
      rows: report.rows.map(r => ({ ...r, permission: 'write' as const, user: `<img src=x>|${r.user}` }))
    })
    expect(md).not.toMatch(/<img/)
    expect(md).toContain('&lt;img src=x&gt;\\|')
  })

  it('audit.yaml: an unknown rule or option, a wrong value or broken YAML is refused with file:line', () => {
    expect(usage(() => parseAuditConfig('rules:\n  inactive-user: { days: 30 }\n  unprotected-branch: {}\n', 'audit.yaml'))).toMatch(
      /^audit\.yaml:1: rules: .*unprotected-branch.*\(known: unprotected-default-branch, /
    )
    expect(usage(() => parseAuditConfig('rules:\n  inactive-user:\n    days: -3\n', 'audit.yaml'))).toMatch(
      /^audit\.yaml:3: rules\.inactive-user\.days: /
    )
    expect(usage(() => parseAuditConfig('rules:\n  inactive-user: { severity: fatal }\n', 'audit.yaml'))).toMatch(
      /^audit\.yaml:2: rules\.inactive-user\.severity: /
    )
    expect(usage(() => parseAuditConfig('rules: [\n', 'audit.yaml'))).toMatch(/^audit\.yaml:2: not valid YAML/)
    expect(parseAuditConfig('', 'audit.yaml')).toEqual({})
    expect(parseAuditConfig('# nothing tuned\n', 'audit.yaml')).toEqual({})
    expect(parseAuditConfig('rules:\n  runner-offline: { enabled: false }\n', 'audit.yaml')).toEqual({
      'runner-offline': { enabled: false }
    })
  })
})

describe('access as the servers compute it', () => {
  const snap: Snapshot = {
    users: [user('root', { admin: true }), user('ann'), user('rex', { restricted: true }), user('out'), user('nobody')],
    orgs: [
      { name: 'pub', visibility: 'public' },
      { name: 'lim', visibility: 'limited' },
      { name: 'sec', visibility: 'private' }
    ],
    teams: [
      { org: 'pub', name: 'Owners', permission: 'owner', units: {}, includesAll: true, members: ['root'], repos: [] },
      {
        org: 'pub',
        name: 'Devs',
        permission: 'none',
        units: { code: 'write', issues: 'read' },
        includesAll: false,
        members: ['ann', 'rex'],
        repos: ['site']
      },
      { org: 'sec', name: 'Readers', permission: 'none', units: { code: 'read' }, includesAll: true, members: ['ann'], repos: [] }
    ],
    repos: [
      { owner: 'pub', name: 'site', private: false, archived: false, defaultBranch: 'main', units: ['code', 'issues'], collaborators: [] },
      { owner: 'lim', name: 'lib', private: false, archived: false, defaultBranch: 'main', units: ['code'], collaborators: [] },
      {
        owner: 'sec',
        name: 'open',
        private: false,
        archived: false,
        defaultBranch: 'main',
        units: ['code'],
        collaborators: [{ login: 'out', permission: 'write' }]
      }
    ]
  }
  const rows = accessRows(snap)
  const find = (u: string, r: string) => rows.find(x => x.user === u && x.repo === r)

  it('a team of unit access: write on code, the server calling it none; a restricted member gets no public read', () => {
    expect(find('ann', 'pub/site')).toMatchObject({ permission: 'write', units: { code: 'write', issues: 'read' }, server_mode: 'read' })
    expect(find('rex', 'pub/site')).toMatchObject({ permission: 'write', server_mode: 'none', restricted: true })
  })

  it('public repositories: one * row per audience; a private organization shows its public repository to members and collaborators only', () => {
    expect(find('*', 'pub/site')).toMatchObject({ audience: 'signed-in' })
    expect(find('*', 'lim/lib')).toMatchObject({ audience: 'signed-in-unrestricted' })
    expect(find('*', 'sec/open')).toBeUndefined()
    expect(find('ann', 'sec/open')).toMatchObject({ permission: 'read', via: ['team:Readers(read: code)', 'public'] })
    expect(find('out', 'sec/open')).toMatchObject({ permission: 'write', via: ['collaborator(write)', 'public'] })
    expect(find('nobody', 'sec/open')).toBeUndefined()
    expect(find('root', 'sec/open')).toMatchObject({ permission: 'admin', via: ['site-admin'] })
  })

  it('--since reads a user who now has a row of their own against the * row they were in: changed, not added', () => {
    const before: AccessReport = makeReport(snap, 's', {})
    const after = makeReport(
      { ...snap, teams: snap.teams.map(t => (t.name === 'Devs' ? { ...t, members: [...t.members, 'nobody'] } : t)) },
      's',
      {}
    )
    expect(diffReports(before, after)).toEqual([
      {
        change: 'changed',
        user: 'nobody',
        repo: 'pub/site',
        before: { permission: 'read', via: ['public'] },
        after: { permission: 'write', units: { code: 'write', issues: 'read' }, via: ['team:Devs(write: code; read: issues)', 'public'] }
      }
    ])
    expect(diffReports(after, before).map(c => c.change)).toEqual(['changed'])
    expect(diffReports(before, before)).toEqual([])
  })
})

for (const variant of ['gitea', 'forgejo'] as Variant[])
  describe(`the CLI against the simulated ${variant}`, () => {
    let forge: Forge
    let bundle: string
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${forge.url}/api/v1${path}`, {
        method,
        headers: { authorization: `token ${forge.fixtures.adminToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return res.status === 204 ? undefined : ((await res.json()) as any)
    }
    const svc = (args: string[]) => runCli(bundle, args, { env: { SVC_SERVER_URL: forge.url, SVC_TOKEN: forge.fixtures.adminToken } })

    beforeAll(async () => {
      bundle = ensureCliBundle()
      forge = await startForge({ variant })
      await api('POST', '/orgs', { username: 'rv', visibility: 'private', email: 'rv@example.com' })
      await api('POST', '/orgs/rv/repos', { name: 'core', private: true, auto_init: true, default_branch: 'main' })
      await api('POST', '/orgs/rv/repos', { name: 'www', private: false, auto_init: true, default_branch: 'main' })
      const team = await api('POST', '/orgs/rv/teams', {
        name: 'Devs',
        permission: 'write',
        units: ['repo.code', 'repo.issues'],
        units_map: { 'repo.code': 'write', 'repo.issues': 'read' }
      })
      await api('PUT', `/teams/${team.id}/members/${forge.fixtures.user}`)
      await api('PUT', `/teams/${team.id}/repos/rv/core`)
      await api('PUT', `/repos/rv/core/collaborators/${forge.fixtures.otherUsers[0]}`, { permission: 'read' })
    }, 180_000)
    afterAll(async () => forge?.close())

    it('report access: the team, the collaborator and the owner team, every request as the spec has it', async () => {
      const res = await svc(['report', 'access', '--org', 'rv', '-o', 'json'])
      expect([res.code, res.stderr]).toEqual([0, ''])
      const report = JSON.parse(res.stdout) as AccessReport
      const row = (u: string, r: string) => report.rows.find(x => x.user === u && x.repo === r)
      expect(row(forge.fixtures.user, 'rv/core')).toMatchObject({
        permission: 'write',
        via: ['team:Devs(write: code; read: issues)']
      })
      expect(row(forge.fixtures.otherUsers[0], 'rv/core')).toMatchObject({ permission: 'read', via: ['collaborator(read)'] })
      expect(report.rows.filter(r => r.repo === 'rv/core').every(r => r.user !== '*')).toBe(true)
      expect(forge.violations).toEqual([])
      writeFileSync(join(dir, `${variant}.json`), res.stdout)
      expect((await svc(['report', 'access', '--org', 'rv', '--since', join(dir, `${variant}.json`)])).code).toBe(0)
      await api('DELETE', `/repos/rv/core/collaborators/${forge.fixtures.otherUsers[0]}`)
      const since = await svc(['report', 'access', '--org', 'rv', '--since', join(dir, `${variant}.json`)])
      expect([since.code, since.stdout]).toEqual([2, `- ${forge.fixtures.otherUsers[0]} on rv/core: read via collaborator(read)\n`])
      const csv = await svc(['report', 'access', '--org', 'rv', '-o', 'csv'])
      expect(csv.stdout.split('\n')[0]).toBe(
        'user,repository,organization,permission,code,issues,pulls,releases,wiki,projects,packages,actions,via,server_mode'
      )
      const html = join(dir, `${variant}.html`)
      expect((await svc(['report', 'access', '--org', 'rv', '--html', html])).code).toBe(0)
      expect(readFileSync(html, 'utf8')).toContain('<table id="matrix">')
      expect(forge.violations).toEqual([])
    }, 120_000)

    it('audit: the findings, --fail-on, and SARIF that validates against the 2.1.0 schema', async () => {
      const res = await svc(['audit', '--org', 'rv', '-o', 'json', '--fail-on', 'none'])
      expect([res.code, res.stderr]).toEqual([0, ''])
      const { findings } = JSON.parse(res.stdout) as { findings: Array<{ rule: string; where: string }> }
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ rule: 'unprotected-default-branch', where: 'rv/core' }),
          expect.objectContaining({ rule: 'public-repo-in-private-org', where: 'rv/www' })
        ])
      )
      expect(findings.some(f => f.rule === 'public-repo-in-private-org' && f.where === 'rv/core')).toBe(false)
      expect((await svc(['audit', '--org', 'rv'])).code).toBe(2)
      const sarif = await svc(['audit', '--org', 'rv', '--format', 'sarif', '--fail-on', 'none'])
      const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false })
      formatsModule.default(ajv)
      const validate = ajv.compile(JSON.parse(readFileSync(join(ROOT, '__tests__', 'report', 'sarif-2.1.0-rtm.5.schema.json'), 'utf8')))
      const log = JSON.parse(sarif.stdout)
      expect(validate(log) ? [] : validate.errors).toEqual([])
      expect(log.runs[0].results).toHaveLength(findings.length)
      expect(forge.violations).toEqual([])
    }, 120_000)

    it('bad flags fail before anything is sent', async () => {
      const before = forge.requests.length
      const bad = await svc(['report', 'access', '--repo', 'no-slash'])
      expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('--repo: expected OWNER/NAME')])
      const since = await svc(['report', 'access', '--since', join(dir, 'missing.json')])
      expect([since.code, since.stderr]).toEqual([2, expect.stringContaining('--since: cannot read')])
      expect(forge.requests.length).toBe(before)
    })

    it('--concurrency bounds the requests in flight, nested reads included', async () => {
      // Every answer a little slow from here on (the last test of this forge), so that reads sent at once are seen at once.
      forge.inject({ path: /^\/api\/v1\//, delayMs: 40, times: 100_000 })
      const before = forge.requests.length
      const res = await svc(['report', 'access', '--concurrency', '2', '-o', 'json'])
      expect([res.code, res.stderr]).toEqual([0, ''])
      const sent = forge.requests.slice(before)
      expect(sent.length).toBeGreaterThan(4)
      expect(Math.max(...sent.map(r => r.inFlight))).toBe(2)
    })
  })

it('-o json written part by part is byte for byte the whole record, whatever the rows per repository', () => {
  const head = { format: 'svc-access-report/1' as const, server: 's', generated_at: 't', scope: { org: 'a' } }
  for (const sizes of [[], [0], [1], [0, 2, 0], [999], [1000], [1000, 0], [999, 1, 1], [17, 600, 600, 2000, 3]]) {
    let k = 0
    const groups = sizes.map(n =>
      Array.from({ length: n }, () => ({
        user: `u${k++}`,
        repo: 'o/r',
        permission: 'read' as const,
        units: { code: 'read' as const },
        via: ['public'],
        server_mode: 'read' as const
      }))
    )
    const parts = [...reportJsonParts(head, groups)]
    expect([sizes, parts.join('')]).toEqual([sizes, JSON.stringify({ ...head, rows: groups.flat() }, null, 2)])
    // No part holds much more than a thousand rows.
    expect(parts.every(p => p.split('"user"').length - 1 <= 2000)).toBe(true)
  }
})

it("svc_report's unit and permission enums are the report's own", () => {
  const props = reportTool().inputSchema.properties as Record<string, { enum: string[] }>
  expect(props.unit.enum).toEqual(UNITS.map(u => u.name))
  expect(props.permission.enum).toEqual(['read', 'write', 'admin'])
})

it('SARIF of no findings validates too', () => {
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false })
  formatsModule.default(ajv)
  const validate = ajv.compile(JSON.parse(readFileSync(join(ROOT, '__tests__', 'report', 'sarif-2.1.0-rtm.5.schema.json'), 'utf8')))
  expect(validate(auditSarif([], 'https://forge.test', '0.1.0')) ? [] : validate.errors).toEqual([])
})
