// Where the end-to-end suite runs: the simulated forge (default, both variants), or a real Gitea
// or Forgejo server given by environment variables:
//
//   SVC_E2E_URL=https://git.example.com   the server (a throwaway instance: the suites create users,
//   SVC_E2E_VARIANT=gitea|forgejo          organizations, tokens, hooks, ...)
//   SVC_E2E_ADMIN_USER=root                an instance admin's user name and password (basic
//   SVC_E2E_ADMIN_PASSWORD=...             auth: the token endpoints need it)
//   SVC_E2E_ADMIN_TOKEN=...                that admin's token, all scopes (the suites under
//                                          __tests__/real/ need it; this one makes its own)
//
// On a real server the suite creates its own users (`svc<run>-alice`, ...), organization and
// repositories through the API, and deletes them at the end. What the API cannot set up is made
// the way a user would make it: GPG key pairs with `gpg` (when it is on PATH), runners registered
// through the runner protocol (when the server speaks it); badge definitions (Gitea only) and
// unadopted repository directories only on an instance whose database and repository root are at
// hand (SVC_REAL_GITEA_DB and SVC_REAL_GITEA_REPO_ROOT, which scripts/real-gitea.sh sets). What
// cannot be set up is not run, and a line on stderr says what and why.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent, fetch as undiciFetch, type RequestInit } from 'undici'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { atLeast } from '../src/client/variant.js'
import { findOperation, type Operation, type Variant } from '../src/registry/index.js'
import { FIXTURES, sampleGpgKey, sampleGpgSignature } from './sim/fixtures.js'
import { startForge, type Forge as SimForge, type RecordedRequest } from './sim/forge.js'
import { allocId } from './sim/state.js'

export interface Names {
  /** The instance admin the suite acts as. */
  admin: string
  alice: string
  bob: string
  carol: string
  org: string
  /** Users the suite creates or renames to. */
  newbie: string
  caroline: string
}

export interface Credentials {
  adminUser: string
  adminPassword: string
  adminToken: string
  userToken: string
  userPassword: string
  readOnlyToken: string
  passwordOf(user: string): string
}

/** What a scenario needs set up beyond the API. */
export type Capability = 'gpg' | 'runner' | 'runnerList' | 'badge' | 'unadopted' | 'authSource'

/** A GPG key pair whose user id is alice's (activated) email. */
export interface GpgKeyPair {
  publicKey: string
  /** A detached ASCII-armored signature of `text` (`gpg --armor --detach-sign`). */
  sign(text: string): string
}

/** Set-ups the API cannot do. On the simulator they name what its fixtures already hold. */
export interface Setup {
  gpgKey(label: string): GpgKeyPair
  /** Registers a runner at the user level (alice's) or the instance level. */
  runner(level: 'users' | 'admin'): Promise<void>
  /** A badge definition with this slug exists. */
  badge(slug: string): void
  /** A bare repository directory `owner/repo` exists in the repository root, unknown to the database. */
  unadopted(owner: string, repo: string): void
  /** An external authentication source (SMTP) named `name` exists; its id. */
  authSource(name: string): number
}

let missing: Partial<Record<Capability, string>> | undefined
/**
 * Why each capability is missing on the target at hand (empty on the simulator). Known before any
 * suite lists its tests: the server is probed once, when this module loads.
 */
export function missingCapabilities(): Partial<Record<Capability, string>> {
  if (missing) return missing
  missing = {}
  if (!REAL) return missing
  if (!onPath('gpg')) missing.gpg = 'gpg is not on PATH, so no GPG key pair can be made'
  if (!SERVER!.runnerProtocol)
    missing.runner = `${REAL.url} does not answer the runner protocol (POST /api/actions/runner.v1.RunnerService/Register), so no runner can be registered`
  // Registering, then reading the runners back by REST: Forgejo lists runners only from 15.
  if (missing.runner) missing.runnerList = missing.runner
  else if (REAL.variant === 'forgejo' && SERVER!.version && !atLeast(SERVER!.version, '15'))
    missing.runnerList = `Forgejo ${SERVER!.version} has no REST runner list (GET .../actions/runners is from Forgejo 15), which this test reads its runners back from`
  if (REAL.variant !== 'gitea') missing.badge = 'badge definitions exist only on Gitea'
  else if (!process.env.SVC_REAL_GITEA_DB || !onPath('sqlite3'))
    missing.badge =
      "a badge definition can only be made in the server's database (SVC_REAL_GITEA_DB, and sqlite3 on PATH), which this run was not given"
  if (REAL.variant !== 'gitea' || !process.env.SVC_REAL_GITEA_DB || !onPath('sqlite3'))
    missing.authSource =
      'an authentication source is made here in a Gitea database (SVC_REAL_GITEA_DB, and sqlite3 on PATH), which this run was not given'
  if (!process.env.SVC_REAL_GITEA_REPO_ROOT || !onPath('git'))
    missing.unadopted =
      "an unadopted repository is a directory in the server's repository root (SVC_REAL_GITEA_REPO_ROOT, and git on PATH), which this run was not given"
  return missing
}

/** What the target at hand can set up. */
export function capabilities(): Set<Capability> {
  const why = missingCapabilities()
  return new Set((['gpg', 'runner', 'badge', 'unadopted', 'authSource'] as const).filter(c => !why[c]))
}

/**
 * Whether a test that needs `needs` runs on this target. When it does not, it is not registered,
 * and a line on stderr says which test and why: nothing is left out silently.
 */
export function runsHere(what: string, needs?: Capability): boolean {
  const why = needs && missingCapabilities()[needs]
  if (why) leftOut(what, why)
  return !why
}

const reported = new Set<string>()
/** A line on stderr about how this target is tested, once per test file. */
export function note(line: string): void {
  if (reported.has(line)) return
  reported.add(line)
  process.stderr.write(`svc real-server suite: ${line}\n`)
}

/** Says which tests are not run on this target and why, so that nothing is left out silently. */
export function leftOut(what: string, why: string): void {
  note(`not run here: ${what}: ${why}`)
}

/** Whether a command is on PATH (it answers --version). */
export function onPath(cmd: string): boolean {
  try {
    execFileSync(cmd, ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export interface Target {
  kind: 'sim' | 'real'
  setup: Setup
  variant: Variant
  url: string
  names: Names
  creds: Credentials
  /** The simulator's request log and spec violations; always empty on a real server. */
  requests: RecordedRequest[]
  violations: string[]
  /** The simulator, for checks that need it; undefined on a real server. */
  sim?: SimForge
  /**
   * Back to the initial fixtures between tests. On a real server: undo what scenarios leave
   * behind that later ones depend on (blocks, follows, stars, a rename).
   */
  reset(): void | Promise<void>
  close(): Promise<void>
}

export const REAL = process.env.SVC_E2E_URL
  ? {
      url: process.env.SVC_E2E_URL.replace(/\/+$/, ''),
      variant: (process.env.SVC_E2E_VARIANT ?? '') as Variant,
      adminUser: process.env.SVC_E2E_ADMIN_USER ?? '',
      adminPassword: process.env.SVC_E2E_ADMIN_PASSWORD ?? '',
      adminToken: process.env.SVC_E2E_ADMIN_TOKEN ?? ''
    }
  : undefined

/**
 * A plain request on a connection of its own. Set-ups block the event loop (execFileSync of gpg,
 * git, the bundler) for longer than some servers keep an idle connection (the simulator: 5 s), and
 * a pooled connection the server has closed meanwhile fails the next request ("other side closed").
 */
const oneShot = new Agent({ pipelining: 0 })
export const plainFetch = (url: string, init: RequestInit = {}) => undiciFetch(url, { ...init, dispatcher: oneShot })

/** What the real server is, read from it once: its own version number, and whether it speaks the runner protocol. */
export interface ServerFacts {
  /** Gitea's `/api/v1/version`, Forgejo's `/api/forgejo/v1/version` (`15.0.3`, not `15.0.3+gitea-1.22.0`). */
  version: string
  runnerProtocol: boolean
}

async function probe(url: string, variant: Variant): Promise<ServerFacts> {
  const path = variant === 'forgejo' ? '/api/forgejo/v1/version' : '/api/v1/version'
  let res
  try {
    res = await plainFetch(`${url}${path}`, { headers: { accept: 'application/json' } })
  } catch (e) {
    throw new Error(`SVC_E2E_URL ${url} does not answer (${(e as Error).message})`)
  }
  // Only Forgejo has /api/forgejo/v1/version: a 404 there is a Gitea described as a Forgejo.
  if (!res.ok) throw new Error(`SVC_E2E_URL ${url}: GET ${path} answered ${res.status}; is SVC_E2E_VARIANT=${variant} right?`)
  // Build metadata (`+gitea-1.22.0`) is not the server's own version.
  const version = String(((await res.json()) as { version?: unknown }).version ?? '').replace(/\+.*$/, '')
  // A registration with no token changes nothing: a server that speaks the runner protocol answers
  // with a Connect error ({"code": ...}); one that does not (Actions off, or the simulator) with a
  // plain 404 page.
  let runnerProtocol = false
  try {
    const res = await plainFetch(`${url}/api/actions/runner.v1.RunnerService/Register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}'
    })
    const body = (await res.json().catch(() => undefined)) as { code?: unknown } | undefined
    runnerProtocol = res.ok || typeof body?.code === 'string'
  } catch {
    runnerProtocol = false
  }
  return { version, runnerProtocol }
}

function checkReal(): void {
  if (!REAL) return
  if (!['gitea', 'forgejo'].includes(REAL.variant)) throw new Error('SVC_E2E_VARIANT must be gitea or forgejo')
  if (!REAL.adminUser || !REAL.adminPassword) throw new Error('SVC_E2E_ADMIN_USER and SVC_E2E_ADMIN_PASSWORD are required with SVC_E2E_URL')
}
checkReal()

/** The real server's facts; undefined on the simulator. */
export const SERVER: ServerFacts | undefined = REAL ? await probe(REAL.url, REAL.variant) : undefined

/**
 * The release an operation needs that the real server at hand does not reach ("15" on a Forgejo
 * 14.0.0): its route has a `since` and no `older` route the server has. svc refuses such a call
 * before sending, so the suites check that refusal instead of the operation. Undefined where the
 * server has the route, and on the simulator (which answers as the newest release).
 */
export function releaseMissing(op: Operation, variant: Variant): string | undefined {
  const release = SERVER?.version
  const binding = op.routes[variant]
  if (!release || !binding || !('method' in binding)) return undefined
  for (let r: typeof binding | undefined = binding; r; r = r.older) if (r.since === undefined || atLeast(release, r.since)) return undefined
  return binding.since
}

/** "Gitea 1.26.4", "Forgejo 15.0.3": the server the suites run against, for test titles. */
export const SERVER_LABEL = REAL
  ? `${REAL.variant === 'forgejo' ? 'Forgejo' : 'Gitea'} ${SERVER!.version || '(version unknown)'}`
  : 'the simulator'

/**
 * The path of the runner registration token at this level, and the method the variant wants:
 * Gitea POSTs (get-or-create); Forgejo GETs (POST → 405), and its instance token is at
 * /admin/runners/registration-token, the one path both Forgejo 14 and 15 have.
 */
export function registrationTokenRoute(variant: Variant, level: 'users' | 'admin'): { method: 'GET' | 'POST'; path: string } {
  if (variant === 'forgejo')
    return { method: 'GET', path: level === 'admin' ? '/admin/runners/registration-token' : '/user/actions/runners/registration-token' }
  return {
    method: 'POST',
    path: level === 'admin' ? '/admin/actions/runners/registration-token' : '/user/actions/runners/registration-token'
  }
}

const RUN = `svc${randomBytes(3).toString('hex')}`

/** User and organization names: the fixtures' on the simulator, fresh ones on a real server. */
export const NAMES: Names = REAL
  ? {
      admin: REAL.adminUser,
      alice: `${RUN}-alice`,
      bob: `${RUN}-bob`,
      carol: `${RUN}-carol`,
      org: `${RUN}-org`,
      newbie: `${RUN}-newbie`,
      caroline: `${RUN}-caroline`
    }
  : { admin: FIXTURES.adminUser, alice: 'alice', bob: 'bob', carol: 'carol', org: FIXTURES.org, newbie: 'newbie', caroline: 'caroline' }

/** Text that matches several users by name: the generated users, or this run's users. */
export const SEARCH_TEXT = REAL ? RUN : 'user'

/** The variants the suite runs on: both on the simulator, the given one on a real server. */
export function targetVariants(): Variant[] {
  return REAL ? [REAL.variant] : ['gitea', 'forgejo']
}

export async function startTarget(variant: Variant): Promise<Target> {
  return REAL ? startReal(variant) : startSim(variant)
}

async function startSim(variant: Variant): Promise<Target> {
  const sim = await startForge({ variant })
  return {
    kind: 'sim',
    variant,
    url: sim.url,
    names: NAMES,
    creds: {
      adminUser: FIXTURES.adminUser,
      adminPassword: FIXTURES.adminPassword,
      adminToken: FIXTURES.adminToken,
      userToken: FIXTURES.userToken,
      userPassword: FIXTURES.userPassword,
      readOnlyToken: FIXTURES.readOnlyToken,
      passwordOf: user => `${user}-pass-1234`
    },
    get requests() {
      return sim.requests
    },
    get violations() {
      return sim.violations
    },
    sim,
    setup: {
      gpgKey: label => ({ publicKey: sampleGpgKey(label), sign: sampleGpgSignature }),
      runner: async () => undefined,
      badge: slug => {
        if (!sim.state.badges.some(b => b.slug === slug))
          sim.state.badges.push({
            id: allocId(sim.state, 'badge'),
            slug,
            description: `the ${slug} badge`,
            imageUrl: `https://example.com/${slug}.png`
          })
      },
      authSource: name => {
        const found = sim.state.authSources.find(a => a.name === name)
        if (found) return found.id
        const id = allocId(sim.state, 'authSource')
        sim.state.authSources.push({ id, name, type: 3 })
        return id
      },
      unadopted: (owner, repo) => {
        const full = `${owner}/${repo}`
        if (!sim.state.unadopted.includes(full)) sim.state.unadopted.push(full)
      }
    },
    reset: () => sim.reset(),
    close: () => sim.close()
  }
}

async function startReal(variant: Variant): Promise<Target> {
  const real = REAL!
  const run = RUN
  const names = NAMES
  const passwordOf = (user: string) => `${user}-Pw-${run}-9x!`
  const adminBasic = new ForgeHttp({ serverUrl: real.url, username: real.adminUser, password: real.adminPassword })
  const forge = new Forge(adminBasic, variant)
  const op = (d: 'users' | 'admin', name: string) => findOperation(d, name)
  const token = async (user: string, scopes: string[]) => {
    const http = new ForgeHttp({
      serverUrl: real.url,
      username: user,
      password: user === real.adminUser ? real.adminPassword : passwordOf(user)
    })
    try {
      const res = await new Forge(http, variant).run(op('users', 'tokens_create'), {
        username: user,
        name: `${run}-${scopes.join('-')}`,
        scopes
      })
      return (res.result as { sha1: string }).sha1
    } finally {
      await http.close()
    }
  }
  const created: string[] = []
  for (const user of [names.alice, names.bob, names.carol]) {
    // They sign in at once (their tokens come next): not asked for a new password, the server's default.
    await forge.run(op('admin', 'users_create'), {
      username: user,
      email: `${user}@example.com`,
      password: passwordOf(user),
      must_change_password: false
    })
    created.push(user)
  }
  const adminToken = await token(real.adminUser, ['all'])
  const userToken = await token(names.alice, ['all'])
  const readOnlyToken = await token(names.alice, ['read:user'])
  await forge.run(op('admin', 'users_repos_create'), { username: names.alice, json_fields: { name: 'demo' } })
  // Organization acme-alike with a Developers team that alice belongs to, and a repository.
  await adminBasic.send({ method: 'POST', path: `/admin/users/${real.adminUser}/orgs`, body: { username: names.org } })
  const team = await adminBasic.send({
    method: 'POST',
    path: `/orgs/${names.org}/teams`,
    body: { name: 'Developers', permission: 'write', units: ['repo.code'] }
  })
  await adminBasic.send({ method: 'PUT', path: `/teams/${(team.body as { id: number }).id}/members/${names.alice}`, expect: 'none' })
  await adminBasic.send({ method: 'POST', path: `/orgs/${names.org}/repos`, body: { name: 'widgets' } })

  const gnupgHome = mkdtempSync(join(tmpdir(), 'svc-gpg-'))
  const gpg = (args: string[], input?: string) =>
    execFileSync('gpg', ['--batch', '--yes', '--pinentry-mode', 'loopback', '--passphrase', '', ...args], {
      env: { ...process.env, GNUPGHOME: gnupgHome },
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe']
    })
  const setup: Setup = {
    gpgKey(label) {
      // Gitea cannot verify a key whose id starts with 0 (svc refuses it before sending): make another.
      let fpr = ''
      for (let n = 0; !fpr || fpr.slice(-16).startsWith('0'); n++) {
        const uid = `${names.alice} ${label}-${n} <${names.alice}@example.com>`
        gpg(['--quick-gen-key', uid, 'ed25519', 'sign', 'never'])
        fpr = gpg(['--with-colons', '--list-keys', uid])
          .split('\n')
          .find(l => l.startsWith('fpr:'))!
          .split(':')[9]
      }
      return { publicKey: gpg(['--armor', '--export', fpr]), sign: text => gpg(['--armor', '--detach-sign', '--local-user', fpr], text) }
    },
    async runner(level) {
      const token = level === 'admin' ? adminToken : userToken
      const http = new ForgeHttp({ serverUrl: real.url, token })
      try {
        const reg = (await http.send(registrationTokenRoute(variant, level))).body as { token: string }
        const res = await plainFetch(`${real.url}/api/actions/runner.v1.RunnerService/Register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `${run}-runner-${randomBytes(2).toString('hex')}`,
            token: reg.token,
            version: 'v0',
            labels: ['self-hosted']
          })
        })
        if (!res.ok) throw new Error(`runner registration failed: ${res.status} ${await res.text()}`)
      } finally {
        await http.close()
      }
    },
    badge(slug) {
      const q = (v: string) => `'${v.replace(/'/g, "''")}'`
      execFileSync('sqlite3', [
        process.env.SVC_REAL_GITEA_DB!,
        `INSERT INTO badge (slug, description, image_url) SELECT ${q(slug)}, ${q(`the ${slug} badge`)}, ${q(`https://example.com/${slug}.png`)} WHERE NOT EXISTS (SELECT 1 FROM badge WHERE slug = ${q(slug)});`
      ])
    },
    authSource(name) {
      // An SMTP source (type 3): the API has no route to make one, and a user of it needs no password.
      const q = (v: string) => `'${v.replace(/'/g, "''")}'`
      const cfg = JSON.stringify({ Auth: 'PLAIN', Host: '127.0.0.1', Port: 25 })
      const out = execFileSync(
        'sqlite3',
        [
          process.env.SVC_REAL_GITEA_DB!,
          `INSERT INTO login_source (type, name, is_active, cfg, created_unix, updated_unix) SELECT 3, ${q(name)}, 1, ${q(cfg)}, strftime('%s','now'), strftime('%s','now') WHERE NOT EXISTS (SELECT 1 FROM login_source WHERE name = ${q(name)}); ` +
            `SELECT id FROM login_source WHERE name = ${q(name)};`
        ],
        { encoding: 'utf8' }
      )
      return Number(out.trim())
    },
    unadopted(owner, repo) {
      const dir = join(process.env.SVC_REAL_GITEA_REPO_ROOT!, owner.toLowerCase(), `${repo.toLowerCase()}.git`)
      if (!existsSync(dir)) execFileSync('git', ['init', '-q', '--bare', '-b', 'main', dir])
    }
  }

  return {
    kind: 'real',
    setup,
    variant,
    url: real.url,
    names,
    creds: {
      adminUser: real.adminUser,
      adminPassword: real.adminPassword,
      adminToken,
      userToken,
      userPassword: passwordOf(names.alice),
      readOnlyToken,
      passwordOf
    },
    requests: [],
    violations: [],
    async reset() {
      const alice = new ForgeHttp({ serverUrl: real.url, token: userToken })
      const bob = new ForgeHttp({ serverUrl: real.url, username: names.bob, password: passwordOf(names.bob) })
      type Undo = [ForgeHttp, 'users' | 'admin', string, Record<string, unknown>]
      const undo: Undo[] = [
        ...[names.bob, names.carol].flatMap((u): Undo[] => [
          [alice, 'users', 'blocks_remove', { username: u }],
          [alice, 'users', 'unfollow', { username: u }]
        ]),
        [alice, 'users', 'unstar', { owner: names.org, repo: 'widgets' }],
        [alice, 'users', 'unstar', { owner: names.alice, repo: 'demo' }],
        [bob, 'users', 'unfollow', { username: names.alice }],
        [adminBasic, 'admin', 'users_rename', { username: names.caroline, new_name: names.carol }]
      ]
      for (const [http, domain, action, params] of undo)
        await new Forge(http, variant).run(op(domain, action), params).catch(() => undefined)
      await Promise.all([alice.close(), bob.close()])
    },
    async close() {
      // Repositories first (a user or org that owns any cannot be deleted), then the org and users.
      const cleanup = [
        `/users/${real.adminUser}/tokens/${run}-all`,
        `/repos/${names.alice}/demo`,
        `/repos/${names.org}/widgets`,
        `/repos/${names.bob}/tools`,
        `/orgs/${names.org}`,
        ...[...created, names.newbie, names.caroline].map(u => `/admin/users/${u}?purge=true`)
      ]
      for (const path of cleanup) {
        const [p, q] = path.split('?')
        await adminBasic
          .send({ method: 'DELETE', path: p, expect: 'none', query: q ? Object.fromEntries(new URLSearchParams(q)) : undefined })
          .catch(() => undefined)
      }
      await adminBasic.close()
      rmSync(gnupgHome, { recursive: true, force: true })
    }
  }
}
