// Real servers for the bench's real-server rows (the mirrors case of scripts/bench.ts, and
// scripts/bench/real-state.ts): the server SVC_E2E_* describe, or a throwaway Gitea that
// scripts/real-gitea.sh starts from its cached build (scripts/real-gitea.ts; never built here:
// `--is-built` says whether one is); and what both rows do against it: REST calls with the admin
// token, a second token for a source, whole processes timed.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { realGiteaBuilt, startRealGitea, type RealGitea } from '../real-gitea.js'

export { realGiteaBuilt }
/** A real server: a throwaway Gitea's stop() removes it; one given by SVC_E2E_* is left as it is. */
export type RealServer = RealGitea

/** The server SVC_E2E_* describe (run under scripts/real-gitea.sh), else a throwaway Gitea of `version`. */
export async function realServer(version: string): Promise<RealServer> {
  const e = process.env
  if (e.SVC_E2E_URL && e.SVC_E2E_ADMIN_TOKEN)
    return {
      url: e.SVC_E2E_URL.replace(/\/+$/, ''),
      adminUser: e.SVC_E2E_ADMIN_USER ?? '',
      adminPassword: e.SVC_E2E_ADMIN_PASSWORD ?? '',
      adminToken: e.SVC_E2E_ADMIN_TOKEN,
      version: e.SVC_REAL_GITEA_VERSION ?? 'given by SVC_E2E_URL',
      stop: async () => {}
    }
  if (!realGiteaBuilt(version))
    throw new Error(
      `no real Gitea ${version} built here (scripts/real-gitea.sh --version ${version} --build-only), and SVC_E2E_URL is not set`
    )
  return startRealGitea(version)
}

/** A REST call with the admin token; throws with the status and answer on anything but 2xx. */
export function restOf(server: RealServer): (method: string, path: string, body?: unknown) => Promise<unknown> {
  return async (method, path, body) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { authorization: `token ${server.adminToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 500)}`)
    return res.status === 204 ? undefined : res.json()
  }
}

/** Another token of the admin (made with the password, as the servers require), e.g. for a source. */
export async function extraToken(server: RealServer, name: string, scopes: string[]): Promise<string> {
  const basic = Buffer.from(`${server.adminUser}:${server.adminPassword}`).toString('base64')
  const res = await fetch(`${server.url}/api/v1/users/${server.adminUser}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, scopes })
  })
  if (res.status !== 201) throw new Error(`could not make a token: ${res.status} ${(await res.text()).slice(0, 500)}`)
  return ((await res.json()) as { sha1: string }).sha1
}

/** Every row of a paged list (50 a page). */
export async function allPages(rest: ReturnType<typeof restOf>, path: string): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = []
  for (let page = 1; ; page++) {
    const got = (await rest('GET', `${path}${path.includes('?') ? '&' : '?'}limit=50&page=${page}`)) as Array<Record<string, unknown>>
    rows.push(...got)
    if (got.length < 50) return rows
  }
}

/** `work(i)` for i below `count`, `n` at a time. */
export async function pool(n: number, count: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < count) await work(next++)
    })
  )
}

export interface Timed {
  ms: number
  code: number | null
  /** Its standard output and standard error. */
  out: string
  err: string
}

/**
 * A whole process of Node (`bin`), timed from spawn to exit, its output kept; spawned without blocking (a proxy or
 * the caller's own timers may run in this process meanwhile).
 */
export async function timedProcess(args: string[], env: Record<string, string>, home: string, bin = process.execPath): Promise<Timed> {
  const started = performance.now()
  const child = spawn(bin, args, {
    env: { PATH: process.env.PATH ?? '', HOME: home, ...env },
    cwd: home,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (err += c.toString()))
  const code = await new Promise<number | null>(done => child.on('close', done))
  return { ms: performance.now() - started, code, out, err }
}
