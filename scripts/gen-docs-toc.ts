// Rewrites the table of contents of every documentation page (scripts/docs/pages.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, pagePaths, withToc } from './docs/pages.js'

for (const p of pagePaths()) {
  const file = join(ROOT, p)
  const text = readFileSync(file, 'utf8')
  const next = withToc(text)
  if (next !== text) writeFileSync(file, next)
}
