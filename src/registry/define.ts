// Building blocks for registry entries: the common paging and sorting params every list shares, and helpers that keep an entry
// to the data that differs from the next one.
import * as z from './zod.js'
import type { Binding, Composite, Domain, Operation, RawResponse, Route, StepContext, Variant } from './types.js'
import { callOption } from './surface.js'
import { ForgeError } from '../errors.js'
import { clip } from '../text.js'
import { PRIVATE_KEY_REFUSAL, isPrivateKey } from '../private-key.js'

/** A schema with its description: shown in CLI help, the docs and the MCP tool schema. */
export const described = <T extends z.ZodMiniType>(schema: T, what: string): T => schema.check(z.describe(what))
/** A string of at least `n` characters (1: not empty). */
export const text = (n = 1) => z.string().check(z.minLength(n))

const count = (what: string) => described(z._default(z.number().check(z.int(), z.minimum(0)), 0), what)

// The shared params below are functions, like every entry's params: a schema is built when an
// operation that has it is first used, not when the registry loads.

/** `limit` / `page` of every paged list: 0 means the server default / the first page. */
export const paging = () => ({
  limit: count('maximum number of items; 0 = server default'),
  page: count('page number; 0 = first page')
})

/** `sort` / `order` of the repository lists. */
export const sorting = () => ({
  sort: described(z.optional(z.enum(['created', 'updated', 'stars', 'name'])), 'sort repositories by created, updated, stars or name'),
  order: described(z.optional(z.enum(['asc', 'desc'])), 'asc or desc')
})

export const username = described(text(), 'user name')
export const name = (what: string) => described(text(), what)
/** A public key's text (SSH, deploy, GPG): a private key is refused by its armour, never quoted. */
export const publicKeyText = () => text().check(z.refine(t => !isPrivateKey(t), PRIVATE_KEY_REFUSAL))
export const publicKey = (what: string) => described(publicKeyText(), what)
export const id = (what = 'numeric id') => described(z.number().check(z.int(), z.positive()), what)
export const strings = (what: string) => described(z.array(text()).check(z.minLength(1)), what)
export const jsonFields = (what: string) => described(z.record(z.string(), z.unknown()), what)
export const flag = (what: string, fallback = false) => described(z._default(z.boolean(), fallback), what)

/** Every action's params: the given fields plus `raw_json`, unknown keys rejected. */
export function params<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.strictObject({
    ...shape,
    raw_json: flag(callOption('rawJson').mcp!.description)
  })
}

/** The same binding on both variants: the client then never needs to probe. */
export function both(binding: Binding): Record<Variant, Binding> {
  return { gitea: binding, forgejo: binding }
}

export const get = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'GET',
  path,
  ...extra
})
export const list = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'GET',
  path,
  paged: true,
  ...extra
})
export const del = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'DELETE',
  path,
  response: 'none',
  ...extra
})
export const put = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'PUT',
  path,
  response: 'none',
  ...extra
})
export const post = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'POST',
  path,
  ...extra
})
export const patch = (path: string, extra: Partial<Route> = {}): Route => ({
  method: 'PATCH',
  path,
  ...extra
})
/** A 204-or-404 check: the answer is `true` or `false`. */
export const presence = (path: string): Route => ({
  method: 'GET',
  path,
  response: 'presence'
})

/** A composite's read of a route that answers 404 for "absent": the answer, or undefined. */
export async function readIfPresent(ctx: StepContext, route: Route, p: Record<string, unknown>): Promise<RawResponse | undefined> {
  try {
    return await ctx.call(route, p)
  } catch (e) {
    if ((e as { status?: number }).status === 404) return undefined
    throw e
  }
}

/**
 * An entry as the registry writes it: like an Operation, but its params schema is built by a
 * function, on first use. A step or a CLI command uses one operation of 107; building every zod
 * schema at start-up cost more than the rest of the registry together.
 */
export type OperationEntry = Omit<Operation, 'params'> & { params: () => Operation['params'] }

export function operation(entry: OperationEntry): Operation {
  const { params: build, ...rest } = entry
  let schema: Operation['params'] | undefined
  return Object.defineProperty(rest as Operation, 'params', { get: () => (schema ??= build()), enumerable: true })
}

/**
 * An edit whose PATCH changes only what `json_fields` names: the record is read first, and when
 * every field asked already holds that value (the option's names are the record's) nothing is sent
 * and the answer is the record, unchanged. What the servers answer for a PATCH that changes nothing
 * would not say so.
 */
export function patchUnlessSame(read: Route, edit: Route, unordered: readonly string[] = []): Composite {
  return {
    steps: [read, edit],
    describe: `GET ${read.path} (no PATCH when nothing changes), then PATCH ${edit.path} with json_fields`,
    async run(ctx, p) {
      const current = await ctx.call(read, p)
      if (holdsAll(current.body, p.json_fields, unordered)) return { ...current, unchanged: true }
      return ctx.call(edit, p)
    }
  }
}

/** A list whose order means nothing (an allow-list, status checks), as one text: its distinct items, sorted. */
const asSet = (v: unknown) => (Array.isArray(v) ? JSON.stringify([...new Set(v.map(x => JSON.stringify(x)))].sort()) : JSON.stringify(v))

/**
 * Whether a record already holds every field asked (the option's names are the record's). The
 * `unordered` fields are sets: `[bob, alice]` is what a server holding `[alice, bob]` has.
 */
export function holdsAll(record: unknown, fields: unknown, unordered: readonly string[] = []): boolean {
  const r = record as Record<string, unknown>
  const asked = Object.entries(fields as Record<string, unknown>)
  const same = (k: string, v: unknown) => (unordered.includes(k) ? asSet(r[k]) === asSet(v) : JSON.stringify(r[k]) === JSON.stringify(v))
  return asked.length > 0 && asked.every(([k, v]) => k in r && same(k, v))
}

/**
 * A delete whose route answers 204 for an id the server does not have (Gitea 1.26 deletes nothing
 * and says nothing for a deploy key or a label it lacks): the record is read first, so that a
 * missing one is the 404 on-missing handles, and a removal is reported only when there was one.
 */
export function deleteIfPresent(path: string): Composite {
  const read = get(path)
  const remove = del(path)
  return {
    steps: [read, remove],
    describe: `GET ${path} (404: nothing to delete), then DELETE ${path}`,
    async run(ctx, p) {
      await ctx.call(read, p)
      return ctx.call(remove, p)
    }
  }
}

// Formatted-output field sets shared by several operations (the common fields a formatted result keeps).
export const FIELDS = {
  user: ['id', 'login', 'full_name', 'email', 'is_admin', 'active', 'created'],
  repo: ['id', 'name', 'full_name', 'private', 'description', 'html_url', 'stars_count', 'updated_at'],
  sshKey: ['id', 'title', 'fingerprint', 'key_type', 'read_only', 'created_at'],
  gpgKey: ['id', 'key_id', 'emails', 'can_sign', 'verified', 'created_at', 'expires_at'],
  hook: ['id', 'type', 'active', 'events', 'config.url', 'config.content_type'],
  oauth2: ['id', 'name', 'client_id', 'client_secret', 'redirect_uris', 'confidential_client', 'created'],
  email: ['email', 'verified', 'primary'],
  org: ['id', 'name', 'full_name', 'visibility'],
  runner: ['id', 'name', 'status', 'busy', 'disabled', 'labels', 'version'],
  job: ['id', 'name', 'status', 'conclusion', 'run_id', 'runs_on', 'runner_name', 'created_at'],
  run: ['id', 'display_title', 'status', 'conclusion', 'event', 'head_branch', 'run_number', 'started_at'],
  variable: ['name', 'data', 'description'],
  settings: ['full_name', 'website', 'description', 'location', 'language', 'theme', 'hide_email', 'hide_activity', 'diff_view_style']
} as const satisfies Record<string, readonly string[]>

export const fields = (set: readonly string[]) => [...set]

// ---- Families: the same operations at every scope (the user level, the instance level, an
// organization, a repository), one factory each, so that a fix lands once. The summaries stay each
// scope's own words.

/**
 * Where a family's operations sit: a base path (`/user`, `/admin`, `/orgs/{org}`,
 * `/repos/{owner}/{repo}`) and the params that fill its placeholders (none, none, `org`, `owner` +
 * `repo`), which come first in each operation's params.
 */
export interface Scope {
  base: string
  params: () => Record<string, z.ZodMiniType>
}

export const USER_SCOPE: Scope = { base: '/user', params: () => ({}) }
export const ADMIN_SCOPE: Scope = { base: '/admin', params: () => ({}) }

/** The values of a scope's placeholders among an operation's params (what a follow-up request of the scope needs). */
export function scopeValues(base: string, p: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries([...base.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, p[key]]))
}

const HOOK_SECRETS = ['config.secret', 'config.authorization_header']
const HOOK_EDIT_SECRETS = ['json_fields.config.secret', 'json_fields.authorization_header']

/**
 * A hook edit that changes only what `json_fields` names. The PATCH of both variants resets what it
 * is not sent (omitted `events` become `[push]`, `branch_filter` empties, the authorization header is
 * cleared; seen on Gitea 1.25/1.26, same code in Forgejo), so the current values of those are read
 * first and sent along. `config` keys are merged by the server itself.
 */
function hookEditBinding(path: string): Composite {
  const read = get(path)
  const edit = patch(path, { jsonFields: 'EditHookOption' })
  return {
    steps: [read, edit],
    describe: `GET ${path} for the current events, branch_filter and authorization_header, then PATCH ${path} with them and json_fields`,
    async run(ctx, p) {
      const current = (await ctx.call(read, p)).body as Record<string, unknown>
      const kept: Record<string, unknown> = {}
      for (const key of ['events', 'branch_filter', 'authorization_header'])
        if (current[key] !== undefined && current[key] !== null) kept[key] = current[key]
      return ctx.call(edit, { ...p, json_fields: { ...kept, ...(p.json_fields as object) } })
    }
  }
}

/** The interface's rule that hooks get `active` and `events` defaults: they apply, but the caller should have said so. */
const hookDefaultsWarning = (raw: Record<string, unknown>): string[] => {
  const missing: string[] = []
  if (raw.active === undefined) missing.push('active (so the hook is created disabled)')
  if (raw.events === undefined) missing.push('events (so it fires on push only)')
  return missing.length > 0 ? [`hooks_create: ${missing.join(' and ')} not given; set them explicitly`] : []
}

const hookCreateParams = () => ({
  // The union of both variants' CreateHookOption.type enums (`forgejo` exists only on Forgejo).
  type: described(
    z.enum(['forgejo', 'gitea', 'gogs', 'slack', 'discord', 'dingtalk', 'telegram', 'msteams', 'feishu', 'wechatwork', 'packagist']),
    'hook type'
  ),
  config: described(z.record(z.string(), z.string()), 'hook config: url and content_type (json|form) at least'),
  events: described(z._default(z.array(text()), ['push']), 'events that fire the hook; default ["push"]'),
  active: flag('whether the hook fires; default false')
})

export interface HookFamilyText {
  create: string
  delete: string
  edit: string
  get: string
  list: string
  /** Fills or reshapes the create's params (the admin level marks its hooks as system hooks). */
  prepareCreate?: (params: Record<string, unknown>) => Record<string, unknown>
  /** The list takes `limit` / `page`. */
  pagedList?: boolean
}

/** hooks_create, hooks_delete, hooks_edit, hooks_get, hooks_list under the scope's `/hooks`. */
export function hookFamily(domain: Domain, scope: Scope, text: HookFamilyText): Operation[] {
  const base = `${scope.base}/hooks`
  const one = `${base}/{id}`
  const at = scope.params
  return [
    operation({
      domain,
      name: 'hooks_create',
      summary: text.create,
      params: () => params({ ...at(), ...hookCreateParams() }),
      secretParams: HOOK_SECRETS,
      warnings: hookDefaultsWarning,
      ...(text.prepareCreate ? { prepare: text.prepareCreate } : {}),
      routes: both(post(base, { body: { type: 'type', config: 'config', events: 'events', active: 'active' } })),
      output: { kind: 'record', fields: fields(FIELDS.hook) }
    }),
    operation({
      domain,
      name: 'hooks_delete',
      summary: text.delete,
      params: () => params({ ...at(), id: id('hook id') }),
      routes: both(del(one)),
      output: { kind: 'none' }
    }),
    operation({
      domain,
      name: 'hooks_edit',
      summary: text.edit,
      secretParams: HOOK_EDIT_SECRETS,
      params: () => params({ ...at(), id: id('hook id'), json_fields: jsonFields('fields to change (EditHookOption)') }),
      routes: both(hookEditBinding(one)),
      output: { kind: 'record', fields: fields(FIELDS.hook) }
    }),
    operation({
      domain,
      name: 'hooks_get',
      summary: text.get,
      params: () => params({ ...at(), id: id('hook id') }),
      routes: both(get(one)),
      output: { kind: 'record', fields: fields(FIELDS.hook) }
    }),
    operation({
      domain,
      name: 'hooks_list',
      summary: text.list,
      params: () => params(text.pagedList ? { ...at(), ...paging() } : at()),
      routes: both(list(base)),
      output: { kind: 'list', fields: fields(FIELDS.hook) }
    })
  ]
}

export interface ActionsFamilyText {
  jobs: string
  runnersDelete: string
  runnersGet: string
  runnersList: string
  runnersToken: string
  runs: string
}

/**
 * The first releases with these routes (`since`): Gitea from its specs and router (runners 1.24, jobs
 * and runs 1.25; 1.25.4 and 1.26.4 have every route svc uses), Forgejo as real servers answered
 * (15.0.3 has them; 14.0.0 answers 404 for the runner list, get and delete and both job lists).
 */
export const SINCE = { giteaRunners: '1.24', giteaJobs: '1.25', forgejoRunners: '15' }

/**
 * Forgejo's registration token route: the instance level moved to `/admin/actions/runners/...` in
 * Forgejo 15 (both answer there, both deprecated); Forgejo 14 has only `/admin/runners/...`.
 */
function forgejoRunnerToken(base: string): Route {
  const token = get(`${base}/actions/runners/registration-token`, { getOrCreate: true })
  return base === '/admin'
    ? { ...token, since: SINCE.forgejoRunners, older: get('/admin/runners/registration-token', { getOrCreate: true }) }
    : token
}

/**
 * jobs, runners_delete/get/list/token and runs under the scope's `/actions/...`. `forgejoRuns`: the
 * scope has Forgejo's run list (a repository: `GET /repos/{owner}/{repo}/actions/runs`).
 */
export function actionsFamily(
  domain: Domain,
  scope: Scope,
  text: ActionsFamilyText,
  forgejoRuns = false
): { jobs: Operation; runners: Operation[]; runs: Operation } {
  const base = scope.base
  const at = scope.params
  const runners = `${base}/actions/runners`
  const runnerId = () => ({ ...at(), runner_id: id('runner id') })
  const runs = list(`${base}/actions/runs`, { unwrap: 'workflow_runs', total: { field: 'total_count' }, since: SINCE.giteaJobs })
  return {
    jobs: operation({
      domain,
      name: 'jobs',
      summary: text.jobs,
      params: () => params({ ...at(), ...paging() }),
      routes: {
        gitea: list(`${base}/actions/jobs`, { unwrap: 'jobs', total: { field: 'total_count' }, since: SINCE.giteaJobs }),
        // Forgejo lists only waiting or running jobs, unpaginated: paging is applied here.
        forgejo: get(`${runners}/jobs`, { clientPaging: true, since: SINCE.forgejoRunners })
      },
      output: { kind: 'list', fields: fields(FIELDS.job) }
    }),
    runners: [
      operation({
        domain,
        name: 'runners_delete',
        summary: text.runnersDelete,
        params: () => params(runnerId()),
        routes: {
          gitea: del(`${runners}/{runner_id}`, { since: SINCE.giteaRunners }),
          forgejo: del(`${runners}/{runner_id}`, { since: SINCE.forgejoRunners })
        },
        output: { kind: 'none' }
      }),
      operation({
        domain,
        name: 'runners_get',
        summary: text.runnersGet,
        params: () => params(runnerId()),
        routes: {
          gitea: get(`${runners}/{runner_id}`, { since: SINCE.giteaRunners }),
          forgejo: get(`${runners}/{runner_id}`, { since: SINCE.forgejoRunners })
        },
        output: { kind: 'record', fields: fields(FIELDS.runner) }
      }),
      operation({
        domain,
        name: 'runners_list',
        summary: text.runnersList,
        params: () => params(at()),
        routes: {
          // Gitea pages this list (30 by default) though its spec declares no page/limit; the total
          // comes in the body.
          gitea: list(runners, { unwrap: 'runners', total: { field: 'total_count' }, since: SINCE.giteaRunners }),
          forgejo: list(runners, { since: SINCE.forgejoRunners })
        },
        output: { kind: 'list', fields: fields(FIELDS.runner) }
      }),
      operation({
        domain,
        name: 'runners_token',
        summary: text.runnersToken,
        params: () => params(at()),
        // Both hand out the active token and create one only when there is none (Gitea 1.25 and
        // 1.26 seen live, Forgejo by its source): never a rotation, and no sign of a creation.
        routes: {
          gitea: post(`${runners}/registration-token`, { getOrCreate: true }),
          forgejo: forgejoRunnerToken(base)
        },
        output: { kind: 'record', fields: ['token'], credentials: ['token'] }
      })
    ],
    runs: operation({
      domain,
      name: 'runs',
      summary: text.runs,
      params: () => params({ ...at(), ...paging() }),
      // Forgejo's repository run list answers as Gitea's does: `{workflow_runs, total_count}`; the
      // release in `since` is Gitea's (1.25), not one of Forgejo's.
      routes: forgejoRuns ? { gitea: runs, forgejo: { ...runs, since: undefined } } : { gitea: runs },
      ...(forgejoRuns ? {} : { absentReason: { forgejo: 'Forgejo has no API to list workflow runs' } }),
      output: { kind: 'list', fields: fields(FIELDS.run) }
    })
  }
}

export interface SettingsFamilyText {
  secretsDelete: string
  /** The scope's secret list (organizations and repositories have one; the user level has none). */
  secretsList?: string
  secretsSet: string
  variablesCreate: string
  variablesDelete: string
  variablesGet: string
  variablesList: string
  variablesSet: string
  /** The variable list takes `limit` / `page`. */
  pagedList?: boolean
}

/**
 * The Actions secrets (delete, list where there is one, set) and variables (create, delete, get,
 * list, set) of a scope, under its `/actions/secrets` and `/actions/variables`.
 */
export function settingsFamily(domain: Domain, scope: Scope, text: SettingsFamilyText): { secrets: Operation[]; variables: Operation[] } {
  const at = scope.params
  const base = scope.base
  const variablePath = `${base}/actions/variables/{name}`
  const createVariable = post(variablePath, { body: { value: 'value' }, response: 'none' })
  const updateVariable = put(variablePath, { body: { value: 'value' } })
  const readVariable = get(variablePath)
  const secretName = () => ({ ...at(), name: name('secret name') })
  const variableName = () => ({ ...at(), name: name('variable name') })
  const value = (what: string) => described(z.string(), what)
  const secrets: Operation[] = [
    operation({
      domain,
      name: 'secrets_delete',
      summary: text.secretsDelete,
      params: () => params(secretName()),
      routes: both(del(`${base}/actions/secrets/{name}`)),
      output: { kind: 'none' }
    }),
    ...(text.secretsList
      ? [
          operation({
            domain,
            name: 'secrets_list',
            summary: text.secretsList,
            params: () => params({ ...at(), ...paging() }),
            // Names and dates only: a secret's value cannot be read back.
            routes: both(list(`${base}/actions/secrets`)),
            output: { kind: 'list', fields: ['name', 'description', 'created_at'] }
          })
        ]
      : []),
    operation({
      domain,
      name: 'secrets_set',
      summary: text.secretsSet,
      params: () =>
        params({
          ...secretName(),
          value: value('secret value'),
          description: described(z.optional(z.string()), 'a description of the secret (Gitea; Forgejo secrets have none)')
        }),
      secretParams: ['value'],
      // Gitea 1.25 and 1.26 keep a secret's description (CreateOrUpdateSecretOption) and list it
      // with the secret's name, never its value (where desired state keeps a fingerprint).
      // Forgejo's secrets have none: a call that gives one is refused there, nothing sent.
      variantParams: { description: { variants: ['gitea'], why: 'Forgejo secrets have no description' } },
      routes: both(put(`${base}/actions/secrets/{name}`, { body: { data: 'value', description: 'description' } })),
      output: { kind: 'none' }
    })
  ]
  const variables: Operation[] = [
    operation({
      domain,
      name: 'variables_create',
      summary: text.variablesCreate,
      params: () => params({ ...variableName(), value: value('variable value') }),
      routes: both({
        steps: [createVariable],
        describe: `POST ${variablePath}; 409 becomes a clear error`,
        async run(ctx, p) {
          try {
            return await ctx.call(createVariable, p)
          } catch (e) {
            if (e instanceof ForgeError && e.status === 409)
              throw new ForgeError(
                `variables_create: variable "${clip(String(p.name), 100)}" already exists (409)`,
                409,
                e.serverMessage,
                'use variables_set to create or update it'
              )
            throw e
          }
        }
      }),
      output: { kind: 'none' }
    }),
    operation({
      domain,
      name: 'variables_delete',
      summary: text.variablesDelete,
      params: () => params(variableName()),
      routes: both(del(variablePath)),
      output: { kind: 'none' }
    }),
    operation({
      domain,
      name: 'variables_get',
      summary: text.variablesGet,
      params: () => params(variableName()),
      routes: both(get(variablePath)),
      output: { kind: 'record', fields: fields(FIELDS.variable) }
    }),
    operation({
      domain,
      name: 'variables_list',
      summary: text.variablesList,
      params: () => params(text.pagedList ? { ...at(), ...paging() } : at()),
      routes: both(list(`${base}/actions/variables`)),
      output: { kind: 'list', fields: fields(FIELDS.variable) }
    }),
    operation({
      domain,
      name: 'variables_set',
      summary: text.variablesSet,
      params: () => params({ ...variableName(), value: value('variable value') }),
      routes: both({
        // The API has no upsert for variables: PUT updates only (404 when missing), POST creates.
        steps: [readVariable, updateVariable, createVariable],
        describe: `GET ${variablePath}: the same value changes nothing; else PUT it, or POST it when it is missing (PUT after all when the POST finds it exists)`,
        async run(ctx, p) {
          const current = await readIfPresent(ctx, readVariable, p)
          if (!current) {
            try {
              return await ctx.call(createVariable, p)
            } catch (e) {
              // 409 "already exists": another job created it since the look-up, or the look-up
              // answered a plain 404 (a server or proxy without that route). It exists: update it.
              if ((e as { status?: number }).status === 409) return ctx.call(updateVariable, p)
              throw e
            }
          }
          if ((current.body as { data?: unknown }).data === p.value) return { ...current, body: null, unchanged: true }
          return ctx.call(updateVariable, p)
        }
      }),
      output: { kind: 'none' }
    })
  ]
  return { secrets, variables }
}

/**
 * A team's access as it is: per unit (`units_map`: `{"repo.code": "write", "repo.issues": "read"}`),
 * and `permission` only where it says something. Gitea 1.25.4 and 1.26.4 answer `permission: "none"`
 * for every read or write team (the access is per unit); `owner` and `admin` cover every unit. So
 * `permission` is the server's for owner and admin teams, the units' common access where they all
 * have the same, and absent where they differ. `units` is left out: units_map's keys are those units.
 */
export function teamView(team: Record<string, unknown>): Record<string, unknown> {
  const map = team.units_map
  if (!map || typeof map !== 'object' || Array.isArray(map)) return team
  const levels = [...new Set(Object.values(map as Record<string, unknown>).map(String))]
  const { permission } = team
  const shown = permission === 'owner' || permission === 'admin' ? permission : levels.length === 1 ? levels[0] : undefined
  // In the fields' order; permission left out where the units differ.
  const view = { ...team, permission: shown }
  if (shown === undefined) delete view.permission
  return view
}

// CreateRepoOption's fields offered as params; the rest (issue_labels, trust_model,
// object_format_name, ...) go in json_fields, checked against the variant's definition.
export const CREATE_BODY = {
  name: 'name',
  description: 'description',
  private: 'private',
  auto_init: 'auto_init',
  default_branch: 'default_branch',
  gitignores: 'gitignores',
  license: 'license',
  readme: 'readme',
  template: 'template'
}
/** The params of a new repository besides its name and owner (repos_create, the admin's users_repos_create). */
export const createRepoOptions = () => ({
  description: described(z.optional(z.string()), 'description'),
  private: described(z.optional(z.boolean()), 'private repository; server default false'),
  auto_init: described(z.optional(z.boolean()), 'create an initial commit (with readme, license, gitignores)'),
  default_branch: described(z.optional(text()), 'default branch name; server default main'),
  gitignores: described(z.optional(text()), 'gitignore templates, comma-separated (with auto_init)'),
  license: described(z.optional(text()), 'license template (with auto_init)'),
  readme: described(z.optional(text()), 'readme template (with auto_init), e.g. Default'),
  template: described(z.optional(z.boolean()), 'make the repository a template'),
  json_fields: described(
    z.optional(z.record(z.string(), z.unknown())),
    'other CreateRepoOption fields (issue_labels, trust_model, object_format_name, ...)'
  )
})
