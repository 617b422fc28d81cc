// Organizations, their members and teams (src/registry/orgs.ts), as Gitea 1.26 and Forgejo 15
// answer them. The permission checks are the servers' router middlewares (Gitea
// routers/api/v1/api.go): reqOrgOwnership, reqOrgMembership, reqTeamReadAccess. Membership is team
// membership; public membership is a flag of it. GET /orgs/{org}, DELETE /orgs/{org},
// GET /orgs/{org}/teams and the team member list and PUT stay in routes-admin.ts (users_org_add).
import type { Ctx, Reply, Route } from './context.js'
import { renderOrg, renderRepo, renderTeam, renderUser } from './render.js'
import { checkNewOwnerName, checkVisibility } from './routes-admin.js'
import { allocId, rfc3339, type OrgRecord, type TeamRecord, type UserRecord } from './state.js'

/** The route's organization; unknown: 404 "GetOrgByName" (both variants' orgAssignment), not the bare "not found" of a check's "no". */
export const orgOr404 = (ctx: Ctx): OrgRecord => ctx.findOrg(ctx.params.org) ?? ctx.fail(404, 'GetOrgByName')
const teamsOf = (ctx: Ctx, org: OrgRecord) => ctx.state.teams.filter(t => t.orgId === org.id)
const isMember = (ctx: Ctx, orgId: number, userId: number) => ctx.state.teams.some(t => t.orgId === orgId && t.memberIds.includes(userId))
const isOwner = (ctx: Ctx, orgId: number, userId: number) =>
  ctx.state.teams.some(t => t.orgId === orgId && t.permission === 'owner' && t.memberIds.includes(userId))
const membersOf = (ctx: Ctx, org: OrgRecord): UserRecord[] =>
  ctx.state.users.filter(u => isMember(ctx, org.id, u.id)).sort((a, b) => a.login.localeCompare(b.login))
const publicOf = (org: OrgRecord) => org.publicMemberIds ?? []

/**
 * reqOrgOwnership: an admin or an owner. Anyone else gets 403 "Must be an organization owner" on an
 * /orgs/{org} route, a bare 404 on a /teams/{id} route (Gitea 1.26.4 seen live, api.go).
 */
export function requireOwner(ctx: Ctx, orgId: number, teamRoute = false): void {
  if (ctx.me.isAdmin || isOwner(ctx, orgId, ctx.me.id)) return
  if (teamRoute) ctx.failNotFound()
  ctx.fail(403, 'Must be an organization owner')
}

/** reqOrgMembership on an organization route: an admin or member, else 403. */
function requireMember(ctx: Ctx, orgId: number): void {
  if (!ctx.me.isAdmin && !isMember(ctx, orgId, ctx.me.id)) ctx.fail(403, 'Must be an organization member')
}

/** A team route's team; reqTeamReadAccess: an admin, an owner or a team member; an org member 403, anyone else 404. */
function teamFor(ctx: Ctx): TeamRecord {
  const team = ctx.state.teams.find(t => t.id === ctx.idParam('id')) ?? ctx.failNotFound()
  if (ctx.me.isAdmin || isOwner(ctx, team.orgId, ctx.me.id) || team.memberIds.includes(ctx.me.id)) return team
  if (isMember(ctx, team.orgId, ctx.me.id)) ctx.fail(403, 'Must be a team member')
  return ctx.failNotFound()
}

/** A team's repositories: all of the organization's when it includes all. */
const reposOf = (ctx: Ctx, team: TeamRecord) =>
  ctx.state.repos.filter(r => r.ownerId === team.orgId && (team.includesAllRepositories || (team.repoIds ?? []).includes(r.id)))

/** Leaving the last team is leaving the organization, public flag and all (org_user goes). */
function dropIfNoTeam(ctx: Ctx, orgId: number, userId: number): void {
  const org = ctx.state.orgs.find(o => o.id === orgId)
  if (org && !isMember(ctx, orgId, userId)) org.publicMemberIds = publicOf(org).filter(id => id !== userId)
}

const ALL_UNITS = [
  'repo.code',
  'repo.issues',
  'repo.ext_issues',
  'repo.wiki',
  'repo.ext_wiki',
  'repo.pulls',
  'repo.releases',
  'repo.projects',
  'repo.packages',
  'repo.actions'
]

interface TeamOption {
  name: string
  description: string
  permission: 'read' | 'write' | 'admin'
  units: string[]
  units_map: Record<string, string>
  includes_all_repositories: boolean
  can_create_org_repo: boolean
}

/** A units_map below admin, as Gitea keeps it: each unit's own access (1.26.4: `{"repo.code":"write","repo.issues":"read"}`). */
function unitAccessOf(form: Partial<TeamOption>, permission: string): Record<string, string> | undefined {
  if (permission === 'admin' || !form.units_map || Object.keys(form.units_map).length === 0) return undefined
  return Object.fromEntries(Object.entries(form.units_map).filter(([, a]) => a !== 'none'))
}

/** Units as the servers attach them: admin gets all; otherwise units_map wins over units. */
function unitsOf(form: Partial<TeamOption>, permission: string): string[] | undefined {
  if (permission === 'admin') return ALL_UNITS
  if (form.units_map && Object.keys(form.units_map).length > 0)
    return Object.keys(form.units_map).filter(u => form.units_map![u] !== 'none')
  if (form.units && form.units.length > 0) return form.units
  return undefined
}

export const ORG_ROUTES: Route[] = [
  // ---- organizations
  {
    method: 'POST',
    path: '/orgs',
    auth: 'token',
    handler: ctx => {
      const form = ctx.input<{
        username: string
        full_name: string
        email: string
        description: string
        website: string
        location: string
        visibility: string
        repo_admin_change_team_access: boolean
      }>()
      const name = form.username ?? ''
      checkNewOwnerName(ctx, name)
      // POST /orgs keeps email and repo_admin_change_team_access (Gitea 1.26 api/v1/org/org.go Create).
      const org: OrgRecord = {
        id: allocId(ctx.state, 'user'),
        name,
        fullName: form.full_name ?? '',
        email: form.email ?? '',
        description: form.description ?? '',
        website: form.website ?? '',
        location: form.location ?? '',
        visibility: checkVisibility(ctx, form.visibility) ?? 'public',
        repoAdminChangeTeamAccess: form.repo_admin_change_team_access ?? false,
        created: rfc3339()
      }
      ctx.state.orgs.push(org)
      ctx.state.teams.push({
        id: allocId(ctx.state, 'team'),
        orgId: org.id,
        name: 'Owners',
        description: '',
        permission: 'owner',
        memberIds: [ctx.me.id],
        includesAllRepositories: true,
        canCreateOrgRepo: true,
        units: ALL_UNITS
      })
      return ctx.ok(renderOrg(ctx, org), 201)
    }
  },
  {
    method: 'GET',
    path: '/user/orgs',
    auth: 'token',
    handler: ctx => {
      const mine = ctx.state.orgs.filter(o => isMember(ctx, o.id, ctx.me.id))
      return ctx.ok(ctx.paginate(mine, { totalHeader: true }).map(o => renderOrg(ctx, o)))
    }
  },
  {
    method: 'PATCH',
    path: '/orgs/{org}',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      requireOwner(ctx, org.id)
      const form = ctx.input<{
        full_name: string
        email: string
        description: string
        website: string
        location: string
        visibility: string
        repo_admin_change_team_access: boolean
      }>()
      // Gitea 1.26: every field is a pointer, what is not sent is kept. Forgejo (and Gitea 1.25, seen
      // live) take full_name, description, website and location as plain strings: unsent is emptied.
      if (!ctx.isGitea) for (const key of ['full_name', 'description', 'website', 'location'] as const) form[key] ??= ''
      if (form.email !== undefined) {
        if (form.email !== '' && !/^[^\s@]+@[^\s@]+$/.test(form.email)) ctx.fail(422, `e-mail invalid [email: ${form.email}]`)
        org.email = form.email
      }
      if (form.full_name !== undefined) org.fullName = form.full_name
      if (form.description !== undefined) org.description = form.description
      if (form.website !== undefined) org.website = form.website
      if (form.location !== undefined) org.location = form.location
      if (form.visibility !== undefined) org.visibility = checkVisibility(ctx, form.visibility) ?? org.visibility
      if (form.repo_admin_change_team_access !== undefined) org.repoAdminChangeTeamAccess = form.repo_admin_change_team_access
      return ctx.ok(renderOrg(ctx, org))
    }
  },

  // ---- members
  {
    method: 'GET',
    path: '/orgs/{org}/members',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      // A caller who is not a member sees the public members only (Gitea 1.26 org/member.go ListMembers).
      const all = membersOf(ctx, org)
      const seen = ctx.me.isAdmin || isMember(ctx, org.id, ctx.me.id) ? all : all.filter(u => publicOf(org).includes(u.id))
      return ctx.ok(ctx.paginate(seen, { totalHeader: true }).map(u => renderUser(ctx, u)))
    }
  },
  {
    method: 'GET',
    path: '/orgs/{org}/members/{username}',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      const user = ctx.userOr404(ctx.params.username)
      if (ctx.me.isAdmin || isMember(ctx, org.id, ctx.me.id)) return isMember(ctx, org.id, user.id) ? ctx.empty() : ctx.notFound()
      if (ctx.me.id === user.id) return ctx.notFound()
      ctx.replyHeaders.Location = `${ctx.env.baseUrl}/api/v1/orgs/${encodeURIComponent(org.name)}/public_members/${encodeURIComponent(user.login)}`
      return ctx.empty(303)
    }
  },
  {
    method: 'DELETE',
    path: '/orgs/{org}/members/{username}',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      requireOwner(ctx, org.id)
      const user = ctx.userOr404(ctx.params.username)
      // A user who is not a member: 204, nothing done (services/org/user.go RemoveOrgUser).
      const owners = teamsOf(ctx, org).find(t => t.permission === 'owner')
      if (owners && owners.memberIds.length === 1 && owners.memberIds[0] === user.id)
        ctx.fail(500, `user is the last member of owner team [uid: ${user.id}]`)
      for (const t of teamsOf(ctx, org)) t.memberIds = t.memberIds.filter(id => id !== user.id)
      dropIfNoTeam(ctx, org.id, user.id)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/orgs/{org}/public_members',
    auth: 'anon',
    handler: ctx => {
      const org = orgOr404(ctx)
      const seen = membersOf(ctx, org).filter(u => publicOf(org).includes(u.id))
      return ctx.ok(ctx.paginate(seen, { totalHeader: true }).map(u => renderUser(ctx, u)))
    }
  },
  {
    method: 'GET',
    path: '/orgs/{org}/public_members/{username}',
    auth: 'anon',
    handler: ctx => {
      const org = orgOr404(ctx)
      const user = ctx.userOr404(ctx.params.username)
      return publicOf(org).includes(user.id) && isMember(ctx, org.id, user.id) ? ctx.empty() : ctx.notFound()
    }
  },
  ...(['PUT', 'DELETE'] as const).map((method): Route => ({
    method,
    path: '/orgs/{org}/public_members/{username}',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      requireMember(ctx, org.id)
      const user = ctx.userOr404(ctx.params.username)
      if (user.id !== ctx.me.id) {
        // Forgejo: oneself only. Gitea 1.25/1.26 also lets an admin or an owner (org/member.go checkCanChangeOrgUserStatus).
        if (!ctx.isGitea) ctx.fail(403, method === 'PUT' ? 'Cannot publicize another member' : 'Cannot conceal another member')
        if (!ctx.me.isAdmin && !isOwner(ctx, org.id, ctx.me.id)) ctx.fail(403, 'Cannot change member visibility')
      }
      // Not a member: nothing to change, 204 all the same (ChangeOrgUserStatus finds no org_user row).
      if (isMember(ctx, org.id, user.id)) {
        const rest = publicOf(org).filter(id => id !== user.id)
        org.publicMemberIds = method === 'PUT' ? [...rest, user.id] : rest
      }
      return ctx.empty()
    }
  })),

  // ---- teams
  {
    method: 'POST',
    path: '/orgs/{org}/teams',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      requireMember(ctx, org.id)
      requireOwner(ctx, org.id)
      const form = ctx.input<TeamOption>()
      const permission = form.permission ?? 'none'
      const units = unitsOf(form, permission)
      // Gitea 1.26 org/team.go CreateTeam: a team below admin without units is an internal error.
      if (!units) ctx.fail(500, 'units permission should not be empty')
      if (teamsOf(ctx, org).some(t => t.name.toLowerCase() === (form.name ?? '').toLowerCase()))
        ctx.fail(422, `team already exists [org_id: ${org.id}, name: ${form.name}]`)
      const team: TeamRecord = {
        id: allocId(ctx.state, 'team'),
        orgId: org.id,
        name: form.name ?? '',
        description: form.description ?? '',
        permission: permission === 'none' ? 'none' : permission,
        memberIds: [],
        includesAllRepositories: form.includes_all_repositories ?? false,
        canCreateOrgRepo: form.can_create_org_repo ?? false,
        units: units!,
        unitAccess: unitAccessOf(form, permission),
        repoIds: []
      }
      ctx.state.teams.push(team)
      return ctx.ok(renderTeam(ctx, team), 201)
    }
  },
  {
    method: 'GET',
    path: '/orgs/{org}/teams/search',
    auth: 'token',
    handler: ctx => {
      const org = orgOr404(ctx)
      requireMember(ctx, org.id)
      const q = (ctx.query.get('q') ?? '').trim().toLowerCase()
      const desc = (ctx.query.get('include_desc') ?? '') === '' || ctx.query.get('include_desc') === 'true'
      // A caller who is not an instance admin finds only the teams they are in (Gitea 1.26 org/team.go
      // SearchTeam: opts.UserID; seen live on 1.26.4).
      const hits = teamsOf(ctx, org)
        .filter(t => ctx.me.isAdmin || t.memberIds.includes(ctx.me.id))
        .filter(t => t.name.toLowerCase().includes(q) || (desc && t.description.toLowerCase().includes(q)))
      return ctx.ok({ ok: true, data: ctx.paginate(hits, { totalHeader: true }).map(t => renderTeam(ctx, t)) })
    }
  },
  {
    method: 'GET',
    path: '/teams/{id}',
    auth: 'token',
    handler: ctx => ctx.ok(renderTeam(ctx, teamFor(ctx)))
  },
  {
    method: 'PATCH',
    path: '/teams/{id}',
    auth: 'token',
    handler: ctx => {
      const team = teamFor(ctx)
      requireOwner(ctx, team.orgId, true)
      const form = ctx.input<TeamOption>()
      const owners = team.permission === 'owner'
      // As Gitea 1.26 org/team.go EditTeam (Forgejo the same).
      if (form.can_create_org_repo !== undefined) team.canCreateOrgRepo = owners || form.can_create_org_repo
      if (form.name) {
        if (
          teamsOf(
            ctx,
            ctx.state.orgs.find(o => o.id === team.orgId)!
          ).some(t => t !== team && t.name.toLowerCase() === form.name!.toLowerCase())
        )
          ctx.fail(422, `team already exists [name: ${form.name}]`)
        team.name = form.name
      }
      if (form.description !== undefined) team.description = form.description
      if (!owners && form.permission) {
        team.permission = form.permission
        if (form.includes_all_repositories !== undefined) team.includesAllRepositories = form.includes_all_repositories
      }
      if (!owners) {
        const units = unitsOf(form, team.permission)
        if (units) {
          team.units = units
          team.unitAccess = unitAccessOf(form, team.permission)
        }
      }
      return ctx.ok(renderTeam(ctx, team))
    }
  },
  {
    method: 'DELETE',
    path: '/teams/{id}',
    auth: 'token',
    handler: ctx => {
      const team = teamFor(ctx)
      requireOwner(ctx, team.orgId, true)
      // The owners team cannot go (models/organization team.go: ErrLastOrgOwner-like refusal).
      if (team.permission === 'owner') ctx.fail(500, 'cannot delete the owners team')
      ctx.state.teams = ctx.state.teams.filter(t => t !== team)
      for (const id of team.memberIds) dropIfNoTeam(ctx, team.orgId, id)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/teams/{id}/members/{username}',
    auth: 'token',
    handler: ctx => {
      const team = teamFor(ctx)
      const user = ctx.userOr404(ctx.params.username)
      return team.memberIds.includes(user.id) ? ctx.ok(renderUser(ctx, user)) : ctx.notFound()
    }
  },
  {
    method: 'DELETE',
    path: '/teams/{id}/members/{username}',
    auth: 'token',
    handler: ctx => {
      const team = teamFor(ctx)
      requireOwner(ctx, team.orgId, true)
      const user = ctx.userOr404(ctx.params.username)
      if (!team.memberIds.includes(user.id)) return ctx.empty()
      if (team.permission === 'owner' && team.memberIds.length === 1)
        ctx.fail(500, `user is the last member of owner team [uid: ${user.id}]`)
      team.memberIds = team.memberIds.filter(id => id !== user.id)
      dropIfNoTeam(ctx, team.orgId, user.id)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/teams/{id}/repos',
    auth: 'token',
    handler: ctx => {
      const team = teamFor(ctx)
      return ctx.ok(ctx.paginate(reposOf(ctx, team), { totalHeader: true }).map(r => renderRepo(ctx, r)))
    }
  },
  ...(['GET', 'PUT', 'DELETE'] as const).map((method): Route => ({
    method,
    path: '/teams/{id}/repos/{org}/{repo}',
    auth: 'token',
    handler: (ctx): Reply => {
      const team = teamFor(ctx)
      const repo = ctx.findRepo(ctx.params.org, ctx.params.repo) ?? ctx.failNotFound()
      if (method === 'GET') return reposOf(ctx, team).includes(repo) ? ctx.ok(renderRepo(ctx, repo)) : ctx.notFound()
      // Admin access to the repository: an admin, an org owner, or an admin team that has it.
      const admin =
        ctx.me.isAdmin ||
        isOwner(ctx, repo.ownerId, ctx.me.id) ||
        ctx.state.teams.some(t => t.permission === 'admin' && t.memberIds.includes(ctx.me.id) && reposOf(ctx, t).includes(repo))
      if (!admin) ctx.fail(403, 'Must have admin-level access to the repository')
      // A repository of another owner: Gitea's TeamAddRepository refuses it as an internal error.
      if (repo.ownerId !== team.orgId) ctx.fail(500, 'repository does not belong to the team organization')
      const rest = (team.repoIds ?? []).filter(id => id !== repo.id)
      // With includes_all_repositories the list is the org's: a removal changes nothing.
      team.repoIds = method === 'PUT' ? [...rest, repo.id] : rest
      return ctx.empty()
    }
  }))
]
