// Dump: the live server as a state file, for the chosen collections, so that adopting an instance
// is one command and a plan right after it is empty. No credential is read or written: a user's
// secrets cannot be listed by the API and are left out; a repository's are written as placeholders
// (value_from_env); hooks' secrets are left out.
import { stringify } from 'yaml'
import { UsageError } from '../errors.js'
import type { Variant } from '../registry/index.js'
import { COLLECTIONS, type Collection, type ListReader } from './collections.js'
import { bounded, readContext } from './plan.js'

/** The collections dump can write (on a server of `variant`): the top-level ones and the readable nested ones, by key. */
export function dumpableCollections(variant?: Variant): string[] {
  const here = (c: Collection) => c.read && c.dump && (!variant || !c.only || c.only.variant === variant)
  const out: string[] = []
  for (const c of COLLECTIONS) {
    if (here(c)) out.push(c.key)
    for (const child of c.children ?? []) if (here(child)) out.push(`${c.key}.${child.key}`)
  }
  return out
}

function fileForm(col: Collection, items: Array<{ name: string; value: unknown }>): unknown {
  return col.form === 'map' ? Object.fromEntries(items.map(i => [i.name, i.value])) : items.map(i => i.value)
}

/** The state of the chosen collections (`users`, `users.keys`, `hooks`, ...) as the file holds it. */
export async function dumpState(
  reader: ListReader,
  chosen: string[],
  concurrency = 4,
  variant?: Variant
): Promise<Record<string, unknown>> {
  const known = dumpableCollections(variant)
  for (const c of chosen) if (!known.includes(c)) throw new UsageError(`collections: "${c}" is not one of ${known.join(', ')}`)
  const rc = readContext(reader, { env: {}, variant, concurrency: Math.max(1, concurrency) })
  const out: Record<string, unknown> = {}
  for (const col of COLLECTIONS) {
    const children = (col.children ?? []).filter(ch => chosen.includes(`${col.key}.${ch.key}`))
    if (!chosen.includes(col.key) && children.length === 0) continue
    if (!chosen.includes(col.key))
      throw new UsageError(`collections: ${children.map(c => `${col.key}.${c.key}`).join(', ')} need ${col.key} too`)
    const actual = await col.read!(rc, [])
    const items = await bounded(
      concurrency,
      actual.map(a => async () => {
        const value = { ...(col.dump!(a) as Record<string, unknown>) }
        for (const ch of children) {
          const rows = (await ch.read!(rc, [a.name])).map(x => ({ name: x.name, value: ch.dump!(x) }))
          if (rows.length > 0) value[ch.key] = fileForm(ch, rows)
        }
        return { name: a.name, value: value as unknown }
      })
    )
    out[col.key] = fileForm(col, items)
  }
  return out
}

/** A dump as YAML text, with a pointer to the schema for editors. */
export function dumpYaml(state: Record<string, unknown>): string {
  return (
    '# Written by svc dump (schema: schema/forge-state.schema.json of svc). Secret values are not dumped:\n' +
    "# a user's secrets cannot be listed (add them as NAME: { value_from_env: VAR }); a repository's are\n" +
    '# written as { value_from_env: OWNER_REPO_NAME }: set those variables before a plan.\n' +
    stringify(state, { lineWidth: 0 })
  )
}
