// Runner provisioning routes beside routes-actions.ts: Forgejo 15's REST registration
// (`POST …/actions/runners`), Gitea 1.26's runner edit (`PATCH …/actions/runners/{id}`, `disabled`)
// and the runner protocol's FetchTask, which a registered runner calls with its own credentials.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Ctx, Reply, Route } from './context.js'
import { renderRunner } from './render.js'
import { allocId, type RunnerRecord } from './state.js'

/** Forgejo 15: `{name, description, ephemeral}` → 201 `{id, uuid, token}` (the REST twin of Register). */
export function restRegister(ctx: Ctx, ownerId: number, repoId = 0): Reply {
  const form = ctx.input<{ name: string; description: string; ephemeral: boolean }>()
  if (!form.name) return ctx.error(422, 'name is required')
  const runner: RunnerRecord = {
    id: allocId(ctx.state, 'runner'),
    uuid: randomUUID(),
    name: form.name,
    description: form.description ?? '',
    ownerId,
    repoId,
    status: 'offline',
    busy: false,
    disabled: false,
    ephemeral: form.ephemeral ?? false,
    labels: [],
    version: '',
    token: randomBytes(20).toString('hex')
  }
  ctx.state.runners.push(runner)
  return ctx.ok({ id: runner.id, uuid: runner.uuid, token: runner.token }, 201)
}

/** Gitea 1.26: `{disabled}` → 200 with the runner; a runner of another scope is 404. */
export function editRunner(ctx: Ctx, ownerId: number | undefined, repoId = 0): Reply {
  const id = ctx.idParam('runner_id')
  const runner =
    ctx.state.runners.find(r => r.id === id && (ownerId === undefined || (r.ownerId === ownerId && r.repoId === repoId))) ??
    ctx.failNotFound()
  const form = ctx.input<{ disabled: boolean }>()
  if (typeof form.disabled !== 'boolean') return ctx.error(422, 'disabled is required')
  runner.disabled = form.disabled
  return ctx.ok(renderRunner(ctx, runner))
}

/**
 * FetchTask: the runner's credentials in `x-runner-uuid` / `x-runner-token`, as for Declare (a
 * wrong one: Gitea 500, Forgejo 401). No task is queued in the simulator: `{}` (an empty
 * FetchTaskResponse in Connect JSON), and the runner is online from then on.
 */
function fetchTask(ctx: Ctx): Reply {
  const uuid = String(ctx.headers['x-runner-uuid'] ?? '')
  const token = String(ctx.headers['x-runner-token'] ?? '')
  const runner = ctx.state.runners.find(r => r.uuid === uuid && r.token !== undefined && r.token === token)
  if (!runner)
    return ctx.isGitea
      ? { status: 500, json: { code: 'unknown', message: 'rpc error: code = Unauthenticated desc = unregistered runner' } }
      : { status: 401, json: { code: 'unauthenticated', message: 'unregistered runner' } }
  if (runner.status === 'offline') runner.status = 'idle'
  return ctx.ok({})
}

export const RUNNER_ROUTES: Route[] = [
  { method: 'POST', path: '/user/actions/runners', auth: 'token', handler: ctx => restRegister(ctx, ctx.me.id) },
  { method: 'POST', path: '/admin/actions/runners', auth: 'admin', handler: ctx => restRegister(ctx, 0) },
  { method: 'PATCH', path: '/user/actions/runners/{runner_id}', auth: 'token', handler: ctx => editRunner(ctx, ctx.me.id) },
  { method: 'PATCH', path: '/admin/actions/runners/{runner_id}', auth: 'admin', handler: ctx => editRunner(ctx, undefined) },
  { method: 'POST', path: '/api/actions/runner.v1.RunnerService/FetchTask', auth: 'public', handler: fetchTask }
]
