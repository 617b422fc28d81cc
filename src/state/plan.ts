// Read → diff → plan. Reads only the collections the file names (each a list, read page by page in
// parallel by the client's pager; per-owner lists bounded by `concurrency`), compares the fields the
// file names, and returns the Plan: removals first (deepest first), then creates and updates by
// dependency level. Nothing here writes, prints or knows the CLI.
import { createHash } from 'node:crypto'
import type { Forge } from '../client/index.js'
import { UsageError } from '../errors.js'
import { sentName, unknownHookEvent } from '../registry/hook-events.js'
import { findOperation, type RawResponse, type Variant } from '../registry/index.js'
import { clip, connectionSecrets } from '../text.js'
import {
  bounded,
  StateFileError,
  remakeStateErrors,
  type Actual,
  type Collection,
  type Desired,
  type ListReader,
  type Owners,
  type ReadContext
} from './collections.js'
import { STATE_KEY_ENV } from './fingerprint.js'
import { checkLastTeams, checkMembersListed, checkRefs, nearestName, type RefUse } from './checks.js'
import { envValue, RunCredentials } from './credential-rule.js'
import { checkValueSources, envNamesOf, locate } from './load.js'
import { expandDefaults } from './defaults.js'
import { checkProtectionsBeforeReading } from './collections-governance.js'
import { COLLECTIONS } from './table.js'
import { planMirrors } from './pull-mirrors.js'
import { itemsOf, type StateFile } from './schema.js'
import { envNamesOfChange, skippable, type Change, type FieldChange, type Plan } from './types.js'

export interface PlanOptions {
  /** Most per-owner reads (a user's keys, variables) in flight at once. Default 4. */
  concurrency?: number
  /** The environment credentials and the fingerprints' key are read from (a plan needs none of them). */
  env?: NodeJS.ProcessEnv
  /** The server's variant: a collection only the other one has is refused before reading. */
  variant?: Variant
  /**
   * The connection's credentials (connectionSecrets of its settings): a `value_from_env` holding one
   * is refused before anything is read (the credential rule, credential-rule.ts; apply checks again).
   */
  connection?: string[]
  /** The most repositories one set of repo_defaults may reach (default DEFAULT_MAX_DEFAULT_REPOS). */
  maxDefaultRepos?: number
  /** Told what takes long as it goes (a mirrors source's pages, a rate limit waited out): a line each. */
  progress?: (line: string) => void
}

/**
 * The registry's list operations as the planner reads them: every page (in parallel), full records.
 * One reader serves one plan: a GET it asked already is answered from the first answer (a team's
 * member list finds the team's id in its organization's team list, which the plan read already).
 */
export function forgeReader(forge: Forge, o: { shared?: (operation: string) => boolean } = {}): ListReader {
  const reads = new Map<string, Promise<RawResponse>>()
  return async (domain, operation, params, sudo) => {
    const res = await forge.run(findOperation(domain, operation), params, {
      paginate: true,
      rawJson: true,
      // `shared`: only these operations' reads are kept and shared (an access review reads thousands
      // of lists once each; keeping every answer to the end would only hold memory).
      ...(!o.shared || o.shared(operation) ? { reads } : {}),
      ...(sudo ? { sudo } : {})
    })
    // A record operation (a collaborator's permission) reads as one row.
    const r = res.result
    return Array.isArray(r) ? (r as Array<Record<string, unknown>>) : r && typeof r === 'object' ? [r as Record<string, unknown>] : []
  }
}

/** What a plan needs to know of the forge it reads: its variant and its connection's credentials (the credential rule). */
export async function forgeOptions(forge: Forge): Promise<Pick<PlanOptions, 'variant' | 'connection'>> {
  return { variant: await forge.variant(), connection: connectionSecrets(forge.http.settings) }
}

/** A plan's (or a dump's) read context: lists, the once-per-plan cache, and what collections may need. */
export function readContext(reader: ListReader, more: Omit<ReadContext, 'list' | 'once'>): ReadContext {
  const cache = new Map<string, Promise<unknown>>()
  return {
    ...more,
    list: reader,
    once: <T>(key: string, read: () => Promise<T>) => {
      if (!cache.has(key)) cache.set(key, read())
      return cache.get(key) as Promise<T>
    }
  }
}

/**
 * The variables the file names that are not set, and the fingerprints' key when the file has
 * secrets and the server may keep fingerprints (not Forgejo: its secrets have no description).
 */
export function unsetEnv(state: StateFile, env: NodeJS.ProcessEnv, variant?: Variant): string[] {
  const names = envNamesOf(state)
  let hasSecrets = false
  eachCollection(state, col => void (hasSecrets ||= col.key === 'secrets'))
  if (hasSecrets && variant !== 'forgejo') names.push(STATE_KEY_ENV)
  return [...new Set(names)].filter(name => !envValue(env, name)).sort()
}

/**
 * The credential rule by name (and by the value of the environment's refused credential variables)
 * before a front end connects: a refused `value_from_env` is named with its file:line. (Whether a
 * value is set is apply's business: a secret whose variable is unset is skipped.)
 */
export function checkValueNames(state: StateFile, env: NodeJS.ProcessEnv): void {
  checkValueSources(state, new RunCredentials(env, []))
}

interface Walk {
  rc: ReadContext
  concurrency: number
  changes: Change[]
  /** The compared fields of every server item the plan depends on: the digest's input. */
  snapshot: string[]
  removals: { count: number; of: number }
  /** Server items of listed, unpruned collections that the file does not name (see Plan.unmanaged). */
  unmanaged: string[]
  /** What the items to be created refer to: checked once the whole file is walked (checks.ts). */
  refs: RefUse[]
}

/** The fields of a desired item, as a create shows them: credentials by variable name only. */
function shownFields(d: Desired, col: Collection): FieldChange[] {
  const out: FieldChange[] = []
  for (const [k, v] of Object.entries(d.value)) {
    if (col.children?.some(c => c.key === k) || v === undefined) continue
    const env = v && typeof v === 'object' && 'value_from_env' in v ? (v as { value_from_env: string }).value_from_env : undefined
    out.push({ field: k, new: env ? `(from $${env})` : v })
  }
  return out
}

async function walk(
  w: Walk,
  col: Collection,
  value: unknown,
  path: PropertyKey[],
  collection: string,
  objectPrefix: string,
  at: Owners,
  ownerExists: boolean
): Promise<void> {
  const c = itemsOf(value)
  if (!c) return
  const desired = col.desired(c.items)
  // Where each item stands in the file: its key (a map) or its index (a list), under `items` in the long form.
  const itemsPath = value !== c.items ? [...path, 'items'] : path
  const pathOf = (d: Desired, i: number): PropertyKey[] => [...itemsPath, col.form === 'list' ? i : d.name]
  const seen = new Map<string, string>()
  desired.forEach((d, i) => {
    const id = col.identity(d.name)
    if (seen.has(id)) throw new StateFileError(pathOf(d, i), `"${clip(d.name, 80)}" is listed twice (also as "${clip(seen.get(id)!, 80)}")`)
    seen.set(id, d.name)
    col.check?.(d, pathOf(d, i), w.rc.variant)
  })
  // A governing list (topics) is complete as it is: what it leaves out is removed, as with prune.
  const prune = c.prune || col.governs === true
  const object = (name: string) => `${objectPrefix}${col.label} ${name}`
  const base = { collection, level: col.level }
  const collectionPath = path.map(String).join('.')
  if (col.blind) {
    for (const d of desired)
      w.changes.push({
        ...base,
        action: 'set',
        object: object(d.name),
        fields: shownFields(d, col),
        steps: col.create(d, at, w.rc),
        note: 'value unknown: will be set'
      })
    return
  }
  const actual: Actual[] = ownerExists && col.read ? await col.read(w.rc, at, desired) : []
  // The server may hold one object twice (two system hooks of the same type and URL): the first is
  // the one the file's item is compared with, as a dump writes it.
  const byId = new Map<string, Actual>()
  for (const a of actual) if (!byId.has(col.identity(a.name))) byId.set(col.identity(a.name), a)
  // The digest covers what the plan depends on: the items the file names, and all of a pruned collection.
  for (const a of actual)
    if (prune || seen.has(col.identity(a.name))) w.snapshot.push(`${collectionPath}\t${col.identity(a.name)}\t${JSON.stringify(a.fields)}`)
  const nested: Array<() => Promise<void>> = []
  for (const [i, d] of desired.entries()) {
    const a = byId.get(col.identity(d.name))
    const itemPath = pathOf(d, i)
    if (!a) {
      col.checkCreate?.(d, itemPath)
      for (const ref of col.refs?.(d, at) ?? []) w.refs.push({ ref, path: [...itemPath, ...(ref.at ?? [])] })
      const typo = col.nameTypos
        ? nearestName(
            d.name,
            actual.map(x => x.name)
          )
        : undefined
      w.changes.push({
        ...base,
        action: 'create',
        object: object(d.name),
        fields: shownFields(d, col),
        steps: col.create(d, at, w.rc),
        ...(typo ? { note: `new; the server has "${clip(typo, 80)}": a typo?` } : {})
      })
    } else if (col.update && col.unknown?.(d, a, w.rc)) {
      w.changes.push({
        ...base,
        action: 'set',
        object: object(a.name),
        fields: shownFields(d, col),
        steps: col.update(d, a, [], at, w.rc),
        note: 'value unknown: will be set'
      })
    } else {
      const fields = col.diff?.(d, a, w.rc) ?? []
      if (fields.length > 0 && col.refsOnUpdate)
        for (const ref of col.refs?.(d, at) ?? []) w.refs.push({ ref, path: [...itemPath, ...(ref.at ?? [])] })
      if (fields.length > 0 && col.update)
        w.changes.push({
          ...base,
          action: 'update',
          object: object(a.name),
          fields,
          steps: col.update(d, a, fields, at, w.rc),
          ...(col.updateNote ? { note: col.updateNote } : {})
        })
    }
    for (const child of col.children ?? [])
      if (d.value[child.key] !== undefined)
        nested.push(() =>
          walk(
            w,
            child,
            d.value[child.key],
            [...itemPath, child.key],
            `${collection}.${child.key}`,
            `${object(d.name)}: `,
            [...at, a?.name ?? d.name],
            a !== undefined
          )
        )
  }
  // Unmanaged: what a list under an item of the file (alice's keys, a team's members) or the system
  // hooks hold besides the file's items. Not the instance's other users, organizations or
  // repositories: a file naming some of them says nothing of the rest.
  if (!prune && (at.length > 0 || col.key === 'hooks'))
    for (const a of actual) if (!seen.has(col.identity(a.name)) && !col.keep?.(a)) w.unmanaged.push(object(a.name))
  if (prune && col.remove) {
    const prunable = actual.filter(a => !col.keep?.(a))
    w.removals.of += prunable.length
    for (const a of prunable)
      if (!seen.has(col.identity(a.name))) {
        w.removals.count++
        w.changes.push({ ...base, action: 'delete', object: object(a.name), fields: [], steps: col.remove(a, at) })
      }
  }
  await bounded(w.concurrency, nested)
}

/** Removals first, deepest first; then the rest grouped by object (a user, then its keys...), in the order given. */
function ordered(changes: Change[]): Change[] {
  const removal = (c: Change) => (c.action === 'delete' ? 0 : 1)
  return changes
    .map((c, i) => ({ c, i }))
    .sort((x, y) => removal(x.c) - removal(y.c) || (x.c.action === 'delete' ? y.c.level - x.c.level : 0) || x.i - y.i)
    .map(x => x.c)
}

/** Calls `visit` for every collection the file uses, with its path there, a parent before its children. */
function eachCollection(state: StateFile, visit: (col: Collection, path: PropertyKey[], value: unknown) => void): void {
  const go = (col: Collection, value: unknown, path: PropertyKey[]) => {
    visit(col, path, value)
    const c = itemsOf(value)
    if (!c) return
    for (const d of col.desired(c.items))
      for (const child of col.children ?? [])
        if (d.value[child.key] !== undefined) go(child, d.value[child.key], [...path, d.name, child.key])
  }
  for (const col of COLLECTIONS)
    if ((state as Record<string, unknown>)[col.key] !== undefined) go(col, (state as Record<string, unknown>)[col.key], [col.key])
}

/** Refuses a collection the server's variant has no API for (badges on Forgejo), naming where the file uses it. */
export function checkVariant(state: StateFile, variant: Variant): void {
  eachCollection(state, (col, path) => {
    if (col.only && col.only.variant !== variant) throw new StateFileError(path, `not on this server: ${col.only.why}`)
  })
}

/** Refuses a webhook event name the variant would drop silently (the hook would never fire), at its line. */
export function checkHookEventNames(state: StateFile, variant: Variant): void {
  eachCollection(state, (col, path, value) => {
    if (col.key !== 'hooks') return
    const items = itemsOf(value as unknown[])?.items
    if (!Array.isArray(items)) return
    const base = Array.isArray(value) ? path : [...path, 'items']
    items.forEach((hook: unknown, i) => {
      const events = (hook as { events?: unknown }).events
      // A dumped file holds the names the server answers (Forgejo's review switches): each as it is sent.
      const wrong = Array.isArray(events)
        ? unknownHookEvent(
            events.map(e => sentName(e, variant)),
            variant
          )
        : undefined
      if (wrong) throw new StateFileError([...base, i, 'events', wrong.index], wrong.detail)
    })
  })
}

/** Reads what the file names from the server and compares: the plan (nothing is written). */
export async function makePlan(reader: ListReader, state: StateFile, server: string, opts: PlanOptions = {}): Promise<Plan> {
  try {
    return await planOf(reader, state, server, opts)
  } catch (e) {
    // A complaint about the file's meaning names the file and line (the file's own path in it).
    throw remakeStateErrors(e, one => new StateFileError(one.path, one.detail, locate(state, one.path, one.detail)))
  }
}

async function planOf(reader: ListReader, state: StateFile, server: string, opts: PlanOptions): Promise<Plan> {
  const env = opts.env ?? process.env
  checkValueSources(state, new RunCredentials(env, opts.connection ?? []))
  const unset = unsetEnv(state, env, opts.variant)
  if (opts.variant) checkVariant(state, opts.variant)
  if (opts.variant) checkHookEventNames(state, opts.variant)
  checkProtectionsBeforeReading(state, opts.variant)
  const concurrency = Math.max(1, opts.concurrency ?? 4)
  const rc = readContext(reader, { env, variant: opts.variant, state, concurrency })
  const w: Walk = { rc, concurrency, changes: [], snapshot: [], removals: { count: 0, of: 0 }, unmanaged: [], refs: [] }
  // The repositories' defaults (repo_defaults) applied: the plan walks plain repository entries.
  const expanded = await expandDefaults(rc, state, opts.maxDefaultRepos)
  try {
    await Promise.all(
      COLLECTIONS.map(col => walk(w, col, (expanded.state as Record<string, unknown>)[col.key], [col.key], col.key, '', [], true))
    )
    // The whole result, before anything is sent: what it refers to exists, and organizations' members stay true.
    await checkRefs(rc, expanded.state, w.refs)
  } catch (e) {
    // A complaint about an item a default gave names the default's place in the file.
    throw remakeStateErrors(e, one => (one.located ? one : new StateFileError(expanded.origin(one.path), one.detail)))
  }
  // The mirrors section: its sources listed, its copies compared (pull-mirrors.ts).
  if (state.mirrors) {
    const m = await planMirrors(rc, state.mirrors, opts.progress)
    w.changes.push(...m.changes)
    w.snapshot.push(...m.snapshot)
    w.unmanaged.push(...m.unmanaged)
    w.removals.count += m.removals.count
    w.removals.of += m.removals.of
  }
  checkMembersListed(state)
  await checkLastTeams(rc, state, w.changes)
  // Parallel reads finish in any order: the changes are put in a stable order, per collection by object.
  const position = new Map([...COLLECTIONS.map(c => c.key), 'mirrors'].map((key, i) => [key, i]))
  const changes = w.changes
    .map((c, i) => ({ c, i }))
    .sort(
      (x, y) =>
        position.get(x.c.collection.split('.')[0])! - position.get(y.c.collection.split('.')[0])! ||
        x.c.object.localeCompare(y.c.object) ||
        x.i - y.i
    )
    .map(x => x.c)
  // What apply will leave as it is unless the value is there then (a secret to set again).
  for (const c of changes) {
    const unsetHere = envNamesOfChange(c).filter(n => !envValue(env, n))
    if (skippable(c) && unsetHere.length > 0) c.note = `value unknown: set where $${unsetHere[0]} is set, else left as it is`
  }
  return {
    format: 'svc-plan/1',
    server,
    digest: digestOf(w.snapshot),
    desired: state,
    changes: ordered(changes),
    removals: w.removals,
    ...(unset.length > 0 ? { unset_env: unset } : {}),
    ...(expanded.reach.length > 0
      ? { repo_defaults: expanded.reach.map(r => ({ at: locate(state, r.path), repositories: r.repositories })) }
      : {}),
    ...(w.unmanaged.length > 0
      ? { unmanaged: { count: w.unmanaged.length, objects: w.unmanaged.sort((a, b) => a.localeCompare(b)).slice(0, MAX_UNMANAGED_SHOWN) } }
      : {})
  }
}

/** How many unmanaged objects a plan names (it counts them all). */
const MAX_UNMANAGED_SHOWN = 100

function digestOf(snapshot: string[]): string {
  const hash = createHash('sha256')
  for (const line of [...snapshot].sort()) hash.update(line).update('\n')
  return `sha256:${hash.digest('hex')}`
}

// ---- the removal guard ----

/** max-default-repos as given (a whole number of repositories, at least 1). */
export function parseMaxDefaultRepos(text: string): number {
  if (!/^\s*[1-9]\d{0,8}\s*$/.test(text))
    throw new UsageError(`max-default-repos: expected a whole number of repositories (e.g. 5000), got "${clip(text, 40)}"`)
  return Number(text)
}

/** Removals allowed when nothing is said: 5, or a quarter of what the pruned collections hold, whichever is more. */
export const DEFAULT_MAX_REMOVALS = { count: 5, share: 0.25 }

/** `N` (a count) or `N%` (a share of what the pruned collections hold on the server). */
export function parseMaxRemovals(text: string): { count: number } | { share: number } {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text)
  if (!m || (m[2] === '' && !/^\s*\d+\s*$/.test(text)) || (m[2] === '%' && Number(m[1]) > 100))
    throw new UsageError(`max-removals: expected a count (e.g. 10) or a share of 0% to 100% (e.g. 20%), got "${clip(text, 40)}"`)
  return m[2] === '%' ? { share: Number(m[1]) / 100 } : { count: Number(m[1]) }
}

/** How many removals the guard lets through. */
export function allowedRemovals(limit: { count: number } | { share: number } | undefined, of: number): number {
  if (!limit) return Math.max(DEFAULT_MAX_REMOVALS.count, Math.floor(of * DEFAULT_MAX_REMOVALS.share))
  return 'count' in limit ? limit.count : Math.floor(of * limit.share)
}

/** Refuses a plan that removes more than allowed (exit 2: nothing was sent; raise max-removals). */
export function checkRemovals(plan: Plan, limit?: { count: number } | { share: number }): void {
  const allowed = allowedRemovals(limit, plan.removals.of)
  if (plan.removals.count > allowed)
    throw new UsageError(
      `the plan removes ${plan.removals.count} of ${plan.removals.of} objects of the pruned collections, more than max-removals allows (${allowed}); ` +
        'check the file, then raise max-removals (a count, or a share such as 50%) to allow it'
    )
}
