// Request building: a route and its params made into one HTTP request (the path's placeholders
// filled and encoded, the query and the body from the params the route names).
import { UsageError } from '../errors.js'
import type { Route } from '../registry/types.js'
import { hasLoneSurrogate } from '../text.js'
import type { HttpRequest } from './types.js'

/**
 * A route's request for the given params (path placeholders filled and encoded). For a plan, a
 * placeholder that only an earlier answer fills (a team id) stays as `{name}`.
 */
export function buildRequest(route: Route, p: Record<string, unknown>, plan = false): HttpRequest {
  const path = route.path.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = p[key]
    if (v === undefined || v === null || v === '') {
      if (plan) return whole
      throw new UsageError(`missing required param "${key}"`)
    }
    const s = String(v)
    // `.` and `..` are path segments URLs resolve (`/admin/users/../rename` is `/admin/rename`):
    // no user, org, repo, key or secret is named so.
    if (s === '.' || s === '..')
      throw new UsageError(`param "${key}" cannot be "${s}": no name is "${s}" and it would change the request's path`)
    if (hasLoneSurrogate(s))
      throw new UsageError(`param "${key}" is not valid text: it holds a lone UTF-16 surrogate (half of a character)`)
    return encodeURIComponent(s)
  })
  if (!plan && !routePattern(route).test(path))
    throw new Error(`internal: the request path for ${route.method} ${route.path} does not match its route`)
  const query: Record<string, string> = {}
  for (const [wire, param] of Object.entries(route.query ?? {})) if (p[param] !== undefined) query[wire] = String(p[param])
  let body: Record<string, unknown> | undefined
  if (route.body || route.constBody || route.jsonFields) {
    body = { ...route.constBody }
    for (const [wire, param] of Object.entries(route.body ?? {})) if (p[param] !== undefined) body[wire] = p[param]
    if (route.jsonFields) Object.assign(body, p.json_fields as object)
  }
  return {
    method: route.method,
    path,
    ...(route.root ? { root: true } : {}),
    query,
    body,
    auth: route.auth ?? 'token',
    text: route.response === 'text',
    ...(route.minTimeoutSeconds ? { minTimeoutMs: route.minTimeoutSeconds * 1000 } : {}),
    expect: route.response === 'text' ? 'text' : route.response === 'none' || route.response === 'presence' ? 'none' : 'json'
  }
}

const patterns = new WeakMap<Route, RegExp>()
/** A route's path template as a pattern: each placeholder is one encoded segment, never `.` or `..`. */
function routePattern(route: Route): RegExp {
  let re = patterns.get(route)
  if (!re) {
    const escaped = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    re = new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '(?!\\.\\.?(?:/|$))[^/?#]+')}$`)
    patterns.set(route, re)
  }
  return re
}
