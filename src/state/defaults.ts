// Governance defaults for many repositories (`repo_defaults`, at an organization and at the file's
// top level): before a plan, every repository the server holds (and every one the file names)
// whose name matches a set's pattern gets the set's collections and settings, sets in order (the
// top level's, then its organization's), and its own entry of the file over them, field by field. The plan then
// sees plain repository entries: it shows each repository's resulting change, not the pattern.
//
// Patterns are globs (glob.ts: linear time, whatever the pattern): of the repository's name at an
// organization, of OWNER/NAME at the top level. An archived repository is read-only on the
// server: defaults leave it out.
import { ForgeError } from '../errors.js'
import { lower, StateFileError, type ReadContext } from './collections.js'
import { compileGlob, isGlob } from './glob.js'
import { itemsOf, type StateFile } from './schema.js'
import { DEFAULTABLE_REPO_SETTINGS } from './schema-repo-settings.js'

type Row = Record<string, unknown>
type Path = PropertyKey[]

/** The collections a default may give, and how one given twice is merged (see mergeCollection). */
const MERGED: Record<string, 'map' | 'list-by-title' | 'names' | 'whole'> = {
  branch_protections: 'map',
  tag_protections: 'map',
  labels: 'map',
  deploy_keys: 'list-by-title',
  teams: 'names',
  topics: 'whole'
}

/** A set of defaults as the file gives it, with where it stands and its matcher. */
interface DefaultSet {
  path: Path
  value: Row
  /** The owner its patterns are of (an organization's set), or none (the top level's: OWNER/NAME). */
  org?: string
  matches(fullName: string): boolean
}

/** Where each item of an expanded repository's collection comes from in the file, for a complaint's file:line. */
interface Origin {
  /** The collection's path in the file that gave it last (its items' paths, below). */
  path: Path
  /** Item (a map's key, a list's index in the merged list) → its path in the file. */
  items: Map<string, Path>
}

/** The state a plan walks, and how a path in it maps back to the file. */
export interface Expanded {
  state: StateFile
  /** The file's path of a path in `state` (itself when it is the file's own). */
  origin(path: Path): Path
  /** How many repositories each set of defaults reaches, the sets in file order (the plan says so). */
  reach: Array<{ path: Path; repositories: number }>
}

/**
 * The most repositories one set of defaults may reach unless the run raises it (max-default-repos):
 * each costs about six reads a plan, so a `match: "*"` over a forge of 100,000 repositories would
 * start some 600,000 reads; refused before any of them.
 */
export const DEFAULT_MAX_DEFAULT_REPOS = 1000

const asList = (v: unknown): string[] => (v === undefined ? [] : Array.isArray(v) ? (v as string[]) : [String(v)])

/** Whether a name matches any of the globs (regardless of case: the servers' names are unique so). */
function anyOf(patterns: string[]): (name: string) => boolean {
  const globs = patterns.map(compileGlob)
  return name => globs.some(g => g.test(name))
}

function setOf(value: Row, path: Path, org?: string): DefaultSet {
  const match = anyOf(asList(value.match))
  const exclude = anyOf(asList(value.exclude))
  return {
    path,
    value,
    org,
    matches(fullName) {
      const subject = org === undefined ? fullName : fullName.slice(fullName.indexOf('/') + 1)
      return match(subject) && !exclude(subject)
    }
  }
}

/** Every set of defaults of the file, the top level's first, each organization's in file order. */
function defaultSets(state: StateFile): DefaultSet[] {
  const sets: DefaultSet[] = []
  for (const [i, v] of ((state.repo_defaults ?? []) as Row[]).entries()) sets.push(setOf(v, ['repo_defaults', i]))
  const orgs = itemsOf(state.orgs)
  if (orgs) {
    const base: Path = state.orgs !== orgs.items ? ['orgs', 'items'] : ['orgs']
    for (const [org, v] of Object.entries((orgs.items ?? {}) as Record<string, Row | undefined>))
      for (const [i, d] of ((v?.repo_defaults ?? []) as Row[]).entries()) sets.push(setOf(d, [...base, org, 'repo_defaults', i], org))
  }
  return sets
}

/** The owners whose repositories the sets may match: each organization's; for a top-level owner glob, every owner. */
async function ownersToList(rc: ReadContext, sets: DefaultSet[]): Promise<string[]> {
  const owners = new Map<string, string>()
  let everyone = false
  for (const s of sets) {
    if (s.org !== undefined) owners.set(lower(s.org), s.org)
    else
      for (const pattern of asList(s.value.match)) {
        const owner = pattern.slice(0, Math.max(0, pattern.indexOf('/')))
        if (owner === '' || isGlob(owner)) everyone = true
        else owners.set(lower(owner), owner)
      }
  }
  if (everyone) {
    const [users, orgs] = await Promise.all([rc.list('admin', 'users_list', {}), rc.once('admin orgs', () => rc.list('admin', 'orgs', {}))])
    for (const r of [...users.map(u => u.login), ...orgs.map(o => o.username ?? o.name)]) owners.set(lower(r), String(r))
  }
  return [...owners.values()]
}

/** An owner's repositories as the server lists them (none for an owner it does not have). */
async function reposOf(rc: ReadContext, owner: string): Promise<Row[]> {
  try {
    return await rc.list('users', 'repos_of', { username: owner })
  } catch (e) {
    if (e instanceof ForgeError && e.status === 404) return []
    throw e
  }
}

/** A collection's items and prune flag, and whether the file used the long form. */
function parts(v: unknown): { prune?: boolean; items: unknown; long: boolean } {
  const c = itemsOf(v)!
  const long = v !== c.items
  return { ...(long ? { prune: c.prune } : {}), items: c.items, long }
}

const itemPath = (collection: Path, long: boolean, item: PropertyKey): Path => [...collection, ...(long ? ['items'] : []), item]

/**
 * `over` given over `base` (both a collection as the file gives it): a map's items merged by name,
 * each field by field; a list of keys by title and of names by name (the later one kept); topics
 * replaced whole. The prune flag of the later one that says it. Origins follow each item.
 */
function mergeCollection(
  kind: (typeof MERGED)[string],
  base: { value: unknown; origin: Origin } | undefined,
  over: unknown,
  overPath: Path
): { value: unknown; origin: Origin } {
  const o = parts(over)
  const fresh = (): Origin => ({ path: overPath, items: new Map() })
  if (!base || kind === 'whole') {
    const origin = fresh()
    if (Array.isArray(o.items)) o.items.forEach((_, i) => origin.items.set(String(i), itemPath(overPath, o.long, i)))
    else for (const k of Object.keys((o.items ?? {}) as Row)) origin.items.set(k, itemPath(overPath, o.long, k))
    return { value: over, origin }
  }
  const b = parts(base.value)
  const prune = o.prune ?? b.prune
  const origin = fresh()
  let items: unknown
  if (kind === 'map') {
    const merged: Record<string, Row> = {}
    for (const [k, v] of Object.entries((b.items ?? {}) as Record<string, Row>)) {
      merged[k] = { ...(v ?? {}) }
      origin.items.set(k, base.origin.items.get(k)!)
    }
    for (const [k, v] of Object.entries((o.items ?? {}) as Record<string, Row>)) {
      merged[k] = { ...(merged[k] ?? {}), ...(v ?? {}) }
      origin.items.set(k, itemPath(overPath, o.long, k))
    }
    items = merged
  } else {
    const idOf = (x: unknown) => (kind === 'names' ? lower(x) : String((x as Row).title))
    const merged: unknown[] = []
    const from: Path[] = []
    const later = new Map(((o.items ?? []) as unknown[]).map((x, i) => [idOf(x), i]))
    ;((b.items ?? []) as unknown[]).forEach((x, i) => {
      if (later.has(idOf(x))) return
      merged.push(x)
      from.push(base.origin.items.get(String(i))!)
    })
    ;((o.items ?? []) as unknown[]).forEach((x, i) => {
      merged.push(x)
      from.push(itemPath(overPath, o.long, i))
    })
    from.forEach((p, i) => origin.items.set(String(i), p))
    items = merged
  }
  return { value: prune === undefined ? items : { prune, items }, origin }
}

/** The plan's state: the file with every set of defaults applied to the repositories it matches. */
export async function expandDefaults(rc: ReadContext, state: StateFile, maxRepos = DEFAULT_MAX_DEFAULT_REPOS): Promise<Expanded> {
  const sets = defaultSets(state)
  if (sets.length === 0) return { state, origin: p => p, reach: [] }
  const lists = await Promise.all((await ownersToList(rc, sets)).map(owner => reposOf(rc, owner)))
  const fileRepos = (state.repos ?? {}) as Record<string, Row>
  const fileKey = new Map(Object.keys(fileRepos).map(k => [lower(k), k]))
  // Every repository a set may apply to: the server's (not archived) and the file's, once each.
  const candidates = new Map<string, string>()
  for (const rows of lists)
    for (const r of rows)
      if (r.archived !== true) candidates.set(lower(r.full_name), fileKey.get(lower(r.full_name)) ?? String(r.full_name))
  for (const k of Object.keys(fileRepos)) candidates.set(lower(k), k)
  const repos: Record<string, Row> = { ...fileRepos }
  const origins = new Map<string, Map<string, Origin>>()
  const applyingTo = new Map<string, DefaultSet[]>()
  const reached = new Map<DefaultSet, number>(sets.map(s => [s, 0]))
  for (const name of candidates.values()) {
    const owner = name.slice(0, name.indexOf('/'))
    const applying = sets.filter(s => (s.org === undefined || lower(s.org) === lower(owner)) && s.matches(name))
    for (const s of applying) reached.set(s, reached.get(s)! + 1)
    if (applying.length > 0) applyingTo.set(name, applying)
  }
  // Refused before any repository's own collections are read.
  for (const [s, n] of reached)
    if (n > maxRepos)
      throw new StateFileError(
        s.path,
        `this set of defaults reaches ${n} repositories, more than max-default-repos allows (${maxRepos}); narrow match (or add exclude), or raise max-default-repos`
      )
  for (const [name, applying] of applyingTo) {
    const own = fileRepos[name] ?? {}
    const entry: Row = { ...own }
    const here = new Map<string, Origin>()
    for (const [key, kind] of Object.entries(MERGED)) {
      let acc: { value: unknown; origin: Origin } | undefined
      for (const s of applying) if (s.value[key] !== undefined) acc = mergeCollection(kind, acc, s.value[key], [...s.path, key])
      if (!acc) continue
      if (own[key] !== undefined) acc = mergeCollection(kind, acc, own[key], ['repos', name, key])
      entry[key] = acc.value
      here.set(key, acc.origin)
    }
    // A setting (merge styles, features, the default branch): the last set that gives it, unless the
    // repository's own entry does.
    for (const key of DEFAULTABLE_REPO_SETTINGS) {
      if (own[key] !== undefined) continue
      const from = applying.filter(s => s.value[key] !== undefined).pop()
      if (!from) continue
      entry[key] = from.value[key]
      here.set(key, { path: [...from.path, key], items: new Map() })
    }
    repos[name] = entry
    origins.set(name, here)
  }
  return {
    state: { ...state, repos } as StateFile,
    reach: sets.map(s => ({ path: s.path, repositories: reached.get(s)! })),
    origin(path) {
      if (path[0] !== 'repos' || path.length < 3) return path
      const o = origins.get(String(path[1]))?.get(String(path[2]))
      if (!o) return path
      const rest = path.slice(3)
      if (rest[0] === 'items') rest.shift()
      if (rest.length === 0) return o.path
      return [...(o.items.get(String(rest[0])) ?? [...o.path, rest[0]]), ...rest.slice(1)]
    }
  }
}
