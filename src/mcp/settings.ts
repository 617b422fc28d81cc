// The settings of `svc mcp` that the CLI checks before it loads the tool server (dist/mcp.js):
// a bad --domains or SVC_READ_ONLY exits 2 before anything starts.
import { UsageError } from '../errors.js'
import { TOOL_DOMAINS, type ToolDomain } from '../registry/types.js'
import { closest } from '../registry/validate.js'

/** `--domains` / `SVC_DOMAINS`: domain names (the registry's, and `state`), comma-separated. */
export function parseDomains(text: string | undefined, source: string): ToolDomain[] {
  if (text === undefined || text.trim() === '') return []
  const out: ToolDomain[] = []
  for (const word of text
    .split(',')
    .map(w => w.trim())
    .filter(Boolean)) {
    if (!(TOOL_DOMAINS as readonly string[]).includes(word))
      throw new UsageError(
        `${source}: unknown domain "${word}" (did you mean "${closest(word, TOOL_DOMAINS, 1)[0]}"?); domains: ${TOOL_DOMAINS.join(', ')}`
      )
    if (!out.includes(word as ToolDomain)) out.push(word as ToolDomain)
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

/** Whether a host to listen on is a loopback address (`svc mcp --http` listens elsewhere only when told to). */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
