// `svc_state`: the desired-state plan for agents (src/state, as `svc plan` / `svc apply` use it).
// `plan` reads and compares, never writes, and is offered read-only too; `apply` only where writes
// are enabled (not SVC_READ_ONLY). The state file is a path (relative to where svc mcp runs) or the
// YAML text itself: a path is read as a regular file only (load.ts readStateText), so that no path
// (the server's own stdin, a FIFO, /proc) makes the server wait. Values the file names by
// `value_from_env` come from svc mcp's environment, under the credential rule of every front end
// (credential-rule.ts): svc's own variables (SVC_*) and any value holding the connection's token are
// refused, so a file cannot send the server's token to the server as a secret or password.
//
// The engine (src/state, with its YAML parser) is loaded by the first svc_state call, as the CLI's
// state commands and the action's plan/apply load it: tools/list and every other tool run without it.
import type { Forge } from '../client/index.js'
import { UsageError } from '../errors.js'
import { EXTRA_TOOL_SPECS, VARIANTS } from '../registry/index.js'
import type { Outcome, Plan, StateFile } from '../state/index.js'
import { checkParams, inputSchemaOf, type ToolParams } from './tool-params.js'
import type { ToolDefinition } from './tool-types.js'

export const STATE_TOOL = EXTRA_TOOL_SPECS.state.tool

/** The engine: a chunk of its own in dist/, loaded on use (the tool's definition needs none of it). */
const engine = () => import('../state/index.js')
type Engine = Awaited<ReturnType<typeof engine>>

/**
 * svc_state's params, as tools/list shows them and as a call is checked (tool-params.ts); apply's
 * own only where apply is offered.
 */
export function stateParams(readOnly: boolean): ToolParams {
  return {
    action: {
      schema: {
        type: 'string',
        enum: readOnly ? ['plan'] : ['plan', 'apply'],
        description: 'plan (changes nothing)' + (readOnly ? '' : ' or apply (makes the changes)')
      }
    },
    file: {
      schema: { type: 'string', description: 'path of the state file (YAML or JSON), relative to where svc mcp runs' },
      expected: 'a path',
      pattern: /./s
    },
    yaml: { schema: { type: 'string', description: "the state file's text (YAML or JSON), instead of file" }, expected: "the file's text" },
    unmanaged_is_drift: {
      schema: {
        type: 'boolean',
        description:
          'count what the server holds in a list the file gives without prune, and the file does not name, as drift (default false: shown apart as not managed)'
      }
    },
    max_removals: {
      schema: {
        type: 'string',
        description: 'refuse a plan that removes more: a count ("10") or a share ("20%"); default 5 or 25%, whichever is more'
      },
      expected: 'a count ("10") or a share ("20%") as a string'
    },
    max_default_repos: {
      schema: {
        type: 'integer',
        minimum: 1,
        description: 'refuse a plan in which one set of repo_defaults reaches more repositories (default 1000)'
      },
      expected: 'a whole number of repositories, at least 1'
    },
    concurrency: {
      schema: { type: 'integer', minimum: 1, maximum: 32, description: 'reads (plan) or changes (apply) in flight at once (default 4)' }
    },
    ...(readOnly
      ? {}
      : {
          migrations: {
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: 32,
              description: "apply: the mirrors section's migrations in flight at once (default 2; each is heavy work for the server)"
            }
          },
          fail_fast: { schema: { type: 'boolean', description: 'apply: stop starting changes after the first failure (default true)' } },
          require_env: {
            schema: {
              type: 'boolean',
              description:
                'apply: refuse while any value_from_env variable is unset (default false: a secret to set again without its value is skipped)'
            }
          }
        })
  }
}
const PARAMS = { readOnly: stateParams(true), writes: stateParams(false) }
const paramsFor = (readOnly: boolean) => (readOnly ? PARAMS.readOnly : PARAMS.writes)
const REQUIRED = ['action']

export function stateTool(readOnly: boolean): ToolDefinition {
  return {
    name: STATE_TOOL,
    title: EXTRA_TOOL_SPECS.state.title,
    description: [
      `${EXTRA_TOOL_SPECS.state.about}.`,
      'plan: reads only the collections the file names and compares; changes nothing. Answers the plan (JSON: each change with its object, fields and the operations it would run), a markdown table of it, the number of changes and whether there is drift.',
      readOnly
        ? 'Read-only mode: apply is not offered.'
        : "apply: plans, then makes the changes in dependency order (removals first) and answers each change's outcome; a plan removing more than max_removals is refused.",
      "The file (`file`, a path, or `yaml`, its text; one of them) is the desired-state format of svc (docs/desired-state.md): passwords and secrets are { value_from_env: VAR }, read from svc mcp's environment and never answered."
    ].join('\n'),
    inputSchema: inputSchemaOf(paramsFor(readOnly), REQUIRED),
    outputSchema: STATE_OUTPUT_SCHEMA,
    annotations: { readOnlyHint: readOnly, destructiveHint: !readOnly, idempotentHint: false, openWorldHint: false }
  }
}

export const STATE_OUTPUT_SCHEMA: ToolDefinition['outputSchema'] = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['plan', 'apply'], description: 'what ran' },
    variant: { type: 'string', enum: [...VARIANTS], description: 'the server variant' },
    changes: { type: 'integer', description: 'creates, updates and deletes in the plan (secrets, set blind on every apply, not counted)' },
    drift: {
      type: 'boolean',
      description: 'true when the server differed from the file before this call (plan and apply alike); see unmanaged_is_drift'
    },
    summary: { type: 'string', description: 'the plan in one line' },
    markdown: { type: 'string', description: 'the plan as markdown: a summary line and a table of object, change, fields' },
    plan: {
      type: 'object',
      description:
        'the plan as data (format svc-plan/1), as svc plan -o json prints it: the changes and file_digest, a digest of the file (not the file); no credential'
    },
    outcomes: {
      type: 'array',
      description: "apply: each change's outcome",
      items: {
        type: 'object',
        properties: {
          object: { type: 'string' },
          action: { type: 'string' },
          status: { type: 'string', enum: ['done', 'failed', 'not started', 'skipped'] },
          error: { type: 'string' }
        },
        required: ['object', 'action', 'status']
      }
    }
  },
  required: ['action', 'variant', 'changes', 'drift', 'summary', 'markdown', 'plan']
}

export interface StateToolContext {
  forge: Forge
  readOnly: boolean
  env: NodeJS.ProcessEnv
  /** Told every credential value the file names, before anything is sent (masked in every answer). */
  addSecrets(values: string[]): void
}

/** The checked params of a call: each param by its declaration, then the rules between them. */
function paramsOf(E: Engine, args: Record<string, unknown>, readOnly: boolean) {
  if (args.action === 'apply' && readOnly)
    throw new UsageError(
      `${STATE_TOOL} action apply changes the server, and svc mcp runs read-only (SVC_READ_ONLY / --read-only): nothing was sent`
    )
  checkParams(STATE_TOOL, paramsFor(readOnly), args, REQUIRED)
  const { action, file, yaml, max_removals: maxRemovals, max_default_repos: maxDefaultRepos, concurrency, migrations } = args
  if ((file === undefined) === (yaml === undefined))
    throw new UsageError(`${STATE_TOOL}: give the state file as "file" (a path) or "yaml" (its text), one of them`)
  return {
    action: action as 'plan' | 'apply',
    file: file as string | undefined,
    yaml: yaml as string | undefined,
    limit: maxRemovals === undefined ? undefined : E.parseMaxRemovals(maxRemovals as string),
    maxDefaultRepos: maxDefaultRepos as number | undefined,
    concurrency: (concurrency as number | undefined) ?? 4,
    migrations: migrations as number | undefined,
    failFast: args.fail_fast !== false,
    requireEnv: args.require_env === true,
    unmanagedIsDrift: args.unmanaged_is_drift === true
  }
}

async function stateOf(E: Engine, file: string | undefined, yaml: string | undefined): Promise<StateFile> {
  if (yaml !== undefined) return E.parseState(yaml, 'yaml')
  // The client names the path: a regular file only (never the server's own stdin, a FIFO, /proc), within a timeout.
  return E.loadState(file!, {})
}

/** Runs a svc_state call: the answer's structured content (the caller masks it). */
export async function runStateTool(ctx: StateToolContext, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const E = await engine()
  const p = paramsOf(E, args, ctx.readOnly)
  const state = await stateOf(E, p.file, p.yaml)
  ctx.addSecrets(
    E.credentialNames(state)
      .map(n => ctx.env[n])
      .filter((v): v is string => typeof v === 'string' && v !== '')
  )
  const forge = ctx.forge
  const options = await E.forgeOptions(forge)
  const variant = options.variant!
  const plan: Plan = await E.makePlan(E.forgeReader(forge), state, forge.http.server, {
    concurrency: p.concurrency,
    env: ctx.env,
    maxDefaultRepos: p.maxDefaultRepos,
    ...options
  })
  let outcomes: Outcome[] | undefined
  if (p.action === 'apply') {
    E.checkRemovals(plan, p.limit)
    outcomes = await E.applyPlan(forge, plan, {
      concurrency: p.concurrency,
      migrations: p.migrations,
      failFast: p.failFast,
      env: ctx.env,
      requireEnv: p.requireEnv
    })
  }
  return {
    action: p.action,
    variant,
    changes: E.knownChanges(plan),
    drift: E.hasDrift(plan, p.unmanagedIsDrift),
    summary: E.summaryLine(plan),
    markdown: E.planMarkdown(plan),
    plan: E.planSummary(plan) as unknown as Record<string, unknown>,
    ...(outcomes ? { outcomes } : {})
  }
}
