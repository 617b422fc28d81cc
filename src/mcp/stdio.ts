// The tool server's stdio transport: newline-delimited JSON-RPC on standard input and output, as
// the SDK's StdioServerTransport, but one that always answers. The SDK's drops a line that is not
// JSON without a word, reports a batch (an array) or an invalid message only on stderr, and on a
// line over its buffer limit stops reading for good while the process stays up; at the end of
// standard input it closes at once and in-flight requests are never answered. This one answers a
// line that is not JSON with -32700 and an invalid message with -32600 (JSON-RPC 2.0 §5.1), serves
// a batch where the negotiated protocol allows batches (revisions before 2025-06-18, which removed
// them) and refuses it with -32600 where it does not, drops an over-long line with an error that
// carries the request's id when it can be read and keeps reading, and at the end of standard input
// answers what is in flight before it closes.
import { parseJSONRPCMessage, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/server'
import { positionOf } from '../action/json-position.js'

const PARSE_ERROR = -32700
const INVALID_REQUEST = -32600

/** The longest line read (the SDK's stdio limit): a longer one is dropped, not buffered. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024
/** How much of the start and end of an over-long line is kept to find its id. */
const EDGE_BYTES = 4096

/** The protocol revision that removed JSON-RPC batches: this one and later ones refuse them. */
export const BATCHES_REMOVED = '2025-06-18'

type Id = string | number
type Batch = { waiting: Set<string>; answers: unknown[]; done: boolean }

const keyOf = (id: Id) => JSON.stringify(id)
const isId = (v: unknown): v is Id => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
const errorAnswer = (id: Id | null, code: number, message: string) => ({ jsonrpc: '2.0' as const, id, error: { code, message } })

// An id that is a JSON string or number, in the text of an over-long line: the id key first among
// scalar members (`{"jsonrpc":"2.0","id":1,...`) or the last member (`...,"jsonrpc":"2.0","id":1}`,
// as the TypeScript SDK writes). Either is a member of the outer object.
const ID_VALUE = String.raw`("(?:[^"\\]|\\.){0,200}"|-?\d{1,20})`
const SCALAR = String.raw`"[^"\\]{0,100}"\s*:\s*(?:"[^"\\]{0,100}"|-?\d{1,20}|true|false|null)`
const ID_AT_START = new RegExp(String.raw`^\s*\{(?:\s*${SCALAR}\s*,)*\s*"id"\s*:\s*${ID_VALUE}\s*[,}]`)
const ID_AT_END = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID_VALUE}\s*\}\s*$`)

function idOfEdges(head: string, tail: string): Id | null {
  const m = ID_AT_START.exec(head) ?? ID_AT_END.exec(tail)
  if (!m) return null
  try {
    const id: unknown = JSON.parse(m[1])
    return isId(id) ? id : null
  } catch {
    return null
  }
}

export class LineTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: Transport['onmessage']

  private protocolVersion?: string
  /** The current line's pieces, while it is within the limit. */
  private pieces: Buffer[] = []
  private size = 0
  /** The current line once over the limit: its length and edges, nothing else. */
  private overlong?: { bytes: number; head: Buffer; tail: Buffer }
  /** Requests delivered and not yet answered, with the batch each belongs to. */
  private readonly inflight = new Map<string, Batch | undefined>()
  /** The id of the initialize request being answered, and the lines read meanwhile. */
  private initialize?: string
  private held?: string[]
  private ended = false
  private closed = false
  private lastWrite: Promise<void> = Promise.resolve()

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
    /** What stdio's front read before it handed over (front.ts): read first; `ended` if the input ended meanwhile. */
    private readonly before?: { pending: Buffer; ended: boolean }
  ) {}

  setProtocolVersion = (version: string): void => {
    this.protocolVersion = version
  }

  async start(): Promise<void> {
    if (this.before) {
      if (this.before.pending.length > 0) this.onData(this.before.pending)
      if (this.before.ended) return this.onEnd()
    }
    this.input.on('data', this.onData)
    this.input.on('end', this.onEnd)
    this.input.on('error', this.onInputError)
    // The front paused the input when it handed over; a listener alone does not resume it.
    this.input.resume()
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.input.off('data', this.onData)
    this.input.off('end', this.onEnd)
    this.input.off('error', this.onInputError)
    this.input.pause()
    // Every answer written so far reaches the pipe before the server (and the process) ends.
    await this.lastWrite.catch(() => undefined)
    this.onclose?.()
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) throw new Error('the stdio transport is closed')
    const m = message as { id?: unknown; method?: unknown }
    const key = m.method === undefined && isId(m.id) ? keyOf(m.id) : undefined
    if (key !== undefined && this.inflight.has(key)) {
      const batch = this.inflight.get(key)
      this.inflight.delete(key)
      if (batch) {
        batch.answers.push(message)
        batch.waiting.delete(key)
        this.finishBatch(batch)
        return this.settleEnd()
      }
      await this.write(message)
      if (key === this.initialize) this.release()
      return this.settleEnd()
    }
    return this.write(message)
  }

  private write(value: unknown): Promise<void> {
    const line = JSON.stringify(value) + '\n'
    const done = new Promise<void>((resolve, reject) => this.output.write(line, e => (e ? reject(e) : resolve())))
    this.lastWrite = done.catch(e => this.onerror?.(e as Error))
    return done
  }

  private readonly onInputError = (e: Error) => this.onerror?.(e)

  private readonly onData = (chunk: Buffer | string) => {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    let start = 0
    while (start < data.length) {
      const nl = data.indexOf(0x0a, start)
      this.take(data.subarray(start, nl === -1 ? data.length : nl))
      if (nl === -1) break
      this.endLine()
      start = nl + 1
    }
  }

  /** Standard input ended: a last line without its newline is read, then what is in flight answered. */
  private readonly onEnd = () => {
    if (this.size > 0 || this.overlong) this.endLine()
    this.ended = true
    void this.settleEnd()
  }

  /** Reads the lines held while initialize was answered. */
  private release(): void {
    const held = this.held ?? []
    this.held = undefined
    this.initialize = undefined
    for (const line of held) this.readLine(line)
  }

  private async settleEnd(): Promise<void> {
    if (this.ended && this.inflight.size === 0) await this.close()
  }

  private take(piece: Buffer): void {
    if (piece.length === 0) return
    const o = this.overlong
    if (o) {
      o.bytes += piece.length
      o.tail = Buffer.concat([o.tail, piece.subarray(-EDGE_BYTES)]).subarray(-EDGE_BYTES)
      return
    }
    if (this.size + piece.length <= this.maxLineBytes) {
      this.pieces.push(piece)
      this.size += piece.length
      return
    }
    // Over the limit: keep the edges (copies, so the big buffers can go) and drop the rest.
    const line = Buffer.concat([...this.pieces, piece])
    this.overlong = { bytes: line.length, head: Buffer.from(line.subarray(0, EDGE_BYTES)), tail: Buffer.from(line.subarray(-EDGE_BYTES)) }
    this.pieces = []
    this.size = 0
  }

  private endLine(): void {
    const o = this.overlong
    const line = o ? '' : Buffer.concat(this.pieces).toString('utf8')
    this.pieces = []
    this.size = 0
    this.overlong = undefined
    if (o) {
      const id = idOfEdges(o.head.toString('utf8'), o.tail.toString('utf8'))
      const why = `the message is ${o.bytes} bytes, over the limit of ${this.maxLineBytes} bytes a line, and was dropped`
      return void this.answer(errorAnswer(id, INVALID_REQUEST, `Invalid Request: ${why}`))
    }
    if (line.trim() === '') return
    if (this.held) this.held.push(line)
    else this.readLine(line)
  }

  private readLine(line: string): void {
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (e) {
      // The position only: the text may hold a credential.
      return void this.answer(errorAnswer(null, PARSE_ERROR, `Parse error: the line is not valid JSON${positionOf(line, e)}`))
    }
    if (Array.isArray(value)) return this.batch(value)
    const checked = this.check(value)
    if ('error' in checked) return void this.answer(checked.error)
    this.register(checked.message)
    const m = checked.message as { id?: unknown; method?: unknown }
    // What follows initialize waits for its answer, which fixes the protocol (and so whether batches are allowed).
    if (m.method === 'initialize' && isId(m.id)) {
      this.initialize = keyOf(m.id)
      this.held = []
    }
    this.deliver(checked.message)
  }

  /** Writes an answer of the transport's own (an error); a failed write is reported, not thrown. */
  private answer(value: unknown): void {
    this.write(value).catch(() => undefined)
  }

  /** The message, or the error answer for a value that is not one. */
  private check(value: unknown): { message: JSONRPCMessage } | { error: ReturnType<typeof errorAnswer> } {
    try {
      return { message: parseJSONRPCMessage(value) as JSONRPCMessage }
    } catch {
      const id = (value as { id?: unknown } | null)?.id
      const why = 'not a JSON-RPC 2.0 request, notification or response'
      return { error: errorAnswer(isId(id) ? id : null, INVALID_REQUEST, `Invalid Request: ${why}`) }
    }
  }

  /** Counts a request as in flight (in its batch, if any) until its answer is sent. */
  private register(message: JSONRPCMessage, batch?: Batch): void {
    const m = message as { id?: unknown; method?: unknown }
    if (typeof m.method !== 'string' || !isId(m.id)) return
    const key = keyOf(m.id)
    this.inflight.set(key, batch)
    batch?.waiting.add(key)
  }

  private deliver(message: JSONRPCMessage): void {
    this.onmessage?.(message)
    // A cancelled request gets no answer (the SDK drops it): it is no longer waited for.
    const m = message as { method?: unknown; params?: { requestId?: unknown } }
    if (m.method === 'notifications/cancelled' && isId(m.params?.requestId)) {
      const key = keyOf(m.params.requestId)
      const batch = this.inflight.get(key)
      this.inflight.delete(key)
      if (batch) {
        batch.waiting.delete(key)
        this.finishBatch(batch)
      }
      void this.settleEnd()
    }
  }

  /**
   * A JSON-RPC batch: its valid messages are delivered, and one array holds the answers to its
   * requests and the errors for its invalid elements, written once all are in (nothing when it
   * held only notifications and responses).
   */
  private batch(values: unknown[]): void {
    const v = this.protocolVersion
    if (v === undefined || v >= BATCHES_REMOVED) {
      const why =
        v === undefined
          ? 'a JSON-RPC batch before initialization (initialize cannot be part of a batch)'
          : `protocol ${v} has no JSON-RPC batches (revision ${BATCHES_REMOVED} removed them): send one message a line`
      return void this.answer(errorAnswer(null, INVALID_REQUEST, `Invalid Request: ${why}`))
    }
    if (values.length === 0) return void this.answer(errorAnswer(null, INVALID_REQUEST, 'Invalid Request: an empty batch'))
    const batch: Batch = { waiting: new Set(), answers: [], done: false }
    const messages: JSONRPCMessage[] = []
    for (const value of values) {
      const checked = this.check(value)
      if ('error' in checked) batch.answers.push(checked.error)
      else if ((checked.message as { method?: unknown }).method === 'initialize') {
        const id = (checked.message as { id?: unknown }).id
        batch.answers.push(errorAnswer(isId(id) ? id : null, INVALID_REQUEST, 'Invalid Request: initialize cannot be part of a batch'))
      } else messages.push(checked.message)
    }
    // Every request is waited for before any is delivered, so no early answer completes the batch.
    for (const m of messages) this.register(m, batch)
    for (const m of messages) this.deliver(m)
    this.finishBatch(batch)
  }

  private finishBatch(batch: Batch): void {
    if (batch.done || batch.waiting.size > 0) return
    batch.done = true
    if (batch.answers.length > 0) this.answer(batch.answers)
  }
}
