// Runner provisioning: the prune selection and its guard, the .runner file and the Forgejo runner's
// configuration, the protocol's Register answer (no server); the route each Forgejo release gets. The operations against a server
// are in operations.test.ts (simulator, and real servers under test:real).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, statSync, writeFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { UsageError } from '../src/errors.js'
import { findOperation } from '../src/registry/index.js'
import {
  checkMaxRemovals,
  forgejoConnection,
  namePattern,
  registeredRunner,
  runnerFile,
  runnerRow,
  selectForPrune,
  writeRunnerFile,
  type RunnerRow
} from '../src/registry/runners.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as Sim } from './sim/forge.js'

const row = (over: Partial<RunnerRow> & { id: number }): RunnerRow => ({
  name: `r${over.id}`,
  status: 'offline',
  busy: false,
  labels: [],
  ephemeral: false,
  ...over
})

/** The error `fn` throws, or undefined. */
function caught(fn: () => void): Error | undefined {
  try {
    fn()
  } catch (e) {
    return e as Error
  }
  return undefined
}

const reg = { id: 7, uuid: '0b6e-uuid', token: 'a'.repeat(40), name: 'ci-1', labels: ['ubuntu-latest:host'], ephemeral: true }

describe('runner rows of both variants', () => {
  it('reads Gitea rows: online/offline and busy, labels as objects', () => {
    expect(
      runnerRow({ id: 1, name: 'g', status: 'online', busy: true, labels: [{ id: 1, name: 'x', type: 'custom' }], ephemeral: true })
    ).toEqual({
      id: 1,
      name: 'g',
      status: 'online',
      busy: true,
      labels: ['x'],
      ephemeral: true
    })
  })

  it("reads a Forgejo row's scope from owner_id and repo_id; a Gitea row does not say it", () => {
    expect(runnerRow({ id: 5, name: 'i', status: 'offline', owner_id: 0, repo_id: 0 }).scope).toBe('instance')
    expect(runnerRow({ id: 6, name: 'r', status: 'offline', owner_id: 0, repo_id: 12 }).scope).toBe('repo')
    // An owner's: a user's or an organization's, the record does not say which.
    expect(runnerRow({ id: 7, name: 'o', status: 'offline', owner_id: 3, repo_id: 0 }).scope).toBeUndefined()
    expect(runnerRow({ id: 8, name: 'g', status: 'offline', busy: false, labels: [] }).scope).toBeUndefined()
  })

  it('reads Forgejo rows: idle is online, active is busy, labels as strings', () => {
    expect(runnerRow({ id: 2, name: 'f', status: 'idle', labels: ['y'] })).toMatchObject({ status: 'online', busy: false, labels: ['y'] })
    expect(runnerRow({ id: 3, name: 'f', status: 'active', labels: [] })).toMatchObject({ status: 'online', busy: true })
    expect(runnerRow({ id: 4, name: 'f', status: 'offline' })).toMatchObject({ status: 'offline', busy: false })
  })
})

describe('prune selection', () => {
  const rows = [
    row({ id: 1, name: 'ci-a', status: 'offline', labels: ['linux'], ephemeral: true }),
    row({ id: 2, name: 'ci-b', status: 'online' }),
    row({ id: 3, name: 'ci-c', status: 'offline', busy: true }),
    row({ id: 4, name: 'build-d', status: 'offline', labels: ['linux', 'arm'] })
  ]
  const ids = (f: Parameters<typeof selectForPrune>[1]) => selectForPrune(rows, f).remove.map(r => r.id)

  it('takes offline runners by default and never a busy one', () => {
    expect(ids({ status: 'offline' })).toEqual([1, 4])
    expect(ids({ status: 'any' })).toEqual([1, 2, 4])
    expect(selectForPrune(rows, { status: 'any' }).keep).toEqual([expect.objectContaining({ id: 3, reason: 'busy' })])
  })

  it('filters by scope: a runner whose scope is not known is never selected by one', () => {
    const scoped = [row({ id: 1, scope: 'instance' }), row({ id: 2, scope: 'org', owner: 'acme' }), row({ id: 3 })]
    const pick = (scopes?: Array<'instance' | 'org'>) => selectForPrune(scoped, { status: 'offline', scopes }).remove.map(r => r.id)
    expect(pick(['instance'])).toEqual([1])
    expect(pick(['org'])).toEqual([2])
    expect(pick(undefined)).toEqual([1, 2, 3])
    expect(selectForPrune(scoped, { status: 'offline', scopes: ['instance'] }).keep).toEqual([
      expect.objectContaining({ id: 2, reason: 'scope org' }),
      expect.objectContaining({ id: 3, reason: 'scope unknown' })
    ])
  })

  it('filters by name pattern, every label and ephemeral', () => {
    expect(ids({ status: 'any', name: 'ci-*' })).toEqual([1, 2])
    expect(ids({ status: 'any', name: 'ci-?' })).toEqual([1, 2])
    expect(ids({ status: 'offline', labels: ['linux'] })).toEqual([1, 4])
    expect(ids({ status: 'offline', labels: ['linux', 'arm'] })).toEqual([4])
    expect(ids({ status: 'offline', ephemeral: true })).toEqual([1])
    expect(ids({ status: 'offline', ephemeral: false })).toEqual([4])
  })

  it('reads a name pattern literally apart from * and ?', () => {
    expect(namePattern('a.b*').test('a.b-1')).toBe(true)
    expect(namePattern('a.b*').test('axb-1')).toBe(false)
    expect(namePattern('(x)+').test('(x)+')).toBe(true)
    expect(namePattern('ci-*').test('my-ci-1')).toBe(false)
  })

  it('refuses above max_removals, naming the runners, and lets up to it through', () => {
    const remove = selectForPrune(rows, { status: 'offline' }).remove
    expect(() => checkMaxRemovals(remove, 2)).not.toThrow()
    const err = caught(() => checkMaxRemovals(remove, 1))
    expect(err).toBeInstanceOf(UsageError)
    expect(err!.message).toMatch(/2 runners match, more than max_removals \(1\); nothing was removed/)
    expect(err!.message).toContain('"ci-a" (id 1)')
    expect(err!.message).toContain('"build-d" (id 4)')
  })

  it('names a hostile runner name neutralized in the guard message', () => {
    const err = caught(() => checkMaxRemovals([row({ id: 9, name: '::error::x\n##[group]y' })], 0))
    expect(err!.message).not.toMatch(/::error::|##\[|\n/)
  })
})

describe('what a registration hands over', () => {
  it('reads the protocol answer: the id comes as a string', () => {
    expect(registeredRunner({ runner: { id: '12', uuid: 'u', token: 't', name: 'n', labels: ['l'], ephemeral: true } })).toEqual({
      id: 12,
      uuid: 'u',
      token: 't',
      name: 'n',
      labels: ['l'],
      ephemeral: true
    })
    expect(() => registeredRunner({ runner: { id: 'x', uuid: 'u', token: 't' } })).toThrow(/without a runner id/)
    expect(() => registeredRunner({})).toThrow(/without a runner id/)
  })

  it("writes act_runner's .runner file: its fields, address and labels", () => {
    const file = JSON.parse(runnerFile(reg, 'http://127.0.0.1:3000'))
    expect(file).toEqual({
      WARNING: expect.stringContaining('act-runner'),
      id: 7,
      uuid: reg.uuid,
      name: 'ci-1',
      token: reg.token,
      address: 'http://127.0.0.1:3000',
      labels: ['ubuntu-latest:host'],
      ephemeral: true
    })
  })

  it("gives the Forgejo runner's server.connections entry, values quoted so no name breaks out", () => {
    const yaml = forgejoConnection(reg, 'https://git.example.com/sub')
    expect(yaml).toBe(
      [
        'server:',
        '  connections:',
        '    ci-1:',
        '      url: "https://git.example.com/sub"',
        '      uuid: "0b6e-uuid"',
        `      token: "${reg.token}"`,
        'runner:',
        '  labels:',
        '    - "ubuntu-latest:host"',
        ''
      ].join('\n')
    )
    const odd = forgejoConnection({ ...reg, name: 'a: b\nc', labels: [] }, 'u')
    expect(odd).toContain('    forgejo:\n')
    expect(odd).not.toContain('runner:')
  })

  it('writes the .runner file with mode 0600, under RUNNER_TEMP or where asked, and only then', () => {
    const temp = mkdtempSync(join(tmpdir(), 'svc-runner-'))
    const where = writeRunnerFile(reg, 'content', undefined, { RUNNER_TEMP: temp })
    expect(where).toBe(join(temp, 'svc-runner-7', '.runner'))
    expect(readFileSync(where!, 'utf8')).toBe('content')
    expect(statSync(where!).mode & 0o777).toBe(0o600)
    expect(writeRunnerFile(reg, 'content', undefined, {})).toBeUndefined()
    // An existing .runner file open to all is made private before the new token goes in.
    const given = join(temp, 'given.runner')
    writeFileSync(given, runnerFile({ ...reg, token: 'old' }, 'u'))
    chmodSync(given, 0o666)
    expect(writeRunnerFile(reg, 'new', given, {})).toBe(given)
    expect(statSync(given).mode & 0o777).toBe(0o600)
    expect(readFileSync(given, 'utf8')).toBe('new')
    // Any other existing file is left alone: a path from an MCP client must not clobber a file.
    const other = join(temp, 'profile')
    writeFileSync(other, 'export PATH=/usr/bin\n')
    expect(() => writeRunnerFile(reg, 'x', other, {})).toThrow(/exists and is not a \.runner file/)
    expect(readFileSync(other, 'utf8')).toBe('export PATH=/usr/bin\n')
  })
})

// Against simulators answering as the releases did: Forgejo 15 registers over REST, Forgejo 14
// has no such route (404) and gets the runner protocol with the scope's token from its own route.
describe.each([
  ['15.0.3', ['GET /api/v1/version', 'POST /api/v1/admin/actions/runners']],
  [
    '14.0.0',
    [
      'GET /api/v1/version',
      'POST /api/v1/admin/actions/runners',
      'GET /api/v1/admin/runners/registration-token',
      'POST /api/actions/runner.v1.RunnerService/Register'
    ]
  ]
])('runners_register on Forgejo %s', (version, requests) => {
  let sim: Sim
  const clients: ForgeHttp[] = []
  beforeAll(async () => {
    sim = await startForge({ variant: 'forgejo', version })
  })
  afterAll(async () => {
    await Promise.all(clients.map(c => c.close()))
    await sim.close()
  })

  it('registers an instance runner whose uuid and token are the server’s', async () => {
    const http = new ForgeHttp({ serverUrl: sim.url, token: FIXTURES.adminToken })
    clients.push(http)
    const res = await new Forge(http, 'forgejo').run(findOperation('admin', 'runners_register'), { name: 'ci-x', ephemeral: true })
    const reg = res.result as { id: number; uuid: string; token: string }
    expect(sim.state.runners.find(r => r.id === reg.id)).toMatchObject({ uuid: reg.uuid, token: reg.token, ownerId: 0, ephemeral: true })
    // The release is asked once: the token route depends on it (14 has only /admin/runners/...).
    expect(sim.requests.map(r => `${r.method} ${r.path}`)).toEqual(requests)
    expect(res.credentials).toContain(reg.token)
    // The credentials work as a runner's: Declare with them answers 200, with a wrong token 401.
    const declare = (token: string) =>
      fetch(`${sim.url}/api/actions/runner.v1.RunnerService/Declare`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-runner-uuid': reg.uuid, 'x-runner-token': token },
        body: JSON.stringify({ version: 'v0', labels: ['linux'] })
      }).then(r => r.status)
    expect(await declare(reg.token)).toBe(200)
    expect(await declare('0'.repeat(40))).toBe(401)
    expect(sim.violations).toEqual([])
  })
})

describe('the registration token runners_register gets itself', () => {
  let sim: Sim
  let http: ForgeHttp
  beforeAll(async () => {
    sim = await startForge({ variant: 'gitea' })
    http = new ForgeHttp({ serverUrl: sim.url, token: FIXTURES.adminToken })
  })
  afterAll(async () => {
    await http.close()
    await sim.close()
  })

  it('is redacted from a Register error that echoes it', async () => {
    const token = (
      (await await fetch(`${sim.url}/api/v1/admin/actions/runners/registration-token`, {
        method: 'POST',
        headers: { authorization: `token ${FIXTURES.adminToken}` }
      }).then(r => r.json())) as { token: string }
    ).token
    sim.inject({
      method: 'POST',
      path: /RunnerService\/Register$/,
      status: 500,
      body: JSON.stringify({ code: 'unknown', message: `registration token ${token} is not valid here` })
    })
    const err = (await new Forge(http, 'gitea').run(findOperation('admin', 'runners_register'), { name: 'ci-y' }).catch(e => e)) as Error
    expect(err.message).toMatch(/registration token \S+ is not valid here/)
    expect(err.message).not.toContain(token)
  })
})

// Gitea's instance list holds every runner of the server; prune places each by reading the
// organizations', repositories' and users' own lists. One of those deleted meanwhile (404) holds
// none of them any more: the prune goes on; any other failure of a read fails it, nothing removed.
describe('runners_prune on Gitea: an owner deleted while its runners are placed', () => {
  let sim: Sim
  let http: ForgeHttp
  beforeAll(async () => {
    sim = await startForge({ variant: 'gitea' })
    http = new ForgeHttp({ serverUrl: sim.url, token: FIXTURES.adminToken })
  })
  afterAll(async () => {
    await http.close()
    await sim.close()
  })

  it('a 404 of an organization’s runner list is no runner there; a 500 fails the prune', async () => {
    const forge = new Forge(http, 'gitea')
    const made = (await forge.run(findOperation('admin', 'runners_register'), { name: 'gone-owner-ci' })).result as { id: number }
    const prune = () => forge.run(findOperation('admin', 'runners_prune'), { name: 'gone-owner-*', status: 'any', preview: true })
    sim.inject({
      method: 'GET',
      path: /^\/api\/v1\/orgs\/[^/]+\/actions\/runners$/,
      status: 404,
      body: '{"message":"not found"}',
      times: 1
    })
    const rows = (await prune()).result as Array<{ id: number; scope: string; outcome: string }>
    expect(rows.find(r => r.id === made.id)).toMatchObject({ scope: 'instance', outcome: 'would remove' })
    sim.inject({ method: 'GET', path: /^\/api\/v1\/orgs\/[^/]+\/actions\/runners$/, status: 500, body: '{"message":"boom"}', times: 1 })
    await expect(prune()).rejects.toMatchObject({ status: 500 })
    expect(sim.state.runners.some(r => r.id === made.id)).toBe(true)
  })
})
