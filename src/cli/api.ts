// `svc api METHOD PATH`: a raw call for what the interface does not name (like `gh api`), with
// the same login, auth, base URL, timeouts, paging, masking and error handling as every command.
import { readFileSync } from 'node:fs'
import { Command, Option } from 'commander'
import { UsageError } from '../errors.js'
import { Forge, ForgeHttp } from '../client/index.js'
import { callOption, wrongText, type HttpMethod, type Route } from '../registry/types.js'
import { cleanText, neutralize, neutralizeJson } from '../text.js'
import { applyLogin, connectionSettings, pageProgress, withApiPrefixHint, type GlobalValues } from './connection.js'
import { passwordGiven } from './globals.js'
import { readStdinValue, type Masker } from './secrets.js'
import { measure, shapingOf, writeShaped } from './shape.js'

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

// eslint-disable-next-line no-control-regex -- control characters are what these look for
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\\\u0000-\u001f\u007f]/
/** How often a path is percent-decoded when looking for a hidden dot segment (`%252e` is `%2e` once decoded). */
const DECODE_ROUNDS = 4

/**
 * A raw path made safe to send with the token: `.` and `..` segments (in any encoding), backslashes,
 * control characters and `#` are refused, since a URL parser, a proxy or the server would resolve,
 * strip or cut them and so send the request (and its token) elsewhere than the path reads: outside
 * /api/v1, or to another application on the server's host. Nothing is sent when it throws.
 */
function checkRawPath(text: string): void {
  const refuse = (what: string) =>
    new UsageError(`<path>: ${what}; refused, nothing was sent (name the path under /api/v1 directly, e.g. /admin/users/alice)`)
  // Tabs and newlines are dropped by URL parsers (`/.<TAB>./` becomes `/../`): no control character anywhere.
  if (CONTROL.test(text)) throw refuse('it holds a control character (tab, newline, ...)')
  if (text.includes('\\')) throw refuse('it holds a backslash, which URL parsers read as "/"')
  if (text.includes('#')) throw refuse('it holds "#", which ends the URL\'s path and query (write it %23)')
  const path = text.split('?', 1)[0]
  // Each decoding of the path (a server, or a proxy in front of it, may decode once or more).
  let stage = path
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (stage.split(/[/\\]/).some(seg => seg === '.' || seg === '..'))
      throw refuse('it holds a "." or ".." segment (also percent-encoded, e.g. %2e%2e), which would take the request out of the API')
    if (round > 0 && CONTROL_OR_BACKSLASH.test(stage)) throw refuse('it holds a percent-encoded backslash or control character')
    let next: string
    try {
      next = decodeURIComponent(stage)
    } catch {
      throw refuse('its percent-encoding is not valid (a "%" not followed by the UTF-8 bytes of a character)')
    }
    if (next === stage) break
    stage = next
  }
}

/** `/api/v1/user?x=1`, `/user`, `user` → the path under the API base and its query. */
export function apiPath(raw: string): { path: string; query: Record<string, string> } {
  let text = raw.trim()
  if (/^https?:\/\//i.test(text))
    throw new UsageError(
      '<path>: give the path under the API, e.g. /user or /admin/users, not a full URL (the server comes from --server-url or the login)'
    )
  checkRawPath(raw)
  if (!text.startsWith('/')) text = `/${text}`
  text = text.replace(/^\/api\/v1(?=\/|$|\?)/, '') || '/'
  const q = text.indexOf('?')
  const path = q < 0 ? text : text.slice(0, q)
  const query: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(q < 0 ? '' : text.slice(q + 1))) query[k] = v
  return { path: path || '/', query }
}

/**
 * The last guard before anything is sent: the URL as it will go out (after the URL parser's own
 * normalization) stays on the server and under its API base, `/api/v1` below any sub-path.
 */
function checkInsideApi(http: ForgeHttp, path: string, query: Record<string, string>): void {
  const base = new URL(http.url({ path: '' }))
  const sent = new URL(http.url({ path, query }))
  if (sent.origin !== base.origin || (sent.pathname !== base.pathname && !sent.pathname.startsWith(`${base.pathname}/`)))
    throw new UsageError(`<path>: it leaves the API base ${base.pathname}; refused, nothing was sent`)
}

/**
 * Every page of a GET list, read by the client's one pager (the same page twice, rows past the
 * reported total and the page cap all stop it with an error). The route is the raw path with its
 * query as params; `{` and `}` are encoded, as the URL would be, so no placeholder is read in it.
 * A list wrapped in an object (`{data: [...]}`, `{runners: [...], total_count}`) shows as an
 * answer without rows: it is then read again with the wrapper's one array field unwrapped.
 */
async function readAllPages(http: ForgeHttp, path: string, query: Record<string, string>, sudo?: string): Promise<unknown> {
  const size = Number(query.limit) > 0 ? Number(query.limit) : PAGE_SIZE
  const params: Record<string, unknown> = {}
  const fields: Record<string, string> = {}
  for (const [k, v] of Object.entries(query))
    if (k !== 'page' && k !== 'limit') {
      params[k] = v
      fields[k] = k
    }
  const route: Route & { sudo?: string } = {
    method: 'GET',
    path: path.replace(/[{}]/g, c => encodeURIComponent(c)),
    query: fields,
    paged: true,
    ...(sudo ? { sudo } : {})
  }
  const forge = new Forge(http)
  const first = await forge.everyPage(route, params, size)
  const body = first.response.body
  if (first.rows.length > 0 || Array.isArray(body)) return first.rows
  if (!body || typeof body !== 'object') return body
  const arrays = Object.entries(body).filter(([, v]) => Array.isArray(v))
  if (arrays.length !== 1) return body // not a list: the answer as it is
  const key = arrays[0][0]
  const counted = typeof (body as Record<string, unknown>).total_count === 'number'
  const wrapped = await forge.everyPage({ ...route, unwrap: key, ...(counted ? { total: { field: 'total_count' } } : {}) }, params, size)
  return { ...body, [key]: wrapped.rows, ...(counted ? { total_count: wrapped.rows.length } : {}) }
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
    'dryRun',
    'sudo',
    'output',
    'jq',
    'template',
    'fields',
    'csvRaw'
  ])
  cmd.addHelpText(
    'after',
    `
The answer is printed as JSON on stdout (text as text; nothing for an empty answer such as 204).
--paginate reads every page of a GET list (page and limit query parameters) into one array. The
path stays under /api/v1: "." and ".." segments (also percent-encoded), backslashes, control
characters and "#" are refused, nothing sent.

Examples:
  $ svc api GET /version
  $ svc api GET /admin/users --paginate
  $ svc api GET /admin/users --paginate --jq '.[].login'
  $ svc api GET /repos/search -f q=widgets -f limit=5
  $ svc api PATCH /user/settings -f full_name="Alice A." -f hide_email=true
  $ svc api POST /admin/users --input newuser.json
  $ svc api GET /user/actions/variables --sudo alice   # as alice, with an admin's token
`
  )
  cmd.action(async (methodArg: string, pathArg: string, opts: { field?: string[]; input?: string }, self: Command) => {
    const method = methodArg.toUpperCase() as HttpMethod
    if (!METHODS.includes(method)) throw new UsageError(`<method>: "${methodArg}" is not one of ${METHODS.join(', ')}`)
    const { path, query } = apiPath(pathArg)
    const fields = (opts.field ?? []).map(f => fieldValue(f, '--field'))
    for (const [k, v] of fields) io.masker.add(...secretValues(v, k))
    const g = applyLogin(globalsOf(self), io)
    const sudo = g.sudo || undefined
    const wrongSudo = sudo === undefined ? undefined : wrongText(callOption('sudo'), sudo)
    if (wrongSudo) throw new UsageError(`--sudo must be ${wrongSudo}`)
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
    if (g.paginate && Object.hasOwn(query, 'page'))
      throw new UsageError('--paginate reads every page from the first: drop the page parameter')
    io.masker.add(...secretValues(body))
    // The answer shaped as asked (--jq, --template, -o csv|tsv, --fields), compiled before sending.
    const shaping = shapingOf(g)
    const shaper = shaping && shaping.kind !== 'fields' ? await (await import('./shapers.js')).prepareShaper(shaping) : undefined
    const given = passwordGiven(self, program)
    const progress = pageProgress(io, g.paginate === true && !g.dryRun)
    const http = new ForgeHttp(await connectionSettings(g, io, given, progress.debug))
    try {
      checkInsideApi(http, path, query)
      if (g.dryRun) {
        const shown = `${method} ${http.url({ path, query: redact(query) as Record<string, string> })}${body === undefined ? '' : ` ${JSON.stringify(redact(body))}`}${sudo ? ` (Sudo: ${sudo})` : ''}`
        io.out(io.masker.mask(neutralize(shown)) + '\n')
        io.err('dry run: nothing was sent\n')
        return
      }
      const result = g.paginate
        ? await readAllPages(http, path, query, sudo).finally(() => progress.done())
        : // A raw call's success may carry no body (204 of a DELETE) or text: it is printed as it came.
          (await http.send({ method, path, query, body, expect: 'none', ...(sudo ? { sudo } : {}) })).body
      if (result === undefined || result === null || result === '') return
      if (shaping) return writeShaped(result, shaping, shaper, io.out, io.masker)
      measure(result)
      // Server data may echo a credential: masked as the commands' answers are.
      io.out(
        io.masker.mask(
          typeof result === 'string' ? cleanText(result).replace(/\n?$/, '\n') : neutralizeJson(JSON.stringify(result, null, 2)) + '\n'
        )
      )
    } catch (e) {
      throw withApiPrefixHint(e, g.serverUrl, g.urlFromLogin)
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
