// `svc plan`, `svc apply` and `svc dump`: the desired-state commands, a thin front end over
// src/state (which reads, compares and applies; nothing here knows a collection).
import { readFile, writeFile } from 'node:fs/promises'
import { Command, Option } from 'commander'
import { Forge, ForgeHttp } from '../client/index.js'
import { UsageError } from '../errors.js'
import type { Plan } from '../state/index.js'
import { jsonDocument, neutralize } from '../text.js'
import { applyLogin, connectionSettings, variantOf, withApiPrefixHint, type GlobalValues } from './connection.js'
import { passwordGiven } from './globals.js'
import { ExitCode } from './exit-code.js'
import { inCI, type Io } from './io.js'

/**
 * The engine, loaded when a state command runs: the rest of the CLI starts without it (its YAML
 * parsers and collections are a chunk of their own).
 */
const engine = () => import('../state/index.js')

/**
 * What `svc dump --collections` takes, for its help (which is built before the engine is loaded);
 * a test checks it against the engine's dumpableCollections().
 */
export const DUMP_COLLECTIONS =
  'users, users.keys, users.emails, users.variables, users.badges, hooks, orgs, orgs.teams, orgs.teams.members, orgs.teams.repos, orgs.members, orgs.secrets, orgs.variables, orgs.hooks, orgs.labels, repos, repos.collaborators, repos.secrets, repos.variables, repos.hooks, repos.teams, repos.labels, repos.topics, repos.deploy_keys, repos.branch_protections, repos.tag_protections, repos.push_mirrors, mirrors'

export const CONNECTION = [
  'serverUrl',
  'token',
  'username',
  'password',
  'passwordStdin',
  'otp',
  'variant',
  'caCert',
  'timeoutSeconds',
  'retries',
  'login',
  'output'
]

export function concurrencyOf(text: string | undefined, fallback = 4, flag = '--concurrency'): number {
  if (text === undefined) return fallback
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 32) throw new UsageError(`${flag}: expected a whole number from 1 to 32`)
  return Number(text)
}

/** A progress line on stderr (masked, neutralized: it may quote the server or a source). */
const progressLine = (io: Io) => (line: string) => io.err(`svc: ${io.masker.mask(neutralize(line))}\n`)

/** A forge client for the command's connection; closed by `use`'s end. */
export async function withForge<T>(
  g: GlobalValues,
  io: Io,
  passwordGiven: boolean,
  concurrency: number,
  use: (forge: Forge, server: string) => Promise<T>,
  connections = Math.max(16, concurrency)
): Promise<T> {
  // As many connections as changes in flight (as the action's batches): --concurrency 32 means 32 at once.
  const http = new ForgeHttp({ ...(await connectionSettings(g, io, passwordGiven)), connections })
  try {
    return await use(new Forge(http, variantOf(g)), http.server)
  } catch (e) {
    throw withApiPrefixHint(e, g.serverUrl, g.urlFromLogin)
  } finally {
    await http.close()
  }
}

/** Credentials the file names and the fingerprints' key: masked in every output, should a server echo one. */
function maskCredentials(io: Io, names: string[]): void {
  for (const n of names) if (io.env[n]) io.masker.add(io.env[n])
}

export function addStateCommands(
  program: Command,
  io: Io,
  globalsOf: (cmd: Command) => GlobalValues,
  addGlobals: (cmd: Command, only: readonly string[]) => void
): void {
  const fileOption = () => new Option('-f, --file <state.yaml>', 'the desired-state file (YAML or JSON; see docs/desired-state.md)')
  const maxRemovals = () =>
    new Option(
      '--max-removals <n|n%>',
      'refuse a plan that removes more (a count, or a share of what the pruned collections hold; default: 5 or 25%, whichever is more)'
    )
  const maxDefaultRepos = () =>
    new Option('--max-default-repos <n>', 'refuse a plan in which one set of repo_defaults reaches more repositories (default: 1000)')
  const concurrency = () => new Option('--concurrency <n>', 'reads (plan) or changes (apply) in flight at once, 1 to 32 (default: 4)')

  const plan = program
    .command('plan')
    .description('compare a desired-state file with the server and print what would change (changes nothing)')
    .addOption(fileOption().makeOptionMandatory())
    .option('--out <plan.json>', 'also save the plan, for svc apply PLAN.json')
    .option('--detailed-exitcode', 'exit 2 when something would change, 0 when nothing would, 1 on any error')
    .option(
      '--unmanaged-is-drift',
      'count what the server holds in a list the file gives without prune, and the file does not name, as drift (a nightly check)'
    )
    .addOption(maxRemovals())
    .addOption(maxDefaultRepos())
    .addOption(concurrency())
    // A file given as an argument is answered with -f (not commander's "too many arguments").
    .allowExcessArguments(true)
  addGlobals(plan, CONNECTION)
  insteadOfDryRun(plan, () => 'svc plan changes nothing: it needs no --dry-run (svc plan -f FILE)')
  // `svc plan gov.yaml`: the file given as an argument, not the missing -f, is what to say.
  const checked = plan as unknown as { missingMandatoryOptionValue(o: Option): void }
  const missing = checked.missingMandatoryOptionValue.bind(plan)
  checked.missingMandatoryOptionValue = (o: Option) => {
    const word = plan.args.find(a => !a.startsWith('-'))
    if (word !== undefined) throw new UsageError(`svc plan takes the state file with -f: svc plan -f ${fileWord(word)}`)
    missing(o)
  }
  plan.addHelpText(
    'after',
    `
Exit codes: 0 the plan was made; 2 the file or a flag is wrong, or the
removal guard refused (nothing sent); 1 a server or network error. With --detailed-exitcode, as a
drift check reads them: 0 nothing would change, 2 something would (and only that), 1 any error
(the bad file, flag and refused guard included). A secret, whose value the server cannot show, is
listed as "≈ value unknown: will be set" and is not a change for the exit code. On Gitea, with a key in SVC_STATE_KEY, an
organization's or a repository's secret fingerprint tells an unchanged value (no change) from a
changed one ("~ value changed"). A plan needs no value_from_env variable: it names those not set
and compares nothing that needs them (apply needs them all).

Examples:
  $ svc plan -f forge.yaml
  $ svc plan -f forge.yaml --detailed-exitcode -o json
  $ svc plan -f forge.yaml --detailed-exitcode --unmanaged-is-drift
  $ svc plan -f forge.yaml --out plan.json && svc apply plan.json
  $ svc plan -f forge.yaml --max-default-repos 5000
`
  )
  plan.action(
    async (
      opts: {
        file: string
        out?: string
        detailedExitcode?: boolean
        unmanagedIsDrift?: boolean
        maxRemovals?: string
        maxDefaultRepos?: string
        concurrency?: string
      },
      self: Command
    ) => {
      if (self.args.length > 0) throw new UsageError(`svc plan takes the state file with -f: svc plan -f ${fileWord(self.args[0])}`)
      const g = applyLogin(globalsOf(self), io)
      const E = await engine()
      const limit = opts.maxRemovals === undefined ? undefined : E.parseMaxRemovals(opts.maxRemovals)
      const maxDefaultRepos = opts.maxDefaultRepos === undefined ? undefined : E.parseMaxDefaultRepos(opts.maxDefaultRepos)
      const state = await E.loadState(opts.file)
      maskCredentials(io, E.credentialNames(state))
      // No credential is needed to plan: what needs an unset one is not compared, and the plan says so.
      const n = concurrencyOf(opts.concurrency)
      const result = await withForge(g, io, passwordGiven(self, program), n, async (forge, server) =>
        E.makePlan(E.forgeReader(forge), state, server, {
          concurrency: n,
          env: io.env,
          maxDefaultRepos,
          progress: progressLine(io),
          ...(await E.forgeOptions(forge))
        })
      )
      io.out(io.masker.mask(g.output === 'json' ? jsonDocument(E.planSummary(result)) : E.planText(result)))
      if (opts.out !== undefined) await writeFile(opts.out, JSON.stringify(result, null, 2) + '\n', { mode: 0o600 })
      E.checkRemovals(result, limit)
      if (opts.detailedExitcode && E.hasDrift(result, opts.unmanagedIsDrift)) throw new ExitCode(2)
    }
  )

  const apply = program
    .command('apply')
    .description('make the server match a desired-state file, or run a plan saved by svc plan --out')
    .argument('[plan.json]', 'a plan saved by svc plan --out (refused when the server changed since)')
    .addOption(fileOption())
    .addOption(maxRemovals())
    .addOption(maxDefaultRepos())
    .addOption(concurrency())
    .option(
      '--no-fail-fast',
      'keep starting changes after one failed (default: stop at the first failure; a failed migration never stops the others)'
    )
    .option(
      '--migrations <n>',
      "the mirrors section's migrations in flight at once, 1 to 32 (default: 2; each is heavy work for the server)"
    )
    .option('-y, --yes', 'apply without asking (a person at a terminal is asked; elsewhere -f needs --yes, but in CI)')
    .option(
      '--require-env',
      'refuse to apply while any value_from_env variable is unset (default: a secret whose variable is unset is skipped)'
    )
    .allowExcessArguments(false)
  addGlobals(apply, CONNECTION)
  insteadOfDryRun(apply, () => {
    const file = (apply.opts() as { file?: string }).file
    return `svc apply has no --dry-run: svc plan -f ${file === undefined ? 'FILE' : fileWord(file)} shows what it would change, and changes nothing`
  })
  apply.addHelpText(
    'after',
    `
Changes run in dependency order (removals first; users before their keys, emails and variables),
in parallel up to --concurrency. Each change's outcome is printed; the exit code is 1 when one failed.
The mirrors section's copies are migrated --migrations at a time, a line on stderr as each ends,
and counted in a table at the end; a migration that fails leaves no repository behind, and a run
that stopped half way goes on where it stopped.

Examples:
  $ svc apply -f forge.yaml
  $ svc apply plan.json
  $ svc apply -f forge.yaml --max-removals 20% --concurrency 8 --no-fail-fast
  $ svc apply -f mirrors.yaml --yes --migrations 4
`
  )
  apply.action(
    async (
      planFile: string | undefined,
      opts: {
        file?: string
        maxRemovals?: string
        maxDefaultRepos?: string
        concurrency?: string
        migrations?: string
        failFast: boolean
        requireEnv?: boolean
        yes?: boolean
      },
      self: Command
    ) => {
      if ((planFile === undefined) === (opts.file === undefined))
        throw new UsageError('give a state file (-f forge.yaml) or a saved plan (plan.json), one of them')
      const g = applyLogin(globalsOf(self), io)
      const E = await engine()
      const limit = opts.maxRemovals === undefined ? undefined : E.parseMaxRemovals(opts.maxRemovals)
      const maxDefaultRepos = opts.maxDefaultRepos === undefined ? undefined : E.parseMaxDefaultRepos(opts.maxDefaultRepos)
      const n = concurrencyOf(opts.concurrency)
      let saved: Plan | undefined
      if (planFile !== undefined) saved = await readPlan(planFile)
      const state = saved ? saved.desired : await E.loadState(opts.file!)
      maskCredentials(io, E.credentialNames(state))
      // A refused value source fails here; a missing value fails (or is skipped) in apply, before anything is written.
      E.checkValueNames(state, io.env)
      const outcomes = await withForge(g, io, passwordGiven(self, program), n, async (forge, server) => {
        const reader = E.forgeReader(forge)
        const planOptions = { concurrency: n, env: io.env, maxDefaultRepos, progress: progressLine(io), ...(await E.forgeOptions(forge)) }
        let thePlan: Plan
        // A saved plan is planned again and compared: what runs (and the guard) comes from now, not the file.
        if (saved) thePlan = await E.checkSavedPlan(reader, saved, server, planOptions)
        else thePlan = await E.makePlan(reader, state, server, planOptions)
        E.checkRemovals(thePlan, limit)
        // A person at a terminal sees the plan and says yes first (as terraform apply asks; a saved
        // plan was reviewed already; --yes and CI are never asked). Without a terminal, outside CI,
        // no one can say yes: refused, as terraform cancels (issue 38), after the plan is shown.
        if (!saved && !opts.yes && thePlan.changes.length > 0) {
          if (io.confirm) {
            io.out(io.masker.mask(E.planText(thePlan)))
            if (!(await io.confirm(`Apply these changes to ${server}? Only "yes" applies: `)))
              throw new ExitCode(1, 'Apply cancelled: nothing was sent.')
          } else if (!inCI(io.env)) {
            io.out(io.masker.mask(E.planText(thePlan)))
            throw new UsageError(
              'svc apply -f: standard input is not a terminal, so no one can confirm the plan above: pass --yes to apply it (in CI, with CI=true, it applies unasked), or save it with svc plan -f FILE --out plan.json and apply that (svc apply plan.json). Nothing was sent.'
            )
          }
        }
        return E.applyPlan(forge, thePlan, {
          concurrency: n,
          migrations: opts.migrations === undefined ? undefined : concurrencyOf(opts.migrations, 2, '--migrations'),
          failFast: opts.failFast,
          env: io.env,
          requireEnv: opts.requireEnv,
          // A line on stderr as each copy of the mirrors section is brought in.
          onOutcome: E.copyProgress(thePlan, progressLine(io))
        })
      })
      io.out(io.masker.mask(g.output === 'json' ? jsonDocument(outcomes) : E.outcomesText(outcomes)))
      if (outcomes.some(o => o.status === 'failed' || o.status === 'not started')) throw new ExitCode(1)
    }
  )

  const dump = program
    .command('dump')
    .description('write the server as a desired-state file, for the chosen collections (no secret values)')
    .option('--collections <a,b,...>', `what to dump: ${DUMP_COLLECTIONS} (default: all the server has)`)
    .option('--out <forge.yaml>', 'write the file here instead of standard output')
    .option(
      '--no-prune',
      'write plain lists, which only add (default: every list under a user, organization or repository, and the system hooks, as complete: prune: true)'
    )
    .addOption(concurrency())
    .allowExcessArguments(false)
  addGlobals(
    dump,
    CONNECTION.filter(c => c !== 'output')
  )
  dump.addHelpText(
    'after',
    `
A plan against a fresh dump shows no change. The dump governs what it lists: every collection
under a user, an organization or a repository (keys, emails, variables, secrets, hooks, teams and
their members and repositories, members, collaborators) and the system hooks are written as
complete lists ({ prune: true, items: ... }), so a name removed from the file is removed from the
server and one added there by hand is drift. Users and organizations themselves are listed, not
pruned (removing one would delete an account). --no-prune writes plain lists, which only add.
Secrets cannot be read back: add them to the file as NAME: { value_from_env: VAR }.

Examples:
  $ svc dump --out forge.yaml
  $ svc dump --collections users,users.keys,hooks
`
  )
  dump.action(async (opts: { collections?: string; out?: string; concurrency?: string; prune: boolean }, self: Command) => {
    const g = applyLogin(globalsOf(self), io)
    const E = await engine()
    const asked = opts.collections
      ?.split(',')
      .map(s => s.trim())
      .filter(Boolean)
    const n = concurrencyOf(opts.concurrency)
    const state = await withForge(g, io, passwordGiven(self, program), n, async forge => {
      const variant = await forge.variant()
      return E.dumpState(
        E.forgeReader(forge),
        asked ?? E.dumpableCollections(variant),
        n,
        variant,
        m => io.err(`svc: warning: ${io.masker.mask(neutralize(m))}\n`),
        opts.prune
      )
    })
    const text = io.masker.mask(E.dumpYaml(state))
    if (opts.out !== undefined) await writeFile(opts.out, text)
    // The YAML as written to a file, byte for byte (js-yaml escapes control characters).
    else io.out(text)
  })
}

/**
 * `--dry-run`, which every other command takes, is no option of plan and apply: its "unknown
 * option" says what to run instead (svc plan changes nothing).
 */
function insteadOfDryRun(cmd: Command, instead: () => string): void {
  const checked = cmd as unknown as { unknownOption(flag: string): void }
  const unknown = checked.unknownOption.bind(cmd)
  checked.unknownOption = (flag: string) => {
    if (flag === '--dry-run') throw new UsageError(instead())
    unknown(flag)
  }
}

/** A file name as a suggestion shows it: neutralized, quoted for a shell when it needs quoting. */
function fileWord(file: string): string {
  const clean = neutralize(file)
  return /^[\w@%+=:,./-]+$/.test(clean) ? clean : `'${clean.replace(/'/g, `'\\''`)}'`
}

async function readPlan(file: string): Promise<Plan> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (e) {
    throw new UsageError(`cannot read the plan file "${neutralize(file)}" (${(e as { code?: string }).code ?? 'error'})`)
  }
  let plan: unknown
  try {
    plan = JSON.parse(text)
  } catch {
    throw new UsageError(
      `${neutralize(file)}: not a JSON plan (svc plan --out writes one); a state file is given with -f: svc apply -f ${fileWord(file)}`
    )
  }
  if (!plan || typeof plan !== 'object' || (plan as Plan).format !== 'svc-plan/1' || !Array.isArray((plan as Plan).changes))
    throw new UsageError(
      `${neutralize(file)}: not an svc plan (svc plan --out writes one); a state file is given with -f: svc apply -f ${fileWord(file)}`
    )
  return plan as Plan
}
