// In-process checks of the action's helpers whose edge cases are cheaper to reach here than
// through the bundle: JSON error positions, output sizing, redaction.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { parseParams } from '../../src/action/inputs.js'
import { jsonErrorOffset } from '../../src/action/json-position.js'
import { actionMasker } from '../../src/action/masking.js'
import { MAX_OUTPUT_LINE, resultOutputText } from '../../src/action/outputs.js'
import { UsageError } from '../../src/errors.js'

describe('params parsing', () => {
  test.each([
    ['{"a":1', 6],
    ['{"a":1,}', 7],
    ['{"name": "X", "value": hunter2}', 23],
    ['[{"a":1} {"b":2}]', 9],
    ['{"a":"\\q"}', 7],
    ['{} trailing', 3]
  ])('the error offset of %j is %d', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow()
    expect(jsonErrorOffset(text)).toBe(offset)
  })

  test('valid JSON has no error offset', () => {
    expect(jsonErrorOffset('{"a":[1,-2.5e3,{"b":null,"c":true,"d":"\\u00e9"}]}')).toBeUndefined()
  })

  test('errors give the position, never the text', () => {
    const secret = 'sup3r-secret-value'
    let message = ''
    try {
      parseParams('secrets_set', `{"name":"X",\n "value": ${secret}}`)
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError)
      message = (e as Error).message
    }
    expect(message).toMatch(/params is not valid JSON \(at position 23, line 2 column 11\)/)
    expect(message).not.toContain('sup3r')
  })

  test('objects, batches and empty input', () => {
    expect(parseParams('x', '')).toEqual({ items: [{}], batch: false })
    expect(parseParams('x', '{"a":1}')).toEqual({ items: [{ a: 1 }], batch: false })
    expect(parseParams('x', '[{"a":1},{"a":2}]')).toEqual({ items: [{ a: 1 }, { a: 2 }], batch: true })
    expect(() => parseParams('x', '[]')).toThrow(/empty array/)
    expect(() => parseParams('x', '[{"a":1}, 2]')).toThrow(/params\[1\] is not a JSON object/)
    expect(() => parseParams('x', 'null')).toThrow(/not null/)
  })
})

describe('result output sizing', () => {
  test('small results are one compact line', () => {
    expect(resultOutputText('{"a":1}', { a: 1 })).toEqual({ text: '{"a":1}' })
  })

  test('a long list is indented so that no line reaches the runner limit', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `user${i}`, email: `user${i}@example.com` }))
    const json = JSON.stringify(rows)
    expect(json.length).toBeGreaterThan(MAX_OUTPUT_LINE)
    const { text, note } = resultOutputText(json, rows)
    expect(note).toMatch(/indented/)
    expect(JSON.parse(text)).toEqual(rows)
    expect(Math.max(...text.split('\n').map(l => l.length))).toBeLessThan(MAX_OUTPUT_LINE)
  })

  test('a result too large for an output is left to the result file', () => {
    const huge = ['x'.repeat(MAX_OUTPUT_LINE + 10)]
    expect(resultOutputText(JSON.stringify(huge), huge)).toMatchObject({ text: '', note: expect.stringMatching(/result-file/) })
  })
})

describe('Masker', () => {
  let writes: string[]
  beforeEach(() => {
    writes = []
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (writes.push(String(chunk)), true))
  })
  afterEach(() => {
    jest.restoreAllMocks()
  })

  test('registers every form once and redacts them all', () => {
    const m = actionMasker()
    const secret = 'line-one-secret\n"line two" \\ end'
    m.add(secret)
    m.add(secret)
    m.add('')
    m.add(undefined)
    const adds = writes.filter(w => w.startsWith('::add-mask::'))
    expect(adds.length).toBe(m.size)
    expect(m.size).toBeGreaterThanOrEqual(4)
    const text = `raw ${secret} json ${JSON.stringify(secret)} uri ${encodeURIComponent(secret)}`
    const out = m.mask(text)
    expect(out).not.toContain('line-one-secret')
    expect(out).not.toContain('line two')
  })

  test('a runner that replaces registered values in registration order hides every form of a multi-line secret', () => {
    const m = actionMasker()
    const secret = '-----BEGIN KEY-----\nline-two "quoted" \\ tail\n-----END KEY-----'
    m.add(secret)
    // What act and the Forgejo/Gitea runners do: unescape each ::add-mask:: value, then replace
    // the registered strings one after another, in the order they were registered.
    const masks = writes
      .filter(w => w.startsWith('::add-mask::'))
      .map(w =>
        w
          .slice('::add-mask::'.length)
          .replace(/\r?\n$/, '')
          .replace(/%0D/g, '\r')
          .replace(/%0A/g, '\n')
          .replace(/%25/g, '%')
      )
    const runnerMask = (text: string) => masks.reduce((out, form) => out.split(form).join('***'), text)
    for (const printed of [
      secret,
      JSON.stringify(secret),
      JSON.stringify({ value: secret }),
      encodeURIComponent(secret),
      JSON.stringify(secret.split('\n')[1])
    ]) {
      const shown = runnerMask(`before ${printed} after`)
      expect(shown).not.toContain('line-two')
      expect(shown).not.toContain('quoted')
      expect(shown).not.toContain('BEGIN KEY')
    }
  })

  test('safe() also neutralizes workflow commands in untrusted text', () => {
    const m = actionMasker()
    // A leading space is no defence: GitHub's runner trims it (issue 8); `::` is split wherever it sits.
    expect(m.safe('ok\n::add-mask::x\n  ::stop-commands::y ##[set-output name=a;]b')).toBe(
      'ok\n: :add-mask: :x\n  : :stop-commands: :y ## [set-output name=a;]b'
    )
  })
})
