// Telling Gitea from Forgejo (GET /version: Forgejo's version string says so), and which release the
// server is, for routes that exist only from some release on. Probed once per client, and only when
// an operation's routes differ between the variants or depend on the release.
import { ForgeError } from '../errors.js'
import type { Variant } from '../registry/types.js'
import type { ForgeHttp } from './http.js'

export interface ServerIdentity {
  variant: Variant
  /** What GET /version answered (`15.0.3+gitea-1.22.0`, `1.26.4`). */
  version: string
  /**
   * The release in the variant's own numbering (`15.0.3`, `1.26.4`), as `since` of a route is
   * compared with; undefined when it cannot be read (a custom build): then every route is tried.
   */
  release?: string
}

/** The leading `x.y[.z]` of a version string, or undefined. */
export function releaseOf(version: string): string | undefined {
  return /^v?(\d+\.\d+(?:\.\d+)?)/.exec(version.trim())?.[1]
}

/** Whether `release` is `since` or later, numerically per component (`1.9` < `1.24`; `15` = `15.0.0`). */
export function atLeast(release: string, since: string): boolean {
  const a = release.split('.').map(Number)
  const b = since.split('.').map(Number)
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0
    const y = b[i] ?? 0
    if (x !== y) return x > y
  }
  return true
}

export async function detectVariant(http: ForgeHttp): Promise<ServerIdentity> {
  const res = await http.send({ method: 'GET', path: '/version' })
  const version = String((res.body as { version?: unknown } | null)?.version ?? '')
  if (!version) throw new ForgeError('GET /version did not return a version: is server-url a Gitea or Forgejo server?', res.status)
  // Forgejo ≥ 7 reports `15.0.3+gitea-1.22.0`: its own release comes first (what /api/forgejo/v1/version says).
  if (version.includes('+gitea-')) return { variant: 'forgejo', version, release: releaseOf(version) }
  // Forgejo 1.18–1.21 reported a Gitea-like version; only Forgejo has /api/forgejo/v1/version, whose
  // version is Forgejo's own (`6.0.13+0-gitea-1.21.11`).
  try {
    const fj = await http.send({ method: 'GET', path: '/api/forgejo/v1/version', root: true })
    if (fj.body && typeof fj.body === 'object' && 'version' in fj.body)
      return { variant: 'forgejo', version, release: releaseOf(String((fj.body as { version: unknown }).version)) }
  } catch (e) {
    if (!(e instanceof ForgeError) || e.status === 0) throw e
  }
  return { variant: 'gitea', version, release: releaseOf(version) }
}
