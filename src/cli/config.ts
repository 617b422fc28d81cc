// Named logins (like `tea login` and gh's hosts.yml): a JSON file in the XDG config directory,
// `$XDG_CONFIG_HOME/svc/config.json` (default `~/.config/svc/config.json`), mode 0600 in a 0700
// directory, since it holds tokens. `SVC_CONFIG` names another file (tests, several setups).
// Every change is a read-modify-write under a lock file, written to a temp file and renamed over
// the old one, so that svc processes run at once (a script adding logins in parallel) keep every
// change and a reader never sees half a file.
import {
  chmodSync,
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  rmSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import { homedir, hostname } from 'node:os'
import { dirname, join } from 'node:path'
import { UsageError } from '../errors.js'
import { randomUUID } from '../random-uuid.js'
import type { VariantSetting } from '../registry/types.js'

export interface Login {
  server_url: string
  token?: string
  username?: string
  variant?: VariantSetting
  /** Absolute path of a PEM file of CA certificates to trust for this server (`login add --ca-cert`). */
  ca_cert?: string
}

export interface Config {
  default?: string
  logins: Record<string, Login>
}

export function configPath(env: NodeJS.ProcessEnv): string {
  if (env.SVC_CONFIG) return env.SVC_CONFIG
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(env.HOME || homedir(), '.config')
  return join(base, 'svc', 'config.json')
}

export function readConfig(env: NodeJS.ProcessEnv): { config: Config; path: string; warnings: string[] } {
  const path = configPath(env)
  const warnings: string[] = []
  if (!existsSync(path)) return { config: { logins: loginTable({}) }, path, warnings }
  const mode = statSync(path).mode & 0o777
  if (mode & 0o077) warnings.push(`${path} is readable by others (mode ${mode.toString(8)}): it holds tokens; run chmod 600 ${path}`)
  let value: unknown
  try {
    value = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    throw new UsageError(`the config file ${path} is not valid JSON: fix or remove it (svc login add writes it)`)
  }
  const v = value as Partial<Config>
  if (!v || typeof v !== 'object' || typeof v.logins !== 'object' || v.logins === null)
    throw new UsageError(`the config file ${path} has no "logins" object: fix or remove it (svc login add writes it)`)
  return { config: { default: typeof v.default === 'string' ? v.default : undefined, logins: loginTable(v.logins) }, path, warnings }
}

/**
 * The logins as an object without a prototype: a name is a login only if the file has it, so
 * `toString`, `constructor` or `__proto__` never find a built-in (nor set the prototype).
 */
function loginTable(from: object): Record<string, Login> {
  const table = Object.create(null) as Record<string, Login>
  for (const [name, login] of Object.entries(from)) table[name] = login as Login
  return table
}

/** The login of that name, looked up as the file's own key only. */
export function loginNamed(config: Config, name: string): Login | undefined {
  return Object.hasOwn(config.logins, name) ? config.logins[name] : undefined
}

/** Waiting for another svc's lock: at most this long, then a clear error. */
const LOCK_WAIT_MS = 30_000
/** A lock older than this is stale (its holder hung or died on another host): a change takes a few ms. */
const LOCK_STALE_MS = 30_000

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM' // alive, someone else's
  }
}

/**
 * Takes a stale lock away: its holder's process is gone (same host), or it is older than
 * LOCK_STALE_MS. It is first moved aside under a unique name, so that of several svc processes
 * judging it stale at once only one moves it; a lock that turns out not to be the one judged
 * stale (a live holder's, created meanwhile) is put back. True when the caller should try again.
 */
function takeStaleLock(lock: string): boolean {
  let text: string
  let age: number
  try {
    age = Date.now() - statSync(lock).mtimeMs
    text = readFileSync(lock, 'utf8')
  } catch {
    return true // released meanwhile
  }
  const [pid, host] = text.split(' ')
  const gone = host === hostname() && /^\d+$/.test(pid) && !running(Number(pid))
  if (!gone && age < LOCK_STALE_MS) return false
  const aside = `${lock}.${randomUUID()}.stale`
  try {
    renameSync(lock, aside)
  } catch {
    return true
  }
  try {
    if (readFileSync(aside, 'utf8') !== text) linkSync(aside, lock)
  } catch {
    // A new lock took its place meanwhile: it stands.
  }
  unlinkSync(aside)
  return true
}

/** Creates the lock file (O_CREAT | O_EXCL: only one process can), waiting for another holder. */
function lockConfig(lock: string): string {
  const mine = `${process.pid} ${hostname()} ${randomUUID()}`
  const deadline = Date.now() + LOCK_WAIT_MS
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    let fd: number
    try {
      fd = openSync(lock, 'wx', 0o600)
    } catch (e) {
      const code = (e as { code?: string }).code
      if (code !== 'EEXIST') throw new UsageError(`cannot create the lock file ${lock} (${code ?? 'error'})`)
      if (takeStaleLock(lock)) continue
      if (Date.now() > deadline)
        throw new UsageError(`the config file is locked by another svc process (${lock}); if no svc is running, remove that file`)
      sleepSync(pause + Math.random() * pause)
      continue
    }
    try {
      writeSync(fd, mine)
    } finally {
      closeSync(fd)
    }
    return mine
  }
}

function unlockConfig(lock: string, mine: string): void {
  try {
    // Only our own lock: one taken over as stale is another process's now.
    if (readFileSync(lock, 'utf8') === mine) unlinkSync(lock)
  } catch {
    /* gone */
  }
}

/**
 * Reads the config, lets `change` modify it and writes it back, all under the lock: the change
 * sees every change made before it. Written to a new temp file (mode 0600) renamed over the file;
 * its directory is 0700. Returns `change`'s value, the path and the read's warnings.
 */
export function updateConfig<T>(env: NodeJS.ProcessEnv, change: (config: Config) => T): { value: T; path: string; warnings: string[] } {
  const path = configPath(env)
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const lock = `${path}.lock`
  const mine = lockConfig(lock)
  try {
    const { config, warnings } = readConfig(env)
    const value = change(config)
    const tmp = `${path}.${randomUUID()}.tmp`
    try {
      // A new file of our own (O_EXCL): never one planted in its place.
      writeFileSync(tmp, JSON.stringify({ default: config.default, logins: config.logins }, null, 2) + '\n', { mode: 0o600, flag: 'wx' })
      chmodSync(tmp, 0o600) // the mode asked for at creation is cut by the umask
      renameSync(tmp, path)
    } catch (e) {
      rmSync(tmp, { force: true })
      throw e
    }
    return { value, path, warnings }
  } finally {
    unlockConfig(lock, mine)
  }
}

export const LOGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
