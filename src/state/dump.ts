// Dump: the live server as a state file, for the chosen collections, so that adopting an instance
// is one command and a plan right after it is empty. No credential is read or written: a user's
// secrets cannot be listed by the API and are left out; a repository's are written as placeholders
// (value_from_env); hooks' secrets are left out.
import { COLLECTION_STYLE, dump, type Document as YamlDocument, type Node as YamlNode } from 'js-yaml'
import { UsageError } from '../errors.js'
import type { Variant } from '../registry/index.js'
import { bounded, type Collection, type ListReader, type Owners } from './collections.js'
import { readContext } from './plan.js'
import { COLLECTIONS } from './table.js'
import { dumpMirrors } from './pull-mirrors.js'

/** The collections dump can write (on a server of `variant`), by path: `users`, `users.keys`, `orgs.teams.members`, ... */
export function dumpableCollections(variant?: Variant): string[] {
  const here = (c: Collection) => c.read && c.dump && (!variant || !c.only || c.only.variant === variant)
  const out: string[] = []
  const visit = (c: Collection, path: string) => {
    if (here(c)) out.push(path)
    for (const child of c.children ?? []) visit(child, `${path}.${child.key}`)
  }
  for (const c of COLLECTIONS) visit(c, c.key)
  // The mirrors section: the organizations' copies (pull-mirrors.ts), not a collection of the table.
  out.push('mirrors')
  return out
}

/**
 * A collection as the file holds it: its items sorted by identity (a dump of the same server is
 * the same text), and, where the collection can be pruned and `govern` is set, in the long form
 * `{ prune: true, items }` (an empty one too): what the dump lists is then the complete picture,
 * so that a name removed from the file is removed from the server and one added by hand is drift.
 */
function fileForm(col: Collection, items: Array<{ name: string; value: unknown }>, govern: boolean): unknown {
  const sorted = [...items].sort((a, b) => compareNames(col.identity(a.name), col.identity(b.name)) || compareNames(a.name, b.name))
  const form = col.form === 'map' ? Object.fromEntries(sorted.map(i => [i.name, i.value])) : sorted.map(i => i.value)
  // A governing list (topics) is complete in its plain form.
  return govern && col.remove && !col.governs ? { prune: true, items: form } : form
}

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The collections a dump governs (writes pruned): all but the top-level users and organizations, whose removal would delete accounts. */
const governed = (path: string) => path.includes('.') || path === 'hooks'

/** The state of the chosen collections (`users`, `users.keys`, `hooks`, ...) as the file holds it. */
export async function dumpState(
  reader: ListReader,
  chosen: string[],
  concurrency = 4,
  variant?: Variant,
  /** Told what the file cannot hold (the server's second object of one identity). */
  warn: (message: string) => void = () => undefined,
  /** Write the collections as complete (pruned) lists; false: plain lists, for adopting only to add. */
  govern = true
): Promise<Record<string, unknown>> {
  const known = dumpableCollections(variant)
  for (const c of chosen) if (!known.includes(c)) throw new UsageError(`collections: "${c}" is not one of ${known.join(', ')}`)
  // A nested collection is written under its owners' items: they must be dumped too.
  const orphans = chosen.filter(c => c.includes('.') && !chosen.includes(c.slice(0, c.lastIndexOf('.'))))
  if (orphans.length > 0)
    throw new UsageError(
      `collections: ${orphans.join(', ')} need ${[...new Set(orphans.map(c => c.slice(0, c.lastIndexOf('.'))))].join(', ')} too`
    )
  const rc = readContext(reader, { env: {}, variant, concurrency: Math.max(1, concurrency) })
  /** A collection's items under `at`, with the chosen nested collections of each (empty ones left out). */
  const itemsAt = async (col: Collection, path: string, at: Owners): Promise<Array<{ name: string; value: unknown }>> => {
    const children = (col.children ?? []).filter(ch => chosen.includes(`${path}.${ch.key}`))
    const seen = new Set<string>()
    // A file names an object once: a second one of the same identity (two hooks of one type and
    // URL) is left out, and said, so that the dump still plans as no change.
    const actual = (await col.read!(rc, at)).filter(a => {
      const id = col.identity(a.name)
      if (!seen.has(id)) {
        seen.add(id)
        return true
      }
      warn(`${path}: the server holds "${a.name}" more than once; the file names the first (the others are left alone)`)
      return false
    })
    return bounded(
      concurrency,
      actual.map(a => async () => {
        if (children.length === 0) return { name: a.name, value: col.dump!(a) }
        const value = { ...(col.dump!(a) as Record<string, unknown>) }
        for (const ch of children) {
          const rows = await itemsAt(ch, `${path}.${ch.key}`, [...at, a.name])
          // A governed collection is written empty too: an item added by hand is then drift.
          const path2 = `${path}.${ch.key}`
          if (rows.length > 0 || (govern && governed(path2) && ch.remove)) value[ch.key] = fileForm(ch, rows, govern && governed(path2))
        }
        return { name: a.name, value: value as unknown }
      })
    )
  }
  const out: Record<string, unknown> = {}
  for (const col of COLLECTIONS)
    if (chosen.includes(col.key)) out[col.key] = fileForm(col, await itemsAt(col, col.key, []), govern && governed(col.key))
  if (chosen.includes('mirrors')) {
    const mirrors = await dumpMirrors(rc)
    if (mirrors.length > 0) out.mirrors = mirrors
  }
  return out
}

/**
 * Lists of names (members, emails, events) and the complete-list form of one, `{ prune: true,
 * items: [...] }`, written on one line in flow style, as a person writes them; the rest in block style.
 */
function flowLists(docs: YamlDocument[]): void {
  const scalars = (n: YamlNode) => n.kind === 'sequence' && n.items.every(i => i.kind === 'scalar')
  const walk = (n: YamlNode | null): void => {
    if (!n) return
    if (n.kind === 'sequence') {
      if (scalars(n)) n.style = COLLECTION_STYLE.FLOW
      n.items.forEach(walk)
    } else if (n.kind === 'mapping') {
      const keys = n.items.map(p => (p.key.kind === 'scalar' ? p.key.value : ''))
      if (keys.join() === 'prune,items' && scalars(n.items[1].value)) n.style = COLLECTION_STYLE.FLOW
      n.items.forEach(p => walk(p.value))
    }
  }
  for (const d of docs) walk(d.contents)
}

/** A dump as YAML text, with a pointer to the schema for editors: the same server, the same bytes. */
export function dumpYaml(state: Record<string, unknown>): string {
  return (
    '# Written by svc dump (schema: schema/forge-state.schema.json of svc). Secret values are not dumped:\n' +
    "# a user's secrets cannot be listed (add them as NAME: { value_from_env: VAR }); an organization's\n" +
    "# and a repository's are written as { value_from_env: ... } placeholders: an apply needs those variables (a plan does not).\n" +
    '# Lists marked prune: true are complete: a name removed from one is removed from the server, and one added\n' +
    '# on the server is drift (svc dump --no-prune writes plain lists, which only add).\n' +
    // Long lines kept whole; no anchors for values the state shares; strings a YAML 1.1 reader
    // would take for something else (yes, 2026-01-01) quoted.
    dump(state, { lineWidth: -1, noRefs: true, transform: flowLists })
  )
}
