// The plan's data: what `svc plan` prints, `--out` saves and `svc apply` runs. Plain JSON, so the
// action's outputs, the MCP plan tool and a saved plan file are this same object. It never holds a
// credential: a secret param is the name of the environment variable that holds it (`env`).
import type { Domain } from '../registry/index.js'
import type { StateFile } from './schema.js'

/** One registry operation a change runs. */
export interface Step {
  domain: Domain
  operation: string
  params: Record<string, unknown>
  /** The user the call acts as (an admin's `Sudo`), for what the API lets only the user itself do. */
  sudo?: string
  /** Params filled at apply time from environment variables: `a.b` param path → variable name. */
  env?: Record<string, string>
  /**
   * A removal that another change of the same apply may have done already (deleting a team removes
   * from the organization the members it was their only team in): its absence is success.
   */
  onMissing?: 'skip'
  /**
   * A secret's name whose value's fingerprint goes in `description`, made at apply time from the
   * value and SVC_STATE_KEY then (Gitea only; nothing without the key), so that a plan holds no
   * fingerprint and does not depend on the values being there.
   */
  fingerprint?: string
  /**
   * A create whose object may be there already, made by an earlier run that stopped half way (a
   * mirror's copy): its presence is success, and the change is reported as skipped.
   */
  onExists?: 'skip'
}

export interface FieldChange {
  field: string
  old?: unknown
  new?: unknown
}

/** create `+`, update `~`, delete `-`; `set`: a value the server cannot show (a secret), sent on every apply. */
export type ChangeAction = 'create' | 'update' | 'delete' | 'set'

export interface Change {
  action: ChangeAction
  /** The collection's path in the file, e.g. `users.keys`. */
  collection: string
  /** Readable name of the object: `user alice`, `user alice: key laptop`, `hook gitea https://...`. */
  object: string
  /** Dependency depth: a user (1) before its keys (2); removals run deepest first. */
  level: number
  fields: FieldChange[]
  steps: Step[]
  note?: string
}

export interface Plan {
  format: 'svc-plan/1'
  /** The server planned against (base URL). */
  server: string
  /** Digest of the server's state as read (the compared fields): a saved plan applies only while it holds. */
  digest: string
  /** The file planned from (credentials are environment variable names in it). */
  desired: StateFile
  changes: Change[]
  /** Removals and how many objects the pruned collections held on the server (for the guard). */
  removals: { count: number; of: number }
  /**
   * The variables the file names (and SVC_STATE_KEY) that were not set when the plan was made: the
   * values that need them were not compared (a secret is then "value unknown"). Apply needs them.
   */
  unset_env?: string[]
  /**
   * What the server holds in a collection the file lists without prune and does not name: not
   * managed, never a change; shown apart so that a reviewer sees it (the first 100 by name, and
   * how many). Drift only where the caller asks (`--unmanaged-is-drift`).
   */
  unmanaged?: { count: number; objects: string[] }
  /**
   * A plan made for a pull request from a fork (redactPlan): each change names only its collection
   * and the fields that would change, never an object's name or a value, old or new, and the
   * digest, the steps and the unmanaged objects' names are withheld. Never applied.
   */
  redacted?: true
  /**
   * Each set of `repo_defaults` (where it stands in the file, with its line) and how many
   * repositories it reaches: a pattern wider than meant shows here (and one above max-default-repos
   * is refused).
   */
  repo_defaults?: Array<{ at: string; repositories: number }>
}

export interface Outcome {
  object: string
  action: ChangeAction
  /** `skipped`: a secret whose value's variable is not set here, left as it is (see ApplyOptions.requireEnv). */
  status: 'done' | 'failed' | 'not started' | 'skipped'
  error?: string
}

/**
 * A plan as its readers get it (the action's `plan` output, svc_state's answer, `svc plan -o json`):
 * the changes and a digest of the file, not the file, which they have already and which holds what
 * the plan does not change (every user's e-mail address). A saved plan (`--out`) keeps the file: apply needs it.
 */
export type PlanSummary = Omit<Plan, 'desired'> & { file_digest: string }

/** The environment variables a change's steps read their values from, each once. */
export const envNamesOfChange = (c: Change): string[] => [...new Set(c.steps.flatMap(s => Object.values(s.env ?? {})))]

/** A change that may be skipped when its value is not there: setting an existing (or a user's) secret again. */
export const skippable = (c: Change): boolean => (c.action === 'set' || c.action === 'update') && c.collection.endsWith('.secrets')

/**
 * Whether the server differed from the file when the plan was made (a plan's and an apply's
 * alike): a change a plan can know about (a secret's blind set is not drift), and with
 * `unmanagedIsDrift` what the server holds in a listed collection that the file does not name.
 */
export const hasDrift = (plan: Pick<Plan, 'changes' | 'unmanaged'>, unmanagedIsDrift = false): boolean =>
  plan.changes.some(c => c.action !== 'set') || (unmanagedIsDrift && (plan.unmanaged?.count ?? 0) > 0)

/** Something an item of the file names that must exist when it is created: a user, a repository of an owner, a team of an organization. */
export type Ref = (
  { kind: 'user'; name: string } | { kind: 'repo'; owner: string; name: string } | { kind: 'team'; org: string; name: string }
) & {
  /** Where in the item the reference stands (an allow-list's field and index), for the complaint's line. */
  at?: PropertyKey[]
}
