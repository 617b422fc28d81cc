// Webhook `events`: the server matches the names it knows and silently drops the others, so a
// typo (`pushh`) creates a hook that never fires. The names each variant's API reads when it
// creates or edits a hook (Gitea 1.26 and Forgejo 15, routers/api/v1/utils/hook.go and
// services/webhook: `issues` and `pull_request` stand for all their sub-events).
import { UsageError } from '../errors.js'
import type { Operation, Variant, VariantSetting } from '../registry/types.js'
import { ISSUE_PARTS, PULL_PARTS } from '../state/hook-events.js'
import { didYouMean } from './words.js'

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

export const HOOK_EVENTS: Record<Variant, readonly string[]> = {
  gitea: [...COMMON, 'package', 'status', 'workflow_job'],
  forgejo: COMMON
}

/** Throws a usage error (nothing sent) for an event name the variant does not accept. */
export function checkHookEvents(op: Operation, params: Record<string, unknown>, variant: VariantSetting): void {
  if (op.name !== 'hooks_create' && op.name !== 'hooks_edit') return
  const fields = params.json_fields as Record<string, unknown> | undefined
  const [flag, events] = Array.isArray(params.events)
    ? ['--events', params.events as unknown[]]
    : Array.isArray(fields?.events)
      ? ['--json-fields events', fields.events as unknown[]]
      : [undefined, undefined]
  if (!flag || !events) return
  const known = variant === 'auto' ? [...new Set([...HOOK_EVENTS.gitea, ...HOOK_EVENTS.forgejo])] : [...HOOK_EVENTS[variant]]
  const where = variant === 'auto' ? 'Gitea or Forgejo' : variant === 'gitea' ? 'Gitea' : 'Forgejo'
  for (const e of events) {
    const name = String(e)
    if (known.some(k => k.toLowerCase() === name.toLowerCase())) continue
    throw new UsageError(
      `${flag}: "${name}" is not a webhook event ${where} knows (the hook would never fire for it)${didYouMean(name, known)}; events: ${known.join(', ')}`
    )
  }
}
