// The benchmark's stub forge (scripts/bench/stub.mjs) answers the lists a plan reads as Gitea pages
// them, so that the bench's request counts are a real server's: at most 50 rows a page, an empty
// page past the end, X-Total-Count where Gitea sends it (not on a team's members). And `svc apply
// --concurrency N` has N requests in flight, as the action's batches do (its client had 16
// connections whatever N was). Nothing here is timed.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Forge, ForgeHttp } from '../../src/client/index.js'
import { findOperation } from '../../src/registry/index.js'
import { forgeReader } from '../../src/state/index.js'
import { ROOT } from '../bundle.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'

let stub: ChildProcess
let url: string

beforeAll(async () => {
  // 80 ms a request: long enough for every request of a window to be in flight at once.
  stub = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'bench', 'stub.mjs'), '--latency', '80', '--users', '120', '--orgs', '3', '--teams', '12'],
    {
      stdio: ['ignore', 'pipe', 'inherit']
    }
  )
  url = await new Promise<string>(ok => stub.stdout!.once('data', (d: Buffer) => ok(d.toString().trim())))
}, 30_000)
afterAll(() => {
  stub.kill('SIGTERM')
})

const get = async (path: string) => {
  const res = await fetch(`${url}/api/v1${path}`)
  return { status: res.status, total: res.headers.get('x-total-count'), rows: (await res.json()) as Array<Record<string, unknown>> }
}
const stats = async () => (await (await fetch(`${url}/__stats`)).json()) as { maxInFlight: number; requests: number }

describe('the bench stub pages as Gitea', () => {
  test('users and orgs: at most 50 a page, the total in X-Total-Count, an empty page past the end', async () => {
    const p1 = await get('/admin/users?page=1&limit=100')
    expect(p1).toMatchObject({ status: 200, total: '120' })
    expect(p1.rows.map(r => r.login)).toEqual(Array.from({ length: 50 }, (_, i) => `user${i + 1}`))
    expect((await get('/admin/users?page=3&limit=50')).rows.map(r => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i))
    expect((await get('/admin/users?page=4&limit=50')).rows).toEqual([])
    expect((await get('/admin/users?limit=7')).rows).toHaveLength(7)
    const orgs = await get('/orgs?page=1&limit=50')
    expect(orgs).toMatchObject({ status: 200, total: '3' })
    expect(orgs.rows.map(o => o.name)).toEqual(['org1', 'org2', 'org3'])
    expect((await get('/admin/orgs?page=2&limit=2')).rows.map(o => o.name)).toEqual(['org3'])
  })

  test("an org's teams (Owners first; read and write teams as permission none and units_map, as Gitea 1.25/1.26) and a team's members (no total)", async () => {
    const teams = await get('/orgs/org2/teams?page=1&limit=50')
    expect(teams.total).toBe('4')
    expect(teams.rows.map(t => [t.id, t.name, t.permission, (t.units_map as Record<string, string>)['repo.code']])).toEqual([
      [5, 'Owners', 'owner', 'owner'],
      [6, 'team2', 'none', 'write'],
      [7, 'team3', 'none', 'read'],
      [8, 'team4', 'none', 'write']
    ])
    const members = await get('/teams/6/members?page=1&limit=50')
    expect(members).toMatchObject({ status: 200, total: null })
    expect(members.rows).toHaveLength(3)
    expect((await get('/teams/6/members?page=2&limit=50')).rows).toEqual([])
    expect((await get('/orgs/org9/teams')).status).toBe(404)
    expect((await get('/teams/13/members')).status).toBe(404)
  })
})

describe("a plan's reader", () => {
  test("sends each GET once: an org's teams are read once, not again for each team's member list", async () => {
    const http = new ForgeHttp({ serverUrl: url, token: 'bench-token-0123456789abcdef' })
    try {
      const forge = new Forge(http, 'gitea')
      const read = forgeReader(forge)
      await stats()
      const teams = await read('orgs', 'teams_list', { org: 'org1' })
      const members = await Promise.all(['team2', 'team3', 'team4'].map(team => read('orgs', 'teams_members_list', { org: 'org1', team })))
      expect(teams.map(t => t.name)).toEqual(['Owners', 'team2', 'team3', 'team4'])
      expect(members.map(m => m.length)).toEqual([3, 3, 3])
      // /orgs/org1/teams once, /teams/{id}/members for each team (one page each: 3 rows).
      expect((await stats()).requests).toBe(4)
      // Another reader (another plan) reads again; a client's own runs are not shared.
      await forgeReader(forge)('orgs', 'teams_members_list', { org: 'org1', team: 'team2' })
      await forge.run(findOperation('orgs', 'teams_list'), { org: 'org1' })
      expect((await stats()).requests).toBe(3)
    } finally {
      await http.close()
    }
  })
})

describe('svc apply --concurrency', () => {
  test('32 has 32 creates in flight', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-bench-stub-'))
    const file = join(dir, 'state.yaml')
    const users = Array.from({ length: 40 }, (_, i) => `  new${i}:\n    email: new${i}@example.com\n    password: { value_from_env: PW }\n`)
    writeFileSync(file, `users:\n${users.join('')}`)
    await stats()
    const r = await runCli(ensureCliBundle(), ['apply', '--yes', '-f', file, '--concurrency', '32'], {
      env: { SVC_SERVER_URL: url, SVC_TOKEN: 'bench-token-0123456789abcdef', SVC_VARIANT: 'gitea', PW: 'pw-0123456789-Zq9!x' }
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    // The list read (3 pages: page 1, page 2, then the rest), then the 40 creates.
    expect(await stats()).toEqual({ maxInFlight: 32, requests: 43 })
  }, 120_000)
})
