// The declared output schema (the interface says both tools declare one): the envelope
// every call returns, and, per operation, the shape of its `result` as formatted.
import * as z from './zod.js'
import type { Operation } from './types.js'

/** A formatted record: the declared fields, each optional (a server may leave one out). */
function recordSchema(fields: readonly string[] | undefined): z.ZodMiniType {
  if (!fields) return z.record(z.string(), z.unknown())
  const top = [...new Set(fields.map(f => f.split('.')[0]))]
  return z.strictObject(Object.fromEntries(top.map(k => [k, z.optional(z.unknown())])))
}

/** The schema of an operation's `result` (formatted, or raw when `raw` is set). */
export function resultSchemaOf(op: Operation, raw = false): z.ZodMiniType {
  const record = raw ? z.unknown() : recordSchema(op.output.fields)
  switch (op.output.kind) {
    case 'none':
      return z.null()
    case 'boolean':
      return z.boolean()
    case 'text':
      return z.string()
    case 'list':
      return z.array(raw ? z.unknown() : op.output.fields ? recordSchema(op.output.fields) : z.unknown())
    case 'record':
      return raw ? z.record(z.string(), z.unknown()) : record
  }
}
