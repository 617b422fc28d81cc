// The tools' param schemas are converted from zod at build time (scripts/gen-mcp-schemas.ts): the
// generated table must be what the registry converts to today, entry for entry.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { PARAM_SCHEMAS_FILE, renderParamSchemas } from '../../scripts/gen-mcp-schemas.js'
import { PARAM_SCHEMAS } from '../../src/mcp/generated/param-schemas.js'
import { convertParamSchema, requiredByZod } from '../../src/mcp/tools.js'
import { DOMAINS, operationsOf } from '../../src/registry/index.js'

describe('generated param schemas', () => {
  it('are fresh (run `npm run docs` after changing the registry)', () => {
    expect(readFileSync(PARAM_SCHEMAS_FILE, 'utf8')).toBe(renderParamSchemas())
  })

  it("hold every operation's every param, equal to zod's conversion, and nothing else", () => {
    let count = 0
    for (const domain of DOMAINS)
      for (const op of operationsOf(domain)) {
        const of = PARAM_SCHEMAS.of[`${domain}.${op.name}`]
        expect({ op: op.name, required: PARAM_SCHEMAS.required[`${domain}.${op.name}`] }).toEqual({
          op: op.name,
          required: Object.keys(op.params.shape).filter(n => requiredByZod(op.params.shape[n]))
        })
        // In the schema's order: the tool's description lists them so.
        expect(Object.keys(of ?? {})).toEqual(Object.keys(op.params.shape))
        for (const [name, schema] of Object.entries(op.params.shape)) {
          expect({ param: `${op.name}.${name}`, schema: PARAM_SCHEMAS.schemas[of[name]] }).toEqual({
            param: `${op.name}.${name}`,
            schema: convertParamSchema(schema)
          })
          count++
        }
      }
    expect(Object.values(PARAM_SCHEMAS.of).reduce((n, o) => n + Object.keys(o).length, 0)).toBe(count)
  })
})
