// `svc plan` exit codes through the CLI bundle against the simulated Gitea. Without
// --detailed-exitcode: 0 plan made, 2 bad input or a refused guard (nothing sent), 1 server error —
// as everywhere in svc. With it, as a drift check reads them: 0 nothing would change, 2 something
// would (only that), 1 any error, bad input and the removal guard included.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { join } from 'node:path'
import { ensureCliBundle, runCli, type CliRun } from '../cli/harness.js'
import { startForge, type Forge } from '../sim/forge.js'
import { stateFiles } from './kit.js'

const { dir, file } = stateFiles('svc-exit-')
let bundle: string
let gitea: Forge
beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
}, 180_000)
afterAll(async () => {
  await gitea?.close()
})

const svc = (args: string[], env: Record<string, string> = {}): Promise<CliRun> =>
  runCli(bundle, args, { env: { SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken, ...env } })

/** A system hook made by plain HTTP (Gitea makes a default hook unless the config says system). */
async function hookByHand(url: string): Promise<void> {
  const res = await fetch(`${gitea.url}/api/v1/admin/hooks`, {
    method: 'POST',
    headers: { authorization: `token ${gitea.fixtures.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url, content_type: 'json', is_system_webhook: 'true' }
    })
  })
  expect(res.status).toBe(201)
}

describe('svc plan exit codes', () => {
  const hook = (url: string) => `hooks:\n  - type: gitea\n    url: ${url}\n    content_type: json\n    events: [push]\n    active: true\n`

  test('--detailed-exitcode: 0 when nothing would change, 2 when something would; without it 0 both times', async () => {
    await hookByHand('https://exit.example.com/there')
    const same = file('same.yaml', hook('https://exit.example.com/there'))
    const drift = file('drift.yaml', hook('https://exit.example.com/new'))
    const sameRun = await svc(['plan', '-f', same, '--detailed-exitcode'])
    expect([sameRun.code, sameRun.stdout]).toEqual([0, expect.stringContaining('No changes')])
    const d = await svc(['plan', '-f', drift, '--detailed-exitcode'])
    expect([d.code, d.stderr]).toEqual([2, ''])
    expect(d.stdout).toContain('+ hook gitea https://exit.example.com/new')
    expect((await svc(['plan', '-f', drift])).code).toBe(0)
  }, 120_000)

  test('an unset value_from_env is no error for a plan: named, and the exit code is the drift one', async () => {
    const env = file('env.yaml', 'users:\n  zed:\n    email: zed@example.com\n    password: { value_from_env: EXIT_PW }\n')
    const plain = await svc(['plan', '-f', env])
    expect([plain.code, plain.stderr]).toEqual([0, ''])
    expect(plain.stdout).toContain('Not set here: $EXIT_PW (value_from_env).')
    expect((await svc(['plan', '-f', env, '--detailed-exitcode'])).code).toBe(2)
  }, 120_000)

  // Each: the args, the exit without the flag, and the message svc prints (the same with the flag).
  // Every row has all five (jest takes a missing last one for the `done` callback).
  const errors: Array<[string, () => string[], number, RegExp, Record<string, string>]> = [
    ['a file that is not YAML', () => ['-f', file('bad.yaml', 'hooks: [unclosed\n')], 2, /bad\.yaml:\d+:\d+: not valid YAML or JSON/, {}],
    ['an unknown field', () => ['-f', file('field.yaml', 'hoks: []\n')], 2, /field\.yaml:1: hoks: unknown field/, {}],
    ['a missing file', () => ['-f', join(dir, 'nowhere.yaml')], 2, /cannot read the state file/, {}],
    ['a file without end', () => ['-f', '/dev/zero'], 2, /cannot read the state file "\/dev\/zero": larger than 64 MiB/, {}],
    ['an unknown flag', () => ['-f', file('ok.yaml', 'hooks: []\n'), '--bogus'], 2, /unknown option '--bogus'/, {}],
    ['no -f', () => [], 2, /required option '-f, --file/, {}],
    [
      'the file as an argument',
      () => [file('gov.yaml', 'hooks: []\n')],
      2,
      /svc plan takes the state file with -f: svc plan -f \S*gov\.yaml/,
      {}
    ],
    ['--dry-run', () => ['-f', file('dry.yaml', 'hooks: []\n'), '--dry-run'], 2, /svc plan changes nothing: it needs no --dry-run/, {}],
    [
      'the removal guard',
      () => ['-f', file('prune.yaml', 'hooks:\n  prune: true\n  items: []\n'), '--max-removals', '0'],
      2,
      /more than max-removals allows \(0\)/,
      {}
    ],
    [
      'a bad --max-removals',
      () => ['-f', file('ok2.yaml', 'hooks: []\n'), '--max-removals', 'lots'],
      2,
      /max-removals: expected a count/,
      {}
    ],
    ['a token the server refuses', () => ['-f', file('ok3.yaml', 'hooks: []\n')], 1, /401|token/i, { SVC_TOKEN: 'not-a-valid-token-0000' }]
  ]
  test.each(errors)(
    '%s: its usual exit without --detailed-exitcode, 1 with it, the same message',
    async (_what, args, plain, message, env) => {
      const without = await svc(['plan', ...args()], env)
      expect(without.code).toBe(plain)
      expect(without.stderr).toMatch(message)
      const withFlag = await svc(['plan', ...args(), '--detailed-exitcode'], env)
      expect(withFlag.code).toBe(1)
      expect(withFlag.stderr).toMatch(message)
    },
    120_000
  )

  test('svc apply -f FILE --dry-run points at svc plan, svc apply FILE.yaml at -f; nothing is sent', async () => {
    const gov = file('apply-gov.yaml', 'hooks:\n  - url: https://dry.example.com/hook\n    events: [push]\n')
    const before = gitea.requests.length
    const dry = await svc(['apply', '-f', gov, '--dry-run'])
    expect(dry.code).toBe(2)
    expect(dry.stderr).toContain(`svc apply has no --dry-run: svc plan -f ${gov} shows what it would change`)
    const positional = await svc(['apply', gov, '--yes'])
    expect(positional.code).toBe(2)
    expect(positional.stderr).toContain(`a state file is given with -f: svc apply -f ${gov}`)
    expect(gitea.requests.length).toBe(before)
  }, 120_000)

  test('help still exits 0, and --detailed-exitcode of another command is not plan', async () => {
    expect((await svc(['plan', '--help', '--detailed-exitcode'])).code).toBe(0)
    // apply has no such flag: commander refuses it as usage (2), as everywhere in svc.
    expect((await svc(['apply', '--yes', '-f', join(dir, 'same.yaml'), '--detailed-exitcode'])).code).toBe(2)
  }, 120_000)
})
