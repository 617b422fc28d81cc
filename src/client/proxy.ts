// The dispatcher for a forge reached through a proxy (http_proxy / https_proxy, no_proxy): undici's
// EnvHttpProxyAgent. Loaded from a chunk, only when a proxy variable is set (see ForgeHttp).
import type { Dispatcher } from 'undici'
import connect from 'undici/lib/api/api-connect.js'
import DispatcherBase from 'undici/lib/dispatcher/dispatcher.js'
import EnvHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js'

// undici's ProxyAgent opens its tunnel with `client.connect()`, a method undici's index adds to
// every dispatcher (`Object.assign(Dispatcher.prototype, api)`). svc imports undici's parts, not
// its index (which loads fetch, WebSocket, caches and mocks), so the one method the proxy needs
// is added here, as the index adds it.
const prototype = DispatcherBase.prototype as { connect?: unknown }
prototype.connect ??= connect

/**
 * `options.connect` (the extra CA) is what undici's plain Agent uses for TLS; its ProxyAgent does
 * not read it, but `requestTls` for the TLS connection to the forge inside the CONNECT tunnel and
 * `proxyTls` for an https:// proxy. Both get the same trust: without them a forge with a private
 * CA fails through a proxy (DEPTH_ZERO_SELF_SIGNED_CERT) and works without one.
 */
export function proxyDispatcher(options: EnvHttpProxyAgent.Options): Dispatcher {
  const tls = options.connect && typeof options.connect === 'object' ? options.connect : undefined
  return new EnvHttpProxyAgent(tls ? { ...options, requestTls: tls, proxyTls: tls } : options)
}
