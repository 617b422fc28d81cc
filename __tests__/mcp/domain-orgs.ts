// svc_orgs against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { McpKit } from './domains.js'

export function orgTools(k: McpKit): void {
  test('svc_orgs: enabled by svc_enable, orgs_get answers what the server holds', async () => {
    const s = k.user()
    const on = await s.call('svc_enable', { domains: ['orgs'] })
    expect(on.isError).toBe(false)
    expect((await s.tools()).map(t => t.name)).toContain('svc_orgs')
    const org = k.sim().fixtures.org
    const got = await k.ok(s, 'orgs', 'orgs_get', { org })
    expect(got.result).toMatchObject({ name: org, id: (await k.api(`/orgs/${org}`)).body.id })
    await k.refused(s, 'orgs', 'orgs_get', { org: 'no-such-org' }, /404/)
  })
}
