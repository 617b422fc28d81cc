// Repositories and their collaborators (the `repos` domain), with the access rules of both servers
// (Gitea 1.26 routers/api/v1/api.go and models/perm/access, the same code in Forgejo): who may read,
// administer or own a repository.
import type { Ctx, Reply, Route } from './context.js'
import { renderRepo, renderUser } from './render.js'
import { repoPermission } from './permission.js'
import { createRepo } from './routes-admin.js'
import type { CollaboratorMode, RepoRecord, UserRecord } from './state.js'

/** The access modes of the servers, weakest first (perm.AccessMode). */
const MODES = ['none', 'read', 'write', 'admin', 'owner'] as const
type Mode = (typeof MODES)[number]
export const atLeast = (mode: Mode, wanted: Mode) => MODES.indexOf(mode) >= MODES.indexOf(wanted)
const stronger = (a: Mode, b: Mode): Mode => (atLeast(a, b) ? a : b)

function collaboration(ctx: Ctx, repo: RepoRecord, userId: number) {
  return ctx.state.collaborators.find(c => c.repoId === repo.id && c.userId === userId)
}

/**
 * A user's access to a repository: owner for an instance admin, the owning user and the members of
 * an organization's owner team; a collaborator's mode; a team's permission when the team has every
 * repository of its organization; read on a public repository; none else.
 */
export function accessOf(ctx: Ctx, repo: RepoRecord, user: UserRecord | undefined): Mode {
  if (!user) return repo.private ? 'none' : 'read'
  if (user.isAdmin || user.id === repo.ownerId) return 'owner'
  let mode: Mode = repo.private ? 'none' : 'read'
  const collab = collaboration(ctx, repo, user.id)
  if (collab) mode = stronger(mode, collab.mode)
  for (const team of ctx.state.teams.filter(t => t.orgId === repo.ownerId && t.memberIds.includes(user.id))) {
    if (team.permission === 'owner') return 'owner'
    if (team.includesAllRepositories) mode = stronger(mode, team.permission)
  }
  return mode
}

/** The repository of the path, or the servers' bare 404 when it does not exist or the doer cannot see it. */
export function repoOr404(ctx: Ctx): RepoRecord {
  const repo = ctx.findRepo(ctx.params.owner, ctx.params.repo)
  if (!repo || accessOf(ctx, repo, ctx.doer) === 'none') return ctx.failNotFound()
  return repo
}

/** reqAdmin / reqOwner of the repository routes: 403 for a reader. */
export function requireAccess(ctx: Ctx, repo: RepoRecord, wanted: 'admin' | 'owner'): void {
  if (atLeast(accessOf(ctx, repo, ctx.doer), wanted)) return
  ctx.fail(
    403,
    wanted === 'owner'
      ? 'user should be the owner of the repo'
      : 'user should be an owner or a collaborator with admin write of a repository'
  )
}

/** `{collaborator}` of the collaborator routes: an unknown user is a 422 (GetUserByName, then APIError 422). */
function collaboratorOr422(ctx: Ctx): UserRecord {
  const name = ctx.params.collaborator
  return ctx.findUser(name) ?? ctx.fail(422, `user does not exist [uid: 0, name: ${name}]`)
}

/** Whether the doer may create repositories in the organization (an owner, or a team that can). */
function canCreateIn(ctx: Ctx, orgId: number): boolean {
  return (
    ctx.me.isAdmin ||
    ctx.state.teams.some(t => t.orgId === orgId && t.memberIds.includes(ctx.me.id) && (t.permission === 'owner' || t.canCreateOrgRepo))
  )
}

interface EditRepoOption {
  name: string
  description: string
  private: boolean
  default_branch: string
  website: string
  has_issues: boolean
  has_wiki: boolean
  archived: boolean
}

/** EditRepoOption's other settings the Repository record answers under the same name (render.ts's defaults). */
const REPO_SETTINGS = [
  'template',
  'has_code',
  'has_pull_requests',
  'has_projects',
  'has_releases',
  'has_packages',
  'has_actions',
  'allow_merge_commits',
  'allow_rebase',
  'allow_rebase_explicit',
  'allow_squash_merge',
  'allow_fast_forward_only_merge',
  'allow_rebase_update',
  'default_merge_style',
  'default_delete_branch_after_merge',
  'default_allow_maintainer_edit',
  'ignore_whitespace_conflicts',
  'default_update_style'
]

function editRepo(ctx: Ctx): Reply {
  const repo = repoOr404(ctx)
  requireAccess(ctx, repo, 'admin')
  const form = ctx.input<EditRepoOption>()
  if (form.name !== undefined && form.name.toLowerCase() !== repo.name.toLowerCase()) {
    if (ctx.state.repos.some(r => r.ownerId === repo.ownerId && r.name.toLowerCase() === form.name!.toLowerCase()))
      ctx.fail(422, 'repo name is already taken')
  }
  if (form.name !== undefined) repo.name = form.name
  if (form.description !== undefined) repo.description = form.description
  if (form.private !== undefined) repo.private = form.private
  if (form.default_branch !== undefined) repo.defaultBranch = form.default_branch
  if (form.website !== undefined) repo.website = form.website
  if (form.has_issues !== undefined) repo.hasIssues = form.has_issues
  if (form.has_wiki !== undefined) repo.hasWiki = form.has_wiki
  if (form.archived !== undefined) repo.archived = form.archived
  for (const key of REPO_SETTINGS) {
    const value = (form as unknown as Record<string, unknown>)[key]
    if (value !== undefined) repo.settings = { ...repo.settings, [key]: value }
  }
  return ctx.ok(renderRepo(ctx, repo))
}

/**
 * A transfer is done at once (202) when the doer is an instance admin, the new owner, or may create
 * repositories in the new owner organization; else it waits for the new owner (201, the record
 * under its old owner, the new owner a read collaborator when it had no access). The 201 is not in
 * either spec (exceptions.ts).
 */
function transferRepo(ctx: Ctx): Reply {
  const repo = repoOr404(ctx)
  requireAccess(ctx, repo, 'owner')
  const form = ctx.input<{ new_owner: string; team_ids: number[] }>()
  const user = ctx.findUser(form.new_owner ?? '')
  const org = user ? undefined : ctx.findOrg(form.new_owner ?? '')
  const newOwner = user ?? org ?? ctx.fail(404, 'The new owner does not exist or cannot be found')
  if (form.team_ids !== undefined) {
    if (!org) ctx.fail(422, 'Teams can only be added to organization-owned repositories')
    for (const id of form.team_ids) {
      const team = ctx.state.teams.find(t => t.id === id) ?? ctx.fail(422, `team ${id} not found`)
      if (team.orgId !== org.id) ctx.fail(403, `team ${id} belongs not to org ${org.id}`)
    }
  }
  if (repo.pendingOwnerId !== undefined) ctx.fail(409, `repository is already being transferred [repo_id: ${repo.id}]`)
  if (ctx.state.repos.some(r => r.ownerId === newOwner.id && r.name.toLowerCase() === repo.name.toLowerCase()))
    ctx.fail(422, `repository already exists [uname: ${ctx.ownerName(newOwner.id)}, name: ${repo.name}]`)
  if (ctx.me.isAdmin || ctx.me.id === newOwner.id || (org && canCreateIn(ctx, org.id))) {
    repo.ownerId = newOwner.id
    ctx.state.collaborators = ctx.state.collaborators.filter(c => !(c.repoId === repo.id && c.userId === newOwner.id))
    return ctx.ok(renderRepo(ctx, repo), 202)
  }
  if (user && accessOf(ctx, repo, user) === 'none') ctx.state.collaborators.push({ repoId: repo.id, userId: user.id, mode: 'read' })
  repo.pendingOwnerId = newOwner.id
  repo.pendingDoerId = ctx.me.id
  return ctx.ok(renderRepo(ctx, repo), 201)
}

export const REPO_ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/user/repos',
    auth: 'token',
    handler: ctx => createRepo(ctx, ctx.me.id)
  },
  {
    method: 'GET',
    path: '/user/repos',
    auth: 'token',
    // Owned repositories, those the user collaborates on and those of its organizations' teams.
    handler: ctx => {
      const mine = ctx.state.repos.filter(
        r =>
          r.ownerId === ctx.me.id ||
          collaboration(ctx, r, ctx.me.id) !== undefined ||
          ctx.state.teams.some(
            t => t.orgId === r.ownerId && t.memberIds.includes(ctx.me.id) && (t.permission === 'owner' || t.includesAllRepositories)
          )
      )
      return ctx.ok(ctx.paginate(mine, { totalHeader: true }).map(r => renderRepo(ctx, r)))
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}',
    auth: 'anon',
    handler: ctx => ctx.ok(renderRepo(ctx, repoOr404(ctx)))
  },
  { method: 'PATCH', path: '/repos/{owner}/{repo}', auth: 'token', handler: editRepo },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      requireAccess(ctx, repo, 'owner')
      ctx.state.repos = ctx.state.repos.filter(r => r !== repo)
      ctx.state.collaborators = ctx.state.collaborators.filter(c => c.repoId !== repo.id)
      ctx.state.branchProtections = ctx.state.branchProtections.filter(r => r.repoId !== repo.id)
      ctx.state.tagProtections = ctx.state.tagProtections.filter(t => t.repoId !== repo.id)
      ctx.state.deployKeys = ctx.state.deployKeys.filter(k => k.repoId !== repo.id)
      ctx.state.labels = ctx.state.labels.filter(l => l.repoId !== repo.id)
      return ctx.empty()
    }
  },
  { method: 'POST', path: '/repos/{owner}/{repo}/transfer', auth: 'token', handler: transferRepo },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/collaborators',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      const users = ctx.state.collaborators
        .filter(c => c.repoId === repo.id)
        .map(c => ctx.state.users.find(u => u.id === c.userId))
        .filter(u => u !== undefined)
      return ctx.ok(ctx.paginate(users, { totalHeader: true }).map(u => renderUser(ctx, u)))
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/collaborators/{collaborator}',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      const user = collaboratorOr422(ctx)
      return collaboration(ctx, repo, user.id) ? ctx.empty() : ctx.failNotFound()
    }
  },
  {
    method: 'PUT',
    path: '/repos/{owner}/{repo}/collaborators/{collaborator}',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      requireAccess(ctx, repo, 'admin')
      const user = collaboratorOr422(ctx)
      const asked = ctx.input<{ permission: string }>().permission
      // perm.ParseAccessMode(permission, read, write, admin): anything else is "none" (then a 500 on
      // the real servers); absent is write.
      const mode = (asked === undefined ? 'write' : asked) as CollaboratorMode
      if (!['read', 'write', 'admin'].includes(mode)) ctx.fail(500, `invalid access mode: ${asked}`)
      const existing = collaboration(ctx, repo, user.id)
      if (existing) existing.mode = mode
      else ctx.state.collaborators.push({ repoId: repo.id, userId: user.id, mode })
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/collaborators/{collaborator}',
    auth: 'token',
    // Someone who is not a collaborator: 204 all the same (DeleteCollaboration deletes no row).
    handler: ctx => {
      const repo = repoOr404(ctx)
      requireAccess(ctx, repo, 'admin')
      const user = collaboratorOr422(ctx)
      ctx.state.collaborators = ctx.state.collaborators.filter(c => !(c.repoId === repo.id && c.userId === user.id))
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/collaborators/{collaborator}/permission',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      const name = ctx.params.collaborator
      if (!ctx.me.isAdmin && ctx.me.login.toLowerCase() !== name.toLowerCase() && !atLeast(accessOf(ctx, repo, ctx.me), 'admin'))
        ctx.fail(
          403,
          'Only admins can query all permissions, repo admins can query all repo permissions, collaborators can query only their own'
        )
      const user = ctx.findUser(name) ?? ctx.fail(404, `user redirect does not exist [name: ${name.toLowerCase()}]`)
      // The server's own computation (permission.ts), which an access review is judged by.
      const mode = repoPermission(ctx, repo, user)
      return ctx.ok({ permission: mode, role_name: mode, user: renderUser(ctx, user) })
    }
  }
]
