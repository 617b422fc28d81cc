// Telling Gitea from Forgejo (GET /version: Forgejo's version string says so). Probed once per client, and only when an operation's
// routes differ between the variants.
import { ForgeError } from '../errors.js'
import type { Variant } from '../registry/types.js'
import type { ForgeHttp } from './http.js'

export interface ServerIdentity {
  variant: Variant
  version: string
}

export async function detectVariant(http: ForgeHttp): Promise<ServerIdentity> {
  const res = await http.send({ method: 'GET', path: '/version' })
  const version = String((res.body as { version?: unknown } | null)?.version ?? '')
  if (!version) throw new ForgeError('GET /version did not return a version: is server-url a Gitea or Forgejo server?', res.status)
  // Forgejo ≥ 7 reports `15.0.3+gitea-1.22.0`.
  if (version.includes('+gitea-')) return { variant: 'forgejo', version }
  // Forgejo 1.18–1.21 reported a Gitea-like version; only Forgejo has /api/forgejo/v1/version.
  try {
    const fj = await http.send({ method: 'GET', path: '/api/forgejo/v1/version', root: true })
    if (fj.body && typeof fj.body === 'object' && 'version' in fj.body) return { variant: 'forgejo', version }
  } catch (e) {
    if (!(e instanceof ForgeError) || e.status === 0) throw e
  }
  return { variant: 'gitea', version }
}
