// The documentation people navigate: the README and the docs/ pages. Each docs page has a table of
// contents that matches its headings (`npm run docs` rewrites them), and no relative link of any
// page leads to a missing file or heading (GitHub's anchors, as github-slugger makes them).
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, brokenLinks, pagePaths, withToc } from '../scripts/docs/pages.js'

const pages = pagePaths()

describe('the documentation pages', () => {
  test('are the README and the pages of docs/ (sanity)', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['README.md', 'docs/action.md', 'docs/cli.md', 'docs/desired-state.md', 'docs/mcp.md', 'docs/runners.md'])
    )
  })

  test.each(pages.filter(p => p.startsWith('docs/')))('%s has a fresh table of contents', p => {
    const text = readFileSync(join(ROOT, p), 'utf8')
    expect(text).toContain('<!-- toc -->')
    expect(withToc(text)).toBe(text)
  })

  test('no relative link leads nowhere', () => {
    expect(pages.flatMap(brokenLinks)).toEqual([])
  })

  test('the README is short: what svc is, the two commands, getting started, the pages', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    expect(readme.split('\n').length).toBeLessThan(150)
    for (const p of pages.filter(x => x !== 'README.md')) expect(readme).toContain(`](${p})`)
  })
})

describe('the link checker', () => {
  test('finds a missing file and a missing heading', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs')
    const dir = mkdtempSync(join(ROOT, 'docs', '.tmp-links-'))
    try {
      writeFileSync(join(dir, 'a.md'), '# A\n\n## Two words\n\n[ok](#two-words) [gone](#three) [file](nope.md) [b](a.md#two-words)\n')
      const rel = `docs/${dir.split('/').pop()}/a.md`
      expect(brokenLinks(rel)).toEqual([
        `${rel}: #three (no heading #three in ${rel})`,
        `${rel}: nope.md (no file docs/${dir.split('/').pop()}/nope.md)`
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
