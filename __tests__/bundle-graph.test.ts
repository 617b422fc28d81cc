// A process pays only for the domain it calls (issue 29): in both bundles each domain's operations
// are a chunk of their own (`<bundle>.<domain>.js`, see src/registry/load.ts and scripts/bundle.mjs),
// and a `users` call neither holds nor loads another domain's modules. The modules of another domain
// are read off that domain's chunk (its source map), so a new domain is covered with no edit here.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DOMAINS } from '../src/registry/types.js'
import { ROOT, ensureBundle } from './bundle.js'

const DIST = join(ROOT, 'dist')
const svcSources = (file: string): string[] =>
  (JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources.filter(s => s.startsWith('src/'))

/** The svc modules of the other domains' chunks: what a `users` call must not parse. */
function otherDomainModules(bundle: string): Set<string> {
  return new Set(DOMAINS.filter(d => d !== 'users').flatMap(d => svcSources(`${bundle}.${d}.js`)))
}

/** A copy of the bundle without every file that holds one of those modules. */
function copyWithoutOtherDomains(bundle: string): { dir: string; left: string[] } {
  const others = otherDomainModules(bundle)
  const dir = mkdtempSync(join(tmpdir(), `svc-graph-${bundle}-`))
  const files = readdirSync(DIST).filter(f => f === `${bundle}.js` || (f.startsWith(`${bundle}.`) && f.endsWith('.js')))
  const left = files.filter(f => !svcSources(f).some(s => others.has(s)))
  for (const f of [...left, 'package.json']) copyFileSync(join(DIST, f), join(dir, f))
  return { dir, left }
}

describe.each([
  ['index', 'users', 'me'],
  ['cli', 'users', 'me']
])('dist/%s.js: a %s call', (bundle, domain, action) => {
  ensureBundle(bundle === 'index' ? 'index.js' : 'cli.js')

  it('every domain has its chunk, holding its own modules', () => {
    for (const d of DOMAINS) expect(svcSources(`${bundle}.${d}.js`)).toContain(`src/registry/domains/${d}.js`)
  })

  it("neither the bundle nor the domain's chunk holds another domain's module", () => {
    const others = otherDomainModules(bundle)
    expect(others.size).toBeGreaterThan(0)
    for (const file of [`${bundle}.js`, `${bundle}.${domain}.js`])
      expect({ file, others: svcSources(file).filter(s => others.has(s)) }).toEqual({ file, others: [] })
  })

  it("runs with every file that holds another domain's module taken away", () => {
    const { dir, left } = copyWithoutOtherDomains(bundle)
    try {
      expect(left).toContain(`${bundle}.${domain}.js`)
      for (const d of DOMAINS.filter(d => d !== domain)) expect(left).not.toContain(`${bundle}.${d}.js`)
      const env = { PATH: process.env.PATH ?? '', HOME: dir, RUNNER_TEMP: dir }
      const run =
        bundle === 'index'
          ? spawnSync(process.execPath, [join(dir, 'index.js')], {
              encoding: 'utf8',
              env: {
                ...env,
                'INPUT_SERVER-URL': 'http://127.0.0.1:9',
                INPUT_TOKEN: 'graph-token-0123456789',
                INPUT_VARIANT: 'forgejo',
                INPUT_DOMAIN: domain,
                INPUT_ACTION: action,
                'INPUT_DRY-RUN': 'true'
              }
            })
          : spawnSync(process.execPath, [join(dir, 'cli.js'), 'user', action, '--dry-run'], {
              encoding: 'utf8',
              env: { ...env, SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'graph-token-0123456789', SVC_VARIANT: 'forgejo' }
            })
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.not.stringContaining('Cannot find module') })
      expect(run.stdout + run.stderr).toContain('GET http://127.0.0.1:9/api/v1/user')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
