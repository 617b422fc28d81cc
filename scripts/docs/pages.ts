// The documentation pages people read (README.md and docs/*.md, but not the generated operations
// table), their tables of contents and their links. `npm run docs` rewrites each page's table of
// contents between `<!-- toc -->` and `<!-- /toc -->`; `__tests__/docs.test.ts` fails when one is
// stale or when a relative link points at a file or heading that does not exist.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import GithubSlugger from 'github-slugger'
import MarkdownIt from 'markdown-it'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Repository-relative paths of the pages: the README first, then docs/ in name order. */
export function pagePaths(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter(f => f.endsWith('.md') && f !== 'operations.md')
    .sort()
  return ['README.md', ...docs.map(f => `docs/${f}`)]
}

/** Every page's text, the README first: what tests that look for an example read. */
export function allPagesText(): string {
  return pagePaths()
    .map(p => readFileSync(join(ROOT, p), 'utf8'))
    .join('\n')
}

const md = new MarkdownIt()

interface Heading {
  level: number
  text: string
  slug: string
}

/** The page's headings with GitHub's anchors (github-slugger: the algorithm GitHub renders with). */
export function headings(text: string): Heading[] {
  const slugger = new GithubSlugger()
  const tokens = md.parse(text, {})
  const out: Heading[] = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]
    if (t.type !== 'heading_open') continue
    const inline = tokens[i + 1]
    const plain = (inline.children ?? [])
      .filter(c => c.type === 'text' || c.type === 'code_inline')
      .map(c => c.content)
      .join('')
    out.push({ level: Number(t.tag.slice(1)), text: inline.content, slug: slugger.slug(plain) })
  }
  return out
}

const TOC = /<!-- toc -->\n[\s\S]*?<!-- \/toc -->/

/** The page with its table of contents made anew from its `##` and `###` headings. */
export function withToc(text: string): string {
  if (!TOC.test(text)) return text
  const lines = headings(text)
    .filter(h => h.level === 2 || h.level === 3)
    .map(h => `${h.level === 3 ? '  ' : ''}- [${h.text.replace(/([[\]])/g, '\\$1')}](#${h.slug})`)
  return text.replace(TOC, `<!-- toc -->\n${lines.join('\n')}\n<!-- /toc -->`)
}

/** Relative links of a page that lead nowhere: a missing file, or a heading its target lacks. */
export function brokenLinks(path: string): string[] {
  const text = readFileSync(join(ROOT, path), 'utf8')
  const broken: string[] = []
  const walk = (tokens: ReturnType<typeof md.parse>) => {
    for (const t of tokens) {
      if (t.children) walk(t.children)
      if (t.type !== 'link_open') continue
      const href = String(t.attrGet('href') ?? '')
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue
      const [file, anchor] = href.split('#')
      const target = file ? join(dirname(join(ROOT, path)), decodeURIComponent(file)) : join(ROOT, path)
      let targetText: string
      try {
        targetText = readFileSync(target, 'utf8')
      } catch {
        broken.push(`${path}: ${href} (no file ${relative(ROOT, target)})`)
        continue
      }
      if (anchor && target.endsWith('.md') && !headings(targetText).some(h => h.slug === anchor))
        broken.push(`${path}: ${href} (no heading #${anchor} in ${relative(ROOT, target)})`)
    }
  }
  walk(md.parse(text, {}))
  return broken
}
