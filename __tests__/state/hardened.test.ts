// The desired state, attacked (issue 27), through the bundles as a runner, a shell and an MCP client
// run them, against the simulated Gitea recording every request:
// - no credential of the run becomes a value: a `value_from_env` naming the action's token input,
//   the runner's tokens, svc's own variables, or any variable holding the connection's token (plain,
//   base64, URL-encoded) is refused with file:line and the rule, nothing written, and the token in
//   no form in any request body or output;
// - a saved plan's removal count is derived again at apply: editing it does not lift the guard;
// - svc_state never waits on a file: the server's stdin, /proc, a FIFO (five at once) are refused,
//   and a plain file's plan is answered after them;
// - the plan's markdown forms no image, link, mention or HTML from names (rendered by markdown-it);
// - no token is written through a symlink; the action's state-file is resolved inside the workspace;
// - `__proto__` is an ordinary name; a name of 8 MB is cut in an error.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import MarkdownIt from 'markdown-it'
import { planMarkdown, type Plan } from '../../src/state/index.js'
import { messageText } from '../../src/text.js'
import { isolatedBundle, nodeBinaries, runAction, cleanup, type ActionRun, type NodeBinary } from '../action/run.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { startSession } from '../mcp/harness.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'

let sim: Sim
let cli: string
let action: string
let node: NodeBinary
const RUN = Math.random().toString(36).slice(2, 7)
const dir = mkdtempSync(join(tmpdir(), 'svc-hardened-'))
const workspace = join(dir, 'ws')
mkdirSync(workspace)

beforeAll(async () => {
  sim = await startForge({ variant: 'gitea' })
  cli = ensureCliBundle()
  action = isolatedBundle()
  node = nodeBinaries()[0]
}, 300_000)
afterAll(async () => {
  await sim?.close()
})

const token = () => sim.fixtures.adminToken
/** The forms the token must never take in a request body: plain, base64 (both alphabets), URL-encoded. */
const tokenForms = () => [
  token(),
  Buffer.from(token()).toString('base64').replace(/=+$/, ''),
  Buffer.from(token()).toString('base64url'),
  encodeURIComponent(token())
]
/** Every request body and query the simulator saw, as text. */
const sent = () => sim.requests.map(r => JSON.stringify([r.query, r.body])).join('\n')
const writes = () => sim.requests.filter(r => r.method !== 'GET').length
const noTokenSent = () => expect(tokenForms().filter(f => sent().includes(f))).toEqual([])

/** A state file setting an admin's secret from `$name` (line 4 names the variable). */
const secretFrom = (name: string) => `users:\n  root:\n    secrets:\n      X:\n        value_from_env: ${name}\n`
const file = (name: string, text: string) => {
  const path = join(workspace, name)
  writeFileSync(path, text)
  return path
}

describe('no credential of the run becomes a value', () => {
  test('action: INPUT_TOKEN, the runner tokens, GITHUB_TOKEN, a hook secret and copies of the token are refused with file:line; nothing sent', async () => {
    const copies = {
      MY_COPY: token(),
      MY_B64: Buffer.from(token()).toString('base64'),
      MY_URL: `prefix-${encodeURIComponent(token())}`,
      MY_BEARER: `Bearer ${token()}`
    }
    const runnerEnv = {
      ACTIONS_RUNTIME_TOKEN: `runtime-${RUN}-credential`,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: `idtoken-${RUN}-credential`,
      GITHUB_TOKEN: `ghtoken-${RUN}-credential`,
      RUNNER_COPY: `runtime-${RUN}-credential`,
      ...copies
    }
    const cases: Array<[string, string, RegExp]> = [
      ['INPUT_TOKEN', secretFrom('INPUT_TOKEN'), /the action's inputs/],
      ['ACTIONS_RUNTIME_TOKEN', secretFrom('ACTIONS_RUNTIME_TOKEN'), /the runner's own credentials/],
      ['ACTIONS_ID_TOKEN_REQUEST_TOKEN', secretFrom('ACTIONS_ID_TOKEN_REQUEST_TOKEN'), /the runner's own credentials/],
      ['GITHUB_TOKEN', secretFrom('GITHUB_TOKEN'), /the runner's own credentials/],
      ['SVC_TOKEN', secretFrom('SVC_TOKEN'), /svc's own settings/],
      ...Object.keys(copies).map(n => [n, secretFrom(n), /its value holds a credential of this run/] as [string, string, RegExp]),
      [
        'hook',
        `hooks:\n  - type: gitea\n    url: https://h.example/${RUN}\n    secret: { value_from_env: INPUT_TOKEN }\n`,
        /forge\.yaml:4: hooks\[0\]\.secret\.value_from_env: \$INPUT_TOKEN: the action's inputs/
      ],
      [
        'org',
        `orgs:\n  o${RUN}:\n    secrets:\n      DEPLOY: { value_from_env: MY_B64 }\n`,
        /forge\.yaml:4: orgs\.o\w+\.secrets\.DEPLOY\.value_from_env: \$MY_B64: its value holds a credential/
      ]
    ]
    const before = writes()
    for (const [name, text, rule] of cases) {
      writeFileSync(join(workspace, 'forge.yaml'), text)
      for (const act of ['apply', 'plan']) {
        const run = await runAction({
          node,
          bundle: action,
          serverUrl: sim.url,
          inputs: { action: act, token: token(), 'state-file': 'forge.yaml' },
          env: { GITHUB_WORKSPACE: workspace, ...runnerEnv }
        })
        try {
          expect([name, act, run.code]).toEqual([name, act, 1])
          const error = run.errors.join('\n')
          expect(error).toMatch(rule)
          if (name !== 'hook' && name !== 'org') expect(error).toContain(`forge.yaml:5: users.root.secrets.X.value_from_env: $${name}: `)
          expect(error).toContain('nothing was sent')
          // No form of the token, nor the runner's credentials, in anything the step wrote.
          const printed = [run.shown, run.stderr, run.summary, ...Object.values(run.outputs)].join('\n')
          for (const v of [...tokenForms(), runnerEnv.ACTIONS_RUNTIME_TOKEN, runnerEnv.GITHUB_TOKEN]) expect(printed).not.toContain(v)
        } finally {
          cleanup(run)
        }
      }
    }
    expect(writes()).toBe(before)
    noTokenSent()
  }, 300_000)

  test('CLI: SVC_TOKEN, SVC_PASSWORD and a variable holding the token are refused for plan and apply (exit 2), nothing sent', async () => {
    const before = writes()
    for (const [name, extra] of [
      ['SVC_TOKEN', {}],
      ['SVC_PASSWORD', { SVC_PASSWORD: 'whatever-password' }],
      ['COPY', { COPY: token() }],
      ['COPY', { COPY: Buffer.from(`root:${token()}`).toString('base64') }]
    ] as Array<[string, Record<string, string>]>) {
      const path = file('cli.yaml', secretFrom(name))
      for (const cmd of [
        ['plan', '-f', path],
        ['apply', '--yes', '-f', path]
      ]) {
        const r = await runCli(cli, cmd, { env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), ...extra } })
        expect([name, cmd[0], r.code]).toEqual([name, cmd[0], 2])
        expect(r.stderr).toContain(`cli.yaml:5: users.root.secrets.X.value_from_env: $${name}: `)
        for (const f of tokenForms()) expect(r.stdout + r.stderr).not.toContain(f)
      }
    }
    expect(writes()).toBe(before)
    noTokenSent()
  }, 120_000)

  test('MCP: a copy of the token under another name and INPUT_* are refused; the answer holds no form of it', async () => {
    const s = await startSession(cli, { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), SVC_DOMAINS: 'state', COPY: token() })
    try {
      const before = writes()
      for (const [name, rule] of [
        ['COPY', 'its value holds a credential of this run'],
        ['INPUT_TOKEN', "the action's inputs"],
        ['SVC_STATE_KEY', "svc's own settings"]
      ]) {
        for (const act of ['plan', 'apply']) {
          const r = await s.call('svc_state', { action: act, yaml: secretFrom(name) })
          expect(r.isError).toBe(true)
          expect(r.text).toContain(`yaml:5: users.root.secrets.X.value_from_env: $${name}: ${rule}`)
          for (const f of tokenForms()) expect(r.text).not.toContain(f)
        }
      }
      expect(writes()).toBe(before)
      noTokenSent()
    } finally {
      await s.close()
    }
  }, 120_000)
})

describe('a saved plan cannot lift its guard', () => {
  test('an edited removal count in plan.json is derived again at apply: refused, nothing deleted; the limit given at apply decides', async () => {
    const env = { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() }
    // Eight system hooks to prune (the default guard lets 5 through).
    for (let i = 0; i < 8; i++)
      await fetch(`${sim.url}/api/v1/admin/hooks`, {
        method: 'POST',
        headers: { authorization: `token ${token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'gitea',
          config: { url: `https://guard-${RUN}.example/${i}`, content_type: 'json', is_system_webhook: 'true' },
          active: true
        })
      })
    const hooks = async () =>
      (
        (await (
          await fetch(`${sim.url}/api/v1/admin/hooks?limit=50`, { headers: { authorization: `token ${token()}` } })
        ).json()) as unknown[]
      ).length
    const held = await hooks()
    expect(held).toBeGreaterThanOrEqual(8)
    const state = file('guard.yaml', 'hooks:\n  prune: true\n  items: []\n')
    const planFile = join(dir, 'guard-plan.json')
    const planned = await runCli(cli, ['plan', '-f', state, '--out', planFile], { env })
    expect(planned.code).toBe(2)
    expect(planned.stderr).toContain('more than max-removals allows')
    const plan = JSON.parse(readFileSync(planFile, 'utf8')) as Plan
    for (const edit of [
      { count: 0, of: plan.removals.of },
      { count: plan.removals.count, of: 10_000 }
    ]) {
      writeFileSync(planFile, JSON.stringify({ ...plan, removals: edit }))
      const before = writes()
      const applied = await runCli(cli, ['apply', planFile], { env })
      expect(applied.code).toBe(2)
      expect(applied.stderr).toContain(`the plan removes ${held} of ${held} objects`)
      expect(writes()).toBe(before)
      expect(await hooks()).toBe(held)
    }
    // The limit given at apply is the one that counts.
    const allowed = await runCli(cli, ['apply', planFile, '--max-removals', '100%'], { env })
    expect(allowed.code).toBe(0)
    expect(await hooks()).toBe(0)
  }, 120_000)
})

describe('svc_state never waits on a file', () => {
  test("the server's stdin, /proc, FIFOs and a symlink to /proc are refused; a plain file is planned after them", async () => {
    const fifos = [0, 1, 2, 3, 4].map(i => join(dir, `fifo-${i}`))
    for (const f of fifos) execFileSync('mkfifo', [f])
    const environ = join(dir, 'environ.yaml')
    symlinkSync('/proc/self/environ', environ)
    const plain = file('plain.yaml', 'hooks: []\n')
    const s = await startSession(cli, { SVC_SERVER_URL: sim.url, SVC_TOKEN: token(), SVC_DOMAINS: 'state' })
    try {
      const cases: Array<[string, string]> = [
        ['/dev/stdin', 'a device or a kernel file'],
        ['/proc/self/fd/0', 'a device or a kernel file'],
        [environ, 'a device or a kernel file'],
        ...fifos.map(f => [f, 'not a regular file'] as [string, string])
      ]
      const replies = await Promise.all(cases.map(([path]) => s.call('svc_state', { action: 'plan', file: path })))
      replies.forEach((r, i) => {
        expect(r.isError).toBe(true)
        expect(r.text).toContain(cases[i][1])
      })
      const ok = await s.call('svc_state', { action: 'plan', file: plain })
      expect(ok.isError).toBe(false)
      expect(ok.structured).toMatchObject({ changes: 0, drift: false })
    } finally {
      await s.close()
    }
  }, 120_000)
})

describe('a posted plan carries no live content', () => {
  const hostile = [
    '![x](https://evil.example/i.png)',
    '@acme/owners and @root',
    '<img src="https://evil.example/i.png">',
    '[click](https://evil.example)',
    'https://evil.example/bare',
    'tick ` and ``` fence',
    '`leading',
    'pipe | and \\| escaped',
    '#1 and :: and ##[error]'
  ]
  const md = new MarkdownIt({ html: true, linkify: true })
  type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number]
  const walk = (tokens: Token[], visit: (t: Token) => void): void => {
    for (const t of tokens) {
      visit(t)
      if (t.children) walk(t.children, visit)
    }
  }

  test('planMarkdown: every object and field is a code span; no image, link or HTML but <br>; a mention only in code', () => {
    const plan: Plan = {
      format: 'svc-plan/1',
      server: 'http://forge.test',
      digest: 'sha256:x',
      desired: {},
      removals: { count: 0, of: 0 },
      changes: hostile.map((h, i) => ({
        action: 'update' as const,
        collection: 'users',
        object: `user ${h}`,
        level: 1,
        fields: [
          { field: 'full_name', old: h, new: `${h} (${i})` },
          { field: 'website', old: null, new: h }
        ],
        steps: []
      }))
    }
    const text = planMarkdown(plan)
    const tokens = md.parse(text, {})
    const kinds = new Set<string>()
    const loose: string[] = []
    walk(tokens, t => {
      kinds.add(t.type)
      if (t.type === 'text') loose.push(t.content)
      if (t.type === 'html_inline') expect(t.content).toBe('<br>')
    })
    expect([...kinds].filter(k => /image|link|html_block/.test(k))).toEqual([])
    // Outside code spans only svc's words: no mention, no hostile text.
    expect(loose.join(' ')).not.toMatch(/@|evil|<img/)
    // Each row kept its 4 cells (no pipe broke out), and each hostile text reads back whole from its code span.
    const codes: string[] = []
    walk(tokens, t => void (t.type === 'code_inline' && codes.push(t.content)))
    for (const h of hostile) expect(codes.some(c => c.includes(messageText(h)))).toBe(true)
    expect(tokens.filter(t => t.type === 'td_open').length).toBe(hostile.length * 4)
  })

  test("action: a user's own full_name with an image and a mention is planned and summarized without either", async () => {
    await fetch(`${sim.url}/api/v1/admin/users`, {
      method: 'POST',
      headers: { authorization: `token ${token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: `md${RUN}`, email: `md${RUN}@example.com`, password: 'Pw-123456789!', full_name: hostile[0] })
    })
    writeFileSync(join(workspace, 'md.yaml'), `users:\n  md${RUN}:\n    full_name: "${hostile[1]}"\n`)
    const run = await runAction({
      node,
      bundle: action,
      serverUrl: sim.url,
      inputs: { action: 'plan', token: token(), 'state-file': 'md.yaml' },
      env: { GITHUB_WORKSPACE: workspace }
    })
    try {
      expect(run.code).toBe(0)
      for (const markdown of [run.outputs.markdown, run.summary]) {
        const html = md.render(markdown)
        expect(html).toContain('<code>')
        expect(html).not.toMatch(/<img|<a /)
        expect(html.replace(/<code>[^]*?<\/code>/g, '')).not.toMatch(/@acme|evil/)
      }
    } finally {
      cleanup(run)
    }
  }, 60_000)
})

describe('symlinks', () => {
  test('runners register: a dangling symlink at --runner-file is refused, nothing written where it points', async () => {
    const target = join(dir, 'elsewhere', 'stolen')
    mkdirSync(join(dir, 'elsewhere'))
    const link = join(dir, 'runner-link')
    symlinkSync(target, link)
    const r = await runCli(cli, ['admin', 'runners', 'register', `sl${RUN}`, '--runner-file', link], {
      env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() }
    })
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain('is a symlink')
    expect(existsSync(target)).toBe(false)
    // Refused before a runner was registered for it.
    expect(sim.requests.some(r => r.path.includes('RunnerService/Register'))).toBe(false)
  }, 60_000)

  test('action: runners_register under a RUNNER_TEMP whose svc-runner-<id> is a planted symlink writes nothing through it', async () => {
    const temp = join(dir, 'runner-temp')
    const outside = join(dir, 'outside')
    mkdirSync(temp)
    mkdirSync(outside)
    // Every id the simulator could hand out next.
    for (let id = 1; id <= 200; id++) symlinkSync(outside, join(temp, `svc-runner-${id}`))
    const run = await runAction({
      node,
      bundle: action,
      serverUrl: sim.url,
      inputs: { domain: 'admin', action: 'runners_register', token: token(), params: JSON.stringify({ name: `pl${RUN}` }) },
      env: { RUNNER_TEMP: temp }
    })
    try {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('its directory is a symlink or not a directory')
      expect(existsSync(join(outside, '.runner'))).toBe(false)
    } finally {
      cleanup(run)
    }
  }, 60_000)

  test('action: a state-file that is a symlink out of the workspace is refused; its content is in no output', async () => {
    const secretFile = join(dir, 'outside.yaml')
    writeFileSync(secretFile, `users:\n  root:\n    full_name: outside-${RUN}-content\n`)
    symlinkSync(secretFile, join(workspace, 'link.yaml'))
    const run: ActionRun = await runAction({
      node,
      bundle: action,
      serverUrl: sim.url,
      inputs: { action: 'plan', token: token(), 'state-file': 'link.yaml' },
      env: { GITHUB_WORKSPACE: workspace }
    })
    try {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('outside the workspace')
      expect(JSON.stringify([run.stdout, run.outputs, run.summary])).not.toContain(`outside-${RUN}-content`)
    } finally {
      cleanup(run)
    }
  }, 60_000)
})

describe('names', () => {
  test('__proto__ is an ordinary name: planned, applied (read back), and kept by prune', async () => {
    const env = { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() }
    const path = file(
      'proto.yaml',
      'users:\n  root:\n    variables:\n      prune: true\n      items:\n        __proto__: kept\n        OTHER: too\n'
    )
    const plan = await runCli(cli, ['plan', '-f', path], { env })
    expect(plan.code).toBe(0)
    expect(plan.stdout).toContain('+ user root: variable __proto__')
    expect((await runCli(cli, ['apply', '--yes', '-f', path], { env })).code).toBe(0)
    const vars = (await (
      await fetch(`${sim.url}/api/v1/user/actions/variables`, { headers: { authorization: `token ${token()}` } })
    ).json()) as Array<{ name: string; data: string }>
    expect(vars.map(v => [v.name, v.data]).sort()).toEqual([
      ['OTHER', 'too'],
      ['__PROTO__', 'kept']
    ])
    const again = await runCli(cli, ['plan', '-f', path, '--detailed-exitcode'], { env })
    expect([again.code, again.stdout]).toEqual([0, 'No changes: the server matches the file.\n'])
  }, 60_000)

  test('a name of 8 MB is cut in the error, which stays one short line', async () => {
    const long = 'n'.repeat(8 * 1024 * 1024)
    const path = file('long.yaml', `users:\n  ${long}:\n    emial: x@example.com\n`)
    const r = await runCli(cli, ['plan', '-f', path], { env: { SVC_SERVER_URL: sim.url, SVC_TOKEN: token() } })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('long.yaml:3: users.nnnn')
    expect(r.stderr).toContain('… (8388608 characters)')
    expect(r.stderr.length).toBeLessThan(1000)
  }, 60_000)
})
