// The `orgs` section of the state file: organizations, their teams (with members and repositories),
// members, Actions secrets and variables, and webhooks. Built by schema.ts with its own helpers
// (passed in, so that this module does not import schema.ts back), and read by collections-orgs.ts.
import * as z from '../registry/zod.js'
import { labelsSchema, repoDefaultsSchema } from './schema-governance.js'
import type { SchemaKit } from './schema-kit.js'

export const TEAM_PERMISSIONS = ['read', 'write', 'admin'] as const
/** A unit's access in a team's units_map, as the servers read it (`none`: the unit is not given). */
const UNIT_ACCESS = ['none', 'read', 'write', 'admin'] as const
const VISIBILITIES = ['public', 'limited', 'private'] as const

export function orgsSchema({ d, collection, mapCollection, fromEnv, hook, variableName }: SchemaKit) {
  const login = z.string().check(z.minLength(1))
  const team = z.strictObject({
    description: d(z.optional(z.string()), 'description'),
    permission: d(
      z.optional(z.enum(TEAM_PERMISSIONS)),
      'read, write (on the units listed) or admin (every unit); required with units to create a read or write team (or units_map instead)'
    ),
    units: d(
      z.optional(z.array(z.string().check(z.minLength(1)))),
      'units the team has at its permission: repo.code, repo.issues, repo.pulls, repo.releases, repo.wiki, repo.actions, ... (not for admin)'
    ),
    units_map: d(
      // A unit the servers do not know is stored as an invalid one (Gitea's TypeFromKey): refused here.
      z.optional(
        z.record(
          z.string().check(z.regex(/^repo\.[a-z_]+$/, 'must be a unit such as repo.code, repo.issues, repo.pulls')),
          z.enum(UNIT_ACCESS)
        )
      ),
      "each unit's own access, e.g. {repo.code: write, repo.issues: read} (instead of permission and units; a dump writes it where units differ)"
    ),
    includes_all_repositories: d(z.optional(z.boolean()), "whether the team has all of the organization's repositories"),
    can_create_org_repo: d(z.optional(z.boolean()), 'whether members may create repositories in the organization'),
    members: z.optional(collection(z.array(login), "the team's members, by user name")),
    repos: z.optional(collection(z.array(login), "the organization's repositories the team has, by name"))
  })
  const org = z.strictObject({
    full_name: d(z.optional(z.string()), 'full display name'),
    description: d(z.optional(z.string()), 'description'),
    website: d(z.optional(z.string()), 'website URL'),
    location: d(z.optional(z.string()), 'location'),
    visibility: d(z.optional(z.enum(VISIBILITIES)), 'public, limited or private'),
    owner: d(z.optional(login), "at creation: the user who owns it (an admin creates it for them); without it, the token's user"),
    teams: z.optional(mapCollection(z.string().check(z.minLength(1)), team, 'teams: name → fields (the Owners team is never pruned)')),
    members: z.optional(
      collection(
        z.array(login),
        'organization members, by user name; a user joins through a team, so a new member must be in a team of the file'
      )
    ),
    secrets: z.optional(mapCollection(variableName, fromEnv, "the organization's Actions secrets: NAME → { value_from_env: VAR }")),
    variables: z.optional(mapCollection(variableName, z.string(), "the organization's Actions variables: NAME → value")),
    hooks: z.optional(collection(z.array(hook), "the organization's webhooks, by type and url")),
    labels: z.optional(labelsSchema({ d, mapCollection })),
    repo_defaults: z.optional(repoDefaultsSchema({ d, collection, mapCollection }, false))
  })
  return mapCollection(z.string().check(z.minLength(1)), org, 'organizations: name → fields')
}
