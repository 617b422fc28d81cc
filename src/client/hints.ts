// Known causes of error answers (authentication, token scopes, absent routes, conflicts), each with what to do about it.
import type { HttpRequest } from './types.js'

/** The token scope category a path needs (admin, repository, organization or user). */
export function scopeCategory(path: string): string {
  if (path.startsWith('/admin')) return 'admin'
  if (path.startsWith('/user/starred') || /^\/users\/[^/]+\/repos/.test(path)) return 'repository'
  if (path.startsWith('/orgs') || path.startsWith('/teams')) return 'organization'
  return 'user'
}

export function hintFor(
  req: Pick<HttpRequest, 'method' | 'path' | 'auth'>,
  status: number,
  message: string | undefined,
  headers: Record<string, string>
): string | undefined {
  const m = (message ?? '').toLowerCase()
  const access = `${req.method === 'GET' ? 'read' : 'write'}:${scopeCategory(req.path)}`
  // The API answers in JSON (or plain text); an HTML page comes from something in front of it.
  if (m.startsWith('an html page') && (status < 300 || status >= 400))
    return 'the answer is an HTML page, not the API: check server-url (the forge itself, with any sub-path) and any proxy, SSO or maintenance page in front of the server'
  if (status === 401 && req.auth === 'basic')
    return 'this endpoint needs basic auth with a real password (username + password, plus otp with two-factor auth); a token is refused here'
  if (status === 401 && m.includes('otp')) return 'the account has two-factor auth: pass the current code as otp'
  if (status === 401) return 'the credentials were refused: check that the token (or username/password) is valid and not expired'
  if (status === 403 && m.includes('site admin'))
    return "the token belongs to a user who is not an instance admin; admin actions need an admin's token"
  if (status === 403 && m.includes('scope')) return `the token lacks the scope this call needs: use a token with ${access} (or broader)`
  if (status === 403 && m.includes('change your password'))
    return 'the account must change its password first (must_change_password is set); clear it with users_edit'
  if (status === 403 && m.includes('public-only')) return 'public-only tokens cannot use this endpoint'
  if (status === 404 && (headers['content-type'] ?? '').startsWith('text/plain') && m.includes('404 page not found'))
    return 'the server has no such endpoint: the operation is absent on this server variant or version, or the feature is disabled (e.g. quota, heatmap)'
  if (status === 404) return 'not found: check the names and ids (private users and repositories also answer 404)'
  if (status === 409 || (status === 422 && m.includes('exist'))) return 'it already exists'
  if (status === 400 && m.includes('must have a scope')) return 'pass scopes, e.g. ["read:user"]'
  if (status >= 300 && status < 400) return 'the server redirected: set server-url to the final address (including https and any sub-path)'
  if (status === 500 && m.includes('no such column: badge.slug'))
    return 'Gitea 1.25 cannot remove badges through the API (its handler queries a column the badge table lacks); Gitea 1.26 can'
  if (status >= 500) return 'the server failed; its log has the cause (admins see the message in full)'
  return undefined
}
