// The webhooks and Actions settings of an organization (domain `orgs`) and of a repository (domain
// `repos`): the families of define.ts and runners.ts, the same factories as the user level's and the
// instance's, at the organization scope (`/orgs/{org}`, param `org`) and the repository scope
// (`/repos/{owner}/{repo}`, params `owner` and `repo`). Only the summaries are each scope's own.
import { actionsFamily, hookFamily, settingsFamily, type Scope } from './define.js'
import { provisioningFamily } from './runners.js'
import type { Domain, Operation } from './types.js'

/**
 * Every family of one scope; `noun` names the scope in the summaries ("organization", "repository").
 * Called by the domain's module (domains/orgs.ts, domains/repos.ts), so that neither loads the other.
 */
export function scopedOperations(domain: Domain, scope: Scope, noun: string, forgejoRuns: boolean): Operation[] {
  const of = `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
  const its = `the ${noun}'s`
  const hooks = hookFamily(domain, scope, {
    create: `create ${of} webhook`,
    delete: `delete ${of} webhook`,
    edit: `update ${of} webhook (only what json_fields names changes)`,
    get: `get ${of} webhook`,
    list: `list ${its} webhooks`,
    pagedList: true
  })
  const actions = actionsFamily(
    domain,
    scope,
    {
      jobs: `list ${its} workflow jobs`,
      runnersDelete: `delete ${of} runner`,
      runnersGet: `${of} runner by id`,
      runnersList: `list ${its} runners`,
      runnersToken: `registration token for ${its} runners`,
      runs: `list ${its} workflow runs${forgejoRuns ? '' : ' (Gitea only)'}`
    },
    forgejoRuns
  )
  const settings = settingsFamily(domain, scope, {
    secretsDelete: `delete ${of} Actions secret`,
    secretsList: `list ${its} Actions secrets (names only: a value cannot be read back)`,
    secretsSet: `set ${of} Actions secret (create or update)`,
    variablesCreate: `create ${of} Actions variable; fails if it already exists`,
    variablesDelete: `delete ${of} Actions variable`,
    variablesGet: `get ${of} Actions variable by name`,
    variablesList: `list ${its} Actions variables`,
    variablesSet: `create or update ${of} Actions variable`,
    pagedList: true
  })
  const provisioning = provisioningFamily(
    domain,
    scope,
    actions.runners.find(op => op.name === 'runners_token')!,
    {
      register: `register ${of} runner: its id, uuid and token (a credential), act_runner's .runner file and the Forgejo runner's configuration`,
      edit: `disable or enable ${of} runner (Gitea 1.26+)`,
      prune: `remove ${its} runners that match a filter (offline by default; never busy ones)`
    }
  )
  return [...hooks, actions.jobs, ...actions.runners, ...provisioning, actions.runs, ...settings.secrets, ...settings.variables]
}
