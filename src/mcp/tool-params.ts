// The params of svc's own tools that are not a registry operation's (svc_state, svc_report): each
// declared once, as the JSON Schema tools/list shows, and checked from that same declaration before
// anything is read or sent, so that what a client is told and what is enforced cannot drift apart
// (the registry's operations get the same from their zod schemas). A tool keeps only the rules
// that tie params together: one of two, a param of the other action.
import { UsageError } from '../errors.js'
import { wordList } from '../registry/index.js'
import { neutralize } from '../text.js'
import type { JsonSchema } from './tool-types.js'

/** A param's JSON Schema, in the order tools/list writes its keys. */
export interface ParamSchema {
  type: 'string' | 'integer' | 'boolean'
  enum?: readonly string[]
  minimum?: number
  maximum?: number
  description: string
}

export interface ToolParam {
  schema: ParamSchema
  /** What a wrong value should be, in words, where the schema alone says too little ("a path"). */
  expected?: string
  /** A string must match this too (`expected` says how, in words). */
  pattern?: RegExp
}

/** A tool's params, in the order tools/list shows them. */
export type ToolParams = Record<string, ToolParam>

/** The tool's input schema: every param's, as declared. */
export function inputSchemaOf(params: ToolParams, required: string[]): JsonSchema & { type: 'object' } {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(params).map(([name, p]) => [name, p.schema])),
    required
  }
}

function fits(p: ToolParam, v: unknown): boolean {
  const s = p.schema
  if (s.type === 'boolean') return typeof v === 'boolean'
  if (s.type === 'integer')
    return (
      Number.isInteger(v) &&
      (s.minimum === undefined || (v as number) >= s.minimum) &&
      (s.maximum === undefined || (v as number) <= s.maximum)
    )
  return typeof v === 'string' && (s.enum === undefined || s.enum.includes(v)) && (p.pattern === undefined || p.pattern.test(v))
}

function expectedOf(p: ToolParam): string {
  const s = p.schema
  if (p.expected) return p.expected
  if (s.enum) return wordList(s.enum.map(v => `"${v}"`))
  if (s.type === 'boolean') return 'a boolean'
  if (s.type === 'string') return 'a string'
  if (s.minimum !== undefined && s.maximum !== undefined) return `a whole number from ${s.minimum} to ${s.maximum}`
  return s.minimum !== undefined ? `a whole number, at least ${s.minimum}` : 'a whole number'
}

/**
 * Refuses a call whose args name a param the tool does not take, lack a `required` one, or give one
 * a value its schema does not allow: a UsageError naming the param (an unknown name cleaned: the
 * client chose it).
 */
export function checkParams(tool: string, params: ToolParams, args: Record<string, unknown>, required: readonly string[] = []): void {
  const unknown = Object.keys(args).find(k => !Object.hasOwn(params, k))
  if (unknown !== undefined)
    throw new UsageError(`${tool}: unknown param "${neutralize(unknown)}"; params: ${Object.keys(params).join(', ')}`)
  for (const [name, p] of Object.entries(params))
    if (args[name] === undefined ? required.includes(name) : !fits(p, args[name]))
      throw new UsageError(`${tool}: param "${name}": expected ${expectedOf(p)}`)
}
