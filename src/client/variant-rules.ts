// Which route of an operation a call sends: the variant's binding and its steps, whether the
// variant must be asked of the server, params only one variant takes, and the release rules (a
// route `since` a release gives way to its `older` route on an older server).
import { UsageError } from '../errors.js'
import { hookEventsVary } from '../registry/hook-events.js'
import { jsonFieldsVary } from '../registry/validate.js'
import { VARIANTS, isComposite, type Binding, type Operation, type Route, type Variant } from '../registry/types.js'
import { atLeast } from './variant.js'

export const VARIANT_NAMES: Record<Variant, string> = { gitea: 'Gitea', forgejo: 'Forgejo' }

/** The requests a binding is made of: its steps, or the route itself. */
export function routesOf(b: Binding): Route[] {
  return isComposite(b) ? b.steps : [b]
}

/** Whether the operation needs the variant: its routes differ, or it is absent on one. */
export function needsVariant(op: Operation): boolean {
  return op.routes.gitea !== op.routes.forgejo
}

/**
 * Whether this call needs the variant: the operation's routes differ, or a param given is one
 * only some variants take, or json_fields or webhook events differ between the variants (a
 * Forgejo field or event given to Gitea would be dropped silently).
 */
export function callNeedsVariant(op: Operation, validated: Record<string, unknown>): boolean {
  return (
    needsVariant(op) ||
    Object.keys(op.variantParams ?? {}).some(param => validated[param] !== undefined) ||
    (validated.json_fields !== undefined && jsonFieldsVary(op)) ||
    hookEventsVary(op, validated)
  )
}

/** The variant a call that does not need to ask runs as: the one given, else the first that has the operation. */
export function anyVariant(op: Operation, known: Variant | undefined): Variant {
  return known ?? VARIANTS.find(v => op.routes[v])!
}

/** Refuses params given that the variant does not take (`variantParams`). */
export function checkVariantParams(op: Operation, validated: Record<string, unknown>, variant: Variant): void {
  for (const [param, only] of Object.entries(op.variantParams ?? {}))
    if (validated[param] !== undefined && !only.variants.includes(variant))
      throw new UsageError(`${op.name}: ${param}: ${only.why}; leave it out on ${VARIANT_NAMES[variant]}`)
}

/** Whether any route of the binding depends on the server's release (has a `since`). */
export function dependsOnRelease(binding: Binding): boolean {
  return routesOf(binding).some(r => r.since !== undefined)
}

/**
 * The route the server has, for a server of `release`: a route with a `since` the release does not
 * reach gives way to its `older` route, or the operation is refused before anything is sent. An
 * unknown release counts as recent.
 */
export function routeForRelease(op: Operation, variant: Variant, release: string | undefined): (r: Route) => Route {
  const pick = (r: Route): Route => {
    if (!release || r.since === undefined || atLeast(release, r.since)) return r
    if (r.older) return pick(r.older)
    throw new UsageError(`${op.name} needs ${VARIANT_NAMES[variant]} ${r.since} (this server is ${release})`)
  }
  return pick
}

/** The refusal of an operation the variant does not have, with the registry's reason. */
export function absentError(op: Operation, variant: Variant): UsageError {
  const reason = op.absentReason?.[variant]
  return new UsageError(`${op.name} is not available on ${variant}${reason ? `: ${reason}` : ''}`)
}
