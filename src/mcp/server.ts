// The protocol face of a session: the MCP SDK's Server with svc's tools/list and tools/call, over
// stdio (once stdio's front hands over, front.ts) or one HTTP request (http.ts). This module and
// the SDK are a chunk of dist/mcp.js, loaded only when a client asks for more than the front answers.
import { Server, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/server'
import { messageText } from '../text.js'
import { INSTRUCTIONS, SERVER_INFO, type Args, type Session } from './session.js'
import { REPORT_OUTPUT_SCHEMA, REPORT_TOOL } from './report-tool.js'
import { STATE_OUTPUT_SCHEMA, STATE_TOOL } from './state-tool.js'
import { LineTransport } from './stdio.js'
import { domainOf, ENABLE_OUTPUT_SCHEMA, ENABLE_TOOL, OUTPUT_SCHEMA } from './tools.js'
import { REPLAY_ID, type Handover } from './front.js'

/** The protocol face of a session: tools/list and tools/call (stdio's one server, or one HTTP request's). */
export function toolServer(session: Session, o: { log(line: string): void; listChanged: boolean; instructions?: string }): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: o.listChanged } },
    instructions: o.instructions ?? INSTRUCTIONS
  })
  if (o.listChanged) session.onListChanged = () => void server.sendToolListChanged().catch(() => undefined)
  // The start-up checks first: a domain the credentials cannot use (admin with a non-admin token) is never listed.
  server.setRequestHandler('tools/list', async () => {
    await session.ready()
    return { tools: session.tools() }
  })
  server.setRequestHandler('tools/call', async request => {
    const name = request.params.name
    const result = await session.call(name, (request.params.arguments ?? {}) as Args)
    const schema =
      name === ENABLE_TOOL
        ? ENABLE_OUTPUT_SCHEMA
        : name === STATE_TOOL
          ? STATE_OUTPUT_SCHEMA
          : name === REPORT_TOOL
            ? REPORT_OUTPUT_SCHEMA
            : domainOf(name)
              ? OUTPUT_SCHEMA
              : undefined
    return server.projectCallToolResult(result, result.isError ? undefined : schema)
  })
  // An SDK error may quote what the client sent: one clean line on stderr.
  server.onerror = e => o.log(messageText(`protocol error: ${e.message}`))
  return server
}

/**
 * Serves a session over stdio from where the front left off until the client closes standard
 * input: the SDK first reads what the front answered (initialize, notifications/initialized) so
 * that it knows the client and the protocol revision, its answers dropped (the client has them),
 * then the bytes the front had read and not answered, then standard input.
 */
export async function serveStdio(session: Session, o: { log(line: string): void }, handover: Handover): Promise<void> {
  const server = toolServer(session, { log: o.log, listChanged: true })
  const closed = new Promise<void>(resolve => {
    server.onclose = () => resolve()
  })
  const lines = new LineTransport(process.stdin, process.stdout, undefined, { pending: handover.pending, ended: handover.ended })
  // The revision the front negotiated (it answers only those the SDK echoes): whether batches are
  // allowed is known before the pending lines are read, not once the SDK has had the replay.
  const initialize = handover.replay.find(m => m.method === 'initialize')
  if (initialize) lines.setProtocolVersion(initialize.params!.protocolVersion as string)
  await server.connect(new Replaying(lines, handover.replay, o.log))
  await closed
}

/** A transport that first delivers the front's messages again and drops the answers to them. */
class Replaying implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: Transport['onmessage']
  /** Whether the SDK has answered the replayed initialize (only that answer is dropped). */
  private replayAnswered = false

  constructor(
    private readonly inner: LineTransport,
    private readonly replay: JSONRPCMessage[],
    private readonly log: (line: string) => void
  ) {}

  setProtocolVersion = (version: string): void => this.inner.setProtocolVersion(version)

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => this.onmessage?.(message, extra)
    this.inner.onclose = () => this.onclose?.()
    this.inner.onerror = e => this.onerror?.(e)
    for (const m of this.replay) this.onmessage?.(m)
    await this.inner.start()
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const m = message as { id?: unknown; method?: unknown; error?: { message?: unknown } }
    if (!this.replayAnswered && m.method === undefined && m.id === REPLAY_ID) {
      this.replayAnswered = true
      // The front only answers what the SDK accepts (a test holds them to the same answers): say so if not.
      if (m.error) this.log(messageText(`protocol error: the SDK refused the initialize the front answered: ${String(m.error.message)}`))
      return
    }
    return this.inner.send(message)
  }

  close(): Promise<void> {
    return this.inner.close()
  }
}
