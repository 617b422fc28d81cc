// The one hint module of every front end (src/client/hints.ts): the causes it tells apart by the
// answer and the server URL, and the same hint in the action's, the CLI's and the MCP tools' words.
import { describe, expect, it } from '@jest/globals'
import { SKIP_EXISTING_HINT, apiPrefixHint, hintFor, hintInWords } from '../src/client/hints.js'
import { inCliWords } from '../src/cli/words.js'

const base = (url: string) => new URL(url)

describe('hintFor', () => {
  it('a token without the scope is told the scope of the path: repository, organization, admin or user', () => {
    const scope = (method: 'GET' | 'PUT', path: string) =>
      hintFor({ method, path }, 403, 'token does not have at least one of required scope(s)', {})
    expect(scope('PUT', '/repos/acme/widgets/actions/secrets/X')).toBe(
      'the token lacks the scope this call needs: use a token with write:repository (or broader)'
    )
    expect(scope('GET', '/orgs/acme/teams')).toContain('read:organization')
    expect(scope('GET', '/admin/users')).toContain('read:admin')
    expect(scope('PUT', '/user/actions/secrets/X')).toContain('write:user')
  })

  it("a token without the scope is told the scopes the server names, both where a route needs two, and a user's repositories need repository", () => {
    const refused = (method: 'GET' | 'POST', path: string, message: string) => hintFor({ method, path }, 403, message, {})
    // Gitea 1.26.4 and Forgejo 15 as they answer GET /user/orgs with a read:organization token.
    expect(
      refused(
        'GET',
        '/user/orgs',
        'token does not have at least one of required scope(s), required=[read:user read:organization], token scope=read:organization'
      )
    ).toBe('the token lacks the scope this call needs: use a token with read:user and read:organization (or broader)')
    expect(refused('GET', '/user/orgs', 'token does not have at least one of required scope(s): [read:user read:organization]')).toContain(
      'read:user and read:organization'
    )
    // Without the list in the message: from the path.
    expect(
      refused(
        'POST',
        '/user/repos',
        'token does not have at least one of required scope(s), required=[write:user], token scope=write:repository'
      )
    ).toContain('write:user and write:repository (or')
    expect(refused('GET', '/users/bob/orgs', 'token does not have at least one of required scope(s)')).toContain(
      'read:user and read:organization'
    )
    expect(refused('POST', '/orgs', 'token does not have at least one of required scope(s)')).toContain('write:organization')
  })

  it('a 422 that something is missing is not "it already exists" (users_create with an unknown source_id)', () => {
    const post = { method: 'POST' as const, path: '/admin/users' }
    expect(hintFor(post, 422, 'login source does not exist [id: 42]', {})).toBeUndefined()
    expect(hintFor(post, 422, 'user already exists [name: bob]', {})).toBe('it already exists')
  })

  it('a server URL ending in /api/v1 (any sub-path) is the cause of every 404', () => {
    const hint = hintFor(
      { method: 'GET', path: '/user' },
      404,
      '404 page not found',
      { 'content-type': 'text/plain' },
      base('https://h.example/gitea/api/v1')
    )
    expect(hint).toBe('the server URL ends in /api/v1, which svc adds itself: set server-url to the base URL, https://h.example/gitea')
    expect(apiPrefixHint(base('https://h.example/gitea'))).toBeUndefined()
  })

  it('a 307 towards the same path with one name changed: renamed, whatever the kind of name', () => {
    const repo = hintFor(
      { method: 'GET', path: '/repos/acme/old/topics' },
      307,
      undefined,
      { location: '/sub/api/v1/repos/acme/new%20name/topics' },
      base('https://h.example/sub')
    )
    expect(repo).toBe(
      'the repository "old" does not exist under that name: it was renamed to "new name" (the server redirects there); use the current name'
    )
    const owner = hintFor(
      { method: 'GET', path: '/repos/old/demo' },
      307,
      undefined,
      { location: '/api/v1/repos/new/demo' },
      base('https://h.example')
    )
    expect(owner).toMatch(/^the owner "old" does not exist under that name/)
  })

  it('any other redirect still points at server-url', () => {
    for (const location of ['https://elsewhere.example/api/v1/user', '/login', '/api/v1/users/a/b'])
      expect(hintFor({ method: 'GET', path: '/user' }, 301, undefined, { location }, base('https://h.example'))).toMatch(
        /set server-url to the final address/
      )
  })
})

describe("one hint, in each front end's words", () => {
  it('on-exists: skip', () => {
    expect(hintInWords(SKIP_EXISTING_HINT, 'action')).toContain('set on-exists: skip')
    expect(inCliWords(SKIP_EXISTING_HINT)).toContain('pass --on-exists skip')
    expect(hintInWords(SKIP_EXISTING_HINT, 'mcp')).toContain('pass on_exists: "skip"')
  })

  it('the /api/v1 server URL', () => {
    const hint = apiPrefixHint(base('https://h.example/api/v1/'))!
    expect(inCliWords(hint)).toBe(
      'the server URL ends in /api/v1, which svc adds itself: set --server-url (or SVC_SERVER_URL) to the base URL, https://h.example'
    )
    expect(hintInWords(hint, 'mcp')).toBe(
      'the server URL ends in /api/v1, which svc adds itself: set SVC_SERVER_URL (svc mcp --server-url) to the base URL, https://h.example'
    )
  })
})
