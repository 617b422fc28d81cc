// The repository-wide access mode a user has, as `GET /repos/{owner}/{repo}/collaborators/{user}/permission`
// answers it: Gitea 1.26.4 models/perm/access/repo_permission.go GetIndividualUserRepoPermission
// (its AccessMode; the per-unit modes are not in that answer), with access.go accessLevel and the
// access table refreshAccesses keeps, and models/organization/org.go HasOrgOrUserVisible. Forgejo
// keeps the same code; its one difference here is the team's own mode: Gitea 1.26 stores a read or
// write team's AccessMode as none (CreateTeam parses the permission with only none and admin
// allowed; the access is per unit), Forgejo keeps it as given (render.ts answers each so).
// REQUIRE_SIGNIN_VIEW and the per-unit "everyone"/"anonymous" modes are at their defaults (off).
import type { Ctx } from './context.js'
import type { RepoRecord, TeamRecord, UserRecord, Visibility } from './state.js'

const MODES = ['none', 'read', 'write', 'admin', 'owner'] as const
export type AccessMode = (typeof MODES)[number]
const rank = (m: AccessMode) => MODES.indexOf(m)
const max = (...ms: AccessMode[]): AccessMode => ms.reduce((a, b) => (rank(b) > rank(a) ? b : a), 'none')

/** The team's AccessMode as the server stores it (Team.AccessMode). */
function teamMode(ctx: Ctx, t: TeamRecord): AccessMode {
  if (t.permission === 'owner' || t.permission === 'admin' || t.permission === 'none') return t.permission
  return ctx.isGitea ? 'none' : t.permission
}

/** Whether the team has the repository (a team_repo row: every repository of the org for one that includes all). */
const hasRepo = (t: TeamRecord, repo: RepoRecord) =>
  t.orgId === repo.ownerId && (t.includesAllRepositories || (t.repoIds ?? []).includes(repo.id))

/** The access table's row for the user and repository (refreshAccesses / RecalculateTeamAccesses), if one is kept. */
function accessRow(ctx: Ctx, repo: RepoRecord, user: UserRecord, isOrg: boolean): AccessMode | undefined {
  const modes: AccessMode[] = []
  const collab = ctx.state.collaborators.find(c => c.repoId === repo.id && c.userId === user.id)
  if (collab) modes.push(collab.mode)
  if (isOrg)
    for (const t of ctx.state.teams)
      if (t.orgId === repo.ownerId && t.memberIds.includes(user.id) && (t.permission === 'owner' || hasRepo(t, repo)))
        modes.push(t.permission === 'owner' ? 'owner' : teamMode(ctx, t))
  if (modes.length === 0) return undefined
  const mode = max(...modes)
  // Kept from read on (from write on a public repository of a user); a restricted user's row always.
  const keep = !repo.private && !isOrg ? 'write' : 'read'
  return rank(mode) >= rank(keep) || user.restricted ? mode : undefined
}

/** HasOrgOrUserVisible: a private owner, or any but a public one for a restricted user, is seen by its members only. */
function ownerVisible(ctx: Ctx, ownerId: number, visibility: Visibility, isOrg: boolean, user: UserRecord): boolean {
  if (user.isAdmin || ownerId === user.id) return true
  if (visibility === 'public') return true
  const member = isOrg && ctx.state.teams.some(t => t.orgId === ownerId && t.memberIds.includes(user.id))
  return !((visibility === 'private' || user.restricted) && !member)
}

/** The mode the permission route answers for `user` on `repo`. */
export function repoPermission(ctx: Ctx, repo: RepoRecord, user: UserRecord): AccessMode {
  const org = ctx.state.orgs.find(o => o.id === repo.ownerId)
  const ownerUser = org ? undefined : ctx.state.users.find(u => u.id === repo.ownerId)
  const visibility: Visibility = org?.visibility ?? ownerUser?.visibility ?? 'public'
  const isCollaborator = ctx.state.collaborators.some(c => c.repoId === repo.id && c.userId === user.id)
  if (!ownerVisible(ctx, repo.ownerId, visibility, org !== undefined, user) && !isCollaborator) return 'none'
  if (user.isAdmin || user.id === repo.ownerId) return 'owner'
  // accessLevel: read on a public repository (for a restricted user, only of a public owner); the access row wins.
  const base: AccessMode =
    (user.restricted && visibility === 'public' && !repo.private) || (!user.restricted && !repo.private) ? 'read' : 'none'
  let mode = accessRow(ctx, repo, user, org !== undefined) ?? base
  if (!org) return mode
  mode = max(mode, !repo.private && !user.restricted ? 'read' : 'none')
  // GetUserRepoTeams: the user's teams that have the repository; one with admin access makes the user an owner.
  const teams = ctx.state.teams.filter(t => t.orgId === repo.ownerId && t.memberIds.includes(user.id) && hasRepo(t, repo))
  if (teams.some(t => rank(teamMode(ctx, t)) >= rank('admin'))) return 'owner'
  return mode
}
