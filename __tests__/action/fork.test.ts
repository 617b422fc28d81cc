// Issue 37, break 1: a pull request from a fork learns nothing through the action. Under
// pull_request_target the fork's own state file is what the run checks out, and the step's token
// is the admin's. Against the simulated Gitea holding a private e-mail, an organization variable's
// value and a system hook's URL (seeded by plain HTTP), through the bundled action:
// - by default a fork's run (head repository not the base, or a payload that does not say) is
//   refused before anything is read; apply is refused even with the opt-in;
// - with `fork-pull-requests: plan-redacted` the plan is made, and its log, job summary, outputs,
//   plan file and pull-request comment (read back by plain HTTP) hold none of the seeded values, nor
//   any object name; the same file planned for a same-repository pull request shows them (the
//   control that the file does reach them).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixturePassword, FIXTURES } from '../sim/fixtures.js'
import { startForge, type Forge } from '../sim/forge.js'
import { cleanup, findLeaks, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

let node: NodeBinary
let bundle: string
let forge: Forge
const RUN = Math.random().toString(36).slice(2, 7)
const PR = 9
const workspace = mkdtempSync(join(tmpdir(), 'svc-fork-'))
/** What the server holds that the fork's author may not see. */
const SEEDED = {
  email: `hidden-${RUN}@private.example`,
  variable: `var-value-${RUN}-x`,
  hook: `https://chat.example/hooks/T0${RUN}/secret-path`
}
let botToken = ''

const api = async (method: string, path: string, body?: unknown, token = FIXTURES.adminToken) => {
  const res = await fetch(`${forge.url}/api/v1${path}`, {
    method,
    headers: { authorization: `token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
  forge = await startForge({ variant: 'gitea' })
  const widgets = forge.state.repos.find(r => r.name === FIXTURES.orgRepo.split('/')[1])!
  forge.state.issues.push({ id: 1, repoId: widgets.id, index: PR, isPull: true, posterId: 1, title: 'fork' })
  expect((await api('PATCH', '/admin/users/bob', { email: SEEDED.email, login_name: 'bob', source_id: 0 })).status).toBe(200)
  expect((await api('POST', `/orgs/${FIXTURES.org}/actions/variables/DEPLOY_HOST`, { value: SEEDED.variable })).status).toBe(201)
  expect(
    (
      await api('POST', '/admin/hooks', {
        type: 'slack',
        config: { url: SEEDED.hook, content_type: 'json', channel: '#x', is_system_webhook: 'true' },
        events: ['push'],
        active: true
      })
    ).status
  ).toBe(201)
  const basic = Buffer.from(`carol:${fixturePassword('carol')}`).toString('base64')
  const made = await fetch(`${forge.url}/api/v1/users/carol/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'fork-comment', scopes: ['write:issue', 'read:user'] })
  })
  expect(made.status).toBe(201)
  botToken = ((await made.json()) as { sha1: string }).sha1
  // The fork's file: it names the e-mail and the variable (a plan shows their current values) and
  // lists system hooks without prune (a plan names the unmanaged ones).
  writeFileSync(
    join(workspace, 'forge.yaml'),
    `users:\n  bob:\n    email: guess@example.com\norgs:\n  ${FIXTURES.org}:\n    variables:\n      DEPLOY_HOST: guess\nhooks: []\n`
  )
  // And one that prunes them: the plan's removals would name each by its URL.
  writeFileSync(join(workspace, 'prune.yaml'), 'hooks:\n  prune: true\n  items: []\n')
}, 300_000)
afterAll(async () => {
  expect(forge?.violations).toEqual([])
  await forge?.close()
})

const event = (pullRequest: unknown) => {
  const path = join(workspace, `event-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify({ number: PR, pull_request: pullRequest, repository: { full_name: FIXTURES.orgRepo } }))
  return path
}
const base = { ref: 'main', repo: { full_name: FIXTURES.orgRepo } }
const FORK_EVENTS: Record<string, unknown> = {
  'a fork': { number: PR, head: { ref: 'main', repo: { full_name: 'mallory/widgets', fork: true } }, base },
  'a deleted fork (no head repository)': { number: PR, head: { ref: 'main', repo: null }, base },
  'a payload without repositories': { number: PR, head: { ref: 'main' }, base: { ref: 'main' } },
  // An AGit pull request (pushed to refs/for/main by anyone who may read): the base as its head, no label.
  'an AGit pull request': { number: PR, head: { label: '', ref: `refs/pull/${PR}/head`, repo: { full_name: FIXTURES.orgRepo } }, base }
}
const sameRepo = () => event({ number: PR, head: { label: 'change', ref: 'change', repo: { full_name: FIXTURES.orgRepo } }, base })
const comments = async () => (await api('GET', `/repos/${FIXTURES.orgRepo}/issues/${PR}/comments`)).body as Array<{ body: string }>

async function step(inputs: Record<string, string>, env: Record<string, string>, check: (run: ActionRun) => void): Promise<void> {
  const run = await runAction({
    node,
    bundle,
    serverUrl: forge.url,
    inputs: { action: 'plan', token: FIXTURES.adminToken, 'state-file': 'forge.yaml', 'comment-token': botToken, ...inputs },
    env: { GITHUB_WORKSPACE: workspace, GITHUB_SERVER_URL: forge.url, GITHUB_API_URL: `${forge.url}/api/v1`, ...env }
  })
  try {
    check(run)
    expect(findLeaks(run, [FIXTURES.adminToken, botToken])).toEqual([])
  } finally {
    cleanup(run)
  }
}
/** Everything the step wrote that the fork's author can read: log, summary, outputs, files (the plan file). */
const readable = (run: ActionRun) =>
  [run.stdout, run.stderr, run.summary, ...Object.values(run.outputs), ...Object.values(run.files)].join('\n')
const seededIn = (text: string) =>
  Object.entries(SEEDED).filter(([, v]) => text.includes(v) || text.includes(JSON.stringify(v).slice(1, -1)))

describe("a fork's pull request", () => {
  test.each(Object.keys(FORK_EVENTS))('%s: refused by default before anything is read; apply refused even with the opt-in', async kind => {
    const before = forge.requests.length
    for (const name of ['pull_request_target', 'pull_request']) {
      await step({ comment: 'true' }, { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: event(FORK_EVENTS[kind]) }, run => {
        expect([name, run.code]).toEqual([name, 1])
        expect(run.errors.join('\n')).toContain('a pull request from a fork')
        expect(run.errors.join('\n')).toContain('fork-pull-requests: plan-redacted')
        expect(seededIn(readable(run))).toEqual([])
      })
    }
    await step(
      { action: 'apply', 'fork-pull-requests': 'plan-redacted' },
      { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: event(FORK_EVENTS[kind]) },
      run => {
        expect(run.code).toBe(1)
        expect(run.errors.join('\n')).toContain('is never applied')
      }
    )
    expect(forge.requests.length).toBe(before)
  })

  test('a pull_request event whose payload cannot be read counts as a fork', async () => {
    const before = forge.requests.length
    writeFileSync(join(workspace, 'broken.json'), '{not json')
    await step({}, { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: join(workspace, 'broken.json') }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('a pull request from a fork')
    })
    await step({ 'fork-pull-requests': 'maybe' }, { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: sameRepo() }, run => {
      expect(run.errors).toEqual(['plan: input fork-pull-requests must be refuse or plan-redacted'])
    })
    expect(forge.requests.length).toBe(before)
  })

  test('plan-redacted: the log, summary, outputs, plan file and comment hold no seeded value and no object name; the same file from the base repository shows them', async () => {
    // The control: a same-repository pull request's plan (no comment) shows what the file reaches.
    await step({}, { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: sameRepo() }, run => {
      expect([run.code, run.errors]).toEqual([0, []])
      expect(seededIn(readable(run)).map(([k]) => k)).toEqual(['email', 'variable', 'hook'])
    })
    const forkEvent = event(FORK_EVENTS['a fork'])
    for (const file of ['forge.yaml', 'prune.yaml']) {
      await step(
        { 'state-file': file, comment: 'true', 'fork-pull-requests': 'plan-redacted' },
        { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: forkEvent },
        run => {
          expect([file, run.code, run.errors]).toEqual([file, 0, []])
          expect(seededIn(readable(run))).toEqual([])
          // No request line of the plan's reads either: their paths name what the server holds (the
          // comment's own requests, on the pull request, are logged).
          expect(run.stdout).toMatch(/POST \/api\/v1\/repos\/acme\/widgets\/issues\/9\/comments/)
          expect(run.stdout).not.toMatch(/GET \/api\/v1\/(admin|orgs|users|version)/)
          expect(run.shown).toContain('Redacted: a pull request from a fork.')
          expect(run.outputs.drift).toBe('true')
          const plan = JSON.parse(run.outputs.plan) as { digest: string; redacted: boolean; changes: Array<Record<string, unknown>> }
          expect([plan.digest, plan.redacted]).toEqual(['redacted', true])
          for (const c of plan.changes) expect(c.steps).toEqual([])
          if (file === 'forge.yaml') {
            expect(run.shown).toContain('~ users ×1: email')
            expect(run.shown).toContain('~ orgs.variables ×1: value')
            expect(run.shown).not.toContain('bob')
            expect(run.outputs.markdown).toContain('| `~` | `users` | update ×1 | `email` |')
            expect(run.outputs.markdown).toMatch(/Not managed: \d+ on the server in lists the file gives without prune \(names withheld\)/)
          } else expect(run.shown).toMatch(/- hooks ×\d+\n/)
        }
      )
      const posted = (await comments()).map(c => c.body).join('\n')
      expect(posted).toContain('Redacted: a pull request from a fork.')
      expect(seededIn(posted)).toEqual([])
    }
    // One comment per state file.
    expect((await comments()).length).toBe(2)
  })
})
