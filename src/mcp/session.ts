// A tool session of `svc mcp`: which domains are enabled and the variant once known; every call
// goes through the registry (`findOperation`, the strict params schema inside `Forge.run`) and the
// client, exactly as the action and the CLI do. Output is the call envelope, with every credential
// masked except the ones a call itself created, in that call's result. No MCP SDK code here (types
// only): stdio's front (front.ts) answers tools/list from a session before the SDK is loaded.
import type { CallToolResult } from '@modelcontextprotocol/server'
import { hintInWords } from '../client/hints.js'
import { resultValue, secretParamValues, type Forge, type OperationResult, type RunOptions } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import {
  closest,
  DEFAULT_DOMAIN,
  findOperation,
  isDomain,
  mcpParam,
  TOOL_DOMAINS,
  toolSpec,
  wordList,
  wrongText,
  type CallOption,
  type Domain,
  type ToolDomain,
  type Variant
} from '../registry/index.js'
import { Masker } from '../masker.js'
import { cleanText, messageText } from '../text.js'
import { MAX_ANSWER_ROWS, pageOf, withPageSize, type PageOfAnswer } from './paging.js'
import { parseDomains } from './settings.js'
import { REPORT_TOOL, runReportTool } from './report-tool.js'
import { runStateTool, STATE_TOOL } from './state-tool.js'
import { changesNothing, toolDomainOf, ENABLE_TOOL, listTools, MCP_CALL_OPTIONS, offeredActions, TOOL_OF } from './tools.js'

export const SERVER_INFO = { name: 'svc', version: '0.1.0' }

export interface McpOptions {
  forge: Forge
  /** Domains enabled at start (SVC_DOMAINS / --domains); admin is still checked. */
  domains: ToolDomain[]
  readOnly: boolean
  /** Credential values of the environment and flags (token, password, OTP): masked in every output. */
  secrets: string[]
  /** A line for standard error (standard output carries the protocol). */
  log(line: string): void
  /** Passphrase of the local GPG key for `sign: true` (SVC_GPG_PASSPHRASE). */
  gpgPassphrase?: string
  /** Where svc_state reads the values a state file names (`value_from_env`); default process.env. */
  env?: NodeJS.ProcessEnv
  /** The session is one HTTP request's (svc mcp --http): its credentials are the request's Authorization, not the server's. */
  overHttp?: boolean
}

export type Args = Record<string, unknown>

class ToolError extends Error {}

/** The credentials work, but not for instance administration: enabling admin cannot succeed with them. */
class NotAdminError extends ToolError {
  constructor(login: string | undefined, basic: boolean, domains: ToolDomain[], overHttp: boolean) {
    const [what, belong] = basic ? ['SVC_USERNAME + SVC_PASSWORD are not', 'they belong'] : ['the token is not', 'it belongs']
    const tools = wordList(
      domains.map(d => toolSpec(d).tool),
      'and'
    )
    const [is, s] = domains.length === 1 ? ['is', ''] : ['are', 's']
    super(
      `${what} an instance admin's: ${belong} to "${messageText(login ?? '?')}", who is not an instance admin ` +
        `(GET /user: is_admin false), so ${tools} ${is} not offered; for the ${wordList(domains, 'and')} domain${s}, ` +
        (overHttp
          ? "send an instance admin's forge token as this request's Authorization: Bearer <token> (over HTTP each request acts with its own token)"
          : "run svc mcp with an instance admin's token")
    )
  }
}

/** The per-call options with their MCP param names, named once. */
const CALL_PARAMS = MCP_CALL_OPTIONS.map(o => ({ o, param: mcpParam(o) }))

const textResult = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value as Record<string, unknown>
})
export const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true })

/**
 * Server data for the client: every string masked and cleaned of control characters (newlines and
 * tabs stay: an armored key keeps its lines), field names cleaned too.
 */
function maskDeep(value: unknown, m: Masker): unknown {
  if (typeof value === 'string') return cleanText(m.mask(value))
  if (Array.isArray(value)) return value.map(v => maskDeep(v, m))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), maskDeep(v, m)]))
  return value
}

function maskerOf(values: Iterable<string>): Masker {
  const m = new Masker({ minLength: 3 })
  m.add(...values)
  return m
}

export class Session {
  readonly enabled = new Set<ToolDomain>()
  /** Domains enabled at start whose check (admin) is still running. */
  private readonly pending = new Map<ToolDomain, Promise<void>>()
  /** Why a domain is not enabled (its start-up check, or the credentials are not an admin's), and whether svc_enable could still enable it. */
  private readonly notEnabled = new Map<ToolDomain, { why: string; retry: boolean }>()
  variant?: Variant
  /** Every credential met so far: the environment's, secret params, credentials created by calls. */
  private readonly secrets = new Set<string>()
  /** A masker of every value in `secrets`, kept as they are added (built once, not at every call: over HTTP a session is one request). */
  private masker?: Masker
  onListChanged: () => void = () => undefined

  constructor(private readonly o: McpOptions) {
    for (const s of o.secrets) if (s) this.secrets.add(s)
    this.variant = o.forge.knownVariant
  }

  private addSecret(value: string): void {
    if (!value || this.secrets.has(value)) return
    this.secrets.add(value)
    this.masker?.add(value)
  }

  private secretMasker(): Masker {
    return (this.masker ??= maskerOf(this.secrets))
  }

  tools() {
    return listTools(this.enabled, { variant: this.variant, readOnly: this.o.readOnly })
  }

  /** Resolves once the start-up checks are done: tools/list waits for them, so a tool is listed only once it can be used. */
  async ready(): Promise<void> {
    await Promise.all(this.pending.values())
  }

  /** Enables the start-up domains once checked; tools/list and calls wait for the checks (one domain's failure keeps the other). */
  startup(): void {
    const domains = this.o.domains
    if (domains.length === 0) return
    // No list_changed: tools/list waits for these checks, so no client has seen a list they change.
    const checks = (async () => {
      for (const d of domains) {
        try {
          await this.enableDomains([d])
        } catch (e) {
          const why = this.describe(e)
          this.notEnabled.set(d, { why, retry: !(e instanceof NotAdminError) })
          this.o.log(`${d} is not enabled: ${why}`)
        } finally {
          this.pending.delete(d)
        }
      }
    })()
    for (const d of domains) this.pending.set(d, checks)
  }

  private setVariant(v: Variant | undefined): boolean {
    if (!v || this.variant === v) return false
    this.variant = v
    return true
  }

  /** Checks and enables domains; returns whether the tool list changed. */
  private async enableDomains(domains: ToolDomain[]): Promise<{ changed: boolean; user?: string }> {
    let user: string | undefined
    const admin = (d: ToolDomain) => toolSpec(d).who === 'admin'
    if (domains.some(admin)) {
      const http = this.o.forge.http
      // GET /user says whose credentials they are and whether that user is an instance admin.
      const me = await this.o.forge.run(findOperation('users', 'me'), {})
      const record = (me.result ?? {}) as { login?: string; is_admin?: boolean }
      user = record.login
      if (record.is_admin !== true) {
        const e = new NotAdminError(
          record.login,
          !http.settings.token && http.hasBasicCredentials,
          domains.filter(admin),
          this.o.overHttp === true
        )
        // Remembered: a later svc_admin call says why, and does not send the client back to svc_enable.
        for (const d of domains.filter(admin)) this.notEnabled.set(d, { why: this.describe(e), retry: false })
        throw e
      }
    }
    let changed = this.setVariant(await this.o.forge.variant())
    for (const d of domains) this.notEnabled.delete(d)
    for (const d of domains)
      if (!this.enabled.has(d)) {
        this.enabled.add(d)
        changed = true
      }
    return { changed, user }
  }

  /** An error as the client reads it: masked, and on one line without control characters (it may quote server text). */
  private describe(e: unknown): string {
    const m = this.secretMasker()
    if (e instanceof ForgeError) return messageText(m.mask(`${e.message}${e.hint ? ` (hint: ${hintInWords(e.hint, 'mcp')})` : ''}`))
    if (e instanceof UsageError || e instanceof ToolError) return messageText(m.mask(e.message))
    return messageText(m.mask(`unexpected error: ${e instanceof Error ? e.message : String(e)}`))
  }

  async call(name: string, args: Args): Promise<CallToolResult> {
    try {
      if (name === ENABLE_TOOL) return await this.enable(args)
      const domain: ToolDomain | undefined = toolDomainOf(name)
      if (!domain) {
        const names = [ENABLE_TOOL, ...Object.values(TOOL_OF), STATE_TOOL, REPORT_TOOL]
        throw new ToolError(`unknown tool "${name}" (closest: ${closest(name, names, 1)[0]}); tools: ${names.join(', ')}`)
      }
      const pending = this.pending.get(domain)
      if (pending) await pending
      if (!this.enabled.has(domain)) {
        const failed = this.notEnabled.get(domain)
        if (failed && !failed.retry) throw new ToolError(`${name} is not enabled: ${failed.why}`)
        throw new ToolError(
          `${name} is not enabled${failed ? ` (enabling ${domain} at start failed: ${failed.why})` : ''}: call ${ENABLE_TOOL} with {"domains": ["${domain}"]} first`
        )
      }
      // The registry's domains run one operation; the other enabled tools (svc_state, svc_report) are front ends of their own.
      return isDomain(domain) ? await this.run(domain, args) : name === STATE_TOOL ? await this.runState(args) : await this.runReport(args)
    } catch (e) {
      const text = this.describe(e)
      return errorResult(name === ENABLE_TOOL && !text.startsWith(ENABLE_TOOL) ? `${ENABLE_TOOL}: ${text}` : text)
    }
  }

  private async enable(args: Args): Promise<CallToolResult> {
    const extra = Object.keys(args).filter(k => k !== 'domains')
    if (extra.length > 0) throw new ToolError(`${ENABLE_TOOL}: unknown param "${extra[0]}" (did you mean "domains"?)`)
    const given = args.domains
    const names = TOOL_DOMAINS.join(', ')
    if (given === undefined) throw new ToolError(`${ENABLE_TOOL}: missing required param "domains": a list of ${names}`)
    if (!Array.isArray(given) || given.length === 0 || !given.every(d => typeof d === 'string'))
      throw new ToolError(`${ENABLE_TOOL}: param "domains": expected a non-empty list of ${names} (e.g. ["${DEFAULT_DOMAIN}"])`)
    const domains = parseDomains(given.map(String).join(','), `${ENABLE_TOOL} domains`)
    const { changed, user } = await this.enableDomains(domains)
    if (changed) this.onListChanged()
    const out: Record<string, unknown> = {
      enabled: TOOL_DOMAINS.filter(d => this.enabled.has(d)),
      tools: this.tools().map(t => t.name),
      ...(this.variant ? { variant: this.variant } : {}),
      ...(user ? { user: messageText(user) } : {}),
      read_only: this.o.readOnly
    }
    return textResult(out)
  }

  /** svc_state: the plan (and apply where writes are enabled); every value the file names masked in the answer. */
  private async runState(args: Args): Promise<CallToolResult> {
    const out = await runStateTool(
      {
        forge: this.o.forge,
        readOnly: this.o.readOnly,
        env: this.o.env ?? process.env,
        addSecrets: values => values.forEach(v => this.addSecret(v))
      },
      args
    )
    if (this.setVariant(out.variant as Variant)) this.onListChanged()
    return textResult(maskDeep(out, this.secretMasker()))
  }

  /** svc_report: the access review or the audit, computed with this session's credentials; masked and cleaned like every answer. */
  private async runReport(args: Args): Promise<CallToolResult> {
    const out = await runReportTool(this.o.forge, args)
    if (this.setVariant(out.variant as Variant)) this.onListChanged()
    return textResult(maskDeep(out, this.secretMasker()))
  }

  private async run(domain: Domain, args: Args): Promise<CallToolResult> {
    const tool = TOOL_OF[domain]
    const { action, ...params } = args
    // The per-call options are the tool's own params; the rest are the action's.
    const given = CALL_PARAMS.map(({ o, param }) => {
      const value = params[param]
      delete params[param]
      return { o, value }
    })
    if (typeof action !== 'string' || action === '')
      throw new ToolError(
        `${tool}: missing required param "action"; one of: ${offeredActions(domain, { variant: this.variant, readOnly: this.o.readOnly })
          .map(o => o.name)
          .join(', ')}`
      )
    let op
    try {
      op = findOperation(domain, action)
    } catch (e) {
      if (e instanceof UsageError && /it is an? \w+ action/.test(e.message))
        throw new ToolError(`${tool}: ${e.message.replace(/; set domain (\w+)/, (_, d: string) => `; call ${TOOL_OF[d as Domain]}`)}`)
      throw e
    }
    if (this.o.readOnly && !changesNothing(op))
      throw new ToolError(
        `${tool} action ${op.name} changes the server, and svc mcp runs read-only (SVC_READ_ONLY / --read-only): nothing was sent`
      )
    const options: Record<string, unknown> = {}
    for (const { o, value } of given) {
      const wrong = value === undefined ? undefined : wrongValue(o, value)
      if (wrong) throw new ToolError(`${tool} action ${op.name}: param "${mcpParam(o)}": expected ${wrong}`)
      options[o.key] = o.type.kind === 'boolean' ? value === true : value
    }
    // Secret params are masked from here on, in this call and every later one.
    const secretParams = secretParamValues(op, params)
    for (const s of secretParams) this.addSecret(s)
    // A list answers one page (a default size when no limit is given), never more than a bound of rows.
    const paginate = options.paginate === true
    const sent = withPageSize(op, params, paginate)
    let res: OperationResult
    try {
      // A list read page by page is read only as far as the answer shows (pageOf cuts it there).
      res = await this.o.forge.run(op, sent, {
        ...(options as RunOptions),
        gpgPassphrase: this.o.gpgPassphrase,
        rowsNeeded: MAX_ANSWER_ROWS
      })
    } catch (e) {
      const message = this.describe(e)
      const named = message.startsWith(`${op.name} `) || message.startsWith(`${op.name}:`) || message.includes(`action ${op.name}`)
      throw new ToolError(named ? message : `${tool} action ${op.name}: ${message}`)
    }
    // Credentials the answer holds: shown in this call's result only, masked everywhere after.
    const created = res.credentials.filter(c => !secretParams.includes(c))
    if (this.setVariant(res.variant)) this.onListChanged()
    const variant = res.variant ?? this.variant ?? (await this.o.forge.variant())
    const inResult = created.length === 0 ? this.secretMasker() : maskerOf([...this.secrets].filter(s => !created.includes(s)))
    for (const c of created) this.addSecret(c)
    const elsewhere = this.secretMasker()
    const page: PageOfAnswer = res.dryRun
      ? { result: resultValue(res), fields: {} }
      : pageOf(op, sent, paginate, resultValue(res), res.totalCount)
    const envelope: Record<string, unknown> = {
      action: op.name,
      variant,
      status: res.status,
      result: maskDeep(page.result, inResult),
      changed: res.changed
    }
    if (res.skipped) envelope.skipped = res.skipped
    if (res.totalCount !== undefined) envelope.total_count = res.totalCount
    Object.assign(envelope, page.fields)
    const warnings = [...res.warnings, ...(page.warning ? [page.warning] : [])]
    if (warnings.length > 0) envelope.warnings = warnings.map(w => messageText(elsewhere.mask(w)))
    if (res.dryRun) envelope.dry_run = true
    return textResult(envelope)
  }
}

/** What a per-call option's value should have been, when it is not one its registry entry allows. */
function wrongValue(o: CallOption, value: unknown): string | undefined {
  const t = o.type
  if (t.kind === 'boolean') return typeof value === 'boolean' ? undefined : 'a boolean'
  if (t.kind === 'choice') return t.choices.includes(value as string) ? undefined : wordList(t.choices.map(c => `"${c}"`))
  if (t.kind === 'text') return wrongText(o, value)
  return Number.isInteger(value) && (value as number) >= t.min && (value as number) <= t.max
    ? undefined
    : `a whole number from ${t.min} to ${t.max}`
}

/** The MCP server's instructions: enable the domains first (each named with its tool). */
export const INSTRUCTIONS =
  'svc administers a Gitea or Forgejo server. Call svc_enable with domains ' +
  TOOL_DOMAINS.map(d => {
    const spec = toolSpec(d)
    return `["${d}"] (${spec.offers}, tool ${spec.tool}${spec.who === 'admin' ? ', needs an instance-admin token' : ''})`
  }).join(' and/or ') +
  ' first.'
