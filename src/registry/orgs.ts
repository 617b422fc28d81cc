// The organization operations of the `svc_orgs` tool: organizations, their members and teams. An
// organization's webhooks and Actions settings are the families of define.ts and runners.ts at the
// organization scope (scoped.ts).
import { both, get, name, operation, params } from './define.js'
import type { Operation } from './types.js'

const domain = 'orgs'

/** The organization a call is about: `org` in every operation of the domain but orgs_create. */
export const orgParam = () => ({ org: name('organization name') })

export const orgOperations: Operation[] = [
  operation({
    domain,
    name: 'orgs_get',
    summary: 'get an organization',
    params: () => params(orgParam()),
    routes: both(get('/orgs/{org}')),
    output: { kind: 'record', fields: ['id', 'name', 'full_name', 'description', 'website', 'location', 'visibility'] }
  })
]
