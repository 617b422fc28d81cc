// The bundled svc mcp against the simulated forgejo (one simulator for the file); see scenario.ts.
import { scenario } from './scenario.js'

scenario('forgejo')
