// The `orgs` domain as the registry loads it: an organization's own operations (orgs.ts) and its
// hooks, Actions settings and runners (scoped.ts), with their on-exists rules. In the bundles a
// chunk of its own, loaded when a call names the domain (load.ts).
import { withIdempotency } from '../idempotency.js'
import { labelFamily } from '../labels.js'
import { ORG_EXISTS, orgOperations, orgParam } from '../orgs.js'
import { scopedOperations } from '../scoped.js'

/** An organization's webhooks, Actions secrets, variables, runners, jobs and runs (Gitea only). */
const scoped = scopedOperations('orgs', { base: '/orgs/{org}', params: orgParam }, 'organization', false)

/** The organization's labels, which each of its repositories offers beside its own. */
const labels = labelFamily(
  'orgs',
  { base: '/orgs/{org}', params: orgParam },
  {
    create: "create an organization's label (offered in every repository of the organization)",
    delete: "delete an organization's label",
    edit: "change an organization's label (only the json_fields change; nothing is sent when they hold the current values)",
    list: "list an organization's labels"
  }
)

export const operations = withIdempotency([...orgOperations, ...labels, ...scoped], ORG_EXISTS)
