// The checks every front end shares: "did you mean" lists, json_fields keys and param validation,
// before any request. No domain's operations are imported here: a process that loads one domain
// (load.ts) validates with this module alone.
import type * as z from './zod.js'
import { UsageError } from '../errors.js'
import { clip, hasLoneSurrogate } from '../text.js'
import { OPTION_FIELDS } from './generated/option-fields.js'
import { DOMAINS, VARIANTS, isComposite, needsAdmin, type Domain, type Operation, type Route, type Variant } from './types.js'

/** Edit distance, for "did you mean" lists. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
  }
  return row[b.length]
}

/** Up to `n` candidates closest to `word`, best first. */
export function closest(word: string, candidates: readonly string[], n = 3): string[] {
  return [...candidates]
    .map(c => ({ c, d: c.includes(word) || word.includes(c) ? 0.5 : distance(word, c) }))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, n)
    .map(x => x.c)
}

/**
 * The error for an action the domain does not have, naming the domain that has it (`namesOf`: the
 * operation names of each domain) or the closest names of this one.
 */
export function unknownAction(domain: Domain, action: string, namesOf: (d: Domain) => readonly string[]): UsageError {
  // `get` in orgs is orgs_get (users' get, a user, is not what was meant there).
  const prefixed = `${domain}_${action}`
  if (namesOf(domain).includes(prefixed))
    return new UsageError(`unknown ${domain} action "${clip(action, 60)}"; did you mean "${prefixed}"?`)
  const other = DOMAINS.find(d => d !== domain && namesOf(d).includes(action))
  if (other)
    return new UsageError(
      `unknown ${domain} action "${clip(action, 60)}": it is ${/^[aeio]/.test(other) ? 'an' : 'a'} ${other} action; set domain ${other}` +
        (needsAdmin(other) ? ` (${other} actions need an instance-admin token)` : '')
    )
  return new UsageError(
    `unknown ${domain} action "${clip(action, 60)}"; closest: ${closest(action.slice(0, 200), namesOf(domain)).join(', ')}`
  )
}

/** The body definitions whose fields `json_fields` may set for this operation. */
export function jsonFieldDefinitions(op: Operation, variant: Variant): string[] {
  const b = op.routes[variant]
  if (!b) return []
  const routes: Route[] = isComposite(b) ? b.steps : [b]
  return routes.flatMap(r => (r.jsonFields ? [r.jsonFields] : []))
}

/** Field names `json_fields` accepts on the variant, or on either variant when it is not known yet. */
export function acceptedJsonFields(op: Operation, variant?: Variant): string[] {
  const variants: Variant[] = variant ? [variant] : (Object.keys(op.routes) as Variant[])
  const set = new Set<string>()
  for (const v of variants) for (const def of jsonFieldDefinitions(op, v)) for (const f of OPTION_FIELDS[v]?.[def]?.fields ?? []) set.add(f)
  return [...set].sort()
}

/** Whether the variants' options behind `json_fields` accept different fields (then the variant decides what is refused). */
export function jsonFieldsVary(op: Operation): boolean {
  const [gitea, forgejo] = VARIANTS.map(v => (op.routes[v] ? acceptedJsonFields(op, v).join(',') : undefined))
  return gitea !== undefined && forgejo !== undefined && gitea !== forgejo
}

/** Throws when `json_fields` holds a key the API would silently drop. */
export function checkJsonFields(op: Operation, params: Record<string, unknown>, variant?: Variant): void {
  const given = params.json_fields
  if (given === undefined || given === null) return
  const accepted = acceptedJsonFields(op, variant)
  if (accepted.length === 0) return
  const keys = Object.keys(given as object)
  const unknown = keys.filter(k => !accepted.includes(k))
  if (unknown.length > 0)
    throw new UsageError(
      `${op.name}: json_fields has ${unknown.length === 1 ? 'a key' : 'keys'} the API does not accept` +
        `${variant ? ` on ${variant}` : ''}: ${unknown.join(', ')}` +
        ` (did you mean ${unknown.map(k => closest(k, accepted, 1)[0]).join(', ')}?); valid keys: ${accepted.join(', ')}`
    )
  // A direct call sends json_fields as the body, with the fields its params fill: the definition's
  // required fields must be among them.
  const variants: Variant[] = variant ? [variant] : (Object.keys(op.routes) as Variant[])
  for (const v of variants) {
    const b = op.routes[v]
    if (!b || isComposite(b) || !b.jsonFields) continue
    const filled = Object.entries(b.body ?? {})
      .filter(([, param]) => params[param] !== undefined)
      .map(([field]) => field)
    const missing = (OPTION_FIELDS[v]?.[b.jsonFields]?.required ?? []).filter(f => !keys.includes(f) && !filled.includes(f))
    if (missing.length > 0) throw new UsageError(`${op.name}: json_fields must include ${missing.join(', ')}`)
  }
}

/** The JSON type name of a value, for "expected X, got Y" (never the value: it may be a secret). */
function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v
}

/** The raw value at a zod issue's path (zod 4 keeps the input on an issue only with reportInput). */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v = raw
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined
  return v
}

/** A zod issue as one line naming the param; never quotes the value (it may be a secret). */
function describeIssue(op: Operation, issue: z.core.$ZodIssue, raw: unknown): string {
  const path = clip(issue.path.map(String).join('.'), 80)
  if (issue.code === 'unrecognized_keys') {
    const valid = Object.keys(op.params.shape)
    return issue.keys.map(k => `unknown param "${clip(k, 60)}" (did you mean "${closest(k.slice(0, 200), valid, 1)[0]}"?)`).join('; ')
  }
  if (issue.code === 'invalid_type') {
    const got = valueAt(raw, issue.path)
    return got === undefined
      ? `missing required param "${path}"`
      : `param "${path}" has the wrong type: expected ${issue.expected}, got ${typeName(got)}`
  }
  return `param "${path}": ${issue.message}`
}

export interface ValidatedParams {
  params: Record<string, unknown>
  warnings: string[]
}

/** How deep a param value may nest (json_fields is the deepest: an option record of lists). */
export const MAX_PARAM_DEPTH = 32

/**
 * Refuses what no schema check names well: values nested deeper than MAX_PARAM_DEPTH (they would
 * overflow the stack on the way out) and strings or keys with a lone UTF-16 surrogate (they cannot
 * be encoded in a URL or sent as UTF-8). Iterative: the input may be nested arbitrarily deep.
 */
function checkShape(op: Operation, raw: Record<string, unknown>): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = Object.entries(raw).map(([k, v]) => ({
    value: v,
    path: k,
    depth: 1
  }))
  const named = (path: string) => clip(path, 80)
  for (const k of Object.keys(raw))
    if (hasLoneSurrogate(k)) throw new UsageError(`${op.name}: a param name is not valid text (a lone UTF-16 surrogate)`)
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value))
        throw new UsageError(`${op.name}: param "${named(path)}" is not valid text: it holds a lone UTF-16 surrogate (half of a character)`)
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_PARAM_DEPTH)
      throw new UsageError(`${op.name}: param "${named(path.split('.')[0])}" is nested deeper than ${MAX_PARAM_DEPTH} levels`)
    for (const [k, v] of Object.entries(value)) {
      if (hasLoneSurrogate(k))
        throw new UsageError(`${op.name}: param "${named(path)}" has a key that is not valid text (a lone UTF-16 surrogate)`)
      stack.push({ value: v, path: `${path}.${k}`, depth: depth + 1 })
    }
  }
}

/** Validates raw params (from JSON, flags, ...) against the operation's schema. No I/O. */
export function validateParams(op: Operation, raw: unknown): ValidatedParams {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new UsageError(`${op.name}: params must be a JSON object`)
  checkShape(op, raw as Record<string, unknown>)
  const parsed = op.params.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(i => describeIssue(op, i, raw))
    const required = Object.entries(op.params.shape)
      .filter(([, s]) => !(s as z.ZodMiniType).safeParse(undefined).success)
      .map(([k]) => k)
    throw new UsageError(
      `${op.domain} action ${op.name}: ${lines.join('; ')}` +
        ` (required: ${required.join(', ') || 'none'}; optional: ${Object.keys(op.params.shape)
          .filter(k => !required.includes(k))
          .join(', ')})`
    )
  }
  const params = parsed.data as Record<string, unknown>
  checkJsonFields(op, params)
  return { params, warnings: op.warnings?.(raw as Record<string, unknown>) ?? [] }
}
