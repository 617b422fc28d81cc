// The repository operations of the `svc_repos` tool: repositories and their collaborators. A
// repository's webhooks and Actions settings are the families of define.ts and runners.ts at the
// repository scope (scoped.ts).
import * as z from './zod.js'
import {
  CREATE_BODY,
  FIELDS,
  both,
  createRepoOptions,
  del,
  described,
  fields,
  get,
  id,
  jsonFields,
  list,
  name,
  operation,
  paging,
  params,
  patch,
  holdsAll,
  post,
  presence,
  put,
  text
} from './define.js'
import { PULL_REQUEST_SETTINGS, REPO_SETTING_NAMES, repoSettings } from './repo-values.js'
import type { Composite, Operation } from './types.js'
import { UsageError } from '../errors.js'

const domain = 'repos'

/** The repository a call is about: `owner` and `repo`, as the users domain's star operations take them. */
export const repoParams = () => ({ owner: name('repository owner'), repo: name('repository name') })

/** A collaborator's access, as AddCollaboratorOption takes it (both variants). */
export const COLLABORATOR_PERMISSIONS = ['read', 'write', 'admin'] as const

const repoPath = '/repos/{owner}/{repo}'
const collaboratorPath = `${repoPath}/collaborators/{username}`

const createForUser = post('/user/repos', { body: CREATE_BODY, jsonFields: 'CreateRepoOption' })
const createForOrg = post('/orgs/{org}/repos', { body: CREATE_BODY, jsonFields: 'CreateRepoOption' })

/** repos_create: for the authenticated user, or for `org` when it is given. */
const createBinding: Composite = {
  steps: [createForUser, createForOrg],
  describe: 'POST /user/repos, or POST /orgs/{org}/repos when org is given',
  sends: p => [p.org === undefined ? createForUser : createForOrg],
  run: (ctx, p) => ctx.call(p.org === undefined ? createForUser : createForOrg, p)
}

const transferRoute = post(`${repoPath}/transfer`, { body: { new_owner: 'new_owner', team_ids: 'team_ids' } })

/**
 * repos_transfer. Both servers move the repository at once when the caller is an instance admin, is
 * the new owner, or may create repositories in the new owner organization (answer 202, the record
 * under its new owner); otherwise the transfer waits for the new owner to accept it (answer 201, the
 * record still under the old owner, and the new owner made a read collaborator when it had no access;
 * Gitea 1.26 services/repository/transfer.go StartRepositoryTransfer, Forgejo the same code). The
 * result says which: `transfer` is `done` or `pending`.
 */
const transferBinding: Composite = {
  steps: [transferRoute],
  describe: 'POST /repos/{owner}/{repo}/transfer; the result says transfer done (202) or pending (201: the new owner must accept)',
  sends: () => [transferRoute],
  async run(ctx, p) {
    const res = await ctx.call(transferRoute, p)
    const pending = res.status === 201
    if (pending)
      ctx.warn(
        `repos_transfer: the transfer of ${String(p.owner)}/${String(p.repo)} to ${String(p.new_owner)} waits for the new owner to accept it`
      )
    return { ...res, body: { ...(res.body as object), transfer: pending ? 'pending' : 'done' } }
  }
}

const isCollaborator = presence(collaboratorPath)
const permissionRoute = get(`${collaboratorPath}/permission`)
const addCollaborator = put(collaboratorPath, { body: { permission: 'permission' } })
const getRepo = get(repoPath)

/**
 * collaborators_add: the PUT adds or updates (both servers answer 204 either way), so the current
 * collaboration is read first: already a collaborator with that permission is no change (no PUT);
 * another permission is an update.
 */
const addCollaboratorBinding: Composite = {
  steps: [isCollaborator, permissionRoute, addCollaborator],
  describe:
    'GET /repos/{owner}/{repo}/collaborators/{username} (204/404) and, when a collaborator, its /permission; ' +
    'then PUT /repos/{owner}/{repo}/collaborators/{username} unless the permission is already the one asked',
  async run(ctx, p) {
    if ((await ctx.call(isCollaborator, p)).body === true) {
      const current = (await ctx.call(permissionRoute, p)).body as { permission?: string }
      if (current.permission === p.permission) return { status: 204, headers: {}, body: null, unchanged: true }
    }
    return ctx.call(addCollaborator, p)
  }
}

/**
 * collaborators_check: both servers answer an unknown repository with the same bare 404 "not found"
 * as a user who is not a collaborator, so a "no" is checked against the repository itself.
 */
const checkCollaboratorBinding: Composite = {
  steps: [isCollaborator, getRepo],
  describe:
    'GET /repos/{owner}/{repo}/collaborators/{username} (204 true, 404 false); on 404, GET /repos/{owner}/{repo} (404: no such repository)',
  async run(ctx, p) {
    const res = await ctx.call(isCollaborator, p)
    if (res.body === false) await ctx.call(getRepo, p)
    return res
  }
}

const removeCollaborator = del(collaboratorPath)

/**
 * collaborators_remove: both servers answer 204 for someone who is not a collaborator (nothing
 * deleted), so the collaboration is looked up first and such a removal reports no change. An
 * unknown repository stays a 404 (on-missing applies), an unknown user the servers' 422.
 */
const removeCollaboratorBinding: Composite = {
  steps: [isCollaborator, getRepo, removeCollaborator],
  describe:
    'GET /repos/{owner}/{repo}/collaborators/{username} (204/404; on 404, GET /repos/{owner}/{repo}: nothing to remove), ' +
    'then DELETE /repos/{owner}/{repo}/collaborators/{username}',
  async run(ctx, p) {
    if ((await ctx.call(isCollaborator, p)).body === false) {
      await ctx.call(getRepo, p)
      return { status: 204, headers: {}, body: null, unchanged: true }
    }
    return ctx.call(removeCollaborator, p)
  }
}

const editRepo = patch(repoPath, { jsonFields: 'EditRepoOption' })

/**
 * repos_edit: nothing is sent when every field asked already has its value. Gitea 1.25.4 applies
 * the pull request settings (merge styles and their defaults) only in a PATCH that also sends
 * has_pull_requests: true, and drops them silently otherwise (updateRepoUnits in
 * routers/api/v1/repo/repo.go; 1.26 applies them either way): so has_pull_requests: true goes
 * with them when the repository has pull requests, and without pull requests they are refused.
 */
const editRepoBinding: Composite = {
  steps: [getRepo, editRepo],
  describe: `GET ${repoPath} (no PATCH when nothing changes), then PATCH ${repoPath} with the settings and json_fields (pull request settings with has_pull_requests: true)`,
  async run(ctx, p) {
    const current = await ctx.call(getRepo, p)
    const record = current.body as Record<string, unknown>
    const asked = p.json_fields as Record<string, unknown>
    if (holdsAll(record, asked)) return { ...current, unchanged: true }
    const pulls = Object.keys(asked).filter(k => PULL_REQUEST_SETTINGS.includes(k))
    if (pulls.length === 0 || asked.has_pull_requests !== undefined) return ctx.call(editRepo, p)
    if (record.has_pull_requests === false)
      throw new UsageError(
        `repos_edit: ${pulls.join(', ')}: ${String(p.owner)}/${String(p.repo)} has pull requests off; give has_pull_requests: true with them (nothing was sent)`
      )
    return ctx.call(editRepo, { ...p, json_fields: { ...asked, has_pull_requests: true } })
  }
}

/** Settings only one variant has (the other's EditRepoOption lacks them: refused before sending). */
export const REPO_SETTING_VARIANTS: NonNullable<Operation['variantParams']> = {
  has_code: { variants: ['gitea'], why: 'Forgejo has no code unit switch (has_code)' },
  default_update_style: { variants: ['forgejo'], why: 'Gitea has no default update style' }
}

/**
 * repos_edit: the settings given as params go into the PATCH with json_fields (whose keys the
 * variant's EditRepoOption must have); one setting given both ways is refused.
 */
function mergeSettings(p: Record<string, unknown>): Record<string, unknown> {
  const json = { ...((p.json_fields as Record<string, unknown> | undefined) ?? {}) }
  const rest: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(p)) {
    if (!(REPO_SETTING_NAMES as readonly string[]).includes(k) || v === undefined) {
      rest[k] = v
      continue
    }
    if (k in json) throw new UsageError(`repos_edit: ${k} is given as a param and in json_fields; give it once`)
    json[k] = v
  }
  if (Object.keys(json).length === 0)
    throw new UsageError(`repos_edit: nothing to change: give a setting (${REPO_SETTING_NAMES.slice(0, 6).join(', ')}, ...) or json_fields`)
  return { ...rest, json_fields: json }
}

const collaboratorParams = () => ({ ...repoParams(), username: described(text(), 'user name of the collaborator') })

export const repoOperations: Operation[] = [
  operation({
    domain,
    name: 'collaborators_add',
    summary: "add a collaborator to a repository, or change a collaborator's permission",
    params: () =>
      params({
        ...collaboratorParams(),
        permission: described(z._default(z.enum(COLLABORATOR_PERMISSIONS), 'write'), 'read, write or admin; default write (as the servers)')
      }),
    routes: both(addCollaboratorBinding),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'collaborators_check',
    summary: 'whether a user is a collaborator of a repository',
    params: () => params(collaboratorParams()),
    routes: both(checkCollaboratorBinding),
    output: { kind: 'boolean' }
  }),
  operation({
    domain,
    name: 'collaborators_list',
    summary: "list a repository's collaborators",
    params: () => params({ ...repoParams(), ...paging() }),
    routes: both(list(`${repoPath}/collaborators`)),
    output: { kind: 'list', fields: ['id', 'login', 'full_name', 'email'] }
  }),
  operation({
    domain,
    name: 'collaborators_permission',
    summary:
      "a user's permission on a repository (none, read, write, admin or owner); a user may ask about themself, a repository admin about anyone",
    params: () => params(collaboratorParams()),
    routes: both(permissionRoute),
    output: { kind: 'record', fields: ['permission', 'role_name', 'user.login'] }
  }),
  operation({
    domain,
    name: 'collaborators_remove',
    summary: 'remove a collaborator from a repository (someone who is not one: no change)',
    params: () => params(collaboratorParams()),
    routes: both(removeCollaboratorBinding),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'repos_create',
    summary: 'create a repository for the authenticated user, or for an organization (org)',
    params: () =>
      params({
        name: name('repository name'),
        org: described(z.optional(text()), 'organization to create it in; absent: the authenticated user'),
        ...createRepoOptions()
      }),
    routes: both(createBinding),
    output: { kind: 'record', fields: fields(FIELDS.repo) }
  }),
  operation({
    domain,
    name: 'repos_delete',
    summary: 'delete a repository (its owner, an owner of its organization or an instance admin)',
    params: () => params(repoParams()),
    routes: both(del(repoPath)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'repos_edit',
    summary:
      "edit a repository's settings: features, merge styles and their defaults, default branch, archived, template, ... (only what is given changes; nothing is sent when it holds the current values)",
    params: () =>
      params({
        ...repoParams(),
        ...repoSettings(),
        json_fields: described(
          z.optional(jsonFields('')),
          'other EditRepoOption fields to change (allow_manual_merge, external_tracker, mirror_interval, ...)'
        )
      }),
    variantParams: REPO_SETTING_VARIANTS,
    prepare: mergeSettings,
    routes: both(editRepoBinding),
    output: { kind: 'record', fields: fields(FIELDS.repo) }
  }),
  operation({
    domain,
    name: 'repos_get',
    summary: 'get a repository',
    params: () => params(repoParams()),
    routes: both(getRepo),
    output: { kind: 'record', fields: fields(FIELDS.repo) }
  }),
  operation({
    domain,
    name: 'repos_list',
    summary:
      "the authenticated user's repositories, private ones included (an organization's: the orgs domain's orgs_repos; another user's: the users domain's repos_of)",
    params: () => params({ ...paging() }),
    routes: both(list('/user/repos')),
    output: { kind: 'list', fields: fields(FIELDS.repo) }
  }),
  operation({
    domain,
    name: 'repos_transfer',
    summary:
      'transfer a repository to another user or organization: at once when the caller is an admin, the new owner, or may create repositories in it; else it waits for the new owner to accept',
    params: () =>
      params({
        ...repoParams(),
        new_owner: name('user or organization to transfer the repository to'),
        team_ids: described(z.optional(z.array(id('team id')).check(z.minLength(1))), 'teams of the new owner organization to give access')
      }),
    routes: both(transferBinding),
    output: { kind: 'record', fields: ['transfer', ...fields(FIELDS.repo)] }
  })
]
