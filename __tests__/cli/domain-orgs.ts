// `svc org …` against the simulator (see domains.ts).
import { expect, test } from '@jest/globals'
import type { CliKit } from './domains.js'

export function orgCommands(k: CliKit): void {
  test('org get prints the organization, as the client reads it', async () => {
    const org = k.sim().fixtures.org
    const got = await k.json(['org', 'get', org])
    expect(got).toEqual(await k.direct('orgs', 'orgs_get', { org }, 'user'))
    expect(got).toMatchObject({ name: org })
    const missing = await k.svc(['org', 'get', 'no-such-org'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/404/)
  })
}
