// Turns state records into the JSON each variant sends (field sets follow the specs' definitions;
// Go zero values are printed where the real structs have no omitempty).
import type { Ctx } from './context.js'
import {
  ZERO_TIME,
  type ActivityRecord,
  type BadgeRecord,
  type CronTaskRecord,
  type EmailRecord,
  type GpgKeyRecord,
  type HookRecord,
  type JobRecord,
  type OAuthAppRecord,
  type OrgRecord,
  type RepoRecord,
  type RunRecord,
  type RunnerRecord,
  type SshKeyRecord,
  type StopwatchRecord,
  type TeamRecord,
  type TokenRecord,
  type TrackedTimeRecord,
  type UserRecord,
  type VariableRecord
} from './state.js'

type Json = Record<string, unknown>

function avatarUrl(ctx: Ctx, key: string): string {
  return `${ctx.env.baseUrl}/avatars/${key}`
}

/** `User`: private details (email, admin fields) only for the user themself or an admin. */
export function renderUser(ctx: Ctx, u: UserRecord): Json {
  const authed = ctx.isSelfOrAdmin(u)
  const showEmail = !!ctx.doer && (authed || !u.settings.hideEmail)
  const json: Json = {
    id: u.id,
    login: u.login,
    login_name: authed ? u.loginName : '',
    source_id: authed ? u.sourceId : 0,
    full_name: u.fullName,
    email: showEmail ? u.email : `${u.login}@noreply.localhost`,
    avatar_url: avatarUrl(ctx, u.avatarHash ?? `default-${u.id}`),
    html_url: `${ctx.env.baseUrl}/${u.login}`,
    language: authed ? u.language : '',
    is_admin: authed ? u.isAdmin : false,
    last_login: authed ? u.lastLogin : ZERO_TIME,
    created: u.created,
    restricted: u.restricted,
    active: authed ? u.active : false,
    prohibit_login: authed ? u.prohibitLogin : false,
    location: u.location,
    website: u.website,
    description: u.description,
    visibility: u.visibility,
    followers_count: ctx.state.follows.filter(f => f.followingId === u.id).length,
    following_count: ctx.state.follows.filter(f => f.followerId === u.id).length,
    starred_repos_count: ctx.state.stars.filter(s => s.userId === u.id).length,
    username: u.login
  }
  if (!ctx.isGitea) json.pronouns = u.settings.hidePronouns && !authed ? '' : u.pronouns
  return json
}

/** An org where the API embeds it as a `User` (repository owner, /users/{org}). */
export function renderOrgAsUser(ctx: Ctx, o: OrgRecord): Json {
  return {
    id: o.id,
    login: o.name,
    login_name: '',
    source_id: 0,
    full_name: o.fullName,
    email: o.email,
    avatar_url: avatarUrl(ctx, `org-${o.id}`),
    html_url: `${ctx.env.baseUrl}/${o.name}`,
    language: '',
    is_admin: false,
    last_login: ZERO_TIME,
    created: o.created,
    restricted: false,
    active: false,
    prohibit_login: false,
    location: o.location,
    website: o.website,
    description: o.description,
    visibility: o.visibility,
    followers_count: 0,
    following_count: 0,
    starred_repos_count: 0,
    username: o.name
  }
}

export function renderOwner(ctx: Ctx, ownerId: number): Json {
  const user = ctx.state.users.find(u => u.id === ownerId)
  if (user) return renderUser(ctx, user)
  const org = ctx.state.orgs.find(o => o.id === ownerId)
  if (!org) throw new Error(`no owner with id ${ownerId}`)
  return renderOrgAsUser(ctx, org)
}

export function renderOrg(ctx: Ctx, o: OrgRecord): Json {
  return {
    id: o.id,
    name: o.name,
    username: o.name,
    full_name: o.fullName,
    email: o.email,
    avatar_url: avatarUrl(ctx, `org-${o.id}`),
    description: o.description,
    website: o.website,
    location: o.location,
    visibility: o.visibility,
    repo_admin_change_team_access: o.repoAdminChangeTeamAccess
  }
}

export function renderTeam(ctx: Ctx, t: TeamRecord): Json {
  const org = ctx.state.orgs.find(o => o.id === t.orgId)
  const access = t.permission === 'owner' || t.permission === 'admin' ? 'admin' : t.permission === 'none' ? 'none' : t.permission
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    organization: org ? renderOrg(ctx, org) : null,
    includes_all_repositories: t.includesAllRepositories,
    // Gitea keeps a read or write team's access per unit and answers "none" (1.26.4 seen live).
    permission: ctx.isGitea && (t.permission === 'read' || t.permission === 'write') ? 'none' : t.permission,
    units: t.units,
    units_map: t.unitAccess ?? Object.fromEntries(t.units.map(u => [u, t.permission === 'owner' ? 'owner' : access])),
    can_create_org_repo: t.canCreateOrgRepo
  }
}

export function renderRepo(ctx: Ctx, r: RepoRecord): Json {
  const owner = ctx.ownerName(r.ownerId)
  const fullName = `${owner}/${r.name}`
  const isOwner = !!ctx.doer && (ctx.doer.id === r.ownerId || ctx.doer.isAdmin)
  const htmlUrl = `${ctx.env.baseUrl}/${fullName}`
  return {
    id: r.id,
    owner: renderOwner(ctx, r.ownerId),
    name: r.name,
    full_name: fullName,
    description: r.description,
    empty: false,
    private: r.private,
    fork: false,
    template: false,
    mirror: r.mirror ?? false,
    size: 128,
    language: '',
    languages_url: `${ctx.env.baseUrl}/api/v1/repos/${fullName}/languages`,
    html_url: htmlUrl,
    url: `${ctx.env.baseUrl}/api/v1/repos/${fullName}`,
    link: '',
    ssh_url: `git@127.0.0.1:${fullName}.git`,
    clone_url: `${htmlUrl}.git`,
    original_url: r.originalUrl ?? '',
    website: r.website ?? '',
    stars_count: ctx.state.stars.filter(s => s.repoId === r.id).length,
    forks_count: 0,
    watchers_count: ctx.state.watches.filter(w => w.repoId === r.id).length,
    open_issues_count: 0,
    open_pr_counter: 0,
    release_counter: 0,
    default_branch: r.defaultBranch,
    archived: r.archived ?? false,
    created_at: r.created,
    updated_at: r.updated,
    archived_at: '1970-01-01T00:00:00Z',
    permissions: { admin: isOwner, push: isOwner, pull: true },
    has_issues: r.hasIssues ?? true,
    has_wiki: r.hasWiki ?? true,
    has_pull_requests: true,
    has_projects: true,
    has_releases: true,
    has_packages: true,
    has_actions: true,
    // The pull request unit's defaults (repo_model.DefaultPullRequestsUnit).
    ignore_whitespace_conflicts: false,
    allow_merge_commits: true,
    allow_rebase: true,
    allow_rebase_explicit: true,
    allow_squash_merge: true,
    allow_fast_forward_only_merge: true,
    allow_rebase_update: true,
    default_delete_branch_after_merge: false,
    default_merge_style: 'merge',
    default_allow_maintainer_edit: false,
    ...(ctx.isGitea ? { has_code: true } : { default_update_style: 'merge' }),
    internal: false,
    mirror_interval: r.mirror ? (r.mirrorInterval ?? '8h0m0s') : '',
    object_format_name: 'sha1',
    avatar_url: '',
    topics: r.topics ?? [],
    ...r.settings,
    // A transfer waiting for acceptance (convert.ToRepo fills repo_transfer then).
    ...(r.pendingOwnerId === undefined
      ? {}
      : {
          repo_transfer: {
            doer: renderOwner(ctx, r.pendingDoerId ?? r.ownerId),
            recipient: renderOwner(ctx, r.pendingOwnerId),
            teams: []
          }
        })
  }
}

export function renderEmail(ctx: Ctx, e: EmailRecord): Json {
  return { email: e.email, verified: e.verified, primary: e.primary, user_id: e.userId, username: ctx.ownerName(e.userId) }
}

export function renderSshKey(ctx: Ctx, k: SshKeyRecord): Json {
  const owner = ctx.state.users.find(u => u.id === k.userId)
  const json: Json = {
    id: k.id,
    key: k.content,
    url: `${ctx.env.baseUrl}/api/v1/user/keys/${k.id}`,
    title: k.title,
    fingerprint: k.fingerprint,
    created_at: k.created,
    read_only: k.readOnly,
    key_type: 'user',
    ...(owner ? { user: renderUser(ctx, owner) } : {})
  }
  if (ctx.isGitea) json.last_used_at = k.created
  return json
}

export function renderGpgKey(k: GpgKeyRecord): Json {
  return {
    id: k.id,
    primary_key_id: '',
    key_id: k.keyId,
    public_key: k.publicKey,
    emails: [],
    subkeys: [],
    can_sign: true,
    can_encrypt_comms: false,
    can_encrypt_storage: false,
    can_certify: true,
    verified: k.verified,
    created_at: k.created,
    expires_at: ZERO_TIME
  }
}

export function renderHook(ctx: Ctx, h: HookRecord): Json {
  const json: Json = {
    id: h.id,
    type: h.type,
    branch_filter: h.branchFilter,
    config: h.config,
    events: h.events,
    authorization_header: h.authorizationHeader,
    active: h.active,
    updated_at: h.updated,
    created_at: h.created
  }
  if (ctx.isGitea) json.name = h.name
  else Object.assign(json, { url: h.config.url ?? '', content_type: h.config.content_type ?? '' })
  return json
}

/** `client_secret` is only revealed on create and update (api-map §1 oauth2_*). */
export function renderOAuthApp(ctx: Ctx, a: OAuthAppRecord, revealSecret: boolean): Json {
  const json: Json = {
    id: a.id,
    name: a.name,
    client_id: a.clientId,
    client_secret: revealSecret ? a.clientSecret : '',
    redirect_uris: a.redirectUris,
    confidential_client: a.confidentialClient,
    created: a.created
  }
  if (ctx.isGitea) json.skip_secondary_authorization = a.skipSecondaryAuthorization
  return json
}

export function renderSettings(ctx: Ctx, u: UserRecord): Json {
  const json: Json = {
    full_name: u.fullName,
    website: u.website,
    description: u.description,
    location: u.location,
    language: u.language,
    theme: u.settings.theme,
    diff_view_style: u.settings.diffViewStyle,
    hide_email: u.settings.hideEmail,
    hide_activity: u.settings.hideActivity
  }
  if (!ctx.isGitea) {
    Object.assign(json, {
      pronouns: u.pronouns,
      hide_pronouns: u.settings.hidePronouns,
      enable_repo_unit_hints: u.settings.enableRepoUnitHints
    })
  }
  return json
}

/** The plaintext (`sha1`) only at creation; lists show the last eight characters. */
export function renderToken(ctx: Ctx, t: TokenRecord, reveal: boolean): Json {
  const json: Json = { id: t.id, name: t.name, sha1: reveal ? t.token : '', token_last_eight: t.token.slice(-8), scopes: t.scopes }
  if (ctx.isGitea) Object.assign(json, { created_at: t.created, last_used_at: t.created })
  return json
}

/** The ActionRunner shapes differ per variant (api-map §1 runners_get). */
export function renderRunner(ctx: Ctx, r: RunnerRecord): Json {
  if (ctx.isGitea) {
    // Gitea's API says only online or offline; an active runner is online and busy (1.26.4).
    return {
      id: r.id,
      name: r.name,
      status: r.status === 'offline' ? 'offline' : 'online',
      busy: r.busy || r.status === 'active',
      disabled: r.disabled,
      ephemeral: r.ephemeral,
      labels: r.labels.map((name, i) => ({ id: r.id * 100 + i, name, type: 'custom' }))
    }
  }
  return {
    id: r.id,
    uuid: r.uuid,
    name: r.name,
    description: r.description,
    owner_id: r.ownerId,
    repo_id: r.repoId,
    status: r.status,
    version: r.version,
    ephemeral: r.ephemeral,
    labels: r.labels
  }
}

/** Gitea's GitHub-style status/conclusion pair for a job or run status. */
export function githubStatus(status: RunRecord['status']): { status: string; conclusion: string } {
  if (status === 'waiting') return { status: 'queued', conclusion: '' }
  if (status === 'running') return { status: 'in_progress', conclusion: '' }
  return { status: 'completed', conclusion: status }
}

export function renderGiteaJob(ctx: Ctx, j: JobRecord): Json {
  const run = ctx.state.runs.find(r => r.id === j.runId)
  const repo = ctx.state.repos.find(r => r.id === j.repoId)
  const repoPath = repo ? `${ctx.ownerName(repo.ownerId)}/${repo.name}` : ''
  const runner = ctx.state.runners.find(r => r.id === j.runnerId)
  return {
    id: j.id,
    run_id: j.runId,
    run_url: `${ctx.env.baseUrl}/api/v1/repos/${repoPath}/actions/runs/${j.runId}`,
    run_attempt: j.attempt,
    url: `${ctx.env.baseUrl}/api/v1/repos/${repoPath}/actions/jobs/${j.id}`,
    html_url: `${ctx.env.baseUrl}/${repoPath}/actions/runs/${run?.runNumber ?? 0}/jobs/0`,
    head_branch: run?.branch ?? '',
    head_sha: run?.headSha ?? '',
    name: j.name,
    labels: j.runsOn,
    runner_id: j.runnerId,
    runner_name: runner?.name ?? '',
    steps: [],
    created_at: j.created,
    started_at: j.started ?? ZERO_TIME,
    completed_at: j.stopped ?? ZERO_TIME,
    ...githubStatus(j.status)
  }
}

export function renderForgejoJob(ctx: Ctx, j: JobRecord): Json {
  const repo = ctx.state.repos.find(r => r.id === j.repoId)
  return {
    id: j.id,
    repo_id: j.repoId,
    owner_id: repo?.ownerId ?? 0,
    name: j.name,
    needs: [],
    runs_on: j.runsOn,
    task_id: j.taskId,
    status: j.status,
    attempt: j.attempt,
    handle: `job-${j.id}-attempt-${j.attempt}`
  }
}

export function renderGiteaRun(ctx: Ctx, r: RunRecord): Json {
  const repo = ctx.state.repos.find(x => x.id === r.repoId)
  const repoPath = repo ? `${ctx.ownerName(repo.ownerId)}/${repo.name}` : ''
  const actor = ctx.state.users.find(u => u.id === r.actorId)
  return {
    id: r.id,
    url: `${ctx.env.baseUrl}/api/v1/repos/${repoPath}/actions/runs/${r.id}`,
    html_url: `${ctx.env.baseUrl}/${repoPath}/actions/runs/${r.runNumber}`,
    display_title: r.title,
    path: `${r.workflowPath.split('/').pop()}@refs/heads/${r.branch}`,
    event: r.event,
    run_attempt: 1,
    run_number: r.runNumber,
    head_sha: r.headSha,
    head_branch: r.branch,
    started_at: r.started ?? ZERO_TIME,
    completed_at: r.stopped ?? ZERO_TIME,
    repository_id: r.repoId,
    ...githubStatus(r.status),
    ...(actor ? { actor: renderUser(ctx, actor), trigger_actor: renderUser(ctx, actor) } : {}),
    ...(repo ? { repository: renderRepo(ctx, repo) } : {})
  }
}

export function renderStopwatch(ctx: Ctx, s: StopwatchRecord): Json {
  const repo = ctx.state.repos.find(r => r.id === s.repoId)
  const seconds = Math.max(0, Math.floor((Date.now() - Date.parse(s.created)) / 1000))
  return {
    created: s.created,
    seconds,
    duration: `${Math.floor(seconds / 3600)}h${Math.floor(seconds / 60) % 60}m${seconds % 60}s`,
    issue_index: s.issueIndex,
    issue_title: s.issueTitle,
    repo_owner_name: repo ? ctx.ownerName(repo.ownerId) : '',
    repo_name: repo?.name ?? ''
  }
}

export function renderTrackedTime(ctx: Ctx, t: TrackedTimeRecord): Json {
  return { id: t.id, created: t.created, time: t.seconds, user_id: t.userId, user_name: ctx.ownerName(t.userId), issue_id: t.issueId }
}

export function renderActivity(ctx: Ctx, a: ActivityRecord): Json {
  const actor = ctx.state.users.find(u => u.id === a.actUserId)
  const repo = ctx.state.repos.find(r => r.id === a.repoId)
  return {
    id: a.id,
    user_id: a.userId,
    op_type: a.opType,
    act_user_id: a.actUserId,
    repo_id: a.repoId,
    comment_id: 0,
    ref_name: a.refName,
    is_private: a.isPrivate,
    content: a.content,
    created: a.created,
    ...(actor ? { act_user: renderUser(ctx, actor) } : {}),
    ...(repo ? { repo: renderRepo(ctx, repo) } : {})
  }
}

export function renderCron(t: CronTaskRecord): Json {
  return { name: t.name, schedule: t.schedule, next: t.next, prev: t.prev ?? ZERO_TIME, exec_times: t.execTimes }
}

/** Gitea 1.25/1.26 serialise badges without JSON tags (see exceptions.ts). */
export function renderBadge(b: BadgeRecord): Json {
  return { ID: b.id, Slug: b.slug, Description: b.description, ImageURL: b.imageUrl }
}

export function renderVariable(ctx: Ctx, v: VariableRecord): Json {
  const json: Json = { owner_id: v.ownerId, repo_id: v.repoId ?? 0, name: v.name, data: v.data }
  // Forgejo's variables (and secrets) have no description (15.0.3); Gitea 1.26.4's have.
  if (ctx.isGitea) json.description = v.description
  return json
}
