// A module of Node as the bundles see it when nothing that needs it runs at start (scripts/bundle.mjs
// puts this function in place of node:child_process): commander requires node:child_process when it
// loads, for executable subcommands, which svc has none of; loading it (with dgram, the socket list
// and their bindings) cost every command ~1.5 ms of CPU on Node 24. The module is loaded when
// anything of it is first read, and is then the module itself in every respect but identity.
'use strict'

module.exports = function lazyModule(load) {
  let real
  const module = () => (real ??= load())
  return new Proxy(
    {},
    {
      get: (_, key) => module()[key],
      has: (_, key) => key in module(),
      ownKeys: () => Reflect.ownKeys(module()),
      // Reported configurable: the stand-in itself holds no property (a proxy may not say otherwise).
      getOwnPropertyDescriptor: (_, key) => {
        const d = Reflect.getOwnPropertyDescriptor(module(), key)
        return d && { ...d, configurable: true }
      }
    }
  )
}
