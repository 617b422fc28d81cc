// The repository operations of the `svc_repos` tool: repositories and their collaborators. A
// repository's webhooks and Actions settings are the families of define.ts and runners.ts at the
// repository scope (scoped.ts).
import { FIELDS, both, fields, get, name, operation, params } from './define.js'
import type { Operation } from './types.js'

const domain = 'repos'

/** The repository a call is about: `owner` and `repo`, as the users domain's star operations take them. */
export const repoParams = () => ({ owner: name('repository owner'), repo: name('repository name') })

export const repoOperations: Operation[] = [
  operation({
    domain,
    name: 'repos_get',
    summary: 'get a repository',
    params: () => params(repoParams()),
    routes: both(get('/repos/{owner}/{repo}')),
    output: { kind: 'record', fields: fields(FIELDS.repo) }
  })
]
