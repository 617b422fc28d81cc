// Values of a repository's settings and push mirrors that the registry's operations (repos.ts,
// mirrors.ts) and the state file (src/state) both check and compare. Apart from the repos domain's
// modules, so that the state engine holds them without loading that domain.
import * as z from './zod.js'
import { stripUserinfo } from '../url-credentials.js'

/** The default merge styles both variants take (EditRepoOption.default_merge_style's list in both specs). */
export const MERGE_STYLES = ['merge', 'rebase', 'rebase-merge', 'squash', 'fast-forward-only'] as const

/**
 * The address of a remote as the servers keep it (util.SanitizeURL: no user or password in it),
 * for comparing an address given with one listed: without user-info (stripUserinfo, which reads
 * it where any parser would), then as the URL parser writes it.
 */
export function mirrorAddress(address: unknown): string {
  const s = stripUserinfo(String(address).trim())
  try {
    return new URL(s).toString()
  } catch {
    return s
  }
}

/** MigrateRepoOptions.service on Gitea 1.26 (repos_migrate, the mirrors section's clone_addr); Forgejo's list lacks codecommit. */
export const MIGRATE_SERVICES = ['git', 'github', 'gitea', 'gitlab', 'gogs', 'onedev', 'gitbucket', 'codebase', 'codecommit'] as const
/** What a migration may bring besides the git data, as MigrateRepoOptions names it (each a boolean). */
export const MIGRATE_ITEMS = ['wiki', 'labels', 'milestones', 'issues', 'pull_requests', 'releases', 'lfs'] as const
/** The forges whose repositories a source lists (sources_list, the mirrors section's from). */
export const SOURCE_SERVICES = ['github', 'gitlab', 'gitea', 'forgejo'] as const

/**
 * A Go duration as the servers parse it (time.ParseDuration) and answer it (`8h0m0s`): hours,
 * minutes and seconds. The servers refuse an interval under their minimum (10m by default) but 0
 * (no timer) with 400.
 */
const DURATION = /^(?:0|(?=\d)(?:\d+h)?(?:\d+m)?(?:\d+s)?)$/
export const mirrorInterval = () => z.string().check(z.regex(DURATION, 'a duration such as 8h, 30m, 1h30m, or 0 (no timer)'))

/** Seconds in a Go duration (`8h0m0s` and `8h` are the same interval); undefined for another text. */
export function intervalSeconds(d: unknown): number | undefined {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(String(d))
  if (String(d) === '0') return 0
  if (!m || !DURATION.test(String(d))) return undefined
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}

/** The settings of repos_edit and the state file (repoSettings), in their order. */
export const REPO_SETTING_NAMES = [
  'description',
  'website',
  'private',
  'template',
  'archived',
  'default_branch',
  'has_code',
  'has_issues',
  'has_wiki',
  'has_pull_requests',
  'has_projects',
  'has_releases',
  'has_packages',
  'has_actions',
  'allow_merge_commits',
  'allow_rebase',
  'allow_rebase_explicit',
  'allow_squash_merge',
  'allow_fast_forward_only_merge',
  'allow_rebase_update',
  'default_merge_style',
  'default_delete_branch_after_merge',
  'default_allow_maintainer_edit',
  'ignore_whitespace_conflicts',
  'default_update_style'
] as const
export type RepoSetting = (typeof REPO_SETTING_NAMES)[number]

const on = (what: string) => z.optional(z.boolean()).check(z.describe(what))

/**
 * The settings repos_edit takes as params: EditRepoOption's fields that the Repository record
 * answers under the same name (so that an edit that changes nothing sends nothing, and a state
 * file compares them). The rest of EditRepoOption (allow_manual_merge, external_tracker, ...) stays
 * in json_fields. Gitea 1.25.4's EditRepoOption is 1.26.4's (modules/structs/repo.go).
 */
export const repoSettings = (): Record<RepoSetting, z.ZodMiniType> => ({
  description: z.optional(z.string()).check(z.describe('description')),
  website: z.optional(z.string()).check(z.describe('website')),
  private: on('private repository'),
  template: on('a template repository (offered when creating a repository)'),
  archived: on('archived: read-only, no pushes, issues or pull requests (false unarchives)'),
  default_branch: z
    .optional(z.string().check(z.minLength(1)))
    .check(z.describe('default branch (it must exist, except in an empty repository)')),
  has_code: on('the code unit (Gitea only)'),
  has_issues: on('issues'),
  has_wiki: on('wiki'),
  has_pull_requests: on('pull requests'),
  has_projects: on('projects'),
  has_releases: on('releases'),
  has_packages: on('packages'),
  has_actions: on('Actions'),
  allow_merge_commits: on('pull requests may be merged with a merge commit'),
  allow_rebase: on('pull requests may be rebased and fast-forwarded'),
  allow_rebase_explicit: on('pull requests may be rebased with a merge commit (--no-ff)'),
  allow_squash_merge: on('pull requests may be squashed'),
  allow_fast_forward_only_merge: on('pull requests may be merged by fast-forward only'),
  allow_rebase_update: on("a pull request's branch may be updated by rebase"),
  default_merge_style: z.optional(z.enum(MERGE_STYLES)).check(z.describe(`the merge style offered first: ${MERGE_STYLES.join(', ')}`)),
  default_delete_branch_after_merge: on("delete a pull request's branch after the merge, by default"),
  default_allow_maintainer_edit: on("let maintainers push to a pull request's branch, by default"),
  ignore_whitespace_conflicts: on('ignore whitespace when checking pull requests for conflicts'),
  default_update_style: z
    .optional(z.enum(['merge', 'rebase']))
    .check(z.describe("how a pull request's branch is updated by default: merge or rebase (Forgejo only)"))
})

/** EditRepoOption's fields kept in the pull request unit's configuration. */
export const PULL_REQUEST_SETTINGS: readonly string[] = [
  'allow_manual_merge',
  'autodetect_manual_merge',
  'allow_merge_commits',
  'allow_rebase',
  'allow_rebase_explicit',
  'allow_squash_merge',
  'allow_fast_forward_only_merge',
  'allow_rebase_update',
  'default_merge_style',
  'default_delete_branch_after_merge',
  'default_allow_maintainer_edit',
  'ignore_whitespace_conflicts',
  'default_update_style'
]
