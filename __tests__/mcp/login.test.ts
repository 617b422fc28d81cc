// Issue 38 (major 5): the credentials `svc mcp` acts with. A default login (an instance admin's, as
// README step 3 makes) is never used unasked: with nothing in the environment the server refuses to
// start and says what to set; `--login NAME` (or SVC_LOGIN) starts it on that login; SVC_TOKEN wins
// over every login. Through the bundled server over stdio against a forge (the simulator, both
// variants; a real Gitea under `npm run test:real`): whose credentials a call used is told by the
// server's own answer to `me`.
import { describe, expect, test } from '@jest/globals'
import { join } from 'node:path'
import { runCli } from '../cli/harness.js'
import { runId, stateFiles, stateTarget } from '../state/kit.js'
import { targetVariants } from '../target.js'
import { ensureCliBundle, startSession } from './harness.js'

const RUN = runId()
const { dir } = stateFiles('svc-mcp-login-')

describe.each(targetVariants())('svc mcp and named logins on %s', variant => {
  const config = join(dir, `${variant}-config.json`)
  const kit = stateTarget(variant, { secrets: {} })
  const loginName = `admin${RUN}`
  /** The login of the admin's token, made the default (the first login is). */
  const addAdminLogin = async () => {
    const r = await runCli(ensureCliBundle(), ['login', 'add', loginName, '--server-url', kit.target.url, '--token-stdin'], {
      env: { SVC_CONFIG: config },
      input: kit.target.creds.adminToken
    })
    expect(r.code).toBe(0)
  }
  /** `svc mcp` with this environment, asked who it is (svc_users me), then closed. */
  const whoAmI = async (env: Record<string, string>, args: string[] = []) => {
    const s = await startSession(ensureCliBundle(), { SVC_CONFIG: config, SVC_DOMAINS: 'users', ...env }, args)
    try {
      const r = await s.call('svc_users', { action: 'me' })
      expect(r.isError).toBe(false)
      return { login: (r.structured as { result: { login: string } }).result.login, stderr: s.stderr() }
    } finally {
      await s.close()
    }
  }

  test('with only a default login, svc mcp refuses to start and names what to set', async () => {
    await addAdminLogin()
    const r = await runCli(ensureCliBundle(), ['mcp'], { env: { SVC_CONFIG: config } })
    expect([r.code, r.stdout]).toEqual([2, ''])
    expect(r.stderr).toContain('svc mcp: no credentials: set SVC_SERVER_URL and SVC_TOKEN (or SVC_USERNAME + SVC_PASSWORD)')
    expect(r.stderr).toContain(`the default login "${loginName}" is used only when named: --login ${loginName}`)
    expect(r.stderr).not.toContain(kit.target.creds.adminToken)
  })

  test('--login NAME and SVC_LOGIN start it on that login; SVC_TOKEN is used over the default login', async () => {
    const admin = kit.target.creds.adminUser
    const flagged = await whoAmI({}, ['--login', loginName])
    expect(flagged.login).toBe(admin)
    expect(flagged.stderr).toContain(`svc mcp: acting as login "${loginName}"`)
    expect((await whoAmI({ SVC_LOGIN: loginName })).login).toBe(admin)
    const user = await whoAmI({ SVC_SERVER_URL: kit.target.url, SVC_TOKEN: kit.target.creds.userToken })
    expect(user.login).toBe(kit.target.names.alice)
    expect(user.stderr).not.toContain('acting as login')
  })

  test('a login that does not exist is refused, naming where its name came from', async () => {
    const env = { SVC_CONFIG: config }
    const fromEnv = await runCli(ensureCliBundle(), ['mcp'], { env: { ...env, SVC_LOGIN: 'nosuch' } })
    expect(fromEnv.code).toBe(2)
    expect(fromEnv.stderr).toContain('SVC_LOGIN=nosuch: no such login')
    const fromFlag = await runCli(ensureCliBundle(), ['mcp', '--login', 'nosuch'], { env })
    expect(fromFlag.code).toBe(2)
    expect(fromFlag.stderr).toContain('--login nosuch: no such login')
    expect(fromFlag.stderr).toContain(`logins: ${loginName}`)
  })
})
