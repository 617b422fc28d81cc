// Comments on an issue or pull request, as Gitea 1.26 answers them (routers/api/v1/repo/issue_comment.go,
// the same in Forgejo 15): the list is not paged (ListIssueComments takes no page or limit), anyone
// who may read the pull requests may comment (unless the issue is locked), and a comment is edited by
// its poster or by someone who may write the pull requests. Issues and pull requests are not made
// through the API here: a test adds one to the state.
import type { Ctx, Reply, Route } from './context.js'
import { renderUser } from './render.js'
import { accessOf, atLeast, repoOr404 } from './routes-repos.js'
import { allocId, rfc3339, type CommentRecord, type IssueRecord, type RepoRecord } from './state.js'

function issueOr404(ctx: Ctx, repo: RepoRecord): IssueRecord {
  const index = Number(ctx.params.index)
  return ctx.state.issues.find(i => i.repoId === repo.id && i.index === index) ?? ctx.failNotFound()
}

/** convert.ToAPIComment: a pull request's comment links to the pull request, an issue's to the issue. */
function renderComment(ctx: Ctx, repo: RepoRecord, c: CommentRecord): Record<string, unknown> {
  const issue = ctx.state.issues.find(i => i.id === c.issueId)!
  const page = `${ctx.env.baseUrl}/${ctx.ownerName(repo.ownerId)}/${repo.name}/${issue.isPull ? 'pulls' : 'issues'}/${issue.index}`
  const poster = ctx.state.users.find(u => u.id === c.posterId)!
  return {
    id: c.id,
    html_url: `${page}#issuecomment-${c.id}`,
    pull_request_url: issue.isPull ? page : '',
    issue_url: issue.isPull ? '' : page,
    user: renderUser(ctx, poster),
    original_author: '',
    original_author_id: 0,
    body: c.body,
    assets: [],
    created_at: c.created,
    updated_at: c.updated
  }
}

const mayWrite = (ctx: Ctx, repo: RepoRecord) => atLeast(accessOf(ctx, repo, ctx.doer), 'write')

export const ISSUE_ROUTES: Route[] = [
  {
    method: 'GET',
    path: '/repos/{owner}/{repo}/issues/{index}/comments',
    auth: 'anon',
    handler: ctx => {
      const repo = repoOr404(ctx)
      const issue = issueOr404(ctx, repo)
      const rows = ctx.state.comments.filter(c => c.issueId === issue.id)
      ctx.replyHeaders['X-Total-Count'] = String(rows.length)
      return ctx.ok(rows.map(c => renderComment(ctx, repo, c)))
    }
  },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/issues/{index}/comments',
    auth: 'token',
    handler: (ctx): Reply => {
      const repo = repoOr404(ctx)
      if (repo.archived) ctx.fail(423, `repo is archived: ${ctx.ownerName(repo.ownerId)}/${repo.name}`)
      const issue = issueOr404(ctx, repo)
      if (issue.locked && !mayWrite(ctx, repo) && !ctx.me.isAdmin) ctx.fail(403, 'Commenting is disabled on locked issues.')
      const now = rfc3339()
      const comment: CommentRecord = {
        id: allocId(ctx.state, 'comment'),
        issueId: issue.id,
        posterId: ctx.me.id,
        body: ctx.input<{ body: string }>().body ?? '',
        created: now,
        updated: now
      }
      ctx.state.comments.push(comment)
      return ctx.ok(renderComment(ctx, repo, comment), 201)
    }
  },
  {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/issues/comments/{id}',
    auth: 'token',
    handler: ctx => {
      const repo = repoOr404(ctx)
      if (repo.archived) ctx.fail(423, `repo is archived: ${ctx.ownerName(repo.ownerId)}/${repo.name}`)
      const id = ctx.idParam('id')
      const comment =
        ctx.state.comments.find(c => c.id === id && ctx.state.issues.some(i => i.id === c.issueId && i.repoId === repo.id)) ??
        ctx.failNotFound()
      // Someone else's comment: a bare 403 (ctx.Status), unless the doer may write the pull requests.
      if (comment.posterId !== ctx.me.id && !mayWrite(ctx, repo)) return ctx.empty(403)
      const body = ctx.input<{ body: string }>().body ?? ''
      if (body !== comment.body) {
        comment.body = body
        comment.updated = rfc3339()
      }
      return ctx.ok(renderComment(ctx, repo, comment))
    }
  }
]
