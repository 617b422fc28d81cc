// Node 20 (V8 11) keeps a process alive for ~60-80 ms after its work is done while it optimizes
// undici's WebAssembly HTTP parser in the background, a cost every short step pays and no request
// gains from. Before the parser is first compiled (at the first connection), that V8 keeps it on
// its baseline compiler. Later Node versions do not wait: left alone.
// The chunks' code cache (compile-cache.ts) sets it too, before it compiles anything: V8 refuses
// code cached under other flags, and the cache is written at exit, after the client has set it.
// For the same reason Node's own modules compiled after it lose the code Node ships for them
// (parsed and compiled from their source: ~5 ms of a Node 20 step for node:net, node:http and the
// rest the chunks load as they start); those are loaded before it.

let tuned = false

/** The modules of Node the chunks load as they start: undici's (every bundle's client), fs/promises, commander's node:process. */
const STARTUP_BUILTINS = ['node:assert', 'node:diagnostics_channel', 'node:fs/promises', 'node:http', 'node:net', 'node:process']

export function keepWasmOnBaseline(): void {
  if (tuned) return
  tuned = true
  // node:v8 is loaded only where it is needed: loading it costs a newer Node's start-up ~1.5 ms.
  if (Number(process.versions.v8.split('.')[0]) >= 12) return
  for (const name of STARTUP_BUILTINS) process.getBuiltinModule(name)
  process.getBuiltinModule('node:v8').setFlagsFromString('--liftoff-only')
}
