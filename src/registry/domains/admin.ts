// The `admin` domain as the registry loads it: its operations (admin.ts) with their on-exists
// rules. In the bundles a chunk of its own, loaded when a call names the domain (load.ts).
import { adminOperations } from '../admin.js'
import { withIdempotency } from '../idempotency.js'

export const operations = withIdempotency(adminOperations)
