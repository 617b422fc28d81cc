// The globs of `repo_defaults` (`match`, `exclude`): matched in time linear in the name for a
// given pattern, whatever the pattern. A regular-expression glob library (picomatch, minimatch)
// backtracks: `*a*a*a*a*a*a*a*a*b` against a 100-character name took over 40 s, ten times more for
// each `*`; a state file is untrusted input (a pull request's). Here a pattern is a sequence of
// tokens and a name is read once, keeping the set of token positions it may be at (an NFA without
// backtracking): at most (name length + 1) × (tokens + 1) steps for each alternative of its braces.
//
// The syntax is the usual one (and picomatch's for these): `*` any run of characters but `/`,
// `**` any run, `/` included, `?` one character but `/`, `[abc]`, `[a-z]`, `[!a-z]` / `[^a-z]` one
// of a set, `{api,web}` alternatives (nested too), `\` makes the next character literal; matched
// regardless of case, and `*` matches a leading dot. Extglobs (`@(a|b)`, `!(x)`) and a leading `!`
// are refused (the names they would match hold no parenthesis; `exclude` says "not").

/** The most alternatives a pattern's braces may expand to, and its longest length. */
const MAX_ALTERNATIVES = 64
const MAX_LENGTH = 256

type Token =
  | { kind: 'char'; char: string }
  | { kind: 'any' }
  | { kind: 'star' }
  | { kind: 'globstar' }
  | { kind: 'set'; negated: boolean; ranges: Array<[string, string]> }

/** What is wrong with a pattern, in words for a file:line message; undefined when it is a glob this matcher takes. */
export function globProblem(pattern: string): string | undefined {
  try {
    compileGlob(pattern)
    return undefined
  } catch (e) {
    return (e as Error).message
  }
}

/** Whether the text is a glob at all (else it names one thing). */
export function isGlob(text: string): boolean {
  return /[*?[{\\]/.test(text)
}

/** `{a,b}c` → `ac`, `bc` (nested braces too); a brace without a top-level comma is literal. */
function expandBraces(pattern: string): string[] {
  let start = -1
  let depth = 0
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') i++
    else if (c === '{') {
      if (depth++ === 0) start = i
    } else if (c === '}' && depth > 0 && --depth === 0) {
      const body = pattern.slice(start + 1, i)
      const parts = splitTopLevel(body)
      if (parts.length < 2) continue
      const before = pattern.slice(0, start)
      const after = expandBraces(pattern.slice(i + 1))
      const out: string[] = []
      for (const part of parts)
        for (const inner of expandBraces(part))
          for (const rest of after) {
            out.push(before + inner + rest)
            if (out.length > MAX_ALTERNATIVES) throw new Error(`its braces expand to more than ${MAX_ALTERNATIVES} alternatives`)
          }
      return out
    }
  }
  return [pattern]
}

/** The parts of a brace's body between its top-level commas. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let from = 0
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (c === '\\') i++
    else if (c === '{') depth++
    else if (c === '}') depth--
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(from, i))
      from = i + 1
    }
  }
  parts.push(body.slice(from))
  return parts
}

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = []
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') {
      if (i + 1 >= pattern.length) throw new Error('it ends in a lone \\')
      tokens.push({ kind: 'char', char: pattern[++i].toLowerCase() })
    } else if (c === '*') {
      let n = 1
      while (pattern[i + 1] === '*') {
        i++
        n++
      }
      // Consecutive stars are one token: `**` crosses `/`, `*` does not.
      const kind = n >= 2 ? 'globstar' : 'star'
      if (tokens.at(-1)?.kind !== kind && tokens.at(-1)?.kind !== 'globstar') tokens.push({ kind })
    } else if (c === '?') tokens.push({ kind: 'any' })
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2)
      if (end < 0) throw new Error('a [ has no closing ]')
      let body = pattern.slice(i + 1, end)
      const negated = body[0] === '!' || body[0] === '^'
      if (negated) body = body.slice(1)
      const ranges: Array<[string, string]> = []
      for (let j = 0; j < body.length; j++) {
        const from = body[j]
        if (body[j + 1] === '-' && j + 2 < body.length) {
          ranges.push([from, body[j + 2]])
          j += 2
        } else ranges.push([from, from])
      }
      tokens.push({ kind: 'set', negated, ranges })
      i = end
    } else tokens.push({ kind: 'char', char: c.toLowerCase() })
  }
  return tokens
}

const inSet = (t: Extract<Token, { kind: 'set' }>, c: string) => {
  // Regardless of case: the character and its other case.
  const forms = new Set([c, c.toLowerCase(), c.toUpperCase()])
  const hit = t.ranges.some(([a, b]) => [...forms].some(f => f >= a && f <= b))
  return hit !== t.negated
}

export interface Glob {
  /** Whether the name matches. */
  test(name: string): boolean
  /** The same, with the number of (character, position) steps it took: bounded by the lengths. */
  testCounting(name: string): { matched: boolean; steps: number }
}

/** A pattern compiled (or an Error saying why it cannot be, for a file:line message). */
export function compileGlob(pattern: string): Glob {
  if (pattern.length > MAX_LENGTH) throw new Error(`it is longer than ${MAX_LENGTH} characters`)
  if (pattern.startsWith('!')) throw new Error('a leading ! (not) is not taken here: give the names in exclude')
  if (/[@!+*?]\(/.test(pattern)) throw new Error('extglobs such as @(a|b) are not taken: use {a,b}')
  const alternatives = expandBraces(pattern).map(tokenize)
  const testCounting = (name: string) => {
    let steps = 0
    for (const tokens of alternatives) {
      const r = run(tokens, name.toLowerCase())
      steps += r.steps
      if (r.matched) return { matched: true, steps }
    }
    return { matched: false, steps }
  }
  return { test: name => testCounting(name).matched, testCounting }
}

/** Reads the name once, keeping every token position it may be at. */
function run(tokens: Token[], name: string): { matched: boolean; steps: number } {
  const n = tokens.length
  let steps = 0
  // A position before a star may also be past it (a star matches nothing too).
  const close = (set: Uint8Array) => {
    for (let i = 0; i < n; i++) if (set[i] && (tokens[i].kind === 'star' || tokens[i].kind === 'globstar')) set[i + 1] = 1
    return set
  }
  let at = close(Uint8Array.from({ length: n + 1 }, (_, i) => (i === 0 ? 1 : 0)))
  for (const c of name) {
    const next = new Uint8Array(n + 1)
    let any = false
    for (let i = 0; i < n; i++) {
      if (!at[i]) continue
      steps++
      const t = tokens[i]
      const ok =
        t.kind === 'char'
          ? t.char === c
          : t.kind === 'any'
            ? c !== '/'
            : t.kind === 'set'
              ? c !== '/' && inSet(t, c)
              : t.kind === 'star'
                ? c !== '/'
                : true
      if (!ok) continue
      // A star stays where it is (it may take more); anything else moves past its token.
      if (t.kind === 'star' || t.kind === 'globstar') next[i] = 1
      else next[i + 1] = 1
      any = true
    }
    if (!any) return { matched: false, steps }
    at = close(next)
  }
  return { matched: at[n] === 1, steps }
}
