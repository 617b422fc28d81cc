// The `orgs` domain as the registry loads it: an organization's own operations (orgs.ts) and its
// hooks, Actions settings and runners (scoped.ts), with their on-exists rules. In the bundles a
// chunk of its own, loaded when a call names the domain (load.ts).
import { withIdempotency } from '../idempotency.js'
import { ORG_EXISTS, orgOperations, orgParam } from '../orgs.js'
import { scopedOperations } from '../scoped.js'

/** An organization's webhooks, Actions secrets, variables, runners, jobs and runs (Gitea only). */
const scoped = scopedOperations('orgs', { base: '/orgs/{org}', params: orgParam }, 'organization', false)

export const operations = withIdempotency([...orgOperations, ...scoped], ORG_EXISTS)
