// Proxy variables are honoured like the runner's own client does: a forge that is not on loopback
// is reached through https_proxy / http_proxy (undici's EnvHttpProxyAgent, loaded only when such
// a variable is set), no_proxy exempts it, and loopback never goes through a proxy.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { ForgeHttp } from '../src/client/index.js'
import { json, startScripted, type Scripted } from './faults/server.js'

const TOKEN = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d'
/** A name that is not loopback and that no resolver knows: only a proxy can reach it. */
const FORGE_HOST = 'forge.svc-proxy.invalid'

let forge: Scripted
let proxy: Server
let proxyUrl = ''
/** The CONNECT targets the proxy was asked for. */
const tunnels: string[] = []

beforeAll(async () => {
  forge = await startScripted()
  forge.handle = (_req, res) => json(res, 200, { login: 'through-proxy' })
  // A forward proxy that tunnels every CONNECT to the scripted forge, whatever host was asked for.
  proxy = createServer((_req, res) => res.writeHead(405).end())
  proxy.on('connect', (req, client, head) => {
    tunnels.push(req.url ?? '')
    const upstream = connect(Number(new URL(forge.url).port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterEach(() => {
  for (const name of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY']) delete process.env[name]
  tunnels.length = 0
})
afterAll(async () => {
  await new Promise<void>(resolve => proxy.close(() => resolve()))
  await forge.close()
})

async function me(serverUrl: string): Promise<unknown> {
  const http = new ForgeHttp({ serverUrl, token: TOKEN, timeoutMs: 5_000, retries: 0 })
  try {
    return (await http.send({ method: 'GET', path: '/user' })).body
  } finally {
    await http.close()
  }
}

describe('proxy variables', () => {
  it('a forge that is not on loopback is reached through http_proxy', async () => {
    process.env.http_proxy = proxyUrl
    await expect(me(`http://${FORGE_HOST}`)).resolves.toEqual({ login: 'through-proxy' })
    expect(tunnels).toEqual([`${FORGE_HOST}:80`])
    expect(forge.seen.at(-1)?.headers.authorization).toBe(`token ${TOKEN}`)
  })

  it('no_proxy exempts the forge: it is then asked for directly (and this name resolves nowhere)', async () => {
    process.env.HTTP_PROXY = proxyUrl
    process.env.no_proxy = FORGE_HOST
    await expect(me(`http://${FORGE_HOST}`)).rejects.toThrow()
    expect(tunnels).toEqual([])
  })

  it('a forge on loopback never goes through the proxy', async () => {
    process.env.http_proxy = proxyUrl
    await expect(me(forge.url)).resolves.toEqual({ login: 'through-proxy' })
    expect(tunnels).toEqual([])
  })
})
