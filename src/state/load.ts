// Reading a desired-state file: YAML (or JSON, which YAML reads too), checked against the zod
// schema. Every complaint names the file, the line and the field's path, and quotes no value (a
// misplaced password must not be echoed).
//
// One YAML library, js-yaml (YAML 1.2's core schema: no timestamps, no merge keys; it passes the
// YAML test suite). A valid file is built straight from the text (a file of 10,000 users in ~0.1 s:
// eemeli/yaml, which keeps a node per value with its position, took 15 times as long). Only when the
// schema refuses the data is the text read again, as js-yaml's parser events, which carry offsets: the
// line of each complaint's path is found there (see lineOf).
import { readFile } from 'node:fs/promises'
import { EVENT_ID, YAMLException, getScalarValue, loadAll, parseEvents, type Event } from 'js-yaml'
import { UsageError } from '../errors.js'
import type * as z from '../registry/zod.js'
import { neutralize } from '../text.js'
import { STATE_KEY_ENV } from './fingerprint.js'
import { itemsOf, stateFile, type StateFile } from './schema.js'

type Issue = z.core.$ZodIssue
type Path = PropertyKey[]

const wrapperShaped = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && 'items' in v && Object.keys(v).every(k => k === 'items' || k === 'prune')

function valueAt(root: unknown, path: Path): unknown {
  let v = root
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined
  return v
}

/**
 * The issues to report: a collection's union (`items` or `{ prune, items }`) is reported in the form
 * the file used, not as "invalid input" for both; unknown keys one by one, at their own path.
 */
function flatten(issues: readonly Issue[], root: unknown, base: Path = []): Array<{ path: Path; message: string }> {
  const out: Array<{ path: Path; message: string }> = []
  for (const issue of issues) {
    const path = [...base, ...issue.path]
    if (issue.code === 'invalid_union' && issue.errors.length === 2) {
      const branch = wrapperShaped(valueAt(root, path)) ? issue.errors[0] : issue.errors[1]
      out.push(...flatten(branch, root, path))
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: [...path, key], message: 'unknown field' })
    } else if (issue.code === 'invalid_key') {
      out.push(...flatten(issue.issues, root, path).map(i => ({ ...i, message: `name ${i.message.toLowerCase()}` })))
    } else out.push({ path, message: issue.message.charAt(0).toLowerCase() + issue.message.slice(1) })
  }
  return out
}

export const pathText = (path: Path): string =>
  path
    .map((k, i) =>
      typeof k === 'number'
        ? `[${k}]`
        : /^[A-Za-z_$][\w$-]*$/.test(String(k))
          ? `${i ? '.' : ''}${String(k)}`
          : `["${neutralize(String(k))}"]`
    )
    .join('')

/**
 * Aliases are references in js-yaml's data, so a few of them can name a billion values (the "billion
 * laughs"), which validation would then walk. Every value of a file without aliases takes at least a
 * character of its text: more values than that means aliases expanding too far.
 */
function checkExpansion(data: unknown, text: string, name: string): void {
  let budget = text.length + 1
  const walk = (v: unknown): void => {
    if (--budget < 0) throw new UsageError(`${name}: aliases expand to more values than the file has characters; write the values out`)
    if (Array.isArray(v)) for (const x of v) walk(x)
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) walk(x)
  }
  walk(data)
}

/**
 * The 1-based line of each path (a key's own line in a mapping, an item's in a sequence), read from
 * the parser's events: one pass, a stack of the open collections and where each stands.
 */
function linesOf(text: string): Map<string, number> {
  const lineStarts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  const lineAt = (offset: number) => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (lineStarts[mid] <= offset) lo = mid
      else hi = mid - 1
    }
    return lo + 1
  }
  const at = (e: Event) =>
    'valueStart' in e && e.valueStart >= 0
      ? e.valueStart
      : 'start' in e
        ? e.start
        : 'anchorStart' in e && e.anchorStart >= 0
          ? e.anchorStart
          : -1
  type Frame = { path: string; mapping: boolean; index: number; key?: string }
  const lines = new Map<string, number>()
  const stack: Frame[] = []
  /** The first line seen for a path: where its key (or item, or the document's root) starts. */
  const record = (path: string, e: Event) => {
    if (!lines.has(path) && at(e) >= 0) lines.set(path, lineAt(at(e)))
    return path
  }
  /** The path of the value the event begins, or undefined for a mapping's key (then remembered). */
  const place = (e: Event): string | undefined => {
    const top = stack[stack.length - 1]
    if (!top) return record('', e)
    if (!top.mapping) return record(`${top.path}\u0000${top.index++}`, e)
    if (top.key === undefined) {
      top.key = e.type === EVENT_ID.SCALAR ? getScalarValue(text, e) : '?'
      record(`${top.path}\u0000${top.key}`, e)
      return undefined
    }
    const path = `${top.path}\u0000${top.key}`
    top.key = undefined
    return path
  }
  for (const e of parseEvents(text, {})) {
    if (e.type === EVENT_ID.DOCUMENT) continue
    if (e.type === EVENT_ID.POP) {
      stack.pop()
      continue
    }
    const path = place(e)
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE)
      // A collection as a mapping's key (legal YAML, never a state file's) gets a path no complaint names.
      stack.push({ path: path ?? '\u0001', mapping: e.type === EVENT_ID.MAPPING, index: 0 })
  }
  return lines
}

/** Parses and validates the text of a state file; `name` is how errors name it. */
export function parseState(text: string, name: string): StateFile {
  let data: unknown
  try {
    // loadAll: an empty file (or one of comments only) is no document, which load refuses.
    const documents = loadAll(text)
    if (documents.length > 1)
      throw new UsageError(`${name}: one YAML document expected, found ${documents.length} (a line "---" starts another)`)
    data = documents[0] ?? {}
  } catch (e) {
    if (!(e instanceof YAMLException)) throw e
    const at = e.mark ? `:${e.mark.line + 1}:${e.mark.column + 1}` : ''
    throw new UsageError(`${name}${at}: not valid YAML or JSON: ${neutralize(e.reason)}`)
  }
  if (/[*]/.test(text)) checkExpansion(data, text, name)
  const parsed = stateFile.safeParse(data)
  if (parsed.success) return parsed.data
  const lines = linesOf(text)
  throw new UsageError(
    flatten(parsed.error.issues, data)
      .slice(0, 10)
      .map(({ path, message }) => {
        // The line of the deepest part of the path the file has (a missing field: its parent's).
        let line: number | undefined
        for (let n = path.length; n >= 0 && line === undefined; n--)
          line = lines.get(
            path
              .slice(0, n)
              .map(k => `\u0000${String(k)}`)
              .join('')
          )
        return `${name}${line ? `:${line}` : ''}: ${pathText(path) || '(top level)'}: ${message}`
      })
      .join('\n')
  )
}

/** Reads and validates a state file. */
export async function loadState(file: string): Promise<StateFile> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (e) {
    throw new UsageError(`cannot read the state file "${neutralize(file)}" (${(e as { code?: string }).code ?? 'error'})`)
  }
  return parseState(text, neutralize(file))
}

/** Every environment variable the state names (passwords, secrets, hook secrets). */
export function envNamesOf(state: StateFile): string[] {
  const names = new Set<string>()
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') {
      if (typeof (v as { value_from_env?: unknown }).value_from_env === 'string' && Object.keys(v).length === 1)
        names.add((v as { value_from_env: string }).value_from_env)
      else Object.values(v).forEach(walk)
    }
  }
  walk(state)
  return [...names]
}

/** The variables whose values are credentials while the state is planned or applied: the file's and the fingerprints' key. */
export const credentialNames = (state: StateFile): string[] => [...envNamesOf(state), STATE_KEY_ENV]

export { itemsOf }
