// The settings of `svc mcp` that the CLI checks before it loads the tool server (dist/mcp.js):
// a bad --domains or SVC_READ_ONLY exits 2 before anything starts.
import { UsageError } from '../errors.js'
import { closest, DOMAINS, type Domain } from '../registry/index.js'

/** `--domains` / `SVC_DOMAINS`: domain names (the registry's), comma-separated. */
export function parseDomains(text: string | undefined, source: string): Domain[] {
  if (text === undefined || text.trim() === '') return []
  const out: Domain[] = []
  for (const word of text
    .split(',')
    .map(w => w.trim())
    .filter(Boolean)) {
    if (!(DOMAINS as readonly string[]).includes(word))
      throw new UsageError(
        `${source}: unknown domain "${word}" (did you mean "${closest(word, DOMAINS, 1)[0]}"?); domains: ${DOMAINS.join(', ')}`
      )
    if (!out.includes(word as Domain)) out.push(word as Domain)
  }
  return out
}

/** `SVC_READ_ONLY`: true or false (1 / 0, yes / no). */
export function parseReadOnly(text: string | undefined): boolean {
  const v = (text ?? '').trim().toLowerCase()
  if (['', 'false', '0', 'no'].includes(v)) return false
  if (['true', '1', 'yes'].includes(v)) return true
  throw new UsageError(`SVC_READ_ONLY must be true or false`)
}
