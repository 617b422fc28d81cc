// The dry run: the request(s) a call would send, described with secrets redacted and long values
// clipped; nothing is sent.
import { VARIANTS, isComposite, type Binding, type Operation, type Variant } from '../registry/types.js'
import { clip } from '../text.js'
import type { OperationResult, PlannedRequest } from './outcome.js'
import { buildRequest } from './request.js'
import type { HttpRequest } from './types.js'
import { VARIANT_NAMES, needsVariant, routesOf } from './variant-rules.js'

/** Dry run: the request(s) that would be sent, secrets redacted. Sends nothing. */
export function plan(
  op: Operation,
  validated: Record<string, unknown>,
  warnings: string[],
  credentials: string[],
  /** The variant given (else every variant the operation's routes differ on is shown). */
  knownVariant: Variant | undefined,
  /** A request's full URL on this server. */
  url: (req: HttpRequest) => string,
  sudo?: string
): OperationResult {
  // A plan describes the request: long values are shown clipped (a 10 MB value is not echoed).
  const params = clipStrings(op.prepare ? op.prepare(validated) : validated) as Record<string, unknown>
  for (const f of op.fileParams ?? []) params[f] = `<base64 of ${String(params[f])}>`
  const variants = knownVariant ? [knownVariant] : needsVariant(op) ? VARIANTS.filter(v => op.routes[v]) : [undefined]
  const planned: PlannedRequest[] = []
  for (const v of variants) {
    const binding = op.routes[v ?? VARIANTS.find(x => op.routes[x])!]!
    for (const route of isComposite(binding) && binding.sends ? binding.sends(params) : routesOf(binding)) {
      const req = buildRequest(route, params, true)
      if (route.paged)
        req.query = {
          page: String(Math.max(1, Number(params.page ?? 0))),
          ...(Number(params.limit) > 0 ? { limit: String(params.limit) } : {}),
          ...req.query
        }
      planned.push({
        variant: v ?? 'any',
        method: req.method,
        url: url(req),
        body: redact(req.body, credentials),
        ...(sudo && req.auth !== 'none' ? { sudo } : {})
      })
    }
  }
  // A route that depends on the release: what an older server gets instead.
  for (const v of variants) {
    const binding = v && op.routes[v]
    for (let r = binding && !isComposite(binding) ? binding : undefined; v && r?.since; r = r.older)
      warnings.push(
        `${op.name} on ${VARIANT_NAMES[v]} before ${r.since}: ${r.older ? `${r.older.method} ${r.older.path} instead` : 'refused (the server has no such route)'}`
      )
  }
  if (Object.values(op.routes).some(unforeseen))
    warnings.push(`${op.name} is several requests, some depending on earlier answers: ${describeSteps(op)}`)
  return {
    domain: op.domain,
    action: op.name,
    variant: knownVariant,
    status: 0,
    result: null,
    changed: false,
    warnings,
    credentials,
    dryRun: planned
  }
}

/** A composite whose requests depend on answers (it declares no `sends`): a dry run cannot show them all. */
const unforeseen = (b: Binding | undefined): boolean => b !== undefined && isComposite(b) && !b.sends

function describeSteps(op: Operation): string {
  return Object.entries(op.routes)
    .filter(([, b]) => unforeseen(b))
    .map(([v, b]) => `${v}: ${(b as { describe: string }).describe}`)
    .join('; ')
}

/** Replaces credential values anywhere in a body by `***`. */
function redact(body: unknown, secrets: string[]): unknown {
  if (body === undefined || secrets.length === 0) return body
  return JSON.parse(JSON.stringify(body), (_, v: unknown) =>
    typeof v === 'string' && (secrets.includes(v) || secrets.some(s => clip(s) === v)) ? '***' : v
  )
}

/** Every string in a value clipped for display (params are at most a few levels deep: validated). */
function clipStrings(value: unknown): unknown {
  if (typeof value === 'string') return clip(value)
  if (Array.isArray(value)) return value.slice(0, 50).map(clipStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 100)
        .map(([k, v]) => [clip(k, 100), clipStrings(v)])
    )
  return value
}
