// scripts/bench/without.mjs, which makes the builds without one start-up device that the bench
// measures (docs/performance.md, "Start-up devices"): a patch that no longer finds its device fails
// loudly, naming it, instead of measuring a build that still has it; a build from the source is
// made only from the source dist/ was built from. Fixture trees (--root), no bundling: fast.
import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const WITHOUT = join(ROOT, 'scripts', 'bench', 'without.mjs')
const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

function without(device: string, root: string) {
  const out = mkdtempSync(join(tmpdir(), 'svc-without-out-'))
  made.push(out)
  const r = spawnSync(process.execPath, [WITHOUT, device, out, '--root', root], { encoding: 'utf8' })
  return { status: r.status, stderr: r.stderr, out }
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'svc-without-root-'))
  made.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

// The end of dist/cli.js as the bundler writes it (src/cli/index.ts's `run`, minified).
const CLI_RUN =
  'async function D(e){if(e.length===1&&(e[0]==="--version"||e[0]==="-V"))return process.stdout.write(`svc ${H.x}\n`),0;' +
  'if(e[0]==="complete"&&e[1]==="--")return(await Promise.all([n.e(549),n.e(721)]).then(n.bind(n,1721))).completeFromIndex(e.slice(2),process.env),0;' +
  'const o=R(e);if(o!==void 0){const t=(await n.e(531).then(n.bind(n,7531))).HELP_PAGES[o];if(t!==void 0)return process.stdout.write(t),0}' +
  'return T(),(await Promise.all([n.e(664),n.e(554)]).then(n.bind(n,9554))).main(e)}'

describe('scripts/bench/without.mjs', () => {
  it('command-index: both shortcuts of the CLI entry go, and the rest of the bundle is kept as it was', () => {
    const root = tree({ 'dist/cli.js': CLI_RUN, 'dist/cli.664.js': 'chunk' })
    const r = without('command-index', root)
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    const patched = readFileSync(join(r.out, 'dist', 'cli.js'), 'utf8')
    expect(patched).not.toContain('"complete"')
    expect(patched).not.toContain('HELP_PAGES')
    expect(patched).toContain('if(!1)return')
    expect(patched).toContain('const t=void 0;if(t!==void 0)')
    expect(patched.replace('if(!1)', 'if(e[0]==="complete"&&e[1]==="--")')).toBe(
      CLI_RUN.replace(/const t=\(await [^;]*;/, 'const t=void 0;')
    )
    expect(readFileSync(join(r.out, 'dist', 'cli.664.js'), 'utf8')).toBe('chunk')
  })

  it('command-index: fails, naming the device, when the bundle answers help without the pages (a moved device)', () => {
    const moved = CLI_RUN.replace(/const o=R\(e\);.*?\}return/, 'return')
    const r = without('command-index', tree({ 'dist/cli.js': moved }))
    expect(r.status).not.toBe(0)
    expect(r.stderr).toMatch(/command-index: .*HELP_PAGES.* is not in cli\.js: the bundle changed, update scripts\/bench\/without\.mjs/)
  })

  // The real source files the patches are made for, in a tree whose dist/ is not their build.
  const sourceTree = () => {
    const root = tree({
      'tsconfig.json': '{}',
      'package.json': '{}',
      'package-lock.json': '{}',
      'scripts/bundle/x.cjs': '',
      'dist/inputs.sha256': 'stale\n'
    })
    for (const f of ['src/cli/index.ts', 'src/cli/mcp-loader.ts', 'src/cli/mcp-bundle.ts', 'scripts/bundle.mjs'])
      cpSync(join(ROOT, f), join(root, f))
    return root
  }

  it('mcp-bundle: patches the source (svc mcp through the CLI program, the tool server a chunk) and builds nothing from a source dist/ was not built from', () => {
    const r = without('mcp-bundle', sourceTree())
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('mcp-bundle: dist/ was not built from this source (dist/inputs.sha256): run `npm run bundle` first')
    expect(existsSync(join(r.out, 'dist'))).toBe(false)
    const patched = (f: string) => readFileSync(join(r.out, 'tree', f), 'utf8')
    expect(patched('src/cli/index.ts')).not.toContain('loadMcpServer')
    expect(patched('src/cli/index.ts')).toContain("(await import('./main.js')).main(argv)")
    expect(patched('src/cli/mcp-loader.ts')).toContain("return await import('./mcp-bundle.js')")
    expect(patched('src/cli/mcp-loader.ts')).not.toContain('webpackIgnore')
    expect(patched('scripts/bundle.mjs')).not.toContain("name: 'mcp.js'")
    expect(patched('scripts/bundle.mjs')).toContain("name: 'cli.js'")
  })

  it('mcp-loader: dist/mcp.js holds the program and the session in its own module (static imports), no chunk of them', () => {
    const r = without('mcp-loader', sourceTree())
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('mcp-loader: dist/ was not built from this source')
    const patched = readFileSync(join(r.out, 'tree', 'src', 'cli', 'mcp-bundle.ts'), 'utf8')
    expect(patched).not.toMatch(/await import\(/)
    expect(patched).toContain("import * as cliMain from './main.js'\nimport * as serve from '../mcp/serve.js'\n")
    expect(patched).toContain('return cliMain.main(argv)')
    expect(patched).toContain('return serve.serveHttpFromCli(o)')
    expect(readFileSync(join(r.out, 'tree', 'scripts', 'bundle.mjs'), 'utf8')).toContain("name: 'mcp.js'")
  })

  it('mcp-bundle: fails, naming the file, when the CLI entry no longer dispatches svc mcp itself', () => {
    const root = sourceTree()
    const index = join(root, 'src', 'cli', 'index.ts')
    writeFileSync(index, readFileSync(index, 'utf8').replace(/^.*argv\[0\] === 'mcp'.*\n/m, ''))
    const r = without('mcp-bundle', root)
    expect(r.status).not.toBe(0)
    expect(r.stderr).toMatch(/mcp-bundle: .* is not in src\/cli\/index\.ts: the source changed, update scripts\/bench\/without\.mjs/)
    expect(existsSync(join(r.out, 'dist'))).toBe(false)
  })

  it('refuses a device it does not know', () => {
    const r = without('command-indx', tree({ 'dist/cli.js': CLI_RUN }))
    expect(r.status).not.toBe(0)
    expect(r.stderr).toContain('unknown device command-indx')
  })
})
