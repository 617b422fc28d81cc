// The bundled `svc` against the simulated forge of one variant, as a person uses it from a shell:
// every command of interface §4.4 and §4.5 runs at least once (a command absent on the variant
// runs too and must be refused with exit 2), JSON output equals `forge.run(...).result` of the
// same call, exit codes 0/1/2, secrets from stdin, created credentials shown once with a note.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { Forge, ForgeHttp, type RunOptions } from '../../src/client/index.js'
import { findOperation, type Domain } from '../../src/registry/index.js'
import { sampleGpgKey, sampleGpgSignature, sampleSshKey } from '../sim/fixtures.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'
import { bounded, ensureCliBundle, runCli, seedCommands, type CliRun } from './harness.js'
import { DOMAIN_SCENARIOS } from './domains.js'
import type { CliKit, As } from './kit.js'

type Variant = 'gitea' | 'forgejo'
interface ReadCase {
  args: string[]
  domain: Domain
  action: string
  params: Record<string, unknown>
  as?: As
  only?: Variant
  opts?: RunOptions
  /** Fields that change from one call to the next (a running stopwatch's seconds). */
  volatile?: string[]
}

/** Read-only commands with the params the CLI must turn them into. */
const READS: ReadCase[] = [
  { args: ['user', 'me'], domain: 'users', action: 'me', params: {} },
  { args: ['user', 'me', '--raw-json'], domain: 'users', action: 'me', params: {}, opts: { rawJson: true } },
  { args: ['user', 'get', 'bob'], domain: 'users', action: 'get', params: { username: 'bob' } },
  { args: ['user', 'search', 'user0', '--limit', '3'], domain: 'users', action: 'search', params: { query: 'user0', limit: 3 } },
  { args: ['user', 'activity', 'alice'], domain: 'users', action: 'activity', params: { username: 'alice' } },
  { args: ['user', 'followers'], domain: 'users', action: 'followers', params: {} },
  {
    args: ['user', 'followers-of', 'alice', '--limit', '2', '--page', '1'],
    domain: 'users',
    action: 'followers_of',
    params: { username: 'alice', limit: 2, page: 1 }
  },
  { args: ['user', 'following'], domain: 'users', action: 'following', params: {} },
  { args: ['user', 'following', 'list', '--limit', '5'], domain: 'users', action: 'following', params: { limit: 5 } },
  { args: ['user', 'following', 'check', 'bob'], domain: 'users', action: 'following_check', params: { username: 'bob' } },
  { args: ['user', 'following-of', 'alice'], domain: 'users', action: 'following_of', params: { username: 'alice' } },
  { args: ['user', 'gpg-keys', 'list'], domain: 'users', action: 'gpg_keys_list', params: {} },
  { args: ['gpg-key', 'list'], domain: 'users', action: 'gpg_keys_list', params: {} },
  { args: ['user', 'gpg-keys-of', 'alice'], domain: 'users', action: 'gpg_keys_of', params: { username: 'alice' } },
  { args: ['user', 'heatmap', 'alice'], domain: 'users', action: 'heatmap', params: { username: 'alice' } },
  { args: ['user', 'hooks', 'list'], domain: 'users', action: 'hooks_list', params: {} },
  { args: ['user', 'jobs', 'list', '--limit', '1'], domain: 'users', action: 'jobs', params: { limit: 1 } },
  { args: ['user', 'keys', 'list'], domain: 'users', action: 'keys_list', params: {} },
  { args: ['user', 'keys-of', 'alice'], domain: 'users', action: 'keys_of', params: { username: 'alice' } },
  { args: ['user', 'oauth2', 'list'], domain: 'users', action: 'oauth2_list', params: {} },
  { args: ['user', 'quota'], domain: 'users', action: 'quota', params: {}, only: 'forgejo' },
  { args: ['user', 'quota', 'artifacts'], domain: 'users', action: 'quota_artifacts', params: {}, only: 'forgejo' },
  { args: ['user', 'quota', 'attachments'], domain: 'users', action: 'quota_attachments', params: {}, only: 'forgejo' },
  { args: ['user', 'quota', 'packages'], domain: 'users', action: 'quota_packages', params: {}, only: 'forgejo' },
  { args: ['user', 'repos-of', 'alice'], domain: 'users', action: 'repos_of', params: { username: 'alice' } },
  { args: ['user', 'runners', 'list'], domain: 'users', action: 'runners_list', params: {} },
  { args: ['user', 'runs', 'list', '--page', '1'], domain: 'users', action: 'runs', params: { page: 1 }, only: 'gitea' },
  { args: ['user', 'settings'], domain: 'users', action: 'settings_get', params: {} },
  { args: ['user', 'starred'], domain: 'users', action: 'starred', params: {} },
  {
    args: ['user', 'starred', 'list', '--sort', 'name', '--order', 'desc', '--limit', '5', '--page', '1'],
    domain: 'users',
    action: 'starred',
    params: { sort: 'name', order: 'desc', limit: 5, page: 1 }
  },
  {
    args: ['user', 'starred-by', 'alice', '--sort', 'stars'],
    domain: 'users',
    action: 'starred_by',
    params: { username: 'alice', sort: 'stars' }
  },
  {
    args: ['user', 'starred', 'check', 'acme', 'widgets'],
    domain: 'users',
    action: 'starred_check',
    params: { owner: 'acme', repo: 'widgets' }
  },
  { args: ['user', 'stopwatches'], domain: 'users', action: 'stopwatches', params: {}, volatile: ['seconds', 'duration'] },
  { args: ['user', 'subscriptions', '--order', 'asc'], domain: 'users', action: 'subscriptions', params: { order: 'asc' } },
  { args: ['user', 'subscriptions-of', 'alice'], domain: 'users', action: 'subscriptions_of', params: { username: 'alice' } },
  { args: ['user', 'teams'], domain: 'users', action: 'teams', params: {} },
  { args: ['user', 'times', '--limit', '5'], domain: 'users', action: 'times_list', params: { limit: 5 } },
  { args: ['user', 'blocks', 'list'], domain: 'users', action: 'blocks_list', params: {} },
  { args: ['user', 'blocks', 'check', 'bob'], domain: 'users', action: 'blocks_check', params: { username: 'bob' } },
  { args: ['user', 'emails', 'list'], domain: 'users', action: 'emails_list', params: {} },
  { args: ['user', 'variables', 'list'], domain: 'users', action: 'variables_list', params: {} },
  { args: ['admin', 'cron', 'list'], domain: 'admin', action: 'cron_list', params: {}, as: 'admin' },
  { args: ['admin', 'emails', 'list', '--limit', '5'], domain: 'admin', action: 'emails', params: { limit: 5 }, as: 'admin' },
  { args: ['admin', 'emails', 'search', '--q', 'alice'], domain: 'admin', action: 'emails', params: { q: 'alice' }, as: 'admin' },
  { args: ['admin', 'hooks', 'list', '--limit', '10'], domain: 'admin', action: 'hooks_list', params: { limit: 10 }, as: 'admin' },
  { args: ['admin', 'jobs', 'list'], domain: 'admin', action: 'jobs', params: {}, as: 'admin' },
  { args: ['admin', 'orgs', 'list'], domain: 'admin', action: 'orgs', params: {}, as: 'admin' },
  { args: ['admin', 'runners', 'list'], domain: 'admin', action: 'runners_list', params: {}, as: 'admin' },
  { args: ['admin', 'runs', 'list'], domain: 'admin', action: 'runs', params: {}, as: 'admin', only: 'gitea' },
  { args: ['admin', 'unadopted', 'list'], domain: 'admin', action: 'unadopted_list', params: {}, as: 'admin' },
  {
    args: ['admin', 'users', 'list', '--limit', '10', '--page', '2'],
    domain: 'admin',
    action: 'users_list',
    params: { limit: 10, page: 2 },
    as: 'admin'
  },
  {
    args: ['admin', 'users', 'list', '--paginate'],
    domain: 'admin',
    action: 'users_list',
    params: {},
    as: 'admin',
    opts: { paginate: true }
  },
  { args: ['admin', 'users', 'orgs', 'alice'], domain: 'admin', action: 'users_orgs', params: { username: 'alice' }, as: 'admin' },
  { args: ['admin', 'users', 'emails', 'alice'], domain: 'admin', action: 'users_emails', params: { username: 'alice' }, as: 'admin' },
  {
    args: ['admin', 'users', 'badges', 'alice'],
    domain: 'admin',
    action: 'badges_list',
    params: { username: 'alice' },
    as: 'admin',
    only: 'gitea'
  }
]

/** Commands absent on a variant: the CLI must refuse them (exit 2) with the reason. */
const ABSENT: Record<Variant, string[][]> = {
  gitea: [
    ['user', 'quota'],
    ['user', 'quota', 'artifacts'],
    ['user', 'quota', 'attachments'],
    ['user', 'quota', 'packages'],
    ['admin', 'users', 'emails-delete', 'alice', '--email', 'alice.secondary@example.com']
  ],
  forgejo: [
    ['user', 'runs', 'list'],
    ['admin', 'runs', 'list'],
    ['admin', 'users', 'badges', 'alice'],
    ['admin', 'users', 'badges-add', 'alice', 'contributor'],
    ['admin', 'users', 'badges-delete', 'alice', 'contributor'],
    ['user', 'runners', 'edit', '1', '--disabled'],
    ['admin', 'runners', 'edit', '1', '--no-disabled'],
    ['repo', 'branch-protections', 'priority', 'alice/demo', 'main']
  ]
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

export function scenario(variant: Variant): void {
  describe(`svc against the simulated ${variant}`, () => {
    let sim: Sim
    let bundle: string
    let dir: string
    const ran = new Set<string>()
    const seedPaths = seedCommands().map(c => c.path)

    /** The seed command an argv runs: the longest prefix of its leading words that is one. */
    const pathOf = (args: string[]) => {
      let best = ''
      for (let n = 1; n <= args.length && !args[n - 1].startsWith('-'); n++) {
        const p = args.slice(0, n).join(' ')
        if (seedPaths.includes(p)) best = p
      }
      return best
    }

    const tokenOf = (as: As) => (as === 'admin' ? sim.fixtures.adminToken : as === 'user' ? sim.fixtures.userToken : undefined)

    const svc = (args: string[], opts: { as?: As; input?: string; env?: Record<string, string | undefined> } = {}): Promise<CliRun> => {
      ran.add(pathOf(args))
      return runCli(bundle, args, {
        input: opts.input,
        env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: tokenOf(opts.as ?? 'user'), ...opts.env }
      })
    }

    const ok = (r: CliRun, args: string[]) => {
      if (r.code !== 0) throw new Error(`svc ${args.join(' ')}: exit ${r.code}\n${r.stderr}`)
      return r
    }

    /** Runs with `--output json` and returns the parsed stdout (exit 0 required). */
    const json = async (args: string[], opts: Parameters<typeof svc>[1] = {}): Promise<any> => {
      const full = [...args, '--output', 'json']
      return JSON.parse(ok(await svc(full, opts), full).stdout)
    }

    const direct = async (domain: Domain, action: string, params: Record<string, unknown>, as: As, opts: RunOptions = {}) => {
      const http = new ForgeHttp({ serverUrl: sim.url, token: tokenOf(as) })
      try {
        return (await new Forge(http, 'auto').run(findOperation(domain, action), params, opts)).result
      } finally {
        await http.close()
      }
    }

    const file = (name: string, content: string | Buffer) => {
      const p = join(dir, name)
      writeFileSync(p, content)
      return p
    }

    beforeAll(async () => {
      bundle = ensureCliBundle()
      dir = mkdtempSync(join(tmpdir(), 'svc-cli-'))
      sim = await startForge({ variant })
    }, 180_000)
    afterAll(async () => {
      await sim?.close()
    })
    afterEach(() => {
      expect(sim.violations).toEqual([])
    })

    test('read commands print as JSON exactly the result forge.run gives for the same call', async () => {
      const cases = READS.filter(c => !c.only || c.only === variant)
      const cli = await bounded(
        4,
        cases.map(c => () => svc([...c.args, '--output', 'json'], { as: c.as }))
      )
      for (const [i, c] of cases.entries()) {
        const r = cli[i]
        expect({ args: c.args.join(' '), code: r.code, stderr: r.stderr }).toEqual({ args: c.args.join(' '), code: 0, stderr: '' })
        const expected = `${JSON.stringify(await direct(c.domain, c.action, c.params, c.as ?? 'user', c.opts))}\n`
        const steady = (text: string) =>
          c.volatile ? JSON.stringify(JSON.parse(text), (k, v) => (c.volatile!.includes(k) ? '*' : v)) : text
        expect({ args: c.args.join(' '), stdout: steady(r.stdout) }).toEqual({ args: c.args.join(' '), stdout: steady(expected) })
      }
    }, 120_000)

    test('text output: key: value for a record, a table for a list, true/false, raw text, group help', async () => {
      const me = ok(await svc(['user', 'me']), ['user', 'me'])
      expect(me.stdout).toMatch(/^id: \d+\nlogin: alice\n/)
      const keys = ok(await svc(['user', 'keys', 'list']), ['user', 'keys', 'list'])
      expect(keys.stdout.split('\n')[0]).toMatch(/^ID\s+TITLE\s+FINGERPRINT/)
      expect(keys.stdout).toMatch(/alice-laptop/)
      const check = ok(await svc(['user', 'starred', 'check', 'acme', 'widgets']), [])
      expect(check.stdout).toMatch(/^(true|false)\n$/)
      const token = ok(await svc(['user', 'gpg-keys', 'token']), [])
      expect(token.stdout).toMatch(/^[0-9a-f]{64}\n$/)
      const users = ok(await svc(['admin', 'users', 'list', '--limit', '3'], { as: 'admin' }), [])
      expect(users.stdout.trim().split('\n')).toHaveLength(4)
      expect(users.stderr).toMatch(/^rows 1–3 of \d+; next: --page 2 --limit 3, or --paginate for all\n$/)
      const group = ok(await svc(['user', 'keys']), ['user', 'keys'])
      expect(group.stdout).toMatch(/^Usage: svc user keys/)
    }, 60_000)

    // Mutating flows touch disjoint resources, so they run side by side (bounded); each flow's
    // failure is reported under its name.
    const flows: Array<[string, () => Promise<void>]> = []
    const flow = (name: string, fn: () => Promise<void>) => void flows.push([name, fn])

    flow('SSH keys: add from a file, list, delete', async () => {
      const keyFile = file('id.pub', `${sampleSshKey(`cli-${variant}`)}\n`)
      const added = await json(['user', 'keys', 'add', '--title', 'cli-key', '--key', `@${keyFile}`])
      expect(added).toMatchObject({ title: 'cli-key' })
      expect((await json(['user', 'keys', 'list'])).map((k: { id: number }) => k.id)).toContain(added.id)
      const del = ok(await svc(['user', 'keys', 'delete', String(added.id)]), [])
      expect(del.stdout).toBe('ok\n')
      expect((await json(['user', 'keys', 'list'])).map((k: { id: number }) => k.id)).not.toContain(added.id)
    })

    flow('GPG keys: add, get, verify, delete (also through the gpg-key aliases)', async () => {
      const keyFile = file('key.asc', sampleGpgKey(`cli-${variant}-1`))
      const sigFile = file('token.asc', sampleGpgSignature('token'))
      const added = await json(['gpg-key', 'add', '--armored-key', `@${keyFile}`])
      expect(await json(['user', 'gpg-keys', 'get', String(added.id)])).toMatchObject({ id: added.id, key_id: added.key_id })
      const verified = await json(['user', 'gpg-keys', 'verify', '--key-id', added.key_id, '--armored-signature', `@${sigFile}`])
      expect(verified).toMatchObject({ key_id: added.key_id })
      ok(await svc(['user', 'gpg-keys', 'delete', String(added.id)]), [])
      const again = await json(['user', 'gpg-keys', 'add', '--armored-key', sampleGpgKey(`cli-${variant}-2`)])
      ok(await svc(['gpg-key', 'delete', String(again.id)]), [])
      const left = (await json(['user', 'gpg-keys', 'list'])).map((k: { id: number }) => k.id)
      expect(left).not.toContain(added.id)
      expect(left).not.toContain(again.id)
    })

    flow('emails, follows, stars and blocks', async () => {
      const emails = await json(['user', 'emails', 'add', `cli1-${variant}@example.com`, `cli2-${variant}@example.com`])
      expect(emails.map((e: { email: string }) => e.email)).toEqual(expect.arrayContaining([`cli1-${variant}@example.com`]))
      ok(await svc(['user', 'emails', 'delete', `cli1-${variant}@example.com`, `cli2-${variant}@example.com`]), [])
      ok(await svc(['user', 'follow', 'carol']), [])
      expect(await json(['user', 'following', 'check', 'carol'])).toBe(true)
      ok(await svc(['user', 'unfollow', 'carol']), [])
      expect(await json(['user', 'following', 'check', 'carol'])).toBe(false)
      ok(await svc(['user', 'star', 'alice', 'demo']), [])
      expect(await json(['user', 'starred', 'check', 'alice', 'demo'])).toBe(true)
      ok(await svc(['user', 'unstar', 'alice', 'demo']), [])
      expect(await json(['user', 'starred', 'check', 'alice', 'demo'])).toBe(false)
      ok(await svc(['user', 'blocks', 'add', 'carol']), [])
      expect(await json(['user', 'blocks', 'check', 'carol'])).toBe(true)
      ok(await svc(['user', 'blocks', 'remove', 'carol']), [])
      expect(await json(['user', 'blocks', 'check', 'carol'])).toBe(false)
    })

    flow('user webhooks: create (JSON config, event list), get, edit, delete; a warning when active is left out', async () => {
      const config = '{"url":"https://ci.example.com/hook","content_type":"json"}'
      const hook = await json(['user', 'hooks', 'create', 'gitea', '--config', config, '--events', 'push,issues', '--active'])
      expect(hook).toMatchObject({ type: 'gitea', active: true, events: expect.arrayContaining(['push', 'issues']) })
      expect(await json(['user', 'hooks', 'get', String(hook.id)])).toMatchObject({
        id: hook.id,
        config: { url: 'https://ci.example.com/hook' }
      })
      expect(await json(['user', 'hooks', 'edit', String(hook.id), '--json-fields', '{"active":false}'])).toMatchObject({ active: false })
      ok(await svc(['user', 'hooks', 'delete', String(hook.id)]), [])
      const cfgFile = file('hook.json', config)
      const quiet = await svc(['user', 'hooks', 'create', 'gitea', '--config', `@${cfgFile}`, '--output', 'json'])
      expect(quiet.code).toBe(0)
      expect(quiet.stderr).toMatch(/^svc: warning: hooks_create: active\b.*\bevents\b.*not given/)
      ok(await svc(['user', 'hooks', 'delete', String(JSON.parse(quiet.stdout).id)]), [])
    })

    flow('OAuth2 applications: the client secret is shown once with a note', async () => {
      const args = [
        'user',
        'oauth2',
        'create',
        '--name',
        'cli-app',
        '--redirect-uris',
        'https://a.example/cb',
        '--redirect-uris',
        'https://b.example/cb,https://c.example/cb',
        '--confidential-client'
      ]
      const r = ok(await svc(args), args)
      expect(r.stdout).toMatch(/\nclient_secret: \S+\n/)
      expect(r.stdout).toMatch(/redirect_uris: https:\/\/a\.example\/cb, https:\/\/b\.example\/cb, https:\/\/c\.example\/cb/)
      expect(r.stderr).toMatch(/note: client_secret is a credential; it is shown only this once and cannot be shown again/)
      const id = /^id: (\d+)$/m.exec(r.stdout)![1]
      expect(await json(['user', 'oauth2', 'get', id])).toMatchObject({ name: 'cli-app' })
      expect(await json(['user', 'oauth2', 'update', id, '--json-fields', '{"name":"cli-app-2"}'])).toMatchObject({ name: 'cli-app-2' })
      ok(await svc(['user', 'oauth2', 'delete', id]), [])
    })

    flow('secrets: the value comes from stdin and appears nowhere but in the request', async () => {
      const value = `s3cret-from-stdin-${variant}`
      const before = sim.requests.length
      const r = ok(await svc(['user', 'secrets', 'set', 'DEPLOY_KEY'], { input: `${value}\n` }), [])
      expect(r.stdout + r.stderr).not.toContain(value)
      const put = sim.requests.slice(before).find(q => q.method === 'PUT' && q.path.endsWith('/user/actions/secrets/DEPLOY_KEY'))
      expect(put?.body).toEqual({ data: value })
      ok(await svc(['user', 'secrets', 'delete', 'DEPLOY_KEY']), [])
      // A failing call with the value on the command line does not echo it either.
      // Every attempt fails (the default retries are 2, as the action's).
      sim.inject({ method: 'PUT', path: /secrets/, status: 500, body: `{"message":"boom ${value}"}`, times: 3 })
      const failed = await svc(['user', 'secrets', 'set', 'X', '--value', value])
      expect(failed.code).toBe(1)
      expect(failed.stderr).not.toContain(value)
    })

    flow('variables: create, create again fails (exit 1), set from stdin, get, delete', async () => {
      ok(await svc(['user', 'variables', 'create', 'CLI_REGION', '--value', 'eu-1']), [])
      const again = await svc(['user', 'variables', 'create', 'CLI_REGION', '--value', 'eu-1'])
      expect(again.code).toBe(1)
      // In the CLI's words: the command, not the action name.
      expect(again.stderr).toMatch(/^svc: .*already exists.*\nhint: use svc user variables set to create or update it\n/)
      ok(await svc(['user', 'variables', 'set', 'CLI_REGION'], { input: 'eu-2\n' }), [])
      expect(await json(['user', 'variables', 'get', 'CLI_REGION'])).toMatchObject({ data: 'eu-2' })
      ok(await svc(['user', 'variables', 'delete', 'CLI_REGION']), [])
    })

    flow('settings update, avatar upload and delete', async () => {
      expect(await json(['user', 'settings-update', '--json-fields', '{"location":"Looking-Glass"}'])).toMatchObject({
        location: 'Looking-Glass'
      })
      ok(await svc(['user', 'avatar', 'upload', file('me.png', PNG)]), [])
      ok(await svc(['user', 'avatar', 'delete']), [])
    })

    flow('user runners: get, registration token (with a note), delete', async () => {
      const runners = await json(['user', 'runners', 'list'])
      const mine = runners.find((r: { name: string }) => r.name === 'alice-runner')
      expect(await json(['user', 'runners', 'get', String(mine.id)])).toMatchObject({ name: 'alice-runner' })
      const token = ok(await svc(['user', 'runners', 'token']), [])
      expect(token.stdout).toMatch(/^token: \S+\n$/)
      expect(token.stderr).toMatch(/note: token is a credential; it registers runners: keep it secret/)
      ok(await svc(['user', 'runners', 'delete', String(mine.id)]), [])
    })

    flow('user runners: register (the token shown with a note, the .runner file under RUNNER_TEMP), edit, prune', async () => {
      const temp = mkdtempSync(join(dir, 'runner-temp-'))
      const reg = ok(
        await svc(['user', 'runners', 'register', 'cli-runner', '--labels', 'linux', '--ephemeral'], { env: { RUNNER_TEMP: temp } }),
        []
      )
      expect(reg.stdout).toMatch(/^id: \d+\nuuid: \S+\ntoken: \S+\n/)
      expect(reg.stderr).toMatch(/note: token is a credential; it is the new runner's own credential/)
      const id = Number(/^id: (\d+)/.exec(reg.stdout)![1])
      const runner = JSON.parse(readFileSync(join(temp, `svc-runner-${id}`, '.runner'), 'utf8'))
      expect(sim.state.runners.find(r => r.id === id)).toMatchObject({ uuid: runner.uuid, token: runner.token, ephemeral: true })
      if (variant === 'gitea') {
        expect(await json(['user', 'runners', 'edit', String(id), '--disabled'])).toMatchObject({ id, disabled: true })
        expect(sim.state.runners.find(r => r.id === id)!.disabled).toBe(true)
      }
      const preview = await json(['user', 'runners', 'prune', '--name', 'cli-*', '--preview'])
      expect(preview.map((r: { outcome: string }) => r.outcome)).toContain('would remove')
      expect(sim.state.runners.some(r => r.id === id)).toBe(true)
      const pruned = await json(['user', 'runners', 'prune', '--name', 'cli-*', '--ephemeral'])
      expect(pruned.find((r: { id: number }) => r.id === id).outcome).toBe('removed')
      expect(sim.state.runners.some(r => r.id === id)).toBe(false)
    })

    flow('access tokens: basic auth with --password-stdin; the value is shown once; list and delete', async () => {
      const args = [
        'user',
        'tokens',
        'create',
        'alice',
        '--name',
        'cli-tok',
        '--scopes',
        'read:user,write:repository',
        '--username',
        'alice',
        '--password-stdin'
      ]
      const r = ok(await svc(args, { as: 'none', input: `${sim.fixtures.userPassword}\n` }), args)
      expect(r.stdout).toMatch(/^id: \d+\nname: cli-tok\nsha1: [0-9a-f]{40}\n/)
      expect(r.stderr).toMatch(/note: sha1 is a credential; it is shown only this once and cannot be shown again/)
      const sha1 = /sha1: (\S+)/.exec(r.stdout)![1]
      const basic = { SVC_USERNAME: 'alice', SVC_PASSWORD: sim.fixtures.userPassword }
      const listed = await json(['user', 'tokens', 'list', 'alice'], { as: 'none', env: basic })
      expect(listed.find((t: { name: string }) => t.name === 'cli-tok')).toMatchObject({
        name: 'cli-tok',
        token_last_eight: sha1.slice(-8)
      })
      expect(JSON.stringify(listed)).not.toContain(sha1)
      // The new token works.
      expect(await json(['user', 'me'], { env: { SVC_TOKEN: sha1 } })).toMatchObject({ login: 'alice' })
      ok(await svc(['user', 'tokens', 'delete', 'alice', 'cli-tok'], { as: 'none', env: basic }), [])
      // Wrong password: 401 from the server, exit 1, and the password is not shown.
      const bad = await svc(['user', 'tokens', 'list', 'alice'], {
        as: 'none',
        env: { SVC_USERNAME: 'alice', SVC_PASSWORD: 'wrong-pass-SECRET' }
      })
      expect(bad.code).toBe(1)
      expect(bad.stderr).toMatch(/^svc: .*401/)
      expect(bad.stderr).not.toContain('wrong-pass-SECRET')
    })

    flow('admin: cron run, system hooks, runners, unadopted repositories', async () => {
      ok(await svc(['admin', 'cron', 'run', 'repo_health_check'], { as: 'admin' }), [])
      const config = '{"url":"https://audit.example.com/hook","content_type":"json"}'
      const hook = await json(['admin', 'hooks', 'create', 'gitea', '--config', config, '--events', 'push', '--active'], { as: 'admin' })
      expect(await json(['admin', 'hooks', 'get', String(hook.id)], { as: 'admin' })).toMatchObject({ id: hook.id, active: true })
      expect(await json(['admin', 'hooks', 'edit', String(hook.id), '--json-fields', '{"active":false}'], { as: 'admin' })).toMatchObject({
        active: false
      })
      ok(await svc(['admin', 'hooks', 'delete', String(hook.id)], { as: 'admin' }), [])
      const token = ok(await svc(['admin', 'runners', 'token'], { as: 'admin' }), [])
      expect(token.stderr).toMatch(/note: token is a credential/)
      const runner = (await json(['admin', 'runners', 'list'], { as: 'admin' })).find((r: { name: string }) => r.name === 'shared-runner-2')
      expect(await json(['admin', 'runners', 'get', String(runner.id)], { as: 'admin' })).toMatchObject({ name: 'shared-runner-2' })
      ok(await svc(['admin', 'runners', 'delete', String(runner.id)], { as: 'admin' }), [])
      const made = await json(['admin', 'runners', 'register', 'cli-instance-runner'], { as: 'admin' })
      expect(sim.state.runners.find(r => r.id === made.id)).toMatchObject({ ownerId: 0, token: made.token })
      if (variant === 'gitea') ok(await svc(['admin', 'runners', 'edit', String(made.id), '--no-disabled'], { as: 'admin' }), [])
      const guard = await svc(['admin', 'runners', 'prune', '--max-removals', '0'], { as: 'admin' })
      expect(guard.code).toBe(2)
      expect(guard.stderr).toMatch(/more than max_removals \(0\); nothing was removed/)
      expect(sim.state.runners.some(r => r.id === made.id)).toBe(true)
      const pruned = await json(['admin', 'runners', 'prune', '--name', 'cli-*'], { as: 'admin' })
      expect(pruned.filter((r: { outcome: string }) => r.outcome === 'removed').map((r: { id: number }) => r.id)).toEqual([made.id])
      ok(await svc(['admin', 'unadopted', 'adopt', 'alice', 'orphan'], { as: 'admin' }), [])
      ok(await svc(['admin', 'unadopted', 'delete', 'acme', 'lost', '--yes'], { as: 'admin' }), [])
      expect(await json(['admin', 'unadopted', 'list'], { as: 'admin' })).toEqual([])
    })

    flow('admin: create a user (password from stdin), edit, keys, organization, rename, repository', async () => {
      const password = `clibob-pass-${variant}-1234`
      const before = sim.requests.length
      const created = await json(
        ['admin', 'users', 'create', '--username', 'clibob', '--email', 'clibob@example.com', '--password-stdin'],
        {
          as: 'admin',
          input: `${password}\n`
        }
      )
      expect(created).toMatchObject({ login: 'clibob', email: 'clibob@example.com' })
      const post = sim.requests.slice(before).find(q => q.method === 'POST' && q.path.endsWith('/admin/users'))
      expect(post?.body).toMatchObject({ username: 'clibob', password })
      expect(post?.body).not.toHaveProperty('must_change_password')
      const flagged = [
        'admin',
        'users',
        'create',
        '--username',
        'clicarol',
        '--email',
        'clicarol@example.com',
        '--password',
        password,
        '--must-change-password'
      ]
      ok(await svc(flagged, { as: 'admin' }), flagged)
      expect(sim.requests.filter(q => q.method === 'POST' && q.path.endsWith('/admin/users')).at(-1)?.body).toMatchObject({
        must_change_password: true
      })
      expect(await json(['admin', 'users', 'edit', 'clibob', '--json-fields', '{"full_name":"CLI Bob"}'], { as: 'admin' })).toMatchObject({
        full_name: 'CLI Bob'
      })
      const keyFile = file('bob.pub', sampleSshKey(`clibob-${variant}`))
      const key = await json(['admin', 'users', 'keys-add', 'clibob', '--title', 'laptop', '--key', `@${keyFile}`], { as: 'admin' })
      ok(await svc(['admin', 'users', 'keys-delete', 'clibob', String(key.id)], { as: 'admin' }), [])
      expect(ok(await svc(['admin', 'users', 'org-add', 'clibob', 'acme', '--team', 'Developers'], { as: 'admin' }), []).stdout).toBe(
        'ok\n'
      )
      // In the team already: the PUT is not sent again, and the output says nothing changed.
      expect(ok(await svc(['admin', 'users', 'org-add', 'clibob', 'acme', '--team', 'Developers'], { as: 'admin' }), []).stdout).toBe(
        'unchanged\n'
      )
      expect((await json(['admin', 'users', 'orgs', 'clibob'], { as: 'admin' })).map((o: { name: string }) => o.name)).toContain('acme')
      expect(await json(['admin', 'users', 'emails', 'clibob'], { as: 'admin' })).toEqual([
        expect.objectContaining({ email: 'clibob@example.com' })
      ])
      ok(await svc(['admin', 'users', 'rename', 'clibob', 'clibob2'], { as: 'admin' }), [])
      expect(
        await json(['admin', 'users', 'repos-create', 'clibob2', '--name', 'tools', '--private', '--description', 'Build tools'], {
          as: 'admin'
        })
      ).toMatchObject({
        full_name: 'clibob2/tools',
        private: true
      })
      const bobId = sim.state.users.find(u => u.login === 'clibob2')!.id
      expect(sim.state.repos.find(r => r.ownerId === bobId && r.name === 'tools')).toMatchObject({
        private: true,
        description: 'Build tools'
      })
      expect(
        await json(['admin', 'users', 'repos-create', 'clibob2', '--json-fields', '{"name":"tools2","private":true}'], { as: 'admin' })
      ).toMatchObject({ full_name: 'clibob2/tools2', private: true })
      expect(
        await json(['admin', 'users', 'orgs-create', 'clibob2', 'clibobco', '--full-name', 'CLI Bob Co', '--visibility', 'private'], {
          as: 'admin'
        })
      ).toMatchObject({ name: 'clibobco', visibility: 'private' })
      expect(sim.state.orgs.find(o => o.name === 'clibobco')).toMatchObject({ fullName: 'CLI Bob Co', visibility: 'private' })
      // The user owns a repository and an organization: refused without --purge, and nothing is gone.
      const kept = await svc(['admin', 'users', 'delete', 'clibob2'], { as: 'admin' })
      expect(kept.code).toBe(1)
      expect(kept.stderr).toMatch(/422.*still has ownership of repositories/)
      expect(sim.state.users.map(u => u.login)).toContain('clibob2')
      ok(await svc(['admin', 'users', 'delete', 'clibob2', '--purge', '--yes'], { as: 'admin' }), [])
      expect(sim.state.users.map(u => u.login)).not.toContain('clibob2')
      expect(sim.state.orgs.map(o => o.name)).not.toContain('clibobco')
      expect(sim.state.repos.map(r => r.name)).not.toContain('tools')
      if (variant === 'gitea') {
        ok(await svc(['admin', 'users', 'badges-add', 'alice', 'contributor'], { as: 'admin' }), [])
        expect((await json(['admin', 'users', 'badges', 'alice'], { as: 'admin' })).map((b: { slug: string }) => b.slug)).toContain(
          'contributor'
        )
        ok(await svc(['admin', 'users', 'badges-delete', 'alice', 'contributor'], { as: 'admin' }), [])
      } else {
        ok(await svc(['admin', 'users', 'emails-delete', 'alice', '--email', 'alice.secondary@example.com'], { as: 'admin' }), [])
      }
    })

    test('mutating commands: keys, GPG, emails, social, hooks, OAuth2, secrets, variables, settings, avatar, runners, tokens, admin', async () => {
      const errors: string[] = []
      await bounded(
        3,
        flows.map(
          ([name, fn]) =>
            () =>
              fn().catch((e: Error) => void errors.push(`${name}: ${e.message}`))
        )
      )
      expect(errors).toEqual([])
    }, 180_000)

    test('commands absent on this variant are refused with exit 2 and the reason', async () => {
      const runs = await bounded(
        4,
        ABSENT[variant].map(args => () => svc(args, { as: 'admin' }))
      )
      runs.forEach((r, i) => {
        expect({ args: ABSENT[variant][i].join(' '), code: r.code }).toEqual({ args: ABSENT[variant][i].join(' '), code: 2 })
        expect(r.stderr).toMatch(new RegExp(`^svc: "svc [a-z -]+" is not available on ${variant}`))
      })
    }, 60_000)

    test('exit 1 for server and network failures, with the server message and a hint', async () => {
      const missing = await svc(['user', 'get', 'nosuchuser'])
      expect(missing.code).toBe(1)
      expect(missing.stdout).toBe('')
      expect(missing.stderr).toMatch(/^svc: GET \/users\/nosuchuser failed: 404.*\nhint: not found/)
      const notAdmin = await svc(['admin', 'users', 'list'])
      expect(notAdmin.code).toBe(1)
      expect(notAdmin.stderr).toMatch(/403[\s\S]*\nhint: .*admin/)
      const down = await svc(['user', 'me'], { env: { SVC_SERVER_URL: 'http://127.0.0.1:9' } })
      expect(down.code).toBe(1)
      expect(down.stderr).toMatch(/could not reach the server/)
    }, 60_000)

    test('exit 2 sends nothing; --dry-run sends nothing and redacts the password; flags win over the environment', async () => {
      const before = sim.requests.length
      expect((await svc(['user', 'keys', 'add', '--title', 'x'])).code).toBe(2)
      expect((await svc(['user', 'settings-update', '--json-fields', '{"nope":1}'])).code).toBe(2)
      const dry = [
        'admin',
        'users',
        'create',
        '--username',
        'ghost',
        '--email',
        'ghost@example.com',
        '--password',
        'ghost-pass-SECRET',
        '--dry-run',
        '--output',
        'json'
      ]
      const planned = ok(await svc(dry, { as: 'admin' }), dry)
      expect(JSON.parse(planned.stdout)).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: `${sim.url}/api/v1/admin/users`,
          body: expect.objectContaining({ password: '***' })
        })
      ])
      expect(planned.stdout + planned.stderr).not.toContain('ghost-pass-SECRET')
      expect(sim.requests.length).toBe(before)
      const flags = ['--server-url', sim.url, '--token', sim.fixtures.userToken, 'user', 'me', '--output', 'json']
      const won = ok(await svc(flags, { env: { SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'bogus-token-1234' } }), flags)
      expect(JSON.parse(won.stdout)).toMatchObject({ login: 'alice' })
      const leafFlags = ['user', 'me', '--token', sim.fixtures.adminToken, '--variant', variant, '--output', 'json']
      expect(JSON.parse(ok(await svc(leafFlags), leafFlags).stdout)).toMatchObject({ login: 'root' })
    }, 60_000)

    // The domains svc adds (orgs, repos): their commands' tests, in files of their own.
    const kit: CliKit = { variant, sim: () => sim, svc, json, ok, direct, file }
    for (const more of DOMAIN_SCENARIOS) more(kit)

    test('every command of interface §4.4 and §4.5 ran', () => {
      expect(seedPaths.filter(p => !ran.has(p))).toEqual([])
    })
  })
}
