// paginate over long lists, as formatted page by page (issue 9's memory target; no memory or timing
// assertions here): 100,000 users against the simulator arrive complete and in order, formatted as
// the whole list would be; a list with credentials gives the same rows and credentials, in the same
// order, as its raw records; the result file is the JSON text byte for byte, however it is sliced.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeResultFile } from '../src/action/outputs.js'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { formatResult } from '../src/client/format.js'
import { Masker } from '../src/masker.js'
import { findOperation } from '../src/registry/index.js'
import { jsonParts } from '../src/text.js'
import { json, startScripted, type Scripted } from './faults/server.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as SimForge } from './sim/forge.js'
import { allocId } from './sim/state.js'

const clients: ForgeHttp[] = []
const client = (serverUrl: string, token: string, variant: 'gitea' | 'forgejo') => {
  const http = new ForgeHttp({ serverUrl, token })
  clients.push(http)
  return new Forge(http, variant)
}
afterAll(async () => {
  await Promise.all(clients.map(c => c.close()))
})

describe('100,000 users through paginate (simulator)', () => {
  const USERS = 100_000
  let sim: SimForge
  beforeAll(async () => {
    sim = await startForge({ variant: 'forgejo' })
    const template = sim.state.users.find(u => u.login === 'alice')!
    for (let i = sim.state.users.length; i < USERS; i++) {
      const login = `bulk${String(i).padStart(6, '0')}`
      sim.state.users.push({
        ...template,
        id: allocId(sim.state, 'user'),
        login,
        fullName: `Bulk ${i}`,
        email: `${login}@example.com`,
        isAdmin: false
      })
    }
  }, 60_000)
  afterAll(async () => {
    await sim.close()
  })

  it('arrives complete, in order, each row formatted as the whole list would be', async () => {
    const usersList = findOperation('admin', 'users_list')
    const res = await client(sim.url, FIXTURES.adminToken, 'forgejo').run(usersList, {}, { paginate: true })
    const rows = res.result as Array<Record<string, unknown>>
    expect(res.totalCount).toBe(USERS)
    expect(rows.length).toBe(USERS)
    expect(rows.map(r => r.login)).toEqual(sim.state.users.map(u => u.login))
    // The fields of the formatted output, in their declared order, and nothing else.
    const fields = usersList.output.fields!
    for (const r of [rows[0], rows[USERS >> 1], rows[USERS - 1]]) expect(Object.keys(r)).toEqual(fields.filter(f => f in r))
    expect(rows[USERS - 1]).toMatchObject({ login: sim.state.users[USERS - 1].login, email: sim.state.users[USERS - 1].email })
    expect(sim.violations).toEqual([])
  }, 120_000)
})

describe('a list formatted page by page', () => {
  let server: Scripted
  beforeAll(async () => {
    server = await startScripted()
  })
  afterAll(async () => {
    await server.close()
  })

  it('gives the rows and credentials (in order) that formatting the raw records gives', async () => {
    const op = findOperation('users', 'oauth2_list')
    const app = (id: number) => ({
      id,
      name: `app${id}`,
      client_id: `client-${id}`,
      client_secret: id % 7 === 0 ? '' : `secret-${id}-0123456789`,
      redirect_uris: [`https://app${id}.example.com/cb`],
      confidential_client: true,
      created: '2026-01-01T00:00:00Z',
      extra_field: 'not in the formatted output'
    })
    const total = 137
    server.handle = (req, res) => {
      const page = Number(req.query.page)
      const size = Number(req.query.limit)
      const ids = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => (page - 1) * size + i + 1)
      json(res, 200, ids.map(app), { 'x-total-count': String(total) })
    }
    const forge = client(server.url, 'f0e1d2c3b4a5968778695a4b3c2d1e0f0a1b2c3d', 'gitea')
    const formatted = await forge.run(op, {}, {})
    const raw = await forge.run(op, {}, { rawJson: true })
    expect((raw.result as unknown[]).length).toBe(total)
    expect(formatted.result).toEqual(formatResult(op.output, raw.result, false))
    expect(JSON.stringify(formatted.result)).toBe(JSON.stringify(formatResult(op.output, raw.result, false)))
    expect(formatted.credentials).toEqual(raw.credentials)
    const expected = Array.from({ length: total }, (_, i) => app(i + 1).client_secret).filter(s => s)
    expect(formatted.credentials).toEqual(expected)
  })
})

describe('a long result in parts', () => {
  const row = (i: number) => ({ id: i, login: `user${i}`, note: i % 3 ? `é😀 "${i}"` : null, tags: [i, `t${i}`] })
  const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i + 1))

  it('joins to the JSON text of the value', () => {
    const values: unknown[] = [
      null,
      'x',
      { a: [1, 2] },
      [],
      rows(1),
      rows(1000),
      rows(1001),
      rows(2999),
      [undefined, () => 1, ...rows(1500)]
    ]
    for (const v of values) expect(jsonParts(v).join('')).toBe(JSON.stringify(v))
    expect(jsonParts(rows(2500)).length).toBe(5)
  })

  it('masks to the text masking the whole gives, with forms across part edges, with and without commas', () => {
    const value = rows(3000)
    const whole = JSON.stringify(value)
    const parts = jsonParts(value)
    // Text around the edges between parts (1000 rows each), and forms within rows.
    const edge = (k: number) => whole.indexOf(`{"id":${k * 1000 + 1},`)
    const cases: string[][] = [
      [],
      ['user1'],
      ['user2999', 'é😀 "5"', 'user'],
      // Comma-free forms ending and starting at an edge.
      [whole.slice(edge(1) - 12, edge(1) - 1), whole.slice(edge(2), edge(2) + 9)],
      // Forms spanning an edge (they hold its comma): the whole text is masked at once.
      [whole.slice(edge(1) - 6, edge(1) + 7)],
      [whole.slice(edge(2) - 3, edge(2) + 3), 'user1'],
      // Many forms (the indexed path of the masker).
      Array.from({ length: 40 }, (_, i) => `user${i * 71 + 3}"`)
    ]
    for (const secrets of cases) {
      const masker = new Masker()
      masker.addAll(secrets)
      if (secrets.length > 0) expect(masker.mask(whole)).not.toBe(whole)
      expect(masker.maskParts(parts).join('')).toBe(masker.mask(whole))
    }
  })
})

describe('the result file', () => {
  it('is the JSON text and a newline, byte for byte, whatever characters fall on a slice edge', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-result-'))
    const saved = process.env.RUNNER_TEMP
    process.env.RUNNER_TEMP = dir
    try {
      // A surrogate pair (an emoji) across every edge of a 2^18-character slice, and 3-byte characters.
      // The emojis start at 2 + pad (after `["`): both halves of a pair fall on the first edge in turn.
      for (let pad = (1 << 18) - 6; pad <= 1 << 18; pad++) {
        const text = JSON.stringify(['x'.repeat(pad) + '😀'.repeat(4), '€é'.repeat(1 << 18), '😀'.repeat(1 << 18)])
        const file = writeResultFile('t', text)
        expect(readFileSync(file).equals(Buffer.from(`${text}\n`))).toBe(true)
      }
      expect(readFileSync(writeResultFile('t', 'null'), 'utf8')).toBe('null\n')
      const long = Array.from({ length: 2500 }, (_, i) => ({ i, s: '😀'.repeat(i % 50) }))
      expect(readFileSync(writeResultFile('t', jsonParts(long)), 'utf8')).toBe(`${JSON.stringify(long)}\n`)
    } finally {
      process.env.RUNNER_TEMP = saved
      if (saved === undefined) delete process.env.RUNNER_TEMP
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
