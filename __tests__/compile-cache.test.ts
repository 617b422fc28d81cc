// The bundles' code cache (src/compile-cache.ts): the chunks a command loads are compiled with V8's
// cached data, kept in a private directory under NODE_COMPILE_CACHE (default: the temporary
// directory); a later process runs from it unchanged. On Node 20 and on Node 24 (whose own cache,
// also on, holds the ES modules).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { nodeBinaries } from './action/run.js'
import { ROOT, ensureBundle } from './bundle.js'

describe.each(nodeBinaries())('the code cache of the bundled CLI on $label', node => {
  const cli = ensureBundle('cli.js')
  let base: string
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'svc-cache-test-'))
  })
  afterEach(() => rmSync(base, { recursive: true, force: true }))

  /** The bundled CLI with these args, the cache under `base`, a closed port as the server. */
  const spawn = (args: string[], env: Record<string, string> = {}, input?: string) =>
    spawnSync(node.path, [cli, ...args], {
      input,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: base,
        NODE_COMPILE_CACHE: base,
        SVC_SERVER_URL: 'http://127.0.0.1:9',
        SVC_TOKEN: 'cache-token-0123456789',
        SVC_VARIANT: 'forgejo',
        ...env
      }
    })
  const svc = (env: Record<string, string> = {}) => {
    const run = spawn(['user', 'me', '--dry-run'], env)
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: 'dry run: nothing was sent\n' })
    expect(run.stdout).toContain('GET http://127.0.0.1:9/api/v1/user')
    return run.stdout
  }
  const svcDir = () => readdirSync(base).filter(f => f.startsWith('svc-v8-'))
  /** The cache files: name, inode and modification time (a file rewritten is a new inode: renamed into place). */
  const files = (dir: string) =>
    readdirSync(dir)
      .sort()
      .map(f => {
        const st = statSync(join(dir, f))
        return { f, ino: st.ino, mtime: st.mtimeMs, mode: st.mode & 0o777 }
      })

  it('writes the chunks a command ran, private to the user, and runs from them unchanged', () => {
    const first = svc()
    expect(svcDir()).toHaveLength(1)
    const dir = join(base, svcDir()[0])
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    const written = files(dir)
    // the commands' chunk, undici with commander and zod, the users domain at least
    expect(written.length).toBeGreaterThanOrEqual(3)
    for (const w of written)
      expect(w).toEqual({ f: expect.stringMatching(/^[0-9a-f]{32}-[0-9a-f]{8}\.v8$/), ino: w.ino, mtime: w.mtime, mode: 0o600 })
    // Accepted data is not written again; the output is the same.
    expect(svc()).toBe(first)
    expect(files(dir)).toEqual(written)
  })

  it('replaces data V8 refuses, and the command still runs', () => {
    const first = svc()
    const dir = join(base, svcDir()[0])
    const [victim] = files(dir)
    writeFileSync(join(dir, victim.f), 'not V8 cached data', { mode: 0o600 })
    expect(svc()).toBe(first)
    const after = files(dir).find(w => w.f === victim.f)!
    expect(after.ino).not.toBe(victim.ino)
    expect(statSync(join(dir, victim.f)).size).toBeGreaterThan(100)
  })

  it('uses no directory another user could write to', () => {
    svc()
    const dir = join(base, svcDir()[0])
    for (const w of files(dir)) rmSync(join(dir, w.f))
    chmodSync(dir, 0o777)
    svc()
    expect(readdirSync(dir)).toEqual([])
  })

  it('holds svc mcp too: its entry is only a loader, its chunks are cached and read back by the next session', () => {
    // dist/mcp.js holds no module of svc's but itself: the program, the front and the session are chunks.
    const map = JSON.parse(readFileSync(join(ROOT, 'dist', 'mcp.js.map'), 'utf8')) as { sources: string[] }
    expect(map.sources.filter(s => s.startsWith('src/'))).toEqual(['src/cli/mcp-bundle.js'])
    const session = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } }
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' }
    ]
    const mcp = () => {
      const run = spawn(['mcp'], { SVC_VARIANT: 'gitea', SVC_DOMAINS: 'users' }, session.map(m => JSON.stringify(m)).join('\n') + '\n')
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' })
      return run.stdout
    }
    const first = mcp()
    expect(first).toContain('"name":"svc_users"')
    const dir = join(base, svcDir()[0])
    const written = files(dir)
    expect(written.length).toBeGreaterThanOrEqual(3)
    expect(mcp()).toBe(first)
    expect(files(dir)).toEqual(written)
  })

  it('is off with NODE_DISABLE_COMPILE_CACHE=1', () => {
    svc({ NODE_DISABLE_COMPILE_CACHE: '1' })
    expect(svcDir()).toEqual([])
  })
})

describe('a copy of the same chunk at another path', () => {
  it("gets its own cache: its stack traces name its own file, not the first copy's", () => {
    const base = mkdtempSync(join(tmpdir(), 'svc-cache-path-'))
    try {
      // A chunk in the bundler's form whose function reports where it runs.
      const chunk = 'const a=1,b=[1],c={f(){return new Error("x").stack.split("\\n")[1].trim()}};\nexport{a as id,b as ids,c as modules};\n'
      const probe = join(base, 'probe.mts')
      writeFileSync(
        probe,
        `import { pathToFileURL } from 'node:url'
import { CHUNK_LOADER, enableCompileCache } from ${JSON.stringify(pathToFileURL(join(ROOT, 'src', 'compile-cache.ts')).href)}
enableCompileCache()
const chunk = await globalThis[CHUNK_LOADER](pathToFileURL(process.argv[2]), '0123456789abcdef0123456789abcdef')
console.log(chunk.modules.f())
`
      )
      const where = (dir: string) => {
        mkdirSync(join(base, dir), { recursive: true })
        writeFileSync(join(base, dir, 'chunk.js'), chunk)
        const run = spawnSync(process.execPath, ['--import', 'tsx', probe, join(base, dir, 'chunk.js')], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: join(base, 'cache') }
        })
        expect(run.stderr).toBe('')
        return run.stdout
      }
      expect(where('first')).toContain(join(base, 'first', 'chunk.js'))
      // The second copy's own file, also when the first copy's cache is there to be read.
      expect(where('second')).toContain(join(base, 'second', 'chunk.js'))
      expect(where('second')).toContain(join(base, 'second', 'chunk.js'))
      const cached = readdirSync(join(base, 'cache', readdirSync(join(base, 'cache'))[0]))
      expect(cached).toHaveLength(2)
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })
})
