// The user-level operations of the `svc_users` tool (the user actions of the interface, §4.2): one entry per action.
import * as z from './zod.js'
import { provisioningFamily } from './runners.js'
import { ForgeError, UsageError } from '../errors.js'
import { clip } from '../text.js'
import {
  FIELDS,
  described,
  flag,
  text,
  actionsFamily,
  hookFamily,
  settingsFamily,
  USER_SCOPE,
  both,
  del,
  fields,
  get,
  id,
  jsonFields,
  list,
  name,
  operation,
  paging,
  params,
  patch,
  post,
  presence,
  put,
  sorting,
  strings,
  teamView,
  username,
  publicKey
} from './define.js'
import type { Operation, StepContext } from './types.js'

const domain = 'users'

const oauth2Path = '/user/applications/oauth2/{id}'
const getOAuth2 = get(oauth2Path)
const updateOAuth2 = patch(oauth2Path, { jsonFields: 'CreateOAuth2ApplicationOptions' })

const ownEmails = get('/user/emails')
const deleteEmails = del('/user/emails', { body: { emails: 'emails' } })

const forgejoBlockList = list('/user/list_blocked')
const getUser = get('/users/{username}')

/** Where a webhook's credentials sit in the params: its signing secret and Authorization header. */
const ownGpgKeys = list('/user/gpg_keys')
const addGpgKey = post('/user/gpg_keys', { body: { armored_public_key: 'armored_public_key' } })
const gpgToken = get('/user/gpg_key_token', { response: 'text' })
const signParam = () =>
  flag('sign the verification token with the local gpg key (key in the keyring; passphrase from gpg-passphrase) and verify the key')
/**
 * Gitea 1.25/1.26 strip the leading zeros of `key_id` before looking the key up, so a key whose id
 * starts with 0 is never found (500, empty message): say so before sending.
 */
function checkVerifiable(ctx: StepContext, keyId: string): void {
  if (ctx.variant === 'gitea' && keyId.startsWith('0'))
    throw new UsageError(
      `gpg_keys_verify: Gitea cannot verify GPG key ${keyId} through its API: it strips the leading zeros of key_id and then finds no key ` +
        '(Gitea 1.25 and 1.26); verify the key in the web UI (Settings → SSH / GPG Keys)'
    )
}

/** The verification token, signed detached by the local gpg key. */
const signToken = async (ctx: StepContext, keyId: string) => ctx.sign(String((await ctx.call(gpgToken, {})).body), keyId)
const ownGpgKey = get('/user/gpg_keys/{id}')
const deleteGpgKey = del('/user/gpg_keys/{id}')
const verifyGpgKey = post('/user/gpg_key_verify', { body: { key_id: 'key_id', armored_signature: 'armored_signature' } })

const userHooks = hookFamily(domain, USER_SCOPE, {
  create: 'create user-level webhook',
  delete: 'delete user-level webhook',
  edit: 'update user-level webhook',
  get: 'get user-level webhook',
  list: 'list user-level webhooks'
})
const userActions = actionsFamily(domain, USER_SCOPE, {
  jobs: 'list user-level workflow jobs',
  runnersDelete: 'delete user-level runner',
  runnersGet: 'user-level runner by id',
  runnersList: 'list user-level runners',
  runnersToken: 'registration token for user-level runners',
  runs: 'list user-level workflow runs (Gitea only)'
})

const userSettings = settingsFamily(domain, USER_SCOPE, {
  secretsDelete: 'delete user-level secret',
  secretsSet: 'set user-level secret (create or update)',
  variablesCreate: 'create action variable; fails if it already exists',
  variablesDelete: 'delete action variable',
  variablesGet: 'get action variable by name',
  variablesList: 'list action variables',
  variablesSet: 'create or update action variable'
})

const repoList = (path: string, summary: string, op: string, extra: Record<string, z.ZodMiniType> = {}): Operation =>
  operation({
    domain,
    name: op,
    summary,
    params: () => params({ ...extra, ...sorting(), ...paging() }),
    routes: both(list(path, { sortLocally: true })),
    output: { kind: 'list', fields: fields(FIELDS.repo) }
  })

const userList = (path: string, summary: string, op: string, extra: Record<string, z.ZodMiniType> = {}): Operation =>
  operation({
    domain,
    name: op,
    summary,
    params: () => params({ ...extra, ...paging() }),
    routes: both(list(path)),
    output: { kind: 'list', fields: fields(FIELDS.user) }
  })

export const userOperations: Operation[] = [
  operation({
    domain,
    name: 'activity',
    summary: 'user activity feed',
    params: () => params({ username }),
    routes: both(list('/users/{username}/activities/feeds')),
    output: { kind: 'list', fields: ['id', 'op_type', 'act_user.login', 'repo.full_name', 'ref_name', 'created'] }
  }),
  operation({
    domain,
    name: 'avatar_delete',
    summary: 'delete own avatar',
    params: () => params({}),
    routes: both(del('/user/avatar')),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'avatar_upload',
    summary: 'upload own avatar',
    params: () => params({ file: name('path of a PNG, JPEG, GIF or WebP image') }),
    fileParams: ['file'],
    routes: both(post('/user/avatar', { response: 'none', body: { image: 'file' } })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'blocks_add',
    summary: 'block a user',
    params: () => params({ username }),
    routes: { gitea: put('/user/blocks/{username}'), forgejo: put('/user/block/{username}') },
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'blocks_check',
    summary: 'check whether a user is blocked',
    params: () => params({ username }),
    routes: {
      gitea: presence('/user/blocks/{username}'),
      // Forgejo has no check endpoint: compare the user's id with the block list.
      forgejo: {
        steps: [getUser, forgejoBlockList],
        describe: 'GET /users/{username} for the id, then GET /user/list_blocked (all pages) and look for block_id',
        async run(ctx, p) {
          const user = await ctx.call(getUser, p)
          const uid = (user.body as { id?: number }).id
          const rows = await ctx.all(forgejoBlockList, {})
          return { ...user, body: rows.some(r => r.block_id === uid) }
        }
      }
    },
    output: { kind: 'boolean' }
  }),
  operation({
    domain,
    name: 'blocks_list',
    summary: 'list blocked users',
    params: () => params({}),
    routes: { gitea: list('/user/blocks'), forgejo: forgejoBlockList },
    output: { kind: 'list', fields: [...FIELDS.user, 'block_id', 'created_at'] }
  }),
  operation({
    domain,
    name: 'blocks_remove',
    summary: 'unblock a user',
    params: () => params({ username }),
    routes: { gitea: del('/user/blocks/{username}'), forgejo: put('/user/unblock/{username}') },
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'emails_add',
    summary: 'add email addresses',
    params: () => params({ emails: strings('email addresses') }),
    routes: both(post('/user/emails', { body: { emails: 'emails' } })),
    output: { kind: 'list', fields: fields(FIELDS.email) }
  }),
  operation({
    domain,
    name: 'emails_delete',
    summary: 'remove email addresses',
    params: () => params({ emails: strings('email addresses') }),
    routes: both({
      // Look first, on both: Forgejo answers 204 for an address the user does not have (15.0.3), so a
      // typo would be a success; Gitea answers 404 "Email address does not exist" but only after
      // deleting the addresses listed before that one (1.25.4 and 1.26.4). svc deletes all or none.
      steps: [ownEmails, deleteEmails],
      describe: "GET /user/emails (404 when an address is not one of the user's, nothing deleted), then DELETE /user/emails",
      async run(ctx, p) {
        const rows = (await ctx.call(ownEmails, {})).body
        const have = new Set((Array.isArray(rows) ? (rows as Array<{ email?: unknown }>) : []).map(r => String(r.email).toLowerCase()))
        const missing = (p.emails as string[]).find(e => !have.has(e.toLowerCase()))
        if (missing !== undefined) {
          const message = `Email address does not exist [email: ${clip(missing, 100)}]`
          throw new ForgeError(
            `emails_delete: ${message} (404): not one of the authenticated user's addresses; nothing was deleted`,
            404,
            message,
            'emails_list shows the addresses the user has'
          )
        }
        return ctx.call(deleteEmails, p)
      }
    }),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'emails_list',
    summary: 'list own email addresses',
    params: () => params({}),
    routes: both(ownEmails),
    output: { kind: 'list', fields: fields(FIELDS.email) }
  }),
  operation({
    domain,
    name: 'follow',
    summary: 'follow a user',
    params: () => params({ username }),
    routes: both(put('/user/following/{username}')),
    output: { kind: 'none' }
  }),
  userList('/user/followers', 'followers of the authenticated user', 'followers'),
  userList('/users/{username}/followers', 'followers of a user', 'followers_of', { username }),
  userList('/user/following', 'users the authenticated user follows', 'following'),
  operation({
    domain,
    name: 'following_check',
    summary: 'whether the authenticated user follows a user',
    params: () => params({ username }),
    routes: both(presence('/user/following/{username}')),
    output: { kind: 'boolean' }
  }),
  userList('/users/{username}/following', 'users a user follows', 'following_of', { username }),
  operation({
    domain,
    name: 'get',
    summary: 'get user by username',
    params: () => params({ username }),
    routes: both(getUser),
    output: { kind: 'record', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'gpg_keys_add',
    summary: 'add GPG key',
    params: () => params({ armored_public_key: publicKey('ASCII-armored public key'), sign: signParam() }),
    routes: both({
      steps: [addGpgKey, gpgToken, verifyGpgKey],
      describe:
        'POST /user/gpg_keys (with sign: then GET /user/gpg_key_token, sign it with the local gpg key and POST /user/gpg_key_verify)',
      async run(ctx, p) {
        const added = await ctx.call(addGpgKey, p)
        if (!p.sign) return added
        const keyId = String((added.body as { key_id?: unknown }).key_id ?? '')
        checkVerifiable(ctx, keyId)
        return ctx.call(verifyGpgKey, { key_id: keyId, armored_signature: await signToken(ctx, keyId) })
      }
    }),
    output: { kind: 'record', fields: fields(FIELDS.gpgKey) }
  }),
  operation({
    domain,
    name: 'gpg_keys_delete',
    summary: 'delete GPG key by id',
    params: () => params({ id: id('GPG key id') }),
    routes: both({
      // Gitea answers 204 for an id that does not exist: look it up first, so a typo is not a success.
      steps: [ownGpgKey, deleteGpgKey],
      describe: 'GET /user/gpg_keys/{id} (404 when there is no such key), then DELETE /user/gpg_keys/{id}',
      async run(ctx, p) {
        await ctx.call(ownGpgKey, p)
        return ctx.call(deleteGpgKey, p)
      }
    }),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'gpg_keys_get',
    summary: 'GPG key details by id',
    params: () => params({ id: id('GPG key id') }),
    routes: both(get('/user/gpg_keys/{id}')),
    output: { kind: 'record', fields: fields(FIELDS.gpgKey) }
  }),
  operation({
    domain,
    name: 'gpg_keys_list',
    summary: 'list own GPG keys',
    params: () => params({}),
    routes: both(list('/user/gpg_keys')),
    output: { kind: 'list', fields: fields(FIELDS.gpgKey) }
  }),
  operation({
    domain,
    name: 'gpg_keys_of',
    summary: "list a user's GPG keys",
    params: () => params({ username }),
    routes: both(list('/users/{username}/gpg_keys')),
    output: { kind: 'list', fields: fields(FIELDS.gpgKey) }
  }),
  operation({
    domain,
    name: 'gpg_keys_token',
    summary: 'get GPG key verification token',
    params: () => params({}),
    routes: both(get('/user/gpg_key_token', { response: 'text' })),
    output: { kind: 'text' }
  }),
  operation({
    domain,
    name: 'gpg_keys_verify',
    summary: 'verify GPG key ownership with a signature of the gpg_keys_token text',
    params: () =>
      params({
        key_id: name('id of the GPG key (key_id of gpg_keys_list)'),
        armored_signature: described(
          z.optional(text()),
          'detached ASCII-armored signature of the gpg_keys_token text (gpg --armor --detach-sign; a clearsigned token is refused); not with sign'
        ),
        sign: signParam()
      }).check(
        z.refine(p => (p.sign ? p.armored_signature === undefined : p.armored_signature !== undefined), {
          message: 'give armored_signature, or sign: true to have svc sign the token with the local gpg key (not both)',
          path: ['armored_signature']
        })
      ),
    routes: both({
      // Gitea 1.25/1.26 answer an unknown key id with a 500 and a Go panic trace: look the key up first.
      steps: [ownGpgKeys, gpgToken, verifyGpgKey],
      describe:
        'GET /user/gpg_keys (all pages) to find key_id, then POST /user/gpg_key_verify (with sign: GET /user/gpg_key_token and sign it with the local gpg first)',
      async run(ctx, p) {
        const wanted = String(p.key_id).toUpperCase()
        checkVerifiable(ctx, wanted)
        const keys = await ctx.all(ownGpgKeys, {})
        const ids = (k: Record<string, unknown>): string[] => [
          String(k.key_id ?? '').toUpperCase(),
          ...((k.subkeys as Array<Record<string, unknown>> | undefined) ?? []).flatMap(ids)
        ]
        if (!keys.some(k => ids(k).includes(wanted)))
          throw new ForgeError(
            `gpg_keys_verify: GPG key ${wanted} is not one of the authenticated user's keys (404 not found)`,
            404,
            undefined,
            'add the public key first (gpg_keys_add), then verify it with its key_id from gpg_keys_list'
          )
        return ctx.call(verifyGpgKey, p.sign ? { ...p, armored_signature: await signToken(ctx, wanted) } : p)
      }
    }),
    output: { kind: 'record', fields: fields(FIELDS.gpgKey) }
  }),
  operation({
    domain,
    name: 'heatmap',
    summary: 'activity heatmap of a user',
    params: () => params({ username }),
    routes: both(get('/users/{username}/heatmap')),
    output: { kind: 'list' }
  }),
  ...userHooks,
  userActions.jobs,
  operation({
    domain,
    name: 'keys_add',
    summary: 'add SSH key',
    params: () => params({ title: name('key title'), key: publicKey('public key content') }),
    routes: both(post('/user/keys', { body: { title: 'title', key: 'key' } })),
    output: { kind: 'record', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'keys_delete',
    summary: 'delete SSH key by id',
    params: () => params({ id: id('SSH key id') }),
    routes: both(del('/user/keys/{id}')),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'keys_list',
    summary: 'list own SSH keys',
    params: () => params({}),
    routes: both(list('/user/keys')),
    output: { kind: 'list', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'keys_of',
    summary: "list a user's public SSH keys",
    params: () => params({ username }),
    routes: both(list('/users/{username}/keys')),
    output: { kind: 'list', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'me',
    summary: 'get the authenticated user',
    params: () => params({}),
    routes: both(get('/user')),
    output: { kind: 'record', fields: fields(FIELDS.user) }
  }),
  operation({
    domain,
    name: 'oauth2_create',
    summary: 'create OAuth2 application',
    params: () =>
      params({
        name: name('application name'),
        redirect_uris: strings('redirect URIs'),
        confidential_client: described(z.optional(z.boolean()), 'confidential client (can keep a secret)')
      }),
    routes: both(
      post('/user/applications/oauth2', {
        body: { name: 'name', redirect_uris: 'redirect_uris', confidential_client: 'confidential_client' }
      })
    ),
    output: { kind: 'record', fields: fields(FIELDS.oauth2), credentials: ['client_secret'] }
  }),
  operation({
    domain,
    name: 'oauth2_delete',
    summary: 'delete OAuth2 application',
    params: () => params({ id: id('application id') }),
    routes: both(del(oauth2Path)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'oauth2_get',
    summary: 'OAuth2 application details',
    params: () => params({ id: id('application id') }),
    routes: both(getOAuth2),
    output: { kind: 'record', fields: fields(FIELDS.oauth2), credentials: ['client_secret'] }
  }),
  operation({
    domain,
    name: 'oauth2_list',
    summary: 'list own OAuth2 applications',
    params: () => params({}),
    routes: both(list('/user/applications/oauth2')),
    output: { kind: 'list', fields: fields(FIELDS.oauth2), credentials: ['client_secret'] }
  }),
  operation({
    domain,
    name: 'oauth2_update',
    summary: 'update OAuth2 application (the server issues a new client_secret)',
    params: () =>
      params({ id: id('application id'), json_fields: jsonFields('fields to change (name, redirect_uris, confidential_client)') }),
    routes: both({
      // The API replaces the whole application: fields the caller leaves out are kept from the
      // current record instead of being blanked.
      steps: [getOAuth2, updateOAuth2],
      describe: 'GET /user/applications/oauth2/{id}, then PATCH it with the current fields merged with json_fields',
      async run(ctx, p) {
        const current = (await ctx.call(getOAuth2, p)).body as Record<string, unknown>
        const keep = Object.fromEntries(
          ['name', 'redirect_uris', 'confidential_client'].filter(k => current[k] !== undefined).map(k => [k, current[k]])
        )
        return ctx.call(updateOAuth2, { ...p, json_fields: { ...keep, ...(p.json_fields as object) } })
      }
    }),
    output: { kind: 'record', fields: fields(FIELDS.oauth2), credentials: ['client_secret'] }
  }),
  ...(['', 'artifacts', 'attachments', 'packages'] as const).map(kind =>
    operation({
      domain,
      name: kind ? `quota_${kind}` : 'quota',
      summary: `${kind ? `${kind.slice(0, -1)} ` : ''}quota usage (Forgejo only)`,
      params: () => params({}),
      routes: { forgejo: kind ? list(`/user/quota/${kind}`) : get('/user/quota') },
      absentReason: { gitea: 'Gitea has no quota API; quota exists only on Forgejo' },
      output: { kind: kind ? 'list' : 'record' }
    })
  ),
  operation({
    domain,
    name: 'repos_of',
    summary: "a user's public repositories",
    params: () => params({ username, ...paging() }),
    routes: both(list('/users/{username}/repos')),
    output: { kind: 'list', fields: fields(FIELDS.repo) }
  }),
  ...userActions.runners,
  ...provisioningFamily(
    domain,
    USER_SCOPE,
    userActions.runners.find(op => op.name === 'runners_token')!,
    {
      register:
        "register a user-level runner: its id, uuid and token (a credential), act_runner's .runner file and the Forgejo runner's configuration",
      edit: 'disable or enable a user-level runner (Gitea 1.26+)',
      prune: 'remove user-level runners that match a filter (offline by default; never busy ones)'
    }
  ),
  userActions.runs,
  operation({
    domain,
    name: 'search',
    summary: 'search users by substring of username, full name or email',
    params: () => params({ query: name('search text'), ...paging() }),
    routes: both(list('/users/search', { query: { q: 'query' }, unwrap: 'data' })),
    output: { kind: 'list', fields: fields(FIELDS.user) }
  }),
  ...userSettings.secrets,
  operation({
    domain,
    name: 'settings_get',
    summary: 'current user settings',
    params: () => params({}),
    routes: both(get('/user/settings')),
    output: { kind: 'record', fields: fields(FIELDS.settings) }
  }),
  operation({
    domain,
    name: 'settings_update',
    summary: 'update current user settings',
    params: () => params({ json_fields: jsonFields('settings to change (UserSettingsOptions)') }),
    routes: both(patch('/user/settings', { jsonFields: 'UserSettingsOptions' })),
    output: { kind: 'record', fields: fields(FIELDS.settings) }
  }),
  operation({
    domain,
    name: 'star',
    summary: 'star a repository',
    params: () => params({ owner: name('repository owner'), repo: name('repository name') }),
    routes: both(put('/user/starred/{owner}/{repo}')),
    output: { kind: 'none' }
  }),
  repoList('/user/starred', 'repositories starred by the authenticated user', 'starred'),
  repoList('/users/{username}/starred', 'repositories starred by a user', 'starred_by', { username }),
  operation({
    domain,
    name: 'starred_check',
    summary: 'whether a repository is starred',
    params: () => params({ owner: name('repository owner'), repo: name('repository name') }),
    routes: both(presence('/user/starred/{owner}/{repo}')),
    output: { kind: 'boolean' }
  }),
  operation({
    domain,
    name: 'stopwatches',
    summary: 'active stopwatches',
    params: () => params({}),
    routes: both(list('/user/stopwatches')),
    output: { kind: 'list' }
  }),
  repoList('/user/subscriptions', 'repositories watched by the authenticated user', 'subscriptions'),
  repoList('/users/{username}/subscriptions', 'repositories watched by a user', 'subscriptions_of', { username }),
  operation({
    domain,
    name: 'teams',
    summary: 'teams of the authenticated user',
    params: () => params({}),
    routes: both(list('/user/teams')),
    output: { kind: 'list', fields: ['id', 'name', 'permission', 'units_map', 'organization.name', 'description'], derive: teamView }
  }),
  operation({
    domain,
    name: 'times_list',
    summary: 'all tracked time of the authenticated user',
    params: () => params({ ...paging() }),
    routes: both(list('/user/times')),
    output: { kind: 'list', fields: ['id', 'created', 'time', 'issue_id', 'user_name'] }
  }),
  operation({
    domain,
    name: 'tokens_create',
    summary: 'create access token; its value is returned only in this response',
    params: () =>
      params({
        username,
        name: name('token name'),
        scopes: described(z.optional(z.array(text())), 'scopes, e.g. ["read:user","write:repository"]')
      }),
    routes: both(post('/users/{username}/tokens', { auth: 'basic', body: { name: 'name', scopes: 'scopes' } })),
    output: { kind: 'record', fields: ['id', 'name', 'sha1', 'token_last_eight', 'scopes'], credentials: ['sha1'] }
  }),
  operation({
    domain,
    name: 'tokens_delete',
    summary: 'delete access token (by id or name)',
    params: () =>
      params({
        username,
        token_id: described(z.union([z.number().check(z.int(), z.positive()), text()]), 'token id, or its name')
      }),
    routes: both(del('/users/{username}/tokens/{token_id}', { auth: 'basic' })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'tokens_list',
    summary: 'list access tokens (values omitted)',
    params: () => params({ username }),
    routes: both(list('/users/{username}/tokens', { auth: 'basic' })),
    output: { kind: 'list', fields: ['id', 'name', 'token_last_eight', 'scopes'] }
  }),
  operation({
    domain,
    name: 'unfollow',
    summary: 'unfollow a user',
    params: () => params({ username }),
    routes: both(del('/user/following/{username}')),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'unstar',
    summary: 'unstar a repository',
    params: () => params({ owner: name('repository owner'), repo: name('repository name') }),
    routes: both(del('/user/starred/{owner}/{repo}')),
    output: { kind: 'none' }
  }),
  ...userSettings.variables
]
