// The tool surface of `svc mcp`, derived from the registry and nothing else: `svc_enable`, and one
// action-dispatched tool per domain whose input schema is ONE flat object (`action` required, every
// param of the offered actions optional; which actions take it, the description's signatures say) and whose output schema
// is the call envelope. Pure functions: the tools/list snapshot test reads them too.
import * as z from '../registry/zod.js'
import {
  CALL_OPTIONS,
  DOMAINS,
  domainSpec,
  ENABLE_TOOL,
  isComposite,
  mcpParam,
  operationsOf,
  TOOL_DOMAINS,
  toolSpec,
  VARIANTS,
  wordList,
  type CallOption,
  type Domain,
  type Operation,
  type Route,
  type ToolDomain,
  type Variant
} from '../registry/index.js'
import { PARAM_SCHEMAS } from './generated/param-schemas.js'
import { reportTool } from './report-tool.js'
import { stateTool } from './state-tool.js'
import type { JsonSchema, ParamSchemas, ToolDefinition } from './tool-types.js'

export type { JsonSchema, ParamSchemas, ToolDefinition }

export { ENABLE_TOOL }
export const TOOL_OF = Object.fromEntries(DOMAINS.map(d => [d, domainSpec(d).tool])) as Record<Domain, string>

/** The domain a tool name serves, if it is a domain tool. */
export function domainOf(tool: string): Domain | undefined {
  return DOMAINS.find(d => TOOL_OF[d] === tool)
}

/** The domain a tool of svc's serves: a domain tool's, or an extra tool's (svc_state, svc_report). */
export function toolDomainOf(tool: string): ToolDomain | undefined {
  return TOOL_DOMAINS.find(d => toolSpec(d).tool === tool)
}

/** Every request the operation can send, on every variant (a composite's steps included). */
function routesOf(op: Operation): Route[] {
  return Object.values(op.routes).flatMap(b => (b ? (isComposite(b) ? b.steps : [b]) : []))
}

/** Whether the operation changes nothing on the server: every request it can send, on every variant, is a GET. */
export function changesNothing(op: Operation): boolean {
  return routesOf(op).every(r => r.method === 'GET')
}

/** Whether the operation can delete something. */
export function deletes(op: Operation): boolean {
  return routesOf(op).some(r => r.method === 'DELETE')
}

export interface Surface {
  /** The server variant, once known: actions absent on it are not offered. */
  variant?: Variant
  /** Only actions that change nothing are offered. */
  readOnly: boolean
}

/** The actions a domain tool offers: the domain's operations, present on the variant, unchanging in read-only mode. */
export function offeredActions(domain: Domain, s: Surface): Operation[] {
  return operationsOf(domain).filter(op => (!s.variant || op.routes[s.variant]) && (!s.readOnly || changesNothing(op)))
}

/** A param's JSON Schema as a client sees it (input side: defaults apply, nothing is required). */
/** A param's JSON Schema, as zod converts it (scripts/gen-mcp-schemas.ts stores every one). */
export function convertParamSchema(schema: unknown): JsonSchema {
  const json = z.toJSONSchema(schema as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

/** An operation's params as a tool lists them: names in the schema's order, each one's schema and whether it is required. */
interface ToolParams {
  names: string[]
  schema(name: string): JsonSchema
  required(name: string): boolean
}

/**
 * An operation's params from the generated table, whole: the first read of a zod object's shape
 * builds it (~6 ms a domain on a cold start), and each conversion and `safeParse` costs more. An
 * operation the table lacks (a registry edited since `npm run docs`: its freshness test fails then)
 * is read from its zod schema, the same answer only slower.
 */
function toolParams(domain: Domain, op: Operation): ToolParams {
  const key = `${domain}.${op.name}`
  const of = PARAM_SCHEMAS.of[key]
  if (of) {
    const required = PARAM_SCHEMAS.required[key] ?? []
    return { names: Object.keys(of), schema: name => PARAM_SCHEMAS.schemas[of[name]], required: name => required.includes(name) }
  }
  const shape = op.params.shape
  return { names: Object.keys(shape), schema: name => convertParamSchema(shape[name]), required: name => requiredByZod(shape[name]) }
}

export function requiredByZod(schema: unknown): boolean {
  return !(schema as z.ZodMiniType).safeParse(undefined).success
}

/** The per-call options the tools take as params of their own (raw_json is every operation's param). */
export const MCP_CALL_OPTIONS = CALL_OPTIONS.filter(o => o.mcp && !o.mcp.operationParam)

function callOptionSchema(o: CallOption): JsonSchema {
  const t = o.type
  const type =
    t.kind === 'choice'
      ? { type: 'string', enum: [...t.choices] }
      : t.kind === 'text'
        ? { type: 'string', pattern: t.pattern.source }
        : { type: t.kind === 'integer' ? 'integer' : t.kind }
  return { ...type, description: o.mcp!.description }
}

/** The flat input schema of a domain tool: `action` plus the union of the offered actions' params. */
export function inputSchemaOf(domain: Domain, actions: Operation[]): ToolDefinition['inputSchema'] {
  const byParam = new Map<string, Array<{ op: Operation; params: ToolParams }>>()
  for (const op of actions) {
    const params = toolParams(domain, op)
    for (const name of params.names) {
      const uses = byParam.get(name) ?? []
      uses.push({ op, params })
      byParam.set(name, uses)
    }
  }
  const properties: Record<string, JsonSchema> = {
    action: {
      type: 'string',
      enum: actions.map(op => op.name),
      description: `the ${domain} action to run (see the tool description); its params are the other properties`
    }
  }
  for (const name of [...byParam.keys()].sort()) {
    const uses = byParam.get(name)!
    const variants = new Map<string, JsonSchema>()
    const descriptions = new Set<string>()
    for (const { params } of uses) {
      const { description, ...rest } = params.schema(name)
      if (typeof description === 'string') descriptions.add(description)
      variants.set(JSON.stringify(rest), rest)
    }
    // Which actions take it, and whether they need it, is said once, by the signatures of the tool's
    // description: listed here too, per property, it made svc_repos' list 28 KB (issue 38).
    const description = [...descriptions].join(' / ')
    const shapes = [...variants.values()]
    properties[name] = shapes.length === 1 ? { ...shapes[0], description } : { anyOf: shapes, description }
  }
  for (const o of MCP_CALL_OPTIONS) properties[mcpParam(o)] = callOptionSchema(o)
  return { type: 'object', properties, required: ['action'] }
}

/** The envelope every domain tool call returns (structuredContent, and the same JSON as text). */
export const OUTPUT_SCHEMA: ToolDefinition['outputSchema'] = {
  type: 'object',
  properties: {
    action: { type: 'string', description: 'the action that ran' },
    variant: { type: 'string', enum: [...VARIANTS], description: 'the server variant' },
    status: { type: 'integer', description: 'HTTP status of the (last) request; 0 for a dry run' },
    result: {
      description:
        "the call's result, the same JSON as the CI action's result output: the formatted record or list (the full one" +
        ' with raw_json), true/false for checks, null when the server answers nothing, the planned requests for a dry run'
    },
    total_count: { type: 'integer', description: 'the total the server reported for a list (where it reports one)' },
    page: { type: 'integer', description: 'a paged list: the page answered (from 1)' },
    limit: { type: 'integer', description: 'a paged list: rows a page holds (30 when the call gives no limit)' },
    more: {
      type: 'boolean',
      description: 'a list: true when rows are left (a later page, or rows past the 500 one answer holds); ask for the next page'
    },
    warnings: { type: 'array', items: { type: 'string' }, description: 'warnings about the call (present only when there are any)' },
    dry_run: { type: 'boolean', description: 'true when nothing was sent' },
    changed: {
      type: 'boolean',
      description: 'true when the call changed something on the server; false for reads, dry runs, skips and no-op updates'
    },
    skipped: { type: 'string', enum: ['exists', 'missing'], description: 'why nothing was done (on_exists / on_missing skip)' }
  },
  required: ['action', 'variant', 'status', 'result', 'changed']
}

export const ENABLE_OUTPUT_SCHEMA: ToolDefinition['outputSchema'] = {
  type: 'object',
  properties: {
    enabled: { type: 'array', items: { type: 'string', enum: [...TOOL_DOMAINS] }, description: 'the domains enabled now' },
    tools: { type: 'array', items: { type: 'string' }, description: 'the tools offered now' },
    variant: { type: 'string', enum: [...VARIANTS], description: 'the server variant' },
    user: { type: 'string', description: 'the login the credentials belong to (checked when enabling admin)' },
    read_only: { type: 'boolean', description: 'true when only actions that change nothing are offered' }
  },
  required: ['enabled', 'tools', 'read_only']
}

/** A one-line signature of an action for the tool description: `keys_add(title, key; raw_json?)`. */
function signature(domain: Domain, op: Operation): string {
  const params = toolParams(domain, op)
  const names = params.names.filter(n => n !== 'raw_json')
  const req = names.filter(params.required)
  const opt = names.filter(n => !req.includes(n)).map(n => `${n}?`)
  return `${op.name}(${[...req, ...opt].join(', ')})`
}

export function domainTool(domain: Domain, s: Surface): ToolDefinition {
  const actions = offeredActions(domain, s)
  const name = TOOL_OF[domain]
  const canDelete = actions.some(deletes)
  const readOnly = actions.every(changesNothing)
  const lines = actions.map(op => `- ${signature(domain, op)}: ${op.summary}`)
  const description = [
    `${domainSpec(domain).about}. Pass \`action\` and that action's params as top-level properties.`,
    s.readOnly ? 'Read-only mode: only actions that change nothing are offered.' : '',
    s.variant ? `Server variant: ${s.variant} (actions absent on it are not offered).` : '',
    `Options of every call: ${CALL_OPTIONS.filter(o => o.mcp)
      .map(o => `${mcpParam(o)} (${o.mcp!.brief})`)
      .join(', ')}.`,
    'Actions (params without ? are required):',
    ...lines
  ]
    .filter(Boolean)
    .join('\n')
  return {
    name,
    title: domainSpec(domain).title,
    description,
    inputSchema: inputSchemaOf(domain, actions),
    outputSchema: OUTPUT_SCHEMA,
    annotations: { readOnlyHint: readOnly, destructiveHint: canDelete, idempotentHint: false, openWorldHint: false }
  }
}

/** A domain as svc_enable's description names it: `admin (svc_admin, instance administration; ...)`. */
function enableText(d: ToolDomain): string {
  const spec = toolSpec(d)
  const who = spec.who === 'admin' ? '; the credentials must belong to an instance admin, checked with GET /user' : ''
  return `${d} (${spec.tool}, ${spec.offers}${who})`
}

export function enableTool(): ToolDefinition {
  return {
    name: ENABLE_TOOL,
    title: 'svc: enable tool domains',
    description:
      `Enables the svc tools of the given domains: ${wordList(TOOL_DOMAINS.map(enableText), 'and')}.` +
      ' The tool list changes (notifications/tools/list_changed).',
    inputSchema: {
      type: 'object',
      properties: {
        domains: {
          type: 'array',
          items: { type: 'string', enum: [...TOOL_DOMAINS] },
          minItems: 1,
          description: `the domains to enable: ${TOOL_DOMAINS.join(', ')}, or several`
        }
      },
      required: ['domains']
    },
    outputSchema: ENABLE_OUTPUT_SCHEMA,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
  }
}

/** tools/list: svc_enable, then the enabled domains' tools (and the extra tools enabled, such as svc_state). */
export function listTools(enabled: Iterable<ToolDomain>, s: Surface): ToolDefinition[] {
  const on = new Set(enabled)
  // A list depends on these three only, and is data (never changed once made): made once per process
  // for each (over HTTP every tools/list would otherwise build every description again).
  const key = `${[...on].sort().join(',')}|${s.variant ?? ''}|${s.readOnly}`
  let list = LISTS.get(key)
  if (!list) {
    list = [
      enableTool(),
      ...DOMAINS.filter(d => on.has(d)).map(d => domainTool(d, s)),
      ...(on.has('state') ? [stateTool(s.readOnly)] : []),
      ...(on.has('report') ? [reportTool()] : [])
    ]
    LISTS.set(key, list)
  }
  return list
}
/** The tool lists made so far (one for each set of domains, variant and mode met). */
const LISTS = new Map<string, ToolDefinition[]>()
