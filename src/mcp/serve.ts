// `svc mcp` serving: a session over stdio (the front first, front.ts; the MCP SDK in a chunk of its
// own, server.ts) or over HTTP (http.ts, a chunk). The CLI has checked every setting already and
// hands over plain values; this builds its own client from them.
import { Forge, ForgeHttp, type ConnectionSettings } from '../client/index.js'
import type { VariantSetting } from '../registry/index.js'
import { connectionSecrets } from '../text.js'
import { runFront } from './front.js'
import type { HttpOptions } from './http.js'
import { Session, type McpOptions } from './session.js'

/** What the CLI hands over: the session's settings, with the connection in place of a client. */
export interface McpStart extends Omit<McpOptions, 'forge'> {
  connection: ConnectionSettings
  /** The variant from the flags or the environment (`auto`: asked of the server when it matters). */
  variant: VariantSetting
}

/** Serves the tools over stdio until the client closes standard input, then closes the connection. */
export async function serveFromCli(o: McpStart): Promise<void> {
  const http = new ForgeHttp(o.connection)
  try {
    const session = new Session({
      forge: new Forge(http, o.variant),
      domains: o.domains,
      readOnly: o.readOnly,
      // The connection's own credentials in every form a server may echo (user:password, the Basic value).
      secrets: [...o.secrets, ...connectionSecrets(o.connection)],
      log: o.log,
      gpgPassphrase: o.gpgPassphrase,
      env: o.env
    })
    session.startup()
    await runFront(session, { input: process.stdin, output: process.stdout }, async handover =>
      (await import('./server.js')).serveStdio(session, { log: o.log }, handover)
    )
  } finally {
    await http.close()
  }
}

/** What the CLI hands over for HTTP: the server's settings, with what to make of the operator's flags. */
export interface McpHttpStart extends Omit<HttpOptions, 'metrics' | 'accessLog'> {
  /** Serve GET /metrics (--metrics). */
  metrics: boolean
  /** The access log's file (--access-log FILE), appended to; standard error when absent or `-`. */
  accessLogFile?: string
}

/**
 * Serves the tools over HTTP (svc mcp --http) until SIGTERM or SIGINT, then stops accepting, lets
 * the requests in flight finish and returns.
 */
export async function serveHttpFromCli(o: McpHttpStart): Promise<void> {
  const { metrics: withMetrics, accessLogFile, ...settings } = o
  const metrics = withMetrics ? (await import('./metrics.js')).createMetrics() : undefined
  // Appended to, readable by its owner only (it names users); a line at a time, whole.
  const file =
    accessLogFile && accessLogFile !== '-'
      ? (await import('node:fs')).createWriteStream(accessLogFile, { flags: 'a', mode: 0o600 })
      : undefined
  if (file) await new Promise<void>((resolve, reject) => file.once('open', () => resolve()).once('error', reject))
  const accessLog = batchedLines(file ? text => void file.write(text) : text => void process.stderr.write(text))
  const server = await (await import('./http.js')).serveHttp({ ...settings, metrics, accessLog: accessLog.line })
  // Where it listens (a proxy's upstream, a health check's target), and the public URL when it differs.
  const as = server.url === server.listening ? '' : `, public URL ${server.url}`
  o.log(`serving MCP over HTTP at ${server.listening} (health: ${new URL('/healthz', server.listening).href}${as})`)
  const signal = await new Promise<string>(resolve => {
    process.once('SIGTERM', () => resolve('SIGTERM'))
    process.once('SIGINT', () => resolve('SIGINT'))
  })
  o.log(`${signal}: stopping; ${server.inflight()} request(s) in flight finish first`)
  await server.close()
  accessLog.flush()
  if (file) await new Promise<void>(resolve => file.end(() => resolve()))
  o.log('stopped')
}

/**
 * Lines written together once per turn of the event loop, each whole and in order: under load one
 * write for many requests' lines, not a system call each (standard error to a pipe or file is
 * written synchronously on Linux). flush() writes what is held at once.
 */
export function batchedLines(write: (text: string) => void): { line(line: string): void; flush(): void } {
  let held: string[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (held.length === 0) return
    const text = held.join('')
    held = []
    write(text)
  }
  return {
    line(line: string) {
      held.push(line + '\n')
      if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    },
    flush
  }
}
