// The `sudo` input through the bundled action against the simulated Gitea: an admin's token adds
// an SSH key to alice's account (read back as alice by plain HTTP); a non-admin's token fails the
// step with the server's refusal and the hint, and adds nothing; a bad value fails naming the input.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { sampleSshKey } from '../sim/fixtures.js'
import { startForge, type Forge } from '../sim/forge.js'
import { cleanup, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

let node: NodeBinary
let bundle: string
let gitea: Forge
beforeAll(async () => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
  gitea = await startForge({ variant: 'gitea' })
}, 300_000)
afterAll(async () => {
  await gitea?.close()
})

const step = async (token: string, inputs: Record<string, string>, check: (run: ActionRun) => Promise<void> | void) => {
  const run = await runAction({ node, bundle, serverUrl: gitea.url, inputs: { token, ...inputs } })
  try {
    await check(run)
  } finally {
    cleanup(run)
  }
}

/** The titles of a user's SSH keys, read as that user (basic auth) by plain HTTP. */
async function keyTitles(user: string): Promise<string[]> {
  const basic = Buffer.from(`${user}:${user}-pass-1234`).toString('base64')
  const res = await fetch(`${gitea.url}/api/v1/user/keys`, { headers: { authorization: `Basic ${basic}` } })
  expect(res.status).toBe(200)
  return ((await res.json()) as Array<{ title: string }>).map(k => k.title)
}

describe('action input sudo', () => {
  test("an admin's token adds a key to alice's account", async () => {
    const params = JSON.stringify({ title: 'action-sudo', key: sampleSshKey('action-sudo') })
    await step(gitea.fixtures.adminToken, { action: 'keys_add', params, sudo: 'alice' }, async run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      expect(await keyTitles('alice')).toContain('action-sudo')
      expect(await keyTitles('root')).not.toContain('action-sudo')
    })
  })

  test("a non-admin's token fails the step with the refusal and the hint; nothing is added", async () => {
    const params = JSON.stringify({ title: 'action-refused', key: sampleSshKey('action-refused') })
    await step(gitea.fixtures.userToken, { action: 'keys_add', params, sudo: 'bob' }, async run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('Only administrators allowed to sudo')
      expect(run.errors.join('\n')).toContain("only an instance admin's token may act as another user (sudo)")
      expect(await keyTitles('bob')).not.toContain('action-refused')
      expect(await keyTitles('alice')).not.toContain('action-refused')
    })
  })

  test('a value that is not a user name fails naming the input, before anything is sent', async () => {
    const before = gitea.requests.length
    await step(gitea.fixtures.adminToken, { action: 'keys_list', sudo: 'alice bob' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('input sudo must be a user name')
      expect(gitea.requests.length).toBe(before)
    })
  })
})
