// The action's forge-wide reads: `action: report` (the access review; with `since`, the changes
// since an earlier report, the step failing when there are any) and `action: audit` (the rules;
// the step failing at `fail_on`), over src/report as the CLI's svc report access / svc audit use
// it. Files named in params are paths inside the workspace; the result goes to the outputs and
// the job summary.
import * as core from '@actions/core'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import { z } from 'zod'
import { Forge, type ForgeHttp } from '../client/index.js'
import { UsageError } from '../errors.js'
import { connectionSecrets } from '../text.js'
import { VERSION } from '../cli/version.js'
import { readCredentials, readSettings, type Settings } from './inputs.js'
import type { Masker } from './masking.js'
import { writeResultFile } from './outputs.js'
import type { RunSummary } from './summary.js'

export type ReportAction = 'report' | 'audit'

const scope = { org: z.string().min(1).optional(), repo: z.string().min(1).optional() }
const PARAMS = {
  report: z
    .object({ ...scope, user: z.string().min(1).optional(), since: z.string().min(1).optional(), html: z.string().min(1).optional() })
    .strict(),
  audit: z
    .object({
      ...scope,
      config: z.string().min(1).optional(),
      fail_on: z.enum(['error', 'warning', 'note', 'none']).optional(),
      sarif: z.string().min(1).optional()
    })
    .strict()
}

export interface ReportJob {
  action: ReportAction
  settings: Settings
  params: Record<string, string | undefined>
  /** The files params name, resolved inside the workspace. */
  paths: Record<string, string>
}

/** A path given in params, inside the workspace (a pull request may not name a file outside it). */
function workspacePath(param: string, given: string): string {
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  const path = resolve(workspace, given)
  const rel = relative(workspace, path)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel))
    throw new UsageError(`params.${param} must be a path inside the workspace (e.g. access.html)`)
  return path
}

export function readReportJob(masker: Masker, summary: RunSummary): ReportJob {
  const credentials = readCredentials()
  masker.add(...connectionSecrets(credentials), credentials.gpgPassphrase)
  const settings = readSettings(credentials)
  const action = settings.action as ReportAction
  Object.assign(summary, { domain: 'report', action, server: settings.serverUrl, variant: settings.variant })
  if (settings.batch || settings.items.length !== 1) throw new UsageError(`params: action ${action} takes one object, not a list`)
  const parsed = PARAMS[action].safeParse(settings.items[0])
  if (!parsed.success) {
    const i = parsed.error.issues[0]
    const key = i.code === 'unrecognized_keys' ? i.keys.join(', ') : i.path.join('.')
    throw new UsageError(
      `params.${key}: ${i.code === 'unrecognized_keys' ? `not a param of action ${action} (its params: ${Object.keys(PARAMS[action].shape).join(', ')})` : i.message}`
    )
  }
  const params = parsed.data as Record<string, string | undefined>
  // Every file checked before anything is sent: a path outside the workspace is refused.
  const paths: Record<string, string> = {}
  for (const key of ['since', 'html', 'config', 'sarif']) if (params[key]) paths[key] = workspacePath(key, params[key])
  return { action, settings, params, paths }
}

/** A step output, never through the log. */
const output = (name: string, value: string) => core.setOutput(name, value)

/** Runs the report or audit, writes the outputs and the summary's markdown, and fails the step where it should. */
export async function runReport(job: ReportJob, http: ForgeHttp, masker: Masker, summary: RunSummary): Promise<void> {
  const R = await import('../report/index.js')
  const p = job.params
  const s = job.settings
  if (p.repo) R.splitRepoName(p.repo)
  const forge = new Forge(http, s.variant)
  const wanted = { ...(p.org ? { org: p.org } : {}), ...(p.repo ? { repo: p.repo } : {}) }
  const n = Math.max(1, Math.min(32, s.concurrency))
  if (job.action === 'report') {
    const previous = p.since ? R.parseReport(await readFile(job.paths.since, 'utf8'), p.since) : undefined
    const scope = { ...wanted, ...(p.user ? { user: p.user } : {}) }
    core.info(masker.safe(`svc report access on ${s.serverUrl}`))
    const snap = await R.readSnapshot(R.reportReader(forge), scope, n, await forge.variant())
    const report = R.makeReport(snap, http.server, scope)
    const json = masker.mask(JSON.stringify(report))
    output('result-file', writeResultFile('report', json))
    output('rows', String(report.rows.length))
    if (p.html) {
      const path = job.paths.html
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, masker.mask(R.reportHtml(report)))
      output('html-file', path)
    }
    let markdown = masker.mask(R.reportMarkdown(report))
    if (previous) {
      const changes = R.diffReports(previous, report)
      core.info(masker.safe(R.changesText(changes)))
      markdown = `${masker.mask(R.changesMarkdown(changes))}\n${markdown}`
      output('changes', String(changes.length))
      summary.planMarkdown = markdown
      output('markdown', markdown)
      if (changes.length > 0)
        throw new UsageError(`access changed since ${p.since}: ${changes.length} change(s) (the job summary lists them)`)
      return
    }
    core.info(masker.safe(R.reportText(report)))
    summary.planMarkdown = markdown
    output('markdown', markdown)
    return
  }
  const config = p.config ? R.parseAuditConfig(await readFile(job.paths.config, 'utf8'), p.config) : {}
  core.info(masker.safe(`svc audit on ${s.serverUrl}`))
  const reader = R.reportReader(forge)
  const snap = await R.readSnapshot(reader, wanted, n, await forge.variant())
  const findings = await R.runAudit(reader, snap, config, { concurrency: n })
  core.info(masker.safe(R.findingsText(findings)))
  output('result-file', writeResultFile('audit', masker.mask(JSON.stringify({ server: http.server, findings }))))
  output('findings', String(findings.length))
  if (p.sarif) {
    const path = job.paths.sarif
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, masker.mask(JSON.stringify(R.auditSarif(findings, http.server, VERSION), null, 2)))
    output('sarif-file', path)
  }
  const markdown = masker.mask(R.findingsMarkdown(findings))
  summary.planMarkdown = markdown
  output('markdown', markdown)
  const failOn = (p.fail_on ?? 'error') as 'error'
  if (R.failsAt(findings, failOn)) throw new UsageError(`audit: findings at or above ${failOn} (the job summary lists them)`)
}
