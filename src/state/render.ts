// The plan for people: text for a terminal or log (`+` create, `~` update with field: old → new,
// `-` delete, `≈` a secret set without knowing its value) and markdown for a pull-request comment or
// a job summary. Values come from the server or the file: control characters are dropped, and the text
// keeps them otherwise as they are (`cpp::std` stays `cpp::std`): each front end guards where a runner
// reads it (the CLI's stdout stops workflow commands around data, the action's log neutralizes), and
// markdown puts every value in a code span. Credentials are never in a plan, only variable names.
import { cleanText, messageText } from '../text.js'
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
  if (plan.redacted)
    return { head: `Not managed: ${u.count} on the server in lists the file gives without prune (names withheld).`, names: [], more: 0 }
  return {
    head: `Not managed: ${u.count} on the server in lists the file gives without prune (not changes; prune: true would remove them):`,
    names,
    more: u.count - names.length
  }
}

/** The digest a redacted plan carries: no hash of the server's values, and it never matches one to apply. */
export const REDACTED_DIGEST = 'redacted'

/** A field name as a redacted plan shows it: the file's schema names only (no name from the server). */
const FIELD_NAME = /^[A-Za-z0-9_.-]{1,64}$/

/**
 * The plan as a pull request from a fork may see it (the `fork-pull-requests: plan-redacted` input):
 * the state file was planned with the step's token, but its author may not see what that token
 * reads. Each change keeps its action, its collection (`users`, `orgs.variables`) and the names of
 * the fields that would change; an object's name (a hook's URL, a repository a default matched)
 * and every value, the server's and the file's, are withheld, and so are the notes, the steps, the
 * digest (a hash of the server's values) and the unmanaged objects' names (their count stays). What
 * it still tells, by design of a plan: whether the file differs from the server, in which
 * collections and fields, and how many objects.
 */
export function redactPlan(plan: Plan): Plan {
  return {
    format: plan.format,
    server: plan.server,
    digest: REDACTED_DIGEST,
    desired: plan.desired,
    changes: plan.changes.map(c => ({
      action: c.action,
      collection: c.collection,
      object: c.collection,
      level: c.level,
      fields: c.action === 'delete' ? [] : c.fields.filter(f => FIELD_NAME.test(f.field)).map(f => ({ field: f.field })),
      steps: []
    })),
    removals: { count: plan.removals.count, of: plan.removals.count },
    ...(plan.unset_env ? { unset_env: plan.unset_env } : {}),
    ...(plan.unmanaged ? { unmanaged: { count: plan.unmanaged.count, objects: [] } } : {}),
    redacted: true
  }
}

/** The redacted plan's lines: per action and collection, how many objects and which fields (`~ users ×2: email, full_name`). */
function redactedGroups(
  plan: Plan
): Array<{ sign: string; action: Change['action']; collection: string; count: number; fields: string[] }> {
  const groups = new Map<string, { sign: string; action: Change['action']; collection: string; count: number; fields: Set<string> }>()
  for (const c of plan.changes) {
    const key = `${c.action} ${c.collection}`
    const g = groups.get(key) ?? { sign: SIGN[c.action], action: c.action, collection: c.collection, count: 0, fields: new Set<string>() }
    g.count++
    for (const f of c.fields) g.fields.add(f.field)
    groups.set(key, g)
  }
  return [...groups.values()].map(g => ({ ...g, fields: [...g.fields] }))
}

const REDACTED_HEAD =
  'Redacted: a pull request from a fork. Only the collections and fields that would change are shown: no object name, no value.'

/** How many repositories each set of repo_defaults reaches, one line each. */
function reachLines(plan: Plan): string[] {
  return (plan.repo_defaults ?? []).map(
    r => `Defaults ${messageText(r.at)} reach ${r.repositories} ${r.repositories === 1 ? 'repository' : 'repositories'}.`
  )
}

function fieldLine(c: Change, f: Change['fields'][number]): string {
  return c.action === 'update' ? `${f.field}: ${shown(f.old)} → ${shown(f.new)}` : `${f.field}: ${shown(f.new)}`
}

/** The plan as text, one block per change. */
export function planText(plan: Plan): string {
  const lines: string[] = []
  if (plan.redacted) {
    lines.push(REDACTED_HEAD)
    for (const g of redactedGroups(plan))
      lines.push(`${g.sign} ${g.collection} ×${g.count}${g.fields.length ? `: ${g.fields.join(', ')}` : ''}`)
  }
  for (const c of plan.redacted ? [] : plan.changes) {
    lines.push(`${SIGN[c.action]} ${messageText(c.object)}${c.note ? ` (${c.note})` : ''}`)
    for (const f of c.fields) lines.push(`    ${fieldLine(c, f)}`)
  }
  if (lines.length) lines.push('')
  lines.push(summaryLine(plan))
  const note = unsetNote(plan)
  if (note) lines.push(note)
  lines.push(...reachLines(plan))
  const extra = unmanagedOf(plan)
  if (extra) {
    lines.push(extra.head, ...extra.names.map(n => `  ? ${messageText(n)}`))
    if (extra.more > 0) lines.push(`  … and ${extra.more} more`)
  }
  return cleanText(lines.join('\n')) + '\n'
}

/**
 * Text from the server or the file as a markdown table cell that renders as that text and nothing
 * else: a code span, in which no image, link, autolink, mention, emphasis or HTML can form (a user's
 * own full name `![x](https://evil/i.png)` or `@team` would load or ping when the plan is posted).
 * The span's fence is one backtick longer than the text's longest run of them; a `|` is escaped
 * for the table (GFM reads `\|` as a pipe inside a code span too).
 */
export function codeCell(s: string): string {
  const text = messageText(s).replace(/\|/g, '\\|')
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
  const reach = reachLines(plan)
  const head =
    `### svc plan\n\n${plan.redacted ? `${REDACTED_HEAD}\n\n` : ''}${summaryLine(plan)}\n${note ? `\n${codeCell(note.replace(/\n/g, ' '))}\n` : ''}` +
    (reach.length > 0 ? `\n${reach.map(r => `- ${codeCell(r)}`).join('\n')}\n` : '')
  const extra = unmanagedOf(plan)
  const tail = extra
    ? `\n${extra.head}\n\n${extra.names.map(n => `- ${codeCell(n)}`).join('\n')}\n${extra.more > 0 ? `- … and ${extra.more} more\n` : ''}`
    : ''
  if (plan.changes.length === 0) return head + tail
  if (plan.redacted) {
    const groups = redactedGroups(plan).map(
      g => `| \`${g.sign}\` | ${codeCell(g.collection)} | ${g.action} ×${g.count} | ${g.fields.map(codeCell).join('<br>')} |`
    )
    return `${head}\n| | Collection | Change | Fields |\n|---|---|---|---|\n${groups.join('\n')}\n${tail}`
  }
  const rows = plan.changes.map(
    c =>
      `| \`${SIGN[c.action]}\` | ${codeCell(c.object)} | ${c.action}${c.note ? ` (${codeCell(c.note)})` : ''} | ${c.fields.map(f => codeCell(fieldLine(c, f))).join('<br>')} |`
  )
  return `${head}\n| | Object | Change | Fields |\n|---|---|---|---|\n${rows.join('\n')}\n${tail}`
}

/** One outcome as a line: `ok: + user alice`, `failed: + mirror acme/x: 422 ...`. */
export const outcomeLine = (o: Outcome): string =>
  `${o.status === 'done' ? 'ok' : o.status}: ${SIGN[o.action]} ${messageText(o.object)}${o.error ? `: ${messageText(o.error)}` : ''}`

/**
 * What an apply calls as each change ends (applyPlan's onOutcome): a line `[n/N] <outcome>` as each
 * copy of the mirrors section ends, for a log someone watches (a migration takes a while); the CLI
 * writes it on stderr, the action in its log.
 */
export function copyProgress(plan: Plan, write: (line: string) => void): (o: Outcome) => void {
  const copies = plan.changes.filter(c => c.collection === 'mirrors').length
  let ended = 0
  return o => {
    if (o.object.startsWith('mirror ')) write(`[${++ended}/${copies}] ${outcomeLine(o)}`)
  }
}

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
  return cleanText(lines.join('\n')) + '\n'
}
