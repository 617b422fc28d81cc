// The real server these suites run against, as SVC_E2E_* describes it (see ../target.ts): the
// throwaway Gitea that scripts/real-gitea.sh starts for `npm run test:real`, or any running Gitea
// or Forgejo. The plain ways the suites read it back: HTTP with fetch (none of svc's code) and,
// when the run is given it (SVC_REAL_GITEA_DB, which scripts/real-gitea.sh sets), the instance's
// SQLite database.
import { execFileSync } from 'node:child_process'
import { REAL, SERVER, SERVER_LABEL, leftOut, onPath, plainFetch, registrationTokenRoute } from '../target.js'

if (!REAL || !REAL.adminToken)
  throw new Error(
    'these suites need a real server: npm run test:real starts a Gitea; for your own server set SVC_E2E_URL, SVC_E2E_VARIANT, ' +
      "SVC_E2E_ADMIN_USER, SVC_E2E_ADMIN_PASSWORD and SVC_E2E_ADMIN_TOKEN (that admin's token, all scopes)"
  )

export const URL = REAL.url
export const VARIANT = REAL.variant
export const ADMIN = REAL.adminUser
export const ADMIN_TOKEN = REAL.adminToken
export const REPO_ROOT = process.env.SVC_REAL_GITEA_REPO_ROOT ?? ''
/** The server's own version number (Forgejo's, not the Gitea version it reports for compatibility). */
export const VERSION = SERVER!.version
/** "Gitea 1.26.4", "Forgejo 15.0.3", for test titles. */
export const LABEL = SERVER_LABEL

const DB = process.env.SVC_REAL_GITEA_DB ?? ''
/** Why the server's database cannot be read on this run, or '' when it can. */
const NO_DB = !DB
  ? "reading the server's database needs its SQLite file (SVC_REAL_GITEA_DB, which scripts/real-gitea.sh sets), which this run was not given"
  : !onPath('sqlite3')
    ? "reading the server's database needs sqlite3 on PATH"
    : ''

/** Whether the server's database can be read; if not, says which check is left out and why. */
export function canReadDb(what: string): boolean {
  if (NO_DB) leftOut(what, NO_DB)
  return !NO_DB
}

export const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/** A plain API request, as the admin unless `auth` says otherwise. */
export async function api(
  method: string,
  path: string,
  body?: unknown,
  auth = `token ${ADMIN_TOKEN}`
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: auth }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await plainFetch(`${URL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // Not JSON (a 404 or 405 page): kept as text, so that a failed expectation shows it.
  }
  return { status: res.status, body: parsed }
}

/** A query of the instance's database (what the API cannot read). Only where canReadDb() said so. */
export const sql = (query: string) => execFileSync('sqlite3', [DB, query], { encoding: 'utf8' }).trim()

/**
 * The runner registration token at this level, the way the variant hands it out (Gitea: POST,
 * get-or-create; Forgejo: GET), read by plain HTTP.
 */
export async function registrationToken(level: 'users' | 'admin', auth = `token ${ADMIN_TOKEN}`): Promise<string> {
  const route = registrationTokenRoute(VARIANT, level)
  const read = async () => {
    const res = await api(route.method, route.path, undefined, auth)
    if (res.status !== 200) throw new Error(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.token as string
  }
  const token = await read()
  // Gitea and Forgejo hand out the active token until it is reset: a check that compares svc's
  // token with this one needs that, and says so where the server does otherwise.
  if ((await read()) !== token)
    throw new Error(
      `${route.method} ${route.path} answers a new token each time on this server; a token svc read earlier cannot be compared`
    )
  return token
}

/**
 * Why the server cannot verify GPG signatures here, or '': it must store an added key under the
 * key's own id (a server that does not read OpenPGP keys, such as the simulator, makes one up).
 * The key is added as `auth`'s user and removed again.
 */
export async function gpgKeyProblem(publicKey: string, keyId: string, auth: string): Promise<string> {
  const added = await api('POST', '/user/gpg_keys', { armored_public_key: publicKey }, auth)
  if (added.status !== 201) return `POST /user/gpg_keys answered ${added.status} ${JSON.stringify(added.body)}`
  await api('DELETE', `/user/gpg_keys/${added.body.id}`, undefined, auth)
  return added.body.key_id === keyId
    ? ''
    : `${URL} stored the GPG key ${keyId} as ${added.body.key_id}: it does not read OpenPGP keys, so it cannot verify a signature`
}

/** Registers a runner through the runner protocol, as a runner does (no auth header). */
export async function registerRunner(token: string, name: string): Promise<void> {
  const res = await plainFetch(`${URL}/api/actions/runner.v1.RunnerService/Register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, token, version: 'v0', labels: ['self-hosted'] })
  })
  if (!res.ok) throw new Error(`runner registration failed: ${res.status} ${await res.text()}`)
}
