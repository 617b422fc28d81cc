// Drives the BUNDLED tool server as an MCP client does: the SDK's own Client over stdio, spawning
// `node dist/cli.js mcp` in a clean environment (nothing of this process's env leaks in). Records
// every text block and structuredContent the server returned, for the leak scans.
import { Client } from '@modelcontextprotocol/client'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { spawn, type ChildProcess } from 'node:child_process'
import { tmpdir } from 'node:os'
import { ensureBundle } from '../bundle.js'

export const ensureCliBundle = () => ensureBundle('cli.js')

export interface ToolReply {
  isError: boolean
  /** The one text block. */
  text: string
  structured?: Record<string, unknown>
}

export interface Session {
  client: Client
  /** How many notifications/tools/list_changed arrived so far. */
  listChanged(): number
  /** Resolves at the next notifications/tools/list_changed (or after `ms`, rejecting). */
  nextListChanged(ms?: number): Promise<void>
  call(name: string, args: Record<string, unknown>): Promise<ToolReply>
  tools(): Promise<Array<Record<string, any>>>
  stderr(): string
  close(): Promise<void>
}

/** Every reply of every session (text and structured), for the leak scans. */
export const OUTPUTS: string[] = []

/** The two ways a client reaches svc mcp: its standard input and output, or HTTP (`--http`). */
export type McpTransport = 'stdio' | 'http'

const cleanEnv = (env: Record<string, string | undefined>) => {
  const clean: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir() }
  for (const [k, v] of Object.entries(env)) if (v !== undefined) clean[k] = v
  return clean
}

/** The forge credentials of an environment as an HTTP client sends them: its token (a password is no credential over HTTP). */
export function authorizationOf(env: Record<string, string | undefined>): string | undefined {
  return env.SVC_TOKEN ? `Bearer ${env.SVC_TOKEN}` : undefined
}

export interface HttpServer {
  /** The MCP endpoint, http://127.0.0.1:PORT/mcp. */
  url: string
  child: ChildProcess
  stderr(): string
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
}

const SERVERS = new Set<HttpServer>()

/** Stops the HTTP servers still running (after a failed test). */
export async function stopHttpServers(): Promise<void> {
  await Promise.all([...SERVERS].map(s => s.stop()))
}

/** Starts `node <bundle> mcp --http 127.0.0.1:0` (or `o.http`) in a clean environment; resolves once it listens. */
export async function startHttpServer(
  bundle: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
  o: { http?: string; cwd?: string } = {}
): Promise<HttpServer> {
  const child = spawn(process.execPath, [bundle, 'mcp', '--http', o.http ?? '127.0.0.1:0', ...args], {
    env: cleanEnv(env),
    cwd: o.cwd ?? tmpdir(),
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  const exited = new Promise<number | null>(resolve => child.on('close', code => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (b: Buffer) => {
      stderr += b.toString('utf8')
      const m = /serving MCP over HTTP at (\S+)/.exec(stderr)
      if (m) resolve(m[1])
    })
    void exited.then(code => reject(new Error(`svc mcp --http exited (${code}) before listening: ${stderr}`)))
  })
  const server: HttpServer = {
    url,
    child,
    stderr: () => stderr,
    async stop() {
      SERVERS.delete(server)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    }
  }
  SERVERS.add(server)
  return server
}

/**
 * A session as a client sees it, over either transport. Over HTTP the server runs on its own
 * (configured by `env` minus the credentials, and `args`) and the credentials travel in each
 * request's Authorization header; closing the session stops that server.
 */
export async function connectSession(
  transport: McpTransport,
  bundle: string,
  env: Record<string, string | undefined>,
  args: string[] = []
): Promise<Session> {
  if (transport === 'stdio') return startSession(bundle, env, args)
  const { SVC_TOKEN: _t, SVC_USERNAME: _u, SVC_PASSWORD: _p, ...config } = env
  // A user name and password are the server's own (--single-user): over HTTP a request brings only a Bearer token.
  const basic = !env.SVC_TOKEN && env.SVC_USERNAME && env.SVC_PASSWORD
  const server = basic
    ? await startHttpServer(bundle, { ...config, SVC_USERNAME: env.SVC_USERNAME, SVC_PASSWORD: env.SVC_PASSWORD }, [
        ...args,
        '--single-user'
      ])
    : await startHttpServer(bundle, config, args)
  const authorization = authorizationOf(env)
  const session = await clientSession(
    new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: authorization ? { authorization } : {} } }),
    server.stderr
  )
  return {
    ...session,
    async close() {
      await session.close()
      await server.stop()
    }
  }
}

export async function startSession(bundle: string, env: Record<string, string | undefined>, args: string[] = []): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bundle, 'mcp', ...args],
    env: cleanEnv(env),
    cwd: tmpdir(),
    stderr: 'pipe'
  })
  let stderr = ''
  transport.stderr?.on('data', (b: Buffer) => (stderr += b.toString('utf8')))
  return clientSession(transport, () => stderr)
}

/** The SDK's Client over a transport, with the helpers every test uses. */
export async function clientSession(
  transport: StdioClientTransport | StreamableHTTPClientTransport,
  stderr: () => string
): Promise<Session> {
  const client = new Client({ name: 'svc-tests', version: '1.0.0' })
  let changes = 0
  let waiters: Array<() => void> = []
  client.setNotificationHandler('notifications/tools/list_changed', () => {
    changes++
    const w = waiters
    waiters = []
    for (const f of w) f()
  })
  await client.connect(transport)
  return {
    client,
    listChanged: () => changes,
    nextListChanged: (ms = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notifications/tools/list_changed arrived')), ms)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      }),
    async call(name, args) {
      const r = (await client.callTool({ name, arguments: args })) as {
        isError?: boolean
        content: Array<{ type: string; text?: string }>
        structuredContent?: Record<string, unknown>
      }
      if (r.content.length !== 1 || r.content[0].type !== 'text')
        throw new Error(`${name}: expected one text block, got ${JSON.stringify(r.content)}`)
      const text = r.content[0].text ?? ''
      OUTPUTS.push(text)
      if (r.structuredContent !== undefined) OUTPUTS.push(JSON.stringify(r.structuredContent))
      return { isError: r.isError === true, text, structured: r.structuredContent }
    },
    async tools() {
      return (await client.listTools()).tools as Array<Record<string, any>>
    },
    stderr,
    close: () => client.close()
  }
}

/** The bundled server over raw lines: what a client writes, and every line it answers. */
export interface RawSession {
  /** Writes text as is (a line needs its own newline). */
  write(text: string): void
  /** The next line of standard output not read yet, parsed. */
  next(): Promise<any>
  /** The next answer (a line with an id, or an array of them), notifications before it skipped. */
  answer(): Promise<any>
  /** Ends standard input; resolves with the exit code and every line not read yet. */
  end(): Promise<{ code: number | null; rest: any[] }>
  stderr(): string
}

export const INITIALIZE = (protocolVersion: string, id: number | string = 0) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'svc-tests', version: '1.0.0' } }
  }) + '\n'
export const INITIALIZED = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n'

const RAW: Array<() => void> = []

/** Kills the raw sessions' processes still running (after a failed test). */
export function killRaw(): void {
  for (const kill of RAW.splice(0)) kill()
}

/** Starts `node <bundle> mcp` in a clean environment and reads its standard output line by line. */
export function startRaw(bundle: string, env: Record<string, string | undefined>, args: string[] = []): RawSession {
  const child = spawn(process.execPath, [bundle, 'mcp', ...args], { env: cleanEnv(env), cwd: tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] })
  RAW.push(() => child.exitCode === null && child.kill())
  const lines: any[] = []
  let waiter: (() => void) | undefined
  let partial = ''
  let stderr = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (text: string) => {
    const parts = (partial + text).split('\n')
    partial = parts.pop() ?? ''
    for (const p of parts) lines.push(JSON.parse(p))
    waiter?.()
  })
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')))
  let closed = false
  const exited = new Promise<number | null>(resolve =>
    child.on('close', code => {
      closed = true
      waiter?.()
      resolve(code)
    })
  )
  return {
    write: text => void child.stdin.write(text),
    async next() {
      while (lines.length === 0) {
        if (closed) throw new Error(`the server exited and answered nothing more; stderr: ${stderr}`)
        await new Promise<void>(resolve => (waiter = resolve))
      }
      return lines.shift()
    },
    async answer() {
      for (;;) {
        const l = await this.next()
        if (Array.isArray(l) || 'id' in l) return l
      }
    },
    async end() {
      child.stdin.end()
      const code = await exited
      if (partial) lines.push(JSON.parse(partial))
      return { code, rest: lines.splice(0) }
    },
    stderr: () => stderr
  }
}
