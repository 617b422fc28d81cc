// The action's desired-state actions: `action: plan` (reads the server, compares it with the state
// file, writes nothing) and `action: apply` (the same plan, then its changes), over src/state as the
// CLI's svc plan / svc apply use it. Every value the file names by `value_from_env` is masked
// (core.setSecret) before anything is printed; the plan holds only the variables' names. A pull
// request from a fork is never applied, and planned only redacted when the workflow opts in (fork.ts).
import * as core from '@actions/core'
import { isAbsolute, relative, resolve } from 'node:path'
import { Forge, type ForgeHttp } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import {
  applyPlan,
  checkValueNames,
  checkRemovals,
  copyProgress,
  knownChanges,
  credentialNames,
  forgeOptions,
  forgeReader,
  hasDrift,
  loadState,
  makePlan,
  outcomesText,
  parseMaxRemovals,
  parseMaxDefaultRepos,
  planMarkdown,
  planSummary,
  planText,
  redactPlan,
  summaryLine,
  type Outcome,
  type Plan,
  type StateFile
} from '../state/index.js'
import { connectionSecrets } from '../text.js'
import { countInput, readCredentials, readSettings, type Settings } from './inputs.js'
import { forkGate, readForkPolicy } from './fork.js'
import type { Masker } from './masking.js'
import { resultOutputText, writeResultFile } from './outputs.js'
import type { RunSummary } from './summary.js'

/** `action: plan` or `apply` (main.ts STATE_ACTIONS). */
export type StateAction = 'plan' | 'apply'

export interface StateJob {
  action: StateAction
  settings: Settings
  state: StateFile
  limit?: { count: number } | { share: number }
  /** The most repositories one set of repo_defaults may reach (input max-default-repos). */
  maxDefaultRepos?: number
  failFast: boolean
  /** The mirrors section's migrations in flight at once (input migrations; empty: the engine's default). */
  migrations?: number
  failOnDrift: boolean
  requireEnv: boolean
  unmanagedIsDrift: boolean
  /** A fork's pull request planned with `fork-pull-requests: plan-redacted`: everything shown is redactPlan's. */
  redacted: boolean
}

export interface StateDone {
  plan: Plan
  /** The plan as every output shows it: the plan itself, or redacted. */
  shown: Plan
  outcomes?: Outcome[]
}

/** `true`/`false` (any case) or empty (`fallback`), naming the input otherwise. */
function boolInput(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).toLowerCase()
  if (v === '') return fallback
  if (v === 'true' || v === 'false') return v === 'true'
  throw new UsageError(`input ${name} must be true or false`)
}

/** The state file: a path inside the workspace (where the checkout put it). */
function stateFilePath(): string {
  const given = core.getInput('state-file')
  if (given === '')
    throw new UsageError('input state-file is required for action plan and apply (a path in the workspace, e.g. forge.yaml)')
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  const path = resolve(workspace, given)
  const rel = relative(workspace, path)
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new UsageError('input state-file must be a path inside the workspace (relative to it, e.g. forge.yaml or infra/forge.yaml)')
  return path
}

/**
 * The inputs of a plan or apply: credentials masked first, then the state file read and checked,
 * and every value it names (`value_from_env`) masked and present before anything is sent.
 */
export async function readStateJob(masker: Masker, summary: RunSummary): Promise<StateJob> {
  const credentials = readCredentials()
  masker.add(...connectionSecrets(credentials), credentials.gpgPassphrase)
  const settings = readSettings(credentials)
  const action = settings.action as StateAction
  Object.assign(summary, { domain: 'state', action, server: settings.serverUrl, variant: settings.variant })
  // A plan or apply takes everything from the file: params given anyway are said to be unused.
  if (!(settings.items.length === 1 && Object.keys(settings.items[0]).length === 0))
    core.warning(`input params is not used by action ${action} (the state file says what to do)`)
  const maxRemovals = core.getInput('max-removals')
  const limit = maxRemovals === '' ? undefined : parseMaxRemovals(maxRemovals)
  const maxDefaultReposInput = core.getInput('max-default-repos')
  const maxDefaultRepos = maxDefaultReposInput === '' ? undefined : parseMaxDefaultRepos(maxDefaultReposInput)
  const file = stateFilePath()
  summary.stateFile = relative(process.env.GITHUB_WORKSPACE || process.cwd(), file)
  // Resolved (symlinks too): a pull request's symlink may not read a file outside the workspace.
  const state = await loadState(file, { within: process.env.GITHUB_WORKSPACE || process.cwd() })
  for (const name of credentialNames(state)) masker.add(process.env[name])
  // A refused value source fails before anything is sent; a value that is not set is apply's to judge
  // (a secret to set again is skipped; what is created needs it), a plan's to name.
  checkValueNames(state, process.env)
  // fail-fast: an empty input is apply's default, stop at the first failure (batches default to going on).
  return {
    action,
    settings,
    state,
    limit,
    maxDefaultRepos,
    failFast: boolInput('fail-fast', true),
    // As svc apply --migrations takes it (1 to 32).
    migrations: countInput('migrations', 1, 32),
    failOnDrift: boolInput('fail-on-drift', false),
    requireEnv: boolInput('require-env', false),
    unmanagedIsDrift: boolInput('unmanaged-is-drift', false),
    redacted: false
  }
}

/**
 * A fork's pull request refused, or its plan to be redacted (fork.ts): said once every credential
 * input is masked, before the server is asked anything.
 */
export function gateForks(job: StateJob): void {
  job.redacted = forkGate(job.action, readForkPolicy())
}

/** Plans (and for apply, applies) against the server; the removal guard refuses before any write. */
export async function runState(job: StateJob, http: ForgeHttp, masker: Masker): Promise<StateDone> {
  const s = job.settings
  const forge = new Forge(http, s.variant)
  core.info(masker.safe(`svc ${job.action} of ${core.getInput('state-file')} on ${s.serverUrl} (concurrency ${s.concurrency})`))
  const planning = (async () =>
    makePlan(forgeReader(forge), job.state, http.server, {
      concurrency: s.concurrency,
      env: process.env,
      maxDefaultRepos: job.maxDefaultRepos,
      ...(await forgeOptions(forge))
    }))()
  // A redacted plan's failure may quote what the server holds (a nearest name, a server message).
  const plan = job.redacted
    ? await planning.catch((e: unknown) => {
        throw new UsageError(
          `the plan failed${e instanceof ForgeError ? ` (HTTP ${e.status})` : ''}; the reason is withheld for a pull request from a fork: plan on the base branch to see it`
        )
      })
    : await planning
  const shown = job.redacted ? redactPlan(plan) : plan
  core.info(masker.safe(planText(shown)))
  if (job.action === 'plan') return { plan, shown }
  checkRemovals(plan, job.limit)
  const outcomes = await applyPlan(forge, plan, {
    concurrency: s.concurrency,
    migrations: job.migrations,
    failFast: job.failFast,
    env: process.env,
    requireEnv: job.requireEnv,
    // A line in the log as each copy of the mirrors section is brought in.
    onOutcome: copyProgress(plan, line => core.info(masker.safe(line)))
  })
  core.info(masker.safe(outcomesText(outcomes)))
  return { plan, shown, outcomes }
}

/** A step output, never through the log. */
const output = (name: string, value: string) => core.setOutput(name, value)

/**
 * The outputs (`plan`, `plan-file`, `changes`, `drift`, `markdown`; apply: `result`, `changed`) and
 * the summary; then the step fails where it should: a refused guard, a failed change, drift with
 * fail-on-drift.
 */
export function reportState(job: StateJob, done: StateDone, masker: Masker, summary: RunSummary): void {
  const { plan, shown, outcomes } = done
  const json = masker.mask(JSON.stringify(planSummary(shown)))
  output('plan', resultOutputText(json, JSON.parse(json)).text)
  output('plan-file', writeResultFile('plan', json))
  output('changes', String(knownChanges(plan)))
  output('drift', String(hasDrift(plan, job.unmanagedIsDrift)))
  const markdown = masker.mask(planMarkdown(shown))
  output('markdown', markdown)
  summary.planMarkdown = markdown
  if (outcomes) {
    output('result', masker.mask(JSON.stringify(outcomes)))
    output('changed', String(outcomes.some(o => o.status === 'done')))
    summary.outcomes = outcomes.map(o => ({ ...o, object: masker.safe(o.object), error: o.error && masker.safe(o.error) }))
  }
  if (job.action === 'plan') {
    // The guard that apply would meet, said by plan (after its outputs, so the plan can be read); a
    // redacted plan is never applied.
    if (!job.redacted) checkRemovals(plan, job.limit)
    if (job.failOnDrift && hasDrift(plan, job.unmanagedIsDrift)) throw new UsageError(`drift: ${summaryLine(plan)} (fail-on-drift is set)`)
    return
  }
  const failed = outcomes!.filter(o => o.status === 'failed')
  if (failed.length > 0) {
    const first = failed[0]
    throw new UsageError(
      masker.safe(
        `${failed.length} of ${outcomes!.length} changes failed (${outcomes!.filter(o => o.status === 'not started').length} not started); first: ${first.object}: ${first.error ?? 'failed'}`
      )
    )
  }
}
