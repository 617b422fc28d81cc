// How a repository is governed, as collections of the desired state (see collections.ts's header):
// under each repository its branch protections, tag protections, deploy keys, labels, topics and
// teams; an organization's labels. Each reads one list per repository (no GET per item).
//
// Levels: labels, topics, deploy keys and teams at 4 (after the repository, 3); branch and tag
// protections at 5, after the collaborators and teams (4) their allow-lists need: the servers drop
// from an allow-list a user without write access and a team without the repository.
//
// The servers fill every field of a new branch protection: a plan compares only the fields the
// file names, and an edit sends all of them (Gitea's EditBranchProtection reads enable_push_whitelist
// only beside enable_push), which the registry's edit skips when the server holds them already.
import { ForgeError } from '../errors.js'
import { labelColor } from '../registry/labels.js'
import { OPTION_FIELDS } from '../registry/generated/option-fields.js'
import type { Domain, Variant } from '../registry/index.js'
import {
  differing,
  keyCore,
  lower,
  mapItems,
  names,
  pick,
  repoParams,
  setFields,
  splitRepo,
  StateFileError,
  type Collection,
  type Desired,
  type Owners
} from './collections.js'
import { BRANCH_PROTECTION_FIELDS, LIST_FIELDS } from './schema-governance.js'
import { itemsOf, type StateFile } from './schema.js'
import type { FieldChange, Ref, Step } from './types.js'

type Row = Record<string, unknown>

const PROTECTION_FIELDS = Object.keys(BRANCH_PROTECTION_FIELDS)
/** Allow-lists of users and of teams (their names compared regardless of case, as the servers look them up). */
const USER_LISTS = PROTECTION_FIELDS.filter(f => LIST_FIELDS.has(f) && /username/.test(f))
const TEAM_LISTS = PROTECTION_FIELDS.filter(f => LIST_FIELDS.has(f) && /_teams$/.test(f))

/** A list as compared: its names in one order, case aside where the servers ignore case. */
function comparable(field: string, v: unknown): unknown {
  if (!Array.isArray(v)) return v
  const items = (v as unknown[]).map(x => (USER_LISTS.includes(field) || TEAM_LISTS.includes(field) ? lower(x) : String(x)))
  return [...new Set(items)].sort()
}

/** The fields of `wanted` (those the file names) whose values differ from the server's, lists as sets. */
function differingSets(wanted: Row, actual: Row, fields: readonly string[]): FieldChange[] {
  const out: FieldChange[] = []
  for (const f of fields)
    if (wanted[f] !== undefined && JSON.stringify(comparable(f, wanted[f])) !== JSON.stringify(comparable(f, actual[f])))
      out.push({ field: f, old: actual[f], new: wanted[f] })
  return out
}

/** The users and teams (of the repository's owner) an item's allow-lists name. */
function allowListRefs(v: Row, at: Owners, users: readonly string[], teams: readonly string[]): Ref[] {
  const { owner } = repoParams(at)
  return [
    ...users.flatMap(f => ((v[f] as string[] | undefined) ?? []).map((name, i) => ({ kind: 'user' as const, name, at: [f, i] }))),
    ...teams.flatMap(f =>
      ((v[f] as string[] | undefined) ?? []).map((name, i) => ({ kind: 'team' as const, org: owner, name, at: [f, i] }))
    )
  ]
}

// ---- branch protections ----

/** A field that the server turns off unless another is on in the same rule (Gitea's and Forgejo's Create/EditBranchProtection). */
const NEEDS: Array<[string, string]> = [
  ['enable_push_whitelist', 'enable_push'],
  ['push_whitelist_deploy_keys', 'enable_push_whitelist'],
  ['enable_force_push', 'enable_push'],
  ['enable_force_push_allowlist', 'enable_force_push'],
  ['force_push_allowlist_deploy_keys', 'enable_force_push_allowlist']
]

function checkProtection(d: Desired, path: PropertyKey[], variant: Variant | undefined): void {
  if (variant) {
    const accepted = new Set(OPTION_FIELDS[variant]?.CreateBranchProtectionOption?.fields ?? [])
    for (const f of Object.keys(d.value))
      if (!accepted.has(f))
        throw new StateFileError(
          [...path, f],
          `not on this server: ${variant === 'gitea' ? 'Gitea' : 'Forgejo'}'s branch protections have no such field (${BRANCH_PROTECTION_FIELDS[f as keyof typeof BRANCH_PROTECTION_FIELDS]})`
        )
  }
  for (const [field, needs] of NEEDS)
    if (d.value[field] === true && d.value[needs] !== true)
      throw new StateFileError([...path, field], `needs ${needs}: true in the same rule (the server turns ${field} off without it)`)
}

/**
 * Every branch protection the file gives (a repository's, and each set of repo_defaults'), checked
 * as the walk checks it, before anything is read: a field the server's variant lacks and a field
 * that needs another in the same rule are the file's faults, whatever the server holds.
 */
export function checkProtectionsBeforeReading(state: StateFile, variant: Variant | undefined): void {
  const rules = (value: unknown, path: PropertyKey[]) => {
    const c = itemsOf(value as Record<string, Row> | undefined)
    if (!c || c.items === null || typeof c.items !== 'object') return
    const base = c.items === value ? path : [...path, 'items']
    for (const [name, rule] of Object.entries(c.items)) checkProtection({ name, value: rule ?? {} }, [...base, name], variant)
  }
  const sets = (list: unknown, path: PropertyKey[]) =>
    ((list ?? []) as Row[]).forEach((s, i) => rules(s?.branch_protections, [...path, i, 'branch_protections']))
  for (const [repo, v] of Object.entries((state.repos ?? {}) as Record<string, Row | undefined>))
    rules(v?.branch_protections, ['repos', repo, 'branch_protections'])
  sets(state.repo_defaults, ['repo_defaults'])
  const orgs = itemsOf(state.orgs as Record<string, Row | undefined> | undefined)
  if (orgs?.items)
    for (const [org, v] of Object.entries(orgs.items))
      sets(v?.repo_defaults, [...(orgs.items === state.orgs ? ['orgs'] : ['orgs', 'items']), org, 'repo_defaults'])
}

const branchProtections: Collection = {
  key: 'branch_protections',
  label: 'branch protection',
  level: 5,
  form: 'map',
  desired: mapItems,
  identity: name => name,
  async read(rc, at) {
    return (await rc.list('repos', 'branch_protections_list', repoParams(at))).map(r => ({
      name: String(r.rule_name),
      fields: pick(r, PROTECTION_FIELDS),
      ref: {}
    }))
  },
  check: checkProtection,
  diff: (d, a) => differingSets(d.value, a.fields, PROTECTION_FIELDS),
  refs: (d, at) => allowListRefs(d.value, at, USER_LISTS, TEAM_LISTS),
  refsOnUpdate: true,
  create: (d, at) => [
    { domain: 'repos', operation: 'branch_protections_create', params: { ...repoParams(at), rule_name: d.name, json_fields: d.value } }
  ],
  update: (d, a, _f, at) => [
    { domain: 'repos', operation: 'branch_protections_edit', params: { ...repoParams(at), rule_name: a.name, json_fields: d.value } }
  ],
  remove: (a, at) => [{ domain: 'repos', operation: 'branch_protections_delete', params: { ...repoParams(at), rule_name: a.name } }],
  dump: a => setFields(a.fields)
}

// ---- tag protections ----

const TAG_FIELDS = ['whitelist_usernames', 'whitelist_teams'] as const

const tagProtections: Collection = {
  key: 'tag_protections',
  label: 'tag protection',
  level: 5,
  form: 'map',
  desired: mapItems,
  identity: name => name,
  async read(rc, at) {
    return (await rc.list('repos', 'tag_protections_list', repoParams(at))).map(r => ({
      name: String(r.name_pattern),
      fields: pick(r, TAG_FIELDS),
      ref: { id: r.id }
    }))
  },
  diff: (d, a) => differingSets(d.value, a.fields, TAG_FIELDS),
  checkCreate(d, path) {
    if (!TAG_FIELDS.some(f => ((d.value[f] as string[] | undefined) ?? []).length > 0))
      throw new StateFileError(
        path,
        'give whitelist_usernames or whitelist_teams (who may push the tags): the servers refuse a rule with neither'
      )
  },
  refs: (d, at) => allowListRefs(d.value, at, ['whitelist_usernames'], ['whitelist_teams']),
  refsOnUpdate: true,
  create: (d, at) => [
    {
      domain: 'repos',
      operation: 'tag_protections_create',
      params: { ...repoParams(at), name_pattern: d.name, ...pick(d.value, TAG_FIELDS) }
    }
  ],
  update: (_d, a, fields, at) => [
    {
      domain: 'repos',
      operation: 'tag_protections_edit',
      params: { ...repoParams(at), id: a.ref.id, json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) }
    }
  ],
  remove: (a, at) => [{ domain: 'repos', operation: 'tag_protections_delete', params: { ...repoParams(at), id: a.ref.id } }],
  dump: a => setFields(a.fields)
}

// ---- deploy keys ----

const addDeployKey = (d: Desired, at: Owners, readOnly: unknown): Step => ({
  domain: 'repos',
  operation: 'deploy_keys_add',
  params: { ...repoParams(at), title: d.name, key: d.value.key, read_only: readOnly }
})

const deployKeys: Collection = {
  key: 'deploy_keys',
  label: 'deploy key',
  level: 4,
  form: 'list',
  desired: items =>
    ((items ?? []) as Array<{ title: string; key: string; read_only?: boolean }>).map(k => ({
      name: k.title,
      value: pick(k, ['key', 'read_only'])
    })),
  identity: name => name,
  async read(rc, at) {
    return (await rc.list('repos', 'deploy_keys_list', repoParams(at))).map(r => ({
      name: String(r.title),
      fields: { key: keyCore(r.key), read_only: r.read_only },
      ref: { id: r.id }
    }))
  },
  diff: (d, a) => differing({ ...d.value, key: keyCore(d.value.key) }, a.fields, ['key', 'read_only']),
  // Read-only unless the file says otherwise: a key that may push is asked for.
  create: (d, at) => [addDeployKey(d, at, d.value.read_only ?? true)],
  // A deploy key cannot be edited: replaced by the file's (read-only unless it says otherwise, as a new one).
  update: (d, a, _f, at) => [
    { domain: 'repos', operation: 'deploy_keys_delete', params: { ...repoParams(at), id: a.ref.id } },
    addDeployKey(d, at, d.value.read_only ?? true)
  ],
  updateNote: 'replaced (a deploy key cannot be edited)',
  remove: (a, at) => [{ domain: 'repos', operation: 'deploy_keys_delete', params: { ...repoParams(at), id: a.ref.id } }],
  dump: a => ({ title: a.name, ...a.fields })
}

// ---- labels ----

const LABEL_FIELDS = ['color', 'description', 'exclusive'] as const

/** Labels by name at a scope: a repository's (`repos`, `{ owner, repo }`) or an organization's (`orgs`, `{ org }`). */
function labelCollection(domain: Domain, level: number, params: (at: Owners) => Row): Collection {
  const normal = (v: Row) => (typeof v.color === 'string' ? { ...v, color: labelColor(v.color) } : v)
  return {
    key: 'labels',
    label: 'label',
    level,
    form: 'map',
    desired: mapItems,
    identity: name => name,
    async read(rc, at) {
      return (await rc.list(domain, 'labels_list', params(at))).map(r => ({
        name: String(r.name),
        fields: normal(pick(r, LABEL_FIELDS)),
        ref: { id: r.id }
      }))
    },
    diff: (d, a) => differing(normal(d.value), a.fields, LABEL_FIELDS),
    checkCreate(d, path) {
      if (d.value.color === undefined)
        throw new StateFileError([...path, 'color'], 'required to create the label (it is not on the server)')
    },
    create: (d, at) => [{ domain, operation: 'labels_create', params: { ...params(at), name: d.name, ...pick(d.value, LABEL_FIELDS) } }],
    update: (_d, a, fields, at) => [
      {
        domain,
        operation: 'labels_edit',
        params: { ...params(at), id: a.ref.id, json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) }
      }
    ],
    remove: (a, at) => [{ domain, operation: 'labels_delete', params: { ...params(at), id: a.ref.id } }],
    dump: a => setFields({ ...a.fields, color: `#${String(a.fields.color)}` })
  }
}

export const orgLabels = labelCollection('orgs', 3, ([org]) => ({ org }))

// ---- topics ----

const topics: Collection = {
  key: 'topics',
  label: 'topic',
  level: 4,
  form: 'list',
  governs: true,
  // The servers keep topics in lower case.
  desired: items => names(items).map(d => ({ ...d, name: lower(d.name) })),
  identity: lower,
  async read(rc, at) {
    const [record] = await rc.list('repos', 'topics_list', repoParams(at))
    return ((record?.topics as string[] | undefined) ?? []).map(t => ({ name: t, fields: {}, ref: {} }))
  },
  create: (d, at) => [{ domain: 'repos', operation: 'topics_add', params: { ...repoParams(at), topic: d.name } }],
  remove: (a, at) => [{ domain: 'repos', operation: 'topics_remove', params: { ...repoParams(at), topic: a.name } }],
  dump: a => a.name
}

// ---- teams ----

const repoTeams: Collection = {
  key: 'teams',
  label: 'team',
  level: 4,
  form: 'list',
  desired: names,
  identity: lower,
  async read(rc, at) {
    let rows: Row[]
    try {
      rows = await rc.list('repos', 'repo_teams_list', repoParams(at))
    } catch (e) {
      // A user's repository has no teams (both servers answer 405).
      if (e instanceof ForgeError && e.status === 405) return []
      throw e
    }
    return rows.map(r => ({
      name: String(r.name),
      fields: {},
      ref: { all: r.includes_all_repositories === true }
    }))
  },
  // A team with all of the organization's repositories (the Owners team) has each of them: it cannot be taken away.
  keep: a => a.ref.all === true,
  refs: (d, at) => [{ kind: 'team', org: splitRepo(at[at.length - 1]).owner, name: d.name }],
  create: (d, at) => [{ domain: 'repos', operation: 'repo_teams_add', params: { ...repoParams(at), team: d.name } }],
  remove: (a, at) => [{ domain: 'repos', operation: 'repo_teams_remove', params: { ...repoParams(at), team: a.name } }],
  dump: a => a.name
}

/** A repository's governance collections, in the order a plan lists them. */
export const repoGovernance: Collection[] = [
  repoTeams,
  labelCollection('repos', 4, repoParams),
  topics,
  deployKeys,
  branchProtections,
  tagProtections
]
