// svc_repos against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { McpKit } from './domains.js'

export function repoTools(k: McpKit): void {
  test('svc_repos: enabled by svc_enable, repos_get answers what the server holds', async () => {
    const s = k.user()
    const on = await s.call('svc_enable', { domains: ['repos'] })
    expect(on.isError).toBe(false)
    expect((await s.tools()).map(t => t.name)).toContain('svc_repos')
    const got = await k.ok(s, 'repos', 'repos_get', { owner: 'alice', repo: 'demo' })
    expect(got.result).toMatchObject({ full_name: 'alice/demo', id: (await k.api('/repos/alice/demo')).body.id })
    await k.refused(s, 'repos', 'repos_get', { owner: 'alice', repo: 'no-such-repo' }, /404/)
  })
}
