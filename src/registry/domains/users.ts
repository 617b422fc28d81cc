// The `users` domain as the registry loads it: its operations (users.ts) with their on-exists
// rules. In the bundles a chunk of its own, loaded when a call names the domain (load.ts).
import { withIdempotency } from '../idempotency.js'
import { userOperations } from '../users.js'

export const operations = withIdempotency(userOperations)
