// The Node.js svc says it runs on (package.json `engines`, the README's "Node.js 20 or later") is one
// every runtime dependency supports. `npm ci` on Node 20 still warns EBADENGINE: for development
// dependencies only, all of them under @github/local-action (the action's local runner, a test tool):
// its @actions/artifact and @actions/cache need @azure/storage-blob 12.34+ and its @octokit/request
// content-type 3, which want Node 22 in every release of their ranges. None of them is in a bundle.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import semver from 'semver'

interface Locked {
  version?: string
  dev?: boolean
  engines?: { node?: string } | string[]
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, Locked> }
/** The oldest Node svc says it runs on. */
const OLDEST = semver.minVersion(pkg.engines.node)!.version
const nodeRange = (p: Locked) => (Array.isArray(p.engines) ? undefined : p.engines?.node)
/** Installed packages whose engines leave out the oldest Node svc supports. */
const tooNew = Object.entries(lock.packages).filter(([path, p]) => {
  const range = nodeRange(p)
  return path !== '' && range !== undefined && !semver.satisfies(OLDEST, range)
})
/** Of those, the ones no Node 20 release runs (what npm ci on Node 20 warns about). */
const noNode20 = tooNew.filter(([, p]) => !semver.intersects(nodeRange(p)!, '^20'))

describe(`Node ${OLDEST}, the oldest svc supports`, () => {
  it('is supported by every runtime dependency', () => {
    expect(OLDEST).toBe('20.18.1')
    expect(tooNew.filter(([, p]) => !p.dev).map(([path, p]) => `${path}: ${nodeRange(p)}`)).toEqual([])
  })

  it('is left out by no development dependency but those of @github/local-action, whatever Node 20 release runs it', () => {
    // Each is a dependency of local-action's tree: npm ls names the chain.
    const outside = noNode20.map(([path]) => path.replace(/^node_modules\//, '')).filter(name => !LOCAL_ACTION_TREE.has(name))
    expect(outside).toEqual([])
  })
})

/** What @github/local-action 7 brings that wants Node 22 (the path in node_modules). */
const LOCAL_ACTION_TREE = new Set([
  '@azure/core-rest-pipeline',
  '@azure/storage-blob',
  '@azure/storage-common',
  '@typespec/ts-http-runtime',
  '@octokit/core/node_modules/content-type',
  '@octokit/graphql/node_modules/content-type'
])
