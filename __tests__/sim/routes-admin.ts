// Site-admin operations (api-map §2) and the org/team routes used for users_org_add.
import type { Ctx, Reply, Route } from './context.js'
import { hookRoutes } from './hooks.js'
import { renderBadge, renderCron, renderEmail, renderHook, renderOrg, renderRepo, renderTeam, renderUser } from './render.js'
import { addSshKey } from './routes-user.js'
import { allocId, rfc3339, type OrgRecord, type UserRecord, type Visibility } from './state.js'

const RESERVED_NAMES = new Set([
  '.',
  '..',
  '-',
  'admin',
  'api',
  'assets',
  'avatars',
  'explore',
  'login',
  'new',
  'org',
  'repo',
  'user',
  'users',
  'swagger.v1.json'
])
const VISIBILITIES: readonly Visibility[] = ['public', 'limited', 'private']
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MIN_PASSWORD_LENGTH = 8

/** Checks a new user/org name the way the servers' user model does (422 on failure). */
export function checkNewOwnerName(ctx: Ctx, name: string): void {
  if (RESERVED_NAMES.has(name.toLowerCase())) ctx.fail(422, `name is reserved [name: ${name}]`)
  if (!/^[A-Za-z0-9_.-]+$/.test(name))
    ctx.fail(422, `name is invalid [${name}]: must be valid alpha or numeric or dash(-_) or dot characters`)
  if (ctx.findUser(name) || ctx.findOrg(name)) ctx.fail(422, `user already exists [name: ${name}]`)
}

function checkEmailFree(ctx: Ctx, email: string, exceptUserId = 0): void {
  if (!EMAIL.test(email)) ctx.fail(422, `e-mail invalid [email: ${email}]`)
  if (ctx.state.emails.some(e => e.email.toLowerCase() === email.toLowerCase() && e.userId !== exceptUserId)) {
    ctx.fail(422, `e-mail already in use [email: ${email}]`)
  }
}

export function checkVisibility(ctx: Ctx, visibility: string | undefined): Visibility | undefined {
  if (visibility === undefined || visibility === '') return undefined
  return VISIBILITIES.includes(visibility as Visibility) ? (visibility as Visibility) : ctx.fail(422, `invalid visibility: ${visibility}`)
}

interface CreateUserOption {
  username: string
  email: string
  password: string
  must_change_password: boolean
  send_notify: boolean
  source_id: number
  login_name: string
  full_name: string
  restricted: boolean
  visibility: string
  created_at: string
}

function createUser(ctx: Ctx): Reply {
  const form = ctx.input<CreateUserOption>()
  const login = form.username ?? ''
  checkNewOwnerName(ctx, login)
  checkEmailFree(ctx, form.email ?? '')
  const sourceId = form.source_id ?? 0
  // Gitea 1.25/1.26 (api/v1/admin/user.go CreateUser): an unknown source is a 422; the user takes the
  // source's login type, and only a plain (local) user's password is checked.
  const source =
    sourceId === 0
      ? undefined
      : (ctx.state.authSources.find(a => a.id === sourceId) ?? ctx.fail(422, `login source does not exist [id: ${sourceId}]`))
  if (!source && (form.password ?? '').length < MIN_PASSWORD_LENGTH) ctx.fail(400, 'PasswordIsRequired')
  const visibility = checkVisibility(ctx, form.visibility) ?? 'public'
  const created = form.created_at ?? rfc3339()
  const user: UserRecord = {
    id: allocId(ctx.state, 'user'),
    login,
    fullName: form.full_name ?? '',
    email: form.email ?? '',
    password: form.password ?? '',
    isAdmin: false,
    active: true,
    restricted: form.restricted ?? false,
    prohibitLogin: false,
    // api-map §2 users_create: must_change_password defaults to true.
    mustChangePassword: form.must_change_password ?? true,
    visibility,
    loginName: form.login_name ?? '',
    sourceId,
    // Plain (1) for a local user, else the source's type.
    loginType: source?.type ?? 1,
    created,
    lastLogin: '1970-01-01T00:00:00Z',
    description: '',
    website: '',
    location: '',
    language: '',
    pronouns: '',
    settings: { theme: '', diffViewStyle: '', hideEmail: false, hideActivity: false, hidePronouns: false, enableRepoUnitHints: true }
  }
  ctx.state.users.push(user)
  ctx.state.emails.push({ email: user.email, userId: user.id, primary: true, verified: true })
  return ctx.ok(renderUser(ctx, user), 201)
}

interface EditUserOption {
  source_id: number
  login_name: string
  email: string
  full_name: string
  password: string
  must_change_password: boolean
  website: string
  location: string
  description: string
  active: boolean
  admin: boolean
  allow_git_hook: boolean
  allow_import_local: boolean
  max_repo_creation: number
  prohibit_login: boolean
  allow_create_organization: boolean
  restricted: boolean
  visibility: string
  pronouns: string
  hide_email: boolean
}

function editUser(ctx: Ctx): Reply {
  const user = ctx.userOr404(ctx.params.username)
  const form = ctx.input<EditUserOption>()
  if (ctx.isGitea) {
    // login_name is binding:"Required"; a missing one was already refused by the spec check.
    if (!form.login_name) ctx.fail(422, '[LoginName]: Required')
  } else if ((form.source_id === undefined) !== (form.login_name === undefined)) {
    ctx.fail(422, 'source_id and login_name must be specified together')
  }
  if (ctx.isGitea) {
    // Gitea 1.26 (UpdateAuth): source_id only when non-zero, login_name always.
    if (form.source_id) user.sourceId = form.source_id
    if (form.login_name !== undefined) user.loginName = form.login_name
  } else if (form.source_id !== undefined) {
    // Forgejo takes the pair as "set the login source", source 0 included: a local user's login type
    // went from 1 (plain) to 0 and its login name to the one sent (Forgejo 15.0.3 and 14.0.0).
    // The simulator has no external sources: another id keeps the login type.
    user.sourceId = form.source_id
    if (form.source_id === 0) user.loginType = 0
    user.loginName = form.login_name ?? user.loginName
  }
  if (form.email !== undefined && form.email !== user.email) {
    checkEmailFree(ctx, form.email, user.id)
    ctx.state.emails = ctx.state.emails.filter(e => !(e.userId === user.id && e.primary))
    ctx.state.emails.push({ email: form.email, userId: user.id, primary: true, verified: true })
    user.email = form.email
  }
  if (form.password) {
    if (form.password.length < MIN_PASSWORD_LENGTH) ctx.fail(400, 'PasswordTooShort')
    user.password = form.password
  }
  user.visibility = checkVisibility(ctx, form.visibility) ?? user.visibility
  user.fullName = form.full_name ?? user.fullName
  user.website = form.website ?? user.website
  user.location = form.location ?? user.location
  user.description = form.description ?? user.description
  user.mustChangePassword = form.must_change_password ?? user.mustChangePassword
  user.active = form.active ?? user.active
  user.isAdmin = form.admin ?? user.isAdmin
  user.prohibitLogin = form.prohibit_login ?? user.prohibitLogin
  user.restricted = form.restricted ?? user.restricted
  if (!ctx.isGitea) {
    user.pronouns = form.pronouns ?? user.pronouns
    user.settings.hideEmail = form.hide_email ?? user.settings.hideEmail
  }
  return ctx.ok(renderUser(ctx, user))
}

/** Organizations the user is a member of: membership is team membership. */
const orgsOf = (ctx: Ctx, userId: number): OrgRecord[] =>
  ctx.state.orgs.filter(o => ctx.state.teams.some(t => t.orgId === o.id && t.memberIds.includes(userId)))

/** An organization, its teams and its repositories gone (Gitea's DeleteOrganization with purge). */
function dropOrg(ctx: Ctx, org: OrgRecord): void {
  const s = ctx.state
  s.orgs = s.orgs.filter(o => o !== org)
  s.teams = s.teams.filter(t => t.orgId !== org.id)
  s.repos = s.repos.filter(r => r.ownerId !== org.id)
}

/**
 * As Gitea 1.25/1.26 (services/user DeleteUser): an organization or the admin itself is a 422;
 * without purge, so is a user who owns repositories or belongs to an organization. Purge deletes the
 * user's repositories, takes it out of its organizations and deletes those it was the last owner of.
 */
function deleteUser(ctx: Ctx): Reply {
  const org = ctx.findOrg(ctx.params.username)
  if (org) ctx.fail(422, `${org.name} is an organization not a user`)
  const user = ctx.userOr404(ctx.params.username)
  if (user.id === ctx.me.id) ctx.fail(422, 'you cannot delete yourself')
  const purge = ctx.query.get('purge') === 'true'
  const s = ctx.state
  if (purge) {
    s.repos = s.repos.filter(r => r.ownerId !== user.id)
    for (const o of orgsOf(ctx, user.id)) {
      const owners = s.teams.find(t => t.orgId === o.id && t.permission === 'owner')
      if (owners && owners.memberIds.length === 1 && owners.memberIds[0] === user.id) dropOrg(ctx, o)
    }
    for (const team of s.teams) team.memberIds = team.memberIds.filter(id => id !== user.id)
  }
  if (s.repos.some(r => r.ownerId === user.id)) ctx.fail(422, `user still has ownership of repositories [uid: ${user.id}]`)
  if (orgsOf(ctx, user.id).length > 0) ctx.fail(422, `user still has membership of organizations [uid: ${user.id}]`)
  s.users = s.users.filter(u => u !== user)
  s.emails = s.emails.filter(e => e.userId !== user.id)
  s.tokens = s.tokens.filter(t => t.userId !== user.id)
  s.sshKeys = s.sshKeys.filter(k => k.userId !== user.id)
  s.follows = s.follows.filter(f => f.followerId !== user.id && f.followingId !== user.id)
  return ctx.empty()
}

function renameUser(ctx: Ctx): Reply {
  if (ctx.findOrg(ctx.params.username)) ctx.fail(422, 'cannot rename an organization with this endpoint')
  const user = ctx.userOr404(ctx.params.username)
  const newName = ctx.input<{ new_username: string }>().new_username ?? ''
  if (newName === user.login) return ctx.empty()
  if (newName.toLowerCase() !== user.login.toLowerCase()) checkNewOwnerName(ctx, newName)
  user.login = newName
  return ctx.empty()
}

/** `{username}` of admin user routes may also name an org where the real handler loads any owner. */
function ownerIdOr404(ctx: Ctx): number {
  return (ctx.findUser(ctx.params.username) ?? ctx.findOrg(ctx.params.username) ?? ctx.failNotFound()).id
}

interface CreateRepoOption {
  name: string
  description: string
  private: boolean
  default_branch: string
}

export function createRepo(ctx: Ctx, ownerId = ownerIdOr404(ctx)): Reply {
  const form = ctx.input<CreateRepoOption>()
  const name = form.name ?? ''
  if (RESERVED_NAMES.has(name.toLowerCase()) || !/^[A-Za-z0-9_.-]+$/.test(name))
    ctx.fail(422, `name is reserved or invalid [name: ${name}]`)
  if (ctx.state.repos.some(r => r.ownerId === ownerId && r.name.toLowerCase() === name.toLowerCase())) {
    ctx.fail(409, 'The repository with the same name already exists.')
  }
  const created = rfc3339()
  const repo = {
    id: allocId(ctx.state, 'repo'),
    ownerId,
    name,
    description: form.description ?? '',
    private: form.private ?? false,
    defaultBranch: form.default_branch || 'main',
    created,
    updated: created
  }
  ctx.state.repos.push(repo)
  return ctx.ok(renderRepo(ctx, repo), 201)
}

interface CreateOrgOption {
  username: string
  full_name: string
  email: string
  description: string
  website: string
  location: string
  visibility: string
  repo_admin_change_team_access: boolean
}

function createOrg(ctx: Ctx): Reply {
  const owner = ctx.userOr404(ctx.params.username)
  const form = ctx.input<CreateOrgOption>()
  const name = form.username ?? ''
  checkNewOwnerName(ctx, name)
  const org: OrgRecord = {
    id: allocId(ctx.state, 'user'),
    name,
    fullName: form.full_name ?? '',
    // Gitea's admin route (api/v1/admin/org.go, 1.25/1.26) drops email and repo_admin_change_team_access.
    email: ctx.isGitea ? '' : (form.email ?? ''),
    description: form.description ?? '',
    website: form.website ?? '',
    location: form.location ?? '',
    visibility: checkVisibility(ctx, form.visibility) ?? 'public',
    repoAdminChangeTeamAccess: ctx.isGitea ? false : (form.repo_admin_change_team_access ?? false),
    created: rfc3339()
  }
  ctx.state.orgs.push(org)
  ctx.state.teams.push({
    id: allocId(ctx.state, 'team'),
    orgId: org.id,
    name: 'Owners',
    description: '',
    permission: 'owner',
    memberIds: [owner.id],
    includesAllRepositories: true,
    canCreateOrgRepo: true,
    units: ['repo.code', 'repo.issues', 'repo.pulls', 'repo.releases', 'repo.wiki']
  })
  return ctx.ok(renderOrg(ctx, org), 201)
}

function badgeUser(ctx: Ctx): UserRecord {
  return ctx.userOr404(ctx.params.username)
}

function isOrgOwner(ctx: Ctx, orgId: number): boolean {
  return ctx.me.isAdmin || ctx.state.teams.some(t => t.orgId === orgId && t.permission === 'owner' && t.memberIds.includes(ctx.me.id))
}

export const ADMIN_ROUTES: Route[] = [
  // ---- users ----
  {
    method: 'GET',
    path: '/admin/users',
    auth: 'admin',
    handler: ctx => {
      const q = (name: string) => ctx.query.get(name)
      const bool = (name: string, value: boolean) => q(name) === null || (q(name) === 'true') === value
      let users = ctx.state.users.filter(
        u =>
          (q('source_id') === null || u.sourceId === Number(q('source_id'))) &&
          (q('login_name') === null || u.loginName === q('login_name'))
      )
      if (ctx.isGitea) {
        const keyword = (q('q') ?? '').toLowerCase()
        users = users.filter(
          u =>
            (!keyword ||
              u.login.toLowerCase().includes(keyword) ||
              u.fullName.toLowerCase().includes(keyword) ||
              u.email.toLowerCase().includes(keyword)) &&
            (!q('visibility') || u.visibility === q('visibility')) &&
            bool('is_active', u.active) &&
            bool('is_admin', u.isAdmin) &&
            bool('is_restricted', u.restricted) &&
            bool('is_2fa_enabled', u.otp !== undefined) &&
            bool('is_prohibit_login', u.prohibitLogin)
        )
      }
      const sort = q('sort')
      const sorters: Record<string, (a: UserRecord, b: UserRecord) => number> = {
        oldest: (a, b) => a.id - b.id,
        newest: (a, b) => b.id - a.id,
        alphabetically: (a, b) => a.login.localeCompare(b.login),
        reversealphabetically: (a, b) => b.login.localeCompare(a.login)
      }
      if (sort && !sorters[sort]) ctx.fail(422, `invalid sort: ${sort}`)
      users = [...users].sort(sorters[sort ?? 'oldest'])
      if (q('order') === 'desc') users.reverse()
      return ctx.ok(ctx.paginate(users, { totalHeader: true }).map(u => renderUser(ctx, u)))
    }
  },
  { method: 'POST', path: '/admin/users', auth: 'admin', handler: createUser },
  { method: 'PATCH', path: '/admin/users/{username}', auth: 'admin', handler: editUser },
  { method: 'DELETE', path: '/admin/users/{username}', auth: 'admin', handler: deleteUser },
  { method: 'POST', path: '/admin/users/{username}/rename', auth: 'admin', handler: renameUser },
  {
    method: 'POST',
    path: '/admin/users/{username}/keys',
    auth: 'admin',
    handler: ctx => addSshKey(ctx, ctx.userOr404(ctx.params.username))
  },
  {
    method: 'DELETE',
    path: '/admin/users/{username}/keys/{id}',
    auth: 'admin',
    handler: ctx => {
      const user = ctx.userOr404(ctx.params.username)
      const id = ctx.idParam('id')
      const key = ctx.state.sshKeys.find(k => k.id === id && k.userId === user.id) ?? ctx.failNotFound()
      ctx.state.sshKeys = ctx.state.sshKeys.filter(k => k !== key)
      return ctx.empty()
    }
  },
  { method: 'POST', path: '/admin/users/{username}/repos', auth: 'admin', handler: createRepo },
  { method: 'POST', path: '/admin/users/{username}/orgs', auth: 'admin', handler: createOrg },

  // ---- user emails (Forgejo ≥ 14) ----
  {
    method: 'GET',
    path: '/admin/users/{username}/emails',
    auth: 'admin',
    handler: ctx => {
      if (ctx.findOrg(ctx.params.username)) ctx.fail(422, 'user is an organization')
      const user = ctx.userOr404(ctx.params.username)
      return ctx.ok(ctx.state.emails.filter(e => e.userId === user.id).map(e => renderEmail(ctx, e)))
    }
  },
  {
    method: 'DELETE',
    path: '/admin/users/{username}/emails',
    auth: 'admin',
    handler: ctx => {
      if (ctx.findOrg(ctx.params.username)) ctx.fail(422, 'user is an organization')
      const user = ctx.userOr404(ctx.params.username)
      const emails = (ctx.input<{ emails: string[] }>().emails ?? []).map(e => e.toLowerCase())
      for (const email of emails) {
        const record = ctx.state.emails.find(e => e.userId === user.id && e.email.toLowerCase() === email) ?? ctx.failNotFound()
        if (record.primary) ctx.fail(422, `cannot delete primary email address: ${record.email}`)
      }
      ctx.state.emails = ctx.state.emails.filter(e => !(e.userId === user.id && emails.includes(e.email.toLowerCase())))
      return ctx.empty()
    }
  },

  // ---- badges (Gitea) ----
  {
    method: 'GET',
    path: '/admin/users/{username}/badges',
    auth: 'admin',
    handler: ctx => {
      const user = badgeUser(ctx)
      const ids = ctx.state.userBadges.filter(b => b.userId === user.id).map(b => b.badgeId)
      const badges = ctx.state.badges.filter(b => ids.includes(b.id))
      ctx.replyHeaders['X-Total-Count'] = String(badges.length)
      return ctx.ok(badges.map(renderBadge))
    }
  },
  {
    method: 'POST',
    path: '/admin/users/{username}/badges',
    auth: 'admin',
    handler: ctx => {
      const user = badgeUser(ctx)
      for (const slug of ctx.input<{ badge_slugs: string[] }>().badge_slugs ?? []) {
        // Model errors go through APIErrorInternal: 500, message visible to admins (api-map §2 badges_add).
        const badge = ctx.state.badges.find(b => b.slug === slug) ?? ctx.fail(500, `badge does not exist [slug: ${slug}]`)
        if (ctx.state.userBadges.some(b => b.userId === user.id && b.badgeId === badge.id)) {
          ctx.fail(500, `user badge already exists [user_id: ${user.id}, badge_id: ${badge.id}]`)
        }
        ctx.state.userBadges.push({ userId: user.id, badgeId: badge.id })
      }
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/admin/users/{username}/badges',
    auth: 'admin',
    handler: ctx => {
      const user = badgeUser(ctx)
      const slugs = ctx.input<{ badge_slugs: string[] }>().badge_slugs ?? []
      const ids = ctx.state.badges.filter(b => slugs.includes(b.slug)).map(b => b.id)
      ctx.state.userBadges = ctx.state.userBadges.filter(b => !(b.userId === user.id && ids.includes(b.badgeId)))
      return ctx.empty()
    }
  },

  // ---- cron ----
  {
    method: 'GET',
    path: '/admin/cron',
    auth: 'admin',
    handler: ctx => ctx.ok(ctx.paginate(ctx.state.cronTasks, { allWhenNoPageOnForgejo: true, totalHeader: true }).map(renderCron))
  },
  {
    method: 'POST',
    path: '/admin/cron/{task}',
    auth: 'admin',
    handler: ctx => {
      const task = ctx.state.cronTasks.find(t => t.name === ctx.params.task) ?? ctx.failNotFound()
      task.execTimes += 1
      task.prev = rfc3339()
      return ctx.empty()
    }
  },

  // ---- emails ----
  {
    method: 'GET',
    path: '/admin/emails',
    auth: 'admin',
    handler: ctx => ctx.ok(ctx.paginate(ctx.state.emails, { totalHeader: true }).map(e => renderEmail(ctx, e)))
  },
  {
    method: 'GET',
    path: '/admin/emails/search',
    auth: 'admin',
    handler: ctx => {
      const q = (ctx.query.get('q') ?? '').toLowerCase()
      const rows = ctx.state.emails.filter(
        e => !q || e.email.toLowerCase().includes(q) || ctx.ownerName(e.userId).toLowerCase().includes(q)
      )
      return ctx.ok(ctx.paginate(rows, { totalHeader: true }).map(e => renderEmail(ctx, e)))
    }
  },

  // ---- system / default webhooks ----
  {
    method: 'GET',
    path: '/admin/hooks',
    auth: 'admin',
    handler: ctx => {
      // Gitea filters by `type` (default system); Forgejo lists system hooks only.
      const type = ctx.isGitea ? (ctx.query.get('type') ?? 'system') : 'system'
      const hooks = ctx.state.hooks.filter(h => h.ownerId === 0 && !h.repoId && (type === 'all' || h.isSystem === (type === 'system')))
      return ctx.ok(ctx.paginate(hooks, { allWhenNoPageOnForgejo: true, totalHeader: true }).map(h => renderHook(ctx, h)))
    }
  },
  ...hookRoutes('/admin/hooks', 'admin', () => 0),

  // ---- orgs ----
  {
    method: 'GET',
    path: '/admin/orgs',
    auth: 'admin',
    handler: ctx => ctx.ok(ctx.paginate(ctx.state.orgs, { totalHeader: true }).map(o => renderOrg(ctx, o)))
  },

  // ---- unadopted repositories ----
  {
    method: 'GET',
    path: '/admin/unadopted',
    auth: 'admin',
    handler: ctx => {
      const filter = (ctx.query.get('query') ?? '').toLowerCase()
      // The handler forces page 0 to 1 on both servers.
      return ctx.ok(
        ctx.paginate(
          ctx.state.unadopted.filter(r => r.toLowerCase().includes(filter)),
          { totalHeader: true }
        )
      )
    }
  },
  {
    method: 'POST',
    path: '/admin/unadopted/{owner}/{repo}',
    auth: 'admin',
    handler: ctx => {
      const full = `${ctx.params.owner}/${ctx.params.repo}`
      const owner = ctx.findUser(ctx.params.owner) ?? ctx.findOrg(ctx.params.owner)
      const entry = ctx.state.unadopted.find(r => r.toLowerCase() === full.toLowerCase())
      // Unknown owner, missing directory or already adopted (in the database) are all 404.
      if (!owner || !entry || ctx.findRepo(ctx.params.owner, ctx.params.repo)) return ctx.notFound()
      const created = rfc3339()
      ctx.state.repos.push({
        id: allocId(ctx.state, 'repo'),
        ownerId: owner.id,
        name: entry.split('/')[1],
        description: '',
        private: true,
        defaultBranch: 'main',
        created,
        updated: created
      })
      ctx.state.unadopted = ctx.state.unadopted.filter(r => r !== entry)
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/admin/unadopted/{owner}/{repo}',
    auth: 'admin',
    handler: ctx => {
      const full = `${ctx.params.owner}/${ctx.params.repo}`.toLowerCase()
      const entry = ctx.state.unadopted.find(r => r.toLowerCase() === full) ?? ctx.failNotFound()
      ctx.state.unadopted = ctx.state.unadopted.filter(r => r !== entry)
      return ctx.empty()
    }
  },

  // ---- teams (users_org_add goes through team membership) ----
  {
    method: 'GET',
    path: '/orgs/{org}/teams',
    auth: 'token',
    handler: ctx => {
      const org = ctx.findOrg(ctx.params.org) ?? ctx.failNotFound()
      const teams = ctx.state.teams.filter(t => t.orgId === org.id)
      if (!ctx.me.isAdmin && !teams.some(t => t.memberIds.includes(ctx.me.id))) ctx.fail(403, 'Must be an organization member')
      return ctx.ok(ctx.paginate(teams, { totalHeader: true }).map(t => renderTeam(ctx, t)))
    }
  },
  {
    method: 'PUT',
    path: '/teams/{id}/members/{username}',
    auth: 'token',
    handler: ctx => {
      const id = ctx.idParam('id')
      const team = ctx.state.teams.find(t => t.id === id) ?? ctx.failNotFound()
      // reqOrgOwnership on a /teams/{id} route: a bare 404 for a non-owner (Gitea 1.26.4 seen live).
      if (!isOrgOwner(ctx, team.orgId)) ctx.failNotFound()
      const user = ctx.userOr404(ctx.params.username)
      if (!team.memberIds.includes(user.id)) team.memberIds.push(user.id)
      return ctx.empty()
    }
  },

  // ---- set-up and clean-up of the end-to-end suite on a real server (__tests__/target.ts), so
  // that its code path can be tried here too (POST /orgs/{org}/teams: routes-orgs.ts) ----
  {
    method: 'POST',
    path: '/orgs/{org}/repos',
    auth: 'token',
    handler: ctx => {
      const org = ctx.findOrg(ctx.params.org) ?? ctx.failNotFound()
      if (!isOrgOwner(ctx, org.id)) ctx.fail(403, 'Must be an organization owner')
      return createRepo(ctx, org.id)
    }
  },
  {
    // Read back by svc's on-exists check of users_orgs_create (and by the tests).
    method: 'GET',
    path: '/orgs/{org}',
    auth: 'anon',
    handler: ctx => {
      const org = ctx.findOrg(ctx.params.org) ?? ctx.failNotFound()
      const member = ctx.doer !== undefined && ctx.state.teams.some(t => t.orgId === org.id && t.memberIds.includes(ctx.doer!.id))
      // A private organization is seen by its members and admins only, a limited one by signed-in users.
      const seen = org.visibility === 'public' || (org.visibility === 'limited' && ctx.doer !== undefined) || member || ctx.doer?.isAdmin
      return seen ? ctx.ok(renderOrg(ctx, org)) : ctx.failNotFound()
    }
  },
  {
    method: 'GET',
    path: '/teams/{id}/members',
    auth: 'token',
    handler: ctx => {
      const id = ctx.idParam('id')
      const team = ctx.state.teams.find(t => t.id === id) ?? ctx.failNotFound()
      if (!ctx.me.isAdmin && !ctx.state.teams.some(t => t.orgId === team.orgId && t.memberIds.includes(ctx.me.id)))
        ctx.fail(403, 'Must be an organization member')
      const members = team.memberIds.map(m => ctx.state.users.find(u => u.id === m)).filter(u => u !== undefined)
      return ctx.ok(ctx.paginate(members, { totalHeader: true }).map(u => renderUser(ctx, u)))
    }
  },
  {
    method: 'DELETE',
    path: '/orgs/{org}',
    auth: 'token',
    handler: ctx => {
      const org = ctx.findOrg(ctx.params.org) ?? ctx.failNotFound()
      if (!isOrgOwner(ctx, org.id)) ctx.fail(403, 'Must be an organization owner')
      if (ctx.state.repos.some(r => r.ownerId === org.id)) ctx.fail(422, 'organization still has repositories')
      ctx.state.orgs = ctx.state.orgs.filter(o => o !== org)
      ctx.state.teams = ctx.state.teams.filter(t => t.orgId !== org.id)
      return ctx.empty()
    }
  }
]
