// Every operation through the client, against the spec-checked simulated forge, on
// each variant where it exists (and refused before any request where it does not), plus its main
// failure path. The simulator records every request or response that breaks the official spec.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  Forge,
  ForgeHttp,
  type ConnectionSettings,
  type HttpRequest,
  type HttpResponse,
  type OperationResult,
  type RunOptions
} from '../src/client/index.js'
import { ForgeError, UsageError } from '../src/errors.js'
import { OPERATIONS, findOperation, resultSchemaOf, type Domain } from '../src/registry/index.js'
import { FIXTURES, sampleGpgSignature, sampleSshKey } from './sim/fixtures.js'
import {
  NAMES as N,
  REAL,
  releaseMissing,
  SEARCH_TEXT,
  SERVER,
  runsHere,
  startTarget,
  targetVariants,
  type Capability,
  type Setup,
  type Target
} from './target.js'
import { hasCase, missingCases } from './cases.js'

type Who = 'alice' | 'root' | 'anon' | 'bob' | 'aliceBasic'
/** What the test saw: the requests the client sent (on any target), and the target. */
interface Seen {
  sent: HttpRequest[]
  target: Target
}
const sentTo = (seen: Seen, method: string, suffix: string) => seen.sent.find(q => q.method === method && q.path.endsWith(suffix))?.body
type Run = (domain: Domain, action: string, params?: Record<string, unknown>, who?: Who, opts?: RunOptions) => Promise<OperationResult>

interface Scenario {
  /** Default `alice` for users, `root` for admin. */
  who?: Who
  params?: Record<string, unknown> | ((run: Run, setup: Setup) => Promise<Record<string, unknown>>)
  check: (res: OperationResult, run: Run, seen: Seen, params: Record<string, unknown>) => void | Promise<void>
  /** What the scenario needs set up beyond the API; it runs where the target can (see runsHere()). */
  needs?: Capability
  /** A real server version whose own bug makes the call fail: svc must then fail with this status and hint. */
  brokenOn?: { version: RegExp; status: number; hint: RegExp }
  /** A real server release without the route: svc must refuse the call before sending it. */
  tooOld?: { version: RegExp; usage: RegExp }
  /** Valid params for the "refused on the other variant" test, when `params` needs a setup. */
  absentParams?: Record<string, unknown>
  /** The main failure path: status of the ForgeError, or a UsageError message pattern. */
  fail?: {
    who?: Who
    params?: Record<string, unknown> | ((run: Run, setup: Setup) => Promise<Record<string, unknown>>)
    status?: number
    usage?: RegExp
    hint?: RegExp
  }
}

/** The target of the running describe block (the suite runs one variant at a time). */
let current: Target
/** The version of the real Gitea under test, as it says (`brokenOn` names Gitea versions). */
const REAL_VERSION = REAL?.variant === 'gitea' ? SERVER?.version : undefined
/**
 * A plain HTTP request as `who`, with global fetch and none of svc's code: how a test reads the
 * server's state back after a change, and sets up what svc has no params for.
 */
async function plain(method: string, path: string, body?: unknown, who: Who = 'alice'): Promise<{ status: number; body: any }> {
  const c = credentialsOf(current, who)
  const headers: Record<string, string> = { accept: 'application/json' }
  if (c.token) headers.authorization = `token ${c.token}`
  else if (c.username) headers.authorization = `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${current.url.replace(/\/$/, '')}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}

/** A hook with events, branch filter and authorization header set, made by plain HTTP; its id. */
async function richHook(base: '/user/hooks' | '/admin/hooks', who: Who): Promise<number> {
  const res = await plain(
    'POST',
    base,
    {
      type: 'gitea',
      config: { ...hookConfig, ...(base === '/admin/hooks' ? { is_system_webhook: 'true' } : {}) },
      events: ['push', 'repository'],
      branch_filter: 'main',
      authorization_header: 'Bearer hook-auth-value',
      active: false
    },
    who
  )
  expect(res.status).toBe(201)
  return res.body.id
}

/** A partial hook edit kept what it did not name: read back by plain HTTP. */
async function expectHookKept(base: '/user/hooks' | '/admin/hooks', id: number, who: Who): Promise<void> {
  const hook = (await plain('GET', `${base}/${id}`, undefined, who)).body
  expect(hook.active).toBe(true)
  expect([...hook.events].sort()).toEqual(['push', 'repository'])
  expect(hook.branch_filter).toBe('main')
  expect(hook.authorization_header).toBe('Bearer hook-auth-value')
}

const dir = mkdtempSync(join(tmpdir(), 'svc-ops-'))
const png = join(dir, 'avatar.png')
// A complete 1×1 PNG: a real server decodes it.
writeFileSync(
  png,
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
)
const notImage = join(dir, 'avatar.txt')
writeFileSync(notImage, 'not an image')
const hookConfig = { url: 'https://ci.example.com/hook', content_type: 'json' }
const list = (res: OperationResult) => res.result as Array<Record<string, unknown>>
const ids = async (run: Run, d: Domain, action: string) => list(await run(d, action, { raw_json: true }))
const firstRunner = async (run: Run, d: Domain) => (await ids(run, d, 'runners_list'))[0].id as number
const nobody = { username: 'nobody-here' }
/** A list; a non-empty one where the target seeds such rows (the simulator's fixtures). */
const rowsSeeded = (r: OperationResult) => {
  expect(Array.isArray(r.result)).toBe(true)
  if (!REAL) expect(list(r).length).toBeGreaterThan(0)
}
const NOT_ADMIN = { who: 'alice' as Who, status: 403, hint: /not an instance admin/ }

// ---- Runner provisioning: what a runner does with the credentials, by plain HTTP.
/** A label no queued job asks for: a test runner that fetches a task must not take a real job. */
const TEST_LABEL = 'svc-test-only'
/** A name of this run: on a real server in use, prune's filters select only the test's runners. */
const RUN_TAG = `svc${Date.now().toString(36)}`
/** A runner protocol call as a runner makes it (its uuid and token in headers, no REST auth): the status. */
async function protocol(method: 'Declare' | 'FetchTask', uuid: string, token: string): Promise<number> {
  const res = await fetch(`${current.url.replace(/\/$/, '')}/api/actions/runner.v1.RunnerService/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-runner-uuid': uuid, 'x-runner-token': token },
    body: JSON.stringify(method === 'Declare' ? { version: 'v0.0.0', labels: [TEST_LABEL] } : { tasksVersion: '0' })
  })
  await res.text()
  return res.status
}
/** Each domain's runner scope in the tests: its base path, the params that name it, who administers it. */
const SCOPE: Record<Domain, { base: string; at: Record<string, string>; who: Who }> = {
  users: { base: '/user', at: {}, who: 'alice' },
  admin: { base: '/admin', at: {}, who: 'root' },
  // The organization is root's (alice is only in its Developers team); the repository alice's own.
  orgs: { base: `/orgs/${N.org}`, at: { org: N.org }, who: 'root' },
  repos: { base: `/repos/${N.alice}/demo`, at: { owner: N.alice, repo: 'demo' }, who: 'alice' }
}
/** Who is refused at an organization or repository scope: a member of the organization who is not an owner, another user. */
const STRANGER: Record<'orgs' | 'repos', { who: Who; status: number }> = {
  orgs: { who: 'alice', status: 403 },
  repos: { who: 'bob', status: 403 }
}
const runnersPath = (d: Domain) => `${SCOPE[d].base}/actions/runners`
/** The scope's runners read by plain HTTP, every page (Gitea wraps them in `runners`). */
async function plainRunners(d: Domain): Promise<Array<Record<string, any>>> {
  const rows: Array<Record<string, any>> = []
  for (let page = 1; page <= 100; page++) {
    const body = (await plain('GET', `${runnersPath(d)}?page=${page}&limit=50`, undefined, SCOPE[d].who)).body
    const batch = (Array.isArray(body) ? body : (body?.runners ?? [])) as Array<Record<string, any>>
    rows.push(...batch)
    if (batch.length < 50) break
  }
  return rows
}
interface Registered {
  id: number
  uuid: string
  token: string
  forgejo_config?: string
  runner_file_text?: string
}
/** runners_register works as a runner would need it: listed, and its credentials pass Declare and FetchTask. */
const registerScenario = (d: Domain): Scenario => ({
  needs: 'runnerList',
  who: SCOPE[d].who,
  params: { ...SCOPE[d].at, name: `${RUN_TAG}-reg-${d}`, labels: [TEST_LABEL], description: 'made by the svc tests', ephemeral: true },
  check: async (r, _run, _seen, p) => {
    const reg = r.result as Registered
    expect(reg.id).toBeGreaterThan(0)
    expect(reg.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(reg.token.length).toBeGreaterThanOrEqual(40)
    expect(r.credentials).toContain(reg.token)
    // The variant's own runner configuration: act_runner's .runner file on Gitea, the Forgejo runner's connection on Forgejo.
    if (current.variant === 'gitea') {
      expect(JSON.parse(reg.runner_file_text!)).toMatchObject({
        id: reg.id,
        uuid: reg.uuid,
        token: reg.token,
        address: current.url.replace(/\/$/, '')
      })
      expect(reg).not.toHaveProperty('forgejo_config')
    } else {
      expect(reg.forgejo_config).toContain(`uuid: "${reg.uuid}"`)
      expect(reg).not.toHaveProperty('runner_file_text')
    }
    const listed = (await plainRunners(d)).find(x => x.id === reg.id)
    expect(listed).toMatchObject({ name: p.name, ephemeral: true, status: 'offline' })
    expect(await protocol('Declare', reg.uuid, reg.token)).toBe(200)
    expect(await protocol('FetchTask', reg.uuid, reg.token)).toBe(200)
    // A wrong token is refused: Gitea 500 (its interceptor's error goes out as Connect "unknown"), Forgejo 401.
    expect([401, 500]).toContain(await protocol('Declare', reg.uuid, 'f'.repeat(40)))
    expect((await plainRunners(d)).find(x => x.id === reg.id)?.status).not.toBe('offline')
    // In its own scope only: an organization's runner is in no repository's or user's list, and so on.
    for (const other of (['users', 'orgs', 'repos'] as const).filter(o => o !== d))
      expect((await plainRunners(other)).map(x => x.id)).not.toContain(reg.id)
  },
  fail: d === 'admin' ? NOT_ADMIN : d === 'users' ? { who: 'anon', status: 401 } : STRANGER[d]
})
/** What a prune scenario set up: the scope's runner ids before, and the one the filter selects. */
const pruned: { before: number[]; gone: number } = { before: [], gone: 0 }
const registerPlain = async (run: Run, d: Domain, name: string, ephemeral = false) =>
  (await run(d, 'runners_register', { ...SCOPE[d].at, name, labels: [TEST_LABEL], ephemeral }, SCOPE[d].who)).result as Registered
const pruneTag = (d: Domain) => `${RUN_TAG}-prune-${d}-${Math.random().toString(36).slice(2, 6)}`
/**
 * runners_prune removes what the filter selects and nothing else: of four runners of this run, only
 * the offline, persistent one whose name matches goes; an ephemeral one, an online one and one of
 * another name stay, as does every other runner of the scope (the simulator's busy one included).
 */
const pruneScenario = (d: Domain): Scenario => ({
  needs: 'runnerList',
  who: SCOPE[d].who,
  params: async run => {
    const tag = pruneTag(d)
    const gone = await registerPlain(run, d, `${tag}-a`)
    await registerPlain(run, d, `${tag}-b`, true)
    const online = await registerPlain(run, d, `${tag}-c`)
    expect(await protocol('Declare', online.uuid, online.token)).toBe(200)
    await registerPlain(run, d, `${RUN_TAG}-other-${d}`)
    pruned.before = (await plainRunners(d)).map(r => r.id as number)
    pruned.gone = gone.id
    return { ...SCOPE[d].at, name: `${tag}-*`, ephemeral: false, max_removals: 1 }
  },
  check: async r => {
    const rows = list(r)
    expect(rows.filter(x => x.outcome === 'removed').map(x => x.id)).toEqual([pruned.gone])
    expect(r.changed).toBe(true)
    const after = (await plainRunners(d)).map(x => x.id as number)
    expect(after.sort()).toEqual(pruned.before.filter(id => id !== pruned.gone).sort())
  },
  fail: {
    // Two runners match, one may go: refused, and nothing is removed.
    params: async run => {
      const tag = pruneTag(d)
      await registerPlain(run, d, `${tag}-a`)
      await registerPlain(run, d, `${tag}-b`)
      pruned.before = (await plainRunners(d)).map(r => r.id as number)
      return { ...SCOPE[d].at, name: `${tag}-*`, max_removals: 1 }
    },
    usage: /2 runners match, more than max_removals \(1\); nothing was removed/
  }
})
/** runners_edit (Gitea 1.26+): disabled as a plain read of the runner shows it. */
const editScenario = (d: Domain): Scenario => ({
  needs: 'runnerList',
  who: SCOPE[d].who,
  params: async run => ({ ...SCOPE[d].at, runner_id: (await registerPlain(run, d, `${RUN_TAG}-edit-${d}`)).id, disabled: true }),
  absentParams: { ...SCOPE[d].at, runner_id: 1, disabled: true },
  tooOld: { version: /^1\.25\./, usage: /runners_edit needs Gitea 1\.26/ },
  check: async (r, _run, _seen, p) => {
    expect(r.result).toMatchObject({ id: p.runner_id, disabled: true })
    const path = `${runnersPath(d)}/${p.runner_id}`
    expect((await plain('GET', path, undefined, SCOPE[d].who)).body.disabled).toBe(true)
  },
  fail: { params: { ...SCOPE[d].at, runner_id: 99999, disabled: true }, status: 404 }
})

/** The user users_delete deletes: made by plain HTTP with a repository and an organization only it owns. */
const DOOMED = `${N.newbie}-del`
async function makeDoomed(): Promise<void> {
  const made = await plain(
    'POST',
    '/admin/users',
    {
      username: DOOMED,
      email: `${DOOMED}@example.com`,
      password: 'D00med-pass-1234!',
      must_change_password: false
    },
    'root'
  )
  expect(made.status).toBe(201)
  expect((await plain('POST', `/admin/users/${DOOMED}/repos`, { name: 'kept' }, 'root')).status).toBe(201)
  expect((await plain('POST', `/admin/users/${DOOMED}/orgs`, { username: `${DOOMED}-org` }, 'root')).status).toBe(201)
}

const USERS: Record<string, Scenario> = {
  activity: {
    params: { username: N.alice },
    check: r => expect(Array.isArray(r.result)).toBe(true),
    fail: { params: nobody, status: 404 }
  },
  avatar_delete: { check: r => expect(r.status).toBe(204), fail: { who: 'anon', status: 401 } },
  avatar_upload: {
    params: { file: png },
    check: r => expect(r.status).toBe(204),
    fail: { params: { file: notImage }, usage: /not a PNG, JPEG, GIF or WebP image/ }
  },
  blocks_add: {
    params: { username: N.bob },
    check: async (r, run) => {
      expect(r.status).toBe(204)
      expect((await run('users', 'blocks_check', { username: N.bob })).result).toBe(true)
    },
    fail: { params: nobody, status: 404 }
  },
  blocks_check: {
    params: async run => (await run('users', 'blocks_add', { username: N.carol }), { username: N.carol }),
    check: async (r, run) => {
      expect(r.result).toBe(true)
      expect((await run('users', 'blocks_check', { username: N.bob })).result).toBe(false)
    },
    fail: { who: 'anon', params: { username: N.bob }, status: 401 }
  },
  blocks_list: {
    params: async run => (await run('users', 'blocks_add', { username: N.bob }), {}),
    check: r => expect(list(r)).toHaveLength(1),
    fail: { who: 'anon', status: 401 }
  },
  blocks_remove: {
    params: async run => (await run('users', 'blocks_add', { username: N.bob }), { username: N.bob }),
    check: async (_r, run) => expect((await run('users', 'blocks_check', { username: N.bob })).result).toBe(false),
    fail: { who: 'anon', params: { username: N.bob }, status: 401 }
  },
  emails_add: {
    params: { emails: ['alice.work@example.com'] },
    check: r => expect(list(r).map(e => e.email)).toContain('alice.work@example.com'),
    fail: { params: { emails: ['not-an-email'] }, status: 422 }
  },
  emails_delete: {
    params: async run => (await run('users', 'emails_add', { emails: ['old@example.com'] }), { emails: ['old@example.com'] }),
    check: async (r, run) => {
      expect(r.status).toBe(204)
      expect(list(await run('users', 'emails_list')).map(e => e.email)).not.toContain('old@example.com')
    },
    fail: { params: { emails: ['missing@example.com'] }, status: 404 }
  },
  emails_list: { check: r => expect(list(r).length).toBeGreaterThan(0), fail: { who: 'anon', status: 401 } },
  follow: {
    params: { username: N.bob },
    check: async (_r, run) => expect((await run('users', 'following_check', { username: N.bob })).result).toBe(true),
    fail: { params: nobody, status: 404 }
  },
  followers: {
    params: async run => (await run('users', 'follow', { username: N.alice }, 'bob'), {}),
    check: r => expect(list(r).map(u => u.login)).toContain(N.bob),
    fail: { who: 'anon', status: 401 }
  },
  followers_of: {
    params: async run => (await run('users', 'follow', { username: N.alice }, 'bob'), { username: N.alice }),
    check: r => expect(list(r).map(u => u.login)).toContain(N.bob),
    fail: { params: nobody, status: 404 }
  },
  following: {
    params: async run => (await run('users', 'follow', { username: N.carol }), {}),
    check: r => expect(list(r).map(u => u.login)).toContain(N.carol),
    fail: { who: 'anon', status: 401 }
  },
  following_check: {
    params: async run => (await run('users', 'follow', { username: N.bob }), { username: N.bob }),
    check: async (r, run) => {
      expect(r.result).toBe(true)
      expect((await run('users', 'following_check', { username: N.carol })).result).toBe(false)
    },
    fail: { who: 'anon', params: { username: N.bob }, status: 401 }
  },
  following_of: {
    params: async run => (await run('users', 'follow', { username: N.bob }), { username: N.alice }),
    check: r => expect(list(r).map(u => u.login)).toEqual([N.bob]),
    fail: { params: nobody, status: 404 }
  },
  get: {
    params: { username: N.bob },
    check: r => {
      expect((r.result as Record<string, unknown>).login).toBe(N.bob)
      expect(r.result).not.toHaveProperty('login_name')
    },
    fail: { params: nobody, status: 404 }
  },
  gpg_keys_add: {
    needs: 'gpg',
    params: async (_run, setup) => ({ armored_public_key: setup.gpgKey('add').publicKey }),
    check: r => expect((r.result as Record<string, unknown>).key_id).toMatch(/^[0-9A-F]{16}$/),
    fail: { params: { armored_public_key: 'not a key' }, status: 422 }
  },
  gpg_keys_delete: {
    needs: 'gpg',
    params: async (run, setup) => ({
      id: ((await run('users', 'gpg_keys_add', { armored_public_key: setup.gpgKey('d').publicKey })).result as { id: number }).id
    }),
    check: async (_r, run, _f, p) => expect(list(await run('users', 'gpg_keys_list')).map(k => k.id)).not.toContain(p.id),
    fail: { params: { id: 99999 }, status: 404 }
  },
  gpg_keys_get: {
    needs: 'gpg',
    params: async (run, setup) => ({
      id: ((await run('users', 'gpg_keys_add', { armored_public_key: setup.gpgKey('g').publicKey })).result as { id: number }).id
    }),
    check: r => expect((r.result as Record<string, unknown>).key_id).toBeTruthy(),
    fail: { params: { id: 99999 }, status: 404 }
  },
  gpg_keys_list: {
    needs: 'gpg',
    params: async (run, setup) => (await run('users', 'gpg_keys_add', { armored_public_key: setup.gpgKey('l').publicKey }), {}),
    check: r => expect(list(r).length).toBeGreaterThanOrEqual(1),
    fail: { who: 'anon', status: 401 }
  },
  gpg_keys_of: {
    needs: 'gpg',
    params: async (run, setup) => (
      await run('users', 'gpg_keys_add', { armored_public_key: setup.gpgKey('o').publicKey }),
      { username: N.alice }
    ),
    check: r => expect(list(r).length).toBeGreaterThanOrEqual(1),
    fail: { params: nobody, status: 404 }
  },
  gpg_keys_token: { check: r => expect(typeof r.result).toBe('string'), fail: { who: 'anon', status: 401 } },
  gpg_keys_verify: {
    needs: 'gpg',
    params: async (run, setup) => {
      const pair = setup.gpgKey('v')
      const key = (await run('users', 'gpg_keys_add', { armored_public_key: pair.publicKey })).result as { key_id: string }
      const token = (await run('users', 'gpg_keys_token')).result as string
      return { key_id: key.key_id, armored_signature: pair.sign(token) }
    },
    check: (r, _run, seen) => {
      expect((r.result as Record<string, unknown>).verified).toBe(true)
      expect(sentTo(seen, 'POST', '/user/gpg_key_verify')).toMatchObject({
        key_id: expect.any(String),
        armored_signature: expect.any(String)
      })
    },
    fail: { params: { key_id: 'DEADBEEFDEADBEEF', armored_signature: sampleGpgSignature('x') }, status: 404 }
  },
  heatmap: { params: { username: N.alice }, check: r => expect(Array.isArray(r.result)).toBe(true), fail: { params: nobody, status: 404 } },
  hooks_create: {
    params: { type: 'gitea', config: hookConfig },
    check: (r, _run, seen) => {
      expect(r.result).toMatchObject({ active: false, events: ['push'], config: hookConfig })
      expect(r.warnings.join()).toMatch(/active .* and events .* not given; set them explicitly/)
      // The defaults are sent, not left to the server.
      expect(sentTo(seen, 'POST', '/user/hooks')).toMatchObject({ active: false, events: ['push'] })
    },
    fail: { params: { type: 'gitea', config: { content_type: 'json' } }, status: 422 }
  },
  hooks_delete: {
    params: async run => ({
      id: ((await run('users', 'hooks_create', { type: 'gitea', config: hookConfig })).result as { id: number }).id
    }),
    check: async (_r, run, _f, p) => expect(list(await run('users', 'hooks_list')).map(h => h.id)).not.toContain(p.id),
    fail: { params: { id: 99999 }, status: 404 }
  },
  hooks_edit: {
    params: async () => ({ id: await richHook('/user/hooks', 'alice'), json_fields: { active: true } }),
    check: async (r, _run, _seen, p) => {
      expect((r.result as Record<string, unknown>).active).toBe(true)
      await expectHookKept('/user/hooks', p.id as number, 'alice')
    },
    fail: { params: { id: 1, json_fields: { actve: true } }, usage: /did you mean active/ }
  },
  hooks_get: {
    params: async run => ({
      id: (
        (await run('users', 'hooks_create', { type: 'gitea', config: hookConfig, active: true, events: ['push'] })).result as { id: number }
      ).id
    }),
    check: r => expect(Object.keys(r.result as object).sort()).toEqual(['active', 'config', 'events', 'id', 'type']),
    fail: { params: { id: 99999 }, status: 404 }
  },
  hooks_list: {
    params: async run => (await run('users', 'hooks_create', { type: 'gitea', config: hookConfig, active: true, events: ['push'] }), {}),
    check: r => expect(list(r).map(h => (h.config as { url: string }).url)).toContain(hookConfig.url),
    fail: { who: 'anon', status: 401 }
  },
  jobs: { check: rowsSeeded, fail: { who: 'anon', status: 401 } },
  keys_add: {
    params: { title: 'laptop', key: sampleSshKey('laptop') },
    check: r => expect((r.result as Record<string, unknown>).fingerprint).toMatch(/^SHA256:/),
    fail: { params: { title: 'bad', key: 'not a key' }, status: 422 }
  },
  keys_delete: {
    params: async run => ({ id: ((await run('users', 'keys_add', { title: 'x', key: sampleSshKey('x') })).result as { id: number }).id }),
    check: async (_r, run, _f, p) => expect(list(await run('users', 'keys_list')).map(k => k.id)).not.toContain(p.id),
    fail: { params: { id: 99999 }, status: 404 }
  },
  keys_list: {
    params: async run => (await run('users', 'keys_add', { title: 'y', key: sampleSshKey('y') }), {}),
    check: r => expect(list(r).map(k => k.title)).toContain('y'),
    fail: { who: 'anon', status: 401 }
  },
  keys_of: {
    params: async run => (await run('users', 'keys_add', { title: 'z', key: sampleSshKey('z') }), { username: N.alice }),
    check: r => expect(list(r).map(k => k.title)).toContain('z'),
    fail: { params: nobody, status: 404 }
  },
  me: {
    check: r => expect((r.result as Record<string, unknown>).login).toBe(N.alice),
    fail: { who: 'anon', status: 401, hint: /credentials were refused|token/ }
  },
  oauth2_create: {
    params: { name: 'ci-app', redirect_uris: ['https://ci.example.com/cb'], confidential_client: true },
    check: r => {
      const secret = (r.result as Record<string, unknown>).client_secret as string
      expect(secret.length).toBeGreaterThan(10)
      expect(r.credentials).toContain(secret)
    },
    fail: { params: { name: 'x', redirect_uris: [] }, usage: /param "redirect_uris"/ }
  },
  oauth2_delete: {
    params: async run => ({
      id: ((await run('users', 'oauth2_create', { name: 'd', redirect_uris: ['https://d/cb'] })).result as { id: number }).id
    }),
    check: async (_r, run, _f, p) => expect(list(await run('users', 'oauth2_list')).map(a => a.id)).not.toContain(p.id),
    fail: { params: { id: 99999 }, status: 404 }
  },
  oauth2_get: {
    params: async run => ({
      id: ((await run('users', 'oauth2_create', { name: 'g', redirect_uris: ['https://g/cb'] })).result as { id: number }).id
    }),
    check: r => expect((r.result as Record<string, unknown>).name).toBe('g'),
    fail: { params: { id: 99999 }, status: 404 }
  },
  oauth2_list: {
    params: async run => (await run('users', 'oauth2_create', { name: 'l', redirect_uris: ['https://l/cb'] }), {}),
    check: r => expect(list(r).map(a => a.name)).toContain('l'),
    fail: { who: 'anon', status: 401 }
  },
  oauth2_update: {
    params: async run => ({
      id: ((await run('users', 'oauth2_create', { name: 'u', redirect_uris: ['https://u/cb'] })).result as { id: number }).id,
      json_fields: { name: 'renamed' }
    }),
    check: r => {
      // The fields the caller left out are kept, not blanked; a new secret comes back.
      expect(r.result).toMatchObject({ name: 'renamed', redirect_uris: ['https://u/cb'] })
      expect(r.credentials).toHaveLength(1)
    },
    fail: { params: { id: 99999, json_fields: { name: 'x' } }, status: 404 }
  },
  quota: { check: r => expect(r.result).toHaveProperty('used'), fail: { who: 'anon', status: 401 } },
  quota_artifacts: { check: r => expect(Array.isArray(r.result)).toBe(true), fail: { who: 'anon', status: 401 } },
  quota_attachments: { check: r => expect(Array.isArray(r.result)).toBe(true), fail: { who: 'anon', status: 401 } },
  quota_packages: { check: r => expect(Array.isArray(r.result)).toBe(true), fail: { who: 'anon', status: 401 } },
  repos_of: {
    params: { username: N.alice },
    check: r => expect(list(r).map(x => x.full_name)).toContain(`${N.alice}/demo`),
    fail: { params: nobody, status: 404 }
  },
  runners_delete: {
    needs: 'runner',
    params: async (run, setup) => (await setup.runner('users'), { runner_id: await firstRunner(run, 'users') }),
    check: r => expect(r.status).toBe(204),
    fail: { params: { runner_id: 99999 }, status: 404 }
  },
  runners_get: {
    needs: 'runner',
    params: async (run, setup) => (await setup.runner('users'), { runner_id: await firstRunner(run, 'users') }),
    check: r => expect((r.result as Record<string, unknown>).name).toBeTruthy(),
    fail: { params: { runner_id: 99999 }, status: 404 }
  },
  runners_edit: editScenario('users'),
  runners_list: { check: rowsSeeded, fail: { who: 'anon', status: 401 } },
  runners_prune: pruneScenario('users'),
  runners_register: registerScenario('users'),
  runners_token: {
    check: r => {
      const token = (r.result as { token: string }).token
      expect(token.length).toBeGreaterThan(10)
      expect(r.credentials).toEqual([token])
    },
    fail: { who: 'anon', status: 401 }
  },
  runs: { check: rowsSeeded, fail: { who: 'anon', status: 401 } },
  search: {
    params: { query: SEARCH_TEXT, limit: 2 },
    check: r => {
      expect(list(r)).toHaveLength(2)
      expect(r.totalCount).toBeGreaterThanOrEqual(3)
    },
    fail: { params: { query: '' }, usage: /param "query"/ }
  },
  secrets_delete: {
    params: async run => (await run('users', 'secrets_set', { name: 'OLD', value: 'x' }), { name: 'OLD' }),
    check: r => expect(r.status).toBe(204),
    fail: { params: { name: 'NEVER_SET' }, status: 404 }
  },
  secrets_set: {
    params: { name: 'DEPLOY_KEY', value: 's3cr3t-value' },
    check: (r, _run, seen) => {
      expect([201, 204]).toContain(r.status)
      expect(r.credentials).toEqual(['s3cr3t-value'])
      expect(sentTo(seen, 'PUT', '/user/actions/secrets/DEPLOY_KEY')).toEqual({ data: 's3cr3t-value' })
    },
    fail: { params: { name: 'GITEA_TOKEN', value: 'x' }, status: 400 }
  },
  settings_get: { check: r => expect(r.result).toHaveProperty('theme'), fail: { who: 'anon', status: 401 } },
  settings_update: {
    params: { json_fields: { full_name: 'Alice Liddell' } },
    check: r => expect((r.result as Record<string, unknown>).full_name).toBe('Alice Liddell'),
    fail: { params: { json_fields: { fullname: 'x' } }, usage: /did you mean full_name/ }
  },
  star: {
    params: { owner: N.org, repo: 'widgets' },
    check: async (_r, run) => expect((await run('users', 'starred_check', { owner: N.org, repo: 'widgets' })).result).toBe(true),
    fail: { params: { owner: N.org, repo: 'nope' }, status: 404 }
  },
  starred: {
    params: async run => {
      await run('users', 'star', { owner: N.org, repo: 'widgets' })
      await run('users', 'star', { owner: N.alice, repo: 'demo' })
      return { sort: 'name', order: 'desc' }
    },
    check: r => expect(list(r).map(x => x.full_name)).toEqual([`${N.org}/widgets`, `${N.alice}/demo`]),
    fail: { who: 'anon', status: 401 }
  },
  starred_by: {
    params: async run => (await run('users', 'star', { owner: N.org, repo: 'widgets' }), { username: N.alice }),
    check: r => expect(list(r).map(x => x.full_name)).toEqual([`${N.org}/widgets`]),
    fail: { params: nobody, status: 404 }
  },
  starred_check: {
    params: async run => (await run('users', 'unstar', { owner: N.org, repo: 'widgets' }), { owner: N.org, repo: 'widgets' }),
    check: r => expect(r.result).toBe(false),
    fail: { who: 'anon', params: { owner: N.org, repo: 'widgets' }, status: 401 }
  },
  stopwatches: { check: rowsSeeded, fail: { who: 'anon', status: 401 } },
  subscriptions: { check: r => expect(Array.isArray(r.result)).toBe(true), fail: { who: 'anon', status: 401 } },
  subscriptions_of: {
    params: { username: N.alice },
    check: r => expect(Array.isArray(r.result)).toBe(true),
    fail: { params: nobody, status: 404 }
  },
  teams: { check: r => expect(Array.isArray(r.result)).toBe(true), fail: { who: 'anon', status: 401 } },
  times_list: { check: rowsSeeded, fail: { who: 'anon', status: 401 } },
  tokens_create: {
    who: 'aliceBasic',
    params: { username: N.alice, name: 'ci', scopes: ['read:user'] },
    check: r => {
      const sha1 = (r.result as { sha1: string }).sha1
      expect(sha1).toMatch(/^[0-9a-f]{40}$/)
      expect(r.credentials).toEqual([sha1])
    },
    fail: { who: 'alice', params: { username: N.alice, name: 'ci' }, usage: /needs basic auth: set username and password/ }
  },
  tokens_delete: {
    who: 'aliceBasic',
    params: async run => (
      await run('users', 'tokens_create', { username: N.alice, name: 'gone', scopes: ['read:user'] }, 'aliceBasic'),
      { username: N.alice, token_id: 'gone' }
    ),
    check: async (_r, run) =>
      expect(list(await run('users', 'tokens_list', { username: N.alice }, 'aliceBasic')).map(t => t.name)).not.toContain('gone'),
    fail: { who: 'aliceBasic', params: { username: N.alice, token_id: 'never-made' }, status: 404 }
  },
  tokens_list: {
    who: 'aliceBasic',
    params: { username: N.alice },
    check: r => {
      expect(list(r).length).toBeGreaterThan(0)
      for (const t of list(r)) expect(t).not.toHaveProperty('sha1')
    },
    fail: { who: 'alice', params: { username: N.alice }, usage: /needs basic auth/ }
  },
  unfollow: {
    params: async run => (await run('users', 'follow', { username: N.bob }), { username: N.bob }),
    check: async (_r, run) => expect((await run('users', 'following_check', { username: N.bob })).result).toBe(false),
    fail: { who: 'anon', params: { username: N.bob }, status: 401 }
  },
  unstar: {
    params: async run => (await run('users', 'star', { owner: N.org, repo: 'widgets' }), { owner: N.org, repo: 'widgets' }),
    check: async (_r, run) => expect((await run('users', 'starred_check', { owner: N.org, repo: 'widgets' })).result).toBe(false),
    fail: { who: 'anon', params: { owner: N.org, repo: 'widgets' }, status: 401 }
  },
  variables_create: {
    params: { name: 'STAGE', value: 'prod' },
    check: async (_r, run) =>
      expect((await run('users', 'variables_get', { name: 'STAGE' })).result).toMatchObject({ name: 'STAGE', data: 'prod' }),
    fail: {
      params: async run => (await run('users', 'variables_create', { name: 'TAKEN', value: '1' }), { name: 'TAKEN', value: '2' }),
      status: 409,
      hint: /variables_set/
    }
  },
  variables_delete: {
    params: async run => (await run('users', 'variables_create', { name: 'OLD', value: '1' }), { name: 'OLD' }),
    check: async (_r, run) => expect(list(await run('users', 'variables_list')).map(v => v.name)).not.toContain('OLD'),
    fail: { params: { name: 'NEVER_SET' }, status: 404 }
  },
  variables_get: {
    params: async run => (await run('users', 'variables_create', { name: 'A', value: '1' }), { name: 'A' }),
    check: r => expect(r.result).toMatchObject({ data: '1' }),
    fail: { params: { name: 'NEVER_SET' }, status: 404 }
  },
  variables_list: {
    params: async run => (await run('users', 'variables_create', { name: 'B', value: '2' }), {}),
    check: r => expect(list(r).map(v => v.name)).toContain('B'),
    fail: { who: 'anon', status: 401 }
  },
  variables_set: {
    params: { name: 'STAGE', value: 'test' },
    check: async (_r, run) => {
      // Created when missing, updated when present.
      expect((await run('users', 'variables_get', { name: 'STAGE' })).result).toMatchObject({ data: 'test' })
      await run('users', 'variables_set', { name: 'STAGE', value: 'prod' })
      expect((await run('users', 'variables_get', { name: 'STAGE' })).result).toMatchObject({ data: 'prod' })
    },
    fail: { params: { name: '1-bad name', value: 'x' }, status: 400 }
  }
}

const ADMIN: Record<string, Scenario> = {
  badges_add: {
    needs: 'badge',
    params: async (_run, setup) => (setup.badge('early-adopter'), { username: N.bob, badges: ['early-adopter'] }),
    absentParams: { username: N.bob, badges: ['early-adopter'] },
    check: async (_r, run) =>
      expect(list(await run('admin', 'badges_list', { username: N.bob })).map(b => b.slug)).toEqual(['early-adopter']),
    fail: { params: { username: N.alice, badges: ['no-such-badge'] }, status: 500 }
  },
  badges_delete: {
    needs: 'badge',
    // Gitea 1.25's handler queries a column its badge table lacks: the server cannot remove badges.
    brokenOn: { version: /^1\.25\./, status: 500, hint: /Gitea 1\.25 cannot remove badges/ },
    params: async (run, setup) => (
      setup.badge('contributor'),
      await run('admin', 'badges_add', { username: N.alice, badges: ['contributor'] }),
      { username: N.alice, badges: ['contributor'] }
    ),
    check: async (_r, run) =>
      expect(list(await run('admin', 'badges_list', { username: N.alice })).map(b => b.slug)).not.toContain('contributor'),
    absentParams: { username: N.alice, badges: ['contributor'] },
    fail: { ...NOT_ADMIN, params: { username: N.alice, badges: ['contributor'] } }
  },
  badges_list: { params: { username: N.alice }, check: r => expect(Array.isArray(r.result)).toBe(true), fail: NOT_ADMIN },
  cron_list: {
    check: r => expect(list(r).map(t => t.name)).toEqual(expect.arrayContaining(['repo_health_check', 'cleanup_hook_task_table'])),
    fail: NOT_ADMIN
  },
  cron_run: {
    params: { task: 'cleanup_hook_task_table' },
    check: r => expect(r.status).toBe(204),
    fail: { params: { task: 'no_such_task' }, status: 404 }
  },
  emails: {
    params: { q: N.alice },
    check: r => expect(list(r).every(e => String(e.email).includes(N.alice) || e.username === N.alice)).toBe(true),
    fail: NOT_ADMIN
  },
  hooks_create: {
    params: { type: 'gitea', config: hookConfig, active: true, events: ['push', 'repository'] },
    check: async (r, run, seen) => {
      expect(r.warnings).toEqual([])
      // A system hook, not a default (template) hook: it shows in the system hook list.
      expect(sentTo(seen, 'POST', '/admin/hooks')).toMatchObject({ config: { is_system_webhook: 'true' } })
      expect(list(await run('admin', 'hooks_list')).map(h => h.id)).toContain((r.result as { id: number }).id)
    },
    fail: NOT_ADMIN
  },
  hooks_delete: {
    params: async run => ({
      id: ((await run('admin', 'hooks_create', { type: 'gitea', config: hookConfig })).result as { id: number }).id
    }),
    check: async (_r, run, _f, p) => expect(list(await run('admin', 'hooks_list')).map(h => h.id)).not.toContain(p.id),
    fail: { params: { id: 99999 }, status: 404 }
  },
  hooks_edit: {
    params: async () => ({ id: await richHook('/admin/hooks', 'root'), json_fields: { active: true } }),
    check: async (r, _run, _seen, p) => {
      expect((r.result as Record<string, unknown>).active).toBe(true)
      await expectHookKept('/admin/hooks', p.id as number, 'root')
    },
    fail: { ...NOT_ADMIN, params: { id: 1, json_fields: { active: true } } }
  },
  hooks_get: {
    params: async run => ({
      id: ((await run('admin', 'hooks_create', { type: 'gitea', config: hookConfig })).result as { id: number }).id
    }),
    check: r => expect((r.result as { config: object }).config).toEqual(hookConfig),
    fail: { params: { id: 99999 }, status: 404 }
  },
  hooks_list: { check: r => expect(Array.isArray(r.result)).toBe(true), fail: NOT_ADMIN },
  jobs: { check: rowsSeeded, fail: NOT_ADMIN },
  orgs: { check: r => expect(list(r).map(o => o.name)).toContain(N.org), fail: NOT_ADMIN },
  runners_delete: {
    needs: 'runner',
    params: async (run, setup) => (await setup.runner('admin'), { runner_id: await firstRunner(run, 'admin') }),
    check: r => expect(r.status).toBe(204),
    fail: { params: { runner_id: 99999 }, status: 404 }
  },
  runners_get: {
    needs: 'runner',
    params: async (run, setup) => (await setup.runner('admin'), { runner_id: await firstRunner(run, 'admin') }),
    check: r => expect(r.result).toHaveProperty('name'),
    fail: { ...NOT_ADMIN, params: { runner_id: 1 } }
  },
  runners_edit: editScenario('admin'),
  runners_list: { check: rowsSeeded, fail: NOT_ADMIN },
  runners_prune: pruneScenario('admin'),
  runners_register: registerScenario('admin'),
  runners_token: {
    check: r => expect(r.credentials).toEqual([(r.result as { token: string }).token]),
    fail: NOT_ADMIN
  },
  runs: { check: rowsSeeded, fail: NOT_ADMIN },
  unadopted_adopt: {
    needs: 'unadopted',
    params: async (_run, setup) => (setup.unadopted(N.alice, 'orphan'), { owner: N.alice, repo: 'orphan' }),
    check: async (_r, run) => expect(list(await run('admin', 'unadopted_list'))).not.toContain(`${N.alice}/orphan`),
    fail: { params: { owner: N.alice, repo: 'demo' }, status: 404 }
  },
  unadopted_delete: {
    needs: 'unadopted',
    params: async (_run, setup) => (setup.unadopted(N.org, 'lost'), { owner: N.org, repo: 'lost' }),
    check: async (_r, run) => {
      const left = list(await run('admin', 'unadopted_list'))
      expect(left).not.toContain(`${N.org}/lost`)
      if (!REAL) expect(left).toEqual(['alice/orphan'])
    },
    fail: { ...NOT_ADMIN, params: { owner: N.org, repo: 'lost' } }
  },
  unadopted_list: {
    needs: 'unadopted',
    // Its own names: unadopted_adopt (which runs first) made alice/orphan a repository on a real server.
    params: async (_run, setup) => (setup.unadopted(N.alice, 'stray'), setup.unadopted(N.org, 'lost'), {}),
    check: r => {
      expect(r.result).toEqual(expect.arrayContaining([`${N.alice}/stray`, `${N.org}/lost`]))
      if (!REAL) expect([...(r.result as string[])].sort()).toEqual([...FIXTURES.unadoptedRepos, 'alice/stray'].sort())
    },
    fail: NOT_ADMIN
  },
  users_create: {
    params: {
      username: N.newbie,
      email: `${N.newbie}@example.com`,
      password: 'n3wbie-pass-1234',
      full_name: 'New Bie',
      visibility: 'limited',
      restricted: true
    },
    check: async (r, _run, seen) => {
      expect((r.result as Record<string, unknown>).login).toBe(N.newbie)
      expect(r.credentials).toEqual(['n3wbie-pass-1234'])
      // Sent explicitly: the server's own default is true.
      expect(sentTo(seen, 'POST', '/admin/users')).toMatchObject({ must_change_password: false })
      const back = (await plain('GET', `/users/${N.newbie}`, undefined, 'root')).body
      expect(back).toMatchObject({ login: N.newbie, full_name: 'New Bie', visibility: 'limited', restricted: true, source_id: 0 })
    },
    fail: { params: { username: N.bob, email: `${N.bob}.2@example.com`, password: 'x-pass-1234' }, status: 422 }
  },
  users_delete: {
    // A user who owns a repository and is the only owner of an organization: purge removes them all.
    params: async () => {
      await makeDoomed()
      return { username: DOOMED, purge: true }
    },
    check: async (r, _run, seen) => {
      expect(r.changed).toBe(true)
      expect(seen.sent.find(q => q.method === 'DELETE')?.query).toMatchObject({ purge: 'true' })
      expect((await plain('GET', `/users/${DOOMED}`, undefined, 'root')).status).toBe(404)
      expect((await plain('GET', `/repos/${DOOMED}/kept`, undefined, 'root')).status).toBe(404)
      expect((await plain('GET', `/orgs/${DOOMED}-org`, undefined, 'root')).status).toBe(404)
    },
    fail: { params: nobody, status: 404 }
  },
  users_edit: {
    params: { username: N.bob, json_fields: { full_name: 'Bob Builder', location: 'Bricktown', website: 'https://bob.example.com' } },
    check: async (r, _run, seen) => {
      expect((r.result as Record<string, unknown>).full_name).toBe('Bob Builder')
      const sent = sentTo(seen, 'PATCH', `/admin/users/${N.bob}`) as Record<string, unknown>
      const back = (await plain('GET', `/users/${N.bob}`, undefined, 'root')).body
      expect(back).toMatchObject({ full_name: 'Bob Builder', location: 'Bricktown', website: 'https://bob.example.com', source_id: 0 })
      if (current.variant === 'forgejo') {
        // Forgejo reads login_name and source_id as "set the login source" (source 0 turns a plain
        // local user's login type 1 into 0): a partial edit leaves them out, and they stay as they were.
        expect(sent).not.toHaveProperty('login_name')
        expect(sent).not.toHaveProperty('source_id')
        expect(back.login_name).toBe('')
        if (current.sim) expect(current.sim.state.users.find(u => u.login === N.bob)?.loginType).toBe(1)
      } else {
        // Gitea requires a non-empty login_name on every edit and stores it: a local user's is its name.
        expect(sent).toMatchObject({ login_name: N.bob, source_id: 0 })
        expect(back.login_name).toBe(N.bob)
      }
    },
    fail: { params: { username: 'nobody-here', json_fields: { full_name: 'x' } }, status: 404 }
  },
  users_emails: {
    params: { username: N.alice },
    check: r => expect(list(r).map(e => e.email)).toContain(`${N.alice}@example.com`),
    fail: NOT_ADMIN
  },
  users_emails_delete: {
    params: async run => (
      await run('users', 'emails_add', { emails: ['alice.extra@example.com'] }),
      { username: N.alice, email: 'alice.extra@example.com' }
    ),
    check: async (_r, run) =>
      expect(list(await run('admin', 'users_emails', { username: N.alice })).map(e => e.email)).not.toContain('alice.extra@example.com'),
    absentParams: { username: N.alice, email: 'alice.extra@example.com' },
    fail: { ...NOT_ADMIN, params: { username: N.alice, email: 'alice.extra@example.com' } }
  },
  users_keys_add: {
    params: { username: N.bob, title: 'deploy', key: sampleSshKey('bob-deploy') },
    check: r => expect((r.result as Record<string, unknown>).title).toBe('deploy'),
    fail: { params: { username: N.bob, title: 'bad', key: 'nope' }, status: 422 }
  },
  users_keys_delete: {
    params: async run => ({
      username: N.bob,
      key_id: ((await run('admin', 'users_keys_add', { username: N.bob, title: 't', key: sampleSshKey('t') })).result as { id: number }).id
    }),
    check: r => expect(r.status).toBe(204),
    fail: { params: { username: N.bob, key_id: 99999 }, status: 404 }
  },
  users_list: {
    params: { limit: 10 },
    check: r => {
      expect(r.totalCount).toBeGreaterThanOrEqual(4)
      expect(list(r)).toHaveLength(Math.min(10, r.totalCount!))
      for (const u of list(r)) expect(u).not.toHaveProperty('login_name')
    },
    fail: NOT_ADMIN
  },
  users_org_add: {
    params: { username: N.bob, org: N.org, team: 'Developers' },
    check: async (_r, run) => {
      expect(list(await run('admin', 'users_orgs', { username: N.bob })).map(o => o.name)).toContain(N.org)
      // Out again: on a real server nothing is reset, and the orgs scenarios take bob for a stranger to N.org.
      const team = (await plain('GET', `/orgs/${N.org}/teams`, undefined, 'root')).body.find(
        (t: { name: string }) => t.name === 'Developers'
      )
      expect((await plain('DELETE', `/teams/${team.id}/members/${N.bob}`, undefined, 'root')).status).toBe(204)
      expect((await plain('GET', `/orgs/${N.org}/members/${N.bob}`, undefined, 'root')).status).toBe(404)
    },
    fail: { params: { username: N.bob, org: N.org }, usage: /team is required.*teams: Developers, Owners/ }
  },
  users_orgs: {
    params: { username: N.admin },
    check: r => expect(list(r).map(o => o.name)).toContain(N.org),
    fail: { params: nobody, status: 404 }
  },
  users_orgs_create: {
    params: { username: N.bob, name: `${N.bob}-co`, full_name: 'Bob & Co', description: 'made by svc', visibility: 'private' },
    check: async (r, run) => {
      expect(r.changed).toBe(true)
      expect(r.result).toMatchObject({ name: `${N.bob}-co`, full_name: 'Bob & Co', visibility: 'private' })
      const org = (await plain('GET', `/orgs/${N.bob}-co`, undefined, 'root')).body
      expect(org).toMatchObject({ name: `${N.bob}-co`, full_name: 'Bob & Co', description: 'made by svc', visibility: 'private' })
      // The user owns it: a member of its Owners team.
      const teams = (await plain('GET', `/orgs/${N.bob}-co/teams`, undefined, 'root')).body as Array<{ id: number; name: string }>
      const owners = teams.find(t => t.name === 'Owners')!
      const members = (await plain('GET', `/teams/${owners.id}/members`, undefined, 'root')).body as Array<{ login: string }>
      expect(members.map(m => m.login)).toEqual([N.bob])
      expect(list(await run('admin', 'users_orgs', { username: N.bob })).map(o => o.name)).toContain(`${N.bob}-co`)
      expect((await plain('DELETE', `/orgs/${N.bob}-co`, undefined, 'root')).status).toBe(204)
    },
    fail: { params: { ...nobody, name: 'nobodys-org' }, status: 404 }
  },
  users_rename: {
    params: { username: N.carol, new_name: N.caroline },
    check: async (_r, run) =>
      expect(((await run('users', 'get', { username: N.caroline })).result as { login: string }).login).toBe(N.caroline),
    fail: { params: { username: N.carol, new_name: N.bob }, status: 422 }
  },
  users_repos_create: {
    // The options as params (name, private, description), the rest in json_fields.
    params: { username: N.bob, name: 'tools', private: true, description: 'made by an admin', json_fields: { trust_model: 'committer' } },
    check: async (r, run) => {
      expect((r.result as Record<string, unknown>).full_name).toBe(`${N.bob}/tools`)
      expect((await plain('GET', `/repos/${N.bob}/tools`, undefined, 'root')).body).toMatchObject({
        private: true,
        description: 'made by an admin'
      })
      // The name given neither way, or both ways: refused before anything is sent.
      const none = await run('admin', 'users_repos_create', { username: N.bob, private: true }).catch(e => e)
      expect(none).toBeInstanceOf(UsageError)
      expect((none as Error).message).toMatch(/name is required \(param name, or json_fields\.name\)/)
      const both = await run('admin', 'users_repos_create', { username: N.bob, name: 'a', json_fields: { name: 'b' } }).catch(e => e)
      expect((both as Error).message).toMatch(/give name or json_fields\.name, not both/)
      // The interface's form, json_fields alone, still works.
      await run('admin', 'users_repos_create', { username: N.bob, json_fields: { name: 'tools2' } })
      expect((await plain('GET', `/repos/${N.bob}/tools2`, undefined, 'root')).status).toBe(200)
    },
    fail: { params: { username: N.alice, json_fields: { name: 'demo' } }, status: 409 }
  }
}

// ---- Organizations, members and teams: each scenario that changes something works in an
// organization of alice's own (she owns it), so N.org, where alice is a Developers member and not an
// owner, stays as the set-up made it and serves the "not an owner" failures.
let orgSeq = 0
/** A fresh name (unique on a real server too, where nothing is reset between tests). */
const freshOrgName = (what: string) => `${N.org}-${what}-${process.pid % 1000}${++orgSeq}`
const UNITS = ['repo.code', 'repo.issues', 'repo.pulls']
/** An organization alice creates by plain HTTP (she is its owner): its name. */
async function aliceOrg(what: string): Promise<string> {
  const org = freshOrgName(what)
  // With an email: the simulator checks repository owners against the spec, whose email has format "email".
  const res = await plain('POST', '/orgs', { username: org, full_name: 'Made by the test', email: `${org}@example.com` })
  expect(res.status).toBe(201)
  return org
}
/** A write team in `org`, made by plain HTTP as alice, with `members`: its id. */
async function plainTeam(org: string, name: string, members: string[] = []): Promise<number> {
  const res = await plain('POST', `/orgs/${org}/teams`, { name, permission: 'write', units: UNITS, description: 'set up' })
  expect(res.status).toBe(201)
  for (const m of members) expect((await plain('PUT', `/teams/${res.body.id}/members/${m}`)).status).toBe(204)
  return res.body.id
}
/** The team of `org` named `name` as the server has it (plain HTTP, as root), or undefined. */
async function teamNamed(org: string, name: string): Promise<any> {
  return (await plain('GET', `/orgs/${org}/teams?limit=50`, undefined, 'root')).body.find((t: { name: string }) => t.name === name)
}
/** alice's organization with a team "Ops" holding bob, and a repository "tools": its names and the team id. */
async function orgWithTeamAndRepo(what: string, inTeam: boolean): Promise<{ org: string; id: number }> {
  const org = await aliceOrg(what)
  const id = await plainTeam(org, 'Ops', [N.bob])
  expect((await plain('POST', `/orgs/${org}/repos`, { name: 'tools' })).status).toBe(201)
  if (inTeam) expect((await plain('PUT', `/teams/${id}/repos/${org}/tools`)).status).toBe(204)
  return { org, id }
}
const names = (rows: unknown) => (rows as Array<{ name?: string; login?: string }>).map(r => r.name ?? r.login)
const UNKNOWN_TEAM = /team "Nobody" not found in organization /

/** The organization domain: organizations, members, teams (orgs.ts). */
const ORGS: Record<string, Scenario> = {
  orgs_get: {
    params: { org: N.org },
    check: async r => {
      expect(r.result).toMatchObject({ name: N.org })
      expect((await plain('GET', `/orgs/${N.org}`)).body.id).toBe((r.result as { id: number }).id)
    },
    fail: { params: { org: 'no-such-org' }, status: 404 }
  },
  orgs_create: {
    params: async () => ({
      name: freshOrgName('new'),
      full_name: 'New Org',
      description: 'made by svc',
      website: 'https://example.com',
      location: 'Berlin',
      visibility: 'private',
      email: 'org@example.com',
      repo_admin_change_team_access: true
    }),
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      const org = (await plain('GET', `/orgs/${p.name}`)).body
      expect(org).toMatchObject({
        name: p.name,
        full_name: 'New Org',
        description: 'made by svc',
        website: 'https://example.com',
        location: 'Berlin',
        visibility: 'private',
        email: 'org@example.com',
        repo_admin_change_team_access: true
      })
      // alice owns it: she is in its Owners team.
      expect(names((await plain('GET', '/user/orgs')).body)).toContain(p.name)
    },
    // Names are unique among users and organizations.
    fail: { params: { name: N.bob }, status: 422 }
  },
  orgs_edit: {
    params: async () => ({ org: await aliceOrg('edit'), json_fields: { description: 'edited', location: 'Paris' } }),
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ description: 'edited' })
      const org = (await plain('GET', `/orgs/${p.org}`)).body
      expect(org).toMatchObject({ description: 'edited', location: 'Paris', full_name: 'Made by the test' })
    },
    // alice is a member of N.org, not an owner.
    fail: { params: { org: N.org, json_fields: { description: 'not mine' } }, status: 403 }
  },
  orgs_delete: {
    params: async () => ({ org: await aliceOrg('del') }),
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/orgs/${p.org}`, undefined, 'root')).status).toBe(404)
    },
    fail: { params: { org: N.org }, status: 403 }
  },
  orgs_list: {
    params: {},
    check: async r => {
      expect(names(r.result)).toContain(N.org)
      expect(names(r.result).sort()).toEqual(names((await plain('GET', '/user/orgs?limit=50')).body).sort())
    },
    fail: { who: 'anon', status: 401 }
  },
  orgs_repos: {
    params: async () => ({ org: (await orgWithTeamAndRepo('orp', false)).org }),
    check: async (r, _run, _seen, p) => {
      expect((r.result as Array<{ full_name: string }>).map(x => x.full_name)).toEqual([`${p.org}/tools`])
      expect(names((await plain('GET', `/orgs/${p.org}/repos`)).body)).toEqual(['tools'])
    },
    fail: { params: { org: 'no-such-org-orp' }, status: 404 }
  },
  members_list: {
    params: { org: N.org },
    check: async r => {
      expect(names(r.result)).toContain(N.alice)
      expect(names((await plain('GET', `/orgs/${N.org}/members`)).body)).toContain(N.alice)
    },
    fail: { params: { org: 'no-such-org' }, status: 404 }
  },
  members_check: {
    params: { org: N.org, username: N.alice },
    check: async (r, run) => {
      expect(r.result).toBe(true)
      expect((await plain('GET', `/orgs/${N.org}/members/${N.alice}`)).status).toBe(204)
      expect((await run('orgs', 'members_check', { org: N.org, username: N.bob })).result).toBe(false)
      // bob is not a member: the server sends him to the public check, and svc says so.
      const asBob = await run('orgs', 'members_check', { org: N.org, username: N.alice }, 'bob')
      expect(asBob.result).toBe(false)
      expect(asBob.warnings.join()).toMatch(/not a member .* public membership only/)
    },
    fail: { params: { org: 'no-such-org', username: N.alice }, status: 404 }
  },
  members_remove: {
    params: async () => {
      const org = await aliceOrg('rm')
      await plainTeam(org, 'Ops', [N.bob])
      return { org, username: N.bob }
    },
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/orgs/${p.org}/members/${N.bob}`)).status).toBe(404)
      // Again: the server would answer 204 for a non-member; svc says he is not one.
      const again = (await run('orgs', 'members_remove', p).catch(e => e)) as ForgeError
      expect(again.status).toBe(404)
      expect(again.message).toMatch(/is not a member of/)
      expect(await run('orgs', 'members_remove', p, undefined, { onMissing: 'skip' })).toMatchObject({ changed: false, skipped: 'missing' })
    },
    // alice is a member of N.org but not an owner: she may not remove anyone, herself included.
    fail: { params: { org: N.org, username: N.alice }, status: 403 }
  },
  public_members_list: {
    params: async () => {
      expect((await plain('PUT', `/orgs/${N.org}/public_members/${N.alice}`)).status).toBe(204)
      return { org: N.org }
    },
    check: async r => {
      expect(names(r.result)).toContain(N.alice)
      expect(names((await plain('GET', `/orgs/${N.org}/public_members`, undefined, 'anon')).body)).toContain(N.alice)
    },
    fail: { params: { org: 'no-such-org' }, status: 404 }
  },
  public_members_check: {
    params: async () => {
      expect((await plain('PUT', `/orgs/${N.org}/public_members/${N.alice}`)).status).toBe(204)
      return { org: N.org, username: N.alice }
    },
    check: async (r, run) => {
      expect(r.result).toBe(true)
      expect((await plain('DELETE', `/orgs/${N.org}/public_members/${N.alice}`)).status).toBe(204)
      expect((await run('orgs', 'public_members_check', { org: N.org, username: N.alice })).result).toBe(false)
    },
    fail: { params: { org: 'no-such-org', username: N.alice }, status: 404 }
  },
  public_members_add: {
    params: async () => {
      await plain('DELETE', `/orgs/${N.org}/public_members/${N.alice}`)
      return { org: N.org, username: N.alice }
    },
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/orgs/${N.org}/public_members/${N.alice}`, undefined, 'anon')).status).toBe(204)
      // The PUT answers 204 either way: svc looks first, so a second add changes nothing.
      expect((await run('orgs', 'public_members_add', p)).changed).toBe(false)
      // Someone else's membership: Gitea 1.25/1.26 let an instance admin (or an owner) publicize it
      // (seen live), Forgejo only the member themself (its source: 403 "Cannot publicize another member").
      expect((await plain('DELETE', `/orgs/${N.org}/public_members/${N.alice}`)).status).toBe(204)
      const byAdmin = await run('orgs', 'public_members_add', p, 'root').catch((e: unknown) => e)
      if (current.variant === 'gitea') {
        expect(byAdmin).toMatchObject({ changed: true })
        expect((await plain('GET', `/orgs/${N.org}/public_members/${N.alice}`, undefined, 'anon')).status).toBe(204)
      } else expect(byAdmin).toMatchObject({ status: 403 })
    },
    // Another member's membership: Forgejo allows oneself only, Gitea also owners and admins; alice is neither.
    fail: {
      params: async () => {
        const org = await aliceOrg('pub')
        await plainTeam(org, 'Ops', [N.bob, N.carol])
        return { org, username: N.carol }
      },
      // bob, a member but not an owner, about carol.
      who: 'bob',
      status: 403
    }
  },
  public_members_remove: {
    params: async () => {
      expect((await plain('PUT', `/orgs/${N.org}/public_members/${N.alice}`)).status).toBe(204)
      return { org: N.org, username: N.alice }
    },
    check: async r => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/orgs/${N.org}/public_members/${N.alice}`, undefined, 'anon')).status).toBe(404)
      // Still a member.
      expect((await plain('GET', `/orgs/${N.org}/members/${N.alice}`)).status).toBe(204)
    },
    // bob is not a public member (nor a member) of N.org.
    fail: { params: { org: N.org, username: N.bob }, status: 404, hint: /is not a public member of/ }
  },
  teams_list: {
    params: { org: N.org },
    check: async r => {
      expect(names(r.result)).toContain('Developers')
      expect(names(r.result).sort()).toEqual(names((await plain('GET', `/orgs/${N.org}/teams?limit=50`, undefined, 'root')).body).sort())
    },
    // bob is not a member of N.org.
    fail: { who: 'bob', params: { org: N.org }, status: 403 }
  },
  teams_get: {
    params: { org: N.org, team: 'Developers' },
    check: async (r, run) => {
      const team = await teamNamed(N.org, 'Developers')
      expect(r.result).toMatchObject({ id: team.id, name: 'Developers' })
      // A write team: Gitea answers permission "none" and keeps the access per unit; svc shows
      // the units' access, and as permission the one they all have.
      expect(team.units_map['repo.code']).toBe('write')
      expect(r.result).toMatchObject({ permission: 'write', units_map: team.units_map })
      expect(r.result).not.toHaveProperty('units')
      // Units of different access (made with units_map): no permission, each unit's own.
      const org = await aliceOrg('tmix')
      const made = await plain('POST', `/orgs/${org}/teams`, { name: 'Mixed', units_map: { 'repo.code': 'write', 'repo.issues': 'read' } })
      expect(made.status).toBe(201)
      const mixed = await run('orgs', 'teams_get', { org, team: 'Mixed' })
      expect(mixed.result).toMatchObject({ name: 'Mixed', units_map: { 'repo.code': 'write', 'repo.issues': 'read' } })
      expect(mixed.result).not.toHaveProperty('permission')
      expect((await teamNamed(org, 'Mixed')).units_map).toEqual({ 'repo.code': 'write', 'repo.issues': 'read' })
      // The Owners team: the server's permission.
      expect((await run('orgs', 'teams_get', { org, team: 'Owners' })).result).toMatchObject({ permission: 'owner' })
    },
    fail: { params: { org: N.org, team: 'Nobody' }, status: 404, hint: UNKNOWN_TEAM }
  },
  teams_search: {
    params: { org: N.org, q: 'velop' },
    check: async (r, run) => {
      expect(names(r.result)).toEqual(['Developers'])
      const direct = (await plain('GET', `/orgs/${N.org}/teams/search?q=velop`)).body
      expect(names(direct.data)).toEqual(['Developers'])
      // Only the caller's own teams, unless an instance admin: alice is not in Owners.
      expect(names((await run('orgs', 'teams_search', { org: N.org, q: 'owner' })).result)).toEqual([])
      expect(names((await run('orgs', 'teams_search', { org: N.org, q: 'owner' }, 'root')).result)).toEqual(['Owners'])
    },
    fail: { who: 'bob', params: { org: N.org, q: 'dev' }, status: 403 }
  },
  teams_create: {
    params: async () => ({
      org: await aliceOrg('team'),
      name: 'Ops',
      permission: 'write',
      units: UNITS,
      description: 'operations',
      includes_all_repositories: true,
      can_create_org_repo: true
    }),
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      const team = await teamNamed(String(p.org), 'Ops')
      expect(team).toMatchObject({
        id: (r.result as { id: number }).id,
        units_map: Object.fromEntries(UNITS.map(u => [u, 'write'])),
        description: 'operations',
        includes_all_repositories: true,
        can_create_org_repo: true
      })
      expect([...team.units].sort()).toEqual([...UNITS].sort())
    },
    // Only owners create teams: alice is a member of N.org.
    fail: { params: { org: N.org, name: 'Mine', permission: 'read', units: UNITS }, status: 403 }
  },
  teams_edit: {
    params: async () => {
      const org = await aliceOrg('tedit')
      await plainTeam(org, 'Ops')
      return { org, team: 'Ops', json_fields: { description: 'edited', includes_all_repositories: true } }
    },
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ description: 'edited' })
      const team = await teamNamed(String(p.org), 'Ops')
      // includes_all_repositories took (the servers ignore it without a permission: svc sent the
      // team's own), and permission and units are what they were.
      expect(team).toMatchObject({
        name: 'Ops',
        description: 'edited',
        includes_all_repositories: true,
        units_map: Object.fromEntries(UNITS.map(u => [u, 'write']))
      })
      expect([...team.units].sort()).toEqual([...UNITS].sort())
    },
    fail: { params: { org: N.org, team: 'Nobody', json_fields: { description: 'x' } }, status: 404, hint: UNKNOWN_TEAM }
  },
  teams_delete: {
    params: async () => {
      const org = await aliceOrg('tdel')
      await plainTeam(org, 'Ops')
      return { org, team: 'Ops' }
    },
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect(await teamNamed(String(p.org), 'Ops')).toBeUndefined()
    },
    // alice is in Developers but not an owner of N.org: a team route answers her a bare 404, which svc explains.
    fail: { params: { org: N.org, team: 'Developers' }, status: 404, hint: /the team exists: .* not an owner of/ }
  },
  teams_members_list: {
    params: { org: N.org, team: 'Developers' },
    check: async r => {
      expect(names(r.result)).toContain(N.alice)
      const team = await teamNamed(N.org, 'Developers')
      expect(names((await plain('GET', `/teams/${team.id}/members`)).body)).toEqual(names(r.result))
    },
    fail: { params: { org: 'no-such-org', team: 'Developers' }, status: 404 }
  },
  teams_member_add: {
    params: async () => {
      const org = await aliceOrg('madd')
      await plainTeam(org, 'Ops')
      return { org, team: 'Ops', username: N.bob }
    },
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      const team = await teamNamed(String(p.org), 'Ops')
      expect((await plain('GET', `/teams/${team.id}/members/${N.bob}`)).status).toBe(200)
      expect((await plain('GET', `/orgs/${p.org}/members/${N.bob}`)).status).toBe(204)
      // Already a member: the PUT would answer 204 again; svc looks first and changes nothing.
      expect((await run('orgs', 'teams_member_add', p)).changed).toBe(false)
      expect(await run('orgs', 'teams_member_add', p, undefined, { onExists: 'skip' })).toMatchObject({ changed: false, skipped: 'exists' })
    },
    // Only owners add members: alice is a member of N.org's Developers, not an owner (a bare 404, explained).
    fail: { params: { org: N.org, team: 'Developers', username: N.bob }, status: 404, hint: /the team exists: .* not an owner of/ }
  },
  teams_member_remove: {
    params: async () => {
      const org = await aliceOrg('mrm')
      await plainTeam(org, 'Ops', [N.bob])
      return { org, team: 'Ops', username: N.bob }
    },
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      const team = await teamNamed(String(p.org), 'Ops')
      expect((await plain('GET', `/teams/${team.id}/members/${N.bob}`)).status).toBe(404)
    },
    // carol is not in the team: the server would answer 204; svc says so.
    fail: {
      params: async () => {
        const org = await aliceOrg('mrm2')
        await plainTeam(org, 'Ops')
        return { org, team: 'Ops', username: N.carol }
      },
      status: 404,
      hint: /is not a member of team "Ops"/
    }
  },
  teams_repos_list: {
    params: async () => ({ org: (await orgWithTeamAndRepo('trl', true)).org, team: 'Ops' }),
    check: async (r, _run, _seen, p) => {
      expect((r.result as Array<{ full_name: string }>).map(x => x.full_name)).toEqual([`${p.org}/tools`])
      const team = await teamNamed(String(p.org), 'Ops')
      expect(names((await plain('GET', `/teams/${team.id}/repos`)).body)).toEqual(['tools'])
    },
    fail: { params: { org: N.org, team: 'Nobody' }, status: 404, hint: UNKNOWN_TEAM }
  },
  teams_repo_add: {
    params: async () => ({ org: (await orgWithTeamAndRepo('tra', false)).org, team: 'Ops', repo: 'tools' }),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      const team = await teamNamed(String(p.org), 'Ops')
      expect((await plain('GET', `/teams/${team.id}/repos/${p.org}/tools`)).status).toBe(200)
      expect((await run('orgs', 'teams_repo_add', p)).changed).toBe(false)
    },
    fail: {
      params: async () => ({ org: (await orgWithTeamAndRepo('tra2', false)).org, team: 'Ops', repo: 'no-such-repo' }),
      status: 404
    }
  },
  teams_repo_remove: {
    params: async () => ({ org: (await orgWithTeamAndRepo('trr', true)).org, team: 'Ops', repo: 'tools' }),
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      const team = await teamNamed(String(p.org), 'Ops')
      expect((await plain('GET', `/teams/${team.id}/repos/${p.org}/tools`)).status).toBe(404)
      // The repository itself is still there.
      expect((await plain('GET', `/repos/${p.org}/tools`)).status).toBe(200)
    },
    fail: {
      params: async () => ({ org: (await orgWithTeamAndRepo('trr2', false)).org, team: 'Ops', repo: 'tools' }),
      status: 404,
      hint: /tools is not a repository of team "Ops"/
    }
  }
  // (the org-scoped hooks, secrets, variables and runners: ORG_SCOPED below)
}

/**
 * A repository of alice's made by plain HTTP, named after this run (a real server keeps it until
 * alice is purged at the end): its params.
 */
async function aliceRepo(what: string, options: Record<string, unknown> = {}): Promise<{ owner: string; repo: string }> {
  const repo = `${RUN_TAG}-${what}-${Math.random().toString(36).slice(2, 6)}`
  expect((await plain('POST', '/user/repos', { name: repo, ...options })).status).toBe(201)
  return { owner: N.alice, repo }
}
/** alice's repository with bob as a collaborator (`permission`), made by plain HTTP. */
async function withBob(what: string, permission = 'write'): Promise<{ owner: string; repo: string }> {
  const r = await aliceRepo(what)
  expect((await plain('PUT', `/repos/${r.owner}/${r.repo}/collaborators/${N.bob}`, { permission })).status).toBe(204)
  return r
}
const collaboratorPath = (p: Record<string, unknown>, user = N.bob) => `/repos/${p.owner}/${p.repo}/collaborators/${user}`

/** alice's repository with branch protection rules (by name, each with its option fields), made by plain HTTP. */
async function protectedRepo(what: string, rules: Record<string, Record<string, unknown>>): Promise<{ owner: string; repo: string }> {
  const r = await aliceRepo(what, { auto_init: true })
  for (const [rule_name, fields] of Object.entries(rules))
    expect((await plain('POST', `/repos/${r.owner}/${r.repo}/branch_protections`, { rule_name, ...fields })).status).toBe(201)
  return r
}
const protectionPath = (p: Record<string, unknown>, rule = String(p.rule_name)) =>
  `/repos/${p.owner}/${p.repo}/branch_protections/${encodeURIComponent(rule)}`
/** The repository's rules as the server lists them (in the order they apply). */
const rulesOf = async (p: Record<string, unknown>) =>
  ((await plain('GET', `/repos/${p.owner}/${p.repo}/branch_protections`)).body as Array<{ rule_name: string; priority?: number }>).map(
    r => r.rule_name
  )

/** Branch protections (governance.ts). */
const GOVERNANCE: Record<string, Scenario> = {
  branch_protections_create: {
    params: () =>
      aliceRepo('bp-create', { auto_init: true }).then(r => ({
        ...r,
        rule_name: 'release/*',
        json_fields: { enable_push: true, enable_push_whitelist: true, push_whitelist_usernames: [N.alice], required_approvals: 1 }
      })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect(r.result).toMatchObject({ rule_name: 'release/*', required_approvals: 1 })
      expect((await plain('GET', protectionPath(p))).body).toMatchObject({
        rule_name: 'release/*',
        branch_name: '',
        enable_push: true,
        enable_push_whitelist: true,
        push_whitelist_usernames: [N.alice],
        required_approvals: 1
      })
      // Again: the servers answer 403 "already exist"; with skip it is found first and nothing is sent.
      const again = (await run('repos', 'branch_protections_create', p).catch(e => e)) as ForgeError
      expect(again.status).toBe(403)
      seen.sent.length = 0
      const skipped = await run('repos', 'branch_protections_create', p, undefined, { onExists: 'skip' })
      expect(skipped).toMatchObject({ changed: false, skipped: 'exists' })
      expect(seen.sent.filter(q => q.method === 'POST')).toEqual([])
      // A field of the other variant's option is refused before anything is sent.
      const other = current.variant === 'gitea' ? 'apply_to_admins' : 'block_admin_merge_override'
      seen.sent.length = 0
      await expect(run('repos', 'branch_protections_create', { ...p, rule_name: 'x', json_fields: { [other]: true } })).rejects.toThrow(
        new RegExp(other)
      )
      expect(seen.sent.filter(q => q.method === 'POST')).toEqual([])
    },
    // An allow-listed user the server does not know: 422 on both.
    fail: {
      params: () =>
        aliceRepo('bp-create-bad').then(r => ({ ...r, rule_name: 'main', json_fields: { push_whitelist_usernames: ['nobody-here'] } })),
      status: 422
    }
  },
  branch_protections_delete: {
    params: () => protectedRepo('bp-delete', { main: {} }).then(r => ({ ...r, rule_name: 'main' })),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', protectionPath(p))).status).toBe(404)
      expect(await run('repos', 'branch_protections_delete', p, undefined, { onMissing: 'skip' })).toMatchObject({
        changed: false,
        skipped: 'missing'
      })
    },
    fail: { params: { owner: N.alice, repo: 'demo', rule_name: 'no-such-rule' }, status: 404 }
  },
  branch_protections_edit: {
    params: () =>
      protectedRepo('bp-edit', { main: { required_approvals: 1 } }).then(r => ({
        ...r,
        rule_name: 'main',
        json_fields: { required_approvals: 2, enable_status_check: true, status_check_contexts: ['ci/build'] }
      })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', protectionPath(p))).body).toMatchObject({
        required_approvals: 2,
        enable_status_check: true,
        status_check_contexts: ['ci/build']
      })
      // The same values again: nothing sent, no change.
      seen.sent.length = 0
      expect((await run('repos', 'branch_protections_edit', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PATCH')).toEqual([])
    },
    // bob is no admin of alice's repository.
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo', rule_name: 'main', json_fields: { required_approvals: 1 } }, status: 403 }
  },
  branch_protections_get: {
    params: () => protectedRepo('bp-get', { main: { required_approvals: 3 } }).then(r => ({ ...r, rule_name: 'main' })),
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ rule_name: 'main', required_approvals: 3 })
      expect((await plain('GET', protectionPath(p))).body).toMatchObject({ branch_name: 'main', required_approvals: 3 })
    },
    fail: { params: { owner: N.alice, repo: 'demo', rule_name: 'no-such-rule' }, status: 404 }
  },
  branch_protections_list: {
    params: () => protectedRepo('bp-list', { main: {}, 'release/*': {} }),
    check: async (r, _run, _seen, p) => {
      expect(list(r).map(x => x.rule_name)).toEqual(await rulesOf(p))
      expect([...(await rulesOf(p))].sort()).toEqual(['main', 'release/*'])
    },
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo' }, status: 403 }
  },
  branch_protections_priority: {
    params: () => protectedRepo('bp-prio', { main: {}, 'release/*': {}, dev: {} }).then(r => ({ ...r, rule_names: ['release/*'] })),
    absentParams: { owner: N.alice, repo: 'demo', rule_names: ['main'] },
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      // The rule named first, the others after it in their former order, numbered as the server lists them.
      const rules = (await plain('GET', `/repos/${p.owner}/${p.repo}/branch_protections`)).body as Array<Record<string, unknown>>
      expect(rules.map(x => [x.rule_name, x.priority])).toEqual([
        ['release/*', 1],
        ['main', 2],
        ['dev', 3]
      ])
      // The same order again: nothing sent.
      seen.sent.length = 0
      expect((await run('repos', 'branch_protections_priority', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method !== 'GET')).toEqual([])
      await run('repos', 'branch_protections_priority', { ...p, rule_names: ['dev', 'main'] })
      expect(await rulesOf(p)).toEqual(['dev', 'main', 'release/*'])
    },
    // An unknown rule: refused after the read, nothing changed.
    fail: {
      params: { owner: N.alice, repo: 'demo', rule_names: ['no-such-rule'] },
      usage: /rule_names: no branch protection "no-such-rule"/
    }
  }
}

/** alice's repository with a tag protection of `pattern` (alice may push), made by plain HTTP: the params naming it. */
async function tagProtected(what: string, pattern = 'v*'): Promise<{ owner: string; repo: string; id: number }> {
  const r = await aliceRepo(what)
  const res = await plain('POST', `/repos/${r.owner}/${r.repo}/tag_protections`, { name_pattern: pattern, whitelist_usernames: [N.alice] })
  expect(res.status).toBe(201)
  return { ...r, id: res.body.id }
}
const tagProtectionPath = (p: Record<string, unknown>) => `/repos/${p.owner}/${p.repo}/tag_protections/${p.id}`

/** Tag protections (governance.ts). */
const TAG_PROTECTIONS: Record<string, Scenario> = {
  tag_protections_create: {
    params: () => aliceRepo('tp-create').then(r => ({ ...r, name_pattern: 'v*', whitelist_usernames: [N.alice] })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      const made = r.result as { id: number }
      expect((await plain('GET', tagProtectionPath({ ...p, id: made.id }))).body).toMatchObject({
        name_pattern: 'v*',
        whitelist_usernames: [N.alice]
      })
      const again = (await run('repos', 'tag_protections_create', p).catch(e => e)) as ForgeError
      expect(again.status).toBe(403)
      seen.sent.length = 0
      expect(await run('repos', 'tag_protections_create', p, undefined, { onExists: 'skip' })).toMatchObject({
        changed: false,
        skipped: 'exists'
      })
      expect(seen.sent.filter(q => q.method === 'POST')).toEqual([])
    },
    // Nobody allowed to push: both servers refuse it (400); svc says so before sending.
    fail: { params: { owner: N.alice, repo: 'demo', name_pattern: 'v*' }, usage: /give whitelist_usernames or whitelist_teams/ }
  },
  tag_protections_delete: {
    params: () => tagProtected('tp-delete'),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', tagProtectionPath(p))).status).toBe(404)
      expect(await run('repos', 'tag_protections_delete', p, undefined, { onMissing: 'skip' })).toMatchObject({ skipped: 'missing' })
    },
    fail: { params: { owner: N.alice, repo: 'demo', id: 999999 }, status: 404 }
  },
  tag_protections_edit: {
    params: () => tagProtected('tp-edit').then(r => ({ ...r, json_fields: { name_pattern: 'release-*', whitelist_usernames: [N.alice] } })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', tagProtectionPath(p))).body).toMatchObject({ name_pattern: 'release-*', whitelist_usernames: [N.alice] })
      seen.sent.length = 0
      expect((await run('repos', 'tag_protections_edit', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PATCH')).toEqual([])
    },
    fail: { params: { owner: N.alice, repo: 'demo', id: 999999, json_fields: { name_pattern: 'x' } }, status: 404 }
  },
  tag_protections_get: {
    params: () => tagProtected('tp-get', 'v1.*'),
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ id: p.id, name_pattern: 'v1.*' })
      expect((await plain('GET', tagProtectionPath(p))).body.name_pattern).toBe('v1.*')
    },
    fail: { params: { owner: N.alice, repo: 'demo', id: 999999 }, status: 404 }
  },
  tag_protections_list: {
    params: () => tagProtected('tp-list').then(({ owner, repo }) => ({ owner, repo })),
    check: async (r, _run, _seen, p) => {
      const direct = (await plain('GET', `/repos/${p.owner}/${p.repo}/tag_protections`)).body as Array<{ id: number }>
      expect(list(r).map(t => t.id)).toEqual(direct.map(t => t.id))
      expect(direct).toHaveLength(1)
    },
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo' }, status: 403 }
  }
}

/** alice's repository with a read-only deploy key, added by plain HTTP: the params naming it. */
async function withDeployKey(what: string): Promise<{ owner: string; repo: string; id: number }> {
  const r = await aliceRepo(what)
  const res = await plain('POST', `/repos/${r.owner}/${r.repo}/keys`, {
    title: 'ci',
    key: sampleSshKey(`${RUN_TAG}-${r.repo}`),
    read_only: true
  })
  expect(res.status).toBe(201)
  return { ...r, id: res.body.id }
}
const deployKeyPath = (p: Record<string, unknown>) => `/repos/${p.owner}/${p.repo}/keys/${p.id}`

/** Deploy keys (governance.ts). */
const DEPLOY_KEYS: Record<string, Scenario> = {
  deploy_keys_add: {
    params: () => aliceRepo('dk-add').then(r => ({ ...r, title: 'release', key: sampleSshKey(`${RUN_TAG}-${r.repo}`), read_only: true })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      const made = r.result as { id: number }
      expect((await plain('GET', deployKeyPath({ ...p, id: made.id }))).body).toMatchObject({ title: 'release', read_only: true })
      // The same key again: 422 by default; with skip it is found by its material and nothing is sent.
      expect(((await run('repos', 'deploy_keys_add', { ...p, title: 'other' }).catch(e => e)) as ForgeError).status).toBe(422)
      seen.sent.length = 0
      expect(await run('repos', 'deploy_keys_add', { ...p, title: 'other' }, undefined, { onExists: 'skip' })).toMatchObject({
        changed: false,
        skipped: 'exists'
      })
      expect(seen.sent.filter(q => q.method === 'POST')).toEqual([])
      // Read-write is the servers' default.
      const rw = await run('repos', 'deploy_keys_add', {
        ...p,
        title: 'push',
        key: sampleSshKey(`${RUN_TAG}-${p.repo}-rw`),
        read_only: undefined
      })
      expect((await plain('GET', deployKeyPath({ ...p, id: (rw.result as { id: number }).id }))).body.read_only).toBe(false)
    },
    fail: { params: { owner: N.alice, repo: 'demo', title: 'bad', key: 'ssh-ed25519 not-a-key' }, status: 422 }
  },
  deploy_keys_delete: {
    params: () => withDeployKey('dk-delete'),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', deployKeyPath(p))).status).toBe(404)
      expect(await run('repos', 'deploy_keys_delete', p, undefined, { onMissing: 'skip' })).toMatchObject({ skipped: 'missing' })
    },
    fail: { params: { owner: N.alice, repo: 'demo', id: 999999 }, status: 404 }
  },
  deploy_keys_get: {
    params: () => withDeployKey('dk-get'),
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ id: p.id, title: 'ci', read_only: true })
      expect((await plain('GET', deployKeyPath(p))).body.fingerprint).toBe((r.result as { fingerprint: string }).fingerprint)
    },
    fail: { params: { owner: N.alice, repo: 'demo', id: 999999 }, status: 404 }
  },
  deploy_keys_list: {
    params: () => withDeployKey('dk-list').then(({ owner, repo }) => ({ owner, repo })),
    check: async (r, _run, _seen, p) => {
      const direct = (await plain('GET', `/repos/${p.owner}/${p.repo}/keys`)).body as Array<{ id: number }>
      expect(list(r).map(k => k.id)).toEqual(direct.map(k => k.id))
      expect(direct).toHaveLength(1)
    },
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo' }, status: 403 }
  }
}

/**
 * The labels of a repository (alice's) or of an organization (alice owns it): the same operations
 * in both domains (labels.ts). `at` makes the scope's params, `base` its path.
 */
function labelScenarios(
  domain: Domain,
  at: () => Promise<Record<string, unknown>>,
  base: (p: Record<string, unknown>) => string
): Record<string, Scenario> {
  const withLabel = async () => {
    const p = await at()
    const res = await plain('POST', `${base(p)}/labels`, { name: 'bug', color: '#d73a4a', description: 'broken' })
    expect(res.status).toBe(201)
    return { ...p, id: res.body.id as number }
  }
  const labelPath = (p: Record<string, unknown>, id = p.id) => `${base(p)}/labels/${id}`
  return {
    labels_create: {
      params: () => at().then(p => ({ ...p, name: 'priority/high', color: '#E11', description: 'urgent', exclusive: true })),
      check: async (r, run, seen, p) => {
        expect(r.changed).toBe(true)
        const made = r.result as { id: number }
        expect((await plain('GET', labelPath(p, made.id))).body).toMatchObject({
          name: 'priority/high',
          color: 'ee1111',
          description: 'urgent',
          exclusive: true
        })
        // The servers make a duplicate without complaint: with skip, the label of that name is found first.
        seen.sent.length = 0
        expect(await run(domain, 'labels_create', p, undefined, { onExists: 'skip' })).toMatchObject({
          changed: false,
          skipped: 'exists'
        })
        expect(seen.sent.filter(q => q.method === 'POST')).toEqual([])
        expect(
          ((await plain('GET', `${base(p)}/labels`)).body as Array<{ name: string }>).filter(l => l.name === 'priority/high')
        ).toHaveLength(1)
      },
      // A colour the servers would refuse (422) is refused before sending.
      fail: { params: () => at().then(p => ({ ...p, name: 'x', color: 'red' })), usage: /color.*hex colour/ }
    },
    labels_delete: {
      params: withLabel,
      check: async (r, run, seen, p) => {
        expect(r.changed).toBe(true)
        expect((await plain('GET', labelPath(p))).status).toBe(404)
        // The servers answer 204 for a label they lack: svc reads first, and skip says so.
        seen.sent.length = 0
        expect(await run(domain, 'labels_delete', p, undefined, { onMissing: 'skip' })).toMatchObject({ skipped: 'missing' })
        expect(seen.sent.filter(q => q.method === 'DELETE')).toEqual([])
      },
      fail: { params: () => at().then(p => ({ ...p, id: 999999 })), status: 404 }
    },
    labels_edit: {
      params: () => withLabel().then(p => ({ ...p, json_fields: { color: '#00AABB', exclusive: true, is_archived: true } })),
      check: async (r, run, seen, p) => {
        expect(r.changed).toBe(true)
        expect((await plain('GET', labelPath(p))).body).toMatchObject({ color: '00aabb', exclusive: true, is_archived: true })
        // The same values (the colour in another spelling too): nothing sent.
        seen.sent.length = 0
        expect((await run(domain, 'labels_edit', { ...p, json_fields: { color: '0AB', exclusive: true } })).changed).toBe(false)
        expect((await run(domain, 'labels_edit', { ...p, json_fields: { color: '#00aabb', is_archived: true } })).changed).toBe(false)
        expect(seen.sent.filter(q => q.method === 'PATCH')).toEqual([])
      },
      fail: { params: () => at().then(p => ({ ...p, id: 999999, json_fields: { name: 'x' } })), status: 404 }
    },
    labels_list: {
      params: () => withLabel().then(({ id: _id, ...p }) => p),
      check: async (r, _run, _seen, p) => {
        const direct = (await plain('GET', `${base(p)}/labels`)).body as Array<{ id: number }>
        expect(list(r).map(l => l.id)).toEqual(direct.map(l => l.id))
        expect(direct).toHaveLength(1)
      },
      fail: { params: () => at().then(p => ({ ...p, limit: -1 })), usage: /limit/ }
    }
  }
}
const REPO_LABELS = labelScenarios(
  'repos',
  () => aliceRepo('labels'),
  p => `/repos/${p.owner}/${p.repo}`
)
const ORG_LABELS = labelScenarios(
  'orgs',
  async () => ({ org: await aliceOrg('labels') }),
  p => `/orgs/${p.org}`
)

/** alice's repository with `topics`, set by plain HTTP. */
async function withTopics(what: string, topics: string[]): Promise<{ owner: string; repo: string }> {
  const r = await aliceRepo(what)
  expect((await plain('PUT', `/repos/${r.owner}/${r.repo}/topics`, { topics })).status).toBe(204)
  return r
}
const topicsOf = async (p: Record<string, unknown>) =>
  ((await plain('GET', `/repos/${p.owner}/${p.repo}/topics`)).body as { topics: string[] }).topics

/** Topics (governance.ts). */
const TOPICS: Record<string, Scenario> = {
  topics_add: {
    params: () => withTopics('topics-add', ['go']).then(r => ({ ...r, topic: 'CLI' })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect([...(await topicsOf(p))].sort()).toEqual(['cli', 'go'])
      // One the repository has already (in any case): the servers answer 204; svc looks first.
      seen.sent.length = 0
      expect((await run('repos', 'topics_add', { ...p, topic: 'cli' })).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PUT')).toEqual([])
    },
    fail: { params: { owner: N.alice, repo: 'demo', topic: '-bad' }, usage: /topic.*starting with a letter or digit/ }
  },
  topics_list: {
    params: () => withTopics('topics-list', ['go', 'cli']),
    check: async (r, _run, _seen, p) => {
      expect((r.result as { topics: string[] }).topics).toEqual(await topicsOf(p))
      expect([...(await topicsOf(p))].sort()).toEqual(['cli', 'go'])
    },
    fail: { params: { owner: N.alice, repo: 'no-such-repo' }, status: 404 }
  },
  topics_remove: {
    params: () => withTopics('topics-rm', ['go', 'cli']).then(r => ({ ...r, topic: 'go' })),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect(await topicsOf(p)).toEqual(['cli'])
      expect(await run('repos', 'topics_remove', p, undefined, { onMissing: 'skip' })).toMatchObject({ skipped: 'missing', changed: false })
    },
    fail: { params: { owner: N.alice, repo: 'demo', topic: 'never-set' }, status: 404 }
  },
  topics_set: {
    params: () => withTopics('topics-set', ['old']).then(r => ({ ...r, topics: ['Go', 'cli', 'go'] })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect([...(await topicsOf(p))].sort()).toEqual(['cli', 'go'])
      seen.sent.length = 0
      expect((await run('repos', 'topics_set', { ...p, topics: ['cli', 'go'] })).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PUT')).toEqual([])
      expect((await run('repos', 'topics_set', { ...p, topics: [] })).changed).toBe(true)
      expect(await topicsOf(p)).toEqual([])
    },
    fail: { params: { owner: N.alice, repo: 'demo', topics: ['ok', 'not ok'] }, usage: /topics\.1/ }
  }
}

/** Teams of a repository (governance.ts): an organization's repository `tools` and its team Ops. */
const REPO_TEAMS: Record<string, Scenario> = {
  repo_teams_add: {
    params: async () => ({ owner: (await orgWithTeamAndRepo('rta', false)).org, repo: 'tools', team: 'Ops' }),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/repos/${p.owner}/tools/teams/Ops`)).body).toMatchObject({ name: 'Ops' })
      // Again: the servers answer 422 "already added"; svc looks first and reports no change.
      seen.sent.length = 0
      expect((await run('repos', 'repo_teams_add', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PUT')).toEqual([])
    },
    fail: { params: async () => ({ owner: (await orgWithTeamAndRepo('rta2', false)).org, repo: 'tools', team: 'Nobody' }), status: 404 }
  },
  repo_teams_list: {
    params: async () => ({ owner: (await orgWithTeamAndRepo('rtl', true)).org, repo: 'tools' }),
    check: async (r, _run, _seen, p) => {
      const direct = (await plain('GET', `/repos/${p.owner}/tools/teams`)).body as Array<{ name: string }>
      expect(names(list(r))).toEqual(names(direct))
      expect(names(direct)).toEqual(expect.arrayContaining(['Owners', 'Ops']))
    },
    // A user's repository has no teams: both servers answer 405.
    fail: { params: { owner: N.alice, repo: 'demo' }, status: 405 }
  },
  repo_teams_remove: {
    params: async () => ({ owner: (await orgWithTeamAndRepo('rtr', true)).org, repo: 'tools', team: 'Ops' }),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/repos/${p.owner}/tools/teams/Ops`)).status).toBe(404)
      expect(await run('repos', 'repo_teams_remove', p, undefined, { onMissing: 'skip' })).toMatchObject({
        skipped: 'missing',
        changed: false
      })
    },
    fail: { params: async () => ({ owner: (await orgWithTeamAndRepo('rtr2', false)).org, repo: 'tools', team: 'Ops' }), status: 404 }
  }
}

/**
 * A push mirror's address. On a real server, one on the server itself: Gitea refuses (401) a host
 * name it cannot resolve (its default allow list is "external" addresses, matched by IP), and the
 * test server has no DNS; scripts/real-gitea.sh allows local addresses.
 */
const mirrorAt = (path: string) => (REAL ? `${current.url.replace(/\/$/, '')}/${path}` : `https://mirror.example.com/${path}`)

/** alice's repository with a push mirror to `address`, made by plain HTTP; the mirror's remote_name. */
async function mirrored(what: string, address = mirrorAt('backup/tools.git')): Promise<{ owner: string; repo: string; name: string }> {
  const r = await aliceRepo(what, { auto_init: true })
  const res = await plain('POST', `/repos/${r.owner}/${r.repo}/push_mirrors`, {
    remote_address: address,
    interval: '8h',
    sync_on_commit: false
  })
  expect(res.status).toBe(200)
  return { ...r, name: res.body.remote_name }
}
const mirrorsOf = async (p: Record<string, unknown>) =>
  (await plain('GET', `/repos/${p.owner}/${p.repo}/push_mirrors`)).body as Array<Record<string, any>>

/** The repository push_mirrors_sync pushes to (its scenario's params make it). */
let syncTarget = ''

/** Push mirrors (mirrors.ts). */
const PUSH_MIRRORS: Record<string, Scenario> = {
  push_mirrors_add: {
    params: () =>
      aliceRepo('pm-add').then(r => ({
        ...r,
        remote_address: mirrorAt('backup/tools.git'),
        remote_username: 'mirror-bot',
        remote_password: 'mirror-Pw-4f9c2e',
        interval: '1h30m',
        sync_on_commit: true
      })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      // The credentials went to the server in the body, and nowhere back: the answer and the list hold none.
      expect(sentTo(seen, 'POST', '/push_mirrors')).toMatchObject({ remote_username: 'mirror-bot', remote_password: 'mirror-Pw-4f9c2e' })
      expect(JSON.stringify(r.result)).not.toContain('mirror-Pw-4f9c2e')
      expect(r.credentials).toEqual(expect.arrayContaining(['mirror-bot', 'mirror-Pw-4f9c2e']))
      const [m] = await mirrorsOf(p)
      expect(m).toMatchObject({ remote_address: p.remote_address, interval: '1h30m0s', sync_on_commit: true })
      expect(JSON.stringify(m)).not.toContain('mirror-Pw-4f9c2e')
      // Again: the servers make a second mirror to the same address; skip finds it and sends nothing.
      seen.sent.length = 0
      expect(await run('repos', 'push_mirrors_add', p, undefined, { onExists: 'skip' })).toMatchObject({
        changed: false,
        skipped: 'exists'
      })
      expect(seen.sent.filter(q => q.method === 'POST')).toEqual([])
      expect(await mirrorsOf(p)).toHaveLength(1)
      // Credentials in the address are refused before anything is sent (they would be echoed).
      seen.sent.length = 0
      await expect(
        run('repos', 'push_mirrors_add', { ...p, remote_address: 'https://bot:secret-in-url@mirror.example.com/x.git' })
      ).rejects.toThrow(/must not hold a user name or password; give them as remote_username and remote_password/)
      expect(seen.sent).toEqual([])
      // A loopback address, where the server keeps its default (ALLOW_LOCALNETWORKS false; the
      // real test server allows them): its 401 is told as what it is, not as a refused token.
      if (!REAL) {
        const err = (await run('repos', 'push_mirrors_add', { ...p, remote_address: 'http://127.0.0.1:9/x.git' }).catch(
          e => e
        )) as ForgeError
        expect(err.status).toBe(401)
        expect(err.message).toMatch(/the server may not push to http:\/\/127\.0\.0\.1:9\/x\.git/)
        expect(err.hint).toMatch(/ALLOW_LOCALNETWORKS/)
      }
      // A Forgejo-only field on Gitea (and the reverse nowhere): refused before the POST.
      if (current.variant === 'gitea')
        await expect(run('repos', 'push_mirrors_add', { ...p, branch_filter: 'main' })).rejects.toThrow(
          /push_mirrors_add: branch_filter: .*leave it out on Gitea/
        )
    },
    // Under the servers' minimum interval (10 minutes by default): 400.
    fail: {
      params: () => aliceRepo('pm-add-bad').then(r => ({ ...r, remote_address: mirrorAt('x.git'), interval: '5m' })),
      status: 400
    }
  },
  push_mirrors_delete: {
    params: () => mirrored('pm-delete'),
    check: async (r, run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect(await mirrorsOf(p)).toEqual([])
      // The servers answer 204 for a name they do not have: svc reads first, so on-missing applies.
      expect(await run('repos', 'push_mirrors_delete', p, undefined, { onMissing: 'skip' })).toMatchObject({ skipped: 'missing' })
    },
    fail: { params: { owner: N.alice, repo: 'demo', name: 'remote_mirror_nothere00' }, status: 404 }
  },
  push_mirrors_list: {
    params: () => mirrored('pm-list').then(({ owner, repo }) => ({ owner, repo })),
    check: async (r, _run, _seen, p) => {
      const direct = await mirrorsOf(p)
      expect(direct).toHaveLength(1)
      expect(list(r).map(m => m.remote_name)).toEqual(direct.map(m => m.remote_name))
      expect(list(r)[0]).toMatchObject({ remote_address: mirrorAt('backup/tools.git'), interval: '8h0m0s' })
    },
    // bob may read alice's public repository, not its mirrors (a repository admin's routes).
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo' }, status: 403 }
  },
  push_mirrors_sync: {
    // On a real server the mirror is another repository of alice's on the same server, pushed to
    // with her password: the sync must land the source's branch there.
    params: async () => {
      const target = await aliceRepo('pm-target')
      const address = REAL ? `${current.url.replace(/\/$/, '')}/${target.owner}/${target.repo}.git` : 'https://mirror.example.com/x.git'
      const source = await aliceRepo('pm-sync', { auto_init: true, default_branch: 'main' })
      const res = await plain('POST', `/repos/${source.owner}/${source.repo}/push_mirrors`, {
        remote_address: address,
        remote_username: N.alice,
        remote_password: current.creds.userPassword,
        interval: '8h'
      })
      expect(res.status).toBe(200)
      syncTarget = target.repo
      return source
    },
    absentParams: { owner: N.alice, repo: 'demo' },
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      const [m] = await mirrorsOf(p)
      expect(m.last_error).toBe('')
      expect(m.last_update).toBeTruthy()
      if (REAL) {
        // What git sees in the mirror (the server fills its branch table later, from a queue).
        const source = (await plain('GET', `/repos/${p.owner}/${p.repo}/branches/main`)).body as { commit: { id: string } }
        const remote = `${current.url.replace(/\/$/, '')}/${p.owner}/${syncTarget}.git`
        const refs = execFileSync('git', ['ls-remote', remote, 'refs/heads/main'], { encoding: 'utf8' })
        expect(refs.split(/\s+/)[0]).toBe(source.commit.id)
      }
    },
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo' }, status: 403 }
  }
}

/**
 * A repository to migrate from: on a real server one of alice's there, with a commit (the test
 * server allows loopback sources: ALLOW_LOCALNETWORKS); on the simulator an address at example.com.
 */
async function migrationSource(what: string): Promise<string> {
  if (!REAL) return `https://code.example.com/src/${what}.git`
  const r = await aliceRepo(what, { auto_init: true, default_branch: 'main' })
  return `${current.url.replace(/\/$/, '')}/${r.owner}/${r.repo}.git`
}
const copyName = (what: string) => `${RUN_TAG}-${what}-${Math.random().toString(36).slice(2, 6)}`
/** alice's pull mirror of a new source, made by plain HTTP: the copy and its source address. */
async function pullMirror(what: string): Promise<{ owner: string; repo: string; source: string }> {
  const source = await migrationSource(`${what}-src`)
  const repo = copyName(what)
  const res = await plain('POST', '/repos/migrate', { clone_addr: source, repo_owner: N.alice, repo_name: repo, mirror: true })
  expect(res.status).toBe(201)
  return { owner: N.alice, repo, source }
}
/** The commit of a branch as git sees it at an address (what a mirror really holds). */
const headAt = (address: string, branch = 'main') =>
  execFileSync('git', ['ls-remote', address, `refs/heads/${branch}`], { encoding: 'utf8' }).split(/\s+/)[0]
/** `address` of a repository of the server under test. */
const gitAddress = (owner: string, repo: string) => `${current.url.replace(/\/$/, '')}/${owner}/${repo}.git`

/** Migrations and pull mirrors (migrations.ts). */
const MIGRATIONS: Record<string, Scenario> = {
  repos_migrate: {
    params: async () => ({
      clone_addr: await migrationSource('mig-src'),
      repo_owner: N.alice,
      repo_name: copyName('mig'),
      mirror: true,
      mirror_interval: '1h',
      private: true,
      description: 'a copy'
    }),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect(r.result).toMatchObject({ full_name: `${N.alice}/${String(p.repo_name)}`, mirror: true, original_url: p.clone_addr })
      const copy = (await plain('GET', `/repos/${N.alice}/${String(p.repo_name)}`)).body
      expect(copy).toMatchObject({
        mirror: true,
        private: true,
        original_url: p.clone_addr,
        mirror_interval: '1h0m0s',
        description: 'a copy'
      })
      if (REAL) expect(headAt(gitAddress(N.alice, String(p.repo_name)))).toBe(headAt(String(p.clone_addr)))
      // Again, with on-exists skip: it mirrors that address already; nothing is sent but the look-up.
      seen.sent.length = 0
      expect(await run('repos', 'repos_migrate', p, undefined, { onExists: 'skip' })).toMatchObject({ changed: false, skipped: 'exists' })
      expect(seen.sent.filter(q => q.method !== 'GET')).toEqual([])
      // Without skip: a clear refusal that says what is there, and still only the look-up.
      const again = (await run('repos', 'repos_migrate', p).catch(e => e)) as ForgeError
      expect(again.status).toBe(409)
      expect(again.message).toMatch(/exists already \(a pull mirror of .*\); nothing was sent/)
      expect(again.hint).toMatch(/on-exists skip/)
      // Skip does not take another repository of the name (a mirror of another address) for the same.
      const other = (await run('repos', 'repos_migrate', { ...p, clone_addr: 'https://elsewhere.example.com/x/y.git' }, undefined, {
        onExists: 'skip'
      }).catch(e => e)) as ForgeError
      expect(other.status).toBe(409)
      expect(seen.sent.filter(q => q.method !== 'GET')).toEqual([])
      // Credentials in the address, an interval without a mirror: refused before anything is sent.
      seen.sent.length = 0
      await expect(
        run('repos', 'repos_migrate', {
          ...p,
          repo_name: copyName('mig-x'),
          clone_addr: 'https://bot:tok-in-url-77@code.example.com/a/b.git'
        })
      ).rejects.toThrow(/clone_addr must not hold a user name or password; give them as auth_username and auth_password/)
      await expect(run('repos', 'repos_migrate', { ...p, repo_name: copyName('mig-x'), mirror: false })).rejects.toThrow(
        /mirror_interval is for a pull mirror/
      )
      expect(seen.sent.filter(q => !q.path.endsWith('/version'))).toEqual([])
      // A migration that fails once the server has made the repository: svc removes what this call
      // made, says why, and nothing of the token is in what it says.
      const failing = {
        clone_addr: REAL ? gitAddress(N.alice, `${RUN_TAG}-nothing-here`) : 'https://broken.example.com/a/b.git',
        repo_owner: N.alice,
        repo_name: copyName('mig-broken'),
        auth_token: 'wrong-Tok-5e1d9a'
      }
      const broken = (await run('repos', 'repos_migrate', failing).catch(e => e)) as ForgeError
      expect(broken).toBeInstanceOf(ForgeError)
      expect(broken.message).toMatch(/the repository the server left behind was removed/)
      expect(JSON.stringify([broken.message, broken.hint, broken.serverMessage])).not.toContain('wrong-Tok-5e1d9a')
      expect((await plain('GET', `/repos/${N.alice}/${failing.repo_name}`)).status).toBe(404)
      // A loopback source where the server keeps its default (the real test server allows them).
      if (!REAL) {
        const local = (await run('repos', 'repos_migrate', { ...failing, clone_addr: 'http://127.0.0.1:9/x.git' }).catch(
          e => e
        )) as ForgeError
        expect(local.status).toBe(422)
        expect(local.message).toMatch(/the server may not clone from this address/)
        expect(local.hint).toMatch(/ALLOW_LOCALNETWORKS = true/)
      }
      // codecommit: Gitea's only; on Forgejo refused with nothing sent but the variant probe.
      if (current.variant === 'forgejo') {
        seen.sent.length = 0
        await expect(
          run('repos', 'repos_migrate', {
            clone_addr: 'https://git-codecommit.eu-west-1.amazonaws.com/v1/repos/x',
            repo_owner: N.alice,
            repo_name: 'cc',
            service: 'codecommit'
          })
        ).rejects.toThrow(/codecommit is Gitea only/)
        expect(seen.sent.filter(q => !q.path.endsWith('/version'))).toEqual([])
      }
    },
    // An address the server cannot clone: a clear reason, and no repository left behind.
    fail: {
      params: async () => ({
        clone_addr: REAL ? gitAddress(N.alice, `${RUN_TAG}-no-such-source`) : 'https://missing.example.com/acme/gone.git',
        repo_owner: N.alice,
        repo_name: `${RUN_TAG}-mig-missing`
      }),
      status: 422,
      hint: /./
    }
  },
  mirror_sync: {
    params: () => pullMirror('sync').then(({ owner, repo }) => ({ owner, repo })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect(seen.sent.filter(q => q.method === 'POST').map(q => q.path)).toEqual([
        `/repos/${String(p.owner)}/${String(p.repo)}/mirror-sync`
      ])
      if (!REAL) {
        expect(current.sim!.state.repos.find(x => x.name === p.repo)?.syncs).toBe(1)
        return
      }
      // A new commit at the source reaches the copy (the server syncs from a queue: waited for by its effect).
      const copy = (await plain('GET', `/repos/${String(p.owner)}/${String(p.repo)}`)).body
      const source = String(copy.original_url)
      const [owner, repo] = new URL(source).pathname.replace(/^\/|\.git$/g, '').split('/')
      const put = await plain('POST', `/repos/${owner}/${repo}/contents/synced.txt`, {
        content: Buffer.from('new').toString('base64'),
        message: 'new'
      })
      expect(put.status).toBe(201)
      const want = headAt(source)
      await run('repos', 'mirror_sync', p)
      for (let i = 0; i < 240 && headAt(gitAddress(String(p.owner), String(p.repo))) !== want; i++)
        await new Promise(res => setTimeout(res, 250))
      expect(headAt(gitAddress(String(p.owner), String(p.repo)))).toBe(want)
    },
    // A regular repository is no mirror: both servers answer 400.
    fail: { params: { owner: N.alice, repo: 'demo' }, status: 400 }
  },
  mirror_convert: {
    params: () => pullMirror('convert').then(({ owner, repo }) => ({ owner, repo })),
    absentParams: { owner: N.alice, repo: 'demo' },
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ mirror: false })
      expect((await plain('GET', `/repos/${String(p.owner)}/${String(p.repo)}`)).body).toMatchObject({ mirror: false })
    },
    fail: { params: { owner: N.alice, repo: 'demo' }, status: 422 }
  },
  sources_list: {
    params: () =>
      aliceRepo('src-list').then(() => ({
        service: current.variant,
        owner: N.alice,
        url: current.url,
        auth_token: current.creds.userToken
      })),
    check: async (r, _run, seen, p) => {
      // Nothing goes to the forge through svc's forge client: the source's API is read directly.
      expect(seen.sent).toEqual([])
      const direct = (await plain('GET', `/users/${N.alice}/repos?limit=50`)).body as Array<{ full_name: string }>
      expect(
        list(r)
          .map(x => x.full_name)
          .sort()
      ).toEqual(expect.arrayContaining(direct.map(x => x.full_name).sort()))
      expect(list(r).find(x => x.name === 'demo')).toMatchObject({ full_name: `${N.alice}/demo`, fork: false, archived: false })
      expect(JSON.stringify(r.result)).not.toContain(String(p.auth_token))
      expect(r.credentials).toContain(p.auth_token)
    },
    fail: { params: async () => ({ service: current.variant, owner: 'nobody-here-at-all', url: current.url }), status: 404, hint: /token/ }
  }
}

/** The repository domain: repositories and collaborators (repos.ts). */
const REPOS: Record<string, Scenario> = {
  collaborators_add: {
    params: () => aliceRepo('collab-add').then(r => ({ ...r, username: N.bob, permission: 'read' })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `${collaboratorPath(p)}/permission`)).body.permission).toBe('read')
      // The same permission again: no change, and no PUT sent.
      seen.sent.length = 0
      expect((await run('repos', 'collaborators_add', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PUT')).toEqual([])
      // Another permission is an update.
      expect((await run('repos', 'collaborators_add', { ...p, permission: 'admin' })).changed).toBe(true)
      expect((await plain('GET', `${collaboratorPath(p)}/permission`)).body.permission).toBe('admin')
      const skipped = await run('repos', 'collaborators_add', { ...p, permission: 'admin' }, undefined, { onExists: 'skip' })
      expect(skipped).toMatchObject({ changed: false, skipped: 'exists' })
    },
    // Both servers answer an unknown user with 422 (GetUserByName in the collaborator routes).
    fail: { params: { owner: N.alice, repo: 'demo', username: 'nobody-here' }, status: 422 }
  },
  collaborators_check: {
    params: () => withBob('collab-check').then(r => ({ ...r, username: N.bob })),
    check: async (r, run, _seen, p) => {
      expect(r.result).toBe(true)
      expect((await plain('GET', collaboratorPath(p))).status).toBe(204)
      expect((await run('repos', 'collaborators_check', { ...p, username: N.carol })).result).toBe(false)
      expect((await plain('GET', collaboratorPath(p, N.carol))).status).toBe(404)
    },
    // An unknown repository answers the same bare 404 as "not a collaborator": an error, not false.
    fail: { params: { owner: N.alice, repo: 'no-such-repo', username: N.bob }, status: 404 }
  },
  collaborators_list: {
    params: () => withBob('collab-list'),
    check: async (r, _run, _seen, p) => {
      const direct = (await plain('GET', `/repos/${p.owner}/${p.repo}/collaborators`)).body as Array<{ login: string }>
      expect(list(r).map(u => u.login)).toEqual(direct.map(u => u.login))
      expect(direct.map(u => u.login)).toEqual([N.bob])
    },
    fail: { params: { owner: N.alice, repo: 'no-such-repo' }, status: 404 }
  },
  collaborators_permission: {
    params: () => withBob('collab-perm', 'write').then(r => ({ ...r, username: N.bob })),
    check: async (r, _run, _seen, p) => {
      expect(r.result).toMatchObject({ permission: 'write', user: { login: N.bob } })
      expect((await plain('GET', `${collaboratorPath(p)}/permission`)).body.permission).toBe('write')
    },
    // Only admins, the repository's admins and the user themself may ask.
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo', username: N.carol }, status: 403 }
  },
  collaborators_remove: {
    params: () => withBob('collab-rm').then(r => ({ ...r, username: N.bob })),
    check: async (r, run, seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', collaboratorPath(p))).status).toBe(404)
      // Again: the servers answer 204 for a non-collaborator; svc looks first and reports no change.
      seen.sent.length = 0
      expect((await run('repos', 'collaborators_remove', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'DELETE')).toEqual([])
    },
    fail: { params: { owner: N.alice, repo: 'demo', username: 'nobody-here' }, status: 422 }
  },
  repos_create: {
    params: { name: `${RUN_TAG}-made`, description: 'made by svc', private: true, auto_init: true, default_branch: 'trunk' },
    check: async (r, run) => {
      expect(r.result).toMatchObject({ full_name: `${N.alice}/${RUN_TAG}-made`, private: true })
      const back = (await plain('GET', `/repos/${N.alice}/${RUN_TAG}-made`)).body
      expect(back).toMatchObject({ private: true, description: 'made by svc', default_branch: 'trunk', owner: { login: N.alice } })
      // Again with on-exists skip: found by name under the authenticated user, nothing sent.
      const again = await run('repos', 'repos_create', { name: `${RUN_TAG}-made`, description: 'other' }, undefined, { onExists: 'skip' })
      expect(again).toMatchObject({ changed: false, skipped: 'exists' })
      expect((await plain('GET', `/repos/${N.alice}/${RUN_TAG}-made`)).body.description).toBe('made by svc')
      // For an organization (root owns it), with a field of json_fields.
      const orgRepo = `${RUN_TAG}-org-made`
      try {
        const made = await run(
          'repos',
          'repos_create',
          { name: orgRepo, org: N.org, json_fields: { description: 'by json_fields' } },
          'root'
        )
        expect(made.changed).toBe(true)
        const inOrg = (await plain('GET', `/repos/${N.org}/${orgRepo}`, undefined, 'root')).body
        expect(inOrg).toMatchObject({ description: 'by json_fields', owner: { login: N.org } })
      } finally {
        await plain('DELETE', `/repos/${N.org}/${orgRepo}`, undefined, 'root')
      }
    },
    // alice is a Developer of the organization, a team that may not create repositories.
    fail: { params: { name: `${RUN_TAG}-denied`, org: N.org }, status: 403 }
  },
  repos_delete: {
    params: () => aliceRepo('doomed'),
    check: async (r, _run, _seen, p) => {
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/repos/${p.owner}/${p.repo}`)).status).toBe(404)
    },
    fail: { params: { owner: N.alice, repo: 'no-such-repo' }, status: 404 }
  },
  repos_edit: {
    params: () =>
      aliceRepo('edited', { auto_init: true, default_branch: 'main' }).then(r => ({
        ...r,
        json_fields: { description: 'edited by svc', private: true },
        has_wiki: false,
        has_projects: false,
        allow_merge_commits: false,
        allow_rebase: false,
        default_merge_style: 'squash',
        default_delete_branch_after_merge: true,
        template: true
      })),
    check: async (r, run, seen, p) => {
      const asked = {
        description: 'edited by svc',
        private: true,
        has_wiki: false,
        has_projects: false,
        allow_merge_commits: false,
        allow_rebase: false,
        default_merge_style: 'squash',
        default_delete_branch_after_merge: true,
        template: true
      }
      expect(r.changed).toBe(true)
      expect((await plain('GET', `/repos/${p.owner}/${p.repo}`)).body).toMatchObject(asked)
      // The same values again: nothing sent, no change.
      seen.sent.length = 0
      expect((await run('repos', 'repos_edit', p)).changed).toBe(false)
      expect(seen.sent.filter(q => q.method === 'PATCH')).toEqual([])
      // Archive, then unarchive: the record says so each time.
      await run('repos', 'repos_edit', { owner: p.owner, repo: p.repo, archived: true })
      expect((await plain('GET', `/repos/${p.owner}/${p.repo}`)).body.archived).toBe(true)
      await run('repos', 'repos_edit', { owner: p.owner, repo: p.repo, archived: false })
      expect((await plain('GET', `/repos/${p.owner}/${p.repo}`)).body.archived).toBe(false)
      // A setting given twice, nothing given, a variant's own field on the other: refused, nothing sent.
      seen.sent.length = 0
      await expect(run('repos', 'repos_edit', { ...p, json_fields: { has_wiki: true } })).rejects.toThrow(
        /has_wiki is given as a param and in json_fields/
      )
      await expect(run('repos', 'repos_edit', { owner: p.owner, repo: p.repo })).rejects.toThrow(/repos_edit: nothing to change/)
      const other = current.variant === 'gitea' ? { default_update_style: 'rebase' } : { has_code: false }
      await expect(run('repos', 'repos_edit', { owner: p.owner, repo: p.repo, ...other })).rejects.toThrow(/leave it out on/)
      expect(seen.sent.filter(q => q.method === 'PATCH')).toEqual([])
      // Pull request settings need pull requests on (Gitea 1.25 drops them silently otherwise):
      // with them off, refused before sending; svc sends has_pull_requests: true along otherwise.
      expect((await plain('PATCH', `/repos/${p.owner}/${p.repo}`, { has_pull_requests: false })).status).toBe(200)
      seen.sent.length = 0
      await expect(run('repos', 'repos_edit', { owner: p.owner, repo: p.repo, allow_rebase: true })).rejects.toThrow(
        /allow_rebase: .* has pull requests off; give has_pull_requests: true/
      )
      expect(seen.sent.filter(q => q.method === 'PATCH')).toEqual([])
      await run('repos', 'repos_edit', { owner: p.owner, repo: p.repo, has_pull_requests: true, allow_rebase: true })
      expect((await plain('GET', `/repos/${p.owner}/${p.repo}`)).body).toMatchObject({ has_pull_requests: true, allow_rebase: true })
      // Each variant's own: has_code (Gitea), default_update_style (Forgejo).
      const own = current.variant === 'gitea' ? { has_code: false } : { default_update_style: 'rebase' }
      await run('repos', 'repos_edit', { owner: p.owner, repo: p.repo, ...own })
      expect((await plain('GET', `/repos/${p.owner}/${p.repo}`)).body).toMatchObject(own)
    },
    // bob may read alice's public repository, not change it.
    fail: { who: 'bob', params: { owner: N.alice, repo: 'demo', json_fields: { description: 'not bob' } }, status: 403 }
  },
  repos_get: {
    params: { owner: N.alice, repo: 'demo' },
    check: async r => {
      expect(r.result).toMatchObject({ full_name: `${N.alice}/demo` })
      expect((await plain('GET', `/repos/${N.alice}/demo`)).body.id).toBe((r.result as { id: number }).id)
    },
    fail: { params: { owner: N.alice, repo: 'no-such-repo' }, status: 404 }
  },
  repos_list: {
    check: async r => {
      const direct = (await plain('GET', '/user/repos?limit=50')).body as Array<{ full_name: string }>
      expect(list(r).map(x => x.full_name)).toEqual(direct.slice(0, list(r).length).map(x => x.full_name))
      expect(list(r).map(x => x.full_name)).toContain(`${N.alice}/demo`)
    },
    fail: { who: 'anon', status: 401 }
  },
  repos_transfer: {
    // To another user: it waits for bob to accept it.
    params: () => aliceRepo('given', { private: true }).then(r => ({ ...r, new_owner: N.bob })),
    check: async (r, run, _seen, p) => {
      expect(r.result).toMatchObject({ transfer: 'pending', full_name: `${p.owner}/${p.repo}` })
      expect(r.warnings.join(' ')).toMatch(/waits for the new owner to accept it/)
      const back = (await plain('GET', `/repos/${p.owner}/${p.repo}`)).body
      expect(back.owner.login).toBe(N.alice)
      expect(back.repo_transfer.recipient.login).toBe(N.bob)
      // bob, who had no access to the private repository, reads it as a collaborator meanwhile.
      expect((await plain('GET', collaboratorPath(p))).status).toBe(204)
      // By an instance admin: done at once.
      const moved = await aliceRepo('moved')
      const done = await run('repos', 'repos_transfer', { ...moved, new_owner: N.org }, 'root')
      try {
        expect(done.result).toMatchObject({ transfer: 'done', full_name: `${N.org}/${moved.repo}` })
        expect((await plain('GET', `/repos/${N.org}/${moved.repo}`, undefined, 'root')).body.owner.login).toBe(N.org)
        // Gitea keeps the old name as a redirect to the new place (1.26.4 answered the moved
        // repository there); the simulator has no redirects and answers 404. Either way alice holds none.
        const old = await plain('GET', `/repos/${N.alice}/${moved.repo}`, undefined, 'root')
        if (old.status === 200) expect(old.body.full_name).toBe(`${N.org}/${moved.repo}`)
        else expect(old.status).toBe(404)
      } finally {
        await plain('DELETE', `/repos/${N.org}/${moved.repo}`, undefined, 'root')
      }
    },
    fail: { params: { owner: N.alice, repo: 'demo', new_owner: 'nobody-here' }, status: 404 }
  }
  // (the repo-scoped hooks, secrets, variables and runners: REPO_SCOPED below)
}

/** A hook of the scope made by plain HTTP (events, branch filter and authorization header set): its id. */
async function plainHook(d: 'orgs' | 'repos', active = false): Promise<number> {
  const res = await plain(
    'POST',
    `${SCOPE[d].base}/hooks`,
    {
      type: 'gitea',
      config: hookConfig,
      events: ['push', 'repository'],
      branch_filter: 'main',
      authorization_header: 'Bearer hook-auth-value',
      active
    },
    SCOPE[d].who
  )
  expect(res.status).toBe(201)
  return res.body.id
}
/** The names of the scope's secrets or variables, read by plain HTTP (every page). */
async function plainNames(d: 'orgs' | 'repos', kind: 'secrets' | 'variables'): Promise<string[]> {
  const names: string[] = []
  for (let page = 1; page <= 100; page++) {
    const rows = (await plain('GET', `${SCOPE[d].base}/actions/${kind}?page=${page}&limit=50`, undefined, SCOPE[d].who)).body as Array<{
      name: string
    }>
    names.push(...rows.map(r => r.name))
    if (rows.length < 50) break
  }
  return names
}
/** A secret set by plain HTTP. */
const plainSecret = async (d: 'orgs' | 'repos', name: string) =>
  expect([201, 204]).toContain((await plain('PUT', `${SCOPE[d].base}/actions/secrets/${name}`, { data: 'plain-set' }, SCOPE[d].who)).status)
/** A variable created by plain HTTP. */
const plainVariable = async (d: 'orgs' | 'repos', name: string, value: string) =>
  expect([201, 204]).toContain((await plain('POST', `${SCOPE[d].base}/actions/variables/${name}`, { value }, SCOPE[d].who)).status)
const plainVariableData = async (d: 'orgs' | 'repos', name: string) =>
  (await plain('GET', `${SCOPE[d].base}/actions/variables/${name}`, undefined, SCOPE[d].who)).body?.data

/**
 * The webhooks, Actions secrets, variables, runners, jobs and runs of an organization (root's, alice
 * only a member) or a repository (alice's, bob a stranger): the same families as the user level's,
 * each change read back by plain HTTP, and the scope's non-owner refused.
 */
function scopedScenarios(d: 'orgs' | 'repos'): Record<string, Scenario> {
  const { base, at, who } = SCOPE[d]
  /** The non-owner refused, with params that need no set-up. */
  const refused = { ...STRANGER[d], params: { ...at } }
  /**
   * Runs and jobs are the readers': an organization's members (Gitea's reqOrgMembership), whoever
   * can read the repository (reqRepoReader). An unknown scope is 404.
   */
  const unreadable = { params: d === 'orgs' ? { org: `${N.org}-none` } : { ...at, repo: 'no-such-repo' }, status: 404 }
  /** A name of this run and scope (a real server keeps what an earlier scenario made). */
  const tag = (what: string) => `${what}_${d}_${Math.random().toString(36).slice(2, 8)}`.toUpperCase()
  const plainList = async (path: string) => (await plain('GET', `${base}${path}`, undefined, who)).body
  const registered = async (run: Run) => (await registerPlain(run, d, `${RUN_TAG}-${d}-${Math.random().toString(36).slice(2, 6)}`)).id
  return {
    hooks_create: {
      who,
      params: { ...at, type: 'gitea', config: hookConfig, active: true, events: ['push'] },
      check: async r => {
        const id = (r.result as { id: number }).id
        const back = (await plain('GET', `${base}/hooks/${id}`, undefined, who)).body
        expect(back).toMatchObject({ id, active: true, events: ['push'], config: { url: hookConfig.url } })
      },
      fail: { ...refused, params: { ...at, type: 'gitea', config: hookConfig, active: true, events: ['push'] } }
    },
    hooks_delete: {
      who,
      params: async () => ({ ...at, id: await plainHook(d) }),
      check: async (_r, _run, _seen, p) => expect((await plain('GET', `${base}/hooks/${p.id}`, undefined, who)).status).toBe(404),
      fail: { params: { ...at, id: 99999 }, status: 404 }
    },
    hooks_edit: {
      who,
      params: async () => ({ ...at, id: await plainHook(d), json_fields: { active: true } }),
      check: async (r, _run, _seen, p) => {
        expect((r.result as Record<string, unknown>).active).toBe(true)
        // Only what json_fields named changed: read back by plain HTTP.
        const hook = (await plain('GET', `${base}/hooks/${p.id}`, undefined, who)).body
        expect(hook.active).toBe(true)
        expect([...hook.events].sort()).toEqual(['push', 'repository'])
        expect(hook.branch_filter).toBe('main')
        expect(hook.authorization_header).toBe('Bearer hook-auth-value')
      },
      fail: { params: { ...at, id: 1, json_fields: { actve: true } }, usage: /did you mean active/ }
    },
    hooks_get: {
      who,
      params: async () => ({ ...at, id: await plainHook(d, true) }),
      check: async (r, _run, _seen, p) => {
        expect(r.result).toMatchObject({ id: p.id, active: true })
        expect((await plain('GET', `${base}/hooks/${p.id}`, undefined, who)).body.id).toBe(p.id)
      },
      fail: { params: { ...at, id: 99999 }, status: 404 }
    },
    hooks_list: {
      who,
      params: async () => (await plainHook(d), { ...at }),
      check: async r => {
        const plainIds = ((await plainList('/hooks?limit=50')) as Array<{ id: number }>).map(h => h.id)
        expect(list(r).map(h => h.id)).toEqual(expect.arrayContaining(plainIds))
        expect(plainIds.length).toBeGreaterThan(0)
      },
      fail: refused
    },
    jobs: {
      who,
      params: { ...at },
      check: async r => {
        // Gitea: every job of the scope's repositories; Forgejo: the waiting and running ones (null when none).
        const body =
          current.variant === 'gitea' ? (await plainList('/actions/jobs?limit=50')).jobs : await plainList('/actions/runners/jobs')
        expect(list(r).map(j => j.id)).toEqual(((body ?? []) as Array<{ id: number }>).map(j => j.id))
      },
      fail: unreadable
    },
    runners_delete: {
      who,
      needs: 'runnerList',
      params: async run => ({ ...at, runner_id: await registered(run) }),
      absentParams: { ...at, runner_id: 1 },
      check: async (_r, _run, _seen, p) => expect((await plainRunners(d)).map(x => x.id)).not.toContain(p.runner_id),
      fail: { params: { ...at, runner_id: 99999 }, status: 404 }
    },
    runners_edit: editScenario(d),
    runners_get: {
      who,
      needs: 'runnerList',
      params: async run => ({ ...at, runner_id: await registered(run) }),
      absentParams: { ...at, runner_id: 1 },
      check: async (r, _run, _seen, p) => {
        expect(r.result).toMatchObject({ id: p.runner_id })
        expect((await plainRunners(d)).find(x => x.id === p.runner_id)?.name).toBe((r.result as { name: string }).name)
      },
      fail: { params: { ...at, runner_id: 99999 }, status: 404 }
    },
    runners_list: {
      who,
      needs: 'runnerList',
      params: async run => (await registered(run), { ...at }),
      check: async r => {
        const plainIds = (await plainRunners(d)).map(x => x.id)
        expect(plainIds.length).toBeGreaterThan(0)
        expect(
          list(r)
            .map(x => x.id)
            .sort()
        ).toEqual(plainIds.sort())
      },
      fail: refused
    },
    runners_prune: pruneScenario(d),
    runners_register: registerScenario(d),
    runners_token: {
      who,
      params: { ...at },
      check: r => {
        const token = (r.result as { token: string }).token
        expect(token.length).toBeGreaterThan(10)
        expect(r.credentials).toEqual([token])
      },
      fail: refused
    },
    runs: {
      who,
      params: { ...at },
      check: async r => {
        const body = await plainList('/actions/runs?limit=50')
        expect(list(r).map(x => x.id)).toEqual(((body.workflow_runs ?? []) as Array<{ id: number }>).map(x => x.id))
      },
      fail: unreadable
    },
    secrets_delete: {
      who,
      params: async () => {
        const name = tag('old')
        await plainSecret(d, name)
        return { ...at, name }
      },
      check: async (r, _run, _seen, p) => {
        expect(r.status).toBe(204)
        expect(await plainNames(d, 'secrets')).not.toContain(p.name)
      },
      fail: { params: { ...at, name: 'NEVER_SET' }, status: 404 }
    },
    secrets_list: {
      who,
      params: async () => (await plainSecret(d, tag('listed')), { ...at }),
      check: async r => {
        expect(list(r).map(x => x.name)).toEqual(await plainNames(d, 'secrets'))
        // Names only: no value comes back.
        for (const row of list(r)) expect(row).not.toHaveProperty('data')
      },
      fail: refused
    },
    secrets_set: {
      who,
      params: () => Promise.resolve({ ...at, name: tag('deploy'), value: 's3cr3t-scoped-value' }),
      check: async (r, _run, seen, p) => {
        expect([201, 204]).toContain(r.status)
        expect(r.credentials).toEqual(['s3cr3t-scoped-value'])
        expect(sentTo(seen, 'PUT', `/actions/secrets/${p.name}`)).toEqual({ data: 's3cr3t-scoped-value' })
        // It exists (the list says so); its value cannot be read back.
        expect(await plainNames(d, 'secrets')).toContain(p.name)
      },
      fail: { params: { ...at, name: 'GITEA_TOKEN', value: 'x' }, status: 400 }
    },
    variables_create: {
      who,
      params: () => Promise.resolve({ ...at, name: tag('stage'), value: 'prod' }),
      check: async (_r, _run, _seen, p) => expect(await plainVariableData(d, p.name as string)).toBe('prod'),
      fail: {
        params: async () => {
          const name = tag('taken')
          await plainVariable(d, name, '1')
          return { ...at, name, value: '2' }
        },
        status: 409,
        hint: /variables_set/
      }
    },
    variables_delete: {
      who,
      params: async () => {
        const name = tag('old')
        await plainVariable(d, name, '1')
        return { ...at, name }
      },
      check: async (_r, _run, _seen, p) =>
        expect((await plain('GET', `${base}/actions/variables/${p.name}`, undefined, who)).status).toBe(404),
      fail: { params: { ...at, name: 'NEVER_SET' }, status: 404 }
    },
    variables_get: {
      who,
      params: async () => {
        const name = tag('a')
        await plainVariable(d, name, 'one')
        return { ...at, name }
      },
      check: r => expect(r.result).toMatchObject({ data: 'one' }),
      fail: { params: { ...at, name: 'NEVER_SET' }, status: 404 }
    },
    variables_list: {
      who,
      params: async () => (await plainVariable(d, tag('b'), '2'), { ...at }),
      check: async r => {
        const names = await plainNames(d, 'variables')
        expect(names.length).toBeGreaterThan(0)
        expect(list(r).map(v => v.name)).toEqual(expect.arrayContaining(names))
      },
      fail: refused
    },
    variables_set: {
      who,
      params: () => Promise.resolve({ ...at, name: tag('stage'), value: 'test' }),
      check: async (r, run, _seen, p) => {
        // Created when missing, updated when present, unchanged when the same.
        expect(await plainVariableData(d, p.name as string)).toBe('test')
        expect(r.changed).toBe(true)
        await run(d, 'variables_set', { ...p, value: 'prod' }, who)
        expect(await plainVariableData(d, p.name as string)).toBe('prod')
        expect((await run(d, 'variables_set', { ...p, value: 'prod' }, who)).changed).toBe(false)
      },
      fail: { params: { ...at, name: '1-bad name', value: 'x' }, status: 400 }
    }
  }
}

/** Hooks, secrets, variables and runners at the organization scope (scoped.ts). */
const ORG_SCOPED: Record<string, Scenario> = scopedScenarios('orgs')
/** Hooks, secrets, variables and runners at the repository scope (scoped.ts). */
const REPO_SCOPED: Record<string, Scenario> = scopedScenarios('repos')

const SCENARIOS: Record<Domain, Record<string, Scenario>> = {
  users: USERS,
  admin: ADMIN,
  orgs: { ...ORGS, ...ORG_LABELS, ...ORG_SCOPED },
  repos: {
    ...REPOS,
    ...GOVERNANCE,
    ...TAG_PROTECTIONS,
    ...DEPLOY_KEYS,
    ...REPO_LABELS,
    ...TOPICS,
    ...REPO_TEAMS,
    ...PUSH_MIRRORS,
    ...MIGRATIONS,
    ...REPO_SCOPED
  }
}

function credentialsOf(t: Target, who: Who): Partial<ConnectionSettings> {
  switch (who) {
    case 'alice':
      return { token: t.creds.userToken }
    case 'root':
      return { token: t.creds.adminToken }
    case 'aliceBasic':
      return { username: N.alice, password: t.creds.userPassword }
    case 'bob':
      return { username: N.bob, password: t.creds.passwordOf(N.bob) }
    case 'anon':
      return {}
  }
}

describe.each(targetVariants())('operations on %s', variant => {
  let target: Target
  const sent: HttpRequest[] = []
  const clients: ForgeHttp[] = []
  /** The client as users have it, recording what it sends (on a real server too). */
  class RecordingHttp extends ForgeHttp {
    override async send(req: HttpRequest): Promise<HttpResponse> {
      sent.push(req)
      return super.send(req)
    }
  }
  const client = (settings: Partial<ConnectionSettings>) => {
    const http = new RecordingHttp({ serverUrl: target.url, ...settings })
    clients.push(http)
    return http
  }
  const run: Run = async (domain, action, params = {}, who, opts) =>
    new Forge(client(credentialsOf(target, who ?? (domain === 'admin' ? 'root' : 'alice'))), 'auto').run(
      findOperation(domain, action),
      params,
      opts
    )

  beforeAll(async () => {
    target = await startTarget(variant)
    current = target
  }, 120_000)
  beforeEach(async () => {
    await target.reset()
    sent.length = 0
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(c => c.close()))
    expect(target.violations).toEqual([])
  })
  afterAll(() => target?.close(), 120_000)

  it('has a scenario for every operation (the failure lists those without one)', () => {
    expect(missingCases(OPERATIONS, SCENARIOS)).toEqual([])
  })

  // An operation without a scenario is left out of what follows: the test above names it.
  const covered = OPERATIONS.filter(op => hasCase(SCENARIOS, op))
  const onThisTarget = (op: (typeof OPERATIONS)[number]) => runsHere(`${op.domain} ${op.name}`, SCENARIOS[op.domain][op.name].needs)
  const present = covered.filter(op => op.routes[variant] && !releaseMissing(op, variant) && onThisTarget(op))
  const absent = covered.filter(op => !op.routes[variant])
  // Routes newer than the server's release (Forgejo 14's runner and job lists): refused before sending.
  const tooNew = covered.filter(op => op.routes[variant] && releaseMissing(op, variant))

  describe.each(present.map(op => [`${op.domain} ${op.name}`, op] as const))('%s', (_, op) => {
    const s = SCENARIOS[op.domain][op.name]
    const who = (w?: Who) => w ?? s.who

    it('works', async () => {
      const params = typeof s.params === 'function' ? await s.params(run, target.setup) : (s.params ?? {})
      sent.length = 0
      if (s.tooOld && REAL_VERSION && s.tooOld.version.test(REAL_VERSION)) {
        await expect(run(op.domain, op.name, params, who())).rejects.toThrow(s.tooOld.usage)
        return
      }
      const broken = s.brokenOn && REAL_VERSION && s.brokenOn.version.test(REAL_VERSION) ? s.brokenOn : undefined
      if (broken) {
        const err = (await run(op.domain, op.name, params, who()).catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(broken.status)
        expect(err.hint).toMatch(broken.hint)
        return
      }
      const res = await run(op.domain, op.name, params, who())
      expect(resultSchemaOf(op).safeParse(res.result).success).toBe(true)
      await s.check(res, run, { sent, target }, params)
    })

    it('fails clearly on its main failure path', async () => {
      const f = s.fail
      expect(f).toBeDefined()
      const params =
        typeof f!.params === 'function' ? await f!.params(run, target.setup) : (f!.params ?? (typeof s.params === 'object' ? s.params : {}))
      sent.length = 0
      if (s.tooOld && REAL_VERSION && s.tooOld.version.test(REAL_VERSION)) {
        await expect(run(op.domain, op.name, params, who(f!.who))).rejects.toThrow(s.tooOld.usage)
        expect(sent.filter(q => !q.path.endsWith('/version'))).toEqual([])
        return
      }
      const err = await run(op.domain, op.name, params, who(f!.who)).then(
        () => undefined,
        (e: unknown) => e
      )
      if (f!.usage) {
        expect(err).toBeInstanceOf(UsageError)
        expect((err as Error).message).toMatch(f!.usage)
      } else {
        expect(err).toBeInstanceOf(ForgeError)
        expect((err as ForgeError).status).toBe(f!.status)
        expect((err as Error).message).toContain(String(f!.status))
        if (f!.hint) expect((err as ForgeError).hint ?? (err as Error).message).toMatch(f!.hint)
      }
    })
  })

  if (absent.length > 0)
    it.each(absent.map(op => [`${op.domain} ${op.name}`, op] as const))('%s is refused before any request', async (_, op) => {
      const s = SCENARIOS[op.domain][op.name]
      const params = s.absentParams ?? (typeof s.params === 'object' ? s.params : {})
      const http = client({ token: target.creds.adminToken })
      await expect(new Forge(http, variant).run(op, params)).rejects.toThrow(new RegExp(`${op.name} is not available on ${variant}`))
      expect(sent).toEqual([])
      // With variant auto, only the probe is sent.
      await expect(new Forge(http, 'auto').run(op, params)).rejects.toThrow(/not available on/)
      expect(sent.length).toBeGreaterThan(0)
      expect(sent.every(r => r.path.endsWith('/version'))).toBe(true)
    })

  if (tooNew.length > 0)
    it.each(tooNew.map(op => [`${op.domain} ${op.name}`, op] as const))(
      '%s is refused before its request on this release',
      async (_, op) => {
        const s = SCENARIOS[op.domain][op.name]
        // Valid params that need no set-up (the failure path's do, for runners_get and the like).
        const params = s.absentParams ?? (typeof s.params === 'object' ? s.params : (s.fail?.params ?? {}))
        const http = client({ token: target.creds.adminToken })
        sent.length = 0
        const needs = new RegExp(
          `${op.name} needs ${variant === 'forgejo' ? 'Forgejo' : 'Gitea'} ${releaseMissing(op, variant)} \\(this server is `
        )
        await expect(new Forge(http, variant).run(op, params)).rejects.toThrow(needs)
        expect(sent.every(r => r.path.endsWith('/version'))).toBe(true)
      }
    )

  describe('what real servers answer that the spec does not say', () => {
    it.each([['blocks_check'], ['following_check']])('%s of a user that does not exist is an error, not false', async action => {
      const err = (await run('users', action, nobody).catch(e => e)) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(404)
      expect(err.message).toMatch(/nobody-here/)
    })

    it('emails_delete of an address the user does not have is a 404 naming it, and deletes nothing', async () => {
      await plain('POST', '/user/emails', { emails: ['kept@example.com'] })
      sent.length = 0
      const err = (await run('users', 'emails_delete', { emails: ['kept@example.com', 'nobody@example.test'] }).catch(e => e)) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(404)
      expect(err.message).toMatch(/Email address does not exist \[email: nobody@example\.test\]/)
      expect((await plain('GET', '/user/emails')).body.map((e: { email: string }) => e.email)).toContain('kept@example.com')
      // on-missing: skip makes it a success that changes nothing.
      const skipped = await run('users', 'emails_delete', { emails: ['nobody@example.test'] }, undefined, { onMissing: 'skip' })
      expect(skipped).toMatchObject({ changed: false, skipped: 'missing' })
    })

    if (!REAL)
      it.each<[Domain]>([['users'], ['admin']])('%s jobs with no job at all is an empty list (Forgejo answers null)', async domain => {
        current.sim!.state.jobs = []
        const res = await run(domain, 'jobs')
        expect(res.result).toEqual([])
        expect(resultSchemaOf(findOperation(domain, 'jobs')).safeParse(res.result).success).toBe(true)
      })

    if (!REAL)
      it('runners_prune with a removal that fails goes on with the others and fails naming it', async () => {
        const a = await registerPlain(run, 'users', 'failing-a')
        const b = await registerPlain(run, 'users', 'failing-b')
        current.sim!.inject({ method: 'DELETE', path: `/user/actions/runners/${a.id}`, status: 500, body: '{"message":"disk full"}' })
        const err = (await run('users', 'runners_prune', { name: 'failing-*' }).catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(500)
        expect(err.message).toMatch(/1 of 2 removals failed \(1 removed\): "failing-a" \(id \d+\): .*disk full/)
        const left = (await plainRunners('users')).map(r => r.id)
        expect(left).toContain(a.id)
        expect(left).not.toContain(b.id)
      })

    it('users_delete without purge refuses a user who owns a repository or an organization, and deletes nothing', async () => {
      await makeDoomed()
      try {
        const err = (await run('admin', 'users_delete', { username: DOOMED }).catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(422)
        expect(err.message).toMatch(/still has ownership of repositories/)
        expect((await plain('GET', `/users/${DOOMED}`, undefined, 'root')).status).toBe(200)
        expect((await plain('GET', `/repos/${DOOMED}/kept`, undefined, 'root')).status).toBe(200)
        // Without the repository, the organization it owns still holds it back.
        expect((await plain('DELETE', `/repos/${DOOMED}/kept`, undefined, 'root')).status).toBe(204)
        const again = (await run('admin', 'users_delete', { username: DOOMED }).catch(e => e)) as ForgeError
        expect(again.status).toBe(422)
        expect(again.message).toMatch(/still has membership of organizations/)
        expect((await plain('GET', `/orgs/${DOOMED}-org`, undefined, 'root')).status).toBe(200)
        // Once it owns nothing, a plain delete goes through.
        expect((await plain('DELETE', `/orgs/${DOOMED}-org`, undefined, 'root')).status).toBe(204)
        expect(await run('admin', 'users_delete', { username: DOOMED })).toMatchObject({ changed: true })
        expect((await plain('GET', `/users/${DOOMED}`, undefined, 'root')).status).toBe(404)
      } finally {
        await plain('DELETE', `/admin/users/${DOOMED}?purge=true`, undefined, 'root')
      }
    })

    it("users_delete and users_orgs_create with a token that is not an admin's are refused, and change nothing", async () => {
      for (const [action, params] of [
        ['users_delete', { username: N.bob, purge: true }],
        ['users_orgs_create', { username: N.alice, name: `${N.alice}-not-admin` }]
      ] as const) {
        const err = (await run('admin', action, params, 'alice').catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(403)
        expect(err.hint).toMatch(/not an instance admin/)
      }
      expect((await plain('GET', `/users/${N.bob}`, undefined, 'root')).status).toBe(200)
      expect((await plain('GET', `/orgs/${N.alice}-not-admin`, undefined, 'root')).status).toBe(404)
    })

    it('users_delete of an organization is refused by the server', async () => {
      const err = (await run('admin', 'users_delete', { username: N.org }).catch(e => e)) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(422)
      expect(err.message).toMatch(/is an organization not a user/)
      expect((await plain('GET', `/orgs/${N.org}`, undefined, 'root')).status).toBe(200)
    })

    it('users_create without a password is refused before any request unless source_id is given', async () => {
      sent.length = 0
      const err = (await run('admin', 'users_create', { username: `${N.newbie}-nopw`, email: `${N.newbie}-nopw@example.com` }).catch(
        e => e
      )) as UsageError
      expect(err).toBeInstanceOf(UsageError)
      expect(err.message).toMatch(/password.*required for a local user.*source_id/)
      expect(sent).toEqual([])
      // An unknown source is the server's to refuse: nothing is created.
      const unknown = (await run('admin', 'users_create', {
        username: `${N.newbie}-nopw`,
        email: `${N.newbie}-nopw@example.com`,
        source_id: 987654
      }).catch(e => e)) as ForgeError
      expect(unknown).toBeInstanceOf(ForgeError)
      expect(unknown.status).toBe(422)
      expect(unknown.message).toMatch(/login source does not exist/)
      expect(unknown.hint ?? '').not.toMatch(/already exists/)
      expect((await plain('GET', `/users/${N.newbie}-nopw`, undefined, 'root')).status).toBe(404)
    })

    if (runsHere('users_create of a user of an external authentication source', 'authSource'))
      it('users_create of a user of an external authentication source needs no password', async () => {
        const sourceId = target.setup.authSource(`${N.newbie}-smtp`)
        const username = `${N.newbie}-ext`
        try {
          const res = await run('admin', 'users_create', {
            username,
            email: `${username}@example.com`,
            source_id: sourceId,
            login_name: `${username}@mail.example.com`
          })
          expect(res.credentials).toEqual([])
          expect(sentTo({ sent, target }, 'POST', '/admin/users')).not.toHaveProperty('password')
          const back = (await plain('GET', `/users/${username}`, undefined, 'root')).body
          expect(back).toMatchObject({ login: username, source_id: sourceId, login_name: `${username}@mail.example.com` })
        } finally {
          await plain('DELETE', `/admin/users/${username}?purge=true`, undefined, 'root')
        }
      })

    it('users_emails of a user that does not exist is a 404 naming the user', async () => {
      const err = (await run('admin', 'users_emails', nobody).catch(e => e)) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(404)
      expect(err.message).toMatch(/nobody-here/)
    })

    it('emails (admin) honours limit and page, and paginate reads every page, as a plain request sees them', async () => {
      for (const q of [undefined, REAL ? SEARCH_TEXT : 'example.com']) {
        const query = q === undefined ? '' : `&q=${encodeURIComponent(q)}`
        const base = q === undefined ? '/admin/emails' : '/admin/emails/search'
        const direct = await plain('GET', `${base}?page=2&limit=1${query}`, undefined, 'root')
        const res = await run('admin', 'emails', { ...(q === undefined ? {} : { q }), limit: 1, page: 2 })
        expect(list(res).map(e => e.email)).toEqual(direct.body.map((e: { email: string }) => e.email))
        expect(list(res)).toHaveLength(1)
        // Every page, read plainly: a server in use may hold more than one page of 50.
        const everything = { body: [] as Array<{ email: string }> }
        for (let page = 1; page <= 100; page++) {
          const rows = (await plain('GET', `${base}?page=${page}&limit=50${query}`, undefined, 'root')).body as Array<{ email: string }>
          everything.body.push(...rows)
          if (rows.length < 50) break
        }
        const all = await run('admin', 'emails', { ...(q === undefined ? {} : { q }), limit: 1 }, undefined, { paginate: true })
        expect(
          list(all)
            .map(e => e.email)
            .sort()
        ).toEqual(everything.body.map((e: { email: string }) => e.email).sort())
        expect(list(all).length).toBeGreaterThan(1)
      }
    })

    if (variant === 'gitea' && runsHere('badges_list shows the badge the server holds', 'badge'))
      it.each([[false], [true]])('badges_list shows the badge the server holds (raw_json %s)', async raw => {
        target.setup.badge('listed-badge')
        expect((await plain('POST', `/admin/users/${N.alice}/badges`, { badge_slugs: ['listed-badge'] }, 'root')).status).toBe(204)
        try {
          const res = await run('admin', 'badges_list', { username: N.alice, raw_json: raw })
          expect(list(res)).toEqual(
            expect.arrayContaining([
              { slug: 'listed-badge', description: 'the listed-badge badge', image_url: expect.any(String), id: expect.any(Number) }
            ])
          )
          for (const badge of list(res)) expect(Object.keys(badge).sort()).toEqual(['description', 'id', 'image_url', 'slug'])
        } finally {
          await plain('DELETE', `/admin/users/${N.alice}/badges`, { badge_slugs: ['listed-badge'] }, 'root')
        }
      })
  })

  describe('repos and collaborators beyond the main paths', () => {
    it('collaborators_add with a permission the servers do not take is refused before any request', async () => {
      const err = (await run('repos', 'collaborators_add', { owner: N.alice, repo: 'demo', username: N.bob, permission: 'owner' }).catch(
        e => e
      )) as UsageError
      expect(err).toBeInstanceOf(UsageError)
      expect(err.message).toMatch(/permission/)
      expect(err.message).toMatch(/read.*write.*admin/)
      expect(sent).toEqual([])
    })

    it('collaborators_add by a user who is not an admin of the repository is refused and adds nobody', async () => {
      const err = (await run('repos', 'collaborators_add', { owner: N.alice, repo: 'demo', username: N.carol }, 'bob').catch(
        e => e
      )) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(403)
      expect((await plain('GET', `/repos/${N.alice}/demo/collaborators/${N.carol}`)).status).toBe(404)
    })

    it('repos_delete and repos_transfer by a user who does not own the repository are refused, and it stays', async () => {
      for (const [action, extra] of [
        ['repos_delete', {}],
        ['repos_transfer', { new_owner: N.bob }]
      ] as const) {
        const err = (await run('repos', action, { owner: N.alice, repo: 'demo', ...extra }, 'bob').catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(403)
      }
      const back = (await plain('GET', `/repos/${N.alice}/demo`)).body
      expect(back.owner.login).toBe(N.alice)
      expect(back.repo_transfer ?? null).toBeNull()
    })

    it('repos_create in an organization that does not exist is a 404, and collaborators of an unknown user a 422', async () => {
      const err = (await run('repos', 'repos_create', { name: `${RUN_TAG}-orphan`, org: 'no-such-org' }).catch(e => e)) as ForgeError
      expect(err).toBeInstanceOf(ForgeError)
      expect(err.status).toBe(404)
      const check = (await run('repos', 'collaborators_check', { owner: N.alice, repo: 'demo', username: 'nobody-here' }).catch(
        e => e
      )) as ForgeError
      expect(check).toBeInstanceOf(ForgeError)
      expect(check.status).toBe(422)
    })
  })

  // A step of a composite that fails (a fault injected in the simulator) leaves the server as it was,
  // and the error names the request that failed; each state read back by plain HTTP.
  if (!REAL)
    describe('nothing half-done when a step of a composite fails', () => {
      const fault = (method: string, path: string | RegExp) =>
        current.sim!.inject({ method, path, status: 500, body: '{"message":"injected failure"}' })
      const failsAt = async (promise: Promise<unknown>, request: RegExp) => {
        const err = (await promise.catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(500)
        expect(err.message).toMatch(request)
        expect(err.message).toContain('injected failure')
      }
      const writes = () => current.sim!.requests.filter(r => r.method !== 'GET')

      it('orgs_edit: its read fails, nothing is sent; its PATCH fails, the organization is as it was', async () => {
        const org = await aliceOrg('half')
        const before = (await plain('GET', `/orgs/${org}`)).body
        current.sim!.requests.length = 0
        fault('GET', `/orgs/${org}`)
        await failsAt(run('orgs', 'orgs_edit', { org, json_fields: { description: 'never' } }), new RegExp(`^GET /orgs/${org} failed: 500`))
        expect(writes()).toEqual([])
        fault('PATCH', `/orgs/${org}`)
        await failsAt(
          run('orgs', 'orgs_edit', { org, json_fields: { description: 'never' } }),
          new RegExp(`^PATCH /orgs/${org} failed: 500`)
        )
        expect((await plain('GET', `/orgs/${org}`)).body).toEqual(before)
      })

      it('teams_member_add: the team lookup or the member check fails, nothing is sent and the team is as it was', async () => {
        const org = await aliceOrg('half-team')
        const id = await plainTeam(org, 'Ops')
        current.sim!.requests.length = 0
        fault('GET', `/orgs/${org}/teams`)
        await failsAt(run('orgs', 'teams_member_add', { org, team: 'Ops', username: N.bob }), /^GET \/orgs\/.*\/teams failed: 500/)
        fault('GET', `/teams/${id}/members/${N.bob}`)
        await failsAt(run('orgs', 'teams_member_add', { org, team: 'Ops', username: N.bob }), /^GET \/teams\/\d+\/members\/.* failed: 500/)
        expect(writes()).toEqual([])
        fault('PUT', `/teams/${id}/members/${N.bob}`)
        await failsAt(run('orgs', 'teams_member_add', { org, team: 'Ops', username: N.bob }), /^PUT \/teams\/\d+\/members\/.* failed: 500/)
        expect((await plain('GET', `/teams/${id}/members`)).body).toEqual([])
        expect((await plain('GET', `/orgs/${org}/members/${N.bob}`)).status).toBe(404)
      })

      it('collaborators_add: the look-first read of the permission fails, the collaborator keeps the permission', async () => {
        const r = await withBob('half-collab', 'read')
        current.sim!.requests.length = 0
        fault('GET', `/repos/${r.owner}/${r.repo}/collaborators/${N.bob}/permission`)
        await failsAt(
          run('repos', 'collaborators_add', { ...r, username: N.bob, permission: 'admin' }, undefined, { onExists: 'skip' }),
          /^GET \/repos\/.*\/collaborators\/.*\/permission failed: 500/
        )
        expect(writes()).toEqual([])
        expect((await plain('GET', `${collaboratorPath(r)}/permission`)).body.permission).toBe('read')
      })

      it('repos_create with on-exists skip: the owner lookup or the repository check fails, no repository is made', async () => {
        const name = `${RUN_TAG}-half-repo`
        current.sim!.requests.length = 0
        fault('GET', '/user')
        await failsAt(run('repos', 'repos_create', { name }, undefined, { onExists: 'skip' }), /^GET \/user failed: 500/)
        fault('GET', `/repos/${N.org}/${name}`)
        await failsAt(run('repos', 'repos_create', { name, org: N.org }, 'root', { onExists: 'skip' }), /^GET \/repos\/.* failed: 500/)
        expect(writes()).toEqual([])
        expect((await plain('GET', `/repos/${N.alice}/${name}`)).status).toBe(404)
        expect((await plain('GET', `/repos/${N.org}/${name}`, undefined, 'root')).status).toBe(404)
      })
    })

  describe('runner registration tokens belong to their scope', () => {
    /** The runner protocol's Register as a runner sends it (no REST auth): status and the runner id. */
    const register = async (name: string, token: string) => {
      const res = await fetch(`${target.url.replace(/\/$/, '')}/api/actions/runner.v1.RunnerService/Register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, token, version: 'v0', labels: [TEST_LABEL] })
      })
      const body = (await res.json().catch(() => undefined)) as { runner?: { id: string } } | undefined
      return { status: res.status, id: Number(body?.runner?.id ?? 0) }
    }
    const everyScope = ['users', 'admin', 'orgs', 'repos'] as const
    if (runsHere("the instance's runners_prune by scope", 'runnerList'))
      it("admin runners_prune removes the instance's own runners by default, names each runner's scope, and takes the others with scope", async () => {
        const tag = pruneTag('admin')
        const mine = await registerPlain(run, 'admin', `${tag}-inst`)
        const org = await registerPlain(run, 'orgs', `${tag}-org`)
        const repo = await registerPlain(run, 'repos', `${tag}-repo`)
        const user = await registerPlain(run, 'users', `${tag}-user`)
        const ids = [mine.id, org.id, repo.id, user.id]
        type Pruned = { id: number; scope: string; outcome: string }
        const at = (res: OperationResult): Record<number, Pruned> =>
          Object.fromEntries((list(res) as Pruned[]).filter(x => ids.includes(x.id)).map(x => [x.id, x]))
        // The preview: what each is and would get. On Forgejo the instance's list holds only its own runners.
        const preview = at(await run('admin', 'runners_prune', { name: `${tag}-*`, scope: 'instance', preview: true }, 'root'))
        expect(preview[mine.id]).toMatchObject({ scope: 'instance', status: 'offline', outcome: 'would remove' })
        if (variant === 'gitea') {
          expect(preview[org.id]).toMatchObject({ scope: `org ${N.org}`, outcome: 'kept' })
          expect(preview[repo.id]).toMatchObject({ scope: `repo ${N.alice}/demo`, outcome: 'kept' })
          expect(preview[user.id]).toMatchObject({ scope: `user ${N.alice}`, outcome: 'kept' })
        } else expect(Object.keys(preview).map(Number)).toEqual([mine.id])
        // Removed: only the instance's own, read back by plain HTTP from each scope.
        const done = at(await run('admin', 'runners_prune', { name: `${tag}-*` }, 'root'))
        expect(done[mine.id]).toMatchObject({ outcome: 'removed' })
        expect((await plainRunners('admin')).map(r => r.id)).not.toContain(mine.id)
        expect((await plainRunners('orgs')).map(r => r.id)).toContain(org.id)
        expect((await plainRunners('repos')).map(r => r.id)).toContain(repo.id)
        expect((await plainRunners('users')).map(r => r.id)).toContain(user.id)
        if (variant === 'gitea') {
          // scope: org takes the organization's, and only it.
          const orgs = at(await run('admin', 'runners_prune', { name: `${tag}-*`, scope: 'org' }, 'root'))
          expect(
            Object.values(orgs)
              .filter(x => x.outcome === 'removed')
              .map(x => x.id)
          ).toEqual([org.id])
          expect((await plainRunners('orgs')).map(r => r.id)).not.toContain(org.id)
          expect((await plainRunners('repos')).map(r => r.id)).toContain(repo.id)
        }
        for (const d of ['repos', 'users'] as const) await run(d, 'runners_prune', { ...SCOPE[d].at, name: `${tag}-*` }, SCOPE[d].who)
        if (variant !== 'gitea') await run('orgs', 'runners_prune', { ...SCOPE.orgs.at, name: `${tag}-*` }, SCOPE.orgs.who)
      })
    if (runsHere('runner registration tokens belong to their scope', 'runnerList'))
      it.each<['orgs' | 'repos']>([['orgs'], ['repos']])(
        "%s: the scope's registration token registers a runner of that scope and of no other; a made-up token registers nothing",
        async d => {
          const token = ((await run(d, 'runners_token', SCOPE[d].at, SCOPE[d].who)).result as { token: string }).token
          const name = `${RUN_TAG}-own-${d}`
          const made = await register(name, token)
          expect(made.status).toBe(200)
          expect((await plainRunners(d)).map(r => r.id)).toContain(made.id)
          // (Gitea's instance list holds every runner of the instance: not a scope of its own to compare with.)
          for (const other of (['users', 'orgs', 'repos'] as const).filter(o => o !== d))
            expect((await plainRunners(other)).map(r => r.id)).not.toContain(made.id)
          // A token of no scope (as a runner given a wrong one would send): Gitea 500 "runner registration token not found".
          const fake = `${RUN_TAG}-fake`
          const refused = await register(fake, token.replace(/./g, 'x'))
          expect(refused.status).not.toBe(200)
          expect([400, 401, 403, 404, 500]).toContain(refused.status)
          for (const scope of everyScope) expect((await plainRunners(scope)).map(r => r.name)).not.toContain(fake)
          expect((await plain('DELETE', `${runnersPath(d)}/${made.id}`, undefined, SCOPE[d].who)).status).toBe(204)
        }
      )
  })

  describe('token scopes on the orgs and repos domains', () => {
    let tokenSeq = 0
    /** A token of alice's or root's with only `scopes`, made by plain HTTP with the owner's password. */
    async function tokenWith(owner: 'alice' | 'root', scopes: string[]): Promise<string> {
      const [login, password] =
        owner === 'root' ? [target.creds.adminUser, target.creds.adminPassword] : [N.alice, target.creds.userPassword]
      const res = await fetch(`${target.url.replace(/\/$/, '')}/api/v1/users/${login}/tokens`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `${RUN_TAG}-scope-${++tokenSeq}`, scopes })
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { sha1: string }).sha1
    }
    const fresh = (what: string) => `${RUN_TAG}-${what}-${++tokenSeq}`
    /**
     * Each call with a token that lacks the scope is refused by the server (403), its hint names
     * the scopes to use (a write's, even where the composite's first read is what was refused),
     * and a plain read shows nothing changed.
     */
    const CASES: Array<{
      title: string
      domain: Domain
      action: string
      owner: 'alice' | 'root'
      scopes: string[]
      params: () => Record<string, unknown>
      needs: string
      unchanged: (p: Record<string, unknown>) => Promise<void>
      /** What reading the state back needs (a runner list: Forgejo 15). */
      capability?: Capability
    }> = [
      ...[['read:user'], ['read:organization']].map(scopes => ({
        title: `orgs_create with ${scopes}`,
        domain: 'orgs' as Domain,
        action: 'orgs_create',
        owner: 'alice' as const,
        scopes,
        params: () => ({ name: fresh('scoped-org') }),
        needs: 'write:organization',
        unchanged: async (p: Record<string, unknown>) => expect((await plain('GET', `/orgs/${p.name}`, undefined, 'root')).status).toBe(404)
      })),
      ...[['read:user'], ['read:organization']].map(scopes => ({
        title: `teams_member_add with ${scopes}`,
        domain: 'orgs' as Domain,
        action: 'teams_member_add',
        owner: 'root' as const,
        scopes,
        params: () => ({ org: N.org, team: 'Developers', username: N.bob }),
        needs: 'write:organization',
        unchanged: async () => expect((await plain('GET', `/orgs/${N.org}/members/${N.bob}`, undefined, 'root')).status).toBe(404)
      })),
      {
        title: 'org secrets_set with read:organization',
        domain: 'orgs',
        action: 'secrets_set',
        owner: 'root',
        scopes: ['read:organization', 'write:repository'],
        params: () => ({ org: N.org, name: fresh('SCOPED').replace(/-/g, '_').toUpperCase(), value: 'never-set' }),
        needs: 'write:organization',
        unchanged: async p => expect(await plainNames('orgs', 'secrets')).not.toContain(p.name)
      },
      {
        title: 'org runners_list with read:user',
        domain: 'orgs',
        action: 'runners_list',
        owner: 'root',
        scopes: ['read:user'],
        params: () => ({ org: N.org }),
        needs: 'read:organization',
        unchanged: async () => undefined
      },
      {
        title: 'orgs_list with read:organization (the user scope is needed too)',
        domain: 'orgs',
        action: 'orgs_list',
        owner: 'alice',
        scopes: ['read:organization'],
        params: () => ({}),
        needs: 'read:user and read:organization',
        unchanged: async () => undefined
      },
      {
        title: 'repos_create with read:user',
        domain: 'repos',
        action: 'repos_create',
        owner: 'alice',
        scopes: ['read:user', 'write:user'],
        params: () => ({ name: fresh('scoped-repo') }),
        // The /user group checks the user scope, then the route the repository scope.
        needs: 'write:repository and write:user',
        unchanged: async p => expect((await plain('GET', `/repos/${N.alice}/${p.name}`)).status).toBe(404)
      },
      {
        // An organization's repository is made on the organization's route: its scope, not the repository's.
        title: 'repos_create in an organization with write:repository',
        domain: 'repos',
        action: 'repos_create',
        owner: 'root',
        scopes: ['write:repository'],
        params: () => ({ name: fresh('scoped-repo'), org: N.org }),
        needs: 'write:organization',
        unchanged: async p => expect((await plain('GET', `/repos/${N.org}/${p.name}`, undefined, 'root')).status).toBe(404)
      },
      {
        title: 'repo secrets_set with read:repository',
        domain: 'repos',
        action: 'secrets_set',
        owner: 'alice',
        scopes: ['read:repository', 'write:organization'],
        params: () => ({ owner: N.alice, repo: 'demo', name: fresh('SCOPED').replace(/-/g, '_').toUpperCase(), value: 'never-set' }),
        needs: 'write:repository',
        unchanged: async p => expect(await plainNames('repos', 'secrets')).not.toContain(p.name)
      },
      {
        title: 'collaborators_add with read:repository',
        domain: 'repos',
        action: 'collaborators_add',
        owner: 'alice',
        scopes: ['read:repository'],
        params: () => ({ owner: N.alice, repo: 'demo', username: N.carol }),
        needs: 'write:repository',
        unchanged: async () => expect((await plain('GET', `/repos/${N.alice}/demo/collaborators/${N.carol}`)).status).toBe(404)
      },
      {
        title: 'repo runners_register with read:user',
        domain: 'repos',
        action: 'runners_register',
        owner: 'alice',
        scopes: ['read:user'],
        params: () => ({ owner: N.alice, repo: 'demo', name: fresh('scoped-runner') }),
        needs: 'write:repository',
        unchanged: async p => expect((await plainRunners('repos')).map(r => r.name)).not.toContain(p.name),
        capability: 'runnerList'
      }
    ]
    it('with only the scopes the token-scopes table (docs/security.md) names, the calls work', async () => {
      const as = async (
        owner: 'alice' | 'root',
        scopes: string[],
        d: Domain,
        action: string,
        params: Record<string, unknown>,
        options: { paginate?: boolean } = {}
      ) => new Forge(client({ token: await tokenWith(owner, scopes) }), 'auto').run(findOperation(d, action), params, options)
      const org = fresh('scoped-ok')
      // With an email: the simulator checks repository owners against the spec (format "email").
      await as('alice', ['write:organization'], 'orgs', 'orgs_create', { name: org, email: `${org}@example.com` })
      expect((await plain('GET', `/orgs/${org}`)).status).toBe(200)
      await as('alice', ['write:organization'], 'repos', 'repos_create', { name: 'tools', org })
      expect((await plain('GET', `/repos/${org}/tools`)).status).toBe(200)
      await as('alice', ['write:organization'], 'orgs', 'teams_create', { org, name: 'Ops', permission: 'read', units: ['repo.code'] })
      await as('alice', ['write:organization'], 'orgs', 'teams_member_add', { org, team: 'Ops', username: N.bob })
      expect((await plain('GET', `/orgs/${org}/members/${N.bob}`)).status).toBe(204)
      // Every page: the real server's alice may belong to more organizations than one page holds.
      const orgs = await as('alice', ['read:user', 'read:organization'], 'orgs', 'orgs_list', {}, { paginate: true })
      expect(names(orgs.result)).toContain(org)
      const users = await as('root', ['read:user', 'read:organization'], 'admin', 'users_orgs', { username: N.alice }, { paginate: true })
      expect(names(users.result)).toContain(org)
      const repo = fresh('scoped-ok')
      await as('alice', ['write:user', 'write:repository'], 'repos', 'repos_create', { name: repo })
      await as('alice', ['write:repository'], 'repos', 'secrets_set', { owner: N.alice, repo, name: 'SCOPED_OK', value: 'v' })
      expect((await plain('GET', `/repos/${N.alice}/${repo}/actions/secrets`)).body.map((x: { name: string }) => x.name)).toContain(
        'SCOPED_OK'
      )
      await as('alice', ['write:repository'], 'repos', 'collaborators_add', { owner: N.alice, repo, username: N.carol })
      expect((await plain('GET', `/repos/${N.alice}/${repo}/collaborators/${N.carol}`)).status).toBe(204)
      expect((await plain('DELETE', `/repos/${N.alice}/${repo}`)).status).toBe(204)
      expect((await plain('DELETE', `/repos/${org}/tools`)).status).toBe(204)
      expect((await plain('DELETE', `/orgs/${org}`)).status).toBe(204)
    })

    // (Forgejo 14 has no org or repo runner routes: svc refuses those before sending, tested above.)
    const here = CASES.filter(
      c => !releaseMissing(findOperation(c.domain, c.action), variant) && runsHere(`token scopes: ${c.title}`, c.capability)
    )
    it.each(here.map(c => [c.title, c] as const))(
      '%s is refused by the server, the hint names the scope, nothing changes',
      async (_, c) => {
        const token = await tokenWith(c.owner, c.scopes)
        const params = c.params()
        const err = (await new Forge(client({ token }), 'auto').run(findOperation(c.domain, c.action), params).catch(e => e)) as ForgeError
        expect(err).toBeInstanceOf(ForgeError)
        expect(err.status).toBe(403)
        expect(err.serverMessage).toMatch(/scope/)
        expect(err.hint).toBe(`the token lacks the scope this call needs: use a token with ${c.needs} (or broader)`)
        await c.unchanged(params)
      }
    )
  })

  it('never sends a request for invalid params, on any operation', async () => {
    const http = client({ token: target.creds.adminToken, username: target.creds.adminUser, password: target.creds.adminPassword })
    for (const op of OPERATIONS) await expect(new Forge(http, 'auto').run(op, { not_a_param: 1 })).rejects.toBeInstanceOf(UsageError)
    expect(sent).toEqual([])
  })
})
