// A secret's description (`secrets_set` `description`): Gitea keeps it beside the secret and lists
// it with the name (never the value), which is what lets desired state tell a changed value from an
// unchanged one; a set without one clears it, as Gitea's own update does. Forgejo's secrets have no
// description: a call that gives one is refused before anything is sent. Runs on the simulated
// forge (both variants) in `npm test` and against a real server in `npm run test:real`; the state
// is read back by plain HTTP as the organization's owner.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { UsageError } from '../src/errors.js'
import { findOperation } from '../src/registry/index.js'
import { NAMES as N, startTarget, targetVariants, type Target } from './target.js'

describe.each(targetVariants())('secrets_set description on %s', variant => {
  let t: Target
  let http: ForgeHttp
  const name = `SVC_DESC_${variant.toUpperCase()}`
  const set = (params: Record<string, unknown>) =>
    new Forge(http, 'auto').run(findOperation('orgs', 'secrets_set'), { org: N.org, name, ...params })
  /** The organization's secrets as listed by plain HTTP (admin's basic auth): name → description. */
  const listed = async (): Promise<Record<string, string | undefined>> => {
    const basic = Buffer.from(`${N.admin}:${t.creds.adminPassword}`).toString('base64')
    const res = await fetch(`${t.url}/api/v1/orgs/${N.org}/actions/secrets?limit=50`, { headers: { authorization: `Basic ${basic}` } })
    expect(res.status).toBe(200)
    const rows = (await res.json()) as Array<{ name: string; description?: string }>
    return Object.fromEntries(rows.map(r => [r.name, r.description]))
  }

  beforeAll(async () => {
    t = await startTarget(variant)
    http = new ForgeHttp({ serverUrl: t.url, token: t.creds.adminToken })
  }, 120_000)
  afterAll(async () => {
    await http?.close()
    await t?.close()
  }, 120_000)

  if (variant === 'gitea') {
    it('is stored with the secret and listed by name, never the value; a set without one clears it', async () => {
      await set({ value: 'secret-value-1', description: 'svc:fp:v1:abc' })
      expect((await listed())[name]).toBe('svc:fp:v1:abc')
      await set({ value: 'secret-value-2' })
      expect((await listed())[name]).toBe('')
      const body = JSON.stringify(await listed())
      expect(body).not.toContain('secret-value')
    })
  } else {
    it('is refused on Forgejo before anything is sent, naming the param', async () => {
      const attempt = set({ value: 'secret-value-1', description: 'svc:fp:v1:abc' })
      await expect(attempt).rejects.toThrow(UsageError)
      await expect(attempt).rejects.toThrow('secrets_set: description: Forgejo secrets have no description; leave it out on Forgejo')
      expect(Object.keys(await listed())).not.toContain(name)
      await set({ value: 'secret-value-1' })
      expect(Object.keys(await listed())).toContain(name)
    })
  }
})
