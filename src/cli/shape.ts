// Output to pipe, as gh does: `--jq EXPR` (jq 1.8 compiled to WebAssembly, bundled), `--template`
// (Handlebars), `-o csv|tsv` with `--fields`. Each shapes the value `-o json` prints (the action's
// `result`), after every credential in it is masked; what comes out is masked again and
// neutralized (no control characters or `::` from server text reach the terminal raw). The
// libraries are loaded only when their flag is given: a chunk of the bundle each, so no other
// command pays for them. An expression or template that cannot compile is refused before
// anything is sent (exit 2); one that fails on the answer is an OutputError (exit 1).
import { OutputError, UsageError } from '../errors.js'
import type { Masker } from '../masker.js'
import { cleanText, jsonParts, messageText, neutralize, neutralizeJson } from '../text.js'
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
}

/** The shaping the flags ask for, checked for sense; undefined when none (plain text or json). */
export function shapingOf(g: GlobalValues): Shaping | undefined {
  const format = (g.output ?? 'text') as OutputFormat
  const fields = g.fields === undefined ? undefined : fieldList(g.fields)
  if (g.jq !== undefined && g.template !== undefined) throw new UsageError('give --jq or --template, not both')
  const expr = g.jq ?? g.template
  const flag = g.jq !== undefined ? '--jq' : '--template'
  if (expr !== undefined) {
    if (g.output !== undefined && format !== 'json') throw new UsageError(`${flag} shapes the JSON answer: give no -o ${format} with it`)
    if (expr.trim() === '') throw new UsageError(`${flag}: empty ${g.jq !== undefined ? 'expression' : 'template'}`)
    return { kind: g.jq !== undefined ? 'jq' : 'template', source: expr, fields, format }
  }
  if (format === 'csv' || format === 'tsv') return { kind: format, fields, format }
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

type Rec = Record<string, unknown>
const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v)

function valueAt(row: Rec, path: string): unknown {
  let v: unknown = row
  for (const key of path.split('.')) {
    if (!isRecord(v) || !Object.hasOwn(v, key)) return undefined
    v = v[key]
  }
  return v
}

/** A record with only these fields (nested ones nested again); anything else as it is. */
function pick(row: unknown, fields: string[]): unknown {
  if (!isRecord(row)) return row
  const out: Rec = {}
  for (const f of fields) {
    const v = valueAt(row, f)
    if (v === undefined) continue
    const keys = f.split('.')
    let at = out
    for (const k of keys.slice(0, -1)) at = (isRecord(at[k]) ? at[k] : (at[k] = {})) as Rec
    at[keys[keys.length - 1]] = v
  }
  return out
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
  if (shaper) return shaper.write(value, out, masker, fields)
  out(masker.mask(`${neutralizeJson(JSON.stringify(keepFields(value, fields) ?? null))}\n`))
}

/** A prepared shaper: writes the shaped value (masked, neutralized) through `out`. */
export interface Shaper {
  write(value: unknown, out: (text: string) => void, masker: Masker, fields: string[] | undefined): void
}

/** Loads what the shaping needs and compiles its expression or template (errors before any request). */
export async function prepareShaper(shaping: Shaping): Promise<Shaper> {
  switch (shaping.kind) {
    case 'jq':
      return jqShaper(shaping.source!)
    case 'template':
      return templateShaper(shaping.source!)
    case 'csv':
    case 'tsv':
      return rowsShaper(shaping.kind)
    default:
      throw new Error(`svc: no shaper for ${shaping.kind}`)
  }
}

/** The value's JSON text with every credential masked (in parts for a long list, never joined twice). */
function maskedJson(value: unknown, masker: Masker): string {
  return masker.maskParts(jsonParts(value ?? null)).join('')
}

/** jq's own message, one line per line it wrote, without control characters. */
const jqMessage = (stderr: string) =>
  stderr
    .split('\n')
    .map(l => neutralize(messageText(l)).trim())
    .filter(l => l.length > 0)
    .join('\n  ')

async function jqShaper(expr: string): Promise<Shaper> {
  const { loadJq } = await import('jq-wasm/inline')
  const jq = await loadJq()
  // jq exits 3 when the program does not compile, whatever the input: checked on `null`.
  const probe = jq.raw('null', expr, ['-c'])
  if (probe.exitCode === 3) throw new UsageError(`--jq: the expression does not compile: ${jqMessage(probe.stderr)}`)
  return {
    write(value, out, masker, fields) {
      const run = jq.raw(maskedJson(keepFields(value, fields), masker), expr, ['-c'])
      // One compact JSON value per line: a string is printed raw (as gh and jq -r do), anything
      // else as JSON (neutralized the JSON way, keeping its value).
      let text = ''
      for (const line of run.stdout.split('\n')) {
        if (line === '') continue
        const parsed: unknown = line.startsWith('"') ? JSON.parse(line) : undefined
        text += typeof parsed === 'string' ? `${neutralize(cleanText(parsed))}\n` : `${neutralizeJson(line)}\n`
        if (text.length > 1 << 16) {
          out(masker.mask(text))
          text = ''
        }
      }
      if (text) out(masker.mask(text))
      if (run.exitCode !== 0) throw new OutputError(`--jq: ${jqMessage(run.stderr) || `jq exited with ${run.exitCode}`}`)
    }
  }
}

/** A template value as text: server text without control characters; a record or list as JSON. */
function templateText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return cleanText(v)
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

/** The helpers a template may call besides Handlebars' own (each, if, unless, with, lookup). */
const TEMPLATE_HELPERS: Record<string, (...args: unknown[]) => unknown> = {
  nl: () => '\n',
  tab: () => '\t',
  json: (v: unknown) => JSON.stringify(v ?? null),
  join: (list: unknown, sep: unknown) =>
    Array.isArray(list) ? list.map(templateText).join(typeof sep === 'string' ? sep : ', ') : templateText(list)
}

async function templateShaper(source: string): Promise<Shaper> {
  const Handlebars = (await import('handlebars/dist/cjs/handlebars.js')).default
  // `{{x}}` writes through escapeExpression: not HTML-escaped here (the output is text), but
  // records and lists as JSON and server text without control characters.
  Handlebars.Utils.escapeExpression = templateText as (s: string) => string
  const hb = Handlebars.create()
  for (const [name, fn] of Object.entries(TEMPLATE_HELPERS)) hb.registerHelper(name, fn)
  const options = {
    strict: false,
    knownHelpersOnly: true,
    knownHelpers: Object.fromEntries(Object.keys(TEMPLATE_HELPERS).map(k => [k, true]))
  }
  try {
    hb.precompile(source, options)
  } catch (e) {
    throw new UsageError(`--template: ${neutralize(cleanText((e as Error).message))}`)
  }
  const render = hb.compile(source, options)
  return {
    write(value, out, masker, fields) {
      // The data is the masked answer, so no credential can come out through a helper either.
      const data: unknown = JSON.parse(maskedJson(keepFields(value, fields), masker))
      let text: string
      try {
        text = render(data)
      } catch (e) {
        throw new OutputError(`--template: ${neutralize(cleanText((e as Error).message))}`)
      }
      out(masker.mask(neutralize(text)))
    }
  }
}

/** A cell of csv / tsv: text as it is (no control characters), numbers and booleans as written, a record or list as JSON. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return neutralize(cleanText(v))
  if (typeof v === 'object') return neutralizeJson(JSON.stringify(v))
  return String(v)
}

/** A tsv cell: a backslash, tab, newline or carriage return written as `\\`, `\t`, `\n`, `\r`. */
const tsvCell = (s: string) => s.replace(/[\\\t\n\r]/g, c => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)

/** `{a: {b: 1}}` → `{'a.b': 1}` (the columns of a record). */
function flatten(value: Rec, prefix = '', out: Rec = {}): Rec {
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (isRecord(v) && Object.keys(v).length > 0) flatten(v, key, out)
    else out[key] = v
  }
  return out
}

/** Rows written per part: a long list is never one string. */
const PART_ROWS = 1000

async function rowsShaper(format: 'csv' | 'tsv'): Promise<Shaper> {
  const stringify = format === 'csv' ? (await import('csv-stringify/sync')).stringify : undefined
  return {
    write(value, out, masker, fields) {
      if (value === null || value === undefined) return
      const list = Array.isArray(value) ? value : [value]
      keepFields(list, fields)
      // Columns: --fields, else every field of the rows in the order first seen (a list of
      // scalars: one column, `value`).
      let columns = fields
      if (!columns) {
        const seen = new Set<string>()
        for (const row of list) for (const k of isRecord(row) ? Object.keys(flatten(row)) : ['value']) seen.add(k)
        columns = [...seen]
      }
      const cells = (row: unknown) => columns.map(c => cellText(isRecord(row) ? valueAt(row, c) : c === 'value' ? row : undefined))
      // csv has a header line; tsv has none (for `while read` and cut, as gh's piped output).
      const lines = (rows: string[][]) =>
        stringify ? stringify(rows, { record_delimiter: 'unix' }) : rows.map(r => `${r.map(tsvCell).join('\t')}\n`).join('')
      if (stringify) out(masker.mask(lines([columns])))
      for (let start = 0; start < list.length; start += PART_ROWS) out(masker.mask(lines(list.slice(start, start + PART_ROWS).map(cells))))
    }
  }
}
