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

export function proxyDispatcher(options: EnvHttpProxyAgent.Options): Dispatcher {
  return new EnvHttpProxyAgent(options)
}
