// The bundled svc mcp --http against the simulated forgejo, driven by the SDK's Streamable HTTP client: the
// scenario of forge-forgejo.test.ts over the other transport (see scenario.ts for where they differ).
import { scenario } from './scenario.js'

scenario('forgejo', 'http')
