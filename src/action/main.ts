// The action: read the inputs, do the work, write the outputs, in one try/catch (as the official
// typescript-action template does). The steps are named functions in work.ts (a registry
// operation), state.ts (`action: plan` / `apply` of a desired-state file) and report.ts (`action:
// report` / `audit`).
import * as core from '@actions/core'
import type { ForgeHttp } from '../client/index.js'
import { UsageError } from '../errors.js'
import { actionMasker } from './masking.js'
import { adoptForgejoEnv } from './outputs.js'
import { writeSummary } from './summary.js'
import { connect, emptySummary, failStep, readJob, reportOutcomes, runCalls, type Job } from './work.js'

/** The `action` values that plan or apply a desired-state file (state.ts) instead of one operation. */
export const STATE_ACTIONS: readonly string[] = ['plan', 'apply']
/** The `action` values that read the whole forge: the access review and the audit (report.ts). */
export const REPORT_ACTIONS: readonly string[] = ['report', 'audit']

export async function run(): Promise<void> {
  const masker = actionMasker()
  const summary = emptySummary()
  let job: Job | undefined
  let http: ForgeHttp | undefined
  try {
    adoptForgejoEnv()
    if (STATE_ACTIONS.includes(core.getInput('action'))) {
      // Loaded on use: a step that runs one operation starts without the desired-state engine.
      const { gateForks, readStateJob, reportState, runState } = await import('./state.js')
      const { commentPlan, readCommentJob } = await import('./pr-comment.js')
      const state = await readStateJob(masker, summary)
      const comment = readCommentJob(state.action, masker)
      gateForks(state)
      // A redacted plan's requests are not logged: their paths name what the server holds.
      http = connect(state, masker, state.redacted)
      const done = await runState(state, http, masker)
      // Posted before the plan's checks (fail-on-drift) can fail the step: reviewers see the plan.
      const commented = comment ? await commentPlan(comment, done.shown, state.settings, masker) : true
      reportState(state, done, masker, summary)
      if (!commented) throw new UsageError('comment: the plan could not be posted on the pull request (the warning above says why)')
    } else if (REPORT_ACTIONS.includes(core.getInput('action'))) {
      // Loaded on use, as the state engine is.
      const { readReportJob, runReport } = await import('./report.js')
      const report = readReportJob(masker, summary)
      http = connect(report, masker)
      await runReport(report, http, masker, summary)
    } else {
      job = await readJob(masker, summary)
      http = connect(job, masker)
      const done = await runCalls(job, http, masker, summary)
      reportOutcomes(job, done, masker, summary)
    }
  } catch (e) {
    failStep(e, job, masker, summary)
  } finally {
    // Every step leaves a summary, a failed one too.
    await writeSummary(summary, masker)
    await http?.close().catch(() => undefined)
  }
}
