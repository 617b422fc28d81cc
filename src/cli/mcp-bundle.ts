// Entry of dist/mcp.js, the tool server as `svc mcp` starts it. A bundle of its own, not a chunk of
// dist/cli.js: modules a chunk shares with its main file cannot be merged into one scope there,
// which cost every other CLI command ~6 ms of start-up (issue 9). It holds the CLI's program too
// (`svc mcp ...` is parsed by it), so that the command does not load the CLI's own chunks (undici
// and zod a second time) first. Everything is in chunks loaded from here: a chunk is compiled with
// V8's cached data, every function the last run compiled (src/compile-cache.ts; the CLI's entry
// turned it on), where an ES module gets at most its top level from Node's own cache.
// It lives in the CLI's layer, beside the loader, because it is the CLI's program plus the server:
// src/mcp/ imports nothing of src/cli/, and no module imports this one (the loader takes it by a
// specifier the bundler leaves alone), so the two layers form no circle.
import type { McpHttpStart, McpStart } from '../mcp/serve.js'
import type { McpServerModule } from './mcp-loader.js'

// The shape the loader declares, checked here where both are in view.
const bundle = {
  /** `svc mcp ...` (from src/cli/index.ts): the CLI's program, parsing the command. */
  async main(argv: string[]): Promise<number> {
    return (await import('./main.js')).main(argv)
  },
  /** Serves the tools over stdio until the client closes standard input. */
  async serveFromCli(o: McpStart): Promise<void> {
    return (await import('../mcp/serve.js')).serveFromCli(o)
  },
  /** Serves the tools over HTTP until SIGTERM or SIGINT. */
  async serveHttpFromCli(o: McpHttpStart): Promise<void> {
    return (await import('../mcp/serve.js')).serveHttpFromCli(o)
  }
} satisfies McpServerModule

export const { main, serveFromCli, serveHttpFromCli } = bundle
