// Where a JSON text stops being valid, without quoting it: params may hold secrets, and JSON.parse's
// own messages quote the text (Node 24) or carry no position for an unexpected token (Node 20).

/** " (at position N, line L column C)", " (it ends too early)", or "" when no position is known. */
export function positionOf(text: string, e: unknown): string {
  // Scan for the offset; fall back on the message's own position (never on its text).
  const m = /position (\d+)/.exec(String((e as Error)?.message ?? ''))
  const pos = jsonErrorOffset(text) ?? (m ? Number(m[1]) : undefined)
  if (pos === undefined) return ''
  const before = text.slice(0, pos)
  const line = before.split('\n').length
  const column = pos - before.lastIndexOf('\n')
  return pos >= text.length ? ' (it ends too early)' : ` (at position ${pos}, line ${line} column ${column})`
}

/** The offset where `text` stops being valid JSON (text.length when it ends too early). */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++
  }
  const fail = (): never => {
    throw i
  }
  const literal = (word: string) => {
    for (const ch of word)
      if (text[i++] !== ch) {
        i--
        fail()
      }
  }
  const string = () => {
    i++
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail()
      if (text[i] === '\\') {
        i++
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++)
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k
              fail()
            }
          i += 4
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x') || i >= text.length) fail()
      }
      i++
    }
    if (i >= text.length) fail()
    i++
  }
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
    if (!m || m[0] === '-') fail()
    i += m![0].length
  }
  const value = (): void => {
    ws()
    const ch = text[i]
    if (ch === '{') {
      i++
      ws()
      if (text[i] === '}') return void i++
      for (;;) {
        ws()
        if (text[i] !== '"') fail()
        string()
        ws()
        if (text[i] !== ':') fail()
        i++
        value()
        ws()
        if (text[i] === ',') i++
        else if (text[i] === '}') return void i++
        else fail()
      }
    }
    if (ch === '[') {
      i++
      ws()
      if (text[i] === ']') return void i++
      for (;;) {
        value()
        ws()
        if (text[i] === ',') i++
        else if (text[i] === ']') return void i++
        else fail()
      }
    }
    if (ch === '"') return string()
    if (ch === 't') return literal('true')
    if (ch === 'f') return literal('false')
    if (ch === 'n') return literal('null')
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number()
    fail()
  }
  try {
    value()
    ws()
    return i < text.length ? i : undefined
  } catch (pos) {
    return typeof pos === 'number' ? Math.min(pos, text.length) : undefined
  }
}
