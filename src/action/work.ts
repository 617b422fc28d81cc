// The action's work, in the order run() calls it: read the inputs (credentials masked first, every
// call validated once, before any request), connect, run the calls (bounded concurrency over one
// keep-alive pool, every credential of an answer masked as it arrives), report the outcomes (log,
// outputs, summary). Each piece is a named step; main.ts only strings them together.
import * as core from '@actions/core'
import { connectionSettings } from '../client/connection.js'
import { Forge, ForgeHttp, resultValue, secretParamValues, type OperationResult, type PlannedRequest } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { findOperation, validateParams, type Operation, type ValidatedParams } from '../registry/index.js'
import { basicAuthForm, jsonParts } from '../text.js'
import { readCredentials, readSettings, type Credentials, type Settings } from './inputs.js'
import type { Masker } from './masking.js'
import { setOutputs } from './outputs.js'
import type { CallSummary, RunSummary } from './summary.js'

/** How much of a result the log shows (the outputs hold all of it). */
const LOG_PREVIEW = 2000

export type Outcome = { ok: true; result: OperationResult } | { ok: false; error: unknown; skipped?: boolean }

/** What the inputs describe: the settings, the operation, and each call validated. */
export interface Job {
  settings: Settings
  credentials: Credentials
  op: Operation
  calls: ValidatedParams[]
}

/** A failure as one line: our message, the server's (untrusted) text, and what to do about it. */
export function describeError(e: unknown, masker: Masker): string {
  if (e instanceof ForgeError) return masker.safe(`${e.message}${e.hint ? ` (hint: ${e.hint})` : ''}`)
  if (e instanceof UsageError) return masker.safe(e.message)
  const err = e as Error
  return masker.safe(`unexpected error: ${err?.message ?? String(e)}`)
}

export function emptySummary(): RunSummary {
  return { domain: '', action: '', server: '', variant: 'auto', dryRun: false, batch: false, calls: [], warnings: [] }
}

/**
 * The inputs: credentials first (masked before anything can print them), then the other inputs,
 * the secret params of every call (masked before validation can talk), then each call validated
 * once. A bad batch item stops the step with nothing sent.
 */
export function readJob(masker: Masker, summary: RunSummary): Job {
  const credentials = readCredentials()
  masker.add(credentials.token, credentials.password, credentials.otp, credentials.gpgPassphrase)
  // A server may echo the Basic authorization value: base64(user:password).
  if (credentials.username && credentials.password) masker.add(basicAuthForm(credentials.username, credentials.password))
  const s = readSettings(credentials)
  Object.assign(summary, { domain: s.domain, action: s.action, server: s.serverUrl, variant: s.variant, dryRun: s.dryRun, batch: s.batch })
  const op = findOperation(s.domain, s.action)
  for (const item of s.items) masker.addAll(secretParamValues(op, item))
  const calls = s.items.map((item, i) => {
    try {
      return validateParams(op, item)
    } catch (e) {
      if (e instanceof UsageError && s.batch) throw new UsageError(`params[${i}]: ${e.message}`)
      throw e
    }
  })
  return { settings: s, credentials, op, calls }
}

/** The one connection pool of the step; every request line of its debug goes to the log, masked. */
export function connect(job: Job, masker: Masker): ForgeHttp {
  const settings = connectionSettings(job.settings.connection, {
    names: { serverUrl: 'set server-url', caCert: 'input ca-cert', timeoutSeconds: 'input timeout-seconds', retries: 'input retries' },
    defaultRetries: 2,
    userAgent: 'svc-forge-action',
    debug: line => core.info(masker.safe(line))
  })
  // As many connections as calls in flight: a batch's concurrency N really means N at once.
  return new ForgeHttp({ ...settings, connections: Math.max(16, job.settings.concurrency) })
}

const label = (job: Job, i: number) => (job.settings.batch ? `[${i}] ` : '')

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

/** Says what will run, prints the params' warnings before their requests, and runs every call. */
export async function runCalls(job: Job, http: ForgeHttp, masker: Masker, summary: RunSummary): Promise<Outcome[]> {
  const { settings: s, op } = job
  const calls = s.batch ? `${s.items.length} calls, concurrency ${Math.min(s.concurrency, s.items.length)}` : '1 call'
  core.info(
    masker.safe(
      `svc ${s.domain} ${s.action} on ${s.serverUrl} (variant ${s.variant}; ${calls}${s.dryRun ? '; dry run: nothing is sent' : ''})`
    )
  )
  job.calls.forEach((c, i) => {
    for (const w of c.warnings) {
      const text = masker.safe(`${label(job, i)}${w}`)
      summary.warnings.push(text)
      core.warning(text)
    }
  })
  const forge = new Forge(http, s.variant)
  const opts = {
    rawJson: s.rawJson,
    paginate: s.paginate,
    dryRun: s.dryRun,
    onExists: s.onExists,
    onMissing: s.onMissing,
    gpgPassphrase: job.credentials.gpgPassphrase
  }
  return runBounded(s.items.length, s.batch ? s.concurrency : 1, s.failFast, async i => {
    // Each call's own warnings array: the ones printed above are not printed again.
    const printed = job.calls[i].warnings.length
    try {
      const result = await forge.run(op, s.items[i], { ...opts, validated: { ...job.calls[i], warnings: [...job.calls[i].warnings] } })
      // Every credential of the answer, as soon as it arrives.
      masker.addAll(result.credentials)
      return { ok: true, result: { ...result, warnings: result.warnings.slice(printed) } }
    } catch (e) {
      return { ok: false, error: e }
    }
  })
}

function statusOf(o: Outcome): number {
  if (o.ok) return o.result.status
  return o.error instanceof ForgeError ? o.error.status : 0
}

const planLines = (plan: PlannedRequest[]) =>
  plan.map(p => `  [${p.variant}] ${p.method} ${p.url}${p.body === undefined ? '' : ` ${JSON.stringify(p.body)}`}`)

/** The first `n` characters of the concatenation of `parts`. */
function headOf(parts: readonly string[], n: number): string {
  let head = ''
  for (const part of parts) {
    if (head.length >= n) break
    head += part.slice(0, n - head.length)
  }
  return head
}

/**
 * One call's outcome in the log and the summary; its value for the `result` output, and that
 * value's JSON text where the log needed it (a large list is stringified once, not per use).
 */
function reportCall(job: Job, o: Outcome, i: number, masker: Masker, summary: RunSummary): { value: unknown; json?: string[] } {
  const call: CallSummary = { ok: o.ok, status: statusOf(o), skipped: !o.ok && o.skipped }
  summary.calls.push(call)
  if (!o.ok) {
    const message = describeError(o.error, masker)
    if (job.settings.batch) core.info(`${label(job, i)}${o.skipped ? 'skipped' : `failed: ${message}`}`)
    return { value: { error: message, status: call.status, ...(o.skipped ? { skipped: true } : {}) } }
  }
  const r = o.result
  call.changed = r.changed
  if (r.variant) summary.variant = r.variant
  if (r.skipped)
    core.info(
      `${label(job, i)}unchanged: ${r.skipped === 'exists' ? 'it exists already (on-exists: skip)' : 'nothing to remove, it is not there (on-missing: skip)'}`
    )
  for (const w of r.warnings) {
    const text = masker.safe(`${label(job, i)}${w}`)
    summary.warnings.push(text)
    core.warning(text)
  }
  if (r.dryRun) {
    core.info(`${label(job, i)}dry run: would send ${r.dryRun.length} request(s):`)
    for (const line of planLines(r.dryRun)) core.info(masker.safe(line))
    return { value: resultValue(r) }
  }
  call.rows = Array.isArray(r.result) ? r.result.length : undefined
  call.totalCount = r.totalCount
  // Redacted before the preview's cut: a cut through a credential leaves a prefix no mask matches.
  // Not a dry run: the value is `r.result ?? null`, so this is the JSON of the output's value too.
  // In parts (a long list): masked and previewed part by part, never joined into one string.
  const json = jsonParts(r.result ?? null)
  const masked = masker.maskParts(json)
  let length = 0
  for (const part of masked) length += part.length
  const preview = length > LOG_PREVIEW ? `${headOf(masked, LOG_PREVIEW)}… (${length} characters; see the result output)` : masked.join('')
  const counts = `${call.rows !== undefined ? `, ${call.rows} rows` : ''}${r.totalCount !== undefined ? `, total ${r.totalCount}` : ''}`
  core.info(masker.safe(`${label(job, i)}status ${r.status}${counts}: ${preview}`))
  return { value: resultValue(r), json }
}

/**
 * The outcomes in the log, the summary and the outputs. A single failed call throws its error
 * (after setting `status`); a batch with failures fails the step after the outputs are set.
 */
export function reportOutcomes(job: Job, outcomes: Outcome[], masker: Masker, summary: RunSummary): void {
  const s = job.settings
  const reports = outcomes.map((o, i) => reportCall(job, o, i, masker, summary))
  const values = reports.map(r => r.value)
  if (summary.variant === 'auto')
    summary.variant = s.dryRun ? 'auto (not probed: dry run)' : 'auto (not probed: the action is the same on both)'
  const last = outcomes[outcomes.length - 1]
  if (!s.batch && !last.ok) {
    // A single failed call: the status output still tells what the server answered.
    setOutputs(s.action, { status: statusOf(last), changed: false })
    throw last.error
  }
  const single = outcomes[0].ok ? outcomes[0].result : undefined
  const notes = setOutputs(s.action, {
    result: s.batch ? values : values[0],
    // A batch's output is stringified whole; a single call's JSON text is reused.
    resultJson: s.batch ? undefined : reports[0].json,
    status: s.dryRun ? 0 : statusOf(last),
    totalCount: s.batch || s.dryRun ? undefined : single?.totalCount,
    changed: summary.calls.some(c => c.changed === true),
    changedCalls: s.batch ? summary.calls.map(c => c.changed === true) : undefined
  })
  for (const n of notes) core.info(n)
  const failures = outcomes.map((o, i) => ({ o, i })).filter(x => !x.o.ok && !x.o.skipped)
  if (failures.length > 0) {
    const first = failures[0]
    const skipped = outcomes.filter(o => !o.ok && o.skipped).length
    summary.error = `${failures.length} of ${outcomes.length} calls failed${skipped ? ` (${skipped} skipped)` : ''}; first: params[${first.i}]: ${describeError((first.o as { error: unknown }).error, masker)}`
    core.setFailed(`${s.domain} action ${s.action}: ${summary.error}`)
  }
}

/** The step fails with one line naming the action; the summary names the step even when the inputs could not be read. */
export function failStep(e: unknown, job: Job | undefined, masker: Masker, summary: RunSummary): void {
  const message = describeError(e, masker)
  summary.error = message
  // None of these inputs is secret.
  if (!job)
    Object.assign(summary, {
      action: core.getInput('action'),
      domain: core.getInput('domain') || 'users',
      server: core.getInput('server-url')
    })
  const action = job?.settings.action ?? core.getInput('action')
  const mentioned = message.startsWith(action) || message.includes(`action ${action}`) || message.includes(`"${action}"`)
  core.setFailed(/^[a-z0-9_]+$/.test(action) && !mentioned ? `${action}: ${message}` : message)
  if (!(e instanceof UsageError) && !(e instanceof ForgeError) && e instanceof Error && e.stack) core.debug(masker.safe(e.stack))
}
