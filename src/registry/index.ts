// The shared operation schema: every domain's operations, and lookup. The front ends of one call
// (the action, the CLI) load only the domain a call names (load.ts); this module, which holds them
// all, is for the tool server, the desired-state engine, the docs and the tests.
import { operations as adminOperations } from './domains/admin.js'
import { operations as orgOperations } from './domains/orgs.js'
import { operations as repoOperations } from './domains/repos.js'
import { operations as userOperations } from './domains/users.js'
import { unknownAction } from './validate.js'
import type { Domain, Operation } from './types.js'

export * from './types.js'
export * from './validate.js'
export { resultSchemaOf } from './output.js'
export { isRemoval } from './idempotency.js'

export const OPERATIONS: readonly Operation[] = [...userOperations, ...adminOperations, ...orgOperations, ...repoOperations]

const byKey = new Map(OPERATIONS.map(op => [`${op.domain}:${op.name}`, op]))

export function operationsOf(domain: Domain): Operation[] {
  return OPERATIONS.filter(op => op.domain === domain)
}

export function findOperation(domain: Domain, action: string): Operation {
  const op = byKey.get(`${domain}:${action}`)
  if (op) return op
  throw unknownAction(domain, action, d => operationsOf(d).map(o => o.name))
}
