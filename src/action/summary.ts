// The job summary: what ran, against which server and variant, status and counts. Never results
// (they may hold credentials), and every piece of text that is not ours is redacted and escaped.
// Forgejo does not render summaries and runners may not provide the file: then nothing is written.
import * as core from '@actions/core'
import type { Masker } from './masking.js'

export interface CallSummary {
  ok: boolean
  status: number
  /** Rows in a list result, where the result is a list. */
  rows?: number
  totalCount?: number
  skipped?: boolean
  /** The call changed something on the server. */
  changed?: boolean
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
  error?: string
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
  const ok = s.calls.filter(c => c.ok).length
  const failed = s.calls.filter(c => !c.ok && !c.skipped).length
  const skipped = s.calls.filter(c => c.skipped).length
  const last = s.calls.at(-1)
  const rows = s.calls.reduce((n, c) => n + (c.rows ?? 0), 0)
  const hasRows = s.calls.some(c => c.rows !== undefined)
  const outcome = s.error ? 'failed' : failed > 0 ? 'failed' : s.dryRun ? 'dry run (nothing sent)' : 'succeeded'
  const table: Array<[string, string]> = [
    ['Action', `<code>${text(s.action)}</code> (domain <code>${text(s.domain)}</code>)`],
    ['Server', text(s.server)],
    ['Variant', text(s.variant)],
    ['Outcome', outcome]
  ]
  if (s.calls.length > 0) {
    table.push(['Calls', s.batch ? `${s.calls.length} (batch): ${ok} ok, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` : '1'])
    if (last && !s.dryRun) table.push(['Status', `${last.status}${s.batch ? ' (last call)' : ''}`])
    if (hasRows) table.push(['Rows', String(rows)])
    if (!s.dryRun) table.push(['Changed', s.calls.some(c => c.changed) ? 'yes' : 'no (nothing to change)'])
    const totals = s.calls.filter(c => c.totalCount !== undefined)
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
    if (s.warnings.length > 0) core.summary.addList(s.warnings.map(w => text(w)))
    await core.summary.write()
  } catch (e) {
    core.debug(`job summary not written: ${masker.safe(String((e as Error).message))}`)
  } finally {
    core.summary.emptyBuffer()
  }
}
