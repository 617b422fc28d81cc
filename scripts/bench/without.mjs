// A copy of dist/ without one start-up device, for measuring what the device buys (issue 42):
// `node scripts/bench/without.mjs DEVICE OUT` writes OUT/dist, then `npm run bench -- --only-startup
// --dist OUT/dist` measures it in the same sitting as dist/ itself. The product has no switch for
// any of these: the copy is patched where the bundler wrote the device, or, where taking the device
// away is another build, the source is copied to OUT/tree, patched there and bundled with the
// copy's own scripts/bundle.mjs (only when dist/ was built from this very source, so that the two
// differ by the device alone). Each patch must apply, or this fails, so a moved device is noticed.
// Devices:
//   chunk-cache     the chunks' V8 cache (src/compile-cache.ts): the entries' chunk loaders import
//                   every chunk as an ES module (Node's own compile cache still holds their top level)
//   wasm-baseline   Node 20's --liftoff-only (src/wasm-baseline.ts): no V8 flag is set
//   lazy-modules    node:http2 and node:child_process loaded when the bundle loads, not on use
//                   (scripts/bundle/lazy-http2.cjs, lazy-module.cjs)
//   crypto          node:crypto loaded at start, as @actions/core and the config lock loaded it
//                   (src/random-uuid.ts)
//   command-index   the command index and the help pages (src/cli/generated/, npm run docs):
//                   `svc complete -- WORDS` and `svc ... --help` go to the whole program, which
//                   answers both alike (what the generator reads them from; the cheapest way to
//                   answer without them)
//   mcp-bundle      (a build) dist/mcp.js and its loaders (src/cli/mcp-loader.ts, mcp-bundle.ts):
//                   `svc mcp` is parsed by the CLI's own program (cli.js's commands chunk, not
//                   dispatched by src/cli/index.ts), and the tool server is chunks of dist/cli.js
//   mcp-loader      (a build) dist/mcp.js no longer only a loader: src/cli/mcp-bundle.ts imports the
//                   CLI's program and the session statically, so they are in the ES module mcp.js,
//                   not in chunks the chunks' V8 cache holds (as before issue 29)
//   none            (a build) the source unpatched, built the same way: equals dist/ byte for byte
// Both code caches together are NODE_DISABLE_COMPILE_CACHE=1 (`npm run bench -- --without
// compile-cache`), and the tool server's stdio front is `--without front` (the bench's client then
// sends an initialize the front hands to the SDK: what every message would be without it).
// `--root DIR` takes dist/ and the source from DIR instead of this repository (the tests' fixtures).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inputsDigest } from '../bundle/inputs-digest.mjs'

const args = process.argv.slice(2)
const rootAt = args.indexOf('--root')
const root = rootAt >= 0 ? resolve(args.splice(rootAt, 2)[1]) : resolve(fileURLToPath(new URL('../..', import.meta.url)))
const [device, outArg] = args
if (!device || !outArg) throw new Error('usage: node scripts/bench/without.mjs DEVICE OUT [--root DIR]')
const out = join(resolve(outArg), 'dist')
const tree = join(resolve(outArg), 'tree')

/** Replaces every match of `from` in the files named (below `dir`); fails when there is none. */
function patch(files, from, to, dir = out) {
  let count = 0
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8')
    const next = text.replace(from, (...m) => {
      count++
      return typeof to === 'function' ? to(...m) : to
    })
    writeFileSync(join(dir, f), next)
  }
  if (count === 0)
    throw new Error(
      `${device}: ${from} is not in ${files.join(', ')}: the ${dir === out ? 'bundle' : 'source'} changed, update scripts/bench/without.mjs`
    )
  console.log(`${device}: ${count} place(s) patched in ${files.join(', ')}`)
}

/**
 * A build without the device: what dist/ is built from copied to OUT/tree (node_modules hard-linked:
 * OUT on the file system of this repository),
 * `patchSource` applied there (every patch before the slow build), then bundled by the copy's own
 * scripts/bundle.mjs into OUT/tree/dist, copied to OUT/dist. `none` builds the copy unpatched: it
 * must equal dist/ byte for byte (`diff -r OUT/dist dist`), which shows that this way of building
 * changes nothing else.
 */
function rebuild(patchSource) {
  rmSync(tree, { recursive: true, force: true })
  for (const p of ['src', 'scripts/bundle.mjs', 'scripts/bundle', 'tsconfig.json', 'package.json', 'package-lock.json'])
    cpSync(join(root, p), join(tree, p), { recursive: true })
  patchSource()
  // The two builds differ by the device alone only when dist/ is this source's build.
  const built = join(root, 'dist', 'inputs.sha256')
  if (!existsSync(built) || readFileSync(built, 'utf8').trim() !== inputsDigest(root))
    throw new Error(`${device}: dist/ was not built from this source (dist/inputs.sha256): run \`npm run bundle\` first`)
  // Hard links, not a symbolic link: the bundler names a module by its real path, relative to the
  // tree, and derives the chunks' ids from those names (a link out of the tree changed every id).
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(tree, 'node_modules')])
  execFileSync(process.execPath, [join(tree, 'scripts', 'bundle.mjs')], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] })
  cpSync(join(tree, 'dist'), out, { recursive: true })
}

rmSync(out, { recursive: true, force: true })
if (device === 'mcp-bundle' || device === 'mcp-loader' || device === 'none') {
  rebuild(() => {
    if (device === 'none') return
    if (device === 'mcp-loader') {
      const bundle = ['src/cli/mcp-bundle.ts']
      patch(
        bundle,
        /^(import type \{ McpServerModule \} from '\.\/mcp-loader\.js'\n)/m,
        head => `${head}import * as cliMain from './main.js'\nimport * as serve from '../mcp/serve.js'\n`,
        tree
      )
      patch(bundle, /\(await import\('\.\/main\.js'\)\)/g, 'cliMain', tree)
      patch(bundle, /\(await import\('\.\.\/mcp\/serve\.js'\)\)/g, 'serve', tree)
      return
    }
    // src/cli/index.ts: `svc mcp` goes to main.ts like every other command (its own program parses it).
    patch(['src/cli/index.ts'], /^import \{ loadMcpServer \} from '\.\/mcp-loader\.js'\n/m, '', tree)
    patch(['src/cli/index.ts'], /^ *if \(argv\[0\] === 'mcp'\) return \(await loadMcpServer\(\)\)\.main\(argv\)\n/m, '', tree)
    // The tool server is the module itself, which the bundler makes chunks of dist/cli.js.
    patch(
      ['src/cli/mcp-loader.ts'],
      /^ *const specifier = .*\n *return \(await import\(\/\* webpackIgnore: true \*\/ specifier\)\) as McpServerModule\n/m,
      "  return await import('./mcp-bundle.js')\n",
      tree
    )
    // No bundle of its own.
    patch(['scripts/bundle.mjs'], /^ *\{ name: 'mcp\.js', source: 'src\/cli\/mcp-bundle\.ts'.*\n/m, '', tree)
  })
  process.exit(0)
}
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
else if (device === 'command-index') {
  // src/cli/index.ts's two shortcuts taken out: both requests then go to main.ts's whole program.
  patch(['cli.js'], /if\(([\w$]+)\[0\]==="complete"&&\1\[1\]==="--"\)/g, 'if(!1)')
  patch(['cli.js'], /const ([\w$]+)=\(await [^;]*?\.HELP_PAGES\[[\w$]+\];/g, (_, page) => `const ${page}=void 0;`)
} else
  throw new Error(
    `unknown device ${device}: chunk-cache, wasm-baseline, lazy-modules, crypto, command-index, mcp-bundle, mcp-loader or none`
  )
