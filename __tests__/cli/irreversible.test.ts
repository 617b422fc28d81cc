// Issue 38 (major 6): commands that cannot be undone (`svc repo delete`, `svc admin users delete
// --purge`, `svc org delete`) ask at a terminal and need --yes elsewhere, outside CI. Through the CLI
// bundle against a forge (the simulator, both variants; a real Gitea under `npm run test:real`): at
// a real pseudo-terminal (util-linux `script`), with stdin a pipe, in CI, with --yes; what is left
// on the server read back by plain HTTP.
import { describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { runId, stateTarget } from '../state/kit.js'
import { targetVariants } from '../target.js'
import { ensureCliBundle } from './harness.js'

const RUN = runId()

describe.each(targetVariants())('irreversible commands on %s', variant => {
  const owner = `ir${RUN}${variant[0]}`
  const org = `${owner}o`
  const kit = stateTarget(variant, {
    secrets: {},
    async setup({ api }) {
      const made = await api('POST', '/admin/users', {
        username: owner,
        email: `${owner}@example.com`,
        password: `Ir-${RUN}-pw-5z!long`,
        must_change_password: false
      })
      expect(made.status).toBe(201)
      for (const name of ['asked', 'piped', 'ci', 'yes'])
        expect((await api('POST', `/admin/users/${owner}/repos`, { name: `${name}-repo` })).status).toBe(201)
      expect((await api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
    },
    async cleanup({ api }) {
      await api('DELETE', `/orgs/${org}`)
      await api('DELETE', `/admin/users/${owner}?purge=true`)
    }
  })
  const { svc, api } = kit
  const repoThere = async (name: string) => (await api('GET', `/repos/${owner}/${name}`)).status
  const env = () => ({ PATH: process.env.PATH ?? '', HOME: '/tmp', SVC_SERVER_URL: kit.target.url, SVC_TOKEN: kit.target.creds.adminToken })

  /** svc in a pseudo-terminal (util-linux script), `answer` typed at its question once it is asked. */
  const atTerminal = (args: string[], answer: string) =>
    new Promise<{ code: number; output: string }>((done, fail) => {
      const cmd = [process.execPath, ensureCliBundle(), ...args].map(a => `'${a}'`).join(' ')
      const child = spawn('script', ['-qec', cmd, '/dev/null'], { env: env() })
      let output = ''
      child.stdout.on('data', (b: Buffer) => {
        output += b.toString()
        if (output.includes('Only "yes" goes on:') && !child.stdin.writableEnded) child.stdin.end(`${answer}\n`)
      })
      child.on('error', fail)
      child.on('close', code => done({ code: code ?? -1, output }))
    })

  test('svc repo delete at a terminal says what goes and asks: anything but yes keeps it; yes deletes it', async () => {
    const no = await atTerminal(['repo', 'delete', `${owner}/asked-repo`], 'no')
    expect(no.output).toContain(
      `Delete the repository ${owner}/asked-repo with its git data, issues, pull requests, wiki and releases. This cannot be undone.`
    )
    expect(no.output).toContain('Cancelled: nothing was sent.')
    expect(no.code).toBe(1)
    expect(await repoThere('asked-repo')).toBe(200)
    const yes = await atTerminal(['repo', 'delete', `${owner}/asked-repo`], 'yes')
    expect(yes.code).toBe(0)
    expect(await repoThere('asked-repo')).toBe(404)
  })

  test('without a terminal it is refused without --yes (nothing sent); in CI, or with --yes, it goes on', async () => {
    const before = kit.writes()
    const refused = await svc(['repo', 'delete', `${owner}/piped-repo`])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(
      `Delete the repository ${owner}/piped-repo with its git data, issues, pull requests, wiki and releases: this cannot be undone, and standard input is not a terminal, so svc cannot ask: pass --yes`
    )
    expect(kit.writes()).toBe(before)
    expect(await repoThere('piped-repo')).toBe(200)
    // --dry-run sends nothing, so asks nothing.
    expect((await svc(['repo', 'delete', `${owner}/piped-repo`, '--dry-run'])).code).toBe(0)

    expect((await svc(['repo', 'delete', `${owner}/ci-repo`], { CI: 'true' })).code).toBe(0)
    expect(await repoThere('ci-repo')).toBe(404)
    // CI=false is no CI.
    expect((await svc(['repo', 'delete', `${owner}/piped-repo`], { CI: 'false' })).code).toBe(2)
    expect((await svc(['repo', 'delete', `${owner}/yes-repo`, '--yes'])).code).toBe(0)
    expect(await repoThere('yes-repo')).toBe(404)
  })

  test('svc org delete and svc admin users delete --purge the same; a delete without --purge is not asked', async () => {
    const orgRefused = await svc(['org', 'delete', org])
    expect(orgRefused.code).toBe(2)
    expect(orgRefused.stderr).toContain(`Delete the organization ${org} with its teams`)
    expect((await api('GET', `/orgs/${org}`)).status).toBe(200)

    const purge = await svc(['admin', 'users', 'delete', owner, '--purge'])
    expect(purge.code).toBe(2)
    expect(purge.stderr).toContain(`Delete the user ${owner} with their repositories`)
    expect(purge.stderr).toContain('pass --purge --yes to go on')
    expect((await api('GET', `/users/${owner}`)).status).toBe(200)
    expect(await repoThere('piped-repo')).toBe(200)
    // Without --purge nothing is asked: the server refuses a user who still owns repositories.
    const plain = await svc(['admin', 'users', 'delete', owner])
    expect(plain.code).toBe(1)
    expect(plain.stderr).not.toContain('cannot be undone')

    expect((await svc(['org', 'delete', org, '--yes'])).code).toBe(0)
    expect((await api('GET', `/orgs/${org}`)).status).toBe(404)
    expect((await svc(['admin', 'users', 'delete', owner, '--purge', '-y'])).code).toBe(0)
    expect((await api('GET', `/users/${owner}`)).status).toBe(404)
  })
})
