// Bringing repositories in (domain `repos`): a migration or pull mirror from another forge
// (repos_migrate, POST /repos/migrate), a mirror's sync now (mirror_sync), a mirror made a regular
// repository on cut-over day (mirror_convert, Forgejo only), and what a source holds (sources_list,
// through src/sources/, the client of GitHub, GitLab, Gitea and Forgejo that desired state's
// `mirrors` section uses too).
//
// What the servers do (Gitea 1.26 routers/api/v1/repo/migrate.go, Forgejo the same code): the POST
// answers when the clone is done (minutes for a large repository); a failed migration leaves the
// repository it created behind ("do not delete the repository, otherwise the end users won't be
// able to see the last error message", services/migrations/gitea_uploader.go Rollback), empty or
// answering 500, and says only "Migration failed: ..." or, for anything else, 500 with the reason
// in the server's log. A loopback or private address is refused with 422 "You can not import from
// disallowed hosts." unless [migrations] ALLOW_LOCALNETWORKS is set.
import * as z from './zod.js'
import { both, del, described, fields, FIELDS, get, name, operation, params, post, readIfPresent, text } from './define.js'
import { repoParams } from './repos.js'
import { MIGRATE_ITEMS, MIGRATE_SERVICES, mirrorInterval, SOURCE_SERVICES } from './repo-values.js'
import type { Composite, Operation, StepContext } from './types.js'
import { ForgeError, UsageError } from '../errors.js'
import { clip } from '../text.js'
import { addressProblem, stripUserinfo } from '../url-credentials.js'

const domain = 'repos'

/** The items a pull mirror never brings (the servers clear them for a mirror). */
const NOT_FOR_MIRRORS = ['labels', 'milestones', 'issues', 'pull_requests', 'releases']

const copyPath = '/repos/{repo_owner}/{repo_name}'
const getCopy = get(copyPath)
const deleteCopy = del(copyPath)
const migrate = post('/repos/migrate', {
  body: {
    clone_addr: 'clone_addr',
    service: 'service',
    repo_owner: 'repo_owner',
    repo_name: 'repo_name',
    mirror: 'mirror',
    mirror_interval: 'mirror_interval',
    private: 'private',
    description: 'description',
    ...Object.fromEntries(MIGRATE_ITEMS.map(i => [i, i])),
    lfs_endpoint: 'lfs_endpoint',
    auth_token: 'auth_token',
    auth_username: 'auth_username',
    auth_password: 'auth_password',
    aws_access_key_id: 'aws_access_key_id',
    aws_secret_access_key: 'aws_secret_access_key'
  },
  // The POST answers when the clone (and issues, releases, ...) is done.
  minTimeoutSeconds: 3600
})

const ALLOW_LOCAL_HINT =
  "a loopback or private address needs [migrations] ALLOW_LOCALNETWORKS = true in the server's app.ini; a host outside its ALLOWED_DOMAINS or in BLOCKED_DOMAINS is refused too"

/** What follows each refusal of clone_addr (addressProblem): the way it should be given. */
const CLONE_ADDR_HINTS = {
  url: ' (https://host/owner/repo.git)',
  scheme: '',
  userinfo: '; give them as auth_username and auth_password (or auth_token), which are masked'
}

/**
 * The address must not hold credentials (they would be kept as the copy's original_url and shown in
 * every plan and log): they go in auth_username / auth_password / auth_token, which are masked.
 */
function checkMigrate(p: Record<string, unknown>): Record<string, unknown> {
  const address = String(p.clone_addr).trim()
  const problem = addressProblem(address, ['http:', 'https:', 'git:'])
  if (problem) throw new UsageError(`repos_migrate: clone_addr ${problem.message}${CLONE_ADDR_HINTS[problem.kind]}`)
  if (p.mirror_interval !== undefined && p.mirror !== true)
    throw new UsageError(
      'repos_migrate: mirror_interval is for a pull mirror: give mirror: true with it (a one-time migration has no interval)'
    )
  if (p.lfs_endpoint !== undefined && p.lfs !== true) throw new UsageError('repos_migrate: lfs_endpoint needs lfs: true')
  return { ...p, clone_addr: address }
}

function migrateWarnings(p: Record<string, unknown>): string[] {
  const out: string[] = []
  const dropped = NOT_FOR_MIRRORS.filter(i => p[i] === true)
  if (p.mirror === true && dropped.length > 0)
    out.push(`repos_migrate: a pull mirror brings the git data (and wiki, lfs) only; the servers leave out ${dropped.join(', ')}`)
  const items = MIGRATE_ITEMS.filter(i => p[i] === true && i !== 'wiki')
  if ((p.service ?? 'git') === 'git' && items.length > 0)
    out.push(
      `repos_migrate: service git brings the git data and wiki only; ${items.join(', ')} need the source's service (github, gitea, gitlab, ...)`
    )
  return out
}

/** What the server said a failed migration was, in words that say what to do. */
function migrateFailure(e: ForgeError, p: Record<string, unknown>, removed: string): ForgeError {
  const where = `repos_migrate: ${String(p.repo_owner)}/${String(p.repo_name)} from ${clip(stripUserinfo(String(p.clone_addr)), 200)}`
  const msg = e.serverMessage ?? ''
  if (e.status === 422 && /disallowed hosts|not allowed to import local/i.test(msg))
    return new ForgeError(
      `${where}: the server may not clone from this address (${e.status} ${msg})${removed}`,
      e.status,
      msg,
      ALLOW_LOCAL_HINT
    )
  if (e.status === 422 && /^Authentication failed/i.test(msg))
    return new ForgeError(
      `${where}: the source refused the credentials (${e.status} ${msg})${removed}`,
      e.status,
      msg,
      'check auth_token (or auth_username / auth_password): the source must accept it for this repository'
    )
  if (e.status === 422 && /rate limitation/i.test(msg))
    return new ForgeError(
      `${where}: the source's rate limit stopped the migration (${e.status})${removed}`,
      e.status,
      msg,
      'give auth_token (a token has a far higher limit), or try again after the limit resets'
    )
  // The server's GitHub, Gitea, GitLab, ... downloaders fail on the source API's 404 (an admin sees the message).
  if (e.status === 500 && /: 404 Not Found\b/.test(msg))
    return new ForgeError(
      `${where}: the source has no such repository (its API answered 404)${removed}`,
      500,
      msg,
      'check clone_addr and service; a private repository needs auth_token (or auth_username / auth_password) that may read it'
    )
  if (e.status === 500)
    return new ForgeError(
      `${where}: the server failed the migration (500${msg ? ` ${msg}` : ''})${removed}`,
      500,
      msg,
      "the address may not exist, or the source may refuse the server; the server's log says why (and Site Administration → System Notices keeps a notice per failed migration)"
    )
  return new ForgeError(`${where}: ${e.message}${removed}`, e.status, e.serverMessage, e.hint)
}

/**
 * repos_migrate: codecommit refused on Forgejo before sending; the copy's name looked up first (so
 * that a failure removes only what this call created); the POST; on failure, the repository the
 * server left behind removed, and the reason said.
 */
const migrateBinding: Composite = {
  steps: [getCopy, migrate, deleteCopy],
  describe:
    'GET /repos/{repo_owner}/{repo_name} (it must not exist), POST /repos/migrate; when the migration fails, DELETE the repository the server left behind',
  async run(ctx: StepContext, p) {
    const before = await readIfPresent(ctx, getCopy, p)
    if (before) {
      const r = before.body as Record<string, unknown>
      const what =
        r.mirror === true
          ? `a pull mirror of ${clip(stripUserinfo(String(r.original_url ?? '')), 200)}`
          : r.original_url
            ? `a copy of ${clip(stripUserinfo(String(r.original_url)), 200)}`
            : 'not a mirror'
      throw new ForgeError(
        `repos_migrate: ${String(p.repo_owner)}/${String(p.repo_name)} exists already (${what}); nothing was sent`,
        409,
        'The repository with the same name already exists.',
        'on-exists skip succeeds when it mirrors the same address; otherwise choose another repo_name, or remove it first'
      )
    }
    try {
      return await ctx.call(migrate, p)
    } catch (e) {
      if (!(e instanceof ForgeError)) throw e
      // No answer: the server may still be cloning; removing the repository now would cut that short.
      if (e.status === 0)
        throw new ForgeError(
          `${e.message}; the server may still be migrating ${String(p.repo_owner)}/${String(p.repo_name)}`,
          0,
          undefined,
          'look with repos_get later: a finished migration is a repository with content; a failed one stays empty (remove it with repos_delete)'
        )
      if (e.status === 409) throw e
      let removed = ''
      try {
        if (await readIfPresent(ctx, getCopy, p)) {
          await ctx.call(deleteCopy, p)
          removed = `; the repository the server left behind was removed`
        }
      } catch (cleanup) {
        removed = `; the repository the server left behind could not be removed (${cleanup instanceof ForgeError ? cleanup.status : 'error'}): remove it with repos_delete`
      }
      throw migrateFailure(e, p, removed)
    }
  }
}

/** Forgejo's: the same, but its migrators have no codecommit (refused before sending). */
const migrateForgejo: Composite = {
  ...migrateBinding,
  run(ctx, p) {
    if (p.service === 'codecommit')
      throw new UsageError('repos_migrate: service codecommit is Gitea only (Forgejo has no CodeCommit migrator; nothing was sent)')
    return migrateBinding.run(ctx, p)
  }
}

const mirrorConvert = post('/repos/{owner}/{repo}/convert')

export const migrationOperations: Operation[] = [
  operation({
    domain,
    name: 'repos_migrate',
    summary:
      'bring a repository in from another forge or git server: a one-time migration (with its wiki, labels, issues, releases, ... as asked) or a pull mirror synced on an interval; a failed migration leaves nothing behind',
    params: () =>
      params({
        clone_addr: name(
          'the address to clone: an http, https or git URL without credentials (give those as auth_token or auth_username / auth_password)'
        ),
        repo_owner: name('user or organization that will own the copy'),
        repo_name: name('name of the copy'),
        service: described(
          z._default(z.enum(MIGRATE_SERVICES), 'git'),
          `where clone_addr is, so that the server reads its issues, releases, ... through that API: ${MIGRATE_SERVICES.join(', ')} (codecommit: Gitea only); default git (the git data and wiki only)`
        ),
        mirror: described(
          z.optional(z.boolean()),
          'keep the copy a pull mirror of clone_addr, synced every mirror_interval; default false (a one-time migration)'
        ),
        mirror_interval: described(
          z.optional(mirrorInterval()),
          "how often a mirror syncs: a duration (8h, 30m, 1h30m; at least the server's minimum, 10m by default) or 0 for never; default the server's (8h)"
        ),
        private: described(z.optional(z.boolean()), 'make the copy private; default false'),
        description: described(z.optional(z.string()), "the copy's description; default the source's"),
        wiki: described(z.optional(z.boolean()), 'bring the wiki'),
        labels: described(z.optional(z.boolean()), 'bring the labels (not for a mirror)'),
        milestones: described(z.optional(z.boolean()), 'bring the milestones (not for a mirror)'),
        issues: described(z.optional(z.boolean()), 'bring the issues and their comments (not for a mirror)'),
        pull_requests: described(z.optional(z.boolean()), 'bring the pull requests (not for a mirror)'),
        releases: described(z.optional(z.boolean()), 'bring the releases (not for a mirror: a mirror makes releases of its tags)'),
        lfs: described(z.optional(z.boolean()), 'bring the LFS objects (when the server has LFS on)'),
        lfs_endpoint: described(z.optional(text()), "the source's LFS server, when it is not the one clone_addr implies"),
        auth_token: described(
          z.optional(text()),
          'access token at the source (a credential: masked; the CLI takes it from an environment variable or standard input only)'
        ),
        auth_username: described(z.optional(text()), 'user name at the source'),
        auth_password: described(
          z.optional(text()),
          'password at the source (a credential: masked; the CLI takes it from an environment variable only)'
        ),
        aws_access_key_id: described(z.optional(text()), 'AWS access key id, for service codecommit (Gitea only)'),
        aws_secret_access_key: described(
          z.optional(text()),
          'AWS secret access key, for service codecommit (Gitea only; a credential: masked; the CLI takes it from an environment variable only)'
        )
      }),
    secretParams: ['auth_token', 'auth_password', 'aws_secret_access_key'],
    variantParams: {
      aws_access_key_id: { variants: ['gitea'], why: 'Forgejo has no CodeCommit migrator' },
      aws_secret_access_key: { variants: ['gitea'], why: 'Forgejo has no CodeCommit migrator' }
    },
    prepare: checkMigrate,
    warnings: migrateWarnings,
    // Distinct bindings, so that the client asks the server's variant (codecommit is Gitea's only).
    routes: { gitea: migrateBinding, forgejo: migrateForgejo },
    // A hostile or careless server may answer an address with user-info in it: every output strips it.
    output: {
      kind: 'record',
      fields: [...fields(FIELDS.repo), 'mirror', 'original_url'],
      addresses: ['original_url', 'clone_url', 'html_url']
    }
  }),
  operation({
    domain,
    name: 'mirror_sync',
    summary: 'sync a pull mirror from its source now (the server queues the sync and answers at once)',
    params: () => params(repoParams()),
    routes: both(post('/repos/{owner}/{repo}/mirror-sync', { response: 'none' })),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'mirror_convert',
    summary: 'make a pull mirror a regular repository (cut-over day: it stops syncing and takes pushes); Forgejo only',
    params: () => params(repoParams()),
    routes: { forgejo: mirrorConvert },
    absentReason: {
      gitea:
        "Gitea has no API route to turn a pull mirror into a regular repository (Forgejo's POST /repos/{owner}/{repo}/convert); on Gitea use the repository's Settings → Danger Zone → Convert to regular repository"
    },
    output: { kind: 'record', fields: [...fields(FIELDS.repo), 'mirror'] }
  })
]

/** What sources_list shows of a source repository (SourceRepo, src/sources/). */
const SOURCE_FIELDS = [
  'name',
  'full_name',
  'clone_url',
  'private',
  'fork',
  'archived',
  'size',
  'updated',
  'has_wiki',
  'default_branch',
  'description'
]

/**
 * sources_list: nothing is sent to the forge; the source is asked through src/sources/ (loaded on
 * use), its progress and rate-limit waits said on stderr.
 */
const sourcesBinding: Composite = {
  steps: [],
  describe:
    "nothing is sent to the forge: the source's API is read (GitHub /api/v3, GitLab /api/v4, Gitea and Forgejo /api/v1), every page",
  sends: () => [],
  async run(_ctx, p) {
    const { listSourceRepos } = await import('../sources/index.js')
    const repos = await listSourceRepos(
      {
        service: p.service as 'github',
        owner: String(p.owner),
        ...(p.url ? { url: String(p.url) } : {}),
        ...(p.auth_token ? { token: String(p.auth_token) } : {})
      },
      { progress: line => process.stderr.write(`${line}\n`), maxWaitSeconds: p.max_wait_seconds as number }
    ).catch((e: unknown) => {
      // Said as this operation's failure (the front ends name the command from it).
      if (e instanceof UsageError) throw new UsageError(`sources_list: ${e.message}`)
      if (e instanceof ForgeError) throw new ForgeError(`sources_list: ${e.message}`, e.status, e.serverMessage, e.hint, { cause: e })
      throw e
    })
    return { status: 200, headers: {}, body: repos }
  }
}

export const sourceOperations: Operation[] = [
  operation({
    domain,
    name: 'sources_list',
    summary:
      'list the repositories a source holds for a user, organization or GitLab group (GitHub or an Enterprise server, GitLab with subgroups, Gitea, Forgejo): every page, rate limits waited out',
    params: () =>
      params({
        service: described(z.enum(SOURCE_SERVICES), 'the source: github, gitlab, gitea or forgejo'),
        owner: name('user, organization or GitLab group path (group/subgroup) at the source'),
        url: described(
          z.optional(text()),
          "the source's address for GitHub Enterprise or a self-hosted GitLab (default github.com / gitlab.com); required for gitea and forgejo"
        ),
        auth_token: described(
          z.optional(text()),
          'access token at the source (a credential: masked; the CLI takes it from an environment variable or standard input only); without one only public repositories, and GitHub allows 60 requests an hour'
        ),
        max_wait_seconds: described(
          z._default(z.number().check(z.int(), z.nonnegative()), 3600),
          "the longest wait for the source's rate limit to reset before failing; default 3600"
        )
      }),
    secretParams: ['auth_token'],
    routes: both(sourcesBinding),
    output: { kind: 'list', fields: SOURCE_FIELDS }
  })
]
