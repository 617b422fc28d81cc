// The action: read the inputs, do the work, write the outputs, in one try/catch (as the official
// typescript-action template does). The steps are named functions in work.ts.
import type { ForgeHttp } from '../client/index.js'
import { actionMasker } from './masking.js'
import { adoptForgejoEnv } from './outputs.js'
import { writeSummary } from './summary.js'
import { connect, emptySummary, failStep, readJob, reportOutcomes, runCalls, type Job } from './work.js'

export async function run(): Promise<void> {
  const masker = actionMasker()
  const summary = emptySummary()
  let job: Job | undefined
  let http: ForgeHttp | undefined
  try {
    adoptForgejoEnv()
    job = readJob(masker, summary)
    http = connect(job, masker)
    const done = await runCalls(job, http, masker, summary)
    reportOutcomes(job, done, masker, summary)
  } catch (e) {
    failStep(e, job, masker, summary)
  } finally {
    // Every step leaves a summary, a failed one too.
    await writeSummary(summary, masker)
    await http?.close().catch(() => undefined)
  }
}
