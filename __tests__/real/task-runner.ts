// A test kit that does what act_runner (and the Forgejo runner, its fork) does with a server, so a
// workflow pushed to a repository runs with what the server hands a runner: register through the
// runner protocol (connect over JSON under /api/actions/runner.v1.RunnerService/, field names of
// code.gitea.io/actions-proto-go runner/v1 in their JSON form), declare its labels, FetchTask until
// the job of a pushed commit arrives, run the task's workflow payload with nektos/act (the engine
// those runners are built on; act_runner itself cannot be had here) in host mode with the task's
// secrets and variables, and report the outcome (UpdateLog, then UpdateTask) so that the server's
// run records it. Nothing the server decrypted is written to a file or put on a command line.
// What it leaves out of act_runner: jobs that need another job's outputs (one job per workflow
// here), artifacts and caches, and the github context beyond the event, its name and the actor
// (act derives the rest itself).
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Variant } from '../../src/registry/index.js'
import { plainFetch } from '../target.js'

const SERVICE = '/api/actions/runner.v1.RunnerService'

/** A task as FetchTask hands it over (runner.v1.Task in protojson: int64 as a string, bytes as base64). */
export interface Task {
  id: string
  /** The job's workflow (one job), decoded. */
  workflow: string
  context: Record<string, unknown>
  /** What the server decrypted for this job: its owner's and its repository's secrets, GITHUB_TOKEN and GITEA_TOKEN. */
  secrets: Record<string, string>
  vars: Record<string, string>
}

export interface Outcome {
  result: 'success' | 'failure'
  /** act's whole output (masked by act), the lines sent with UpdateLog. */
  log: string
}

/** Names act's own environment uses: a secret of one of these names cannot be handed over through it. */
const RESERVED_ENV = /^(PATH|HOME|TMPDIR|XDG_[A-Z_]+|ACT_[A-Z_]+)$/

export class TaskRunner {
  private constructor(
    private readonly url: string,
    readonly id: number,
    private readonly uuid: string,
    private readonly token: string,
    readonly labels: string[]
  ) {}

  /**
   * Registers a runner scoped to one repository (so it is handed only that repository's jobs) with
   * the repository's registration token (Gitea: POST, get-or-create; Forgejo: GET), then declares
   * its labels as a runner does when it starts.
   */
  static async forRepository(opts: {
    url: string
    variant: Variant
    repo: string
    auth: string
    name: string
    labels: string[]
  }): Promise<TaskRunner> {
    const path = `/api/v1/repos/${opts.repo}/actions/runners/registration-token`
    const method = opts.variant === 'forgejo' ? 'GET' : 'POST'
    const res = await plainFetch(`${opts.url}${path}`, { method, headers: { authorization: opts.auth, accept: 'application/json' } })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`)
    const registrationToken = (JSON.parse(text) as { token: string }).token
    const reg = await rpc<{ runner: { id: string; uuid: string; token: string } }>(opts.url, 'Register', {
      name: opts.name,
      token: registrationToken,
      version: 'svc-task-runner',
      labels: opts.labels
    })
    const runner = new TaskRunner(opts.url, Number(reg.runner.id), reg.runner.uuid, reg.runner.token, opts.labels)
    await runner.call('Declare', { version: 'svc-task-runner', labels: opts.labels })
    return runner
  }

  private call<T>(method: string, body: unknown): Promise<T> {
    return rpc<T>(this.url, method, body, { 'x-runner-uuid': this.uuid, 'x-runner-token': this.token })
  }

  /**
   * Asks for a task every second until one arrives or `timeoutMs` has passed (then throws, saying
   * what was waited for). It always sends tasks_version 0, as a runner that knows no version yet:
   * the server then tries to pick a job on every call, so a job queued between two calls is not
   * missed.
   */
  async nextTask(what: string, timeoutMs = 90_000): Promise<Task> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const res = await this.call<{ task?: Record<string, any> }>('FetchTask', { tasksVersion: '0' })
      if (res.task) {
        const t = res.task
        return {
          id: String(t.id),
          workflow: Buffer.from(String(t.workflowPayload ?? ''), 'base64').toString('utf8'),
          context: (t.context ?? {}) as Record<string, unknown>,
          secrets: (t.secrets ?? {}) as Record<string, string>,
          vars: (t.vars ?? {}) as Record<string, string>
        }
      }
      if (Date.now() > deadline)
        throw new Error(
          `no task reached the runner (labels ${this.labels.join(', ')}) within ${Math.round(timeoutMs / 1000)} s for ${what}: ` +
            `the server queued no job for it that this runner may take (Actions disabled on the server or the repository, ` +
            `or a server that runs no workflows)`
        )
      await sleep(1000)
    }
  }

  /**
   * Runs the task's workflow with act in host mode (each label of the runner maps to the host) and
   * reports the outcome. The secrets reach act as `-s NAME` with the value in act's environment
   * only (as act reads them), the variables as `--var NAME=value`; the event is the task's
   * `github.event`. The working directory is private and removed afterwards. In host mode act
   * also hands its own environment to each step, so a step sees the secrets under their own names
   * too: a workflow that checks the secrets context reads `secrets.NAME` into another name.
   */
  async run(task: Task, act: string, serverUrl: string): Promise<Outcome> {
    const started = new Date()
    const dir = mkdtempSync(join(tmpdir(), 'svc-task-'))
    try {
      const workflow = join(dir, 'workflow.yml')
      writeFileSync(workflow, task.workflow)
      const eventFile = join(dir, 'event.json')
      writeFileSync(eventFile, JSON.stringify(task.context.event ?? {}))
      for (const d of ['home', 'cache', 'config', 'data', 'actions', 'work']) mkdirSync(join(dir, d))
      const secretEnv: Record<string, string> = {}
      const secretArgs: string[] = []
      for (const [name, value] of Object.entries(task.secrets)) {
        if (RESERVED_ENV.test(name.toUpperCase())) throw new Error(`the task's secret ${name} clashes with a name act's environment needs`)
        // act asks on the terminal for a secret given by name whose variable is empty: an empty one is given inline.
        if (value === '') secretArgs.push('-s', `${name}=`)
        else {
          secretEnv[name.toUpperCase()] = value
          secretArgs.push('-s', name)
        }
      }
      // A file that does not exist: act reads no .secrets, .vars or .env of its own.
      const none = join(dir, 'none')
      const args = [
        String(task.context.event_name ?? 'push'),
        '-W',
        workflow,
        '-e',
        eventFile,
        ...this.labels.flatMap(l => ['-P', `${l}=-self-hosted`]),
        '--action-offline-mode',
        '--no-cache-server',
        '--pull=false',
        '--action-cache-path',
        join(dir, 'actions'),
        '--secret-file',
        none,
        '--var-file',
        none,
        '--env-file',
        none,
        ...secretArgs,
        ...Object.entries(task.vars).flatMap(([k, v]) => ['--var', `${k}=${v}`]),
        '--actor',
        String(task.context.actor ?? 'svc-task-runner'),
        '--env',
        `GITHUB_SERVER_URL=${serverUrl}`
      ]
      const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: join(dir, 'home'),
        XDG_CACHE_HOME: join(dir, 'cache'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        XDG_DATA_HOME: join(dir, 'data'),
        ACT_DISABLE_VERSION_CHECK: '1',
        TMPDIR: dir,
        ...secretEnv
      }
      const { code, log } = await new Promise<{ code: number; log: string }>(resolve =>
        execFile(act, args, { cwd: join(dir, 'work'), env, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) =>
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, log: `${out}${errOut}` })
        )
      )
      // Whatever act printed is what the server would store and show: a value the server
      // decrypted must not be in it, and is not sent.
      for (const [name, value] of Object.entries(task.secrets))
        if (value.length >= 6 && log.includes(value))
          throw new Error(`act's log holds the value of the secret ${name}: not sent to the server`)
      const outcome: Outcome = { result: code === 0 && /Job succeeded/.test(log) ? 'success' : 'failure', log }
      await this.report(task, outcome, started)
      return outcome
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  /** Deletes the runner from its repository (by REST, as its owner would); true when the server did. */
  async remove(repo: string, auth: string): Promise<boolean> {
    const res = await plainFetch(`${this.url}/api/v1/repos/${repo}/actions/runners/${this.id}`, {
      method: 'DELETE',
      headers: { authorization: auth }
    })
    await res.text()
    return res.status === 204
  }

  /** The log lines (UpdateLog, then no more), then the final state (UpdateTask), as a runner closes a task. */
  private async report(task: Task, outcome: Outcome, started: Date): Promise<void> {
    const now = new Date().toISOString()
    const rows = outcome.log
      .replace(/\n$/, '')
      .split('\n')
      .map(content => ({ time: now, content }))
    const ack = await this.call<{ ackIndex?: string }>('UpdateLog', { taskId: task.id, index: '0', rows, noMore: true })
    if (Number(ack.ackIndex ?? 0) !== rows.length)
      throw new Error(`UpdateLog: the server acknowledged ${ack.ackIndex ?? 0} of ${rows.length} log lines`)
    await this.call('UpdateTask', {
      state: {
        id: task.id,
        result: outcome.result === 'success' ? 'RESULT_SUCCESS' : 'RESULT_FAILURE',
        startedAt: started.toISOString(),
        stoppedAt: new Date().toISOString()
      }
    })
  }
}

/** One runner protocol call; a non-200 answer throws with the method and the server's words. */
async function rpc<T>(url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await plainFetch(`${url}${SERVICE}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body)
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`runner protocol ${method}: ${res.status} ${text.slice(0, 300)}`)
  return (text ? JSON.parse(text) : {}) as T
}

/** A label no other runner on a shared instance has. */
export const uniqueLabel = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`
