// A webhook's events as each server keeps and answers them. Both read the `events` of a create or
// an edit into switches (routers/api/v1/utils/hook.go: a group's name turns on the group and all
// its parts, `<group>_only` the group's own switch, no events is push) and answer the names of the
// switches that are on (models/webhook EventsArray). They answer the pull-request review switch
// differently: Gitea 1.25/1.26 as `pull_request_review`; Forgejo 14/15 as
// `pull_request_review_approved` and `_rejected`, and its `pull_request_review_comment` follows the
// pull-request comment switch (EventCheckers pairs it with HasPullRequestCommentEvent). A file is
// compared the way its variant will answer it, so a plan right after an apply is empty on both.
import type { Variant } from '../registry/index.js'

/** The parts a group's name turns on (both variants' creates read these names). */
export const ISSUE_PARTS = ['issue_assign', 'issue_label', 'issue_milestone', 'issue_comment']
export const PULL_PARTS = [
  'pull_request_assign',
  'pull_request_label',
  'pull_request_milestone',
  'pull_request_comment',
  'pull_request_review',
  'pull_request_review_request',
  'pull_request_sync'
]

/**
 * Names a server answers that its create does not read (Forgejo's answer; a file dumped from it),
 * and the switch each stands for on that variant. Sent as the switch's own name.
 */
const ANSWER_ONLY: Record<Variant, Record<string, string>> = {
  gitea: {
    // Gitea's HasEvent counts all three as the review switch.
    pull_request_review_approved: 'pull_request_review',
    pull_request_review_rejected: 'pull_request_review',
    pull_request_review_comment: 'pull_request_review'
  },
  forgejo: {
    pull_request_review_approved: 'pull_request_review',
    pull_request_review_rejected: 'pull_request_review',
    pull_request_review_comment: 'pull_request_comment'
  }
}

/** The names a variant answers for one switch that is on. */
const ANSWERED_AS: Record<Variant, Record<string, string[]>> = {
  gitea: {},
  forgejo: {
    pull_request_review: ['pull_request_review_approved', 'pull_request_review_rejected'],
    pull_request_comment: ['pull_request_comment', 'pull_request_review_comment']
  }
}

const lowerList = (e: unknown[]) => e.map(x => String(x).toLowerCase())

/**
 * The events to send for a file's `events` on this variant: each as given, but a name only the
 * server's answer has (a dumped file's) as the switch it stands for, which the create reads.
 */
export function sentEvents(events: unknown[], variant: Variant = 'gitea'): string[] {
  return [...new Set(lowerList(events).map(e => ANSWER_ONLY[variant][e] ?? e))]
}

/**
 * What the variant answers for a hook made with `events` (sorted): groups as their parts, the
 * review and comment switches under the variant's names. Events it does not know (a newer
 * server's) are kept as given. Anything but a list is returned as it is.
 */
export function sortedEvents(events: unknown, variant: Variant = 'gitea'): unknown {
  if (!Array.isArray(events)) return events
  const given = sentEvents(events, variant)
  const has = (x: string) => given.includes(x)
  const on = new Set<string>(given.length === 0 ? ['push'] : [])
  const group = (name: string, parts: string[]) => {
    if (has(name) || has(`${name}_only`)) on.add(name)
    for (const p of parts) if (has(p) || has(name)) on.add(p)
  }
  group('issues', ISSUE_PARTS)
  group('pull_request', PULL_PARTS)
  const grouped = new Set(['issues', 'issues_only', 'pull_request', 'pull_request_only', ...ISSUE_PARTS, ...PULL_PARTS])
  for (const e of given) if (!grouped.has(e)) on.add(e)
  return [...new Set([...on].flatMap(s => ANSWERED_AS[variant][s] ?? [s]))].sort()
}

/** A server's answer as it is compared: its names, lower case, sorted (the switches are already expanded). */
export function answeredEvents(events: unknown): unknown {
  return Array.isArray(events) ? [...new Set(lowerList(events))].sort() : events
}

/**
 * A server's answer as a file writes it (a dump): a group's own switch without all of its parts
 * (a hook made with `pull_request_only`, or in the web UI) is written `<group>_only`, since the
 * group's name in a file turns on all its parts. The rest as answered.
 */
export function dumpedEvents(events: unknown): unknown {
  const answered = answeredEvents(events)
  if (!Array.isArray(answered)) return answered
  const has = (x: string) => answered.includes(x)
  const whole = (name: string) => {
    const parts = name === 'issues' ? ISSUE_PARTS : PULL_PARTS.filter(p => p !== 'pull_request_review')
    // The review switch is answered under either variant's names.
    const review = name === 'issues' || has('pull_request_review') || has('pull_request_review_approved')
    return parts.every(has) && review
  }
  return answered.map(e => ((e === 'issues' || e === 'pull_request') && !whole(e) ? `${e}_only` : e)).sort()
}
