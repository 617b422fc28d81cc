// Known causes of error answers (authentication, token scopes, absent routes, conflicts), each with
// what to do about it: the one hint module of every front end. Hints are written in the action's
// words (inputs such as `server-url`, `on-exists: skip`); `hintInWords` says them in the CLI's or
// the MCP tools' words.
import { CALL_OPTIONS, mcpParam } from '../registry/surface.js'
import type { HttpRequest } from './types.js'

export type FrontEnd = 'action' | 'cli' | 'mcp'

/**
 * The settings a hint names that each front end spells its own way. The CLI's flags for inputs
 * such as `server-url` and `timeout-seconds` are said by the CLI's word table (src/cli/words.ts).
 */
const WORDS: Array<{ action: RegExp; cli?: string; mcp: string }> = [
  // A per-call option's other choice (`set on-exists: skip`), in each front end's spelling of it.
  ...CALL_OPTIONS.flatMap(o =>
    o.type.kind === 'choice' && o.cli && o.mcp
      ? o.type.choices
          .filter(c => c !== o.default)
          .map(c => ({
            action: new RegExp(`\\bset ${o.name}: ${c}\\b`, 'g'),
            cli: `pass --${o.name} ${c}`,
            mcp: `pass ${mcpParam(o)}: "${c}"`
          }))
      : []
  ),
  { action: /\bset server-url\b/g, mcp: 'set SVC_SERVER_URL (svc mcp --server-url)' }
]

/** A hint (or a message holding one) in the words of a front end. */
export function hintInWords(text: string, frontEnd: FrontEnd): string {
  if (frontEnd === 'action') return text
  let out = text
  for (const w of WORDS) out = out.replace(w.action, w[frontEnd] ?? '$&')
  return out
}

/**
 * An answer saying the target of a create exists already (409, or 422 "... already exists"), not
 * that something it names is missing (422 "login source does not exist" of users_create).
 */
export function saysExists(status: number, message: string | undefined): boolean {
  return status === 409 || (status === 422 && /exist/i.test(message ?? '') && !/\b(?:not|n't) exist/i.test(message ?? ''))
}

/** The hint of an answer saying the target exists, where the operation is not known. */
export const EXISTS_HINT = 'it already exists'

/** The hint of a create whose target exists, for an operation that can skip it (on-exists). */
export const SKIP_EXISTING_HINT =
  'it already exists: to accept the existing one and change nothing, set on-exists: skip (a re-run then succeeds)'

/** A server URL that already ends in the API prefix, which svc adds itself; undefined otherwise. */
export function apiPrefixHint(base: URL): string | undefined {
  const path = base.pathname.replace(/\/+$/, '')
  if (!/\/api\/v1$/i.test(path)) return undefined
  return `the server URL ends in /api/v1, which svc adds itself: set server-url to the base URL, ${base.origin}${path.replace(/\/api\/v1$/i, '')}`
}

const KIND_OF_SEGMENT: Record<string, string> = { users: 'user', orgs: 'organization' }

/**
 * A redirect towards the same API path with one name changed: Gitea and Forgejo redirect a user,
 * organization or repository name that was renamed (307 to the new name). No one is called by the
 * old name any more; "set server-url to the final address" would send the user the wrong way.
 */
function renamedHint(requestPath: string, location: string | undefined, base: URL | undefined): string | undefined {
  if (!location || !base) return undefined
  let target: URL
  try {
    target = new URL(location, base)
  } catch {
    return undefined
  }
  if (target.origin !== base.origin) return undefined
  const from = requestPath.split('/')
  const to = target.pathname.split('/')
  if (from.length !== to.length) return undefined
  const changed = from.flatMap((seg, i) => (seg === to[i] ? [] : [i]))
  if (changed.length !== 1) return undefined
  const i = changed[0]
  const decode = (seg: string) => {
    try {
      return decodeURIComponent(seg).slice(0, 100)
    } catch {
      return seg.slice(0, 100)
    }
  }
  // /repos/{owner}/{repo}: the segment after `repos` is an owner, the one after that a repository.
  const kind =
    from[i - 1] === 'repos'
      ? 'owner'
      : from[i - 2] === 'repos'
        ? 'repository'
        : Object.hasOwn(KIND_OF_SEGMENT, from[i - 1])
          ? KIND_OF_SEGMENT[from[i - 1]]
          : undefined
  const old = decode(from[i])
  const now = decode(to[i])
  return `${kind ? `the ${kind} ` : ''}"${old}" does not exist under that name: it was renamed to "${now}" (the server redirects there); use the current name`
}

/**
 * The token scope categories a path needs (Gitea routers/api/v1/api.go tokenRequiresScopes, the
 * same in Forgejo): admin, repository, issue, organization or user; a user's repository and organization
 * lists need the user category too (the /user group checks it first).
 */
export function scopeCategories(path: string): string[] {
  const p = path.split('?')[0]
  if (p.startsWith('/admin')) return ['admin']
  if (p === '/user/orgs' || /^\/users\/[^/]+\/orgs(\/|$)/.test(p)) return ['user', 'organization']
  if (p === '/user/repos' || p.startsWith('/user/starred') || /^\/users\/[^/]+\/repos/.test(p)) return ['user', 'repository']
  // Issues and pull-request comments are their own group (tokenRequiresScopes(AccessTokenScopeCategoryIssue)).
  if (/^\/repos\/(issues\/|[^/]+\/[^/]+\/issues(\/|$))/.test(p)) return ['issue']
  if (p.startsWith('/repos')) return ['repository']
  if (p.startsWith('/orgs') || p.startsWith('/teams')) return ['organization']
  return ['user']
}

/**
 * The scopes a call needs: those the server names (Gitea: `required=[read:user
 * read:organization], token scope=...`; Forgejo: `required scope(s): [write:repository]`) and those
 * of the path (a server checking one group at a time names only the first it refuses). `write`:
 * the operation changes something, so a read its first step was refused is not enough either (a
 * look-first composite fails on its GET).
 */
export function scopesNeeded(method: string, path: string, message: string | undefined, write = false): string[] {
  const named =
    /required[^[]*\[([a-z:\- ]+)\]/i
      .exec(message ?? '')?.[1]
      ?.split(/\s+/)
      .filter(Boolean) ?? []
  const ofPath = scopeCategories(path).map(c => `${method === 'GET' ? 'read' : 'write'}:${c}`)
  const all = [...named, ...ofPath].map(s => (write ? s.replace(/^read:/, 'write:') : s))
  return all.filter((s, i) => all.indexOf(s) === i)
}

/** How the hint of a call refused for its token's scopes begins. */
export const SCOPE_HINT_START = 'the token lacks the scope this call needs'

/** The hint of a call refused for its token's scopes. */
export function scopeHint(scopes: string[]): string {
  return `${SCOPE_HINT_START}: use a token with ${scopes.join(' and ')} (or broader)`
}

export function hintFor(
  req: Pick<HttpRequest, 'method' | 'path' | 'auth' | 'root' | 'sudo'>,
  status: number,
  message: string | undefined,
  headers: Record<string, string>,
  /** The server's base URL (sub-path included): what the hints about the URL look at. */
  base?: URL
): string | undefined {
  const m = (message ?? '').toLowerCase()
  // Every request then lands on /api/v1/api/v1/...: whatever the server says, this is the cause.
  const prefix = base && status === 404 ? apiPrefixHint(base) : undefined
  if (prefix) return prefix
  // The API answers in JSON (or plain text); an HTML page comes from something in front of it.
  if (m.startsWith('an html page') && (status < 300 || status >= 400))
    return 'the answer is an HTML page, not the API: check server-url (the forge itself, with any sub-path) and any proxy, SSO or maintenance page in front of the server'
  if (status === 401 && req.auth === 'basic')
    return 'this endpoint needs basic auth with a real password (username + password, plus otp with two-factor auth); a token is refused here'
  if (status === 401 && m.includes('otp')) return 'the account has two-factor auth: pass the current code as otp'
  if (status === 401) return 'the credentials were refused: check that the token (or username/password) is valid and not expired'
  // Gitea and Forgejo: "Only administrators allowed to sudo." (for any route, before its own checks).
  if (status === 403 && m.includes('allowed to sudo'))
    return "only an instance admin's token may act as another user (sudo): this token's owner is not an instance admin; use an admin's token, or leave sudo out"
  if (status === 403 && m.includes('site admin'))
    return "the token belongs to a user who is not an instance admin; admin actions need an admin's token"
  if (status === 403 && m.includes('scope')) return scopeHint(scopesNeeded(req.method, req.path, message))
  if (status === 403 && m.includes('change your password'))
    return 'the account must change its password first (must_change_password is set); clear it with users_edit'
  if (status === 403 && m.includes('public-only')) return 'public-only tokens cannot use this endpoint'
  if (status === 404 && (headers['content-type'] ?? '').startsWith('text/plain') && m.includes('404 page not found'))
    return 'the server has no such endpoint: the operation is absent on this server variant or version, or the feature is disabled (e.g. quota, heatmap)'
  // The servers answer a sudo user who does not exist with a plain 404, whatever the route.
  if (status === 404 && req.sudo)
    return 'not found: check that the user to act as (sudo) exists, then the names and ids (private users and repositories also answer 404)'
  if (status === 404) return 'not found: check the names and ids (private users and repositories also answer 404)'
  if (saysExists(status, message)) return EXISTS_HINT
  if (status === 400 && m.includes('must have a scope')) return 'pass scopes, e.g. ["read:user"]'
  if (status >= 300 && status < 400) {
    const full = `${(base?.pathname ?? '').replace(/\/+$/, '')}${req.root ? '' : '/api/v1'}${req.path.split('?')[0]}`
    const renamed = renamedHint(full, headers.location, base)
    if (renamed) return renamed
  }
  if (status >= 300 && status < 400) return 'the server redirected: set server-url to the final address (including https and any sub-path)'
  if (status === 500 && m.includes('no such column: badge.slug'))
    return 'Gitea 1.25 cannot remove badges through the API (its handler queries a column the badge table lacks); Gitea 1.26 can'
  if (status >= 500) return 'the server failed; its log has the cause (admins see the message in full)'
  return undefined
}
