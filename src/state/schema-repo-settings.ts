// The parts of a repository in the state file that repos_edit's settings and push mirrors add
// (collections-repos.ts compares the settings, collections-mirrors.ts the mirrors). Built by
// schema.ts with its helpers, as schema-orgs.ts is.
import * as z from '../registry/zod.js'
import { MERGE_STYLES, mirrorInterval } from '../registry/repo-values.js'
import type { SchemaKit } from './schema-orgs.js'

/**
 * The settings beyond schema.ts's first ones (description, private, website, default_branch,
 * has_issues, has_wiki, archived): the names repos_edit takes, which the Repository record answers.
 */
export const MORE_REPO_SETTINGS = [
  'template',
  'has_code',
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

export function repoSettingsShape({ d }: Pick<SchemaKit, 'd'>) {
  const on = (what: string) => d(z.optional(z.boolean()), what)
  return {
    template: on('a template repository'),
    has_code: on('the code unit (Gitea only)'),
    has_pull_requests: on('pull requests enabled'),
    has_projects: on('projects enabled'),
    has_releases: on('releases enabled'),
    has_packages: on('packages enabled'),
    has_actions: on('Actions enabled'),
    allow_merge_commits: on('pull requests may be merged with a merge commit'),
    allow_rebase: on('pull requests may be rebased and fast-forwarded'),
    allow_rebase_explicit: on('pull requests may be rebased with a merge commit'),
    allow_squash_merge: on('pull requests may be squashed'),
    allow_fast_forward_only_merge: on('pull requests may be merged by fast-forward only'),
    allow_rebase_update: on("a pull request's branch may be updated by rebase"),
    default_merge_style: d(z.optional(z.enum(MERGE_STYLES)), `the merge style offered first: ${MERGE_STYLES.join(', ')}`),
    default_delete_branch_after_merge: on("delete a pull request's branch after the merge, by default"),
    default_allow_maintainer_edit: on("maintainers may push to a pull request's branch, by default"),
    ignore_whitespace_conflicts: on('ignore whitespace when checking pull requests for conflicts'),
    default_update_style: d(z.optional(z.enum(['merge', 'rebase'])), "how a pull request's branch is updated by default (Forgejo only)")
  }
}

/** A push mirror, by its remote address; its credentials only as environment variables, used when it is (re)made. */
export function pushMirrorSchema({ d, fromEnv }: Pick<SchemaKit, 'd' | 'fromEnv'>) {
  return z.strictObject({
    remote_address: d(
      z.string().check(z.minLength(1)),
      'the remote repository the server pushes to (http, https or git URL, without credentials): its identity'
    ),
    remote_username: d(z.optional(fromEnv), 'user name at the remote, used when the mirror is made'),
    remote_password: d(z.optional(fromEnv), 'password or token at the remote, used when the mirror is made'),
    interval: d(z.optional(mirrorInterval()), 'how often the server pushes (8h, 30m, 1h30m; 0: never); the servers default to 8h'),
    sync_on_commit: d(z.optional(z.boolean()), 'also push on every commit (default false)'),
    branch_filter: d(z.optional(z.string().check(z.minLength(1))), 'only the branches matching this glob (Forgejo only)')
  })
}
