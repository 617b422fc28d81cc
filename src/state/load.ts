// Reading a desired-state file: YAML (or JSON, which YAML reads too), checked against the zod
// schema. Every complaint names the file, the line and the field's path, and quotes no value (a
// misplaced password must not be echoed).
//
// One YAML library, js-yaml (YAML 1.2's core schema: no timestamps, no merge keys; it passes the
// YAML test suite). A valid file is built straight from the text (a file of 10,000 users in ~0.1 s:
// eemeli/yaml, which keeps a node per value with its position, took 15 times as long). Only when the
// schema refuses the data is the text read again, as js-yaml's parser events, which carry offsets: the
// line of each complaint's path is found there (see lineOf).
import { constants, realpathSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { closest, distance } from 'fastest-levenshtein'
import { EVENT_ID, YAMLException, getScalarValue, loadAll, parseEvents, type Event } from 'js-yaml'
import { UsageError } from '../errors.js'
import type * as z from '../registry/zod.js'
import { clip, neutralize } from '../text.js'
import { InputTooLarge, MAX_INPUT_BYTES, readBounded } from '../read-bounded.js'
import type { RunCredentials } from './credential-rule.js'
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

interface SchemaDef {
  type: string
  innerType?: z.ZodMiniType
  shape?: Record<string, z.ZodMiniType>
  valueType?: z.ZodMiniType
  element?: z.ZodMiniType
  options?: z.ZodMiniType[]
  in?: z.ZodMiniType
}
const defOf = (s: z.ZodMiniType) => (s as unknown as { def: SchemaDef }).def

/** The object schemas that may sit at `path` of a value of `schema` (every branch of a union). */
function objectsAt(schema: z.ZodMiniType, path: Path): Array<Record<string, z.ZodMiniType>> {
  const d = defOf(schema)
  if (d.innerType) return objectsAt(d.innerType, path)
  if (d.type === 'pipe' && d.in) return objectsAt(d.in, path)
  if (d.options) return d.options.flatMap(o => objectsAt(o, path))
  if (path.length === 0) return d.type === 'object' && d.shape ? [d.shape] : []
  const [key, ...rest] = path
  if (d.type === 'object' && d.shape && typeof key === 'string' && Object.hasOwn(d.shape, key)) return objectsAt(d.shape[key], rest)
  if (d.type === 'record' && d.valueType) return objectsAt(d.valueType, rest)
  if (d.type === 'array' && d.element && typeof key === 'number') return objectsAt(d.element, rest)
  return []
}

/** `; did you mean "branch_protections"?` for an unknown field a known one of the same object is a typo away from. */
function fieldSuggestion(path: Path): string {
  const key = path[path.length - 1]
  if (typeof key !== 'string') return ''
  const known = [...new Set(objectsAt(stateFile, path.slice(0, -1)).flatMap(shape => Object.keys(shape)))]
  if (known.length === 0) return ''
  const near = closest(key.toLowerCase(), known)
  const d = distance(key.toLowerCase(), near)
  return d <= Math.max(2, Math.floor(key.length / 3)) || near.includes(key) || key.includes(near) ? `; did you mean "${near}"?` : ''
}

/**
 * The issues to report: a collection's union (`items` or `{ prune, items }`) is reported in the form
 * the file used, not as "invalid input" for both; unknown keys one by one, at their own path, with
 * the known field they are a typo of.
 */
function flatten(issues: readonly Issue[], root: unknown, base: Path = []): Array<{ path: Path; message: string }> {
  const out: Array<{ path: Path; message: string }> = []
  for (const issue of issues) {
    const path = [...base, ...issue.path]
    if (issue.code === 'invalid_union' && issue.errors.length === 2) {
      const branch = wrapperShaped(valueAt(root, path)) ? issue.errors[0] : issue.errors[1]
      out.push(...flatten(branch, root, path))
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: [...path, key], message: `unknown field${fieldSuggestion([...path, key])}` })
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
          ? `${i ? '.' : ''}${clip(String(k), 80)}`
          : `["${neutralize(clip(String(k), 80))}"]`
    )
    .join('')

/**
 * Aliases are references in js-yaml's data, so a few of them can name a billion values (the "billion
 * laughs"), which validation would then walk. Every value of a file without aliases takes at least a
 * character of its text: more values than that means aliases expanding too far.
 */
function checkExpansion(data: unknown, text: string, where: () => string): void {
  let budget = text.length + 1
  const walk = (v: unknown): void => {
    if (--budget < 0) throw new UsageError(`${where()}: aliases expand to more values than the file has characters; write the values out`)
    if (Array.isArray(v)) for (const x of v) walk(x)
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) walk(x)
  }
  walk(data)
}

/**
 * The 1-based line of each path (a key's own line in a mapping, an item's in a sequence), read from
 * the parser's events: one pass, a stack of the open collections and where each stands.
 */
export function linesOf(text: string): Map<string, number> {
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

/** The text of each parsed state and how errors name it, for complaints made later (the plan's): see `locate`. */
const sources = new WeakMap<object, { text: string; name: string; lines?: Map<string, number> }>()

/** The line of the deepest part of `path` the file has (a missing field: its parent's). */
export function lineIn(lines: Map<string, number>, path: Path): number | undefined {
  for (let n = path.length; n >= 0; n--) {
    const line = lines.get(
      path
        .slice(0, n)
        .map(k => `\u0000${String(k)}`)
        .join('')
    )
    if (line !== undefined) return line
  }
  return undefined
}

/**
 * `file:line: path` for a place in a parsed state (what a plan's complaint about meaning names), or
 * `path` alone for a state that was not read from text (a saved plan's).
 */
export function locate(state: object | undefined, path: Path, detail?: string): string {
  const src = state && sources.get(state)
  // An entry of a list of names is named by its name too (`members[1] ("bob")`), not by its place
  // alone, unless the complaint (`detail`) names it already.
  const entry = typeof path[path.length - 1] === 'number' ? valueAt(state, path) : undefined
  const named = typeof entry === 'string' && !detail?.includes(entry)
  const where = (pathText(path) || '(top level)') + (named ? ` ("${neutralize(clip(entry, 80))}")` : '')
  if (!src) return where
  src.lines ??= linesOf(src.text)
  const line = lineIn(src.lines, path)
  return `${src.name}${line ? `:${line}` : ''}: ${where}`
}

/** The 1-based line of the first event `pick` chooses, for a complaint about the whole text. */
function firstLine(text: string, pick: (e: Event) => boolean): string {
  try {
    for (const e of parseEvents(text, {})) {
      if (pick(e)) {
        const at = 'start' in e ? e.start : 'valueStart' in e ? e.valueStart : 'anchorStart' in e ? e.anchorStart : -1
        if (at >= 0) return `:${text.slice(0, at).split('\n').length}`
      }
    }
  } catch {
    // A text js-yaml loaded parses alike; should it not, the complaint names the file alone.
  }
  return ''
}

/**
 * JavaScript gives the key `__proto__` a meaning: zod's records drop it (unchecked) and an assignment
 * sets a prototype. A name is a name: the file's `__proto__` keys are checked under a stand-in and
 * put back as own keys, so that a variable or team named so is planned like any other.
 */
const PROTO = '__proto__'
const PROTO_STAND_IN = '__svc_proto_key__'
function swapKeys(v: unknown, from: string, to: string): unknown {
  if (Array.isArray(v)) return v.map(x => swapKeys(x, from, to))
  if (v === null || typeof v !== 'object') return v
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k === from ? to : k, swapKeys(x, from, to)]))
}
const hasOwnKey = (v: unknown, key: string): boolean =>
  Array.isArray(v)
    ? v.some(x => hasOwnKey(x, key))
    : v !== null && typeof v === 'object' && (Object.hasOwn(v, key) || Object.values(v).some(x => hasOwnKey(x, key)))

/** Parses and validates the text of a state file; `name` is how errors name it. */
export function parseState(text: string, name: string): StateFile {
  let data: unknown
  try {
    // loadAll: an empty file (or one of comments only) is no document, which load refuses.
    const documents = loadAll(text)
    if (documents.length > 1) {
      let docs = 0
      // The first node of the second document: a document event itself has no offset.
      const at = firstLine(text, e => {
        if (e.type === EVENT_ID.DOCUMENT) docs++
        return e.type !== EVENT_ID.DOCUMENT && docs === 2
      })
      throw new UsageError(`${name}${at}: one YAML document expected, found ${documents.length} (a line "---" starts another)`)
    }
    data = documents[0] ?? {}
  } catch (e) {
    if (!(e instanceof YAMLException)) throw e
    const at = e.mark ? `:${e.mark.line + 1}:${e.mark.column + 1}` : ''
    throw new UsageError(`${name}${at}: not valid YAML or JSON: ${neutralize(e.reason)}`)
  }
  if (/[*]/.test(text)) checkExpansion(data, text, () => `${name}${firstLine(text, e => e.type === EVENT_ID.ALIAS)}`)
  const proto = hasOwnKey(data, PROTO)
  if (proto) {
    if (hasOwnKey(data, PROTO_STAND_IN)) throw new UsageError(`${name}: the name ${PROTO_STAND_IN} is reserved by svc`)
    data = swapKeys(data, PROTO, PROTO_STAND_IN)
  }
  const parsed = stateFile.safeParse(data)
  if (parsed.success) {
    const state = (proto ? swapKeys(parsed.data, PROTO_STAND_IN, PROTO) : parsed.data) as StateFile
    sources.set(state, { text, name })
    return state
  }
  const lines = linesOf(text)
  const all = flatten(parsed.error.issues, data).map(({ path, message }) => {
    const named = path.map(k => (k === PROTO_STAND_IN ? PROTO : k))
    return { named, message, line: lineIn(lines, named) }
  })
  // In the file's order (the schema checks its sections in its own), the first ten, and how many more.
  const shown = all.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).slice(0, 10)
  const more = all.length - shown.length
  throw new UsageError(
    shown
      .map(({ named, message, line }) => `${name}${line ? `:${line}` : ''}: ${pathText(named) || '(top level)'}: ${message}`)
      .concat(more > 0 ? [`${name}: and ${more} more error${more === 1 ? '' : 's'}`] : [])
      .join('\n')
  )
}

/** The largest state file read (a file of 10,000 users is about 2 MB): the bound of every input svc reads whole. */
export const MAX_STATE_BYTES = MAX_INPUT_BYTES
/** How long reading a state file may take. */
const READ_TIMEOUT_MS = 30_000

/**
 * Where a front end that does not trust the path reads a state file from (the tool server, whose
 * client names it; the action, whose pull request may add a symlink): a regular file only, not
 * under /dev, /proc or /sys, and inside `within` when given. The CLI reads what its user names.
 */
export interface ReadRule {
  /** The directory the file's real path must be inside (the action's workspace). */
  within?: string
}

class ReadTimeout extends Error {}

const SYSTEM_TREES = ['/dev', '/proc', '/sys']
const inside = (path: string, dir: string) => path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep)

/**
 * A state file's text, read under `rule` so that no path can make svc wait or read what it should
 * not: the path is resolved (symlinks included) and refused under /dev, /proc and /sys, or outside
 * `within`; opened non-blocking (a FIFO's open never waits) without following a symlink put there
 * since; checked as a regular file by fstat; read up to MAX_STATE_BYTES, within a timeout. Without
 * a rule (the CLI: its user's own path, `<(sops -d …)` included) it is read as it is, up to the same size.
 */
export async function readStateText(file: string, rule?: ReadRule): Promise<string> {
  const shown = `"${neutralize(clip(file, 200))}"`
  const refuse = (why: string): never => {
    throw new UsageError(`cannot read the state file ${shown}: ${why}`)
  }
  if (!rule) return readTrusted(file, refuse)
  const underSystem = (path: string) => SYSTEM_TREES.some(t => inside(path, t))
  // As written (/proc/self/fd/0 names a pipe that has no real path) and as resolved.
  if (underSystem(resolve(file))) refuse('a device or a kernel file, not a state file (give a file)')
  let real: string
  try {
    real = realpathSync(file)
  } catch (e) {
    return refuse((e as { code?: string }).code ?? 'error')
  }
  if (underSystem(real)) refuse('a device or a kernel file, not a state file (give a file)')
  let within: string | undefined
  try {
    within = rule.within === undefined ? undefined : realpathSync(rule.within)
  } catch {
    refuse(`its directory ${JSON.stringify(neutralize(clip(rule.within!, 200)))} cannot be resolved`)
  }
  if (within !== undefined && !inside(real, within))
    refuse('it is outside the workspace (a symlink may point there): give a file of the workspace')
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimeout()), READ_TIMEOUT_MS)
  })
  timedOut.catch(() => undefined)
  let handle
  try {
    handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  } catch (e) {
    return refuse((e as { code?: string }).code ?? 'error')
  }
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) refuse('not a regular file (a pipe, FIFO, socket or device): give a file')
    if (stat.size > MAX_STATE_BYTES) refuse(`larger than ${MAX_STATE_BYTES / 1024 / 1024} MiB`)
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const buffer = Buffer.alloc(1 << 20)
      const { bytesRead } = await Promise.race([handle.read(buffer, 0, buffer.length, null), timedOut])
      if (bytesRead === 0) break
      total += bytesRead
      if (total > MAX_STATE_BYTES) refuse(`larger than ${MAX_STATE_BYTES / 1024 / 1024} MiB`)
      chunks.push(buffer.subarray(0, bytesRead))
    }
    return Buffer.concat(chunks).toString('utf8')
  } catch (e) {
    if (e instanceof UsageError) throw e
    if (e instanceof ReadTimeout) return refuse(`not read within ${READ_TIMEOUT_MS / 1000} s`)
    return refuse((e as { code?: string }).code ?? 'error')
  } finally {
    clearTimeout(timer)
    // A read still hanging holds the handle; closing it then waits for that read, which is not awaited.
    void handle.close().catch(() => undefined)
  }
}

/** The CLI's read: what its user names, a pipe too, up to MAX_STATE_BYTES (`-f /dev/zero` ends there). */
async function readTrusted(file: string, refuse: (why: string) => never): Promise<string> {
  try {
    return (await readBounded(file, MAX_STATE_BYTES)).toString('utf8')
  } catch (e) {
    if (e instanceof InputTooLarge) return refuse(e.message)
    return refuse((e as { code?: string }).code ?? 'error')
  }
}

/** Reads and validates a state file (under `rule` where the path is not trusted: see ReadRule). */
export async function loadState(file: string, rule?: ReadRule): Promise<StateFile> {
  return parseState(await readStateText(file, rule), neutralize(clip(file, 200)))
}

/** Where the state names an environment variable (a password, a secret, a hook's secret, a mirror source's token): the name and the path. */
export function envRefs(state: StateFile): Array<{ name: string; path: Path }> {
  const refs: Array<{ name: string; path: Path }> = []
  const walk = (v: unknown, path: Path) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]))
    else if (v && typeof v === 'object') {
      if (typeof (v as { value_from_env?: unknown }).value_from_env === 'string' && Object.keys(v).length === 1)
        refs.push({ name: (v as { value_from_env: string }).value_from_env, path: [...path, 'value_from_env'] })
      else
        for (const [k, x] of Object.entries(v))
          // A mirror source's token (mirrors[].from.token_from_env, mirrors[].token_from_env) is a credential too.
          if (k === 'token_from_env' && typeof x === 'string') refs.push({ name: x, path: [...path, k] })
          else walk(x, [...path, k])
    }
  }
  walk(state, [])
  return refs
}

/** Every environment variable the state names (passwords, secrets, hook secrets). */
export const envNamesOf = (state: StateFile): string[] => [...new Set(envRefs(state).map(r => r.name))]

/**
 * The credential rule over a whole file, before anything is read or sent: the first `value_from_env`
 * naming a credential of the run (see credential-rule.ts) is refused with its file:line.
 */
export function checkValueSources(state: StateFile, run: RunCredentials): void {
  for (const ref of envRefs(state)) {
    const why = run.refusal(ref.name)
    if (why)
      throw new UsageError(
        `${locate(state, ref.path)}: $${neutralize(clip(ref.name, 80))}: ${why} (a state file may not send a credential of the run to the server); nothing was sent`
      )
  }
}

/** The variables whose values are credentials while the state is planned or applied: the file's and the fingerprints' key. */
export const credentialNames = (state: StateFile): string[] => [...envNamesOf(state), STATE_KEY_ENV]

export { itemsOf }
