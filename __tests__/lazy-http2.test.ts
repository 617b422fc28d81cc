// The stand-in scripts/bundle.mjs puts in place of node:http2 (scripts/bundle/lazy-http2.cjs): the
// constants it answers before loading node:http2 are node:http2's own, and everything else is
// the real module's.
import { describe, expect, it } from '@jest/globals'
import { createRequire } from 'node:module'
import * as http2 from 'node:http2'

/** node:http2's constants by name (@types/node 20 does not list them all, HTTP2_HEADER_PROTOCOL among them). */
const real = http2.constants as unknown as Record<string, string | number>

const require = createRequire(import.meta.url)
const lazyHttp2 = require('../scripts/bundle/lazy-http2.cjs') as (load: () => typeof http2) => typeof http2

describe('lazy node:http2 of the bundles', () => {
  it('answers the constants undici reads at load, without loading the module, as node:http2 has them', () => {
    let loads = 0
    const lazy = lazyHttp2(() => {
      loads++
      return http2
    })
    const names = [
      'HTTP2_HEADER_AUTHORITY',
      'HTTP2_HEADER_METHOD',
      'HTTP2_HEADER_PATH',
      'HTTP2_HEADER_SCHEME',
      'HTTP2_HEADER_CONTENT_LENGTH',
      'HTTP2_HEADER_EXPECT',
      'HTTP2_HEADER_STATUS',
      'HTTP2_HEADER_PROTOCOL',
      'NGHTTP2_REFUSED_STREAM',
      'NGHTTP2_CANCEL'
    ] as const
    // undici destructures them from `constants` when it loads
    const constants = lazy.constants as unknown as Record<string, string | number>
    for (const name of names) expect({ name, value: constants[name] }).toEqual({ name, value: real[name] })
    expect(loads).toBe(0)
  })

  it('loads the real module, once, for anything else', () => {
    let loads = 0
    const lazy = lazyHttp2(() => {
      loads++
      return http2
    })
    expect(lazy.constants.HTTP2_HEADER_ACCEPT).toBe(http2.constants.HTTP2_HEADER_ACCEPT)
    expect(lazy.connect).toBe(http2.connect)
    expect(lazy.constants.HTTP2_HEADER_PATH).toBe(':path')
    expect(loads).toBe(1)
  })
})
