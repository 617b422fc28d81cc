// User-level operations (api-map §1) plus /version. Routes that exist on only one variant are
// listed once: the variant's spec decides whether a request can reach them.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { KNOWN_SCOPES } from './auth.js'
import type { Ctx, PageOptions, Reply, Route } from './context.js'
import { hookRoutes } from './hooks.js'
import {
  renderActivity,
  renderEmail,
  renderGpgKey,
  renderHook,
  renderOAuthApp,
  renderOrg,
  renderOrgAsUser,
  renderRepo,
  renderSettings,
  renderSshKey,
  renderStopwatch,
  renderTeam,
  renderToken,
  renderTrackedTime,
  renderUser
} from './render.js'
import { allocId, gpgKeyId, rfc3339, sshFingerprint, type RepoRecord, type UserRecord } from './state.js'

/** Forgejo endpoints that return every row when `page` is absent (api-map §5). */
const ALL_ROWS = { allWhenNoPageOnForgejo: true, totalHeader: true } as const
const PAGED = { totalHeader: true } as const

/**
 * `{username}` of /users/** routes: unknown → 404; a private user only for themself or an admin;
 * a limited user not for anonymous callers (api-map §1 get).
 */
function visibleUser(ctx: Ctx, name: string): UserRecord {
  const user = ctx.userOr404(name)
  if (user.visibility === 'private' && !ctx.isSelfOrAdmin(user)) ctx.failNotFound()
  if (user.visibility === 'limited' && !ctx.doer) ctx.failNotFound()
  return user
}

function canSeeRepo(ctx: Ctx, repo: RepoRecord): boolean {
  return !repo.private || (!!ctx.doer && (ctx.doer.isAdmin || ctx.doer.id === repo.ownerId))
}

function reposByIds(ctx: Ctx, ids: number[]): RepoRecord[] {
  return ctx.state.repos.filter(r => ids.includes(r.id) && canSeeRepo(ctx, r))
}

function usersByIds(ctx: Ctx, ids: number[]): UserRecord[] {
  return ctx.state.users.filter(u => ids.includes(u.id))
}

const followerIds = (ctx: Ctx, userId: number) => ctx.state.follows.filter(f => f.followingId === userId).map(f => f.followerId)
const followingIds = (ctx: Ctx, userId: number) => ctx.state.follows.filter(f => f.followerId === userId).map(f => f.followingId)
/** The ids of the repos a user starred or watches (`marks` is state.stars or state.watches). */
const markedRepoIds = (marks: Array<{ userId: number; repoId: number }>, userId: number) =>
  marks.filter(m => m.userId === userId).map(m => m.repoId)

function userList(ctx: Ctx, users: UserRecord[]): Reply {
  return ctx.ok(ctx.paginate(users, ALL_ROWS).map(u => renderUser(ctx, u)))
}

function repoList(ctx: Ctx, repos: RepoRecord[], opts: PageOptions = ALL_ROWS): Reply {
  return ctx.ok(ctx.paginate(repos, opts).map(r => renderRepo(ctx, r)))
}

function isBlocked(ctx: Ctx, blockerId: number, blockedId: number): boolean {
  return ctx.state.blocks.some(b => b.blockerId === blockerId && b.blockedId === blockedId)
}

function block(ctx: Ctx, target: UserRecord, note: string): void {
  const me = ctx.me
  ctx.state.blocks.push({ blockerId: me.id, blockedId: target.id, note, created: rfc3339() })
  // Blocking severs follows in both directions, as on both servers.
  ctx.state.follows = ctx.state.follows.filter(
    f => !((f.followerId === me.id && f.followingId === target.id) || (f.followerId === target.id && f.followingId === me.id))
  )
}

function unblock(ctx: Ctx, target: UserRecord): void {
  ctx.state.blocks = ctx.state.blocks.filter(b => !(b.blockerId === ctx.me.id && b.blockedId === target.id))
}

// ---- SSH and GPG keys ----

const SSH_KEY =
  /^(ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com)\s+([A-Za-z0-9+/]+={0,2})(?:\s+.*)?$/

interface CreateKeyOption {
  title: string
  key: string
  read_only: boolean
}

/** An OpenSSH public key line as the servers keep it (type and blob) and its fingerprint; 422 when it is none. */
export function parseSshKey(ctx: Ctx, key: string | undefined): { content: string; fingerprint: string } {
  const m = SSH_KEY.exec((key ?? '').trim())
  if (!m || Buffer.from(m[2], 'base64').length < 16) ctx.fail(422, 'Invalid key content: no key found')
  return { content: `${m[1]} ${m[2]}`, fingerprint: sshFingerprint(m[2]) }
}

/** Adds an SSH key for `user` (also used by POST /admin/users/{u}/keys). */
export function addSshKey(ctx: Ctx, user: UserRecord): Reply {
  const form = ctx.input<CreateKeyOption>()
  const { content, fingerprint } = parseSshKey(ctx, form.key)
  if (ctx.state.sshKeys.some(k => k.fingerprint === fingerprint)) ctx.fail(422, 'Key content has been used as non-deploy key')
  if (ctx.state.sshKeys.some(k => k.userId === user.id && k.title === form.title)) ctx.fail(422, 'Key title has been used')
  const key = {
    id: allocId(ctx.state, 'sshKey'),
    userId: user.id,
    title: form.title ?? '',
    content,
    fingerprint,
    readOnly: form.read_only ?? false,
    created: rfc3339()
  }
  ctx.state.sshKeys.push(key)
  return ctx.ok(renderSshKey(ctx, key), 201)
}

function sshKeyList(ctx: Ctx, userId: number): Reply {
  const fingerprint = ctx.query.get('fingerprint')
  const keys = ctx.state.sshKeys.filter(k => k.userId === userId && (!fingerprint || k.fingerprint === fingerprint))
  // Filtering by fingerprint goes through db.Find, which pages even without `page`.
  return ctx.ok(ctx.paginate(keys, fingerprint ? PAGED : ALL_ROWS).map(k => renderSshKey(ctx, k)))
}

const ARMORED_KEY = /-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]+-----END PGP PUBLIC KEY BLOCK-----/
const ARMORED_SIGNATURE = /-----BEGIN PGP SIGNATURE-----[\s\S]+-----END PGP SIGNATURE-----/

function myGpgKey(ctx: Ctx) {
  const id = ctx.idParam('id')
  return ctx.state.gpgKeys.find(k => k.id === id && k.userId === ctx.me.id) ?? ctx.failNotFound()
}

/** The text a user signs to verify key ownership; stable per user and minute like the real token. */
function gpgKeyToken(user: UserRecord): string {
  return createHash('sha256')
    .update(`${user.id}:${user.login}:${Math.floor(Date.now() / 60_000)}`)
    .digest('hex')
}

// ---- tokens ----

/**
 * /users/{u}/tokens access rules (api-map §3): self or admin; Gitea needs Basic auth for every
 * method, Forgejo a real password login for POST/DELETE only.
 */
function tokenOwner(ctx: Ctx): UserRecord {
  const user = ctx.userOr404(ctx.params.username)
  if (!ctx.isSelfOrAdmin(user)) ctx.fail(403, 'doer should be the site admin or be same as the contextUser')
  if (ctx.isGitea && !ctx.basicAuth) ctx.fail(401, 'auth required')
  if (!ctx.isGitea && ctx.method !== 'GET' && !ctx.passwordAuth) ctx.fail(401, 'auth method not allowed')
  return user
}

interface CreateAccessTokenOption {
  name: string
  scopes: string[]
}

function createToken(ctx: Ctx): Reply {
  const user = tokenOwner(ctx)
  const form = ctx.input<CreateAccessTokenOption>()
  const name = form.name ?? ''
  if (ctx.state.tokens.some(t => t.userId === user.id && t.name === name)) ctx.fail(400, 'access token name has been used already')
  const scopes = [
    ...new Set(
      (form.scopes ?? [])
        .flatMap(s => s.split(','))
        .map(s => s.trim())
        .filter(Boolean)
    )
  ]
  if (!scopes.length) ctx.fail(400, 'access token must have a scope')
  const invalid = scopes.find(s => !KNOWN_SCOPES.has(s))
  if (invalid) ctx.fail(400, `invalid access token scope provided: ${invalid}`)
  const token = {
    id: allocId(ctx.state, 'token'),
    userId: user.id,
    name,
    token: randomBytes(20).toString('hex'),
    scopes,
    created: rfc3339()
  }
  ctx.state.tokens.push(token)
  return ctx.ok(renderToken(ctx, token, true), 201)
}

function deleteToken(ctx: Ctx): Reply {
  const user = tokenOwner(ctx)
  const ref = ctx.params.token
  const mine = ctx.state.tokens.filter(t => t.userId === user.id)
  const byId = /^\d+$/.test(ref) ? mine.filter(t => t.id === Number(ref)) : []
  const matches = byId.length ? byId : mine.filter(t => t.name === ref)
  if (!matches.length) ctx.failNotFound()
  if (matches.length > 1) ctx.fail(422, 'multiple matches for token name')
  ctx.state.tokens = ctx.state.tokens.filter(t => t !== matches[0])
  return ctx.empty()
}

// ---- misc helpers ----

const IMAGE_MAGIC: Array<(b: Buffer) => boolean> = [
  b => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  b => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  b => b.subarray(0, 4).toString('latin1') === 'GIF8',
  b => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'
]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function oauthSecret(): string {
  return `gto_${randomBytes(32)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'a')
    .slice(0, 52)}`
}

interface CreateOAuth2ApplicationOptions {
  name: string
  redirect_uris: string[]
  confidential_client: boolean
  skip_secondary_authorization: boolean
}

function myOAuthApp(ctx: Ctx) {
  const id = ctx.idParam('id')
  return ctx.state.oauthApps.find(a => a.id === id && a.userId === ctx.me.id) ?? ctx.failNotFound()
}

function repoParam(ctx: Ctx): RepoRecord {
  const repo = ctx.findRepo(ctx.params.owner, ctx.params.repo)
  return repo && canSeeRepo(ctx, repo) ? repo : ctx.failNotFound()
}

interface UserSettingsOptions {
  full_name: string
  website: string
  description: string
  location: string
  language: string
  theme: string
  diff_view_style: string
  hide_email: boolean
  hide_activity: boolean
  pronouns: string
  hide_pronouns: boolean
  enable_repo_unit_hints: boolean
}

function updateSettings(ctx: Ctx): Reply {
  const me = ctx.me
  const f = ctx.input<UserSettingsOptions>()
  me.fullName = f.full_name ?? me.fullName
  me.website = f.website ?? me.website
  me.description = f.description ?? me.description
  me.location = f.location ?? me.location
  me.language = f.language ?? me.language
  me.settings.theme = f.theme ?? me.settings.theme
  me.settings.diffViewStyle = f.diff_view_style ?? me.settings.diffViewStyle
  me.settings.hideEmail = f.hide_email ?? me.settings.hideEmail
  me.settings.hideActivity = f.hide_activity ?? me.settings.hideActivity
  if (!ctx.isGitea) {
    me.pronouns = f.pronouns ?? me.pronouns
    me.settings.hidePronouns = f.hide_pronouns ?? me.settings.hidePronouns
    me.settings.enableRepoUnitHints = f.enable_repo_unit_hints ?? me.settings.enableRepoUnitHints
  }
  return ctx.ok(renderSettings(ctx, me))
}

function quotaUsedList<T>(ctx: Ctx, rows: T[], render: (row: T) => Record<string, unknown>): Reply {
  return ctx.ok(ctx.paginate(rows, PAGED).map(render))
}

export const USER_ROUTES: Route[] = [
  // Forgejo 7 to 15 report Gitea 1.22 compatibility after their own release (15.0.3, 14.0.0).
  {
    method: 'GET',
    path: '/version',
    auth: 'public',
    handler: ctx => ctx.ok({ version: ctx.isGitea ? ctx.env.version : `${ctx.env.version}+gitea-1.22.0` })
  },
  // Forgejo's own version endpoint answers the bare release (15.0.3 and 14.0.0 did).
  { method: 'GET', path: '/api/forgejo/v1/version', auth: 'public', handler: ctx => ctx.ok({ version: ctx.env.version }) },

  // ---- profile ----
  { method: 'GET', path: '/user', auth: 'token', handler: ctx => ctx.ok(renderUser(ctx, ctx.me)) },
  {
    method: 'GET',
    path: '/users/{username}',
    auth: 'anon',
    handler: ctx => {
      const org = ctx.findOrg(ctx.params.username)
      return ctx.ok(org ? renderOrgAsUser(ctx, org) : renderUser(ctx, visibleUser(ctx, ctx.params.username)))
    }
  },
  {
    method: 'GET',
    path: '/users/search',
    auth: 'anon',
    handler: ctx => {
      const q = (ctx.query.get('q') ?? '').toLowerCase()
      const uid = Number(ctx.query.get('uid') ?? 0)
      const users = ctx.state.users.filter(
        u =>
          (u.visibility === 'public' || (u.visibility === 'limited' && ctx.doer) || ctx.isSelfOrAdmin(u)) &&
          (!uid || u.id === uid) &&
          (!q || u.login.toLowerCase().includes(q) || u.fullName.toLowerCase().includes(q))
      )
      return ctx.ok({ ok: true, data: ctx.paginate(users, PAGED).map(u => renderUser(ctx, u)) })
    }
  },
  {
    method: 'GET',
    path: '/users/{username}/activities/feeds',
    auth: 'anon',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      const onlyPerformedBy = ctx.query.get('only-performed-by') === 'true'
      const date = ctx.query.get('date')
      const rows = ctx.state.activities.filter(
        a =>
          a.userId === user.id &&
          (!onlyPerformedBy || a.actUserId === user.id) &&
          (!date || a.created.startsWith(date)) &&
          (!a.isPrivate || ctx.isSelfOrAdmin(user))
      )
      return ctx.ok(ctx.paginate(rows, PAGED).map(a => renderActivity(ctx, a)))
    }
  },
  {
    method: 'GET',
    path: '/users/{username}/heatmap',
    auth: 'anon',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      return ctx.ok(
        ctx.state.heatmap.filter(h => h.userId === user.id).map(({ timestamp, contributions }) => ({ timestamp, contributions }))
      )
    }
  },
  { method: 'GET', path: '/user/settings', auth: 'token', handler: ctx => ctx.ok(renderSettings(ctx, ctx.me)) },
  { method: 'PATCH', path: '/user/settings', auth: 'token', handler: updateSettings },

  // ---- emails ----
  {
    method: 'GET',
    path: '/user/emails',
    auth: 'token',
    handler: ctx => ctx.ok(ctx.state.emails.filter(e => e.userId === ctx.me.id).map(e => renderEmail(ctx, e)))
  },
  {
    method: 'POST',
    path: '/user/emails',
    auth: 'token',
    handler: ctx => {
      const emails = ctx.input<{ emails: string[] }>().emails ?? []
      for (const email of emails) {
        if (!EMAIL.test(email)) ctx.fail(422, `Email address is invalid: ${email}`)
        if (ctx.state.emails.some(e => e.email.toLowerCase() === email.toLowerCase()))
          ctx.fail(422, `Email address has been used: ${email}`)
      }
      const added = emails.map(email => ({ email, userId: ctx.me.id, primary: false, verified: false }))
      ctx.state.emails.push(...added)
      return ctx.ok(
        added.map(e => renderEmail(ctx, e)),
        201
      )
    }
  },
  {
    method: 'DELETE',
    path: '/user/emails',
    auth: 'token',
    handler: ctx => {
      const emails = (ctx.input<{ emails: string[] }>().emails ?? []).map(e => e.toLowerCase())
      // One by one, as the servers do (no transaction): an address the user does not have stops Gitea
      // with 404 "Email address does not exist [email: x]" after deleting the ones before it (1.25.4
      // and 1.26.4); Forgejo answers 204 for it (15.0.3).
      for (const email of emails) {
        const record = ctx.state.emails.find(e => e.userId === ctx.me.id && e.email.toLowerCase() === email)
        if (!record) {
          if (ctx.isGitea) ctx.fail(404, `Email address does not exist [email: ${email}]`)
          continue
        }
        if (record.primary) ctx.fail(400, `cannot delete primary email address: ${record.email}`)
        ctx.state.emails = ctx.state.emails.filter(e => e !== record)
      }
      return ctx.empty()
    }
  },

  // ---- avatar ----
  {
    method: 'POST',
    path: '/user/avatar',
    auth: 'token',
    handler: ctx => {
      const image = Buffer.from(ctx.input<{ image: string }>().image ?? '', 'base64')
      if (!IMAGE_MAGIC.some(isFormat => isFormat(image))) ctx.fail(400, 'image: unknown format')
      ctx.me.avatarHash = createHash('md5').update(image).digest('hex')
      return ctx.empty()
    }
  },
  {
    method: 'DELETE',
    path: '/user/avatar',
    auth: 'token',
    handler: ctx => {
      ctx.me.avatarHash = undefined
      return ctx.empty()
    }
  },

  // ---- blocks: Gitea ----
  {
    method: 'PUT',
    path: '/user/blocks/{username}',
    auth: 'token',
    handler: ctx => {
      if (ctx.findOrg(ctx.params.username)) ctx.fail(400, 'cannot block an organization')
      const target = ctx.userOr404(ctx.params.username)
      if (target.id === ctx.me.id || isBlocked(ctx, ctx.me.id, target.id)) ctx.fail(400, 'cannot block the user')
      block(ctx, target, ctx.query.get('note') ?? '')
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/user/blocks/{username}',
    auth: 'token',
    handler: ctx => {
      const target = ctx.userOr404(ctx.params.username)
      return isBlocked(ctx, ctx.me.id, target.id) ? ctx.empty() : ctx.notFound()
    }
  },
  {
    method: 'DELETE',
    path: '/user/blocks/{username}',
    auth: 'token',
    handler: ctx => {
      const target = ctx.userOr404(ctx.params.username)
      if (!isBlocked(ctx, ctx.me.id, target.id)) ctx.fail(400, 'cannot unblock the user')
      unblock(ctx, target)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/user/blocks',
    auth: 'token',
    handler: ctx => {
      const ids = ctx.state.blocks.filter(b => b.blockerId === ctx.me.id).map(b => b.blockedId)
      return ctx.ok(ctx.paginate(usersByIds(ctx, ids), PAGED).map(u => renderUser(ctx, u)))
    }
  },

  // ---- blocks: Forgejo (idempotent; 422 for orgs) ----
  {
    method: 'PUT',
    path: '/user/block/{username}',
    auth: 'token',
    handler: ctx => {
      if (ctx.findOrg(ctx.params.username)) ctx.fail(422, 'cannot block an organization')
      const target = ctx.userOr404(ctx.params.username)
      if (target.id !== ctx.me.id && !isBlocked(ctx, ctx.me.id, target.id)) block(ctx, target, '')
      return ctx.empty()
    }
  },
  {
    method: 'PUT',
    path: '/user/unblock/{username}',
    auth: 'token',
    handler: ctx => {
      if (ctx.findOrg(ctx.params.username)) ctx.fail(422, 'cannot unblock an organization')
      unblock(ctx, ctx.userOr404(ctx.params.username))
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/user/list_blocked',
    auth: 'token',
    handler: ctx => {
      const rows = ctx.state.blocks.filter(b => b.blockerId === ctx.me.id)
      return ctx.ok(ctx.paginate(rows, ALL_ROWS).map(b => ({ block_id: b.blockedId, created_at: b.created })))
    }
  },

  // ---- following ----
  {
    method: 'PUT',
    path: '/user/following/{username}',
    auth: 'token',
    handler: ctx => {
      const target = ctx.userOr404(ctx.params.username)
      if (isBlocked(ctx, target.id, ctx.me.id) || isBlocked(ctx, ctx.me.id, target.id)) ctx.fail(403, 'user is blocked')
      const exists = ctx.state.follows.some(f => f.followerId === ctx.me.id && f.followingId === target.id)
      if (!exists && target.id !== ctx.me.id) ctx.state.follows.push({ followerId: ctx.me.id, followingId: target.id })
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/user/following/{username}',
    auth: 'token',
    handler: ctx => {
      const target = ctx.userOr404(ctx.params.username)
      return followingIds(ctx, ctx.me.id).includes(target.id) ? ctx.empty() : ctx.notFound()
    }
  },
  {
    method: 'DELETE',
    path: '/user/following/{username}',
    auth: 'token',
    handler: ctx => {
      const target = ctx.userOr404(ctx.params.username)
      ctx.state.follows = ctx.state.follows.filter(f => !(f.followerId === ctx.me.id && f.followingId === target.id))
      return ctx.empty()
    }
  },
  { method: 'GET', path: '/user/followers', auth: 'token', handler: ctx => userList(ctx, usersByIds(ctx, followerIds(ctx, ctx.me.id))) },
  { method: 'GET', path: '/user/following', auth: 'token', handler: ctx => userList(ctx, usersByIds(ctx, followingIds(ctx, ctx.me.id))) },
  {
    method: 'GET',
    path: '/users/{username}/followers',
    auth: 'token',
    handler: ctx => userList(ctx, usersByIds(ctx, followerIds(ctx, visibleUser(ctx, ctx.params.username).id)))
  },
  {
    method: 'GET',
    path: '/users/{username}/following',
    auth: 'token',
    handler: ctx => userList(ctx, usersByIds(ctx, followingIds(ctx, visibleUser(ctx, ctx.params.username).id)))
  },
  {
    method: 'GET',
    path: '/users/{username}/following/{target}',
    auth: 'token',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      const target = ctx.userOr404(ctx.params.target)
      return followingIds(ctx, user.id).includes(target.id) ? ctx.empty() : ctx.notFound()
    }
  },

  // ---- SSH keys ----
  { method: 'GET', path: '/user/keys', auth: 'token', handler: ctx => sshKeyList(ctx, ctx.me.id) },
  { method: 'POST', path: '/user/keys', auth: 'token', handler: ctx => addSshKey(ctx, ctx.me) },
  {
    method: 'GET',
    path: '/user/keys/{id}',
    auth: 'token',
    handler: ctx => {
      const id = ctx.idParam('id')
      const key = ctx.state.sshKeys.find(k => k.id === id && k.userId === ctx.me.id) ?? ctx.failNotFound()
      return ctx.ok(renderSshKey(ctx, key))
    }
  },
  {
    method: 'DELETE',
    path: '/user/keys/{id}',
    auth: 'token',
    handler: ctx => {
      const id = ctx.idParam('id')
      const key = ctx.state.sshKeys.find(k => k.id === id) ?? ctx.failNotFound()
      if (key.userId !== ctx.me.id) ctx.fail(403, 'you do not have access to this key')
      ctx.state.sshKeys = ctx.state.sshKeys.filter(k => k !== key)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/users/{username}/keys',
    auth: 'token',
    handler: ctx => sshKeyList(ctx, visibleUser(ctx, ctx.params.username).id)
  },

  // ---- GPG keys ----
  {
    method: 'GET',
    path: '/user/gpg_keys',
    auth: 'token',
    handler: ctx =>
      ctx.ok(
        ctx
          .paginate(
            ctx.state.gpgKeys.filter(k => k.userId === ctx.me.id),
            ALL_ROWS
          )
          .map(renderGpgKey)
      )
  },
  {
    method: 'POST',
    path: '/user/gpg_keys',
    auth: 'token',
    handler: ctx => {
      const form = ctx.input<{ armored_public_key: string; armored_signature: string }>()
      const armored =
        ARMORED_KEY.exec(form.armored_public_key ?? '')?.[0] ?? ctx.fail(422, 'Invalid GPG key: no armored public key block found')
      const keyId = gpgKeyId(armored)
      if (ctx.state.gpgKeys.some(k => k.keyId === keyId)) ctx.fail(422, 'A key with the same id already exists')
      const key = {
        id: allocId(ctx.state, 'gpgKey'),
        userId: ctx.me.id,
        keyId,
        publicKey: armored,
        verified: ARMORED_SIGNATURE.test(form.armored_signature ?? ''),
        created: rfc3339()
      }
      ctx.state.gpgKeys.push(key)
      return ctx.ok(renderGpgKey(key), 201)
    }
  },
  { method: 'GET', path: '/user/gpg_keys/{id}', auth: 'token', handler: ctx => ctx.ok(renderGpgKey(myGpgKey(ctx))) },
  {
    method: 'DELETE',
    path: '/user/gpg_keys/{id}',
    auth: 'token',
    handler: ctx => {
      const key = myGpgKey(ctx)
      ctx.state.gpgKeys = ctx.state.gpgKeys.filter(k => k !== key)
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/users/{username}/gpg_keys',
    auth: 'token',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      return ctx.ok(
        ctx
          .paginate(
            ctx.state.gpgKeys.filter(k => k.userId === user.id),
            ALL_ROWS
          )
          .map(renderGpgKey)
      )
    }
  },
  { method: 'GET', path: '/user/gpg_key_token', auth: 'token', handler: ctx => ({ status: 200, text: gpgKeyToken(ctx.me) }) },
  {
    method: 'POST',
    path: '/user/gpg_key_verify',
    auth: 'token',
    handler: ctx => {
      const form = ctx.input<{ key_id: string; armored_signature: string }>()
      const keyId = (form.key_id ?? '').toUpperCase()
      const key = ctx.state.gpgKeys.find(k => k.userId === ctx.me.id && k.keyId === keyId) ?? ctx.failNotFound()
      if (!ARMORED_SIGNATURE.test(form.armored_signature ?? ''))
        ctx.fail(422, 'The provided GPG key, signature and token do not match or token is out of date.')
      key.verified = true
      return ctx.ok(renderGpgKey(key))
    }
  },

  // ---- user webhooks ----
  {
    method: 'GET',
    path: '/user/hooks',
    auth: 'token',
    handler: ctx =>
      ctx.ok(
        ctx
          .paginate(
            ctx.state.hooks.filter(h => h.ownerId === ctx.me.id),
            ALL_ROWS
          )
          .map(h => renderHook(ctx, h))
      )
  },
  ...hookRoutes('/user/hooks', 'token', ctx => ctx.me.id),

  // ---- OAuth2 applications ----
  {
    method: 'GET',
    path: '/user/applications/oauth2',
    auth: 'token',
    handler: ctx =>
      ctx.ok(
        ctx
          .paginate(
            ctx.state.oauthApps.filter(a => a.userId === ctx.me.id),
            ALL_ROWS
          )
          .map(a => renderOAuthApp(ctx, a, false))
      )
  },
  {
    method: 'POST',
    path: '/user/applications/oauth2',
    auth: 'token',
    handler: ctx => {
      const form = ctx.input<CreateOAuth2ApplicationOptions>()
      const name = form.name || ctx.fail(400, '[Name]: Required')
      const app = {
        id: allocId(ctx.state, 'oauthApp'),
        userId: ctx.me.id,
        name,
        clientId: randomUUID(),
        clientSecret: oauthSecret(),
        redirectUris: form.redirect_uris ?? [],
        confidentialClient: form.confidential_client ?? false,
        skipSecondaryAuthorization: form.skip_secondary_authorization ?? false,
        created: rfc3339()
      }
      ctx.state.oauthApps.push(app)
      return ctx.ok(renderOAuthApp(ctx, app, true), 201)
    }
  },
  {
    method: 'GET',
    path: '/user/applications/oauth2/{id}',
    auth: 'token',
    handler: ctx => ctx.ok(renderOAuthApp(ctx, myOAuthApp(ctx), false))
  },
  {
    method: 'PATCH',
    path: '/user/applications/oauth2/{id}',
    auth: 'token',
    handler: ctx => {
      const app = myOAuthApp(ctx)
      const form = ctx.input<CreateOAuth2ApplicationOptions>()
      app.name = form.name ?? app.name
      app.redirectUris = form.redirect_uris ?? app.redirectUris
      app.confidentialClient = form.confidential_client ?? app.confidentialClient
      app.skipSecondaryAuthorization = form.skip_secondary_authorization ?? app.skipSecondaryAuthorization
      app.clientSecret = oauthSecret() // both servers regenerate the secret on every update
      return ctx.ok(renderOAuthApp(ctx, app, true))
    }
  },
  {
    method: 'DELETE',
    path: '/user/applications/oauth2/{id}',
    auth: 'token',
    handler: ctx => {
      const app = myOAuthApp(ctx)
      ctx.state.oauthApps = ctx.state.oauthApps.filter(a => a !== app)
      return ctx.empty()
    }
  },

  // ---- stars and watches ----
  {
    method: 'PUT',
    path: '/user/starred/{owner}/{repo}',
    auth: 'token',
    handler: ctx => {
      const repo = repoParam(ctx)
      if (!ctx.state.stars.some(s => s.userId === ctx.me.id && s.repoId === repo.id))
        ctx.state.stars.push({ userId: ctx.me.id, repoId: repo.id })
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/user/starred/{owner}/{repo}',
    auth: 'token',
    handler: ctx => {
      const repo = repoParam(ctx)
      return ctx.state.stars.some(s => s.userId === ctx.me.id && s.repoId === repo.id) ? ctx.empty() : ctx.notFound()
    }
  },
  {
    method: 'DELETE',
    path: '/user/starred/{owner}/{repo}',
    auth: 'token',
    handler: ctx => {
      const repo = repoParam(ctx)
      ctx.state.stars = ctx.state.stars.filter(s => !(s.userId === ctx.me.id && s.repoId === repo.id))
      return ctx.empty()
    }
  },
  {
    method: 'GET',
    path: '/user/starred',
    auth: 'token',
    handler: ctx => repoList(ctx, reposByIds(ctx, markedRepoIds(ctx.state.stars, ctx.me.id)))
  },
  {
    method: 'GET',
    path: '/users/{username}/starred',
    auth: 'token',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      return repoList(ctx, reposByIds(ctx, markedRepoIds(ctx.state.stars, user.id)))
    }
  },
  {
    method: 'GET',
    path: '/user/subscriptions',
    auth: 'token',
    handler: ctx => repoList(ctx, reposByIds(ctx, markedRepoIds(ctx.state.watches, ctx.me.id)))
  },
  {
    method: 'GET',
    path: '/users/{username}/subscriptions',
    auth: 'token',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      return repoList(ctx, reposByIds(ctx, markedRepoIds(ctx.state.watches, user.id)))
    }
  },
  {
    method: 'GET',
    path: '/users/{username}/repos',
    auth: 'anon',
    handler: ctx => {
      // The servers look the name up in their user table, which holds organizations too: an
      // organization's repositories (private ones for an admin), as real Gitea 1.26 answered.
      const org = ctx.findUser(ctx.params.username) ? undefined : ctx.findOrg(ctx.params.username)
      if (org && org.visibility !== 'public' && !ctx.doer) ctx.failNotFound()
      const ownerId = org ? org.id : visibleUser(ctx, ctx.params.username).id
      return repoList(
        ctx,
        ctx.state.repos.filter(r => r.ownerId === ownerId && canSeeRepo(ctx, r)),
        PAGED
      )
    }
  },
  {
    method: 'GET',
    path: '/orgs/{org}/repos',
    auth: 'anon',
    // An organization's repositories: private ones for its members and admins (Gitea 1.26 org.ListRepos).
    handler: ctx => {
      const org = ctx.findOrg(ctx.params.org) ?? ctx.fail(404, 'GetUserByName')
      if (org.visibility !== 'public' && !ctx.doer) ctx.failNotFound()
      const member = !!ctx.doer && (ctx.doer.isAdmin || ctx.state.teams.some(t => t.orgId === org.id && t.memberIds.includes(ctx.doer!.id)))
      return repoList(
        ctx,
        ctx.state.repos.filter(r => r.ownerId === org.id && (member || !r.private)),
        PAGED
      )
    }
  },
  {
    method: 'GET',
    path: '/repos/search',
    auth: 'anon',
    // `{ok, data}` with the total in X-Total-Count; an admin sees every repository (no search
    // terms simulated: svc reads the whole list).
    handler: ctx => {
      const seen = ctx.state.repos.filter(r => canSeeRepo(ctx, r))
      return ctx.ok({ ok: true, data: ctx.paginate(seen, PAGED).map(r => renderRepo(ctx, r)) })
    }
  },
  {
    method: 'GET',
    path: '/users/{username}/orgs',
    auth: 'token',
    handler: ctx => {
      const user = visibleUser(ctx, ctx.params.username)
      const orgIds = new Set(ctx.state.teams.filter(t => t.memberIds.includes(user.id)).map(t => t.orgId))
      const orgs = ctx.state.orgs.filter(o => orgIds.has(o.id) && (o.visibility === 'public' || ctx.isSelfOrAdmin(user)))
      return ctx.ok(ctx.paginate(orgs, ALL_ROWS).map(o => renderOrg(ctx, o)))
    }
  },

  // ---- time tracking, teams ----
  {
    method: 'GET',
    path: '/user/stopwatches',
    auth: 'token',
    handler: ctx =>
      ctx.ok(
        ctx
          .paginate(
            ctx.state.stopwatches.filter(s => s.userId === ctx.me.id),
            ALL_ROWS
          )
          .map(s => renderStopwatch(ctx, s))
      )
  },
  {
    method: 'GET',
    path: '/user/times',
    auth: 'token',
    handler: ctx => {
      const since = ctx.query.get('since')
      const before = ctx.query.get('before')
      const rows = ctx.state.trackedTimes.filter(
        t =>
          t.userId === ctx.me.id &&
          (!since || Date.parse(t.created) >= Date.parse(since)) &&
          (!before || Date.parse(t.created) < Date.parse(before))
      )
      return ctx.ok(ctx.paginate(rows, ALL_ROWS).map(t => renderTrackedTime(ctx, t)))
    }
  },
  {
    method: 'GET',
    path: '/user/teams',
    auth: 'token',
    handler: ctx =>
      ctx.ok(
        ctx
          .paginate(
            ctx.state.teams.filter(t => t.memberIds.includes(ctx.me.id)),
            PAGED
          )
          .map(t => renderTeam(ctx, t))
      )
  },

  // ---- quota (Forgejo; registered only with [quota] ENABLED, see exceptions.ts) ----
  {
    method: 'GET',
    path: '/user/quota',
    auth: 'token',
    handler: ctx => {
      const { groups, used } = ctx.state.quota
      return ctx.ok({
        groups,
        used: {
          size: {
            repos: { public: used.reposPublic, private: used.reposPrivate },
            git: { LFS: used.lfs },
            assets: {
              attachments: { issues: used.attachmentsIssues, releases: used.attachmentsReleases },
              artifacts: used.artifacts,
              packages: { all: used.packages }
            }
          }
        }
      })
    }
  },
  {
    method: 'GET',
    path: '/user/quota/artifacts',
    auth: 'token',
    handler: ctx =>
      quotaUsedList(ctx, ctx.state.quota.artifacts, a => ({
        name: a.name,
        size: a.size,
        html_url: `${ctx.env.baseUrl}/${a.repo}/actions/runs/1`
      }))
  },
  {
    method: 'GET',
    path: '/user/quota/attachments',
    auth: 'token',
    handler: ctx =>
      quotaUsedList(ctx, ctx.state.quota.attachments, a => ({
        name: a.name,
        size: a.size,
        api_url: `${ctx.env.baseUrl}/api/v1/repos/${a.repo}/issues/${a.issueIndex}/assets/1`,
        contained_in: {
          api_url: `${ctx.env.baseUrl}/api/v1/repos/${a.repo}/issues/${a.issueIndex}`,
          html_url: `${ctx.env.baseUrl}/${a.repo}/issues/${a.issueIndex}`
        }
      }))
  },
  {
    method: 'GET',
    path: '/user/quota/packages',
    auth: 'token',
    handler: ctx =>
      quotaUsedList(ctx, ctx.state.quota.packages, p => ({
        name: p.name,
        type: p.type,
        version: p.version,
        size: p.size,
        html_url: `${ctx.env.baseUrl}/${ctx.me.login}/-/packages/${p.type}/${p.name}/${p.version}`
      }))
  },

  // ---- access tokens ----
  {
    method: 'GET',
    path: '/users/{username}/tokens',
    auth: 'token',
    handler: ctx => {
      const user = tokenOwner(ctx)
      return ctx.ok(
        ctx
          .paginate(
            ctx.state.tokens.filter(t => t.userId === user.id),
            ALL_ROWS
          )
          .map(t => renderToken(ctx, t, false))
      )
    }
  },
  { method: 'POST', path: '/users/{username}/tokens', auth: 'token', handler: createToken },
  { method: 'DELETE', path: '/users/{username}/tokens/{token}', auth: 'token', handler: deleteToken }
]
