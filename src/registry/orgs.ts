// The organization operations of the `svc_orgs` tool: organizations, their members and teams. An
// organization's webhooks and Actions settings are the families of define.ts and runners.ts at the
// organization scope (scoped.ts).
import * as z from './zod.js'
import { ForgeError, UsageError } from '../errors.js'
import { clip } from '../text.js'
import {
  both,
  del,
  described,
  FIELDS,
  fields,
  flag,
  get,
  jsonFields,
  list,
  name,
  operation,
  paging,
  params,
  patch,
  post,
  presence,
  put,
  readIfPresent,
  teamView,
  text,
  username
} from './define.js'
import type { Composite, Exists, Operation, RawResponse, Route, StepContext } from './types.js'

const domain = 'orgs'

type Row = Record<string, unknown>

/** The organization a call is about: `org` in every operation of the domain but orgs_create. */
export const orgParam = () => ({ org: name('organization name') })
/** A team of the organization, by its name (as users_org_add names it): svc finds its id. */
const teamParam = () => ({ ...orgParam(), team: name('team name (the id is looked up among the teams of org)') })
const memberParams = () => ({ ...orgParam(), username })
const teamMemberParams = () => ({ ...teamParam(), username })
const teamRepoParams = () => ({ ...teamParam(), repo: name('repository of the organization (its name, without the owner)') })

const VISIBILITIES = ['public', 'limited', 'private'] as const
const PERMISSIONS = ['read', 'write', 'admin'] as const
const TEAM_FIELDS = ['id', 'name', 'description', 'permission', 'includes_all_repositories', 'can_create_org_repo', 'units_map']

const TEAM_OUTPUT = { fields: TEAM_FIELDS, derive: teamView }

const orgTeams = list('/orgs/{org}/teams')
const team = '/teams/{team_id}'
const teamMember = `${team}/members/{username}`
const teamRepo = `${team}/repos/{org}/{repo}`

/**
 * The team of `org` named `team`, from the organization's team list (every page). Team names are
 * unique in an organization regardless of case (the servers keep a lower-case name), so the match
 * ignores case; it is otherwise exact, never a search.
 */
export async function findTeam(ctx: StepContext, p: Row): Promise<Row | undefined> {
  const wanted = String(p.team).toLowerCase()
  return (await ctx.all(orgTeams, p)).find(t => String(t.name).toLowerCase() === wanted)
}

/** The team's id, or a 404 naming the team and the organization (on-missing treats it as absent). */
async function teamId(ctx: StepContext, p: Row, action: string): Promise<number> {
  const found = await findTeam(ctx, p)
  if (found) return Number(found.id)
  const message = `team "${clip(String(p.team), 100)}" not found in organization ${clip(String(p.org), 100)}`
  throw new ForgeError(`${action}: ${message} (404); teams_list shows the organization's teams`, 404, message)
}

/**
 * A change to a team (`/teams/{id}/...`, not a GET): the servers answer a caller who is not an owner
 * of the organization with a bare 404 (Gitea 1.25/1.26 api.go reqOrgOwnership on a team route;
 * 403 "Must be an organization owner" only on /orgs/{org} routes). svc found the team, so it says why.
 */
async function ownerCall(ctx: StepContext, route: Route, p: Row, action: string): Promise<RawResponse> {
  try {
    return await ctx.call(route, p)
  } catch (e) {
    if (
      route.method === 'GET' ||
      !(e instanceof ForgeError) ||
      e.status !== 404 ||
      !/^(not found|The target couldn't be found\.)$/i.test(e.serverMessage ?? '')
    )
      throw e
    throw new ForgeError(
      `${action}: ${e.message}`,
      404,
      e.serverMessage,
      `the team exists: the server answers 404 to a caller who is not an owner of ${clip(String(p.org), 100)} (or an instance admin)`,
      { cause: e }
    )
  }
}

/** An operation on one team: its id is looked up by name, then `route` is called with it. */
function onTeam(action: string, route: Route, how: string): Composite {
  return {
    steps: [orgTeams, route],
    describe: `GET /orgs/{org}/teams (all pages) for the team's id by its name, then ${route.method} ${route.path}${how}`,
    async run(ctx, p) {
      const withId = { ...p, team_id: await teamId(ctx, p, action) }
      return route.paged ? ctx.list(route, withId) : ownerCall(ctx, route, withId, action)
    }
  }
}

/**
 * A PUT the servers answer 204 whether or not it changed anything (team member, team repository,
 * public membership): `check` is read first, so `changed` is false when it was there already.
 */
function addIfAbsent(action: string, check: Route, add: Route, resolve: boolean): Composite {
  const steps = resolve ? [orgTeams, check, add] : [check, add]
  return {
    steps,
    describe: `${resolve ? "GET /orgs/{org}/teams (all pages) for the team's id, then " : ''}GET ${check.path} (there already: nothing to do), then PUT ${add.path}`,
    async run(ctx, p) {
      const q = resolve ? { ...p, team_id: await teamId(ctx, p, action) } : p
      if ((await present(ctx, check, q)) === true) return { status: 204, headers: {}, body: null, unchanged: true }
      return resolve ? ownerCall(ctx, add, q, action) : ctx.call(add, q)
    }
  }
}

/**
 * A DELETE the servers answer 204 even when there was nothing to remove (a user who is not a member,
 * a repository not in the team): `check` is read first, and absence is a 404 saying what is not
 * there, so that a typo is not a success and `on-missing: skip` can tell "nothing to do".
 */
function removeIfPresent(action: string, check: Route, remove: Route, absent: (p: Row) => string, resolve: boolean): Composite {
  const steps = resolve ? [orgTeams, check, remove] : [check, remove]
  return {
    steps,
    describe: `${resolve ? "GET /orgs/{org}/teams (all pages) for the team's id, then " : ''}GET ${check.path} (absent: 404, nothing sent), then DELETE ${remove.path}`,
    async run(ctx, p) {
      const q = resolve ? { ...p, team_id: await teamId(ctx, p, action) } : p
      // Redirected (the caller is not a member): the removal itself gets the server's refusal.
      if ((await present(ctx, check, q)) === false) {
        const message = absent(p)
        throw new ForgeError(`${action}: ${message} (404); nothing was removed`, 404, message)
      }
      return resolve ? ownerCall(ctx, remove, q, action) : ctx.call(remove, q)
    }
  }
}

const memberPresence = presence('/orgs/{org}/members/{username}')
const publicPresence = presence('/orgs/{org}/public_members/{username}')
const redirected = (e: unknown) => e instanceof ForgeError && e.status >= 300 && e.status < 400

/** Whether the check answers "there", or undefined when the server redirected (see membersCheck). */
async function present(ctx: StepContext, check: Route, p: Row): Promise<boolean | undefined> {
  if (check.response === 'presence')
    try {
      return (await ctx.call(check, p)).body === true
    } catch (e) {
      if (redirected(e)) return undefined
      throw e
    }
  return (await readIfPresent(ctx, check, p)) !== undefined
}

/**
 * members_check: a caller who is not a member of the organization (nor an admin) is redirected
 * (303) to the public membership check by both variants (Gitea 1.26 org/member.go IsMember); svc
 * asks that itself, and says that only public membership could be seen.
 */
const membersCheck: Composite = {
  steps: [memberPresence, publicPresence],
  describe: 'GET /orgs/{org}/members/{username} (a caller who is not a member is sent to GET /orgs/{org}/public_members/{username})',
  async run(ctx, p) {
    const there = await present(ctx, memberPresence, p)
    if (there !== undefined) return { status: there ? 204 : 404, headers: {}, body: there }
    ctx.warn(
      `members_check: you are not a member of ${clip(String(p.org), 100)}, so the server shows public membership only: false may be a private member`
    )
    return ctx.call(publicPresence, p)
  }
}

const who = (p: Row) => clip(String(p.username), 100)
const ofOrg = (p: Row) => clip(String(p.org), 100)
const ofTeam = (p: Row) => `team "${clip(String(p.team), 100)}" of ${ofOrg(p)}`

/**
 * The permission a team's PATCH must be sent to keep what it has: `admin`, or for a team below admin
 * the highest access of its units. Gitea 1.25/1.26 keep a read or write team's access per unit and
 * answer `permission: "none"` for it (perm.ParseAccessMode with allowed none/admin); Forgejo may
 * answer `read` / `write`. Undefined for the owners team, which the PATCH does not re-permission.
 */
function keptPermission(t: Row): string | undefined {
  if (t.permission === 'admin' || t.permission === 'read' || t.permission === 'write') return t.permission
  if (t.permission === 'owner') return undefined
  // The highest unit access, as a team permission (a unit's "admin" only on an admin team).
  const rank = ['none', 'read', 'write', 'admin']
  const top = Math.max(0, ...Object.values((t.units_map as Row | undefined) ?? {}).map(a => rank.indexOf(String(a))))
  return top === 0 ? undefined : top === 1 ? 'read' : 'write'
}

/**
 * teams_edit: the servers' PATCH requires `name` (both specs), applies `includes_all_repositories`
 * only when `permission` is sent too, and gives `units` sent without a permission no access at all
 * (Gitea 1.25/1.26 routers/api/v1/org/team.go EditTeam; seen live on 1.26.4). So the team's current
 * name and permission are sent along unless json_fields names them.
 */
const teamPatch = patch(team, { jsonFields: 'EditTeamOption' })
const teamEdit: Composite = {
  steps: [orgTeams, teamPatch],
  describe:
    "GET /orgs/{org}/teams (all pages) for the team's id, name and permission, then PATCH /teams/{team_id} with json_fields (the current name and permission unless given)",
  async run(ctx, p) {
    const found = await findTeam(ctx, p)
    if (!found) await teamId(ctx, p, 'teams_edit')
    const current: Row = { name: found!.name }
    const permission = keptPermission(found!)
    if (permission) current.permission = permission
    return ownerCall(ctx, teamPatch, { ...p, team_id: found!.id, json_fields: { ...current, ...(p.json_fields as Row) } }, 'teams_edit')
  }
}

/**
 * orgs_edit: Gitea 1.25 (seen live on 1.25.4) empties full_name, description, website and location
 * when a PATCH /orgs/{org} does not send them (plain strings in its EditOrgOption; pointers from
 * 1.26), and Forgejo's EditOrgOption has them as plain strings too. So their current values are read
 * first and sent along; json_fields wins.
 */
const orgPatch = patch('/orgs/{org}', { jsonFields: 'EditOrgOption' })
const orgEdit: Composite = {
  steps: [get('/orgs/{org}'), orgPatch],
  describe:
    'GET /orgs/{org} for the current full_name, description, website and location, then PATCH /orgs/{org} with them and json_fields',
  async run(ctx, p) {
    const current = (await ctx.call(get('/orgs/{org}'), p)).body as Row
    const kept: Row = {}
    for (const key of ['full_name', 'description', 'website', 'location']) if (typeof current[key] === 'string') kept[key] = current[key]
    return ctx.call(orgPatch, { ...p, json_fields: { ...kept, ...(p.json_fields as Row) } })
  }
}

/** teams_create: without units (or units_map) the servers answer 500 for a read or write team. */
function teamCreatePrepare(p: Row): Row {
  const units = p.units as string[] | undefined
  const map = p.units_map as Row | undefined
  if (p.permission !== 'admin' && !(units && units.length > 0) && !(map && Object.keys(map).length > 0))
    throw new UsageError(
      'teams_create: param units (or units_map) is required unless permission is admin: the units the team may use, e.g. ["repo.code","repo.issues","repo.pulls"] (the servers refuse a read or write team without them)'
    )
  return p
}

export const orgOperations: Operation[] = [
  // ---- organizations
  operation({
    domain,
    name: 'orgs_create',
    summary: 'create an organization owned by the authenticated user',
    params: () =>
      params({
        name: name('organization name'),
        full_name: described(z.optional(z.string()), 'full display name'),
        description: described(z.optional(z.string()), 'description'),
        website: described(z.optional(z.string()), 'website URL'),
        location: described(z.optional(z.string()), 'location'),
        visibility: described(z.optional(z.enum(VISIBILITIES)), 'public (server default), limited or private'),
        email: described(z.optional(z.string()), 'contact email address'),
        repo_admin_change_team_access: described(
          z.optional(z.boolean()),
          "whether repository admins may change the organization's team access to their repositories"
        )
      }),
    // Unlike the admin route (users_orgs_create), POST /orgs keeps email and
    // repo_admin_change_team_access (Gitea 1.25/1.26 routers/api/v1/org/org.go Create).
    routes: both(
      post('/orgs', {
        body: {
          username: 'name',
          full_name: 'full_name',
          description: 'description',
          website: 'website',
          location: 'location',
          visibility: 'visibility',
          email: 'email',
          repo_admin_change_team_access: 'repo_admin_change_team_access'
        }
      })
    ),
    output: { kind: 'record', fields: fields(FIELDS.org) }
  }),
  operation({
    domain,
    name: 'orgs_delete',
    summary: 'delete an organization (it must own no repositories)',
    params: () => params(orgParam()),
    routes: both(del('/orgs/{org}')),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'orgs_edit',
    summary: 'edit an organization',
    params: () =>
      params({ ...orgParam(), json_fields: jsonFields('fields to change (EditOrgOption): full_name, description, visibility, ...') }),
    routes: both(orgEdit),
    output: { kind: 'record', fields: ['id', 'name', 'full_name', 'description', 'website', 'location', 'visibility'] }
  }),
  operation({
    domain,
    name: 'orgs_get',
    summary: 'get an organization',
    params: () => params(orgParam()),
    routes: both(get('/orgs/{org}')),
    output: { kind: 'record', fields: ['id', 'name', 'full_name', 'description', 'website', 'location', 'visibility'] }
  }),
  operation({
    domain,
    name: 'orgs_list',
    summary: "list the authenticated user's organizations",
    params: () => params({ ...paging() }),
    routes: both(list('/user/orgs')),
    output: { kind: 'list', fields: fields(FIELDS.org) }
  }),
  operation({
    domain,
    name: 'orgs_repos',
    summary: "list an organization's repositories (private ones too where the caller may see them)",
    params: () => params({ ...orgParam(), ...paging() }),
    routes: both(list('/orgs/{org}/repos')),
    output: { kind: 'list', fields: fields(FIELDS.repo) }
  }),

  // ---- members (membership is team membership: teams_member_add adds one)
  operation({
    domain,
    name: 'members_check',
    summary: 'whether a user is a member of an organization',
    params: () => params(memberParams()),
    routes: both(membersCheck),
    output: { kind: 'boolean' }
  }),
  operation({
    domain,
    name: 'members_list',
    summary: "list an organization's members",
    params: () => params({ ...orgParam(), ...paging() }),
    routes: both(list('/orgs/{org}/members')),
    output: { kind: 'list', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'members_remove',
    summary: 'remove a user from an organization (from all its teams)',
    params: () => params(memberParams()),
    // The servers answer 204 for a user who is not a member (Gitea 1.26 services/org/user.go RemoveOrgUser).
    routes: both(
      removeIfPresent(
        'members_remove',
        memberPresence,
        del('/orgs/{org}/members/{username}'),
        p => `${who(p)} is not a member of ${ofOrg(p)}`,
        false
      )
    ),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'public_members_add',
    summary: "make a member's membership public",
    params: () => params(memberParams()),
    // Forgejo lets a member publicize only themself (403 for another); Gitea 1.25 and 1.26 also let
    // an organization owner or an instance admin do it for a member (org/member.go checkCanChangeOrgUserStatus).
    routes: both(addIfAbsent('public_members_add', publicPresence, put('/orgs/{org}/public_members/{username}'), false)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'public_members_check',
    summary: "whether a user's membership of an organization is public",
    params: () => params(memberParams()),
    routes: both(publicPresence),
    output: { kind: 'boolean' }
  }),
  operation({
    domain,
    name: 'public_members_list',
    summary: "list an organization's public members",
    params: () => params({ ...orgParam(), ...paging() }),
    routes: both(list('/orgs/{org}/public_members')),
    output: { kind: 'list', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'public_members_remove',
    summary: "make a member's membership private again",
    params: () => params(memberParams()),
    routes: both(
      removeIfPresent(
        'public_members_remove',
        publicPresence,
        del('/orgs/{org}/public_members/{username}'),
        p => `${who(p)} is not a public member of ${ofOrg(p)}`,
        false
      )
    ),
    output: { kind: 'none' }
  }),

  // ---- teams
  operation({
    domain,
    name: 'teams_create',
    summary: 'create a team in an organization',
    params: () =>
      params({
        ...orgParam(),
        name: name('team name'),
        permission: described(z._default(z.enum(PERMISSIONS), 'read'), 'read (default), write or admin (admin: every unit)'),
        units: described(
          z.optional(z.array(text())),
          'units the team may use at its permission: repo.code, repo.issues, repo.pulls, repo.releases, repo.wiki, repo.actions, ...'
        ),
        units_map: described(
          z.optional(z.record(z.string(), z.enum(['none', 'read', 'write', 'admin']))),
          'access per unit, e.g. {"repo.code":"write","repo.issues":"read"} (wins over units)'
        ),
        description: described(z.optional(z.string()), 'description'),
        includes_all_repositories: described(
          z.optional(z.boolean()),
          "whether the team has access to all of the organization's repositories"
        ),
        can_create_org_repo: described(z.optional(z.boolean()), 'whether members may create repositories in the organization')
      }),
    prepare: teamCreatePrepare,
    routes: both(
      post('/orgs/{org}/teams', {
        body: {
          name: 'name',
          permission: 'permission',
          units: 'units',
          units_map: 'units_map',
          description: 'description',
          includes_all_repositories: 'includes_all_repositories',
          can_create_org_repo: 'can_create_org_repo'
        }
      })
    ),
    output: { kind: 'record', ...TEAM_OUTPUT }
  }),
  operation({
    domain,
    name: 'teams_delete',
    summary: 'delete a team',
    params: () => params(teamParam()),
    routes: both(onTeam('teams_delete', del(team), '')),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'teams_edit',
    summary: 'edit a team',
    params: () =>
      params({
        ...teamParam(),
        json_fields: jsonFields(
          'fields to change (EditTeamOption): name, description, permission, units, units_map, includes_all_repositories, ...'
        )
      }),
    routes: both(teamEdit),
    output: { kind: 'record', ...TEAM_OUTPUT }
  }),
  operation({
    domain,
    name: 'teams_get',
    summary: 'get a team of an organization',
    params: () => params(teamParam()),
    routes: both(onTeam('teams_get', get(team), '')),
    output: { kind: 'record', ...TEAM_OUTPUT }
  }),
  operation({
    domain,
    name: 'teams_list',
    summary: "list an organization's teams",
    params: () => params({ ...orgParam(), ...paging() }),
    routes: both(orgTeams),
    output: { kind: 'list', ...TEAM_OUTPUT }
  }),
  operation({
    domain,
    name: 'teams_member_add',
    summary: 'add a user to a team (and so to the organization)',
    params: () => params(teamMemberParams()),
    routes: both(addIfAbsent('teams_member_add', get(teamMember), put(teamMember), true)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'teams_member_remove',
    summary: 'remove a user from a team',
    params: () => params(teamMemberParams()),
    // The servers answer 204 for a user who is not in the team (Gitea 1.26 services/org/team.go removeTeamMember).
    routes: both(
      removeIfPresent('teams_member_remove', get(teamMember), del(teamMember), p => `${who(p)} is not a member of ${ofTeam(p)}`, true)
    ),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'teams_members_list',
    summary: "list a team's members",
    params: () => params({ ...teamParam(), ...paging() }),
    routes: both(onTeam('teams_members_list', list(`${team}/members`), ' (paged)')),
    output: { kind: 'list', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'teams_repo_add',
    summary: "give a team access to one of the organization's repositories",
    params: () => params(teamRepoParams()),
    routes: both(addIfAbsent('teams_repo_add', get(teamRepo), put(teamRepo), true)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'teams_repo_remove',
    summary: 'take a repository from a team',
    params: () => params(teamRepoParams()),
    // The servers answer 204 for a repository the team does not have (Gitea 1.26 services/repository/repo_team.go).
    routes: both(
      removeIfPresent(
        'teams_repo_remove',
        get(teamRepo),
        del(teamRepo),
        p => `${ofOrg(p)}/${clip(String(p.repo), 100)} is not a repository of ${ofTeam(p)}`,
        true
      )
    ),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'teams_repos_list',
    summary: "list a team's repositories",
    params: () => params({ ...teamParam(), ...paging() }),
    routes: both(onTeam('teams_repos_list', list(`${team}/repos`), ' (paged)')),
    output: { kind: 'list', fields: fields(FIELDS.repo) }
  }),
  operation({
    domain,
    name: 'teams_search',
    // The servers search only the caller's own teams unless the caller is an instance admin (Gitea
    // 1.26 org/team.go SearchTeam, seen live on 1.26.4); teams_list lists them all.
    summary: "search an organization's teams by name and description (only the caller's own teams, unless an instance admin)",
    params: () =>
      params({
        ...orgParam(),
        q: described(text(), 'text to look for in team names'),
        include_desc: flag('also look in descriptions', true),
        ...paging()
      }),
    routes: both(list('/orgs/{org}/teams/search', { query: { q: 'q', include_desc: 'include_desc' }, unwrap: 'data' })),
    output: { kind: 'list', ...TEAM_OUTPUT }
  })
]

/** A record read at a route, or undefined when the server answers 404. */
const found = async (ctx: StepContext, route: Route, p: Row): Promise<unknown> => (await readIfPresent(ctx, route, p))?.body ?? undefined

/**
 * How the domain's creates recognise an existing target (`on-exists: skip`, read by idempotency.ts):
 * organizations by name (unique among users and organizations), teams by name in the organization,
 * team members and team repositories where they are there already.
 */
export const ORG_EXISTS: Record<string, Exists> = {
  'orgs:orgs_create': { find: (ctx, p) => found(ctx, get('/orgs/{name}'), p) },
  'orgs:teams_create': { find: (ctx, p) => findTeam(ctx, { org: p.org, team: p.name }) },
  'orgs:teams_member_add': {
    find: async (ctx, p) => found(ctx, get(teamMember), { ...p, team_id: await teamId(ctx, p, 'teams_member_add') })
  },
  'orgs:teams_repo_add': {
    find: async (ctx, p) => found(ctx, get(teamRepo), { ...p, team_id: await teamId(ctx, p, 'teams_repo_add') })
  },
  'orgs:public_members_add': {
    find: async (ctx, p) => ((await ctx.call(publicPresence, p)).body === true ? { username: p.username, public: true } : undefined)
  }
}
