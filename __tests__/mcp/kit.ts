// What scenario() gives each domain's MCP tests (domain-*.ts): types only, apart so that neither
// scenario.ts nor domains.ts is imported back by the files it reads.
import type { RunOptions } from '../../src/client/index.js'
import type { Domain } from '../../src/registry/index.js'
import type { Forge as Sim } from '../sim/forge.js'
import type { Session } from './harness.js'

export type Envelope = {
  action: string
  variant: string
  status: number
  result: any
  total_count?: number
  page?: number
  limit?: number
  more?: boolean
  warnings?: string[]
  dry_run?: boolean
}

export interface McpKit {
  variant: 'gitea' | 'forgejo'
  sim(): Sim
  /** alice's session (token plus basic credentials); no domain enabled until a test enables one. */
  user(): Session
  /** root's session (an instance admin). */
  admin(): Session
  /** A new session with this token and environment (close it). */
  session(e: { token: string; extra?: Record<string, string> }): Promise<Session>
  /** A successful call, checked against the tool's output schema and the operation's result schema. */
  ok(s: Session, domain: Domain, action: string, args?: Record<string, unknown>): Promise<Envelope>
  /** A refused call: isError with one text block matching `pattern`; its text. */
  refused(s: Session, domain: Domain, action: string, args: Record<string, unknown>, pattern: RegExp): Promise<string>
  /** GET by plain HTTP as alice (`user`) or root (`admin`): what a test reads back. */
  api(path: string, as?: 'user' | 'admin'): Promise<{ status: number; body: any }>
  /** What forge.run gives for the same call (the action's `result`). */
  actionResult(domain: Domain, action: string, params: Record<string, unknown>, token: string, opts?: RunOptions): Promise<unknown>
  file(name: string, content: string | Buffer): string
  /** Values that must never appear in any reply: push every secret a test sends. */
  secrets: string[]
  /** Credentials a call created, with the reply that may (and must) hold them. */
  created: Array<{ value: string; reply: string }>
}
