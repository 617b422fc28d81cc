// Reading a desired-state file: YAML (or JSON, which YAML reads too), checked against the zod
// schema. Every complaint names the file, the line and the field's path, and quotes no value (a
// misplaced password must not be echoed).
//
// Two parsers, one for each case: a valid file is read by js-yaml, which builds the data straight
// from the text (a file of 10,000 users in ~0.1 s); a file it refuses, or whose data the schema
// refuses, is read again by eemeli/yaml, whose document keeps every node's position for the
// message (~15 times slower: 1.5 s for that file, most of a plan's time against a near server).
// Both read YAML 1.2's core schema (no timestamps, no merge keys).
import { readFile } from 'node:fs/promises'
import { load as loadFast } from 'js-yaml'
import { LineCounter, parseDocument, isNode } from 'yaml'
import { UsageError } from '../errors.js'
import type * as z from '../registry/zod.js'
import { neutralize } from '../text.js'
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
 * The file's state when js-yaml reads it and the schema takes it; undefined otherwise (the slow path
 * then says why). Aliases send a file to the slow path, which bounds how far they expand.
 */
function fastParse(text: string): StateFile | undefined {
  let data: unknown
  try {
    data = loadFast(text, { maxAliases: 0 })
  } catch {
    return undefined
  }
  if (data === null || typeof data !== 'object') return undefined
  const parsed = stateFile.safeParse(data)
  return parsed.success ? parsed.data : undefined
}

/** Parses and validates the text of a state file; `name` is how errors name it. */
export function parseState(text: string, name: string): StateFile {
  const fast = fastParse(text)
  if (fast) return fast
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: false })
  if (doc.errors.length > 0) {
    const e = doc.errors[0]
    const at = lineCounter.linePos(e.pos[0])
    throw new UsageError(`${name}:${at.line}:${at.col}: not valid YAML or JSON: ${neutralize(e.message.split('\n')[0])}`)
  }
  const data: unknown = doc.toJS({ maxAliasCount: 100 }) ?? {}
  const parsed = stateFile.safeParse(data)
  if (parsed.success) return parsed.data
  const lines = flatten(parsed.error.issues, data)
    .slice(0, 10)
    .map(({ path, message }) => {
      // The line of the deepest node the path reaches (an unknown key's own line; a missing field's parent).
      let line: number | undefined
      for (let n = path.length; n >= 0 && line === undefined; n--) {
        const node: unknown = n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as Array<string | number>, true)
        if (isNode(node) && node.range) line = lineCounter.linePos(node.range[0]).line
        else if (n > 0) {
          // A key whose value is null or absent: the pair's key node.
          const parent: unknown = n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1) as Array<string | number>, true)
          const pair = parent && typeof parent === 'object' && 'items' in parent ? (parent as { items: unknown[] }).items : []
          for (const p of pair)
            if (p && typeof p === 'object' && 'key' in p && isNode((p as { key: unknown }).key)) {
              const k = (p as { key: { value?: unknown; range?: [number, number, number] } }).key
              if (String(k.value) === String(path[n - 1]) && k.range) line = lineCounter.linePos(k.range[0]).line
            }
        }
      }
      return `${name}${line ? `:${line}` : ''}: ${pathText(path) || '(top level)'}: ${message}`
    })
  throw new UsageError(lines.join('\n'))
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

export { itemsOf }
