// The forge client: HTTP transport, variant detection and the generic operation runner.
export { ForgeHttp, normalizeServerUrl, type ConnectionSettings, type HttpRequest, type HttpResponse } from './http.js'
export { Forge, type RunOptions } from './execute.js'
export { resultValue, secretParamValues, type OperationResult, type PlannedRequest } from './outcome.js'
export { buildRequest } from './request.js'
export { detectVariant, type ServerIdentity } from './variant.js'
