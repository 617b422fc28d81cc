// stdio's front: the first exchanges of every MCP session (initialize, notifications/initialized,
// tools/list, ping), answered without the MCP SDK, which takes most of the tool server's start-up
// to load (it builds its protocol's schemas at load). A client sees its tool list as soon as the
// session's start-up checks are done; the SDK is loaded when a message asks for anything else, or
// looks anything but plain, and then reads the session from there (server.ts: serveStdio), the
// front's initialize replayed to it. The front only answers what the SDK would answer alike, with
// the same bytes: __tests__/mcp/front.test.ts holds it to that. Everything else (parse errors,
// batches, over-long lines, unknown methods, _meta, protocol revisions it does not list) is the
// SDK's and the line transport's (stdio.ts).
//
// `svc mcp --http` has a front too (statelessAnswer): each request is a session of its own, so it
// answers a plain initialize, tools/list and a tools/call of one of svc's tools the way the SDK's
// stateless 2025 transport would, without building a protocol server and its web Request and
// Response for the request; http.ts sends the rest to the SDK. __tests__/mcp/front.test.ts holds
// these answers to the SDK's too.
import type { CallToolResult } from '@modelcontextprotocol/server'
import { INSTRUCTIONS, SERVER_INFO, type Args, type Session } from './session.js'
import { ENABLE_TOOL, toolDomainOf } from './tools.js'

/** What the front read and answered before it handed the session over to the SDK. */
export interface Handover {
  /** The messages the front answered that the SDK must know of (initialize with REPLAY_ID, initialized). */
  replay: Array<{ jsonrpc: '2.0'; method: string; id?: string; params?: Record<string, unknown> }>
  /** Bytes read and not answered: the message that made the front hand over, and what followed. */
  pending: Buffer
  /** Whether standard input had ended. */
  ended: boolean
}

/** The id of the replayed initialize: the SDK's answer to it is dropped. Not one a client's request can collide with: the replay is the SDK's first message. */
export const REPLAY_ID = 'svc-front-initialize'

/**
 * The protocol revisions the front negotiates: those the SDK answers initialize with as asked
 * (its legacy, initialize-based revisions). A client asking for another one is the SDK's.
 */
export const FRONT_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07']

/** A line longer than this is handed over unread (the line transport has the limit and its error). */
const FRONT_MAX_LINE_BYTES = 1024 * 1024

type Message = Record<string, unknown>

const isObject = (v: unknown): v is Message => typeof v === 'object' && v !== null && !Array.isArray(v)
const onlyKeys = (v: Message, keys: readonly string[]) => Object.keys(v).every(k => keys.includes(k))
const isEmpty = (v: unknown) => v === undefined || (isObject(v) && Object.keys(v).length === 0)
const isStringId = (id: unknown) => typeof id === 'string' && id.length > 0 && id.length <= 200
const isId = (id: unknown): id is string | number => isStringId(id) || (Number.isSafeInteger(id) && (id as number) >= 0)

/** Client capabilities the front takes as they come: each a plain object of the spec's kinds. */
function plainCapabilities(c: unknown): boolean {
  if (!isObject(c) || !onlyKeys(c, ['roots', 'sampling', 'elicitation', 'experimental'])) return false
  if (
    c.roots !== undefined &&
    !(isObject(c.roots) && onlyKeys(c.roots, ['listChanged']) && [undefined, true, false].includes(c.roots.listChanged as boolean))
  )
    return false
  if (c.sampling !== undefined && !isEmpty(c.sampling)) return false
  if (c.elicitation !== undefined && !isEmpty(c.elicitation)) return false
  return c.experimental === undefined || (isObject(c.experimental) && Object.values(c.experimental).every(isObject))
}

/** initialize params the front answers: a listed revision, plain capabilities, a name and version. */
function plainInitialize(p: unknown): p is { protocolVersion: string } {
  if (!isObject(p) || !onlyKeys(p, ['protocolVersion', 'capabilities', 'clientInfo'])) return false
  const info = p.clientInfo
  return (
    FRONT_PROTOCOL_VERSIONS.includes(p.protocolVersion as string) &&
    plainCapabilities(p.capabilities) &&
    isObject(info) &&
    onlyKeys(info, ['name', 'version', 'title']) &&
    typeof info.name === 'string' &&
    typeof info.version === 'string' &&
    (info.title === undefined || typeof info.title === 'string')
  )
}

/** The SDK's answer to a request, as it writes it (its key order): a JSON text. */
const resultText = (id: string | number, result: unknown) => JSON.stringify({ result, jsonrpc: '2.0', id })
/** The same as a stdio line. */
const answer = (id: string | number, result: unknown) => resultText(id, result) + '\n'

/** Each tool list's `{"tools":[...]}` as JSON text, made once: listTools makes each list once and never changes it. */
const LIST_TEXTS = new WeakMap<object, string>()

/**
 * tools/list's answer: resultText's bytes, with the list's JSON made once per list rather than at
 * every request (over HTTP, every tools/list is a request of its own).
 */
function listText(id: string | number, tools: object[]): string {
  let list = LIST_TEXTS.get(tools)
  if (list === undefined) LIST_TEXTS.set(tools, (list = JSON.stringify({ tools })))
  return `{"result":${list},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`
}

/** What a session's initialize answers: its protocol server's capabilities and instructions. */
const initializeResult = (protocolVersion: string, listChanged: boolean, instructions: string) => ({
  protocolVersion,
  capabilities: { tools: { listChanged } },
  serverInfo: SERVER_INFO,
  instructions
})

/** A tool of svc's own: a tools/call of it is the session's to answer. */
const isOwnTool = (name: unknown): name is string => typeof name === 'string' && (name === ENABLE_TOOL || toolDomainOf(name) !== undefined)

/**
 * The answer (a JSON text) the SDK's stateless HTTP transport would give to one message of a
 * request, when the message is one the front answers alike: a plain initialize, tools/list, or a
 * tools/call of one of svc's tools with plain arguments. Undefined: the SDK's to answer. The
 * session is made only for a message the front answers.
 */
export async function statelessAnswer(message: unknown, session: () => Session, o: { instructions: string }): Promise<string | undefined> {
  const m = message
  if (!isObject(m) || m.jsonrpc !== '2.0' || !onlyKeys(m, ['jsonrpc', 'id', 'method', 'params']) || !isId(m.id)) return undefined
  const id = m.id
  if (m.method === 'initialize')
    return plainInitialize(m.params) ? resultText(id, initializeResult(m.params.protocolVersion, false, o.instructions)) : undefined
  if (m.method === 'tools/list') {
    if (!isEmpty(m.params)) return undefined
    const s = session()
    // The start-up checks first, as the SDK's handler does (server.ts).
    await s.ready()
    return listText(id, s.tools())
  }
  if (m.method !== 'tools/call') return undefined
  const p = m.params
  if (!isObject(p) || !onlyKeys(p, ['name', 'arguments']) || !isOwnTool(p.name)) return undefined
  if (p.arguments !== undefined && !isObject(p.arguments)) return undefined
  // The SDK's projection of a result leaves an object's structuredContent (every tool's) as it is.
  const result: CallToolResult = await session().call(p.name, (p.arguments ?? {}) as Args)
  return resultText(id, result)
}

export class Front {
  private initialized = false
  readonly replay: Handover['replay'] = []

  constructor(private readonly session: Session) {}

  /** The front's answer to a line ('' when it needs none), or undefined: the SDK's to answer. */
  async answerOf(line: string): Promise<string | undefined> {
    let m: unknown
    try {
      m = JSON.parse(line)
    } catch {
      return undefined
    }
    if (!isObject(m) || m.jsonrpc !== '2.0' || !onlyKeys(m, ['jsonrpc', 'id', 'method', 'params']) || typeof m.method !== 'string')
      return undefined
    const request = 'id' in m
    if (request && !isId(m.id)) return undefined
    const id = m.id as string | number
    if (m.method === 'initialize' && request && !this.initialized && plainInitialize(m.params)) {
      this.initialized = true
      this.replay.push({ jsonrpc: '2.0', id: REPLAY_ID, method: 'initialize', params: m.params as Message })
      return answer(id, initializeResult(m.params.protocolVersion, true, INSTRUCTIONS))
    }
    if (!this.initialized || !isEmpty(m.params)) return undefined
    if (m.method === 'notifications/initialized' && !request) {
      this.replay.push({ jsonrpc: '2.0', method: m.method, ...(m.params ? { params: m.params as Message } : {}) })
      return ''
    }
    if (m.method === 'tools/list' && request) {
      // The start-up checks first, as the SDK's handler does (server.ts).
      await this.session.ready()
      return listText(id, this.session.tools()) + '\n'
    }
    if (m.method === 'ping' && request) return answer(id, {})
    return undefined
  }
}

/**
 * Reads standard input line by line and answers what the front answers; resolves when the input
 * ends with everything answered, or hands the rest over (`handover`) and resolves when that does.
 */
export function runFront(
  session: Session,
  io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream },
  handover: (h: Handover) => Promise<void>
): Promise<void> {
  const front = new Front(session)
  return new Promise<void>((resolve, reject) => {
    let buffered = Buffer.alloc(0)
    let ended = false
    let busy = false
    let done = false
    let lastWrite: Promise<void> = Promise.resolve()
    // Chained, so that a failed write (the client gone) is seen once, where the chain is awaited.
    const write = (text: string) => {
      const written = new Promise<void>((res, rej) => io.output.write(text, e => (e ? rej(e) : res())))
      written.catch(() => undefined)
      lastWrite = lastWrite.then(() => written)
    }
    const stop = () => {
      done = true
      io.input.off('data', onData)
      io.input.off('end', onEnd)
      io.input.off('error', onError)
    }
    const handOver = () => {
      stop()
      io.input.pause()
      lastWrite.then(() => handover({ replay: front.replay, pending: buffered, ended })).then(resolve, reject)
    }
    const pump = async () => {
      if (busy || done) return
      busy = true
      try {
        for (;;) {
          const nl = buffered.indexOf(0x0a)
          if (nl < 0) {
            if (buffered.length > FRONT_MAX_LINE_BYTES || (ended && buffered.toString('utf8').trim() !== '')) return handOver()
            if (ended) {
              stop()
              return lastWrite.then(resolve, reject)
            }
            return
          }
          const line = buffered.subarray(0, nl).toString('utf8')
          if (line.trim() !== '') {
            const text = await front.answerOf(line)
            if (text === undefined) return handOver()
            if (text) write(text)
          }
          buffered = buffered.subarray(nl + 1)
        }
      } catch (e) {
        stop()
        reject(e as Error)
      } finally {
        busy = false
      }
    }
    const onData = (chunk: Buffer | string) => {
      buffered = Buffer.concat([buffered, typeof chunk === 'string' ? Buffer.from(chunk) : chunk])
      void pump()
    }
    const onEnd = () => {
      ended = true
      void pump()
    }
    const onError = (e: Error) => {
      stop()
      reject(e)
    }
    io.input.on('data', onData)
    io.input.on('end', onEnd)
    io.input.on('error', onError)
  })
}
