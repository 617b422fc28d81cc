// The instance-admin operations of the `svc_admin` tool (the admin actions of the interface, §4.3): one entry per action.
import * as z from './zod.js'
import { provisioningFamily } from './runners.js'
import { UsageError } from '../errors.js'
import { clip } from '../text.js'
import {
  CREATE_BODY,
  FIELDS,
  createRepoOptions,
  described,
  flag,
  text,
  actionsFamily,
  readIfPresent,
  hookFamily,
  ADMIN_SCOPE,
  both,
  del,
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
  post,
  put,
  strings,
  username,
  publicKey
} from './define.js'
import type { Composite, Operation, Route, Variant } from './types.js'

const domain = 'admin'

const VISIBILITIES = ['public', 'limited', 'private'] as const

const badgesPath = '/admin/users/{username}/badges'
const gitea = 'Gitea'
const badgesOnly = { forgejo: `Forgejo has no badge API; badges exist only on ${gitea}` }

const listBadges = get(badgesPath)
const BADGE_KEYS: Record<string, string> = { ID: 'id', Slug: 'slug', Description: 'description', ImageURL: 'image_url' }
/** A badge with the documented keys, whichever casing the server used. */
const badgeRecord = (b: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [BADGE_KEYS[k] ?? k, v]))

const listEmails = list('/admin/emails')
const searchEmails = list('/admin/emails/search', { query: { q: 'q' } })
const searchUserEmails = list('/admin/emails/search', { query: { q: 'username' } })
const getUser = get('/users/{username}')
const editUser = patch('/admin/users/{username}', { jsonFields: 'EditUserOption' })
const orgTeams = list('/orgs/{org}/teams')
const teamMember = get('/teams/{team_id}/members/{username}')
const addTeamMember = put('/teams/{team_id}/members/{username}')

/** users_repos_create: the name as a param or in json_fields, once. */
function oneRepoName(p: Record<string, unknown>): Record<string, unknown> {
  const inFields = (p.json_fields as Record<string, unknown> | undefined)?.name
  if (p.name === undefined && inFields === undefined)
    throw new UsageError('users_repos_create: name is required (param name, or json_fields.name)')
  if (p.name !== undefined && inFields !== undefined) throw new UsageError('users_repos_create: give name or json_fields.name, not both')
  return p
}

/**
 * users_edit: a PATCH of the fields the caller names, read against the record first.
 *
 * Gitea requires `login_name` on every edit (binding "Required", so "" is refused too) and ignores
 * `source_id` 0: both are filled from the record, a local user's empty login_name with the user name
 * (Gitea then stores that login_name; there is no way to send an empty one).
 *
 * Forgejo takes both as optional, but reads them as a change of the login source when sent: with
 * `source_id: 0` a local user's `login_type` went from 1 (plain) to 0 and its `login_name` from "" to
 * what was sent (Forgejo 15.0.3 and 14.0.0). So they go out only when the caller names one of them,
 * the other then from the record (Forgejo refuses one without the other with 422).
 */
function editUserBinding(variant: Variant): Composite {
  return {
    steps: [getUser, editUser],
    describe:
      variant === 'gitea'
        ? 'GET /users/{username} for login_name and source_id, then PATCH /admin/users/{username} with them'
        : 'GET /users/{username} (no PATCH when nothing changes), then PATCH /admin/users/{username} with json_fields only ' +
          '(login_name and source_id only when json_fields names one of them)',
    async run(ctx, p) {
      const read = await ctx.call(getUser, p)
      const user = read.body as { login_name?: string; source_id?: number } & Record<string, unknown>
      const asked = p.json_fields as Record<string, unknown>
      // Nothing new to send (every field already has the asked value): no PATCH, `changed` false.
      const recordKey = (k: string) => (k === 'admin' ? 'is_admin' : k)
      const entries = Object.entries(asked)
      if (
        entries.length > 0 &&
        entries.every(([k, v]) => k !== 'password' && recordKey(k) in user && JSON.stringify(user[recordKey(k)]) === JSON.stringify(v))
      )
        return { ...read, unchanged: true }
      const sourceId = user.source_id ?? 0
      let kept: Record<string, unknown> = {}
      if (variant === 'gitea')
        kept = {
          source_id: sourceId,
          // Local users (source 0) often have an empty login_name; the username is what they log in with.
          login_name: user.login_name || (sourceId === 0 ? String(p.username) : '')
        }
      else if ('login_name' in asked || 'source_id' in asked) kept = { source_id: sourceId, login_name: user.login_name ?? '' }
      return ctx.call(editUser, { ...p, json_fields: { ...kept, ...asked } })
    }
  }
}

const pagedList = (op: string, summary: string, route: Route, outFields?: string[]): Operation =>
  operation({
    domain,
    name: op,
    summary,
    params: () => params({ ...paging() }),
    routes: both(route),
    output: { kind: 'list', fields: outFields }
  })

const adminHooks = hookFamily(domain, ADMIN_SCOPE, {
  create: 'create system webhook',
  delete: 'delete system webhook',
  edit: 'edit system webhook',
  get: 'get system webhook',
  list: 'list system webhooks',
  // Without is_system_webhook the server makes a *default* hook (a template for new repos),
  // which neither variant lists as a system hook. The caller may still say otherwise.
  prepareCreate: p => ({ ...p, config: { is_system_webhook: 'true', ...(p.config as object) } }),
  pagedList: true
})
const adminActions = actionsFamily(domain, ADMIN_SCOPE, {
  jobs: 'list all workflow jobs on the instance',
  runnersDelete: 'delete a runner',
  runnersGet: 'runner details',
  runnersList: 'list action runners',
  runnersToken: 'instance runner registration token',
  runs: 'list all workflow runs on the instance (Gitea only)'
})

export const adminOperations: Operation[] = [
  operation({
    domain,
    name: 'badges_add',
    summary: 'add badges to a user (Gitea only; the slugs must exist)',
    params: () => params({ username, badges: strings('badge slugs') }),
    routes: { gitea: post(badgesPath, { body: { badge_slugs: 'badges' }, response: 'none' }) },
    absentReason: badgesOnly,
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'badges_delete',
    summary: 'remove badges from a user (Gitea only)',
    params: () => params({ username, badges: strings('badge slugs') }),
    routes: { gitea: del(badgesPath, { body: { badge_slugs: 'badges' } }) },
    absentReason: badgesOnly,
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'badges_list',
    summary: 'list badges of a user (Gitea only)',
    params: () => params({ username }),
    routes: {
      gitea: {
        // Gitea 1.25/1.26 serialise badges without JSON tags (`ID`, `Slug`, `Description`, `ImageURL`).
        steps: [listBadges],
        describe: `GET ${badgesPath}, keys renamed to id, slug, description, image_url`,
        sends: () => [listBadges],
        async run(ctx, p) {
          const res = await ctx.call(listBadges, p)
          const rows = Array.isArray(res.body) ? (res.body as Array<Record<string, unknown>>) : []
          return { ...res, body: rows.map(badgeRecord) }
        }
      }
    },
    absentReason: badgesOnly,
    output: { kind: 'list', fields: ['id', 'slug', 'description', 'image_url'] }
  }),
  operation({
    domain,
    name: 'cron_list',
    summary: 'list cron tasks with names, schedules, next and previous run times',
    params: () => params({}),
    routes: both(list('/admin/cron')),
    output: { kind: 'list', fields: ['name', 'schedule', 'next', 'prev', 'exec_times'] }
  }),
  operation({
    domain,
    name: 'cron_run',
    summary: 'run a cron task (the call returns when the task has finished)',
    params: () => params({ task: name('task name, from cron_list') }),
    routes: both(post('/admin/cron/{task}', { response: 'none' })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'emails',
    summary: 'list all emails, or search when q is given',
    params: () => params({ q: described(z.optional(text()), 'search text'), ...paging() }),
    routes: both({
      steps: [listEmails, searchEmails],
      describe: 'GET /admin/emails, or GET /admin/emails/search?q= when q is given',
      sends: p => [p.q === undefined ? listEmails : searchEmails],
      run: (ctx, p) => ctx.list(p.q === undefined ? listEmails : searchEmails, p)
    }),
    output: { kind: 'list', fields: ['email', 'user_id', 'username', 'verified', 'primary'] }
  }),
  ...adminHooks,
  adminActions.jobs,
  pagedList('orgs', 'list all organizations', list('/admin/orgs'), fields(FIELDS.org)),
  ...adminActions.runners,
  ...provisioningFamily(
    domain,
    ADMIN_SCOPE,
    adminActions.runners.find(op => op.name === 'runners_token')!,
    {
      register:
        "register an instance runner: its id, uuid and token (a credential), act_runner's .runner file and the Forgejo runner's configuration",
      edit: 'disable or enable an instance runner (Gitea 1.26+)',
      prune:
        "remove runners that match a filter: offline ones of the instance's own by default (scope: org, user, repo or any for the others the instance's list holds; on Gitea that is every runner of the server), never busy ones"
    }
  ),
  adminActions.runs,
  operation({
    domain,
    name: 'unadopted_adopt',
    summary: 'adopt an unadopted repository (it becomes a private repository)',
    params: () => params({ owner: name('owner (user or organization)'), repo: name('repository name') }),
    routes: both(post('/admin/unadopted/{owner}/{repo}', { response: 'none' })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'unadopted_delete',
    summary: 'delete an unadopted repository',
    params: () => params({ owner: name('owner (user or organization)'), repo: name('repository name') }),
    routes: both(del('/admin/unadopted/{owner}/{repo}')),
    output: { kind: 'none' }
  }),
  pagedList('unadopted_list', 'list unadopted repositories', list('/admin/unadopted')),
  operation({
    domain,
    name: 'users_create',
    summary: 'create a user (a local one with a password, or one of an external authentication source: source_id and login_name)',
    params: () =>
      params({
        username,
        email: described(text(3), 'email address'),
        password: described(
          z.optional(text()),
          'initial password; required for a local user, optional with source_id (the external source checks the password)'
        ),
        must_change_password: described(
          z.optional(z.boolean()),
          'ask for a new password at first sign-in; left out, it is not sent and the server decides (Gitea and Forgejo: true)'
        ),
        full_name: described(z.optional(z.string()), 'full display name'),
        visibility: described(z.optional(z.enum(VISIBILITIES)), 'profile visibility: public (server default), limited or private'),
        restricted: described(z.optional(z.boolean()), 'restricted user: sees only what they are explicitly given; server default false'),
        source_id: described(
          z.optional(z.number().check(z.int(), z.minimum(0))),
          'id of the external authentication source the user signs in with (0 or absent: local user)'
        ),
        login_name: described(z.optional(z.string()), "the user's name at the external authentication source (with source_id)")
      }).check(
        // Gitea checks the password only for a local user (source 0; api/v1/admin/user.go CreateUser,
        // 1.25 and 1.26) and answers its absence with a bare 400 "PasswordIsRequired": said here first.
        z.refine(p => p.password !== undefined || (p.source_id ?? 0) > 0, {
          message: 'password is required for a local user; leave it out only with source_id (an external authentication source)',
          path: ['password']
        })
      ),
    secretParams: ['password'],
    // must_change_password is sent only when given: then the server's own default applies (Gitea
    // 1.25/1.26 and Forgejo: true, for a local user and an external source's alike).
    routes: both(
      post('/admin/users', {
        body: {
          username: 'username',
          email: 'email',
          password: 'password',
          must_change_password: 'must_change_password',
          full_name: 'full_name',
          visibility: 'visibility',
          restricted: 'restricted',
          source_id: 'source_id',
          login_name: 'login_name'
        }
      })
    ),
    output: { kind: 'record', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'users_delete',
    summary: "delete a user; with purge also the user's repositories, packages and the organizations it alone owns",
    params: () =>
      params({
        username,
        purge: flag(
          'also delete what the user owns (repositories, packages) and leave its organizations, deleting those it was the last owner of; ' +
            'without it the server refuses a user who owns repositories or belongs to an organization'
        )
      }),
    routes: both(del('/admin/users/{username}', { query: { purge: 'purge' } })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'users_edit',
    summary: 'edit a user (only the json_fields change; on Gitea login_name and source_id are filled from the current record)',
    params: () => params({ username, json_fields: jsonFields('fields to change (EditUserOption)') }),
    secretParams: ['json_fields.password'],
    routes: {
      gitea: editUserBinding('gitea'),
      forgejo: editUserBinding('forgejo')
    },
    output: { kind: 'record', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'users_emails',
    summary: "list a user's email addresses",
    params: () => params({ username }),
    routes: {
      // Gitea has no per-user email list: search by the user name and keep that user's rows.
      gitea: {
        steps: [getUser, searchUserEmails],
        describe:
          'GET /users/{username} (404 when there is no such user), then GET /admin/emails/search?q={username} (all pages), rows of that user only',
        async run(ctx, p) {
          await ctx.call(getUser, p)
          const rows = await ctx.all(searchUserEmails, p)
          const mine = rows.filter(r => String(r.username).toLowerCase() === String(p.username).toLowerCase())
          return { status: 200, headers: { 'x-total-count': String(mine.length) }, body: mine }
        }
      },
      // Since Forgejo 14 (its specs); older releases have no per-user email list.
      forgejo: get('/admin/users/{username}/emails', { since: '14' })
    },
    output: { kind: 'list', fields: ['email', 'verified', 'primary'] }
  }),
  operation({
    domain,
    name: 'users_emails_delete',
    summary: 'delete an email address from a user (Forgejo only)',
    params: () => params({ username, email: described(text(3), 'email address') }),
    prepare: p => ({ ...p, emails: [p.email] }),
    routes: { forgejo: del('/admin/users/{username}/emails', { body: { emails: 'emails' }, since: '14' }) },
    absentReason: { gitea: "Gitea has no admin API to delete a user's email address" },
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'users_keys_add',
    summary: 'add an SSH public key to a user',
    params: () => params({ username, title: name('key title'), key: publicKey('public key content') }),
    routes: both(post('/admin/users/{username}/keys', { body: { title: 'title', key: 'key' } })),
    output: { kind: 'record', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'users_keys_delete',
    summary: 'delete an SSH public key from a user',
    params: () => params({ username, key_id: id('SSH key id') }),
    routes: both(del('/admin/users/{username}/keys/{key_id}')),
    output: { kind: 'none' }
  }),
  pagedList('users_list', 'list all users', list('/admin/users'), fields(FIELDS.user)),
  operation({
    domain,
    name: 'users_org_add',
    summary: 'add a user to an organization, as a member of one of its teams',
    params: () =>
      params({
        username,
        org: name('organization'),
        team: described(z.optional(text()), 'team of the organization to add the user to (required; the error lists the teams)')
      }),
    routes: both({
      // Organization membership is team membership. Picking a team for the caller (say "Owners")
      // could grant owner rights silently, so the team must be named.
      steps: [orgTeams, teamMember, addTeamMember],
      describe:
        'GET /orgs/{org}/teams (all pages) to find the team, GET /teams/{id}/members/{username} (a member already: nothing to do), then PUT /teams/{id}/members/{username}',
      async run(ctx, p) {
        const teams = await ctx.all(orgTeams, p)
        const names = teams.map(t => String(t.name)).sort((a, b) => a.localeCompare(b))
        const wanted = p.team === undefined ? undefined : String(p.team).toLowerCase()
        const team = teams.find(t => String(t.name).toLowerCase() === wanted)
        if (!team)
          throw new UsageError(
            `users_org_add: ${wanted === undefined ? 'param team is required' : `team "${clip(String(p.team), 100)}" not found`}: ` +
              `name the team of ${clip(String(p.org), 100)} to add ${clip(String(p.username), 100)} to; teams: ` +
              `${
                names
                  .slice(0, 50)
                  .map(n => clip(n, 100))
                  .join(', ') || '(none)'
              }${names.length > 50 ? ` and ${names.length - 50} more` : ''}`
          )
        const q = { ...p, team_id: team.id }
        // The PUT answers 204 either way: read first, so that a member already there is "unchanged".
        if (await readIfPresent(ctx, teamMember, q)) return { status: 204, headers: {}, body: null, unchanged: true }
        return ctx.call(addTeamMember, q)
      }
    }),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'users_orgs',
    summary: "list a user's organizations",
    params: () => params({ username }),
    routes: both(list('/users/{username}/orgs')),
    output: { kind: 'list', fields: fields(FIELDS.org) }
  }),
  operation({
    domain,
    name: 'users_orgs_create',
    summary: 'create an organization owned by a user (the user becomes its owner)',
    params: () =>
      params({
        username: described(text(), 'user name of the owner'),
        name: name('organization name'),
        full_name: described(z.optional(z.string()), 'full display name'),
        description: described(z.optional(z.string()), 'description'),
        website: described(z.optional(z.string()), 'website URL'),
        location: described(z.optional(z.string()), 'location'),
        visibility: described(z.optional(z.enum(VISIBILITIES)), 'public (server default), limited or private')
      }),
    // Gitea's admin route (1.25, 1.26: api/v1/admin/org.go) drops CreateOrgOption's email and
    // repo_admin_change_team_access, so they are not offered: a param the server ignores would lie.
    routes: both(
      post('/admin/users/{username}/orgs', {
        body: {
          username: 'name',
          full_name: 'full_name',
          description: 'description',
          website: 'website',
          location: 'location',
          visibility: 'visibility'
        }
      })
    ),
    output: { kind: 'record', fields: fields(FIELDS.org) }
  }),
  operation({
    domain,
    name: 'users_rename',
    summary: 'rename a user',
    params: () => params({ username, new_name: name('new user name') }),
    routes: both(post('/admin/users/{username}/rename', { body: { new_username: 'new_name' }, response: 'none' })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'users_repos_create',
    summary: 'create a repository owned by the user',
    // The interface names json_fields only; the options of repos_create are params here too, and
    // json_fields the rest (name may be either).
    params: () =>
      params({ username, name: described(z.optional(text()), 'repository name (or json_fields.name)'), ...createRepoOptions() }),
    prepare: oneRepoName,
    routes: both(post('/admin/users/{username}/repos', { body: CREATE_BODY, jsonFields: 'CreateRepoOption' })),
    output: { kind: 'record', fields: fields(FIELDS.repo) }
  })
]
