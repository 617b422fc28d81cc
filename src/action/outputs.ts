// Step outputs: `result` (JSON text), `status`, `total-count`, and `result-file` (the same JSON in a
// file under RUNNER_TEMP). Outputs always go through the toolkit's `core.setOutput`, so whatever
// provides it receives them: a runner through the GITHUB_OUTPUT file (FORGEJO_OUTPUT as a
// fallback), a harness such as `@github/local-action` through its stub. Never through the legacy
// `::set-output` log command: the result may hold credentials, so without GITHUB_OUTPUT the
// toolkit's fallback line is kept off the log.
import * as core from '@actions/core'
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from '../random-uuid.js'

/** act-based runners read GITHUB_OUTPUT with a 64 KiB line limit; stay well under it. */
export const MAX_OUTPUT_LINE = 60 * 1024
/** Job outputs over 1 MiB are dropped by the runners; keep the step output under that. */
export const MAX_OUTPUT_BYTES = 900 * 1024

export interface StepOutputs {
  result?: unknown
  /**
   * `JSON.stringify(result ?? null)` where the caller has it already, in parts whose concatenation
   * is that text (`jsonParts`): a large result is stringified once and never joined.
   */
  resultJson?: readonly string[]
  status?: number
  totalCount?: number
  changed?: boolean
  /** Batches: each call's `changed`, in input order. */
  changedCalls?: boolean[]
}

/** The output-file variables of Forgejo runners mirror the GitHub ones; accept either. */
export function adoptForgejoEnv(): void {
  for (const name of ['OUTPUT', 'STEP_SUMMARY', 'ENV', 'STATE', 'PATH'])
    if (!process.env[`GITHUB_${name}`] && process.env[`FORGEJO_${name}`]) process.env[`GITHUB_${name}`] = process.env[`FORGEJO_${name}`]
}

/**
 * The `result` output text: compact JSON on one line when it fits the runners' line limit,
 * otherwise indented JSON (many short lines), otherwise nothing (the file has it).
 */
export function resultOutputText(json: string | readonly string[], value: unknown): { text: string; note?: string } {
  const parts = typeof json === 'string' ? [json] : json
  // Parts are cut before a comma, never inside a character: their byte lengths add up.
  let bytes = 0
  for (const part of parts) bytes += Buffer.byteLength(part)
  if (bytes <= MAX_OUTPUT_LINE) return { text: parts.join('') }
  // Indenting only adds whitespace: compact JSON over the byte limit is never under it indented,
  // so a large result is not indented (a second, longer copy of it) only to be refused.
  if (bytes <= MAX_OUTPUT_BYTES) {
    const pretty = JSON.stringify(value, null, 1)
    if (Buffer.byteLength(pretty) <= MAX_OUTPUT_BYTES && longestLineBytes(pretty) <= MAX_OUTPUT_LINE)
      return { text: pretty, note: 'the result is large: the result output holds it as indented JSON' }
  }
  return {
    text: '',
    note: `the result is ${bytes} bytes, too large for a step output: read it from the result-file output instead`
  }
}

/** The UTF-8 length of the longest line, without an array of every line. */
function longestLineBytes(text: string): number {
  let longest = 0
  for (let start = 0; start <= text.length;) {
    const end = text.indexOf('\n', start)
    const stop = end < 0 ? text.length : end
    longest = Math.max(longest, Buffer.byteLength(text.slice(start, stop)))
    start = stop + 1
  }
  return longest
}

/** Characters per write of the result file: the text is encoded a slice at a time, not all at once. */
const FILE_CHUNK = 1 << 18

/** Writes the result file (mode 0600: it may hold credentials) and returns its path. `json` may come in parts (`jsonParts`). */
export function writeResultFile(action: string, json: string | readonly string[]): string {
  const dir = process.env.RUNNER_TEMP || tmpdir()
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `svc-${action}-${randomUUID().slice(0, 8)}.json`)
  // Written a slice at a time through one buffer: `${json}\n` and its UTF-8 encoding would be two
  // more whole copies of a result that may be tens of MB. A slice never ends between the halves of
  // a surrogate pair; its at most FILE_CHUNK + 1 characters take at most 3 bytes each.
  const parts = typeof json === 'string' ? [json] : json
  const fd = openSync(file, 'w', 0o600)
  try {
    let longest = 0
    for (const part of parts) longest = Math.max(longest, part.length)
    const buffer = Buffer.allocUnsafe(3 * (Math.min(FILE_CHUNK, longest) + 1))
    for (const part of parts)
      for (let start = 0; start < part.length;) {
        let end = Math.min(start + FILE_CHUNK, part.length)
        const last = part.charCodeAt(end - 1)
        if (end < part.length && last >= 0xd800 && last <= 0xdbff) end++
        writeAll(fd, buffer.subarray(0, buffer.write(part.slice(start, end))))
        start = end
      }
    writeAll(fd, Buffer.from('\n'))
  } finally {
    closeSync(fd)
  }
  return file
}

/** Writes the whole buffer (a write may take only part of it). */
function writeAll(fd: number, data: Buffer): void {
  for (let off = 0; off < data.length;) off += writeSync(fd, data, off, data.length - off)
}

/** A `::set-output` line (possibly coloured) or the bare newline the toolkit writes before one. */
const isSetOutputWrite = (chunk: unknown) => {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are what this strips
  const text = String(chunk).replace(/\u001b\[[0-9;]*m/g, '')
  return text.startsWith('::set-output') || text === '\n' || text === '\r\n'
}

/** core.setOutput with nothing of the value reaching stdout (the legacy command the toolkit falls back on). */
function setOutputQuietly(name: string, value: string): void {
  const stdout = process.stdout
  const write = stdout.write
  stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    isSetOutputWrite(chunk) ? true : (write as (...a: unknown[]) => boolean).call(stdout, chunk, ...rest)) as typeof stdout.write
  try {
    core.setOutput(name, value)
  } finally {
    stdout.write = write
  }
}

/**
 * Sets the step outputs. Call only after every credential in `result` is registered for masking.
 * Returns notes for the log (never values).
 */
export function setOutputs(action: string, out: StepOutputs): string[] {
  const notes: string[] = []
  const viaFile = Boolean(process.env.GITHUB_OUTPUT)
  if (!viaFile)
    notes.push(
      'GITHUB_OUTPUT is not set (not running on a runner?): outputs are handed to the toolkit only, never printed; the result is also in the result file'
    )
  const set = (name: string, value: string) => (viaFile ? core.setOutput(name, value) : setOutputQuietly(name, value))
  if (out.status !== undefined) set('status', String(out.status))
  if (out.totalCount !== undefined) set('total-count', String(out.totalCount))
  if (out.changed !== undefined) set('changed', String(out.changed))
  if (out.changedCalls !== undefined) set('changed-calls', JSON.stringify(out.changedCalls))
  if ('result' in out) {
    const json = out.resultJson ?? JSON.stringify(out.result ?? null)
    const file = writeResultFile(action, json)
    const { text, note } = resultOutputText(json, out.result ?? null)
    if (note) notes.push(note)
    set('result', text)
    set('result-file', file)
    if (!viaFile) notes.push(`result file: ${file}`)
  }
  return notes
}
