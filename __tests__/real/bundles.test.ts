// The shipped bundles against the real server SVC_E2E_* describes (the Gitea that
// scripts/real-gitea.sh starts for npm run test:real, or your own): one operation of every family
// the variant has through the action (dist/index.js under Node 24, as a node24 runner runs it) and
// through the CLI (dist/cli.js), each change read back by plain HTTP or from the instance's
// database, each read compared with a plain request of the same page.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { cleanup, findLeaks, isolatedBundle, nodeBinaries, runAction, type NodeBinary } from '../action/harness.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { sampleSshKey } from '../sim/fixtures.js'
import { findOperation } from '../../src/registry/index.js'
import { leftOut, plainFetch, runsHere, type Capability } from '../target.js'
import { ADMIN, ADMIN_TOKEN, LABEL, REPO_ROOT, URL, VARIANT, api, basic, canReadDb, registrationToken, sql } from './instance.js'

const run = randomBytes(3).toString('hex')
const me = `bn${run}`
const others = [1, 2, 3].map(i => `bo${i}${run}`)
const password = `Bn-${randomBytes(8).toString('hex')}`
let token = ''

const mine = (method: string, path: string, body?: unknown) => api(method, path, body, `token ${token}`)
const names = (rows: Array<Record<string, unknown>>, key: string) => rows.map(r => r[key])

type Tag = 'a' | 'c'
interface Case {
  family: string
  domain: 'users' | 'admin'
  action: string
  /** Acts as `me` with a token (default), `me` with basic auth, or the admin. */
  as?: 'basic' | 'admin'
  params: (tag: Tag) => Record<string, unknown>
  cli: (tag: Tag) => string[]
  stdin?: (tag: Tag) => string
  /** Secret values the call handles (never printed). */
  secrets?: (tag: Tag) => string[]
  /** Reads the server's state back; `result` is what svc returned (for reads: compared with it). */
  check: (tag: Tag, result: unknown) => Promise<void>
  /** What the set-up needs beyond the API (the case is not run where the server cannot give it). */
  needs?: Capability
}

const hook = (tag: Tag, level: string) => ({ url: `https://hooks.example.com/${level}-${run}-${tag}`, content_type: 'json' })
const secretValue = (tag: Tag) => `line one ${run}-${tag}\nline "two" \\ ${run}`
const newUser = (tag: Tag) => `nu${run}${tag}`
const userPassword = (tag: Tag) => `Nu-${run}-${tag}-pw`

const CASES: Case[] = [
  {
    family: 'SSH keys',
    domain: 'users',
    action: 'keys_add',
    params: t => ({ title: `k-${t}`, key: sampleSshKey(`${run}-${t}`) }),
    cli: t => ['user', 'keys', 'add', '--title', `k-${t}`, '--key', sampleSshKey(`${run}-${t}`)],
    check: async t => expect(names((await mine('GET', '/user/keys?limit=50')).body, 'title')).toContain(`k-${t}`)
  },
  {
    family: 'GPG keys',
    domain: 'users',
    action: 'gpg_keys_token',
    params: () => ({}),
    cli: () => ['user', 'gpg-keys', 'token'],
    check: async (_t, result) => {
      const res = await plainFetch(`${URL}/api/v1/user/gpg_key_token`, { headers: { authorization: `token ${token}` } })
      expect(String(result).trim()).toBe((await res.text()).trim())
    }
  },
  {
    family: 'emails',
    domain: 'users',
    action: 'emails_add',
    params: t => ({ emails: [`${me}-${t}@example.org`] }),
    cli: t => ['user', 'emails', 'add', `${me}-${t}@example.org`],
    check: async t => expect(names((await mine('GET', '/user/emails')).body, 'email')).toContain(`${me}-${t}@example.org`)
  },
  {
    family: 'secrets',
    domain: 'users',
    action: 'secrets_set',
    params: t => ({ name: `S_${t.toUpperCase()}`, value: secretValue(t) }),
    cli: t => ['user', 'secrets', 'set', `S_${t.toUpperCase()}`],
    stdin: secretValue,
    secrets: t => [secretValue(t)],
    check: async t => {
      // User secrets have no read API. Setting the same name again answers 204 where it exists (201
      // where it is new), on Gitea and Forgejo alike; the database, when at hand, lists it too.
      const again = await mine('PUT', `/user/actions/secrets/S_${t.toUpperCase()}`, { data: secretValue(t) })
      expect(again.status).toBe(204)
      if (dbReadable)
        expect(sql(`SELECT name FROM secret WHERE owner_id = (SELECT id FROM "user" WHERE lower_name = '${me}')`).split('\n')).toContain(
          `S_${t.toUpperCase()}`
        )
    }
  },
  {
    family: 'variables',
    domain: 'users',
    action: 'variables_set',
    params: t => ({ name: `V_${t.toUpperCase()}`, value: `v-${t}` }),
    cli: t => ['user', 'variables', 'set', `V_${t.toUpperCase()}`, '--value', `v-${t}`],
    check: async t => expect((await mine('GET', `/user/actions/variables/V_${t.toUpperCase()}`)).body).toMatchObject({ data: `v-${t}` })
  },
  {
    family: 'user webhooks',
    domain: 'users',
    action: 'hooks_create',
    params: t => ({ type: 'gitea', config: hook(t, 'user'), active: true, events: ['push'] }),
    cli: t => ['user', 'hooks', 'create', 'gitea', '--config', JSON.stringify(hook(t, 'user')), '--events', 'push', '--active'],
    check: async t => {
      const found = ((await mine('GET', '/user/hooks')).body as Array<{ config: { url: string }; active: boolean }>).find(
        h => h.config.url === hook(t, 'user').url
      )
      expect(found?.active).toBe(true)
    }
  },
  {
    family: 'user runners',
    domain: 'users',
    action: 'runners_token',
    params: () => ({}),
    cli: () => ['user', 'runners', 'token'],
    check: async (_t, result) => expect((result as { token: string }).token).toBe(await registrationToken('users', `token ${token}`))
  },
  {
    family: 'OAuth2 applications',
    domain: 'users',
    action: 'oauth2_create',
    params: t => ({ name: `app-${t}`, redirect_uris: [`https://ci.example.com/${t}`] }),
    cli: t => ['user', 'oauth2', 'create', '--name', `app-${t}`, '--redirect-uris', `https://ci.example.com/${t}`],
    check: async (t, result) => {
      expect(names((await mine('GET', '/user/applications/oauth2')).body, 'name')).toContain(`app-${t}`)
      expect((result as { client_secret: string }).client_secret).toMatch(/\w{20,}/)
    }
  },
  {
    family: 'access tokens',
    domain: 'users',
    action: 'tokens_create',
    as: 'basic',
    params: t => ({ username: me, name: `tok-${t}`, scopes: ['read:user'] }),
    cli: t => ['user', 'tokens', 'create', me, '--name', `tok-${t}`, '--scopes', 'read:user'],
    check: async (t, result) => {
      expect(names((await api('GET', `/users/${me}/tokens`, undefined, basic(me, password))).body, 'name')).toContain(`tok-${t}`)
      // The created token works.
      expect((await api('GET', '/user', undefined, `token ${(result as { sha1: string }).sha1}`)).body.login).toBe(me)
    }
  },
  {
    family: 'follows',
    domain: 'users',
    action: 'follow',
    params: t => ({ username: t === 'a' ? others[0] : ADMIN }),
    cli: t => ['user', 'follow', t === 'a' ? others[0] : ADMIN],
    check: async t => expect((await mine('GET', `/user/following/${t === 'a' ? others[0] : ADMIN}`)).status).toBe(204)
  },
  {
    family: 'stars',
    domain: 'users',
    action: 'star',
    params: t => ({ owner: me, repo: `r-${t}` }),
    cli: t => ['user', 'star', me, `r-${t}`],
    check: async t => expect((await mine('GET', `/user/starred/${me}/r-${t}`)).status).toBe(204)
  },
  {
    family: 'blocks',
    domain: 'users',
    action: 'blocks_add',
    params: t => ({ username: t === 'a' ? others[1] : others[2] }),
    cli: t => ['user', 'blocks', 'add', t === 'a' ? others[1] : others[2]],
    check: async t => {
      const blocked = t === 'a' ? others[1] : others[2]
      // Forgejo has no check route; its list of blocked users gives their ids (`block_id`).
      if (VARIANT === 'forgejo') {
        const id = (await api('GET', `/users/${blocked}`)).body.id
        expect(names((await mine('GET', '/user/list_blocked?limit=50')).body, 'block_id')).toContain(id)
      } else expect((await mine('GET', `/user/blocks/${blocked}`)).status).toBe(204)
    }
  },
  {
    family: 'settings',
    domain: 'users',
    action: 'settings_update',
    params: t => ({ json_fields: { full_name: `Bundle ${t}` } }),
    cli: t => ['user', 'settings-update', '--json-fields', JSON.stringify({ full_name: `Bundle ${t}` })],
    check: async t => expect((await mine('GET', '/user/settings')).body.full_name).toBe(`Bundle ${t}`)
  },
  {
    family: 'users (admin)',
    domain: 'admin',
    action: 'users_create',
    as: 'admin',
    params: t => ({ username: newUser(t), email: `${newUser(t)}@example.com`, password: userPassword(t), must_change_password: false }),
    cli: t => [
      'admin',
      'users',
      'create',
      '--username',
      newUser(t),
      '--email',
      `${newUser(t)}@example.com`,
      '--password-stdin',
      '--no-must-change-password'
    ],
    stdin: userPassword,
    secrets: t => [userPassword(t)],
    check: async t => expect((await api('GET', '/user', undefined, basic(newUser(t), userPassword(t)))).body.login).toBe(newUser(t))
  },
  {
    family: 'organizations (admin)',
    domain: 'admin',
    action: 'orgs',
    as: 'admin',
    params: () => ({ limit: 1, page: 2 }),
    cli: () => ['admin', 'orgs', 'list', '--limit', '1', '--page', '2'],
    check: async (_t, result) => {
      expect(result).toHaveLength(1)
      expect(names(result as Array<Record<string, unknown>>, 'name')).toEqual(
        names((await api('GET', '/admin/orgs?limit=1&page=2')).body, 'name')
      )
    }
  },
  {
    family: 'cron (admin)',
    domain: 'admin',
    action: 'cron_run',
    as: 'admin',
    params: () => ({ task: 'cleanup_hook_task_table' }),
    cli: () => ['admin', 'cron', 'run', 'cleanup_hook_task_table'],
    check: async () => {
      const task = ((await api('GET', '/admin/cron')).body as Array<{ name: string; exec_times: number }>).find(
        x => x.name === 'cleanup_hook_task_table'
      )!
      expect(task.exec_times).toBeGreaterThan(cronRuns)
      cronRuns = task.exec_times
    }
  },
  {
    family: 'system webhooks (admin)',
    domain: 'admin',
    action: 'hooks_create',
    as: 'admin',
    params: t => ({ type: 'gitea', config: hook(t, 'system'), active: true, events: ['push'] }),
    cli: t => ['admin', 'hooks', 'create', 'gitea', '--config', JSON.stringify(hook(t, 'system')), '--events', 'push', '--active'],
    check: async t =>
      expect(((await api('GET', '/admin/hooks?limit=50')).body as Array<{ config: { url: string } }>).map(h => h.config.url)).toContain(
        hook(t, 'system').url
      )
  },
  {
    family: 'emails (admin)',
    domain: 'admin',
    action: 'emails',
    as: 'admin',
    params: () => ({ limit: 2, page: 2 }),
    cli: () => ['admin', 'emails', 'list', '--limit', '2', '--page', '2'],
    check: async (_t, result) => {
      expect(result).toHaveLength(2)
      expect(names(result as Array<Record<string, unknown>>, 'email')).toEqual(
        names((await api('GET', '/admin/emails?limit=2&page=2')).body, 'email')
      )
    }
  },
  {
    family: 'unadopted repositories (admin)',
    domain: 'admin',
    action: 'unadopted_adopt',
    as: 'admin',
    needs: 'unadopted',
    params: t => ({ owner: me, repo: `un-${t}` }),
    cli: t => ['admin', 'unadopted', 'adopt', me, `un-${t}`],
    check: async t => expect((await api('GET', `/repos/${me}/un-${t}`)).body).toMatchObject({ full_name: `${me}/un-${t}` })
  },
  {
    family: 'badges (admin)',
    domain: 'admin',
    action: 'badges_add',
    as: 'admin',
    needs: 'badge',
    params: t => ({ username: me, badges: [`b-${run}-${t}`] }),
    cli: t => ['admin', 'users', 'badges-add', me, `b-${run}-${t}`],
    check: async t => expect(names((await api('GET', `/admin/users/${me}/badges`)).body, 'Slug')).toContain(`b-${run}-${t}`)
  },
  {
    family: 'runners (admin)',
    domain: 'admin',
    action: 'runners_token',
    as: 'admin',
    params: () => ({}),
    cli: () => ['admin', 'runners', 'token'],
    check: async (_t, result) => expect((result as { token: string }).token).toBe(await registrationToken('admin'))
  },
  {
    family: 'workflow runs (admin)',
    domain: 'admin',
    action: 'runs',
    as: 'admin',
    params: () => ({ limit: 1 }),
    cli: () => ['admin', 'runs', 'list', '--limit', '1'],
    check: async (_t, result) => expect(result).toEqual(expect.any(Array))
  }
]

/** The cases this server can run: operations the variant has, with what their set-up needs. */
const HERE = CASES.filter(c => {
  if (!findOperation(c.domain, c.action).routes[VARIANT]) {
    leftOut(`bundles: ${c.family} (${c.action})`, `${VARIANT} has no such operation`)
    return false
  }
  return runsHere(`bundles: ${c.family} (${c.action})`, c.needs)
})
const dbReadable = canReadDb('bundles: secrets_set also read back from the database')

let cronRuns = 0
let node24: NodeBinary
let actionBundle = ''
let cliBundle = ''

beforeAll(async () => {
  node24 = nodeBinaries().at(-1)!
  actionBundle = isolatedBundle()
  cliBundle = ensureCliBundle()
  for (const user of [me, ...others])
    expect(
      (await api('POST', '/admin/users', { username: user, email: `${user}@example.com`, password, must_change_password: false })).status
    ).toBe(201)
  const created = await api('POST', `/users/${me}/tokens`, { name: 'bundles', scopes: ['all'] }, basic(me, password))
  expect(created.status).toBe(201)
  token = created.body.sha1
  // Organizations enough for a second page of one.
  for (const i of [1, 2, 3]) expect((await api('POST', `/admin/users/${others[0]}/orgs`, { username: `org${i}${run}` })).status).toBe(201)
  for (const t of ['a', 'c']) {
    expect((await api('POST', `/admin/users/${me}/repos`, { name: `r-${t}` })).status).toBe(201)
    if (HERE.some(c => c.needs === 'unadopted'))
      execFileSync('git', ['init', '-q', '--bare', '-b', 'main', join(REPO_ROOT, me, `un-${t}.git`)])
    // Badge definitions have no API (Gitea 1.25/1.26): a row in the database.
    if (HERE.some(c => c.needs === 'badge'))
      sql(`INSERT INTO badge (slug, description, image_url) VALUES ('b-${run}-${t}', 'bundle badge', 'https://example.com/b.png')`)
  }
  cronRuns = ((await api('GET', '/admin/cron')).body as Array<{ name: string; exec_times: number }>).find(
    x => x.name === 'cleanup_hook_task_table'
  )!.exec_times
}, 120_000)

const credentialsOf = (c: Case) => (c.as === 'admin' ? [ADMIN_TOKEN] : c.as === 'basic' ? [password] : [token])

describe(`the bundles against ${LABEL}`, () => {
  it.each(HERE.map(c => [c.family, c.action, c] as const))('%s (%s): the action under Node 24', async (_f, _a, c) => {
    const auth = c.as === 'admin' ? { token: ADMIN_TOKEN } : c.as === 'basic' ? { username: me, password } : { token }
    const result = await runAction({
      node: node24,
      bundle: actionBundle,
      serverUrl: URL,
      inputs: { domain: c.domain, action: c.action, params: JSON.stringify(c.params('a')), ...auth }
    })
    try {
      if (result.code !== 0) throw new Error(`the action failed:\n${result.shown}\n${result.stderr}`)
      await c.check('a', JSON.parse(result.outputs.result))
      expect(findLeaks(result, [...credentialsOf(c), ...(c.secrets?.('a') ?? [])])).toEqual([])
    } finally {
      cleanup(result)
    }
  })

  it.each(HERE.map(c => [c.family, c.action, c] as const))('%s (%s): the CLI', async (_f, _a, c) => {
    const env: Record<string, string> = { SVC_SERVER_URL: URL }
    if (c.as === 'admin') env.SVC_TOKEN = ADMIN_TOKEN
    else if (c.as === 'basic') Object.assign(env, { SVC_USERNAME: me, SVC_PASSWORD: password })
    else env.SVC_TOKEN = token
    const result = await runCli(cliBundle, [...c.cli('c'), '--output', 'json'], { env, input: c.stdin?.('c') })
    if (result.code !== 0) throw new Error(`svc failed (${result.code}):\n${result.stderr}`)
    await c.check('c', result.stdout.trim() ? JSON.parse(result.stdout) : null)
    for (const secret of [...credentialsOf(c), ...(c.secrets?.('c') ?? [])])
      expect(`${result.stdout}${result.stderr}`.includes(secret)).toBe(false)
  })
})
