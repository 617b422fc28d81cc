// The stand-in scripts/bundle.mjs puts in place of node:child_process (scripts/bundle/lazy-module.cjs):
// nothing is loaded until something of the module is read, and then it is the module's own.
import { describe, expect, it } from '@jest/globals'
import * as childProcess from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const lazyModule = require('../scripts/bundle/lazy-module.cjs') as <T extends object>(load: () => T) => T

describe('lazy node:child_process of the bundles', () => {
  it('loads nothing when it is made (commander requires it when it loads)', () => {
    let loads = 0
    lazyModule(() => {
      loads++
      return childProcess
    })
    expect(loads).toBe(0)
  })

  it('loads the real module, once, and answers with its members', () => {
    let loads = 0
    const lazy = lazyModule(() => {
      loads++
      return childProcess
    })
    expect(lazy.spawn).toBe(childProcess.spawn)
    expect(lazy.spawnSync(process.execPath, ['-e', 'process.stdout.write("ran")'], { encoding: 'utf8' }).stdout).toBe('ran')
    expect('execFile' in lazy).toBe(true)
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(childProcess).sort())
    const { exec } = lazy
    expect(exec).toBe(childProcess.exec)
    expect(loads).toBe(1)
  })
})
