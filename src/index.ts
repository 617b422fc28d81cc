// Entry point of the action bundle (dist/index.js). It exports `run()` for harnesses that call it
// themselves (`@github/local-action`, the typescript-action template's convention) and runs it
// when it is the program node was started with (a runner's `node dist/index.js`). The action's
// modules are a chunk loaded by `run`, after the compile cache is on (compile-cache.ts).
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { enableCompileCache } from './compile-cache.js'

export async function run(): Promise<void> {
  return (await import('./action/main.js')).run()
}

function startedAsProgram(): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (startedAsProgram()) {
  enableCompileCache()
  void run()
}
