// Apply: runs a plan's changes through the registry's operations, in dependency order — removals
// first (deepest first), then creates and updates level by level (users before their keys) — in
// parallel within a level up to `concurrency`, and reports every change's outcome. The first
// failure stops new work unless `failFast` is false. A saved plan runs only while the server still
// holds what it was planned against (the digest).
import type { Forge } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { findOperation, type RawResponse } from '../registry/index.js'
import { clip, connectionSecrets } from '../text.js'
import { envValue, RunCredentials } from './credential-rule.js'
import { secretFingerprint, STATE_KEY_ENV } from './fingerprint.js'
import { envRefs, locate } from './load.js'
import { makePlan, type PlanOptions } from './plan.js'
import { DEFAULT_MIGRATIONS, isMigration } from './pull-mirrors.js'
import { bounded, type ListReader } from './collections.js'
import { stateFile } from './schema.js'
import { envNamesOfChange, skippable, type Change, type Outcome, type Plan, type Step } from './types.js'

export interface ApplyOptions {
  /** Most changes in flight at once. Default 4. */
  concurrency?: number
  /** Stop starting new changes after the first failure (default true). */
  failFast?: boolean
  /** Where credentials (`value_from_env`) are read. */
  env?: NodeJS.ProcessEnv
  /**
   * Refuse to apply when any variable the plan's changes need is not set. By default only what
   * cannot be done without one is refused (a user, hook or secret to create); a secret that exists
   * (or a user's, which the API cannot list) whose variable is unset is left as it is: skipped.
   */
  requireEnv?: boolean
  /** Told each change's outcome as it ends (for progress output). */
  onOutcome?: (o: Outcome) => void
  /** Most migrations (the mirrors section's copies to bring in) in flight at once. Default 2. */
  migrations?: number
}

/**
 * A step's params with its credentials filled from the environment, each checked by the credential
 * rule (`run`) here, where every value is sent from: a saved plan's steps too.
 */
export function stepParams(step: Step, env: NodeJS.ProcessEnv, run: RunCredentials): Record<string, unknown> {
  const params = structuredClone(step.params)
  for (const [path, name] of Object.entries(step.env ?? {})) {
    const value = run.value(name, step.operation)
    const keys = path.split('.')
    let at = params
    for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>
    at[keys[keys.length - 1]] = value
  }
  // A secret's fingerprint, from the value just filled and the key as it is now (no key: none).
  const key = envValue(env, STATE_KEY_ENV)
  if (step.fingerprint !== undefined && key && typeof params.value === 'string')
    params.description = secretFingerprint(step.fingerprint, params.value, key)
  return params
}

/** The operations that name a team and look its id up in its organization's team list, each time. */
const BY_TEAM_NAME = new Set(['teams_member_add', 'teams_member_remove', 'teams_repo_add', 'teams_repo_remove'].map(o => `orgs:${o}`))
/** An organization's team list in the client's key of a GET (`<sudo> <response> <url>`): the organization's name. */
const TEAM_LIST = /\/orgs\/([^/?]+)\/teams(?:\?|$)/

/**
 * The organizations' team lists, read once per apply. A team's members and repositories are
 * changed by the team's name, which the registry turns into its id from the organization's team
 * list: N members of one team would read that list N times. Given to those changes as the
 * client's shared GET answers, this keeps the team lists only — never a membership check, so
 * `changed` still says whether the member was new. Any other change to an organization (a team
 * created, edited or deleted; the organization deleted) drops its list, read again when next
 * needed: a team this apply created is found. A list whose read failed is not kept.
 */
class TeamLists extends Map<string, Promise<RawResponse>> {
  override get(key: string): Promise<RawResponse> | undefined {
    return TEAM_LIST.test(key) ? super.get(key) : undefined
  }
  override set(key: string, answer: Promise<RawResponse>): this {
    if (!TEAM_LIST.test(key)) return this
    answer.catch(() => {
      if (super.get(key) === answer) this.delete(key)
    })
    return super.set(key, answer)
  }
  /** Forgets the team list of `org` (its name, any case). */
  drop(org: unknown): void {
    const name = String(org).toLowerCase()
    for (const key of [...this.keys()]) if (decodeURIComponent(TEAM_LIST.exec(key)![1]).toLowerCase() === name) this.delete(key)
  }
}

/** The batches in the order they run: removals deepest level first, then the rest by level. */
export function batchesOf(changes: Change[]): Change[][] {
  const key = (c: Change) =>
    c.action === 'delete' ? `0:${String(1000 - c.level).padStart(4, '0')}` : `1:${String(c.level).padStart(4, '0')}`
  const groups = new Map<string, Change[]>()
  for (const c of changes) groups.set(key(c), [...(groups.get(key(c)) ?? []), c])
  return [...groups.keys()].sort().map(k => groups.get(k)!)
}

/** `, named at forge.yaml:12: ...value_from_env`: where the file names a variable (its first place). */
function whereNamed(plan: Plan, name: string): string {
  const ref = envRefs(plan.desired).find(r => r.name === name)
  return ref ? `, named at ${locate(plan.desired, ref.path)}` : ''
}

export async function applyPlan(forge: Forge, plan: Plan, opts: ApplyOptions = {}): Promise<Outcome[]> {
  const env = opts.env ?? process.env
  const run = new RunCredentials(env, connectionSecrets(forge.http.settings))
  const outcomes = new Map<Change, Outcome>()
  // Every credential first: a refused one, or a missing one a change cannot do without, stops the
  // apply before anything is written; a secret to set again without its value is skipped.
  const missing: string[] = []
  for (const c of plan.changes) {
    const unset = envNamesOfChange(c).filter(name => !run.refusal(name) && !envValue(env, name))
    if (unset.length > 0 && skippable(c) && !opts.requireEnv)
      outcomes.set(c, {
        object: c.object,
        action: c.action,
        status: 'skipped',
        error: `${unset.map(n => `$${n}`).join(', ')} not set: left as it is`
      })
    else if (unset.length > 0) missing.push(`${unset.map(n => `$${n}`).join(', ')} (${c.object}${whereNamed(plan, unset[0])})`)
    else for (const s of c.steps) stepParams(s, env, run)
  }
  if (missing.length > 0)
    throw new UsageError(
      `apply needs value_from_env variables that are not set: ${clip(missing.join('; '), 600)}${opts.requireEnv ? ' (--require-env)' : ''}; nothing was sent`
    )
  for (const o of outcomes.values()) opts.onOutcome?.(o)
  const failFast = opts.failFast !== false
  const concurrency = Math.max(1, opts.concurrency ?? 4)
  const teamLists = new TeamLists()
  let failed = false
  const runChange = async (c: Change) => {
    const base = { object: c.object, action: c.action }
    if (outcomes.has(c)) return
    if (failed && failFast) {
      outcomes.set(c, { ...base, status: 'not started' })
      return
    }
    try {
      for (const step of c.steps) {
        const byTeamName = BY_TEAM_NAME.has(`${step.domain}:${step.operation}`)
        try {
          const res = await forge.run(findOperation(step.domain, step.operation), stepParams(step, env, run), {
            ...(step.sudo ? { sudo: step.sudo } : {}),
            ...(step.onMissing ? { onMissing: step.onMissing } : {}),
            ...(step.onExists ? { onExists: step.onExists } : {}),
            ...(byTeamName ? { reads: teamLists } : {})
          })
          if (step.onExists && !res.changed) {
            outcomes.set(c, { ...base, status: 'skipped', error: 'there already (an earlier run brought it)' })
            opts.onOutcome?.(outcomes.get(c)!)
            return
          }
        } finally {
          // Any other change naming an organization (a team made, edited, deleted; a repository made in it).
          if (!byTeamName && step.params.org !== undefined) teamLists.drop(step.params.org)
        }
      }
      outcomes.set(c, { ...base, status: 'done' })
    } catch (e) {
      // A migration's failure is the copy's own (the table at the end names it): the others go on.
      if (!isMigration(c)) failed = true
      const message = e instanceof Error ? e.message : String(e)
      outcomes.set(c, { ...base, status: 'failed', error: e instanceof ForgeError && e.hint ? `${message} (hint: ${e.hint})` : message })
    }
    opts.onOutcome?.(outcomes.get(c)!)
  }
  // runChange records a failure as an outcome and never throws: every change of a batch is run (or marked not started).
  const migrations = Math.max(1, opts.migrations ?? DEFAULT_MIGRATIONS)
  for (const batch of batchesOf(plan.changes))
    await bounded(
      // The mirrors' batch (a level of its own) at the migrations' concurrency.
      batch.some(isMigration) ? migrations : concurrency,
      batch.map(c => () => runChange(c))
    )
  return plan.changes.map(c => outcomes.get(c) ?? { object: c.object, action: c.action, status: 'not started' as const })
}

/** A saved plan made against another server, or before the server changed: refused. */
export class StalePlanError extends ForgeError {}

/**
 * Checks a saved plan against the server now (same server, same digest, same changes; else
 * StalePlanError) and answers the plan made now, which is what apply runs: nothing in the file is
 * trusted that is not derived again (its removal count, which the guard reads, included).
 */
export async function checkSavedPlan(reader: ListReader, plan: Plan, server: string, opts: PlanOptions = {}): Promise<Plan> {
  if (plan.format !== 'svc-plan/1') throw new UsageError(`the plan file is not an svc plan (format "${String(plan.format)}")`)
  if (plan.server !== server) throw new UsageError(`the plan was made for ${plan.server}, not ${server}: re-plan against this server`)
  const desired = stateFile.safeParse(plan.desired)
  if (!desired.success) throw new UsageError('the plan file\'s "desired" is not a valid state: re-plan')
  // Compared as the plan was: a value that was not set then is left out now too (a plan made
  // without the secrets' values, applied where they are, is the same plan).
  const env = { ...(opts.env ?? process.env) }
  for (const name of plan.unset_env ?? []) delete env[name]
  const now = await makePlan(reader, desired.data, server, { ...opts, env })
  // The same state and the same server give the same changes: anything else is a changed server or an edited plan.
  if (now.digest !== plan.digest || JSON.stringify(now.changes) !== JSON.stringify(plan.changes))
    throw new StalePlanError(
      'the server changed since the plan was made (its digest differs): re-plan',
      409,
      undefined,
      'run svc plan again and review the new plan'
    )
  return now
}
