// What a plan checks of the whole result before anything is sent (issue 28): every user and
// repository the file refers to exists on the server or is made by the same file (a typo, `ivn`
// for `ivan`, is an error with the nearest name, not a `404 GetUserByName` in the middle of an
// apply), and an organization's `members` stay true after the planned team changes (a member
// leaving their last team leaves the organization: the file must say so too, or the next plan
// would fail). Errors carry their path; the plan names the file and line (load.ts locate).
import { closest, distance } from 'fastest-levenshtein'
import { ForgeError } from '../errors.js'
import { clip } from '../text.js'
import { lower, StateFileError, type ReadContext } from './collections.js'
import { itemsOf, type StateFile } from './schema.js'
import type { Change } from './types.js'

/** Something an item of the file names that must exist when it is created: a user, a repository of an owner, a team of an organization. */
export type Ref = (
  { kind: 'user'; name: string } | { kind: 'repo'; owner: string; name: string } | { kind: 'team'; org: string; name: string }
) & {
  /** Where in the item the reference stands (an allow-list's field and index), for the complaint's line. */
  at?: PropertyKey[]
}

/** A reference and where the file makes it. */
export interface RefUse {
  ref: Ref
  path: PropertyKey[]
}

/** Orders paths as the file does for one section: index by index, numbers as numbers. */
function comparePaths(a: PropertyKey[], b: PropertyKey[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]
    const y = b[i]
    if (x === y) continue
    if (typeof x === 'number' && typeof y === 'number') return x - y
    return String(x) < String(y) ? -1 : 1
  }
  return a.length - b.length
}

/** The names a section of the file gives (its map's keys), whichever form it uses. */
const fileNames = (section: unknown): string[] => Object.keys((itemsOf(section)?.items ?? {}) as Record<string, unknown>)

/**
 * The one of `candidates` a typo of `name` would be: another name (case aside) an edit away, or
 * two for a name of 6 characters or more; undefined when none is that close.
 */
export function nearestName(name: string, candidates: string[]): string | undefined {
  if (candidates.length === 0) return undefined
  const best = closest(lower(name), candidates.map(lower))
  const d = distance(lower(name), best)
  if (d === 0 || d > (name.length < 6 ? 1 : 2)) return undefined
  return candidates.find(c => lower(c) === best)
}

/** `; nearest: "y"` for a typo's likely name, or nothing. */
function nearest(name: string, candidates: string[]): string {
  const near = nearestName(name, candidates)
  return near === undefined ? '' : `; nearest: "${clip(near, 80)}"`
}

/** Whether a user exists on the server (one GET per name, once per plan; a 404 is no). */
async function userExists(rc: ReadContext, name: string): Promise<boolean> {
  return rc.once(`user ${lower(name)}`, async () => {
    try {
      return (await rc.list('users', 'get', { username: name })).length > 0
    } catch (e) {
      if (e instanceof ForgeError && e.status === 404) return false
      throw e
    }
  })
}

/** Every user's login, for suggesting the nearest name (an admin's list; nothing when the token may not read it). */
async function allUsers(rc: ReadContext): Promise<string[]> {
  try {
    return (await rc.list('admin', 'users_list', {})).map(r => String(r.login))
  } catch (e) {
    if (e instanceof ForgeError && (e.status === 403 || e.status === 401)) return []
    throw e
  }
}

/**
 * The teams an organization will have: the file's and the server's (one list per organization, once
 * per plan); undefined when it is neither an organization of the file nor one on the server.
 */
async function teamsOf(rc: ReadContext, state: StateFile, org: string): Promise<string[] | undefined> {
  const inFile = keyIn(state.orgs, ['orgs'], org)
  const fileTeams = inFile ? fileNames((inFile.value as Record<string, unknown> | undefined)?.teams) : []
  const onServer = await rc.once(`teams of ${lower(org)}`, async () => {
    try {
      return (await rc.list('orgs', 'teams_list', { org })).map(t => String(t.name))
    } catch (e) {
      if (e instanceof ForgeError && e.status === 404) return undefined
      throw e
    }
  })
  if (!inFile && onServer === undefined) return undefined
  return [...fileTeams, ...(onServer ?? [])]
}

/** Refuses the first reference to a user or repository that neither the server nor the file has. */
export async function checkRefs(rc: ReadContext, state: StateFile, uses: RefUse[]): Promise<void> {
  if (uses.length === 0) return
  const users = new Set(fileNames(state.users).map(lower))
  const repos = new Set(Object.keys(state.repos ?? {}).map(lower))
  const missing: RefUse[] = []
  await Promise.all(
    uses.map(async use => {
      const r = use.ref
      if (r.kind === 'user') {
        if (!users.has(lower(r.name)) && !(await userExists(rc, r.name))) missing.push(use)
      } else if (r.kind === 'team') {
        if (!((await teamsOf(rc, state, r.org)) ?? []).some(t => lower(t) === lower(r.name))) missing.push(use)
      } else if (!repos.has(lower(`${r.owner}/${r.name}`))) {
        const held = await rc.once(`repos of ${lower(r.owner)}`, async () => {
          try {
            return (await rc.list('users', 'repos_of', { username: r.owner })).map(x => String(x.name))
          } catch (e) {
            if (e instanceof ForgeError && e.status === 404) return []
            throw e
          }
        })
        if (!held.some(n => lower(n) === lower(r.name))) missing.push(use)
      }
    })
  )
  if (missing.length === 0) return
  // One order whatever order the reads finish in, so that the error is the same on every run.
  const first = missing.sort((a, b) => comparePaths(a.path, b.path))[0]
  const r = first.ref
  if (r.kind === 'team') {
    const teams = await teamsOf(rc, state, r.org)
    throw new StateFileError(
      first.path,
      teams === undefined
        ? `team "${clip(r.name, 80)}": ${clip(r.org, 80)} is not an organization on the server nor in the file's orgs (only an organization's repositories have teams)`
        : `team "${clip(r.name, 80)}" is not a team of ${clip(r.org, 80)} on the server, nor in the file's orgs${nearest(r.name, teams)}`
    )
  }
  if (r.kind === 'user')
    throw new StateFileError(
      first.path,
      `user "${clip(r.name, 80)}" is not on the server, nor in the file's users${nearest(r.name, [...fileNames(state.users), ...(await allUsers(rc))])}`
    )
  const owned = await rc.once<string[]>(`repos of ${lower(r.owner)}`, async () => [])
  const inFile = Object.keys(state.repos ?? {})
    .filter(k => lower(k.split('/')[0]) === lower(r.owner))
    .map(k => k.slice(k.indexOf('/') + 1))
  throw new StateFileError(
    first.path,
    `repository "${clip(r.owner, 80)}/${clip(r.name, 80)}" is not on the server, nor in the file's repos${nearest(r.name, [...owned, ...inFile])}`
  )
}

/** The file's key for `name` in a map section (any case), and the section's items path. */
function keyIn(section: unknown, base: PropertyKey[], name: string): { key: string; path: PropertyKey[]; value: unknown } | undefined {
  const c = itemsOf(section)
  if (!c) return undefined
  const items = c.items as Record<string, unknown>
  const key = Object.keys(items).find(k => lower(k) === lower(name))
  if (key === undefined) return undefined
  const long = section !== null && typeof section === 'object' && 'items' in section && c.items === (section as { items: unknown }).items
  return { key, path: [...base, ...(long ? ['items'] : []), key], value: items[key] }
}

/** The path of `name` in a list collection (`members: [a, b]` or `{ prune, items: [...] }`), or undefined. */
function listEntry(list: unknown, base: PropertyKey[], name: string): PropertyKey[] | undefined {
  const c = itemsOf(list as string[] | { prune?: boolean; items: string[] } | undefined)
  if (!c) return undefined
  const i = (c.items ?? []).findIndex(n => lower(n) === lower(name))
  if (i < 0) return undefined
  const long = !Array.isArray(list)
  return [...base, ...(long ? ['items'] : []), i]
}

/**
 * With `members` pruned, every member of the file's teams must be listed there: prune would remove
 * them and the team add them back on every apply. Checked after the references (a typo in a team's
 * members is named as a typo, not as a member to list).
 */
export function checkMembersListed(state: StateFile): void {
  const orgs = itemsOf(state.orgs)
  for (const [org, value] of Object.entries((orgs?.items ?? {}) as Record<string, Record<string, unknown> | undefined>)) {
    const m = itemsOf(value?.members as string[] | { prune?: boolean; items: string[] } | undefined)
    if (!m?.prune) continue
    const listed = new Set((m.items ?? []).map(lower))
    const teams = itemsOf(value?.teams as Record<string, Record<string, unknown> | undefined> | undefined)
    for (const [team, t] of Object.entries(teams?.items ?? {}))
      for (const login of itemsOf(t?.members as string[] | undefined)?.items ?? [])
        if (!listed.has(lower(login))) {
          const o = keyIn(state.orgs, ['orgs'], org)!
          const t2 = keyIn(value?.teams, [...o.path, 'teams'], team)!
          throw new StateFileError(
            listEntry(t?.members, [...t2.path, 'members'], login) ?? [...o.path, 'members'],
            `${clip(login, 80)} is in team ${clip(team, 80)} of the file but not in the organization's pruned members, so prune would remove them and the team add them back: list them in members`
          )
        }
  }
}

/**
 * A user the plan removes from a team, whom the file keeps in the organization's `members`, must
 * stay in another team after the apply: the servers take a user out of an organization with their
 * last team, and the file would then name a member that is none (the next plan refuses it). The
 * teams after the apply: the file's teams that list them, else a server team whose members the file
 * does not prune (read, once per team).
 */
export async function checkLastTeams(rc: ReadContext, state: StateFile, changes: Change[]): Promise<void> {
  const removed = new Map<string, { org: string; user: string; teams: Map<string, string> }>()
  for (const c of changes)
    if (c.action === 'delete' && c.collection === 'orgs.teams.members')
      for (const s of c.steps) {
        const { org, team, username } = s.params as { org: string; team: string; username: string }
        const key = `${lower(org)}\u0000${lower(username)}`
        if (!removed.has(key)) removed.set(key, { org, user: username, teams: new Map() })
        removed.get(key)!.teams.set(lower(team), team)
      }
  const prunedMembers = new Set(
    changes
      .filter(c => c.action === 'delete' && c.collection === 'orgs.members')
      .flatMap(c => c.steps.map(s => `${lower(String(s.params.org))}\u0000${lower(String(s.params.username))}`))
  )
  for (const [key, { org, user, teams: leaving }] of removed) {
    if (prunedMembers.has(key)) continue
    const o = keyIn(state.orgs, ['orgs'], org)
    if (!o) continue
    const v = (o.value ?? {}) as Record<string, unknown>
    const entry = listEntry(v.members, [...o.path, 'members'], user)
    if (!entry) continue
    const fileTeams = itemsOf(v.teams as Record<string, unknown> | undefined)
    const teamItems = (fileTeams?.items ?? {}) as Record<string, Record<string, unknown> | undefined>
    const listedIn = (t: string) => {
      const k = Object.keys(teamItems).find(x => lower(x) === lower(t))
      return k === undefined ? undefined : itemsOf(teamItems[k]?.members as string[] | undefined)
    }
    // A file team listing them (not one they leave): they stay.
    if (Object.keys(teamItems).some(t => !leaving.has(lower(t)) && (listedIn(t)?.items ?? []).some(n => lower(n) === lower(user)))) continue
    // A server team the file does not prune the members of, which has them.
    const serverTeams = (await rc.list('orgs', 'teams_list', { org })).map(r => String(r.name))
    let stays = false
    for (const t of serverTeams) {
      if (leaving.has(lower(t))) continue
      const m = listedIn(t)
      if (m?.prune) continue
      const members = await rc.list('orgs', 'teams_members_list', { org, team: t })
      if (members.some(r => lower(r.login) === lower(user))) {
        stays = true
        break
      }
    }
    if (!stays)
      throw new StateFileError(
        entry,
        `${clip(user, 80)} leaves their last team (${[...leaving.values()].map(t => clip(t, 80)).join(', ')}) in this plan, which takes them out of the organization: remove them from members too, or keep them in a team`
      )
  }
}
