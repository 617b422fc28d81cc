// The shapers of output to pipe (see shape.ts): `--jq EXPR` (jq 1.8 compiled to WebAssembly,
// bundled), `--template` (Handlebars), `-o csv|tsv`. Each shapes the value `-o json` prints (the
// action's `result`), after every credential in it is masked; what comes out is masked again, and
// server text is written without its control characters (JSON escapes them), `::` as it is (data
// is byte-exact; stdout.ts stops a runner's commands around it). csv / tsv cells that a
// spreadsheet would run as a formula get a leading `'` (unless --csv-raw). This module
// is loaded only when one is asked for, and each library only with its own flag: a chunk of the
// bundle each. An expression or template that cannot compile is refused before anything is sent
// (exit 2); one that fails on the answer is an OutputError (exit 1).
import { OutputError, UsageError } from '../errors.js'
import type { Masker } from '../masker.js'
import { cleanText, jsonParts, messageText, neutralize, neutralizeJson } from '../text.js'
import { isRecord, keepFields, measure, valueAt, type Rec, type Shaper, type Shaping } from './shape.js'

/** Loads what the shaping needs and compiles its expression or template (errors before any request). */
export async function prepareShaper(shaping: Shaping): Promise<Shaper> {
  switch (shaping.kind) {
    case 'jq':
      return jqShaper(shaping.source!)
    case 'template':
      return templateShaper(shaping.source!)
    case 'csv':
    case 'tsv':
      return rowsShaper(shaping.kind, shaping.csvRaw === true)
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

/**
 * The most values (arrays, records, keys, scalars) the bundled jq is given: its WebAssembly memory
 * runs out (`Aborted()`) from about 2 million (100,000 users read with --paginate are ~5 million).
 */
export const JQ_MAX_VALUES = 1_000_000

const JQ_TOO_BIG = `the bundled jq takes at most ${JQ_MAX_VALUES.toLocaleString('en')} values: narrow the answer first (--fields, or --limit without --paginate), or pipe -o json to a jq of your own`

async function jqShaper(expr: string): Promise<Shaper> {
  const { loadJq } = await import('jq-wasm/inline')
  const jq = await loadJq()
  // jq exits 3 when the program does not compile, whatever the input: checked on `null`.
  const probe = jq.raw('null', expr, ['-c'])
  if (probe.exitCode === 3) throw new UsageError(`--jq: the expression does not compile: ${jqMessage(probe.stderr)}`)
  return {
    write(value, out, masker, fields) {
      const input = keepFields(value, fields)
      const values = measure(input)
      if (values > JQ_MAX_VALUES) throw new OutputError(`--jq: the answer holds ${values.toLocaleString('en')} values; ${JQ_TOO_BIG}`)
      let run: ReturnType<typeof jq.raw>
      try {
        run = jq.raw(maskedJson(input, masker), expr, ['-c'])
      } catch (e) {
        // The WebAssembly jq aborts when its memory runs out (long strings count too).
        throw new OutputError(
          `--jq: jq ran out of memory on this answer (${neutralize(messageText(String(e))).slice(0, 80)}); ${JQ_TOO_BIG}`
        )
      }
      // One compact JSON value per line: a string is printed raw (as gh and jq -r do) without its
      // control characters, anything else as JSON (its control characters and command forms
      // escaped, keeping its value).
      let text = ''
      for (const line of run.stdout.split('\n')) {
        if (line === '') continue
        const parsed: unknown = line.startsWith('"') ? JSON.parse(line) : undefined
        text += typeof parsed === 'string' ? `${cleanText(parsed)}\n` : `${neutralizeJson(line)}\n`
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
  // Handlebars' own `log` writes its arguments to the console, raw and past every cleaning: gone,
  // and unknown to the compiler, so a template that calls it is refused before anything is sent.
  hb.unregisterHelper('log')
  for (const [name, fn] of Object.entries(TEMPLATE_HELPERS)) hb.registerHelper(name, fn)
  const options = {
    strict: false,
    knownHelpersOnly: true,
    knownHelpers: { ...Object.fromEntries(Object.keys(TEMPLATE_HELPERS).map(k => [k, true])), log: false }
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
      out(masker.mask(cleanText(text)))
    }
  }
}

/**
 * Text a spreadsheet runs as a formula when a cell starts with it (OWASP's CSV injection list:
 * `=`, `+`, `-`, `@`, tab and carriage return; the last is dropped as a control character first).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell of csv / tsv: text as it is (no control characters but tab and newline), numbers and
 * booleans as written, a record or list as JSON. Text a spreadsheet would run as a formula starts
 * with a `'` (which the spreadsheet shows as text, and hides) unless `raw`. A header cell (a key of
 * the server's record) is such text too.
 */
function cellText(v: unknown, raw: boolean): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  const text = typeof v === 'string' ? cleanText(v) : neutralizeJson(JSON.stringify(v))
  return !raw && FORMULA_START.test(text) ? `'${text}` : text
}

/** A tsv cell: a backslash, tab, newline or carriage return written as `\\`, `\t`, `\n`, `\r`. */
const tsvCell = (s: string) => s.replace(/[\\\t\n\r]/g, c => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)

/** `{a: {b: 1}}` → `{'a.b': 1}` (the columns of a record; a key `__proto__` is a column too). */
function flatten(value: Rec, prefix = '', out: Rec = Object.create(null) as Rec): Rec {
  for (const [k, v] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (isRecord(v) && Object.keys(v).length > 0) flatten(v, key, out)
    else out[key] = v
  }
  return out
}

/** Rows written per part: a long list is never one string. */
const PART_ROWS = 1000

async function rowsShaper(format: 'csv' | 'tsv', raw: boolean): Promise<Shaper> {
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
      const cells = (row: unknown) => columns.map(c => cellText(isRecord(row) ? valueAt(row, c) : c === 'value' ? row : undefined, raw))
      // csv has a header line; tsv has none (for `while read` and cut, as gh's piped output). A
      // cell with a `'` before a formula is quoted, as OWASP advises.
      const lines = (rows: string[][]) =>
        stringify
          ? stringify(rows, { record_delimiter: 'unix', quoted_match: /^'[=+\-@\t]/ })
          : rows.map(r => `${r.map(tsvCell).join('\t')}\n`).join('')
      if (stringify) out(masker.mask(lines([columns.map(c => cellText(c, raw))])))
      for (let start = 0; start < list.length; start += PART_ROWS) out(masker.mask(lines(list.slice(start, start + PART_ROWS).map(cells))))
    }
  }
}
