// The `repos` domain as the registry loads it: a repository's own operations (repos.ts), how it is
// governed (governance.ts) and its hooks, Actions settings and runners (scoped.ts), with their
// on-exists rules. In the bundles a chunk of its own, loaded when a call names the domain (load.ts).
import { governanceOperations } from '../governance.js'
import { withIdempotency } from '../idempotency.js'
import { repoOperations, repoParams } from '../repos.js'
import { scopedOperations } from '../scoped.js'

/** A repository's webhooks, Actions secrets, variables, runners, jobs and runs (Forgejo lists a repository's runs too). */
const scoped = scopedOperations('repos', { base: '/repos/{owner}/{repo}', params: repoParams }, 'repository', true)

export const operations = withIdempotency([...repoOperations, ...governanceOperations, ...scoped])
