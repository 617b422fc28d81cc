// Issue 9's behaviour (not its timings): paginate fetches pages in parallel but keeps the rows in
// order and stops where the one-by-one loop stops; a pool of N connections has N requests in flight;
// redaction over many forms gives the same text as over every form sorted longest first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import type { ServerResponse } from 'node:http'
import { actionMasker } from '../src/action/masking.js'
import { Forge, ForgeHttp, type ConnectionSettings } from '../src/client/index.js'
import { LIMITS } from '../src/client/pagination.js'
import { ForgeError } from '../src/errors.js'
import { findOperation } from '../src/registry/index.js'
import { FormIndex, credentialForms, redactForms } from '../src/text.js'
import { json, startScripted, type Scripted } from './faults/server.js'

let server: Scripted
const clients: ForgeHttp[] = []
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f0a1b2c3d'
let inFlight = 0
let maxInFlight = 0

function forge(settings: Partial<ConnectionSettings> = {}): Forge {
  const http = new ForgeHttp({ serverUrl: server.url, token: TOKEN, ...settings })
  clients.push(http)
  return new Forge(http, 'gitea')
}
/** Answers after `ms`, counting the requests in flight meanwhile. */
function later(_res: ServerResponse, ms: number, answer: () => void): void {
  inFlight++
  maxInFlight = Math.max(maxInFlight, inFlight)
  setTimeout(() => {
    inFlight--
    answer()
  }, ms)
}
const rows = (from: number, n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => ({ id: from + i, login: `u${from + i}` }))
const pageOf = (q: Record<string, string>) => Number(q.page)
const usersList = findOperation('admin', 'users_list')

beforeAll(async () => {
  server = await startScripted()
})
beforeEach(() => {
  server.seen.length = 0
  inFlight = 0
  maxInFlight = 0
})
afterAll(async () => {
  await Promise.all(clients.map(c => c.close()))
  await server.close()
})

describe('paginate in parallel', () => {
  it('keeps the rows in order though later pages answer first, and asks for each page once', async () => {
    const total = 1000
    server.handle = (req, res) => {
      const page = pageOf(req.query)
      // Later pages answer sooner: order must come from the page numbers, not from arrival.
      later(res, Math.max(1, 60 - page * 3), () =>
        json(res, 200, rows((page - 1) * 50 + 1, Math.min(50, total - (page - 1) * 50)), { 'x-total-count': String(total) })
      )
    }
    const res = await forge().run(usersList, {}, { paginate: true })
    const ids = (res.result as Array<{ id: number }>).map(r => r.id)
    expect(ids).toEqual(Array.from({ length: total }, (_, i) => i + 1))
    const pages = server.seen.map(s => pageOf(s.query)).sort((a, b) => a - b)
    expect(pages).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(maxInFlight).toBeGreaterThan(1)
    expect(maxInFlight).toBeLessThanOrEqual(LIMITS.parallelPages)
  })

  it('stops at an empty page before the reported total, asking for no page after the window', async () => {
    server.handle = (req, res) => {
      const page = pageOf(req.query)
      later(res, 5, () => json(res, 200, page <= 4 ? rows((page - 1) * 50 + 1, 50) : [], { 'x-total-count': '5000' }))
    }
    const res = await forge().run(usersList, {}, { paginate: true })
    expect((res.result as unknown[]).length).toBe(200)
    const highest = Math.max(...server.seen.map(s => pageOf(s.query)))
    expect(highest).toBeLessThanOrEqual(5 + LIMITS.parallelPages)
    expect(highest).toBeGreaterThanOrEqual(5)
  })

  it('a failing page fails the list with its error, and later pages are not asked for', async () => {
    server.handle = (req, res) => {
      const page = pageOf(req.query)
      if (page === 6) return json(res, 500, { message: 'page six is broken' })
      later(res, 5, () => json(res, 200, rows((page - 1) * 50 + 1, 50), { 'x-total-count': '50000' }))
    }
    const e = await forge()
      .run(usersList, {}, { paginate: true })
      .then(
        () => undefined,
        (err: unknown) => err
      )
    expect(e).toBeInstanceOf(ForgeError)
    expect((e as ForgeError).status).toBe(500)
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(Math.max(...server.seen.map(s => pageOf(s.query)))).toBeLessThanOrEqual(6 + LIMITS.parallelPages)
  })

  it('rows short of the total at its last page: goes on one page at a time until the total', async () => {
    // The total says 300 (6 pages of 50), but the pages hold 40 rows: the 300th row is on page 8.
    server.handle = (req, res) => {
      const page = pageOf(req.query)
      json(res, 200, rows((page - 1) * 40 + 1, Math.min(40, 300 - (page - 1) * 40)), { 'x-total-count': '300' })
    }
    const res = await forge().run(usersList, {}, { paginate: true })
    const ids = (res.result as Array<{ id: number }>).map(r => r.id)
    expect(ids).toEqual(Array.from({ length: 300 }, (_, i) => i + 1))
    expect(Math.max(...server.seen.map(s => pageOf(s.query)))).toBe(8)
    expect(server.seen).toHaveLength(8)
  })
})

describe('requests in flight', () => {
  it.each([16, 32])('a pool of %i connections has that many requests in flight', async connections => {
    server.handle = (_req, res) => later(res, 80, () => json(res, 200, { id: 1, login: 'admin' }))
    const f = forge({ connections })
    const me = findOperation('users', 'me')
    await Promise.all(Array.from({ length: 48 }, () => f.run(me, {})))
    expect(server.seen).toHaveLength(48)
    expect(maxInFlight).toBe(connections)
  })
})

describe('redaction over many forms', () => {
  it('gives the text redacting every form longest first would give', () => {
    const index = new FormIndex()
    const all: string[] = []
    const values = Array.from({ length: 200 }, (_, i) => `secret-${i}-${'x'.repeat(i % 7)}${i % 3 === 0 ? '\nline two of it' : ''}`)
    values.push('ab', 'a*b', 'secret-1')
    for (const v of values) for (const f of credentialForms(v)) if (index.add(f)) all.push(f)
    const sorted = [...all].sort((a, b) => b.length - a.length)
    const texts = [
      values.slice(0, 50).join(' '),
      JSON.stringify({ v: values.slice(100, 140) }),
      `prefix ${encodeURIComponent(values[3])} and a*b and ab and secret-1 and secret-19-xxxxx`,
      'nothing to see here'
    ]
    for (const t of texts) expect(index.redact(t)).toBe(redactForms(t, sorted))
    expect(index.size).toBe(all.length)
  })

  it('the masker registers each form once, however many values it is given', () => {
    const m = actionMasker()
    const write = process.stdout.write
    let commands = 0
    process.stdout.write = ((chunk: string) => {
      if (String(chunk).startsWith('::add-mask::')) commands++
      return true
    }) as typeof process.stdout.write
    try {
      for (let i = 0; i < 500; i++) m.add(`token-${i}-abcdef`)
      for (let i = 0; i < 500; i++) m.add(`token-${i}-abcdef`)
    } finally {
      process.stdout.write = write
    }
    expect(m.size).toBe(500)
    expect(commands).toBe(500)
    expect(m.mask('a token-42-abcdef b token-499-abcdef')).toBe('a *** b ***')
  })
})
