// `svc repo …` against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { CliKit } from './domains.js'

export function repoCommands(k: CliKit): void {
  test('repo get prints the repository, as the client reads it (OWNER REPO or OWNER/REPO)', async () => {
    const got = await k.json(['repo', 'get', 'alice', 'demo'])
    expect(got).toEqual(await k.direct('repos', 'repos_get', { owner: 'alice', repo: 'demo' }, 'user'))
    expect(got).toMatchObject({ full_name: 'alice/demo' })
    expect(await k.json(['repo', 'get', 'alice/demo'])).toEqual(got)
    const missing = await k.svc(['repo', 'get', 'alice', 'no-such-repo'])
    expect(missing.code).toBe(1)
  })
}
