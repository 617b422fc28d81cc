// `svc api METHOD PATH`: a raw call for what the interface does not name (like `gh api`), with
// the same login, auth, base URL, timeouts, paging, masking and error handling as every command.
import { readFileSync } from 'node:fs'
import { Command, Option } from 'commander'
import { ForgeError, UsageError } from '../errors.js'
import { ForgeHttp, type HttpResponse } from '../client/index.js'
import type { HttpMethod } from '../registry/types.js'
import { neutralize } from '../text.js'
import { apiPrefixHint, applyLogin, connectionSettings, pageProgress, type GlobalValues } from './connection.js'
import { readStdinValue, type Masker } from './secrets.js'

interface ApiIo {
  out(text: string): void
  err(text: string): void
  env: NodeJS.ProcessEnv
  masker: Masker
  stderrIsTTY?: boolean
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Field names whose values are credentials: masked in every message, shown as *** by --dry-run. */
const SECRET_KEY = /pass|secret|token|otp|key|value|data|authorization|sha1/i

/** The secret-named values of a body, at any depth. */
function secretValues(v: unknown, key = ''): string[] {
  if (typeof v === 'string') return SECRET_KEY.test(key) ? [v] : []
  if (Array.isArray(v)) return v.flatMap(x => secretValues(x, key))
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => secretValues(x, k))
  return []
}

function redact(v: unknown, key = ''): unknown {
  if (typeof v === 'string') return SECRET_KEY.test(key) ? '***' : v
  if (Array.isArray(v)) return v.map(x => redact(x, key))
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, redact(x, k)]))
  return v
}
const PAGE_SIZE = 50
const MAX_PAGES = 10_000

/** `k=v` with v typed as gh's `--field` does: true, false, null, numbers; `@FILE` reads a file. */
export function fieldValue(raw: string, flag: string): [string, unknown] {
  const eq = raw.indexOf('=')
  if (eq <= 0) throw new UsageError(`${flag}: expected key=value, e.g. ${flag} name=value`)
  const key = raw.slice(0, eq)
  const v = raw.slice(eq + 1)
  if (v === 'true') return [key, true]
  if (v === 'false') return [key, false]
  if (v === 'null') return [key, null]
  if (/^-?\d+(\.\d+)?$/.test(v) && v.length < 16) return [key, Number(v)]
  if (v.startsWith('@')) {
    try {
      return [key, readFileSync(v.slice(1), 'utf8').replace(/\r?\n$/, '')]
    } catch (e) {
      throw new UsageError(`${flag} ${key}: cannot read file "${v.slice(1)}" (${(e as { code?: string }).code ?? 'error'})`)
    }
  }
  return [key, v]
}

/** `/api/v1/user?x=1`, `/user`, `user` → the path under the API base and its query. */
export function apiPath(raw: string): { path: string; query: Record<string, string> } {
  let text = raw.trim()
  if (/^https?:\/\//i.test(text))
    throw new UsageError(
      '<path>: give the path under the API, e.g. /user or /admin/users, not a full URL (the server comes from --server-url or the login)'
    )
  if (!text.startsWith('/')) text = `/${text}`
  text = text.replace(/^\/api\/v1(?=\/|$|\?)/, '') || '/'
  const [path, qs = ''] = text.split('?', 2)
  const query: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(qs)) query[k] = v
  return { path: path || '/', query }
}

/** The rows of a page: the array itself, or the one array field of a wrapper (`{runners: [...], total_count}`). */
function rowsOf(body: unknown): { rows: unknown[]; key?: string } | undefined {
  if (Array.isArray(body)) return { rows: body }
  if (body && typeof body === 'object') {
    const arrays = Object.entries(body).filter(([, v]) => Array.isArray(v))
    if (arrays.length === 1) return { rows: arrays[0][1] as unknown[], key: arrays[0][0] }
  }
  return undefined
}

function totalOf(res: HttpResponse): number | undefined {
  const h = res.headers['x-total-count']
  if (h && /^\d+$/.test(h)) return Number(h)
  const field = (res.body as Record<string, unknown> | null)?.total_count
  return typeof field === 'number' ? field : undefined
}

async function readAllPages(http: ForgeHttp, path: string, query: Record<string, string>): Promise<unknown> {
  const size = Number(query.limit) > 0 ? Number(query.limit) : PAGE_SIZE
  const start = Number(query.page) > 0 ? Number(query.page) : 1
  let all: unknown[] = []
  let first: HttpResponse | undefined
  let key: string | undefined
  for (let n = start; n < start + MAX_PAGES; n++) {
    const res = await http.send({ method: 'GET', path, query: { ...query, page: String(n), limit: String(size) } })
    first ??= res
    const page = rowsOf(res.body)
    if (!page) return n === start ? res.body : all // not a list: the answer as it is
    key = page.key
    all = all.concat(page.rows)
    const total = totalOf(res)
    if (page.rows.length === 0 || (total !== undefined ? all.length >= total : page.rows.length < size)) break
  }
  return key && first && first.body && typeof first.body === 'object'
    ? { ...(first.body as object), [key]: all, ...('total_count' in (first.body as object) ? { total_count: all.length } : {}) }
    : all
}

export function addApiCommand(
  program: Command,
  io: ApiIo,
  globalsOf: (cmd: Command) => GlobalValues,
  addGlobals: (cmd: Command, only: readonly string[]) => void
): void {
  const cmd = program
    .command('api')
    .description('a raw API call, for what the commands do not name (same login, auth, paging and errors)')
    .argument('<method>', `HTTP method: ${METHODS.join(', ')}`)
    .argument('<path>', 'path under /api/v1, e.g. /user or /admin/users?limit=5')
    .addOption(
      new Option(
        '-f, --field <key=value>',
        'a body field (query parameter for GET): true, false, null and numbers are typed; @FILE reads a file; repeatable'
      ).argParser((v: string, prev: string[] = []) => [...prev, v])
    )
    .option('--input <file>', 'the request body: a JSON file, or - for standard input')
    .allowExcessArguments(false)
  addGlobals(cmd, [
    'serverUrl',
    'token',
    'username',
    'password',
    'passwordStdin',
    'otp',
    'caCert',
    'timeoutSeconds',
    'retries',
    'login',
    'paginate',
    'dryRun'
  ])
  cmd.addHelpText(
    'after',
    `
The answer is printed as JSON on stdout. --paginate reads every page of a GET list (page and limit
query parameters) into one array.

Examples:
  $ svc api GET /version
  $ svc api GET /admin/users --paginate
  $ svc api GET /repos/search -f q=widgets -f limit=5
  $ svc api PATCH /user/settings -f full_name="Alice A." -f hide_email=true
  $ svc api POST /admin/users --input newuser.json
`
  )
  cmd.action(async (methodArg: string, pathArg: string, opts: { field?: string[]; input?: string }, self: Command) => {
    const method = methodArg.toUpperCase() as HttpMethod
    if (!METHODS.includes(method)) throw new UsageError(`<method>: "${methodArg}" is not one of ${METHODS.join(', ')}`)
    const { path, query } = apiPath(pathArg)
    const fields = (opts.field ?? []).map(f => fieldValue(f, '--field'))
    for (const [k, v] of fields) io.masker.add(...secretValues(v, k))
    const g = applyLogin(globalsOf(self), io)
    if (g.paginate && method !== 'GET') throw new UsageError('--paginate reads the pages of a GET list; it does not go with ' + method)
    let body: unknown
    if (opts.input !== undefined) {
      if (fields.length > 0 && method !== 'GET') throw new UsageError('give --input or --field for the body, not both')
      if (method === 'GET') throw new UsageError('--input is a request body: GET sends none (use --field for query parameters)')
      const text = opts.input === '-' ? await readStdinValue('request body (--input -)') : readInput(opts.input)
      try {
        body = JSON.parse(text)
      } catch {
        throw new UsageError(`--input: not valid JSON`)
      }
    }
    if (method === 'GET' || method === 'DELETE') for (const [k, v] of fields) query[k] = v === null ? '' : String(v)
    else if (fields.length > 0) body = Object.fromEntries(fields)
    io.masker.add(...secretValues(body))
    const passwordGiven = (self.opts().password ?? program.opts().password) !== undefined
    const progress = pageProgress(io, g.paginate === true && !g.dryRun)
    const http = new ForgeHttp(await connectionSettings(g, io, passwordGiven, progress.debug))
    try {
      if (g.dryRun) {
        const shown = `${method} ${http.url({ path, query: redact(query) as Record<string, string> })}${body === undefined ? '' : ` ${JSON.stringify(redact(body))}`}`
        io.out(io.masker.mask(neutralize(shown)) + '\n')
        io.err('dry run: nothing was sent\n')
        return
      }
      const result = g.paginate
        ? await readAllPages(http, path, query).finally(() => progress.done())
        : (await http.send({ method, path, query, body })).body
      if (result === undefined || result === null || result === '') return
      io.out(typeof result === 'string' ? neutralize(result).replace(/\n?$/, '\n') : JSON.stringify(result, null, 2) + '\n')
    } catch (e) {
      const hint = e instanceof ForgeError && e.status === 404 ? apiPrefixHint(g.serverUrl) : undefined
      throw hint ? new ForgeError((e as ForgeError).message, (e as ForgeError).status, (e as ForgeError).serverMessage, hint) : e
    } finally {
      await http.close()
    }
  })
}

function readInput(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (e) {
    throw new UsageError(`--input: cannot read file "${file}" (${(e as { code?: string }).code ?? 'error'})`)
  }
}
