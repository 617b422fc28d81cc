// The action: inputs → masking → validation of every call → requests (bounded concurrency over one
// keep-alive pool) → masking of every credential in the answers → outputs, log and job summary.
// One try/catch: every failure ends in one `core.setFailed` line that names the action.
import * as core from '@actions/core'
import { Forge, ForgeHttp, resultValue, secretParamValues, type OperationResult, type PlannedRequest } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { findOperation, validateParams, type Operation } from '../registry/index.js'
import { readCredentials, readSettings, type Settings } from './inputs.js'
import { basicAuthForm } from '../text.js'
import { Masker } from './masking.js'
import { adoptForgejoEnv, setOutputs } from './outputs.js'
import { writeSummary, type CallSummary, type RunSummary } from './summary.js'

/** How much of a result the log shows (the outputs hold all of it). */
const LOG_PREVIEW = 2000

type Outcome =
  | { ok: true; result: OperationResult }
  | { ok: false; error: unknown; skipped?: boolean }

/** A failure as one line: our message, the server's (untrusted) text, and what to do about it. */
export function describeError(e: unknown, masker: Masker): string {
  if (e instanceof ForgeError) return masker.safe(`${e.message}${e.hint ? ` (hint: ${e.hint})` : ''}`)
  if (e instanceof UsageError) return masker.safe(e.message)
  const err = e as Error
  return masker.safe(`unexpected error: ${err?.message ?? String(e)}`)
}

function statusOf(o: Outcome): number {
  if (o.ok) return o.result.status
  return o.error instanceof ForgeError ? o.error.status : 0
}

/** Runs `work` over the items with at most `limit` in flight; input order is kept. */
async function runBounded(
  count: number,
  limit: number,
  failFast: boolean,
  work: (index: number) => Promise<Outcome>
): Promise<Outcome[]> {
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

function rowsOf(result: unknown): number | undefined {
  return Array.isArray(result) ? result.length : undefined
}

function planLines(plan: PlannedRequest[]): string[] {
  return plan.map(p => `  [${p.variant}] ${p.method} ${p.url}${p.body === undefined ? '' : ` ${JSON.stringify(p.body)}`}`)
}

/**
 * Validates every call before any request: a bad batch item stops the step with nothing sent.
 * Returns each call's warnings (defaults the caller left out), to print before sending.
 */
function validateAll(op: Operation, s: Settings): string[][] {
  return s.items.map((item, i) => {
    try {
      return validateParams(op, item).warnings
    } catch (e) {
      if (e instanceof UsageError && s.batch) throw new UsageError(`params[${i}]: ${e.message}`)
      throw e
    }
  })
}

export async function run(): Promise<void> {
  const masker = new Masker()
  let http: ForgeHttp | undefined
  let settings: Settings | undefined
  const summary: RunSummary = {
    domain: '',
    action: '',
    server: '',
    variant: 'auto',
    dryRun: false,
    batch: false,
    calls: [],
    warnings: []
  }
  try {
    adoptForgejoEnv()
    // 1. Credentials first: nothing is printed before they are registered.
    const credentials = readCredentials()
    masker.add(credentials.token)
    masker.add(credentials.password)
    masker.add(credentials.otp)
    masker.add(credentials.gpgPassphrase)
    // A server may echo the Basic authorization value: base64(user:password).
    if (credentials.username && credentials.password) masker.add(basicAuthForm(credentials.username, credentials.password))

    // 2. The other inputs; then the secret params of every call, before validation can talk.
    settings = readSettings(credentials)
    const s = settings
    Object.assign(summary, { domain: s.domain, action: s.action, server: s.serverUrl, variant: s.variant, dryRun: s.dryRun, batch: s.batch })
    const op = findOperation(s.domain, s.action)
    for (const item of s.items) masker.addAll(secretParamValues(op, item))
    const early = validateAll(op, s)

    http = new ForgeHttp({
      serverUrl: s.serverUrl,
      token: credentials.token,
      username: credentials.username,
      password: credentials.password,
      otp: credentials.otp,
      timeoutMs: s.timeoutMs,
      retries: s.retries,
      // A batch's concurrency N means N requests in flight: one connection each (never fewer than 16).
      connections: Math.max(16, s.concurrency),
      caCert: s.caCert,
      userAgent: 'svc-forge-action',
      debug: line => core.info(masker.safe(line))
    })
    const forge = new Forge(http, s.variant)
    const calls = s.batch ? `${s.items.length} calls, concurrency ${Math.min(s.concurrency, s.items.length)}` : '1 call'
    core.info(masker.safe(`svc ${s.domain} ${s.action} on ${s.serverUrl} (variant ${s.variant}; ${calls}${s.dryRun ? '; dry run: nothing is sent' : ''})`))
    const label = (i: number) => (s.batch ? `[${i}] ` : '')
    // Warnings about the params come before the requests they concern.
    const warned = new Set<string>()
    early.forEach((ws, i) => {
      for (const w of ws) {
        const text = masker.safe(`${label(i)}${w}`)
        warned.add(text)
        summary.warnings.push(text)
        core.warning(text)
      }
    })

    const outcomes = await runBounded(s.items.length, s.batch ? s.concurrency : 1, s.failFast, async i => {
      try {
        const result = await forge.run(op, s.items[i], {
          rawJson: s.rawJson,
          paginate: s.paginate,
          dryRun: s.dryRun,
          onExists: s.onExists,
          onMissing: s.onMissing,
          gpgPassphrase: credentials.gpgPassphrase
        })
        // 3. Every credential of the answer, as soon as it arrives.
        masker.addAll(result.credentials)
        return { ok: true, result }
      } catch (e) {
        return { ok: false, error: e }
      }
    })

    // 4. Log, outputs, summary.
    const values: unknown[] = []
    outcomes.forEach((o, i) => {
      const call: CallSummary = { ok: o.ok, status: statusOf(o), skipped: !o.ok && o.skipped }
      if (o.ok) {
        const r = o.result
        call.changed = r.changed
        if (r.variant) summary.variant = r.variant
        if (r.skipped)
          core.info(`${label(i)}unchanged: ${r.skipped === 'exists' ? 'it exists already (on-exists: skip)' : 'nothing to remove, it is not there (on-missing: skip)'}`)
        for (const w of r.warnings) {
          const text = masker.safe(`${label(i)}${w}`)
          if (warned.has(text)) continue
          summary.warnings.push(text)
          core.warning(text)
        }
        if (r.dryRun) {
          core.info(`${label(i)}dry run: would send ${r.dryRun.length} request(s):`)
          for (const line of planLines(r.dryRun)) core.info(masker.safe(line))
          values.push(resultValue(r))
        } else {
          call.rows = rowsOf(r.result)
          call.totalCount = r.totalCount
          // Redacted before the preview's cut: a cut through a credential leaves a prefix no mask matches.
          const json = masker.redact(JSON.stringify(r.result ?? null))
          const preview = json.length > LOG_PREVIEW ? `${json.slice(0, LOG_PREVIEW)}… (${json.length} characters; see the result output)` : json
          const counts = `${call.rows !== undefined ? `, ${call.rows} rows` : ''}${r.totalCount !== undefined ? `, total ${r.totalCount}` : ''}`
          core.info(masker.safe(`${label(i)}status ${r.status}${counts}: ${preview}`))
          values.push(resultValue(r))
        }
      } else {
        const message = describeError(o.error, masker)
        if (s.batch) core.info(`${label(i)}${o.skipped ? 'skipped' : `failed: ${message}`}`)
        values.push({ error: message, status: call.status, ...(o.skipped ? { skipped: true } : {}) })
      }
      summary.calls.push(call)
    })

    if (summary.variant === 'auto') summary.variant = s.dryRun ? 'auto (not probed: dry run)' : 'auto (not probed: the action is the same on both)'
    const last = outcomes[outcomes.length - 1]
    const failures = outcomes.map((o, i) => ({ o, i })).filter(x => !x.o.ok && !('skipped' in x.o && x.o.skipped))
    if (!s.batch && !last.ok) {
      // A single failed call: the status output still tells what the server answered.
      setOutputs(s.action, { status: statusOf(last), changed: false })
      throw last.error
    }
    const single = outcomes[0].ok ? outcomes[0].result : undefined
    const notes = setOutputs(s.action, {
      result: s.batch ? values : values[0],
      status: s.dryRun ? 0 : statusOf(last),
      totalCount: s.batch || s.dryRun ? undefined : single?.totalCount,
      changed: summary.calls.some(c => c.changed === true),
      changedCalls: s.batch ? summary.calls.map(c => c.changed === true) : undefined
    })
    for (const n of notes) core.info(n)
    if (failures.length > 0) {
      const first = failures[0]
      const skipped = outcomes.filter(o => !o.ok && o.skipped).length
      summary.error = `${failures.length} of ${outcomes.length} calls failed${skipped ? ` (${skipped} skipped)` : ''}; first: params[${first.i}]: ${describeError((first.o as { error: unknown }).error, masker)}`
      core.setFailed(`${s.domain} action ${s.action}: ${summary.error}`)
    }
  } catch (e) {
    const message = describeError(e, masker)
    summary.error = message
    // Inputs that could not be read still name the step in the summary (none of them is secret).
    if (!settings) Object.assign(summary, { action: core.getInput('action'), domain: core.getInput('domain') || 'users', server: core.getInput('server-url') })
    const action = settings?.action ?? core.getInput('action')
    const mentioned = message.startsWith(action) || message.includes(`action ${action}`) || message.includes(`"${action}"`)
    const named = /^[a-z0-9_]+$/.test(action) && !mentioned ? `${action}: ${message}` : message
    core.setFailed(named)
    if (!(e instanceof UsageError) && !(e instanceof ForgeError) && e instanceof Error && e.stack) core.debug(masker.safe(e.stack))
  } finally {
    // Every step leaves a summary, a failed one too (inputs that could not be read included).
    await writeSummary(summary, masker)
    await http?.close().catch(() => undefined)
  }
}
