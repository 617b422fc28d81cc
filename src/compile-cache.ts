// Node's on-disk cache of compiled code (`module.enableCompileCache`, Node 22.1 and later): the next
// process that loads the same bundle skips most of parsing and compiling it. A CI job's later svc
// steps and every CLI command after the first start from it. Node 20 has none (nothing happens);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, NODE_COMPILE_CACHE=DIR moves it (default: the system's
// temporary directory). Called by the entry points before they load the rest of their bundle.
import module from 'node:module'

export function enableCompileCache(): void {
  ;(module as { enableCompileCache?: () => unknown }).enableCompileCache?.()
}
