// The README's workflow examples, run by a real runner engine (nektos/act 0.2.89 in host mode, the
// engine Forgejo runner and Gitea act_runner fork) with Node 24 first on PATH, against the real
// server SVC_E2E_* describes (the Gitea that scripts/real-gitea.sh starts for npm run test:real, or
// your own). For each: the job succeeds, outputs reach the next step, the effect is on the server
// (read back by plain HTTP or from the instance's database, never from svc's output), and no
// credential shows in act's log in any form. The README's examples use fixed names (users ann,
// ben, cara, dan, erin, finn; organization acme; hooks to audit.example.com and ci.example.com): a
// throwaway instance is best.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { leakForms } from '../action/harness.js'
import { ROOT, ensureBundle } from '../bundle.js'
import { sampleSshKey } from '../sim/fixtures.js'
import { ok as mirrorOk, type Server as MirrorServer } from './mirrors-seed.js'
import { startSecondGitea } from './second-gitea.js'
import { forgejoDecrypt, giteaDecrypt } from './stored-secret.js'
import { leftOut, plainFetch, runsHere } from '../target.js'
import {
  ADMIN_TOKEN,
  LABEL,
  REPO_ROOT,
  URL,
  VARIANT,
  VERSION,
  api,
  basic,
  canReadDb,
  gpgKeyProblem,
  registrationToken,
  sql
} from './instance.js'

const WORKFLOWS = join(ROOT, '__tests__', 'real', 'workflows')
const USES = 'uses: https://git.example.com/tools/svc@v1'
const run = randomBytes(3).toString('hex')
const user = `wf${run}`
const userPassword = `Wf-${randomBytes(8).toString('hex')}`

/** The secrets the workflows get, as a repository's secrets store would hand them over. */
const SECRETS: Record<string, string> = {
  FORGE_ADMIN_TOKEN: ADMIN_TOKEN,
  FORGE_TOKEN: '',
  // Multi-line, with quotes, a backslash and `&` (act's toJSON writes it as \u0026).
  DEPLOY_KEY: `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA-${run}-"quoted" & \\back\nsecond-line-of-key-material-${run}\n-----END OPENSSH PRIVATE KEY-----`,
  ANN_INITIAL_PASSWORD: `Ann-initial-${randomBytes(6).toString('hex')}`,
  BEN_INITIAL_PASSWORD: `Ben-initial-${randomBytes(6).toString('hex')}`,
  HOOK_SECRET: `hook-secret-${randomBytes(8).toString('hex')}`,
  CARA_INITIAL_PASSWORD: `Cara-initial-${randomBytes(6).toString('hex')}`,
  DAN_INITIAL_PASSWORD: `Dan-initial-${randomBytes(6).toString('hex')}`,
  BOT_TOKEN: '',
  BOT_GPG_PRIVATE_KEY: '',
  BOT_GPG_PASSPHRASE: `bot passphrase ${randomBytes(6).toString('hex')}`,
  // The desired-state workflows' forge.yaml names these (value_from_env).
  ALICE_PASSWORD: `Alice-${randomBytes(8).toString('hex')}`,
  ALICE_DEPLOY_TOKEN: `alice-deploy-${randomBytes(10).toString('hex')}`,
  CHAT_HOOK_SECRET: `chat-hook-${randomBytes(8).toString('hex')}`,
  // The mirrors workflow's source token (a second Gitea's admin token, set by its test).
  GITHUB_SOURCE_TOKEN: '',
  // The run's own token (`github.token`, comment-token's default): a token of the user whose
  // repository's pull request the plan workflow comments on.
  GITHUB_TOKEN: ''
}

/** The repository's variables (`vars.*`). */
const VARS: Record<string, string> = {
  // The mirrors workflow's mirrors.yaml (set by its test: it names the second Gitea it starts).
  MIRRORS_STATE: '',
  CARA_SSH_KEY: sampleSshKey(`cara-${run}`),
  BOT_GPG_PUBLIC_KEY: '',
  // The desired-state workflows write it to forge.yaml first (a README repository holds its own).
  FORGE_STATE: `users:
  alice:
    email: alice@example.com
    full_name: Alice Liddell
    password: { value_from_env: ALICE_PASSWORD }
    variables:
      REGION: eu-west
    secrets:
      DEPLOY_TOKEN: { value_from_env: ALICE_DEPLOY_TOKEN }
hooks:
  - type: gitea
    url: https://chat.example.com/forge
    content_type: json
    events: [push, repository]
    active: true
    secret: { value_from_env: CHAT_HOOK_SECRET }
`,
  // A fork's forge.yaml (the fork test): it names a user's e-mail and an organization's variable
  // (a plan shows their current values) and lists system hooks without prune (a plan names them).
  FORK_STATE: `users:
  fk${run}:
    email: guess@example.com
orgs:
  fk${run}org:
    variables:
      DEPLOY_HOST: guess
hooks: []
`
}

let work: string
let node24: string
/** The directory of act's last run (its temporary files: the job summary, outputs, the plan file). */
let lastRunDir = ''

/**
 * Runs one workflow file with act; the log is act's whole output. `payload` is merged over the
 * event's (a pull request's number and repository), `secrets` over the secrets (a fork's run).
 */
function act(
  file: string,
  event: 'push' | 'schedule' | 'pull_request' | 'pull_request_target',
  extra: { payload?: Record<string, unknown>; secrets?: Record<string, string> } = {}
): Promise<{ code: number; log: string }> {
  const dir = mkdtempSync(join(work, `${file.replace(/\.yml$/, '')}-`))
  lastRunDir = dir
  let text = readFileSync(join(WORKFLOWS, file), 'utf8').split(USES).join('uses: ./')
  // act leaves the local repository (where the test wrote the state file) only for a checkout of the
  // run's own ref: the fork example's pull-request head is dropped here.
  text = text.replace(/^\s*ref: \$\{\{ github\.event\.pull_request\.head\.sha \}\}\n/m, '')
  // A README workflow that uses the action by URL has no checkout of its own: host mode needs one for `uses: ./`.
  if (!text.includes('actions/checkout'))
    text = text.replace(/^(\s*)steps:\n/m, (m, indent: string) => `${m}${indent}  - uses: actions/checkout@v4\n`)
  const workflow = join(dir, 'workflow.yml')
  writeFileSync(workflow, text)
  const eventFile = join(dir, 'event.json')
  // A branch of the repository itself, as its own pull requests are (a fork's: see the fork test).
  const same = { full_name: 'owner/repo' }
  writeFileSync(
    eventFile,
    JSON.stringify({
      ref: 'refs/heads/main',
      after: '0'.repeat(40),
      repository: { default_branch: 'main' },
      ...(event.startsWith('pull_request')
        ? {
            number: 1,
            pull_request: { number: 1, head: { label: 'change', ref: 'change', repo: same }, base: { ref: 'main', repo: same } }
          }
        : {}),
      ...extra.payload
    })
  )
  const secretFile = join(dir, 'secrets.env')
  const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`
  writeFileSync(
    secretFile,
    Object.entries({ ...SECRETS, ...extra.secrets })
      .map(([k, v]) => `${k}=${quote(v)}\n`)
      .join(''),
    { mode: 0o600 }
  )
  const varFile = join(dir, 'vars.env')
  writeFileSync(
    varFile,
    Object.entries(VARS)
      .map(([k, v]) => `${k}=${quote(v)}\n`)
      .join('')
  )
  for (const d of ['home', 'cache', 'config', 'data', 'actions']) mkdirSync(join(dir, d))
  const args = [
    event,
    '-W',
    workflow,
    '-e',
    eventFile,
    '-P',
    'svc-host=-self-hosted',
    '-P',
    'docker=-self-hosted',
    '--action-offline-mode',
    '--no-cache-server',
    '--pull=false',
    '--action-cache-path',
    join(dir, 'actions'),
    '--secret-file',
    secretFile,
    '--var-file',
    varFile,
    '--env',
    `GITHUB_SERVER_URL=${URL}`
  ]
  const env = {
    PATH: `${dirname(node24)}:${process.env.PATH}`,
    HOME: join(dir, 'home'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    ACT_DISABLE_VERSION_CHECK: '1',
    TMPDIR: dir
  }
  return new Promise(resolve =>
    execFile(actBinary, args, { cwd: ROOT, env, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) => {
      const log = `${out}${errOut}`
      // Kept for reading after the run (.tmp is git-ignored); the tests assert it holds no credential.
      const keep = join(ROOT, '.tmp', 'act-logs')
      mkdirSync(keep, { recursive: true })
      writeFileSync(join(keep, `${VARIANT}-${VERSION}-${file.replace(/\.yml$/, '')}.log`), log)
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, log })
    })
  )
}

let actBinary: string
const canUnadopt = runsHere('workflows: adopt unadopted', 'unadopted')
const canGpg = runsHere('workflows: gpg bot', 'gpg')
const canRegister = runsHere('workflows: runner token (its next step registers a runner)', 'runner')
// The provisioning workflows read the runners back by REST (Forgejo lists them only from 15).
const canList = runsHere('workflows: runner provisioning (ephemeral runner, prune)', 'runnerList')
const dbReadable = canReadDb('workflows: secrets and variables also read back from the database')

/**
 * The value of the Actions secret in this row of the `secret` table, decrypted the way the server
 * stored it: Gitea keeps hex text (AES-CFB), Forgejo a BLOB sealed with its keying module.
 */
function storedSecret(where: string): string {
  const ini = readFileSync(process.env.SVC_REAL_GITEA_CONFIG!, 'utf8')
  const secretKey = /^SECRET_KEY\s*=\s*(.*)$/m.exec(ini)![1].trim()
  const [id, type, hex] = sql(`SELECT id, typeof(data), hex(data) FROM secret WHERE ${where}`).split('|')
  return type === 'blob' ? forgejoDecrypt(hex, Number(id), secretKey) : giteaDecrypt(Buffer.from(hex, 'hex').toString('latin1'), secretKey)
}

/** No credential in any form (whole, each line, JSON-escaped, URI-encoded) in the log. */
function expectNoLeak(log: string, extra: string[] = []): void {
  for (const value of [...Object.values(SECRETS), ...extra].filter(Boolean))
    for (const form of leakForms(value).filter(f => f.length >= 6))
      expect(log.includes(form) ? `leaked: ${form.slice(0, 4)}…` : 'clean').toBe('clean')
}

/** The instance's runners read by plain HTTP (Gitea wraps them in `runners`; Forgejo answers a list). */
async function instanceRunners(): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = []
  for (let page = 1; page <= 100; page++) {
    const body = (await api('GET', `/admin/actions/runners?page=${page}&limit=50`)).body
    const batch = (Array.isArray(body) ? body : (body?.runners ?? [])) as Array<Record<string, unknown>>
    rows.push(...batch)
    if (batch.length < 50) break
  }
  return rows
}

/** The job succeeded, in act's words. */
function expectSucceeded(result: { code: number; log: string }): void {
  if (result.code !== 0) throw new Error(`act failed (${result.code}):\n${result.log.split('\n').slice(-40).join('\n')}`)
  expect(result.log).toMatch(/Job succeeded/)
}

beforeAll(async () => {
  ensureBundle('index.js')
  work = mkdtempSync(join(tmpdir(), 'svc-act-'))
  actBinary = execFileSync('bash', [join(ROOT, 'scripts', 'real-act.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit']
  }).trim()
  node24 = execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-node24.mjs')], { encoding: 'utf8' }).trim()
  // The user the user-level workflows act for, and its token.
  expect(
    (
      await api('POST', '/admin/users', {
        username: user,
        email: `${user}@example.com`,
        password: userPassword,
        must_change_password: false
      })
    ).status
  ).toBe(201)
  const token = await api(
    'POST',
    `/users/${user}/tokens`,
    { name: 'workflows', scopes: ['write:user', 'write:organization'] },
    basic(user, userPassword)
  )
  expect(token.status).toBe(201)
  SECRETS.FORGE_TOKEN = token.body.sha1
  const comments = await api(
    'POST',
    `/users/${user}/tokens`,
    { name: 'comments', scopes: ['write:issue', 'read:user'] },
    basic(user, userPassword)
  )
  expect(comments.status).toBe(201)
  SECRETS.GITHUB_TOKEN = comments.body.sha1
  // The bot: a user with a token, and a passphrase-protected GPG key for its (activated) email.
  const bot = `bot${run}`
  expect(
    (await api('POST', '/admin/users', { username: bot, email: `${bot}@example.com`, password: userPassword, must_change_password: false }))
      .status
  ).toBe(201)
  SECRETS.BOT_TOKEN = (
    await api('POST', `/users/${bot}/tokens`, { name: 'bot', scopes: ['write:user'] }, basic(bot, userPassword))
  ).body.sha1
  if (!canGpg) return
  const home = mkdtempSync(join(work, 'gnupg-'))
  const gpg = (args: string[]) =>
    execFileSync('gpg', ['--batch', '--yes', '--pinentry-mode', 'loopback', '--passphrase', SECRETS.BOT_GPG_PASSPHRASE, ...args], {
      env: { ...process.env, GNUPGHOME: home },
      encoding: 'utf8'
    })
  // Gitea cannot verify a key whose id starts with 0: make another.
  for (let n = 0; !botKeyId || botKeyId.startsWith('0'); n++) {
    gpg(['--quick-gen-key', `Bot ${n} <${bot}@example.com>`, 'ed25519', 'sign', 'never'])
    botKeyId = gpg(['--with-colons', '--list-keys', `Bot ${n} <${bot}@example.com>`])
      .split('\n')
      .find(l => l.startsWith('pub:'))!
      .split(':')[4]
  }
  VARS.BOT_GPG_PUBLIC_KEY = gpg(['--armor', '--export', botKeyId])
  botKeyProblem = await gpgKeyProblem(VARS.BOT_GPG_PUBLIC_KEY, botKeyId, `token ${SECRETS.BOT_TOKEN}`)
  SECRETS.BOT_GPG_PRIVATE_KEY = gpg(['--armor', '--export-secret-keys', botKeyId])
}, 300_000)

let botKeyId = ''
/** Why the server cannot verify the bot's signature, or ''. */
let botKeyProblem = ''

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe(`the README's workflows under nektos/act against ${LABEL}`, () => {
  it('every README workflow example has its workflow file here', () => {
    expect(
      readdirSync(WORKFLOWS)
        .filter(f => f.endsWith('.yml'))
        .sort()
    ).toEqual(
      [
        'adopt-unadopted.yml',
        'bulk-users.yml',
        'cron-nightly.yml',
        'ephemeral-runner.yml',
        'gpg-bot.yml',
        'org-secrets-variables.yml',
        'prune-runners.yml',
        'reprovision.yml',
        'repo-collaborators.yml',
        'runner-token.yml',
        'secrets-variables.yml',
        'state-apply.yml',
        'state-drift.yml',
        'state-mirrors.yml',
        'state-plan-fork.yml',
        'state-plan.yml',
        'sudo-variable.yml',
        'system-hook.yml',
        'team-members.yml'
      ].sort()
    )
  })

  if (canList)
    it('ephemeral runner: registered, its .runner file (mode 0600) handed to the next step, which declares the runner with it', async () => {
      const before = new Set((await instanceRunners()).map(r => r.id))
      const result = await act('ephemeral-runner.yml', 'push')
      // The next step fails the job unless the file is private and Declare accepts its uuid and token.
      expectSucceeded(result)
      const declared = /runner (\d+) declared/.exec(result.log)
      expect(declared).not.toBeNull()
      const made = (await instanceRunners()).filter(r => !before.has(r.id))
      expect(made).toEqual([expect.objectContaining({ id: Number(declared![1]), ephemeral: true })])
      expect(String(made[0].name)).toMatch(/^ci-/)
      // Declared: not offline any more (Gitea says online, Forgejo idle).
      expect(made[0].status).not.toBe('offline')
      // Nor the instance's registration token svc got itself to register the runner (the active one: the same now).
      expectNoLeak(result.log, [await registrationToken('admin')])
      // The runner's token (40 hex characters on Gitea) shows nowhere, masked in the result and the configuration.
      expect((result.log.match(/[0-9a-f]{40}/g) ?? []).filter(hex => !/^0+$/.test(hex))).toEqual([])
    }, 240_000)

  if (canList)
    it('prune runners: the scheduled job removes offline ephemeral ci-* runners and nothing else', async () => {
      const token = await registrationToken('admin')
      const make = async (name: string, ephemeral: boolean, declare = false) => {
        const res = await plainFetch(`${URL}/api/actions/runner.v1.RunnerService/Register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, token, version: 'v0', labels: ['svc-test-only'], ephemeral })
        })
        const runner = ((await res.json()) as { runner: { id: string; uuid: string; token: string } }).runner
        if (declare) {
          const ok = await plainFetch(`${URL}/api/actions/runner.v1.RunnerService/Declare`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-runner-uuid': runner.uuid, 'x-runner-token': runner.token },
            body: JSON.stringify({ version: 'v0', labels: ['svc-test-only'] })
          })
          expect(ok.status).toBe(200)
        }
        return Number(runner.id)
      }
      const dead = await make(`ci-dead-${run}`, true)
      const kept = [await make(`ci-live-${run}`, true, true), await make(`keep-${run}`, true), await make(`ci-persistent-${run}`, false)]
      const others = (await instanceRunners()).filter(r => !String(r.name).startsWith('ci-')).map(r => r.id)
      const result = await act('prune-runners.yml', 'schedule')
      expectSucceeded(result)
      const after = (await instanceRunners()).map(r => r.id)
      expect(after).not.toContain(dead)
      for (const id of [...kept, ...others]) expect(after).toContain(id)
      expect(result.log).toMatch(/removed/)
      expectNoLeak(result.log, [token])
    }, 240_000)

  if (canRegister)
    it('runner token: the next step registers a runner with it', async () => {
      const result = await act('runner-token.yml', 'push')
      // The step's `curl -f` fails the job unless the server registered the runner with the token.
      expectSucceeded(result)
      const runners = await api('GET', '/admin/actions/runners')
      if (runners.status === 404)
        leftOut('workflows: the registered runner read back', `${LABEL} has no admin runner list (GET /admin/actions/runners answers 404)`)
      else {
        expect(runners.status).toBe(200)
        const rows = Array.isArray(runners.body) ? runners.body : runners.body.runners
        expect(rows.map((r: { name: string }) => r.name)).toContain('readme-runner')
      }
      // The API hands out the current active token (get-or-create): the same one the step printed nowhere.
      const token = await registrationToken('admin')
      expect(token).toMatch(/^[\w-]{20,}$/)
      expectNoLeak(result.log, [token])
    }, 240_000)

  it('secrets and variables: a multi-line secret and a variable are stored', async () => {
    const result = await act('secrets-variables.yml', 'push')
    expectSucceeded(result)
    const variable = await api('GET', '/user/actions/variables/REGION', undefined, `token ${SECRETS.FORGE_TOKEN}`)
    expect(variable.body).toMatchObject({ name: 'REGION', data: 'eu-west' })
    // User secrets have no read API (GET answers 405). Setting the name again answers 204 where it
    // exists (201 where it is new); the instance's database, when at hand, holds it (encrypted).
    const again = await api('PUT', '/user/actions/secrets/DEPLOY_KEY', { data: SECRETS.DEPLOY_KEY }, `token ${SECRETS.FORGE_TOKEN}`)
    expect(again.status).toBe(204)
    if (dbReadable)
      expect(sql(`SELECT name FROM secret WHERE owner_id = (SELECT id FROM "user" WHERE lower_name = '${user}')`).split('\n')).toContain(
        'DEPLOY_KEY'
      )
    expectNoLeak(result.log)
  }, 240_000)

  it("an organization's secret and variable: stored in the organization (its secret list names it)", async () => {
    // acme: the README's name; made here (owned by the admin) unless the instance has it already.
    expect([201, 422]).toContain((await api('POST', '/orgs', { username: 'acme' })).status)
    await api('DELETE', '/orgs/acme/actions/variables/REGION')
    await api('DELETE', '/orgs/acme/actions/secrets/DEPLOY_KEY')
    const result = await act('org-secrets-variables.yml', 'push')
    expectSucceeded(result)
    expect((await api('GET', '/orgs/acme/actions/variables/REGION')).body).toMatchObject({ name: 'REGION', data: 'eu-west' })
    // A secret's value cannot be read back: its name is in the organization's list.
    const names = ((await api('GET', '/orgs/acme/actions/secrets?limit=50')).body as Array<{ name: string }>).map(x => x.name)
    expect(names).toContain('DEPLOY_KEY')
    expectNoLeak(result.log)
  }, 240_000)

  it("act as another user: the admin's token sets a variable in alice's account, not its own", async () => {
    // alice: the README's name; made here unless the instance has her already.
    const made = await api('POST', '/admin/users', {
      username: 'alice',
      email: `alice-${run}@example.com`,
      password: userPassword,
      must_change_password: false
    })
    expect([201, 422]).toContain(made.status)
    await api('DELETE', '/user/actions/variables/REGION?sudo=alice')
    const result = await act('sudo-variable.yml', 'push')
    expectSucceeded(result)
    // Read as alice by the server's own sudo query parameter (none of svc's code).
    expect((await api('GET', '/user/actions/variables/REGION?sudo=alice')).body).toMatchObject({ name: 'REGION', data: 'eu-west-1' })
    expect((await api('GET', '/user/actions/variables/REGION')).status).toBe(404)
    expectNoLeak(result.log)
  }, 240_000)

  it("a repository's collaborators: the organization's private repository and its collaborators with their permissions; a re-run changes nothing", async () => {
    // The README's names: organization acme (owned by the admin) and users erin and finn, made here
    // unless the instance has them already.
    expect([201, 422]).toContain((await api('POST', '/orgs', { username: 'acme' })).status)
    for (const name of ['erin', 'finn']) {
      const made = await api('POST', '/admin/users', {
        username: name,
        email: `${name}-${run}@example.com`,
        password: userPassword,
        must_change_password: false
      })
      expect([201, 422]).toContain(made.status)
    }
    // An instance may have acme/widgets already (the simulator's fixtures do): on-exists: skip keeps it as it is.
    const before = await api('GET', '/repos/acme/widgets')
    const first = await act('repo-collaborators.yml', 'push')
    expectSucceeded(first)
    expect((await api('GET', '/repos/acme/widgets')).body).toMatchObject({
      private: before.status === 200 ? before.body.private : true,
      owner: { login: 'acme' }
    })
    expect((await api('GET', '/repos/acme/widgets/collaborators/erin/permission')).body.permission).toBe('write')
    expect((await api('GET', '/repos/acme/widgets/collaborators/finn/permission')).body.permission).toBe('read')
    expectNoLeak(first.log)
    // Again: the repository is skipped and the collaborators are already there.
    const again = await act('repo-collaborators.yml', 'push')
    expectSucceeded(again)
    expect(again.log).toMatch(/collaborators changed false/)
    expect((await api('GET', '/repos/acme/widgets/collaborators/erin/permission')).body.permission).toBe('write')
  }, 480_000)

  it('bulk users: both users exist and the outputs reach the next step', async () => {
    const result = await act('bulk-users.yml', 'push')
    expectSucceeded(result)
    for (const name of ['ann', 'ben']) expect((await api('GET', `/users/${name}`)).body).toMatchObject({ login: name })
    // The initial password is the one given: basic auth is accepted (403 asks for the password change).
    const ann = await api('GET', '/user', undefined, basic('ann', SECRETS.ANN_INITIAL_PASSWORD))
    expect([200, 403]).toContain(ann.status)
    expectNoLeak(result.log)
  }, 240_000)

  it('a team with its members: Release of acme holds ann and ben, and a re-run changes nothing', async () => {
    // ann and ben: the README's names (made by the bulk-users example when it ran first); acme: an
    // organization the workflow token's user owns.
    for (const name of ['ann', 'ben']) {
      const made = await api('POST', '/admin/users', {
        username: name,
        email: `${name}-${run}@example.com`,
        password: SECRETS[`${name.toUpperCase()}_INITIAL_PASSWORD`],
        must_change_password: false
      })
      expect([201, 422]).toContain(made.status)
    }
    const org = await api('POST', '/orgs', { username: 'acme' }, `token ${SECRETS.FORGE_TOKEN}`)
    expect([201, 422]).toContain(org.status)
    // Where acme was there already (made by the admin in an earlier test, or an instance's own), the
    // admin makes the token's user one of its owners, as the README's step assumes.
    if (org.status === 422) {
      const owners = ((await api('GET', '/orgs/acme/teams?limit=50')).body as Array<{ id: number; name: string }>).find(
        t => t.name === 'Owners'
      )
      expect(owners).toBeDefined()
      expect((await api('PUT', `/teams/${owners!.id}/members/${user}`)).status).toBe(204)
    }
    for (let round = 0; round < 2; round++) {
      const result = await act('team-members.yml', 'push')
      expectSucceeded(result)
      expectNoLeak(result.log)
    }
    const teams = (await api('GET', '/orgs/acme/teams')).body as Array<{ id: number; name: string }>
    const release = teams.filter(t => t.name === 'Release')
    expect(release).toHaveLength(1)
    const members = (await api('GET', `/teams/${release[0].id}/members`)).body as Array<{ login: string }>
    expect(members.map(u => u.login).sort()).toEqual(['ann', 'ben'])
  }, 480_000)

  if (canUnadopt)
    it('adopt unadopted: every unadopted directory becomes a repository', async () => {
      for (const name of ['legacy-a', 'legacy-b'])
        execFileSync('git', ['init', '-q', '--bare', '-b', 'main', join(REPO_ROOT, user, `${name}.git`)])
      const result = await act('adopt-unadopted.yml', 'push')
      expectSucceeded(result)
      for (const name of ['legacy-a', 'legacy-b'])
        expect((await api('GET', `/repos/${user}/${name}`)).body).toMatchObject({ full_name: `${user}/${name}`, private: true })
      expect((await api('GET', '/admin/unadopted')).body).toEqual([])
      expectNoLeak(result.log)
    }, 240_000)

  it('system hook: an active system hook for push and repository events', async () => {
    const result = await act('system-hook.yml', 'push')
    expectSucceeded(result)
    // System hooks: what Gitea lists by default (Forgejo's /admin/hooks has no `type` parameter).
    const hooks = (await api('GET', '/admin/hooks?limit=50')).body as Array<{
      config: { url: string }
      active: boolean
      events: string[]
    }>
    const hook = hooks.find(h => h.config.url === 'https://audit.example.com/forge')
    expect(hook).toBeDefined()
    expect(hook!.active).toBe(true)
    expect([...hook!.events].sort()).toEqual(['push', 'repository'])
    expectNoLeak(result.log)
  }, 240_000)

  it('reprovision: run twice, the second run changes nothing and says so', async () => {
    const first = await act('reprovision.yml', 'push')
    expectSucceeded(first)
    expect(first.log).toMatch(/users changed true, hook changed true/)
    const second = await act('reprovision.yml', 'push')
    expectSucceeded(second)
    expect(second.log).toMatch(/users changed false, hook changed false/)
    for (const name of ['cara', 'dan']) expect((await api('GET', `/users/${name}`)).body).toMatchObject({ login: name })
    expect(((await api('GET', '/users/cara/keys')).body as Array<{ title: string }>).filter(k => k.title === 'laptop')).toHaveLength(1)
    expect((await api('GET', '/user/actions/variables/REGION', undefined, `token ${SECRETS.FORGE_TOKEN}`)).body).toMatchObject({
      data: 'eu-west'
    })
    const hooks = (await api('GET', '/admin/hooks?limit=50')).body as Array<{ config: { url: string } }>
    expect(hooks.filter(h => h.config.url === 'https://ci.example.com/forge-events')).toHaveLength(1)
    expectNoLeak(first.log + second.log)
  }, 300_000)

  if (canGpg)
    it("gpg bot: the bot's key is added and verified in one step, twice without harm", async () => {
      if (botKeyProblem) throw new Error(botKeyProblem)
      for (let i = 0; i < 2; i++) {
        const result = await act('gpg-bot.yml', 'push')
        expectSucceeded(result)
        expectNoLeak(result.log)
      }
      const keys = (await api('GET', '/user/gpg_keys', undefined, `token ${SECRETS.BOT_TOKEN}`)).body as Array<{
        key_id: string
        verified: boolean
      }>
      expect(keys).toEqual([expect.objectContaining({ key_id: botKeyId, verified: true })])
    }, 300_000)

  it('cron nightly: the scheduled job runs the task', async () => {
    const runs = async () =>
      ((await api('GET', '/admin/cron')).body as Array<{ name: string; exec_times: number }>).find(t => t.name === 'repo_health_check')!
        .exec_times
    const before = await runs()
    const result = await act('cron-nightly.yml', 'schedule')
    expectSucceeded(result)
    expect(await runs()).toBeGreaterThan(before)
    expectNoLeak(result.log)
  }, 240_000)

  it('desired state: the pull-request plan writes nothing and is posted on the pull request; apply on main makes it so; the nightly check fails on drift made by hand; the next plan edits the comment', async () => {
    // The pull request the plan comments on: a repository of the workflows' user, a branch with a
    // commit, a pull request with a hostile title (svc never reads it), made by plain HTTP.
    const repo = `plan-pr-${run}`
    expect((await api('POST', `/admin/users/${user}/repos`, { name: repo, auto_init: true, default_branch: 'main' })).status).toBe(201)
    expect((await api('POST', `/repos/${user}/${repo}/branches`, { new_branch_name: 'change', old_branch_name: 'main' })).status).toBe(201)
    const commit = await api('POST', `/repos/${user}/${repo}/contents/forge.yaml`, {
      content: Buffer.from(VARS.FORGE_STATE).toString('base64'),
      branch: 'change',
      message: 'forge.yaml'
    })
    expect(commit.status).toBe(201)
    const title = '::error::pwned <!-- svc-plan:forge.yaml --> @admin'
    const pr = await api('POST', `/repos/${user}/${repo}/pulls`, { head: 'change', base: 'main', title })
    expect(pr.status).toBe(201)
    const number = pr.body.number as number
    const payload = {
      number,
      pull_request: {
        number,
        title,
        head: { label: 'change', ref: 'change', sha: commit.body.commit.sha, repo: { full_name: `${user}/${repo}` } },
        base: { ref: 'main', repo: { full_name: `${user}/${repo}` } }
      },
      repository: { full_name: `${user}/${repo}`, default_branch: 'main' }
    }
    // Someone else's comment with the hidden first line svc's comment starts with: never taken over.
    const decoyBody = '<!-- svc-plan:forge.yaml -->\nNo changes: the server matches the file.'
    const decoy = await api('POST', `/repos/${user}/${repo}/issues/${number}/comments`, { body: decoyBody })
    expect(decoy.status).toBe(201)
    const prComments = async () =>
      (await api('GET', `/repos/${user}/${repo}/issues/${number}/comments`)).body as Array<{
        id: number
        body: string
        html_url: string
        user: { login: string }
      }>
    const svcComments = async () => (await prComments()).filter(c => c.user.login === user)

    // alice: the README's name (other examples may have made her, with another email and password:
    // a password is used only when the state file creates the user).
    const aliceExisted = (await api('GET', '/users/alice')).status === 200
    await api('DELETE', '/user/actions/variables/REGION?sudo=alice')
    const hookIds = async () =>
      ((await api('GET', '/admin/hooks?limit=50')).body as Array<{ id: number; config: { url: string } }>)
        .filter(h => h.config.url === 'https://chat.example.com/forge')
        .map(h => h.id)
    for (const id of await hookIds()) await api('DELETE', `/admin/hooks/${id}`)

    const plan = await act('state-plan.yml', 'pull_request', { payload })
    expectSucceeded(plan)
    expect(plan.log).toMatch(/drift: true \(\d+ changes\)/)
    expect(plan.log).toContain('| | Object | Change | Fields |')
    expect(plan.log).toContain('hook gitea https://chat.example.com/forge')
    // The plan on the pull request, read back by plain HTTP: one comment of the token's user.
    const posted = await svcComments()
    expect(posted).toHaveLength(1)
    expect(posted[0].body.split('\n')[0]).toBe('<!-- svc-plan:forge.yaml -->')
    expect(posted[0].body).toContain('`hook gitea https://chat.example.com/forge`')
    expect(posted[0].body).not.toContain('pwned')
    expect(plan.log).toContain(`plan comment: ${posted[0].html_url}`)
    expect(plan.log).not.toContain('::error::pwned')
    // The plan wrote nothing.
    expect(await hookIds()).toEqual([])
    expect((await api('GET', '/user/actions/variables/REGION?sudo=alice')).status).toBe(404)

    const apply = await act('state-apply.yml', 'push')
    expectSucceeded(apply)
    expect(apply.log).toMatch(/applied [1-9]\d* changes/)
    // Read back by plain HTTP: the user, her variable, the hook; the password is the one of the secret.
    expect((await api('GET', '/users/alice')).body).toMatchObject({ login: 'alice', full_name: 'Alice Liddell' })
    expect((await api('GET', '/user/actions/variables/REGION?sudo=alice')).body).toMatchObject({ data: 'eu-west' })
    expect(await hookIds()).toHaveLength(1)
    const hook = (await api('GET', `/admin/hooks/${(await hookIds())[0]}`)).body as { active: boolean; events: string[] }
    expect([hook.active, [...hook.events].sort()]).toEqual([true, ['push', 'repository']])
    if (!aliceExisted) expect([200, 403]).toContain((await api('GET', '/user', undefined, basic('alice', SECRETS.ALICE_PASSWORD))).status)
    // Her secret: no read API. The instance's database, when at hand, holds it encrypted with the
    // instance's SECRET_KEY: decrypted here, it is the value of the workflow's secret. (That a
    // workflow on the server reads the secrets apply sets: state-secrets.test.ts.)
    if (dbReadable && process.env.SVC_REAL_GITEA_CONFIG) {
      const stored = storedSecret(`name = 'DEPLOY_TOKEN' AND owner_id = (SELECT id FROM "user" WHERE lower_name = 'alice')`)
      expect(stored === SECRETS.ALICE_DEPLOY_TOKEN ? 'the value of the secret' : 'another value').toBe('the value of the secret')
    }

    // The nightly check: no drift right after the apply; after a change by plain HTTP, the job fails.
    expectSucceeded(await act('state-drift.yml', 'schedule'))
    expect((await api('PUT', '/user/actions/variables/REGION?sudo=alice', { value: 'us-east' })).status).toBe(204)
    const drift = await act('state-drift.yml', 'schedule')
    expect(drift.code).not.toBe(0)
    expect(drift.log).toMatch(/drift: Plan: 0 to create, 1 to update, 0 to delete/)
    // The pull-request plan shows the same change and does not fail (drift is an output there).
    const again = await act('state-plan.yml', 'pull_request', { payload })
    expectSucceeded(again)
    expect(again.log).toContain('drift: true (1 changes)')
    expect(again.log).toContain('user alice: variable REGION')
    // The same comment, edited: one comment of the token's user, with the new plan.
    const edited = await svcComments()
    expect(edited.map(c => c.id)).toEqual([posted[0].id])
    expect(edited[0].body).not.toBe(posted[0].body)
    expect(edited[0].body).toContain('Plan: 0 to create, 1 to update, 0 to delete')
    expect(edited[0].body).toContain('`user alice: variable REGION`')
    expect(again.log).toContain(`plan comment: ${posted[0].html_url}`)
    // A fork's run (no token): a notice, the job succeeds, nothing posted.
    const fork = await act('state-plan.yml', 'pull_request', { payload, secrets: { GITHUB_TOKEN: '' } })
    expectSucceeded(fork)
    expect(fork.log).toContain('comment: no token to comment with')
    const all = await prComments()
    expect(all.map(c => c.id)).toEqual([decoy.body.id, posted[0].id])
    expect(all[0].body).toBe(decoyBody)
    for (const result of [plan, apply, drift, again, fork]) expectNoLeak(result.log)
  }, 600_000)

  it("a fork's pull request under pull_request_target: refused by default; planned redacted with the opt-in, its comment, log and summary holding none of the server's private values", async () => {
    // What the server holds that a fork's author may not see, seeded by plain HTTP: a user's
    // private e-mail, an organization variable's value, a system hook's URL (a credential itself).
    const seeded = {
      email: `hidden-${run}@private.example`,
      variable: `fork-var-${run}-value`,
      hook: `https://chat.example.com/hooks/T${run}/secret-path`
    }
    const who = `fk${run}`
    const org = `fk${run}org`
    const repo = `fork-pr-${run}`
    expect(
      (await api('POST', '/admin/users', { username: who, email: seeded.email, password: userPassword, must_change_password: false }))
        .status
    ).toBe(201)
    expect((await api('POST', '/orgs', { username: org })).status).toBe(201)
    expect((await api('POST', `/orgs/${org}/actions/variables/DEPLOY_HOST`, { value: seeded.variable })).status).toBe(201)
    const hook = await api('POST', '/admin/hooks', {
      type: 'gitea',
      config: { url: seeded.hook, content_type: 'json', is_system_webhook: 'true' },
      events: ['push'],
      active: true
    })
    expect(hook.status).toBe(201)
    try {
      expect((await api('POST', `/admin/users/${user}/repos`, { name: repo, auto_init: true, default_branch: 'main' })).status).toBe(201)
      expect((await api('POST', `/repos/${user}/${repo}/branches`, { new_branch_name: 'change', old_branch_name: 'main' })).status).toBe(
        201
      )
      const pr = await api('POST', `/repos/${user}/${repo}/pulls`, { head: 'change', base: 'main', title: 'from a fork' })
      expect(pr.status).toBe(201)
      const number = pr.body.number as number
      const payloadOf = (head: string) => ({
        number,
        pull_request: {
          number,
          head: { label: 'change', ref: 'change', repo: { full_name: head, fork: head !== `${user}/${repo}` } },
          base: { ref: 'main', repo: { full_name: `${user}/${repo}` } }
        },
        repository: { full_name: `${user}/${repo}`, default_branch: 'main' }
      })
      const fork = payloadOf(`mallory/${repo}`)
      const comments = async () =>
        ((await api('GET', `/repos/${user}/${repo}/issues/${number}/comments`)).body as Array<{ body: string }>).map(c => c.body)
      /** Every file act's run left (the job summary, the outputs, the plan file), and its log. */
      const everything = (log: string) => {
        const texts = [log]
        const walk = (d: string) => {
          for (const e of readdirSync(d, { withFileTypes: true })) {
            const p = join(d, e.name)
            if (e.isDirectory()) {
              if (!['node_modules', '.git'].includes(e.name)) walk(p)
            } else if (e.isFile()) texts.push(readFileSync(p, 'latin1'))
          }
        }
        walk(lastRunDir)
        return texts.join('\n')
      }
      const seededIn = (text: string) =>
        Object.entries(seeded)
          .filter(([, v]) => text.includes(v))
          .map(([k]) => k)

      // The control: the same file for a pull request of the repository itself reaches all three.
      const control = await act('state-plan-fork.yml', 'pull_request_target', { payload: payloadOf(`${user}/${repo}`) })
      expectSucceeded(control)
      expect(seededIn(control.log)).toEqual(['email', 'variable', 'hook'])

      // The README's plan workflow, without the opt-in: a fork's run fails before reading anything.
      const refused = await act('state-plan.yml', 'pull_request', { payload: fork })
      expect(refused.code).not.toBe(0)
      expect(refused.log).toContain('a pull request from a fork')
      expect(seededIn(everything(refused.log))).toEqual([])

      // The fork example: planned, redacted; its comment (the control's, edited) read back by plain HTTP.
      const redacted = await act('state-plan-fork.yml', 'pull_request_target', { payload: fork })
      expectSucceeded(redacted)
      expect(redacted.log).toContain('Redacted: a pull request from a fork.')
      expect(redacted.log).toContain('~ orgs.variables ×1: value')
      const left = everything(redacted.log)
      expect(seededIn(left)).toEqual([])
      // The run's files were read too (the job summary, the output and plan files hold the plan again).
      const times = (text: string) => text.split('Redacted: a pull request from a fork.').length - 1
      expect(times(left)).toBeGreaterThan(times(redacted.log))
      const posted = await comments()
      expect(posted).toHaveLength(1)
      expect(posted[0]).toContain('Redacted: a pull request from a fork.')
      expect(posted[0]).toContain('| `~` | `users` | update ×1 | `email` |')
      expect(seededIn(posted[0])).toEqual([])
      for (const result of [control, refused, redacted]) expectNoLeak(result.log)
    } finally {
      await api('DELETE', `/repos/${user}/${repo}`)
      await api('DELETE', `/admin/hooks/${hook.body.id}`)
      await api('DELETE', `/orgs/${org}`)
      await api('DELETE', `/admin/users/${who}?purge=true`)
    }
  }, 600_000)

  it("mirrors on a schedule: a second Gitea's organization brought in, a repository new there brought by the next run", async () => {
    const source = await startSecondGitea()
    const from: MirrorServer = { url: source.url, adminUser: source.adminUser, adminToken: source.adminToken }
    const org = `wm${run}`
    const to = `wn${run}`
    try {
      await mirrorOk(from, 'POST', '/orgs', { username: org })
      for (const name of ['one', 'two'])
        await mirrorOk(from, 'POST', `/orgs/${org}/repos`, { name, auto_init: true, default_branch: 'main' })
      expect((await api('POST', '/orgs', { username: to })).status).toBe(201)
      VARS.MIRRORS_STATE = `mirrors:\n  - from: { service: gitea, owner: ${org}, url: ${source.url}, token_from_env: GITHUB_SOURCE_TOKEN }\n    to: ${to}\n    interval: 8h\n    gone: archive\n`
      SECRETS.GITHUB_SOURCE_TOKEN = source.adminToken
      const names = async () =>
        ((await api('GET', `/orgs/${to}/repos?limit=50`)).body as Array<{ name: string; mirror: boolean }>)
          .map(r => `${r.name} ${r.mirror}`)
          .sort()
      const first = await act('state-mirrors.yml', 'schedule')
      expectSucceeded(first)
      expect(first.log).toContain('2 changes to the mirrors')
      expect(await names()).toEqual(['one true', 'two true'])
      await mirrorOk(from, 'POST', `/orgs/${org}/repos`, { name: 'three', auto_init: true, default_branch: 'main' })
      const second = await act('state-mirrors.yml', 'schedule')
      expectSucceeded(second)
      expect(second.log).toContain('1 changes to the mirrors')
      expect(await names()).toEqual(['one true', 'three true', 'two true'])
      for (const result of [first, second]) expectNoLeak(result.log)
    } finally {
      for (const name of ['one', 'two', 'three']) await api('DELETE', `/repos/${to}/${name}`)
      await api('DELETE', `/orgs/${to}`)
      await source.stop()
    }
  }, 600_000)
})
