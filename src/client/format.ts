// The formatted output: the common fields an operation declares, unless raw_json asks for
// the full record; and the credential values an answer holds.
import type { OutputSpec } from '../registry/types.js'
import { stripUserinfoOf } from '../url-credentials.js'

type Rec = Record<string, unknown>

function pick(record: unknown, fields: readonly string[]): unknown {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return record
  const out: Rec = {}
  for (const field of fields) {
    const [head, ...rest] = field.split('.')
    const value = (record as Rec)[head]
    if (value === undefined) continue
    if (rest.length === 0) out[head] = value
    else if (value && typeof value === 'object') {
      const inner = pick(value, [rest.join('.')]) as Rec
      if (Object.keys(inner).length > 0) out[head] = { ...((out[head] as Rec) ?? {}), ...inner }
    }
  }
  return out
}

export function formatResult(spec: OutputSpec, body: unknown, raw: boolean): unknown {
  if (spec.kind === 'none') return null
  if (spec.kind === 'boolean') return body === true
  const row = rowFormatter(spec, raw)
  if (row) return Array.isArray(body) ? body.map(row) : body
  if (raw || !spec.fields) return withoutUserinfo(spec, body) ?? null
  return shaped(spec, pick(withoutUserinfo(spec, body), spec.fields))
}

/** A record with the user-info taken out of its address fields (`addresses`), raw or not. */
function withoutUserinfo(spec: OutputSpec, record: unknown): unknown {
  if (!spec.addresses || !record || typeof record !== 'object' || Array.isArray(record)) return record
  const out: Rec = { ...(record as Rec) }
  for (const field of spec.addresses) if (Object.hasOwn(out, field)) out[field] = stripUserinfoOf(out[field])
  return out
}

/** A picked record as the operation presents it (`derive`), anything else as it is. */
function shaped(spec: OutputSpec, picked: unknown): unknown {
  if (!spec.derive || !picked || typeof picked !== 'object' || Array.isArray(picked)) return picked
  return spec.derive(picked as Rec)
}

/**
 * The formatting of one row of a list, where the result is formatted row by row (a `list` output
 * with fields, not raw): `formatResult` maps a list with it, and a paged list is formatted with it
 * page by page as it arrives, its full records dropped instead of kept until the last page.
 * Undefined where the result is the records as they are (with no address to clean) or not a
 * per-row mapping.
 */
export function rowFormatter(spec: OutputSpec, raw: boolean): ((row: unknown) => unknown) | undefined {
  if (spec.kind !== 'list') return undefined
  // Raw rows are the records as they are, but an address's user-info (a credential) is never kept.
  if (raw || !spec.fields) return spec.addresses ? row => withoutUserinfo(spec, row) : undefined
  const fields = spec.fields
  return row => shaped(spec, pick(withoutUserinfo(spec, row), fields))
}

/** Non-empty string values of the declared credential fields, in a record or a list of them. */
export function credentialValues(spec: OutputSpec, body: unknown): string[] {
  if (!spec.credentials?.length || !body || typeof body !== 'object') return []
  const rows = Array.isArray(body) ? body : [body]
  return rows.flatMap(r => spec.credentials!.map(f => (r as Rec)?.[f]).filter((v): v is string => typeof v === 'string' && v.length > 0))
}
