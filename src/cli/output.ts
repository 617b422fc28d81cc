// Printing results: `json` is exactly the action's `result` output; `text` is for people (a table
// for lists, `key: value` lines for a record). Server data is untrusted: every value is written
// without its control characters (cleanText); `::` stays as it is (data is byte-exact: where a
// runner reads stdout, stdout.ts stops its commands around it).
import type { OperationResult } from '../client/index.js'
import type { Operation } from '../registry/types.js'
import { isRead } from '../client/outcome.js'
import { cleanText, neutralizeJson } from '../text.js'

export type OutputFormat = 'text' | 'json'

type Rec = Record<string, unknown>

const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * `{a: {b: 1}}` → `{'a.b': 1}`; lists of scalars stay lists. A map whose keys hold dots (a team's
 * units_map: `repo.code` → `write`) stays one value: flattened, its keys would read as nesting.
 */
function flatten(value: Rec, prefix = '', out: Rec = Object.create(null) as Rec): Rec {
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (isRecord(v) && Object.keys(v).length > 0 && !isDottedMap(v)) flatten(v, key, out)
    else out[key] = v
  }
  return out
}

const isDottedMap = (v: Rec) => Object.keys(v).some(k => k.includes('.')) && Object.values(v).every(x => !isRecord(x) && !Array.isArray(x))

/** Fields that name a record, in order of preference: a list of such records is shown by them. */
const NAMING_FIELDS = ['name', 'login', 'email', 'key_id', 'title', 'id']

/**
 * A list of records by the field that names them all (Gitea's runner labels `{id, name, type}` by
 * name, a GPG key's `emails` `{email, verified}` by email); undefined when no field does.
 */
function namedBy(v: unknown[]): string | undefined {
  if (v.length === 0 || !v.every(isRecord)) return undefined
  return NAMING_FIELDS.find(f => v.every(x => typeof x[f] === 'string' || typeof x[f] === 'number'))
}

/** Go's zero time: the server's way of saying "never" (a GPG key without expiry, a cron task not run yet). */
const ZERO_TIME = /^0001-01-01T00:00:00(\.0+)?(Z|[+-]00:00)$/

function cell(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (Array.isArray(v)) {
    if (v.every(x => !isRecord(x) && !Array.isArray(x))) return v.map(String).join(', ')
    const field = namedBy(v)
    return field ? v.map(x => String((x as Rec)[field])).join(', ') : JSON.stringify(v)
  }
  // `repo.code: write, repo.issues: read`
  if (isRecord(v) && isDottedMap(v))
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${String(x)}`)
      .join(', ')
  if (isRecord(v)) return JSON.stringify(v)
  if (typeof v === 'string' && ZERO_TIME.test(v)) return 'never'
  return String(v)
}

const oneLine = (s: string) => cleanText(s).replace(/\s*\n\s*/g, ' ')

export function renderTable(rows: unknown[]): string {
  if (rows.length === 0) return ''
  if (!rows.every(isRecord)) return rows.map(r => oneLine(cell(r))).join('\n') + '\n'
  const flat = rows.map(r => flatten(r))
  const columns: string[] = []
  for (const r of flat) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k)
  const body = flat.map(r => columns.map(c => oneLine(cell(r[c]))))
  const header = columns.map(c => oneLine(c).toUpperCase())
  // A loop, not a spread: a list can have more rows than a call may take arguments.
  const widths = columns.map((_, i) => body.reduce((w, r) => Math.max(w, r[i].length), header[i].length))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), ...body.map(line)].join('\n') + '\n'
}

export function renderRecord(record: Rec): string {
  const flat = flatten(record)
  const keys = Object.keys(flat)
  if (keys.length === 0) return '(empty)\n'
  return (
    keys
      .map(k => {
        const v = cell(flat[k])
        // A multi-line value (an armored key) starts on its own line, indented.
        return v.includes('\n') ? `${oneLine(k)}:\n${cleanText(v.replace(/\n$/, '')).replace(/^/gm, '  ')}` : `${oneLine(k)}: ${oneLine(v)}`
      })
      .join('\n') + '\n'
  )
}

export interface Rendered {
  stdout: string
  /** Notes for people (totals, credential notices); printed on stderr. */
  notes: string[]
}

/** The `--limit` and `--page` a list was read with (0 or absent: the server's page size, the first page). */
export interface Paging {
  limit?: unknown
  page?: unknown
}

/**
 * Which rows of how many a page holds (`rows 3–4 of 4`) and how to read on, when the server told
 * the total and this is not all of it. The page size is `--limit`, or this page's length when the
 * server chose it (on the first page) or capped the limit.
 */
export function rowsNote(length: number, total: number | undefined, paging: Paging): string | undefined {
  if (total === undefined || total <= length) return undefined
  const page = typeof paging.page === 'number' && paging.page > 1 ? paging.page : 1
  const limit = typeof paging.limit === 'number' && paging.limit > 0 ? paging.limit : undefined
  if (length === 0) return `no rows on page ${page} (${total} in all)`
  // A page shorter than --limit that is not the last one: the server capped the page size.
  const size =
    limit === undefined ? (page === 1 ? length : undefined) : length < limit && (page - 1) * limit + length < total ? length : limit
  if (size === undefined) return `page ${page}: ${length} rows of ${total}; --paginate for all`
  const first = (page - 1) * size + 1
  const last = first + length - 1
  const more = last < total ? `; next: --page ${page + 1}${limit === undefined ? '' : ` --limit ${limit}`}, or --paginate for all` : ''
  return `${first === last ? `row ${first}` : `rows ${first}–${last}`} of ${total}${more}`
}

/** The credential fields an answer holds (a created token's value, a client secret), each said in a note. */
export function credentialNotes(op: Operation, result: unknown, credentialNote: string): string[] {
  const rows = Array.isArray(result) ? result : [result]
  return (op.output.credentials ?? [])
    .filter(f => rows.some(r => isRecord(r) && typeof r[f] === 'string' && r[f] !== ''))
    .map(f => `note: ${f} is a credential; ${credentialNote}`)
}

export function render(op: Operation, res: OperationResult, format: OutputFormat, credentialNote: string, paging: Paging = {}): Rendered {
  const notes: string[] = []
  if (res.dryRun) {
    if (format === 'json') return { stdout: neutralizeJson(JSON.stringify(res.dryRun)) + '\n', notes }
    const lines = res.dryRun.map(
      p =>
        `${p.variant === 'any' ? '' : `[${p.variant}] `}${p.method} ${p.url}${p.body === undefined ? '' : ` ${JSON.stringify(p.body)}`}` +
        (p.sudo ? ` (Sudo: ${p.sudo})` : '')
    )
    return { stdout: lines.map(l => oneLine(l)).join('\n') + '\n', notes: ['dry run: nothing was sent'] }
  }
  const result = res.result
  notes.push(...credentialNotes(op, result, credentialNote))
  // JSON with the same value, without `::` or `##[` a runner could read as a command.
  if (format === 'json') return { stdout: neutralizeJson(String(JSON.stringify(result))) + '\n', notes }

  if (Array.isArray(result)) {
    // An empty page past the end says so, with the total; an empty list just that it is empty.
    const rows = rowsNote(result.length, res.totalCount, paging)
    if (rows) notes.push(rows)
    else if (result.length === 0) notes.push('(no items)')
    return { stdout: renderTable(result), notes }
  }
  switch (op.output.kind) {
    case 'none':
      // A change that found nothing to change (a member added who was one already) says so.
      return { stdout: res.changed || isRead(op) ? 'ok\n' : 'unchanged\n', notes }
    case 'boolean':
      return { stdout: `${result === true}\n`, notes }
    case 'text':
      return { stdout: cleanText(String(result ?? '')).replace(/\n?$/, '\n'), notes }
    default:
      if (isRecord(result)) return { stdout: renderRecord(result), notes }
      return { stdout: oneLine(cell(result)) + '\n', notes }
  }
}
