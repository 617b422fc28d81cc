// The set-up the desired-state suites share (state.test.ts, orgs.test.ts, repos.test.ts): the CLI
// bundle, a folder for their state files, and per variant a forge (the simulator, or the real
// server SVC_E2E_* names) with svc run against it as a user runs it, plain-HTTP requests as the
// admin to read back, and at the end the checks every suite makes: no credential in anything svc
// printed, no spec violation on the simulator.
import { afterAll, beforeAll, expect } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Variant } from '../../src/registry/index.js'
import { ensureCliBundle, runCli, type CliRun } from '../cli/harness.js'
import { plainFetch, startTarget, type Target } from '../target.js'

/** A suffix for the names a suite makes, so that suites (and runs) on one real server do not meet. */
export const runId = () => Math.random().toString(36).slice(2, 7)

/** A folder of state files: `file(name, text)` writes one there and returns its path. */
export function stateFiles(prefix: string): { dir: string; file: (name: string, text: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return {
    dir,
    file(name, text) {
      const path = join(dir, name)
      writeFileSync(path, text)
      return path
    }
  }
}

/** A plain request's answer: its status and its body as JSON (the text when it is not JSON). */
export interface ApiAnswer {
  status: number
  /** Each test reads the fields it asked for. */
  body: any
}

export interface StateTarget {
  /** The forge (set by the suite's beforeAll). */
  readonly target: Target
  /** Everything svc printed (and what a test adds, a dump's text): checked for credentials at the end. */
  outputs: string[]
  /** The CLI bundle run as a user runs it, against the target as its admin, with the suite's credentials in the environment (`undefined` unsets one). */
  svc(args: string[], extraEnv?: Record<string, string | undefined>): Promise<CliRun>
  /** A plain request as the admin (acting as `sudo` when given), read back without svc. */
  api(method: string, path: string, body?: unknown, sudo?: string): Promise<ApiAnswer>
  /** How many requests but GETs the simulator has seen (0 on a real server). */
  writes(): number
}

/**
 * The forge of one variant for the tests of a `describe`: started before them (then `setup`), and
 * after them `cleanup`, the credential check and the simulator's violations. `secrets` are the
 * environment the state files' value_from_env read (and the fingerprints' key): never to be printed.
 */
export function stateTarget(
  variant: Variant,
  opts: {
    secrets: Record<string, string>
    setup?: (t: StateTarget) => Promise<void>
    cleanup?: (t: StateTarget) => Promise<void>
  }
): StateTarget {
  let target: Target | undefined
  let bundle: string
  const kit: StateTarget = {
    get target() {
      if (!target) throw new Error('the target is not started yet (use it in a test or a hook)')
      return target
    },
    outputs: [],
    async svc(args, extraEnv = {}) {
      const t = kit.target
      const r = await runCli(bundle, args, {
        env: { SVC_SERVER_URL: t.url, SVC_TOKEN: t.creds.adminToken, ...opts.secrets, ...extraEnv }
      })
      kit.outputs.push(r.stdout, r.stderr)
      return r
    },
    async api(method, path, body, sudo) {
      const t = kit.target
      const res = await plainFetch(`${t.url}/api/v1${path}`, {
        method,
        headers: {
          authorization: `token ${t.creds.adminToken}`,
          'content-type': 'application/json',
          ...(sudo ? { sudo } : {})
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
      const text = await res.text()
      let parsed: unknown = text
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {
        /* text */
      }
      return { status: res.status, body: parsed }
    },
    writes: () => kit.target.requests.filter(r => r.method !== 'GET').length
  }
  beforeAll(async () => {
    bundle = ensureCliBundle()
    target = await startTarget(variant)
    await opts.setup?.(kit)
  }, 180_000)
  afterAll(async () => {
    for (const out of kit.outputs) for (const value of Object.values(opts.secrets)) expect(out).not.toContain(value)
    if (target) {
      await opts.cleanup?.(kit)
      expect(target.violations).toEqual([])
      await target.close()
    }
  })
  return kit
}
