// Running svc mcp --http as a service: the Dockerfile (parsed, its rules checked, and its very
// command and health check run against the simulated forge with nothing writable), the systemd
// unit of docs/mcp.md (`systemd-analyze verify` where the machine has it, parsed otherwise), and
// two instances behind a reverse proxy answering one client's session interchangeably.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { execFile, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DockerfileParser, Healthcheck } from 'dockerfile-ast'
import { ROOT } from '../bundle.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { ensureCliBundle, startHttpServer, stopHttpServers, type HttpServer } from './harness.js'

const run = promisify(execFile)

/** A port free now (the Dockerfile's command names its port; the test gives it one that is free). */
async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>(resolve => s.listen(0, '127.0.0.1', resolve))
  const { port } = s.address() as AddressInfo
  await new Promise(resolve => s.close(resolve))
  return port
}

describe('svc mcp --http as a service', () => {
  let sim: Sim
  let bundle: string
  beforeAll(async () => {
    bundle = ensureCliBundle()
    sim = await startForge({ variant: 'gitea' })
  }, 180_000)
  afterAll(async () => {
    await stopHttpServers()
    await sim?.close()
  })

  test('the Dockerfile: a pinned base, non-root, nothing fetched, /healthz as its check; its command serves with nothing writable', async () => {
    const file = DockerfileParser.parse(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))
    const all = file.getInstructions()
    const of = (k: string) => all.filter(i => i.getKeyword() === k)
    const args = (k: string) => of(k).map(i => i.getArgumentsContent() ?? '')
    expect(file.getFROMs().map(f => `${f.getImageName()}:${f.getImageTag()}`)).toEqual([expect.stringMatching(/^node:24-[a-z]+-slim$/)])
    expect(args('USER')).toEqual(['node'])
    // Nothing fetched or run at build time: the image is the committed bundles.
    expect(of('ADD')).toEqual([])
    expect(of('RUN')).toEqual([])
    expect(args('COPY')).toEqual(['package.json ./', 'dist/ ./dist/'])
    expect(readFileSync(join(ROOT, '.dockerignore'), 'utf8')).toMatch(/^\*\n!package\.json\n!dist\/\n$/m)
    expect(args('ENV').join(' ')).toMatch(/NODE_DISABLE_COMPILE_CACHE=1/)
    const health = of('HEALTHCHECK')[0] as Healthcheck
    expect(health).toBeInstanceOf(Healthcheck)
    expect(health.getFlags().map(f => f.getName())).toEqual(['interval', 'timeout', 'start-period', 'retries'])
    const check = JSON.parse(health.getArgumentsContent()!.replace(/^CMD\s+/, '')) as string[]
    const exec = (k: string) => JSON.parse(args(k)[0]) as string[]
    const command = [...exec('ENTRYPOINT'), ...exec('CMD')]
    expect(command.slice(0, 5)).toEqual(['node', '/opt/svc/dist/cli.js', 'mcp', '--http', '0.0.0.0:8080'])
    expect(check.join(' ')).toContain('http://127.0.0.1:8080/healthz')

    // Its command and health check, as the container runs them: this checkout's bundle for
    // /opt/svc, a free port for 8080 on loopback, a HOME and a working directory it cannot write.
    const port = String(await freePort())
    const home = mkdtempSync(join(tmpdir(), 'svc-readonly-'))
    chmodSync(home, 0o555)
    const local = (a: string) => a.replace('/opt/svc/dist/cli.js', bundle).replace('0.0.0.0:8080', `127.0.0.1:${port}`)
    const env = { SVC_SERVER_URL: sim.url, NODE_DISABLE_COMPILE_CACHE: '1', HOME: home, TMPDIR: home }
    const server = await startHttpServer(bundle, env, command.slice(5).map(local), { http: `127.0.0.1:${port}`, cwd: home })
    try {
      const healthy = await run(
        process.execPath,
        check.slice(1).map(a => a.replace('8080', port)),
        { env: { PATH: process.env.PATH } }
      )
      expect(healthy.stderr).toBe('')
      const r = await fetch(server.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sim.fixtures.userToken}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream'
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'svc_users', arguments: { action: 'me' } } })
      })
      expect(((await r.json()) as any).result.structuredContent.result.login).toBe('alice')
      expect((await fetch(new URL('/metrics', server.url))).status).toBe(200)
    } finally {
      expect(await server.stop()).toBe(0)
      // The check fails once the server is gone.
      const down = spawnSync(
        process.execPath,
        check.slice(1).map(a => a.replace('8080', port)),
        { timeout: 20_000 }
      )
      expect(down.status).toBe(1)
      chmodSync(home, 0o755)
      rmSync(home, { recursive: true, force: true })
    }
  }, 120_000)

  test('the systemd unit of docs/mcp.md: systemd-analyze verify (a parse where it is missing)', async () => {
    const docs = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8')
    const unit = /```ini\n(# svc-mcp\.service[\s\S]*?)```/.exec(docs)?.[1]
    expect(unit).toBeDefined()
    const sections = [...unit!.matchAll(/^\[(\w+)\]$/gm)].map(m => m[1])
    expect(sections).toEqual(['Unit', 'Service', 'Install'])
    const keys = new Map([...unit!.matchAll(/^(\w+)=(.*)$/gm)].map(m => [m[1], m[2]]))
    expect(keys.get('ExecStart')).toMatch(/^\/usr\/bin\/node \/opt\/svc\/dist\/cli\.js mcp --http 127\.0\.0\.1:\d+ /)
    expect(keys.get('DynamicUser')).toBe('yes')
    expect(keys.get('ProtectSystem')).toBe('strict')
    expect(keys.get('NoNewPrivileges')).toBe('yes')
    // The stop waits for the requests in flight (up to --request-timeout, 120 s by default).
    expect(Number(keys.get('TimeoutStopSec'))).toBeGreaterThan(120)
    const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' })
    if (analyze.status !== 0) return
    const dir = mkdtempSync(join(tmpdir(), 'svc-unit-'))
    try {
      const path = join(dir, 'svc-mcp.service')
      writeFileSync(path, unit!)
      const verified = spawnSync('systemd-analyze', ['verify', '--man=no', path], { encoding: 'utf8' })
      // Only what concerns this unit (the machine's own units may draw warnings of their own).
      const about = (verified.stderr + verified.stdout).split('\n').filter(l => l.includes('svc-mcp.service'))
      expect({ status: verified.status, about }).toEqual({ status: 0, about: [] })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  test("two instances behind a reverse proxy answer one client's session interchangeably", async () => {
    const proxyPort = await freePort()
    const publicUrl = `http://127.0.0.1:${proxyPort}`
    const backends: HttpServer[] = []
    for (let i = 0; i < 2; i++) backends.push(await startHttpServer(bundle, { SVC_SERVER_URL: sim.url }, ['--public-url', publicUrl]))
    // Round robin, a request at a time, as a load balancer without affinity does.
    const served: number[] = []
    let next = 0
    const proxy: Server = createServer((req, res) => {
      const k = next++ % backends.length
      served.push(k)
      const target = new URL(req.url ?? '/', backends[k].url)
      const out = request(target, { method: req.method, headers: req.headers }, answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      out.on('error', () => res.writeHead(502).end())
      req.pipe(out)
    })
    await new Promise<void>(resolve => proxy.listen(proxyPort, '127.0.0.1', resolve))
    try {
      for (const versionNegotiation of [undefined, { mode: { pin: '2026-07-28' } }] as const) {
        const client = new Client({ name: 'svc-proxy', version: '1.0.0' }, versionNegotiation ? { versionNegotiation } : {})
        await client.connect(
          new StreamableHTTPClientTransport(new URL('/mcp', publicUrl), {
            requestInit: { headers: { authorization: `Bearer ${sim.fixtures.userToken}` } }
          })
        )
        try {
          const before = served.length
          for (let i = 0; i < 4; i++) {
            expect((await client.listTools()).tools.map(t => t.name)).toContain('svc_users')
            const me = (await client.callTool({ name: 'svc_users', arguments: { action: 'me' } })) as { structuredContent?: any }
            expect(me.structuredContent.result.login).toBe('alice')
          }
          // The session's requests went to both instances.
          expect(new Set(served.slice(before))).toEqual(new Set([0, 1]))
        } finally {
          await client.close()
        }
      }
      // Its metadata names the public URL, whichever instance answers.
      for (let i = 0; i < 2; i++)
        expect(((await (await fetch(`${publicUrl}/.well-known/oauth-protected-resource/mcp`)).json()) as any).resource).toBe(
          `${publicUrl}/mcp`
        )
    } finally {
      await new Promise(resolve => proxy.close(resolve))
      for (const b of backends) await b.stop()
    }
  }, 120_000)
})
