// Issue 38 (major 3): `svc user tokens create|list USER --password-stdin` with a default login (an
// admin's, as README step 3 makes): the positional USER signs in with the password given, not the
// login's user; a refused password is said with the user who signed in. Through the CLI bundle
// against a forge (the simulator, both variants; a real Gitea under `npm run test:real`); each
// token read back by plain HTTP with the user's own basic auth.
import { describe, expect, test } from '@jest/globals'
import { join } from 'node:path'
import { plainFetch, targetVariants } from '../target.js'
import { runId, stateFiles, stateTarget } from '../state/kit.js'
import { ensureCliBundle, runCli } from './harness.js'

const RUN = runId()
const { dir } = stateFiles('svc-token-user-')
const PASSWORD = `Tk-${RUN}-pw-9x!long`

describe.each(targetVariants())('user tokens as the positional user with a default login on %s', variant => {
  const user = `tu${RUN}${variant[0]}`
  const config = join(dir, `${variant}-config.json`)
  const kit = stateTarget(variant, {
    secrets: { PASSWORD },
    async setup({ api }) {
      const made = await api('POST', '/admin/users', {
        username: user,
        email: `${user}@example.com`,
        password: PASSWORD,
        must_change_password: false
      })
      expect(made.status).toBe(201)
    },
    async cleanup({ api }) {
      await api('DELETE', `/admin/users/${user}?purge=true`)
    }
  })
  /** The CLI with only the config file's logins (no SVC_SERVER_URL, no SVC_TOKEN), `input` on stdin. */
  const svc = async (args: string[], input?: string) => {
    const r = await runCli(ensureCliBundle(), args, { env: { SVC_CONFIG: config }, input })
    kit.outputs.push(r.stdout, r.stderr)
    return r
  }
  /** The user's tokens by plain HTTP, signed in as the user. */
  const tokensHere = async () => {
    const auth = `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`
    const res = await plainFetch(`${kit.target.url}/api/v1/users/${user}/tokens`, { headers: { authorization: auth } })
    expect(res.status).toBe(200)
    return ((await res.json()) as Array<{ name: string }>).map(t => t.name).sort()
  }

  test('with a default login, tokens create and list sign in as USER with the password given', async () => {
    const added = await svc(['login', 'add', 'local', '--server-url', kit.target.url, '--token-stdin'], kit.target.creds.adminToken)
    expect(added.code).toBe(0)

    const created = await svc(
      ['user', 'tokens', 'create', user, '--name', `ci-${RUN}`, '--scopes', 'read:user', '--password-stdin'],
      PASSWORD
    )
    expect([created.code, created.stderr.includes('401')]).toEqual([0, false])
    expect(await tokensHere()).toEqual([`ci-${RUN}`])

    const listed = await svc(['user', 'tokens', 'list', user, '--password-stdin', '-o', 'json'], PASSWORD)
    expect(listed.code).toBe(0)
    expect((JSON.parse(listed.stdout) as Array<{ name: string }>).map(t => t.name)).toEqual([`ci-${RUN}`])
  })

  test("a wrong password is refused naming USER (not the login's user); nothing is made", async () => {
    const refused = await svc(['user', 'tokens', 'create', user, '--name', `bad-${RUN}`, '--password-stdin'], 'not-the-password')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`the server refused basic auth as "${user}" (the command's user): check that user's password`)
    expect(refused.stderr).not.toContain('a token is refused here')
    expect(await tokensHere()).toEqual([`ci-${RUN}`])
  })
})
