// Read-before-write: what a create or removal does about a target that exists or is missing
// (`on-exists: skip | error`, `on-missing: skip`): the look-up before the write, and the write's
// own answers that mean "it exists" or "it is not there". Also the scope a refused read of a write
// is told (the write's, not the read's).
import { ForgeError, UsageError } from '../errors.js'
import { isRemoval } from '../registry/idempotency.js'
import type { Operation, StepContext, Variant } from '../registry/types.js'
import { EXISTS_HINT, SCOPE_HINT_START, SKIP_EXISTING_HINT, saysExists, scopeHint, scopesNeeded } from './hints.js'

export interface TargetOptions {
  onExists?: 'fail' | 'skip' | 'error'
  onMissing?: 'fail' | 'skip'
}

/** What the look-up before a create found: the target is there (`found`, its record when known), or what is left to send. */
export type BeforeWrite = { exists: true; found: unknown } | { exists: false; send: Record<string, unknown> }

/**
 * on-exists: skip looks for the target first, or sends only what is missing; on-exists: error
 * looks first and refuses when the target is there (where the create has a look-up; elsewhere the
 * server's own refusal is the error, as with fail).
 */
export async function readBeforeWrite(
  op: Operation,
  opts: TargetOptions,
  ctx: StepContext,
  params: Record<string, unknown>
): Promise<BeforeWrite> {
  const lookFirst = opts.onExists === 'error' ? op.exists?.find : undefined
  if (lookFirst && (await lookFirst(ctx, params)) !== undefined)
    throw new UsageError(
      `${op.name}: it exists already, and on-exists error refuses a second one (nothing sent); on-exists skip keeps the existing one`
    )
  const exists = opts.onExists === 'skip' ? op.exists : undefined
  if (exists?.find) {
    const found = await exists.find(ctx, params)
    if (found !== undefined) return { exists: true, found }
  }
  if (exists?.missingOnly) {
    const left = await exists.missingOnly(ctx, params)
    if (!left) return { exists: true, found: undefined }
    return { exists: false, send: left }
  }
  return { exists: false, send: params }
}

/** The warning a skipped create says (tokens: the value cannot be shown again), if the operation has one. */
export function skipNote(op: Operation): string | undefined {
  return op.exists?.note ? `${op.name}: ${op.exists.note}` : undefined
}

/**
 * What the write's refusal `e` means for the call: the target exists (on-exists: skip, an answer
 * the operation declares so) or is missing (on-missing: skip, a removal's 404). Any other refusal
 * is thrown, "it already exists" from a create that on-exists can skip saying so.
 */
export function refusalMeans(e: unknown, op: Operation, opts: TargetOptions, variant: Variant): 'exists' | 'missing' {
  if (!(e instanceof ForgeError)) throw e
  const exists = opts.onExists === 'skip' ? op.exists : undefined
  if (exists?.answers?.[variant]?.some(a => a.status === e.status && a.message.test(e.serverMessage ?? ''))) return 'exists'
  if (e.status === 404 && opts.onMissing === 'skip' && isRemoval(op)) return 'missing'
  // The hint of a plain answer does not know the operation; an operation's own hint is kept.
  if (op.exists && opts.onExists !== 'skip' && e.hint === EXISTS_HINT && saysExists(e.status, e.serverMessage))
    throw new ForgeError(e.message, e.status, e.serverMessage, SKIP_EXISTING_HINT, { cause: e })
  throw e
}

/**
 * A read of an operation that changes something, refused for the token's scope: its hint names
 * the write scopes (see scopesNeeded), or the next try gets past the read to be refused at the write.
 */
export function writeScope(e: unknown): unknown {
  if (!(e instanceof ForgeError) || e.status !== 403 || !e.hint?.startsWith(SCOPE_HINT_START)) return e
  const path = /^[A-Z]+ (\S+) failed/.exec(e.message)?.[1] ?? ''
  return new ForgeError(e.message, e.status, e.serverMessage, scopeHint(scopesNeeded('POST', path, e.serverMessage, true)), { cause: e })
}
