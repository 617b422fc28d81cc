// What Node's own modules a one-call step and `svc user me` load, and when (issue 29):
// - commander requires node:child_process when it loads, for executable subcommands svc has none
//   of: the bundles load it on use (scripts/bundle/lazy-module.cjs), so a command never does;
// - on Node 20 the client sets a V8 flag (src/wasm-baseline.ts), after which V8 refuses the code
//   Node caches for its own modules: every one a call loads is loaded before that (node:v8 is
//   loaded to set it), none compiled from its source after.
// Each bundle runs against a server that answers, so that the request's own modules count too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nodeBinaries } from './action/run.js'
import { ensureBundle } from './bundle.js'

let server: Server
let url: string
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svc-modules-'))
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(req.url === '/api/v1/user' ? { id: 1, login: 'alice' } : { message: 'not found' }))
  })
  await new Promise<void>(ok => server.listen(0, '127.0.0.1', ok))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Node's modules the process loaded, in order (`NativeModule <name>`; bindings left out). */
async function modulesOf(node: string, args: string[], env: Record<string, string>): Promise<string[]> {
  const loaded = join(dir, `loaded-${Math.random().toString(36).slice(2)}.txt`)
  const preload = join(dir, 'loaded.cjs')
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(process.env.LOADED_FILE, process.moduleLoadList.join('\\n')))\n`
  )
  const output = join(dir, 'output')
  writeFileSync(output, '')
  await new Promise<void>((ok, fail) =>
    execFile(
      node,
      ['-r', preload, ...args],
      { env: { PATH: process.env.PATH ?? '', HOME: dir, RUNNER_TEMP: dir, GITHUB_OUTPUT: output, LOADED_FILE: loaded, ...env } },
      (e, stdout, stderr) => (e ? fail(new Error(`${e.message}\n${stderr}`)) : /alice/.test(stdout) ? ok() : fail(new Error(stdout)))
    )
  )
  return readFileSync(loaded, 'utf8')
    .split('\n')
    .filter(m => m.startsWith('NativeModule '))
    .map(m => m.slice('NativeModule '.length))
}

describe.each(nodeBinaries())('Node modules of a call on $label', node => {
  const v8Major = Number(execFileSync(node.path, ['-p', 'process.versions.v8'], { encoding: 'utf8' }).split('.')[0])
  const calls = [
    {
      name: 'the action (users: me)',
      args: () => [ensureBundle('index.js')],
      env: () => ({
        'INPUT_SERVER-URL': url,
        INPUT_TOKEN: 'modules-token-0123456789',
        INPUT_VARIANT: 'forgejo',
        INPUT_DOMAIN: 'users',
        INPUT_ACTION: 'me'
      })
    },
    {
      name: 'svc user me',
      args: () => [ensureBundle('cli.js'), 'user', 'me'],
      env: () => ({ SVC_SERVER_URL: url, SVC_TOKEN: 'modules-token-0123456789', SVC_VARIANT: 'forgejo' })
    }
  ]

  it.each(calls)('$name loads no node:child_process', async call => {
    const modules = await modulesOf(node.path, call.args(), call.env())
    expect(modules).toContain('net')
    expect(modules).not.toContain('child_process')
  })

  if (v8Major < 12)
    it.each(calls)("$name compiles none of Node's modules after the client's V8 flag", async call => {
      const modules = await modulesOf(node.path, call.args(), call.env())
      const flag = modules.indexOf('v8')
      expect(flag).toBeGreaterThan(0)
      expect(modules.slice(flag + 1)).toEqual([])
    })
})
