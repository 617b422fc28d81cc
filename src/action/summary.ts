// The job summary: what ran, against which server and variant, status and counts; for a batch or a
// dry run, rows of calls (what each is about, its outcome, status and error, or the requests it
// would send): a batch's failures and its first calls, so that a summary stays small however many
// calls ran (each call's outcome is in the log's group and the result output). Never results (they
// may hold credentials), and every piece of text that is not ours is redacted and escaped. Forgejo
// does not render summaries and runners may not provide the file: then nothing is written.
import * as core from '@actions/core'
import type { Masker } from './masking.js'

export interface CallSummary {
  /** Index in `params` (0 for a single call). */
  index: number
  /** What the call is about (`username bob`), masked; undefined when no param names it. */
  item?: string
  ok: boolean
  status: number
  /** created, changed, removed, unchanged, read, planned (dry run), failed, skipped (fail-fast). */
  outcome: string
  /** A failure's message (masked). */
  error?: string
  /** A dry run: the requests it would send (method and URL, masked). */
  requests?: string[]
  /** Rows in a list result, where the result is a list. */
  rows?: number
  totalCount?: number
  skipped?: boolean
  /** The call changed something on the server. */
  changed?: boolean
  /** The result's rows as a table (an operation's `summaryTable`: runners_prune's runners), cells masked. */
  table?: { heading: string; columns: string[]; rows: string[][] }
}

export interface RunSummary {
  domain: string
  action: string
  server: string
  variant: string
  dryRun: boolean
  batch: boolean
  calls: CallSummary[]
  warnings: string[]
  /** Lines that are not warnings (a list page asked for explicitly: which rows of the total). */
  notes: string[]
  error?: string
  /** `action: plan` / `apply`: the state file (relative to the workspace). */
  stateFile?: string
  /** The plan as markdown (planMarkdown: a table of object, change, fields), masked. */
  planMarkdown?: string
  /** `action: apply`: each change's outcome (object and error masked). */
  outcomes?: Array<{ object: string; action: string; status: string; error?: string }>
}

/** Rows of a table at most: a summary is limited to 1 MiB per step. */
const MAX_CALL_ROWS = 1000
/** A batch's first calls in the summary's table (and their result tables): every call is in the log and the result output. */
export const SHOWN_CALLS = 20
/** A batch's failed calls in the summary's table of failures; more are counted. */
export const SHOWN_FAILED_CALLS = 100
/** Warnings and notes listed at most; more are counted (the log has each). */
const SHOWN_WARNINGS = 20

/** Each outcome with how many calls had it, in order of first appearance: `998 created, 2 failed`. */
export function outcomeCounts(counts: ReadonlyMap<string, number> | readonly CallSummary[]): string {
  let byOutcome = counts as ReadonlyMap<string, number>
  if (Array.isArray(counts)) {
    const m = new Map<string, number>()
    for (const c of counts as readonly CallSummary[]) m.set(c.outcome, (m.get(c.outcome) ?? 0) + 1)
    byOutcome = m
  }
  return [...byOutcome].map(([outcome, n]) => `${n} ${outcome}`).join(', ')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export async function writeSummary(s: RunSummary, masker: Masker): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('no GITHUB_STEP_SUMMARY file: job summary skipped')
    return
  }
  const text = (t: string) => escapeHtml(masker.safe(t))
  const calls = s.calls.filter(Boolean)
  const ok = calls.filter(c => c.ok).length
  const failed = calls.filter(c => !c.ok && !c.skipped).length
  const skipped = calls.filter(c => c.skipped).length
  const last = calls.at(-1)
  const rows = calls.reduce((n, c) => n + (c.rows ?? 0), 0)
  const hasRows = calls.some(c => c.rows !== undefined)
  const outcome = s.error ? 'failed' : failed > 0 ? 'failed' : s.dryRun ? 'dry run (nothing sent)' : 'succeeded'
  const table: Array<[string, string]> = [
    [
      'Action',
      s.stateFile !== undefined
        ? `<code>${text(s.action)}</code> (state file <code>${text(s.stateFile)}</code>)`
        : `<code>${text(s.action)}</code> (domain <code>${text(s.domain)}</code>)`
    ],
    ['Server', text(s.server)],
    ['Variant', text(s.variant)],
    ['Outcome', outcome]
  ]
  if (calls.length > 0) {
    table.push(['Calls', s.batch ? `${calls.length} (batch): ${ok} ok, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` : '1'])
    if (s.batch) table.push(['Outcomes', text(outcomeCounts(calls))])
    if (last && !s.dryRun) table.push(['Status', `${last.status}${s.batch ? ' (last call)' : ''}`])
    if (hasRows) table.push(['Rows', String(rows)])
    if (!s.dryRun) table.push(['Changed', calls.some(c => c.changed) ? 'yes' : 'no (nothing to change)'])
    const totals = calls.filter(c => c.totalCount !== undefined)
    if (totals.length === 1 && !s.batch) table.push(['Total count', String(totals[0].totalCount)])
  }
  if (s.error) table.push(['Error', text(s.error)])
  try {
    core.summary.addHeading(`svc: ${text(s.action)}`, 3).addTable([
      [
        { data: 'Item', header: true },
        { data: 'Value', header: true }
      ],
      ...table.map(([k, v]) => [k, v])
    ])
    const said = [...s.warnings, ...s.notes]
    if (said.length > SHOWN_WARNINGS) said.splice(SHOWN_WARNINGS, said.length, `… and ${said.length - SHOWN_WARNINGS} more (see the log)`)
    if (said.length > 0) core.summary.addList(said.map(w => text(w)))
    if (s.batch && failed > 0) addFailedTable(calls, text)
    if (s.batch || s.dryRun) addCallTable(s, calls, text)
    for (const c of s.batch ? calls.slice(0, SHOWN_CALLS) : calls) if (c.table) addResultTable(c, c.table, s.batch, text)
    // The plan's own table (object, change, fields): planMarkdown escapes every cell already.
    if (s.planMarkdown) core.summary.addRaw(`\n${s.planMarkdown}\n`, true)
    if (s.outcomes) addOutcomeTable(s.outcomes, text)
    await core.summary.write()
  } catch (e) {
    core.debug(`job summary not written: ${masker.safe(String((e as Error).message))}`)
  } finally {
    core.summary.emptyBuffer()
  }
}

/** A call as a row: index, what it is about, outcome, status, error (a dry run: the requests). */
function callRow(s: Pick<RunSummary, 'dryRun'>, c: CallSummary, text: (t: string) => string): string[] {
  // An empty cell is written as a dash: the toolkit leaves the tag of an empty string unclosed.
  const cell = (t: string) => t || '–'
  return [
    String(c.index),
    c.item ? text(c.item) : '',
    text(c.outcome),
    s.dryRun ? '' : String(c.status || ''),
    c.error ? text(c.error) : (c.requests ?? []).map(r => `<code>${text(r)}</code>`).join('<br>')
  ].map(cell)
}

const callHeader = (dryRun: boolean) =>
  ['#', 'Call', 'Outcome', 'Status', dryRun ? 'Requests it would send' : 'Error'].map(data => ({ data, header: true }))

/** The calls as rows (a batch's first SHOWN_CALLS; the rest are counted: each is in the log's group and the result output). */
function addCallTable(s: RunSummary, calls: CallSummary[], text: (t: string) => string): void {
  const shown = s.batch ? calls.slice(0, SHOWN_CALLS) : calls
  const heading = s.dryRun ? 'Planned calls' : 'Calls'
  core.summary
    .addHeading(shown.length < calls.length ? `${heading} (the first ${shown.length} of ${calls.length})` : heading, 4)
    .addTable([callHeader(s.dryRun), ...shown.map(c => callRow(s, c, text))])
  if (shown.length < calls.length)
    core.summary.addRaw(`<p>… and ${calls.length - shown.length} more: every call is in the log (a group) and the result output</p>`, true)
}

/** A batch's failed calls, every one up to SHOWN_FAILED_CALLS, before the first calls' table. */
function addFailedTable(calls: CallSummary[], text: (t: string) => string): void {
  const failed = calls.filter(c => !c.ok && !c.skipped)
  const shown = failed.slice(0, SHOWN_FAILED_CALLS)
  core.summary
    .addHeading(`Failed calls (${failed.length})`, 4)
    .addTable([callHeader(false), ...shown.map(c => callRow({ dryRun: false }, c, text))])
  if (shown.length < failed.length)
    core.summary.addRaw(
      `<p>… and ${failed.length - shown.length} more failed calls: each is in the log (a group) and the result output</p>`,
      true
    )
}

/** Apply's outcomes: one row per change (object, change, outcome, error). */
function addOutcomeTable(outcomes: NonNullable<RunSummary['outcomes']>, text: (t: string) => string): void {
  const header = ['Object', 'Change', 'Outcome', 'Error'].map(data => ({ data, header: true }))
  // Object names and errors quote the server and the file: code, where no mention or autolink forms.
  const code = (t: string) => `<code>${text(t)}</code>`
  const body = outcomes.slice(0, MAX_CALL_ROWS).map(o => [code(o.object), o.action, o.status, o.error ? code(o.error) : '–'])
  core.summary.addHeading('Applied', 4).addTable([header, ...body])
  if (outcomes.length > MAX_CALL_ROWS)
    core.summary.addRaw(`<p>… and ${outcomes.length - MAX_CALL_ROWS} more changes (see the log)</p>`, true)
}

/** A call's result as a table (runners_prune: name, id, scope, status, labels, outcome of each runner). */
function addResultTable(call: CallSummary, table: NonNullable<CallSummary['table']>, batch: boolean, text: (t: string) => string): void {
  const header = table.columns.map(data => ({ data, header: true }))
  const body = table.rows.slice(0, MAX_CALL_ROWS).map(r => r.map(c => text(c) || '–'))
  core.summary.addHeading(`${text(table.heading)}${batch ? ` (call ${call.index})` : ''}`, 4)
  if (body.length === 0) core.summary.addRaw('<p>none</p>', true)
  else core.summary.addTable([header, ...body])
  if (table.rows.length > MAX_CALL_ROWS)
    core.summary.addRaw(`<p>… and ${table.rows.length - MAX_CALL_ROWS} more rows (see the result output)</p>`, true)
}
