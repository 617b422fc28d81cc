// What `svc mcp --http` computes once instead of at every request, held to what it replaced: a
// request's credential forms computed once for its client and its session mask as each computed
// them itself, and the access log's lines written together stay whole, in order, none lost.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Masker } from '../../src/masker.js'
import { batchedLines } from '../../src/mcp/serve.js'
import { credentialForms } from '../../src/text.js'

describe("a request's credential forms, computed once", () => {
  const secret = fc.string({ unit: 'binary', minLength: 0, maxLength: 24 })

  it('a masker given formsOf(values) masks as one that learned the values', () => {
    fc.assert(
      fc.property(fc.array(secret, { maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 60 }), (values, around) => {
        const learned = new Masker({ minLength: 3 })
        learned.add(...values)
        const given = new Masker({ minLength: 3 })
        given.addForms(Masker.formsOf(values, 3))
        expect(given.size).toBe(learned.size)
        for (const v of values) {
          const text = `${around}${v}${around}`
          expect(given.mask(text)).toBe(learned.mask(text))
        }
      })
    )
  })

  it('learns every form of each value of the minimum length, in the order add() registers them', () => {
    const seen: string[] = []
    const m = new Masker({ minLength: 3, onNewForm: f => seen.push(f) })
    m.add('tok en/+=', 'ab', 'tok en/+=')
    expect(seen).toEqual(credentialForms('tok en/+=').filter(f => f.length >= 3))
    expect(Masker.formsOf(['tok en/+=', 'ab', 7], 3)).toEqual(seen)
  })

  it('addForms keeps the minimum length too: a short form is not learned', () => {
    const m = new Masker({ minLength: 3 })
    m.addForms(['ab', 'abc'])
    expect(m.mask('ab abc')).toBe('ab ***')
  })
})

describe('the access log, a write per turn of the event loop', () => {
  it('lines of one turn are one write, each whole and in order; the next turn writes its own', async () => {
    const writes: string[] = []
    const log = batchedLines(text => writes.push(text))
    for (let i = 0; i < 100; i++) log.line(`{"n":${i}}`)
    expect(writes).toEqual([])
    await new Promise(resolve => setImmediate(resolve))
    expect(writes).toEqual([Array.from({ length: 100 }, (_, i) => `{"n":${i}}\n`).join('')])
    log.line('{"n":100}')
    await new Promise(resolve => setImmediate(resolve))
    expect(writes).toEqual([expect.any(String), '{"n":100}\n'])
  })

  it('flush writes what is held at once (the server stopping), and nothing twice', async () => {
    const writes: string[] = []
    const log = batchedLines(text => writes.push(text))
    log.line('a')
    log.line('b')
    log.flush()
    expect(writes).toEqual(['a\nb\n'])
    await new Promise(resolve => setImmediate(resolve))
    log.flush()
    expect(writes).toEqual(['a\nb\n'])
  })
})
