// svc mcp --http against the real server SVC_E2E_* describes: 50 users at once, each with its own
// token, never seeing another's data; and a token obtained through the forge's own OAuth2
// authorization-code flow (PKCE) used by the server: the application created with svc's own
// oauth2_create (through the server), discovered from the server's RFC 9728 metadata, the login
// form and the consent driven by plain HTTP as a browser would; then the same flow as the official
// client SDK runs it (its OAuthClientProvider, a pre-registered public client, PKCE), headless.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  Client,
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientProvider
} from '@modelcontextprotocol/client'
import { createHash, randomBytes } from 'node:crypto'
import { ensureCliBundle, startHttpServer, type HttpServer } from '../mcp/harness.js'
import { inspector } from '../mcp/inspector-cli.js'
import { createUsers, runIsolation } from '../mcp/isolation.js'
import { ADMIN_TOKEN, LABEL, URL as FORGE, api, basic } from './instance.js'

const run = randomBytes(3).toString('hex')
let server: HttpServer

beforeAll(async () => {
  server = await startHttpServer(ensureCliBundle(), { SVC_SERVER_URL: FORGE })
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

/** An MCP client acting with this Authorization header; closes after `fn`. */
async function withClient<T>(authorization: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ name: 'svc-real-http', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new globalThis.URL(server.url), { requestInit: { headers: { authorization } } }))
  try {
    return await fn(client)
  } finally {
    await client.close()
  }
}

/** The access log's lines in the server's standard error. */
const accessLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter(l => l.startsWith('{'))
    .map(l => JSON.parse(l) as Record<string, unknown>)

/** A browser's cookie jar and the forms of a page, for the forge's own web pages. */
class Browser {
  private readonly cookies = new Map<string, string>()

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {})
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const eq = pair.indexOf('=')
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    return res
  }

  /** The hidden inputs (and other named inputs with a value) of the page's form posting to `action`. */
  static form(html: string, action: RegExp): { action: string; fields: Record<string, string> } {
    const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    const found = forms.find(f => action.test(/action="([^"]*)"/.exec(f[1])?.[1] ?? ''))
    if (!found) throw new Error(`no form posting to ${action} in the page: ${html.slice(0, 300)}`)
    const fields: Record<string, string> = {}
    for (const input of found[2].matchAll(/<input\b([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input[1])?.[1]
      const value = /value="([^"]*)"/.exec(input[1])?.[1]
      if (name && value !== undefined)
        fields[name] = value
          .replace(/&amp;/g, '&')
          .replace(/&#34;|&quot;/g, '"')
          .replace(/&#39;/g, "'")
    }
    return { action: /action="([^"]*)"/.exec(found[1])![1], fields }
  }
}

describe(`svc mcp --http against ${LABEL}`, () => {
  it("50 users at once, each with its own token: every answer is its own user's, never another's", async () => {
    const users = await createUsers(FORGE, ADMIN_TOKEN, `h${run}u`, 50)
    const { problems, answers } = await runIsolation(server.url, users)
    expect(problems).toEqual([])
    expect([...answers.values()].map(a => a.length)).toEqual(users.map(() => 4))
    for (const u of users) expect(server.stderr()).not.toContain(u.token)
  }, 600_000)

  it("a token from the forge's OAuth2 authorization-code flow, found through the resource metadata, works with the server", async () => {
    const login = `o${run}`
    const password = `Oa-${randomBytes(8).toString('hex')}`
    expect(
      (await api('POST', '/admin/users', { username: login, email: `${login}@example.com`, password, must_change_password: false })).status
    ).toBe(201)
    const token = (await api('POST', `/users/${login}/tokens`, { name: 'setup', scopes: ['all'] }, basic(login, password))).body.sha1

    // 1. The application, created with svc's own oauth2_create through the server.
    const redirect = 'http://127.0.0.1:9/callback'
    const app = await withClient(`Bearer ${token}`, async c =>
      c.callTool({
        name: 'svc_users',
        arguments: { action: 'oauth2_create', name: `svc-mcp-${run}`, redirect_uris: [redirect], confidential_client: true }
      })
    )
    const { client_id: clientId, client_secret: clientSecret } = (app as any).structuredContent.result
    expect(clientId).toMatch(/\S{8,}/)
    expect((await api('GET', `/user/applications/oauth2`, undefined, `token ${token}`)).body.map((a: any) => a.client_id)).toContain(
      clientId
    )

    // 2. Discovery: the server's 401 names its metadata, which names the forge; the forge says where to go.
    const unauthorized = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(unauthorized.status).toBe(401)
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(unauthorized.headers.get('www-authenticate') ?? '')![1]
    const resource = await discoverOAuthProtectedResourceMetadata(server.url)
    expect(await (await fetch(metadataUrl)).json()).toEqual(resource)
    // The forge's issuer as it names itself (Gitea: ROOT_URL without its trailing slash).
    const issuer = ((await (await fetch(`${FORGE}/.well-known/openid-configuration`)).json()) as { issuer: string }).issuer
    expect(resource).toMatchObject({ resource: server.url, authorization_servers: [issuer] })
    const as = await discoverAuthorizationServerMetadata(resource.authorization_servers![0])
    expect(as).toMatchObject({ issuer, authorization_endpoint: `${FORGE}/login/oauth/authorize` })

    // 3. The user signs in and consents, by plain HTTP as a browser would.
    const browser = new Browser()
    const signin = Browser.form(await (await browser.go(`${FORGE}/user/login`)).text(), /\/user\/login/)
    const signedIn = await browser.go(new globalThis.URL(signin.action, FORGE).href, {
      method: 'POST',
      form: { ...signin.fields, user_name: login, password }
    })
    expect({ status: signedIn.status, to: signedIn.headers.get('location') }).toMatchObject({ status: 303 })
    const verifier = randomBytes(32).toString('base64url')
    const state = randomBytes(8).toString('hex')
    const authorize = new globalThis.URL(as!.authorization_endpoint)
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirect,
      response_type: 'code',
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256'
    }).toString()
    const consentPage = await browser.go(authorize.href)
    expect(consentPage.status).toBe(200)
    const consent = Browser.form(await consentPage.text(), /\/login\/oauth\/grant/)
    expect(consent.fields).toMatchObject({ client_id: clientId, state, redirect_uri: redirect })
    const granted = await browser.go(new globalThis.URL(consent.action, FORGE).href, {
      method: 'POST',
      form: { ...consent.fields, granted: 'true' }
    })
    const back = new globalThis.URL(granted.headers.get('location') ?? '', FORGE)
    expect({ status: granted.status, at: `${back.origin}${back.pathname}`, state: back.searchParams.get('state') }).toEqual({
      status: 303,
      at: redirect,
      state
    })
    const code = back.searchParams.get('code')!

    // 4. The code for a token, at the forge's token endpoint.
    const exchanged = await fetch(as!.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        client_id: clientId,
        client_secret: clientSecret,
        code_verifier: verifier
      }).toString()
    })
    const tokens = (await exchanged.json()) as { access_token: string; token_type: string }
    expect({ status: exchanged.status, type: tokens.token_type }).toEqual({ status: 200, type: 'bearer' })

    // 5. The OAuth2 token is the user's forge token for the server.
    const me = await withClient(`Bearer ${tokens.access_token}`, c => c.callTool({ name: 'svc_users', arguments: { action: 'me' } }))
    expect((me as any).structuredContent.result.login).toBe(login)
    expect(JSON.stringify(me)).not.toContain(tokens.access_token)
    expect(server.stderr()).not.toContain(tokens.access_token)
  }, 120_000)

  it("the official client SDK's own sign-in: its OAuth provider (a pre-registered public client, PKCE) gets a forge token that calls a tool", async () => {
    const login = `k${run}`
    const password = `Ok-${randomBytes(8).toString('hex')}`
    expect(
      (await api('POST', '/admin/users', { username: login, email: `${login}@example.com`, password, must_change_password: false })).status
    ).toBe(201)
    const token = (await api('POST', `/users/${login}/tokens`, { name: 'setup', scopes: ['all'] }, basic(login, password))).body.sha1
    // A public client (no secret: a desktop client's), registered beforehand: the forge has no dynamic registration.
    const redirect = 'http://127.0.0.1:9/sdk-callback'
    const app = await withClient(`Bearer ${token}`, c =>
      c.callTool({
        name: 'svc_users',
        arguments: { action: 'oauth2_create', name: `svc-sdk-${run}`, redirect_uris: [redirect], confidential_client: false }
      })
    )
    const clientId = (app as any).structuredContent.result.client_id as string
    expect(clientId).toMatch(/\S{8,}/)

    // What the client keeps: the SDK calls these as it goes.
    const kept: { verifier?: string; tokens?: { access_token: string; token_type: string }; authorize?: URL } = {}
    const provider: OAuthClientProvider = {
      get redirectUrl() {
        return redirect
      },
      get clientMetadata() {
        return { redirect_uris: [redirect], client_name: `svc-sdk-${run}`, token_endpoint_auth_method: 'none' }
      },
      clientInformation: () => ({ client_id: clientId }),
      tokens: () => kept.tokens,
      saveTokens: t => void (kept.tokens = t),
      redirectToAuthorization: url => void (kept.authorize = url),
      saveCodeVerifier: v => void (kept.verifier = v),
      codeVerifier: () => kept.verifier!
    }
    const url = new globalThis.URL(server.url)
    // 1. The first request is refused; the SDK follows the metadata to the forge and asks the user to sign in.
    const first = new Client({ name: 'svc-real-oauth', version: '1.0.0' })
    const transport = new StreamableHTTPClientTransport(url, { authProvider: provider })
    await expect(first.connect(transport)).rejects.toBeInstanceOf(UnauthorizedError)
    const authorize = kept.authorize!
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${FORGE}/login/oauth/authorize`)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: clientId,
      redirect_uri: redirect,
      response_type: 'code',
      code_challenge_method: 'S256',
      resource: server.url
    })

    // 2. The user signs in and consents (the test posts the forms a browser would).
    const browser = new Browser()
    const signin = Browser.form(await (await browser.go(`${FORGE}/user/login`)).text(), /\/user\/login/)
    const signedIn = await browser.go(new globalThis.URL(signin.action, FORGE).href, {
      method: 'POST',
      form: { ...signin.fields, user_name: login, password }
    })
    expect(signedIn.status).toBe(303)
    const consentPage = await browser.go(authorize.href)
    expect(consentPage.status).toBe(200)
    const consent = Browser.form(await consentPage.text(), /\/login\/oauth\/grant/)
    const granted = await browser.go(new globalThis.URL(consent.action, FORGE).href, {
      method: 'POST',
      form: { ...consent.fields, granted: 'true' }
    })
    const back = new globalThis.URL(granted.headers.get('location') ?? '', FORGE)
    expect(`${back.origin}${back.pathname}`).toBe(redirect)

    // 3. The redirect's parameters to the SDK: it exchanges the code (with its verifier) at the forge.
    await transport.finishAuth(back.searchParams)
    expect(kept.tokens).toMatchObject({ access_token: expect.any(String), token_type: expect.stringMatching(/^bearer$/i) })

    // 4. Connected again with the same provider, the SDK sends the token; a tool acts as the user.
    const client = new Client({ name: 'svc-real-oauth', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }))
    try {
      const me = await client.callTool({ name: 'svc_users', arguments: { action: 'me' } })
      expect((me as any).structuredContent.result.login).toBe(login)
      expect(JSON.stringify(me)).not.toContain(kept.tokens!.access_token)
    } finally {
      await client.close()
    }
    // The access log's line is written once the answer is: its user, and never the token.
    const line = (e: Record<string, unknown>) => e.tool === 'svc_users' && e.action === 'me' && e.user === login && e.status === 200
    while (!accessLines(server.stderr()).some(line)) await new Promise(resolve => server.child.stderr!.once('data', resolve))
    expect(server.stderr()).not.toContain(kept.tokens!.access_token)
  }, 120_000)

  it("the MCP Inspector's CLI in HTTP mode: refused without a token, served in single-user mode", async () => {
    const login = `i${run}`
    const password = `In-${randomBytes(8).toString('hex')}`
    expect(
      (await api('POST', '/admin/users', { username: login, email: `${login}@example.com`, password, must_change_password: false })).status
    ).toBe(201)
    const token = (await api('POST', `/users/${login}/tokens`, { name: 'inspector', scopes: ['all'] }, basic(login, password))).body.sha1
    const single = await startHttpServer(ensureCliBundle(), { SVC_SERVER_URL: FORGE, SVC_TOKEN: token }, [
      '--single-user',
      '--domains',
      'users'
    ])
    try {
      const refused = await inspector([server.url, '--transport', 'http', '--method', 'tools/list'])
      expect({ code: refused.code === 0, out: refused.stdout + refused.stderr }).toEqual({
        code: false,
        out: expect.stringMatching(/Unauthorized/)
      })
      const list = await inspector([single.url, '--transport', 'http', '--method', 'tools/list'])
      expect((JSON.parse(list.stdout) as { tools: Array<{ name: string }> }).tools.map(t => t.name)).toEqual(['svc_enable', 'svc_users'])
      const me = await inspector([
        single.url,
        '--transport',
        'http',
        '--method',
        'tools/call',
        '--tool-name',
        'svc_users',
        '--tool-arg',
        'action=me'
      ])
      expect(JSON.parse(me.stdout).structuredContent).toMatchObject({ action: 'me', result: { login } })
      expect(me.stdout + single.stderr()).not.toContain(token)
    } finally {
      await single.stop()
    }
  }, 120_000)
})
