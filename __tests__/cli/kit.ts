// What scenario() gives each domain's CLI tests (domain-*.ts): types only, apart so that neither
// scenario.ts nor domains.ts is imported back by the files it reads.
import type { RunOptions } from '../../src/client/index.js'
import type { Domain } from '../../src/registry/index.js'
import type { Forge as Sim } from '../sim/forge.js'
import type { CliRun } from './harness.js'

export type As = 'user' | 'admin' | 'none'

export interface CliKit {
  variant: 'gitea' | 'forgejo'
  /** The simulator of the describe block (set in its beforeAll). */
  sim(): Sim
  /** Runs the bundled svc as `as` (default the user alice), recorded as a command that ran. */
  svc(args: string[], opts?: { as?: As; input?: string; env?: Record<string, string | undefined> }): Promise<CliRun>
  /** Runs with `--output json` and returns the parsed stdout (exit 0 required). */
  json(args: string[], opts?: { as?: As; input?: string; env?: Record<string, string | undefined> }): Promise<any>
  /** The run, or an error with its stderr when it did not exit 0. */
  ok(r: CliRun, args: string[]): CliRun
  /** The same operation through the client (no CLI): what the CLI's JSON must equal. */
  direct(domain: Domain, action: string, params: Record<string, unknown>, as: As, opts?: RunOptions): Promise<unknown>
  /** Writes a file in the run's temporary directory and returns its path. */
  file(name: string, content: string | Buffer): string
}
