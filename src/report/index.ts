// The access review and the audit: read the forge once (read.ts), compute who can do what and why
// (access.ts), check rules over it (audit.ts), and render (render.ts, html.ts, sarif.ts). Free of
// front-end code: the CLI's `svc report access` / `svc audit`, the action and svc_report use only this.
export {
  accessOf,
  accessRows,
  accessRowsByRepo,
  makeReport,
  reportHead,
  rowReaches,
  teamPath,
  type AccessReport,
  type AccessRow,
  type Permission
} from './access.js'
export { reportHtml } from './html.js'
export { readSnapshot, reportReader, splitRepoName, UNITS, type Scope, type Snapshot } from './read.js'
export {
  changesMarkdown,
  changesText,
  diffReports,
  parseReport,
  reportCsv,
  reportJsonParts,
  reportMarkdown,
  reportText,
  safeCell,
  type AccessChange
} from './render.js'
export {
  failsAt,
  findingsMarkdown,
  findingsText,
  loadAuditConfig,
  parseAuditConfig,
  RULE_IDS,
  RULES,
  runAudit,
  SEVERITIES,
  type AuditConfig,
  type Finding,
  type Severity
} from './audit.js'
export { auditSarif } from './sarif.js'
