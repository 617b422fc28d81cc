// Entry of dist/mcp.js, the tool server as `svc mcp` starts it. A bundle of its own, not a chunk of
// dist/cli.js: modules a chunk shares with its main file cannot be merged into one scope there,
// which cost every other CLI command ~6 ms of start-up (issue 9). It holds the CLI's program too
// (`svc mcp ...` is parsed by it), so that the command does not load the CLI's own chunks (undici
// and zod a second time) first. Everything is in chunks loaded from here: a chunk is compiled with
// V8's cached data, every function the last run compiled (src/compile-cache.ts; the CLI's entry
// turned it on), where an ES module gets at most its top level from Node's own cache.
import type { McpHttpStart, McpStart } from './serve.js'

export type { McpHttpStart, McpStart }

/** `svc mcp ...` (from src/cli/index.ts): the CLI's program, parsing the command. */
export async function main(argv: string[]): Promise<number> {
  return (await import('../cli/main.js')).main(argv)
}

/** Serves the tools over stdio until the client closes standard input. */
export async function serveFromCli(o: McpStart): Promise<void> {
  return (await import('./serve.js')).serveFromCli(o)
}

/** Serves the tools over HTTP until SIGTERM or SIGINT. */
export async function serveHttpFromCli(o: McpHttpStart): Promise<void> {
  return (await import('./serve.js')).serveHttpFromCli(o)
}
