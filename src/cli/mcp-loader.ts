// How `svc mcp` loads the tool server: dist/mcp.js beside the bundled CLI (a bundle of its own,
// see src/cli/mcp-bundle.ts), or that module itself when the CLI runs from source. The bundler
// leaves this import alone. The CLI's entry uses it (`svc mcp` runs from that bundle), so it is
// bundled into dist/cli.js, not into the chunk of the commands: a chunk that reads import.meta or
// imports a module is not a script the Node 20 code cache can compile (src/compile-cache.ts).
// The module's shape is declared here, not taken from the module's type: the bundle holds the CLI's
// program, so a type import of it would make an import circle of the CLI and the tool server.
import type { McpHttpStart, McpStart } from '../mcp/serve.js'

export interface McpServerModule {
  /** `svc mcp ...`, parsed by the CLI's program that the bundle holds. */
  main(argv: string[]): Promise<number>
  /** Serves the tools over stdio until the client closes standard input. */
  serveFromCli(o: McpStart): Promise<void>
  /** Serves the tools over HTTP until SIGTERM or SIGINT. */
  serveHttpFromCli(o: McpHttpStart): Promise<void>
}

export async function loadMcpServer(): Promise<McpServerModule> {
  const specifier = import.meta.url.endsWith('.ts') ? './mcp-bundle.js' : './mcp.js'
  return (await import(/* webpackIgnore: true */ specifier)) as McpServerModule
}
