// The least any HTTP tool server in front of the forge can do for a `tools/call` of `me`: a plain
// node:http server that reads the POST, parses it, sends `GET /api/v1/user` with the caller's token
// through an undici pool (as svc does) and writes a JSON-RPC answer holding the user. No MCP, no
// checks, no masking: the bench's reference for what the transport and the forge request cost on
// this machine, so that svc's own share of a crowd of calls can be told from the machine's. With
// TOOLS_FILE (a tools/list result, svc's own), it answers tools/list with it, stringified per request.
// Usage: node bare-forwarder.mjs FORGE_URL [TOOLS_FILE] (prints "serving MCP over HTTP at URL" on stderr, as svc does)
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { Agent, request } from 'undici'

const forge = process.argv[2]
const agent = new Agent({ connections: 256 })
const tools = process.argv[3] ? JSON.parse(readFileSync(process.argv[3], 'utf8')) : undefined
const server = createServer(async (req, res) => {
  const chunks = []
  for await (const c of req) chunks.push(c)
  const call = JSON.parse(Buffer.concat(chunks).toString())
  if (call.method === 'tools/list' && tools) {
    const body = JSON.stringify({ result: tools, jsonrpc: '2.0', id: call.id })
    return res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body)
  }
  const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
  const answer = await request(`${forge}/api/v1/user`, {
    dispatcher: agent,
    headers: { authorization: `token ${token}`, accept: 'application/json' }
  })
  const user = await answer.body.json()
  const result = { result: user }
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: call.id,
    result: { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result }
  })
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body)
})
server.listen(0, '127.0.0.1', () => process.stderr.write(`serving MCP over HTTP at http://127.0.0.1:${server.address().port}/mcp\n`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
