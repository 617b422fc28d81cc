// Writes schema/forge-state.schema.json, the JSON Schema of the desired-state file, from the zod
// schema that validates it (src/state/schema.ts). A test fails when the committed file is stale.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stateJsonSchema } from '../src/state/schema.js'

export const STATE_SCHEMA_FILE = 'schema/forge-state.schema.json'

export const stateSchemaText = () => JSON.stringify(stateJsonSchema(), null, 2) + '\n'

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL(`../${STATE_SCHEMA_FILE}`, import.meta.url))
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, stateSchemaText())
  console.log(`wrote ${STATE_SCHEMA_FILE}`)
}
