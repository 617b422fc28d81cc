// `svc org hooks|secrets|variables|runners|jobs|runs …` and the same under `svc repo …` against the
// simulator (see domains.ts): every command of the two scopes runs, each change read back from the
// simulator's state.
import { expect, test } from '@jest/globals'
import type { CliKit } from './kit.js'
import type { As } from './kit.js'

/** The scope under test: its CLI word, positional arguments, who administers it and how records of it are recognised. */
interface ScopeCase {
  word: 'org' | 'repo'
  args: string[]
  as: As
  /** The record's owner and repository ids, as the simulator stores them. */
  key: () => { ownerId: number; repoId: number }
}

export function scopedCommands(k: CliKit): void {
  const state = () => k.sim().state
  const org = () => state().orgs.find(o => o.name === k.sim().fixtures.org)!
  const demo = () => state().repos.find(r => r.name === 'demo')!
  const cases: ScopeCase[] = [
    // The organization is root's; alice is only a member of it.
    { word: 'org', args: ['acme'], as: 'admin', key: () => ({ ownerId: org().id, repoId: 0 }) },
    // OWNER/REPO as one argument, as `user star` takes it.
    { word: 'repo', args: ['alice/demo'], as: 'user', key: () => ({ ownerId: 0, repoId: demo().id }) }
  ]
  for (const c of cases) {
    const mine = (r: { ownerId: number; repoId?: number }) => r.ownerId === c.key().ownerId && (r.repoId ?? 0) === c.key().repoId
    const svc = (words: string[], more: string[] = [], input?: string) => k.svc([c.word, ...words, ...c.args, ...more], { as: c.as, input })
    const json = (words: string[], more: string[] = []) => k.json([c.word, ...words, ...c.args, ...more], { as: c.as })
    const done = async (words: string[], more: string[] = [], input?: string) => k.ok(await svc(words, more, input), [c.word, ...words])

    test(`${c.word} hooks: create, list, get, edit, delete`, async () => {
      const hook = await json(
        ['hooks', 'create'],
        ['gitea', '--config', '{"url":"https://ci.example.com/h","content_type":"json"}', '--events', 'push', '--active']
      )
      expect(state().hooks.find(h => h.id === hook.id && mine(h))).toMatchObject({ active: true, events: ['push'] })
      expect((await json(['hooks', 'list'])).map((h: { id: number }) => h.id)).toContain(hook.id)
      expect(await json(['hooks', 'get'], [String(hook.id)])).toMatchObject({ id: hook.id })
      await done(['hooks', 'edit'], [String(hook.id), '--json-fields', '{"active":false}'])
      expect(state().hooks.find(h => h.id === hook.id)!.active).toBe(false)
      await done(['hooks', 'delete'], [String(hook.id)])
      expect(state().hooks.some(h => h.id === hook.id)).toBe(false)
      if (c.word === 'repo') {
        // OWNER/REPO or OWNER REPO, then the command's own arguments: a missing one is named, an extra one refused.
        for (const args of [['alice/demo'], ['alice', 'demo']]) {
          const missing = await k.svc(['repo', 'hooks', 'get', ...args], { as: c.as })
          expect(missing.code).not.toBe(0)
          expect(missing.stderr).toMatch(/missing <id> after the repository/)
        }
        const extra = await k.svc(['repo', 'hooks', 'get', 'alice/demo', '7', '8'], { as: c.as })
        expect(extra.code).not.toBe(0)
        expect(extra.stderr).toMatch(/too many arguments/)
      }
    })

    test(`${c.word} secrets: set from stdin (never printed), list, delete; a non-owner is refused`, async () => {
      const set = await done(['secrets', 'set'], ['CLI_SCOPED'], 'scoped-secret-value\n')
      expect(set.stdout + set.stderr).not.toContain('scoped-secret-value')
      expect(state().secrets.find(s => s.name === 'CLI_SCOPED' && mine(s))?.data).toBe('scoped-secret-value')
      const listed = await json(['secrets', 'list'])
      expect(listed.map((s: { name: string }) => s.name)).toContain('CLI_SCOPED')
      expect(JSON.stringify(listed)).not.toContain('scoped-secret-value')
      await done(['secrets', 'delete'], ['CLI_SCOPED'])
      expect(state().secrets.some(s => s.name === 'CLI_SCOPED' && mine(s))).toBe(false)
      // alice is only a member of acme (its Developers team): refused its settings and those of its repository.
      const stranger = await k.svc([c.word, 'secrets', 'list', c.word === 'org' ? 'acme' : 'acme/widgets'], { as: 'user' })
      expect(stranger.code).toBe(1)
      expect(stranger.stderr).toMatch(/403/)
    })

    test(`${c.word} variables: create, get, list, set, delete`, async () => {
      await done(['variables', 'create'], ['CLI_STAGE', '--value', 'one'])
      expect(state().variables.find(v => v.name === 'CLI_STAGE' && mine(v))?.data).toBe('one')
      const again = await svc(['variables', 'create'], ['CLI_STAGE', '--value', 'one'])
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(new RegExp(`hint: use svc ${c.word} variables set`))
      expect(await json(['variables', 'get'], ['CLI_STAGE'])).toMatchObject({ name: 'CLI_STAGE', data: 'one' })
      expect((await json(['variables', 'list'])).map((v: { name: string }) => v.name)).toContain('CLI_STAGE')
      await done(['variables', 'set'], ['CLI_STAGE'], 'two\n')
      expect(state().variables.find(v => v.name === 'CLI_STAGE' && mine(v))?.data).toBe('two')
      await done(['variables', 'delete'], ['CLI_STAGE'])
      expect(state().variables.some(v => v.name === 'CLI_STAGE' && mine(v))).toBe(false)
    })

    test(`${c.word} runners: token, register, list, get, edit, prune, delete; jobs and runs`, async () => {
      const token = await svc(['runners', 'token'])
      k.ok(token, [c.word, 'runners', 'token'])
      expect(token.stderr).toMatch(/note: token is a credential; it registers runners/)
      const reg = await json(['runners', 'register'], ['cli-scoped-a', '--labels', 'linux'])
      expect(state().runners.find(r => r.id === reg.id && mine(r))).toMatchObject({ uuid: reg.uuid, token: reg.token })
      expect((await json(['runners', 'list'])).map((r: { id: number }) => r.id)).toContain(reg.id)
      expect(await json(['runners', 'get'], [String(reg.id)])).toMatchObject({ id: reg.id, name: 'cli-scoped-a' })
      const edit = await svc(['runners', 'edit'], [String(reg.id), '--disabled'])
      if (k.variant === 'gitea') {
        k.ok(edit, [c.word, 'runners', 'edit'])
        expect(state().runners.find(r => r.id === reg.id)!.disabled).toBe(true)
      } else expect(edit.stderr).toMatch(/runners edit" is not available on forgejo/)
      const other = await json(['runners', 'register'], ['cli-scoped-b'])
      const pruned = await json(['runners', 'prune'], ['--name', 'cli-scoped-b'])
      expect(pruned.find((r: { id: number }) => r.id === other.id).outcome).toBe('removed')
      expect(state().runners.some(r => r.id === other.id)).toBe(false)
      await done(['runners', 'delete'], [String(reg.id)])
      expect(state().runners.some(r => r.id === reg.id)).toBe(false)
      expect(Array.isArray(await json(['jobs', 'list']))).toBe(true)
      const runs = await svc(['runs', 'list'], ['--output', 'json'])
      // Forgejo lists a repository's runs, not an organization's.
      if (k.variant === 'forgejo' && c.word === 'org') expect(runs.stderr).toMatch(/runs list" is not available on forgejo/)
      else expect(Array.isArray(JSON.parse(k.ok(runs, [c.word, 'runs', 'list']).stdout))).toBe(true)
    })
  }
}
