// Mirrors that fail, on real servers (the suites' own Gitea as the target, a second one as the
// source, as in pull-mirrors.test.ts): an address that does not exist, a wrong token, a name the
// target holds already, a migration that fails half way (a proxy in front of the source breaks its
// releases after the git data came), and a server that refuses local addresses. Each copy fails
// with its reason in the table, the others go on, the exit code is 1, no repository is left
// behind, the one that held the name is untouched, and no output holds a token in any form.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { createServer, request, type Server as HttpServer } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCliBundle, runCli, type CliRun } from '../cli/harness.js'
import { ADMIN, ADMIN_TOKEN, LABEL, URL } from './instance.js'
import { startSecondGitea, type SecondGitea } from './second-gitea.js'
import { call, ok, orgRepos, RICH, seedSource, type Server } from './mirrors-seed.js'
import { tokenForms } from './token-forms.js'

const run = randomBytes(3).toString('hex')
const SRC = `fs${run}`
const DST = `fd${run}`
const WRONG = randomBytes(20).toString('hex')
const target: Server = { url: URL, adminUser: ADMIN, adminToken: ADMIN_TOKEN }
const work = mkdtempSync(join(tmpdir(), 'svc-pull-mirrors-fail-'))
let source: SecondGitea
let src: Server
let bundle: string
let proxy: HttpServer
let proxyUrl = ''
const outputs: string[] = []

async function svc(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const r = await runCli(bundle, args, {
    env: { SVC_SERVER_URL: URL, SVC_TOKEN: ADMIN_TOKEN, MIRROR_SOURCE_TOKEN: src.adminToken, WRONG_SOURCE_TOKEN: WRONG, ...env },
    cwd: work,
    timeoutMs: 900_000
  })
  outputs.push(r.stdout, r.stderr)
  return r
}

const stateFile = (name: string, text: string) => {
  const path = join(work, name)
  writeFileSync(path, text)
  return path
}

/** The source as seen through a proxy that answers 500 for every releases request: the git data comes, the releases never. */
function startBreakingProxy(upstream: string): Promise<void> {
  const up = new globalThis.URL(upstream)
  proxy = createServer((req, res) => {
    if (/\/releases(\?|$|\/)/.test(req.url ?? '')) {
      req.resume()
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"broken on purpose"}')
      return
    }
    const out = request(
      { host: up.hostname, port: up.port, method: req.method, path: req.url, headers: { ...req.headers, host: up.host } },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    out.on('error', () => res.destroy())
    req.pipe(out)
  })
  return new Promise(resolve =>
    proxy.listen(0, '127.0.0.1', () => {
      const a = proxy.address()
      proxyUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`
      resolve()
    })
  )
}

describe(`mirrors that fail, from a second Gitea into ${LABEL}`, () => {
  beforeAll(async () => {
    bundle = ensureCliBundle()
    source = await startSecondGitea({ localMigrations: false })
    src = { url: source.url, adminUser: source.adminUser, adminToken: source.adminToken }
    await seedSource(src, SRC)
    await ok(target, 'POST', '/orgs', { username: DST, visibility: 'public' })
    // The name a copy would take, held by a repository of the target's own.
    await ok(target, 'POST', `/orgs/${DST}/repos`, { name: 'repo-00', auto_init: true, default_branch: 'main' })
    await startBreakingProxy(src.url)
  }, 600_000)

  afterAll(async () => {
    await new Promise(resolve => proxy?.close(resolve))
    for (const r of await orgRepos(target, DST).catch(() => [])) await call(target, 'DELETE', `/repos/${DST}/${r.name}`)
    await call(target, 'DELETE', `/orgs/${DST}`)
    await source?.stop()
    rmSync(work, { recursive: true, force: true })
    for (const out of outputs)
      for (const form of [
        ...tokenForms(src.adminUser, src.adminToken),
        ...tokenForms(src.adminUser, WRONG),
        ...tokenForms(ADMIN, ADMIN_TOKEN)
      ])
        expect(out).not.toContain(form)
  }, 300_000)

  it('each copy fails with its reason, the others go on, exit 1, nothing left behind, the name holder untouched', async () => {
    const file = stateFile(
      'failing.yaml',
      `
mirrors:
  - { clone_addr: ${src.url}/${SRC}/does-not-exist.git, service: gitea, to: ${DST}, token_from_env: MIRROR_SOURCE_TOKEN, mirror: false }
  - { clone_addr: ${src.url}/${SRC}/repo-01.git, service: gitea, to: ${DST}, name: wrong-token, token_from_env: WRONG_SOURCE_TOKEN }
  - { clone_addr: ${src.url}/${SRC}/repo-00.git, service: gitea, to: ${DST}, token_from_env: MIRROR_SOURCE_TOKEN }
  - { clone_addr: ${proxyUrl}/${SRC}/${RICH}.git, service: gitea, to: ${DST}, name: half-way, token_from_env: MIRROR_SOURCE_TOKEN, mirror: false, items: [labels, issues, releases] }
  - { clone_addr: ${src.url}/${SRC}/repo-04.git, service: gitea, to: ${DST}, token_from_env: MIRROR_SOURCE_TOKEN }
`
    )
    const plan = await svc(['plan', '-f', file])
    expect(plan.code).toBe(0)
    expect(plan.stdout).toContain(`+ mirror ${DST}/repo-00 (the name is taken by a repository that is no copy of it`)
    const before = await ok(target, 'GET', `/repos/${DST}/repo-00`)

    const apply = await svc(['apply', '-f', file, '--yes'])
    expect(apply.code).toBe(1)
    expect(apply.stdout).toContain('Mirrors: 1 brought in, 0 skipped, 4 failed (of 5).')
    const line = (name: string) => apply.stdout.split('\n').find(l => l.startsWith(`failed: + mirror ${DST}/${name}:`)) ?? ''
    // The server's reason for each, and what became of the repository it had made (Gitea 1.26.4 leaves one behind: removed).
    expect(line('does-not-exist')).toMatch(
      /the server failed the migration \(500 not found\); the repository the server left behind was removed/
    )
    expect(line('wrong-token')).toMatch(/\(500 invalid username, password or token\); the repository the server left behind was removed/)
    expect(line('repo-00')).toContain('exists already (not a mirror); nothing was sent')
    expect(line('half-way')).toMatch(/\(500 broken on purpose\); the repository the server left behind was removed/)
    // The one that could come, came.
    expect(await ok(target, 'GET', `/repos/${DST}/repo-04`)).toMatchObject({ mirror: true, empty: false })
    // Nothing of the failed ones is left; the repository that held the name is as it was.
    for (const name of ['does-not-exist', 'wrong-token', 'half-way'])
      expect((await call(target, 'GET', `/repos/${DST}/${name}`)).status).toBe(404)
    const after = await ok(target, 'GET', `/repos/${DST}/repo-00`)
    expect(after).toMatchObject({ id: before.id, mirror: false, original_url: '', updated_at: before.updated_at })
    expect((await orgRepos(target, DST)).map(r => r.name).sort()).toEqual(['repo-00', 'repo-04'])
  })

  it("a source listed with a wrong token: the plan fails with the source's answer, nothing is sent", async () => {
    const file = stateFile(
      'wrong-list.yaml',
      `
mirrors:
  - from: { service: gitea, owner: ${SRC}, url: ${src.url}, token_from_env: WRONG_SOURCE_TOKEN }
    to: ${DST}
`
    )
    const plan = await svc(['plan', '-f', file])
    expect(plan.code).not.toBe(0)
    expect(plan.stderr).toMatch(/mirrors\[0\]\.from: listing gitea \w+: .*401 invalid username, password or token/)
    const apply = await svc(['apply', '-f', file, '--yes'])
    expect(apply.code).not.toBe(0)
    expect((await orgRepos(target, DST)).map(r => r.name).sort()).toEqual(['repo-00', 'repo-04'])
  })

  it('a server that refuses local addresses: the reason names ALLOW_LOCALNETWORKS, nothing is left', async () => {
    // The source server (started with --no-local-migrations) as the target, bringing a repository in from the suites' own server.
    await ok(src, 'POST', '/orgs', { username: `${DST}l`, visibility: 'public' })
    await ok(target, 'POST', `/orgs/${DST}/repos`, { name: 'public-one', auto_init: true, default_branch: 'main' })
    const file = stateFile('local.yaml', `mirrors:\n  - { clone_addr: ${URL}/${DST}/public-one.git, to: ${DST}l }\n`)
    const apply = await svc(['apply', '-f', file, '--yes'], { SVC_SERVER_URL: src.url, SVC_TOKEN: src.adminToken, MIRROR_SOURCE_TOKEN: '' })
    expect(apply.code).toBe(1)
    expect(apply.stdout).toContain(`failed: + mirror ${DST}l/public-one:`)
    expect(apply.stdout).toContain('ALLOW_LOCALNETWORKS')
    expect((await call(src, 'GET', `/repos/${DST}l/public-one`)).status).toBe(404)
    await call(target, 'DELETE', `/repos/${DST}/public-one`)
  })
})
