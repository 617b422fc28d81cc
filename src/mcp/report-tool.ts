// `svc_report`: the access review and the audit for agents ("who can push to acme/api?"), answered
// by the same code as `svc report access` and `svc audit` (src/report: one read of the forge's
// lists, never a request per user and repository). An admin tool (the report reads every user,
// organization and team): enabled by svc_enable like svc_admin, and over HTTP computed with each
// request's own token. Its answer is one page of rows (`page`, `limit`, `more`, as the domain
// tools' lists), narrowed by org/repo/user and by least permission (per unit with `unit`), each row
// with the paths that grant it. Nothing is written, so it is offered read-only too; the audit's
// rules are tuned by the text of an audit.yaml (`config`), never a file path.
//
// The report layer (with the state engine's reader) is loaded by the first call, as the CLI's
// report commands load them: tools/list and every other tool run without them.
import type { Forge } from '../client/index.js'
import { UsageError } from '../errors.js'
import { EXTRA_TOOL_SPECS, VARIANTS } from '../registry/index.js'
import type { Finding } from '../report/index.js'
import { MAX_ANSWER_ROWS, MCP_PAGE_SIZE } from './paging.js'
import { checkParams, inputSchemaOf, type ToolParams } from './tool-params.js'
import type { ToolDefinition } from './tool-types.js'

export const REPORT_TOOL = EXTRA_TOOL_SPECS.report.tool

const layer = () => import('../report/index.js')

const PERMISSIONS = ['read', 'write', 'admin'] as const
// The report layer's UNITS (read.ts), spelled here so that tools/list loads none of it (report.test.ts holds them equal).
const UNIT_NAMES = ['code', 'issues', 'pulls', 'releases', 'wiki', 'projects', 'packages', 'actions'] as const
const SEVERITY_NAMES = ['note', 'warning', 'error'] as const
const REPORT_REQUIRED = ['action']

/** svc_report's params, as tools/list shows them and as a call is checked (tool-params.ts). */
export const REPORT_PARAMS: ToolParams = {
  action: { schema: { type: 'string', enum: ['access', 'audit'], description: 'access (who can do what, and why) or audit (the rules)' } },
  org: {
    schema: { type: 'string', description: 'only the repositories of this organization' },
    expected: 'an organization name',
    pattern: /^[^/\s]+$/
  },
  repo: { schema: { type: 'string', description: 'only this repository, OWNER/NAME' }, expected: 'OWNER/NAME, e.g. acme/api' },
  user: {
    schema: { type: 'string', description: "access: only this user's rows (public repositories included)" },
    expected: 'a user name',
    pattern: /^[^/\s]+$/
  },
  permission: {
    schema: { type: 'string', enum: PERMISSIONS, description: 'access: only rows with at least this permission (write: can push)' }
  },
  unit: {
    schema: { type: 'string', enum: UNIT_NAMES, description: 'access: permission on this unit (code: git) instead of the strongest unit' }
  },
  severity: { schema: { type: 'string', enum: SEVERITY_NAMES, description: 'audit: only findings at or above this severity' } },
  config: {
    schema: {
      type: 'string',
      description: "audit: the text of an audit.yaml choosing and tuning the rules (default: every rule's defaults)"
    },
    expected: 'the text of an audit.yaml'
  },
  page: { schema: { type: 'integer', minimum: 1, description: 'the page of rows (default 1)' } },
  limit: { schema: { type: 'integer', minimum: 1, maximum: MAX_ANSWER_ROWS, description: `rows per page (default ${MCP_PAGE_SIZE})` } },
  concurrency: { schema: { type: 'integer', minimum: 1, maximum: 32, description: 'reads in flight at once (default 8)' } }
}

export function reportTool(): ToolDefinition {
  return {
    name: REPORT_TOOL,
    title: EXTRA_TOOL_SPECS.report.title,
    description: [
      `${EXTRA_TOOL_SPECS.report.about}. Reads the forge's lists once per call; changes nothing.`,
      'access: a row per user and repository: permission (admin, write, read), units where they differ, via (the paths that grant it). User "*": every signed-in user of a public repository. Who can push to acme/api: {"action":"access","repo":"acme/api","permission":"write","unit":"code"}.',
      'audit: findings (rule, severity, where, message); config: the text of an audit.yaml.',
      `One page per answer (page; limit, default ${MCP_PAGE_SIZE}); more: rows are left; total_count: rows that match.`
    ].join('\n'),
    inputSchema: inputSchemaOf(REPORT_PARAMS, REPORT_REQUIRED),
    outputSchema: REPORT_OUTPUT_SCHEMA,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
  }
}

export const REPORT_OUTPUT_SCHEMA: ToolDefinition['outputSchema'] = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['access', 'audit'], description: 'what ran' },
    variant: { type: 'string', enum: [...VARIANTS], description: 'the server variant' },
    total_count: { type: 'integer', description: 'rows or findings that match' },
    page: { type: 'integer' },
    limit: { type: 'integer' },
    more: { type: 'boolean', description: 'whether pages are left' },
    rows: { type: 'array', description: 'access: user, repo, org, permission, units, via, server_mode', items: { type: 'object' } },
    findings: { type: 'array', description: 'audit: rule, severity, where, message, repo', items: { type: 'object' } },
    counts: { type: 'object', description: 'audit: findings per severity, every page' }
  },
  required: ['action', 'variant', 'total_count', 'page', 'limit', 'more']
}

interface Params {
  action: 'access' | 'audit'
  scope: { org?: string; repo?: string; user?: string }
  permission?: (typeof PERMISSIONS)[number]
  unit?: (typeof UNIT_NAMES)[number]
  severity?: (typeof SEVERITY_NAMES)[number]
  config?: string
  page: number
  limit: number
  concurrency: number
}

const bad = (param: string, what: string) => new UsageError(`${REPORT_TOOL}: param "${param}": ${what}`)

/** The checked params of a call: each param by its declaration, then the rules between them; nothing is sent for a wrong one. */
function paramsOf(args: Record<string, unknown>): Params {
  checkParams(REPORT_TOOL, REPORT_PARAMS, args, REPORT_REQUIRED)
  const { action, org, repo, user, permission, unit, severity, config, page, limit, concurrency } = args
  // A param of the other action is a mistake to say, not one to ignore.
  const other = action === 'access' ? (['severity', 'config'] as const) : (['user', 'permission', 'unit'] as const)
  const wrong = other.find(k => args[k] !== undefined)
  if (wrong) throw bad(wrong, `not a param of action ${action}`)
  if (unit !== undefined && permission === undefined) throw bad('unit', 'give permission too (the least access on that unit)')
  return {
    action: action as Params['action'],
    scope: {
      ...(org !== undefined ? { org: org as string } : {}),
      ...(repo !== undefined ? { repo: repo as string } : {}),
      ...(user !== undefined ? { user: user as string } : {})
    },
    ...(permission !== undefined ? { permission: permission as Params['permission'] } : {}),
    ...(unit !== undefined ? { unit: unit as Params['unit'] } : {}),
    ...(severity !== undefined ? { severity: severity as Params['severity'] } : {}),
    ...(config !== undefined ? { config: config as string } : {}),
    page: (page as number | undefined) ?? 1,
    limit: (limit as number | undefined) ?? MCP_PAGE_SIZE,
    concurrency: (concurrency as number | undefined) ?? 8
  }
}

/** The report layer's errors name the CLI's flags (`--org: ...`): here they are the tool's params. */
function asParam(e: unknown): never {
  if (e instanceof UsageError) {
    const m = /^--(org|repo|user): (.*)$/s.exec(e.message)
    if (m) throw bad(m[1], m[2])
  }
  throw e
}

/** Runs a svc_report call: the answer's structured content (the caller masks it and cleans its text). */
export async function runReportTool(forge: Forge, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const p = paramsOf(args)
  const R = await layer()
  // audit.yaml's text is checked before anything is sent.
  if (p.scope.repo !== undefined) {
    try {
      R.splitRepoName(p.scope.repo)
    } catch (e) {
      asParam(e)
    }
  }
  const config = p.config === undefined ? {} : R.parseAuditConfig(p.config, `${REPORT_TOOL} config`)
  const variant = await forge.variant()
  const reader = R.reportReader(forge)
  const snap = await R.readSnapshot(reader, p.scope, p.concurrency, variant).catch(asParam)
  const page = <T>(all: T[]) => {
    const start = (p.page - 1) * p.limit
    return { items: all.slice(start, start + p.limit), more: start + p.limit < all.length }
  }
  const paging = { page: p.page, limit: p.limit }
  if (p.action === 'access') {
    const rows = R.accessRows(snap, p.scope).filter(r => !p.permission || R.rowReaches(r, p.permission, p.unit))
    const { items, more } = page(rows)
    return { action: 'access', variant, total_count: rows.length, ...paging, more, rows: items }
  }
  const all: Finding[] = await R.runAudit(reader, snap, config, { concurrency: p.concurrency })
  const least = p.severity ? SEVERITY_NAMES.indexOf(p.severity) : 0
  const findings = all.filter(f => SEVERITY_NAMES.indexOf(f.severity) >= least)
  const counts = Object.fromEntries(SEVERITY_NAMES.map(s => [s, findings.filter(f => f.severity === s).length]))
  const { items, more } = page(findings)
  return { action: 'audit', variant, total_count: findings.length, ...paging, more, findings: items, counts }
}
