// The MCP Inspector's CLI mode (pinned in devDependencies at 0.15.0, the newest release whose
// declared engines admit Node 20), run as an independent client: its answer and exit code.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
export const INSPECTOR_PKG = require.resolve('@modelcontextprotocol/inspector/package.json')
const INSPECTOR = join(dirname(INSPECTOR_PKG), 'cli', 'build', 'cli.js')

export function inspector(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [INSPECTOR, '--cli', ...args], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir() },
      cwd: tmpdir(),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s))
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('error', fail)
    child.on('close', code => {
      clearTimeout(timer)
      done({ code: code ?? -1, stdout, stderr })
    })
  })
}
