// Migrations and pull mirrors, as Gitea 1.26 (routers/api/v1/repo/migrate.go, repo/mirror.go) and
// Forgejo 15 answer them. Nothing is cloned here: the source is decided by the address's host.
//   *.example.com, example.org      a source that answers: the copy is made (a mirror when asked)
//   127.*, localhost, 10.*, 192.168.* refused as the servers refuse them without ALLOW_LOCALNETWORKS
//   private.example.com             needs auth_token "right-token" (or auth_password), else
//                                   "Authentication failed" (422), the copy left behind
//   missing.example.com             "Migration failed: ... not found" (422), the copy left behind
//   broken.example.com              a 500 without a message, the copy left behind (as a real
//                                   server that fails later in the migration does)
// The servers keep a failed migration's repository ("so that the end users see the last error").
import type { Ctx, Reply, Route } from './context.js'
import { renderRepo } from './render.js'
import { goDuration, seconds } from './routes-mirrors.js'
import { repoOr404, requireAccess } from './routes-repos.js'
import { allocId, rfc3339, type RepoRecord } from './state.js'

interface MigrateRepoOptions {
  clone_addr: string
  repo_owner: string
  repo_name: string
  service: string
  mirror: boolean
  mirror_interval: string
  private: boolean
  description: string
  auth_token: string
  auth_password: string
}

const LOCAL = /^(localhost|127\.|10\.|192\.168\.|\[::1\])/

function migrate(ctx: Ctx): Reply {
  const form = ctx.input<MigrateRepoOptions>()
  const ownerName = form.repo_owner || ctx.me.login
  const user = ctx.findUser(ownerName)
  const org = user ? undefined : ctx.findOrg(ownerName)
  const owner = user ?? org ?? ctx.fail(422, `user does not exist [uid: 0, name: ${ownerName}]`)
  if (!ctx.me.isAdmin) {
    if (user && user.id !== ctx.me.id) ctx.fail(403, 'Given user is not an organization.')
    if (org && !ctx.state.teams.some(t => t.orgId === org.id && t.permission === 'owner' && t.memberIds.includes(ctx.me.id)))
      ctx.fail(403, 'Given user is not owner of organization.')
  }
  let url: URL
  try {
    url = new URL(form.clone_addr ?? '')
  } catch {
    return ctx.fail(422, 'clone_addr is invalid [url: ]')
  }
  if (LOCAL.test(url.hostname)) ctx.fail(422, 'You can not import from disallowed hosts.')
  // The interval is parsed as a Go duration and kept as Duration.String() writes it.
  const interval = form.mirror && form.mirror_interval ? seconds(form.mirror_interval) : undefined
  if (form.mirror && form.mirror_interval && interval === undefined) ctx.fail(422, `time: invalid duration "${form.mirror_interval}"`)
  const name = form.repo_name ?? ''
  if (!/^[A-Za-z0-9_.-]+$/.test(name)) ctx.fail(422, `name is reserved or invalid [name: ${name}]`)
  if (ctx.state.repos.some(r => r.ownerId === owner.id && r.name.toLowerCase() === name.toLowerCase()))
    ctx.fail(409, 'The repository with the same name already exists.')
  const created = rfc3339()
  const repo: RepoRecord = {
    id: allocId(ctx.state, 'repo'),
    ownerId: owner.id,
    name,
    description: form.description ?? '',
    private: form.private ?? false,
    defaultBranch: 'main',
    created,
    updated: created,
    mirror: form.mirror === true,
    ...(form.mirror ? { mirrorInterval: interval === undefined ? '8h0m0s' : goDuration(interval) } : {}),
    originalUrl: form.clone_addr
  }
  // CreateRepositoryDirectly comes first: what fails after it leaves the repository behind.
  ctx.state.repos.push(repo)
  const host = url.hostname
  if (host === 'private.example.com' && form.auth_token !== 'right-token' && form.auth_password !== 'right-token')
    ctx.fail(422, `Authentication failed: clone error: exit status 128 - fatal: Authentication failed for '${url.origin}${url.pathname}/'.`)
  if (host === 'missing.example.com')
    ctx.fail(422, `Migration failed: clone error: exit status 128 - fatal: repository '${url.origin}${url.pathname}/' not found.`)
  if (host === 'broken.example.com') ctx.fail(500, '')
  return ctx.ok(renderRepo(ctx, repo), 201)
}

/** A pull mirror of the path, or 400 "Repository is not a mirror" (Gitea 1.26 MirrorSync). */
function mirrorOf(ctx: Ctx): RepoRecord {
  const repo = repoOr404(ctx)
  requireAccess(ctx, repo, 'admin')
  if (!repo.mirror) ctx.fail(400, 'Repository is not a mirror')
  return repo
}

export const MIGRATE_ROUTES: Route[] = [
  { method: 'POST', path: '/repos/migrate', auth: 'token', handler: migrate },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/mirror-sync',
    auth: 'token',
    handler: ctx => {
      const repo = mirrorOf(ctx)
      repo.syncs = (repo.syncs ?? 0) + 1
      repo.updated = rfc3339()
      return ctx.empty(200)
    }
  },
  {
    // Forgejo only (Gitea has no such route: a plain 404 there, as for any unknown path).
    method: 'POST',
    path: '/repos/{owner}/{repo}/convert',
    auth: 'token',
    handler: ctx => {
      if (ctx.isGitea) return { status: 404, text: '404 page not found\n' }
      const repo = repoOr404(ctx)
      requireAccess(ctx, repo, 'owner')
      if (!repo.mirror) ctx.fail(422, 'Repository is not a mirror')
      repo.mirror = false
      delete repo.mirrorInterval
      return ctx.ok(renderRepo(ctx, repo))
    }
  }
]
