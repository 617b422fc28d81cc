// The plan on the pull request (`comment: true`): `action: plan` in a pull_request (or
// pull_request_target) run posts the plan's markdown as one comment on the pull request, on the
// forge that runs the workflow (the issue-comment API of Gitea and Forgejo), and on the next push
// edits that comment instead of adding another. The comment is found by a hidden first line naming
// the state file (two files keep two comments) and by its poster being the token's own user: a
// comment someone else wrote with the same first line is never taken over. A token that may not
// comment (a pull request from a fork gets a read-only one, or none) is a notice, not a failure.
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import { connectionSettings } from '../client/connection.js'
import { ForgeHttp, normalizeServerUrl } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { planMarkdown, type Plan } from '../state/index.js'
import { codeCell } from '../state/render.js'
import type { Settings } from './inputs.js'
import type { Masker } from './masking.js'
import { describeError, USER_AGENT } from './work.js'

/** The events whose runs comment (Gitea and Forgejo name the workflow events as GitHub does). */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target']

/** At most this many characters in a comment (GitHub's limit; Gitea's and Forgejo's UIs slow down long before theirs). */
export const MAX_COMMENT_CHARS = 65_000

/** action.yml's default of comment-token, as a local harness passes it when no runner expands it. */
const UNEXPANDED_TOKEN = /^\$\{\{\s*github\.token\s*\}\}$/

export interface CommentJob {
  /** The token to comment with; undefined when none was given (a fork's run). */
  token?: string
  /** The state file as the marker names it: relative to the workspace, `/`-separated. */
  stateFile: string
}

/**
 * The `comment` and `comment-token` inputs of a plan: undefined when comment is off. The token is
 * masked before anything else happens. `comment: true` with `action: apply` is said to be unused.
 */
export function readCommentJob(action: string, masker: Masker): CommentJob | undefined {
  const given = core.getInput('comment-token')
  const token = given === '' || UNEXPANDED_TOKEN.test(given) ? undefined : given
  masker.add(token)
  const on = core.getInput('comment').toLowerCase()
  if (on !== '' && on !== 'true' && on !== 'false') throw new UsageError('input comment must be true or false')
  if (on !== 'true') return undefined
  if (action !== 'plan') {
    core.warning(`input comment is not used by action ${action} (it posts the plan of action: plan on the pull request)`)
    return undefined
  }
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  const file = relative(workspace, resolve(workspace, core.getInput('state-file')))
  return { token, stateFile: isAbsolute(file) ? file : file.split('\\').join('/') }
}

/**
 * The first line of the comment: an HTML comment (not rendered) naming the state file, percent-
 * encoded so that nothing in a path can end it (`-->`) or make it span lines.
 */
export function commentMarker(stateFile: string): string {
  return `<!-- svc-plan:${encodeURIComponent(stateFile).replace(/%2F/g, '/')} -->`
}

/**
 * The comment's text: the marker, the plan's markdown (masked, as the `markdown` output), and
 * which file it is of. A plan too long for a comment keeps its first rows and says how
 * many more there are (every row is one line).
 */
export function commentBody(plan: Plan, stateFile: string, masker: Masker): string {
  const markdown = masker.mask(planMarkdown(plan)).replace(/\n+$/, '')
  // No commit: Gitea 1.26.4's `synchronized` payload (and GITHUB_SHA) named the commit before the push.
  const footer = `\n\nState file ${codeCell(stateFile)}: svc edits this comment on each push.`
  const head = `${commentMarker(stateFile)}\n`
  if (head.length + markdown.length + footer.length <= MAX_COMMENT_CHARS) return `${head}${markdown}${footer}`
  const lines = markdown.split('\n')
  const kept: string[] = []
  let size = head.length + footer.length + 200
  for (const line of lines) {
    if (size + line.length + 1 > MAX_COMMENT_CHARS) break
    kept.push(line)
    size += line.length + 1
  }
  const more = lines.length - kept.length
  return `${head}${kept.join('\n')}\n\n… and ${more} more line${more === 1 ? '' : 's'} of the plan: the whole plan is in the job's log and its \`plan-file\` output.${footer}`
}

/** What the run tells about the pull request: the repository and its number. */
interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

/** The fields of a pull_request event's payload that are read (all else, the title and branches too, is not). */
interface PullRequestEvent {
  number?: unknown
  pull_request?: { number?: unknown }
  repository?: { full_name?: unknown }
}

/** The pull request of the run, from the event payload (GITHUB_EVENT_PATH); throws UsageError naming what is missing. */
function pullRequestOfRun(): PullRequestRef {
  const path = process.env.GITHUB_EVENT_PATH
  if (!path) throw new UsageError('GITHUB_EVENT_PATH is not set: the run names no event payload to find the pull request in')
  let event: PullRequestEvent | undefined
  try {
    event = JSON.parse(readFileSync(path, 'utf8')) as PullRequestEvent | undefined
  } catch {
    throw new UsageError('the event payload (GITHUB_EVENT_PATH) could not be read as JSON')
  }
  const number = event?.pull_request?.number ?? event?.number
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
    throw new UsageError('the event payload (GITHUB_EVENT_PATH) names no pull request number')
  // The repository of the event (the pull request's base, where the workflow runs), else the run's.
  const fullName = String(event?.repository?.full_name ?? process.env.GITHUB_REPOSITORY ?? '')
  const parts = /^([\w.-]+)\/([\w.-]+)$/.exec(fullName)
  if (!parts) throw new UsageError('neither the event payload nor GITHUB_REPOSITORY names the repository (owner/name)')
  return { owner: parts[1], repo: parts[2], number }
}

/**
 * The forge that runs the workflow, as its base URL: GITHUB_API_URL without its `/api/v1` (what
 * Forgejo and Gitea runners set), else GITHUB_SERVER_URL. Never GitHub's API.
 */
function forgeOfRun(): string {
  const api = (process.env.GITHUB_API_URL ?? '').trim().replace(/\/+$/, '')
  const base = /\/api\/v1$/.test(api) ? api.replace(/\/api\/v1$/, '') : (process.env.GITHUB_SERVER_URL ?? '').trim()
  if (base === '') throw new UsageError('neither GITHUB_API_URL (…/api/v1) nor GITHUB_SERVER_URL names the forge that runs the workflow')
  const url = normalizeServerUrl(base)
  if (/(^|\.)github\.com$/.test(url.hostname))
    throw new UsageError('the run is on GitHub: comment posts on Gitea and Forgejo pull requests only')
  return `${url.origin}${url.pathname}`
}

/** Why the token may not comment, for a notice: the server refused it (401, 403). */
const refused = (e: unknown) => e instanceof ForgeError && (e.status === 401 || e.status === 403)

interface Comment {
  id: number
  body?: string
  html_url?: string
  user?: { id?: number }
}

/**
 * Posts or edits the plan's comment; sets the `comment-url` output. Returns false when it failed
 * for another reason than a token that may not comment (said in a warning; the caller fails the
 * step once the plan's outputs are set). Never throws.
 */
export async function commentPlan(job: CommentJob, plan: Plan, settings: Settings, masker: Masker): Promise<boolean> {
  const event = process.env.GITHUB_EVENT_NAME ?? ''
  if (!PULL_REQUEST_EVENTS.includes(event)) {
    core.notice(
      masker.safe(`comment: this run is ${event ? `a ${event} event` : 'no workflow event'}, not a pull request: no comment posted`)
    )
    return true
  }
  if (!job.token) {
    core.notice(
      'comment: no token to comment with (comment-token is empty; a pull request from a fork gets none): no comment posted, the plan is in the log and the job summary'
    )
    return true
  }
  let http: ForgeHttp | undefined
  try {
    const pr = pullRequestOfRun()
    http = new ForgeHttp(
      connectionSettings(
        { ...settings.connection, serverUrl: forgeOfRun(), token: job.token, username: undefined, password: undefined, otp: undefined },
        {
          names: {
            serverUrl: 'GITHUB_SERVER_URL',
            caCert: 'input ca-cert',
            timeoutSeconds: 'input timeout-seconds',
            retries: 'input retries'
          },
          defaultRetries: 2,
          userAgent: USER_AGENT,
          debug: line => core.info(masker.safe(line))
        }
      )
    )
    const where = `/repos/${encodeURIComponent(pr.owner)}/${encodeURIComponent(pr.repo)}/issues`
    const me = (await http.send({ method: 'GET', path: '/user' })).body as { id?: number }
    const comments = (await http.send({ method: 'GET', path: `${where}/${pr.number}/comments` })).body as Comment[]
    const body = commentBody(plan, job.stateFile, masker)
    const marker = `${commentMarker(job.stateFile)}\n`
    const mine = (Array.isArray(comments) ? comments : []).filter(
      c => typeof me.id === 'number' && c.user?.id === me.id && typeof c.body === 'string' && c.body.startsWith(marker)
    )
    const last = mine[mine.length - 1]
    let done: Comment
    let what: string
    if (!last) {
      done = (await http.send({ method: 'POST', path: `${where}/${pr.number}/comments`, body: { body } })).body as Comment
      what = 'posted'
    } else if (last.body === body) {
      done = last
      what = 'unchanged'
    } else {
      done = (await http.send({ method: 'PATCH', path: `${where}/comments/${last.id}`, body: { body } })).body as Comment
      what = 'edited'
    }
    const url = typeof done?.html_url === 'string' ? done.html_url : ''
    core.setOutput('comment-url', url)
    core.info(masker.safe(`comment: the plan is on pull request #${pr.number} (${what}${url ? `: ${url}` : ''})`))
    return true
  } catch (e) {
    const message = describeError(e, masker)
    if (refused(e)) {
      core.notice(
        `comment: the token may not comment on this pull request (${message}); a pull request from a fork gets a read-only token. No comment posted: the plan is in the log and the job summary`
      )
      return true
    }
    core.warning(`comment: the plan could not be posted on the pull request: ${message}`)
    return false
  } finally {
    await http?.close().catch(() => undefined)
  }
}
