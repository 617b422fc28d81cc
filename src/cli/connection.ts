// From the global options (flags, SVC_* variables, a named login) to the HTTP client's settings.
// Precedence per setting: the command's flag, the program's flag, the SVC_* variable, then the
// login (`--login NAME` / SVC_LOGIN, else the default login). A login's token is sent only to its
// own server.
import { normalizeServerUrl, type ConnectionSettings } from '../client/index.js'
import { connectionSettings as buildSettings } from '../client/connection.js'
import { ForgeError, UsageError } from '../errors.js'
import { connectionSecrets } from '../text.js'
import { VARIANT_SETTINGS, type VariantSetting } from '../registry/types.js'
import { loginNamed, readConfig, type Login } from './config.js'
import { readStdinValue, type Masker } from './secrets.js'
import { didYouMean } from './words.js'

export interface GlobalValues {
  serverUrl?: string
  token?: string
  username?: string
  password?: string
  passwordStdin?: boolean
  otp?: string
  variant?: string
  rawJson?: boolean
  output?: string
  paginate?: boolean
  dryRun?: boolean
  caCert?: string
  onExists?: string
  onMissing?: string
  sudo?: string
  concurrency?: string
  failFast?: boolean
  fields?: string
  jq?: string
  template?: string
  csvRaw?: boolean
  timeoutSeconds?: string
  retries?: string
  login?: string
  /** The login the server URL came from (set by applyLogin), for the hint when that server is gone. */
  urlFromLogin?: string
}

export interface ConnectionIo {
  err(text: string): void
  env: NodeJS.ProcessEnv
  masker: Masker
  /** Standard error is a terminal: progress lines may be drawn on it. */
  stderrIsTTY?: boolean
}

const sameServer = (a: string, b: string) => {
  try {
    return normalizeServerUrl(a).href === normalizeServerUrl(b).href
  } catch {
    return false
  }
}

/** How a login was named, for messages: `--login` (the flag) or `SVC_LOGIN` (the environment). */
export interface LoginChoice {
  /** Use the default login when none is named (false: `svc mcp`, which starts on a login only when asked). */
  useDefault?: boolean
  /** Where the name came from; default `--login`. */
  source?: '--login' | 'SVC_LOGIN'
}

/** The login that applies, merged under the flags and variables (which win). */
export function applyLogin(g: GlobalValues, io: ConnectionIo, choice: LoginChoice = {}): GlobalValues {
  const explicit = g.login
  const { config, warnings } = readConfig(io.env)
  for (const w of warnings) io.err(`svc: warning: ${w}\n`)
  const name = explicit ?? (choice.useDefault === false ? undefined : config.default)
  if (!name) return g
  const named = choice.source === 'SVC_LOGIN' ? `SVC_LOGIN=${name}` : `--login ${name}`
  const login: Login | undefined = loginNamed(config, name)
  if (!login) {
    if (!explicit) return g
    const names = Object.keys(config.logins)
    throw new UsageError(
      `${named}: no such login` +
        (names.length
          ? `${didYouMean(name, names)} (logins: ${names.join(', ')})`
          : '; add one with: svc login add NAME --server-url URL --token-stdin')
    )
  }
  io.masker.add(login.token)
  if (g.serverUrl && !sameServer(g.serverUrl, login.server_url)) {
    if (explicit)
      throw new UsageError(
        `${named} is for ${login.server_url}, but --server-url (or SVC_SERVER_URL) names ${g.serverUrl}: a login's token is sent only to its own server`
      )
    return g // the default login is for another server: not used
  }
  return {
    ...g,
    ...(g.serverUrl ? {} : { urlFromLogin: name }),
    serverUrl: g.serverUrl ?? login.server_url,
    token: g.token ?? (g.username && (g.password || g.passwordStdin) ? undefined : login.token),
    username: g.username ?? login.username,
    variant: g.variant ?? login.variant,
    caCert: g.caCert ?? login.ca_cert
  }
}

export function variantOf(g: GlobalValues): VariantSetting {
  const variant = g.variant ?? 'auto'
  if (!(VARIANT_SETTINGS as readonly string[]).includes(variant)) throw new UsageError('SVC_VARIANT must be auto, gitea or forgejo')
  return variant as VariantSetting
}

/**
 * Progress on a terminal while `--paginate` reads pages: one line on stderr, redrawn per request
 * and cleared at the end. Nothing when stderr is not a terminal.
 */
export function pageProgress(io: ConnectionIo, on: boolean): { debug?: (line: string) => void; done(): void } {
  if (!on || !io.stderrIsTTY) return { done: () => undefined }
  let pages = 0
  let drawn = false
  return {
    debug: line => {
      const m = /^GET (\S+) -> (\d+)/.exec(line)
      if (!m) return
      pages++
      drawn = true
      io.err(`\r\u001b[Ksvc: --paginate: ${pages} page${pages === 1 ? '' : 's'} read (last: GET ${m[1]})`)
    },
    done: () => {
      if (drawn) io.err('\r\u001b[K')
    }
  }
}

/** The HTTP client's settings (the client's one builder); reads the password from stdin when asked. */
export async function connectionSettings(
  g: GlobalValues,
  io: ConnectionIo,
  passwordFlagGiven: boolean,
  debug?: (line: string) => void
): Promise<ConnectionSettings> {
  if (g.passwordStdin) {
    if (passwordFlagGiven) throw new UsageError('give --password or --password-stdin, not both')
    g.password = await readStdinValue('password (basic auth)')
    io.masker.add(g.password)
  }
  const settings = buildSettings(g, {
    names: {
      serverUrl: 'pass --server-url URL, set SVC_SERVER_URL, or add a login (svc login add NAME --server-url URL --token-stdin)',
      caCert: '--ca-cert',
      timeoutSeconds: '--timeout-seconds (or SVC_TIMEOUT_SECONDS)',
      retries: '--retries (or SVC_RETRIES)'
    },
    // The action's default: a nightly drift check does not fail on one 502 of a proxy.
    defaultRetries: 2,
    userAgent: 'svc-cli',
    debug
  })
  // The credentials as sent (a login's, a password from stdin) in every form a server may echo.
  io.masker.add(...connectionSecrets(settings))
  return settings
}

/**
 * A 404 with a server URL that ends in the API prefix, given the CLI's hint for it; a server that
 * cannot be reached, whose URL came from a login (`urlFromLogin`), with a hint that names the login
 * (a throwaway server's login outlives it); anything else as it is.
 */
export function withApiPrefixHint(e: unknown, serverUrl: string | undefined, urlFromLogin?: string): unknown {
  if (!(e instanceof ForgeError)) return e
  const hint = e.status === 404 ? apiPrefixHint(serverUrl) : undefined
  if (hint) return new ForgeError(e.message, e.status, e.serverMessage, hint)
  if (e.status === 0 && urlFromLogin && /could not reach the server|no answer within/.test(e.message))
    return new ForgeError(
      e.message,
      e.status,
      e.serverMessage,
      `the server URL is the one of the login "${urlFromLogin}" (svc login list): is that server still up? svc login remove ${urlFromLogin} drops a login whose server is gone; --login NAME or --server-url picks another`,
      { cause: e }
    )
  return e
}

/** A server URL that already ends in the API prefix: the client adds `/api/v1` itself. */
export function apiPrefixHint(serverUrl: string | undefined): string | undefined {
  if (!serverUrl) return undefined
  let path: string
  try {
    path = normalizeServerUrl(serverUrl).pathname
  } catch {
    return undefined
  }
  if (!/\/api\/v1$/i.test(path)) return undefined
  const base = serverUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/i, '')
  return `the server URL ends in /api/v1, which svc adds itself: pass the base URL, --server-url ${base} (or SVC_SERVER_URL)`
}
