// Step outputs: `result` (JSON text), `status`, `total-count`, and `result-file` (the same JSON in a
// file under RUNNER_TEMP). Outputs go only through the GITHUB_OUTPUT file (FORGEJO_OUTPUT as a
// fallback), never through the legacy `::set-output` log command: the result may hold credentials.
import * as core from '@actions/core'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** act-based runners read GITHUB_OUTPUT with a 64 KiB line limit; stay well under it. */
export const MAX_OUTPUT_LINE = 60 * 1024
/** Job outputs over 1 MiB are dropped by the runners; keep the step output under that. */
export const MAX_OUTPUT_BYTES = 900 * 1024

export interface StepOutputs {
  result?: unknown
  status?: number
  totalCount?: number
}

/** The output-file variables of Forgejo runners mirror the GitHub ones; accept either. */
export function adoptForgejoEnv(): void {
  for (const name of ['OUTPUT', 'STEP_SUMMARY', 'ENV', 'STATE', 'PATH'])
    if (!process.env[`GITHUB_${name}`] && process.env[`FORGEJO_${name}`])
      process.env[`GITHUB_${name}`] = process.env[`FORGEJO_${name}`]
}

/**
 * The `result` output text: compact JSON on one line when it fits the runners' line limit,
 * otherwise indented JSON (many short lines), otherwise nothing (the file has it).
 */
export function resultOutputText(json: string, value: unknown): { text: string; note?: string } {
  if (Buffer.byteLength(json) <= MAX_OUTPUT_LINE) return { text: json }
  const pretty = JSON.stringify(value, null, 1)
  // A loop, not a spread: a large result has more lines than a call may take arguments.
  let longest = 0
  for (const l of pretty.split('\n')) longest = Math.max(longest, Buffer.byteLength(l))
  if (Buffer.byteLength(pretty) <= MAX_OUTPUT_BYTES && longest <= MAX_OUTPUT_LINE)
    return { text: pretty, note: 'the result is large: the result output holds it as indented JSON' }
  return {
    text: '',
    note: `the result is ${Buffer.byteLength(json)} bytes, too large for a step output: read it from the result-file output instead`
  }
}

/** Writes the result file (mode 0600: it may hold credentials) and returns its path. */
export function writeResultFile(action: string, json: string): string {
  const dir = process.env.RUNNER_TEMP || tmpdir()
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `svc-${action}-${randomUUID().slice(0, 8)}.json`)
  writeFileSync(file, `${json}\n`, { mode: 0o600 })
  return file
}

/**
 * Sets the step outputs. Call only after every credential in `result` is registered for masking.
 * Returns notes for the log (never values).
 */
export function setOutputs(action: string, out: StepOutputs): string[] {
  const notes: string[] = []
  const canSet = Boolean(process.env.GITHUB_OUTPUT)
  if (!canSet) notes.push('GITHUB_OUTPUT is not set (not running on a runner?): step outputs are not set; the result is in the result file')
  const set = (name: string, value: string) => {
    if (canSet) core.setOutput(name, value)
  }
  if (out.status !== undefined) set('status', String(out.status))
  if (out.totalCount !== undefined) set('total-count', String(out.totalCount))
  if ('result' in out) {
    const json = JSON.stringify(out.result ?? null)
    const file = writeResultFile(action, json)
    const { text, note } = resultOutputText(json, out.result ?? null)
    if (note) notes.push(note)
    set('result', text)
    set('result-file', file)
    if (!canSet) notes.push(`result file: ${file}`)
  }
  return notes
}
