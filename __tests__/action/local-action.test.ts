// The action under `@github/local-action` (7.x), as the README's "Test locally" shows it: the tool
// imports src/index.ts, calls its exported run() with stubbed @actions/core, and lists the outputs
// the stub received. Against the simulated forge; the change is read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../bundle.js'
import { startForge, type Forge } from '../sim/forge.js'

let forge: Forge
let dir: string
beforeAll(async () => {
  forge = await startForge({ variant: 'forgejo' })
  dir = mkdtempSync(join(tmpdir(), 'svc-local-action-'))
})
afterAll(async () => {
  await forge?.close()
  rmSync(dir, { recursive: true, force: true })
})

interface LocalRun {
  code: number
  stdout: string
  /** The "Action Outputs" table, as name → value. */
  outputs: Record<string, string>
}

/** `npx local-action . src/index.ts FILE` with FILE holding `env`; nothing else of this process's env. */
function localAction(env: Record<string, string>): Promise<LocalRun> {
  const file = join(dir, `${Object.keys(env).length}-${Math.random().toString(36).slice(2)}.env`)
  writeFileSync(
    file,
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n'
  )
  const clean: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir(), RUNNER_TEMP: dir }
  const bin = join(ROOT, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js')
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, '.', 'src/index.ts', file], { cwd: ROOT, env: clean, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s))
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stdout += s))
    child.on('error', fail)
    child.on('close', code => {
      const outputs: Record<string, string> = {}
      const table = stdout.split('Action Outputs')[1] ?? ''
      for (const m of table.matchAll(/│\s*\d+\s*│\s*'([a-z-]+)'\s*│\s*'(.*?)'\s*│/g)) outputs[m[1]] = m[2]
      done({ code: code ?? -1, stdout, outputs })
    })
  })
}

describe('@github/local-action runs the action with its stubbed toolkit', () => {
  test('variables_set: outputs reach the stub; server-url falls back to GITHUB_SERVER_URL, and the log says so', async () => {
    const run = await localAction({
      INPUT_ACTION: 'variables_set',
      INPUT_TOKEN: forge.fixtures.userToken,
      INPUT_PARAMS: '{"name":"LOCAL_REGION","value":"eu-north-7"}',
      GITHUB_SERVER_URL: forge.url
    })
    expect(run.stdout).not.toMatch(/No outputs were set/)
    expect(run.outputs.status).toMatch(/^20[14]$/)
    expect(run.outputs['result-file']).toContain(dir)
    // The action.yml default reached the action unexpanded: it names it and takes GITHUB_SERVER_URL.
    expect(run.stdout).toContain(
      `input server-url is the literal \${{ github.server_url }} (not expanded: not running on a runner?): using GITHUB_SERVER_URL (${forge.url})`
    )
    expect(run.stdout).not.toContain('::set-output')
    // The change, read back over plain HTTP.
    const res = await fetch(`${forge.url}/api/v1/user/actions/variables/LOCAL_REGION`, {
      headers: { authorization: `token ${forge.fixtures.userToken}` }
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: string }).data).toBe('eu-north-7')
    // The token was registered with the stub's setSecret: never shown.
    expect(run.stdout).not.toContain(forge.fixtures.userToken)
  }, 120_000)

  test('a created credential: the stub keeps it out of its outputs table and the log', async () => {
    const run = await localAction({
      INPUT_ACTION: 'runners_token',
      INPUT_DOMAIN: 'admin',
      INPUT_TOKEN: forge.fixtures.adminToken,
      'INPUT_SERVER-URL': forge.url
    })
    expect(run.outputs.status).toBe('200')
    expect(run.outputs.result).toBeUndefined()
    expect(run.stdout).toContain('Skip output result since it may contain secret.')
    // The result file (mode 0600) holds the created token; the log never does.
    const { token } = JSON.parse(readFileSync(run.outputs['result-file'], 'utf8')) as { token: string }
    expect(token.length).toBeGreaterThan(8)
    expect(run.stdout).not.toContain(token)
    expect(run.stdout).not.toContain(forge.fixtures.adminToken)
  }, 120_000)

  test('no server-url and no GITHUB_SERVER_URL: a usage error that says why, nothing sent', async () => {
    const before = forge.requests.length
    const run = await localAction({ INPUT_ACTION: 'me', INPUT_TOKEN: forge.fixtures.userToken })
    expect(run.stdout).toMatch(/input server-url is the literal \$\{\{ github.server_url \}\} .*GITHUB_SERVER_URL is not set/)
    expect(forge.requests.length).toBe(before)
  }, 120_000)
})
