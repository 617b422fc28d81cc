// The guard of a per-operation table of test cases (operations.test.ts' scenarios): which operations
// it lacks. A suite that builds its tests from such a table checks this first and leaves the missing
// operations out of the rest, so an operation added without its case fails one test that names it
// instead of breaking the file while jest collects it.
import type { Domain, Operation } from '../src/registry/index.js'

/** `domain:name` of each operation that `table` has no case for, in registry order. */
export function missingCases(operations: readonly Operation[], table: Partial<Record<Domain, Record<string, unknown>>>): string[] {
  return operations.filter(op => !hasCase(table, op)).map(op => `${op.domain}:${op.name}`)
}

/** Whether `table` holds a case for `op` (an own key: `toString` is not a case). */
export const hasCase = (table: Partial<Record<Domain, Record<string, unknown>>>, op: Operation): boolean => {
  const cases = table[op.domain]
  return cases !== undefined && Object.hasOwn(cases, op.name) && cases[op.name] !== undefined
}
