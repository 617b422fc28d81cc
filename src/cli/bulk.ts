// Bulk work from the shell: a create, add or set command with `--params @FILE` (a JSON array of
// params objects, NDJSON, or CSV with a header row of param names), `--params -` (the same on
// standard input) or `--params JSON` runs every item as the action's batch does
// (src/client/batch.ts: one piece of code for both): every item validated before anything is
// sent, `--concurrency` calls at once, one outcome line per item, a summary, exit 1 when any
// failed, each failure named by index and what it is about. A single JSON object stays a single
// call. Params given on the command line (arguments and flags) go into every item; an item that
// sets one of them too is refused. The input is read up to 64 MiB, the bound of a state file.
import { positionOf } from '../action/json-position.js'
import { describeError, itemName, itemRef, outcomeOf, runBatch, statusOf, validateItems, type Outcome } from '../client/batch.js'
import { resultValue, type Forge, type PlannedRequest, type RunOptions } from '../client/index.js'
import { UsageError } from '../errors.js'
import { callOption, type Operation } from '../registry/types.js'
import type { GlobalValues } from './connection.js'
import type { Io } from './io.js'
import { InputTooLarge, readBounded } from '../read-bounded.js'
import { clip, neutralize } from '../text.js'
import { argNameOf, collectList, expandHome, flagOf, type ParamInfo } from './params.js'
import { readStdinText } from './secrets.js'
import { didYouMean, inCliWords } from './words.js'
import { ExitCode } from './exit-code.js'

export interface Items {
  items: Record<string, unknown>[]
  /** An array or NDJSON: a batch (one outcome line each); a single object: one call as with flags. */
  batch: boolean
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * The items of a `--params` text: a JSON object (one call), a JSON array of objects, or NDJSON
 * (one object a line; blank lines skipped). Errors name the line and column, never quote the text
 * (it may hold passwords).
 */
export function parseItems(text: string, label = '--params'): Items {
  if (text.trim() === '') throw new UsageError(`${label}: no items (expected a JSON array of params objects, or one object a line)`)
  let whole: unknown
  let wholeError: unknown
  try {
    whole = JSON.parse(text)
  } catch (e) {
    wholeError = e
  }
  if (wholeError === undefined) {
    if (isObject(whole)) return { items: [whole], batch: false }
    if (Array.isArray(whole)) {
      if (whole.length === 0) throw new UsageError(`${label}: an empty array (no items to run)`)
      const bad = whole.findIndex(v => !isObject(v))
      if (bad >= 0) throw new UsageError(`${label}: params[${bad}] is not a JSON object (each item is an object of params)`)
      return { items: whole as Record<string, unknown>[], batch: true }
    }
    throw new UsageError(
      `${label}: expected a JSON array of params objects (or one object a line), not ${whole === null ? 'null' : typeof whole}`
    )
  }
  // Not one JSON text: one object a line (NDJSON); an array, or a single line, is one text that is broken.
  const lines = text.split('\n')
  const first = text.trimStart()[0]
  if (first === '[' || lines.filter(l => l.trim() !== '').length < 2)
    throw new UsageError(`${label}: not valid JSON${positionOf(text, wholeError)}`)
  const items: Record<string, unknown>[] = []
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/\r$/, '')
    if (line.trim() === '') continue
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (e) {
      // The first line broken: perhaps one pretty-printed object, whose error says where.
      if (items.length === 0) throw new UsageError(`${label}: not valid JSON${positionOf(text, wholeError)}`)
      const at = positionOf(line, e).replace(/at position \d+, line 1 column (\d+)/, 'at column $1')
      throw new UsageError(`${label}: line ${i + 1} is not valid JSON${at}`)
    }
    if (!isObject(value)) throw new UsageError(`${label}: line ${i + 1} is not a JSON object (one object of params a line)`)
    items.push(value)
  }
  return { items, batch: true }
}

/**
 * `--params`'s value: `-` standard input, `@FILE` a file (read as it comes, up to 64 MiB: a device
 * or a FIFO too), anything else the JSON itself. Text that does not start with `{` or `[` is CSV,
 * its header row naming the params (`columns`: the command's params).
 */
export async function readItems(raw: string, columns: readonly ParamInfo[]): Promise<Items> {
  let text: string
  let label: string
  if (raw === '-') {
    text = await readStdinText('the items of --params -')
    label = '--params - (standard input)'
  } else if (raw.startsWith('@')) {
    label = `--params @${neutralize(clip(raw.slice(1), 200))}`
    try {
      text = (await readBounded(expandHome(raw.slice(1)))).toString('utf8')
    } catch (e) {
      if (e instanceof InputTooLarge) throw new UsageError(`${label}: ${e.message} (the bound of a state file too); split the items`)
      throw new UsageError(`${label}: cannot read the file (${(e as { code?: string }).code ?? 'error'})`)
    }
  } else return parseItems(raw)
  const start = text.replace(/^\uFEFF/, '').trimStart()[0]
  if (start !== undefined && start !== '{' && start !== '[') return parseCsvItems(text, label, columns)
  return parseItems(text, label)
}

/** What a CSV cell must look like for its param's kind (the errors name the line and column, never the value). */
function cellValue(info: ParamInfo, cell: string, where: string): unknown {
  switch (info.kind) {
    case 'integer':
      if (!/^-?\d+$/.test(cell.trim())) throw new UsageError(`${where}: expected a whole number`)
      return Number(cell.trim())
    case 'id-or-name':
      return /^\d+$/.test(cell.trim()) ? Number(cell.trim()) : cell
    case 'boolean':
      if (!/^(true|false)$/i.test(cell.trim())) throw new UsageError(`${where}: expected true or false`)
      return cell.trim().toLowerCase() === 'true'
    case 'list': {
      const items = collectList(cell, undefined)
      if (!info.integers) return items
      if (!items.every(v => /^\d+$/.test(v))) throw new UsageError(`${where}: expected whole numbers separated by commas`)
      return items.map(Number)
    }
    case 'json': {
      let value: unknown
      try {
        value = JSON.parse(cell)
      } catch {
        throw new UsageError(`${where}: not valid JSON (a JSON object, such as {"key":"value"})`)
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new UsageError(`${where}: expected a JSON object`)
      return value
    }
    default:
      // A cell is the value itself: `@FILE` is not read (a CSV from someone else cannot send a local file).
      return cell
  }
}

/**
 * CSV items (an admin's user list from a spreadsheet): the header row names the params (as in
 * docs/operations.md, or as the command's flags: `must-change-password`), each further row is one
 * item, an empty cell leaves its param out. Cells are typed by the param (true/false, whole
 * numbers, comma-separated lists, JSON objects); a cell is never read as @FILE. Errors name the
 * line and column, never a value (a cell may be a password).
 */
export async function parseCsvItems(text: string, label: string, columns: readonly ParamInfo[]): Promise<Items> {
  const { parse, CsvError } = await import('csv-parse/sync')
  let rows: Array<{ record: string[]; info: { lines: number } }>
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, info: true }) as unknown as typeof rows
  } catch (e) {
    // csv-parse's messages quote the field: only its line and kind are said.
    if (e instanceof CsvError) {
      const line = (e as { lines?: number }).lines
      const kind = e.code.replace(/^CSV_/, '').toLowerCase().replace(/_/g, ' ')
      throw new UsageError(
        `${label}: not valid CSV${line ? ` at line ${line}` : ''} (${kind}); read as CSV as it does not start with { or [`
      )
    }
    throw e
  }
  if (rows.length === 0) throw new UsageError(`${label}: no items (a CSV header row of param names, then one row an item)`)
  const byName = new Map<string, ParamInfo>()
  for (const info of columns) for (const n of [info.name, flagOf(info.name), argNameOf(info.name)]) byName.set(n, info)
  const header = rows[0].record.map((raw, i) => {
    const name = raw.trim()
    const info = byName.get(name)
    if (!info) {
      const shown = JSON.stringify(neutralize(clip(name, 60)))
      throw new UsageError(
        `${label}: CSV column ${i + 1} ${shown} is not a param of this command${didYouMean(
          name,
          columns.map(c => c.name)
        )} (params: ${columns.map(c => c.name).join(', ')}; read as CSV as it does not start with { or [)`
      )
    }
    return info
  })
  const twice = header.findIndex((info, i) => header.findIndex(h => h.name === info.name) !== i)
  if (twice >= 0) throw new UsageError(`${label}: CSV column ${twice + 1} names ${header[twice].name} again (one column a param)`)
  if (rows.length === 1) throw new UsageError(`${label}: a CSV header row and no items`)
  // Lines as the file has them (a quoted cell may span lines: the line its record ends on).
  const items = rows.slice(1).map(({ record, info }) => {
    const item: Record<string, unknown> = {}
    record.forEach((cell, c) => {
      if (cell === '') return
      item[header[c].name] = cellValue(header[c], cell, `${label}: CSV line ${info.lines}, column ${header[c].name}`)
    })
    return item
  })
  return { items, batch: true }
}

/**
 * The items with the command line's params in each. An item that sets a param the command line
 * sets too is refused: which value was meant cannot be known.
 */
export function withShared(op: Operation, items: Items, shared: Record<string, unknown>, labels: Map<string, string>): Items {
  const given = Object.keys(shared).filter(k => shared[k] !== undefined)
  return {
    batch: items.batch,
    items: items.items.map((item, i) => {
      const both = given.filter(k => Object.hasOwn(item, k))
      if (both.length > 0) {
        const where = items.batch ? `${itemRef(op, item, i)} sets` : 'the params object sets'
        throw new UsageError(
          `--params: ${where} ${both.join(', ')}, which the command line gives too (${both.map(k => labels.get(k) ?? `--${flagOf(k)}`).join(', ')}): give each in one place`
        )
      }
      return { ...shared, ...item }
    })
  }
}

/** `--concurrency` as the registry bounds it (1 to 32), default the action's. */
export function concurrencyOf(g: GlobalValues): number {
  const o = callOption('concurrency')
  if (g.concurrency === undefined) return o.default
  const t = o.type as { min: number; max: number }
  const n = /^\d+$/.test(g.concurrency.trim()) ? Number(g.concurrency.trim()) : NaN
  if (!(n >= t.min && n <= t.max)) throw new UsageError(`--concurrency: expected a whole number from ${t.min} to ${t.max}`)
  return n
}

const planLines = (plan: PlannedRequest[]) =>
  plan.map(p => `  ${p.method} ${p.url}${p.body === undefined ? '' : ` ${JSON.stringify(p.body)}`}${p.sudo ? ` (Sudo: ${p.sudo})` : ''}`)

export interface BulkRun {
  forge: Forge
  op: Operation
  items: Record<string, unknown>[]
  /** Params the command line gave every item: an item is named by its own (`[1 collaborator bob]`). */
  shared: string[]
  concurrency: number
  failFast: boolean
  run: RunOptions
  /** Outcome lines on stdout (text output) or on stderr (the answer is data on stdout). */
  linesToStdout: boolean
}

/**
 * Runs the items and says how each went, in input order as they end: `[3 username bob] created
 * (201)`, `[4 username eve] failed: ...`. Returns every item's value as the action's `result`
 * holds it (`{"error", "status"}` for a failed one); a summary is said on stderr, and when any
 * item failed, `failure` is the exit (1) the caller throws after writing the output.
 */
export async function runBulk(b: BulkRun, io: Io): Promise<{ values: unknown[]; failure?: ExitCode }> {
  const { op, items } = b
  const masker = io.masker
  const calls = validateItems(op, items, masker)
  const own = (i: number) => Object.fromEntries(Object.entries(calls[i].params).filter(([k]) => !b.shared.includes(k)))
  const nameOf = (i: number) => itemName(op, own(i)) ?? itemName(op, calls[i].params)
  const tag = (i: number) => `[${i}${nameOf(i) ? ` ${nameOf(i)}` : ''}]`
  calls.forEach((c, i) => {
    for (const w of c.warnings) io.err(`svc: warning: ${masker.safe(`${tag(i)} ${w}`)}\n`)
  })
  const say = b.linesToStdout ? io.out : io.err
  const values: unknown[] = new Array(items.length)
  const counts = new Map<string, number>()
  const inOrder = (i: number, o: Outcome) => {
    const status = statusOf(o)
    let what: string
    if (o.ok) {
      what = outcomeOf(op, o.result)
      values[i] = resultValue(o.result)
      for (const w of o.result.warnings) io.err(`svc: warning: ${masker.safe(`${tag(i)} ${w}`)}\n`)
    } else {
      what = o.skipped ? 'skipped (fail-fast)' : 'failed'
      // The hints in the CLI's words (`--on-exists skip`), as a single call's error says them.
      const message = o.skipped
        ? 'not run: an earlier item failed and --fail-fast is set'
        : inCliWords(describeError(o.error, masker), op.domain)
      values[i] = { error: message, status, ...(o.skipped ? { skipped: true } : {}) }
      what += `: ${message}`
    }
    counts.set(what.replace(/:.*$/, ''), (counts.get(what.replace(/:.*$/, '')) ?? 0) + 1)
    const plan = o.ok && o.result.dryRun ? planLines(o.result.dryRun).map(l => `${masker.safe(l)}\n`) : []
    say(`${masker.safe(`${tag(i)} ${what}${o.ok && status ? ` (${status})` : ''}`)}\n${plan.join('')}`)
  }
  const outcomes = await runBatch(b.forge, op, items, calls, { concurrency: b.concurrency, failFast: b.failFast, run: b.run }, masker, {
    inOrder
  })
  const failures = outcomes.flatMap((o, i) => (!o.ok && !o.skipped ? [i] : []))
  const tally = [...counts.entries()].map(([k, n]) => `${n} ${k}`).join(', ')
  const summary = `${items.length} item${items.length === 1 ? '' : 's'}: ${tally}`
  if (failures.length === 0) {
    io.err(`svc: ${masker.safe(summary)}\n`)
    return { values }
  }
  const named = failures.map(i => `params[${i}]${nameOf(i) ? ` (${nameOf(i)})` : ''}`)
  return { values, failure: new ExitCode(1, masker.safe(`${summary}; failed: ${named.join(', ')}`)) }
}
