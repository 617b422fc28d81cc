// svc_state's and svc_report's params are declared once (src/mcp/tool-params.ts): tools/list shows
// the declaration's JSON Schema and a call is checked from it. Ajv, an independent JSON Schema
// validator, is the oracle: any value a tool accepts for a param is one its schema allows, and any
// value its schema allows is accepted unless the param says it is stricter (a pattern, in words).
import { describe, expect, it } from '@jest/globals'
import { Ajv } from 'ajv'
import fc from 'fast-check'
import { UsageError } from '../../src/errors.js'
import { REPORT_PARAMS, reportTool } from '../../src/mcp/report-tool.js'
import { stateParams, stateTool } from '../../src/mcp/state-tool.js'
import { checkParams, type ToolParams } from '../../src/mcp/tool-params.js'
import type { ToolDefinition } from '../../src/mcp/tool-types.js'

const tools: Array<[string, ToolDefinition, ToolParams]> = [
  ['svc_state (writes)', stateTool(false), stateParams(false)],
  ['svc_state (read-only)', stateTool(true), stateParams(true)],
  ['svc_report', reportTool(), REPORT_PARAMS]
]
const ajv = new Ajv({ strict: false })

/** The refusal's message, or undefined when the value is accepted. */
function refusal(tool: string, params: ToolParams, args: Record<string, unknown>): string | undefined {
  try {
    checkParams(tool, params, args)
    return undefined
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    return e.message
  }
}

describe.each(tools)('%s', (tool, definition, params) => {
  const properties = definition.inputSchema.properties as Record<string, object>

  it('shows in tools/list exactly the params it checks', () => {
    expect(Object.keys(properties)).toEqual(Object.keys(params))
  })

  it.each(Object.keys(params))('param %s: accepted where its schema allows, refused by name where not', name => {
    const valid = ajv.compile({ type: 'object', properties: { [name]: properties[name] } })
    const schema = properties[name] as { enum?: string[] }
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -3, max: 600 }),
      // What JSON can carry: no NaN nor Infinity (which Ajv would take for an integer).
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      ...(schema.enum ? [fc.constantFrom(...schema.enum)] : [])
    )
    fc.assert(
      fc.property(value, v => {
        const out = refusal(tool.split(' ')[0], params, { [name]: v })
        if (out === undefined) expect(valid({ [name]: v })).toBe(true)
        else expect(out).toMatch(new RegExp(`^${tool.split(' ')[0]}: param "${name}": expected `))
        if (valid({ [name]: v }) && !params[name].pattern) expect(out).toBeUndefined()
      }),
      { numRuns: 300 }
    )
  })

  it('refuses a call without its required action, by name', () => {
    const required = definition.inputSchema.required as string[]
    expect(required).toEqual(['action'])
    expect(refusal('t', params, {})).toBeUndefined()
    expect(() => checkParams('t', params, {}, required)).toThrow(
      /^t: param "action": expected "plan"|^t: param "action": expected "access" or "audit"$/
    )
  })

  it('refuses a param it does not take, its name cleaned', () => {
    expect(refusal('t', params, { 'x::error::y\u001b': 1 })).toMatch(/^t: unknown param "x: :error: :y"; params: /)
    expect(refusal('t', params, JSON.parse('{"__proto__": 1}'))).toMatch(/^t: unknown param "__proto__"/)
  })
})
