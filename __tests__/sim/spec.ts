// Loads a variant's vendored Swagger 2.0 spec and checks requests and responses against it.
// Deviations the real servers are known for come only from exceptions.ts.
import { readFileSync } from 'node:fs'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import formatsModule from 'ajv-formats'
import { API_ERROR_BODY, SPEC_EXCEPTIONS, ruleFor } from './exceptions.js'
import type { JsonSchema, Variant } from './spec-types.js'

export type { JsonSchema, Variant }

export const API_BASE = '/api/v1'

/** The release each vendored spec describes: what the simulator answers as by default. */
export const SPEC_VERSIONS: Record<Variant, string> = { gitea: '1.26.3', forgejo: '15.0.3' }

const SPEC_FILES: Record<Variant, string> = {
  gitea: 'gitea-1.26.3.json',
  forgejo: 'forgejo-15.0.3.json'
}

interface SwaggerParam {
  name: string
  in: string
  required?: boolean
  type?: string
  schema?: JsonSchema
}
interface SwaggerResponse {
  $ref?: string
  description?: string
  schema?: JsonSchema
  headers?: JsonSchema
}
interface SwaggerOperation {
  parameters?: SwaggerParam[]
  responses?: Record<string, SwaggerResponse>
  produces?: string[]
}
interface SwaggerDoc {
  basePath: string
  paths: Record<string, Record<string, SwaggerOperation>>
  definitions: Record<string, JsonSchema>
  responses: Record<string, SwaggerResponse>
  securityDefinitions: Record<string, { type: string; in?: string; name?: string }>
}

export interface Operation {
  method: string
  /** Template as the spec writes it (relative to /api/v1), or the absolute path of an extra route. */
  specPath: string
  /** Absolute template, e.g. `/api/v1/users/{username}`. */
  template: string
  queryParams: Map<string, SwaggerParam>
  body?: { schema: JsonSchema; required: boolean }
  /** Declared responses; `schema` undefined means the spec declares no body. */
  responses: Map<number, { schema?: JsonSchema }>
}

export type MatchResult =
  { kind: 'op'; op: Operation; params: Record<string, string> } | { kind: 'method-not-allowed' } | { kind: 'no-route' }

export interface BodyCheck {
  /** Every schema mismatch, human-readable. */
  problems: string[]
  /** Set when the Go binding layer would reject the body with 422 (missing required field, wrong JSON type). */
  bindingError?: string
}

interface CompiledPath {
  template: string
  regex: RegExp
  paramNames: string[]
  specificity: number[]
  ops: Map<string, Operation>
}

const specCache = new Map<Variant, ApiSpec>()

export class ApiSpec {
  private readonly ajv: Ajv
  private readonly paths: CompiledPath[] = []
  private readonly validators = new Map<JsonSchema, ValidateFunction>()
  private readonly securityQueryNames: Set<string>

  /** Specs are large; compile each variant once per process. */
  static load(variant: Variant): ApiSpec {
    let spec = specCache.get(variant)
    if (!spec) {
      const file = new URL(`./openapi/${SPEC_FILES[variant]}`, import.meta.url)
      spec = new ApiSpec(variant, JSON.parse(readFileSync(file, 'utf8')) as SwaggerDoc)
      specCache.set(variant, spec)
    }
    return spec
  }

  private constructor(
    readonly variant: Variant,
    private readonly doc: SwaggerDoc
  ) {
    // Swagger 2.0 is not JSON Schema: unknown keywords (x-*, discriminator) must be ignored and the
    // metaschema check skipped (`type: file`). Go int formats are only annotations here.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, verbose: true })
    formatsModule.default(this.ajv)
    for (const f of ['int64', 'int32', 'uint64', 'float', 'double', 'byte', 'binary', 'password']) this.ajv.addFormat(f, true)
    this.ajv.addSchema({ $id: 'swagger', definitions: doc.definitions })
    this.securityQueryNames = new Set(
      Object.values(doc.securityDefinitions)
        .filter(d => d.in === 'query' && d.name)
        .map(d => d.name as string)
    )
    for (const [specPath, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (method === 'parameters') continue
        this.addOperation(this.buildOperation(method.toUpperCase(), specPath, op))
      }
    }
    this.addExtraRoutes()
    // Static segments win over parameters, as in chi (`/users/search` before `/users/{username}`).
    this.paths.sort((a, b) => compareSpecificity(b.specificity, a.specificity))
  }

  private buildOperation(method: string, specPath: string, raw: SwaggerOperation): Operation {
    const op: Operation = {
      method,
      specPath,
      template: API_BASE + specPath,
      queryParams: new Map(),
      responses: new Map()
    }
    const notRequired = ruleFor(this.variant, method, specPath, 'not-required').flatMap(r => r.fields)
    for (const p of raw.parameters ?? []) {
      if (p.in === 'query') op.queryParams.set(p.name, p)
      if (p.in === 'body' && p.schema) {
        op.body = { schema: withoutRequired(this.resolveSchema(p.schema), notRequired), required: !!p.required }
      }
    }
    for (const r of ruleFor(this.variant, method, specPath, 'request-body-schema')) op.body = { schema: r.schema, required: true }
    for (const r of ruleFor(this.variant, method, specPath, 'extra-query')) {
      for (const name of r.names) op.queryParams.set(name, { name, in: 'query', type: 'string' })
    }
    for (const [code, resp] of Object.entries(raw.responses ?? {})) {
      const resolved = resp.$ref ? this.doc.responses[resp.$ref.replace('#/responses/', '')] : resp
      op.responses.set(Number(code), { schema: resolved?.schema })
    }
    for (const r of ruleFor(this.variant, method, specPath, 'response-schema')) op.responses.set(r.status, { schema: r.schema })
    return op
  }

  /** Routes outside the spec that the real server serves (exceptions.ts `extra-route`). */
  private addExtraRoutes(): void {
    for (const e of SPEC_EXCEPTIONS) {
      if (e.rule.kind !== 'extra-route' || (e.variant !== 'both' && e.variant !== this.variant)) continue
      const responses = new Map(Object.entries(e.rule.responses).map(([code, schema]) => [Number(code), { schema }]))
      const body = ruleFor(this.variant, e.method, e.path, 'request-body-schema')[0]
      this.addOperation({
        method: e.method,
        specPath: e.path,
        template: e.path,
        queryParams: new Map(),
        responses,
        ...(body ? { body: { schema: body.schema, required: true } } : {})
      })
    }
  }

  private addOperation(op: Operation): void {
    let entry = this.paths.find(p => p.template === op.template)
    if (!entry) {
      const segments = op.template.split('/').slice(1)
      const paramNames: string[] = []
      const pattern = segments.map(s => {
        const m = /^\{(.+)\}$/.exec(s)
        if (!m) return escapeRegex(s)
        paramNames.push(m[1])
        return '([^/]+)'
      })
      entry = {
        template: op.template,
        regex: new RegExp(`^/${pattern.join('/')}$`),
        paramNames,
        specificity: segments.map(s => (s.startsWith('{') ? 0 : 1)),
        ops: new Map()
      }
      this.paths.push(entry)
    }
    entry.ops.set(op.method, op)
  }

  /** Resolves a request path (absolute, without query) to its operation the way the real router would. */
  match(method: string, path: string): MatchResult {
    for (const entry of this.paths) {
      const m = entry.regex.exec(path)
      if (!m) continue
      const op = entry.ops.get(method.toUpperCase())
      if (!op) return { kind: 'method-not-allowed' }
      const params: Record<string, string> = {}
      entry.paramNames.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1])
      })
      return { kind: 'op', op, params }
    }
    return { kind: 'no-route' }
  }

  /** Query names must be declared by the op (or be a deprecated auth query of the spec's securityDefinitions). */
  checkQuery(op: Operation, query: URLSearchParams): string[] {
    const problems: string[] = []
    for (const [name, value] of query) {
      const param = op.queryParams.get(name)
      if (!param) {
        if (!this.securityQueryNames.has(name)) problems.push(`query parameter '${name}' is not declared`)
        continue
      }
      if (param.type === 'integer' && !/^-?\d+$/.test(value)) problems.push(`query parameter '${name}' must be an integer`)
      if (param.type === 'boolean' && !/^(true|false|1|0)$/i.test(value)) problems.push(`query parameter '${name}' must be a boolean`)
    }
    for (const [name, param] of op.queryParams) {
      if (param.required && !query.has(name)) problems.push(`required query parameter '${name}' is missing`)
    }
    return problems
  }

  /** `body` is the parsed JSON, or undefined when the request had none. */
  checkBody(op: Operation, body: unknown): BodyCheck {
    if (!op.body) {
      return body === undefined ? { problems: [] } : { problems: ['request body: the operation declares no body'] }
    }
    if (body === undefined && op.body.required) {
      return { problems: ['request body: required but missing'], bindingError: 'request body is required' }
    }
    // Go binding decodes an absent body into the zero struct, so required fields are still enforced.
    const validate = this.validator(op.body.schema)
    if (validate(body ?? {})) return { problems: [] }
    const errors = validate.errors ?? []
    const binding = errors.find(e => e.keyword === 'required' || e.keyword === 'type')
    return {
      problems: errors.map(e => `request body: ${describe(e)}`),
      bindingError: binding && bindingMessage(binding)
    }
  }

  /** `body` is parsed JSON, a string for text responses, or undefined for an empty body. */
  checkResponse(op: Operation, status: number, body: unknown): string[] {
    const declared = op.responses.get(status)
    let schema = declared?.schema
    if (status >= 400 && !schema) {
      const when = declared ? 'schemaless' : 'undeclared'
      const allowed = ruleFor(this.variant, op.method, op.specPath, 'error-body').some(r => r.when === when)
      if (!allowed) return [`response ${status}: status not declared`]
      schema = API_ERROR_BODY
    }
    if (!declared && status < 400) return [`response ${status}: status not declared`]
    if (!schema) return body === undefined ? [] : [`response ${status}: the spec declares no body but one was sent`]
    const validate = this.validator(schema)
    if (validate(body)) return []
    return (validate.errors ?? []).map(e => `response ${status}: ${describe(e)}`)
  }

  /** Compiles (once) a schema; `$ref`s to definitions point into the whole spec. */
  validator(schema: JsonSchema): ValidateFunction {
    let v = this.validators.get(schema)
    if (!v) {
      v = this.ajv.compile(rewriteRefs(schema))
      this.validators.set(schema, v)
    }
    return v
  }

  private resolveSchema(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref as string | undefined
    return ref?.startsWith('#/definitions/') ? this.doc.definitions[ref.slice('#/definitions/'.length)] : schema
  }
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i]
  return a.length - b.length
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A copy of an object schema without some `required` entries (for `not-required` exceptions). */
function withoutRequired(schema: JsonSchema, fields: string[]): JsonSchema {
  if (!fields.length || !Array.isArray(schema.required)) return schema
  return { ...schema, required: (schema.required as string[]).filter(f => !fields.includes(f)) }
}

/** Points local `#/definitions/X` refs at the registered spec document. */
function rewriteRefs(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(rewriteRefs) as unknown as JsonSchema
  if (!node || typeof node !== 'object') return node as JsonSchema
  const out: JsonSchema = {}
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/') ? `swagger${v}` : rewriteRefs(v)
  }
  return out
}

function describe(e: ErrorObject): string {
  const where = e.instancePath || '(root)'
  if (e.keyword === 'required')
    return `${where === '(root)' ? '' : where + ': '}must have required property '${(e.params as { missingProperty: string }).missingProperty}'`
  if (e.keyword === 'enum') return `${where}: must be one of ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`
  return `${where}: ${e.message ?? e.keyword}`
}

/** The Go binding's message, e.g. `[LoginName]: Required` (field named by its `x-go-name`). */
function bindingMessage(e: ErrorObject): string {
  if (e.keyword === 'required') {
    const prop = (e.params as { missingProperty: string }).missingProperty
    const goName = (e.parentSchema?.properties?.[prop]?.['x-go-name'] as string | undefined) ?? prop
    return `[${goName}]: Required`
  }
  return `json: cannot unmarshal into field ${e.instancePath || '(root)'}: ${e.message ?? 'wrong type'}`
}
