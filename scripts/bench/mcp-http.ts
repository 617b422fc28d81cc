// The mcp-http case of `npm run bench` (issue 41): `svc mcp --http` (one process, warmed up)
// against the bare forwarder (bare-forwarder.mjs: node:http + undici, no MCP), both up at once and
// measured in the same rounds, alternating, by the same client (fetch, keep-alive), so that the
// machine's own load falls on both alike. Rows: a tools/call of `me` one at a time, 100 at once
// (100 users, a token each) by wall time and by the server process's CPU time (/proc/PID/stat, so
// Linux), and tools/list one at a time (the forwarder answers svc's own list, stringified per
// request). Each row also has the forge request alone, and the load average when it was measured.
// Hooked into scripts/bench.ts, which passes its helpers.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

export interface McpHttpKit {
  node: { name: string; bin: string }
  dist: string
  bench: string
  tmp: string
  token: string
  latency: number
  /** Calls one at a time, and rounds of 100 at once. */
  calls: number
  rounds: number
  /** The registry's domain and tool of `me`. */
  domain: string
  tool: string
  row(...cells: string[]): void
  median(xs: number[]): number
  ms(x: number): string
  ratio(x: number): string
}

interface Running {
  url: string
  child: ChildProcess
  /** User + system CPU time of the process so far, in ms (clock ticks of 10 ms). */
  cpuMs(): number
}

async function start(bin: string, args: string[], env: Record<string, string>): Promise<Running> {
  const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  const url = await new Promise<string>((ok, fail) => {
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString()
      const m = /serving MCP over HTTP at (\S+)/.exec(stderr)
      if (m) ok(m[1])
    })
    child.once('exit', code => fail(new Error(`${args[0]} exited ${code}: ${stderr}`)))
  })
  // The access log is not what is measured: read and dropped as any log shipper would take it.
  child.stderr!.removeAllListeners('data')
  child.stderr!.resume()
  const tick = 1000 / 100
  return {
    url,
    child,
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ')
      // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the command's ")".
      return (Number(fields[11]) + Number(fields[12])) * tick
    }
  }
}

export async function mcpHttpCase(k: McpHttpKit, stubUrl: string): Promise<void> {
  const env = { PATH: process.env.PATH ?? '', HOME: k.tmp, SVC_SERVER_URL: stubUrl }
  const svc = await start(k.node.bin, [join(k.dist, 'cli.js'), 'mcp', '--http', '127.0.0.1:0', '--domains', k.domain], env)
  const tokenOf = (i: number) => `${k.token.slice(0, 32)}${String(i).padStart(8, '0')}`
  const headers = (i: number) => ({
    authorization: `Bearer ${tokenOf(i)}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream'
  })
  const callBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: k.tool, arguments: { action: 'me' } } })
  const listBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })
  // The forwarder answers tools/list with svc's own list.
  const listed = (await (await fetch(svc.url, { method: 'POST', headers: headers(0), body: listBody })).json()) as { result: unknown }
  const toolsFile = join(k.tmp, 'mcp-http-tools.json')
  writeFileSync(toolsFile, JSON.stringify(listed.result))
  const bare = await start(k.node.bin, [join(k.bench, 'bare-forwarder.mjs'), stubUrl, toolsFile], env)
  const servers = [svc, bare]
  try {
    const forge = async (i: number) => {
      const res = await fetch(`${stubUrl}/api/v1/user`, { headers: { authorization: `token ${tokenOf(i)}`, accept: 'application/json' } })
      await res.json()
      if (res.status !== 200) throw new Error(`GET /api/v1/user: ${res.status}`)
    }
    const post = (s: Running, body: string, check: string) => async (i: number) => {
      const res = await fetch(s.url, { method: 'POST', headers: headers(i), body })
      const text = await res.text()
      if (res.status !== 200 || !text.includes(check)) throw new Error(`${s.url}: ${res.status} ${text.slice(0, 300)}`)
    }
    const call = servers.map(s => post(s, callBody, '"login"'))
    const list = servers.map(s => post(s, listBody, '"tools"'))
    const timed = async (f: () => Promise<unknown>) => {
      const started = performance.now()
      await f()
      return performance.now() - started
    }
    const all = (f: (i: number) => Promise<void>) => () => Promise.all(Array.from({ length: 100 }, (_, i) => f(i)))
    // Warm-up: each path's code compiled and the connections open.
    for (let i = 0; i < 30; i++) await Promise.all([forge(i), ...call.map(c => c(i)), ...list.map(l => l(i))])
    await Promise.all([all(forge)(), ...call.map(c => all(c)())])

    /** Medians of each of `fs` over `n` rounds, the order rotated each round; CPU time of each server over its rounds. */
    const alternate = async (fs: Array<() => Promise<unknown>>, n: number, cpuOf: Array<Running | undefined>) => {
      const samples: number[][] = fs.map(() => [])
      const cpu = fs.map(() => 0)
      for (let r = 0; r < n; r++)
        for (let j = 0; j < fs.length; j++) {
          const k_ = (r + j) % fs.length
          const before = cpuOf[k_]?.cpuMs() ?? 0
          samples[k_].push(await timed(fs[k_]))
          cpu[k_] += (cpuOf[k_]?.cpuMs() ?? 0) - before
        }
      return { medians: samples.map(s => k.median(s)), cpu }
    }
    const load = () => `load ${loadavg()[0].toFixed(1)}`
    let i = 0
    const next = () => i++ % 100
    const one = await alternate([() => forge(next()), () => call[0](next()), () => call[1](next())], k.calls, [undefined, svc, bare])
    const oneLoad = load()
    const crowd = await alternate([all(forge), all(call[0]), all(call[1])], k.rounds, [undefined, svc, bare])
    const crowdLoad = load()
    const lists = await alternate([() => list[0](next()), () => list[1](next())], k.calls, [svc, bare])
    const listLoad = load()

    const [f1, s1, b1] = one.medians
    const [f100, s100, b100] = crowd.medians
    const name = `${k.node.name}: mcp-http`
    k.row(`${name}, the forge request alone (GET /user), ${k.latency} ms latency`, k.ms(f1), '1.00×', '', oneLoad)
    k.row(`${name}, bare forwarder, tools/call me one at a time (median of ${k.calls})`, k.ms(b1), k.ratio(b1 / f1), '', oneLoad)
    k.row(`${name}, svc, tools/call me one at a time: against the forwarder (target ≤ 1.10×)`, k.ms(s1), k.ratio(s1 / b1), '', oneLoad)
    k.row(`${name}, 100 forge requests at once (100 tokens)`, k.ms(f100), '1.00×', '', crowdLoad)
    k.row(`${name}, bare forwarder, 100 tools/call me at once (median of ${k.rounds})`, k.ms(b100), k.ratio(b100 / f100), '', crowdLoad)
    k.row(
      `${name}, svc, 100 tools/call me at once: against the forwarder (target ≤ 1.15×)`,
      k.ms(s100),
      k.ratio(s100 / b100),
      '',
      crowdLoad
    )
    const [, sCpu, bCpu] = crowd.cpu.map(c => c / k.rounds)
    k.row(
      `${name}, svc, CPU of 100 tools/call me at once: against the forwarder's (target ≤ 1.20×)`,
      k.ms(sCpu),
      k.ratio(sCpu / bCpu),
      `forwarder ${k.ms(bCpu)}`,
      crowdLoad
    )
    const [sl, bl] = lists.medians
    k.row(`${name}, bare forwarder, tools/list one at a time (median of ${k.calls})`, k.ms(bl), '', '', listLoad)
    k.row(`${name}, svc, tools/list one at a time: against the forwarder (target ≤ 1.10×)`, k.ms(sl), k.ratio(sl / bl), '', listLoad)
  } finally {
    for (const s of servers) s.child.kill('SIGTERM')
  }
}
