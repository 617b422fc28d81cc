// node:http2 as the bundles see it (scripts/bundle.mjs puts this function in place of the module).
// undici's HTTP/2 client reads ten of node:http2's constants when it loads, though svc never speaks
// HTTP/2 (undici's allowH2 is off). On Node 20 loading node:http2 also loads tls and HTTP/2's
// internals, ~4 ms of a step whose floor is ~32 ms; later Nodes load it with node:http anyway.
// These constants are fixed by HTTP/2 itself (pseudo-header names, RFC 9113 error codes): they are
// answered as such until the module is loaded, and anything else loads the real module.
'use strict'

module.exports = function lazyHttp2(load) {
  const known = {
    HTTP2_HEADER_AUTHORITY: ':authority',
    HTTP2_HEADER_METHOD: ':method',
    HTTP2_HEADER_PATH: ':path',
    HTTP2_HEADER_SCHEME: ':scheme',
    HTTP2_HEADER_CONTENT_LENGTH: 'content-length',
    HTTP2_HEADER_EXPECT: 'expect',
    HTTP2_HEADER_STATUS: ':status',
    HTTP2_HEADER_PROTOCOL: ':protocol',
    NGHTTP2_REFUSED_STREAM: 7,
    NGHTTP2_CANCEL: 8
  }
  let real
  const http2 = () => (real ??= load())
  const constants = new Proxy(known, {
    get: (target, key) => (real === undefined && Object.hasOwn(target, key) ? target[key] : http2().constants[key])
  })
  return new Proxy({}, { get: (_, key) => (key === 'constants' ? constants : http2()[key]) })
}
