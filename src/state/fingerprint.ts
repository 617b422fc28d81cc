// A secret's fingerprint: a keyed hash (HMAC-SHA256) of its value, to keep where the server has a
// field for it (Gitea 1.26 secrets have a `description`), so that a plan can tell a changed value
// from an unchanged one without the value ever leaving CI. The key comes from the environment (a CI
// secret, SVC_STATE_KEY), so the fingerprint tells nothing to whoever reads the description. Only
// Gitea keeps a description (Forgejo's secrets have none: there a value is set on every apply).
import { createHmac, timingSafeEqual } from 'node:crypto'

const PREFIX = 'svc-fp:v1:'

/** `svc-fp:v1:<base64url of HMAC-SHA256(key, name NUL value)>`, the name binding it to one secret. */
export function secretFingerprint(name: string, value: string, key: string): string {
  if (!key) throw new Error('secretFingerprint: the key is empty')
  return PREFIX + createHmac('sha256', key).update(name).update('\0').update(value).digest('base64url')
}

/** Whether a description holds the fingerprint of this value: true (unchanged), false (changed), undefined (no fingerprint there). */
export function fingerprintMatches(description: string | undefined, name: string, value: string, key: string): boolean | undefined {
  const found = description?.match(/svc-fp:v1:[A-Za-z0-9_-]{43}/)?.[0]
  if (!found) return undefined
  const want = Buffer.from(secretFingerprint(name, value, key))
  const got = Buffer.from(found)
  return want.length === got.length && timingSafeEqual(want, got)
}

/** The environment variable that holds the fingerprints' key. */
export const STATE_KEY_ENV = 'SVC_STATE_KEY'

/**
 * Whether the server's secret holds the desired value, from its listed description: true, false, or
 * undefined when it cannot be told (no key, no fingerprint there: Forgejo, or set by someone else).
 */
export function secretUnchanged(name: string, valueEnv: string, description: unknown, env: NodeJS.ProcessEnv): boolean | undefined {
  const key = env[STATE_KEY_ENV]
  const value = env[valueEnv]
  if (!key || value === undefined || typeof description !== 'string') return undefined
  return fingerprintMatches(description, name.toUpperCase(), value, key)
}
