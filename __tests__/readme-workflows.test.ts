// Every workflow example in the README and docs/ is also a workflow file that `npm run test:real` runs under
// nektos/act against a real Gitea (__tests__/real/workflows/): the marked block of each file must be
// the page's text, so an example cannot drift from what is run.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { allPagesText } from '../scripts/docs/pages.js'
import { ROOT } from './bundle.js'

const dedent = (text: string) => {
  const lines = text.replace(/\s+$/, '').split('\n')
  const indent = Math.min(...lines.filter(l => l.trim()).map(l => l.match(/^ */)![0].length))
  return lines.map(l => l.slice(indent)).join('\n')
}

/** The pages' YAML blocks that are workflows or steps (not the one-line `uses:` reference). */
const readmeBlocks = [...allPagesText().matchAll(/```yaml\n([\s\S]*?)```/g)].map(m => dedent(m[1])).filter(b => b.split('\n').length > 1)

const dir = join(ROOT, '__tests__', 'real', 'workflows')
const workflowBlocks = readdirSync(dir)
  .filter(f => f.endsWith('.yml'))
  .map(f => {
    const text = readFileSync(join(dir, f), 'utf8')
    const m = text.match(/^[ \t]*# README\n([\s\S]*?)^[ \t]*# \/README$/m)
    return { file: f, block: m ? dedent(m[1]) : '' }
  })

describe("the documentation's workflow examples", () => {
  it('are all here', () => {
    expect(readmeBlocks.length).toBeGreaterThanOrEqual(6)
    expect(workflowBlocks).toHaveLength(readmeBlocks.length)
  })

  it.each(readmeBlocks.map((b, i) => [i + 1, b.split('\n')[0], b] as const))(
    'example %i (%s) is the marked block of a workflow file run by act',
    (_i, _first, block) => {
      expect(workflowBlocks.map(w => w.block)).toContain(block)
    }
  )
})
