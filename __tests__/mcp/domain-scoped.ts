// The webhooks and Actions settings of an organization (svc_orgs) and of a repository (svc_repos)
// against the simulator (see domains.ts): every scoped action called through its tool, what it
// changed read back by plain HTTP.
import { expect, test } from '@jest/globals'
import type { Session } from './harness.js'
import type { McpKit } from './kit.js'

export function scopedTools(k: McpKit): void {
  const scopes = [
    // acme is root's (alice only in its Developers team); alice/demo is alice's.
    { domain: 'orgs' as const, tool: 'svc_orgs', at: { org: 'acme' }, base: '/orgs/acme', as: 'admin' as const },
    { domain: 'repos' as const, tool: 'svc_repos', at: { owner: 'alice', repo: 'demo' }, base: '/repos/alice/demo', as: 'user' as const }
  ]
  for (const c of scopes) {
    const session = (): Session => (c.as === 'admin' ? k.admin() : k.user())
    const call = (action: string, args: Record<string, unknown> = {}) => k.ok(session(), c.domain, action, { ...c.at, ...args })
    const read = (path: string) => k.api(`${c.base}${path}`, c.as)

    test(`${c.tool}: webhooks, secrets and variables of the scope, read back by plain HTTP`, async () => {
      expect((await session().call('svc_enable', { domains: [c.domain] })).isError).toBe(false)
      const hook = (
        await call('hooks_create', {
          type: 'gitea',
          config: { url: 'https://ci.example.com/m', content_type: 'json' },
          active: true,
          events: ['push']
        })
      ).result as { id: number }
      expect((await read(`/hooks/${hook.id}`)).body).toMatchObject({ id: hook.id, active: true })
      expect(((await call('hooks_list')).result as Array<{ id: number }>).map(h => h.id)).toContain(hook.id)
      expect((await call('hooks_get', { id: hook.id })).result).toMatchObject({ id: hook.id })
      await call('hooks_edit', { id: hook.id, json_fields: { active: false } })
      expect((await read(`/hooks/${hook.id}`)).body.active).toBe(false)
      await call('hooks_delete', { id: hook.id })
      expect((await read(`/hooks/${hook.id}`)).status).toBe(404)

      const value = `mcp-scoped-secret-${c.domain}`
      k.secrets.push(value)
      await call('secrets_set', { name: 'MCP_SCOPED', value })
      const names = ((await read('/actions/secrets')).body as Array<{ name: string }>).map(x => x.name)
      expect(names).toContain('MCP_SCOPED')
      expect(((await call('secrets_list')).result as Array<{ name: string }>).map(x => x.name)).toEqual(names)
      await call('secrets_delete', { name: 'MCP_SCOPED' })
      expect(((await read('/actions/secrets')).body as Array<{ name: string }>).map(x => x.name)).not.toContain('MCP_SCOPED')

      await call('variables_create', { name: 'MCP_STAGE', value: 'one' })
      expect((await read('/actions/variables/MCP_STAGE')).body.data).toBe('one')
      await k.refused(session(), c.domain, 'variables_create', { ...c.at, name: 'MCP_STAGE', value: 'one' }, /already exists/)
      expect((await call('variables_get', { name: 'MCP_STAGE' })).result).toMatchObject({ data: 'one' })
      expect(((await call('variables_list')).result as Array<{ name: string }>).map(v => v.name)).toContain('MCP_STAGE')
      await call('variables_set', { name: 'MCP_STAGE', value: 'two' })
      expect((await read('/actions/variables/MCP_STAGE')).body.data).toBe('two')
      await call('variables_delete', { name: 'MCP_STAGE' })
      expect((await read('/actions/variables/MCP_STAGE')).status).toBe(404)
      // alice is not an owner of acme nor of its repository: refused.
      const other = c.domain === 'orgs' ? { org: 'acme' } : { owner: 'acme', repo: 'widgets' }
      expect((await k.user().call('svc_enable', { domains: [c.domain] })).isError).toBe(false)
      await k.refused(k.user(), c.domain, 'variables_list', other, /403/)
    })

    test(`${c.tool}: runners of the scope (token masked, registered runner listed there), jobs and runs`, async () => {
      expect((await session().call('svc_enable', { domains: [c.domain] })).isError).toBe(false)
      const tokenReply = await call('runners_token')
      const token = tokenReply.result as { token: string }
      expect(token.token.length).toBeGreaterThan(10)
      k.created.push({ value: token.token, reply: JSON.stringify(tokenReply) })
      const regReply = await call('runners_register', { name: `mcp-${c.domain}`, labels: ['linux'] })
      const reg = regReply.result as { id: number; token: string }
      k.created.push({ value: reg.token, reply: JSON.stringify(regReply) })
      const listed = (await read('/actions/runners')).body
      const rows = (Array.isArray(listed) ? listed : listed.runners) as Array<{ id: number }>
      expect(rows.map(r => r.id)).toContain(reg.id)
      expect(((await call('runners_list')).result as Array<{ id: number }>).map(r => r.id)).toContain(reg.id)
      expect((await call('runners_get', { runner_id: reg.id })).result).toMatchObject({ id: reg.id })
      if (k.variant === 'gitea') {
        await call('runners_edit', { runner_id: reg.id, disabled: true })
        expect((await read(`/actions/runners/${reg.id}`)).body.disabled).toBe(true)
      } else
        await k.refused(session(), c.domain, 'runners_edit', { ...c.at, runner_id: reg.id, disabled: true }, /not available on forgejo/)
      const pruned = (await call('runners_prune', { name: `mcp-${c.domain}`, status: 'any' })).result as Array<{
        id: number
        outcome: string
      }>
      expect(pruned.find(r => r.id === reg.id)?.outcome).toBe('removed')
      expect((await read(`/actions/runners/${reg.id}`)).status).toBe(404)
      const againReply = await call('runners_register', { name: `mcp-${c.domain}-2` })
      const again = againReply.result as { id: number; token: string }
      k.created.push({ value: again.token, reply: JSON.stringify(againReply) })
      await call('runners_delete', { runner_id: again.id })
      expect((await read(`/actions/runners/${again.id}`)).status).toBe(404)
      expect(Array.isArray((await call('jobs')).result)).toBe(true)
      if (k.variant === 'forgejo' && c.domain === 'orgs') await k.refused(session(), c.domain, 'runs', c.at, /not available on forgejo/)
      else expect(Array.isArray((await call('runs')).result)).toBe(true)
    })
  }
}
