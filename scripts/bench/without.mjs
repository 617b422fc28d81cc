// A copy of dist/ without one start-up device, for measuring what the device buys (issue 42):
// `node scripts/bench/without.mjs DEVICE OUT` writes OUT/dist, then `npm run bench -- --only-startup
// --dist OUT/dist` measures it in the same sitting as dist/ itself. The product has no switch for
// any of these: the copy is patched where the bundler wrote the device (each patch must apply, or
// this fails, so a rebuilt bundle that moved a device is noticed). Devices:
//   chunk-cache     the chunks' V8 cache (src/compile-cache.ts): the entries' chunk loaders import
//                   every chunk as an ES module (Node's own compile cache still holds their top level)
//   wasm-baseline   Node 20's --liftoff-only (src/wasm-baseline.ts): no V8 flag is set
//   lazy-modules    node:http2 and node:child_process loaded when the bundle loads, not on use
//                   (scripts/bundle/lazy-http2.cjs, lazy-module.cjs)
//   crypto          node:crypto loaded at start, as @actions/core and the config lock loaded it
//                   (src/random-uuid.ts)
// Both code caches together are NODE_DISABLE_COMPILE_CACHE=1 (`npm run bench -- --without
// compile-cache`), and the tool server's stdio front is `--without front` (the bench's client then
// sends an initialize the front hands to the SDK: what every message would be without it).
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const [device, outArg] = process.argv.slice(2)
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const out = join(resolve(outArg ?? ''), 'dist')

/** Replaces every match of `from` in the scripts named; fails when there is none. */
function patch(files, from, to) {
  let count = 0
  for (const f of files) {
    const text = readFileSync(join(out, f), 'utf8')
    const next = text.replace(from, (...m) => {
      count++
      return typeof to === 'function' ? to(...m) : to
    })
    writeFileSync(join(out, f), next)
  }
  if (count === 0) throw new Error(`${device}: ${from} is not in ${files.join(', ')}: the bundle changed, update scripts/bench/without.mjs`)
  console.log(`${device}: ${count} place(s) patched`)
}

if (!outArg) throw new Error('usage: node scripts/bench/without.mjs DEVICE OUT')
rmSync(out, { recursive: true, force: true })
cpSync(join(root, 'dist'), out, { recursive: true })
const scripts = readdirSync(out).filter(f => f.endsWith('.js'))
const entries = ['index.js', 'cli.js', 'mcp.js']
if (device === 'chunk-cache') patch(entries, /globalThis\[Symbol\.for\("svc\.loadChunk"\)\]/g, 'void 0')
else if (device === 'wasm-baseline')
  patch(scripts, /process\.getBuiltinModule\("node:v8"\)\.setFlagsFromString\("--liftoff-only"\)/g, 'void 0')
else if (device === 'lazy-modules')
  patch(
    scripts,
    /\(\(\)=>(\w+)\(import\.meta\.url\)\("node:(http2|child_process)"\)\)/g,
    (_, req, name) => `((m=>()=>m)(${req}(import.meta.url)("node:${name}")))`
  )
else if (device === 'crypto')
  patch(['index.js', 'cli.js'], /^(#!.*\n)?/, (_, shebang) => `${shebang ?? ''}process.getBuiltinModule("node:crypto");`)
else throw new Error(`unknown device ${device}: chunk-cache, wasm-baseline, lazy-modules or crypto`)
