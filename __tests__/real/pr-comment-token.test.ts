// `comment: true` with the run's own token, as the server hands it to a job: a workflow `on:
// pull_request` in a repository runs (./task-runner.ts: a runner registered to the repository
// fetches the job with the token and secrets the server gives it, and runs it under nektos/act) the
// action's bundle with `comment-token: ${{ github.token }}`. Opening the pull request posts the plan
// as one comment of the server's Actions user; a push to the pull request's branch runs it again
// and the same comment is edited (its footer names the new commit). Read back by plain HTTP. The
// README's workflow (workflows.test.ts) runs under act with a personal access token as
// `github.token`; this is the token a Gitea or Forgejo runner passes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { isolatedBundle } from '../action/run.js'
import { leakForms } from '../action/harness.js'
import { ROOT } from '../bundle.js'
import { missingCapabilities } from '../target.js'
import { ADMIN, ADMIN_TOKEN, LABEL, URL, VARIANT, api } from './instance.js'
import { TaskRunner, uniqueLabel, type Task } from './task-runner.js'

const RUN = randomBytes(3).toString('hex')
const repo = `${ADMIN}/plan-token-${RUN}`
const hookUrl = `https://plan-token.example.com/${RUN}`
const noRunner = missingCapabilities().runner ?? ''

let act = ''
let bundle = ''
let runner: TaskRunner | undefined
const logs: string[] = []
const handedOver = new Set<string>()

/** The workflow: a state file with one hook, planned by the bundle with the run's own token commenting. */
function workflow(label: string): string {
  return [
    'name: plan on the pull request',
    'on: pull_request',
    'jobs:',
    '  plan:',
    `    runs-on: ${label}`,
    '    steps:',
    '      - run: |',
    "          cat > forge.yaml <<'EOF'",
    '          hooks:',
    '            - type: gitea',
    `              url: ${hookUrl}/${'${{ github.event.action }}'}`,
    '              content_type: json',
    '              events: [push]',
    '          EOF',
    '      - run: node "$SVC_BUNDLE"',
    '        env:',
    `          SVC_BUNDLE: ${bundle}`,
    '          INPUT_ACTION: plan',
    '          INPUT_STATE-FILE: forge.yaml',
    '          INPUT_SERVER-URL: ${{ github.server_url }}',
    '          INPUT_TOKEN: ${{ secrets.FORGE_ADMIN_TOKEN }}',
    "          INPUT_COMMENT: 'true'",
    '          INPUT_COMMENT-TOKEN: ${{ github.token }}',
    ''
  ].join('\n')
}

/** Waits for the job a pull-request event queued (`action`: opened, synchronized), runs it and reports it; the job must succeed. */
async function runNext(what: string, action: string): Promise<{ task: Task; log: string }> {
  const task = await runner!.nextTask(what)
  for (const value of Object.values(task.secrets)) handedOver.add(value)
  expect([task.context.event_name, (task.context.event as { action?: string }).action]).toEqual(['pull_request', action])
  const outcome = await runner!.run(task, act, URL)
  logs.push(outcome.log)
  if (outcome.result !== 'success') throw new Error(`the job failed:\n${outcome.log.split('\n').slice(-40).join('\n')}`)
  return { task, log: outcome.log }
}

beforeAll(() => {
  act = execFileSync('bash', [join(ROOT, 'scripts', 'real-act.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim()
  bundle = isolatedBundle()
}, 300_000)

afterAll(async () => {
  if (runner) await runner.remove(repo, `token ${ADMIN_TOKEN}`)
  await api('DELETE', `/repos/${repo}`)
  const hooks = (await api('GET', '/admin/hooks?limit=50')).body as Array<{ id: number; config: { url: string } }>
  for (const h of hooks.filter(x => x.config.url.startsWith(hookUrl))) await api('DELETE', `/admin/hooks/${h.id}`)
}, 120_000)

describe(`comment: true with the token the server gives the job, on ${LABEL}`, () => {
  it("opening a pull request posts the plan as the server's Actions user; a push to it edits that comment", async () => {
    if (noRunner) throw new Error(`${noRunner}: no workflow can run there`)
    expect((await api('POST', '/user/repos', { name: repo.split('/')[1], auto_init: true, default_branch: 'main' })).status).toBe(201)
    expect((await api('PUT', `/repos/${repo}/actions/secrets/FORGE_ADMIN_TOKEN`, { data: ADMIN_TOKEN })).status).toBeLessThan(300)
    const label = uniqueLabel('svc-plan-pr')
    runner = await TaskRunner.forRepository({
      url: URL,
      variant: VARIANT,
      repo,
      auth: `token ${ADMIN_TOKEN}`,
      name: `pc-${RUN}`,
      labels: [label]
    })
    const file = async (path: string, text: string, branch: string) => {
      const res = await api('POST', `/repos/${repo}/contents/${path}`, {
        content: Buffer.from(text).toString('base64'),
        branch,
        message: path
      })
      expect(res.status).toBe(201)
      return String(res.body.commit.sha)
    }
    await file('.gitea/workflows/plan.yml', workflow(label), 'main')
    expect((await api('POST', `/repos/${repo}/branches`, { new_branch_name: 'change', old_branch_name: 'main' })).status).toBe(201)
    await file('one.txt', 'one\n', 'change')
    const pr = await api('POST', `/repos/${repo}/pulls`, { head: 'change', base: 'main', title: 'plan ::error::x' })
    expect(pr.status).toBe(201)
    const comments = async () =>
      (await api('GET', `/repos/${repo}/issues/${pr.body.number}/comments`)).body as Array<{
        id: number
        body: string
        user: { id: number; login: string }
      }>

    const opened = await runNext(`the pull request opened on ${repo}`, 'opened')
    expect(opened.log).toMatch(/comment: the plan is on pull request #\d+ \(posted: /)
    const posted = await comments()
    expect(posted).toHaveLength(1)
    // The server's Actions user posted it (Gitea: gitea-actions), not the admin whose token planned.
    expect(posted[0].user.login).not.toBe(ADMIN)
    if (VARIANT === 'gitea') expect(posted[0].user.login).toBe('gitea-actions')
    expect(posted[0].body.split('\n')[0]).toBe('<!-- svc-plan:forge.yaml -->')
    expect(posted[0].body).toContain(`\`hook gitea ${hookUrl}/opened\``)

    await file('two.txt', 'two\n', 'change')
    // The state differs (its hook's URL names the event's action): the comment's new plan.
    const pushed = await runNext(`the push to the pull request's branch on ${repo}`, 'synchronized')
    expect(pushed.log).toMatch(/comment: the plan is on pull request #\d+ \(edited: /)
    const edited = await comments()
    expect(edited.map(c => [c.id, c.user.login])).toEqual([[posted[0].id, posted[0].user.login]])
    expect(edited[0].body).toContain(`\`hook gitea ${hookUrl}/synchronized\``)
    expect(edited[0].body).not.toContain(`${hookUrl}/opened`)

    // No token of the run, in any form, in what act printed.
    for (const value of [ADMIN_TOKEN, ...handedOver].filter(v => v.length >= 6))
      for (const form of leakForms(value).filter(f => f.length >= 6))
        expect(logs.join('\n').includes(form) ? `leaked: ${form.slice(0, 4)}…` : 'clean').toBe('clean')
  }, 300_000)
})
