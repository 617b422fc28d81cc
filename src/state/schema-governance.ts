// How a repository is governed, in the state file: its branch and tag protections, deploy keys,
// labels, topics and teams (read by collections-governance.ts), an organization's labels, and the
// defaults an organization (or the file's top level) gives the repositories whose names match a
// pattern (read by defaults.ts). Built by schema.ts with its helpers (passed in, as schema-orgs.ts).
import * as z from '../registry/zod.js'
import { publicKeyText } from '../registry/define.js'
import { PROTECTION_SETS } from '../registry/governance.js'
import { globProblem } from './glob.js'
import type { SchemaKit } from './schema-kit.js'
import { defaultableSettingsShape } from './schema-repo-settings.js'

/** Users and teams an allow-list names. */
const names = () => z.array(z.string().check(z.minLength(1)))

/**
 * The fields of a branch protection the file may give: those of the servers' Create- and
 * EditBranchProtectionOption (Gitea 1.26 and Forgejo 15 specs) but its name, which is the key, and
 * Gitea's priority (the order: branch_protections_priority). Which variant has which is checked
 * against the specs (registry/generated/option-fields.ts) before anything is read.
 */
export const BRANCH_PROTECTION_FIELDS = {
  enable_push: 'whether anyone may push to the branch (false: changes only through pull requests)',
  enable_push_whitelist: 'only the push allow-list may push (needs enable_push: true)',
  push_whitelist_usernames: 'users who may push (they need write access: the server drops others)',
  push_whitelist_teams: 'teams who may push (they need access to the repository)',
  push_whitelist_deploy_keys: 'deploy keys with write access may push (needs enable_push_whitelist: true)',
  enable_force_push: 'whether force pushes are allowed (Gitea only; needs enable_push: true)',
  enable_force_push_allowlist: 'only the force-push allow-list may force push (Gitea only; needs enable_force_push: true)',
  force_push_allowlist_usernames: 'users who may force push (Gitea only)',
  force_push_allowlist_teams: 'teams who may force push (Gitea only)',
  force_push_allowlist_deploy_keys: 'deploy keys may force push (Gitea only)',
  enable_merge_whitelist: 'only the merge allow-list may merge pull requests',
  merge_whitelist_usernames: 'users who may merge',
  merge_whitelist_teams: 'teams who may merge',
  enable_status_check: 'a merge needs the status checks to pass',
  status_check_contexts: 'the status checks a merge needs (globs)',
  required_approvals: 'approvals a merge needs',
  enable_approvals_whitelist: 'only approvals of the approvals allow-list count',
  approvals_whitelist_username: 'users whose approvals count',
  approvals_whitelist_teams: 'teams whose approvals count',
  block_on_rejected_reviews: 'a rejected review blocks the merge',
  block_on_official_review_requests: 'an official review request blocks the merge',
  block_on_outdated_branch: 'a branch behind its base cannot be merged',
  dismiss_stale_approvals: 'new commits dismiss approvals',
  ignore_stale_approvals: 'approvals of older commits do not count',
  require_signed_commits: 'every commit must be signed',
  protected_file_patterns: 'files that may not be changed by a push (globs separated by ;)',
  unprotected_file_patterns: 'files a push may change even when the push is not allowed (globs separated by ;)',
  block_admin_merge_override: 'administrators cannot merge past the rule (Gitea only)',
  apply_to_admins: 'the rule holds for administrators too (Forgejo only)'
} as const

export type BranchProtectionField = keyof typeof BRANCH_PROTECTION_FIELDS

/** The branch protection fields that are lists of names or of check contexts. */
export const LIST_FIELDS = new Set<string>(PROTECTION_SETS)
const NUMBER_FIELDS = new Set<string>(['required_approvals'])
const TEXT_FIELDS = new Set<string>(['protected_file_patterns', 'unprotected_file_patterns'])

const COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** The governance fields of a repository's entry (and of a default): each a collection. */
export function governanceSchema({ d, collection, mapCollection }: Pick<SchemaKit, 'd' | 'collection' | 'mapCollection'>) {
  const protection = z.strictObject(
    Object.fromEntries(
      Object.entries(BRANCH_PROTECTION_FIELDS).map(([field, what]) => [
        field,
        d(
          z.optional(
            LIST_FIELDS.has(field)
              ? names()
              : NUMBER_FIELDS.has(field)
                ? z.number().check(z.int(), z.minimum(0))
                : TEXT_FIELDS.has(field)
                  ? z.string()
                  : z.boolean()
          ),
          what
        )
      ])
    ) as unknown as Record<BranchProtectionField, z.ZodMiniOptional<z.ZodMiniType>>
  )
  const tagProtection = z.strictObject({
    whitelist_usernames: d(z.optional(names()), 'users who may push and delete these tags'),
    whitelist_teams: d(z.optional(names()), 'teams of the owner organization who may push and delete these tags')
  })
  const deployKey = z.strictObject({
    title: d(z.string().check(z.minLength(1)), 'key title (its identity in the file)'),
    key: d(publicKeyText(), 'public key, e.g. "ssh-ed25519 AAAA... comment" (a changed key is replaced)'),
    read_only: d(z.optional(z.boolean()), 'read-only (clone and fetch, no push); default true')
  })
  const topic = z
    .string()
    .check(
      z.maxLength(35, 'at most 35 characters'),
      z.regex(/^[a-zA-Z0-9][-.a-zA-Z0-9]*$/, 'letters, digits, - and . only, starting with a letter or digit')
    )
  const text = z.string().check(z.minLength(1))
  return {
    branch_protections: z.optional(
      mapCollection(text, protection, 'branch protections: rule name (a branch, or a glob such as release/*) → fields')
    ),
    tag_protections: z.optional(
      mapCollection(text, tagProtection, 'tag protections: name pattern (a tag, a glob such as v*, or /regexp/) → who may push')
    ),
    deploy_keys: z.optional(collection(z.array(deployKey), 'deploy keys, by title')),
    labels: z.optional(labelsSchema({ d, mapCollection })),
    topics: d(
      z.optional(z.array(topic).check(z.maxLength(25, 'at most 25 topics'))),
      'the topics, all of them (kept in lower case): the server gets exactly these'
    ),
    teams: z.optional(
      collection(z.array(text), "teams of the owner organization that have the repository (each at the team's own permission), by name")
    )
  }
}

/** Labels by name: an organization's, a repository's. */
export function labelsSchema({ d, mapCollection }: Pick<SchemaKit, 'd' | 'mapCollection'>) {
  const label = z.strictObject({
    color: d(
      z.optional(z.string().check(z.regex(COLOR, 'expected a hex colour: #rrggbb, rrggbb or #rgb'))),
      'colour, #rrggbb (required to create the label)'
    ),
    description: d(z.optional(z.string()), 'description'),
    exclusive: d(z.optional(z.boolean()), 'scoped: an issue holds one label of the scope (the part of the name before the last /)'),
    is_archived: d(z.optional(z.boolean()), 'archived (not offered for new issues)')
  })
  return mapCollection(z.string().check(z.minLength(1)), label, 'labels: name → colour, description, exclusive')
}

/**
 * Defaults for many repositories: a list of sets, each with the names it applies to. At an
 * organization, `match` is a glob of repository names (`*`, `svc-*`); at the file's top level, of
 * OWNER/NAME (`acme/*`, `*\/svc-*`). A set applies to every matching repository the server holds
 * (and those the file creates), after the sets before it, and a repository's own entry overrides
 * them field by field.
 */
export function repoDefaultsSchema(kit: Pick<SchemaKit, 'd' | 'collection' | 'mapCollection'>, top: boolean) {
  const { d } = kit
  const glob = (
    top
      ? z.string().check(z.refine(g => /^[^/]+\/[^/]+$/.test(g), 'must be an OWNER/NAME glob, e.g. acme/* or */svc-*'))
      : z
          .string()
          .check(z.refine(g => g.length > 0 && !g.includes('/'), "must be a glob of the organization's repository names, e.g. svc-*"))
  ).check(z.refine(g => globProblem(g) === undefined, { error: iss => `not a glob svc takes: ${globProblem(String(iss.input))}` }))
  const what = top ? 'OWNER/NAME glob' : 'repository name glob'
  return d(
    z.array(
      z.strictObject({
        match: d(
          z.union([glob, z.array(glob).check(z.minLength(1))]),
          `${what} (or a list of them) the set applies to, e.g. "${top ? 'acme/*' : '*'}"`
        ),
        exclude: d(z.optional(z.array(glob)), `${what}s the set does not apply to`),
        ...defaultableSettingsShape(),
        ...governanceSchema(kit)
      })
    ),
    top
      ? 'governance defaults for the repositories whose OWNER/NAME matches, in order; a repository entry overrides them field by field'
      : "governance defaults for the organization's repositories whose name matches, in order; a repository entry overrides them field by field"
  )
}
