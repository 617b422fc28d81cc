// The names the interface fixes (actions with their params, commands with their flags), as the tests
// read them: from __fixtures__/interface-names.json, which scripts/gen-interface-names.ts writes from
// the interface document. The document itself is not part of the repository; the facts are.
import { readFileSync } from 'node:fs'
import type { Domain } from '../src/registry/index.js'
import type { ActionNames, CommandNames, InterfaceNames } from '../scripts/gen-interface-names.js'

export type { ActionNames, CommandNames }

export const INTERFACE = JSON.parse(
  readFileSync(new URL('../__fixtures__/interface-names.json', import.meta.url), 'utf8')
) as InterfaceNames

/** The interface's actions of a domain: name → required and optional params. */
export const interfaceActions = (domain: Domain): Map<string, ActionNames> =>
  new Map(Object.entries((INTERFACE.actions as Partial<Record<Domain, Record<string, ActionNames>>>)[domain] ?? {}))

/** The interface's own domains; the others are svc's (BEYOND_INTERFACE.domains). */
export const INTERFACE_DOMAINS = ['users', 'admin'] as const satisfies readonly Domain[]

/** Runner provisioning (issue 20): the interface stops at the registration token. */
const WHY_RUNNERS =
  'runner provisioning: register a runner and hand its credentials over, disable it, remove dead ones (the interface stops at the registration token)'

/**
 * What svc has beyond the interface, each with why: an operation (`domain:name`) with its params, and
 * a command with its flags. The registry and command-tree tests accept these as if the interface
 * listed them.
 */
export const BEYOND_INTERFACE: {
  /** Whole domains the interface does not have: all their operations and commands are svc's. */
  domains: Partial<Record<Domain, string>>
  operations: Record<string, ActionNames & { why: string }>
  commands: Array<CommandNames & { why: string }>
} = {
  domains: {
    orgs: 'organizations, their members and teams (issue 19): the interface says org membership is team membership, done with an organization tool',
    repos: 'repositories and their collaborators (issue 19): every peer sets Actions secrets and variables per repository'
  },
  operations: {
    ...Object.fromEntries(
      (['users', 'admin'] as const).flatMap(d => [
        [
          `${d}:runners_register`,
          { required: ['name'], optional: ['labels', 'description', 'ephemeral', 'runner_file'], why: WHY_RUNNERS }
        ],
        [`${d}:runners_edit`, { required: ['runner_id', 'disabled'], optional: [], why: WHY_RUNNERS }],
        [
          `${d}:runners_prune`,
          {
            required: [],
            // The instance's list holds runners of every scope (Gitea's: every runner): scope picks.
            optional: [...(d === 'admin' ? ['scope'] : []), 'status', 'name', 'labels', 'ephemeral', 'max_removals', 'preview'],
            why: WHY_RUNNERS
          }
        ]
      ])
    ),
    'admin:users_delete': {
      required: ['username'],
      optional: ['purge'],
      why: 'an admin who creates users must be able to remove them (issue 19); purge also removes what they own'
    },
    'admin:users_orgs_create': {
      required: ['username', 'name'],
      optional: ['full_name', 'description', 'website', 'location', 'visibility'],
      why: "an organization owned by a given user, the servers' admin route (issue 19): the org tools of the interface need one to exist"
    }
  },
  commands: [
    ...(['user', 'admin'] as const).flatMap(level => [
      {
        path: `${level} runners register`,
        flags: ['--labels', '--description', '--ephemeral', '--runner-file'],
        why: WHY_RUNNERS
      },
      { path: `${level} runners edit`, flags: ['--disabled'], why: WHY_RUNNERS },
      {
        path: `${level} runners prune`,
        flags: [...(level === 'admin' ? ['--scope'] : []), '--status', '--name', '--labels', '--ephemeral', '--max-removals', '--preview'],
        why: WHY_RUNNERS
      }
    ]),
    { path: 'admin users delete', flags: ['--purge'], why: 'the command of users_delete, in the style of admin users create' },
    {
      path: 'admin users orgs-create',
      flags: ['--full-name', '--description', '--website', '--location', '--visibility'],
      why: 'the command of users_orgs_create, in the style of admin users repos-create (admin users orgs is already a command)'
    }
  ]
}
