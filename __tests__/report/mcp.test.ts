// svc_report through the bundled `svc mcp`, over stdio and over HTTP, against the simulated Gitea
// and Forgejo (every request and answer checked against the specs). First what a client controls:
// params that name nothing, a hostile audit.yaml, names made to reach a log; each refused naming the
// param, nothing sent, nothing echoed raw. Then "who can push to rv/core?" answered from the same
// code as `svc report access` and read back against the server by plain HTTP, paging, narrowing,
// the audit, and over HTTP each caller's report computed with the caller's own token.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import type { AccessRow } from '../../src/report/index.js'
import type { Variant } from '../../src/registry/index.js'
import { startForge, type Forge } from '../sim/forge.js'
import {
  clientSession,
  connectSession,
  ensureCliBundle,
  OUTPUTS,
  startHttpServer,
  stopHttpServers,
  type McpTransport,
  type Session
} from '../mcp/harness.js'

let bundle: string
beforeAll(() => {
  bundle = ensureCliBundle()
}, 300_000)
afterAll(async () => {
  await stopHttpServers()
  // No workflow command and no control character, raw or JSON-escaped, in any reply of any session.
  for (const out of OUTPUTS) {
    expect(out).not.toMatch(/::(error|warning|set-output)/)
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]|\\u00([01][0-9a-f]|7f)/i)
  }
})

for (const variant of ['gitea', 'forgejo'] as Variant[])
  describe(`svc_report on the simulated ${variant}`, () => {
    let forge: Forge
    let teamIds: Record<string, number>
    const api = async (method: string, path: string, body?: unknown, token = forge.fixtures.adminToken) => {
      const res = await fetch(`${forge.url}/api/v1${path}`, {
        method,
        headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return res.status === 204 ? undefined : ((await res.json()) as any)
    }
    const [bob, carol] = ['bob', 'carol']

    beforeAll(async () => {
      forge = await startForge({ variant })
      const alice = forge.fixtures.user
      await api('POST', '/orgs', { username: 'rv', visibility: 'private', email: 'rv@example.com' })
      await api('POST', '/orgs/rv/repos', { name: 'core', private: true, auto_init: true, default_branch: 'main' })
      await api('POST', '/orgs/rv/repos', { name: 'www', private: false, auto_init: true, default_branch: 'main' })
      teamIds = {}
      // Devs push code; Triage writes issues but only reads code: write somewhere, yet cannot push.
      for (const [name, units] of [
        ['Devs', { 'repo.code': 'write', 'repo.issues': 'read' }],
        ['Triage', { 'repo.code': 'read', 'repo.issues': 'write' }]
      ] as const) {
        const team = await api('POST', '/orgs/rv/teams', { name, permission: 'write', units: Object.keys(units), units_map: units })
        teamIds[name] = team.id
        await api('PUT', `/teams/${team.id}/repos/rv/core`)
      }
      await api('PUT', `/teams/${teamIds.Devs}/members/${alice}`)
      await api('PUT', `/teams/${teamIds.Triage}/members/${bob}`)
      await api('PUT', `/repos/rv/core/collaborators/${carol}`, { permission: 'write' })
      // A server-side name that is a caller's credential (a valid team name): masked in every answer.
      const leak = await api('POST', '/orgs/rv/teams', { name: forge.fixtures.adminToken, permission: 'read', units: ['repo.code'] })
      await api('PUT', `/teams/${leak.id}/members/${carol}`)
      await api('PUT', `/teams/${leak.id}/repos/rv/www`)
    }, 180_000)
    afterAll(() => {
      for (const out of OUTPUTS) expect(out).not.toContain(forge.fixtures.adminToken)
    })
    afterAll(async () => forge?.close())

    const env = (token: string) => ({ SVC_SERVER_URL: forge.url, SVC_TOKEN: token })

    for (const transport of ['stdio', 'http'] as McpTransport[])
      describe(`over ${transport}`, () => {
        let s: Session
        beforeAll(async () => {
          s = await connectSession(transport, bundle, env(forge.fixtures.adminToken), ['--domains', 'report'])
        }, 60_000)
        afterAll(async () => s?.close())

        it('hostile and wrong params are refused naming the param, nothing sent, nothing echoed raw', async () => {
          const before = forge.requests.length
          const refused = async (args: Record<string, unknown>, message: RegExp) => {
            const r = await s.call('svc_report', args)
            expect([r.isError, r.text]).toEqual([true, expect.stringMatching(message)])
            return r.text
          }
          await refused({ action: 'access', '::error::x': 1 }, /^svc_report: unknown param "[^"]*"; params: action, org/)
          await refused({ action: 'grant' }, /^svc_report: param "action": expected "access" or "audit"$/)
          await refused({ action: 'access', user: '::error::x\u001b[31m/y' }, /^svc_report: param "user": expected a user name$/)
          await refused({ action: 'access', repo: '../..' }, /^svc_report: param "repo": expected OWNER\/NAME/)
          await refused({ action: 'access', repo: 'no-slash' }, /^svc_report: param "repo": expected OWNER\/NAME/)
          await refused({ action: 'access', permission: 'root' }, /^svc_report: param "permission": expected "read", "write" or "admin"$/)
          await refused({ action: 'access', unit: 'code' }, /^svc_report: param "unit": give permission too/)
          await refused({ action: 'access', limit: 501 }, /^svc_report: param "limit": expected a whole number from 1 to 500$/)
          await refused({ action: 'access', config: 'rules: {}' }, /^svc_report: param "config": not a param of action access$/)
          await refused({ action: 'audit', permission: 'write' }, /^svc_report: param "permission": not a param of action audit$/)
          const yaml = await refused(
            { action: 'audit', config: 'rules:\n  "::error::pwned": {}\n' },
            /^svc_report config:1: rules: Unrecognized key: /
          )
          expect(yaml).not.toContain('::error::')
          // Nothing read but who the caller is (over HTTP, every request's own check) and the variant.
          const identity = /^\/api\/(v1\/user|v1\/version|forgejo\/v1\/version)$/
          expect(forge.requests.slice(before).filter(r => !identity.test(r.path))).toEqual([])
          // Names that exist nowhere: said, naming the param, after the lists are read.
          await refused({ action: 'access', org: 'nope' }, /^svc_report: param "org": no organization "nope" on this server$/)
        }, 60_000)

        it('who can push to rv/core: the Devs member and the write collaborator, not Triage; read back from the server', async () => {
          const alice = forge.fixtures.user
          const push = await s.call('svc_report', { action: 'access', repo: 'rv/core', permission: 'write', unit: 'code' })
          expect(push.isError).toBe(false)
          const rows = push.structured!.rows as AccessRow[]
          expect(rows.map(r => r.user).sort()).toEqual([alice, carol, 'root'].sort())
          expect(rows.find(r => r.user === alice)).toMatchObject({
            permission: 'write',
            units: { code: 'write', issues: 'read' },
            via: ['team:Devs(write: code; read: issues)']
          })
          expect(rows.find(r => r.user === carol)).toMatchObject({ permission: 'write', via: ['collaborator(write)'] })
          expect(push.structured).toMatchObject({ action: 'access', variant, total_count: 3, page: 1, limit: 30, more: false })
          // Write on any unit: Triage's member writes issues.
          const write = await s.call('svc_report', { action: 'access', repo: 'rv/core', permission: 'write' })
          expect((write.structured!.rows as AccessRow[]).find(r => r.user === bob)).toMatchObject({
            permission: 'write',
            units: { code: 'read', issues: 'write' }
          })
          // The server's own state, by plain HTTP: the teams' members and units, the collaborator's permission.
          const teams = (await api('GET', '/orgs/rv/teams')) as Array<{ name: string; units_map: Record<string, string> }>
          expect(teams.find(t => t.name === 'Devs')!.units_map['repo.code']).toBe('write')
          expect(teams.find(t => t.name === 'Triage')!.units_map['repo.code']).toBe('read')
          expect(((await api('GET', `/teams/${teamIds.Devs}/members`)) as Array<{ login: string }>).map(m => m.login)).toEqual([alice])
          expect((await api('GET', `/repos/rv/core/collaborators/${carol}/permission`)).permission).toBe('write')
          expect(forge.violations).toEqual([])
        }, 60_000)

        it('pages: every row once across pages, more on all but the last; narrowing by user', async () => {
          const whole = await s.call('svc_report', { action: 'access', org: 'rv', limit: 500 })
          const all = whole.structured!.rows as AccessRow[]
          expect(all.length).toBe(whole.structured!.total_count)
          expect(all.length).toBeGreaterThan(3)
          const seen: AccessRow[] = []
          for (let page = 1; ; page++) {
            const r = await s.call('svc_report', { action: 'access', org: 'rv', limit: 2, page })
            expect(r.structured).toMatchObject({ page, limit: 2, total_count: all.length })
            seen.push(...(r.structured!.rows as AccessRow[]))
            if (!r.structured!.more) break
            expect(r.structured!.rows).toHaveLength(2)
          }
          expect(seen).toEqual(all)
          const mine = await s.call('svc_report', { action: 'access', user: bob, org: 'rv' })
          // A member of the private organization reads its public repository; a stranger has no row there.
          const carols = await s.call('svc_report', { action: 'access', user: carol, repo: 'rv/www' })
          expect((carols.structured!.rows as AccessRow[])[0].via).toEqual(['team:***(read: code)', 'public'])
          expect((mine.structured!.rows as AccessRow[]).map(r => [r.user, r.repo, r.permission, r.via.join()])).toEqual([
            [bob, 'rv/core', 'write', 'team:Triage(write: issues; read: code)'],
            [bob, 'rv/www', 'read', 'public']
          ])
        }, 120_000)

        it('audit: the findings, narrowed by severity and tuned by audit.yaml text', async () => {
          const r = await s.call('svc_report', { action: 'audit', org: 'rv', limit: 500 })
          expect(r.isError).toBe(false)
          const findings = r.structured!.findings as Array<{ rule: string; where: string; severity: string }>
          expect(findings).toEqual(
            expect.arrayContaining([
              expect.objectContaining({ rule: 'unprotected-default-branch', where: 'rv/core', severity: 'error' }),
              expect.objectContaining({ rule: 'public-repo-in-private-org', where: 'rv/www' })
            ])
          )
          const counts = r.structured!.counts as Record<string, number>
          expect(counts.error + counts.warning + counts.note).toBe(findings.length)
          const errors = await s.call('svc_report', { action: 'audit', org: 'rv', severity: 'error', limit: 500 })
          expect((errors.structured!.findings as Array<{ severity: string }>).every(f => f.severity === 'error')).toBe(true)
          expect(errors.structured!.total_count).toBe(counts.error)
          const off = await s.call('svc_report', {
            action: 'audit',
            org: 'rv',
            limit: 500,
            config: 'rules:\n  unprotected-default-branch: { enabled: false }\n'
          })
          expect((off.structured!.findings as Array<{ rule: string }>).some(f => f.rule === 'unprotected-default-branch')).toBe(false)
          expect(forge.violations).toEqual([])
        }, 60_000)
      })

    it('stdio: not listed until enabled; a non-admin token cannot enable it', async () => {
      const s = await connectSession('stdio', bundle, env(forge.fixtures.userToken))
      try {
        expect((await s.tools()).map(t => t.name)).not.toContain('svc_report')
        const r = await s.call('svc_enable', { domains: ['report'] })
        expect([r.isError, r.text]).toEqual([true, expect.stringMatching(/is not an instance admin.*svc_report/)])
        expect((await s.call('svc_report', { action: 'access' })).isError).toBe(true)
      } finally {
        await s.close()
      }
    }, 60_000)

    it("HTTP: each caller's report is computed with the caller's own token", async () => {
      const server = await startHttpServer(bundle, { SVC_SERVER_URL: forge.url }, ['--domains', 'report'])
      const as = (token: string) =>
        clientSession(
          new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
          server.stderr
        )
      const admin = await as(forge.fixtures.adminToken)
      const user = await as(forge.fixtures.userToken)
      try {
        const since = forge.requests.length
        expect((await user.tools()).map(t => t.name)).not.toContain('svc_report')
        const refused = await user.call('svc_report', { action: 'access', repo: 'rv/core' })
        expect([refused.isError, refused.text]).toEqual([true, expect.stringContaining('not an instance admin')])
        const byUser = forge.requests.slice(since).filter(r => String(r.headers.authorization).includes(forge.fixtures.userToken))
        expect(byUser.map(r => r.path)).toEqual(byUser.map(() => '/api/v1/user'))
        const mark = forge.requests.length
        const ok = await admin.call('svc_report', { action: 'access', repo: 'rv/core' })
        expect(ok.isError).toBe(false)
        const reads = forge.requests.slice(mark)
        expect(reads.some(r => r.path === '/api/v1/admin/users')).toBe(true)
        expect(reads.every(r => String(r.headers.authorization).includes(forge.fixtures.adminToken))).toBe(true)
      } finally {
        await admin.close()
        await user.close()
        await server.stop()
      }
    }, 60_000)
  })
