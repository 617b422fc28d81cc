// What gh and tea users reach for (issue 10), tried as a new user would: --version, short flags,
// timeouts and retries, named logins, `svc api`, completion, OWNER/REPO, paging progress on a
// terminal, suggestions, help, hints in the CLI's words, webhook event names, runner labels.
// Against the simulated forges; changes are read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startForge, type Forge } from '../sim/forge.js'
import { ROOT, ensureCliBundle, runCli, type CliRun } from './harness.js'

let bundle: string
let forgejo: Forge
let gitea: Forge
let home: string
beforeAll(async () => {
  bundle = ensureCliBundle()
  forgejo = await startForge({ variant: 'forgejo' })
  gitea = await startForge({ variant: 'gitea' })
  home = mkdtempSync(join(tmpdir(), 'svc-home-'))
}, 180_000)
afterAll(async () => {
  await forgejo?.close()
  await gitea?.close()
  rmSync(home, { recursive: true, force: true })
})

/** svc with HOME and XDG_CONFIG_HOME in a scratch directory (the login config lives there). */
const svc = (args: string[], env: Record<string, string | undefined> = {}, input?: string): Promise<CliRun> =>
  runCli(bundle, args, { env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), ...env }, input })

const get = async (forge: Forge, path: string, token: string) => {
  const res = await fetch(`${forge.url}/api/v1${path}`, { headers: { authorization: `token ${token}` } })
  return { status: res.status, body: res.status === 204 ? undefined : ((await res.json()) as any) }
}

describe('version, short flags, help', () => {
  test('svc --version and -V print the package version, exit 0', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
    for (const flag of ['--version', '-V']) {
      const r = await svc([flag])
      expect(r.code).toBe(0)
      expect(r.stdout).toBe(`svc ${version}\n`)
    }
  })

  test('-o json is --output json', async () => {
    const r = await svc(['user', 'me', '-o', 'json'], { SVC_SERVER_URL: forgejo.url, SVC_TOKEN: forgejo.fixtures.userToken })
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).login).toBe('alice')
  })

  test('bare svc, svc help, svc help admin users: help on stdout, exit 0', async () => {
    const bare = await svc([])
    expect(bare.code).toBe(0)
    expect(bare.stdout).toMatch(/^Usage: svc /)
    const users = await svc(['help', 'admin', 'users'])
    expect(users.code).toBe(0)
    expect(users.stdout).toMatch(/^Usage: svc admin users /)
    expect(users.stdout).toMatch(/\n {2}list \[options\]/)
    const login = await svc(['login'])
    expect(login.code).toBe(0)
    expect(login.stdout).toMatch(/^Usage: svc login /)
  })

  test('typos suggest the closest subcommand, one style, exit 2, nothing sent', async () => {
    const env = { SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'tok-xyz-123' }
    const cases: Array<[string[], string]> = [
      [['admin', 'users', 'lsit'], 'unknown command "svc admin users lsit"; did you mean "svc admin users list"?'],
      [['admni'], 'unknown command "svc admni"; did you mean "svc admin"?'],
      [['help', 'admin', 'usres'], 'unknown command "svc admin usres"; did you mean "svc admin users"?'],
      [['login', 'lst'], 'unknown command "svc login lst"; did you mean "svc login list"?'],
      [
        ['admin', 'users', 'lsit', '--server-url', 'http://127.0.0.1:9'],
        'unknown command "svc admin users lsit"; did you mean "svc admin users list"?'
      ]
    ]
    for (const [args, message] of cases) {
      const r = await svc(args, env)
      expect({ args, code: r.code }).toEqual({ args, code: 2 })
      expect(r.stderr.split('\n')[0]).toBe(`svc: ${message}`)
      expect(r.stderr).toMatch(/\nhint: see: svc .*--help\n$/)
    }
  })
})

describe('--timeout-seconds and --retries', () => {
  let silent: Server
  const sockets: Socket[] = []
  let port = 0
  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer(socket => void sockets.push(socket))
    await new Promise<void>(done => silent.listen(0, '127.0.0.1', done))
    port = (silent.address() as { port: number }).port
  })
  afterAll(() => {
    for (const s of sockets) s.destroy()
    return new Promise<void>(done => silent.close(() => done()))
  })

  test('a timeout names the CLI flag and its variable in the hint', async () => {
    for (const [args, env] of [
      [['--timeout-seconds', '0.3'], {}],
      [[], { SVC_TIMEOUT_SECONDS: '0.3' }]
    ] as Array<[string[], Record<string, string>]>) {
      const r = await svc(['user', 'me', ...args], { SVC_SERVER_URL: `http://127.0.0.1:${port}`, SVC_TOKEN: 'tok-timeout-1', ...env })
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/no answer within/)
      expect(r.stderr).toMatch(/\nhint: .*--timeout-seconds \(or SVC_TIMEOUT_SECONDS\)/)
      expect(r.stderr).not.toMatch(/(?<!-)timeout-seconds(?! \(or)/)
    }
  })

  test('bad values are usage errors naming the flag, nothing sent', async () => {
    for (const [args, env, message] of [
      [['--timeout-seconds', '0'], {}, /--timeout-seconds \(or SVC_TIMEOUT_SECONDS\) must be a number of seconds/],
      [[], { SVC_TIMEOUT_SECONDS: 'soon' }, /--timeout-seconds \(or SVC_TIMEOUT_SECONDS\) must be/],
      [['--retries', '11'], {}, /--retries \(or SVC_RETRIES\) must be a whole number from 0 to 10/],
      [[], { SVC_RETRIES: '-1' }, /--retries \(or SVC_RETRIES\) must be/]
    ] as Array<[string[], Record<string, string>, RegExp]>) {
      const before = forgejo.requests.length
      const r = await svc(['user', 'me', ...args], { SVC_SERVER_URL: forgejo.url, SVC_TOKEN: forgejo.fixtures.userToken, ...env })
      expect(r.code).toBe(2)
      expect(r.stderr).toMatch(message)
      expect(forgejo.requests.length).toBe(before)
    }
  })

  test('--retries repeats a GET the server failed with 503', async () => {
    forgejo.inject({ method: 'GET', path: '/user', status: 503, times: 2 })
    const r = await svc(['user', 'me', '--retries', '2', '-o', 'json'], {
      SVC_SERVER_URL: forgejo.url,
      SVC_TOKEN: forgejo.fixtures.userToken
    })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.stdout).login).toBe('alice')
  })

  test('without --retries a GET is repeated twice, as the action does (a cron drift check survives one 502); --retries 0 does not', async () => {
    const env = { SVC_SERVER_URL: forgejo.url, SVC_TOKEN: forgejo.fixtures.userToken }
    forgejo.inject({ method: 'GET', path: '/user', status: 502, times: 2 })
    const before = forgejo.requests.length
    const r = await svc(['user', 'me', '-o', 'json'], env)
    expect([r.code, r.stderr]).toEqual([0, ''])
    expect(JSON.parse(r.stdout).login).toBe('alice')
    expect(forgejo.requests.slice(before).filter(q => q.path === '/api/v1/user').length).toBe(3)
    forgejo.inject({ method: 'GET', path: '/user', status: 502, times: 1 })
    const none = await svc(['user', 'me', '--retries', '0'], env)
    expect(none.code).toBe(1)
    expect(none.stderr).toMatch(/502/)
  })
})

describe('named logins', () => {
  const config = () => join(home, 'config', 'svc', 'config.json')

  test('a server that cannot be reached, whose URL came from a login, is named by that login in the hint', async () => {
    const closed = createServer()
    await new Promise<void>(done => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as { port: number }).port
    await new Promise<void>(done => closed.close(() => done()))
    const own = { HOME: home, XDG_CONFIG_HOME: join(home, 'gone-config') }
    const add = await svc(
      ['login', 'add', 'gone', '--server-url', `http://127.0.0.1:${port}`, '--token-stdin', '--no-verify'],
      own,
      'tok-gone-0123'
    )
    expect(add.code).toBe(0)
    const r = await svc(['user', 'me', '--retries', '0'], own)
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/could not reach the server/)
    expect(r.stderr).toMatch(/\nhint: the server URL is the one of the login "gone" .*svc login remove gone/)
    // Given by --server-url, the URL is no login's: the usual hint.
    const flag = await svc(['user', 'me', '--retries', '0', '--server-url', `http://127.0.0.1:${port}`, '--token', 'tok-flag-0123'], own)
    expect(flag.code).toBe(1)
    expect(flag.stderr).not.toContain('login')
  })

  test('add (token from stdin), list without tokens, --login / SVC_LOGIN / default pick, flags and SVC_* win, remove', async () => {
    const admin = forgejo.fixtures.adminToken
    const user = forgejo.fixtures.userToken
    let r = await svc(['login', 'add', 'work', '--server-url', forgejo.url, '--token-stdin'], {}, `${admin}\n`)
    expect(r.code).toBe(0)
    expect(r.stderr).not.toContain(admin)
    r = await svc(['login', 'add', 'me', '--server-url', `${forgejo.url}/`, '--token-stdin', '--variant', 'forgejo'], {}, user)
    expect(r.code).toBe(0)
    // The file: XDG config dir, mode 0600, in a 0700 directory; it holds the tokens.
    expect(statSync(config()).mode & 0o777).toBe(0o600)
    expect(statSync(join(home, 'config', 'svc')).mode & 0o777).toBe(0o700)
    const file = JSON.parse(readFileSync(config(), 'utf8'))
    expect(file).toEqual({
      default: 'work',
      // The user names come from the token check (GET /user), the variant from GET /version after it.
      logins: {
        work: { server_url: forgejo.url, token: admin, username: 'root', variant: 'forgejo' },
        me: { server_url: forgejo.url, token: user, variant: 'forgejo', username: 'alice' }
      }
    })

    // list never shows a token, in either format.
    const list = await svc(['login', 'list'])
    expect(list.code).toBe(0)
    expect(list.stdout).toMatch(/^NAME +SERVER_URL +VARIANT +USERNAME +TOKEN +DEFAULT\n/)
    expect(list.stdout).toMatch(/\nwork +\S+ +forgejo +root +set +\*\n/)
    const listJson = await svc(['login', 'list', '-o', 'json'])
    for (const out of [list.stdout + list.stderr, listJson.stdout + listJson.stderr]) {
      expect(out).not.toContain(admin)
      expect(out).not.toContain(user)
    }
    expect(JSON.parse(listJson.stdout).map((l: { name: string }) => l.name)).toEqual(['work', 'me'])

    const who = async (args: string[], env: Record<string, string> = {}) => {
      const x = await svc([...args, 'user', 'me', '-o', 'json'], env)
      if (x.code !== 0) throw new Error(x.stderr)
      return JSON.parse(x.stdout).login as string
    }
    expect(await who([])).toBe('root') // the default login
    expect(await who(['--login', 'me'])).toBe('alice')
    expect(await who(['-l', 'me'])).toBe('alice')
    expect(await who([], { SVC_LOGIN: 'me' })).toBe('alice')
    expect(await who(['--token', user])).toBe('alice') // a flag wins over the login
    expect(await who([], { SVC_TOKEN: user })).toBe('alice') // so does SVC_TOKEN

    // default, then remove.
    expect((await svc(['login', 'default', 'me'])).code).toBe(0)
    expect(await who([])).toBe('alice')
    expect((await svc(['login', 'remove', 'me'])).code).toBe(0)
    expect(JSON.parse(readFileSync(config(), 'utf8'))).toEqual({
      default: 'work',
      logins: { work: { server_url: forgejo.url, token: admin, username: 'root', variant: 'forgejo' } }
    })
    expect(statSync(config()).mode & 0o777).toBe(0o600)
  })

  test('an unknown login, or a login for another server, is a usage error; nothing sent', async () => {
    await svc(['login', 'add', 'solo', '--server-url', gitea.url, '--token-stdin'], {}, gitea.fixtures.userToken)
    const before = forgejo.requests.length + gitea.requests.length
    const unknown = await svc(['--login', 'sloo', 'user', 'me'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/^svc: --login sloo: no such login; did you mean "solo"\?/)
    const other = await svc(['--login', 'solo', '--server-url', forgejo.url, 'user', 'me'])
    expect(other.code).toBe(2)
    expect(other.stderr).toMatch(/a login's token is sent only to its own server/)
    expect(other.stderr).not.toContain(gitea.fixtures.userToken)
    expect(forgejo.requests.length + gitea.requests.length).toBe(before)
  })
})

describe('svc api', () => {
  const env = () => ({ SVC_SERVER_URL: forgejo.url, SVC_TOKEN: forgejo.fixtures.adminToken })

  test('GET with --paginate reads every page into one array (limit 1: one user per page)', async () => {
    const r = await svc(['api', 'GET', '/admin/users', '--paginate', '-f', 'limit=1'], env())
    expect(r.code).toBe(0)
    const direct = await get(forgejo, '/admin/users?limit=50', forgejo.fixtures.adminToken)
    expect((JSON.parse(r.stdout) as Array<{ login: string }>).map(u => u.login)).toEqual(direct.body.map((u: { login: string }) => u.login))
    expect(direct.body.length).toBeGreaterThan(2)
    const pages = forgejo.requests.filter(q => q.path === '/api/v1/admin/users' && q.query.limit === '1')
    expect(pages.length).toBeGreaterThanOrEqual(direct.body.length)
  })

  test('PATCH with typed --field values changes the server (read back by HTTP); /api/v1 prefix accepted', async () => {
    const r = await svc(['api', 'patch', '/api/v1/user/settings', '-f', 'full_name=Root via api', '-f', 'hide_email=true'], env())
    expect(r.code).toBe(0)
    const back = await get(forgejo, '/user/settings', forgejo.fixtures.adminToken)
    expect(back.body.full_name).toBe('Root via api')
    expect(back.body.hide_email).toBe(true)
  })

  test('--input FILE is the body; --dry-run shows it with secrets as *** and sends nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-api-'))
    const body = join(dir, 'user.json')
    writeFileSync(
      body,
      JSON.stringify({ username: 'apiuser', email: 'apiuser@example.com', password: 'pw-SECRET-api-1', must_change_password: false })
    )
    const before = forgejo.requests.length
    const dry = await svc(['api', 'POST', '/admin/users', '--input', body, '--dry-run'], env())
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain(`POST ${forgejo.url}/api/v1/admin/users {"username":"apiuser"`)
    expect(dry.stdout).not.toContain('pw-SECRET-api-1')
    expect(forgejo.requests.length).toBe(before)
    const r = await svc(['api', 'POST', '/admin/users', '--input', body], env())
    expect(r.code).toBe(0)
    expect((await get(forgejo, '/users/apiuser', forgejo.fixtures.adminToken)).status).toBe(200)
    rmSync(dir, { recursive: true, force: true })
  })

  test('errors: the server failure exits 1 with a hint; bad method and a server URL ending in /api/v1 say so', async () => {
    const bad = await svc(['api', 'FETCH', '/user'], env())
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/^svc: <method>: "FETCH" is not one of GET, POST, PUT, PATCH, DELETE/)
    const missing = await svc(['api', 'GET', '/users/nobody-here'], env())
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^svc: GET \/users\/nobody-here failed: 404/)
    const prefixed = await svc(['user', 'me'], { ...env(), SVC_SERVER_URL: `${forgejo.url}/api/v1` })
    expect(prefixed.code).toBe(1)
    expect(prefixed.stderr).toContain(
      `hint: the server URL ends in /api/v1, which svc adds itself: pass the base URL, --server-url ${forgejo.url} (or SVC_SERVER_URL)`
    )
    expect(prefixed.stderr).not.toMatch(/absent on this server variant/)
  })
})

describe('shell completion', () => {
  test.each(['bash', 'zsh', 'fish'])('svc completion %s prints a script for svc', async shell => {
    const r = await svc(['completion', shell])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(new RegExp(`${shell} completion for svc`, 'i'))
    expect(r.stdout).toContain('svc complete --')
  })

  test('the script asks svc, which completes from the command table (groups, subcommands, flags)', async () => {
    const groups = await svc(['complete', '--', 'admin', 'us'])
    expect(groups.stdout.split('\n').map(l => l.split('\t')[0])).toContain('users')
    const subs = await svc(['complete', '--', 'admin', 'users', ''])
    expect(subs.stdout.split('\n').map(l => l.split('\t')[0])).toEqual(expect.arrayContaining(['list', 'create', 'edit', 'rename']))
    const flags = await svc(['complete', '--', 'user', 'keys', 'add', '--ti'])
    expect(flags.stdout.split('\n').map(l => l.split('\t')[0])).toContain('--title')
  })
})

describe('OWNER/REPO, progress, hints, hook events, runner labels', () => {
  test('admin unadopted adopt alice/orphan, as admin unadopted list prints it', async () => {
    const env = { SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken }
    const list = await svc(['admin', 'unadopted', 'list'], env)
    expect(list.stdout.split('\n')).toContain('alice/orphan')
    const r = await svc(['admin', 'unadopted', 'adopt', 'alice/orphan'], env)
    expect(r.code).toBe(0)
    const after = await get(gitea, '/admin/unadopted', gitea.fixtures.adminToken)
    expect(after.body).not.toContain('alice/orphan')
    for (const args of [['alice'], ['alice/orphan', 'orphan'], ['a/b/c']]) {
      const bad = await svc(['admin', 'unadopted', 'adopt', ...args], env)
      expect({ args, code: bad.code }).toEqual({ args, code: 2 })
    }
  })

  test('on a terminal, --paginate draws progress on stderr; not when stderr is a pipe', async () => {
    const args = [
      'admin',
      'users',
      'list',
      '--paginate',
      '--limit',
      '1',
      '--server-url',
      forgejo.url,
      '--token',
      forgejo.fixtures.adminToken,
      '-o',
      'json'
    ]
    // `script` gives the child a pseudo-terminal.
    const tty = await new Promise<string>((done, fail) => {
      const cmd = [process.execPath, bundle, ...args].map(a => `'${a}'`).join(' ')
      const child = spawn('script', ['-qec', cmd, '/dev/null'], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
        stdio: ['ignore', 'pipe', 'pipe']
      })
      let out = ''
      child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s))
      child.on('error', fail)
      child.on('close', () => done(out))
    })
    expect(tty).toMatch(/svc: --paginate: 2 pages read \(last: GET \/api\/v1\/admin\/users\)/)
    const piped = await svc(args)
    expect(piped.code).toBe(0)
    expect(piped.stderr).toBe('')
  })

  test('hints in the CLI words: the command, not variables_set; --scopes a,b, not a JSON list', async () => {
    const env = { SVC_SERVER_URL: forgejo.url, SVC_TOKEN: forgejo.fixtures.userToken }
    await svc(['user', 'variables', 'set', 'HINTED', '--value', 'one'], env)
    const again = await svc(['user', 'variables', 'create', 'HINTED', '--value', 'two'], env)
    expect(again.code).not.toBe(0)
    expect(again.stderr).toContain('svc user variables set')
    expect(again.stderr).not.toContain('variables_set')
    forgejo.inject({
      method: 'POST',
      path: '/users/alice/tokens',
      status: 400,
      body: JSON.stringify({ message: 'access token must have a scope' })
    })
    const tok = await svc(['user', 'tokens', 'create', 'alice', '--name', 'ci', '--username', 'alice', '--password', 'pw-x-1'], env)
    expect(tok.code).toBe(1)
    expect(tok.stderr).toMatch(/hint: pass --scopes, e\.g\. --scopes read:user\n/)
    expect(tok.stderr).not.toContain('["read:user"]')
  })

  test('webhook events: a typo is a usage error with a suggestion, nothing created; a known name creates the hook', async () => {
    const env = { SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken }
    const config = '{"url":"https://ci.example.com/hook","content_type":"json"}'
    const before = await get(gitea, '/admin/hooks', gitea.fixtures.adminToken)
    const typo = await svc(['admin', 'hooks', 'create', 'gitea', '--config', config, '--events', 'push,pushh', '--active'], env)
    expect(typo.code).toBe(2)
    expect(typo.stderr).toMatch(/^svc: --events: "pushh" is not a webhook event .* knows .*; did you mean "push"\?/)
    const forgejoOnly = await svc(
      ['admin', 'hooks', 'create', 'gitea', '--config', config, '--events', 'workflow_job', '--variant', 'forgejo'],
      env
    )
    expect(forgejoOnly.code).toBe(2)
    expect((await get(gitea, '/admin/hooks', gitea.fixtures.adminToken)).body.length).toBe(before.body.length)
    const good = await svc(
      [
        'admin',
        'hooks',
        'create',
        'gitea',
        '--config',
        config,
        '--events',
        'push,workflow_job',
        '--active',
        '--variant',
        'gitea',
        '-o',
        'json'
      ],
      env
    )
    expect(good.code).toBe(0)
    const id = JSON.parse(good.stdout).id
    expect((await get(gitea, `/admin/hooks/${id}`, gitea.fixtures.adminToken)).body.events).toEqual(['push', 'workflow_job'])
  })

  test('Gitea runner labels are shown as names in text output (JSON keeps the records)', async () => {
    const env = { SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken, SVC_VARIANT: 'gitea' }
    const text = await svc(['admin', 'runners', 'list'], env)
    expect(text.code).toBe(0)
    expect(text.stdout).not.toContain('{"id"')
    const raw = await get(gitea, '/admin/actions/runners', gitea.fixtures.adminToken)
    const rows = (raw.body.runners ?? raw.body.entries ?? raw.body) as Array<{ labels: Array<{ name: string }> }>
    const labelled = rows.find(r => r.labels.length > 1)!
    expect(text.stdout).toContain(labelled.labels.map(l => l.name).join(', '))
  })
})
