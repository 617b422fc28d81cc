// Actions operations at user and admin level: secrets, variables, runners, registration tokens,
// jobs and runs (api-map §1/§2). Gitea and Forgejo differ in shapes and paths here.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Ctx, Reply, Route } from './context.js'
import { githubStatus, renderForgejoJob, renderGiteaJob, renderGiteaRun, renderRunner, renderVariable } from './render.js'
import { allocId, rfc3339, type JobRecord, type RunnerRecord } from './state.js'

/** Secret and variable names: `^[A-Z_][A-Z0-9_]*$` (case-insensitive), no GITEA_/GITHUB_ prefix, not CI. */
export function validActionsName(name: string): boolean {
  const upper = name.toUpperCase()
  return /^[A-Z_][A-Z0-9_]*$/.test(upper) && !upper.startsWith('GITEA_') && !upper.startsWith('GITHUB_') && upper !== 'CI'
}

export function actionsName(ctx: Ctx, param: string, kind: 'secret' | 'variable'): string {
  const name = ctx.params[param]
  if (!validActionsName(name)) ctx.fail(400, `invalid ${kind} name`)
  return name.toUpperCase() // both servers store names upper-cased
}

function myVariable(ctx: Ctx) {
  const name = actionsName(ctx, 'variablename', 'variable')
  return ctx.state.variables.find(v => v.ownerId === ctx.me.id && v.name === name) ?? ctx.failNotFound()
}

/**
 * Runners a scope can see: `ownerId` undefined = admin (instance-wide); a user or organization is
 * its id with `repoId` 0; a repository is `ownerId` 0 and its `repoId` (as the servers store them).
 */
function visibleRunners(ctx: Ctx, ownerId: number | undefined, repoId = 0): RunnerRecord[] {
  const { runners } = ctx.state
  if (ctx.isGitea) return ownerId === undefined ? runners : runners.filter(r => r.ownerId === ownerId && r.repoId === repoId)
  // Forgejo: only directly owned runners, unless `visible=true` adds the ones usable from this scope.
  const visible = ctx.query.get('visible') === 'true'
  const own = ownerId ?? 0
  return runners.filter(
    r => (r.ownerId === own && r.repoId === repoId) || (visible && (ownerId === undefined || (r.ownerId === 0 && r.repoId === 0)))
  )
}

export function runnerList(ctx: Ctx, ownerId: number | undefined, repoId = 0): Reply {
  let runners = visibleRunners(ctx, ownerId, repoId)
  if (ctx.isGitea) {
    const disabled = ctx.query.get('disabled')
    if (disabled !== null) runners = runners.filter(r => r.disabled === (disabled === 'true'))
    // Gitea puts the total in the body and sets no header (api-map §1 runners_list).
    return ctx.ok({ runners: ctx.paginate(runners).map(r => renderRunner(ctx, r)), total_count: runners.length })
  }
  return ctx.ok(ctx.paginate(runners, { allWhenNoPageOnForgejo: true, totalHeader: true }).map(r => renderRunner(ctx, r)))
}

export function findRunner(ctx: Ctx, ownerId: number | undefined, repoId = 0): RunnerRecord {
  const id = ctx.idParam('runner_id')
  const runner = ctx.state.runners.find(r => r.id === id)
  return runner && (ownerId === undefined || (runner.ownerId === ownerId && runner.repoId === repoId)) ? runner : ctx.failNotFound()
}

export function deleteRunner(ctx: Ctx, ownerId: number | undefined, repoId = 0): Reply {
  const runner = findRunner(ctx, ownerId, repoId)
  ctx.state.runners = ctx.state.runners.filter(r => r !== runner)
  return ctx.empty()
}

/**
 * The scope's current registration token, made when there is none (get-or-create: Gitea 1.25/1.26
 * seen live; the API never rotates it). Forgejo's are 43 characters, Gitea's 40 (15.0.3, 1.26.4).
 */
export function registrationToken(ctx: Ctx, ownerId: number, repoId = 0): Reply {
  let row = ctx.state.registrationTokens.find(t => t.ownerId === ownerId && (t.repoId ?? 0) === repoId)
  if (!row) {
    row = { ownerId, repoId, token: ctx.isGitea ? randomBytes(20).toString('hex') : randomBytes(32).toString('base64url') }
    ctx.state.registrationTokens.push(row)
  }
  return ctx.ok({ token: row.token })
}

/** The runner protocol's error answer (Connect JSON). */
function connectError(status: number, code: string, message: string): Reply {
  return { status, json: { code, message } }
}

/** Runner protocol Register: a registration token makes a runner, which gets its own token. */
function registerRunner(ctx: Ctx): Reply {
  const form = ctx.input<{ name: string; token: string; version: string; labels: string[]; ephemeral: boolean }>()
  // Both Gitea (errors.New, so Connect's "unknown", HTTP 500) and, as far as seen, Forgejo.
  if (!form.token || !form.name) return connectError(500, 'unknown', 'missing runner token, name')
  const scope = ctx.state.registrationTokens.find(t => t.token === form.token)
  if (!scope) return connectError(500, 'unknown', 'runner registration token not found')
  const id = allocId(ctx.state, 'runner')
  const runner: RunnerRecord = {
    id,
    uuid: randomUUID(),
    name: form.name,
    description: '',
    ownerId: scope.ownerId,
    // A repository's token registers a repository runner (owner 0), an organization's an organization's.
    repoId: scope.repoId ?? 0,
    // Registered, not yet declared: offline (Gitea 1.26.4).
    status: 'offline',
    busy: false,
    disabled: false,
    ephemeral: form.ephemeral ?? false,
    labels: form.labels ?? [],
    version: form.version ?? '',
    token: randomBytes(20).toString('hex')
  }
  ctx.state.runners.push(runner)
  return ctx.ok({ runner: runnerMessage(runner) })
}

/** Runner protocol Declare: the runner proves its credentials (headers) and says its labels. */
function declareRunner(ctx: Ctx): Reply {
  const uuid = String(ctx.headers['x-runner-uuid'] ?? '')
  const token = String(ctx.headers['x-runner-token'] ?? '')
  const runner = ctx.state.runners.find(r => r.uuid === uuid && r.token !== undefined && r.token === token)
  if (!runner)
    // A wrong runner token: Forgejo 15.0.3 answered 401; Gitea 1.26.4 500 (its interceptor returns a
    // gRPC status error, which Connect passes on as "unknown").
    return ctx.isGitea
      ? connectError(500, 'unknown', 'rpc error: code = Unauthenticated desc = unregistered runner')
      : connectError(401, 'unauthenticated', 'unregistered runner')
  const form = ctx.input<{ version: string; labels: string[] }>()
  runner.version = form.version ?? runner.version
  runner.labels = form.labels ?? runner.labels
  // Now online: Gitea 1.26.4 lists it `online`, Forgejo 15.0.3 `idle`.
  runner.status = 'idle'
  return ctx.ok({ runner: runnerMessage(runner) })
}

/** A runner as the protocol sends it: the id as a string (protobuf int64 in JSON). */
function runnerMessage(r: RunnerRecord): Record<string, unknown> {
  return { id: String(r.id), uuid: r.uuid, token: r.token, name: r.name, version: r.version, labels: r.labels, ephemeral: r.ephemeral }
}

/** Jobs of repositories owned by `ownerId` (undefined = all, for admins), or of repository `repoId`. */
function jobsOf(ctx: Ctx, ownerId: number | undefined, repoId = 0): JobRecord[] {
  return ctx.state.jobs.filter(j =>
    repoId ? j.repoId === repoId : ownerId === undefined || ctx.state.repos.find(r => r.id === j.repoId)?.ownerId === ownerId
  )
}

/** Gitea: paginated `{jobs, total_count}` of all jobs, filtered by GitHub-style status. */
export function giteaJobs(ctx: Ctx, ownerId: number | undefined, repoId = 0): Reply {
  const status = ctx.query.get('status')
  const jobs = jobsOf(ctx, ownerId, repoId).filter(
    j => !status || Object.values(githubStatus(j.status)).includes(status) || j.status === status
  )
  return ctx.ok({ jobs: ctx.paginate(jobs).map(j => renderGiteaJob(ctx, j)), total_count: jobs.length })
}

/** Forgejo: waiting or running jobs whose runs-on labels the given runner labels satisfy; not paginated. */
export function forgejoJobs(ctx: Ctx, ownerId: number | undefined, repoId = 0): Reply {
  const labels = (ctx.query.get('labels') ?? '')
    .split(',')
    .map(l => l.trim())
    .filter(Boolean)
  const jobs = jobsOf(ctx, ownerId, repoId).filter(
    j => (j.status === 'waiting' || j.status === 'running') && (!labels.length || j.runsOn.every(l => labels.includes(l)))
  )
  // No job: `null`, not [] (Forgejo 15.0.3, both levels).
  return ctx.ok(jobs.length > 0 ? jobs.map(j => renderForgejoJob(ctx, j)) : null)
}

export function giteaRuns(ctx: Ctx, ownerId: number | undefined, repoId = 0): Reply {
  const q = (name: string) => ctx.query.get(name)
  const runs = ctx.state.runs.filter(r => {
    const repo = ctx.state.repos.find(x => x.id === r.repoId)
    const gh = githubStatus(r.status)
    return (
      (repoId ? r.repoId === repoId : ownerId === undefined || repo?.ownerId === ownerId) &&
      (!q('event') || r.event === q('event')) &&
      (!q('branch') || r.branch === q('branch')) &&
      (!q('status') || gh.status === q('status') || gh.conclusion === q('status')) &&
      (!q('actor') || ctx.ownerName(r.actorId) === q('actor')) &&
      (!q('head_sha') || r.headSha === q('head_sha'))
    )
  })
  return ctx.ok({ workflow_runs: ctx.paginate(runs).map(r => renderGiteaRun(ctx, r)), total_count: runs.length })
}

export const ACTIONS_ROUTES: Route[] = [
  // ---- secrets (PUT is a true upsert: 201 created / 204 updated) ----
  {
    method: 'PUT',
    path: '/user/actions/secrets/{secretname}',
    auth: 'token',
    handler: ctx => {
      const name = actionsName(ctx, 'secretname', 'secret')
      const form = ctx.input<{ data: string; description: string }>()
      const existing = ctx.state.secrets.find(s => s.ownerId === ctx.me.id && s.name === name)
      if (existing) {
        existing.data = form.data ?? ''
        existing.description = form.description ?? existing.description
        return ctx.empty(204)
      }
      ctx.state.secrets.push({ ownerId: ctx.me.id, name, data: form.data ?? '', description: form.description ?? '', created: rfc3339() })
      return ctx.empty(201)
    }
  },
  {
    method: 'DELETE',
    path: '/user/actions/secrets/{secretname}',
    auth: 'token',
    handler: ctx => {
      const name = actionsName(ctx, 'secretname', 'secret')
      const secret = ctx.state.secrets.find(s => s.ownerId === ctx.me.id && s.name === name) ?? ctx.failNotFound()
      ctx.state.secrets = ctx.state.secrets.filter(s => s !== secret)
      return ctx.empty()
    }
  },

  // ---- variables (no upsert: POST creates, PUT updates) ----
  {
    method: 'GET',
    path: '/user/actions/variables',
    auth: 'token',
    handler: ctx => {
      const rows = ctx.state.variables.filter(v => v.ownerId === ctx.me.id)
      return ctx.ok(ctx.paginate(rows, { allWhenNoPageOnForgejo: true, totalHeader: true }).map(v => renderVariable(ctx, v)))
    }
  },
  {
    method: 'GET',
    path: '/user/actions/variables/{variablename}',
    auth: 'token',
    handler: ctx => ctx.ok(renderVariable(ctx, myVariable(ctx)))
  },
  {
    method: 'POST',
    path: '/user/actions/variables/{variablename}',
    auth: 'token',
    handler: ctx => {
      const name = actionsName(ctx, 'variablename', 'variable')
      if (ctx.state.variables.some(v => v.ownerId === ctx.me.id && v.name === name)) ctx.fail(409, `variable name ${name} already exists`)
      const form = ctx.input<{ value: string; description: string }>()
      ctx.state.variables.push({
        id: allocId(ctx.state, 'variable'),
        ownerId: ctx.me.id,
        name,
        data: form.value ?? '',
        description: form.description ?? ''
      })
      // A new variable: Gitea 1.26.4 answers 201, Forgejo 15.0.3 204 (an existing one: 409 on both).
      return ctx.empty(ctx.isGitea ? 201 : 204)
    }
  },
  {
    method: 'PUT',
    path: '/user/actions/variables/{variablename}',
    auth: 'token',
    handler: ctx => {
      const variable = myVariable(ctx)
      const form = ctx.input<{ value: string; name: string; description: string }>()
      if (form.name) {
        if (!validActionsName(form.name)) ctx.fail(400, 'invalid variable name')
        variable.name = form.name.toUpperCase()
      }
      variable.data = form.value ?? ''
      variable.description = form.description ?? variable.description
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/user/actions/variables/{variablename}',
    auth: 'token',
    handler: ctx => {
      const variable = myVariable(ctx)
      ctx.state.variables = ctx.state.variables.filter(v => v !== variable)
      return ctx.empty()
    }
  },

  // ---- runners ----
  { method: 'GET', path: '/user/actions/runners', auth: 'token', handler: ctx => runnerList(ctx, ctx.me.id) },
  {
    method: 'GET',
    path: '/user/actions/runners/{runner_id}',
    auth: 'token',
    handler: ctx => ctx.ok(renderRunner(ctx, findRunner(ctx, ctx.me.id)))
  },
  { method: 'DELETE', path: '/user/actions/runners/{runner_id}', auth: 'token', handler: ctx => deleteRunner(ctx, ctx.me.id) },
  // Gitea 1.26 has only POST, Forgejo only GET (15.0.3 and 14.0.0: POST → 405); the spec of each says so.
  { method: 'POST', path: '/user/actions/runners/registration-token', auth: 'token', handler: ctx => registrationToken(ctx, ctx.me.id) },
  { method: 'GET', path: '/user/actions/runners/registration-token', auth: 'token', handler: ctx => registrationToken(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/runners', auth: 'admin', handler: ctx => runnerList(ctx, undefined) },
  {
    method: 'GET',
    path: '/admin/actions/runners/{runner_id}',
    auth: 'admin',
    handler: ctx => ctx.ok(renderRunner(ctx, findRunner(ctx, undefined)))
  },
  { method: 'DELETE', path: '/admin/actions/runners/{runner_id}', auth: 'admin', handler: ctx => deleteRunner(ctx, undefined) },
  { method: 'POST', path: '/admin/actions/runners/registration-token', auth: 'admin', handler: ctx => registrationToken(ctx, 0) },
  { method: 'GET', path: '/admin/actions/runners/registration-token', auth: 'admin', handler: ctx => registrationToken(ctx, 0) },
  // Forgejo's older instance route (Forgejo 14.0.0's only one; 15.0.3 still answers it, deprecated).
  { method: 'GET', path: '/admin/runners/registration-token', auth: 'admin', handler: ctx => registrationToken(ctx, 0) },
  // The runner protocol: how a runner registers and proves its credentials (no REST auth).
  { method: 'POST', path: '/api/actions/runner.v1.RunnerService/Register', auth: 'public', handler: registerRunner },
  { method: 'POST', path: '/api/actions/runner.v1.RunnerService/Declare', auth: 'public', handler: declareRunner },

  // ---- jobs and runs ----
  { method: 'GET', path: '/user/actions/jobs', auth: 'token', handler: ctx => giteaJobs(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/jobs', auth: 'admin', handler: ctx => giteaJobs(ctx, undefined) },
  { method: 'GET', path: '/user/actions/runners/jobs', auth: 'token', handler: ctx => forgejoJobs(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/runners/jobs', auth: 'admin', handler: ctx => forgejoJobs(ctx, undefined) },
  // Forgejo's older instance job list (since 11, deprecated in 15).
  { method: 'GET', path: '/admin/runners/jobs', auth: 'admin', handler: ctx => forgejoJobs(ctx, undefined) },
  { method: 'GET', path: '/user/actions/runs', auth: 'token', handler: ctx => giteaRuns(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/runs', auth: 'admin', handler: ctx => giteaRuns(ctx, undefined) }
]
