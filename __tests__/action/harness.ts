// The action tests' shared set-up (jest hooks); the runner simulation itself is in run.ts, which
// has no jest import so that scripts/demo.ts can use it outside jest.
import { afterAll, beforeAll } from '@jest/globals'
import type { Variant } from '../../src/registry/index.js'
import { startForge, type Forge } from '../sim/forge.js'
import { isolatedBundle, nodeBinaries, type NodeBinary } from './run.js'

export * from './run.js'

export const VARIANTS: Variant[] = ['gitea', 'forgejo']
/** Set by useActionSuite's beforeAll: the node binaries, the isolated bundle, a forge per variant. */
export let nodes: NodeBinary[] = []
export let bundle = ''
export const forges = {} as Record<Variant, Forge>

/** Registers the set-up every action test file shares: both Node versions, the bundle, both forges. */
export function useActionSuite(): void {
  beforeAll(async () => {
    nodes = nodeBinaries()
    bundle = isolatedBundle()
    for (const v of VARIANTS) forges[v] = await startForge({ variant: v })
  }, 300_000)
  afterAll(async () => {
    for (const v of VARIANTS) await forges[v]?.close()
  })
}
