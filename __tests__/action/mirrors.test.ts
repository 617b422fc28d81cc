// `action: apply` of a state file's `mirrors` section through the bundled action (dist/index.js)
// against the simulated Gitea, with the `migrations` input (what `svc apply --migrations` sets): a
// bad value fails the step naming the input, nothing sent; a good one is the number of
// POST /repos/migrate in flight at once. The source is a stub Gitea on loopback (its organization's
// list); between the action and the simulator, a proxy holds the first migrations until as many as
// the input says are in flight (so the test waits for events, not for time) and counts them.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startForge, type Forge } from '../sim/forge.js'
import { startMigrationProxy, type MigrationProxy } from '../sim/migration-proxy.js'
import { cleanup, findLeaks, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

const RUN = Math.random().toString(36).slice(2, 7)
const SOURCE_TOKEN = `src-token-${RUN}-Xq9!do-not-print`
const NAMES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']
const workspace = mkdtempSync(join(tmpdir(), 'svc-ws-'))
let node: NodeBinary
let bundle: string
let gitea: Forge
let proxy: MigrationProxy

beforeAll(async () => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
  gitea = await startForge({ variant: 'gitea' })
  proxy = await startMigrationProxy(gitea.url, NAMES)
  writeFileSync(
    join(workspace, 'mirrors.yaml'),
    `mirrors:\n  - from: { service: gitea, owner: acme, url: ${proxy.sourceUrl}, token_from_env: SRC_TOKEN }\n    to: mr${RUN}\n    interval: 8h\n`
  )
}, 300_000)
afterAll(async () => {
  proxy?.close()
  await gitea?.close()
})

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${gitea.url}/api/v1${path}`, {
    method,
    headers: { authorization: `token ${gitea.fixtures.adminToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function apply(inputs: Record<string, string>, check: (run: ActionRun) => void) {
  const run = await runAction({
    node,
    bundle,
    serverUrl: proxy.url,
    inputs: { token: gitea.fixtures.adminToken, action: 'apply', 'state-file': 'mirrors.yaml', ...inputs },
    env: { GITHUB_WORKSPACE: workspace, SRC_TOKEN: SOURCE_TOKEN }
  })
  try {
    check(run)
    expect(findLeaks(run, [SOURCE_TOKEN])).toEqual([])
  } finally {
    cleanup(run)
  }
}

const writes = () => gitea.requests.filter(r => r.method !== 'GET').length

describe('action: apply of a mirrors section, input migrations', () => {
  test.each([
    ['0', 'must be at least 1'],
    ['33', 'must be at most 32'],
    ['two', 'must be a whole number'],
    ['3; echo ::error::x', 'must be a whole number'],
    ['-1', 'must be a whole number']
  ])('migrations %j fails the step before anything is sent: %s', async (value, why) => {
    const before = writes()
    const asked = gitea.requests.length
    await apply({ migrations: value }, run => {
      expect(run.code).not.toBe(0)
      expect(run.errors).toEqual([`apply: input migrations ${why}`])
    })
    expect([gitea.requests.length - asked, writes() - before]).toEqual([0, 0])
  })

  test('migrations 3: three POST /repos/migrate in flight at once, never more; every copy made, the source token printed nowhere', async () => {
    expect((await api('POST', '/orgs', { username: `mr${RUN}` })).status).toBe(201)
    proxy.migrations.hold = 3
    proxy.migrations.most = 0
    await apply({ migrations: '3' }, run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      expect(run.outputs.changed).toBe('true')
      // A line in the log as each copy ends, counted.
      const progress = run.shown.split('\n').filter(l => /^\[\d\/6\] /.test(l))
      expect(progress.map(l => l.slice(0, 5)).sort()).toEqual(NAMES.map((_, i) => `[${i + 1}/6]`))
      expect(progress.every(l => /^\[\d\/6\] ok: \+ mirror /.test(l))).toBe(true)
    })
    expect(proxy.migrations.most).toBe(3)
    const copies = (await api('GET', `/orgs/mr${RUN}/repos?limit=50`)).body as Array<Record<string, unknown>>
    expect(copies.map(r => [r.name, r.mirror, r.original_url]).sort()).toEqual(
      NAMES.map(n => [n, true, `https://src.example.com/acme/${n}.git`])
    )
    const sent = gitea.requests.filter(r => r.method === 'POST' && r.path === '/api/v1/repos/migrate')
    expect(sent.map(r => (r.body as Record<string, unknown>).auth_token)).toEqual(NAMES.map(() => SOURCE_TOKEN))
  })

  test('without the input, two at once (the default): the first wave is held until two are in flight', async () => {
    for (const n of NAMES) expect((await api('DELETE', `/repos/mr${RUN}/${n}`)).status).toBe(204)
    proxy.migrations.hold = 2
    proxy.migrations.most = 0
    await apply({}, run => expect([run.code, run.errors]).toEqual([0, []]))
    expect(proxy.migrations.most).toBe(2)
  })
})
