// The shape of one entry of the shared operation schema. An entry is data: its params (zod), its
// route on each server variant (method + path template + where each param goes), which response
// fields are credentials and which fields the formatted output keeps. The client is generic and
// reads these entries; front ends (action, CLI) only ever look operations up here.
import type * as z from './zod.js'

export const VARIANTS = ['gitea', 'forgejo'] as const
export type Variant = (typeof VARIANTS)[number]

/** The variant setting of every front end: a variant, or `auto` (ask the server when it matters). */
export const VARIANT_SETTINGS = ['auto', ...VARIANTS] as const
export type VariantSetting = (typeof VARIANT_SETTINGS)[number]

// The domains and per-call options (surface.ts) belong to the schema too.
export * from './surface.js'
import type { Domain } from './surface.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Where a param's value goes: `{ wireName: paramName }`. */
export type FieldMap = Record<string, string>

export interface Route {
  method: HttpMethod
  /** Path template relative to `/api/v1`; `{name}` placeholders are param names. */
  path: string
  query?: FieldMap
  /** JSON body fields taken from params. */
  body?: FieldMap
  /** Constant JSON body fields, merged under the params (params win). */
  constBody?: Record<string, unknown>
  /**
   * The swagger definition of the request body whose properties `json_fields` may set. The keys
   * a caller passes are checked against that definition's properties on the variant (generated
   * into `generated/option-fields.ts`), because the server silently drops fields it does not know.
   */
  jsonFields?: string
  /** `basic` needs username + password (the token endpoints); `none` sends no Authorization (the runner protocol). Default `token`. */
  auth?: 'token' | 'basic' | 'none'
  /** The path is under the server root, not `/api/v1` (the runner protocol's `/api/actions/...`). */
  root?: boolean
  /** How the success body is read. Default `json`. */
  response?: 'json' | 'text' | 'none' | 'presence'
  /** A paged list: `page` is always sent as 1 or more, `limit` when non-zero. */
  paged?: boolean
  /** Where the list total comes from: the `X-Total-Count` header (default) or a body field. */
  total?: 'header' | { field: string }
  /** The list sits inside an envelope under this key (`/users/search` → `data`). */
  unwrap?: string
  /** The server does not paginate this list: `limit` / `page` are applied to its answer here. */
  clientPaging?: boolean
  /**
   * The server has no `sort` / `order` for this repository list: the rows are sorted here
   * (created → created_at, updated → updated_at, stars → stars_count, name → name).
   */
  sortLocally?: boolean
  /**
   * The first release of the server (of the variant this route is bound to) that has the route:
   * `15` (Forgejo), `1.25` (Gitea). On an older server the client sends `older` instead, or refuses
   * the operation before sending ("needs Forgejo 15 (this server is 14.0.0)"). A server whose
   * version cannot be read is taken to be recent enough.
   */
  since?: string
  /** The route an older server than `since` has for the same thing (it may have a `since` of its own). */
  older?: Route
  /**
   * Get-or-create (the runner registration token): the answer is the current value, created only
   * when there was none, and it does not say which. The call reports `changed: false` rather
   * than claim a change svc cannot know.
   */
  getOrCreate?: boolean
  /**
   * The least time the server may take to answer, in seconds, when the default per-request timeout
   * (30 s, SVC_TIMEOUT_SECONDS) is shorter: a migration's POST answers only when the clone is done.
   */
  minTimeoutSeconds?: number
}

/** What a composite step receives: a way to call a route with params, on the resolved variant. */
export interface StepContext {
  variant: Variant
  /** The server's base URL as configured (`https://host/sub`, no trailing slash): what a runner is told to connect to. */
  server: string
  call(route: Route, params: Record<string, unknown>): Promise<RawResponse>
  /**
   * Every row of a paged list route, page by page (the same loop as `paginate`); `sudo`: read as
   * that user (an admin reading a user's own list).
   */
  all(route: Route, params: Record<string, unknown>, sudo?: string): Promise<Array<Record<string, unknown>>>
  /** A detached ASCII-armored signature of `text` by the local gpg key `keyId` (params `sign: true`). */
  sign(text: string, keyId: string): Promise<string>
  /** A list route as a plain route operation runs it: the call's `limit`, `page` and `paginate` apply. */
  list(route: Route, params: Record<string, unknown>): Promise<RawResponse>
  warn(message: string): void
  /** A credential a step got from the server (a registration token): redacted from every later server text. */
  secret(value: string): void
}

export interface RawResponse {
  status: number
  headers: Record<string, string>
  /** Set by a composite that found nothing to change (variables_set with the same value, ...). */
  unchanged?: boolean
  /** Parsed JSON, text, `true`/`false` for presence checks, or `null` when empty. */
  body: unknown
}

/**
 * An operation that needs more than one request (variables_set, users_edit, users_org_add,
 * blocks_check on Forgejo). `steps` are the routes it may call, in order: they are what the docs
 * table and dry-run show; `run` is the logic.
 */
export interface Composite {
  steps: Route[]
  describe: string
  /**
   * When the params alone decide what is sent (no answer does): the requests of this call. A dry
   * run then plans exactly these, as for a plain route, without the "several requests" warning.
   */
  sends?: (params: Record<string, unknown>) => Route[]
  run(ctx: StepContext, params: Record<string, unknown>): Promise<RawResponse>
}

export type Binding = Route | Composite

/** How a create finds that its target exists already (`on-exists: skip`); see idempotency.ts. */
export interface Exists {
  /** Looks for the target before creating it: its record, or undefined when it is absent. */
  find?: (ctx: StepContext, params: Record<string, unknown>) => Promise<unknown>
  /** Sends the create for the missing part only: the params left, or undefined when nothing is missing. */
  missingOnly?: (ctx: StepContext, params: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>
  /** Answers of the create itself that mean "it exists", per variant. */
  answers?: Partial<Record<Variant, Array<{ status: number; message: RegExp }>>>
  /** Said as a warning when the create is skipped (tokens: the value cannot be shown again). */
  note?: string
}

export function isComposite(b: Binding): b is Composite {
  return 'run' in b
}

export type OutputKind = 'record' | 'list' | 'boolean' | 'none' | 'text'

export interface OutputSpec {
  kind: OutputKind
  /** Fields the formatted output keeps (top level, or `a.b` for nested). Absent: whole record. */
  fields?: string[]
  /** Response fields whose values are credentials (masked by every front end). */
  credentials?: string[]
  /**
   * The formatted record as the operation presents it, from its picked `fields` (a team's access
   * from its units_map); never applied to raw_json. Its keys stay among `fields`.
   */
  derive?: (record: Record<string, unknown>) => Record<string, unknown>
  /**
   * The action's job summary shows the result's rows as a table under this heading, its `fields`
   * as columns (a list with no credentials that says what a call did: runners_prune, one row per
   * runner).
   */
  summaryTable?: string
}

export interface Operation {
  domain: Domain
  name: string
  summary: string
  /** zod schema of the params; strict (unknown keys are an error). */
  params: z.ZodMiniObject<Record<string, z.ZodMiniType>>
  /** Param names whose values are credentials (secret values, passwords). */
  secretParams?: string[]
  /** Param names that hold a file path: the file is read locally and its content sent base64. */
  fileParams?: string[]
  routes: Partial<Record<Variant, Binding>>
  output: OutputSpec
  /**
   * Params only some variants take (the routes are the same otherwise): a call that gives one is
   * refused on another variant before anything is sent. Giving one is what makes the client ask
   * the server's variant; a call without it needs no detection.
   */
  variantParams?: Record<string, { variants: Variant[]; why: string }>
  /** Why the operation is absent on a variant, shown in the error. */
  absentReason?: Partial<Record<Variant, string>>
  /** Fills or reshapes params after validation, before they are mapped onto the route. */
  prepare?: (params: Record<string, unknown>) => Record<string, unknown>
  /** Attached from idempotency.ts: how a create recognises an existing target. */
  exists?: Exists
  /** Warnings computed from the params before sending (e.g. defaults the caller left out). */
  warnings?: (rawParams: Record<string, unknown>) => string[]
}
