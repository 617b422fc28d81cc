// Writes the inputs of action.yml that the registry declares: `domain` (from the domains) and every
// per-call option (on-exists, paginate, dry-run, ...: name, default, description). The other inputs
// (connection, credentials, params) are written by hand and left as they are. A test fails when
// action.yml differs from what this renders (`npm run docs` rewrites it).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { operationsOf } from '../src/registry/index.js'
import { CALL_OPTIONS, DEFAULT_DOMAIN, DOMAINS, domainSpec, needsAdmin, wordList, type CallOption } from '../src/registry/types.js'

const WIDTH = 104

/** `text` as the lines of a folded block scalar, indented by `indent` spaces. */
function folded(text: string, indent: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && indent + line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.map(l => `${' '.repeat(indent)}${l}`)
}

function block(name: string, description: string, def: string): string[] {
  return [`  ${name}:`, '    description: >-', ...folded(description, 6), '    required: false', `    default: ${def}`]
}

/** Action names that more than one domain has, as `hooks_*` where a family shares a prefix. */
function sharedNames(): string[] {
  const count = new Map<string, number>()
  for (const d of DOMAINS) for (const op of operationsOf(d)) count.set(op.name, (count.get(op.name) ?? 0) + 1)
  const shared = [...count].filter(([, n]) => n > 1).map(([name]) => name)
  const prefix = (n: string) => n.split('_')[0]
  const out = new Set<string>()
  for (const n of shared) out.add(shared.filter(m => prefix(m) === prefix(n)).length > 1 ? `${prefix(n)}_*` : n)
  return [...out]
}

export function domainDescription(): string {
  const each = DOMAINS.map(d => {
    const notes = `${d === DEFAULT_DOMAIN ? ', the default' : ''}${needsAdmin(d) ? '; needs an instance-admin token' : ''}`
    return `\`${d}\` (${domainSpec(d).actions}${notes})`
  })
  const others = DOMAINS.filter(d => d !== DEFAULT_DOMAIN).map(d => `\`domain: ${d}\``)
  const shared = sharedNames().map(n => `\`${n}\``)
  return (
    `${wordList(each)}. Actions of another domain need it set explicitly (${wordList(others)}).` +
    (shared.length ? ` Names that exist in several domains (${shared.join(', ')}) follow the domain.` : '')
  )
}

const yamlDefault = (o: CallOption) =>
  o.action.default ?? (typeof o.default === 'string' && o.default !== '' ? o.default : `'${String(o.default)}'`)

/** The registry's input blocks, by input name. */
function registryBlocks(): Map<string, string[]> {
  const blocks = new Map<string, string[]>([['domain', block('domain', domainDescription(), DEFAULT_DOMAIN)]])
  for (const o of CALL_OPTIONS) blocks.set(o.name, block(o.name, o.action.description, yamlDefault(o)))
  return blocks
}

/** action.yml with the registry's inputs written over (or, when missing, added after) the ones it has. */
export function renderActionYml(current: string): string {
  const lines = current.split('\n')
  const start = lines.indexOf('inputs:')
  const end = lines.findIndex((l, i) => i > start && /^\S/.test(l))
  if (start < 0 || end < 0) throw new Error('action.yml: no inputs section')
  const blocks = registryBlocks()
  const out: string[] = []
  let i = start + 1
  while (i < end) {
    const name = /^ {2}([\w-]+):\s*$/.exec(lines[i])?.[1]
    let j = i + 1
    while (j < end && !/^ {2}[\w-]+:/.test(lines[j])) j++
    const body = lines.slice(i, j)
    const trailing = body.length - (body.map(l => l.trim() !== '').lastIndexOf(true) + 1)
    const generated = name ? blocks.get(name) : undefined
    if (generated) blocks.delete(name!)
    out.push(...(generated ? [...generated, ...body.slice(body.length - trailing)] : body))
    i = j
  }
  // Inputs the registry has and action.yml lacks: at the end of the section, before its blank line.
  const blank = out.length - (out.map(l => l.trim() !== '').lastIndexOf(true) + 1)
  out.splice(out.length - blank, 0, ...[...blocks.values()].flat())
  return [...lines.slice(0, start + 1), ...out, ...lines.slice(end)].join('\n')
}

export const ACTION_YML = new URL('../action.yml', import.meta.url)

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ACTION_YML, renderActionYml(readFileSync(ACTION_YML, 'utf8')))
  console.log('wrote action.yml (its registry inputs)')
}
