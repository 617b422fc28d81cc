// Webhooks and Actions settings of an organization (`/orgs/{org}/...`) and of a repository
// (`/repos/{owner}/{repo}/...`): hooks, secrets, variables, runners and their registration tokens,
// jobs and runs, with the servers' permission rules (an organization's owners; a repository's owner,
// the owners of its organization; site admins always). Records of a repository scope have owner 0
// and the repository's id, as the servers store them; an organization's have the organization's id.
import type { Ctx, Reply, Route } from './context.js'
import { hookRoutes } from './hooks.js'
import { renderHook, renderVariable } from './render.js'
import {
  actionsName,
  deleteRunner,
  findRunner,
  forgejoJobs,
  giteaJobs,
  giteaRuns,
  registrationToken,
  runnerList,
  validActionsName
} from './routes-actions.js'
import { editRunner, restRegister } from './routes-runners.js'
import { renderRunner } from './render.js'
import { allocId, rfc3339, type RunRecord } from './state.js'

const ALL_ROWS = { allWhenNoPageOnForgejo: true, totalHeader: true } as const

/** Where a scoped record belongs. */
interface ScopeKey {
  ownerId: number
  repoId: number
}

/** Whether the doer is in a team of the organization with owner permission. */
function isOrgOwner(ctx: Ctx, orgId: number): boolean {
  return ctx.state.teams.some(t => t.orgId === orgId && t.permission === 'owner' && t.memberIds.includes(ctx.me.id))
}

/** Who a route lets in: the scope's owners (settings), or its readers (Gitea's run and job lists). */
type Need = 'owner' | 'reader'

/**
 * `/orgs/{org}`: an unknown organization is 404; for settings anyone but its owners (and site
 * admins) 403 (Gitea's reqOrgOwnership); the run and job lists let its members in (reqOrgMembership).
 */
function orgScope(ctx: Ctx, need: Need = 'owner'): ScopeKey {
  const org = ctx.findOrg(ctx.params.org) ?? ctx.failNotFound()
  if (need === 'reader') {
    const member = ctx.state.teams.some(t => t.orgId === org.id && t.memberIds.includes(ctx.me.id))
    if (!ctx.me.isAdmin && !member) ctx.fail(403, 'Must be an organization member')
  } else if (!ctx.me.isAdmin && !isOrgOwner(ctx, org.id)) ctx.fail(403, 'Must be an organization owner')
  return { ownerId: org.id, repoId: 0 }
}

/**
 * `/repos/{owner}/{repo}`: an unknown repository (or a private one the doer cannot see) is 404; a
 * doer who is not its admin 403 (Gitea's reqRepoAdmin). Admins here: the owning user, the owners of
 * the owning organization, site admins.
 */
function repoScope(ctx: Ctx, need: Need = 'owner'): ScopeKey {
  const repo = ctx.findRepo(ctx.params.owner, ctx.params.repo) ?? ctx.failNotFound()
  const admin = ctx.me.isAdmin || repo.ownerId === ctx.me.id || isOrgOwner(ctx, repo.ownerId)
  // The run and job lists: whoever can read the repository (reqRepoReader).
  if (need === 'reader' && !repo.private) return { ownerId: 0, repoId: repo.id }
  if (!admin) {
    if (repo.private) ctx.failNotFound()
    ctx.fail(403, 'user should be an owner or a collaborator with admin write of a repository')
  }
  return { ownerId: 0, repoId: repo.id }
}

const inScope = (k: ScopeKey) => (r: { ownerId: number; repoId?: number }) => r.ownerId === k.ownerId && (r.repoId ?? 0) === k.repoId

/** A Forgejo run (`ActionRun`): its own names, not Gitea's GitHub-like ones. */
function renderForgejoRun(ctx: Ctx, r: RunRecord): Record<string, unknown> {
  const repo = ctx.state.repos.find(x => x.id === r.repoId)
  const repoPath = repo ? `${ctx.ownerName(repo.ownerId)}/${repo.name}` : ''
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    event: r.event,
    trigger_event: r.event,
    index_in_repo: r.runNumber,
    commit_sha: r.headSha,
    prettyref: r.branch,
    workflow_id: r.workflowPath.split('/').pop(),
    html_url: `${ctx.env.baseUrl}/${repoPath}/actions/runs/${r.runNumber}`,
    created: r.created,
    updated: r.stopped ?? r.started ?? r.created
  }
}

function scopedRoutes(base: string, scopeOf: (ctx: Ctx, need?: Need) => ScopeKey): Route[] {
  const auth = 'token' as const
  const secretsOf = (ctx: Ctx, k: ScopeKey) => ctx.state.secrets.filter(inScope(k))
  const variableOf = (ctx: Ctx, k: ScopeKey) => {
    const name = actionsName(ctx, 'variablename', 'variable')
    return ctx.state.variables.find(v => inScope(k)(v) && v.name === name) ?? ctx.failNotFound()
  }
  const runnerOf = (ctx: Ctx) => {
    const k = scopeOf(ctx)
    return findRunner(ctx, k.ownerId, k.repoId)
  }
  const routes: Route[] = [
    // ---- webhooks ----
    {
      method: 'GET',
      path: `${base}/hooks`,
      auth,
      handler: ctx => ctx.ok(ctx.paginate(ctx.state.hooks.filter(inScope(scopeOf(ctx))), ALL_ROWS).map(h => renderHook(ctx, h)))
    },
    ...hookRoutes(
      `${base}/hooks`,
      auth,
      ctx => scopeOf(ctx).ownerId,
      ctx => scopeOf(ctx).repoId
    ),

    // ---- secrets (PUT is a true upsert: 201 created / 204 updated) ----
    {
      method: 'GET',
      path: `${base}/actions/secrets`,
      auth,
      handler: ctx => {
        const rows = secretsOf(ctx, scopeOf(ctx))
        // Names and dates, never the value; Forgejo's secrets have no description (15.0.3).
        return ctx.ok(
          ctx
            .paginate(rows, ALL_ROWS)
            .map(s =>
              ctx.isGitea ? { name: s.name, description: s.description, created_at: s.created } : { name: s.name, created_at: s.created }
            )
        )
      }
    },
    {
      method: 'PUT',
      path: `${base}/actions/secrets/{secretname}`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        const name = actionsName(ctx, 'secretname', 'secret')
        const form = ctx.input<{ data: string; description: string }>()
        const existing = secretsOf(ctx, k).find(s => s.name === name)
        if (existing) {
          existing.data = form.data ?? ''
          // Gitea updates both columns: a PUT without a description clears it (models/secret UpdateSecret, 1.25 and 1.26).
          existing.description = form.description ?? ''
          return ctx.empty(204)
        }
        ctx.state.secrets.push({ ...k, name, data: form.data ?? '', description: form.description ?? '', created: rfc3339() })
        return ctx.empty(201)
      }
    },
    {
      method: 'DELETE',
      path: `${base}/actions/secrets/{secretname}`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        const name = actionsName(ctx, 'secretname', 'secret')
        const secret = secretsOf(ctx, k).find(s => s.name === name) ?? ctx.failNotFound()
        ctx.state.secrets = ctx.state.secrets.filter(s => s !== secret)
        return ctx.empty()
      }
    },

    // ---- variables (no upsert: POST creates, PUT updates) ----
    {
      method: 'GET',
      path: `${base}/actions/variables`,
      auth,
      handler: ctx => {
        const rows = ctx.state.variables.filter(inScope(scopeOf(ctx)))
        return ctx.ok(ctx.paginate(rows, ALL_ROWS).map(v => renderVariable(ctx, v)))
      }
    },
    {
      method: 'GET',
      path: `${base}/actions/variables/{variablename}`,
      auth,
      handler: ctx => ctx.ok(renderVariable(ctx, variableOf(ctx, scopeOf(ctx))))
    },
    {
      method: 'POST',
      path: `${base}/actions/variables/{variablename}`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        const name = actionsName(ctx, 'variablename', 'variable')
        if (ctx.state.variables.some(v => inScope(k)(v) && v.name === name)) ctx.fail(409, `variable name ${name} already exists`)
        const form = ctx.input<{ value: string; description: string }>()
        ctx.state.variables.push({
          id: allocId(ctx.state, 'variable'),
          ...k,
          name,
          data: form.value ?? '',
          description: form.description ?? ''
        })
        // A new variable: Gitea 1.26.4 answers 201, Forgejo 15.0.3 204 (real-forgejo.md, org scope).
        return ctx.empty(ctx.isGitea ? 201 : 204)
      }
    },
    {
      method: 'PUT',
      path: `${base}/actions/variables/{variablename}`,
      auth,
      handler: ctx => {
        const variable = variableOf(ctx, scopeOf(ctx))
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
      path: `${base}/actions/variables/{variablename}`,
      auth,
      handler: ctx => {
        const variable = variableOf(ctx, scopeOf(ctx))
        ctx.state.variables = ctx.state.variables.filter(v => v !== variable)
        return ctx.empty()
      }
    },

    // ---- runners ----
    {
      method: 'GET',
      path: `${base}/actions/runners`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        return runnerList(ctx, k.ownerId, k.repoId)
      }
    },
    { method: 'GET', path: `${base}/actions/runners/{runner_id}`, auth, handler: ctx => ctx.ok(renderRunner(ctx, runnerOf(ctx))) },
    {
      method: 'DELETE',
      path: `${base}/actions/runners/{runner_id}`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        return deleteRunner(ctx, k.ownerId, k.repoId)
      }
    },
    {
      method: 'PATCH',
      path: `${base}/actions/runners/{runner_id}`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        return editRunner(ctx, k.ownerId, k.repoId)
      }
    },
    // Forgejo 15's REST registration.
    {
      method: 'POST',
      path: `${base}/actions/runners`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        return restRegister(ctx, k.ownerId, k.repoId)
      }
    },
    // Gitea has only POST (GET at these scopes: 404 "Runner not found", 1.26.4), Forgejo only GET; each spec says so.
    ...(['POST', 'GET'] as const).map((method): Route => ({
      method,
      path: `${base}/actions/runners/registration-token`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        return registrationToken(ctx, k.ownerId, k.repoId)
      }
    })),

    // ---- jobs and runs ----
    {
      method: 'GET',
      path: `${base}/actions/jobs`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx, 'reader')
        return giteaJobs(ctx, k.ownerId || undefined, k.repoId)
      }
    },
    {
      method: 'GET',
      path: `${base}/actions/runners/jobs`,
      auth,
      handler: ctx => {
        const k = scopeOf(ctx)
        return forgejoJobs(ctx, k.ownerId || undefined, k.repoId)
      }
    },
    {
      method: 'GET',
      path: `${base}/actions/runs`,
      auth,
      handler: (ctx): Reply => {
        const k = scopeOf(ctx, 'reader')
        if (ctx.isGitea) return giteaRuns(ctx, k.ownerId || undefined, k.repoId)
        // Forgejo (a repository's runs only): `{workflow_runs, total_count}` of its own ActionRun.
        const runs = ctx.state.runs.filter(r => r.repoId === k.repoId)
        return ctx.ok({ workflow_runs: ctx.paginate(runs).map(r => renderForgejoRun(ctx, r)), total_count: runs.length })
      }
    }
  ]
  return routes
}

export const SCOPED_ROUTES: Route[] = [...scopedRoutes('/orgs/{org}', orgScope), ...scopedRoutes('/repos/{owner}/{repo}', repoScope)]
