// `action: apply` of a state file's `mirrors` section through the bundled action (dist/index.js)
// against the simulated Gitea, with the `migrations` input (what `svc apply --migrations` sets): a
// bad value fails the step naming the input, nothing sent; a good one is the number of
// POST /repos/migrate in flight at once. The source is a stub Gitea on loopback (its organization's
// list); between the action and the simulator, a proxy holds the first migrations until as many as
// the input says are in flight (so the test waits for events, not for time) and counts them.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startForge, type Forge } from '../sim/forge.js'
import { cleanup, findLeaks, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

const RUN = Math.random().toString(36).slice(2, 7)
const SOURCE_TOKEN = `src-token-${RUN}-Xq9!do-not-print`
const NAMES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']
const workspace = mkdtempSync(join(tmpdir(), 'svc-ws-'))
let node: NodeBinary
let bundle: string
let gitea: Forge
let source: Server
let proxy: Server
let proxyUrl = ''

/** The proxy's count of POST /repos/migrate: in flight now, the most at once, and the first wave held until it is `hold` strong. */
const migrations = { inFlight: 0, most: 0, hold: 0, held: [] as Array<() => void> }

const listen = async (s: Server) => {
  await new Promise<void>(ok => s.listen(0, '127.0.0.1', ok))
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`
}

beforeAll(async () => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
  gitea = await startForge({ variant: 'gitea' })
  // The source: a Gitea's organization list (one page); its clone addresses are hosts the simulator copies from.
  source = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname !== '/api/v1/orgs/acme/repos') return void res.writeHead(404).end('{}')
    const rows = NAMES.map(name => ({
      name,
      full_name: `acme/${name}`,
      clone_url: `https://src.example.com/acme/${name}.git`,
      private: false,
      fork: false,
      archived: false,
      size: 1,
      updated_at: '2026-01-01T00:00:00Z',
      has_wiki: false,
      default_branch: 'main',
      description: ''
    }))
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(Number(url.searchParams.get('page') ?? 1) === 1 ? rows : []))
  })
  const sourceUrl = await listen(source)
  const target = new URL(gitea.url)
  proxy = createServer((req, res) => {
    const isMigration = req.method === 'POST' && req.url === '/api/v1/repos/migrate'
    const forward = () => {
      const out = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        answer => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        }
      )
      req.pipe(out)
    }
    if (!isMigration) return forward()
    migrations.most = Math.max(migrations.most, ++migrations.inFlight)
    res.on('close', () => migrations.inFlight--)
    if (migrations.hold === 0) return forward()
    migrations.held.push(forward)
    if (migrations.held.length < migrations.hold) return
    migrations.hold = 0
    for (const go of migrations.held.splice(0)) go()
  })
  proxyUrl = await listen(proxy)
  writeFileSync(
    join(workspace, 'mirrors.yaml'),
    `mirrors:\n  - from: { service: gitea, owner: acme, url: ${sourceUrl}, token_from_env: SRC_TOKEN }\n    to: mr${RUN}\n    interval: 8h\n`
  )
}, 300_000)
afterAll(async () => {
  proxy?.close()
  source?.close()
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
    serverUrl: proxyUrl,
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
    migrations.hold = 3
    migrations.most = 0
    await apply({ migrations: '3' }, run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      expect(run.outputs.changed).toBe('true')
    })
    expect(migrations.most).toBe(3)
    const copies = (await api('GET', `/orgs/mr${RUN}/repos?limit=50`)).body as Array<Record<string, unknown>>
    expect(copies.map(r => [r.name, r.mirror, r.original_url]).sort()).toEqual(
      NAMES.map(n => [n, true, `https://src.example.com/acme/${n}.git`])
    )
    const sent = gitea.requests.filter(r => r.method === 'POST' && r.path === '/api/v1/repos/migrate')
    expect(sent.map(r => (r.body as Record<string, unknown>).auth_token)).toEqual(NAMES.map(() => SOURCE_TOKEN))
  })

  test('without the input, two at once (the default): the first wave is held until two are in flight', async () => {
    for (const n of NAMES) expect((await api('DELETE', `/repos/mr${RUN}/${n}`)).status).toBe(204)
    migrations.hold = 2
    migrations.most = 0
    await apply({}, run => expect([run.code, run.errors]).toEqual([0, []]))
    expect(migrations.most).toBe(2)
  })
})
