// The one rule every front end applies to `value_from_env`: a state file may not turn a credential
// of the run into a value that svc sends (a secret, a password, a hook's secret). A file merged from
// a pull request could otherwise read `INPUT_TOKEN` (the action's token input) or `SVC_TOKEN` and
// store the admin token as a repository secret, readable by that repository's workflows from then on.
//
// Refused, before anything is sent: svc's own variables (SVC_*), the action's inputs (INPUT_*), the
// runner's (ACTIONS_*, RUNNER_*, GITHUB_TOKEN, GITEA_TOKEN, FORGEJO_TOKEN, GH_TOKEN), and any
// variable whose value holds a credential of the run — the connection's token, password or OTP, or
// the value of a credential-named variable refused above — plain, base64 or URL-encoded, either way
// round. The plan checks the file (naming file:line); apply checks every step it sends again (a saved
// plan has no file lines), so no front end can leave it out.
import { UsageError } from '../errors.js'
import { clip, neutralize } from '../text.js'

/** Variables the run sets or svc reads as settings: never a source of a value. */
const RUN_PREFIXES = ['SVC_', 'INPUT_', 'ACTIONS_', 'RUNNER_']
const RUN_NAMES = new Set(['GITHUB_TOKEN', 'GITEA_TOKEN', 'FORGEJO_TOKEN', 'GH_TOKEN', '__PROTO__'])
/** A refused variable whose value is compared with every source's (a token's copy under another name). */
const CREDENTIAL_NAME = /TOKEN|PASSWORD|SECRET|KEY|OTP/i

/** Why a variable name may not be a source of a value, or undefined when it may. */
export function refusedName(name: string): string | undefined {
  const upper = name.toUpperCase()
  if (upper.startsWith('SVC_')) return "svc's own settings and credentials (SVC_*) cannot be used as values"
  if (upper.startsWith('INPUT_')) return "the action's inputs (INPUT_*, its token among them) cannot be used as values"
  if (RUN_PREFIXES.some(p => upper.startsWith(p)) || RUN_NAMES.has(upper))
    return "the runner's own credentials and settings (ACTIONS_*, RUNNER_*, GITHUB_TOKEN, GITEA_TOKEN, FORGEJO_TOKEN) cannot be used as values"
  return undefined
}

/** An own property of the environment (never one of Object.prototype's). */
export const envValue = (env: NodeJS.ProcessEnv, name: string): string | undefined => (Object.hasOwn(env, name) ? env[name] : undefined)

/** The texts a value may hide a credential in: itself, URL-decoded, base64-decoded. */
function readings(value: string): string[] {
  const out = [value]
  try {
    out.push(decodeURIComponent(value))
  } catch {
    // Not URL-encoded.
  }
  const compact = value.replace(/\s+/g, '')
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact) && compact.length >= 8)
    out.push(Buffer.from(compact, /[-_]/.test(compact) ? 'base64url' : 'base64').toString('latin1'))
  return out
}

/** The forms a credential takes once encoded. */
const encodings = (secret: string): string[] => [
  secret,
  encodeURIComponent(secret),
  Buffer.from(secret).toString('base64').replace(/=+$/, ''),
  Buffer.from(secret).toString('base64url')
]

/**
 * The credentials of a run, as the rule compares them: the connection's (`connection`: token,
 * password, OTP, as connectionSecrets gives them) and the values of the environment's refused
 * variables whose names say credential. Short values (under 6 characters) are not compared.
 */
export class RunCredentials {
  private readonly secrets: string[]
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    connection: Iterable<string>
  ) {
    const values = new Set<string>()
    for (const v of connection) if (v.length >= 6) values.add(v)
    for (const [name, v] of Object.entries(env)) if (v && v.length >= 6 && refusedName(name) && CREDENTIAL_NAME.test(name)) values.add(v)
    this.secrets = [...values]
  }

  /** Why `$name` may not be a value's source, or undefined. Its value is never quoted. */
  refusal(name: string): string | undefined {
    const byName = refusedName(name)
    if (byName) return byName
    const value = envValue(this.env, name)
    if (!value) return undefined
    const seen = readings(value)
    for (const secret of this.secrets)
      if (seen.some(text => encodings(secret).some(form => text.includes(form))))
        return "its value holds a credential of this run (the connection's token or password, or the runner's): it cannot be used as a value"
    return undefined
  }

  /** The value of `$name` for a step, refused by the rule or when unset (`what` names the step). */
  value(name: string, what: string): string {
    const why = this.refusal(name)
    if (why) throw new UsageError(`${what}: $${neutralize(clip(name, 80))} (value_from_env): ${why}; nothing was sent`)
    const value = envValue(this.env, name)
    if (value === undefined || value === '') throw new UsageError(`${what}: $${neutralize(clip(name, 80))} (value_from_env) is not set`)
    return value
  }
}
