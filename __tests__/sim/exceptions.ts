// The ONE list of places where the vendored Swagger specs are known to be wrong (or silent) and the
// simulator follows the real server instead. spec.ts and forge.ts consult this list; nothing else in
// the simulator is allowed to deviate from the specs. Every entry cites its section of api-map.md,
// the project's map of the specs against the servers' router source (kept outside this repository).
import type { JsonSchema, Variant } from './spec-types.js'

export type ExceptionRule =
  /** The real handler answers `status` with this body schema (replaces or adds the spec's response). */
  | { kind: 'response-schema'; status: number; schema: JsonSchema }
  /** The router binds this request body although the spec documents another one (or none). */
  | { kind: 'request-body-schema'; schema: JsonSchema }
  /** The spec marks these body fields required, but the server's binding does not. */
  | { kind: 'not-required'; fields: string[] }
  /** The handler reads these query names although the spec does not declare them. */
  | { kind: 'extra-query'; names: string[] }
  /** A route outside the `/api/v1` spec that the real server serves; `path` is absolute. */
  | { kind: 'extra-route'; responses: Record<number, JsonSchema> }
  /**
   * Error responses carry the APIError JSON body `{message, url[, errors]}`:
   * `schemaless`: the op declares the status but without a body schema (Gitea describes them as headers);
   * `undeclared`: the op does not list the status at all (auth middleware, binding, handler errors).
   */
  | { kind: 'error-body'; when: 'schemaless' | 'undeclared' }
  /** The route is in the spec but only registered when a server option is on; otherwise a plain 404. */
  | { kind: 'unregistered-unless'; option: 'quotaEnabled' }
  /** A path outside `/api/v1` that clients are told to probe; its 404 is expected, not a violation. */
  | { kind: 'expected-404' }
  /**
   * The spec's release has the route, an older one does not: a simulator started with an older
   * `version` answers a plain 404, as the older server did.
   */
  | { kind: 'absent-before'; version: string }

export interface SpecException {
  variant: Variant | 'both'
  /** Upper-case method, or '*' for every method. */
  method: string
  /** Spec path template relative to `/api/v1` (absolute when it starts with `/api/`), or '*'. */
  path: string
  rule: ExceptionRule
  /** What differs between the spec and the real server. */
  differs: string
  /** api-map.md section, or the real server that answered so (real-gitea.md, real-forgejo.md). */
  source: string
}

/** The APIError body both servers send for errors (`errors` only on 404s). */
export const API_ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    url: { type: 'string' },
    errors: { type: ['array', 'null'], items: { type: 'string' } }
  }
}

/** Whether `release` is older than `version`, numerically per component (`14.0.0` < `15`). */
export function releaseBefore(release: string, version: string): boolean {
  const a = release.split('.').map(n => parseInt(n, 10) || 0)
  const b = version.split('.').map(n => parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0)
  return false
}

const REAL_FORGEJO = 'real Forgejo 15.0.3 and 14.0.0 (shared/reference/real-forgejo.md)'

/** The runner protocol's answers (Connect JSON): a runner, or an error `{code, message}`. */
const CONNECT_RUNNER: JsonSchema = {
  type: 'object',
  required: ['runner'],
  properties: {
    runner: {
      type: 'object',
      required: ['id', 'uuid', 'name'],
      properties: {
        id: { type: 'string' },
        uuid: { type: 'string' },
        token: { type: 'string' },
        name: { type: 'string' },
        version: { type: 'string' },
        labels: { type: 'array', items: { type: 'string' } },
        ephemeral: { type: 'boolean' }
      }
    }
  }
}
const CONNECT_ERROR: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' } }
}

const TOKEN_BODY: JsonSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } }
}

export const SPEC_EXCEPTIONS: readonly SpecException[] = [
  {
    variant: 'both',
    method: '*',
    path: '*',
    rule: { kind: 'error-body', when: 'schemaless' },
    differs:
      'Gitea declares error/forbidden/validationError as response headers, and notFound/conflict without schema; the real body is JSON {message,url}',
    source: '§4 Error reporting (spec differences)'
  },
  {
    variant: 'both',
    method: '*',
    path: '*',
    rule: { kind: 'error-body', when: 'undeclared' },
    differs:
      'ops list only some error statuses; auth middleware (401/403), binding (422) and handlers (400/404/409/500) answer any op with APIError JSON',
    source: '§3 Authentication, §4 Error reporting'
  },
  {
    variant: 'gitea',
    method: 'GET',
    path: '/admin/users/{username}/badges',
    rule: {
      kind: 'response-schema',
      status: 200,
      schema: {
        type: 'array',
        items: {
          type: 'object',
          required: ['ID', 'Slug', 'Description', 'ImageURL'],
          properties: { ID: { type: 'integer' }, Slug: { type: 'string' }, Description: { type: 'string' }, ImageURL: { type: 'string' } }
        }
      }
    },
    differs:
      'spec declares []Badge with id/slug/description/image_url; Gitea 1.25.4 and 1.26.4 serialise the model without JSON tags: ID, Slug, Description, ImageURL',
    source: 'real Gitea 1.25.4/1.26.4 (scripts/real-gitea.sh), not in api-map'
  },
  {
    variant: 'gitea',
    method: 'GET',
    path: '/user/settings',
    rule: { kind: 'response-schema', status: 200, schema: { $ref: '#/definitions/UserSettings' } },
    differs: 'spec declares []UserSettings; the handler returns one object',
    source: '§1 settings_get'
  },
  {
    variant: 'gitea',
    method: 'PATCH',
    path: '/user/settings',
    rule: { kind: 'response-schema', status: 200, schema: { $ref: '#/definitions/UserSettings' } },
    differs: 'spec declares []UserSettings; the handler returns one object',
    source: '§1 settings_update'
  },
  {
    variant: 'both',
    method: 'POST',
    path: '/user/gpg_key_verify',
    rule: { kind: 'response-schema', status: 200, schema: { $ref: '#/definitions/GPGKey' } },
    differs: 'spec says 201; the handler answers 200 with the GPGKey',
    source: '§1 gpg_keys_verify'
  },
  {
    variant: 'gitea',
    method: 'POST',
    path: '/user/gpg_key_verify',
    rule: {
      kind: 'request-body-schema',
      schema: {
        type: 'object',
        required: ['key_id', 'armored_signature'],
        properties: {
          key_id: { type: 'string', 'x-go-name': 'KeyID' },
          armored_signature: { type: 'string', 'x-go-name': 'Signature' }
        }
      }
    },
    differs: 'the Gitea spec documents no body; the router binds VerifyGPGKeyOption {key_id, armored_signature}',
    source: '§1 gpg_keys_verify'
  },
  {
    variant: 'gitea',
    method: 'POST',
    path: '/user/actions/runners/registration-token',
    rule: { kind: 'response-schema', status: 200, schema: TOKEN_BODY },
    differs: 'spec documents the token as a response header; the real answer is the JSON body {token}',
    source: '§1 runners_token'
  },
  {
    variant: 'gitea',
    method: 'POST',
    path: '/admin/actions/runners/registration-token',
    rule: { kind: 'response-schema', status: 200, schema: TOKEN_BODY },
    differs: 'spec documents the token as a response header; the real answer is the JSON body {token}',
    source: '§2 runners_token'
  },
  {
    variant: 'gitea',
    method: 'GET',
    path: '/user/actions/runners',
    rule: { kind: 'extra-query', names: ['page', 'limit'] },
    differs: 'page/limit work but are not declared',
    source: '§1 runners_list'
  },
  {
    variant: 'gitea',
    method: 'GET',
    path: '/admin/actions/runners',
    rule: { kind: 'extra-query', names: ['page', 'limit'] },
    differs: 'page/limit work but are not declared',
    source: '§2 runners_list (as at user level)'
  },
  {
    variant: 'both',
    method: 'GET',
    path: '/admin/unadopted',
    rule: { kind: 'extra-query', names: ['query'] },
    differs: 'spec documents the filter as `pattern`; both handlers read `query`',
    source: '§2 unadopted_list'
  },
  {
    variant: 'gitea',
    method: 'PATCH',
    path: '/admin/users/{username}',
    rule: { kind: 'not-required', fields: ['source_id'] },
    differs: 'spec marks source_id required; only login_name is binding:"Required" (source_id may be omitted, 0 = local)',
    source: '§2 users_edit'
  },
  ...['/user/quota', '/user/quota/artifacts', '/user/quota/attachments', '/user/quota/packages'].map((path): SpecException => ({
    variant: 'forgejo',
    method: 'GET',
    path,
    rule: { kind: 'unregistered-unless', option: 'quotaEnabled' },
    differs: 'route only registered when [quota] ENABLED=true; otherwise a plain-text 404',
    source: '§1 quota'
  })),
  {
    variant: 'forgejo',
    method: 'GET',
    path: '/api/forgejo/v1/version',
    rule: {
      kind: 'extra-route',
      responses: { 200: { type: 'object', required: ['version'], properties: { version: { type: 'string' } } } }
    },
    differs: 'Forgejo-only API outside the /api/v1 spec (OpenAPI 3 file not vendored)',
    source: '§6 Version endpoint'
  },
  ...['/admin/actions/runners/jobs', '/user/actions/runners/jobs', '/admin/runners/jobs'].map((path): SpecException => ({
    variant: 'forgejo',
    method: 'GET',
    path,
    rule: { kind: 'response-schema', status: 200, schema: { type: ['array', 'null'], items: { $ref: '#/definitions/ActionRunJob' } } },
    differs: 'spec declares []ActionRunJob; with no waiting or running job Forgejo 15.0.3 answers `null`, not []',
    source: REAL_FORGEJO
  })),
  // Forgejo 14.0.0 answered 404 on these; 15.0.3 has them (user runner get/delete: not tried on 14,
  // but their list is 15-only and api-map dates all three to 15.0).
  ...(
    [
      ['GET', '/admin/actions/runners/registration-token'],
      ['GET', '/admin/actions/runners'],
      ['POST', '/admin/actions/runners'],
      ['GET', '/admin/actions/runners/{runner_id}'],
      ['DELETE', '/admin/actions/runners/{runner_id}'],
      ['GET', '/admin/actions/runners/jobs'],
      ['GET', '/user/actions/runners/jobs'],
      ['GET', '/user/actions/runners'],
      ['POST', '/user/actions/runners'],
      ['GET', '/user/actions/runners/{runner_id}'],
      ['DELETE', '/user/actions/runners/{runner_id}']
    ] as const
  ).map(([method, path]): SpecException => ({
    variant: 'forgejo',
    method,
    path,
    rule: { kind: 'absent-before', version: '15' },
    differs: 'in the 15.0.3 spec; Forgejo 14.0.0 has no such route (plain 404)',
    source: REAL_FORGEJO
  })),
  ...['/user/actions/runners/{runner_id}', '/admin/actions/runners/{runner_id}'].map((path): SpecException => ({
    variant: 'gitea',
    method: 'PATCH',
    path,
    rule: { kind: 'absent-before', version: '1.26' },
    differs: 'in the 1.26.3 spec; Gitea 1.25.4 has no runner edit (its router registers no PATCH there)',
    source: 'Gitea 1.25.4 and 1.26.4 source, routers/api/v1/api.go'
  })),
  // The organization and repository scopes (routes-scoped.ts): as the user level's above.
  ...['/orgs/{org}', '/repos/{owner}/{repo}'].flatMap((base): SpecException[] => [
    {
      variant: 'gitea',
      method: 'POST',
      path: `${base}/actions/runners/registration-token`,
      rule: { kind: 'response-schema', status: 200, schema: TOKEN_BODY },
      differs: 'spec documents the token as a response header; the real answer is the JSON body {token}',
      source: '§1 runners_token (the same handler at every scope)'
    },
    {
      variant: 'gitea',
      method: 'GET',
      path: `${base}/actions/runners`,
      rule: { kind: 'extra-query', names: ['page', 'limit'] },
      differs: 'page/limit work but are not declared',
      source: '§1 runners_list (the same handler at every scope)'
    },
    {
      variant: 'forgejo',
      method: 'GET',
      path: `${base}/actions/runners/jobs`,
      rule: { kind: 'response-schema', status: 200, schema: { type: ['array', 'null'], items: { $ref: '#/definitions/ActionRunJob' } } },
      differs: 'spec declares []ActionRunJob; with no waiting or running job Forgejo answers `null` (as at the user level)',
      source: REAL_FORGEJO
    },
    {
      variant: 'gitea',
      method: 'PATCH',
      path: `${base}/actions/runners/{runner_id}`,
      rule: { kind: 'absent-before', version: '1.26' },
      differs: 'in the 1.26.3 spec; Gitea 1.25.4 has no runner edit (its router registers no PATCH there)',
      source: 'Gitea 1.25.4 and 1.26.4 source, routers/api/v1/api.go'
    },
    // Forgejo 14.0.0 answered 404 for the repository's POST; the REST runner routes of every scope came with 15.
    ...(
      [
        ['GET', `${base}/actions/runners`],
        ['POST', `${base}/actions/runners`],
        ['GET', `${base}/actions/runners/{runner_id}`],
        ['DELETE', `${base}/actions/runners/{runner_id}`],
        ['GET', `${base}/actions/runners/jobs`]
      ] as const
    ).map(([method, path]): SpecException => ({
      variant: 'forgejo',
      method,
      path,
      rule: { kind: 'absent-before', version: '15' },
      differs: 'in the 15.0.3 spec; Forgejo 14.0.0 has no such route (plain 404)',
      source: REAL_FORGEJO
    }))
  ]),
  ...(['Register', 'Declare', 'FetchTask'] as const).map((name): SpecException => ({
    variant: 'both',
    method: 'POST',
    path: `/api/actions/runner.v1.RunnerService/${name}`,
    rule: {
      kind: 'extra-route',
      // FetchTask answers a FetchTaskResponse (`{}` when no task is there), not a runner.
      responses: {
        200: name === 'FetchTask' ? { type: 'object' } : CONNECT_RUNNER,
        400: CONNECT_ERROR,
        401: CONNECT_ERROR,
        500: CONNECT_ERROR
      }
    },
    differs: `the runner protocol (Connect, JSON) outside the REST API: ${name}`,
    source: 'real Gitea 1.26.4 (real-gitea.md) and real Forgejo 15.0.3 (real-forgejo.md): the runner protocol'
  })),
  ...(
    [
      // Protobuf JSON has no required fields: a missing name or token is the handler's 500, as Gitea's.
      ['Register', [], { name: { type: 'string' }, token: { type: 'string' }, ephemeral: { type: 'boolean' } }],
      ['Declare', [], {}],
      ['FetchTask', [], { tasksVersion: { type: 'string' } }]
    ] as const
  ).map(([name, required, extra]): SpecException => ({
    variant: 'both',
    method: 'POST',
    path: `/api/actions/runner.v1.RunnerService/${name}`,
    rule: {
      kind: 'request-body-schema',
      schema: {
        type: 'object',
        required: [...required],
        properties: { ...extra, version: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } }
      }
    },
    differs: `the runner protocol's ${name}Request as JSON (no REST spec covers it)`,
    source: 'the runner protocol (code.gitea.io/actions-proto-go runner/v1), as real-gitea.md and real-forgejo.md sent it'
  })),
  {
    variant: 'gitea',
    method: 'GET',
    path: '/api/forgejo/v1/version',
    rule: { kind: 'expected-404' },
    differs: 'the recommended Forgejo probe falls through to the Gitea web router (404 page)',
    source: '§6 Version endpoint (suggested detection order)'
  },
  {
    variant: 'both',
    method: 'POST',
    path: '/repos/{owner}/{repo}/transfer',
    rule: { kind: 'response-schema', status: 201, schema: { $ref: '#/definitions/Repository' } },
    differs:
      'a transfer that waits for the new owner to accept it answers 201 with the repository (202 only for a transfer done at once); the spec lists 202 only',
    source: 'Gitea 1.26.4 routers/api/v1/repo/transfer.go Transfer (same code in Forgejo)'
  }
]

function applies(e: SpecException, variant: Variant, method: string, path: string): boolean {
  return (e.variant === 'both' || e.variant === variant) && (e.method === '*' || e.method === method) && (e.path === '*' || e.path === path)
}

/** Exceptions for one operation (path = spec template, or absolute path for routes outside the spec). */
export function exceptionsFor(variant: Variant, method: string, path: string): SpecException[] {
  return SPEC_EXCEPTIONS.filter(e => applies(e, variant, method, path))
}

/** The rules of one kind that apply to an operation. */
export function ruleFor<K extends ExceptionRule['kind']>(
  variant: Variant,
  method: string,
  path: string,
  kind: K
): Extract<ExceptionRule, { kind: K }>[] {
  return exceptionsFor(variant, method, path)
    .map(e => e.rule)
    .filter((r): r is Extract<ExceptionRule, { kind: K }> => r.kind === kind)
}
