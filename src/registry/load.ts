// Operations by domain, loaded when a call names the domain: the action and the CLI compile only
// the operations of the domain they call. Each domain is a module of domains/ and, in the bundles,
// a chunk of its own (the import below names the directory, so the bundler makes one chunk per
// file), so a `users` step never parses the orgs or repos tables; __tests__/bundle-graph.test.ts
// checks it. index.ts holds every domain at once, for the front ends that offer them all.
import { DOMAINS, type Domain, type Operation } from './types.js'
import { unknownAction } from './validate.js'

const loading = new Map<Domain, Promise<readonly Operation[]>>()
const loaded = new Map<Domain, readonly Operation[]>()

/** The domain's operations, its module loaded on first use. */
export function loadDomain(domain: Domain): Promise<readonly Operation[]> {
  // The name picks a file: only a domain of the surface may (the front ends check it first).
  if (!DOMAINS.includes(domain)) throw new Error(`svc registry: no domain ${String(domain)}`)
  let p = loading.get(domain)
  if (!p) {
    p = (import(`./domains/${domain}.js`) as Promise<{ operations: readonly Operation[] }>).then(m => {
      loaded.set(domain, m.operations)
      return m.operations
    })
    loading.set(domain, p)
  }
  return p
}

/** Loads the domains, so that `loadedOperation` finds their operations. */
export async function loadDomains(domains: readonly Domain[] = DOMAINS): Promise<void> {
  await Promise.all(domains.map(loadDomain))
}

/** The operation of a domain loaded before (loadDomains); an unknown name is a usage error. */
export function loadedOperation(domain: Domain, action: string): Operation {
  const ops = loaded.get(domain)
  if (!ops) throw new Error(`svc registry: domain ${domain} is not loaded`)
  const op = ops.find(o => o.name === action)
  if (op) return op
  // Only a mistake needs the other domains' names ("it is an orgs action"): all are loaded by then.
  const missing = DOMAINS.filter(d => !loaded.has(d))
  if (missing.length > 0) throw new Error(`svc registry: ${missing.join(', ')} not loaded to name ${domain}:${action}`)
  throw unknownAction(domain, action, d => loaded.get(d)!.map(o => o.name))
}

/** The domain's operation `action`: loads the domain (and, for an unknown name, every domain, to say which has it). */
export async function loadOperation(domain: Domain, action: string): Promise<Operation> {
  const ops = await loadDomain(domain)
  if (!ops.some(o => o.name === action)) await loadDomains()
  return loadedOperation(domain, action)
}
