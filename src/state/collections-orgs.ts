// The `orgs` collections of the desired state: organizations (level 2: after the users that own or
// join them), their teams, members, Actions secrets and variables and webhooks (level 3), and a
// team's members and repositories (level 4, after the repositories: 3). Each reads one list per owner (all organizations in one
// admin list; an organization's teams, members, secrets, variables, hooks one list each; a team's
// members and repositories one list each), never one GET per object. See collections.ts for the
// shape of an entry.
import {
  StateFileError,
  differing,
  hookCollection,
  lower,
  mapItems,
  names,
  pick,
  same,
  secretCollection,
  setFields,
  variableCollection,
  type Collection
} from './collections.js'
import { orgLabels } from './collections-governance.js'
import { itemsOf } from './schema.js'

type Row = Record<string, unknown>

const sorted = (v: unknown) => (Array.isArray(v) ? [...(v as string[])].sort() : v)

// ---- a team's members and repositories ----

const teamMembers: Collection = {
  key: 'members',
  label: 'member',
  level: 4,
  form: 'list',
  desired: names,
  identity: lower,
  async read(rc, [org, team]) {
    return (await rc.list('orgs', 'teams_members_list', { org, team })).map(r => ({ name: String(r.login), fields: {}, ref: {} }))
  },
  refs: d => [{ kind: 'user', name: d.name }],
  create: (d, [org, team]) => [{ domain: 'orgs', operation: 'teams_member_add', params: { org, team, username: d.name } }],
  remove: (a, [org, team]) => [{ domain: 'orgs', operation: 'teams_member_remove', params: { org, team, username: a.name } }],
  dump: a => a.name
}

const teamRepos: Collection = {
  key: 'repos',
  label: 'repository',
  level: 4,
  form: 'list',
  desired: names,
  identity: lower,
  async read(rc, [org, team]) {
    return (await rc.list('orgs', 'teams_repos_list', { org, team })).map(r => ({ name: String(r.name), fields: {}, ref: {} }))
  },
  refs: (d, [org]) => [{ kind: 'repo', owner: org, name: d.name }],
  create: (d, [org, team]) => [{ domain: 'orgs', operation: 'teams_repo_add', params: { org, team, repo: d.name } }],
  remove: (a, [org, team]) => [{ domain: 'orgs', operation: 'teams_repo_remove', params: { org, team, repo: a.name } }],
  dump: a => a.name
}

// ---- teams ----

const TEAM_FIELDS = ['description', 'includes_all_repositories', 'can_create_org_repo'] as const
const RANK = ['none', 'read', 'write', 'admin']
/** The team every organization has, made with it: never created nor pruned by svc. */
const isOwners = (name: string) => name.toLowerCase() === 'owners'

/** A units map as compared and written: the units that give access (a unit at `none` gives none), sorted by unit. */
function unitsMap(map: unknown): Record<string, string> {
  const m = (map ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.keys(m)
      .filter(u => RANK.indexOf(String(m[u])) > 0)
      .sort()
      .map(u => [u, String(m[u])])
  )
}

/** The highest access of a units map's units ('none' for none). */
const topAccess = (map: Record<string, string>) => RANK[Math.max(0, ...Object.values(map).map(a => RANK.indexOf(a)))]

/**
 * A team's access as the servers keep it: `permission` (the highest access of its units), `units`
 * (the units that have it) and `units_map` (every unit's own access). Gitea 1.25/1.26 answer
 * `permission: "none"` for a read or write team and keep the access per unit (`units_map`);
 * Forgejo answers the permission with the same units_map. So both are read from the units. The
 * Owners team ("owner") and an admin team have every unit: their units are not compared.
 */
function teamAccess(r: Row): { permission: string; units?: string[]; units_map?: Record<string, string> } {
  if (r.permission === 'owner' || r.permission === 'admin') return { permission: 'admin' }
  let map = unitsMap(r.units_map)
  // A server that answered no units_map: its units at its permission.
  if (Object.keys(map).length === 0) map = unitsMap(Object.fromEntries(((r.units ?? []) as string[]).map(u => [u, String(r.permission)])))
  const top = topAccess(map)
  if (top === 'none') return { permission: String(r.permission), units: sorted(r.units ?? []) as string[] }
  return { permission: top, units: Object.keys(map).filter(u => map[u] === top), units_map: map }
}

/** The units map a team of the file means: its `units_map`, or its `units` at its `permission` (undefined for an admin team). */
function desiredMap(v: Row): Record<string, string> | undefined {
  if (v.units_map !== undefined) return v.units_map as Record<string, string>
  if (v.permission === 'admin' || v.units === undefined) return undefined
  return unitsMap(Object.fromEntries((v.units as string[]).map(u => [u, String(v.permission ?? 'read')])))
}

const teams: Collection = {
  key: 'teams',
  label: 'team',
  level: 3,
  form: 'map',
  desired: items =>
    mapItems(items).map(d => {
      const v = { ...d.value }
      if (v.units) v.units = sorted(v.units)
      if (v.units_map) v.units_map = unitsMap(v.units_map)
      return { ...d, value: v }
    }),
  // Team names are unique in an organization regardless of case.
  identity: lower,
  nameTypos: true,
  check(d, path) {
    // units_map says every unit's access, the permission included: either form, not both.
    for (const f of ['permission', 'units'])
      if (d.value.units_map !== undefined && d.value[f] !== undefined)
        throw new StateFileError(
          [...path, f],
          'not with units_map, which gives each unit its own access (e.g. {repo.code: write, repo.issues: read}); use permission and units for one access on all units, or permission: admin'
        )
  },
  async read(rc, [org]) {
    return (await rc.list('orgs', 'teams_list', { org })).map(r => ({
      name: String(r.name),
      fields: { ...pick(r, TEAM_FIELDS), ...teamAccess(r) },
      ref: { owners: r.permission === 'owner' }
    }))
  },
  keep: a => a.ref.owners === true,
  diff(d, a) {
    const out = differing(d.value, a.fields, TEAM_FIELDS)
    if (d.value.units_map !== undefined) {
      // Each unit's access; an admin team (every unit) is told as its permission.
      const map = d.value.units_map as Record<string, string>
      out.push(...differing({ permission: topAccess(map), units_map: map }, a.fields, ['permission', 'units_map']))
      return out
    }
    out.push(...differing(d.value, a.fields, ['permission']))
    // Units matter below admin only (an admin team has them all).
    if ((d.value.permission ?? a.fields.permission) === 'admin') return out
    out.push(...differing(d.value, a.fields, ['units']))
    // The units the file gives at its permission, and no other unit at a lower access (one given by hand is drift).
    const want = d.value.units === undefined ? undefined : desiredMap({ permission: a.fields.permission, ...d.value })
    if (out.length === 0 && want && a.fields.units_map && !same(want, a.fields.units_map))
      out.push({ field: 'units_map', old: a.fields.units_map, new: want })
    return out
  },
  checkCreate(d, path) {
    if (isOwners(d.name)) return
    if (d.value.units_map !== undefined) {
      if (Object.keys(d.value.units_map as Row).length === 0)
        throw new StateFileError(
          [...path, 'units_map'],
          'required to create the team: at least one unit at read or write, e.g. {repo.code: write}'
        )
      return
    }
    if (d.value.permission !== 'admin' && !((d.value.units as string[] | undefined) ?? []).length)
      throw new StateFileError(
        [...path, 'units'],
        `required to create a ${String(d.value.permission ?? 'read')} team (the servers refuse one without units), e.g. [repo.code, repo.issues]; or permission: admin; or units_map`
      )
  },
  // A new organization comes with its Owners team (its creator in it): nothing to create.
  create: (d, [org]) => {
    if (isOwners(d.name)) return []
    const map = d.value.units_map as Record<string, string> | undefined
    // With units_map, the permission sent is its highest access (Gitea keeps "none" and the units' own access; Forgejo the permission).
    const access = map
      ? { permission: topAccess(map), units_map: map }
      : { permission: d.value.permission ?? 'read', ...pick(d.value, ['units']) }
    return [{ domain: 'orgs' as const, operation: 'teams_create', params: { org, name: d.name, ...access, ...pick(d.value, TEAM_FIELDS) } }]
  },
  update(d, a, fields, [org]) {
    const access = new Set(['permission', 'units', 'units_map'])
    const json: Row = Object.fromEntries(fields.filter(f => !access.has(f.field)).map(f => [f.field, f.new]))
    // The servers apply units only with a permission, and a permission below admin only with units
    // (Gitea's units_map): both are sent when either changes. Units sent replace all the team's units.
    if (fields.some(f => access.has(f.field))) {
      const map = d.value.units_map as Record<string, string> | undefined
      if (map) {
        json.permission = topAccess(map)
        json.units_map = map
      } else {
        json.permission = d.value.permission ?? a.fields.permission
        if (json.permission !== 'admin') json.units = d.value.units ?? a.fields.units
      }
    }
    return [{ domain: 'orgs', operation: 'teams_edit', params: { org, team: a.name, json_fields: json } }]
  },
  remove: (a, [org]) => [{ domain: 'orgs', operation: 'teams_delete', params: { org, team: a.name } }],
  // One access on all units: permission and units; units at different access: units_map (read-only units kept).
  dump: a => {
    const map = a.fields.units_map as Record<string, string> | undefined
    const mixed = map !== undefined && new Set(Object.values(map)).size > 1
    const access = mixed ? { units_map: map } : { permission: a.fields.permission, units: a.fields.units }
    return setFields({ ...pick(a.fields, TEAM_FIELDS), ...access })
  },
  children: [teamMembers, teamRepos]
}

// ---- an organization's members ----

/**
 * The server has no way to add a member but through a team: a member the file names is created by
 * a team of the file that has them (`through_team`, set by the organization's `desired`); one that
 * is neither a member yet nor in such a team is an error.
 */
const orgMembers: Collection = {
  key: 'members',
  label: 'member',
  level: 3,
  form: 'list',
  desired: items =>
    ((items ?? []) as Array<string | { login: string; team?: string }>).map(i =>
      typeof i === 'string' ? { name: i, value: {} } : { name: i.login, value: i.team ? { through_team: i.team } : {} }
    ),
  identity: lower,
  refs: d => [{ kind: 'user', name: d.name }],
  async read(rc, [org]) {
    return (await rc.list('orgs', 'members_list', { org })).map(r => ({ name: String(r.login), fields: {}, ref: {} }))
  },
  checkCreate(d, path) {
    if (!d.value.through_team)
      throw new StateFileError(
        path,
        "not a member, and in no team of the file: a user joins an organization through a team (list them in a team's members)"
      )
  },
  // Nothing to send: the team's member add (a step later) makes them a member.
  create: () => [],
  // Deleting a team (same batch) removes the members it was the only team of: then nothing is left to do.
  remove: (a, [org]) => [{ domain: 'orgs', operation: 'members_remove', params: { org, username: a.name }, onMissing: 'skip' }],
  dump: a => a.name
}

// ---- Actions secrets and variables, webhooks ----

/** An organization's secrets (fingerprints on Gitea), variables and webhooks: the factories of collections.ts, as a repository's. */
const orgScope = { domain: 'orgs', level: 3, params: ([org]: string[]) => ({ org }) } as const
const orgSecrets = secretCollection(orgScope)
const orgVariables = variableCollection(orgScope)
const orgHooks = hookCollection(orgScope)

// ---- organizations ----

const ORG_FIELDS = ['full_name', 'description', 'website', 'location', 'visibility'] as const

/**
 * An organization's `members` as orgMembers reads them: each with a team of the file that has them
 * (their way in). (With prune, a team member of the file that `members` leaves out is refused by
 * the plan, after its references are checked: checks.ts checkMembersListed.)
 */
function membersWithTeams(v: Row): unknown {
  const m = itemsOf(v.members as string[] | { prune?: boolean; items: string[] } | undefined)
  if (!m) return undefined
  const teamOf = new Map<string, string>()
  for (const t of mapItems(itemsOf(v.teams)?.items))
    for (const login of itemsOf(t.value.members as string[] | undefined)?.items ?? [])
      if (!teamOf.has(lower(login))) teamOf.set(lower(login), t.name)
  const items = (m.items ?? []).map(login => ({ login, team: teamOf.get(lower(login)) }))
  // In the form the file used (a plain list, or the long form), so that the plan names its items where they stand.
  return Array.isArray(v.members) ? items : { prune: m.prune, items }
}

export const orgs: Collection = {
  key: 'orgs',
  label: 'org',
  level: 2,
  form: 'map',
  desired: items =>
    mapItems(items).map(d => (d.value.members === undefined ? d : { ...d, value: { ...d.value, members: membersWithTeams(d.value) } })),
  // Organization names are unique among users and organizations regardless of case.
  identity: lower,
  async read(rc) {
    return (await rc.list('admin', 'orgs', {})).map(r => ({ name: String(r.name ?? r.username), fields: pick(r, ORG_FIELDS), ref: {} }))
  },
  diff: (d, a) => differing(d.value, a.fields, ORG_FIELDS),
  refs: d => (d.value.owner ? [{ kind: 'user', name: String(d.value.owner) }] : []),
  create(d) {
    const fields = pick(d.value, ORG_FIELDS)
    // As an admin for `owner` (the admin route), else as the token's user.
    return d.value.owner
      ? [{ domain: 'admin', operation: 'users_orgs_create', params: { username: d.value.owner, name: d.name, ...fields } }]
      : [{ domain: 'orgs', operation: 'orgs_create', params: { name: d.name, ...fields } }]
  },
  update: (_d, a, fields) => [
    { domain: 'orgs', operation: 'orgs_edit', params: { org: a.name, json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) } }
  ],
  remove: a => [{ domain: 'orgs', operation: 'orgs_delete', params: { org: a.name } }],
  dump: a => setFields(a.fields),
  children: [teams, orgMembers, orgSecrets, orgVariables, orgHooks, orgLabels]
}
