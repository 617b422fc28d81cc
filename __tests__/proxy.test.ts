// Proxy variables are honoured like the runner's own client does: a forge that is not on loopback
// is reached through https_proxy / http_proxy (undici's EnvHttpProxyAgent, loaded only when such
// a variable is set), no_proxy exempts it, and loopback never goes through a proxy. A private CA
// (ca-cert, --ca-cert) is trusted for the TLS connection tunnelled through the proxy as well.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https'
import { connect, type AddressInfo } from 'node:net'
import { ForgeHttp } from '../src/client/index.js'
import { cleanup, isolatedBundle, runAction } from './action/run.js'
import { ensureCliBundle, runCli } from './cli/harness.js'
import { json, startScripted, type Scripted } from './faults/server.js'
import { selfSignedCert } from './tls.js'

const TOKEN = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d'
/** A name that is not loopback and that no resolver knows: only a proxy can reach it. */
const FORGE_HOST = 'forge.svc-proxy.invalid'

let forge: Scripted
/** The same forge over TLS, its certificate self-signed for FORGE_HOST (a private CA of one). */
let tlsForge: HttpsServer
let tls: ReturnType<typeof selfSignedCert>
let proxy: Server
let proxyUrl = ''
/** The CONNECT targets the proxy was asked for. */
const tunnels: string[] = []

beforeAll(async () => {
  forge = await startScripted()
  forge.handle = (_req, res) => json(res, 200, { login: 'through-proxy' })
  tls = selfSignedCert(FORGE_HOST)
  tlsForge = createHttpsServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const auth = req.headers.authorization
    res.writeHead(auth === `token ${TOKEN}` ? 200 : 401, { 'content-type': 'application/json' })
    res.end(JSON.stringify(auth === `token ${TOKEN}` ? { login: 'through-tls-tunnel', id: 1 } : { message: 'token is required' }))
  })
  await new Promise<void>(resolve => tlsForge.listen(0, '127.0.0.1', resolve))
  // A forward proxy that tunnels every CONNECT to a scripted forge, whatever host was asked for:
  // port 443 to the TLS one, any other to the plain one.
  proxy = createServer((_req, res) => res.writeHead(405).end())
  proxy.on('connect', (req, client, head) => {
    tunnels.push(req.url ?? '')
    const port = req.url?.endsWith(':443') ? (tlsForge.address() as AddressInfo).port : Number(new URL(forge.url).port)
    const upstream = connect(port, '127.0.0.1', () => {
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
  tlsForge.closeAllConnections()
  await new Promise<void>(resolve => tlsForge.close(() => resolve()))
  await forge.close()
})

async function me(serverUrl: string, caCert?: string): Promise<unknown> {
  const http = new ForgeHttp({ serverUrl, token: TOKEN, timeoutMs: 5_000, retries: 0, caCert })
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

describe('a private CA through an HTTPS proxy', () => {
  const server = `https://${FORGE_HOST}`

  it('the client trusts ca-cert for the TLS connection inside the tunnel', async () => {
    process.env.HTTPS_PROXY = proxyUrl
    await expect(me(server, tls.cert)).resolves.toEqual({ login: 'through-tls-tunnel', id: 1 })
    expect(tunnels).toEqual([`${FORGE_HOST}:443`])
  })

  it('without ca-cert the tunnelled certificate is refused, naming ca-cert', async () => {
    process.env.https_proxy = proxyUrl
    const failure = await me(server).then(
      () => undefined,
      (e: unknown) => e as { message: string; hint?: string }
    )
    expect(failure?.message).toMatch(/not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\)/)
    expect(failure?.hint).toMatch(/ca-cert/)
  })

  it('the bundled action: HTTPS_PROXY and the ca-cert input', async () => {
    const run = await runAction({
      node: { label: `node ${process.versions.node}`, path: process.execPath },
      bundle: isolatedBundle(),
      serverUrl: server,
      inputs: { action: 'me', token: TOKEN, 'ca-cert': tls.cert, 'server-url': server },
      env: { HTTPS_PROXY: proxyUrl }
    })
    try {
      expect({ code: run.code, errors: run.errors }).toEqual({ code: 0, errors: [] })
      expect(JSON.parse(run.outputs.result)).toMatchObject({ login: 'through-tls-tunnel' })
    } finally {
      cleanup(run)
    }
    expect(tunnels).toEqual([`${FORGE_HOST}:443`])
  }, 60_000)

  it('the bundled CLI: HTTPS_PROXY=… svc --ca-cert FILE', async () => {
    const run = await runCli(ensureCliBundle(), ['--server-url', server, '--ca-cert', tls.certFile, '--output', 'json', 'user', 'me'], {
      env: { HTTPS_PROXY: proxyUrl, SVC_TOKEN: TOKEN }
    })
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' })
    expect(JSON.parse(run.stdout)).toMatchObject({ login: 'through-tls-tunnel' })
    expect(tunnels).toEqual([`${FORGE_HOST}:443`])
  }, 60_000)
})
