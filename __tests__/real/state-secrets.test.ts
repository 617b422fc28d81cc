// Desired state's secrets, checked by using them: `svc apply -f` (the CLI bundle) sets a user's
// secret (as the user, through Sudo), an organization's and two repositories' from
// `value_from_env` (and a variable of the organization and of a repository); a workflow pushed to a repository of the user and one of the organization then
// runs on the server's own terms (./task-runner.ts: a runner registered to the repository fetches
// the job, with the secrets the server decrypted for it, and runs it under nektos/act) and compares
// each secret with the value given by its SHA-256, never printing it. The evidence is the job's
// result read back from the server by plain HTTP, not what the runner printed; a secret changed by
// plain HTTP fails the job (the control that the check can fail), and apply sets it again. No
// value appears in svc's output, act's log or the log the server stores. Names are this run's own
// (ss<hex>…) and everything made is deleted at the end.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { leakForms } from '../action/harness.js'
import { ROOT } from '../bundle.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { leftOut, missingCapabilities } from '../target.js'
import { ADMIN_TOKEN, LABEL, URL, VARIANT, VERSION, api } from './instance.js'
import { TaskRunner, uniqueLabel, type Outcome, type Task } from './task-runner.js'

const RUN = randomBytes(3).toString('hex')
const owner = `ss${RUN}u`
const org = `ss${RUN}o`
const userRepo = `${owner}/checks`
const orgRepo = `${org}/checks`
const hex = () => randomBytes(8).toString('hex')
/** The values the state file names (value_from_env): multi-line, quotes, `$`, `&` and a backslash among them. */
const VALUES = {
  SS_PASSWORD: `Ss-${hex()}`,
  SS_USER_TOKEN: `user-token-${hex()}`,
  SS_ORG_TOKEN: `org "token" & $HOME \\ ${hex()}\nsecond line ${hex()}`,
  SS_USER_REPO_TOKEN: `user-repo-token-${hex()}`,
  SS_ORG_REPO_TOKEN: `org-repo-token-${hex()}`
}
/** What the organization's secret is changed to by hand. */
const OTHER = `changed-by-hand-${hex()}`

const STATE = `
users:
  ${owner}:
    email: ${owner}@example.com
    password: { value_from_env: SS_PASSWORD }
    secrets:
      USER_TOKEN: { value_from_env: SS_USER_TOKEN }
orgs:
  ${org}:
    secrets:
      ORG_TOKEN: { value_from_env: SS_ORG_TOKEN }
    variables:
      REGION: us-east
repos:
  ${userRepo}:
    secrets:
      REPO_TOKEN: { value_from_env: SS_USER_REPO_TOKEN }
    variables:
      REGION: eu-west
  ${orgRepo}:
    secrets:
      REPO_TOKEN: { value_from_env: SS_ORG_REPO_TOKEN }
`

/** What each repository's job must see: the owner's and the repository's secrets, and not the other owner's. */
const EXPECTED: Record<string, Record<string, string>> = {
  [userRepo]: { USER_TOKEN: VALUES.SS_USER_TOKEN, REPO_TOKEN: VALUES.SS_USER_REPO_TOKEN, ORG_TOKEN: '' },
  [orgRepo]: { ORG_TOKEN: VALUES.SS_ORG_TOKEN, REPO_TOKEN: VALUES.SS_ORG_REPO_TOKEN, USER_TOKEN: '' }
}

/** The variable each repository's job must see (vars.REGION): the repository's own, or its organization's. */
const REGION: Record<string, string> = { [userRepo]: 'eu-west', [orgRepo]: 'us-east' }

const sha256 = (v: string) => createHash('sha256').update(v, 'utf8').digest('hex')
const expr = (e: string) => '${{ ' + e + ' }}'

/**
 * A workflow whose one step fails unless each secret's SHA-256 is the one written here (it says
 * which secret holds another value, and never prints a value) and the variable is `region`.
 */
function workflow(label: string, expected: Record<string, string>, region: string): string {
  const names = Object.keys(expected)
  return [
    'name: secrets set by svc apply',
    'on: push',
    'jobs:',
    '  check:',
    `    runs-on: ${label}`,
    '    steps:',
    '      - name: each secret holds the value given (compared by SHA-256, never printed)',
    '        env:',
    ...names.map(n => `          GOT_${n}: ${expr(`secrets.${n}`)}`),
    `          REGION: ${expr('vars.REGION')}`,
    '        run: |',
    '          fail=0',
    '          check() {',
    `            if [ "$(printf '%s' "$2" | sha256sum | cut -d' ' -f1)" = "$3" ]; then echo "$1: the expected value"`,
    '            else echo "$1: another value"; fail=1; fi',
    '          }',
    ...names.map(n => `          check ${n} "$GOT_${n}" ${sha256(expected[n])}`),
    `          echo "REGION: $REGION"; [ "$REGION" = ${region} ] || fail=1`,
    '          exit $fail',
    ''
  ].join('\n')
}

/** Why no runner can be registered with the server, or '': then no workflow can run there, and the tests say so. */
const noRunner = missingCapabilities().runner ?? ''

let act = ''
let cli = ''
const dir = mkdtempSync(join(tmpdir(), 'svc-state-secrets-'))
/** Everything printed or stored that no secret may appear in. */
const logs: string[] = []
/** Every value the server handed a job as a secret (the values above and the jobs' own tokens). */
const handedOver = new Set<string>()
const runners = new Map<string, TaskRunner>()
let pushes = 0
/** The repositories the first test pushed the workflow to, with a runner registered; and why it stopped, if it did. */
const ready = new Set<string>()
let firstFailure = ''

beforeAll(() => {
  cli = ensureCliBundle()
  act = execFileSync('bash', [join(ROOT, 'scripts', 'real-act.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim()
}, 300_000)

afterAll(async () => {
  const notRemoved: string[] = []
  for (const [repo, runner] of runners) if (!(await runner.remove(repo, `token ${ADMIN_TOKEN}`))) notRemoved.push(`runner ${runner.id}`)
  for (const repo of [userRepo, orgRepo]) await api('DELETE', `/repos/${repo}`)
  await api('DELETE', `/orgs/${org}`)
  await api('DELETE', `/admin/users/${owner}?purge=true`)
  rmSync(dir, { recursive: true, force: true })
  expect(notRemoved).toEqual([])
}, 120_000)

async function svcApply(): Promise<void> {
  const file = join(dir, 'forge.yaml')
  writeFileSync(file, STATE)
  const r = await runCli(cli, ['apply', '--yes', '-f', file], { env: { SVC_SERVER_URL: URL, SVC_TOKEN: ADMIN_TOKEN, ...VALUES } })
  logs.push(r.stdout, r.stderr)
  if (r.code !== 0) throw new Error(`svc apply failed (${r.code}):\n${r.stdout}\n${r.stderr}`)
}

/**
 * Pushes a file to the repository's default branch (the contents API: a push event), waits for
 * the job it queues, runs it and reports it. The task must be the one of that commit.
 */
async function pushAndRun(repo: string, path: string, text: string): Promise<{ task: Task; outcome: Outcome }> {
  const pushed = await api('POST', `/repos/${repo}/contents/${path}`, {
    content: Buffer.from(text).toString('base64'),
    message: `svc state-secrets test: ${path}`
  })
  if (pushed.status !== 201)
    throw new Error(
      `${URL} answered ${pushed.status} to POST /repos/${repo}/contents/${path} (${JSON.stringify(pushed.body).slice(0, 200)}): ` +
        'it does not take a file through the contents API, so no workflow can be pushed to it and run there'
    )
  const sha = String(pushed.body.commit.sha)
  const task = await runners.get(repo)!.nextTask(`the push of ${path} to ${repo} (commit ${sha.slice(0, 12)})`)
  for (const value of Object.values(task.secrets)) handedOver.add(value)
  expect(task.context.sha).toBe(sha)
  const outcome = await runners.get(repo)!.run(task, act, URL)
  logs.push(outcome.log)
  // Kept for reading after the run (.tmp is git-ignored); the tests assert it holds no secret.
  const keep = join(ROOT, '.tmp', 'act-logs')
  mkdirSync(keep, { recursive: true })
  writeFileSync(join(keep, `${VARIANT}-${VERSION}-state-secrets-${repo.split('/')[0]}-${task.id}.log`), outcome.log)
  return { task, outcome }
}

/** A push that is not a workflow: the repository's workflow runs again. */
const trigger = (repo: string) => pushAndRun(repo, `trigger-${++pushes}.txt`, `run ${pushes}\n`)

/**
 * The task's status as the server records it (`/actions/tasks`, on Gitea and Forgejo), and on Gitea
 * the job's conclusion and the log it stores (`/actions/runs/{run}/jobs`, `/actions/jobs/{id}/logs`).
 */
async function onServer(repo: string, task: Task): Promise<{ status: string; conclusion?: string; log?: string }> {
  // The task's status as the server keeps it (both variants).
  const tasks = await api('GET', `/repos/${repo}/actions/tasks?limit=50`)
  expect(tasks.status).toBe(200)
  const row = (tasks.body.workflow_runs as Array<{ id: number; status: string }>).find(t => String(t.id) === task.id)
  expect(row).toBeDefined()
  if (VARIANT !== 'gitea') {
    leftOut('state secrets: the job and its log read back', `${LABEL} has no REST route for a job's log (Gitea's /actions/jobs/{id}/logs)`)
    return { status: row!.status }
  }
  // The run and its one job (Gitea 1.25+), and the log the server stored from UpdateLog.
  const runPath = `/repos/${repo}/actions/runs/${String(task.context.run_id)}`
  const run = await api('GET', runPath)
  const jobs = await api('GET', `${runPath}/jobs`)
  expect([run.status, jobs.status]).toEqual([200, 200])
  const job = (jobs.body.jobs as Array<{ id: number; status: string; conclusion: string }>)[0]
  const log = await api('GET', `/repos/${repo}/actions/jobs/${job.id}/logs`)
  expect(log.status).toBe(200)
  // Run and job agree: one conclusion for both.
  expect(`${run.body.status} ${run.body.conclusion}`).toBe(`${job.status} ${job.conclusion}`)
  return { status: row!.status, conclusion: `${job.status} ${job.conclusion}`, log: String(log.body) }
}

/** No secret in any form (whole, each line, JSON-escaped, URI-encoded) in anything printed or stored. */
function expectNoLeak(): void {
  const text = logs.join('\n')
  for (const value of [...Object.values(VALUES), OTHER, ...handedOver].filter(Boolean))
    for (const form of leakForms(value).filter(f => f.length >= 6))
      expect(text.includes(form) ? `leaked: ${form.slice(0, 4)}…` : 'clean').toBe('clean')
}

/** The first test: apply, then in each repository a runner, the workflow pushed, its job run and read back. */
async function applyAndRunEach(): Promise<void> {
  if (noRunner) throw new Error(`${noRunner}: no workflow can run there`)
  // One apply creates the user, the organization and both repositories (each after its owner).
  await svcApply()
  for (const repo of [userRepo, orgRepo]) {
    const label = uniqueLabel('svc-secrets')
    runners.set(
      repo,
      await TaskRunner.forRepository({ url: URL, variant: VARIANT, repo, auth: `token ${ADMIN_TOKEN}`, name: `ss-${RUN}`, labels: [label] })
    )
    const { task, outcome } = await pushAndRun(repo, '.gitea/workflows/secrets.yml', workflow(label, EXPECTED[repo], REGION[repo]))
    ready.add(repo)
    expect(outcome.result).toBe('success')
    expect(outcome.log).toContain('REPO_TOKEN: the expected value')
    expect(outcome.log).toContain(`REGION: ${REGION[repo]}`)
    const server = await onServer(repo, task)
    expect(server.status).toBe('success')
    if (server.log !== undefined) {
      expect(server.conclusion).toBe('completed success')
      for (const name of Object.keys(EXPECTED[repo])) expect(server.log).toContain(`${name}: the expected value`)
      logs.push(server.log)
    }
    // What the server handed the job: the values apply set (and not the other owner's secret).
    for (const [name, value] of Object.entries(EXPECTED[repo])) expect(task.secrets[name] ?? '').toBe(value)
  }
  expectNoLeak()
}

describe(`desired state's secrets used by a workflow on ${LABEL}`, () => {
  it("svc apply sets a user's, an organization's and two repositories' secrets; a workflow in each repository reads its owner's and its own (the job succeeds, read back from the server)", async () => {
    try {
      await applyAndRunEach()
    } catch (e) {
      firstFailure = (e as Error).message.split('\n')[0]
      throw e
    }
  }, 480_000)

  it('a secret changed by plain HTTP fails the job (read back from the server); svc apply sets it again and the job succeeds', async () => {
    if (!ready.has(orgRepo))
      throw new Error(
        `this test runs the workflow the first test pushed to ${orgRepo}, which it did not: ${firstFailure || 'it did not run'}`
      )
    // Updated (204; a server that took it as new would answer 201).
    expect([201, 204]).toContain((await api('PUT', `/orgs/${org}/actions/secrets/ORG_TOKEN`, { data: OTHER })).status)
    const changed = await trigger(orgRepo)
    expect(changed.outcome.result).toBe('failure')
    expect(changed.outcome.log).toContain('ORG_TOKEN: another value')
    const failed = await onServer(orgRepo, changed.task)
    expect(failed.status).toBe('failure')
    if (failed.log !== undefined) {
      expect(failed.conclusion).toBe('completed failure')
      logs.push(failed.log)
    }

    await svcApply()
    const again = await trigger(orgRepo)
    expect(again.outcome.result).toBe('success')
    expect((await onServer(orgRepo, again.task)).status).toBe('success')
    expectNoLeak()
  }, 480_000)
})
