// A repository's push mirrors (domain `repos`): the remotes the server pushes the repository to,
// on a timer, on every commit, or when asked (push_mirrors_sync).
// Both variants have the routes under /repos/{owner}/{repo}/push_mirrors (a repository admin's;
// Gitea 1.26 routers/api/v1/repo/mirror.go, the same in Forgejo). A mirror is named by the server
// (`remote_name`, "remote_mirror_" and ten random characters); the API has no edit: a changed
// mirror is deleted and added again.
import * as z from './zod.js'
import { both, deleteIfPresent, described, flag, list, name, operation, paging, params, post, text } from './define.js'
import { repoParams } from './repos.js'
import { mirrorAddress, mirrorInterval } from './repo-values.js'
import type { Composite, Operation } from './types.js'
import { ForgeError, UsageError } from '../errors.js'
import { clip } from '../text.js'
import { addressProblem } from '../url-credentials.js'

const domain = 'repos'

const mirrorsPath = '/repos/{owner}/{repo}/push_mirrors'
export const listMirrors = list(mirrorsPath)

/**
 * What a formatted push mirror keeps: never its credentials. The servers keep an address without
 * them (util.SanitizeURL), but one made otherwise (an older server, a database edited by hand) or
 * a hostile server's answer may hold `user:password@`: every output strips it (`addresses`).
 */
const MIRROR_FIELDS = ['remote_name', 'remote_address', 'interval', 'sync_on_commit', 'last_update', 'last_error']

/**
 * Credentials belong in remote_username / remote_password, which are masked everywhere: an address
 * that holds them would be echoed in the plan, the dry run and the logs. Only the schemes the
 * servers push to over the network (git.ParseRemoteAddr: http, https, git) are taken.
 */
function checkAddress(p: Record<string, unknown>): Record<string, unknown> {
  const address = String(p.remote_address).trim()
  const problem = addressProblem(address, ['http:', 'https:', 'git:', ...(p.use_ssh === true ? ['ssh:'] : [])])
  if (problem) throw new UsageError(`push_mirrors_add: remote_address ${problem.message}${REMOTE_ADDRESS_HINTS[problem.kind]}`)
  return { ...p, remote_address: address }
}

/** What follows each refusal of remote_address (addressProblem): the way it should be given. */
const REMOTE_ADDRESS_HINTS = {
  url: ' (https://host/owner/repo.git)',
  scheme: ' (ssh only with use_ssh, on Forgejo)',
  userinfo: '; give them as remote_username and remote_password, which are masked'
}

const addMirror = post(mirrorsPath, {
  body: {
    remote_address: 'remote_address',
    remote_username: 'remote_username',
    remote_password: 'remote_password',
    interval: 'interval',
    sync_on_commit: 'sync_on_commit',
    branch_filter: 'branch_filter',
    use_ssh: 'use_ssh'
  }
})

/**
 * push_mirrors_add. An address the server may not push to (loopback and private networks unless
 * [migrations] ALLOW_LOCALNETWORKS is set; a host name the server cannot resolve, as its default
 * allow list matches external addresses by IP; a host outside ALLOWED_DOMAINS or in BLOCKED_DOMAINS)
 * is answered 401 "Permission denied" (Gitea 1.26 HandleRemoteAddressError), which reads as a
 * refused token: it is said for what it is.
 */
const addMirrorBinding: Composite = {
  steps: [addMirror],
  describe: `POST ${mirrorsPath}; its 401 "Permission denied" (an address the server may not push to) becomes a clear error`,
  sends: () => [addMirror],
  async run(ctx, p) {
    try {
      return await ctx.call(addMirror, p)
    } catch (e) {
      if (e instanceof ForgeError && e.status === 401 && /permission denied/i.test(e.serverMessage ?? ''))
        throw new ForgeError(
          `push_mirrors_add: the server may not push to ${clip(mirrorAddress(p.remote_address), 200)} (401 Permission denied)`,
          401,
          e.serverMessage,
          "a loopback or private address needs [migrations] ALLOW_LOCALNETWORKS = true in the server's app.ini; a host name the server cannot resolve, or one outside its ALLOWED_DOMAINS or in BLOCKED_DOMAINS, is refused too"
        )
      throw e
    }
  }
}

const mirrorName = () => ({
  ...repoParams(),
  name: name("the mirror's remote_name, as push_mirrors_list shows it (e.g. remote_mirror_a1b2c3d4e5)")
})

export const mirrorOperations: Operation[] = [
  operation({
    domain,
    name: 'push_mirrors_add',
    summary:
      'add a push mirror: the server pushes the repository to remote_address, with the remote credentials given (masked), on a timer and optionally on every commit',
    params: () =>
      params({
        ...repoParams(),
        remote_address: name('the remote repository to push to (http, https or git URL, without credentials)'),
        remote_username: described(z.optional(text()), 'user name at the remote (a credential: masked)'),
        remote_password: described(z.optional(text()), 'password or access token at the remote (a credential: masked)'),
        interval: described(
          z._default(mirrorInterval(), '8h0m0s'),
          "how often the server pushes: a duration (8h, 30m, 1h30m; at least the server minimum, 10m by default) or 0 for never; default 8h0m0s (the servers' default)"
        ),
        sync_on_commit: flag('also push on every commit to the repository; default false'),
        branch_filter: described(z.optional(text()), 'only the branches matching this glob are pushed (Forgejo only)'),
        use_ssh: described(
          z.optional(z.boolean()),
          'push over SSH with a key the server makes (its public_key is in the answer; Forgejo only)'
        )
      }),
    secretParams: ['remote_username', 'remote_password'],
    variantParams: {
      branch_filter: { variants: ['forgejo'], why: "Gitea's push mirrors push every branch (it has no branch_filter)" },
      use_ssh: { variants: ['forgejo'], why: "Gitea's push mirrors push over HTTP(S) only (it has no use_ssh)" }
    },
    prepare: checkAddress,
    routes: both(addMirrorBinding),
    output: { kind: 'record', fields: MIRROR_FIELDS, addresses: ['remote_address'] }
  }),
  operation({
    domain,
    name: 'push_mirrors_delete',
    summary: 'remove a push mirror by its remote_name',
    params: () => params(mirrorName()),
    // Both delete nothing and answer 204 for a name the repository does not have
    // (repo_model.DeletePushMirrors): the mirror is read first, so that a missing one is a 404.
    routes: both(deleteIfPresent(`${mirrorsPath}/{name}`)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'push_mirrors_list',
    summary: "list a repository's push mirrors (their addresses, intervals and last errors; never their credentials)",
    params: () => params({ ...repoParams(), ...paging() }),
    routes: both(listMirrors),
    output: { kind: 'list', fields: MIRROR_FIELDS, addresses: ['remote_address'] }
  }),
  operation({
    domain,
    name: 'push_mirrors_sync',
    summary:
      'push the repository to every one of its push mirrors now (the server waits for the pushes; a mirror that fails: 500, its last_error says why)',
    params: () => params(repoParams()),
    routes: both(post('/repos/{owner}/{repo}/push_mirrors-sync', { response: 'none' })),
    output: { kind: 'none' }
  })
]
