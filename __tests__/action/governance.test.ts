// The bundled action runs a repository's push mirrors (add, list, sync, delete) and repos_edit's
// settings against the simulated forge of each variant, as a runner runs it: the mirror's
// credentials are masked before anything prints them and never come back in a result; what changed
// is read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { cleanup, isolatedBundle, nodeBinaries, runAction, type ActionRun } from './harness.js'
import { startForge, type Forge as Sim } from '../sim/forge.js'

describe.each(['gitea', 'forgejo'] as const)('the action on %s: push mirrors and repository settings', variant => {
  let sim: Sim
  let bundle: string
  const runs: ActionRun[] = []
  const node = () => nodeBinaries()[0]
  const act = async (action: string, params: Record<string, unknown>) => {
    const r = await runAction({
      node: node(),
      bundle,
      serverUrl: sim.url,
      inputs: { domain: 'repos', action, token: sim.fixtures.userToken, params: JSON.stringify(params) }
    })
    runs.push(r)
    return r
  }
  const read = async (path: string) =>
    (await (await fetch(`${sim.url}/api/v1${path}`, { headers: { authorization: `token ${sim.fixtures.userToken}` } })).json()) as any

  beforeAll(async () => {
    sim = await startForge({ variant })
    bundle = isolatedBundle()
  }, 120_000)
  afterAll(async () => {
    for (const r of runs) cleanup(r)
    await sim?.close()
  })

  it('push_mirrors_add masks the credentials, list and sync see the mirror, delete removes it', async () => {
    const at = { owner: 'alice', repo: 'demo' }
    const password = `act-mirror-Pw-${variant}-5e1d`
    const address = 'https://backup.example.com/alice/demo.git'
    const added = await act('push_mirrors_add', {
      ...at,
      remote_address: address,
      remote_username: 'mirror-bot',
      remote_password: password
    })
    expect(added.code).toBe(0)
    expect(added.masks).toEqual(expect.arrayContaining([password, 'mirror-bot']))
    expect(added.shown).not.toContain(password)
    expect(added.outputs.result).not.toContain(password)
    expect(added.outputs.changed).toBe('true')
    const name = JSON.parse(added.outputs.result).remote_name as string
    expect(await read('/repos/alice/demo/push_mirrors')).toEqual([expect.objectContaining({ remote_name: name, remote_address: address })])

    const listed = await act('push_mirrors_list', at)
    expect(JSON.parse(listed.outputs.result).map((m: { remote_name: string }) => m.remote_name)).toEqual([name])
    const synced = await act('push_mirrors_sync', at)
    expect(synced.code).toBe(0)
    expect((await read('/repos/alice/demo/push_mirrors'))[0].last_update).toBeTruthy()
    const deleted = await act('push_mirrors_delete', { ...at, name })
    expect(deleted.code).toBe(0)
    expect(await read('/repos/alice/demo/push_mirrors')).toEqual([])
  })

  it('repos_edit sets merge styles and features; the same again is no change', async () => {
    const settings = { allow_squash_merge: false, default_merge_style: 'rebase', has_wiki: false, default_delete_branch_after_merge: true }
    const first = await act('repos_edit', { owner: 'alice', repo: 'demo', ...settings })
    expect(first.code).toBe(0)
    expect(first.outputs.changed).toBe('true')
    expect(await read('/repos/alice/demo')).toMatchObject(settings)
    const again = await act('repos_edit', { owner: 'alice', repo: 'demo', ...settings })
    expect(again.outputs.changed).toBe('false')
    const wrong = await act('repos_edit', {
      owner: 'alice',
      repo: 'demo',
      ...(variant === 'gitea' ? { default_update_style: 'rebase' } : { has_code: false })
    })
    expect(wrong.code).toBe(1)
    expect(wrong.errors.join('\n')).toMatch(/leave it out on/)
  })
})
