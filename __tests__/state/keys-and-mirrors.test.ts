// Issue 37, breaks 2 and 3, through every front end that has the surface (the action, the CLI,
// svc mcp, svc dump), against the simulated Gitea recording every request:
// - a private key given as an SSH, deploy or GPG key is refused before anything is printed, read or
//   sent, by its armour (PEM of every kind, OpenSSH, OpenPGP, SSH2, PuTTY, an armourless OpenSSH
//   body), and never echoed;
// - a push mirror's remote_address with user-info in a state file is refused with file:line before
//   the plan prints anything;
// - an address with user:password that the server answers is shown and dumped without it (text,
//   JSON, raw JSON; CLI, action, MCP, svc dump);
// - a password from the environment that the server echoes inside a URL, escaped its own way (Go's
//   user-info escaping, either case of hex), is masked in every output of apply.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isPrivateKey } from '../../src/private-key.js'
import { findOperation, validateParams } from '../../src/registry/index.js'
import { cleanup, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from '../action/run.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { startSession } from '../mcp/harness.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'

let sim: Sim
let cli: string
let action: string
let node: NodeBinary
const RUN = Math.random().toString(36).slice(2, 7)
const dir = mkdtempSync(join(tmpdir(), 'svc-keys-mirrors-'))
const workspace = join(dir, 'ws')
mkdirSync(workspace)

/** Private keys in every armour the tools write, each with a line of its body that must never be shown. */
const privateKeys: Record<string, string> = {}
beforeAll(async () => {
  sim = await startForge({ variant: 'gitea' })
  cli = ensureCliBundle()
  action = isolatedBundle()
  node = nodeBinaries()[0]
  const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  privateKeys.pkcs1 = rsa.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
  privateKeys.pkcs8 = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  privateKeys.encrypted = rsa.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' }).toString()
  privateKeys.ec = ec.privateKey.export({ type: 'sec1', format: 'pem' }).toString()
  privateKeys.dsa = privateKeys.pkcs1.replace(/RSA PRIVATE KEY/g, 'DSA PRIVATE KEY')
  const keyFile = join(dir, `id_${RUN}`)
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `k${RUN}`, '-f', keyFile])
  privateKeys.openssh = readFileSync(keyFile, 'utf8')
  // Its body alone, pasted without the armour lines, on one line.
  privateKeys.opensshBody = privateKeys.openssh.split('\n').slice(1, -2).join('')
  privateKeys.pgp = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGbody${RUN}Xk0QAQgAxyz\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----\n`
  privateKeys.ssh2 = `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "k"\nP2/56wAAAgIAAAAmZGwbody${RUN}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----\n`
  privateKeys.putty = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: k\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIbody${RUN}\nPrivate-Lines: 1\nAAAAIPrivbody${RUN}\nPrivate-MAC: 0123\n`
}, 300_000)
afterAll(async () => {
  await sim?.close()
})

/** The body lines of a key: what no output may hold (armour lines aside). */
const bodyOf = (key: string) =>
  key
    .split('\n')
    .map(l => l.trim())
    .filter(l => l.length >= 16 && !/BEGIN|END|PuTTY|Private-|Public-|Comment|Encryption|Proc-Type|DEK-Info/.test(l))
const token = () => sim.fixtures.adminToken
const requests = () => sim.requests.length
const writes = () => sim.requests.filter(r => r.method !== 'GET').length
/** Every request body and query the simulator saw, as text. */
const sent = () => sim.requests.map(r => JSON.stringify([r.query, r.body])).join('\n')
const file = (name: string, text: string) => {
  const path = join(workspace, name)
  writeFileSync(path, text)
  return path
}
/** Everything the action wrote that a person or a later step can read. */
const printedBy = (run: ActionRun) =>
  [
    run.stdout
      .split('\n')
      .filter(l => !l.startsWith('::add-mask::'))
      .join('\n'),
    run.stderr,
    run.summary,
    ...Object.values(run.outputs),
    ...Object.values(run.files)
  ].join('\n')
const indent = (text: string, by: string) => text.replace(/\n$/, '').split('\n').join(`\n${by}`)

describe('a private key is never taken as a public key', () => {
  test('the detector knows every armour and takes public keys, in linear time on hostile text', () => {
    for (const [kind, key] of Object.entries(privateKeys)) expect([kind, isPrivateKey(key)]).toEqual([kind, true])
    const publicKeys = [
      execFileSync('ssh-keygen', ['-y', '-f', join(dir, `id_${RUN}`)], { encoding: 'utf8' }),
      generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQENBGabc\n-----END PGP PUBLIC KEY BLOCK-----\n',
      '---- BEGIN SSH2 PUBLIC KEY ----\nAAAAB3NzaC1yc2E\n---- END SSH2 PUBLIC KEY ----\n'
    ]
    for (const key of publicKeys) expect(isPrivateKey(key)).toBe(false)
    // Long runs of what the markers start with: answered (a backtracking matcher would not end).
    for (const hostile of [
      '-'.repeat(1 << 20),
      `--- BEGIN ${'A'.repeat(1 << 20)}`,
      `${'--- BEGIN A '.repeat(1 << 16)}`,
      ' '.repeat(1 << 20) + 'x'
    ])
      expect(isPrivateKey(hostile)).toBe(false)
  })

  test('registry: every operation that takes a public key refuses a private one, naming the param, never quoting it', () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['users', 'keys_add', { title: 't' }, 'key'],
      ['admin', 'users_keys_add', { username: 'alice', title: 't' }, 'key'],
      ['repos', 'deploy_keys_add', { owner: 'alice', repo: 'demo', title: 't' }, 'key'],
      ['users', 'gpg_keys_add', {}, 'armored_public_key']
    ]
    for (const [domain, name, base, param] of cases)
      for (const key of Object.values(privateKeys)) {
        let error: Error | undefined
        try {
          validateParams(findOperation(domain as 'users', name), { ...base, [param]: key })
        } catch (e) {
          error = e as Error
        }
        expect(error?.message).toContain(`param "${param}": is a private key, not a public one`)
        for (const line of bodyOf(key)) expect(error?.message).not.toContain(line)
      }
  })

  test('CLI: keys add, admin users keys-add and deploy-keys add refuse it (dry run too), exit 2, print none of it, send nothing', async () => {
    const before = requests()
    const env = { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() }
    const key = privateKeys.openssh
    const keyFile = file('key-openssh', key)
    const runs: Array<[string[], string]> = [
      [['user', 'keys', 'add', '--title', 'laptop', '--key', `@${keyFile}`], key],
      [['user', 'keys', 'add', '--title', 'laptop', '--key', `@${keyFile}`, '--dry-run'], key],
      [['admin', 'users', 'keys-add', 'alice', '--title', 'laptop', '--key', `@${keyFile}`], key],
      [['repo', 'deploy-keys', 'add', 'alice/demo', 'ci', '--key', `@${keyFile}`, '--dry-run'], key],
      [['user', 'gpg-keys', 'add', '--armored-key', `@${file('key-pgp', privateKeys.pgp)}`], privateKeys.pgp],
      // Given inline rather than from a file: the same refusal, the value in no output.
      [['user', 'keys', 'add', '--title', 'laptop', '--key', privateKeys.pkcs1], privateKeys.pkcs1]
    ]
    for (const [args, given] of runs) {
      const r = await runCli(cli, args, { env })
      expect([args.slice(0, 4).join(' '), r.code]).toEqual([args.slice(0, 4).join(' '), 2])
      expect(r.stderr).toContain('is a private key, not a public one')
      for (const line of bodyOf(given)) expect(r.stdout + r.stderr).not.toContain(line)
    }
    expect(requests()).toBe(before)
  }, 300_000)

  test('action and MCP: keys_add and deploy_keys_add refuse it; no output holds it; nothing sent', async () => {
    const before = writes()
    const key = privateKeys.openssh
    for (const [domain, act, params] of [
      ['users', 'keys_add', { title: 'laptop', key }],
      ['repos', 'deploy_keys_add', { owner: 'alice', repo: 'demo', title: 'ci', key }]
    ] as const) {
      const run = await runAction({
        node,
        bundle: action,
        serverUrl: sim.url,
        inputs: { domain, action: act, token: token(), params: JSON.stringify(params), 'dry-run': 'true' }
      })
      try {
        expect([act, run.code]).toEqual([act, 1])
        expect(run.errors.join('\n')).toContain('is a private key, not a public one')
        for (const line of bodyOf(key)) expect(printedBy(run)).not.toContain(line)
      } finally {
        cleanup(run)
      }
    }
    const s = await startSession(cli, { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), SVC_DOMAINS: 'users,repos' })
    try {
      for (const [tool, args] of [
        ['svc_users', { action: 'keys_add', title: 'laptop', key }],
        ['svc_repos', { action: 'deploy_keys_add', owner: 'alice', repo: 'demo', title: 'ci', key }]
      ] as const) {
        const r = await s.call(tool, args)
        expect(r.isError).toBe(true)
        expect(r.text).toContain('is a private key, not a public one')
        for (const line of bodyOf(key)) expect(JSON.stringify(r)).not.toContain(line)
      }
    } finally {
      await s.close()
    }
    expect(writes()).toBe(before)
    for (const line of bodyOf(key)) expect(sent()).not.toContain(line)
  }, 120_000)

  test('state file: an SSH key and a deploy key that are private are refused with file:line by plan and apply on every front end; nothing read', async () => {
    const key = privateKeys.pkcs8
    const state = [
      'users:',
      '  alice:',
      '    keys:',
      '      - title: laptop',
      `        key: |\n          ${indent(key, '          ')}`,
      'repos:',
      '  alice/demo:',
      '    deploy_keys:',
      '      - title: ci',
      `        key: "${privateKeys.openssh.replace(/\n/g, '\\n')}"`,
      ''
    ].join('\n')
    const keyLine = state.split('\n').findIndex(l => l.includes('key: |')) + 1
    const deployLine = state.split('\n').findIndex(l => l.includes('key: "')) + 1
    const path = file('keys.yaml', state)
    const bodies = [...bodyOf(key), ...bodyOf(privateKeys.openssh)]
    const before = requests()
    for (const cmd of ['plan', 'apply']) {
      const r = await runCli(cli, [cmd, '-f', path], { env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() } })
      expect([cmd, r.code]).toEqual([cmd, 2])
      expect(r.stderr).toContain(`keys.yaml:${keyLine}: users.alice.keys[0].key: is a private key, not a public one`)
      expect(r.stderr).toContain(`keys.yaml:${deployLine}: repos["alice/demo"].deploy_keys[0].key: is a private key`)
      for (const line of bodies) expect(r.stdout + r.stderr).not.toContain(line)
    }
    writeFileSync(join(workspace, 'forge.yaml'), state)
    for (const act of ['plan', 'apply']) {
      const run = await runAction({
        node,
        bundle: action,
        serverUrl: sim.url,
        inputs: { action: act, token: token(), 'state-file': 'forge.yaml' },
        env: { GITHUB_WORKSPACE: workspace }
      })
      try {
        expect([act, run.code]).toEqual([act, 1])
        expect(run.errors.join('\n')).toContain(`forge.yaml:${keyLine}: users.alice.keys[0].key: is a private key`)
        for (const line of bodies) expect(printedBy(run)).not.toContain(line)
      } finally {
        cleanup(run)
      }
    }
    expect(requests()).toBe(before)
    const s = await startSession(cli, { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), SVC_DOMAINS: 'state' })
    try {
      const r = await s.call('svc_state', { action: 'plan', yaml: state })
      expect(r.isError).toBe(true)
      expect(r.text).toContain(`yaml:${deployLine}: repos["alice/demo"].deploy_keys[0].key: is a private key`)
      for (const line of bodies) expect(JSON.stringify(r)).not.toContain(line)
    } finally {
      await s.close()
    }
    // svc mcp asks the server who the token is when it starts; the file itself led to no request.
    expect(sim.requests.slice(before).map(r => `${r.method} ${r.path}`)).not.toContain(expect.stringMatching(/keys|repos/))
  }, 300_000)
})

describe('no credential of a push mirror is shown', () => {
  const ADDRESS = 'https://backup.example.com/alice/demo.git'

  test('state file: a remote_address with user-info is refused with file:line before anything is printed or read', async () => {
    const password = `InUrl-${RUN}-pw`
    const state = `repos:\n  alice/demo:\n    push_mirrors:\n      - remote_address: https://bot:${password}@backup.example.com/alice/demo.git\n        interval: 1h\n`
    const path = file('mirror-userinfo.yaml', state)
    const before = requests()
    const refusal = 'mirror-userinfo.yaml:4: repos["alice/demo"].push_mirrors[0].remote_address: must not hold a user name or password'
    for (const cmd of [
      ['plan', '-f', path],
      ['plan', '-f', path, '-o', 'json'],
      ['apply', '--yes', '-f', path]
    ]) {
      const r = await runCli(cli, cmd, { env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() } })
      expect([cmd.join(' '), r.code, r.stdout]).toEqual([cmd.join(' '), 2, ''])
      expect(r.stderr).toContain(refusal)
      expect(r.stderr).not.toContain(password)
    }
    writeFileSync(join(workspace, 'forge.yaml'), state)
    const run = await runAction({
      node,
      bundle: action,
      serverUrl: sim.url,
      inputs: { action: 'plan', token: token(), 'state-file': 'forge.yaml' },
      env: { GITHUB_WORKSPACE: workspace }
    })
    try {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain(refusal.replace('mirror-userinfo.yaml', 'forge.yaml'))
      expect(printedBy(run)).not.toContain(password)
    } finally {
      cleanup(run)
    }
    expect(requests()).toBe(before)
    const s = await startSession(cli, { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), SVC_DOMAINS: 'state' })
    try {
      const r = await s.call('svc_state', { action: 'plan', yaml: state })
      expect(r.isError).toBe(true)
      expect(r.text).toContain('yaml:4: repos["alice/demo"].push_mirrors[0].remote_address: must not hold a user name or password')
      expect(JSON.stringify(r)).not.toContain(password)
    } finally {
      await s.close()
    }
    // svc mcp asks the server who the token is when it starts; the file itself led to no request.
    expect(sim.requests.slice(before).map(r => `${r.method} ${r.path}`)).not.toContain(expect.stringMatching(/mirrors|repos/))
  }, 120_000)

  test('an address with user:password that the server answers is listed (text, JSON, raw JSON) and dumped without it', async () => {
    const password = `Srv-${RUN}-Pw`
    const alice = sim.state.users.find(u => u.login === 'alice')!
    const demo = sim.state.repos.find(r => r.ownerId === alice.id && r.name === 'demo')
    expect(demo).toBeDefined()
    sim.state.pushMirrors.push({
      repoId: demo!.id,
      remoteName: 'remote_mirror_abcdefghij',
      address: `https://bot:${password}@backup.example.com/alice/demo.git`,
      username: 'bot',
      password,
      interval: '8h0m0s',
      syncOnCommit: false,
      branchFilter: '',
      created: new Date().toISOString().replace(/\.\d+Z$/, 'Z')
    })
    try {
      const env = { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() }
      for (const args of [[], ['-o', 'json'], ['--raw-json'], ['-o', 'csv']]) {
        const r = await runCli(cli, ['repo', 'push-mirrors', 'list', 'alice/demo', ...args], { env })
        expect([args.join(' '), r.code, r.stderr]).toEqual([args.join(' '), 0, ''])
        expect(r.stdout).toContain(ADDRESS)
        expect(r.stdout).not.toContain(password)
      }
      const dumped = join(dir, 'dump.yaml')
      const dump = await runCli(cli, ['dump', '--collections', 'repos,repos.push_mirrors', '--out', dumped], { env })
      expect([dump.code, dump.stderr]).toEqual([0, ''])
      const text = readFileSync(dumped, 'utf8')
      expect(text).toContain(`remote_address: ${ADDRESS}`)
      expect(text).not.toContain(password)
      expect(text).not.toContain('bot@')

      for (const raw of ['false', 'true']) {
        const run = await runAction({
          node,
          bundle: action,
          serverUrl: sim.url,
          inputs: {
            domain: 'repos',
            action: 'push_mirrors_list',
            token: token(),
            params: '{"owner":"alice","repo":"demo"}',
            'raw-json': raw
          }
        })
        try {
          expect(run.code).toBe(0)
          expect(run.outputs.result).toContain(ADDRESS)
          expect(printedBy(run)).not.toContain(password)
        } finally {
          cleanup(run)
        }
      }
      const s = await startSession(cli, { ...env, SVC_DOMAINS: 'repos' })
      try {
        for (const raw of [false, true]) {
          const r = await s.call('svc_repos', { action: 'push_mirrors_list', owner: 'alice', repo: 'demo', raw_json: raw })
          expect(r.isError).toBeFalsy()
          expect(JSON.stringify(r)).toContain(ADDRESS)
          expect(JSON.stringify(r)).not.toContain(password)
        }
      } finally {
        await s.close()
      }
    } finally {
      sim.state.pushMirrors = sim.state.pushMirrors.filter(m => m.remoteName !== 'remote_mirror_abcdefghij')
    }
  }, 120_000)

  test("a password from the environment that the server echoes in a URL, in Go's escaping and either hex case, is masked by apply (CLI, action)", async () => {
    const password = `Mp+$,&;=!é ${RUN}`
    // Go's url.UserPassword(user, password).String(): `$&+,;=` stay, `!`, é and the space are escaped.
    const goForms = [`Mp+$,&;=%21%C3%A9%20${RUN}`, `Mp+$,&;=%21%c3%a9%20${RUN}`]
    const state = `repos:\n  alice/demo:\n    push_mirrors:\n      - remote_address: ${ADDRESS}\n        remote_username: { value_from_env: PM_USER }\n        remote_password: { value_from_env: PM_PASS }\n`
    const path = file('mirror-echo.yaml', state)
    writeFileSync(join(workspace, 'forge.yaml'), state)
    const env = { PM_USER: 'bot', PM_PASS: password }
    for (const form of goForms) {
      const echo = () =>
        sim.inject({
          method: 'POST',
          path: '/repos/alice/demo/push_mirrors',
          status: 500,
          body: JSON.stringify({ message: `git push https://bot:${form}@backup.example.com/alice/demo.git: authentication failed` })
        })
      const writesBefore = writes()
      echo()
      const r = await runCli(cli, ['apply', '--yes', '-f', path], { env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), ...env } })
      expect(r.code).not.toBe(0)
      expect(r.stdout + r.stderr).toContain(':***@backup.example.com/alice/demo.git: authentication failed')
      for (const f of [password, ...goForms]) expect(r.stdout + r.stderr).not.toContain(f)
      expect(writes()).toBe(writesBefore + 1)

      echo()
      const run = await runAction({
        node,
        bundle: action,
        serverUrl: sim.url,
        inputs: { action: 'apply', token: token(), 'state-file': 'forge.yaml' },
        env: { GITHUB_WORKSPACE: workspace, ...env }
      })
      try {
        expect(run.code).toBe(1)
        expect(run.errors.join('\n')).toContain(':***@backup.example.com/alice/demo.git: authentication failed')
        for (const f of [password, ...goForms]) expect(printedBy(run)).not.toContain(f)
        // And the runner was told every form, so its own log masks them too.
        for (const f of goForms) expect(run.masks).toContain(f)
      } finally {
        cleanup(run)
      }
    }
    expect(sim.state.pushMirrors).toEqual([])
  }, 120_000)
})
