// Webhooks of /user/hooks and /admin/hooks: create/edit (validation messages: api-map §1
// hooks_create) and the routes of one hook, shared by both levels.
import type { Ctx, Route } from './context.js'
import { renderHook } from './render.js'
import { allocId, rfc3339, type HookRecord } from './state.js'

interface CreateHookOption {
  type: string
  config: Record<string, string>
  events: string[]
  active: boolean
  branch_filter: string
  authorization_header: string
  name: string
}

type EditHookOption = Omit<CreateHookOption, 'type'>

const HOOK_TYPES: Record<Ctx['variant'], readonly string[]> = {
  gitea: ['dingtalk', 'discord', 'gitea', 'gogs', 'msteams', 'slack', 'telegram', 'feishu', 'wechatwork', 'packagist'],
  forgejo: ['forgejo', 'dingtalk', 'discord', 'gitea', 'gogs', 'msteams', 'slack', 'telegram', 'feishu', 'wechatwork', 'packagist']
}

function checkUrl(ctx: Ctx, url: string): void {
  try {
    if (!/^https?:$/.test(new URL(url).protocol)) ctx.fail(422, 'Invalid url')
  } catch {
    ctx.fail(422, 'Invalid url')
  }
}

function checkContentType(ctx: Ctx, contentType: string): void {
  if (contentType !== 'json' && contentType !== 'form') ctx.fail(422, 'Invalid content type')
}

const ISSUE_PARTS = ['issue_assign', 'issue_label', 'issue_milestone', 'issue_comment']
const PULL_PARTS = ['pull_request_assign', 'pull_request_label', 'pull_request_milestone', 'pull_request_comment']
const PULL_LATER = ['pull_request_review_request', 'pull_request_sync']
/** Switches named as themselves in a create and in the answer (Gitea 1.26 updateHookEvents; Forgejo 15 addHook). */
const PLAIN: Record<Ctx['variant'], readonly string[]> = {
  gitea: ['create', 'push', 'delete', 'fork', 'repository', 'wiki', 'release', 'package', 'status', 'workflow_run', 'workflow_job'],
  forgejo: [
    'create',
    'delete',
    'fork',
    'push',
    'wiki',
    'repository',
    'release',
    'package',
    'action_run_failure',
    'action_run_recover',
    'action_run_success'
  ]
}

/**
 * The events a hook created or edited with `events` answers, as each server does it: the form's
 * names are read into switches (a group's name turns on the group and its parts, `<group>_only`
 * the group alone, a name the server does not know is dropped, none is push), and the answer names
 * the switches that are on. Gitea 1.26 (models/webhook EventsArray over its HookEvents map) names
 * the review switch `pull_request_review`; Forgejo 15.0.3 and 14.0.0 (EventCheckers) name it
 * `pull_request_review_approved` and `_rejected`, and answer `pull_request_review_comment` with
 * the comment switch (shared/reference/real-forgejo.md: what a real Forgejo answered).
 */
export function answeredEvents(variant: Ctx['variant'], form: string[] | undefined): string[] {
  const events = form?.length ? form : ['push']
  const has = (name: string) => events.some(e => e.toLowerCase() === name)
  const on: string[] = PLAIN[variant].filter(has)
  const group = (name: string, parts: string[]) => {
    if (has(`${name}_only`)) on.push(name)
    for (const p of parts) if (has(p) || has(name)) on.push(p)
  }
  group('issues', ['issues', ...ISSUE_PARTS])
  group('pull_request', ['pull_request', ...PULL_PARTS, 'pull_request_review', ...PULL_LATER])
  if (variant === 'gitea') return [...new Set(on)].sort()
  const answer = on.flatMap(s =>
    s === 'pull_request_review'
      ? ['pull_request_review_approved', 'pull_request_review_rejected']
      : s === 'pull_request_comment'
        ? ['pull_request_comment', 'pull_request_review_comment']
        : [s]
  )
  return [...new Set(answer)].sort()
}

/** Only these config keys come back in the API (secrets never do). */
function visibleConfig(config: Record<string, string>, admin: boolean, isSystem: boolean): Record<string, string> {
  return {
    url: config.url,
    content_type: config.content_type,
    http_method: config.http_method ?? 'post',
    ...(admin ? { is_system_webhook: String(isSystem) } : {})
  }
}

/** ownerId 0 = instance-level hook; it is a system hook only when `config.is_system_webhook` is "true". */
export function createHook(ctx: Ctx, ownerId: number, repoId = 0): HookRecord {
  const form = ctx.input<CreateHookOption>()
  if (!form.type || !HOOK_TYPES[ctx.variant].includes(form.type)) ctx.fail(422, 'Invalid hook type')
  const config = form.config ?? {}
  for (const name of ['url', 'content_type']) {
    if (!(name in config)) ctx.fail(422, `Missing config option: ${name}`)
  }
  checkContentType(ctx, config.content_type)
  checkUrl(ctx, config.url)
  const admin = ownerId === 0 && repoId === 0
  const isSystem = admin && config.is_system_webhook === 'true'
  const created = rfc3339()
  const hook: HookRecord = {
    id: allocId(ctx.state, 'hook'),
    ownerId,
    ...(repoId ? { repoId } : {}),
    isSystem,
    type: form.type,
    name: form.name ?? '',
    config: visibleConfig(config, admin, isSystem),
    events: answeredEvents(ctx.variant, form.events),
    active: form.active ?? false,
    branchFilter: form.branch_filter ?? '',
    authorizationHeader: form.authorization_header ?? '',
    created,
    updated: created
  }
  ctx.state.hooks.push(hook)
  return hook
}

export function editHook(ctx: Ctx, hook: HookRecord): HookRecord {
  const form = ctx.input<EditHookOption>()
  if (form.config) {
    const merged = { ...hook.config, ...form.config }
    checkContentType(ctx, merged.content_type)
    checkUrl(ctx, merged.url)
    hook.config = visibleConfig(merged, hook.ownerId === 0 && !hook.repoId, hook.isSystem)
  }
  // As Gitea 1.25/1.26 do (routers/api/v1/utils/hook.go editHook): events, branch filter and
  // authorization header are replaced by what the form holds, so leaving them out resets them.
  hook.events = answeredEvents(ctx.variant, form.events)
  if (form.active !== undefined) hook.active = form.active
  hook.branchFilter = form.branch_filter ?? ''
  hook.authorizationHeader = form.authorization_header ?? ''
  if (form.name !== undefined) hook.name = form.name
  hook.updated = rfc3339()
  return hook
}

/**
 * POST `base` and GET/PATCH/DELETE `base/{id}` of one level's hooks; `ownerOf` is the level's owner
 * (the user or organization, or 0 for the instance and a repository), `repoOf` the repository (0
 * elsewhere). A hook of another owner is not found.
 */
export function hookRoutes(
  base: string,
  auth: Route['auth'],
  ownerOf: (ctx: Ctx) => number,
  repoOf: (ctx: Ctx) => number = () => 0
): Route[] {
  const hookOf = (ctx: Ctx) => {
    const id = ctx.idParam('id')
    const owner = ownerOf(ctx)
    const repo = repoOf(ctx)
    return ctx.state.hooks.find(h => h.id === id && h.ownerId === owner && (h.repoId ?? 0) === repo) ?? ctx.failNotFound()
  }
  const one = `${base}/{id}`
  return [
    { method: 'POST', path: base, auth, handler: ctx => ctx.ok(renderHook(ctx, createHook(ctx, ownerOf(ctx), repoOf(ctx))), 201) },
    { method: 'GET', path: one, auth, handler: ctx => ctx.ok(renderHook(ctx, hookOf(ctx))) },
    { method: 'PATCH', path: one, auth, handler: ctx => ctx.ok(renderHook(ctx, editHook(ctx, hookOf(ctx)))) },
    {
      method: 'DELETE',
      path: one,
      auth,
      handler: ctx => {
        const hook = hookOf(ctx)
        ctx.state.hooks = ctx.state.hooks.filter(h => h !== hook)
        return ctx.empty()
      }
    }
  ]
}
