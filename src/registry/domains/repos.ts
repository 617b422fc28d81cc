// The `repos` domain as the registry loads it: a repository's own operations (repos.ts), how it is
// governed (governance.ts, labels.ts) and its hooks, Actions settings and runners (scoped.ts), with their
// on-exists rules. In the bundles a chunk of its own, loaded when a call names the domain (load.ts).
import { governanceOperations } from '../governance.js'
import { withIdempotency } from '../idempotency.js'
import { labelFamily } from '../labels.js'
import { migrationOperations, sourceOperations } from '../migrations.js'
import { mirrorOperations } from '../mirrors.js'
import { repoOperations, repoParams } from '../repos.js'
import { scopedOperations } from '../scoped.js'

/** A repository's webhooks, Actions secrets, variables, runners, jobs and runs (Forgejo lists a repository's runs too). */
const scoped = scopedOperations('repos', { base: '/repos/{owner}/{repo}', params: repoParams }, 'repository', true)

const labels = labelFamily(
  'repos',
  { base: '/repos/{owner}/{repo}', params: repoParams },
  {
    create: 'create a label of a repository',
    delete: 'delete a label of a repository',
    edit: "change a repository's label (only the json_fields change; nothing is sent when they hold the current values)",
    list: "list a repository's own labels (its organization's are orgs labels_list)"
  }
)

export const operations = withIdempotency([
  ...repoOperations,
  ...governanceOperations,
  ...mirrorOperations,
  ...migrationOperations,
  ...sourceOperations,
  ...labels,
  ...scoped
])
