// The shapers of output to pipe (see shape.ts): `--jq EXPR` (jq 1.8 compiled to WebAssembly,
// bundled), `--template` (Handlebars), `-o csv|tsv`. Each shapes the value `-o json` prints (the
// action's `result`), after every credential in it is masked; what comes out is masked again and
// neutralized (no control characters or `::` from server text reach the terminal raw). This module
// is loaded only when one is asked for, and each library only with its own flag: a chunk of the
// bundle each. An expression or template that cannot compile is refused before anything is sent
// (exit 2); one that fails on the answer is an OutputError (exit 1).
import { OutputError, UsageError } from '../errors.js'
import type { Masker } from '../masker.js'
import { cleanText, jsonParts, messageText, neutralize, neutralizeJson } from '../text.js'
import { isRecord, keepFields, valueAt, type Rec, type Shaper, type Shaping } from './shape.js'

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
