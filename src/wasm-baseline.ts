// Node 20 (V8 11) keeps a process alive for ~60-80 ms after its work is done while it optimizes
// undici's WebAssembly HTTP parser in the background, a cost every short step pays and no request
// gains from. Before the parser is first compiled (at the first connection), that V8 keeps it on
// its baseline compiler. Later Node versions do not wait: left alone.
// The Node 20 code cache (compile-cache.ts) sets it too, before it compiles anything: V8 refuses
// code cached under other flags, and the cache is written at exit, after the client has set it.

let tuned = false

export function keepWasmOnBaseline(): void {
  if (tuned) return
  tuned = true
  // node:v8 is loaded only where it is needed: loading it costs a newer Node's start-up ~1.5 ms.
  if (Number(process.versions.v8.split('.')[0]) < 12) process.getBuiltinModule('node:v8').setFlagsFromString('--liftoff-only')
}
