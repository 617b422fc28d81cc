// The plan for people: text for a terminal or log (`+` create, `~` update with field: old → new,
// `-` delete, `≈` a secret set without knowing its value) and markdown for a pull-request comment or
// a job summary. Values come from the server or the file: control characters and CI workflow-command
// forms are neutralized; credentials are never in a plan, only environment variable names.
import { messageText, neutralize } from '../text.js'
import { STATE_KEY_ENV } from './fingerprint.js'
import { createHash } from 'node:crypto'
import type { Change, Outcome, Plan, PlanSummary } from './types.js'

const SIGN = { create: '+', update: '~', delete: '-', set: '≈' } as const

/** A value as one line: JSON, clipped. */
function shown(v: unknown): string {
  const text = v === undefined ? '(unset)' : JSON.stringify(v)
  return messageText(text.length > 200 ? `${text.slice(0, 199)}…` : text)
}

/** The plan without the file it was made from: see PlanSummary. */
export function planSummary(plan: Plan): PlanSummary {
  const { desired, ...rest } = plan
  return { ...rest, file_digest: `sha256:${createHash('sha256').update(JSON.stringify(desired)).digest('hex')}` }
}

export function countsOf(plan: Plan): Record<Change['action'], number> {
  const counts = { create: 0, update: 0, delete: 0, set: 0 }
  for (const c of plan.changes) counts[c.action]++
  return counts
}

/** The changes a plan knows of: creates, updates and deletes (a secret's blind set is not one). */
export function knownChanges(plan: Plan): number {
  const n = countsOf(plan)
  return n.create + n.update + n.delete
}

export function summaryLine(plan: Plan): string {
  const n = countsOf(plan)
  if (plan.changes.length === 0) return 'No changes: the server matches the file.'
  const parts = [`${n.create} to create`, `${n.update} to update`, `${n.delete} to delete`]
  if (n.set) parts.push(`${n.set} secret${n.set === 1 ? '' : 's'} to set (value unknown)`)
  return `Plan: ${parts.join(', ')}.`
}

/**
 * What the plan could not compare for want of a variable (a plan needs no credential): the names,
 * never a value. Undefined when every variable was set.
 */
export function unsetNote(plan: Plan): string | undefined {
  const unset = plan.unset_env ?? []
  const values = unset.filter(n => n !== STATE_KEY_ENV)
  const lines: string[] = []
  if (values.length > 0)
    lines.push(
      `Not set here: ${values.map(n => `$${n}`).join(', ')} (value_from_env). The values that need them were not compared; apply needs them.`
    )
  if (unset.includes(STATE_KEY_ENV) && plan.changes.some(c => c.action === 'set'))
    lines.push(`$${STATE_KEY_ENV} is not set: secrets' values were not compared by their fingerprints.`)
  return lines.length > 0 ? lines.join('\n') : undefined
}

/** How many unmanaged objects the text and markdown name (the JSON names up to 100, and counts all). */
const UNMANAGED_LINES = 20

/** The unmanaged objects' heading and their names (at most UNMANAGED_LINES), or undefined when none. */
function unmanagedOf(plan: Plan): { head: string; names: string[]; more: number } | undefined {
  const u = plan.unmanaged
  if (!u || u.count === 0) return undefined
  const names = u.objects.slice(0, UNMANAGED_LINES)
  return {
    head: `Not managed: ${u.count} on the server in lists the file gives without prune (not changes; prune: true would remove them):`,
    names,
    more: u.count - names.length
  }
}

function fieldLine(c: Change, f: Change['fields'][number]): string {
  return c.action === 'update' ? `${f.field}: ${shown(f.old)} → ${shown(f.new)}` : `${f.field}: ${shown(f.new)}`
}

/** The plan as text, one block per change. */
export function planText(plan: Plan): string {
  const lines: string[] = []
  for (const c of plan.changes) {
    lines.push(`${SIGN[c.action]} ${messageText(c.object)}${c.note ? ` (${c.note})` : ''}`)
    for (const f of c.fields) lines.push(`    ${fieldLine(c, f)}`)
  }
  if (lines.length) lines.push('')
  lines.push(summaryLine(plan))
  const note = unsetNote(plan)
  if (note) lines.push(note)
  const extra = unmanagedOf(plan)
  if (extra) {
    lines.push(extra.head, ...extra.names.map(n => `  ? ${messageText(n)}`))
    if (extra.more > 0) lines.push(`  … and ${extra.more} more`)
  }
  return neutralize(lines.join('\n')) + '\n'
}

/**
 * Text from the server or the file as a markdown table cell that renders as that text and nothing
 * else: a code span, in which no image, link, autolink, mention, emphasis or HTML can form (a user's
 * own full name `![x](https://evil/i.png)` or `@team` would load or ping when the plan is posted).
 * The span's fence is one backtick longer than the text's longest run of them; a `|` is escaped
 * for the table (GFM reads `\|` as a pipe inside a code span too).
 */
export function codeCell(s: string): string {
  const text = neutralize(messageText(s)).replace(/\|/g, '\\|')
  if (text.trim() === '') return text === '' ? '' : '` `'
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  // A span's content that starts or ends with a backtick is padded, one space each side (stripped by the renderer).
  const pad = text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ')) ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

/** The plan as a markdown table (object, change, fields), for a pull request or a job summary. */
export function planMarkdown(plan: Plan): string {
  const note = unsetNote(plan)
  // The summary and the note are svc's words; the only names in the note are variable names (letters, digits, _).
  const head = `### svc plan\n\n${summaryLine(plan)}\n${note ? `\n${codeCell(note.replace(/\n/g, ' '))}\n` : ''}`
  const extra = unmanagedOf(plan)
  const tail = extra
    ? `\n${extra.head}\n\n${extra.names.map(n => `- ${codeCell(n)}`).join('\n')}\n${extra.more > 0 ? `- … and ${extra.more} more\n` : ''}`
    : ''
  if (plan.changes.length === 0) return head + tail
  const rows = plan.changes.map(
    c =>
      `| \`${SIGN[c.action]}\` | ${codeCell(c.object)} | ${c.action}${c.note ? ` (${codeCell(c.note)})` : ''} | ${c.fields.map(f => codeCell(fieldLine(c, f))).join('<br>')} |`
  )
  return `${head}\n| | Object | Change | Fields |\n|---|---|---|---|\n${rows.join('\n')}\n${tail}`
}

/** One outcome as a line: `ok: + user alice`, `failed: + mirror acme/x: 422 ...`. */
export const outcomeLine = (o: Outcome): string =>
  `${o.status === 'done' ? 'ok' : o.status}: ${SIGN[o.action]} ${messageText(o.object)}${o.error ? `: ${messageText(o.error)}` : ''}`

/** The mirrors section's copies at the end of an apply: brought in, skipped, failed with the server's reason. */
function mirrorsTable(outcomes: Outcome[]): string[] {
  const copies = outcomes.filter(o => o.object.startsWith('mirror ') && o.action === 'create')
  if (copies.length === 0) return []
  const count = (s: Outcome['status']) => copies.filter(o => o.status === s).length
  const rows = copies
    .filter(o => o.status !== 'done')
    .map(o => `  ${o.status.padEnd(11)} ${messageText(o.object.slice('mirror '.length))}${o.error ? `: ${messageText(o.error)}` : ''}`)
  return [
    `Mirrors: ${count('done')} brought in, ${count('skipped')} skipped, ${count('failed')} failed${count('not started') ? `, ${count('not started')} not started` : ''} (of ${copies.length}).`,
    ...rows
  ]
}

/** Outcomes of an apply as text: one line each, then a count. */
export function outcomesText(outcomes: Outcome[]): string {
  const lines = outcomes.map(outcomeLine)
  lines.push(...mirrorsTable(outcomes))
  const done = outcomes.filter(o => o.status === 'done').length
  const failed = outcomes.filter(o => o.status === 'failed').length
  const skipped = outcomes.filter(o => o.status === 'skipped').length
  const notStarted = outcomes.length - done - failed - skipped
  lines.push(
    outcomes.length === 0
      ? 'Nothing to apply: the server matches the file.'
      : `Applied ${done} of ${outcomes.length} change${outcomes.length === 1 ? '' : 's'}${failed ? `, ${failed} failed` : ''}${notStarted ? `, ${notStarted} not started` : ''}${skipped ? `, ${skipped} skipped` : ''}.`
  )
  return neutralize(lines.join('\n')) + '\n'
}
