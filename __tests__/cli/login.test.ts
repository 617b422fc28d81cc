// `svc login` (issue 18, items 3, 4 and 16), through the bundled CLI as a user runs it:
// - many `svc login add` at once keep every login (lock file, temp file + rename; mode 0600), and a
//   lock left by a dead or hung process is taken over, while a live one is waited for;
// - login names are the file's own keys: `toString`, `constructor`, `__proto__` are no logins;
// - `login add` checks the token with GET /user (the user name filled in, a refused token or a
//   URL ending in /api/v1 stores nothing); `--no-verify` stores it unchecked and sends nothing.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { startForge, type Forge } from '../sim/forge.js'
import { selfSignedCert } from '../tls.js'
import { ensureCliBundle, runCli, type CliRun } from './harness.js'

let bundle: string
let gitea: Forge
let scratch: string
beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
  scratch = mkdtempSync(join(tmpdir(), 'svc-login-'))
}, 180_000)
afterAll(async () => {
  await gitea?.close()
  rmSync(scratch, { recursive: true, force: true })
})

let n = 0
/** A fresh config directory; `svc` runs with its config file there. */
function setup() {
  const dir = join(scratch, `c${++n}`, 'svc')
  const config = join(dir, 'config.json')
  const svc = (args: string[], input?: string): Promise<CliRun> => runCli(bundle, args, { env: { SVC_CONFIG: config }, input })
  const file = () => JSON.parse(readFileSync(config, 'utf8')) as { default?: string; logins: Record<string, Record<string, string>> }
  return { dir, config, svc, file }
}

/** A server address where nothing listens: --no-verify logins never talk to it. */
const OFFLINE = 'http://127.0.0.1:9'

describe('logins added at once are all kept', () => {
  test('24 `svc login add` run in parallel: every login in the file, mode 0600, no lock or temp file left', async () => {
    const { dir, config, svc, file } = setup()
    const names = Array.from({ length: 24 }, (_, i) => `host${i}`)
    const runs = await Promise.all(
      names.map(name => svc(['login', 'add', name, '--server-url', `${OFFLINE}/${name}`, '--token-stdin', '--no-verify'], `tok-${name}`))
    )
    expect(runs.map(r => r.code)).toEqual(names.map(() => 0))
    const { logins } = file()
    expect(Object.keys(logins).sort()).toEqual([...names].sort())
    for (const name of names) expect(logins[name]).toEqual({ server_url: `${OFFLINE}/${name}`, token: `tok-${name}` })
    expect(statSync(config).mode & 0o777).toBe(0o600)
    expect(readdirSync(dir)).toEqual(['config.json'])
    // And removals at once as well: each one is seen by the next.
    const removed = await Promise.all(names.slice(0, 12).map(name => svc(['login', 'remove', name])))
    expect(removed.map(r => r.code)).toEqual(names.slice(0, 12).map(() => 0))
    expect(Object.keys(file().logins).sort()).toEqual(names.slice(12).sort())
    expect(readdirSync(dir)).toEqual(['config.json'])
  })

  test('a lock left by a process that is gone, or one hung for an hour, is taken over', async () => {
    const { dir, config, svc, file } = setup()
    expect((await svc(['login', 'add', 'first', '--server-url', OFFLINE, '--token', 'tok-1', '--no-verify'])).code).toBe(0)
    // The pid of a process that has exited.
    const gone = await new Promise<number>(done => {
      const child = spawn(process.execPath, ['-e', ''])
      child.on('exit', () => done(child.pid!))
    })
    writeFileSync(`${config}.lock`, `${gone} ${hostname()} left-by-a-dead-process`)
    expect((await svc(['login', 'add', 'second', '--server-url', OFFLINE, '--token', 'tok-2', '--no-verify'])).code).toBe(0)
    // A live holder (this test process) whose lock is an hour old: hung.
    writeFileSync(`${config}.lock`, `${process.pid} ${hostname()} hung`)
    const hourAgo = new Date(Date.now() - 3600_000)
    utimesSync(`${config}.lock`, hourAgo, hourAgo)
    expect((await svc(['login', 'add', 'third', '--server-url', OFFLINE, '--token', 'tok-3', '--no-verify'])).code).toBe(0)
    expect(Object.keys(file().logins)).toEqual(['first', 'second', 'third'])
    expect(readdirSync(dir)).toEqual(['config.json'])
  })

  test('a live lock is waited for: nothing is written until it is released, then the login is added', async () => {
    const { config, svc, file } = setup()
    expect((await svc(['login', 'add', 'first', '--server-url', OFFLINE, '--token', 'tok-1', '--no-verify'])).code).toBe(0)
    writeFileSync(`${config}.lock`, `${process.pid} ${hostname()} held-by-the-test`)
    const adding = svc(['login', 'add', 'second', '--server-url', OFFLINE, '--token', 'tok-2', '--no-verify'])
    // While the lock is held, the file keeps its one login, however long we look.
    for (let i = 0; i < 10; i++) {
      await new Promise(r => setTimeout(r, 200))
      expect(Object.keys(file().logins)).toEqual(['first'])
    }
    rmSync(`${config}.lock`)
    expect((await adding).code).toBe(0)
    expect(Object.keys(file().logins)).toEqual(['first', 'second'])
  })
})

describe('login names are the file own keys only', () => {
  const builtIns = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']

  test.each([false, true])('with a config file: %s; default, remove and --login fail clearly for built-in object keys', async withFile => {
    const { config, svc } = setup()
    if (withFile) expect((await svc(['login', 'add', 'work', '--server-url', OFFLINE, '--token', 'tok-w', '--no-verify'])).code).toBe(0)
    const before = withFile ? readFileSync(config, 'utf8') : undefined
    for (const name of builtIns) {
      for (const args of [
        ['login', 'default', name],
        ['login', 'remove', name]
      ]) {
        const r = await svc(args)
        expect({ args, code: r.code, message: r.stderr.split('\n')[0] }).toEqual({
          args,
          code: 2,
          message: `svc: no login named "${name}" (${withFile ? 'logins: work' : 'there are none: svc login add NAME --server-url URL --token-stdin'})`
        })
      }
      const picked = await svc(['--login', name, 'user', 'me'])
      expect(picked.code).toBe(2)
      expect(picked.stderr).toMatch(new RegExp(`^svc: --login ${name}: no such login`))
    }
    expect(withFile ? readFileSync(config, 'utf8') : existsSync(config)).toEqual(withFile ? before : false)
  })

  test('a default naming a built-in key is no login: a command asks for a server, the next login added becomes the default', async () => {
    const { dir, config, svc, file } = setup()
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    writeFileSync(config, JSON.stringify({ default: 'toString', logins: {} }), { mode: 0o600 })
    const r = await svc(['user', 'me'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^svc: no server: pass --server-url URL/)
    expect((await svc(['login', 'add', 'work', '--server-url', OFFLINE, '--token', 'tok-w', '--no-verify'])).code).toBe(0)
    expect(file().default).toBe('work')
  })
})

describe('login add checks the token with the server', () => {
  test('a good token: GET /user, the user name filled in', async () => {
    const { svc, file } = setup()
    const r = await svc(['login', 'add', 'me', '--server-url', gitea.url, '--token-stdin'], gitea.fixtures.userToken)
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/^added login me \(\S+, token checked: user alice, gitea\), the default in /)
    expect(r.stderr).not.toContain(gitea.fixtures.userToken)
    // The variant the check found is stored (GET /version), and `login list` shows it.
    expect(file().logins.me).toEqual({ server_url: gitea.url, token: gitea.fixtures.userToken, username: 'alice', variant: 'gitea' })
    expect(JSON.parse((await svc(['login', 'list', '-o', 'json'])).stdout)).toEqual([
      expect.objectContaining({ name: 'me', variant: 'gitea' })
    ])
    expect((await svc(['login', 'list'])).stdout).toMatch(/^me\s+\S+\s+gitea\s+alice\s/m)
    // A --username given wins (basic-auth commands use it).
    expect(
      (await svc(['login', 'add', 'adm', '--server-url', gitea.url, '--token', gitea.fixtures.adminToken, '--username', 'root2'])).code
    ).toBe(0)
    expect(file().logins.adm.username).toBe('root2')
  })

  test('a Forgejo server: the login stores forgejo; a --variant given is kept as given', async () => {
    const forgejo = await startForge({ variant: 'forgejo' })
    try {
      const { svc, file } = setup()
      expect((await svc(['login', 'add', 'fj', '--server-url', forgejo.url, '--token', forgejo.fixtures.userToken])).code).toBe(0)
      expect(file().logins.fj.variant).toBe('forgejo')
      const given = await svc(['login', 'add', 'g', '--server-url', gitea.url, '--token', gitea.fixtures.userToken, '--variant', 'gitea'])
      expect(given.code).toBe(0)
      expect(file().logins.g.variant).toBe('gitea')
    } finally {
      await forgejo.close()
    }
  })

  test('a refused token: exit 1, the token blamed, nothing stored', async () => {
    const { config, svc } = setup()
    const before = gitea.requests.length
    const r = await svc(['login', 'add', 'bad', '--server-url', gitea.url, '--token-stdin'], 'not-a-token')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^svc: the server refused the token \(GET \/user failed: 401/)
    expect(r.stderr).toMatch(/\nhint: check the token .*--no-verify/)
    expect(r.stderr).not.toContain('not-a-token')
    expect(existsSync(config)).toBe(false)
    expect(gitea.requests.slice(before).map(q => `${q.method} ${q.path}`)).toEqual(['GET /api/v1/user'])
  })

  test('a URL that is no forge API: exit 1, --server-url blamed, nothing stored', async () => {
    const { config, svc } = setup()
    const r = await svc(['login', 'add', 'sub', '--server-url', `${gitea.url}/not-here`, '--token', gitea.fixtures.userToken])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^svc: no forge API answered at --server-url/)
    expect(existsSync(config)).toBe(false)
  })

  test('a URL ending in /api/v1: exit 2 with the base URL to pass, nothing sent or stored (also with --no-verify)', async () => {
    const { config, svc } = setup()
    const before = gitea.requests.length
    for (const extra of [[], ['--no-verify']]) {
      const r = await svc(['login', 'add', 'pre', '--server-url', `${gitea.url}/api/v1/`, '--token', gitea.fixtures.userToken, ...extra])
      expect(r.code).toBe(2)
      expect(r.stderr.split('\n')[0]).toBe(
        `svc: --server-url: the URL ends in /api/v1, which svc adds itself: pass the base URL, --server-url ${gitea.url}`
      )
    }
    expect(gitea.requests.length).toBe(before)
    expect(existsSync(config)).toBe(false)
  })

  test('--no-verify stores the login unchecked and sends nothing', async () => {
    const { svc, file } = setup()
    const before = gitea.requests.length
    const r = await svc(['login', 'add', 'off', '--server-url', gitea.url, '--token', 'not-a-token', '--no-verify'])
    expect(r.code).toBe(0)
    expect(r.stderr).toMatch(/token stored unchecked/)
    expect(file().logins.off).toEqual({ server_url: gitea.url, token: 'not-a-token' })
    expect(gitea.requests.length).toBe(before)
  })
})

describe('login add --ca-cert', () => {
  test('stores the CA file (as an absolute path) with the login: later commands trust the server without --ca-cert', async () => {
    // An https server with a self-signed certificate: GET /api/v1/user answers for the token it knows.
    const { key, cert, certFile } = selfSignedCert()
    const seen: string[] = []
    const server = createServer({ key, cert }, (req, res) => {
      seen.push(`${req.method} ${req.url}`)
      const ok = req.url === '/api/v1/user' && req.headers.authorization === 'token tls-token-1234'
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
      res.end(JSON.stringify(ok ? { id: 1, login: 'alice' } : { message: 'unauthorized' }))
    })
    await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const { svc, file, config } = setup()
      const cwd = join(certFile, '..')
      const add = await runCli(bundle, ['login', 'add', 'tls', '--server-url', url, '--token-stdin', '--ca-cert', 'c.pem'], {
        env: { SVC_CONFIG: config },
        input: 'tls-token-1234',
        cwd
      })
      expect([add.code, add.stderr]).toEqual([0, expect.stringContaining('token checked: user alice')])
      expect(file().logins.tls).toEqual({ server_url: url, token: 'tls-token-1234', username: 'alice', ca_cert: certFile })
      // From another directory, with no --ca-cert: the stored one is used.
      const me = await svc(['user', 'me', '--output', 'json'])
      expect([me.code, me.stderr]).toEqual([0, ''])
      expect(JSON.parse(me.stdout)).toMatchObject({ login: 'alice' })
      expect(seen.filter(s => s === 'GET /api/v1/user')).toHaveLength(2)
      const listed = await svc(['login', 'list', '--output', 'json'])
      expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ name: 'tls', ca_cert: certFile })])
      // A missing CA file is refused before anything is stored or sent.
      const before = seen.length
      const missing = await svc([
        'login',
        'add',
        'other',
        '--server-url',
        url,
        '--token',
        'x',
        '--no-verify',
        '--ca-cert',
        '/nonexistent/ca.pem'
      ])
      expect(missing.code).toBe(2)
      expect(missing.stderr).toContain('--ca-cert')
      expect(Object.keys(file().logins)).toEqual(['tls'])
      expect(seen.length).toBe(before)
    } finally {
      server.close()
    }
  })
})
