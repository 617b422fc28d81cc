// For the tests of a state file's `mirrors` section through a front end (the action's input
// `migrations`, svc_state's param): a stub Gitea source listing one organization's repositories (its
// clone addresses are hosts the simulator copies from), and a proxy in front of the simulator that
// counts POST /repos/migrate in flight and holds the first wave until `hold` are in flight at once,
// so that a test waits for events, not for time.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface MigrationProxy {
  /** The source's API root (a Gitea's). */
  sourceUrl: string
  /** The proxy's URL: give it to svc as the server. */
  url: string
  /** In flight now, the most at once, and the first wave held until it is `hold` strong (0: none held). */
  migrations: { inFlight: number; most: number; hold: number }
  close(): void
}

const listen = async (s: Server) => {
  await new Promise<void>(ok => s.listen(0, '127.0.0.1', ok))
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`
}

/** The source's organization `acme` holds `names`; the proxy forwards everything to `target`. */
export async function startMigrationProxy(target: string, names: string[]): Promise<MigrationProxy> {
  const source = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname !== '/api/v1/orgs/acme/repos') return void res.writeHead(404).end('{}')
    const rows = names.map(name => ({
      name,
      full_name: `acme/${name}`,
      clone_url: `https://src.example.com/acme/${name}.git`,
      private: false,
      fork: false,
      archived: false,
      size: 1,
      updated_at: '2026-01-01T00:00:00Z',
      has_wiki: false,
      default_branch: 'main',
      description: ''
    }))
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(Number(url.searchParams.get('page') ?? 1) === 1 ? rows : []))
  })
  const migrations = { inFlight: 0, most: 0, hold: 0 }
  const held: Array<() => void> = []
  const to = new URL(target)
  const proxy = createServer((req, res) => {
    const forward = () => {
      const out = request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
        answer => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        }
      )
      req.pipe(out)
    }
    if (!(req.method === 'POST' && req.url === '/api/v1/repos/migrate')) return forward()
    migrations.most = Math.max(migrations.most, ++migrations.inFlight)
    res.on('close', () => migrations.inFlight--)
    if (migrations.hold === 0) return forward()
    held.push(forward)
    if (held.length < migrations.hold) return
    migrations.hold = 0
    for (const go of held.splice(0)) go()
  })
  const [sourceUrl, url] = await Promise.all([listen(source), listen(proxy)])
  return {
    sourceUrl,
    url,
    migrations,
    close() {
      proxy.close()
      source.close()
    }
  }
}
