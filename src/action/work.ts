// The action's work, in the order run() calls it: read the inputs (credentials masked first, every
// call validated once, before any request), connect, run the calls (bounded concurrency over one
// keep-alive pool, every credential of an answer masked as it arrives), report the outcomes (log,
// outputs, summary). Each piece is a named step; main.ts only strings them together.
import * as core from '@actions/core'
import { AsyncLocalStorage } from 'node:async_hooks'
import { connectionSettings } from '../client/connection.js'
import { describeError, itemName, itemRef, outcomeOf, runBatch, statusOf, validateItems, type Outcome } from '../client/batch.js'
import { Forge, ForgeHttp, resultValue, type PlannedRequest } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { loadOperation } from '../registry/load.js'
import { callOptionsOf, DEFAULT_DOMAIN, type Operation } from '../registry/types.js'
import type { ValidatedParams } from '../registry/validate.js'
import { connectionSecrets, jsonParts } from '../text.js'
import { readCredentials, readSettings, type Credentials, type Settings } from './inputs.js'
import type { Masker } from './masking.js'
import { setOutputs } from './outputs.js'
import { outcomeCounts, type CallSummary, type RunSummary } from './summary.js'

/** How much of a result the log shows (the outputs hold all of it). */
const LOG_PREVIEW = 2000

export { describeError, itemName, type Outcome }

/**
 * The log of the batch call that is running: its label and its lines, held while it runs and
 * printed as one group when it ends. Calls run at once, so their lines would interleave; every
 * line, the request lines of the connection's debug included, carries the call's label.
 */
interface CallLog {
  label: string
  lines: Array<{ warning: boolean; text: string }>
}
const callLog = new AsyncLocalStorage<CallLog>()

/** A log line: held for the running batch call's group, else printed. Already masked. */
function logLine(text: string, warning = false): void {
  const held = callLog.getStore()
  if (held) held.lines.push({ warning, text })
  else if (warning) core.warning(text)
  else core.info(text)
}

/** What the inputs describe: the settings, the operation, and each call validated. */
export interface Job {
  settings: Settings
  credentials: Credentials
  op: Operation
  calls: ValidatedParams[]
}

export function emptySummary(): RunSummary {
  return { domain: '', action: '', server: '', variant: 'auto', dryRun: false, batch: false, calls: [], warnings: [], notes: [] }
}

/**
 * The inputs: credentials first (masked before anything can print them), then the other inputs,
 * the secret params of every call (masked before validation can talk), then each call validated
 * once. A bad batch item stops the step with nothing sent.
 */
export async function readJob(masker: Masker, summary: RunSummary): Promise<Job> {
  const credentials = readCredentials()
  // Every form a server may echo back (the Basic authorization value too): connectionSecrets.
  masker.add(...connectionSecrets(credentials), credentials.gpgPassphrase)
  const s = readSettings(credentials)
  Object.assign(summary, { domain: s.domain, action: s.action, server: s.serverUrl, variant: s.variant, dryRun: s.dryRun, batch: s.batch })
  // Only the domain the step names is loaded (and compiled).
  const op = await loadOperation(s.domain, s.action)
  const calls = validateItems(op, s.items, masker, s.batch)
  return { settings: s, credentials, op, calls }
}

/** How the action's requests name themselves (its step's and the plan comment's alike). */
export const USER_AGENT = 'svc-forge-action'

/**
 * The one connection pool of the step; every request line of its debug goes to the log, masked
 * (`quiet`: none, for a plan whose reader may not see what it reads).
 */
export function connect(job: Pick<Job, 'settings'>, masker: Masker, quiet = false): ForgeHttp {
  const settings = connectionSettings(job.settings.connection, {
    names: { serverUrl: 'set server-url', caCert: 'input ca-cert', timeoutSeconds: 'input timeout-seconds', retries: 'input retries' },
    defaultRetries: 2,
    userAgent: USER_AGENT,
    debug: quiet
      ? undefined
      : line => {
          const call = callLog.getStore()
          logLine(masker.safe(call ? `${call.label}${line}` : line))
        }
  })
  // As many connections as calls in flight: a batch's concurrency N really means N at once.
  return new ForgeHttp({ ...settings, connections: Math.max(16, job.settings.concurrency) })
}

/** The prefix of a batch call's lines: its index and what it is about (`[61 username bob] `). */
function label(job: Job, i: number, name = itemName(job.op, job.calls[i].params)): string {
  return job.settings.batch ? `[${i}${name ? ` ${name}` : ''}] ` : ''
}

/** A call's value for the `result` output, and that value's JSON text where the log made it already. */
export interface Report {
  value: unknown
  json?: string[]
}

/** Every call's outcome and report, in input order. */
export interface CallsDone {
  outcomes: Outcome[]
  reports: Report[]
}

/** Failed calls of a batch whose lines the log shows in full as they are reached; later ones are in the group. */
const SHOWN_FAILURES = 20
/** Characters per write of a batch's group: its lines go out in a few large writes, not one or more per call. */
const WRITE_CHUNK = 1 << 16

/**
 * A batch's log, which costs no write per call (a thousand calls wrote 4,000 lines one by one):
 * as the calls are reached in input order, each warning as an annotation, the first SHOWN_FAILURES
 * failures' lines in full, and a progress line at each tenth of a batch of 20 calls or more; at the
 * end one collapsed group, titled with the counts of each outcome, holding every call's record in
 * input order (`[61 username bob] created (201)` and its lines: requests, notes, warnings, errors).
 * The results themselves are in the `result` output, not in the log.
 */
class BatchLog {
  private readonly records: string[] = []
  private readonly counts = new Map<string, number>()
  private done = 0
  private failuresShown = 0
  private readonly tenth: number

  constructor(
    private readonly total: number,
    private readonly masker: Masker
  ) {
    this.tenth = total >= 20 ? Math.ceil(total / 10) : 0
  }

  /** A call reached in input order. */
  told(log: CallLog, call: CallSummary): void {
    this.done++
    this.counts.set(call.outcome, (this.counts.get(call.outcome) ?? 0) + 1)
    const rows = call.rows !== undefined ? `, ${call.rows} rows${call.totalCount !== undefined ? ` of ${call.totalCount}` : ''}` : ''
    // The label names the item from its params: masked and neutralized as every line is (the call's own lines are already).
    this.records.push(this.masker.safe(`${log.label}${call.outcome}${call.status ? ` (${call.status})` : ''}${rows}`))
    const inFull = !call.ok && !call.skipped && this.failuresShown < SHOWN_FAILURES
    if (inFull) this.failuresShown++
    for (const line of log.lines) {
      this.records.push(`  ${line.warning ? 'warning: ' : ''}${line.text}`)
      if (line.warning) core.warning(line.text)
      else if (inFull) core.info(line.text)
    }
    if (this.tenth > 0 && (this.done % this.tenth === 0 || this.done === this.total) && this.done < this.total)
      core.info(`${this.done} of ${this.total} calls done: ${outcomeCounts(this.counts)}`)
  }

  /** The group of every call's record, written a chunk at a time. */
  end(): void {
    const title = `${this.total} calls, in input order: ${outcomeCounts(this.counts)}`
    let chunk = `::group::${title}\n`
    for (const record of this.records) {
      chunk += `${record}\n`
      if (chunk.length >= WRITE_CHUNK) {
        process.stdout.write(chunk)
        chunk = ''
      }
    }
    process.stdout.write(`${chunk}::endgroup::\n`)
    this.records.length = 0
  }
}

/**
 * Says what will run, prints the params' warnings before their requests, and runs every call. A
 * single call's lines are printed as they come; a batch's are held per call and told in input
 * order (see BatchLog).
 */
export async function runCalls(job: Job, http: ForgeHttp, masker: Masker, summary: RunSummary): Promise<CallsDone> {
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
  // The per-call options (raw-json, paginate, dry-run, on-exists, ...) as the inputs gave them.
  const opts = { ...callOptionsOf(s), gpgPassphrase: job.credentials.gpgPassphrase }
  const reports: Report[] = new Array(s.items.length)
  // A batch call's lines are held while it runs, then told in input order.
  const logs: Array<CallLog | undefined> = new Array(s.items.length)
  const batchLog = s.batch ? new BatchLog(s.items.length, masker) : undefined
  const around = async (i: number, call: () => Promise<Outcome>): Promise<Outcome> => {
    if (!s.batch) {
      const o = await call()
      reports[i] = reportCall(job, o, i, masker, summary)
      return o
    }
    // What the call is about, worked out once for its label and its summary.
    const name = itemName(job.op, job.calls[i].params)
    const log: CallLog = { label: label(job, i, name), lines: [] }
    const o = await callLog.run(log, async () => {
      const done = await call()
      reports[i] = reportCall(job, done, i, masker, summary, name)
      return done
    })
    logs[i] = log
    return o
  }
  const inOrder = (i: number) => {
    batchLog?.told(logs[i]!, summary.calls[i])
    logs[i] = undefined
  }
  const outcomes = await runBatch(
    forge,
    op,
    s.items,
    job.calls,
    { concurrency: s.batch ? s.concurrency : 1, failFast: s.failFast, run: opts },
    masker,
    { around, inOrder }
  )
  batchLog?.end()
  return { outcomes, reports }
}

const planLines = (plan: PlannedRequest[]) =>
  plan.map(
    p =>
      `  [${p.variant}] ${p.method} ${p.url}${p.body === undefined ? '' : ` ${JSON.stringify(p.body)}`}${p.sudo ? ` (Sudo: ${p.sudo})` : ''}`
  )

/** The first `n` characters of the concatenation of `parts`. */
function headOf(parts: readonly string[], n: number): string {
  let head = ''
  for (const part of parts) {
    if (head.length >= n) break
    head += part.slice(0, n - head.length)
  }
  return head
}

/** A list result as the summary's table: the operation's fields as columns, each cell one masked line. */
function resultTable(heading: string, columns: string[], rows: unknown[], masker: Masker): NonNullable<CallSummary['table']> {
  const cell = (v: unknown) => masker.safe(Array.isArray(v) ? v.map(String).join(', ') : v === undefined || v === null ? '' : String(v))
  return { heading, columns, rows: rows.map(row => columns.map(c => cell((row as Record<string, unknown> | null)?.[c]))) }
}

/**
 * A list cut at one page: without paginate the result holds one page of the total the server
 * reports. Said as a warning when the caller asked for no page (30 of 65 rows is then a surprise),
 * as a note when a page or limit was asked for.
 */
function pageNote(job: Job, i: number, rows: number, total: number): { text: string; warning: boolean } | undefined {
  if (job.settings.paginate || total <= rows) return undefined
  const p = job.calls[i].params
  const page = typeof p.page === 'number' && p.page > 0 ? p.page : undefined
  const limit = typeof p.limit === 'number' && p.limit > 0 ? p.limit : undefined
  if (page === undefined && limit === undefined)
    return {
      text: `the result holds the first ${rows} of ${total} rows (one page): set paginate: true for all of them, or limit and page for another page`,
      warning: true
    }
  const first = ((page ?? 1) - 1) * (limit ?? rows) + 1
  const which = rows === 0 ? `no rows (page ${page ?? 1})` : `rows ${first}–${first + rows - 1}`
  return { text: `the result holds ${which} of ${total}; paginate: true fetches all of them`, warning: false }
}

/**
 * One call's outcome in the log and the summary; its value for the `result` output, and that
 * value's JSON text where the log needed it (a large list is stringified once, not per use).
 */
function reportCall(
  job: Job,
  o: Outcome,
  i: number,
  masker: Masker,
  summary: RunSummary,
  name = itemName(job.op, job.calls[i].params)
): Report {
  const call: CallSummary = {
    index: i,
    item: name && masker.safe(name),
    ok: o.ok,
    status: statusOf(o),
    outcome: '',
    skipped: !o.ok && o.skipped
  }
  summary.calls[i] = call
  const tag = label(job, i, name)
  if (!o.ok) {
    const message = describeError(o.error, masker)
    call.outcome = o.skipped ? 'skipped (fail-fast)' : 'failed'
    call.error = o.skipped ? 'not run: an earlier call failed and fail-fast is set' : message
    if (job.settings.batch)
      logLine(masker.safe(`${tag}${o.skipped ? 'skipped: an earlier call failed (fail-fast)' : `failed: ${message}`}`))
    return { value: { error: message, status: call.status, ...(o.skipped ? { skipped: true } : {}) } }
  }
  const r = o.result
  call.changed = r.changed
  call.outcome = outcomeOf(job.op, r)
  if (r.variant) summary.variant = r.variant
  if (r.skipped)
    logLine(
      masker.safe(
        `${tag}unchanged: ${r.skipped === 'exists' ? 'it exists already (on-exists: skip)' : 'nothing to remove, it is not there (on-missing: skip)'}`
      )
    )
  for (const w of r.warnings) {
    const text = masker.safe(`${tag}${w}`)
    summary.warnings.push(text)
    logLine(text, true)
  }
  if (r.dryRun) {
    call.requests = r.dryRun.map(p => masker.safe(`${p.method} ${p.url}`))
    logLine(masker.safe(`${tag}dry run: would send ${r.dryRun.length} request(s):`))
    for (const line of planLines(r.dryRun)) logLine(masker.safe(`${tag}${line}`))
    return { value: resultValue(r) }
  }
  call.rows = Array.isArray(r.result) ? r.result.length : undefined
  call.totalCount = r.totalCount
  const { summaryTable, fields } = job.op.output
  if (summaryTable && fields && Array.isArray(r.result)) call.table = resultTable(summaryTable, fields, r.result, masker)
  const note = call.rows !== undefined && r.totalCount !== undefined ? pageNote(job, i, call.rows, r.totalCount) : undefined
  const noteText = note && masker.safe(`${tag}${note.text}`)
  if (note && noteText) (note.warning ? summary.warnings : summary.notes).push(noteText)
  // A batch call's record is its outcome line (BatchLog): its result is in the result output only.
  if (job.settings.batch) {
    if (note && noteText) logLine(noteText, note.warning)
    return { value: resultValue(r) }
  }
  // Redacted before the preview's cut: a cut through a credential leaves a prefix no mask matches.
  // Not a dry run: the value is `r.result ?? null`, so this is the JSON of the output's value too.
  // In parts (a long list): masked and previewed part by part, never joined into one string.
  const json = jsonParts(r.result ?? null)
  const masked = masker.maskParts(json)
  let length = 0
  for (const part of masked) length += part.length
  const preview = length > LOG_PREVIEW ? `${headOf(masked, LOG_PREVIEW)}… (${length} characters; see the result output)` : masked.join('')
  const counts = `${call.rows !== undefined ? `, ${call.rows} rows` : ''}${r.totalCount !== undefined ? `, total ${r.totalCount}` : ''}`
  logLine(masker.safe(`${tag}status ${r.status}${counts}: ${preview}`))
  if (note && noteText) logLine(noteText, note.warning)
  return { value: resultValue(r), json }
}

/**
 * The outcomes in the outputs and the summary (the log has them already). A single failed call
 * throws its error (after setting `status`); a batch with failures fails the step after the
 * outputs are set, naming the first failed item.
 */
export function reportOutcomes(job: Job, done: CallsDone, masker: Masker, summary: RunSummary): void {
  const s = job.settings
  const { outcomes, reports } = done
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
    summary.error = `${failures.length} of ${outcomes.length} calls failed${skipped ? ` (${skipped} skipped)` : ''}; first: ${masker.safe(itemRef(job.op, job.calls[first.i].params, first.i))}: ${describeError((first.o as { error: unknown }).error, masker)}`
    core.setFailed(`${s.domain} action ${s.action}: ${summary.error}`)
  }
}

/** A server-url input as the summary may show it: an http(s) URL without credentials, else a placeholder. */
function shownServerUrl(raw: string): string {
  if (!raw) return ''
  try {
    const url = new URL(raw.trim())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return `${url.origin}${url.pathname}`
  } catch {
    // not a URL: not repeated
  }
  return '(not a valid server URL)'
}

/** The step fails with one line naming the action; the summary names the step even when the inputs could not be read. */
export function failStep(e: unknown, job: Job | undefined, masker: Masker, summary: RunSummary): void {
  const message = describeError(e, masker)
  summary.error = message
  // None of these inputs is secret, but one that is not what it should be is not repeated (it may
  // be anything pasted there, a credential too: the error says what is wrong with it).
  const given = core.getInput('action')
  const domain = core.getInput('domain') || DEFAULT_DOMAIN
  // (A plan or apply that read its inputs has filled the summary already.)
  if (!job && !summary.action)
    Object.assign(summary, {
      action: /^[a-z0-9_]+$/.test(given) ? given : '(not an action name)',
      domain: /^[a-z0-9_]+$/.test(domain) ? domain : '(not a domain name)',
      server: shownServerUrl(core.getInput('server-url'))
    })
  const action = job?.settings.action ?? core.getInput('action')
  const mentioned = message.startsWith(action) || message.includes(`action ${action}`) || message.includes(`"${action}"`)
  core.setFailed(/^[a-z0-9_]+$/.test(action) && !mentioned ? `${action}: ${message}` : message)
  if (!(e instanceof UsageError) && !(e instanceof ForgeError) && e instanceof Error && e.stack) core.debug(masker.safe(e.stack))
}
