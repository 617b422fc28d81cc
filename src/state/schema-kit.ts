// The helpers of schema.ts that the sections of the state file's schema (schema-orgs.ts,
// schema-governance.ts, schema-repo-settings.ts) are built with: passed in, so that no section
// imports schema.ts back, and declared here so that the sections do not import one another for it.
import type * as z from '../registry/zod.js'

/** The helpers of schema.ts a section is built with. */
export interface SchemaKit {
  d<T extends z.ZodMiniType>(schema: T, what: string): T
  collection<T extends z.ZodMiniType>(items: T, what: string): z.ZodMiniType
  mapCollection<T extends z.ZodMiniType>(key: z.ZodMiniString, value: T, what: string): z.ZodMiniType
  fromEnv: z.ZodMiniType
  hook: z.ZodMiniType
  variableName: z.ZodMiniString
}
