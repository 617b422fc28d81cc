// A repository's push mirrors, as Gitea 1.26 (routers/api/v1/repo/mirror.go, services/mirror) and
// Forgejo 15 keep them: the server names each one (remote_mirror_ and ten characters), keeps its
// address without credentials (util.SanitizeURL), answers its interval as a Go duration (8h0m0s),
// and deletes nothing, answering 204, for a name the repository does not have. Only a repository
// admin reaches the routes. A sync here pushes nothing: it sets last_update.
import { randomBytes } from 'node:crypto'
import type { Ctx, Reply, Route } from './context.js'
import { repoOr404, requireAccess } from './routes-repos.js'
import { rfc3339, type ForgeState, type RepoRecord } from './state.js'

type Mirror = ForgeState['pushMirrors'][number]

function adminRepo(ctx: Ctx): RepoRecord {
  const repo = repoOr404(ctx)
  requireAccess(ctx, repo, 'admin')
  return repo
}

/** Seconds of a Go duration (time.ParseDuration, the units the servers' mirrors take), or undefined. */
export function seconds(d: string): number | undefined {
  if (d === '0') return 0
  const m = /^(?=\d)(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(d)
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) : undefined
}

/** A duration as Go's Duration.String() writes it. */
export function goDuration(total: number): string {
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${h}h${m}m${s}s`
  if (m > 0) return `${m}m${s}s`
  return `${s}s`
}

function renderMirror(ctx: Ctx, repo: RepoRecord, m: Mirror) {
  return {
    repo_name: repo.name,
    remote_name: m.remoteName,
    remote_address: m.address,
    created: m.created,
    ...(m.lastUpdate ? { last_update: m.lastUpdate } : {}),
    last_error: '',
    interval: m.interval,
    sync_on_commit: m.syncOnCommit,
    ...(ctx.isGitea ? {} : { branch_filter: m.branchFilter, public_key: '' })
  }
}

function addMirror(ctx: Ctx): Reply {
  const repo = adminRepo(ctx)
  const form = ctx.input<{
    remote_address: string
    remote_username: string
    remote_password: string
    interval: string
    sync_on_commit: boolean
    branch_filter: string
  }>()
  const interval = seconds(form.interval ?? '')
  // setting.Mirror.MinInterval: 10 minutes by default; 0 is no timer.
  if (interval === undefined || (interval !== 0 && interval < 600)) ctx.fail(400, `time: invalid duration "${form.interval ?? ''}"`)
  let url: URL
  try {
    url = new URL((form.remote_address ?? '').trim())
  } catch {
    return ctx.fail(400, 'Invalid Url ')
  }
  if (!['http:', 'https:', 'git:'].includes(url.protocol)) ctx.fail(400, 'Invalid mirror protocol')
  // migrations.ALLOW_LOCALNETWORKS is false by default: loopback and private addresses are refused, as 401.
  if (/^(localhost|127\.|10\.|192\.168\.|\[::1\])/.test(url.hostname)) ctx.fail(401, 'Permission denied')
  url.username = ''
  url.password = ''
  const mirror: Mirror = {
    repoId: repo.id,
    remoteName: `remote_mirror_${randomBytes(5).toString('hex')}`,
    address: url.toString(),
    username: form.remote_username ?? '',
    password: form.remote_password ?? '',
    interval: goDuration(interval!),
    syncOnCommit: form.sync_on_commit ?? false,
    branchFilter: form.branch_filter ?? '',
    created: rfc3339()
  }
  ctx.state.pushMirrors.push(mirror)
  return ctx.ok(renderMirror(ctx, repo, mirror))
}

export const MIRROR_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/push_mirrors',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      const rows = ctx.state.pushMirrors.filter(m => m.repoId === repo.id)
      return ctx.ok(ctx.paginate(rows, { totalHeader: true }).map(m => renderMirror(ctx, repo, m)))
    }
  },
  { method: 'POST', path: '/repos/{owner}/{repo}/push_mirrors', auth: 'token', handler: addMirror },
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/push_mirrors/{name}',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      const m = ctx.state.pushMirrors.find(x => x.repoId === repo.id && x.remoteName === ctx.params.name)
      return m ? ctx.ok(renderMirror(ctx, repo, m)) : ctx.failNotFound()
    }
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/push_mirrors/{name}',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      ctx.state.pushMirrors = ctx.state.pushMirrors.filter(x => !(x.repoId === repo.id && x.remoteName === ctx.params.name))
      return ctx.empty()
    }
  },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/push_mirrors-sync',
    auth: 'token',
    handler: ctx => {
      const repo = adminRepo(ctx)
      if (repo.archived) ctx.fail(403, 'repo is archived')
      for (const m of ctx.state.pushMirrors) if (m.repoId === repo.id) m.lastUpdate = rfc3339()
      return ctx.empty(200)
    }
  }
]
