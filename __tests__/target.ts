// Where the end-to-end suite runs: the simulated forge (default, both variants), or a real Gitea
// or Forgejo server given by environment variables:
//
//   SVC_E2E_URL=https://git.example.com   the server (a throwaway instance: the suite creates and
//   SVC_E2E_VARIANT=gitea|forgejo          deletes users, an organization, tokens, hooks, ...)
//   SVC_E2E_ADMIN_USER=root                an instance admin's user name and password (basic
//   SVC_E2E_ADMIN_PASSWORD=...             auth: the token endpoints need it)
//
// On a real server the suite creates its own users (`svc<run>-alice`, ...), organization and
// repositories through the API, and deletes them at the end. What cannot be created through the
// API (unadopted repository directories, badge definitions, registered runners, workflow runs,
// stopwatches, GPG keys that need a real key pair) is covered on the simulator only.
import { randomBytes } from 'node:crypto'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { findOperation, type Variant } from '../src/registry/index.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as SimForge, type RecordedRequest } from './sim/forge.js'

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

export interface Target {
  kind: 'sim' | 'real'
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
      url: process.env.SVC_E2E_URL,
      variant: (process.env.SVC_E2E_VARIANT ?? '') as Variant,
      adminUser: process.env.SVC_E2E_ADMIN_USER ?? '',
      adminPassword: process.env.SVC_E2E_ADMIN_PASSWORD ?? ''
    }
  : undefined

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
  if (!REAL) return ['gitea', 'forgejo']
  if (!['gitea', 'forgejo'].includes(REAL.variant)) throw new Error('SVC_E2E_VARIANT must be gitea or forgejo')
  if (!REAL.adminUser || !REAL.adminPassword) throw new Error('SVC_E2E_ADMIN_USER and SVC_E2E_ADMIN_PASSWORD are required with SVC_E2E_URL')
  return [REAL.variant]
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
    const http = new ForgeHttp({ serverUrl: real.url, username: user, password: user === real.adminUser ? real.adminPassword : passwordOf(user) })
    try {
      const res = await new Forge(http, variant).run(op('users', 'tokens_create'), { username: user, name: `${run}-${scopes.join('-')}`, scopes })
      return (res.result as { sha1: string }).sha1
    } finally {
      await http.close()
    }
  }
  const created: string[] = []
  for (const user of [names.alice, names.bob, names.carol]) {
    await forge.run(op('admin', 'users_create'), { username: user, email: `${user}@example.com`, password: passwordOf(user) })
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
  await adminBasic.send({ method: 'PUT', path: `/teams/${(team.body as { id: number }).id}/members/${names.alice}` })
  await adminBasic.send({ method: 'POST', path: `/orgs/${names.org}/repos`, body: { name: 'widgets' } })

  return {
    kind: 'real',
    variant,
    url: real.url,
    names,
    creds: { adminUser: real.adminUser, adminPassword: real.adminPassword, adminToken, userToken, userPassword: passwordOf(names.alice), readOnlyToken, passwordOf },
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
        await adminBasic.send({ method: 'DELETE', path: p, query: q ? Object.fromEntries(new URLSearchParams(q)) : undefined }).catch(() => undefined)
      }
      await adminBasic.close()
    }
  }
}
