// The source client against the simulated forge as a Gitea or Forgejo source: an organization's
// repositories beyond one page, a user's, an unknown owner, and nothing leaked of the token.
import { startForge, type Forge } from '../sim/forge.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { listSourceRepos, migrateService } from '../../src/sources/index.js'

describe.each(['gitea', 'forgejo'] as const)('%s as a source', variant => {
  let forge: Forge
  beforeAll(async () => {
    forge = await startForge({ variant })
  })
  afterAll(() => forge.close())
  beforeEach(() => forge.reset())

  async function seedOrgRepos(n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${forge.url}/api/v1/orgs/${forge.fixtures.org}/repos`, {
        method: 'POST',
        headers: { authorization: `token ${forge.fixtures.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `r${String(i).padStart(3, '0')}`, private: i % 3 === 0 })
      })
      expect(res.status).toBe(201)
    }
  }

  it('lists every repository of an organization, page after page, with the fields filters use', async () => {
    await seedOrgRepos(120)
    const lines: string[] = []
    const repos = await listSourceRepos(
      { service: variant, owner: forge.fixtures.org, url: forge.url, token: forge.fixtures.adminToken },
      { progress: l => lines.push(l) }
    )
    const names = repos.map(r => r.name)
    expect(names).toEqual(expect.arrayContaining(['widgets', 'r000', 'r119']))
    expect(new Set(names).size).toBe(names.length)
    expect(repos.length).toBe(121)
    const r0 = repos.find(r => r.name === 'r000')!
    expect(r0).toMatchObject({ full_name: `${forge.fixtures.org}/r000`, private: true, fork: false, archived: false })
    expect(r0.clone_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/acme\/r000\.git$/)
    const pages = forge.requests.filter(r => r.path === `/api/v1/orgs/${forge.fixtures.org}/repos` && r.method === 'GET')
    expect(pages.length).toBeGreaterThanOrEqual(3)
    expect(forge.violations).toEqual([])
  })

  it("falls back to a user's repositories and says a missing owner clearly", async () => {
    const repos = await listSourceRepos({ service: variant, owner: forge.fixtures.user, url: forge.url, token: forge.fixtures.userToken })
    expect(repos.map(r => r.full_name)).toContain(forge.fixtures.userRepo)
    await expect(
      listSourceRepos({ service: variant, owner: 'nobody-here', url: forge.url, token: forge.fixtures.userToken })
    ).rejects.toThrow(/no organization or user named nobody-here \(404\)/)
  })

  it('refuses a source without its url, and migrates Forgejo as gitea', async () => {
    await expect(listSourceRepos({ service: variant, owner: 'acme' })).rejects.toThrow(`a ${variant} source needs its url`)
    expect(migrateService(variant)).toBe('gitea')
    expect(migrateService('github')).toBe('github')
  })
})
