// The MCP Inspector's CLI mode as an independent client of the bundled `svc mcp`: tools/list and
// one tools/call, on both variants. The Inspector is pinned in devDependencies at 0.15.0, the newest
// release whose declared engines admit Node 20 (0.16.0 and later require Node >= 22.7.5).
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { ensureBundle } from '../bundle.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { startHttpServer, stopHttpServers } from './harness.js'
import { inspector, INSPECTOR_PKG } from './inspector-cli.js'

for (const variant of ['gitea', 'forgejo'] as const)
  describe(`MCP Inspector CLI against svc mcp (${variant})`, () => {
    let sim: Sim
    let cli: string
    const server = () => [
      '-e',
      `SVC_SERVER_URL=${sim.url}`,
      '-e',
      `SVC_TOKEN=${sim.fixtures.userToken}`,
      '-e',
      'SVC_DOMAINS=users',
      process.execPath,
      cli,
      'mcp'
    ]

    beforeAll(async () => {
      cli = ensureBundle('cli.js')
      sim = await startForge({ variant })
    }, 180_000)
    afterAll(async () => {
      await stopHttpServers()
      await sim?.close()
    })

    test('the pinned Inspector admits Node 20', () => {
      const pkg = JSON.parse(readFileSync(INSPECTOR_PKG, 'utf8')) as { version: string; engines?: { node?: string } }
      expect(pkg.version).toBe('0.15.0')
      expect(pkg.engines?.node ?? '').not.toMatch(/>=\s*2[2-9]/)
    })

    test('tools/list shows svc_enable and the start-up domain tool with its schemas', async () => {
      const r = await inspector([...server(), '--method', 'tools/list'])
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: expect.any(String) })
      const { tools } = JSON.parse(r.stdout) as { tools: Array<Record<string, any>> }
      expect(tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users'])
      expect(tools[1].inputSchema).toMatchObject({ type: 'object', required: ['action'] })
      expect(tools[1].inputSchema.properties.action.enum).toContain('keys_list')
      expect(tools[1].outputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['result', 'status', 'variant']) })
    }, 90_000)

    test('tools/call svc_users keys_list: the result equals the keys read from the server by HTTP', async () => {
      const r = await inspector([...server(), '--method', 'tools/call', '--tool-name', 'svc_users', '--tool-arg', 'action=keys_list'])
      expect(r.code).toBe(0)
      const out = JSON.parse(r.stdout) as { isError?: boolean; content: Array<{ text: string }>; structuredContent: Record<string, any> }
      expect(out.isError ?? false).toBe(false)
      expect(out.structuredContent).toMatchObject({ action: 'keys_list', variant, status: 200 })
      expect(JSON.parse(out.content[0].text)).toEqual(out.structuredContent)
      const res = await fetch(`${sim.url}/api/v1/user/keys`, { headers: { authorization: `token ${sim.fixtures.userToken}` } })
      const keys = (await res.json()) as Array<{ id: number; title: string }>
      expect(keys.length).toBeGreaterThan(0)
      expect(out.structuredContent.result.map((k: { id: number }) => k.id)).toEqual(keys.map(k => k.id))
      expect(r.stdout).not.toContain(sim.fixtures.userToken)
    }, 90_000)

    test('over HTTP (svc mcp --http): the Inspector sends no Authorization, so only the single-user mode serves it', async () => {
      const env = { SVC_SERVER_URL: sim.url, SVC_TOKEN: sim.fixtures.userToken, SVC_DOMAINS: 'users' }
      const multi = await startHttpServer(cli, env)
      const single = await startHttpServer(cli, env, ['--single-user'])
      try {
        const refused = await inspector([multi.url, '--transport', 'http', '--method', 'tools/list'])
        expect(refused.code).not.toBe(0)
        expect(refused.stdout + refused.stderr).toMatch(/Unauthorized: send the forge token as Authorization: Bearer/)
        const list = await inspector([single.url, '--transport', 'http', '--method', 'tools/list'])
        expect(list.code).toBe(0)
        expect((JSON.parse(list.stdout) as { tools: Array<{ name: string }> }).tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users'])
        const r = await inspector([
          single.url,
          '--transport',
          'http',
          '--method',
          'tools/call',
          '--tool-name',
          'svc_users',
          '--tool-arg',
          'action=me'
        ])
        expect(r.code).toBe(0)
        expect(JSON.parse(r.stdout).structuredContent).toMatchObject({ action: 'me', variant, result: { login: 'alice' } })
        expect(r.stdout + single.stderr()).not.toContain(sim.fixtures.userToken)
      } finally {
        await multi.stop()
        await single.stop()
      }
    }, 90_000)
  })
