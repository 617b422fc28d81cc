// The top-level collections of the state file, in the order a plan lists them. A module of its own
// so that the collection modules (collections.ts, -orgs, -repos) import one another one way only:
// a cycle among them left esbuild's helpers (tsx, the bench) undefined while a module evaluated.
import { systemHooks, users, type Collection } from './collections.js'
import { orgs } from './collections-orgs.js'
import { repos } from './collections-repos.js'

export const COLLECTIONS: Collection[] = [users, systemHooks, orgs, repos]
