// The lint's circle check (package.json's `lint`: dpdm over src, scripts and the tests) counts
// type-only imports and dynamic imports too: a circle made of them fails it as one of values does.
import { describe, expect, test } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { parse } from 'shell-quote'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const lint = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.lint as string
/** The dpdm command of the lint, as its words. */
const dpdmWords = (parse(lint.slice(lint.indexOf('dpdm'))) as string[]).filter(w => typeof w === 'string')

async function dpdm(files: Record<string, string>): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-circles-'))
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
    // The project's compiler settings: dpdm reads them to resolve `./b.js` to b.ts, as tsc does.
    writeFileSync(join(dir, 'tsconfig.json'), readFileSync(join(ROOT, 'tsconfig.json')))
    // The lint's own flags (the words before its globs), over this directory's files instead.
    const flags = dpdmWords.slice(
      1,
      dpdmWords.findIndex(w => w.includes('*'))
    )
    const r = await promisify(execFile)(join(ROOT, 'node_modules/.bin/dpdm'), [...flags, '*.ts'], { cwd: dir }).then(
      ok => ({ code: 0, out: ok.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout })
    )
    return r
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('the lint refuses import circles', () => {
  test('its globs cover src, scripts and the tests', () => {
    expect(dpdmWords).toEqual(expect.arrayContaining(['src/**/*.ts', 'scripts/**/*.ts', '__tests__/**/*.ts']))
    expect(dpdmWords).toContain('--exit-code')
  })

  test('a circle of type-only imports fails', async () => {
    const r = await dpdm({
      'a.ts': "import type { B } from './b.js'\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a.js'\nexport interface B { a?: A }\n"
    })
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/a\.ts -> b\.ts|b\.ts -> a\.ts/)
  }, 60_000)

  test('a circle closed by a dynamic import fails', async () => {
    const r = await dpdm({
      'a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
      'b.ts': "export const b = async () => (await import('./a.js')).a\n"
    })
    expect(r.code).toBe(1)
  }, 60_000)

  test('the same files without the circle pass', async () => {
    const r = await dpdm({
      'a.ts': "import type { B } from './b.js'\nexport interface A { b?: B }\n",
      'b.ts': 'export interface B { n: number }\n'
    })
    expect(r.code).toBe(0)
  }, 60_000)
})
