// Actions operations at user and admin level: secrets, variables, runners, registration tokens,
// jobs and runs (api-map §1/§2). Gitea and Forgejo differ in shapes and paths here.
import { randomBytes } from 'node:crypto'
import type { Ctx, Reply, Route } from './context.js'
import { githubStatus, renderForgejoJob, renderGiteaJob, renderGiteaRun, renderRunner, renderVariable } from './render.js'
import { allocId, rfc3339, type JobRecord, type RunnerRecord } from './state.js'

/** Secret and variable names: `^[A-Z_][A-Z0-9_]*$` (case-insensitive), no GITEA_/GITHUB_ prefix, not CI. */
function validActionsName(name: string): boolean {
  const upper = name.toUpperCase()
  return /^[A-Z_][A-Z0-9_]*$/.test(upper) && !upper.startsWith('GITEA_') && !upper.startsWith('GITHUB_') && upper !== 'CI'
}

function actionsName(ctx: Ctx, param: string, kind: 'secret' | 'variable'): string {
  const name = ctx.params[param]
  if (!validActionsName(name)) ctx.fail(400, `invalid ${kind} name`)
  return name.toUpperCase() // both servers store names upper-cased
}

function myVariable(ctx: Ctx) {
  const name = actionsName(ctx, 'variablename', 'variable')
  return ctx.state.variables.find(v => v.ownerId === ctx.me.id && v.name === name) ?? ctx.failNotFound()
}

/** Runners a scope can see: `ownerId` undefined = admin (instance-wide). */
function visibleRunners(ctx: Ctx, ownerId: number | undefined): RunnerRecord[] {
  const { runners } = ctx.state
  if (ctx.isGitea) return ownerId === undefined ? runners : runners.filter(r => r.ownerId === ownerId)
  // Forgejo: only directly owned runners, unless `visible=true` adds the ones usable from this scope.
  const visible = ctx.query.get('visible') === 'true'
  const own = ownerId ?? 0
  return runners.filter(r => r.ownerId === own || (visible && (ownerId === undefined || r.ownerId === 0)))
}

function runnerList(ctx: Ctx, ownerId: number | undefined): Reply {
  let runners = visibleRunners(ctx, ownerId)
  if (ctx.isGitea) {
    const disabled = ctx.query.get('disabled')
    if (disabled !== null) runners = runners.filter(r => r.disabled === (disabled === 'true'))
    // Gitea puts the total in the body and sets no header (api-map §1 runners_list).
    return ctx.ok({ runners: ctx.paginate(runners).map(r => renderRunner(ctx, r)), total_count: runners.length })
  }
  return ctx.ok(ctx.paginate(runners, { allWhenNoPageOnForgejo: true, totalHeader: true }).map(r => renderRunner(ctx, r)))
}

function findRunner(ctx: Ctx, ownerId: number | undefined): RunnerRecord {
  const id = ctx.idParam('runner_id')
  const runner = ctx.state.runners.find(r => r.id === id)
  return runner && (ownerId === undefined || runner.ownerId === ownerId) ? runner : ctx.failNotFound()
}

function deleteRunner(ctx: Ctx, ownerId: number | undefined): Reply {
  const runner = findRunner(ctx, ownerId)
  ctx.state.runners = ctx.state.runners.filter(r => r !== runner)
  return ctx.empty()
}

/** A fresh random 40-character registration token on every call. */
function registrationToken(ctx: Ctx): Reply {
  return ctx.ok({ token: randomBytes(20).toString('hex') })
}

/** Jobs of repositories owned by `ownerId` (undefined = all, for admins). */
function jobsOf(ctx: Ctx, ownerId: number | undefined): JobRecord[] {
  return ctx.state.jobs.filter(j => ownerId === undefined || ctx.state.repos.find(r => r.id === j.repoId)?.ownerId === ownerId)
}

/** Gitea: paginated `{jobs, total_count}` of all jobs, filtered by GitHub-style status. */
function giteaJobs(ctx: Ctx, ownerId: number | undefined): Reply {
  const status = ctx.query.get('status')
  const jobs = jobsOf(ctx, ownerId).filter(j => !status || Object.values(githubStatus(j.status)).includes(status) || j.status === status)
  return ctx.ok({ jobs: ctx.paginate(jobs).map(j => renderGiteaJob(ctx, j)), total_count: jobs.length })
}

/** Forgejo: waiting or running jobs whose runs-on labels the given runner labels satisfy; not paginated. */
function forgejoJobs(ctx: Ctx, ownerId: number | undefined): Reply {
  const labels = (ctx.query.get('labels') ?? '')
    .split(',')
    .map(l => l.trim())
    .filter(Boolean)
  const jobs = jobsOf(ctx, ownerId).filter(
    j => (j.status === 'waiting' || j.status === 'running') && (!labels.length || j.runsOn.every(l => labels.includes(l)))
  )
  return ctx.ok(jobs.map(j => renderForgejoJob(ctx, j)))
}

function giteaRuns(ctx: Ctx, ownerId: number | undefined): Reply {
  const q = (name: string) => ctx.query.get(name)
  const runs = ctx.state.runs.filter(r => {
    const repo = ctx.state.repos.find(x => x.id === r.repoId)
    const gh = githubStatus(r.status)
    return (
      (ownerId === undefined || repo?.ownerId === ownerId) &&
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
  { method: 'POST', path: '/user/actions/runners/registration-token', auth: 'token', handler: registrationToken },
  { method: 'GET', path: '/user/actions/runners/registration-token', auth: 'token', handler: registrationToken },
  { method: 'GET', path: '/admin/actions/runners', auth: 'admin', handler: ctx => runnerList(ctx, undefined) },
  {
    method: 'GET',
    path: '/admin/actions/runners/{runner_id}',
    auth: 'admin',
    handler: ctx => ctx.ok(renderRunner(ctx, findRunner(ctx, undefined)))
  },
  { method: 'DELETE', path: '/admin/actions/runners/{runner_id}', auth: 'admin', handler: ctx => deleteRunner(ctx, undefined) },
  { method: 'POST', path: '/admin/actions/runners/registration-token', auth: 'admin', handler: registrationToken },
  { method: 'GET', path: '/admin/actions/runners/registration-token', auth: 'admin', handler: registrationToken },

  // ---- jobs and runs ----
  { method: 'GET', path: '/user/actions/jobs', auth: 'token', handler: ctx => giteaJobs(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/jobs', auth: 'admin', handler: ctx => giteaJobs(ctx, undefined) },
  { method: 'GET', path: '/user/actions/runners/jobs', auth: 'token', handler: ctx => forgejoJobs(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/runners/jobs', auth: 'admin', handler: ctx => forgejoJobs(ctx, undefined) },
  { method: 'GET', path: '/user/actions/runs', auth: 'token', handler: ctx => giteaRuns(ctx, ctx.me.id) },
  { method: 'GET', path: '/admin/actions/runs', auth: 'admin', handler: ctx => giteaRuns(ctx, undefined) }
]
