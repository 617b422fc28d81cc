// Entry point of the action bundle (dist/index.js). It exports `run()` for harnesses that call it
// themselves (`@github/local-action`, the typescript-action template's convention) and runs it
// when it is the program node was started with (a runner's `node dist/index.js`).
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { run } from './action/main.js'

export { run }

function startedAsProgram(): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (startedAsProgram()) void run()
