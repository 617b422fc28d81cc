// A scripted loopback HTTP server for fault tests: each test sets `handle`, every request is
// recorded. One server is reused across cases (set `handle` before each).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

export interface Seen {
  method: string
  /** Absolute path as the server received it (not normalized). */
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (req: Seen, res: ServerResponse) => void

export interface Scripted {
  url: string
  seen: Seen[]
  handle: Handler
  close(): Promise<void>
}

/** With `tls` (PEM key and certificate) the server speaks HTTPS. */
export async function startScripted(tls?: { key: string; cert: string }): Promise<Scripted> {
  const state: Scripted = {
    url: '',
    seen: [],
    handle: (_req, res) => json(res, 200, {}),
    close: async () => undefined
  }
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (body += c))
    req.on('end', () => {
      const raw = req.url ?? '/'
      const q = raw.indexOf('?')
      const seen: Seen = {
        method: req.method ?? 'GET',
        path: q < 0 ? raw : raw.slice(0, q),
        query: Object.fromEntries(new URLSearchParams(q < 0 ? '' : raw.slice(q + 1))),
        headers: req.headers,
        body
      }
      state.seen.push(seen)
      try {
        state.handle(seen, res)
      } catch {
        res.destroy()
      }
    })
  }
  const server: Server = tls ? createTlsServer(tls, listener) : createServer(listener)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  state.url = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () =>
    new Promise<void>(resolve => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return state
}

export function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value)
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers })
  res.end(text)
}

export function text(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {}
): void {
  res.writeHead(status, { 'content-type': type, ...headers })
  res.end(body)
}
