// The bundled `svc mcp` against the simulated forge of one variant, driven by the SDK's Client over
// stdio: enabling and list_changed, every action of both tools (absent ones refused with the
// registry's reason), envelopes checked against the declared output schema and `result` against
// the registry's result schema, changes read back by plain HTTP from the simulator, read results
// equal to what the action's `result` output holds for the same call, the error cases, read-only
// mode, dry_run, paginate, and a leak scan of every reply.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { Ajv } from 'ajv'
import type * as z from '../../src/registry/zod.js'
import { Forge, ForgeHttp, resultValue, type RunOptions } from '../../src/client/index.js'
import { DOMAINS, domainSpec, findOperation, OPERATIONS, resultSchemaOf, type Domain } from '../../src/registry/index.js'
import { changesNothing } from '../../src/mcp/tools.js'
import { sampleGpgKey, sampleGpgSignature, sampleSshKey } from '../sim/fixtures.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { connectSession, ensureCliBundle, OUTPUTS, type McpTransport, type Session } from './harness.js'
import { DOMAIN_SCENARIOS } from './domains.js'
import type { Envelope, McpKit } from './kit.js'

type Variant = 'gitea' | 'forgejo'

const TOOL: Record<Domain, string> = Object.fromEntries(DOMAINS.map(d => [d, domainSpec(d).tool])) as Record<Domain, string>
/** Committed snapshots of tools/list, one per variant (SVC_UPDATE_SNAPSHOTS=1 rewrites them). */
const SNAPSHOTS = join(dirname(fileURLToPath(import.meta.url)), '__snapshots__')
const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
/** Runner lists: Gitea wraps them in {runners, total_count}. */
const rows = (body: any): any[] => (Array.isArray(body) ? body : body.runners)

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/**
 * Over HTTP (`svc mcp --http`, the SDK's Streamable HTTP client) the same calls give the same
 * answers, except where the transport is the point: no session holds svc_enable's choice (the
 * tools are the server's domains from the first request), and params naming a file of the
 * server's machine are refused. Each session there is a server of its own, its token in the
 * Authorization header (a user name and password, which no request may bring, are the server's own:
 * --single-user).
 */
export function scenario(variant: Variant, transport: McpTransport = 'stdio'): void {
  const startSession = (bundle: string, env: Record<string, string | undefined>, args: string[] = []) =>
    connectSession(transport, bundle, env, args)
  const overHttp = transport === 'http'
  /** Requests a call sends besides its own: over HTTP, each svc_admin call first checks GET /user (no session remembers it). */
  const checks = (r: { path: string }) => r.path === '/api/v1/version' || (overHttp && r.path === '/api/v1/user')
  describe(`svc mcp against the simulated ${variant}${overHttp ? ' over HTTP' : ''}`, () => {
    let sim: Sim
    let bundle: string
    let dir: string
    /** alice: token plus basic credentials (the token endpoints need them). */
    let user: Session
    /** root, an instance admin. */
    let admin: Session
    /** alice by username and password: over stdio her session has both; an HTTP request brings one. */
    let basic: Session
    const ajv = new Ajv({ strict: false })
    const outputSchemas = new Map<string, ReturnType<Ajv['compile']>>()
    const called = new Set<string>()
    /** Values that must never appear in any reply. */
    const secrets: string[] = []
    /** Credentials a call created, with the reply that may (and must) hold them. */
    const created: Array<{ value: string; reply: string }> = []

    const env = (token: string, extra: Record<string, string> = {}) => ({ SVC_SERVER_URL: sim.url, SVC_TOKEN: token, ...extra })

    /** GET from the simulator by plain HTTP, as `as` (reads back what a call changed). */
    const api = async (path: string, as: 'user' | 'admin' = 'user'): Promise<any> => {
      const token = as === 'admin' ? sim.fixtures.adminToken : sim.fixtures.userToken
      const res = await fetch(`${sim.url}/api/v1${path}`, { headers: { authorization: `token ${token}` } })
      return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) }
    }

    /** What the action's `result` output holds for the same call: forge.run through the same client. */
    const actionResult = async (domain: Domain, action: string, params: Record<string, unknown>, token: string, opts: RunOptions = {}) => {
      const http = new ForgeHttp({ serverUrl: sim.url, token })
      try {
        return resultValue(await new Forge(http, 'auto').run(findOperation(domain, action), params, opts))
      } finally {
        await http.close()
      }
    }

    const schemaOf = async (s: Session, tool: string) => {
      if (!outputSchemas.has(tool)) {
        const t = (await s.tools()).find(x => x.name === tool)
        if (!t) throw new Error(`${tool} is not listed`)
        outputSchemas.set(tool, ajv.compile(t.outputSchema))
      }
      return outputSchemas.get(tool)!
    }

    /** A successful call: one text block with the same JSON as structuredContent, valid against the schemas. */
    const ok = async (s: Session, domain: Domain, action: string, args: Record<string, unknown> = {}): Promise<Envelope> => {
      called.add(`${domain}:${action}`)
      const r = await s.call(TOOL[domain], { action, ...args })
      if (r.isError) throw new Error(`${TOOL[domain]} ${action}: ${r.text}`)
      const validate = await schemaOf(s, TOOL[domain])
      expect({ action, valid: validate(r.structured), errors: validate.errors ?? null }).toEqual({ action, valid: true, errors: null })
      expect(JSON.parse(r.text)).toEqual(r.structured)
      const e = r.structured as Envelope
      expect(e).toMatchObject({ action, variant })
      if (!args.dry_run) {
        const shape = resultSchemaOf(findOperation(domain, action), args.raw_json === true).safeParse(e.result)
        expect({ action, result: shape.success ? 'valid' : shape.error.message }).toEqual({ action, result: 'valid' })
      }
      return e
    }

    /** A refused call: isError with one text block matching `pattern`. */
    const refused = async (s: Session, domain: Domain, action: string, args: Record<string, unknown>, pattern: RegExp): Promise<string> => {
      called.add(`${domain}:${action}`)
      const r = await s.call(TOOL[domain], { action, ...args })
      expect({ action, isError: r.isError, text: r.text }).toEqual({ action, isError: true, text: expect.stringMatching(pattern) })
      expect(r.structured).toBeUndefined()
      return r.text
    }

    const file = (name: string, content: string | Buffer) => {
      const p = join(dir, name)
      writeFileSync(p, content)
      return p
    }

    beforeAll(async () => {
      bundle = ensureCliBundle()
      dir = mkdtempSync(join(tmpdir(), 'svc-mcp-'))
      sim = await startForge({ variant })
      secrets.push(sim.fixtures.userToken, sim.fixtures.adminToken, sim.fixtures.userPassword)
      user = await startSession(bundle, env(sim.fixtures.userToken, { SVC_USERNAME: 'alice', SVC_PASSWORD: sim.fixtures.userPassword }))
      admin = await startSession(bundle, env(sim.fixtures.adminToken))
      basic = overHttp
        ? await startSession(bundle, { SVC_SERVER_URL: sim.url, SVC_USERNAME: 'alice', SVC_PASSWORD: sim.fixtures.userPassword })
        : user
    }, 180_000)

    afterEach(() => {
      expect(sim.violations).toEqual([])
    })

    afterAll(async () => {
      await user?.close()
      await admin?.close()
      if (overHttp) await basic?.close()
      await sim?.close()
    })

    if (overHttp)
      test('the tools are the served domains from the first request; svc_enable answers what the credentials can use', async () => {
        const theirs = (s: Session) => s.tools().then(t => t.map(x => x.name))
        const all = ['svc_enable', ...DOMAINS.map(d => TOOL[d])]
        expect(await theirs(user)).toEqual(all.filter(t => t !== 'svc_admin'))
        expect(await theirs(admin)).toEqual(all)
        expect(user.client.getServerVersion()).toMatchObject({ name: 'svc', version: PACKAGE.version })
        expect(user.client.getServerCapabilities()).toMatchObject({ tools: { listChanged: false } })
        expect((await user.call('svc_users', { action: 'me' })).structured).toMatchObject({ result: { login: 'alice' } })
        const on = await user.call('svc_enable', { domains: ['users'] })
        expect(on.structured).toMatchObject({ enabled: ['users'], tools: ['svc_enable', 'svc_users'], variant, read_only: false })
        expect(await theirs(user)).toEqual(all.filter(t => t !== 'svc_admin'))
        const both = await admin.call('svc_enable', { domains: ['users', 'admin'] })
        expect(both.structured).toMatchObject({ enabled: ['users', 'admin'], user: 'root', variant })
        expect((await user.call('svc_things', {})).text).toMatch(/unknown tool "svc_things".*tools: svc_enable, svc_users, svc_admin/)
        expect(user.listChanged()).toBe(0)
      }, 60_000)
    else
      test('before svc_enable only svc_enable is listed and a domain tool names it; enabling sends list_changed', async () => {
        expect((await user.tools()).map(t => t.name)).toEqual(['svc_enable'])
        expect(user.client.getServerVersion()).toMatchObject({ name: 'svc', version: PACKAGE.version })
        expect(user.client.getServerCapabilities()).toMatchObject({ tools: { listChanged: true } })
        const before = sim.requests.length
        const off = await user.call('svc_users', { action: 'me' })
        expect(off).toMatchObject({
          isError: true,
          text: expect.stringMatching(/^svc_users is not enabled: call svc_enable with \{"domains": \["users"\]\} first$/)
        })
        expect(sim.requests.length).toBe(before)
        const unknown = await user.call('svc_things', {})
        expect(unknown.text).toMatch(/unknown tool "svc_things".*tools: svc_enable, svc_users, svc_admin/)
        expect((await user.call('constructor', {})).text).toMatch(/^unknown tool "constructor"/)

        const changed = user.nextListChanged()
        const on = await user.call('svc_enable', { domains: ['users'] })
        await changed
        expect(on.isError).toBe(false)
        expect(on.structured).toMatchObject({ enabled: ['users'], tools: ['svc_enable', 'svc_users'], variant, read_only: false })
        const tools = await user.tools()
        expect(tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users'])
        // The variant is known: actions absent on it are not offered.
        const actions: string[] = tools[1].inputSchema.properties.action.enum
        const absent = OPERATIONS.filter(op => op.domain === 'users' && !op.routes[variant]).map(op => op.name)
        expect(absent.length).toBeGreaterThan(0)
        expect(actions.filter(a => absent.includes(a))).toEqual([])
        expect(actions).toContain('keys_add')
        expect(tools[1].annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true })
        expect(tools[1].outputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['result', 'status', 'variant']) })
        expect(tools[1].inputSchema.required).toEqual(['action'])
        expect(tools[1].inputSchema.oneOf ?? tools[1].inputSchema.anyOf).toBeUndefined()

        const adminOn = admin.nextListChanged()
        const both = await admin.call('svc_enable', { domains: ['users', 'admin'] })
        await adminOn
        expect(both.structured).toMatchObject({ enabled: ['users', 'admin'], user: 'root', variant })
        expect((await admin.tools()).map(t => t.name)).toEqual(['svc_enable', 'svc_users', 'svc_admin'])
      }, 60_000)

    test('tools/list (names, input and output schemas, annotations) matches the committed snapshot', async () => {
      // Over HTTP every served domain is listed: the snapshot's are compared.
      const tools = (await admin.tools()).filter(t => ['svc_enable', 'svc_users', 'svc_admin'].includes(t.name))
      expect(tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users', 'svc_admin'])
      const text = `${JSON.stringify({ tools }, null, 2)}\n`
      const path = join(SNAPSHOTS, `tools-list.${variant}.json`)
      if (!existsSync(path) || process.env.SVC_UPDATE_SNAPSHOTS === '1') {
        if (process.env.CI) throw new Error(`${path} is missing: run the MCP tests locally and commit it`)
        mkdirSync(SNAPSHOTS, { recursive: true })
        writeFileSync(path, text)
      }
      console.log(`tools/list snapshot (${variant}, both domains enabled): ${Buffer.byteLength(text)} bytes`)
      expect(JSON.parse(text)).toEqual(JSON.parse(readFileSync(path, 'utf8')))
    }, 60_000)

    test('a token that is not an instance admin cannot enable admin', async () => {
      const before = (await user.tools()).map(t => t.name)
      const r = await user.call('svc_enable', { domains: ['admin'] })
      expect(r.isError).toBe(true)
      expect(r.text).toMatch(/^svc_enable: the token is not an instance admin's: it belongs to "alice".*is_admin false/)
      expect((await user.tools()).map(t => t.name)).toEqual(before)
      const call = await user.call('svc_admin', { action: 'users_list' })
      expect(call.text).toMatch(/^svc_admin is not enabled: the token is not an instance admin's: it belongs to "alice"/)
      expect(call.text).not.toMatch(/call svc_enable/)
      const bad = await user.call('svc_enable', { domains: ['adimn'] })
      expect(bad.text).toMatch(/unknown domain "adimn" \(did you mean "admin"\?\)/)
      expect((await user.call('svc_enable', { domains: 'users' })).text).toMatch(
        /param "domains": expected a non-empty list of users, admin/
      )
      expect((await user.call('svc_enable', {})).text).toMatch(/missing required param "domains"/)
    }, 60_000)

    test('read calls: the envelope result equals the action result output of the same call; status and total_count', async () => {
      const token = sim.fixtures.userToken
      const reads: Array<[string, Record<string, unknown>]> = [
        ['me', {}],
        ['me', { raw_json: true }],
        ['get', { username: 'bob' }],
        ['search', { query: 'user0', limit: 3 }],
        ['activity', { username: 'alice' }],
        ['followers', {}],
        ['followers_of', { username: 'alice', limit: 2, page: 1 }],
        ['following', { limit: 5 }],
        ['following_of', { username: 'alice' }],
        ['gpg_keys_list', {}],
        ['gpg_keys_of', { username: 'alice' }],
        ['heatmap', { username: 'alice' }],
        ['hooks_list', {}],
        ['jobs', { limit: 1 }],
        ['keys_list', {}],
        ['keys_of', { username: 'alice' }],
        ['oauth2_list', {}],
        ['repos_of', { username: 'alice' }],
        ['runners_list', {}],
        ['settings_get', {}],
        ['starred', { sort: 'name', order: 'desc', limit: 5, page: 1 }],
        ['starred_by', { username: 'alice', sort: 'stars' }],
        ['subscriptions', { order: 'asc' }],
        ['subscriptions_of', { username: 'alice' }],
        ['teams', {}],
        ['times_list', { limit: 5 }],
        ['blocks_list', {}],
        ['emails_list', {}],
        ['variables_list', {}],
        ['gpg_keys_token', {}],
        ...(variant === 'gitea'
          ? [['runs', { page: 1 }] as [string, Record<string, unknown>]]
          : (['quota', 'quota_artifacts', 'quota_attachments', 'quota_packages'].map(a => [a, {}]) as Array<
              [string, Record<string, unknown>]
            >))
      ]
      for (const [action, params] of reads) {
        const e = await ok(user, 'users', action, params)
        expect({ action, result: e.result }).toEqual({ action, result: await actionResult('users', action, params, token) })
        expect(e.status).toBe(200)
      }
      const stopwatches = await ok(user, 'users', 'stopwatches')
      expect(Array.isArray(stopwatches.result)).toBe(true)
      const search = await ok(user, 'users', 'search', { query: 'user', limit: 2 })
      expect(search.result).toHaveLength(2)
      expect(search.total_count).toBeGreaterThan(2)
      const adminReads: Array<[string, Record<string, unknown>]> = [
        ['cron_list', {}],
        ['emails', { limit: 5 }],
        ['emails', { q: 'alice' }],
        ['hooks_list', { limit: 10 }],
        ['jobs', {}],
        ['orgs', {}],
        ['runners_list', {}],
        ['unadopted_list', {}],
        ['users_list', { limit: 10, page: 2 }],
        ['users_orgs', { username: 'alice' }],
        ['users_emails', { username: 'alice' }],
        ...(variant === 'gitea' ? [['runs', {}] as [string, Record<string, unknown>]] : [])
      ]
      for (const [action, params] of adminReads) {
        const e = await ok(admin, 'admin', action, params)
        expect({ action, result: e.result }).toEqual({
          action,
          result: await actionResult('admin', action, params, sim.fixtures.adminToken)
        })
      }
      const users = await ok(admin, 'admin', 'users_list', { limit: 10 })
      expect(users).toMatchObject({ status: 200, total_count: sim.fixtures.totalUsers })
      expect(users.result).toHaveLength(10)
    }, 120_000)

    test('paginate: every page in one result', async () => {
      const all = await ok(admin, 'admin', 'users_list', { paginate: true })
      expect(all.result).toHaveLength(sim.fixtures.totalUsers)
      expect(all.result).toEqual(await actionResult('admin', 'users_list', {}, sim.fixtures.adminToken, { paginate: true }))
      const bad = await admin.call('svc_admin', { action: 'users_list', paginate: 'yes' })
      expect(bad.text).toMatch(/users_list: param "paginate": expected a boolean/)
    }, 60_000)

    test('a list answers one page: page, limit (30 unless given), total_count and whether there is more', async () => {
      const total = sim.fixtures.totalUsers
      const first = await ok(admin, 'admin', 'users_list')
      expect(first).toMatchObject({ page: 1, limit: 30, more: true, total_count: total })
      expect(first.result).toHaveLength(30)
      expect(sim.requests.filter(r => r.path === '/api/v1/admin/users').at(-1)?.query).toMatchObject({ limit: '30', page: '1' })
      const last = await ok(admin, 'admin', 'users_list', { page: 2 })
      expect(last).toMatchObject({ page: 2, limit: 30, more: false })
      expect(last.result).toHaveLength(total - 30)
      expect(await ok(admin, 'admin', 'users_list', { limit: 10, page: 4 })).toMatchObject({ page: 4, limit: 10, more: false })
      expect(await ok(admin, 'admin', 'users_list', { paginate: true })).toMatchObject({ more: false })
    }, 60_000)

    test('actions absent on this variant are refused with the registry reason, nothing sent', async () => {
      const absent = OPERATIONS.filter(op => !op.routes[variant])
      expect(absent.length).toBeGreaterThan(0)
      // The domains beyond the interface's two answer only once enabled.
      const more = [...new Set(absent.map(op => op.domain))].filter(d => d !== 'users' && d !== 'admin')
      if (more.length > 0) expect((await user.call('svc_enable', { domains: more })).isError).toBe(false)
      const before = sim.requests.filter(r => !checks(r)).length
      for (const op of absent) {
        const s = op.domain === 'admin' ? admin : user
        const params = Object.fromEntries(
          Object.keys(op.params.shape)
            .filter(k => k !== 'raw_json' && !(op.params.shape[k] as z.ZodMiniType).safeParse(undefined).success)
            .map(k => [
              k,
              k === 'badges'
                ? ['contributor']
                : k === 'rule_names'
                  ? ['main']
                  : k === 'email'
                    ? 'x@example.com'
                    : k === 'runner_id'
                      ? 1
                      : k === 'disabled'
                        ? true
                        : 'alice'
            ])
        )
        await refused(s, op.domain, op.name, params, new RegExp(`^${op.name} is not available on ${variant}\\b`))
      }
      expect(sim.requests.filter(r => !checks(r)).length).toBe(before)
    }, 60_000)

    test('bad params and unknown actions send nothing; the message names the action, the param and the closest names', async () => {
      const before = sim.requests.length
      const typo = await refused(user, 'users', 'keys_add', { titel: 'x', key: 'ssh-ed25519 AAAA' }, /keys_add/)
      expect(typo).toMatch(/unknown param "titel" \(did you mean "title"\?\)/)
      expect(typo).toMatch(/missing required param "title"/)
      expect(typo).toMatch(/required: title, key/)
      const type = await refused(user, 'users', 'keys_delete', { id: 'seven' }, /keys_delete/)
      expect(type).toMatch(/param "id"/)
      const action = await user.call('svc_users', { action: 'keys_ad' })
      expect(action.text).toMatch(/^unknown users action "keys_ad"; closest: .*\bkeys_add\b/)
      const none = await user.call('svc_users', { title: 'x' })
      expect(none.text).toMatch(/^svc_users: missing required param "action"; one of: .*keys_add/)
      const other = await user.call('svc_users', { action: 'users_list' })
      expect(other.text).toMatch(/users_list.*admin action; call svc_admin/)
      const json = await refused(user, 'users', 'settings_update', { json_fields: { locaton: 'x' } }, /settings_update/)
      expect(json).toMatch(/locaton.*did you mean location/)
      expect(sim.requests.length).toBe(before)
    }, 60_000)

    test('server failures: isError naming the action, with the server message and a hint', async () => {
      const r = await refused(
        user,
        'users',
        'get',
        { username: 'nosuchuser' },
        /^svc_users action get: GET \/users\/nosuchuser failed: 404/
      )
      expect(r).toMatch(/hint: not found/)
    }, 60_000)

    test('dry_run sends nothing, shows the planned request with the password redacted', async () => {
      const password = `dry-pass-${variant}-SECRET`
      secrets.push(password)
      const before = sim.requests.filter(r => !checks(r)).length
      const e = await ok(admin, 'admin', 'users_create', { username: 'ghost', email: 'ghost@example.com', password, dry_run: true })
      expect(sim.requests.filter(r => !checks(r)).length).toBe(before)
      expect(e).toMatchObject({ status: 0, dry_run: true })
      expect(e.result).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: `${sim.url}/api/v1/admin/users`,
          body: expect.objectContaining({ password: '***' })
        })
      ])
      // must_change_password not given: not sent (the server's default applies; issue 38).
      expect(e.result[0].body).not.toHaveProperty('must_change_password')
      expect(e.result).toEqual(
        await actionResult('admin', 'users_create', { username: 'ghost', email: 'ghost@example.com', password }, sim.fixtures.adminToken, {
          dryRun: true
        })
      )
    }, 60_000)

    test('changes, read back from the simulator by plain HTTP', async () => {
      // SSH keys
      const key = sampleSshKey(`mcp-${variant}`)
      const added = await ok(user, 'users', 'keys_add', { title: 'mcp-key', key })
      expect(added.status).toBe(201)
      expect((await api('/user/keys')).body.map((k: any) => k.title)).toContain('mcp-key')
      await ok(user, 'users', 'keys_delete', { id: added.result.id })
      expect((await api('/user/keys')).body.map((k: any) => k.id)).not.toContain(added.result.id)

      // GPG keys
      const gpg = await ok(user, 'users', 'gpg_keys_add', { armored_public_key: sampleGpgKey(`mcp-${variant}`) })
      expect((await ok(user, 'users', 'gpg_keys_get', { id: gpg.result.id })).result).toMatchObject({ key_id: gpg.result.key_id })
      await ok(user, 'users', 'gpg_keys_verify', { key_id: gpg.result.key_id, armored_signature: sampleGpgSignature('token') })
      await ok(user, 'users', 'gpg_keys_delete', { id: gpg.result.id })
      expect((await api(`/user/gpg_keys/${gpg.result.id}`)).status).toBe(404)

      // emails, follows, stars, blocks
      const mail = `mcp-${variant}@example.com`
      await ok(user, 'users', 'emails_add', { emails: [mail] })
      expect((await api('/user/emails')).body.map((m: any) => m.email)).toContain(mail)
      await ok(user, 'users', 'emails_delete', { emails: [mail] })
      expect((await api('/user/emails')).body.map((m: any) => m.email)).not.toContain(mail)
      await ok(user, 'users', 'follow', { username: 'carol' })
      expect((await api('/user/following/carol')).status).toBe(204)
      expect((await ok(user, 'users', 'following_check', { username: 'carol' })).result).toBe(true)
      await ok(user, 'users', 'unfollow', { username: 'carol' })
      expect((await api('/user/following/carol')).status).toBe(404)
      await ok(user, 'users', 'star', { owner: 'alice', repo: 'demo' })
      expect((await api('/user/starred/alice/demo')).status).toBe(204)
      expect((await ok(user, 'users', 'starred_check', { owner: 'alice', repo: 'demo' })).result).toBe(true)
      await ok(user, 'users', 'unstar', { owner: 'alice', repo: 'demo' })
      expect((await api('/user/starred/alice/demo')).status).toBe(404)
      await ok(user, 'users', 'blocks_add', { username: 'carol' })
      expect((await ok(user, 'users', 'blocks_check', { username: 'carol' })).result).toBe(true)
      // Gitea lists blocked users; Forgejo lists block ids.
      const carol = (await api('/users/carol')).body
      const blocked = async () =>
        variant === 'gitea'
          ? (await api('/user/blocks')).body.map((u: any) => u.id)
          : (await api('/user/list_blocked')).body.map((b: any) => b.block_id)
      expect(await blocked()).toContain(carol.id)
      await ok(user, 'users', 'blocks_remove', { username: 'carol' })
      expect(await blocked()).not.toContain(carol.id)

      // user webhooks; the hook secret never comes back
      const hookSecret = `hook-secret-${variant}-SECRET`
      secrets.push(hookSecret)
      const hook = await ok(user, 'users', 'hooks_create', {
        type: 'gitea',
        config: { url: 'https://ci.example.com/hook', content_type: 'json', secret: hookSecret },
        events: ['push'],
        active: true
      })
      expect((await api(`/user/hooks/${hook.result.id}`)).body).toMatchObject({ active: true })
      await ok(user, 'users', 'hooks_get', { id: hook.result.id, raw_json: true })
      await ok(user, 'users', 'hooks_edit', { id: hook.result.id, json_fields: { active: false } })
      expect((await api(`/user/hooks/${hook.result.id}`)).body).toMatchObject({ active: false })
      await ok(user, 'users', 'hooks_delete', { id: hook.result.id })
      expect((await api(`/user/hooks/${hook.result.id}`)).status).toBe(404)
      const quiet = await ok(user, 'users', 'hooks_create', {
        type: 'gitea',
        config: { url: 'https://ci.example.com/q', content_type: 'json' }
      })
      expect(quiet.warnings?.[0]).toMatch(/active\b.*\bevents\b.*not given/)
      await ok(user, 'users', 'hooks_delete', { id: quiet.result.id })

      // OAuth2: the client secret appears in the creating call's result only
      const app = await ok(user, 'users', 'oauth2_create', {
        name: 'mcp-app',
        redirect_uris: ['https://a.example/cb'],
        confidential_client: true
      })
      expect(app.result.client_secret).toMatch(/\S{8,}/)
      created.push({ value: app.result.client_secret, reply: JSON.stringify(app) })
      expect((await ok(user, 'users', 'oauth2_get', { id: app.result.id })).result).toMatchObject({ name: 'mcp-app' })
      await ok(user, 'users', 'oauth2_update', {
        id: app.result.id,
        json_fields: { name: 'mcp-app-2', redirect_uris: ['https://a.example/cb'] }
      })
      expect((await api(`/user/applications/oauth2/${app.result.id}`)).body).toMatchObject({ name: 'mcp-app-2' })
      await ok(user, 'users', 'oauth2_delete', { id: app.result.id })
      expect((await api(`/user/applications/oauth2/${app.result.id}`)).status).toBe(404)

      // secrets: the value goes to the server and nowhere else
      const value = `s3cret-value-${variant}-SECRET`
      secrets.push(value)
      const before = sim.requests.length
      await ok(user, 'users', 'secrets_set', { name: 'DEPLOY_KEY', value })
      expect(sim.requests.slice(before).find(q => q.method === 'PUT' && q.path.endsWith('/user/actions/secrets/DEPLOY_KEY'))?.body).toEqual(
        { data: value }
      )
      await ok(user, 'users', 'secrets_delete', { name: 'DEPLOY_KEY' })
      // Every attempt fails (the default retries are 2, as the action's).
      sim.inject({ method: 'PUT', path: /secrets/, status: 500, body: `{"message":"boom ${value}"}`, times: 3 })
      await refused(user, 'users', 'secrets_set', { name: 'X', value }, /secrets_set.*500/)

      // variables
      await ok(user, 'users', 'variables_create', { name: 'MCP_REGION', value: 'eu-1' })
      await refused(user, 'users', 'variables_create', { name: 'MCP_REGION', value: 'eu-1' }, /variables_create.*already exists/)
      await ok(user, 'users', 'variables_set', { name: 'MCP_REGION', value: 'eu-2' })
      expect((await api('/user/actions/variables/MCP_REGION')).body).toMatchObject({ data: 'eu-2' })
      expect((await ok(user, 'users', 'variables_get', { name: 'MCP_REGION' })).result).toMatchObject({ data: 'eu-2' })
      await ok(user, 'users', 'variables_delete', { name: 'MCP_REGION' })
      expect((await api('/user/actions/variables/MCP_REGION')).status).toBe(404)

      // settings, avatar
      await ok(user, 'users', 'settings_update', { json_fields: { location: 'Looking-Glass' } })
      expect((await api('/user/settings')).body).toMatchObject({ location: 'Looking-Glass' })
      if (overHttp)
        await refused(user, 'users', 'avatar_upload', { file: file('me.png', PNG) }, /param "file": over HTTP svc reads and writes no file/)
      else await ok(user, 'users', 'avatar_upload', { file: file('me.png', PNG) })
      await ok(user, 'users', 'avatar_delete')

      // user runners: the registration token appears in its own result only
      const runners = (await ok(user, 'users', 'runners_list')).result
      const mine = runners.find((r: any) => r.name === 'alice-runner')
      expect((await ok(user, 'users', 'runners_get', { runner_id: mine.id })).result).toMatchObject({ name: 'alice-runner' })
      const reg = await ok(user, 'users', 'runners_token')
      expect(reg.result.token).toMatch(/\S{8,}/)
      created.push({ value: reg.result.token, reply: JSON.stringify(reg) })
      await ok(user, 'users', 'runners_delete', { runner_id: mine.id })
      expect(rows((await api('/user/actions/runners')).body).map((r: any) => r.id)).not.toContain(mine.id)

      // runner provisioning: a new runner's own token appears in its own result only
      const made = await ok(user, 'users', 'runners_register', { name: 'mcp-runner', labels: ['linux'] })
      created.push({ value: made.result.token, reply: JSON.stringify(made) })
      expect(rows((await api('/user/actions/runners')).body).map((r: any) => r.id)).toContain(made.result.id)
      if (variant === 'gitea') {
        await ok(user, 'users', 'runners_edit', { runner_id: made.result.id, disabled: true })
        expect((await api(`/user/actions/runners/${made.result.id}`)).body.disabled).toBe(true)
      }
      const pruned = await ok(user, 'users', 'runners_prune', { name: 'mcp-*' })
      expect(pruned.result.find((r: any) => r.id === made.result.id).outcome).toBe('removed')
      expect(rows((await api('/user/actions/runners')).body).map((r: any) => r.id)).not.toContain(made.result.id)

      // access tokens (basic auth from SVC_USERNAME / SVC_PASSWORD)
      const tok = await ok(basic, 'users', 'tokens_create', { username: 'alice', name: 'mcp-tok', scopes: ['read:user'] })
      expect(tok.result.sha1).toMatch(/^[0-9a-f]{40}$/)
      created.push({ value: tok.result.sha1, reply: JSON.stringify(tok) })
      const listed = await ok(basic, 'users', 'tokens_list', { username: 'alice' })
      expect(listed.result.map((t: any) => t.name)).toContain('mcp-tok')
      await ok(basic, 'users', 'tokens_delete', { username: 'alice', token_id: 'mcp-tok' })
      expect((await ok(basic, 'users', 'tokens_list', { username: 'alice' })).result.map((t: any) => t.name)).not.toContain('mcp-tok')

      // admin: cron, system hooks, runners, unadopted repositories
      await ok(admin, 'admin', 'cron_run', { task: 'repo_health_check' })
      const sysHook = await ok(admin, 'admin', 'hooks_create', {
        type: 'gitea',
        config: { url: 'https://audit.example.com/hook', content_type: 'json' },
        events: ['push'],
        active: true
      })
      expect((await api(`/admin/hooks/${sysHook.result.id}`, 'admin')).body).toMatchObject({ active: true })
      await ok(admin, 'admin', 'hooks_get', { id: sysHook.result.id })
      await ok(admin, 'admin', 'hooks_edit', { id: sysHook.result.id, json_fields: { active: false } })
      expect((await api(`/admin/hooks/${sysHook.result.id}`, 'admin')).body).toMatchObject({ active: false })
      await ok(admin, 'admin', 'hooks_delete', { id: sysHook.result.id })
      expect((await api(`/admin/hooks/${sysHook.result.id}`, 'admin')).status).toBe(404)
      const adminReg = await ok(admin, 'admin', 'runners_token')
      created.push({ value: adminReg.result.token, reply: JSON.stringify(adminReg) })
      const shared = (await ok(admin, 'admin', 'runners_list')).result.find((r: any) => r.name === 'shared-runner-2')
      expect((await ok(admin, 'admin', 'runners_get', { runner_id: shared.id })).result).toMatchObject({ name: 'shared-runner-2' })
      await ok(admin, 'admin', 'runners_delete', { runner_id: shared.id })
      expect(rows((await api('/admin/actions/runners', 'admin')).body).map((r: any) => r.id)).not.toContain(shared.id)
      const instanceRunner = await ok(admin, 'admin', 'runners_register', { name: 'mcp-instance-runner', ephemeral: true })
      created.push({ value: instanceRunner.result.token, reply: JSON.stringify(instanceRunner) })
      if (variant === 'gitea') await ok(admin, 'admin', 'runners_edit', { runner_id: instanceRunner.result.id, disabled: false })
      // The guard: offline runners match and none may go: refused, nothing is removed.
      await refused(
        admin,
        'admin',
        'runners_prune',
        { status: 'offline', max_removals: 0 },
        /more than max_removals \(0\); nothing was removed/
      )
      const gone = await ok(admin, 'admin', 'runners_prune', { name: 'mcp-*', ephemeral: true })
      expect(gone.result.filter((r: any) => r.outcome === 'removed').map((r: any) => r.id)).toEqual([instanceRunner.result.id])
      expect(rows((await api('/admin/actions/runners', 'admin')).body).map((r: any) => r.id)).not.toContain(instanceRunner.result.id)
      await ok(admin, 'admin', 'unadopted_adopt', { owner: 'alice', repo: 'orphan' })
      expect((await api('/users/alice/repos', 'admin')).body.map((r: any) => r.name)).toContain('orphan')
      await ok(admin, 'admin', 'unadopted_delete', { owner: 'acme', repo: 'lost' })
      expect((await ok(admin, 'admin', 'unadopted_list')).result).toEqual([])
      expect((await api('/admin/unadopted?page=1', 'admin')).body).toEqual([])

      // admin: a user's life
      const password = `mcpbob-pass-${variant}-SECRET`
      secrets.push(password)
      const bob = await ok(admin, 'admin', 'users_create', {
        username: 'mcpbob',
        email: 'mcpbob@example.com',
        password,
        must_change_password: false
      })
      expect(bob.result).toMatchObject({ login: 'mcpbob' })
      expect((await api('/users/mcpbob', 'admin')).body).toMatchObject({ login: 'mcpbob' })
      await ok(admin, 'admin', 'users_edit', { username: 'mcpbob', json_fields: { full_name: 'MCP Bob' } })
      expect((await api('/users/mcpbob', 'admin')).body).toMatchObject({ full_name: 'MCP Bob' })
      const bobKey = await ok(admin, 'admin', 'users_keys_add', {
        username: 'mcpbob',
        title: 'laptop',
        key: sampleSshKey(`mcpbob-${variant}`)
      })
      expect((await api('/users/mcpbob/keys', 'admin')).body.map((k: any) => k.id)).toContain(bobKey.result.id)
      await ok(admin, 'admin', 'users_keys_delete', { username: 'mcpbob', key_id: bobKey.result.id })
      expect((await api('/users/mcpbob/keys', 'admin')).body).toEqual([])
      await ok(admin, 'admin', 'users_org_add', { username: 'mcpbob', org: 'acme', team: 'Developers' })
      expect((await api('/users/mcpbob/orgs', 'admin')).body.map((o: any) => o.name)).toContain('acme')
      await ok(admin, 'admin', 'users_rename', { username: 'mcpbob', new_name: 'mcpbob2' })
      expect((await api('/users/mcpbob2', 'admin')).status).toBe(200)
      await ok(admin, 'admin', 'users_repos_create', { username: 'mcpbob2', json_fields: { name: 'tools', private: true } })
      expect((await api('/users/mcpbob2/repos', 'admin')).body).toEqual([expect.objectContaining({ name: 'tools', private: true })])
      const org = await ok(admin, 'admin', 'users_orgs_create', { username: 'mcpbob2', name: 'mcpco', full_name: 'MCP Co' })
      expect(org.result).toMatchObject({ name: 'mcpco', full_name: 'MCP Co' })
      expect((await api('/orgs/mcpco', 'admin')).body).toMatchObject({ name: 'mcpco', full_name: 'MCP Co' })
      await ok(admin, 'admin', 'users_delete', { username: 'mcpbob2', purge: true })
      expect((await api('/users/mcpbob2', 'admin')).status).toBe(404)
      expect((await api('/orgs/mcpco', 'admin')).status).toBe(404)
      if (variant === 'gitea') {
        await ok(admin, 'admin', 'badges_add', { username: 'alice', badges: ['contributor'] })
        expect((await ok(admin, 'admin', 'badges_list', { username: 'alice' })).result.map((b: any) => b.slug)).toContain('contributor')
        await ok(admin, 'admin', 'badges_delete', { username: 'alice', badges: ['contributor'] })
        expect((await api('/admin/users/alice/badges', 'admin')).body.map((b: any) => b.slug)).not.toContain('contributor')
      } else {
        await ok(admin, 'admin', 'users_emails_delete', { username: 'alice', email: 'alice.secondary@example.com' })
        expect((await api('/admin/emails?page=1&limit=50', 'admin')).body.map((m: any) => m.email)).not.toContain(
          'alice.secondary@example.com'
        )
      }
      expect(sim.violations).toEqual([])
    }, 180_000)

    test('read-only mode: the enums hold only actions that change nothing; a change is refused and nothing is sent', async () => {
      const ro = await startSession(
        bundle,
        env(sim.fixtures.adminToken, { SVC_READ_ONLY: 'true', SVC_DOMAINS: 'users,admin', SVC_VARIANT: variant })
      )
      try {
        const tools = await ro.tools()
        expect(tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users', 'svc_admin'])
        for (const t of tools.slice(1)) {
          const domain: Domain = t.name === 'svc_users' ? 'users' : 'admin'
          const offered: string[] = t.inputSchema.properties.action.enum
          expect(offered.length).toBeGreaterThan(5)
          for (const a of offered) expect({ a, ro: changesNothing(findOperation(domain, a)) }).toEqual({ a, ro: true })
          expect(t.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false })
        }
        const before = sim.requests.filter(r => r.method !== 'GET').length
        const r = await ro.call('svc_users', { action: 'keys_add', title: 'x', key: sampleSshKey('ro') })
        expect(r).toMatchObject({ isError: true, text: expect.stringMatching(/keys_add changes the server.*read-only/) })
        expect((await ro.call('svc_users', { action: 'me' })).isError).toBe(false)
        expect(sim.requests.filter(r => r.method !== 'GET').length).toBe(before)
        // A flag wins over the environment.
        const rw = await startSession(
          bundle,
          env(sim.fixtures.userToken, { SVC_READ_ONLY: 'true', SVC_DOMAINS: 'users', SVC_VARIANT: variant }),
          ['--no-read-only']
        )
        try {
          expect((await rw.tools())[1].inputSchema.properties.action.enum).toContain('keys_add')
        } finally {
          await rw.close()
        }
      } finally {
        await ro.close()
      }
    }, 60_000)

    test('SVC_DOMAINS enables at start: tools/list answers after the checks, with the enum of the probed variant', async () => {
      const s = await startSession(bundle, env(sim.fixtures.userToken, { SVC_DOMAINS: 'users' }))
      try {
        // The first tools/list, no list_changed awaited: the variant is known by then.
        const tools = await s.tools()
        expect(tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users'])
        const absent = OPERATIONS.filter(op => op.domain === 'users' && !op.routes[variant]).map(op => op.name)
        expect(tools[1].inputSchema.properties.action.enum.filter((a: string) => absent.includes(a))).toEqual([])
        expect((await s.call('svc_users', { action: 'me' })).structured).toMatchObject({ variant, result: { login: 'alice' } })
        // A non-admin token named in SVC_DOMAINS: svc_admin is never listed (the check comes first), the
        // reason is on stderr and in the refusal, which does not send the client to svc_enable (it cannot help).
        const na = await startSession(bundle, env(sim.fixtures.userToken, { SVC_DOMAINS: 'admin', SVC_VARIANT: variant }))
        try {
          expect((await na.tools()).map(t => t.name)).toEqual(['svc_enable'])
          const r = await na.call('svc_admin', { action: 'users_list' })
          expect(r.text).toMatch(
            /^svc_admin is not enabled: the token is not an instance admin's: it belongs to "alice", who is not an instance admin/
          )
          expect(r.text).not.toMatch(/call svc_enable/)
          // Over HTTP the reason is each request's answer, not the server's log.
          if (!overHttp) expect(na.stderr()).toMatch(/svc mcp: admin is not enabled: the token is not an instance admin's/)
          expect(na.listChanged()).toBe(0)
        } finally {
          await na.close()
        }
      } finally {
        await s.close()
      }
    }, 60_000)

    test('no reply holds the token, a password or a secret value; created credentials only in their own result', () => {
      expect(OUTPUTS.length).toBeGreaterThan(100)
      for (const s of secrets) expect({ s, hits: OUTPUTS.filter(o => o.includes(s)).length }).toEqual({ s, hits: 0 })
      expect(created.length).toBeGreaterThanOrEqual(4)
      for (const c of created) {
        const hits = OUTPUTS.filter(o => o.includes(c.value))
        // The creating call's text block and its structuredContent: the same JSON.
        expect(hits.length).toBe(2)
        for (const h of hits) expect(JSON.parse(h)).toEqual(JSON.parse(c.reply))
      }
    })

    // The domains svc adds (orgs, repos): their tools' tests, in files of their own.
    const kit: McpKit = {
      variant,
      sim: () => sim,
      user: () => user,
      admin: () => admin,
      session: e => startSession(bundle, env(e.token, e.extra)),
      ok,
      refused,
      api,
      actionResult,
      file,
      secrets,
      created
    }
    for (const more of DOMAIN_SCENARIOS) more(kit)

    test('every action of every tool was called through its tool', () => {
      const all = OPERATIONS.map(op => `${op.domain}:${op.name}`)
      expect(all.filter(a => !called.has(a))).toEqual([])
    })
  })
}
