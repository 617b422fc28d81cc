// What the bundles carry of their libraries: only what svc uses. zod exports ~90 schema kinds and
// string formats; svc validates with a few of them. The desired-state engine, a chunk that shares
// zod with its bundle, once made every bundle keep all of zod (module wrappers esbuild does not
// shake): scripts/bundle.mjs has terser drop what nothing calls first. A format svc never
// validates standing in a bundle means that came back.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, ensureBundle } from './bundle.js'

describe('the bundles ship the zod svc uses, not all of it', () => {
  // (dist/mcp.js is left out: zod's JSON Schema output, which the tool server uses, names every format.)
  it.each(['index.js', 'cli.js'])('dist/%s has no zod string format svc never validates', file => {
    // Built (or rebuilt when src/ is newer) with the CLI's bundle: the same script writes all three.
    ensureBundle('cli.js')
    const code = readFileSync(join(ROOT, 'dist', file), 'utf8')
    // The format names zod's constructors of those kinds carry (its messages name them without quotes).
    const unused = ['"ksuid"', '"iban"', '"e164"'].filter(word => code.includes(word))
    expect(unused).toEqual([])
  })
})
