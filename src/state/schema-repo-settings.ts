// The parts of a repository in the state file that repos_edit's settings and push mirrors add
// (collections-repos.ts compares the settings, collections-mirrors.ts the mirrors), with the
// registry's own schemas of those settings (registry/repo-values.ts).
import * as z from '../registry/zod.js'
import { REPO_SETTING_NAMES, mirrorInterval, repoSettings } from '../registry/repo-values.js'
import type { SchemaKit } from './schema-kit.js'
import { hasUserinfo } from '../url-credentials.js'

/** schema.ts's first settings of a repository, older than the rest. */
const FIRST = ['description', 'private', 'website', 'default_branch', 'has_issues', 'has_wiki', 'archived']

/** The settings beyond schema.ts's first ones: the rest of repos_edit's (their names are the Repository record's). */
export const MORE_REPO_SETTINGS = REPO_SETTING_NAMES.filter(k => !FIRST.includes(k))

/**
 * The settings `repo_defaults` may give many repositories at once: how they are governed (features,
 * merge styles, the default branch), not what only one repository is (its description, visibility,
 * website, archive and template flags).
 */
export const DEFAULTABLE_REPO_SETTINGS: readonly string[] = [
  'default_branch',
  'has_issues',
  'has_wiki',
  ...MORE_REPO_SETTINGS.filter(k => k !== 'template')
]

/** Those settings' schemas, as repos_edit takes them. */
export function repoSettingsShape(): Record<string, z.ZodMiniType> {
  const all = repoSettings()
  return Object.fromEntries(MORE_REPO_SETTINGS.map(k => [k, all[k]]))
}

/** The schemas of the settings a default may give: repos_edit's own. */
export function defaultableSettingsShape(): Record<string, z.ZodMiniType> {
  const all = repoSettings()
  return Object.fromEntries(DEFAULTABLE_REPO_SETTINGS.map(k => [k, all[k as keyof typeof all]]))
}

/** A push mirror, by its remote address; its credentials only as environment variables, used when it is (re)made. */
export function pushMirrorSchema({ d, fromEnv }: Pick<SchemaKit, 'd' | 'fromEnv'>) {
  return z.strictObject({
    remote_address: d(
      // Refused at load, with file:line and before anything is printed: the address is the mirror's
      // name in the plan, the dump and every log.
      z.string().check(
        z.minLength(1),
        z.refine(
          a => !hasUserinfo(a),
          'must not hold a user name or password (user:password@): give them as remote_username and remote_password with value_from_env, which are masked; the address is not shown'
        )
      ),
      'the remote repository the server pushes to (http, https or git URL, without credentials): its identity'
    ),
    remote_username: d(z.optional(fromEnv), 'user name at the remote, used when the mirror is made'),
    remote_password: d(z.optional(fromEnv), 'password or token at the remote, used when the mirror is made'),
    interval: d(z.optional(mirrorInterval()), 'how often the server pushes (8h, 30m, 1h30m; 0: never); the servers default to 8h'),
    sync_on_commit: d(z.optional(z.boolean()), 'also push on every commit (default false)'),
    branch_filter: d(z.optional(z.string().check(z.minLength(1))), 'only the branches matching this glob (Forgejo only)')
  })
}
