// The source client against the GitHub (/api/v3, as an Enterprise server) and GitLab (/api/v4)
// stand-ins: every page beyond 100, private repositories only with the token, rate limits (403 with
// X-RateLimit-Remaining: 0, 429 with Retry-After) waited out and said, a wait longer than allowed
// refused, and a hostile source (a next page on another host, names and addresses no server takes,
// the token echoed back, control characters) kept from doing harm.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { listSourceRepos } from '../../src/sources/index.js'
import { startGitHubStandIn, type GitHubRepo } from '../stand-ins/github.js'
import { startGitLabStandIn } from '../stand-ins/gitlab.js'
import type { StandIn } from '../stand-ins/common.js'

const TOKEN = 'ghp_standin_Secret_9f3k2'
const GL_TOKEN = 'glpat-standin-Secret-77x'

const ghRepos: GitHubRepo[] = Array.from({ length: 250 }, (_, i) => ({
  name: `repo-${String(i).padStart(3, '0')}`,
  private: i % 10 === 0,
  fork: i % 7 === 0,
  archived: i % 11 === 0,
  size: i,
  has_wiki: i % 2 === 0,
  description: i === 1 ? 'line one\u001b[31m::warning::x' : `repo ${i}`
}))

describe('GitHub source (an Enterprise server: /api/v3)', () => {
  let gh: StandIn
  beforeAll(async () => {
    gh = await startGitHubStandIn({
      token: TOKEN,
      tokenUser: 'octo',
      owners: [
        { login: 'acme', kind: 'org', repos: ghRepos },
        { login: 'octo', kind: 'user', repos: [{ name: 'dotfiles' }, { name: 'secret-notes', private: true }] },
        { login: 'other', kind: 'user', repos: [{ name: 'public-one' }, { name: 'hidden', private: true }] }
      ]
    })
  })
  afterAll(() => gh.close())

  it('lists all 250 repositories of an organization (3 pages of 100), private ones with the token, with the fields filters use', async () => {
    gh.requests.length = 0
    const repos = await listSourceRepos({ service: 'github', owner: 'acme', url: gh.url, token: TOKEN })
    expect(repos).toHaveLength(250)
    expect(repos.map(r => r.name)).toEqual(ghRepos.map(r => r.name))
    expect(repos[10]).toMatchObject({ name: 'repo-010', full_name: 'acme/repo-010', private: true, fork: false, size: 10, has_wiki: true })
    expect(repos[7]).toMatchObject({ fork: true, private: false })
    expect(repos[11]).toMatchObject({ archived: true })
    expect(repos[0].clone_url).toBe(`${gh.url}/acme/repo-000.git`)
    expect(repos[0].updated).toBe('2026-01-05T10:00:00Z')
    const pages = gh.requests.filter(r => r.path === '/api/v3/orgs/acme/repos')
    expect(pages.map(r => r.query.page).sort()).toEqual(['1', '2', '3'])
    expect(pages.every(r => r.query.per_page === '100' && r.credential === TOKEN)).toBe(true)
    expect(JSON.stringify(repos)).not.toContain(TOKEN)
  })

  it('without a token: public repositories only; the url may name /api/v3 itself', async () => {
    const repos = await listSourceRepos({ service: 'github', owner: 'acme', url: `${gh.url}/api/v3/` })
    expect(repos).toHaveLength(225)
    expect(repos.some(r => r.private)).toBe(false)
  })

  it("a user: the token's own user gets its private repositories too; another user only public ones", async () => {
    const own = await listSourceRepos({ service: 'github', owner: 'octo', url: gh.url, token: TOKEN })
    expect(own.map(r => r.name).sort()).toEqual(['dotfiles', 'secret-notes'])
    const other = await listSourceRepos({ service: 'github', owner: 'other', url: gh.url, token: TOKEN })
    expect(other.map(r => r.name)).toEqual(['public-one'])
    await expect(listSourceRepos({ service: 'github', owner: 'nobody', url: gh.url })).rejects.toThrow(
      /github 127\.0\.0\.1:\d+: no organization or user named nobody \(404\)/
    )
  })

  it('a wrong token: a clear 401 that names neither the token nor any part of it', async () => {
    const err = (await listSourceRepos({ service: 'github', owner: 'acme', url: gh.url, token: 'ghp_wrong_Value_123' }).catch(
      e => e
    )) as Error & { status: number; hint?: string }
    expect(err.status).toBe(401)
    expect(err.message).toMatch(/GET \/api\/v3\/orgs\/acme\/repos failed: 401 Bad credentials/)
    expect(err.hint).toMatch(/refused the token/)
    expect(JSON.stringify([err.message, err.hint])).not.toContain('ghp_wrong_Value_123')
  })

  it('a 403 rate limit (X-RateLimit-Remaining: 0) is waited out until X-RateLimit-Reset, and said', async () => {
    const lines: string[] = []
    gh.rateLimit({ status: 403, seconds: 1, path: /\/orgs\/acme\/repos/ })
    const repos = await listSourceRepos({ service: 'github', owner: 'acme', url: gh.url, token: TOKEN }, { progress: l => lines.push(l) })
    expect(repos).toHaveLength(250)
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^github 127\.0\.0\.1:\d+: waiting [12] s for the rate limit \(resets \d\d:\d\d:\d\d UTC\)$/)
      ])
    )
  })

  it('a 429 with Retry-After is waited out and said; a wait longer than allowed fails clearly instead', async () => {
    const lines: string[] = []
    gh.rateLimit({ status: 429, seconds: 1 })
    const repos = await listSourceRepos({ service: 'github', owner: 'octo', url: gh.url, token: TOKEN }, { progress: l => lines.push(l) })
    expect(repos).toHaveLength(2)
    expect(lines.some(l => /waiting 1 s for the rate limit/.test(l))).toBe(true)
    gh.rateLimit({ status: 429, seconds: 7200 })
    const err = (await listSourceRepos({ service: 'github', owner: 'octo', url: gh.url, token: TOKEN }, { maxWaitSeconds: 60 }).catch(
      e => e
    )) as Error & { hint?: string }
    expect(err.message).toMatch(/rate limit reached; it resets at \d\d:\d\d:\d\d UTC, in 7200 s, more than the 60 s svc may wait/)
    expect(err.hint).toMatch(/give a token/)
  })
})

describe('GitLab source (/api/v4)', () => {
  let gl: StandIn
  const projects = [
    ...Array.from({ length: 150 }, (_, i) => ({
      path: `acme/app-${i}`,
      visibility: (i % 5 === 0 ? 'private' : 'public') as 'private' | 'public'
    })),
    ...Array.from({ length: 80 }, (_, i) => ({ path: `acme/platform/svc-${i}`, archived: i === 3, forked: i === 4 })),
    { path: 'acme/platform/deep/cli', wiki: true },
    { path: 'acme/tools/cli' },
    { path: 'jane/notes' },
    { path: 'other/thing' }
  ]
  beforeAll(async () => {
    gl = await startGitLabStandIn({ token: GL_TOKEN, users: ['jane'], projects })
  })
  afterAll(() => gl.close())

  it("a group's projects with its subgroups', every page (X-Total-Pages), named below the group", async () => {
    gl.requests.length = 0
    const repos = await listSourceRepos({ service: 'gitlab', owner: 'acme', url: gl.url, token: GL_TOKEN })
    expect(repos).toHaveLength(232)
    const names = repos.map(r => r.name)
    expect(names).toEqual(expect.arrayContaining(['app-0', 'platform-svc-79', 'platform-deep-cli', 'tools-cli']))
    expect(repos.find(r => r.name === 'app-0')).toMatchObject({
      private: true,
      full_name: 'acme/app-0',
      clone_url: `${gl.url}/acme/app-0.git`
    })
    expect(repos.find(r => r.name === 'platform-svc-3')).toMatchObject({ archived: true })
    expect(repos.find(r => r.name === 'platform-svc-4')).toMatchObject({ fork: true })
    expect(repos.find(r => r.name === 'platform-deep-cli')).toMatchObject({ has_wiki: true, full_name: 'acme/platform/deep/cli' })
    const pages = gl.requests.filter(r => r.path === '/api/v4/groups/acme/projects')
    expect(pages).toHaveLength(3)
    expect(pages.every(r => r.query.include_subgroups === 'true' && r.credential === GL_TOKEN)).toBe(true)
  })

  it('a subgroup by its path; a user; public projects only without a token', async () => {
    const sub = await listSourceRepos({ service: 'gitlab', owner: 'acme/platform', url: gl.url })
    expect(sub.map(r => r.name)).toEqual([...Array.from({ length: 80 }, (_, i) => `svc-${i}`), 'deep-cli'])
    const user = await listSourceRepos({ service: 'gitlab', owner: 'jane', url: gl.url })
    expect(user.map(r => r.full_name)).toEqual(['jane/notes'])
    const publicOnly = await listSourceRepos({ service: 'gitlab', owner: 'acme', url: gl.url })
    expect(publicOnly).toHaveLength(202)
  })

  it('pages along X-Next-Page when the totals are left out, and waits out a 429', async () => {
    const bare = await startGitLabStandIn({ users: [], projects, noTotals: true })
    try {
      const lines: string[] = []
      bare.rateLimit({ status: 429, seconds: 1, path: /projects/ })
      const repos = await listSourceRepos({ service: 'gitlab', owner: 'acme', url: bare.url }, { progress: l => lines.push(l) })
      expect(repos).toHaveLength(202)
      expect(bare.requests.filter(r => r.path === '/api/v4/groups/acme/projects').map(r => r.query.page)).toEqual(['1', '1', '2', '3'])
      expect(lines.some(l => /^gitlab 127\.0\.0\.1:\d+: waiting 1 s for the rate limit/.test(l))).toBe(true)
    } finally {
      await bare.close()
    }
  })
})

describe('a hostile source', () => {
  let server: ReturnType<typeof createServer>
  let url = ''
  const SECRET = 'tok-Hostile-5566aa'
  beforeAll(async () => {
    server = createServer((req, res) => {
      const u = new URL(req.url ?? '/', url)
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(JSON.stringify(body))
      }
      if (u.pathname === '/api/v1/orgs/away/repos')
        return json(200, [{ name: 'a', full_name: 'away/a', clone_url: `${url}/away/a.git` }], {
          link: `<http://evil.example.net/api/v1/orgs/away/repos?page=2>; rel="next"`
        })
      if (u.pathname === '/api/v1/orgs/loop/repos')
        return json(200, [{ name: `l${u.searchParams.get('page')}`, full_name: 'loop/x', clone_url: `${url}/loop/x.git` }], {
          link: `<${url}/api/v1/orgs/loop/repos?limit=50&page=1>; rel="next"`
        })
      if (u.pathname === '/api/v1/orgs/odd/repos')
        return json(200, [
          { name: '../escape', full_name: 'odd/../escape', clone_url: `${url}/odd/x.git` },
          { name: 'local', full_name: 'odd/local', clone_url: 'file:///etc/passwd' },
          { name: 'creds', full_name: 'odd/creds', clone_url: `http://user:pw-in-url@127.0.0.1/odd/creds.git` },
          { name: 'Fine', full_name: 'odd/Fine', clone_url: `${url}/odd/Fine.git` },
          { name: 'fine', full_name: 'odd/fine', clone_url: `${url}/odd/fine.git` }
        ])
      if (u.pathname === '/api/v1/orgs/echo/repos') return json(403, { message: `token ${SECRET} refused\r\n::error::gotcha ##[group]x` })
      return json(404, { message: 'not found' })
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  it('a next page on another host is not followed (the token would go there)', async () => {
    await expect(listSourceRepos({ service: 'gitea', owner: 'away', url, token: SECRET })).rejects.toThrow(
      /named a next page outside its API \(http:\/\/evil\.example\.net\/api\/v1\/orgs\/away\/repos\); not followed/
    )
  })

  it('the same page named again stops the listing', async () => {
    await expect(listSourceRepos({ service: 'gitea', owner: 'loop', url })).rejects.toThrow(/named the same page twice; stopped/)
  })

  it('names the servers do not take, addresses that are not http(s), a second name differing in case: left out and said; user-info dropped', async () => {
    const lines: string[] = []
    const repos = await listSourceRepos({ service: 'forgejo', owner: 'odd', url }, { progress: l => lines.push(l) })
    expect(repos.map(r => r.name)).toEqual(['creds', 'Fine'])
    expect(repos[0].clone_url).toBe('http://127.0.0.1/odd/creds.git')
    expect(lines.join('\n')).toMatch(/left out odd\/\.\.\/escape: its name is not one the servers take/)
    expect(lines.join('\n')).toMatch(/left out odd\/local: its clone address is not an http\(s\) URL/)
    expect(lines.join('\n')).toMatch(/left out odd\/fine: another repository is named fine too/)
  })

  it('what the source says is redacted (the token), on one line, without log commands', async () => {
    const err = (await listSourceRepos({ service: 'gitea', owner: 'echo', url, token: SECRET }).catch(e => e)) as Error
    expect(err.message).toContain('403 token *** refused')
    expect(err.message).not.toContain(SECRET)
    expect(err.message).not.toMatch(/::error::|##\[|\r|\n/)
  })

  it('bad specs are refused before anything is sent', async () => {
    await expect(listSourceRepos({ service: 'github', owner: '../x' })).rejects.toThrow(/source owner must be/)
    await expect(listSourceRepos({ service: 'github', owner: 'acme', url: 'https://u:p@ghe.example.com' })).rejects.toThrow(
      /must not hold a user name or password/
    )
    await expect(listSourceRepos({ service: 'gitlab', owner: 'acme', url: 'ftp://gitlab.example.com' })).rejects.toThrow(/http or https/)
    await expect(listSourceRepos({ service: 'svn' as 'github', owner: 'acme' })).rejects.toThrow(/source service must be one of/)
  })
})
