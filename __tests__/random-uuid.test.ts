// Random UUIDs without node:crypto (src/random-uuid.ts): the action's output delimiters, result
// files and the CLI's config lock take them, so a one-call step never loads node:crypto.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from '../src/random-uuid.js'
import { ensureBundle } from './bundle.js'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('randomUUID', () => {
  it('gives version 4 UUIDs, never the same twice', () => {
    const ids = Array.from({ length: 2000 }, () => randomUUID())
    for (const id of ids) expect(id).toMatch(V4)
    expect(new Set(ids).size).toBe(ids.length)
    // every hex digit outside the fixed ones turns up in every random position
    for (const pos of [0, 9, 15, 19, 35]) expect(new Set(ids.map(id => id[pos])).size).toBe(pos === 19 ? 4 : 16)
  })

  it("is what the bundled action's output delimiters use: a step never loads node:crypto", () => {
    const index = ensureBundle('index.js')
    const dir = mkdtempSync(join(tmpdir(), 'svc-uuid-'))
    try {
      const loaded = join(dir, 'loaded.txt')
      const preload = join(dir, 'loaded.cjs')
      writeFileSync(
        preload,
        `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)}, process.moduleLoadList.join('\\n')))\n`
      )
      const output = join(dir, 'output')
      writeFileSync(output, '')
      const run = spawnSync(process.execPath, ['-r', preload, index], {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          HOME: dir,
          RUNNER_TEMP: dir,
          GITHUB_OUTPUT: output,
          'INPUT_SERVER-URL': 'http://127.0.0.1:9',
          INPUT_TOKEN: 'uuid-token-0123456789',
          INPUT_VARIANT: 'forgejo',
          INPUT_DOMAIN: 'users',
          INPUT_ACTION: 'me',
          'INPUT_DRY-RUN': 'true'
        }
      })
      expect(run.status).toBe(0)
      const delimiters = [...readFileSync(output, 'utf8').matchAll(/^[\w-]+<<ghadelimiter_(.*)$/gm)].map(m => m[1])
      expect(delimiters.length).toBeGreaterThanOrEqual(2)
      for (const d of delimiters) expect(d).toMatch(V4)
      expect(readFileSync(loaded, 'utf8').split('\n')).not.toContain('NativeModule crypto')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
