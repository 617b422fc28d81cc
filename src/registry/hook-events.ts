// Webhook events, forge knowledge that every front end and the state engine take from here: the
// names each variant reads (a name it does not know is silently dropped, so a typo such as `pushh`
// makes a hook that never fires: refused before anything is sent), and how each keeps and answers
// them.
//
// The names each variant's API reads when it creates or edits a hook (Gitea 1.26 and Forgejo 15,
// routers/api/v1/utils/hook.go and services/webhook: `issues` and `pull_request` stand for all their
// sub-events). As each server keeps and answers them: Both read the `events` of a create or
// an edit into switches (routers/api/v1/utils/hook.go: a group's name turns on the group and all
// its parts, `<group>_only` the group's own switch, no events is push) and answer the names of the
// switches that are on (models/webhook EventsArray). They answer the pull-request review switch
// differently: Gitea 1.25/1.26 as `pull_request_review`; Forgejo 14/15 as
// `pull_request_review_approved` and `_rejected`, and its `pull_request_review_comment` follows the
// pull-request comment switch (EventCheckers pairs it with HasPullRequestCommentEvent). A file is
// compared the way its variant will answer it, so a plan right after an apply is empty on both.
import { UsageError } from '../errors.js'
import type { Operation, Variant, VariantSetting } from './types.js'
import { closest } from './validate.js'

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

const COMMON = [
  'create',
  'delete',
  'fork',
  'push',
  'repository',
  'release',
  'wiki',
  'issues',
  'issues_only',
  ...ISSUE_PARTS,
  'pull_request',
  'pull_request_only',
  ...PULL_PARTS
]

/** The event names each variant's create and edit read. */
export const HOOK_EVENTS: Record<Variant, readonly string[]> = {
  gitea: [...COMMON, 'package', 'status', 'workflow_job'],
  forgejo: COMMON
}

/** How a front end words "did you mean …?" for a name among the known ones (by default the closest). */
type DidYouMean = (name: string, known: readonly string[]) => string

/**
 * The first name of `events` the variant does not accept (the server would drop it silently), its
 * index and what is wrong with it; nothing when every name is known.
 */
export function unknownHookEvent(
  events: readonly unknown[],
  variant: VariantSetting,
  didYouMean: DidYouMean = (name, known) => `; did you mean "${closest(name, known, 1).join('')}"?`
): { index: number; detail: string } | undefined {
  const known = variant === 'auto' ? [...new Set([...HOOK_EVENTS.gitea, ...HOOK_EVENTS.forgejo])] : [...HOOK_EVENTS[variant]]
  const where = variant === 'auto' ? 'Gitea or Forgejo' : variant === 'gitea' ? 'Gitea' : 'Forgejo'
  const index = events.findIndex(e => !known.some(k => k.toLowerCase() === String(e).toLowerCase()))
  if (index < 0) return undefined
  const name = String(events[index])
  return {
    index,
    detail: `"${name}" is not a webhook event ${where} knows (the hook would never fire for it)${didYouMean(name, known)}; events: ${known.join(', ')}`
  }
}

/**
 * Throws a usage error (nothing sent) for an event name the variant does not accept, in a hook's
 * create (`events`) or edit (`json_fields.events`): the runner of operations checks every call
 * (all front ends), the CLI also each item of a bulk run before the first is sent, and a plan every
 * hook of the state file (at its file:line).
 */
export function checkHookEvents(
  op: Operation,
  params: Record<string, unknown>,
  variant: VariantSetting,
  how: {
    /** The param as the caller's front end spells it (the CLI's `--events`). */
    label?: (param: 'events' | 'json_fields.events') => string
    didYouMean?: DidYouMean
  } = {}
): void {
  const given = eventsOf(op, params)
  const wrong = given && unknownHookEvent(given.events, variant, how.didYouMean)
  if (given && wrong) throw new UsageError(`${how.label ? how.label(given.param) : given.param}: ${wrong.detail}`)
}

/** A hook's create or edit's events, and the param that holds them. */
function eventsOf(
  op: Operation,
  params: Record<string, unknown>
): { param: 'events' | 'json_fields.events'; events: unknown[] } | undefined {
  if (op.name !== 'hooks_create' && op.name !== 'hooks_edit') return undefined
  const fields = params.json_fields as Record<string, unknown> | undefined
  if (Array.isArray(params.events)) return { param: 'events', events: params.events }
  if (Array.isArray(fields?.events)) return { param: 'json_fields.events', events: fields.events }
  return undefined
}

/** Whether the call's events name one that only one variant knows: then the server is asked which it is. */
export function hookEventsVary(op: Operation, params: Record<string, unknown>): boolean {
  const knows = (v: Variant, e: unknown) => HOOK_EVENTS[v].includes(String(e).toLowerCase())
  return eventsOf(op, params)?.events.some(e => knows('gitea', e) !== knows('forgejo', e)) ?? false
}

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
  return [...new Set(lowerList(events).map(e => sentName(e, variant)))]
}

/** One name of a file's `events` as it is sent: a name only the server's answer has as the switch it stands for. */
export function sentName(event: unknown, variant: Variant): string {
  const e = String(event).toLowerCase()
  return ANSWER_ONLY[variant][e] ?? e
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
