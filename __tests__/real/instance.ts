// The real Gitea that scripts/real-gitea.sh started for `npm run test:real`, as its environment
// describes it, and the plain ways the suites read it back: HTTP with fetch (none of svc's code)
// and the instance's SQLite database.
import { execFileSync } from 'node:child_process'

export const URL = process.env.SVC_E2E_URL ?? ''
export const ADMIN = process.env.SVC_E2E_ADMIN_USER ?? ''
export const ADMIN_TOKEN = process.env.SVC_E2E_ADMIN_TOKEN ?? ''
export const DB = process.env.SVC_REAL_GITEA_DB ?? ''
export const REPO_ROOT = process.env.SVC_REAL_GITEA_REPO_ROOT ?? ''
export const VERSION = process.env.SVC_REAL_GITEA_VERSION ?? ''
if (!URL || !ADMIN_TOKEN || !DB || !REPO_ROOT)
  throw new Error('run this suite with npm run test:real (scripts/real-gitea.sh describes the instance in SVC_E2E_* and SVC_REAL_GITEA_*)')

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
  const res = await fetch(`${URL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}

/** A query of the instance's database (what the API cannot read, such as user secrets). */
export const sql = (query: string) => execFileSync('sqlite3', [DB, query], { encoding: 'utf8' }).trim()
