// The desired-state file (`svc plan -f forge.yaml`): its zod schema, which validates the file and
// from which schema/forge-state.schema.json is generated (`npm run docs`) so that editors complete
// it. Only collections whose operations exist are in the schema: a section would be refused as an
// unknown field until its collections are added (collections.ts). A section of its own file is
// built with the helpers here (the `orgs` section: schema-orgs.ts).
import * as z from '../registry/zod.js'
import { publicKeyText } from '../registry/define.js'
import { orgsSchema } from './schema-orgs.js'
import { governanceSchema, repoDefaultsSchema } from './schema-governance.js'
import { pushMirrorSchema, repoSettingsShape } from './schema-repo-settings.js'
import { mirrorsSchema } from './schema-mirrors.js'

const d = <T extends z.ZodMiniType>(schema: T, what: string): T => schema.check(z.describe(what))

/** A credential: never in the file, always the name of an environment variable that holds it. */
export const fromEnv = d(
  z.strictObject({
    value_from_env: d(z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')), 'environment variable')
  }),
  'a credential read from an environment variable when it is sent (never written in the file)'
)
export type FromEnv = z.infer<typeof fromEnv>

/**
 * A collection as the file gives it: its items, or `{ prune: true, items }` to delete what the
 * server has and the items do not list. Without prune, nothing the file does not name is touched.
 */
function collection<T extends z.ZodMiniType, U extends z.ZodMiniType = T>(items: T, what: string, plainItems?: U) {
  return d(
    z.union([
      z.strictObject({
        prune: d(z.optional(z.boolean()), 'delete what the server has and `items` does not list (default false)'),
        items
      }),
      plainItems ?? items
    ]),
    `${what}; or { prune: true, items: ... } to also delete what is not listed`
  )
}

/**
 * A collection held as a map (name → value). In the short form a name cannot be `items` or
 * `prune`: such a map would read as the long form. Those names go in `{ items: ... }`.
 */
function mapCollection<T extends z.ZodMiniType>(key: z.ZodMiniString, value: T, what: string) {
  const plainKey = key.check(
    z.refine(k => k !== 'items' && k !== 'prune', 'reserved: one named items or prune goes in the long form { items: { ... } }')
  )
  return collection(z.record(key, value), what, z.record(plainKey, value))
}

const VISIBILITIES = ['public', 'limited', 'private'] as const

export const sshKey = z.strictObject({
  title: d(z.string().check(z.minLength(1)), 'key title (its identity in the file)'),
  key: d(publicKeyText(), 'public key, e.g. "ssh-ed25519 AAAA... comment"')
})

const variableName = z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be letters, digits and _, not starting with a digit'))

export const user = z.strictObject({
  email: d(z.optional(z.string().check(z.minLength(3))), 'primary email address (required to create the user)'),
  full_name: d(z.optional(z.string()), 'full display name'),
  visibility: d(z.optional(z.enum(VISIBILITIES)), 'profile visibility'),
  restricted: d(z.optional(z.boolean()), 'restricted user: sees only what they are explicitly given'),
  admin: d(z.optional(z.boolean()), 'instance administrator'),
  active: d(z.optional(z.boolean()), 'account activated'),
  prohibit_login: d(z.optional(z.boolean()), 'may not sign in'),
  website: d(z.optional(z.string()), 'website'),
  location: d(z.optional(z.string()), 'location'),
  description: d(z.optional(z.string()), 'profile description'),
  password: d(z.optional(fromEnv), 'initial password, used only when the user is created (a local user needs one)'),
  must_change_password: d(z.optional(z.boolean()), 'at creation: ask for a new password at first sign-in (default false)'),
  source_id: d(z.optional(z.number().check(z.int(), z.minimum(0))), 'at creation: external authentication source id'),
  login_name: d(z.optional(z.string()), "at creation: the user's name at the external source"),
  keys: z.optional(collection(z.array(sshKey), 'SSH public keys, by title')),
  emails: z.optional(collection(z.array(z.string().check(z.minLength(3))), 'additional email addresses (the primary one is `email`)')),
  variables: z.optional(mapCollection(variableName, z.string(), "the user's own Actions variables: NAME → value")),
  badges: z.optional(collection(z.array(z.string().check(z.minLength(1))), 'badge slugs (Gitea only; the badges must exist)')),
  // The API cannot list a user's secrets: no prune, and their values are set on every apply.
  secrets: d(
    z.optional(z.record(variableName, fromEnv)),
    "the user's own Actions secrets: NAME → { value_from_env: VAR } (set on every apply)"
  )
})
export type UserState = z.infer<typeof user>

const HOOK_TYPES = [
  'forgejo',
  'gitea',
  'gogs',
  'slack',
  'discord',
  'dingtalk',
  'telegram',
  'msteams',
  'feishu',
  'wechatwork',
  'packagist'
] as const

export const hook = z.strictObject({
  type: d(z.enum(HOOK_TYPES), 'hook type (with url, its identity)'),
  url: d(z.string().check(z.minLength(1)), 'target URL (with type, its identity)'),
  content_type: d(z.optional(z.enum(['json', 'form'])), 'payload content type (default json at creation)'),
  events: d(z.optional(z.array(z.string().check(z.minLength(1)))), 'events that fire the hook (default ["push"] at creation)'),
  active: d(z.optional(z.boolean()), 'whether the hook fires (default true at creation)'),
  secret: d(z.optional(fromEnv), 'signing secret, used only when the hook is created')
})
export type HookState = z.infer<typeof hook>

// ---- repositories (collections-repos.ts) ----

export const REPO_PERMISSIONS = ['read', 'write', 'admin'] as const

export const repo = z.strictObject({
  description: d(z.optional(z.string()), 'description'),
  private: d(z.optional(z.boolean()), 'private repository'),
  website: d(z.optional(z.string()), 'website'),
  default_branch: d(z.optional(z.string().check(z.minLength(1))), 'default branch'),
  has_issues: d(z.optional(z.boolean()), 'issues enabled'),
  has_wiki: d(z.optional(z.boolean()), 'wiki enabled'),
  archived: d(z.optional(z.boolean()), 'archived (read-only)'),
  ...repoSettingsShape(),
  push_mirrors: z.optional(collection(z.array(pushMirrorSchema({ d, fromEnv })), 'push mirrors, by remote_address')),
  collaborators: z.optional(
    mapCollection(z.string().check(z.minLength(1)), z.enum(REPO_PERMISSIONS), 'collaborators: username → read, write or admin')
  ),
  secrets: z.optional(
    mapCollection(
      variableName,
      fromEnv,
      'Actions secrets: NAME → { value_from_env: VAR } (on Gitea with SVC_STATE_KEY set, a changed value is seen by its fingerprint)'
    )
  ),
  variables: z.optional(mapCollection(variableName, z.string(), 'Actions variables: NAME → value')),
  hooks: z.optional(collection(z.array(hook), 'webhooks, by type and url')),
  ...governanceSchema({ d, collection, mapCollection })
})
export type RepoState = z.infer<typeof repo>

/**
 * `OWNER/NAME`. The collection has no prune: deleting a repository destroys its data, so svc never
 * does it from a file (svc repo delete does, asked by name).
 */
const repoKey = z
  .string()
  .check(z.refine(k => /^[^/\s]+\/[^/\s]+$/.test(k), 'must be owner/name (repositories have no prune: svc repo delete removes one)'))

export const stateFile = d(
  z.strictObject({
    $schema: z.optional(z.string()),
    users: z.optional(mapCollection(z.string().check(z.minLength(1)), user, 'users: login → fields')),
    hooks: z.optional(collection(z.array(hook), 'system webhooks, by type and url')),
    orgs: z.optional(orgsSchema({ d, collection, mapCollection, fromEnv, hook, variableName })),
    repos: z.optional(d(z.record(repoKey, repo), 'repositories: OWNER/NAME → settings and collections (never deleted by svc)')),
    repo_defaults: z.optional(repoDefaultsSchema({ d, collection, mapCollection }, true)),
    mirrors: z.optional(mirrorsSchema(d))
  }),
  'svc desired state: what the forge should hold. Whatever the file does not name is not managed.'
)
export type StateFile = z.infer<typeof stateFile>

/** A collection's items and whether it is pruned, whichever form the file used. */
export function itemsOf<T>(c: T | { prune?: boolean; items: T } | undefined): { prune: boolean; items: T } | undefined {
  if (c === undefined) return undefined
  if (c !== null && typeof c === 'object' && !Array.isArray(c) && 'items' in c && Object.keys(c).every(k => k === 'items' || k === 'prune'))
    return { prune: (c as { prune?: boolean }).prune === true, items: (c as { items: T }).items }
  return { prune: false, items: c as T }
}

/** The JSON Schema of the file (committed as schema/forge-state.schema.json). */
export function stateJsonSchema(): Record<string, unknown> {
  return {
    title: 'svc desired state',
    ...(z.toJSONSchema(stateFile, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>)
  }
}
