// The managed collections, as data: for each, how its items are named in the file, how the server's
// are read (a list, page by page), which fields are compared, and which registry operations create,
// update and delete one. The planner (plan.ts), apply and dump are generic over this table.
//
// Adding a collection (an organization's teams, a repository's collaborators) is one entry here
// and its field in schema.ts: `read` lists the server's items with `rc.list(domain, operation,
// params)` (a list operation, every page; no GET per item), `desired` turns the file's items into
// names and values, `identity` says when two are the same, `diff` compares only the fields the file
// gives, `create`/`update`/`remove` return the registry steps (params; a credential as `env`, never
// its value), `level` orders apply (users 1, organizations 2, their teams and repositories 3, a team's members
// and repositories and a repository's collaborators 4), `dump` writes an
// item back. Top-level collections go in COLLECTIONS (table.ts), nested ones in their parent's `children`
// (they receive the parents' names, `at`). A collection the API cannot list is `blind`.
import { UsageError } from '../errors.js'
import type { Domain, Variant } from '../registry/index.js'
import type { StateFile } from './schema.js'
import { secretUnchanged } from './fingerprint.js'
import { answeredEvents, dumpedEvents, sentEvents, sortedEvents } from '../registry/hook-events.js'
import { pathText } from './load.js'
import type { FieldChange, Ref, Step } from './types.js'

/** Reads a list operation's every row (parallel pages), as `owner` (sudo) when given. */
export type ListReader = (
  domain: Domain,
  operation: string,
  params: Record<string, unknown>,
  sudo?: string
) => Promise<Array<Record<string, unknown>>>

/** What a collection's read, diff, create and update see: the lists, the environment, the variant. */
export interface ReadContext {
  list: ListReader
  /** The value of `key`, computed once per plan (one list serving every owner: all users' emails). */
  once<T>(key: string, read: () => Promise<T>): Promise<T>
  /** Where credentials and the fingerprint key (SVC_STATE_KEY) are read (a dump: none). */
  env: NodeJS.ProcessEnv
  /** The server's variant, when known (what a secret's set may send differs). */
  variant?: Variant
  /** The whole file planned (absent in a dump): what it will create that an item needs (a repository's owner). */
  state?: StateFile
  /** Most per-item reads in flight at once. */
  concurrency: number
}

/** An item on the server: its name as shown, the compared fields, and what its removal needs (ids). */
export interface Actual {
  name: string
  fields: Record<string, unknown>
  ref: Record<string, unknown>
}

/** An item of the file: its name and its fields as written. */
export interface Desired {
  name: string
  value: Record<string, unknown>
}

/**
 * The names of the items a nested collection sits under, from the top: `[]` for users and hooks,
 * `['alice']` for alice's keys, `['acme', 'Developers']` for a team's members.
 */
export type Owners = string[]

export interface Collection {
  /** Key in the file (under the owner's item for a nested collection). */
  key: string
  /** What one item is called in the plan. */
  label: string
  level: number
  /** A server that cannot list it: every item is set on each apply, nothing is pruned. */
  blind?: boolean
  /** The file's items (the collection's value without the prune wrapper). */
  desired(items: unknown): Desired[]
  /** Identity of an item: file and server items with the same identity are the same object. */
  identity(name: string): string
  /** `desired`: the file's items (a plan), to read only what they need; absent in a dump (read all). */
  read?(rc: ReadContext, at: Owners, desired?: Desired[]): Promise<Actual[]>
  /** Fields of the desired item that differ from the server's (only those the file names). */
  diff?(d: Desired, a: Actual, rc: ReadContext): FieldChange[]
  /** An item on the server whose value cannot be compared (a secret without fingerprint): set, not drift. */
  unknown?(d: Desired, a: Actual, rc: ReadContext): boolean
  /** The note of an update (`value changed` for a secret, whose fields are not shown). */
  updateNote?: string
  create(d: Desired, at: Owners, rc: ReadContext): Step[]
  update?(d: Desired, a: Actual, fields: FieldChange[], at: Owners, rc: ReadContext): Step[]
  remove?(a: Actual, at: Owners): Step[]
  /** A server item that is never pruned (an organization's Owners team). */
  keep?(a: Actual): boolean
  /** How the file holds the items: a map (name → value) or a list. */
  form: 'map' | 'list'
  /** The file's item for a server item (dump): the value under its name (map) or the list item. */
  dump?(a: Actual): unknown
  /** Checks a desired item that will be created (required fields), naming its path. */
  checkCreate?(d: Desired, path: PropertyKey[]): void
  /** What an item to be created names that must exist then (a team member: a user); the plan checks them all (checks.ts). */
  refs?(d: Desired, at: Owners): Ref[]
  /** The refs are checked for an item to be changed too (a protection's allow-lists), not only for one to be created. */
  refsOnUpdate?: boolean
  /**
   * Checks a desired item against the server's variant before anything is sent (a field only the
   * other variant has), naming its path; every item of the file, whether it exists or not.
   */
  check?(d: Desired, path: PropertyKey[], variant: Variant | undefined): void
  /** The file's plain list is the complete set (a repository's topics): what it leaves out is removed, as with prune. */
  governs?: boolean
  /** Name a created item close to one the server has (a team's name with a typo is another team). */
  nameTypos?: boolean
  children?: Collection[]
  /** The variants whose API has the collection (all when absent), and why the others do not. */
  only?: { variant: Variant; why: string }
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `d` (as named by `fieldsOf`) that differ from the server's. */
export function differing(d: Record<string, unknown>, a: Record<string, unknown>, compared: readonly string[]): FieldChange[] {
  const out: FieldChange[] = []
  for (const f of compared) if (d[f] !== undefined && !same(d[f], a[f])) out.push({ field: f, old: a[f], new: d[f] })
  return out
}

/** A collection written as a list of names (emails, badges, a team's members): each item, with no fields. */
export const names = (items: unknown): Desired[] => ((items ?? []) as string[]).map(name => ({ name, value: {} }))

/** The identity of what the servers name regardless of case (users, organizations, teams, emails). */
export const lower = (name: unknown) => String(name).toLowerCase()

/**
 * The fields a dump writes of an object: those the server sets, in the collection's order. What it
 * leaves empty (no value, or `""`) is left out alike in every collection (a dump of the same server
 * is the same text); booleans and everything else set are written, so a change by hand is drift.
 */
export const setFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''))

export const pick = (v: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter(k => v[k] !== undefined).map(k => [k, v[k]]))

/** OWNER/NAME as its two parts. */
export const splitRepo = (full: string) => {
  const i = full.indexOf('/')
  return { owner: full.slice(0, i), repo: full.slice(i + 1) }
}

/** A repository's collection's params (`{ owner, repo }`) from its owners' names (the repository's is the last). */
export const repoParams = (at: Owners) => splitRepo(at[at.length - 1])

// ---- users ----

/** Fields of a user the server's list holds (admin is `is_admin` there), compared and dumped. */
const USER_FIELDS = [
  'email',
  'full_name',
  'visibility',
  'restricted',
  'admin',
  'active',
  'prohibit_login',
  'website',
  'location',
  'description'
] as const
/** What users_create takes; the rest of a new user's fields go in a users_edit right after. */
const CREATE_FIELDS = ['email', 'full_name', 'visibility', 'restricted'] as const
const EDIT_AFTER_CREATE = ['admin', 'active', 'prohibit_login', 'website', 'location', 'description'] as const

function userFields(r: Record<string, unknown>): Record<string, unknown> {
  return {
    email: r.email,
    full_name: r.full_name,
    visibility: r.visibility,
    restricted: r.restricted,
    admin: r.is_admin,
    active: r.active,
    prohibit_login: r.prohibit_login,
    website: r.website,
    location: r.location,
    description: r.description
  }
}

export const mapItems = (items: unknown): Desired[] =>
  Object.entries((items ?? {}) as Record<string, unknown>).map(([name, value]) => ({
    name,
    value: (value ?? {}) as Record<string, unknown>
  }))

/** A key's type and data, without its comment (the server may store or drop it). */
export const keyCore = (key: unknown) =>
  String(key ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join(' ')

const keys: Collection = {
  key: 'keys',
  label: 'key',
  level: 2,
  desired: items => (items as Array<{ title: string; key: string }>).map(k => ({ name: k.title, value: { key: k.key } })),
  identity: name => name,
  async read(rc, [owner]) {
    const rows = await rc.list('users', 'keys_of', { username: owner })
    return rows.map(r => ({ name: String(r.title), fields: { key: keyCore(r.key) }, ref: { key_id: r.id } }))
  },
  diff: (d, a) => (keyCore(d.value.key) === a.fields.key ? [] : [{ field: 'key', old: a.fields.key, new: keyCore(d.value.key) }]),
  create: (d, [owner]) => [{ domain: 'admin', operation: 'users_keys_add', params: { username: owner, title: d.name, key: d.value.key } }],
  // A key cannot be edited: replaced.
  update: (d, a, _f, [owner]) => [
    { domain: 'admin', operation: 'users_keys_delete', params: { username: owner, key_id: a.ref.key_id } },
    { domain: 'admin', operation: 'users_keys_add', params: { username: owner, title: d.name, key: d.value.key } }
  ],
  remove: (a, [owner]) => [{ domain: 'admin', operation: 'users_keys_delete', params: { username: owner, key_id: a.ref.key_id } }],
  form: 'list',
  dump: a => ({ title: a.name, key: a.fields.key })
}

const emails: Collection = {
  key: 'emails',
  label: 'email',
  level: 2,
  desired: names,
  identity: lower,
  async read(rc, [owner]) {
    // One list of every address on the instance serves every user of the file.
    const all = await rc.once('admin emails', () => rc.list('admin', 'emails', {}))
    const mine = lower(owner)
    // The primary address is the user's `email` field, not an item of this collection.
    return all.filter(r => lower(r.username) === mine && r.primary !== true).map(r => ({ name: String(r.email), fields: {}, ref: {} }))
  },
  create: (d, [owner]) => [{ domain: 'users', operation: 'emails_add', params: { emails: [d.name] }, sudo: owner }],
  remove: (a, [owner]) => [{ domain: 'users', operation: 'emails_delete', params: { emails: [a.name] }, sudo: owner }],
  form: 'list',
  dump: a => a.name
}

/** A user's own variables and secrets: the API has them only for the user itself (Sudo). */
const userScope = { domain: 'users', level: 2, params: () => ({}), sudo: ([owner]: Owners) => owner } as const
const variables = variableCollection(userScope)
/**
 * The API cannot list a user's secrets: set on each apply, never pruned nor dumped. On Gitea with a
 * key the fingerprint still goes in the description, kept for when the API can list them.
 */
const secrets = secretCollection({ ...userScope, blind: true })

const badges: Collection = {
  key: 'badges',
  label: 'badge',
  level: 2,
  only: { variant: 'gitea', why: 'Forgejo has no badge API' },
  desired: names,
  identity: lower,
  async read(rc, [owner]) {
    const rows = await rc.list('admin', 'badges_list', { username: owner })
    return rows.map(r => ({ name: String(r.slug), fields: {}, ref: {} }))
  },
  create: (d, [owner]) => [{ domain: 'admin', operation: 'badges_add', params: { username: owner, badges: [d.name] } }],
  remove: (a, [owner]) => [{ domain: 'admin', operation: 'badges_delete', params: { username: owner, badges: [a.name] } }],
  form: 'list',
  dump: a => a.name
}

export const users: Collection = {
  key: 'users',
  label: 'user',
  level: 1,
  desired: mapItems,
  identity: lower,
  async read(rc) {
    const rows = await rc.list('admin', 'users_list', {})
    return rows.map(r => ({ name: String(r.login), fields: userFields(r), ref: {} }))
  },
  diff: (d, a) => differing(d.value, a.fields, USER_FIELDS),
  checkCreate(d, path) {
    if (d.value.email === undefined) throw new StateFileError([...path, 'email'], 'required to create the user (it is not on the server)')
    if (d.value.password === undefined && !((d.value.source_id as number | undefined) ?? 0))
      throw new StateFileError(
        [...path, 'password'],
        'required to create the user (it is not on the server): { value_from_env: VAR }, or source_id for an external source'
      )
  },
  create(d) {
    const v = d.value
    const steps: Step[] = [
      {
        domain: 'admin',
        operation: 'users_create',
        params: {
          username: d.name,
          ...pick(v, CREATE_FIELDS),
          must_change_password: v.must_change_password ?? false,
          ...pick(v, ['source_id', 'login_name'])
        },
        ...(v.password ? { env: { password: (v.password as { value_from_env: string }).value_from_env } } : {})
      }
    ]
    const rest = pick(v, EDIT_AFTER_CREATE)
    if (Object.keys(rest).length > 0)
      steps.push({ domain: 'admin', operation: 'users_edit', params: { username: d.name, json_fields: rest } })
    return steps
  },
  update: (d, _a, fields) => [
    {
      domain: 'admin',
      operation: 'users_edit',
      params: { username: d.name, json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) }
    }
  ],
  remove: a => [{ domain: 'admin', operation: 'users_delete', params: { username: a.name } }],
  form: 'map',
  dump: a => setFields(a.fields),
  children: [keys, emails, variables, secrets, badges]
}

// ---- system hooks ----

export const HOOK_FIELDS = ['content_type', 'events', 'active'] as const
export { sortedEvents }
export const hookName = (type: unknown, url: unknown) => `${String(type)} ${String(url)}`

/**
 * Webhooks by type and url, at a scope: the system's (admin), an organization's, a repository's.
 * `params` names the scope for the registry's hooks operations from the owners' names.
 */
export function hookCollection(scope: { domain: Domain; level: number; params: (at: Owners) => Record<string, unknown> }): Collection {
  const { domain, params } = scope
  return {
    key: 'hooks',
    label: 'hook',
    level: scope.level,
    form: 'list',
    desired: items =>
      ((items ?? []) as Array<Record<string, unknown>>).map(h => ({
        name: hookName(h.type, h.url),
        value: h
      })),
    identity: name => name,
    async read(rc, at) {
      const rows = await rc.list(domain, 'hooks_list', params(at))
      return rows.map(r => {
        const config = (r.config ?? {}) as Record<string, unknown>
        return {
          name: hookName(r.type, config.url),
          fields: { type: r.type, url: config.url, content_type: config.content_type, events: answeredEvents(r.events), active: r.active },
          ref: { id: r.id }
        }
      })
    },
    // The file's events as this variant will answer them (hook-events.ts).
    diff: (d, a, rc) => differing({ ...d.value, events: sortedEvents(d.value.events, rc.variant) }, a.fields, HOOK_FIELDS),
    create(d, at, rc) {
      const v = d.value
      return [
        {
          domain,
          operation: 'hooks_create',
          params: {
            ...params(at),
            type: v.type,
            config: { url: v.url, content_type: v.content_type ?? 'json' },
            events: sentEvents((v.events as unknown[] | undefined) ?? ['push'], rc.variant),
            active: v.active ?? true
          },
          ...(v.secret ? { env: { 'config.secret': (v.secret as { value_from_env: string }).value_from_env } } : {})
        }
      ]
    },
    update(d, a, fields, at, rc) {
      const json: Record<string, unknown> = {}
      for (const f of fields) {
        // EditHookOption takes the content type in config (with the url, which the server keeps).
        if (f.field === 'content_type') json.config = { content_type: f.new, url: a.fields.url }
        else if (f.field === 'events') json.events = sentEvents(d.value.events as unknown[], rc.variant)
        else json[f.field] = f.new
      }
      return [{ domain, operation: 'hooks_edit', params: { ...params(at), id: a.ref.id, json_fields: json } }]
    },
    remove: (a, at) => [{ domain, operation: 'hooks_delete', params: { ...params(at), id: a.ref.id } }],
    dump: a => ({
      ...pick(a.fields, ['type', 'url', ...HOOK_FIELDS]),
      ...(a.fields.events ? { events: dumpedEvents(a.fields.events) } : {})
    })
  }
}

// ---- Actions secrets and variables ----

/**
 * Where an Actions secrets or variables collection sits: the registry domain of its operations,
 * its level in apply, the scope's params from the owners' names (`{ org }`, `{ owner, repo }`,
 * none for a user's own), and the user the calls act as (Sudo: the API lets only a user set its own).
 */
export interface ActionsScope {
  domain: Domain
  level: number
  params: (at: Owners) => Record<string, unknown>
  sudo?: (at: Owners) => string
}

/** A step of a scope's operation: its params after the scope's, as its user when it has one. */
function scopeStep(scope: ActionsScope, operation: string, at: Owners, params: Record<string, unknown>, more: Partial<Step> = {}): Step {
  return {
    domain: scope.domain,
    operation,
    params: { ...scope.params(at), ...params },
    ...(scope.sudo ? { sudo: scope.sudo(at) } : {}),
    ...more
  }
}

/** A scope's list, as its user when it has one. */
const scopeList = (scope: ActionsScope, rc: ReadContext, operation: string, at: Owners) =>
  scope.sudo ? rc.list(scope.domain, operation, scope.params(at), scope.sudo(at)) : rc.list(scope.domain, operation, scope.params(at))

/** Actions variables by name, at a scope (a user's, an organization's, a repository's). */
export function variableCollection(scope: ActionsScope): Collection {
  return {
    key: 'variables',
    label: 'variable',
    level: scope.level,
    form: 'map',
    desired: items => Object.entries((items ?? {}) as Record<string, string>).map(([name, value]) => ({ name, value: { value } })),
    // The servers keep variable names in capitals.
    identity: name => name.toUpperCase(),
    async read(rc, at) {
      return (await scopeList(scope, rc, 'variables_list', at)).map(r => ({ name: String(r.name), fields: { value: r.data }, ref: {} }))
    },
    diff: (d, a) => differing(d.value, a.fields, ['value']),
    // Known missing: one POST (variables_set would look it up first).
    create: (d, at) => [scopeStep(scope, 'variables_create', at, { name: d.name, value: d.value.value })],
    update: (d, _a, _f, at) => [scopeStep(scope, 'variables_set', at, { name: d.name, value: d.value.value })],
    remove: (a, at) => [scopeStep(scope, 'variables_delete', at, { name: a.name })],
    dump: a => a.fields.value
  }
}

/** A dumped secret's variable name: OWNER_NAME (an organization's, a repository's OWNER/REPO) in capitals, other characters `_`. */
export const secretPlaceholder = (owner: string, name: string) =>
  `${owner}_${name}`
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '_')
    .replace(/^(?=\d)/, '_')

/**
 * Actions secrets by name, at a scope. Gitea lists a secret's description: with SVC_STATE_KEY set,
 * svc keeps the value's fingerprint there (fingerprint.ts), and the plan tells an unchanged value
 * (nothing to do) from a changed one (`~ value changed`). Without a key, without a fingerprint
 * there, or on Forgejo (no description; none is sent), the value is unknown and set on every apply
 * (`≈`, not drift). `blind`: the API cannot list them (a user's): only set.
 */
export function secretCollection(scope: ActionsScope & { blind?: boolean }): Collection {
  const envOf = (d: Desired) => (d.value.value as { value_from_env: string }).value_from_env
  const set = (d: Desired, at: Owners, rc: ReadContext) =>
    // On Gitea the value's fingerprint goes in the description (made by apply, see Step.fingerprint).
    scopeStep(
      scope,
      'secrets_set',
      at,
      { name: d.name },
      { env: { value: envOf(d) }, ...(rc.variant === 'gitea' ? { fingerprint: d.name.toUpperCase() } : {}) }
    )
  const unchanged = (d: Desired, a: Actual, rc: ReadContext) => secretUnchanged(d.name, envOf(d), a.fields.description, rc.env)
  const base: Collection = {
    key: 'secrets',
    label: 'secret',
    level: scope.level,
    form: 'map',
    desired: items => Object.entries((items ?? {}) as Record<string, unknown>).map(([name, value]) => ({ name, value: { value } })),
    identity: name => name.toUpperCase(),
    create: (d, at, rc) => [set(d, at, rc)]
  }
  if (scope.blind) return { ...base, blind: true }
  return {
    ...base,
    async read(rc, at) {
      return (await scopeList(scope, rc, 'secrets_list', at)).map(r => ({
        name: String(r.name),
        fields: typeof r.description === 'string' ? { description: r.description } : {},
        ref: { placeholder: secretPlaceholder(at[at.length - 1], String(r.name)) }
      }))
    },
    unknown: (d, a, rc) => unchanged(d, a, rc) === undefined,
    diff: (d, a, rc) => (unchanged(d, a, rc) === false ? [{ field: 'value', old: '(another value)', new: `(from $${envOf(d)})` }] : []),
    updateNote: 'value changed',
    update: (d, _a, _f, at, rc) => [set(d, at, rc)],
    remove: (a, at) => [scopeStep(scope, 'secrets_delete', at, { name: a.name })],
    dump: a => ({ value_from_env: a.ref.placeholder })
  }
}

/** The system webhooks (`hooks` at the top of the file). */
export const systemHooks = hookCollection({ domain: 'admin', level: 1, params: () => ({}) })

/**
 * A state file that names something the server cannot hold as written (a new user without email):
 * exit 2. `path` is where in the file (the plan adds the file and line: see load.ts locate).
 */
export class StateFileError extends UsageError {
  constructor(
    readonly path: PropertyKey[],
    readonly detail: string,
    readonly located?: string
  ) {
    super(`${located ?? pathText(path)}: ${detail}`)
  }
}

/** Several StateFileErrors at once (every reference the file gets wrong, not only the first): one a line. */
export class StateFileErrors extends UsageError {
  constructor(readonly errors: StateFileError[]) {
    super(errors.map(e => e.message).join('\n'))
  }
}

/** Each StateFileError of `e` (one, or several) made again by `remake` (located in the file); anything else as it is. */
export function remakeStateErrors(e: unknown, remake: (one: StateFileError) => StateFileError): unknown {
  if (e instanceof StateFileErrors) return new StateFileErrors(e.errors.map(remake))
  if (e instanceof StateFileError) return remake(e)
  return e
}

/** Runs `tasks` at most `n` at a time; every task runs (their errors are rethrown after, the first one). */
export async function bounded<T>(n: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const out: T[] = new Array<T>(tasks.length)
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (next < tasks.length && !failure) {
      const i = next++
      try {
        out[i] = await tasks[i]()
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, tasks.length)) }, worker))
  if (failure) throw failure.error
  return out
}
