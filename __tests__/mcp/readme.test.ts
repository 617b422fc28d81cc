// The MCP page (docs/mcp.md) works as written: its client configuration (command,
// args, env) starts the server, and the "done when" path of issue 7 runs through it: enable users,
// list the SSH keys and add one; with an admin token, enable admin and list the users. Changes are
// read back from the simulator by plain HTTP.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { Client } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { DOMAINS } from '../../src/registry/types.js'
import { ensureBundle } from '../bundle.js'
import { sampleSshKey } from '../sim/fixtures.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const PAGE = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8')

interface ServerConfig {
  command: string
  args: string[]
  env: Record<string, string>
}

/** The JSON snippet of the section: `mcpServers.svc`. */
function readmeConfig(): ServerConfig {
  const json = /```json\n([\s\S]*?)```/.exec(PAGE)
  if (!json) throw new Error('docs/mcp.md: no JSON snippet')
  return (JSON.parse(json[1]) as { mcpServers: { svc: ServerConfig } }).mcpServers.svc
}

describe('docs/mcp.md: Tool server (MCP)', () => {
  let sim: Sim
  let cli: string
  beforeAll(async () => {
    cli = ensureBundle('cli.js')
    sim = await startForge({ variant: 'forgejo' })
  }, 180_000)
  afterAll(async () => {
    await sim?.close()
  })

  test('documents the envelope fields, the environment, every tool and every domain', () => {
    const section = PAGE
    // Every tool the server can list, and every domain SVC_DOMAINS takes.
    for (const domain of [...DOMAINS, 'state']) {
      expect(section).toContain(`| \`svc_${domain}\` | \`${domain}\` |`)
      expect(section).toMatch(new RegExp(`SVC_DOMAINS\` \\(a comma-separated list of [^)]*\`${domain}\``))
    }
    for (const word of ['svc_enable', 'SVC_DOMAINS', 'SVC_READ_ONLY', 'SVC_TOKEN', 'SVC_USERNAME', 'SVC_PASSWORD'])
      expect(section).toContain(word)
    for (const field of ['action', 'variant', 'status', 'result', 'total_count', 'warnings', 'dry_run'])
      expect(section).toContain(`| \`${field}\` |`)
    expect(README).toMatch(/^- `svc mcp`, a \*\*tool server for MCP clients\*\*/m)
  })

  test('the configuration as written: enable users, list and add SSH keys; enable admin and list users', async () => {
    const config = readmeConfig()
    expect(config.command).toBe('node')
    expect(config.args).toEqual(['/path/to/svc/dist/cli.js', 'mcp'])
    expect(Object.keys(config.env).sort()).toEqual(['SVC_DOMAINS', 'SVC_SERVER_URL', 'SVC_TOKEN'])
    const start = async (token: string) => {
      const env = { ...config.env, SVC_SERVER_URL: sim.url, SVC_TOKEN: token, PATH: process.env.PATH ?? '/usr/bin:/bin' }
      const client = new Client({ name: 'readme', version: '1.0.0' })
      await client.connect(new StdioClientTransport({ command: process.execPath, args: [cli, ...config.args.slice(1)], env }))
      const call = async (name: string, args: Record<string, unknown>) => {
        const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: any; content: any[] }
        if (r.isError) throw new Error(`${name}: ${r.content[0].text}`)
        return r.structuredContent
      }
      return { client, call }
    }
    const user = await start(sim.fixtures.userToken)
    try {
      expect(await user.call('svc_enable', { domains: ['users'] })).toMatchObject({ enabled: ['users'] })
      const before = (await user.call('svc_users', { action: 'keys_list' })).result
      const added = await user.call('svc_users', { action: 'keys_add', title: 'readme-laptop', key: sampleSshKey('readme') })
      expect(added).toMatchObject({ status: 201, result: { title: 'readme-laptop' } })
      const res = await fetch(`${sim.url}/api/v1/user/keys`, { headers: { authorization: `token ${sim.fixtures.userToken}` } })
      expect(((await res.json()) as Array<{ id: number }>).map(k => k.id)).toEqual([
        ...before.map((k: { id: number }) => k.id),
        added.result.id
      ])
    } finally {
      await user.client.close()
    }
    const admin = await start(sim.fixtures.adminToken)
    try {
      expect(await admin.call('svc_enable', { domains: ['admin'] })).toMatchObject({ enabled: ['users', 'admin'], user: 'root' })
      const users = await admin.call('svc_admin', { action: 'users_list', limit: 50 })
      expect(users.result.map((u: { login: string }) => u.login)).toEqual(expect.arrayContaining(['root', 'alice', 'bob']))
      expect(users.total_count).toBe(sim.fixtures.totalUsers)
    } finally {
      await admin.client.close()
    }
  }, 90_000)
})
