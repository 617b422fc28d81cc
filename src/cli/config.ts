// Named logins (like `tea login` and gh's hosts.yml): a JSON file in the XDG config directory,
// `$XDG_CONFIG_HOME/svc/config.json` (default `~/.config/svc/config.json`), mode 0600 in a 0700
// directory, since it holds tokens. `SVC_CONFIG` names another file (tests, several setups).
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { UsageError } from '../errors.js'
import type { VariantSetting } from '../registry/index.js'

export interface Login {
  server_url: string
  token?: string
  username?: string
  variant?: VariantSetting
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
  if (!existsSync(path)) return { config: { logins: {} }, path, warnings }
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
  return { config: { default: typeof v.default === 'string' ? v.default : undefined, logins: v.logins }, path, warnings }
}

/** Writes the file atomically, mode 0600 (its directory 0700). */
export function writeConfig(env: NodeJS.ProcessEnv, config: Config): string {
  const path = configPath(env)
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 })
  chmodSync(tmp, 0o600)
  renameSync(tmp, path)
  return path
}

export const LOGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
