// The two types spec.ts and exceptions.ts share, apart so that exceptions.ts (which spec.ts reads)
// does not import spec.ts back.
export type Variant = 'gitea' | 'forgejo'
/** Swagger schemas are plain JSON objects of arbitrary shape; keep the type loose on purpose. */
export type JsonSchema = Record<string, any>
