// The bundles under test (dist/index.js, dist/cli.js), rebuilt first when a source file is newer,
// under a directory lock so that parallel jest workers bundle (or install) only once.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

/** dist/<file>, rebuilt first when a source file is newer than it (or it is missing). */
export function ensureBundle(file: 'index.js' | 'cli.js'): string {
  const bundle = join(ROOT, 'dist', file)
  return locked('bundle', () => {
    const stale = !existsSync(bundle) || newestMtime(join(ROOT, 'src')) > statSync(bundle).mtimeMs
    if (stale) execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    return bundle
  })
}
