// Issue 38 (major 4): `svc admin users create` (and its --params bulk) sends must_change_password
// only when it is given, so that the server's own default applies (Gitea 1.25/1.26 and Forgejo:
// true). Through the CLI bundle against a forge (the simulator, both variants; a real Gitea under
// `npm run test:real`); each user's flag read back by plain HTTP: a user who must change their
// password is refused (403) when they sign in to the API, one who need not is answered.
import { describe, expect, test } from '@jest/globals'
import { plainFetch, targetVariants } from '../target.js'
import { runId, stateTarget } from '../state/kit.js'
import { ensureCliBundle, runCli } from './harness.js'

const RUN = runId()
const PASSWORD = `Mc-${RUN}-pw-7y!long`

describe.each(targetVariants())('users_create and must_change_password on %s', variant => {
  const [given, absent, bulkFalse, bulkAbsent] = ['g', 'a', 'bf', 'ba'].map(s => `mc${RUN}${variant[0]}${s}`)
  const kit = stateTarget(variant, {
    secrets: { PASSWORD },
    async cleanup({ api }) {
      for (const u of [given, absent, bulkFalse, bulkAbsent]) await api('DELETE', `/admin/users/${u}?purge=true`)
    }
  })
  const svc = async (args: string[], input: string) => {
    const t = kit.target
    const r = await runCli(ensureCliBundle(), args, { env: { SVC_SERVER_URL: t.url, SVC_TOKEN: t.creds.adminToken }, input })
    kit.outputs.push(r.stdout, r.stderr)
    return r
  }
  /** The user signs in to the API by plain HTTP: 403 "You must change your password" while the flag is set. */
  const signIn = async (user: string) => {
    const auth = `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`
    const res = await plainFetch(`${kit.target.url}/api/v1/user`, { headers: { authorization: auth } })
    return { status: res.status, text: await res.text() }
  }
  /** What svc sent to POST /admin/users for a user (the simulator records requests; a real server does not). */
  const sentFor = (user: string) =>
    kit.target.requests.find(
      r => r.method === 'POST' && r.path.endsWith('/admin/users') && (r.body as { username?: string })?.username === user
    )?.body as Record<string, unknown> | undefined

  test('left out, the field is not sent and the server asks for a new password; --no-must-change-password sends false', async () => {
    const base = ['admin', 'users', 'create', '--password-stdin']
    const a = await svc([...base, '--username', absent, '--email', `${absent}@example.com`], PASSWORD)
    expect([a.code, a.stderr]).toEqual([0, ''])
    const g = await svc([...base, '--username', given, '--email', `${given}@example.com`, '--no-must-change-password'], PASSWORD)
    expect([g.code, g.stderr]).toEqual([0, ''])
    if (kit.target.sim) {
      expect(sentFor(absent)).not.toHaveProperty('must_change_password')
      expect(sentFor(given)).toMatchObject({ must_change_password: false })
    }
    const refused = await signIn(absent)
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('You must change your password')
    expect((await signIn(given)).status).toBe(200)
  })

  test('in bulk (--params), each item sends the field only when it gives it', async () => {
    const items = [
      { username: bulkFalse, email: `${bulkFalse}@example.com`, password: PASSWORD, must_change_password: false },
      { username: bulkAbsent, email: `${bulkAbsent}@example.com`, password: PASSWORD }
    ]
    const r = await svc(['admin', 'users', 'create', '--params', '-'], items.map(i => JSON.stringify(i)).join('\n'))
    expect([r.code, r.stderr]).toEqual([0, 'svc: 2 items: 2 created\n'])
    if (kit.target.sim) {
      expect(sentFor(bulkFalse)).toMatchObject({ must_change_password: false })
      expect(sentFor(bulkAbsent)).not.toHaveProperty('must_change_password')
    }
    expect((await signIn(bulkFalse)).status).toBe(200)
    expect((await signIn(bulkAbsent)).status).toBe(403)
  })
})
