// Every user × repository of the access-review fixture (access-fixture.ts, the one the real-server
// suite builds) on the simulator: `svc report access`'s server_mode for each pair equals the
// simulator's own permission route, which computes it as the servers do (sim/permission.ts, from
// Gitea 1.26.4's models/perm/access; Forgejo's team modes as it keeps them), on Forgejo as the
// issue asks. (Gitea is judged by the real server itself: __tests__/real/access-review.test.ts. On
// the simulated Gitea the pairs agree too, but its admin route makes organizations without an email,
// as Gitea 1.26 does, and the spec's `format: email` of a repository owner's email then flags every
// repository answer.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Variant } from '../../src/registry/index.js'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { startForge, type Forge } from '../sim/forge.js'
import { accessFixture, buildFixture, permissionMismatches, type Api, type Row } from './access-fixture.js'

for (const variant of ['forgejo'] as Variant[])
  describe(`every pair against the simulated ${variant}`, () => {
    let forge: Forge
    let bundle: string
    const f = accessFixture('pr')
    const api: Api = async (method, path, body) => {
      const res = await fetch(`${forge.url}/api/v1${path}`, {
        method,
        headers: { authorization: `token ${forge.fixtures.adminToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : undefined }
    }

    beforeAll(async () => {
      bundle = ensureCliBundle()
      forge = await startForge({ variant })
      await buildFixture(f, api, 'Pr-pass-1234-Zx8!')
    }, 300_000)
    afterAll(async () => forge?.close())

    it("the report's server mode is the permission route's for every user and repository", async () => {
      const res = await runCli(bundle, ['report', 'access', '-o', 'json'], {
        env: { SVC_SERVER_URL: forge.url, SVC_TOKEN: forge.fixtures.adminToken }
      })
      expect([res.code, res.stderr]).toEqual([0, ''])
      const rows = (JSON.parse(res.stdout) as { rows: Row[] }).rows
      const people = [forge.fixtures.adminUser, ...f.users]
      expect(people.length * f.repos.length).toBe(43 * 18)
      expect(await permissionMismatches(f, people, rows, api)).toEqual([])
      // The fixture reaches what it is meant to: admin and owner teams, the outside collaborator,
      // a private owner's collaborator, a restricted user with and without a grant.
      const mode = (user: string, repo: string) => rows.find(r => r.user === user && r.repo === repo)?.server_mode
      expect(mode(f.u(35), `${f.orgs[1].name}/mix`)).toBe('owner')
      expect(mode(f.u(37), `${f.orgs[2].name}/priv`)).toBe('owner')
      expect(mode(f.u(38), `${f.orgs[0].name}/priv`)).toBe('write')
      expect(mode(f.u(9), `${f.u(5)}/own`)).toBe('read')
      // Forgejo keeps a write team's mode (Gitea 1.26 answers `none` for it).
      expect(mode(f.u(15), `${f.orgs[0].name}/mix`)).toBe('write')
      expect(forge.violations).toEqual([])
    }, 300_000)
  })
