// Output to pipe, as gh does: `--jq EXPR`, `--template`, `-o csv|tsv` with `--fields`: which the
// flags ask for, checked for sense, and --fields itself. The shapers (and their libraries) are in
// shapers.ts, loaded only when one is asked for, so no other command pays for them.
import { OutputError, UsageError } from '../errors.js'
import type { Masker } from '../masker.js'
import { messageText, neutralize, neutralizeJson } from '../text.js'
import type { GlobalValues } from './connection.js'

export const OUTPUT_FORMATS = ['text', 'json', 'csv', 'tsv'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** How the answer is shaped: a jq filter, a template, or csv/tsv rows; `fields` keeps only those fields first. */
export interface Shaping {
  kind: 'jq' | 'template' | 'csv' | 'tsv' | 'fields'
  source?: string
  fields?: string[]
  /** Under `fields`: the format the kept fields are printed in (text or json). */
  format: OutputFormat
  /** csv / tsv: cells as the server sent them, without the `'` before a formula (--csv-raw). */
  csvRaw?: boolean
}

/** The shaping the flags ask for, checked for sense; undefined when none (plain text or json). */
export function shapingOf(g: GlobalValues): Shaping | undefined {
  const format = (g.output ?? 'text') as OutputFormat
  const fields = g.fields === undefined ? undefined : fieldList(g.fields)
  if (g.jq !== undefined && g.template !== undefined) throw new UsageError('give --jq or --template, not both')
  if (g.csvRaw && format !== 'csv' && format !== 'tsv') throw new UsageError('--csv-raw is for -o csv or -o tsv')
  const expr = g.jq ?? g.template
  const flag = g.jq !== undefined ? '--jq' : '--template'
  if (expr !== undefined) {
    if (g.output !== undefined && format !== 'json') throw new UsageError(`${flag} shapes the JSON answer: give no -o ${format} with it`)
    if (expr.trim() === '') throw new UsageError(`${flag}: empty ${g.jq !== undefined ? 'expression' : 'template'}`)
    return { kind: g.jq !== undefined ? 'jq' : 'template', source: expr, fields, format }
  }
  if (format === 'csv' || format === 'tsv') return { kind: format, fields, format, csvRaw: g.csvRaw === true }
  return fields ? { kind: 'fields', fields, format } : undefined
}

function fieldList(raw: string): string[] {
  const list = raw
    .split(',')
    .map(f => f.trim())
    .filter(f => f.length > 0)
  if (list.length === 0) throw new UsageError('--fields: give field names, e.g. --fields login,email')
  const bad = list.find(f => !/^[\w-]+(\.[\w-]+)*$/.test(f))
  if (bad !== undefined)
    throw new UsageError(`--fields: "${clean(bad)}" is not a field name (letters, digits, _ and -, a.b for a nested field)`)
  return list
}

const clean = (s: string) => neutralize(messageText(s)).slice(0, 80)

/**
 * Fields the command's answer has, when the registry declares them (its formatted fields): a field
 * of --fields that is none of them (nor part of one, nor inside one) is refused before sending.
 */
export function checkFields(shaping: Shaping | undefined, declared: readonly string[] | undefined): void {
  if (!shaping?.fields || !declared) return
  const known = (f: string) => declared.some(d => d === f || d.startsWith(`${f}.`) || f.startsWith(`${d}.`))
  const unknown = shaping.fields.filter(f => !known(f))
  if (unknown.length > 0)
    throw new UsageError(
      `--fields: ${unknown.map(clean).join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of this answer (fields: ${declared.join(', ')}; --raw-json for every field of the server's record)`
    )
}

export type Rec = Record<string, unknown>
export const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v)

export function valueAt(row: Rec, path: string): unknown {
  let v: unknown = row
  for (const key of path.split('.')) {
    if (!isRecord(v) || !Object.hasOwn(v, key)) return undefined
    v = v[key]
  }
  return v
}

/**
 * A record with only these fields (nested ones nested again); anything else as it is. Built of
 * records without a prototype: a server key `__proto__` (JSON.parse makes it an own property) is a
 * field like any other, never a way onto Object.prototype.
 */
function pick(row: unknown, fields: string[]): unknown {
  if (!isRecord(row)) return row
  const out: Rec = Object.create(null) as Rec
  for (const f of fields) {
    const v = valueAt(row, f)
    if (v === undefined) continue
    const keys = f.split('.')
    let at = out
    for (const k of keys.slice(0, -1)) at = (Object.hasOwn(at, k) && isRecord(at[k]) ? at[k] : (at[k] = Object.create(null))) as Rec
    at[keys[keys.length - 1]] = v
  }
  return out
}

/** How deep an answer may nest to be printed: no server record comes near; jq fails from ~1,000, JSON.stringify from a few thousand. */
export const MAX_DEPTH = 512

/**
 * How many values (every array, record, key and scalar) the answer holds, walked without
 * recursion; an answer nested deeper than MAX_DEPTH is refused with a clear error before any
 * printer recurses into it.
 */
export function measure(value: unknown): number {
  let count = 0
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (depth > MAX_DEPTH)
      throw new OutputError(`the answer is nested more than ${MAX_DEPTH} levels deep, deeper than svc prints: nothing was printed`)
    count++
    if (Array.isArray(v)) for (const x of v) stack.push([x, depth + 1])
    else if (isRecord(v))
      for (const x of Object.values(v)) {
        count++
        stack.push([x, depth + 1])
      }
  }
  return count
}

/** The value with only the fields asked for (every row of a list); a field no row has is an error. */
export function keepFields(value: unknown, fields: string[] | undefined): unknown {
  if (!fields) return value
  const rows = Array.isArray(value) ? value : [value]
  const records = rows.filter(isRecord)
  if (records.length > 0) {
    const missing = fields.filter(f => !records.some(r => valueAt(r, f) !== undefined))
    if (missing.length > 0) throw new OutputError(`--fields: no record of the answer has ${missing.map(clean).join(', ')}`)
  }
  return Array.isArray(value) ? value.map(r => pick(r, fields)) : pick(value, fields)
}

/** The value `-o json` prints: shaped as asked (the shaper masks and neutralizes), or as JSON with only --fields. */
export function writeShaped(
  value: unknown,
  shaping: Shaping | undefined,
  shaper: Shaper | undefined,
  out: (text: string) => void,
  masker: Masker,
  /** The value is a dry run's planned requests: --fields (the answer's fields) does not apply. */
  dryRun = false
): void {
  const fields = dryRun ? undefined : shaping?.fields
  measure(value)
  if (shaper) return shaper.write(value, out, masker, fields)
  out(masker.mask(`${neutralizeJson(JSON.stringify(keepFields(value, fields) ?? null))}\n`))
}

/** A prepared shaper: writes the shaped value (masked, neutralized) through `out`. */
export interface Shaper {
  write(value: unknown, out: (text: string) => void, masker: Masker, fields: string[] | undefined): void
}
