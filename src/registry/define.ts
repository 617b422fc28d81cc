// Building blocks for registry entries: the common params of §4.1, and helpers that keep an entry
// to the data that differs from the next one.
import { z } from 'zod'
import type { Binding, Operation, Route, Variant } from './types.js'

const count = (what: string) =>
  z.number().int().min(0).default(0).describe(what)

/** `limit` / `page` of §4.1: 0 means the server default / the first page. */
export const paging = {
  limit: count('maximum number of items; 0 = server default'),
  page: count('page number; 0 = first page')
}

/** `sort` / `order` of §4.1 (repository lists). */
export const sorting = {
  sort: z
    .enum(['created', 'updated', 'stars', 'name'])
    .optional()
    .describe('sort repositories by created, updated, stars or name'),
  order: z.enum(['asc', 'desc']).optional().describe('asc or desc')
}

export const username = z.string().min(1).describe('user name')
export const name = (what: string) => z.string().min(1).describe(what)
export const id = (what = 'numeric id') =>
  z.number().int().positive().describe(what)
export const strings = (what: string) =>
  z.array(z.string().min(1)).min(1).describe(what)
export const jsonFields = (what: string) =>
  z.record(z.string(), z.unknown()).describe(what)

/** Every action's params: the given fields plus `raw_json`, unknown keys rejected. */
export function params<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject({
    ...shape,
    raw_json: z
      .boolean()
      .default(false)
      .describe('return the full record instead of the formatted fields')
  })
}

/** The same binding on both variants: the client then never needs to probe. */
export function both(binding: Binding): Record<Variant, Binding> {
  return { gitea: binding, forgejo: binding }
}

export const get = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'GET',
  path,
  ...extra
})
export const list = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'GET',
  path,
  paged: true,
  ...extra
})
export const del = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'DELETE',
  path,
  response: 'none',
  ...extra
})
export const put = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'PUT',
  path,
  response: 'none',
  ...extra
})
export const post = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'POST',
  path,
  ...extra
})
export const patch = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'PATCH',
  path,
  ...extra
})
/** A 204-or-404 check: the answer is `true` or `false`. */
export const presence = (path: string): Route => ({
  method: 'GET',
  path,
  response: 'presence'
})

export function operation(op: Operation): Operation {
  return op
}

// Formatted-output field sets shared by several operations (§2 rules 3–4).
export const FIELDS = {
  user: ['id', 'login', 'full_name', 'email', 'is_admin', 'active', 'created'],
  repo: ['id', 'full_name', 'private', 'description', 'html_url', 'stars_count', 'updated_at'],
  sshKey: ['id', 'title', 'fingerprint', 'key_type', 'read_only', 'created_at'],
  gpgKey: ['id', 'key_id', 'emails', 'can_sign', 'verified', 'created_at', 'expires_at'],
  hook: ['id', 'type', 'active', 'events', 'config.url', 'config.content_type'],
  oauth2: ['id', 'name', 'client_id', 'client_secret', 'redirect_uris', 'confidential_client', 'created'],
  email: ['email', 'verified', 'primary'],
  org: ['id', 'name', 'full_name', 'visibility'],
  runner: ['id', 'name', 'status', 'busy', 'disabled', 'labels', 'version'],
  job: ['id', 'name', 'status', 'conclusion', 'run_id', 'runs_on', 'runner_name', 'created_at'],
  run: ['id', 'display_title', 'status', 'conclusion', 'event', 'head_branch', 'run_number', 'started_at'],
  variable: ['name', 'data', 'description'],
  settings: ['full_name', 'website', 'description', 'location', 'language', 'theme', 'hide_email', 'hide_activity', 'diff_view_style']
} as const satisfies Record<string, readonly string[]>

export const fields = (set: readonly string[]) => [...set]
