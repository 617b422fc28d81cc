// The shipped bundles keep source maps (issue 9: minified, so a stack trace needs one): every
// script of dist/ names its map, and a position in the minified code maps back to the line of the
// function it belongs to, also past the places scripts/bundle.mjs rewrites (the CLI's added
// shebang line, the chunk loader) and in a chunk loaded on use.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { join } from 'node:path'
import { ROOT, ensureBundle } from './bundle.js'

interface MapFile {
  sources: string[]
  sourcesContent: string[]
}

/**
 * Where `needle` (text of a string literal: minifying keeps those, not names) starts in dist/<file>, mapped
 * back: the source's name and that source line.
 */
function origin(file: string, needle: string): { source: string; line: string } {
  const code = readFileSync(join(ROOT, 'dist', file), 'utf8')
  const found = code.indexOf(needle)
  expect(found).toBeGreaterThan(-1)
  // At the literal's opening quote, where its mapping starts (the minifier picks the quotes).
  const at = /["'`]/.test(code[found - 1]) ? found - 1 : found
  const before = code.slice(0, at)
  const line = before.split('\n').length - 1
  const column = at - (before.lastIndexOf('\n') + 1)
  const payload = JSON.parse(readFileSync(join(ROOT, 'dist', `${file}.map`), 'utf8')) as MapFile
  const entry = new SourceMap(payload as never).findEntry(line, column) as { originalSource: string; originalLine: number }
  const text = payload.sourcesContent[payload.sources.indexOf(entry.originalSource)]
  return { source: entry.originalSource, line: text.split('\n')[entry.originalLine] }
}

describe('source maps of dist/', () => {
  ensureBundle('index.js')
  ensureBundle('cli.js')
  const scripts = readdirSync(join(ROOT, 'dist')).filter(f => f.endsWith('.js'))

  it('every script names its own map, and the map is there', () => {
    const maps = new Set(readdirSync(join(ROOT, 'dist')).filter(f => f.endsWith('.js.map')))
    for (const f of scripts) {
      expect(readFileSync(join(ROOT, 'dist', f), 'utf8')).toMatch(new RegExp(`//# sourceMappingURL=${f.replace(/\./g, '\\.')}\\.map\\n$`))
      expect(maps.has(`${f}.map`)).toBe(true)
    }
  })

  /** The script of a bundle (`index`, `cli`) that holds `needle`: the bundle or a chunk it loads. */
  const holder = (bundle: string, needle: string): string =>
    scripts.find(
      f => new RegExp(`^${bundle}(\\.[\\w-]+)?\\.js$`).test(f) && readFileSync(join(ROOT, 'dist', f), 'utf8').includes(needle)
    ) ?? `${bundle}.js`

  it('the action maps back to svc source, past the rewritten chunk loader too', () => {
    const needle = 'is required (an action name, e.g. runners_token)'
    const inputs = origin(holder('index', needle), needle)
    expect(inputs.source).toBe('src/action/inputs.js')
    expect(inputs.line).toContain(`'${needle}'`)
    const work = origin(holder('index', 'svc-forge-action'), 'svc-forge-action')
    expect(work.source).toBe('src/action/work.js')
    expect(work.line).toContain("'svc-forge-action'")
  })

  it('the CLI maps back past its added shebang line', () => {
    const entry = origin('cli.js', 'EPIPE')
    expect(entry.source).toBe('src/cli/index.js')
    expect(entry.line).toContain("'EPIPE'")
    const params = origin(
      holder('cli', ': expected a JSON object ({...}), or @FILE holding one'),
      ': expected a JSON object ({...}), or @FILE holding one'
    )
    expect(params.source).toBe('src/cli/params.js')
    expect(params.line).toContain(': expected a JSON object ({...}), or @FILE holding one')
  })

  it('a chunk loaded on use maps back to its source', () => {
    const chunk = scripts.find(f => /^index\.[\w-]+\.js$/.test(f) && readFileSync(join(ROOT, 'dist', f), 'utf8').includes('svc-sign-'))
    expect(chunk).toBeDefined()
    expect(origin(chunk!, 'svc-sign-').source).toBe('src/client/gpg.js')
  })
})
