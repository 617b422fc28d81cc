// Outcome shaping: what a call hands back to its front end (the formatted or raw answer, whether
// it changed anything, why it was skipped) and the credentials every front end masks.
import type { Operation, RawResponse, Route, Variant } from '../registry/types.js'
import { credentialValues, formatResult, rowFormatter } from './format.js'
import { totalOf, type RowShaper } from './pagination.js'
import { routesOf } from './variant-rules.js'

export interface PlannedRequest {
  variant: Variant | 'any'
  method: string
  url: string
  body?: unknown
  /** The user the request acts as (the `Sudo` header). */
  sudo?: string
}

export interface OperationResult {
  domain: string
  action: string
  variant?: Variant
  /** HTTP status of the (last) call; 0 for a dry run. */
  status: number
  result: unknown
  /** The total the server reports for a list, where it reports one. */
  totalCount?: number
  /** Whether the call changed something on the server (false for reads, skips, no-op updates). */
  changed: boolean
  /** Why nothing was done: the target existed (on-exists: skip) or was missing (on-missing: skip). */
  skipped?: 'exists' | 'missing'
  warnings: string[]
  /** Credential values met in params or answers: every front end masks these before printing. */
  credentials: string[]
  dryRun?: PlannedRequest[]
}

/**
 * The value a front end hands back as the call's result: the formatted (or raw) answer, or for a dry
 * run the planned requests. The action's `result` output and the MCP envelope's `result` are this.
 */
export function resultValue(res: OperationResult): unknown {
  return res.dryRun ?? res.result ?? null
}

/** Values at `a.b` paths of params that are declared secret (password, secret values). */
export function secretParamValues(op: Operation, raw: unknown): string[] {
  const out: string[] = []
  for (const path of op.secretParams ?? []) {
    let v: unknown = raw
    for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined
    if (typeof v === 'string' && v) out.push(v)
  }
  return out
}

/** An operation that only reads: every route of every variant is a GET. */
export function isRead(op: Operation): boolean {
  return Object.values(op.routes).every(b => !b || routesOf(b).every(r => r.method === 'GET'))
}

/** What one call's outcome is shaped by: the operation, raw or formatted, and what it gathers on the way. */
export interface Shaping {
  op: Operation
  rawJson: boolean
  /** The credentials met (secret params, then answers): the answers' are added as they are read. */
  credentials: string[]
  warnings: string[]
  /** The route of a one-route operation: where its list's total is read. */
  route?: Route
}

/**
 * How a list formatted row by row is kept as its pages arrive: each page's credentials read from
 * its full records first, in the same order as from the whole list. Undefined where the result is
 * not formatted row by row.
 */
export function rowShaper(s: Shaping): RowShaper | undefined {
  const row = rowFormatter(s.op.output, s.rawJson)
  return row && { row, credentials: page => keepCredentials(s, page) }
}

function keepCredentials(s: Shaping, body: unknown): void {
  for (const c of credentialValues(s.op.output, body)) s.credentials.push(c)
}

/** The result of a call whose answer was `response` with `body` (rows a shaper formatted already when `shaped`). */
export function outcome(
  s: Shaping,
  variant: Variant | undefined,
  response: RawResponse,
  body: unknown,
  changed: boolean,
  skipped?: 'exists' | 'missing',
  shaped = false
): OperationResult {
  const { op } = s
  // A list route may answer `null` for no rows (Forgejo 15's job lists): it is an empty list.
  if (op.output.kind === 'list' && body === null && !skipped) body = []
  if (!shaped) keepCredentials(s, body)
  return {
    domain: op.domain,
    action: op.name,
    variant,
    status: response.status,
    result: shaped ? body : formatResult(op.output, body, s.rawJson),
    totalCount: totalOf(s.route, response),
    changed,
    ...(skipped ? { skipped } : {}),
    warnings: s.warnings,
    credentials: s.credentials
  }
}
