// The forge client: HTTP transport, variant detection and the generic operation runner.
export { ForgeHttp, normalizeServerUrl, type ConnectionSettings, type HttpRequest, type HttpResponse } from './http.js'
export {
  Forge,
  buildRequest,
  resultValue,
  secretParamValues,
  type OperationResult,
  type PlannedRequest,
  type RunOptions
} from './execute.js'
export { detectVariant, type ServerIdentity } from './variant.js'
