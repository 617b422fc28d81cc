// The bundles under test (dist/index.js, dist/cli.js), rebuilt first when what they are built from
// changed (the digest dist/inputs.sha256 holds; not file times, which a fresh clone sets anew), under
// a directory lock so that parallel jest workers bundle (or install) only once.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inputsDigest } from '../scripts/bundle/inputs-digest.mjs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** Runs `fn` under a directory lock in .tmp/. */
export function locked<T>(name: string, fn: () => T): T {
  const lock = join(ROOT, '.tmp', `${name}.lock`)
  mkdirSync(join(ROOT, '.tmp'), { recursive: true })
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // A lock left by a killed run is stale after 3 minutes.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true })
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`)
      sleepSync(200)
    }
  }
  try {
    return fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Whether dist/ was built from the inputs as they are now (scripts/bundle/inputs-digest.mjs). */
function distIsCurrent(): boolean {
  const stamp = join(ROOT, 'dist', 'inputs.sha256')
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputsDigest(ROOT)
}

/** dist/<file>, rebuilt first when its inputs changed (or it is missing). */
export function ensureBundle(file: 'index.js' | 'cli.js'): string {
  const bundle = join(ROOT, 'dist', file)
  return locked('bundle', () => {
    const stale = !existsSync(bundle) || !distIsCurrent()
    if (stale) execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    return bundle
  })
}
