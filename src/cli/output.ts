// Printing results: `json` is exactly the action's `result` output; `text` is for people (a table
// for lists, `key: value` lines for a record). Server data is untrusted: every value goes through
// `neutralize` before it reaches the terminal.
import type { OperationResult } from '../client/index.js'
import type { Operation } from '../registry/index.js'
import { neutralize, neutralizeJson } from '../text.js'

export type OutputFormat = 'text' | 'json'

type Rec = Record<string, unknown>

const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v)

/** `{a: {b: 1}}` → `{'a.b': 1}`; lists of scalars stay lists. */
function flatten(value: Rec, prefix = '', out: Rec = {}): Rec {
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (isRecord(v) && Object.keys(v).length > 0) flatten(v, key, out)
    else out[key] = v
  }
  return out
}

/** A list of named records (Gitea's runner labels `{id, name, type}`) is shown by their names. */
const namedRecords = (v: unknown[]): v is Array<{ name: string }> => v.length > 0 && v.every(x => isRecord(x) && typeof x.name === 'string')

function cell(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (Array.isArray(v)) {
    if (v.every(x => !isRecord(x) && !Array.isArray(x))) return v.map(String).join(', ')
    return namedRecords(v) ? v.map(x => x.name).join(', ') : JSON.stringify(v)
  }
  if (isRecord(v)) return JSON.stringify(v)
  return String(v)
}

const oneLine = (s: string) => neutralize(s).replace(/\s*\n\s*/g, ' ')

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
        return v.includes('\n') ? `${neutralize(k)}:\n${neutralize(v).replace(/^/gm, '  ')}` : `${neutralize(k)}: ${oneLine(v)}`
      })
      .join('\n') + '\n'
  )
}

export interface Rendered {
  stdout: string
  /** Notes for people (totals, credential notices); printed on stderr. */
  notes: string[]
}

export function render(op: Operation, res: OperationResult, format: OutputFormat, credentialNote: string): Rendered {
  const notes: string[] = []
  if (res.dryRun) {
    if (format === 'json') return { stdout: neutralizeJson(JSON.stringify(res.dryRun)) + '\n', notes }
    const lines = res.dryRun.map(
      p => `${p.variant === 'any' ? '' : `[${p.variant}] `}${p.method} ${p.url}${p.body === undefined ? '' : ` ${JSON.stringify(p.body)}`}`
    )
    return { stdout: lines.map(l => neutralize(l)).join('\n') + '\n', notes: ['dry run: nothing was sent'] }
  }
  const result = res.result
  // Credential fields the answer holds (a created token's value, a client secret).
  const shown = (op.output.credentials ?? []).filter(f => {
    const rows = Array.isArray(result) ? result : [result]
    return rows.some(r => isRecord(r) && typeof r[f] === 'string' && r[f] !== '')
  })
  for (const f of shown) notes.push(`note: ${f} is a credential; ${credentialNote}`)
  // JSON with the same value, without `::` or `##[` a runner could read as a command.
  if (format === 'json') return { stdout: neutralizeJson(String(JSON.stringify(result))) + '\n', notes }

  if (Array.isArray(result)) {
    if (result.length === 0) notes.push('(no items)')
    if (res.totalCount !== undefined && res.totalCount > result.length)
      notes.push(`showing ${result.length} of ${res.totalCount}; use --page and --limit, or --paginate for all`)
    return { stdout: renderTable(result), notes }
  }
  switch (op.output.kind) {
    case 'none':
      return { stdout: 'ok\n', notes }
    case 'boolean':
      return { stdout: `${result === true}\n`, notes }
    case 'text':
      return { stdout: neutralize(String(result ?? '')).replace(/\n?$/, '\n'), notes }
    default:
      if (isRecord(result)) return { stdout: renderRecord(result), notes }
      return { stdout: oneLine(cell(result)) + '\n', notes }
  }
}
