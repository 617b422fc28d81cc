// repos_migrate against a hostile (or careless) server whose answers hold addresses with user-info
// in them: the copy's original_url, clone_url and html_url, in the result (formatted and raw_json),
// in the on-exists skip's answer and in the "exists already" refusal, are shown without it, by the
// one code that strips user-info (src/url-credentials.ts, the operation's output `addresses`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { ForgeError } from '../src/errors.js'
import { findOperation } from '../src/registry/index.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as SimForge } from './sim/forge.js'

const SECRET = 'Tok-Hidden-9q1'
/** Addresses that hide user-info from a plain URL parser one way or another. */
const HOSTILE = {
  original_url: `https://bot:${SECRET}@src.example.com/acme/tools.git`,
  clone_url: `https:bot:${SECRET}@target.example.com/alice/tools.git`,
  html_url: `ht\ttps://${SECRET}@target.example.com/alice/tools`
}
const PLAIN = {
  original_url: 'https://src.example.com/acme/tools.git',
  clone_url: 'https:target.example.com/alice/tools.git',
  html_url: 'https://target.example.com/alice/tools'
}

let sim: SimForge
let http: ForgeHttp
const migrate = findOperation('repos', 'repos_migrate')
const params = {
  clone_addr: 'https://src.example.com/acme/tools.git',
  repo_owner: 'alice',
  repo_name: 'tools',
  service: 'gitea',
  mirror: true
}

beforeAll(async () => {
  sim = await startForge({ variant: 'gitea' })
  http = new ForgeHttp({ serverUrl: sim.url, token: FIXTURES.adminToken })
})
beforeEach(() => sim.reset())
afterAll(async () => {
  await http?.close()
  await sim?.close()
})

/** A repository record as the server answers one, its addresses `addresses`. */
const record = (addresses: Record<string, string>) =>
  JSON.stringify({ id: 7, name: 'tools', full_name: 'alice/tools', owner: { login: 'alice' }, mirror: true, private: false, ...addresses })

describe('repos_migrate: addresses a server answers are shown without user-info', () => {
  it.each([false, true])('the created copy (raw_json %s)', async raw => {
    sim.inject({ method: 'POST', path: '/api/v1/repos/migrate', status: 201, body: record(HOSTILE) })
    const res = await new Forge(http, 'gitea').run(migrate, { ...params, raw_json: raw })
    const result = res.result as Record<string, unknown>
    expect(result.original_url).toBe(PLAIN.original_url)
    if (raw) expect([result.clone_url, result.html_url]).toEqual([PLAIN.clone_url, PLAIN.html_url])
    expect(JSON.stringify(res.result)).not.toContain(SECRET)
  })

  it('a copy there already: the skip answers it without user-info, the refusal names it without user-info', async () => {
    sim.inject({ method: 'GET', path: '/api/v1/repos/alice/tools', status: 200, body: record(HOSTILE), times: 2 })
    const skipped = await new Forge(http, 'gitea').run(migrate, { ...params, raw_json: true }, { onExists: 'skip' })
    expect(skipped).toMatchObject({ changed: false, skipped: 'exists' })
    expect(JSON.stringify(skipped.result)).not.toContain(SECRET)
    const refused = (await new Forge(http, 'gitea').run(migrate, params).catch(e => e)) as ForgeError
    expect(refused.status).toBe(409)
    expect(refused.message).toContain(`exists already (a pull mirror of ${PLAIN.original_url})`)
    expect(refused.message).not.toContain(SECRET)
    expect(sim.requests.filter(r => r.method !== 'GET')).toEqual([])
  })
})
