// Types of the undici modules svc imports directly (undici types only its index).
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici'
  export default Agent
}
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  import { EnvHttpProxyAgent } from 'undici'
  export default EnvHttpProxyAgent
}
declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici'
  /** `Dispatcher.prototype.request`, called with the dispatcher as `this`. */
  export default function request(this: Dispatcher, opts: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import { Dispatcher } from 'undici'
  export default Dispatcher
}
declare module 'undici/lib/api/api-connect.js' {
  import type { Dispatcher } from 'undici'
  /** `Dispatcher.prototype.connect` (an HTTP CONNECT), called with the dispatcher as `this`. */
  export default function connect(this: Dispatcher, opts: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData>
}
