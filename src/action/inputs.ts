// All inputs of the step, read once and validated into one typed settings object (the style of
// actions/checkout's input-helper). Credentials are read first and handed back for masking before
// anything else is parsed; `params` is parsed without ever echoing its text.
import * as core from '@actions/core'
import * as z from '../registry/zod.js'
import { normalizeServerUrl } from '../client/index.js'
import type { RawConnection } from '../client/connection.js'
import { UsageError } from '../errors.js'
import { positionOf } from './json-position.js'
import {
  CALL_OPTIONS,
  DEFAULT_DOMAIN,
  DOMAINS,
  VARIANT_SETTINGS,
  wordList,
  type CallOption,
  type CallOptionValues,
  type Domain,
  type VariantSetting
} from '../registry/types.js'

export interface Credentials {
  token?: string
  username?: string
  password?: string
  otp?: string
  /** Passphrase of the local GPG key that signs (`sign: true`). */
  gpgPassphrase?: string
}

/** The inputs, read and checked; the per-call options (raw-json, paginate, on-exists, ...) as the registry declares them. */
export interface Settings extends CallOptionValues {
  action: string
  domain: Domain
  /** The calls: one for a `params` object, several for a JSON array (a batch). */
  items: Record<string, unknown>[]
  batch: boolean
  /** Normalized base URL (no credentials, no trailing slash), also used for display. */
  serverUrl: string
  credentials: Credentials
  variant: VariantSetting
  /** The connection as the inputs give it, checked and built by the client's one builder. */
  connection: RawConnection
}

/** Reads an input the runner passes as `INPUT_<NAME>` (dashes kept, upper-cased). */
function input(name: string, trim = true): string {
  return core.getInput(name, { trimWhitespace: trim })
}

/** The credential inputs, read before any other input so they can be masked first. */
export function readCredentials(): Credentials {
  const value = (v: string) => (v.length > 0 ? v : undefined)
  return {
    token: value(input('token')),
    username: value(input('username')),
    // Passwords are taken verbatim: a space at either end may be part of them.
    password: value(input('password', false).replace(/\r?\n$/, '')),
    otp: value(input('otp')),
    // Taken verbatim, as a password.
    gpgPassphrase: value(input('gpg-passphrase', false).replace(/\r?\n$/, ''))
  }
}

/** An input's text, checked as text, turned into a value by `fn`, and that value checked by `schema`. */
const readAs = <T extends z.ZodMiniType>(input: z.ZodMiniString, fn: (v: string) => unknown, schema: T) =>
  z.pipe(z.pipe(input, z.transform(fn)), schema)

const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message))

const bool = z.pipe(
  matching(/^(|true|false)$/i, 'must be true or false'),
  z.transform(v => v.toLowerCase() === 'true')
)

const wholeNumber = (min: number, max: number, fallback: number) =>
  readAs(
    matching(/^\d*$/, 'must be a whole number'),
    v => (v === '' ? fallback : Number(v)),
    z.number().check(z.minimum(min, `must be at least ${min}`), z.maximum(max, `must be at most ${max}`))
  )

/** A whole-number input that only some actions read (`migrations` of apply): undefined when empty. */
export function countInput(name: string, min: number, max: number): number | undefined {
  const given = input(name)
  if (given === '') return undefined
  const parsed = wholeNumber(min, max, min).safeParse(given)
  if (!parsed.success) throw new UsageError(`input ${name} ${parsed.error.issues[0].message}`)
  return parsed.data
}

/** A per-call option's input, checked as its registry entry says (an empty input is its default). */
function callOptionInput(o: CallOption): z.ZodMiniType {
  const t = o.type
  if (t.kind === 'boolean') return bool
  if (t.kind === 'integer') return wholeNumber(t.min, t.max, o.default as number)
  if (t.kind === 'text') return matching(new RegExp(`^$|${t.pattern.source}`), `must be ${t.what}`)
  return readAs(
    z.string(),
    v => (v === '' ? o.default : v.toLowerCase()),
    z.enum(t.choices as [string, ...string[]], { error: `must be ${wordList(t.choices)}` })
  )
}

const InputSchema = z.object({
  action: z
    .string()
    .check(
      z.minLength(1, 'is required (an action name, e.g. runners_token)'),
      z.regex(/^[a-z0-9_]+$/, 'must be an action name such as runners_token (lower case, digits, _)')
    ),
  domain: readAs(
    z.string(),
    v => (v === '' ? DEFAULT_DOMAIN : v),
    z.enum(DOMAINS as [Domain, ...Domain[]], { error: `must be ${wordList(DOMAINS)}` })
  ),
  variant: readAs(z.string(), v => (v === '' ? 'auto' : v), z.enum(VARIANT_SETTINGS, { error: 'must be auto, gitea or forgejo' })),
  'server-url': z.string().check(z.minLength(1, 'is required (the forge base URL, e.g. https://git.example.com)')),
  ...Object.fromEntries(CALL_OPTIONS.map(o => [o.name, callOptionInput(o)])),
  'timeout-seconds': readAs(
    matching(/^(\d+(\.\d+)?)?$/, 'must be a number of seconds'),
    v => (v === '' ? 30 : Number(v)),
    z.number().check(z.gt(0, 'must be more than 0'), z.maximum(3600, 'must be at most 3600'))
  ),
  retries: wholeNumber(0, 10, 2)
})

/**
 * `params` as the list of calls. JSON.parse messages quote the text (which may hold secrets), so
 * only the position is kept.
 */
export function parseParams(action: string, text: string): { items: Record<string, unknown>[]; batch: boolean } {
  const where = action ? `action ${action}: ` : ''
  if (text.trim() === '') return { items: [{}], batch: false }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    throw new UsageError(
      `${where}params is not valid JSON${positionOf(text, e)}; expected a JSON object such as {"name":"x"} or an array of such objects`
    )
  }
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
  if (isObject(value)) return { items: [value], batch: false }
  if (Array.isArray(value)) {
    if (value.length === 0) throw new UsageError(`${where}params is an empty array: a batch needs at least one object`)
    const bad = value.findIndex(v => !isObject(v))
    if (bad >= 0) throw new UsageError(`${where}params[${bad}] is not a JSON object: a batch is an array of objects`)
    return { items: value as Record<string, unknown>[], batch: true }
  }
  throw new UsageError(
    `${where}params must be a JSON object (or an array of objects for a batch), not ${value === null ? 'null' : typeof value}`
  )
}

/** `${{ github.server_url }}` as written in action.yml (any spacing): the runner did not expand it. */
const UNEXPANDED_SERVER_URL = /^\$\{\{\s*github\.server_url\s*\}\}$/

/**
 * `server-url` as given, or GITHUB_SERVER_URL when it is empty or the action.yml default left
 * unexpanded (a local harness such as `@github/local-action` passes the literal text). The URL is
 * not secret: the log says which value was taken and why.
 */
export function serverUrlInput(given: string): string {
  const literal = UNEXPANDED_SERVER_URL.test(given)
  if (given !== '' && !literal) return given
  const what = literal ? 'is the literal ${{ github.server_url }} (not expanded: not running on a runner?)' : 'is empty'
  const fallback = (process.env.GITHUB_SERVER_URL ?? '').trim()
  if (fallback === '')
    throw new UsageError(
      `input server-url ${what}, and GITHUB_SERVER_URL is not set: set server-url to the forge base URL, e.g. https://git.example.com`
    )
  core.info(`input server-url ${what}: using GITHUB_SERVER_URL (${fallback})`)
  return fallback
}

/** Every other input, validated; throws UsageError naming the input. */
export function readSettings(credentials: Credentials): Settings {
  const raw = Object.fromEntries(Object.keys(InputSchema.shape).map(n => [n, input(n)]))
  raw['server-url'] = serverUrlInput(raw['server-url'])
  const parsed = InputSchema.safeParse(raw)
  if (!parsed.success) {
    // Messages name the input and never quote its value.
    const lines = parsed.error.issues.map(i => `input ${String(i.path[0] ?? '?')} ${i.message}`)
    throw new UsageError(lines.join('; '))
  }
  const v = parsed.data as Record<string, unknown> & z.output<typeof InputSchema>
  const server = normalizeServerUrl(v['server-url'])
  if (server.hostname === 'github.com' || server.hostname === 'api.github.com')
    throw new UsageError(
      'input server-url points at GitHub (the default on GitHub-hosted runners): set server-url to your Forgejo or Gitea server, e.g. https://git.example.com'
    )
  const { items, batch } = parseParams(v.action, input('params'))
  return {
    action: v.action,
    domain: v.domain,
    items,
    batch,
    serverUrl: `${server.origin}${server.pathname === '/' ? '' : server.pathname}`,
    credentials,
    variant: v.variant,
    ...(Object.fromEntries(CALL_OPTIONS.map(o => [o.key, v[o.name]])) as unknown as CallOptionValues),
    connection: {
      serverUrl: `${server.origin}${server.pathname === '/' ? '' : server.pathname}`,
      ...credentials,
      caCert: input('ca-cert'),
      timeoutSeconds: input('timeout-seconds'),
      retries: input('retries')
    }
  }
}
