// dist/ is rebuilt by the tests only when what it is built from changed (scripts/bundle/inputs-digest.mjs):
// a fresh clone, whose files all carry the checkout's time, uses the committed dist/ as it is.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inputsDigest } from '../scripts/bundle/inputs-digest.mjs'

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'svc-inputs-'))
  for (const [path, text] of Object.entries({
    'src/index.ts': 'export {}\n',
    'src/cli/main.ts': 'export const a = 1\n',
    'scripts/bundle.mjs': '// bundle\n',
    'scripts/bundle/lazy-module.cjs': '// stand-in\n',
    'tsconfig.json': '{}\n',
    'package-lock.json': '{"lockfileVersion":3}\n',
    'README.md': 'not an input\n'
  })) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('the digest of what dist/ is built from', () => {
  it('ignores file times and what is no input; changes with a byte, a new file or a renamed one', () => {
    const root = tree()
    try {
      const first = inputsDigest(root)
      const later = new Date(Date.now() + 60_000)
      utimesSync(join(root, 'src/cli/main.ts'), later, later)
      writeFileSync(join(root, 'README.md'), 'edited\n')
      expect(inputsDigest(root)).toBe(first)
      writeFileSync(join(root, 'src/cli/main.ts'), 'export const a = 2\n')
      const edited = inputsDigest(root)
      expect(edited).not.toBe(first)
      writeFileSync(join(root, 'src/cli/extra.ts'), '')
      expect(inputsDigest(root)).not.toBe(edited)
      rmSync(join(root, 'src/cli/extra.ts'))
      writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}\n')
      expect(inputsDigest(root)).not.toBe(edited)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
