// The isolation check of svc mcp --http, shared by the simulator's test and the real Gitea's: many
// users, each with a token and a private repository, created by plain HTTP; then one MCP client a
// user, all at once against one server, each reading `me` and its private repository and trying a
// neighbour's. No answer may hold another user's data.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'

export interface TestUser {
  login: string
  token: string
  /** A private repository of the user's: `login/repo`. */
  repo: string
}

/** Plain HTTP against the forge: the JSON answer, or an error naming the request. */
async function forgeCall(base: string, method: string, path: string, auth: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : null
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/**
 * Creates `count` users (`<prefix>NN`) as the admin, a token each (by the user's own password) and
 * a private repository each, a few at a time.
 */
export async function createUsers(base: string, adminToken: string, prefix: string, count: number): Promise<TestUser[]> {
  const one = async (i: number): Promise<TestUser> => {
    const login = `${prefix}${String(i).padStart(2, '0')}`
    const password = `${login}-Pass-0123456789`
    await forgeCall(base, 'POST', '/admin/users', `token ${adminToken}`, {
      username: login,
      email: `${login}@example.com`,
      password,
      must_change_password: false
    })
    const token = (await forgeCall(base, 'POST', `/users/${login}/tokens`, basic(login, password), { name: 'mcp-http', scopes: ['all'] }))
      .sha1 as string
    await forgeCall(base, 'POST', '/user/repos', `token ${token}`, { name: `private-${login}`, private: true })
    return { login, token, repo: `private-${login}` }
  }
  const users: TestUser[] = []
  for (let i = 0; i < count; i += 5) users.push(...(await Promise.all([0, 1, 2, 3, 4].filter(k => i + k < count).map(k => one(i + k + 1)))))
  return users
}

export interface IsolationReport {
  /** Every answer, per user, as text. */
  answers: Map<string, string[]>
  problems: string[]
}

const textOf = (r: any): string => JSON.stringify(r)

/**
 * One client per user, all connecting and calling at once (`rounds` times each): `me`, the user's
 * private repository, a neighbour's. Returns what went wrong, if anything.
 */
export async function runIsolation(url: string, users: TestUser[], rounds = 2): Promise<IsolationReport> {
  const answers = new Map<string, string[]>()
  const problems: string[] = []
  await Promise.all(
    users.map(async (u, i) => {
      const neighbour = users[(i + 1) % users.length]
      const client = new Client({ name: `isolation-${u.login}`, version: '1.0.0' })
      await client.connect(
        new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${u.token}` } } })
      )
      const mine: string[] = []
      answers.set(u.login, mine)
      try {
        for (let round = 0; round < rounds; round++) {
          const me: any = await client.callTool({ name: 'svc_users', arguments: { action: 'me' } })
          mine.push(textOf(me))
          if (me.isError || me.structuredContent?.result?.login !== u.login)
            problems.push(`${u.login}: me answered ${textOf(me).slice(0, 200)}`)
          const repo: any = await client.callTool({ name: 'svc_repos', arguments: { action: 'repos_get', owner: u.login, repo: u.repo } })
          mine.push(textOf(repo))
          const r = repo.structuredContent?.result
          if (repo.isError || r?.full_name !== `${u.login}/${u.repo}` || r?.private !== true)
            problems.push(`${u.login}: its private repository answered ${textOf(repo).slice(0, 200)}`)
          const other: any = await client.callTool({
            name: 'svc_repos',
            arguments: { action: 'repos_get', owner: neighbour.login, repo: neighbour.repo }
          })
          if (!other.isError || !/404/.test(textOf(other)))
            problems.push(`${u.login}: ${neighbour.login}'s private repository answered ${textOf(other).slice(0, 200)}`)
        }
      } finally {
        await client.close()
      }
    })
  )
  // Another user's login in an answer of this one's own reads is a leak.
  const logins = users.map(u => u.login)
  for (const [login, texts] of answers)
    for (const text of texts)
      for (const other of logins)
        if (other !== login && new RegExp(`\\b${other}\\b`).test(text))
          problems.push(`${login}: an answer names ${other}: ${text.slice(0, 200)}`)
  for (const u of users)
    for (const [login, texts] of answers)
      if (login !== u.login && texts.some(t => t.includes(u.token))) problems.push(`${u.login}'s token in ${login}'s answers`)
  return { answers, problems }
}
