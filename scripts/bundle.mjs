#!/usr/bin/env node
// Builds the self-contained bundles, deterministically:
//   dist/index.js  the action (from src/index.ts)
//   dist/cli.js    the svc command-line client (from src/cli/index.ts), with a shebang
//   dist/mcp.js    the MCP tool server that `svc mcp` loads (from src/cli/mcp-bundle.ts)
//   dist/<bundle>.<id>.js  chunks each bundle loads only when used (gpg signing and @actions/exec,
//                  undici's proxy agent, the completion library, the desired-state engine)
//   dist/package.json  {"type":"module"} so plain `node dist/index.js` loads them as ESM
// TypeScript is first compiled to ESM JavaScript with tsc (ncc's own ts-loader would emit CommonJS
// requires that ESM-only dependencies such as @actions/core refuse), then ncc bundles that output.
// ncc bundles unminified, esbuild minifies (see bundle()). Every script ships with its source map (<name>.map,
// sources named src/<file>.js: svc's TypeScript as tsc compiled it, or node_modules/...); nothing
// registers it at run time (`node --enable-source-maps` reads it). No cache, no absolute paths in
// the output. A chunk's import goes through the code cache of the chunks when the entry turned it on
// (src/compile-cache.ts; each chunk it can load carries a digest of its code). `--check` rebuilds into a scratch directory and fails when dist/ differs (check-dist).
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { inputsDigest } from './bundle/inputs-digest.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const check = process.argv.includes('--check')
const work = join(root, '.tmp', 'bundle')
const js = join(work, 'js')
const dist = check ? join(work, 'dist') : join(root, 'dist')

const ENTRIES = [
  { name: 'index.js', source: 'src/index.ts', shebang: false, required: true, chunks: 'index.' },
  // Chunks of the CLI: what only some commands load (the completion library).
  { name: 'cli.js', source: 'src/cli/index.ts', shebang: true, required: false, chunks: 'cli.' },
  // `svc mcp` loads the tool server (and the MCP SDK) from this bundle of its own: as a chunk of
  // cli.js it shared modules with it, which the bundler then cannot merge (~6 ms on every command).
  { name: 'mcp.js', source: 'src/cli/mcp-bundle.ts', shebang: false, required: false, chunks: 'mcp.' }
]

function compile() {
  rmSync(js, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const tsconfig = join(work, 'tsconfig.json')
  writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        extends: relative(work, join(root, 'tsconfig.json')),
        compilerOptions: { noEmit: false, outDir: 'js', rootDir: relative(work, join(root, 'src')), sourceMap: false, declaration: false },
        include: [relative(work, join(root, 'src'))]
      },
      null,
      2
    )
  )
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig], { stdio: 'inherit', cwd: root })
  // The compiled files are ESM: mark the directory so ncc reads them as modules.
  writeFileSync(join(js, 'package.json'), '{"type":"module"}\n')
  vendorActionsCore()
}

/**
 * @actions/core without its OIDC client, and with `platform.getDetails` loaded on use. core.js
 * imports oidc-utils.js only for `getIDToken`, which svc never calls, and that module pulls in
 * @actions/http-client with its own copy of undici (a third of the bundle). platform.js imports
 * @actions/exec (child_process, @actions/io) at start for `getDetails` alone, which svc never calls
 * either: a step paid ~3 ms to load them. The package exports only its index, so its lib/ files
 * are copied next to the compiled code with oidc-utils.js replaced by a stub that refuses and
 * platform.js by its constants plus a `getDetails` that imports the published file (shipped as
 * platform-details.js, in a chunk); file-command.js takes its random UUIDs from
 * src/random-uuid.ts, not node:crypto. The compiled imports of '@actions/core' point at the copy.
 * Every other line of @actions/core is bundled as published.
 */
function vendorActionsCore() {
  const lib = join(root, 'node_modules', '@actions', 'core', 'lib')
  const out = join(js, 'vendor', 'actions-core')
  mkdirSync(out, { recursive: true })
  for (const f of readdirSync(lib)
    .filter(f => f.endsWith('.js'))
    .sort()) {
    const published = readFileSync(join(lib, f), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '\n')
    if (f === 'file-command.js') {
      // Its output delimiters' random UUIDs from src/random-uuid.ts: node:crypto is not loaded for them.
      const crypto = "import * as crypto from 'crypto';\n"
      if (!published.includes(crypto) || (published.match(/crypto\.\w+/g) ?? []).some(c => c !== 'crypto.randomUUID'))
        throw new Error('@actions/core: lib/file-command.js uses node:crypto otherwise now; update vendorActionsCore in scripts/bundle.mjs')
      writeFileSync(join(out, f), published.replace(crypto, "import * as crypto from '../../random-uuid.js';\n"))
    } else if (f === 'oidc-utils.js')
      writeFileSync(
        join(out, f),
        "// Stand-in for @actions/core's OIDC client (see scripts/bundle.mjs): svc never asks for OIDC tokens.\n" +
          "export class OidcClient {\n  static async getIDToken() {\n    throw new Error('OIDC tokens are not available in this bundle')\n  }\n}\n"
      )
    else if (f === 'platform.js') {
      writeFileSync(join(out, 'platform-details.js'), published)
      writeFileSync(
        join(out, f),
        "// @actions/core's platform.js with getDetails loaded on use (see scripts/bundle.mjs).\n" +
          "import os from 'os';\n" +
          'export const platform = os.platform();\nexport const arch = os.arch();\n' +
          "export const isWindows = platform === 'win32';\nexport const isMacOS = platform === 'darwin';\nexport const isLinux = platform === 'linux';\n" +
          "export async function getDetails() {\n  return (await import('./platform-details.js')).getDetails();\n}\n"
      )
    } else writeFileSync(join(out, f), published)
  }
  const platform = readFileSync(join(lib, 'platform.js'), 'utf8')
  const exported = [...platform.matchAll(/^export (?:const|function|async function) (\w+)/gm)]
    .map(m => m[1])
    .sort()
    .join(',')
  if (exported !== 'arch,getDetails,isLinux,isMacOS,isWindows,platform')
    throw new Error(`@actions/core: lib/platform.js exports ${exported} now; update vendorActionsCore in scripts/bundle.mjs`)
  const core = join(out, 'core.js')
  if (!existsSync(core) || !readFileSync(core, 'utf8').includes("from './oidc-utils.js'"))
    throw new Error('@actions/core: lib/core.js no longer imports ./oidc-utils.js; check vendorActionsCore in scripts/bundle.mjs')
  const walk = dir => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name)
      if (e.isDirectory()) {
        if (p !== join(js, 'vendor')) walk(p)
      } else if (e.name.endsWith('.js')) {
        const text = readFileSync(p, 'utf8')
        let to = relative(dirname(p), core).split('\\').join('/')
        if (!to.startsWith('.')) to = `./${to}`
        const next = text.replace(/from '@actions\/core'/g, `from '${to}'`)
        if (next !== text) writeFileSync(p, next)
      }
    }
  }
  walk(js)
}

/** A function's source on one line (esbuild prints it without line breaks). */
function oneLine(source) {
  const text = require('esbuild').transformSync(`(${source})`, { minifyWhitespace: true, loader: 'js' }).code.trim()
  if (text.includes('\n')) throw new Error('bundle.mjs: could not print a function on one line')
  return text.replace(/;$/, '')
}

// Minified by esbuild, with tree shaking: ncc keeps every top-level declaration of the ES modules
// it merges, esbuild drops the ones nothing uses (of zod's 92 schema kinds the action uses 28:
// zod marks them pure). Names are shortened too: svc's and undici's errors carry their own
// `name`, and nothing reads a function's or class's name (commander names its errors after their
// class, a name svc never shows). Measured: a one-call step 9% sooner on Node 24 and 4% on Node 20
// than ncc's own minifying; keeping names gave back half of it. The source map is chained to
// ncc's, so it still leads to the modules ncc read.
//
// First terser, compressing only (no renaming): it drops the functions nothing calls inside the
// module wrappers that ncc keeps for the modules a chunk shares with its bundle. esbuild's tree
// shaking reaches only the top level, so when the desired-state chunk began to use zod, zod's
// whole API (92 schema kinds and their formats) stayed in every bundle: +43 KB of the action,
// a one-call step ~8% slower on Node 20. Its source map is composed with ncc's.
async function minify(name, code, map, mapOf, shebang) {
  const scratch = join(work, 'min', name)
  mkdirSync(dirname(scratch), { recursive: true })
  const pruned = await require('terser').minify(code.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''), {
    module: true,
    compress: { defaults: false, unused: true, dead_code: true, passes: 2 },
    mangle: false,
    format: { comments: false },
    sourceMap: { content: map, filename: name, url: `${name}.ncc.map`, includeSources: true }
  })
  writeFileSync(scratch, pruned.code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '') + `\n//# sourceMappingURL=${name}.ncc.map\n`)
  writeFileSync(`${scratch}.ncc.map`, pruned.map)
  const built = require('esbuild').buildSync({
    entryPoints: [scratch],
    outfile: join(work, 'min', 'out', name),
    write: false,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    keepNames: false,
    treeShaking: true,
    legalComments: 'none',
    sourcemap: 'linked',
    sourcesContent: true,
    banner: shebang ? { js: '#!/usr/bin/env node' } : undefined,
    logLevel: 'silent'
  })
  const text = file => built.outputFiles.find(f => f.path.endsWith(`/${file}`)).text
  const outMap = mapOf(text(`${name}.map`))
  outMap.file = name
  return { code: text(name).replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${name}.map\n`), map: JSON.stringify(outMap) }
}

/**
 * The key of a chunk in the chunks' code cache (src/compile-cache.ts): a digest of its code, or
 * undefined for a chunk that cache cannot load as a script (one that imports a module or reads
 * import.meta, which only an ES module can: such a chunk is imported as usual).
 */
let chunkScript
function nodeCacheKey(code) {
  const script = chunkScript(code)
  if (script === undefined || /\bimport\s*\(|\bimport\.meta\b/.test(script)) return undefined
  new (require('node:vm').Script)(script) // compiles, or the build fails here rather than on a user's machine
  return require('node:crypto').createHash('sha256').update(code).digest('hex').slice(0, 32)
}

async function bundle(entry) {
  const ncc = require('@vercel/ncc')
  const input = join(js, entry.source.replace(/^src\//, '').replace(/\.ts$/, '.js'))
  const { code, map, assets } = await ncc(input, {
    cache: false,
    minify: false,
    sourceMap: true,
    sourceMapRegister: false,
    quiet: true,
    target: 'es2022',
    license: ''
  })
  const names = Object.keys(assets ?? {}).filter(a => a !== 'package.json' && a !== 'index.js.map') // the main map comes as `map`
  const chunks = names.filter(a => /^\d+\.index\.js$/.test(a))
  const extra = names.filter(a => (!chunks.includes(a) && !chunks.includes(a.replace(/\.map$/, ''))) || !entry.chunks)
  if (extra.length > 0) throw new Error(`${entry.source}: ncc emitted assets that would not be shipped: ${extra.join(', ')}`)
  if (code.startsWith('#!')) throw new Error(`${entry.source}: starts with a shebang line; bundle.mjs adds the CLI's own`)
  // Sources named by where they come from: src/<file>.js is svc's TypeScript as tsc compiled it.
  const mapOf = text => {
    const m = JSON.parse(text)
    m.sourceRoot = ''
    m.sources = m.sources.map(s =>
      s
        .replace(/^(\.\.?\/)+/, '')
        .replace('.tmp/bundle/js/vendor/actions-core/', 'node_modules/@actions/core/lib/')
        .replace('.tmp/bundle/js/', 'src/')
    )
    return m
  }
  // node:http2 is loaded when it is used, not when undici's HTTP/2 client loads (lazy-http2.cjs).
  let bundled = code
  const http2 = 'module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");'
  if (bundled.includes(http2)) {
    const lazy = readFileSync(join(root, 'scripts', 'bundle', 'lazy-http2.cjs'), 'utf8').match(
      /^module\.exports = (function lazyHttp2[\s\S]*)$/m
    )
    if (!lazy) throw new Error('scripts/bundle/lazy-http2.cjs: cannot find its function')
    bundled = bundled.replace(
      http2,
      // on one line, as the line it replaces: the lines after it keep their place in ncc's source map
      `module.exports = (${oneLine(lazy[1])})(() => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2"));`
    )
  } else if (/["']node:http2["']/.test(bundled)) throw new Error(`${entry.name}: node:http2 is required in a way bundle.mjs does not know`)
  // node:child_process is loaded when it is used, not when commander loads (lazy-module.cjs).
  const childProcess = 'module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");'
  if (bundled.includes(childProcess)) {
    const lazy = readFileSync(join(root, 'scripts', 'bundle', 'lazy-module.cjs'), 'utf8').match(
      /^module\.exports = (function lazyModule[\s\S]*)$/m
    )
    if (!lazy) throw new Error('scripts/bundle/lazy-module.cjs: cannot find its function')
    bundled = bundled.replace(
      childProcess,
      `module.exports = (${oneLine(lazy[1])})(() => __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process"));`
    )
  }
  // A chunk is loaded by the name ncc gave it (`<id>.index.js`): point the loader at the shipped
  // name, `<bundle>.<label>.js`. A domain's chunk (registry modules only, one of them the domain's
  // module of the registry's domains/, see src/registry/load.ts) is labelled with the domain (`index.users.js`), any
  // other chunk with its id.
  const idOf = c => c.replace(/\.index\.js$/, '')
  const labels = Object.fromEntries(
    chunks.map(c => {
      const sources = JSON.parse(String(assets[`${c}.map`].source)).sources
      const domains = sources.map(s => /registry\/domains\/(\w+)\.js$/.exec(s)?.[1]).filter(Boolean)
      const registryOnly = sources.every(s => !s.includes('.tmp/bundle/js/') || s.includes('.tmp/bundle/js/registry/'))
      // registry/index.js holds every domain: a chunk of it (a front end that offers them all, such
      // as the tool server's, imported from a chunk) may hold one domain's module too, and is not that domain's.
      const wholeRegistry = sources.some(s => s.endsWith('.tmp/bundle/js/registry/index.js'))
      return [idOf(c), domains.length === 1 && registryOnly && !wholeRegistry ? domains[0] : idOf(c)]
    })
  )
  if (new Set(Object.values(labels)).size !== chunks.length)
    throw new Error(`${entry.name}: two chunks of one label: ${JSON.stringify(labels)}`)
  // The chunks are minified as the bundle is: a chunk is compiled whenever it loads (a domain's on
  // every call of the domain).
  const files = {}
  const cacheKeys = {}
  for (const c of chunks) {
    const name = `${entry.chunks}${labels[idOf(c)]}.js`
    const chunk = await minify(name, String(assets[c].source), String(assets[`${c}.map`].source), mapOf, false)
    files[name] = chunk.code
    files[`${name}.map`] = chunk.map
    const key = nodeCacheKey(chunk.code)
    if (key) cacheKeys[idOf(c)] = key
  }
  if (chunks.length > 0) {
    const loader = 'return "" + chunkId + ".index.js";'
    if (!bundled.includes(loader)) throw new Error(`${entry.name}: cannot find ncc's chunk file name function`)
    bundled = bundled.replace(loader, `return "${entry.chunks}" + (${JSON.stringify(labels)}[chunkId] ?? chunkId) + ".js";`)
    // A chunk with a cache key is loaded through the code cache of src/compile-cache.ts
    // when the entry has turned it on (on one line: the lines after it keep their place in the map).
    const load = 'import("./" + __nccwpck_require__.u(chunkId))'
    if (bundled.split(load).length !== 2) throw new Error(`${entry.name}: cannot find ncc's chunk import`)
    bundled = bundled.replace(
      load,
      `((key, cached) => key && cached ? cached(new URL("./" + __nccwpck_require__.u(chunkId), import.meta.url), key) : ${load})` +
        `(${JSON.stringify(cacheKeys)}[chunkId], globalThis[Symbol.for("svc.loadChunk")])`
    )
  }
  const main = await minify(entry.name, bundled, map, mapOf, entry.shebang)
  files[entry.name] = main.code
  files[`${entry.name}.map`] = main.map
  for (const [name, content] of Object.entries(files))
    if (content.includes(root)) throw new Error(`${name}: the bundle contains the absolute path ${root}`)
  return files
}

async function main() {
  compile()
  ;({ chunkScript } = await import(pathToFileURL(join(js, 'compile-cache.js')).href))
  rmSync(dist, { recursive: true, force: true })
  mkdirSync(dist, { recursive: true })
  for (const entry of ENTRIES) {
    if (!existsSync(join(root, entry.source))) {
      if (entry.required) throw new Error(`missing ${entry.source}`)
      console.log(`skip ${entry.name}: ${entry.source} does not exist yet`)
      continue
    }
    const files = await bundle(entry)
    for (const [name, code] of Object.entries(files)) {
      const file = join(dist, name)
      writeFileSync(file, code)
      if (entry.shebang && name === entry.name) chmodSync(file, 0o755)
      console.log(`${relative(root, file)}: ${(code.length / 1024).toFixed(0)} KiB`)
    }
  }
  writeFileSync(join(dist, 'package.json'), '{\n  "type": "module"\n}\n')
  // What dist/ was built from: the tests rebuild it only when this differs (scripts/bundle/inputs-digest.mjs).
  writeFileSync(join(dist, 'inputs.sha256'), `${inputsDigest(root)}\n`)

  if (check) {
    const real = join(root, 'dist')
    const names = new Set([...readdirSync(dist), ...(existsSync(real) ? readdirSync(real) : [])])
    const stale = [...names].filter(n => {
      const a = join(dist, n)
      const b = join(real, n)
      return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b))
    })
    if (stale.length > 0) {
      console.error(`dist/ is stale (${stale.join(', ')}): run \`npm run bundle\` and commit dist/`)
      process.exit(1)
    }
    console.log('dist/ is up to date')
  }
}

main().catch(e => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
