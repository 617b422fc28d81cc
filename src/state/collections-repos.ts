// The `repos` section of the state file: repositories (OWNER/NAME → settings) and, under each, its
// collaborators, Actions secrets and variables, and webhooks. Entries of the engine's table (see
// collections.ts's header); registered in COLLECTIONS.
//
// Reads are lists: a plan reads each named owner's repositories (users' repos_of, which lists an
// organization's too and, for an admin, private ones), a repository's collaborators, secrets,
// variables and hooks. The one read per item is a collaborator's permission: the collaborator
// list holds users only (Gitea and Forgejo answer a UserList), so each collaborator's permission
// is one GET, bounded by concurrency.
//
// Repositories are never deleted from a file (no prune): a deletion destroys the repository's data.
//
// Secrets, variables and hooks are collections.ts' factories, as an organization's (a secret's
// fingerprint on Gitea: see secretCollection).
import {
  bounded,
  differing,
  hookCollection,
  lower,
  mapItems,
  pick,
  repoParams,
  secretCollection,
  splitRepo,
  setFields,
  StateFileError,
  variableCollection,
  type Actual,
  type Collection,
  type Desired,
  type ReadContext
} from './collections.js'
import { repoGovernance } from './collections-governance.js'
import { pushMirrors } from './collections-mirrors.js'
import { itemsOf } from './schema.js'
import { MORE_REPO_SETTINGS } from './schema-repo-settings.js'
import type { FieldChange, Step } from './types.js'
import { ForgeError } from '../errors.js'
import { clip } from '../text.js'

/** Settings of a repository the list holds, compared and dumped (the record's own names). */
const REPO_FIELDS = [
  'description',
  'private',
  'website',
  'default_branch',
  'has_issues',
  'has_wiki',
  'archived',
  ...MORE_REPO_SETTINGS
] as const
/** What a create takes; the rest goes in a repos_edit right after. */
const REPO_CREATE = ['description', 'private', 'default_branch'] as const
const REPO_EDIT_AFTER_CREATE = ['website', 'has_issues', 'has_wiki', 'archived', ...MORE_REPO_SETTINGS] as const

const split = splitRepo

/** Per plan: whether each owner a repository is created for is an organization. */
const ownerIsOrg = new WeakMap<ReadContext, Map<string, boolean>>()

/** The repositories of one owner (none when the owner does not exist yet). */
async function reposOf(rc: ReadContext, owner: string): Promise<Array<Record<string, unknown>> | undefined> {
  try {
    return await rc.list('users', 'repos_of', { username: owner })
  } catch (e) {
    if (e instanceof ForgeError && e.status === 404) return undefined
    throw e
  }
}

/** Names in a section of the file (users, orgs), lower-cased. */
function namesIn(rc: ReadContext, key: string): Set<string> {
  const c = itemsOf((rc.state as Record<string, unknown> | undefined)?.[key])
  return new Set(Object.keys((c?.items ?? {}) as Record<string, unknown>).map(lower))
}

function repoActual(r: Record<string, unknown>): Actual {
  return {
    name: String(r.full_name),
    fields: Object.fromEntries(REPO_FIELDS.map(f => [f, r[f]])),
    ref: {}
  }
}

// ---- collaborators ----

/** collaborators_add adds a collaborator or changes the permission of one (the servers' PUT does both). */
const addCollaborator = (d: Desired, at: string[]): Step[] => [
  { domain: 'repos', operation: 'collaborators_add', params: { ...repoParams(at), username: d.name, permission: d.value.permission } }
]

const collaborators: Collection = {
  key: 'collaborators',
  label: 'collaborator',
  level: 4,
  form: 'map',
  desired: items => Object.entries(items as Record<string, string>).map(([name, permission]) => ({ name, value: { permission } })),
  identity: lower,
  async read(rc, at) {
    const p = repoParams(at)
    const rows = await rc.list('repos', 'collaborators_list', p)
    return bounded(
      rc.concurrency,
      rows.map(r => async () => {
        const [perm] = await rc.list('repos', 'collaborators_permission', { ...p, username: r.login })
        // The effective permission: an organization owner's reads as `owner`, which a collaborator cannot be given.
        const permission = perm?.permission === 'owner' ? 'admin' : perm?.permission
        return { name: String(r.login), fields: { permission }, ref: {} }
      })
    )
  },
  diff: (d, a) => differing(d.value, a.fields, ['permission']),
  refs: d => [{ kind: 'user', name: d.name }],
  create: addCollaborator,
  update: (d, _a, _f, at) => addCollaborator(d, at),
  remove: (a, at) => [{ domain: 'repos', operation: 'collaborators_remove', params: { ...repoParams(at), username: a.name } }],
  dump: a => a.fields.permission
}

// ---- secrets, variables and hooks ----

/** A repository's secrets (fingerprints on Gitea), variables and webhooks: the factories of collections.ts. */
const repoScope = { domain: 'repos', level: 4, params: repoParams } as const
const secrets = secretCollection(repoScope)
const variables = variableCollection(repoScope)
const hooks = hookCollection(repoScope)

// ---- repositories ----

/** Every owner of the instance (users and organizations), for a dump. */
async function everyOwner(rc: ReadContext): Promise<string[]> {
  const [users, orgs] = await Promise.all([rc.list('admin', 'users_list', {}), rc.once('admin orgs', () => rc.list('admin', 'orgs', {}))])
  return [...users.map(u => String(u.login)), ...orgs.map(o => String(o.username ?? o.name))]
}

export const repos: Collection = {
  key: 'repos',
  label: 'repo',
  // A new repository a typo away from one its owner has (`acme/tols`) is planned with that note.
  nameTypos: true,
  // After the users (1) and organizations (2) that own them: a repository of an organization
  // created in the same apply is created after it (at the same level, the two raced: 404).
  level: 3,
  form: 'map',
  desired: items => mapItems(items),
  identity: lower,
  async read(rc, _at, desired) {
    const wanted = desired
      ? [...new Map(desired.map(d => [lower(split(d.name).owner), split(d.name).owner])).values()]
      : await everyOwner(rc)
    const lists = await bounded(
      rc.concurrency,
      wanted.map(owner => async () => ({ owner, rows: await reposOf(rc, owner) }))
    )
    const actual = lists.flatMap(l => (l.rows ?? []).map(repoActual))
    if (desired) {
      // Where a repository is created: an organization's (repos_create with org) or a user's (as admin).
      const have = new Set(actual.map(a => lower(a.name)))
      const missing = desired.filter(d => !have.has(lower(d.name)))
      if (missing.length > 0) {
        const onServer = new Set((await rc.once('admin orgs', () => rc.list('admin', 'orgs', {}))).map(o => lower(o.username ?? o.name)))
        const existing = new Set(lists.filter(l => l.rows !== undefined).map(l => lower(l.owner)))
        const fileOrgs = namesIn(rc, 'orgs')
        const fileUsers = namesIn(rc, 'users')
        const kinds = new Map<string, boolean>()
        for (const d of missing) {
          const owner = lower(split(d.name).owner)
          if (onServer.has(owner) || (!existing.has(owner) && fileOrgs.has(owner))) kinds.set(owner, true)
          else if (existing.has(owner) || fileUsers.has(owner)) kinds.set(owner, false)
          else
            throw new StateFileError(
              ['repos', d.name],
              `the owner ${clip(split(d.name).owner, 80)} is neither a user nor an organization on the server, nor in the file's users or orgs`
            )
        }
        ownerIsOrg.set(rc, kinds)
      }
    }
    return actual
  },
  diff: (d, a) => differing(d.value, a.fields, REPO_FIELDS),
  create(d, _at, rc) {
    const { owner, repo } = split(d.name)
    const first = { name: repo, ...pick(d.value, REPO_CREATE) }
    const steps: Step[] = [
      ownerIsOrg.get(rc)?.get(lower(owner))
        ? { domain: 'repos', operation: 'repos_create', params: { ...first, org: owner } }
        : { domain: 'admin', operation: 'users_repos_create', params: { username: owner, json_fields: first } }
    ]
    const rest = pick(d.value, REPO_EDIT_AFTER_CREATE)
    if (Object.keys(rest).length > 0) steps.push({ domain: 'repos', operation: 'repos_edit', params: { owner, repo, json_fields: rest } })
    return steps
  },
  update: (_d, a, fields: FieldChange[]) => [
    {
      domain: 'repos',
      operation: 'repos_edit',
      params: { ...split(a.name), json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) }
    }
  ],
  dump: a => setFields(a.fields),
  children: [collaborators, secrets, variables, hooks, ...repoGovernance, pushMirrors]
}
