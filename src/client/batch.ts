// Many calls of one operation (the action's `params` array, the CLI's `--params @file`): every item
// validated before anything is sent, at most `concurrency` calls in flight over one connection
// pool, each outcome told as it ends and again in input order, failures named by their index and
// what they are about. The action and the CLI differ only in how they print; this runs the calls.
import { ForgeError, UsageError } from '../errors.js'
import { isRemoval } from '../registry/idempotency.js'
import type { Operation } from '../registry/types.js'
import { validateParams, type ValidatedParams } from '../registry/validate.js'
import type { Masker } from '../masker.js'
import { clip } from '../text.js'
import type { Forge, RunOptions } from './execute.js'
import { isRead, secretParamValues, type OperationResult } from './outcome.js'

export type Outcome = { ok: true; result: OperationResult } | { ok: false; error: unknown; skipped?: boolean }

/** Params that name what a call is about, in order of preference (never a secret param). */
const NAMING_PARAMS = [
  'username',
  'name',
  'org',
  'team',
  'id',
  'runner_id',
  'token_id',
  'key_id',
  'email',
  'emails',
  'title',
  'task',
  'badges'
]

/** What a call is about, e.g. `username bob`, `alice/demo`; undefined when no param names it. One line, clipped. */
export function itemName(op: Operation, params: Record<string, unknown>): string | undefined {
  const secret = new Set(op.secretParams ?? [])
  const text = (v: unknown) => (Array.isArray(v) ? v.slice(0, 3).map(String).join(', ') + (v.length > 3 ? ', …' : '') : String(v))
  const oneLine = (t: string) => clip(t.replace(/\s+/g, ' ').trim(), 60)
  if (typeof params.owner === 'string' && typeof params.repo === 'string') return oneLine(`${params.owner}/${params.repo}`)
  for (const key of NAMING_PARAMS) {
    const v = params[key]
    if (secret.has(key) || v === undefined || v === null || v === '' || (typeof v === 'object' && !Array.isArray(v))) continue
    return oneLine(`${key} ${text(v)}`)
  }
  // Not a hook's URL: Slack- or Discord-style hook URLs are themselves secrets.
  return undefined
}

/** A batch item as a failure message names it: `params[61] (username bob)`. */
export function itemRef(op: Operation, params: Record<string, unknown>, i: number): string {
  const name = itemName(op, params)
  return `params[${i}]${name ? ` (${name})` : ''}`
}

/**
 * Every item validated, before anything is sent: the secret params of all of them are masked
 * first (a later item's error must not show an earlier one's password), then each is checked. A
 * bad item is an error naming its index (`params[3]: ...`); `batch: false` leaves the message as is.
 */
export function validateItems(op: Operation, items: Record<string, unknown>[], masker: Masker, batch = true): ValidatedParams[] {
  // In one call: a masker may hand what it learns on in one write (the action's ::add-mask:: lines).
  masker.addAll(items.flatMap(item => secretParamValues(op, item)))
  return items.map((item, i) => {
    try {
      return validateParams(op, item)
    } catch (e) {
      if (e instanceof UsageError && batch) throw new UsageError(`params[${i}]: ${e.message}`)
      throw e
    }
  })
}

/** A failure as one line: our message, the server's (untrusted) text, and what to do about it. */
export function describeError(e: unknown, masker: Masker): string {
  if (e instanceof ForgeError) return masker.safe(`${e.message}${e.hint ? ` (hint: ${e.hint})` : ''}`)
  if (e instanceof UsageError) return masker.safe(e.message)
  const err = e as Error
  return masker.safe(`unexpected error: ${err?.message ?? String(e)}`)
}

export function statusOf(o: Outcome): number {
  if (o.ok) return o.result.status
  return o.error instanceof ForgeError ? o.error.status : 0
}

/** What a call that succeeded did: created, changed, removed, unchanged (exists already), read... */
export function outcomeOf(op: Operation, r: OperationResult): string {
  if (r.dryRun) return 'planned (dry run)'
  if (r.skipped === 'exists') return 'unchanged (exists already)'
  if (r.skipped === 'missing') return 'unchanged (not there)'
  if (!r.changed) return isRead(op) ? 'read' : 'unchanged'
  if (r.status === 201) return 'created'
  return isRemoval(op) ? 'removed' : 'changed'
}

/** Runs `work` over the items with at most `limit` in flight; input order is kept. */
async function runBounded(count: number, limit: number, failFast: boolean, work: (index: number) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(count)
  let next = 0
  let stop = false
  const worker = async () => {
    while (next < count) {
      const i = next++
      if (stop) {
        outcomes[i] = { ok: false, error: new UsageError('skipped: an earlier call failed and fail-fast is set'), skipped: true }
        continue
      }
      outcomes[i] = await work(i)
      if (!outcomes[i].ok && failFast) stop = true
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker))
  return outcomes
}

export interface BatchOptions {
  /** How many calls run at once. */
  concurrency: number
  /** No call starts after the first failure (those left are outcomes with `skipped`). */
  failFast: boolean
  /** The per-call options every call gets (paginate, dry run, on-exists, ...). */
  run: RunOptions
}

export interface BatchHooks {
  /** Runs each call (the action holds the call's log lines while it runs); default: just runs it. */
  around?: (i: number, call: () => Promise<Outcome>) => Promise<Outcome>
  /** Each outcome in input order: as soon as it and every call before it ended (skipped ones too). */
  inOrder?: (i: number, outcome: Outcome) => void
}

/**
 * Runs the calls (`items[i]` as given, `calls[i]` their validated params): at most `concurrency`
 * at once, every credential of an answer masked as it arrives. A call's warnings printed with its
 * validation (`calls[i].warnings`) are not in its result again. Never throws for a call: each
 * outcome says how it went.
 */
export async function runBatch(
  forge: Forge,
  op: Operation,
  items: Record<string, unknown>[],
  calls: ValidatedParams[],
  options: BatchOptions,
  masker: Masker,
  hooks: BatchHooks = {}
): Promise<Outcome[]> {
  const runOne = async (i: number): Promise<Outcome> => {
    const printed = calls[i].warnings.length
    try {
      // Each call's own warnings array: the ones said with the validation are not said again.
      const result = await forge.run(op, items[i], { ...options.run, validated: { ...calls[i], warnings: [...calls[i].warnings] } })
      masker.addAll(result.credentials)
      return { ok: true, result: { ...result, warnings: result.warnings.slice(printed) } }
    } catch (e) {
      return { ok: false, error: e }
    }
  }
  const around = hooks.around ?? ((_: number, call: () => Promise<Outcome>) => call())
  const ended: Array<Outcome | undefined> = new Array(items.length)
  let told = 0
  const tell = () => {
    for (; told < ended.length && ended[told]; told++) hooks.inOrder?.(told, ended[told]!)
  }
  const outcomes = await runBounded(items.length, Math.max(1, options.concurrency), options.failFast, async i => {
    const o = await around(i, () => runOne(i))
    ended[i] = o
    tell()
    return o
  })
  // Calls that fail-fast never started: told last, in order.
  for (const [i, o] of outcomes.entries()) if (!ended[i]) ended[i] = await around(i, () => Promise.resolve(o))
  tell()
  return outcomes
}
