// How a repository is governed: its branch protection rules, tag protections, deploy keys and
// labels (and an organization's labels), topics and teams, as Gitea 1.26
// (routers/api/v1/repo/branch.go and tag.go, models/git/protected_branch*.go) and Forgejo 15 keep them. A rule
// is stored as the variant's BranchProtection record; only a repository admin reaches the routes.
import type { Ctx, Reply, Route } from './context.js'
import { renderTeam } from './render.js'
import { orgOr404, requireOwner } from './routes-orgs.js'
import { repoOr404, requireAccess } from './routes-repos.js'
import { parseSshKey } from './routes-user.js'
import { allocId, rfc3339, type ForgeState, type RepoRecord } from './state.js'

type Rule = { repoId: number; created: number; fields: Record<string, unknown> }

/** A glob rule (IsRuleNameSpecial): its record has no branch_name. */
const isGlob = (name: string) => /[*?[\]{}\\!]/.test(name)

/** The fields of a new rule before the option's are applied: the servers' zero values. */
function defaults(ctx: Ctx, ruleName: string, priority: number): Record<string, unknown> {
  const now = rfc3339()
  const common: Record<string, unknown> = {
    branch_name: isGlob(ruleName) ? '' : ruleName,
    rule_name: ruleName,
    enable_push: false,
    enable_push_whitelist: false,
    push_whitelist_usernames: [],
    push_whitelist_teams: [],
    push_whitelist_deploy_keys: false,
    enable_merge_whitelist: false,
    merge_whitelist_usernames: [],
    merge_whitelist_teams: [],
    enable_status_check: false,
    status_check_contexts: [],
    required_approvals: 0,
    enable_approvals_whitelist: false,
    approvals_whitelist_username: [],
    approvals_whitelist_teams: [],
    block_on_rejected_reviews: false,
    block_on_official_review_requests: false,
    block_on_outdated_branch: false,
    dismiss_stale_approvals: false,
    ignore_stale_approvals: false,
    require_signed_commits: false,
    protected_file_patterns: '',
    unprotected_file_patterns: '',
    created_at: now,
    updated_at: now
  }
  return ctx.isGitea
    ? {
        ...common,
        priority,
        enable_force_push: false,
        enable_force_push_allowlist: false,
        force_push_allowlist_usernames: [],
        force_push_allowlist_teams: [],
        force_push_allowlist_deploy_keys: false,
        block_admin_merge_override: false
      }
    : { ...common, apply_to_admins: false }
}

/** The repository's rules in the order they apply: Gitea by priority, then plain names before globs, then the oldest. */
function rulesOf(ctx: Ctx, repo: RepoRecord): Rule[] {
  const key = (r: Rule) => [ctx.isGitea ? Number(r.fields.priority) : 0, isGlob(String(r.fields.rule_name)) ? 1 : 0, r.created]
  return ctx.state.branchProtections
    .filter(r => r.repoId === repo.id)
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)]
      return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2]
    })
}

/** The repository (a repository admin's) and its rule of the path's name, or the servers' 404. */
function ruleOr404(ctx: Ctx): { repo: RepoRecord; rule: Rule } {
  const repo = adminRepo(ctx)
  const rule = rulesOf(ctx, repo).find(r => r.fields.rule_name === ctx.params.name)
  return rule ? { repo, rule } : ctx.failNotFound()
}

function adminRepo(ctx: Ctx): RepoRecord {
  const repo = repoOr404(ctx)
  requireAccess(ctx, repo, 'admin')
  return repo
}

const USER_LISTS = [
  'push_whitelist_usernames',
  'merge_whitelist_usernames',
  'approvals_whitelist_username',
  'force_push_allowlist_usernames'
]

/**
 * Applies an option to a rule as the servers do: an unknown user in an allow-list is a 422
 * (GetUserIDsByNames); `enable_push: false` turns the push allow-list off.
 */
function apply(ctx: Ctx, fields: Record<string, unknown>, form: Record<string, unknown>): void {
  for (const key of USER_LISTS)
    for (const name of (form[key] as string[] | undefined) ?? [])
      if (!ctx.findUser(name)) ctx.fail(422, `user does not exist [uid: 0, name: ${name}]`)
  for (const [key, value] of Object.entries(form)) if (key !== 'branch_name' && key !== 'rule_name' && value !== null) fields[key] = value
  if (fields.enable_push === false) {
    fields.enable_push_whitelist = false
    fields.push_whitelist_deploy_keys = false
  }
  fields.updated_at = rfc3339()
}

function createRule(ctx: Ctx): Reply {
  const repo = adminRepo(ctx)
  const form = ctx.input<Record<string, unknown>>()
  const name = String(form.rule_name || form.branch_name || '')
  if (name === '') ctx.fail(400, 'both rule_name and branch_name are empty')
  const rules = rulesOf(ctx, repo)
  if (rules.some(r => r.fields.rule_name === name)) ctx.fail(403, 'Branch protection already exist')
  const lowest = Math.max(0, ...rules.map(r => Number(r.fields.priority ?? 0)))
  const fields = defaults(ctx, name, Number(form.priority ?? 0) || lowest + 1)
  apply(ctx, fields, form)
  ctx.state.branchProtections.push({ repoId: repo.id, created: allocId(ctx.state, 'branchProtection'), fields })
  return ctx.ok(fields, 201)
}

type TagProtection = ForgeState['tagProtections'][number]

const renderTagProtection = (t: TagProtection) => ({
  id: t.id,
  name_pattern: t.pattern,
  whitelist_usernames: t.users,
  whitelist_teams: t.teams,
  created_at: t.created,
  updated_at: t.updated
})

function tagProtectionOr404(ctx: Ctx): TagProtection {
  const repo = adminRepo(ctx)
  const id = ctx.idParam('id')
  return ctx.state.tagProtections.find(t => t.id === id && t.repoId === repo.id) ?? ctx.failNotFound()
}

/**
 * Allow-listed users must exist (422, GetUserIDsByNames); teams are looked up only for an
 * organization's repository (GetTeamIDsByNames, 422 for an unknown one), a user's ignores them.
 */
function allowList(
  ctx: Ctx,
  repo: RepoRecord,
  users: string[] | undefined,
  teams: string[] | undefined
): { users?: string[]; teams?: string[] } {
  for (const name of users ?? []) if (!ctx.findUser(name)) ctx.fail(422, `user does not exist [uid: 0, name: ${name}]`)
  const org = ctx.state.orgs.find(o => o.id === repo.ownerId)
  if (org)
    for (const name of teams ?? [])
      if (!ctx.state.teams.some(t => t.orgId === org.id && t.name.toLowerCase() === name.toLowerCase()))
        ctx.fail(422, `team does not exist [org_id ${org.id}, team_id 0, name: ${name}]`)
  return { users, teams: teams === undefined ? undefined : org ? teams : [] }
}

function createTagProtection(ctx: Ctx): Reply {
  const repo = adminRepo(ctx)
  const form = ctx.input<{ name_pattern: string; whitelist_usernames: string[]; whitelist_teams: string[] }>()
  const pattern = (form.name_pattern ?? '').trim()
  if (pattern === '') ctx.fail(400, 'name_pattern are empty')
  if (!form.whitelist_usernames?.length && !form.whitelist_teams?.length)
    ctx.fail(400, 'both whitelist_usernames and whitelist_teams are empty')
  if (ctx.state.tagProtections.some(t => t.repoId === repo.id && t.pattern === pattern)) ctx.fail(403, 'Tag protection already exist')
  const allowed = allowList(ctx, repo, form.whitelist_usernames, form.whitelist_teams)
  const now = rfc3339()
  const made: TagProtection = {
    id: allocId(ctx.state, 'tagProtection'),
    repoId: repo.id,
    pattern,
    users: allowed.users ?? [],
    teams: allowed.teams ?? [],
    created: now,
    updated: now
  }
  ctx.state.tagProtections.push(made)
  return ctx.ok(renderTagProtection(made), 201)
}

function editTagProtection(ctx: Ctx): Reply {
  const repo = adminRepo(ctx)
  const t = tagProtectionOr404(ctx)
  const form = ctx.input<{ name_pattern: string; whitelist_usernames: string[]; whitelist_teams: string[] }>()
  const allowed = allowList(ctx, repo, form.whitelist_usernames, form.whitelist_teams)
  if (form.name_pattern !== undefined) t.pattern = form.name_pattern
  if (allowed.users !== undefined) t.users = allowed.users
  if (allowed.teams !== undefined) t.teams = allowed.teams
  t.updated = rfc3339()
  return ctx.ok(renderTagProtection(t))
}

type DeployKey = ForgeState['deployKeys'][number]

const renderDeployKey = (ctx: Ctx, k: DeployKey) => ({
  id: k.id,
  key_id: k.keyId,
  key: k.content,
  url: `${ctx.env.baseUrl}/api/v1/repos/${ctx.params.owner}/${ctx.params.repo}/keys/${k.id}`,
  title: k.title,
  fingerprint: k.fingerprint,
  created_at: k.created,
  read_only: k.readOnly
})

/**
 * A deploy key (AddDeployKey): a user's key material is refused, the same key twice in a repository
 * or a title used twice there is a 422; the same key in another repository shares its key id.
 */
function addDeployKey(ctx: Ctx): Reply {
  const repo = adminRepo(ctx)
  const form = ctx.input<{ title: string; key: string; read_only: boolean }>()
  const { content, fingerprint } = parseSshKey(ctx, form.key)
  if (ctx.state.sshKeys.some(k => k.fingerprint === fingerprint)) ctx.fail(422, 'Key content has been used as non-deploy key')
  const here = ctx.state.deployKeys.filter(k => k.repoId === repo.id)
  if (here.some(k => k.fingerprint === fingerprint)) ctx.fail(422, 'This key has already been added to this repository')
  if (here.some(k => k.title === form.title)) ctx.fail(422, 'A key with the same name already exists')
  const shared = ctx.state.deployKeys.find(k => k.fingerprint === fingerprint)
  const key: DeployKey = {
    id: allocId(ctx.state, 'deployKey'),
    keyId: shared?.keyId ?? allocId(ctx.state, 'sshKey'),
    repoId: repo.id,
    title: form.title ?? '',
    content,
    fingerprint,
    readOnly: form.read_only ?? false,
    created: rfc3339()
  }
  ctx.state.deployKeys.push(key)
  return ctx.ok(renderDeployKey(ctx, key), 201)
}

function deployKeyOr404(ctx: Ctx): DeployKey {
  const repo = adminRepo(ctx)
  const id = ctx.idParam('id')
  return ctx.state.deployKeys.find(k => k.id === id && k.repoId === repo.id) ?? ctx.failNotFound()
}

type Label = ForgeState['labels'][number]

const renderLabel = (ctx: Ctx, l: Label) => ({
  id: l.id,
  name: l.name,
  exclusive: l.exclusive,
  is_archived: l.isArchived,
  color: l.color,
  description: l.description,
  url: `${ctx.env.baseUrl}/api/v1/${l.orgId ? `orgs/${ctx.params.org}` : `repos/${ctx.params.owner}/${ctx.params.repo}`}/labels/${l.id}`
})

/** label.NormalizeColor: 3 or 6 hex digits, with or without `#`; kept without it (as convert.ToLabel answers). */
function labelColor(ctx: Ctx, color: string | undefined): string {
  const hex = (color ?? '').trim().toLowerCase().replace(/^#/, '')
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/.test(hex)) ctx.fail(422, `invalid color: ${color ?? ''}`)
  return hex.length === 3 ? [...hex].map(c => c + c).join('') : hex
}

/**
 * Where a label route's labels are: an organization's (its owners change them) or a repository's
 * (its writers do; the simulator's callers are the repository's owner or admins).
 */
function labelScope(ctx: Ctx, write: boolean): { orgId?: number; repoId?: number } {
  if (ctx.params.org !== undefined) {
    const org = orgOr404(ctx)
    if (write) requireOwner(ctx, org.id)
    return { orgId: org.id }
  }
  const repo = write ? adminRepo(ctx) : repoOr404(ctx)
  return { repoId: repo.id }
}

const labelsAt = (ctx: Ctx, at: { orgId?: number; repoId?: number }) =>
  ctx.state.labels.filter(l => (at.orgId !== undefined ? l.orgId === at.orgId : l.repoId === at.repoId))

function labelOr404(ctx: Ctx, write: boolean): Label {
  const id = ctx.idParam('id')
  return labelsAt(ctx, labelScope(ctx, write)).find(l => l.id === id) ?? ctx.failNotFound()
}

function labelRoutes(base: string): Route[] {
  type Form = { name: string; color: string; description: string; exclusive: boolean; is_archived: boolean }
  return [
    {
      method: 'GET',
      path: `${base}/labels`,
      auth: 'token',
      handler: ctx => ctx.ok(ctx.paginate(labelsAt(ctx, labelScope(ctx, false)), { totalHeader: true }).map(l => renderLabel(ctx, l)))
    },
    {
      method: 'POST',
      path: `${base}/labels`,
      auth: 'token',
      // The servers make a second label of the same name without complaint.
      handler: ctx => {
        const at = labelScope(ctx, true)
        const form = ctx.input<Form>()
        const label: Label = {
          id: allocId(ctx.state, 'label'),
          ...at,
          name: form.name ?? '',
          color: labelColor(ctx, form.color),
          description: form.description ?? '',
          exclusive: form.exclusive ?? false,
          isArchived: form.is_archived ?? false
        }
        ctx.state.labels.push(label)
        return ctx.ok(renderLabel(ctx, label), 201)
      }
    },
    { method: 'GET', path: `${base}/labels/{id}`, auth: 'token', handler: ctx => ctx.ok(renderLabel(ctx, labelOr404(ctx, false))) },
    {
      method: 'PATCH',
      path: `${base}/labels/{id}`,
      auth: 'token',
      handler: ctx => {
        const label = labelOr404(ctx, true)
        const form = ctx.input<Form>()
        if (form.color !== undefined) label.color = labelColor(ctx, form.color)
        if (form.name !== undefined) label.name = form.name
        if (form.description !== undefined) label.description = form.description
        if (form.exclusive !== undefined) label.exclusive = form.exclusive
        if (form.is_archived !== undefined) label.isArchived = form.is_archived
        return ctx.ok(renderLabel(ctx, label))
      }
    },
    {
      method: 'DELETE',
      path: `${base}/labels/{id}`,
      auth: 'token',
      // An id the server does not have: 204 all the same (issues_model.DeleteLabel returns nil).
      handler: ctx => {
        const at = labelsAt(ctx, labelScope(ctx, true))
        const id = ctx.idParam('id')
        ctx.state.labels = ctx.state.labels.filter(l => !(l.id === id && at.includes(l)))
        return ctx.empty()
      }
    }
  ]
}

const TOPIC = /^[a-z0-9][-.a-z0-9]*$/
const validTopic = (t: string) => t.length <= 35 && TOPIC.test(t)

/** The organization's repository of the path (405 for a user's) and its team `{team}` (404 when unknown). */
function repoTeam(ctx: Ctx, admin: boolean) {
  const repo = admin ? adminRepo(ctx) : repoOr404(ctx)
  if (!ctx.state.orgs.some(o => o.id === repo.ownerId)) ctx.fail(405, 'repo is not owned by an organization')
  const name = (ctx.params.team ?? '').toLowerCase()
  const team = ctx.state.teams.find(t => t.orgId === repo.ownerId && t.name.toLowerCase() === name)
  return { repo, team }
}
const hasRepo = (team: { includesAllRepositories: boolean; repoIds?: number[] }, repo: RepoRecord) =>
  team.includesAllRepositories || (team.repoIds ?? []).includes(repo.id)

export const GOVERNANCE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/branch_protections',
    auth: 'token',
    handler: ctx => ctx.ok(rulesOf(ctx, adminRepo(ctx)).map(r => r.fields))
  },
  { method: 'POST', path: '/repos/{owner}/{repo}/branch_protections', auth: 'token', handler: createRule },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/branch_protections/{name}',
    auth: 'token',
    handler: ctx => ctx.ok(ruleOr404(ctx).rule.fields)
  },
  {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/branch_protections/{name}',
    auth: 'token',
    handler: ctx => {
      const { rule } = ruleOr404(ctx)
      apply(ctx, rule.fields, ctx.input<Record<string, unknown>>())
      return ctx.ok(rule.fields)
    }
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/branch_protections/{name}',
    auth: 'token',
    handler: ctx => {
      const { rule } = ruleOr404(ctx)
      ctx.state.branchProtections = ctx.state.branchProtections.filter(r => r !== rule)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/tag_protections',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      return ctx.ok(ctx.state.tagProtections.filter(t => t.repoId === repo.id).map(renderTagProtection))
    }
  },
  { method: 'POST', path: '/repos/{owner}/{repo}/tag_protections', auth: 'token', handler: createTagProtection },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/tag_protections/{id}',
    auth: 'token',
    handler: ctx => ctx.ok(renderTagProtection(tagProtectionOr404(ctx)))
  },
  { method: 'PATCH', path: '/repos/{owner}/{repo}/tag_protections/{id}', auth: 'token', handler: editTagProtection },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/tag_protections/{id}',
    auth: 'token',
    handler: ctx => {
      const t = tagProtectionOr404(ctx)
      ctx.state.tagProtections = ctx.state.tagProtections.filter(x => x !== t)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/keys',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      const fingerprint = ctx.query.get('fingerprint')
      const keys = ctx.state.deployKeys.filter(k => k.repoId === repo.id && (!fingerprint || k.fingerprint === fingerprint))
      return ctx.ok(ctx.paginate(keys, { totalHeader: true }).map(k => renderDeployKey(ctx, k)))
    }
  },
  { method: 'POST', path: '/repos/{owner}/{repo}/keys', auth: 'token', handler: addDeployKey },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/keys/{id}',
    auth: 'token',
    handler: ctx => ctx.ok(renderDeployKey(ctx, deployKeyOr404(ctx)))
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/keys/{id}',
    auth: 'token',
    // An id the server does not have: 204 all the same (DeleteDeployKey ignores ErrDeployKeyNotExist).
    handler: ctx => {
      const repo = adminRepo(ctx)
      const id = ctx.idParam('id')
      ctx.state.deployKeys = ctx.state.deployKeys.filter(k => !(k.id === id && k.repoId === repo.id))
      return ctx.empty()
    }
  },
  ...labelRoutes('/repos/{owner}/{repo}'),
  ...labelRoutes('/orgs/{org}'),
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/topics',
    auth: 'anon',
    handler: ctx => {
      const topics = repoOr404(ctx).topics ?? []
      return ctx.ok({ topics: ctx.paginate(topics, { totalHeader: true }) })
    }
  },
  {
    method: 'PUT',
    path: '/repos/{owner}/{repo}/topics',
    auth: 'token',
    // SanitizeAndValidateTopics: trimmed, lower-cased, empty and repeated ones dropped; at most 25.
    handler: ctx => {
      const repo = adminRepo(ctx)
      const asked = [...new Set((ctx.input<{ topics: string[] }>().topics ?? []).map(t => t.trim().toLowerCase()).filter(t => t !== ''))]
      if (asked.length > 25) return { status: 422, json: { invalidTopics: null, message: 'Exceeding maximum number of topics per repo' } }
      const invalid = asked.filter(t => !validTopic(t))
      if (invalid.length > 0) return { status: 422, json: { invalidTopics: invalid, message: 'Topic names are invalid' } }
      repo.topics = asked
      return ctx.empty()
    }
  },
  {
    method: 'PUT',
    path: '/repos/{owner}/{repo}/topics/{topic}',
    auth: 'token',
    // A topic the repository has already: 204 all the same.
    handler: ctx => {
      const repo = adminRepo(ctx)
      const topic = ctx.params.topic.trim().toLowerCase()
      if (!validTopic(topic)) return { status: 422, json: { invalidTopics: topic, message: 'Topic name is invalid' } }
      const topics = repo.topics ?? []
      if (topics.length >= 25) return { status: 422, json: { message: 'Exceeding maximum allowed topics per repo.' } }
      if (!topics.includes(topic)) repo.topics = [...topics, topic]
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/topics/{topic}',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      const topic = ctx.params.topic.trim().toLowerCase()
      if (!validTopic(topic)) return { status: 422, json: { invalidTopics: topic, message: 'Topic name is invalid' } }
      if (!(repo.topics ?? []).includes(topic)) return ctx.failNotFound()
      repo.topics = (repo.topics ?? []).filter(t => t !== topic)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/teams',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      if (!ctx.state.orgs.some(o => o.id === repo.ownerId)) ctx.fail(405, 'repo is not owned by an organization')
      return ctx.ok(ctx.state.teams.filter(t => t.orgId === repo.ownerId && hasRepo(t, repo)).map(t => renderTeam(ctx, t)))
    }
  },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/teams/{team}',
    auth: 'token',
    handler: ctx => {
      const { repo, team } = repoTeam(ctx, false)
      return team && hasRepo(team, repo) ? ctx.ok(renderTeam(ctx, team)) : ctx.failNotFound()
    }
  },
  {
    method: 'PUT',
    path: '/repos/{owner}/{repo}/teams/{team}',
    auth: 'token',
    handler: ctx => {
      const { repo, team } = repoTeam(ctx, true)
      if (!team) return ctx.failNotFound()
      if (hasRepo(team, repo)) ctx.fail(422, `team '${team.name}' is already added to repo`)
      team.repoIds = [...(team.repoIds ?? []), repo.id]
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/teams/{team}',
    auth: 'token',
    handler: ctx => {
      const { repo, team } = repoTeam(ctx, true)
      if (!team) return ctx.failNotFound()
      if (!hasRepo(team, repo)) ctx.fail(422, `team '${team.name}' was not added to repo`)
      team.repoIds = (team.repoIds ?? []).filter(id => id !== repo.id)
      return ctx.empty()
    }
  }
]
