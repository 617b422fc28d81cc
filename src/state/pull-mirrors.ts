// The `mirrors` section (schema-mirrors.ts): repositories brought in from a source and kept in sync
// by the server (pull mirrors), or migrated once. Not a collection of collections.ts: one entry of
// the file stands for as many repositories as its source holds, known only once the source is
// listed (src/sources, the client `sources_list` uses), so this module plans the section itself and
// hands the planner its changes, its digest lines, its removals and what it does not manage.
//
// A copy is the target's repository of the same name whose `original_url` is the source
// repository's address (compared without user-info, case or `.git`): the plan brings in what the
// target does not hold (repos_migrate), sets a changed interval (repos_edit), and acts on a copy
// whose repository is gone from the source as `gone` says: keep (listed), archive, delete (a
// removal, under the removal guard). A repository of the target that is no copy of an entry is not
// managed; one that takes a copy's name is never touched (the plan says so).
import { ForgeError, UsageError } from '../errors.js'
import type { Variant } from '../registry/index.js'
import { intervalSeconds, MIGRATE_ITEMS, mirrorAddress } from '../registry/repo-values.js'
import { listSourceRepos, migrateService, type SourceRepo, type SourceSpec } from '../sources/index.js'
import { clip } from '../text.js'
import { lower, StateFileError, type ReadContext } from './collections.js'
import { envValue } from './credential-rule.js'
import type { StateFile } from './schema.js'
import type { Change, FieldChange, Step } from './types.js'

export type MirrorEntry = NonNullable<StateFile['mirrors']>[number]

/**
 * After organizations (2), their repositories (3) and governance (5): a copy may go into an
 * organization the same file makes; and a batch of its own, which apply runs at the migrations' concurrency.
 */
export const MIRROR_LEVEL = 6
/** Migrations in flight at once unless told: each is heavy work for the server (a clone, maybe issues). */
export const DEFAULT_MIGRATIONS = 2

/** A change that brings a copy in (apply runs those at the migrations' concurrency, and one's failure does not stop the others). */
export const isMigration = (c: Change): boolean => c.steps.some(s => s.operation === 'repos_migrate')
/**
 * What a pull mirror brings besides git: the servers drop the rest for a mirror (Gitea 1.26.4's
 * POST /repos/migrate turns issues, labels, milestones, pull requests and releases off; a mirror's
 * releases are its tags, as each sync brings them). They come only with a one-time migration.
 */
const MIRROR_KEEPS = new Set(['wiki', 'lfs'])

export interface MirrorsPart {
  changes: Change[]
  snapshot: string[]
  removals: { count: number; of: number }
  unmanaged: string[]
}

/** An address as copies are matched by it: no user-info, no `.git` or trailing `/`, lower case. */
export function addressKey(address: unknown): string {
  return mirrorAddress(address)
    .replace(/\/+$/, '')
    .replace(/\.git$/i, '')
    .toLowerCase()
}

/** `*` any run of characters, `?` one; the whole name, case-insensitive. */
export function globMatch(pattern: string, name: string): boolean {
  const re = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.')
  return new RegExp(`^${re}$`, 'i').test(name)
}

/** The web base of a source (its API path left off): the prefix of its repositories' addresses. */
export function sourceBase(from: NonNullable<MirrorEntry['from']>): string {
  const url = from.url ?? (from.service === 'github' ? 'https://github.com' : from.service === 'gitlab' ? 'https://gitlab.com' : '')
  return url.replace(/\/+$/, '').replace(/\/api\/v[134]$/i, '')
}

/** The target's repositories as a mirrors plan compares them. */
interface TargetRepo {
  name: string
  original: string
  mirror: boolean
  interval: string
  archived: boolean
}

interface Wanted {
  entry: number
  name: string
  clone: string
  private: boolean
  description: string
}

const pathOf = (i: number, ...rest: PropertyKey[]): PropertyKey[] => ['mirrors', i, ...rest]

/** Checks an entry's form (what the schema cannot say), naming the field. */
export function checkEntry(e: MirrorEntry, i: number, variant: Variant | undefined): void {
  if ((e.from === undefined) === (e.clone_addr === undefined))
    throw new StateFileError(pathOf(i), 'give either from (a whole source) or clone_addr (one repository), one of them')
  const only = (keys: Array<keyof MirrorEntry>, what: string) => {
    for (const k of keys) if (e[k] !== undefined) throw new StateFileError(pathOf(i, k), `only with ${what}`)
  }
  if (e.from) {
    only(['service', 'token_from_env', 'name'], 'clone_addr (with from, the token is from.token_from_env)')
    if ((e.from.service === 'gitea' || e.from.service === 'forgejo') && !e.from.url)
      throw new StateFileError(pathOf(i, 'from', 'url'), `required for a ${e.from.service} source (its server's address)`)
  } else {
    only(['include', 'exclude', 'forks', 'archived', 'gone'], 'from (a whole source)')
    if (e.service === 'codecommit' && variant === 'forgejo')
      throw new StateFileError(pathOf(i, 'service'), 'Forgejo has no codecommit migration (Gitea only)')
  }
  if (e.mirror !== false) {
    const dropped = (e.items ?? []).filter(x => !MIRROR_KEEPS.has(x))
    if (dropped.length > 0)
      throw new StateFileError(
        pathOf(i, 'items'),
        `a pull mirror brings only wiki and lfs besides git (its releases are its tags): ${dropped.join(', ')} come only with a one-time migration (mirror: false)`
      )
  }
  if (e.mirror === false && e.interval !== undefined) throw new StateFileError(pathOf(i, 'interval'), 'only for a mirror (mirror: true)')
}

/** The source of a `from` entry as the source client takes it: the token's value from the environment (a plan lists without one when unset). */
export function sourceSpec(from: NonNullable<MirrorEntry['from']>, env: NodeJS.ProcessEnv): SourceSpec {
  const token = from.token_from_env ? envValue(env, from.token_from_env) : undefined
  return { service: from.service, owner: from.owner, ...(from.url ? { url: from.url } : {}), ...(token ? { token } : {}) }
}

/** The repos_migrate step of one copy: the token by its variable's name, filled at apply time. */
export function migrateStep(e: MirrorEntry, w: Wanted): Step {
  const tokenEnv = e.from?.token_from_env ?? e.token_from_env
  const service = e.from ? migrateService(e.from.service) : (e.service ?? 'git')
  const items = new Set(e.items ?? [])
  const params: Record<string, unknown> = {
    clone_addr: w.clone,
    service,
    repo_owner: e.to,
    repo_name: w.name,
    mirror: e.mirror !== false,
    private: w.private,
    ...(w.description ? { description: w.description } : {}),
    ...(e.mirror !== false && e.interval !== undefined ? { mirror_interval: e.interval } : {}),
    ...Object.fromEntries(MIGRATE_ITEMS.filter(x => items.has(x)).map(x => [x, true]))
  }
  // A plain git source takes the token as the password of HTTP basic auth; the others as their API token.
  const env: Record<string, string> | undefined = tokenEnv ? { [service === 'git' ? 'auth_password' : 'auth_token']: tokenEnv } : undefined
  if (tokenEnv && service === 'git') params.auth_username = 'oauth2'
  // A copy there already (brought in by a run that stopped half way) is skipped; repos_migrate itself
  // removes what a failed migration leaves behind.
  return { domain: 'repos', operation: 'repos_migrate', params, ...(env ? { env } : {}), onExists: 'skip' }
}

/** The target's repositories (an organization's, else a user's as that user), once per plan. */
async function targetRepos(rc: ReadContext, to: string, i: number): Promise<TargetRepo[] | undefined> {
  return rc.once(`mirrors target ${lower(to)}`, async () => {
    let rows: Array<Record<string, unknown>>
    try {
      rows = await rc.list('orgs', 'orgs_repos', { org: to })
    } catch (e) {
      if (!(e instanceof ForgeError && e.status === 404)) throw e
      // Made by this file's orgs section: empty for now.
      if (rc.state?.orgs && Object.keys(rc.state.orgs).some(o => lower(o) === lower(to))) return undefined
      try {
        rows = (await rc.list('repos', 'repos_list', {}, to)).filter(
          r => lower((r.owner as { login?: string } | undefined)?.login) === lower(to)
        )
      } catch (e2) {
        if (e2 instanceof ForgeError && (e2.status === 404 || e2.status === 403))
          throw new StateFileError(pathOf(i, 'to'), `"${clip(to, 80)}" is neither an organization nor a user on the server`)
        throw e2
      }
    }
    return rows.map(r => ({
      name: String(r.name),
      original: String(r.original_url ?? ''),
      mirror: r.mirror === true,
      interval: String(r.mirror_interval ?? ''),
      archived: r.archived === true
    }))
  })
}

const objectOf = (to: string, name: string) => `mirror ${to}/${name}`

/**
 * `gone: archive` for a copy: archived, as it is. The servers refuse to archive a pull mirror
 * (Gitea 1.26.4: 422 "repo is a mirror, cannot archive/un-archive"): on Forgejo it is made a regular
 * repository first (mirror_convert); Gitea has no API for that, so there its sync is turned off
 * instead (interval 0: the source is gone, each sync would fail) and the plan says why.
 */
function goneArchive(t: TargetRepo, to: string, variant: Variant | undefined): Pick<Change, 'fields' | 'steps' | 'note'> | undefined {
  const params = { owner: to, repo: t.name }
  if (t.archived) return undefined
  const archive: Step = { domain: 'repos', operation: 'repos_edit', params: { ...params, archived: true } }
  if (!t.mirror) return { fields: [{ field: 'archived', old: false, new: true }], steps: [archive], note: 'gone from the source' }
  if (variant === 'forgejo')
    return {
      fields: [
        { field: 'mirror', old: true, new: false },
        { field: 'archived', old: false, new: true }
      ],
      steps: [{ domain: 'repos', operation: 'mirror_convert', params }, archive],
      note: 'gone from the source: made a regular repository (a mirror cannot be archived), then archived'
    }
  if (intervalSeconds(t.interval) === 0) return undefined
  return {
    fields: [{ field: 'interval', old: t.interval, new: '0' }],
    steps: [{ domain: 'repos', operation: 'repos_edit', params: { ...params, json_fields: { mirror_interval: '0' } } }],
    note: 'gone from the source; Gitea cannot archive a pull mirror and has no API to make it a regular repository: its sync is turned off'
  }
}

/** The mirrors section's part of a plan. */
export async function planMirrors(rc: ReadContext, entries: MirrorEntry[], progress?: (line: string) => void): Promise<MirrorsPart> {
  const part: MirrorsPart = { changes: [], snapshot: [], removals: { count: 0, of: 0 }, unmanaged: [] }
  entries.forEach((e, i) => checkEntry(e, i, rc.variant))
  // What each entry wants, the source listed (every page) where it is a whole source.
  const listed = await Promise.all(
    entries.map(async (e, i) => {
      if (!e.from) {
        const name = e.name ?? addressKey(e.clone_addr).split('/').pop() ?? ''
        if (!/^[A-Za-z0-9_.-]+$/.test(name) || name === '.' || name === '..')
          throw new StateFileError(pathOf(i, 'clone_addr'), 'the address gives no repository name: give name')
        return {
          wanted: [{ entry: i, name, clone: mirrorAddress(e.clone_addr), private: e.private ?? true, description: '' }],
          all: [] as string[]
        }
      }
      let repos: SourceRepo[]
      try {
        repos = await listSourceRepos(sourceSpec(e.from, rc.env), { ...(progress ? { progress } : {}) })
      } catch (err) {
        throw new UsageError(
          `mirrors[${i}].from: listing ${e.from.service} ${clip(e.from.owner, 80)}: ${err instanceof Error ? err.message : String(err)}`
        )
      }
      // Every repository of the source, filtered or not: a copy is gone only when its repository is.
      const all = repos.map(r => addressKey(r.clone_url))
      const wanted: Wanted[] = repos
        .filter(r => {
          if (r.fork && e.forks !== true) return false
          if (r.archived && e.archived === false) return false
          if (e.include && !e.include.some(p => globMatch(p, r.name))) return false
          if (e.exclude?.some(p => globMatch(p, r.name))) return false
          return true
        })
        .map(r => ({
          entry: i,
          // The source client names a GitLab subgroup's project as its copy is named (sub-name).
          name: r.name,
          clone: mirrorAddress(r.clone_url),
          private: e.private ?? r.private,
          description: r.description ?? ''
        }))
      return { wanted, all }
    })
  )
  // One name in one target is one copy: two entries (or two subgroups) may not both want it.
  const claimed = new Map<string, number>()
  for (const { wanted } of listed)
    for (const w of wanted) {
      const key = `${lower(entries[w.entry].to)}/${lower(w.name)}`
      const other = claimed.get(key)
      if (other !== undefined && other !== w.entry)
        throw new StateFileError(pathOf(w.entry), `the copy ${entries[w.entry].to}/${w.name} is also brought in by mirrors[${other}]`)
      if (other === w.entry)
        throw new StateFileError(pathOf(w.entry), `the source holds two repositories that are both copied as ${w.name}`)
      claimed.set(key, w.entry)
    }
  const accounted = new Map<string, Set<string>>()
  const account = (to: string, name: string) => {
    if (!accounted.has(lower(to))) accounted.set(lower(to), new Set())
    accounted.get(lower(to))!.add(lower(name))
  }
  for (const [i, e] of entries.entries()) {
    const target = (await targetRepos(rc, e.to, i)) ?? []
    const byName = new Map(target.map(t => [lower(t.name), t]))
    const base: Pick<Change, 'collection' | 'level'> = { collection: 'mirrors', level: MIRROR_LEVEL }
    for (const w of listed[i].wanted) {
      account(e.to, w.name)
      const t = byName.get(lower(w.name))
      const object = objectOf(e.to, w.name)
      if (t) part.snapshot.push(`mirrors\t${lower(e.to)}/${lower(t.name)}\t${JSON.stringify(t)}`)
      // Another repository in the copy's place: planned, so that the plan shows it and apply fails
      // for it with the reason (repos_migrate looks first and sends nothing), until it is moved away.
      const taken =
        t && addressKey(t.original) !== addressKey(w.clone)
          ? t.original
            ? `the name is taken by a copy of ${mirrorAddress(t.original)}; no API changes a copy's address: delete it, apply again`
            : `the name is taken by a repository that is no copy of it: apply fails for it until that one is renamed or removed`
          : undefined
      if (!t || taken) {
        const fields: FieldChange[] = [
          { field: 'from', new: w.clone },
          { field: 'mirror', new: e.mirror !== false },
          { field: 'private', new: w.private },
          ...(e.interval !== undefined && e.mirror !== false ? [{ field: 'interval', new: e.interval }] : []),
          ...(e.items?.length ? [{ field: 'items', new: e.items }] : [])
        ]
        part.changes.push({ ...base, action: 'create', object, fields, steps: [migrateStep(e, w)], ...(taken ? { note: taken } : {}) })
        continue
      }
      // An archived copy (gone from the source, or by hand) takes no edit.
      if (
        e.mirror !== false &&
        t.mirror &&
        !t.archived &&
        e.interval !== undefined &&
        intervalSeconds(e.interval) !== intervalSeconds(t.interval)
      )
        part.changes.push({
          ...base,
          action: 'update',
          object,
          fields: [{ field: 'interval', old: t.interval, new: e.interval }],
          steps: [
            {
              domain: 'repos',
              operation: 'repos_edit',
              params: { owner: e.to, repo: t.name, json_fields: { mirror_interval: e.interval } }
            }
          ]
        })
    }
    // Copies whose repository is gone from the source.
    if (e.from) {
      const prefix = `${addressKey(sourceBase(e.from))}/${e.from.owner.toLowerCase()}/`
      const present = new Set(listed[i].all)
      const copies = target.filter(t => t.original && addressKey(t.original).startsWith(prefix))
      if (e.gone === 'delete') part.removals.of += copies.length
      for (const t of copies) {
        account(e.to, t.name)
        if (present.has(addressKey(t.original))) continue
        const object = objectOf(e.to, t.name)
        part.snapshot.push(`mirrors\t${lower(e.to)}/${lower(t.name)}\t${JSON.stringify(t)}`)
        if (e.gone === 'archive') {
          const change = goneArchive(t, e.to, rc.variant)
          if (change) part.changes.push({ ...base, action: 'update', object, ...change })
        } else if (e.gone === 'delete') {
          part.removals.count++
          part.changes.push({
            ...base,
            action: 'delete',
            object,
            fields: [],
            steps: [{ domain: 'repos', operation: 'repos_delete', params: { owner: e.to, repo: t.name } }],
            note: 'gone from the source'
          })
        } else part.unmanaged.push(`${object}: gone from the source (kept: gone: keep)`)
      }
    }
  }
  // The targets' other repositories: not managed by the file.
  for (const to of new Set(entries.map(e => e.to)))
    for (const t of (await targetRepos(
      rc,
      to,
      entries.findIndex(e => e.to === to)
    )) ?? [])
      if (!accounted.get(lower(to))?.has(lower(t.name))) part.unmanaged.push(`repo ${to}/${t.name} (not brought in by mirrors)`)
  return part
}

// ---- dump ----

/** The source services svc can tell from a copy's address alone (the API does not say which migrator made it). */
const KNOWN_HOSTS: Record<string, 'github' | 'gitlab'> = { 'github.com': 'github', 'gitlab.com': 'gitlab' }

/**
 * The organizations' copies as the file's entries: the copies of one organization that all come
 * from one owner on github.com or gitlab.com as one `from` entry naming them (`include`, so that a
 * plan right after the dump brings nothing new: widen it to ["*"] to bring every repository of the
 * source); any other copy as an entry of its own (`clone_addr`, without user-info). Never a token.
 */
export async function dumpMirrors(rc: ReadContext): Promise<MirrorEntry[]> {
  const orgs = (await rc.once('admin orgs', () => rc.list('admin', 'orgs', {}))).map(o => String(o.username ?? o.name))
  const perOrg = await Promise.all(
    orgs.map(async org => ({
      org,
      repos: (await rc.list('orgs', 'orgs_repos', { org })).filter(r => r.mirror === true || !!r.original_url)
    }))
  )
  const out: MirrorEntry[] = []
  for (const { org, repos } of perOrg.sort((a, b) => (a.org < b.org ? -1 : a.org > b.org ? 1 : 0))) {
    if (repos.length === 0) continue
    const sources = repos.map(r => {
      try {
        const u = new URL(mirrorAddress(r.original_url))
        const parts = u.pathname
          .replace(/\.git$/i, '')
          .split('/')
          .filter(Boolean)
        const service = KNOWN_HOSTS[u.host.toLowerCase()]
        return service && parts.length === 2 ? { service, owner: parts[0], rel: parts[1] } : undefined
      } catch {
        return undefined
      }
    })
    const first = sources[0]
    const oneSource =
      first !== undefined &&
      sources.every(s => s && s.service === first.service && s.owner.toLowerCase() === first.owner.toLowerCase()) &&
      repos.every((r, i) => lower(r.name) === lower(sources[i]!.rel)) &&
      new Set(repos.map(r => r.mirror === true)).size === 1
    const intervals = new Set(repos.map(r => String(r.mirror_interval ?? '')))
    if (oneSource) {
      const mirror = repos[0].mirror === true
      out.push({
        from: { service: first.service, owner: first.owner },
        to: org,
        include: repos.map(r => String(r.name)).sort(),
        forks: true,
        mirror,
        ...(mirror && intervals.size === 1 && [...intervals][0] ? { interval: [...intervals][0] } : {})
      })
      continue
    }
    for (const r of [...repos].sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1))) {
      const clone = mirrorAddress(r.original_url)
      const last = addressKey(clone).split('/').pop()
      out.push({
        clone_addr: clone,
        to: org,
        ...(last !== lower(r.name) ? { name: String(r.name) } : {}),
        private: r.private === true,
        mirror: r.mirror === true,
        ...(r.mirror === true && r.mirror_interval ? { interval: String(r.mirror_interval) } : {})
      })
    }
  }
  return out
}
