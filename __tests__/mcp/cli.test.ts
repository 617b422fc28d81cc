// `svc mcp` as a command of the bundled CLI: the MCP SDK stays out of the action bundle and out of
// the CLI's files (it sits in dist/mcp.js, loaded only by `svc mcp`), and the command's own
// settings are checked before anything starts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from '@jest/globals'
import { ensureBundle, ROOT } from '../bundle.js'
import { runCli } from '../cli/harness.js'

/** Strings only the MCP SDK or the tool server hold. */
const MCP_MARKERS = ['@modelcontextprotocol', 'notifications/tools/list_changed', 'structuredContent']

describe('svc mcp in the bundles', () => {
  let cli: string
  beforeAll(() => {
    ensureBundle('index.js')
    cli = ensureBundle('cli.js')
  }, 180_000)

  test('dist/index.js (the action) holds nothing of the MCP SDK or server', () => {
    const action = readFileSync(join(ROOT, 'dist', 'index.js'), 'utf8')
    for (const m of MCP_MARKERS) expect({ m, found: action.includes(m) }).toEqual({ m, found: false })
  })

  test('dist/cli.js loads the MCP server from dist/mcp.js, a bundle of its own, only for svc mcp', () => {
    const main = readFileSync(cli, 'utf8')
    for (const m of MCP_MARKERS) expect({ m, found: main.includes(m) }).toEqual({ m, found: false })
    // No chunk of the CLI holds it either: a chunk would share modules with cli.js (see src/cli/mcp-bundle.ts).
    const chunks = readdirSync(join(ROOT, 'dist')).filter(f => /^cli\.[\w-]+\.js$/.test(f))
    const texts = [main]
    for (const c of chunks) {
      const text = readFileSync(join(ROOT, 'dist', c), 'utf8')
      texts.push(text)
      for (const m of MCP_MARKERS) expect({ c, m, found: text.includes(m) }).toEqual({ c, m, found: false })
    }
    // (named by cli.js or by the chunk of the command tree it loads)
    expect(texts.some(t => /"\.\/mcp\.js"/.test(t))).toBe(true)
    const server = ['mcp.js', ...readdirSync(join(ROOT, 'dist')).filter(f => /^mcp\.[\w-]+\.js$/.test(f))].map(f =>
      readFileSync(join(ROOT, 'dist', f), 'utf8')
    )
    // (minified, the server bundle no longer names the SDK's package; its protocol strings remain)
    for (const m of MCP_MARKERS.slice(1)) expect({ m, found: server.join('\n').includes(m) }).toEqual({ m, found: true })
  })

  test('svc --help lists mcp; svc mcp --help names the environment', async () => {
    const help = await runCli(cli, ['--help'])
    expect(help.stdout.replace(/\s+/g, ' ')).toContain(
      ' mcp [options] serve the svc_enable, svc_users, svc_admin, svc_orgs, svc_repos, svc_state and svc_report tools'
    )
    const own = await runCli(cli, ['mcp', '--help'])
    expect(own.code).toBe(0)
    expect(own.stdout).toMatch(/--domains <list>[\s\S]*SVC_DOMAINS/)
    expect(own.stdout).toMatch(/--read-only[\s\S]*SVC_READ_ONLY/)
    expect(own.stdout).toMatch(/--server-url <url>[\s\S]*SVC_SERVER_URL/)
  })

  test('bad settings exit 2 before serving', async () => {
    const env = { SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'tok-SECRET-1234' }
    const domains = await runCli(cli, ['mcp', '--domains', 'users,adimn'], { env })
    expect(domains).toMatchObject({ code: 2, stdout: '' })
    expect(domains.stderr).toMatch(/^svc: --domains: unknown domain "adimn" \(did you mean "admin"\?\)/)
    const fromEnv = await runCli(cli, ['mcp'], { env: { ...env, SVC_DOMAINS: 'user' } })
    expect(fromEnv.stderr).toMatch(/^svc: SVC_DOMAINS: unknown domain "user"/)
    const ro = await runCli(cli, ['mcp'], { env: { ...env, SVC_READ_ONLY: 'maybe' } })
    expect(ro).toMatchObject({ code: 2 })
    expect(ro.stderr).toMatch(/SVC_READ_ONLY must be true or false/)
    const stdin = await runCli(cli, ['--password-stdin', 'mcp'], { env })
    expect(stdin.code).toBe(2)
    expect(stdin.stderr).toMatch(/svc mcp does not take --password-stdin/)
    const dry = await runCli(cli, ['--dry-run', 'mcp'], { env })
    expect(dry.stderr).toMatch(/svc mcp does not take --dry-run.*dry_run/)
    const none = await runCli(cli, ['mcp'], { env: { SVC_TOKEN: 'x' } })
    expect(none).toMatchObject({ code: 2 })
    expect(none.stderr).toMatch(/no server: pass --server-url URL, set SVC_SERVER_URL/)
    const ca = await runCli(cli, ['mcp'], { env: { ...env, SVC_CA_CERT: '/nonexistent/ca.pem' } })
    expect(ca).toMatchObject({ code: 2 })
    expect(ca.stderr).toMatch(/--ca-cert: cannot read file "\/nonexistent\/ca.pem"/)
    for (const r of [domains, fromEnv, ro, stdin, dry, none, ca]) expect(r.stderr).not.toContain('tok-SECRET-1234')
  }, 60_000)

  test('the flag wins over SVC_DOMAINS; the server ends when the client closes standard input', async () => {
    const env = { SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'tok-SECRET-1234', SVC_DOMAINS: 'user' }
    const r = await runCli(cli, ['mcp', '--domains', 'users'], { env })
    expect(r).toMatchObject({ code: 0, stdout: '' })
    expect(r.stderr).not.toMatch(/SVC_DOMAINS/)
    expect(r.stderr).not.toContain('tok-SECRET-1234')
  }, 60_000)
})
