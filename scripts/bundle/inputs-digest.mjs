// What dist/ is built from, as one digest: every file under src/, the bundle script and its
// stand-ins, the TypeScript settings and the locked dependency versions. The bundle script writes it
// to dist/inputs.sha256; the tests rebuild dist/ only when it differs. (File times cannot tell: a
// fresh clone gives every file the time of its checkout, so src/ often looks newer than dist/, and a
// first `npm test` bundled inside a test's time limit: on a busy machine, past it.)
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const INPUTS = ['src', 'scripts/bundle.mjs', 'scripts/bundle', 'tsconfig.json', 'package-lock.json']

/** The input files below `root`, as paths relative to it (a directory: every file in it). */
function inputFiles(root) {
  return INPUTS.flatMap(p => {
    const full = join(root, p)
    if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [p]
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter(e => e.isFile())
      .map(e => relative(root, join(e.parentPath, e.name)))
  }).sort()
}

/** sha256 over each input file's path and bytes, in path order. */
export function inputsDigest(root) {
  const hash = createHash('sha256')
  for (const p of inputFiles(root))
    hash
      .update(`${p}\0`)
      .update(readFileSync(join(root, p)))
      .update('\0')
  return hash.digest('hex')
}
