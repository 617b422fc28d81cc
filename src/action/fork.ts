// A pull request from a fork, told from the event payload: its author controls the state file the
// run checks out (with pull_request_target, the workflow runs with the base repository's secrets),
// but may not see what the step's token reads. So such a run never applies, and plans only when
// the workflow opts in (`fork-pull-requests: plan-redacted`), then showing no server value (see
// redactPlan). A run whose payload cannot tell (no head or base repository, no head branch: an AGit
// pull request) counts as a fork's.
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { UsageError } from '../errors.js'

/** The `fork-pull-requests` input: refuse (the default) or plan, redacted. */
export type ForkPolicy = 'refuse' | 'plan-redacted'

/** The events whose payload carries a pull request (Gitea and Forgejo name them as GitHub does). */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']

interface RepoRef {
  full_name?: unknown
}
interface Payload {
  pull_request?: { head?: { label?: unknown; repo?: RepoRef | null }; base?: { repo?: RepoRef | null } }
}

export function readForkPolicy(): ForkPolicy {
  const v = core.getInput('fork-pull-requests').trim().toLowerCase()
  if (v === '' || v === 'refuse') return 'refuse'
  if (v === 'plan-redacted') return 'plan-redacted'
  throw new UsageError('input fork-pull-requests must be refuse or plan-redacted')
}

/**
 * Whether the run is for a pull request whose head is not the base repository: a pull_request*
 * event (or any payload with a pull request) whose head and base repositories are not both named
 * and the same, or whose head has no branch name (`label`). Gitea and Forgejo answer an AGit pull
 * request (pushed to refs/for/BRANCH by anyone who may read the repository, no fork needed) with
 * the base as its head repository and an empty label (services/convert/pull.go): its author is no
 * more trusted than a fork's. Read from GITHUB_EVENT_PATH; an unreadable payload of a pull_request*
 * event counts.
 */
export function isForkPullRequest(env: NodeJS.ProcessEnv = process.env): boolean {
  const byName = PULL_REQUEST_EVENTS.includes(env.GITHUB_EVENT_NAME ?? '')
  let payload: Payload | undefined
  try {
    payload = env.GITHUB_EVENT_PATH ? (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Payload) : undefined
  } catch {
    payload = undefined
  }
  const pr = payload && typeof payload === 'object' ? payload.pull_request : undefined
  if (!pr || typeof pr !== 'object') return byName
  const head = pr.head?.repo?.full_name
  const base = pr.base?.repo?.full_name
  const branch = pr.head?.label
  const sameRepository = typeof head === 'string' && typeof base === 'string' && head !== '' && head.toLowerCase() === base.toLowerCase()
  return !(sameRepository && typeof branch === 'string' && branch !== '')
}

/**
 * What a state action may do in this run: throws for a fork's pull request unless the workflow
 * opted in to a redacted plan; true when the plan must be redacted.
 */
export function forkGate(action: 'plan' | 'apply', policy: ForkPolicy, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isForkPullRequest(env)) return false
  if (action === 'apply')
    throw new UsageError(
      'a pull request from a fork (or one whose event payload does not name the same head and base repository) is never applied: apply on push to the base branch'
    )
  if (policy === 'refuse')
    throw new UsageError(
      "a pull request from a fork (or one whose event payload does not name the same head and base repository): its state file is not planned with this step's token, whose reads its author may not see. Set fork-pull-requests: plan-redacted to plan it showing only which collections and fields would change (no object name, no value), or plan on push"
    )
  return true
}
