// Authentication and authorization per api-map §3: token/Bearer/Basic credentials, 2FA OTP for
// password logins, sudo, account state, reqToken/reqSiteAdmin and token scope categories.
import type { AuthLevel, Ctx, Reply } from './context.js'
import type { TokenRecord, UserRecord } from './state.js'

const SCOPE_CATEGORIES = ['activitypub', 'admin', 'issue', 'misc', 'notification', 'organization', 'package', 'repository', 'user']

/** Every scope name the servers accept when creating a token. */
export const KNOWN_SCOPES = new Set(['all', 'public-only', ...SCOPE_CATEGORIES.flatMap(c => [`read:${c}`, `write:${c}`])])

/**
 * Token scope checks of a route in the order the servers make them (Gitea routers/api/v1/api.go
 * tokenRequiresScopes, the same in Forgejo): each check names categories a token needs every one
 * of. The /user and /users groups check the user category, then their repository routes the
 * repository category; /user/orgs and /users/{username}/orgs check both at once.
 */
export function scopeChecks(specPath: string): string[][] {
  if (specPath === '/user/orgs' || /^\/users\/\{username\}\/orgs(\/|$)/.test(specPath)) return [['user', 'organization']]
  if (specPath.startsWith('/user/starred') || specPath === '/user/repos' || /^\/users\/\{username\}\/repos$/.test(specPath))
    return [['user'], ['repository']]
  if (specPath === '/user' || specPath.startsWith('/user/') || specPath.startsWith('/users/')) return [['user']]
  if (specPath.startsWith('/admin/')) return [['admin']]
  // POST /orgs and GET /orgs too; /orgs/{org}/repos is in the organization group (organization only).
  if (specPath === '/orgs' || specPath.startsWith('/orgs/') || specPath.startsWith('/teams/')) return [['organization']]
  // The issue routes are their own group (tokenRequiresScopes(AccessTokenScopeCategoryIssue)).
  if (specPath.startsWith('/repos/issues/') || specPath.startsWith('/repos/{owner}/{repo}/issues')) return [['issue']]
  if (specPath.startsWith('/repos/') || specPath.startsWith('/repositories/')) return [['repository']]
  return []
}

function decodeBasic(credential: string): { user: string; pass: string } | undefined {
  const decoded = Buffer.from(credential, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) }
}

function findToken(ctx: Ctx, value: string): TokenRecord | undefined {
  return value ? ctx.state.tokens.find(t => t.token === value) : undefined
}

function badCredentials(ctx: Ctx, detail: string): Reply {
  return ctx.error(401, ctx.isGitea ? 'invalid username, password or token' : detail)
}

function signInAs(ctx: Ctx, user: UserRecord, token?: TokenRecord): void {
  ctx.doer = user
  ctx.signedIn = user
  ctx.token = token
}

/**
 * Resolves the Authorization header (and deprecated query tokens) into ctx.doer. Bad credentials
 * give 401 on any route, public ones included. Returns the error reply, or undefined.
 */
export function authenticate(ctx: Ctx): Reply | undefined {
  const header = ctx.headers.authorization
  const queryToken = ctx.query.get('token') ?? ctx.query.get('access_token')
  if (!header && queryToken) {
    const token = findToken(ctx, queryToken)
    if (!token) return badCredentials(ctx, `access token does not exist [sha: ${queryToken}]`)
    signInAs(ctx, userById(ctx, token.userId), token)
    return applySudo(ctx)
  }
  // Not signed in: a sudo is refused all the same (the servers' sudo() covers every API route).
  if (!header) return applySudo(ctx)
  const parts = header.trim().split(/\s+/)
  if (parts.length !== 2) return applySudo(ctx)
  const [scheme, credential] = [parts[0].toLowerCase(), parts[1]]
  if (scheme === 'token' || scheme === 'bearer') {
    const token = findToken(ctx, credential)
    if (!token) return badCredentials(ctx, `access token does not exist [sha: ${credential}]`)
    signInAs(ctx, userById(ctx, token.userId), token)
    return applySudo(ctx)
  }
  if (scheme !== 'basic') return applySudo(ctx)
  const basic = decodeBasic(credential)
  if (!basic) return badCredentials(ctx, 'invalid basic authentication')
  ctx.basicAuth = true
  // A token inside Basic (as user or password) is tried first and counts as a token login.
  const token = findToken(ctx, basic.user) ?? findToken(ctx, basic.pass)
  if (token) {
    signInAs(ctx, userById(ctx, token.userId), token)
    return applySudo(ctx)
  }
  const user = ctx.findUser(basic.user) ?? ctx.state.users.find(u => u.email.toLowerCase() === basic.user.toLowerCase())
  if (!user) return badCredentials(ctx, `user does not exist [uid: 0, name: ${basic.user}]`)
  if (user.password !== basic.pass) return badCredentials(ctx, `user's password is invalid [uid: ${user.id}, name: ${user.login}]`)
  if (user.otp !== undefined) {
    const otp = ctx.headers['x-gitea-otp'] ?? (ctx.isGitea ? undefined : ctx.headers['x-forgejo-otp'])
    if (otp !== user.otp) return ctx.error(401, 'Only signed in user is allowed to call APIs.')
  }
  ctx.passwordAuth = true
  signInAs(ctx, user)
  return applySudo(ctx)
}

function userById(ctx: Ctx, id: number): UserRecord {
  const user = ctx.state.users.find(u => u.id === id)
  if (!user) throw new Error(`token owner ${id} missing from state`)
  return user
}

/**
 * `?sudo=` / `Sudo` header (the query wins, as in Gitea's routers/api/v1/api.go sudo()): admins
 * act as another user; anyone else, signed in or not, gets 403; an unknown user 404.
 */
function applySudo(ctx: Ctx): Reply | undefined {
  const header = ctx.headers.sudo
  const target = ctx.query.get('sudo') || (Array.isArray(header) ? header[0] : header)
  if (!target) return undefined
  if (!ctx.doer?.isAdmin) return ctx.error(403, 'Only administrators allowed to sudo.')
  const user = ctx.findUser(target)
  if (!user) return ctx.notFound()
  ctx.doer = user
  return undefined
}

function hasScope(scopes: string[], required: string): boolean {
  const [level, category] = required.split(':')
  return scopes.includes('all') || scopes.includes(`write:${category}`) || (level === 'read' && scopes.includes(required))
}

/** Route-level checks in the servers' middleware order: account state, reqToken, scope, reqSiteAdmin. */
export function authorize(ctx: Ctx, level: AuthLevel, specPath: string): Reply | undefined {
  const doer = ctx.doer
  // The account that signed in, not the one an admin acts as: a sudo to a user who must change
  // their password works (Gitea 1.26 routers/api/v1/api.go: verifyAuthWithOptions, then sudo()).
  const account = ctx.signedIn
  if (account?.prohibitLogin) {
    return { status: 403, json: { message: 'This account is prohibited from signing in, please contact your site administrator.' } }
  }
  if (account?.mustChangePassword) {
    return { status: 403, json: { message: `You must change your password. Change it at: ${ctx.env.baseUrl}/user/change_password` } }
  }
  if ((level === 'token' || level === 'admin') && !doer) return ctx.error(401, 'token is required')
  for (const categories of level === 'public' || !ctx.token ? [] : scopeChecks(specPath)) {
    // Listed as Go prints the slice: `[read:user read:organization]`.
    const required = categories.map(c => `${ctx.method === 'GET' ? 'read' : 'write'}:${c}`)
    if (!required.every(r => hasScope(ctx.token!.scopes, r))) {
      return ctx.error(
        403,
        ctx.isGitea
          ? `token does not have at least one of required scope(s), required=[${required.join(' ')}], token scope=${ctx.token!.scopes.join(',')}`
          : `token does not have at least one of required scope(s): [${required.join(' ')}]`
      )
    }
  }
  if (level === 'admin' && !doer?.isAdmin) return ctx.error(403, 'user should be the site admin')
  return undefined
}
