// From an operation's zod params to CLI arguments and flags, and from argv strings back to params.
// Generic: it reads the schema's types, never an action's name.
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import * as z from '../registry/zod.js'
import { UsageError } from '../errors.js'
import type { Operation } from '../registry/types.js'
import { ARG_NAMES, FILE_VALUE_PARAMS, FLAG_NAMES, type CommandSpec } from './table.js'

export type ParamKind = 'string' | 'integer' | 'id-or-name' | 'boolean' | 'list' | 'json' | 'enum'

export interface ParamInfo {
  name: string
  kind: ParamKind
  required: boolean
  description: string
  /** The schema default, shown in help. */
  defaultValue?: unknown
  choices?: string[]
  /** A list of whole numbers (`--team-ids 3,4`): each item is converted as an integer. */
  integers?: boolean
}

interface Def {
  type: string
  innerType?: z.ZodMiniType
  defaultValue?: unknown
  entries?: Record<string, string>
  options?: z.ZodMiniType[]
  element?: z.ZodMiniType
}

const defOf = (s: z.ZodMiniType) => (s as unknown as { def: Def }).def

function kindOf(schema: z.ZodMiniType): { kind: ParamKind; choices?: string[]; integers?: boolean } {
  let s = schema
  let d = defOf(s)
  while ((d.type === 'optional' || d.type === 'default' || d.type === 'nullable') && d.innerType) {
    s = d.innerType
    d = defOf(s)
  }
  switch (d.type) {
    case 'number':
      return { kind: 'integer' }
    case 'boolean':
      return { kind: 'boolean' }
    case 'array':
      return d.element && defOf(d.element).type === 'number' ? { kind: 'list', integers: true } : { kind: 'list' }
    case 'record':
    case 'object':
      return { kind: 'json' }
    case 'enum':
      return { kind: 'enum', choices: Object.values(d.entries ?? {}) }
    case 'union':
      return { kind: 'id-or-name' }
    default:
      return { kind: 'string' }
  }
}

function defaultOf(schema: z.ZodMiniType): unknown {
  const d = defOf(schema)
  return d.type === 'default' ? d.defaultValue : undefined
}

/** The params of an operation a command offers (everything but `raw_json`, which is global). */
export function paramsOf(op: Operation, spec: CommandSpec): ParamInfo[] {
  return Object.entries(op.params.shape)
    .filter(([name]) => name !== 'raw_json' && !spec.omit?.includes(name))
    .map(([name, s]) => {
      const schema = s as z.ZodMiniType
      const { kind, choices, integers } = kindOf(schema)
      return {
        name,
        kind,
        ...(integers ? { integers } : {}),
        required: !schema.safeParse(undefined).success || (spec.require?.includes(name) ?? false),
        description: z.globalRegistry.get(schema)?.description ?? name,
        defaultValue: defaultOf(schema),
        choices
      }
    })
}

export const flagOf = (param: string) => FLAG_NAMES[param] ?? param.replace(/_/g, '-')
export const argNameOf = (param: string) => ARG_NAMES[param] ?? param.replace(/_/g, '-')

/** `--events push,issues --events create` → one list; empty items dropped. */
export function collectList(value: string, previous: string[] | undefined): string[] {
  return [
    ...(previous ?? []),
    ...value
      .split(',')
      .map(v => v.trim())
      .filter(v => v.length > 0)
  ]
}

export function expandHome(path: string): string {
  return path === '~' || path.startsWith('~/') ? homedir() + path.slice(1) : path
}

/** A file's text (`~/` is the home directory); a read error names the flag. */
export function readValueFile(label: string, path: string): string {
  try {
    return readFileSync(expandHome(path), 'utf8')
  } catch (e) {
    throw new UsageError(`${label}: cannot read file "${path}" (${(e as { code?: string }).code ?? 'error'})`)
  }
}

/** JSON text or `@FILE` holding a JSON object. Parse errors never quote the input (it may hold a password). */
export function parseJsonObject(label: string, raw: string): Record<string, unknown> {
  const text = raw.startsWith('@') ? readValueFile(label, raw.slice(1)) : raw
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    const at = /position (\d+)/.exec(String((e as Error).message))
    throw new UsageError(
      `${label}: not valid JSON${at ? ` (at character ${at[1]})` : ''}; pass a JSON object such as '{"key":"value"}', or @FILE`
    )
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new UsageError(`${label}: expected a JSON object ({...}), or @FILE holding one`)
  return value as Record<string, unknown>
}

/** One argv string as the param's type. */
export function convert(info: ParamInfo, raw: string, label: string): unknown {
  switch (info.kind) {
    case 'integer':
      if (!/^-?\d+$/.test(raw.trim())) throw new UsageError(`${label}: expected a whole number`)
      return Number(raw.trim())
    case 'id-or-name':
      return /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw
    case 'json':
      return parseJsonObject(label, raw)
    case 'string':
      if (FILE_VALUE_PARAMS.has(info.name) && raw.startsWith('@')) return readValueFile(label, raw.slice(1)).replace(/\s+$/, '')
      return raw
    default:
      return raw
  }
}
