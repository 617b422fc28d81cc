// Desired state: a file of what the forge should hold, planned against the server and applied.
// Front ends (the CLI's plan/apply/dump, later the action and the MCP plan tool) use only this.
export { applyPlan, batchesOf, checkSavedPlan, stepParams, StalePlanError, type ApplyOptions } from './apply.js'
export { sortedEvents, StateFileError, type Collection, type ListReader } from './collections.js'
export { dumpState, dumpYaml, dumpableCollections } from './dump.js'
export { fingerprintMatches, secretFingerprint, STATE_KEY_ENV } from './fingerprint.js'
export { refusedName, RunCredentials } from './credential-rule.js'
export { credentialNames, envNamesOf, loadState, locate, parseState, readStateText, type ReadRule } from './load.js'
export {
  allowedRemovals,
  checkValueNames,
  checkRemovals,
  DEFAULT_MAX_REMOVALS,
  forgeOptions,
  forgeReader,
  makePlan,
  parseMaxRemovals,
  parseMaxDefaultRepos,
  type PlanOptions
} from './plan.js'
export {
  countsOf,
  knownChanges,
  planSummary,
  outcomeLine,
  copyProgress,
  outcomesText,
  planMarkdown,
  planText,
  redactPlan,
  summaryLine
} from './render.js'
export { COLLECTIONS } from './table.js'
export { stateFile, stateJsonSchema, type StateFile } from './schema.js'
export { hasDrift, type Change, type FieldChange, type Outcome, type Plan, type PlanSummary, type Step } from './types.js'
