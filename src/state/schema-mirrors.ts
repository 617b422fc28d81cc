// The `mirrors` section of the state file: repositories brought in from elsewhere and kept in sync
// (pull mirrors) or migrated once. An entry is either a whole source (`from`: a GitHub, GitLab,
// Gitea or Forgejo organization or user, listed on every plan, so that a repository new at the
// source is brought in by the next apply) or one repository (`clone_addr`), which is how `svc dump`
// writes copies that do not come from one source. Read by pull-mirrors.ts. Credentials are only
// the names of environment variables (`token_from_env`), under the credential rule like every value.
import * as z from '../registry/zod.js'
import { MIGRATE_ITEMS, MIGRATE_SERVICES, mirrorInterval, SOURCE_SERVICES } from '../registry/repo-values.js'
import { addressProblem } from '../url-credentials.js'

type Describe = <T extends z.ZodMiniType>(schema: T, what: string) => T

export const GONE = ['keep', 'archive', 'delete'] as const

const envName = z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name'))

/** An http(s) address without user-info: a credential never stands in the file (addressProblem, as repos_migrate checks). */
const address = (what: string) =>
  z.string().check(
    z.superRefine((s, ctx) => {
      const problem = addressProblem(s, ['http:', 'https:'])
      if (problem)
        ctx.issues.push({
          code: 'custom',
          input: s,
          message: `${what}: ${problem.message}${problem.kind === 'userinfo' ? ' (give the token as token_from_env)' : ''}`
        })
    })
  )

/** A glob of repository names: `*` any run of characters, `?` one; case-insensitive. */
const glob = z.string().check(z.minLength(1))

export function mirrorsSchema(d: Describe) {
  const owner = z.string().check(z.regex(/^[^/\s]+$/, 'an organization or user name (no /)'))
  const source = z.strictObject({
    service: d(z.enum(SOURCE_SERVICES), 'where the repositories are: github, gitlab, gitea or forgejo'),
    owner: d(
      z.string().check(z.regex(/^[^\s/][^\s]*$/, 'a user, organization or group name (a GitLab subgroup as group/sub)')),
      'the user, organization or GitLab group (subgroups included) whose repositories are brought in'
    ),
    url: d(
      z.optional(address('url')),
      'the source server (GitHub Enterprise, a self-hosted GitLab, a Gitea or Forgejo); default github.com or gitlab.com'
    ),
    token_from_env: d(
      z.optional(envName),
      "the environment variable holding the source's token (to list private repositories and migrate them); never written anywhere"
    )
  })
  const entry = z.strictObject({
    from: d(z.optional(source), 'a whole source: every repository of this owner (listed again on every plan)'),
    clone_addr: d(z.optional(address('clone_addr')), 'one repository: its clone address (instead of from)'),
    service: d(
      z.optional(z.enum(MIGRATE_SERVICES)),
      'with clone_addr: what the source is, for what a migration can bring besides git (default git)'
    ),
    token_from_env: d(z.optional(envName), "with clone_addr: the environment variable holding the source's token"),
    name: d(
      z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]+$/, 'a repository name'))),
      "with clone_addr: the copy's name (default: the address's last part)"
    ),
    to: d(owner, 'the organization (or user) that holds the copies'),
    include: d(z.optional(z.array(glob)), 'with from: the repositories brought in, by name glob (* and ?; default all)'),
    exclude: d(z.optional(z.array(glob)), 'with from: repositories left out, by name glob'),
    forks: d(z.optional(z.boolean()), 'with from: bring forks too (default false)'),
    archived: d(z.optional(z.boolean()), 'with from: bring archived repositories too (default true)'),
    private: d(z.optional(z.boolean()), "the copies' visibility (default: as at the source; with clone_addr: private)"),
    mirror: d(z.optional(z.boolean()), 'true (default): pull mirrors, kept in sync by the server; false: a one-time migration'),
    interval: d(z.optional(mirrorInterval()), "how often the server syncs a mirror: 8h, 30m, 0 (never); default the server's"),
    items: d(
      z.optional(z.array(z.enum(MIGRATE_ITEMS))),
      'what is brought besides the git data: wiki, labels, milestones, issues, pull_requests, releases, lfs (default none); a pull mirror brings only wiki and lfs'
    ),
    gone: d(
      z.optional(z.enum(GONE)),
      'with from: a copy whose repository is gone from the source is kept (default), archived (a pull mirror: on Forgejo made a regular repository first; on Gitea, which cannot archive a mirror, its sync is turned off), or deleted (under the removal guard)'
    )
  })
  return d(
    z.array(entry),
    'repositories brought in from elsewhere: each entry a whole source (from) or one repository (clone_addr), copied into `to`'
  )
}
