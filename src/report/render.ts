// An access report as people and programs read it: a table, spreadsheet-safe CSV, markdown for a
// job summary, and the changes since an earlier report (`--since previous.json`), which is read
// back here and checked before use (it is a file anyone may have edited).
import { stringify } from 'csv-stringify/sync'
import { z } from 'zod'
import { UsageError } from '../errors.js'
import { cleanText, messageText, neutralize } from '../text.js'
import type { AccessReport, AccessRow } from './access.js'
import { MODES, UNITS } from './read.js'

const lower = (s: string) => s.toLowerCase()
const key = (r: AccessRow) => `${lower(r.user)}\u0000${lower(r.repo)}`

/** A row's units as `code:write issues:read` (the units it reaches; empty when uniform). */
export const unitsText = (r: AccessRow): string =>
  r.units
    ? UNITS.filter(u => r.units![u.name] !== undefined && r.units![u.name] !== 'none')
        .map(u => `${u.name}:${r.units![u.name]}`)
        .join(' ')
    : ''

const whoText = (r: AccessRow) =>
  r.user === '*' ? (r.audience === 'signed-in' ? '* (every signed-in user)' : '* (every signed-in user but restricted ones)') : r.user

/** Columns padded to their widest cell (server text on one line, without controls). */
function columns(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map(r => r[i].length)))
  return rows
    .map(
      r =>
        r
          .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i])))
          .join('  ')
          .trimEnd() + '\n'
    )
    .join('')
}

/** Rows per part of reportJsonParts. */
const JSON_PART_ROWS = 1000

/**
 * `JSON.stringify({ ...head, rows }, null, 2)` (the `-o json` record) as parts whose concatenation
 * is that text, about JSON_PART_ROWS rows a part, made as `rows` (a repository's at a time) are:
 * a report of tens of thousands of rows is masked and written part by part, never held whole as
 * rows nor as one string and its copies. Every edge between parts lies between two rows (`,` and
 * indentation), so no server value or credential spans one.
 */
export function* reportJsonParts(head: Omit<AccessReport, 'rows'>, rows: Iterable<AccessRow[]>): Generator<string> {
  const row = (r: AccessRow) => `    ${JSON.stringify(r, null, 2).replace(/\n/g, '\n    ')}`
  let pending: string[] = []
  let written = 0
  for (const some of rows) {
    for (const r of some) pending.push(row(r))
    if (pending.length < JSON_PART_ROWS) continue
    // `rows` is the last key: the head's closing `}` becomes the open rows array.
    yield `${written === 0 ? `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "rows": [\n` : ',\n'}${pending.join(',\n')}`
    written += pending.length
    pending = []
  }
  if (written === 0 && pending.length === 0) {
    yield JSON.stringify({ ...head, rows: [] }, null, 2)
    return
  }
  const open = written === 0 ? `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "rows": [\n` : pending.length > 0 ? ',\n' : ''
  yield `${open}${pending.join(',\n')}\n  ]\n}`
}

export function reportText(report: AccessReport): string {
  if (report.rows.length === 0) return 'No access in this scope.\n'
  const head = ['USER', 'REPOSITORY', 'PERMISSION', 'UNITS', 'VIA']
  const body = report.rows.map(r =>
    [whoText(r), r.repo, r.permission, unitsText(r) || '-', r.via.join(', ')].map(c => neutralize(messageText(c)))
  )
  return columns([head, ...body])
}

/**
 * A cell a spreadsheet cannot run: one that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return (what Excel, LibreOffice and Google Sheets read as a formula) gets a leading `'`, as
 * OWASP's CSV-injection advice says.
 */
export function safeCell(text: string): string {
  // One line, and no workflow command should the CSV be printed into a CI log.
  const t = neutralize(cleanText(text).replace(/\r\n|\r|\n/g, ' '))
  return /^[=+\-@\t\r]/.test(t) ? `'${t}` : t
}

export function reportCsv(report: AccessReport): string {
  const head = ['user', 'repository', 'organization', 'permission', ...UNITS.map(u => u.name), 'via', 'server_mode']
  const rows = report.rows.map(r => [
    r.user,
    r.repo,
    r.org ?? '',
    r.permission,
    ...UNITS.map(u => r.units?.[u.name] ?? (r.units ? '' : r.permission)),
    r.via.join('; '),
    r.server_mode
  ])
  return stringify([head, ...rows.map(r => r.map(safeCell))], { record_delimiter: 'unix' })
}

/** Markdown cell text: one line, its pipes and markup characters escaped, `<`, `>` and `&` as entities (no HTML). */
export const mdCell = (text: string) =>
  neutralize(messageText(text))
    .replace(/[&<>]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
    .replace(/[\\|`*_[\]#]/g, c => `\\${c}`)

export function reportMarkdown(report: AccessReport, limit = 200): string {
  const counts = { admin: 0, write: 0, read: 0 }
  for (const r of report.rows) counts[r.permission]++
  const users = new Set(report.rows.filter(r => r.user !== '*').map(r => lower(r.user))).size
  const repos = new Set(report.rows.map(r => lower(r.repo))).size
  let md = `### Access review of ${mdCell(report.server)}\n\n${users} users with grants over ${repos} repositories: ${counts.admin} admin, ${counts.write} write, ${counts.read} read.\n\n`
  const shown = report.rows.filter(r => r.permission !== 'read').slice(0, limit)
  if (shown.length > 0) {
    md += '| User | Repository | Permission | Units | Via |\n|---|---|---|---|---|\n'
    for (const r of shown)
      md += `| ${mdCell(whoText(r))} | ${mdCell(r.repo)} | ${r.permission} | ${mdCell(unitsText(r))} | ${mdCell(r.via.join(', '))} |\n`
    const more = report.rows.filter(r => r.permission !== 'read').length - shown.length
    if (more > 0) md += `\n…and ${more} more admin or write grants (the JSON output holds them all).\n`
  }
  return md
}

// ---- changes since an earlier report

export interface AccessChange {
  change: 'added' | 'removed' | 'changed'
  user: string
  repo: string
  before?: { permission: string; units?: Record<string, string>; via: string[] }
  after?: { permission: string; units?: Record<string, string>; via: string[] }
}

const shapeOf = (r: AccessRow) => ({
  permission: r.permission,
  ...(r.units ? { units: r.units as Record<string, string> } : {}),
  via: r.via
})

/** What changed from `before` to `after`: grants added, removed and changed (permission, units or paths), each once. */
export function diffReports(before: AccessReport, after: AccessReport): AccessChange[] {
  const old = new Map(before.rows.map(r => [key(r), r]))
  const now = new Map(after.rows.map(r => [key(r), r]))
  // A user without a row of their own reads a public repository through its `*` row, when in its audience.
  const everyone = (rows: Map<string, AccessRow>, r: AccessRow): AccessRow | undefined => {
    const star = rows.get(`*\u0000${lower(r.repo)}`)
    return star && r.user !== '*' && (star.audience === 'signed-in' || !r.restricted) ? star : undefined
  }
  const differ = (a: AccessRow, b: AccessRow) => JSON.stringify(shapeOf(a)) !== JSON.stringify(shapeOf(b))
  const out: AccessChange[] = []
  for (const [k, r] of now) {
    const o = old.get(k) ?? everyone(old, r)
    if (!o) out.push({ change: 'added', user: r.user, repo: r.repo, after: shapeOf(r) })
    else if (differ(o, r)) out.push({ change: 'changed', user: r.user, repo: r.repo, before: shapeOf(o), after: shapeOf(r) })
  }
  for (const [k, o] of old) {
    if (now.has(k)) continue
    const r = everyone(now, o)
    if (!r) out.push({ change: 'removed', user: o.user, repo: o.repo, before: shapeOf(o) })
    else if (differ(o, r)) out.push({ change: 'changed', user: o.user, repo: o.repo, before: shapeOf(o), after: shapeOf(r) })
  }
  return out.sort((a, b) => (a.repo === b.repo ? (a.user < b.user ? -1 : 1) : a.repo < b.repo ? -1 : 1))
}

const stateText = (s: NonNullable<AccessChange['before']>) =>
  `${s.permission}${
    s.units
      ? ` [${Object.entries(s.units)
          .map(([u, m]) => `${u}:${m}`)
          .join(' ')}]`
      : ''
  } via ${s.via.join(', ')}`

export function changesText(changes: AccessChange[]): string {
  if (changes.length === 0) return 'No change since the previous review.\n'
  const sign = { added: '+', removed: '-', changed: '~' }
  return changes
    .map(c => {
      const what = c.change === 'changed' ? `${stateText(c.before!)} → ${stateText(c.after!)}` : stateText((c.after ?? c.before)!)
      return neutralize(messageText(`${sign[c.change]} ${c.user} on ${c.repo}: ${what}`)) + '\n'
    })
    .join('')
}

export function changesMarkdown(changes: AccessChange[]): string {
  if (changes.length === 0) return '### Access changes since the previous review\n\nNone.\n'
  let md = `### Access changes since the previous review\n\n${changes.length} change(s).\n\n| | User | Repository | Before | After |\n|---|---|---|---|---|\n`
  for (const c of changes)
    md += `| ${c.change} | ${mdCell(c.user)} | ${mdCell(c.repo)} | ${c.before ? mdCell(stateText(c.before)) : ''} | ${c.after ? mdCell(stateText(c.after)) : ''} |\n`
  return md
}

const mode = z.enum(MODES as [string, ...string[]])
const rowSchema = z.object({
  user: z.string().min(1),
  repo: z.string().regex(/^[^/]+\/[^/]+$/, 'expected OWNER/NAME'),
  org: z.string().optional(),
  permission: z.enum(['read', 'write', 'admin']),
  units: z.record(z.enum(UNITS.map(u => u.name) as [string, ...string[]]), mode).optional(),
  via: z.array(z.string()),
  server_mode: mode,
  audience: z.enum(['signed-in', 'signed-in-unrestricted']).optional(),
  restricted: z.literal(true).optional()
})
const reportSchema = z.object({
  format: z.literal('svc-access-report/1'),
  server: z.string(),
  generated_at: z.string(),
  variant: z.string().optional(),
  scope: z.object({ org: z.string().optional(), repo: z.string().optional(), user: z.string().optional() }),
  rows: z.array(rowSchema)
})

/** An earlier report (`svc report access -o json`), checked: a wrong file is an error naming where. */
export function parseReport(text: string, file: string): AccessReport {
  const name = neutralize(messageText(file))
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new UsageError(`--since ${name}: not JSON (svc report access -o json writes the file this compares with)`)
  }
  const parsed = reportSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const at = issue.path.map(p => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')
    throw new UsageError(
      `--since ${name}: ${at || 'the file'}: ${neutralize(messageText(issue.message))} (expected a report of svc report access -o json)`
    )
  }
  return parsed.data as AccessReport
}
