// How `svc mcp` loads the tool server: dist/mcp.js beside the bundled CLI (a bundle of its own,
// see src/mcp/entry.ts), or the module itself when the CLI runs from source. The bundler leaves
// this import alone. The CLI's entry uses it (`svc mcp` runs from that bundle), so it is bundled
// into dist/cli.js, not into the chunk of the commands: a chunk that reads import.meta or imports a
// module is not a script the Node 20 code cache can compile (src/compile-cache.ts).
export async function loadMcpServer(): Promise<typeof import('../mcp/entry.js')> {
  const specifier = import.meta.url.endsWith('.ts') ? '../mcp/entry.js' : './mcp.js'
  return (await import(/* webpackIgnore: true */ specifier)) as typeof import('../mcp/entry.js')
}
