// An on-disk cache of compiled code: the next process that loads the same bundle skips most of
// parsing and compiling it. A CI job's later svc steps and every CLI command after the first start
// from it. Called by the entry points (dist/index.js, dist/cli.js) before they load the rest of
// their bundle, which comes in chunks (scripts/bundle.mjs).
// - The chunks are compiled here, as scripts, with V8's cached data (vm.Script `cachedData`),
//   written at exit so that it holds every function the run compiled. The bundle's chunk loader
//   asks for it (a chunk the cache cannot take is imported as usual).
// - Node 22.1 and later also turn on Node's own (`module.enableCompileCache`) for the ES modules
//   (the entries, dist/mcp.js, a chunk the cache above cannot take). Not for the chunks: Node
//   writes a module's cached data when it compiles it, before it runs, so it holds the module's
//   top level only; the functions a command calls were parsed and compiled again in every process
//   (on Node 24 ~40% of `svc user me`'s instructions, ~30% of a one-call step's).
// NODE_DISABLE_COMPILE_CACHE=1 turns both off; NODE_COMPILE_CACHE=DIR moves them (default: the
// system's temporary directory).
import module from 'node:module'
import { keepWasmOnBaseline } from './wasm-baseline.js'

/** Where a bundle's chunk loader looks for the chunks' cache (see scripts/bundle.mjs). */
export const CHUNK_LOADER = Symbol.for('svc.loadChunk')

/** A chunk as the bundle's loader installs it (what `import()` of the chunk would give). */
export interface Chunk {
  id: unknown
  ids: unknown
  modules: unknown
}
/** Loads the chunk at `url`, whose content is `key` (a digest written into the bundle at build time). */
export type ChunkLoader = (url: URL, key: string) => Promise<Chunk>

export function enableCompileCache(): void {
  const nodeCache = (module as { enableCompileCache?: () => unknown }).enableCompileCache
  if (nodeCache) nodeCache()
  if (!process.env.NODE_DISABLE_COMPILE_CACHE) {
    const dir = ownCacheDir()
    if (dir) (globalThis as Record<symbol, unknown>)[CHUNK_LOADER] = chunkCache(dir)
  }
}

/**
 * This user's cache directory, made private: cached code is run as it is, so a directory (or a
 * file) another user could write to is not used. Undefined when there is none to be had.
 */
function ownCacheDir(): string | undefined {
  const { mkdirSync, statSync } = process.getBuiltinModule('node:fs')
  const { join } = process.getBuiltinModule('node:path')
  const base = process.env.NODE_COMPILE_CACHE || process.getBuiltinModule('node:os').tmpdir()
  const dir = join(base, `svc-v8-${process.version}-${process.arch}`)
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const st = statSync(dir)
    return st.isDirectory() && ownedByMe(st) ? dir : undefined
  } catch {
    return undefined
  }
}

/** Owned by this user and writable by no other (where there are users and modes: not on Windows). */
function ownedByMe(st: { uid: number; mode: number }): boolean {
  return process.getuid === undefined || (st.uid === process.getuid() && (st.mode & 0o022) === 0)
}

/** The end of a chunk as the bundler writes it: an ES module of three exports (and its source map's name). */
const CHUNK_END = /^export\{([\w$]+) as id,([\w$]+) as ids,([\w$]+) as modules\};?\s*(\/\/# sourceMappingURL=\S+)?\s*$/

/**
 * A chunk's code as a script whose value is the chunk (what the bundle's loader installs), or
 * undefined if it is not in the chunks' form. The module's code becomes a strict function's body
 * (a module is strict), its exports returned; the first line is the wrapper's, so that a script
 * compiled with `lineOffset: -1` keeps the file's positions (stack traces, the source map).
 * scripts/bundle.mjs compiles it too: a chunk this cannot serve gets no cache key.
 * The script is put together from the file's bytes and decoded once: a chunk is hundreds of KiB,
 * and a second copy of it on the JS heap (the file's text, then the script's) filled the young
 * generation: `svc user me` had one garbage collection more than a one-call step (~1 ms of CPU).
 */
export function chunkScript(source: string | Buffer): string | undefined {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source
  const at = bytes.lastIndexOf('export{')
  const end = at < 0 ? null : CHUNK_END.exec(bytes.toString('utf8', at))
  if (!end) return undefined
  const tail = `\nreturn{id:${end[1]},ids:${end[2]},modules:${end[3]}}}).call(void 0)\n${end[4] ?? ''}`
  return Buffer.concat([Buffer.from('"use strict";(function(){\n'), bytes.subarray(0, at), Buffer.from(tail)]).toString('utf8')
}

/**
 * A short digest of a chunk's path. V8's cached data keeps the name of the script that made it (its
 * stack traces name that file): a copy of the same chunk elsewhere (another checkout, another
 * install) gets a cache of its own rather than the first one's file name.
 */
function pathTag(path: string): string {
  // FNV-1a: no node:crypto at start (it costs the step more than this saves).
  let h = 0x811c9dc5
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(16).padStart(8, '0')
}

function chunkCache(dir: string): ChunkLoader {
  const fs = process.getBuiltinModule('node:fs')
  const { join } = process.getBuiltinModule('node:path')
  const { fileURLToPath } = process.getBuiltinModule('node:url')
  const vm = process.getBuiltinModule('node:vm')
  // The cache is written under the flags at exit: the same ones from the start.
  keepWasmOnBaseline()
  const unwritten: Array<{ script: InstanceType<typeof vm.Script>; file: string }> = []
  const read = (file: string): Buffer | undefined => {
    let fd: number | undefined
    try {
      fd = fs.openSync(file, 'r')
      return ownedByMe(fs.fstatSync(fd)) ? fs.readFileSync(fd) : undefined
    } catch {
      return undefined
    } finally {
      if (fd !== undefined) fs.closeSync(fd)
    }
  }
  process.once('exit', () => {
    for (const { script, file } of unwritten)
      try {
        // Another process may write the same file: each writes its own, then renames it into place.
        const partial = `${file}.${process.pid}`
        fs.writeFileSync(partial, script.createCachedData(), { mode: 0o600 })
        fs.renameSync(partial, file)
      } catch {
        // A cache that cannot be written costs the next process its compiling, nothing more.
      }
  })
  return async (url, key) => {
    const filename = fileURLToPath(url)
    const code = chunkScript(fs.readFileSync(filename))
    if (code === undefined) throw new Error(`${filename}: not a chunk of this bundle`)
    const file = join(dir, `${key}-${pathTag(filename)}.v8`)
    const cachedData = read(file)
    const script = new vm.Script(code, { filename, lineOffset: -1, cachedData })
    if (cachedData === undefined || script.cachedDataRejected === true) unwritten.push({ script, file })
    return script.runInThisContext() as Chunk
  }
}
