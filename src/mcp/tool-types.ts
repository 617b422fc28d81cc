// The shapes of a tool as `tools/list` gives it and of the generated param schemas: types only, in
// a room of their own so that tools.ts, state-tool.ts and generated/param-schemas.ts all take them
// from here and none imports another back.
export type JsonSchema = Record<string, unknown>

export interface ToolDefinition {
  name: string
  title: string
  description: string
  inputSchema: JsonSchema & { type: 'object' }
  outputSchema: JsonSchema & { type: 'object' }
  annotations: {
    title?: string
    readOnlyHint: boolean
    destructiveHint: boolean
    idempotentHint: boolean
    openWorldHint: boolean
  }
}

/** Every operation's params' JSON Schemas (generated/param-schemas.ts): each distinct one once. */
export interface ParamSchemas {
  schemas: JsonSchema[]
  /** `domain.action` → param → its schema's index. */
  of: Record<string, Record<string, number>>
  /** `domain.action` → the params it requires (zod's answer to undefined, which costs a parse each). */
  required: Record<string, string[]>
}
