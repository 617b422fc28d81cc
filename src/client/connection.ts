// The one builder of connection settings for every front end: the raw values a front end read (an
// action input, a CLI flag or SVC_* variable, the MCP server's environment) checked and turned into
// what ForgeHttp takes. `names` are the front end's own words for the settings, for its messages.
import { UsageError } from '../errors.js'
import { readCaCert } from './ca-cert.js'
import type { ConnectionSettings } from './types.js'

export interface RawConnection {
  serverUrl?: string
  token?: string
  username?: string
  password?: string
  otp?: string
  /** PEM text, or the path of a PEM file. */
  caCert?: string
  timeoutSeconds?: string
  retries?: string
}

export interface ConnectionOptions {
  names: { serverUrl: string; caCert: string; timeoutSeconds: string; retries: string }
  /** Retries when none is given (the action 2, the CLI 0). */
  defaultRetries: number
  userAgent: string
  debug?: (line: string) => void
}

/** Seconds from 0 (exclusive) to 3600; empty means the default 30 s. In milliseconds. */
export function timeoutMsOf(raw: string | undefined, name: string): number {
  const text = (raw ?? '').trim()
  if (text === '') return 30_000
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0 || Number(text) > 3600)
    throw new UsageError(`${name} must be a number of seconds, more than 0 and at most 3600`)
  return Math.round(Number(text) * 1000)
}

/** A whole number from 0 to 10; empty means the front end's default. */
export function retriesOf(raw: string | undefined, name: string, fallback: number): number {
  const text = (raw ?? '').trim()
  if (text === '') return fallback
  if (!/^\d+$/.test(text) || Number(text) > 10) throw new UsageError(`${name} must be a whole number from 0 to 10`)
  return Number(text)
}

export function connectionSettings(raw: RawConnection, o: ConnectionOptions): ConnectionSettings {
  if (!raw.serverUrl) throw new UsageError(`no server: ${o.names.serverUrl}`)
  return {
    serverUrl: raw.serverUrl,
    token: raw.token,
    username: raw.username,
    password: raw.password,
    otp: raw.otp,
    timeoutMs: timeoutMsOf(raw.timeoutSeconds, o.names.timeoutSeconds),
    retries: retriesOf(raw.retries, o.names.retries, o.defaultRetries),
    caCert: readCaCert(raw.caCert, o.names.caCert),
    userAgent: o.userAgent,
    debug: o.debug
  }
}
