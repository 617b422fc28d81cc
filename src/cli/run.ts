// Running one table command: its global options and params, the client's call (or, with
// `--params`, the calls of every item: bulk.ts), the answer printed (stdout) as text, JSON or
// shaped (--jq, --template, csv / tsv: shape.ts), with notes and warnings (stderr).
import type { Command } from 'commander'
import { Forge, ForgeHttp, resultValue, secretParamValues, type OperationResult, type RunOptions } from '../client/index.js'
import { ForgeError, UsageError } from '../errors.js'
import { neutralize } from '../text.js'
import { checkHookEvents } from '../registry/hook-events.js'
import { CALL_OPTIONS } from '../registry/types.js'
import type { Items } from './bulk.js'
import { applyLogin, connectionSettings, pageProgress, variantOf, withApiPrefixHint, type GlobalValues } from './connection.js'
import { globals } from './globals.js'
import { confirmIrreversible, type Io } from './io.js'
import { paramsFrom, type Leaf } from './leaf.js'
import { credentialNotes, render, rowsNote } from './output.js'
import { checkFields, keepFields, measure, shapingOf, writeShaped } from './shape.js'
import { didYouMean } from './words.js'

/** A basic-auth 401, said with the user who signed in and where that name came from (the password is theirs to check). */
function basicAuthRefused(e: ForgeError, user: string, fromFlag: boolean): ForgeError {
  const who = `"${neutralize(user)}" (${fromFlag ? '--username or SVC_USERNAME' : "the command's user"})`
  return new ForgeError(
    e.message,
    e.status,
    e.serverMessage,
    `the server refused basic auth as ${who}: check that user's password (--password-stdin or SVC_PASSWORD), and with two-factor auth pass --otp; these endpoints take no token`
  )
}

const SKIPPED = { exists: 'it exists already (--on-exists skip)', missing: 'it is not there (--on-missing skip)' }

/** The per-call options the CLI takes (--paginate, --on-exists, ...), as given: the client's run options. */
function callOptions(g: GlobalValues): RunOptions {
  return Object.fromEntries(
    CALL_OPTIONS.filter(o => o.cli && o.key !== 'concurrency' && o.key !== 'failFast').map(o => [o.key, g[o.key as keyof GlobalValues]])
  )
}

export async function run(leaf: Leaf, cmd: Command, positionals: unknown[], program: Command, io: Io): Promise<void> {
  const { spec, op } = leaf
  const given = globals(cmd, program, io.env, leaf.own)
  const g = applyLogin(given, io)
  const variant = variantOf(g)
  const shaping = shapingOf(g)
  if (!g.rawJson) checkFields(shaping, op.output.fields)
  // The user a token command is about is also the one who signs in, unless --username says otherwise.
  const basic = spec.basicAuthUser
  const known = basic ? { [basic]: g.username } : {}
  const bulkFlag = leaf.bulk && (cmd.opts()[leaf.bulk.attributeName()] as string | undefined)
  // Loaded only for --params: no other command pays for it.
  const bulk = bulkFlag === undefined ? undefined : await import('./bulk.js')
  let items: Items | undefined
  let shared: Record<string, unknown> = {}
  let params: Record<string, unknown>
  if (bulk && bulkFlag !== undefined) {
    // Standard input is claimed first (--params - and --password-stdin cannot share it).
    const read = await bulk.readItems(bulkFlag, leaf.infos)
    const labels = new Map<string, string>()
    shared = await paramsFrom(leaf, cmd, positionals, io.masker, known, { partial: true, labels })
    items = bulk.withShared(op, read, shared, labels)
    // Every item's secret params (passwords) masked before anything can print them.
    for (const item of items.items) io.masker.add(...secretParamValues(op, item))
    params = items.items[0]
  } else params = await paramsFrom(leaf, cmd, positionals, io.masker, known)
  if (basic) {
    // The user the command names signs in, with the password given: not the login's user, whose
    // name only fills a USER left out. --username (or SVC_USERNAME) names another one.
    g.username = given.username ?? String(params[basic])
    if (g.password === undefined && !g.passwordStdin)
      throw new UsageError(
        `"svc ${spec.path.join(' ')}" needs basic auth as ${g.username}: pass the password with --password-stdin (or SVC_PASSWORD)`
      )
  }
  // Every item's events before the first item is sent, named as the flags that gave them.
  for (const p of items?.items ?? [params])
    checkHookEvents(op, p, variant, { label: q => (q === 'events' ? '--events' : '--json-fields events'), didYouMean })
  // What cannot be undone is confirmed before anything is sent (a dry run sends nothing).
  const irreversible = spec.irreversible
  if (irreversible && !g.dryRun && (!irreversible.when || params[irreversible.when] === true)) {
    const what = irreversible.what.replace(/\{(\w+)\}/g, (_, name: string) => neutralize(String(params[name])))
    const flags = irreversible.when ? `--${irreversible.when.replace(/_/g, '-')} --yes` : '--yes'
    await confirmIrreversible(io, what, (cmd.opts() as { yes?: boolean }).yes, flags)
  }
  const concurrency = bulk ? bulk.concurrencyOf(g) : 1
  // The jq program or template compiled before anything is sent.
  const shaper = shaping && shaping.kind !== 'fields' ? await (await import('./shapers.js')).prepareShaper(shaping) : undefined
  const passwordGiven = ((leaf.own.has('--password') ? undefined : cmd.opts().password) ?? program.opts().password) !== undefined
  const progress = pageProgress(io, g.paginate === true && !g.dryRun)
  const http = new ForgeHttp({
    ...(await connectionSettings(g, io, passwordGiven, progress.debug)),
    connections: Math.max(16, concurrency)
  })
  const forge = new Forge(http, variant)
  const runOptions = { ...callOptions(g), gpgPassphrase: io.env.SVC_GPG_PASSPHRASE || undefined }
  const note = spec.credentialNote ?? 'it is shown only this once and cannot be shown again: store it now'
  try {
    if (bulk && items?.batch) {
      const { values, failure } = await bulk.runBulk(
        {
          forge,
          op,
          items: items.items,
          shared: Object.keys(shared),
          concurrency,
          failFast: g.failFast === true,
          run: runOptions,
          // Outcome lines on stdout unless it holds data (json, --jq, --template, csv / tsv).
          linesToStdout: (!shaping || (shaping.kind === 'fields' && shaping.format === 'text')) && g.output !== 'json'
        },
        io
      )
      for (const n of credentialNotes(op, values, note)) io.err(`${n}\n`)
      if ((shaping && !(shaping.kind === 'fields' && shaping.format === 'text')) || g.output === 'json')
        writeShaped(values, shaping, shaper, io.out, io.masker, runOptions.dryRun === true)
      if (failure) throw failure
      return
    }
    const res: OperationResult = await forge.run(op, params, runOptions)
    for (const w of res.warnings) io.err(`svc: warning: ${io.masker.mask(neutralize(w))}\n`)
    const format = g.output === 'json' ? 'json' : 'text'
    // `--output json` stays equal to the action's result; text mode says when nothing changed.
    if (format === 'text' && !shaping && res.skipped) io.err(`svc: unchanged: ${SKIPPED[res.skipped]}\n`)
    const paging = { limit: params.limit, page: params.page }
    if (shaping && (shaping.kind !== 'fields' || shaping.format === 'json')) {
      const value = resultValue(res)
      for (const n of credentialNotes(op, value, note)) io.err(`${n}\n`)
      const rows = Array.isArray(res.result) && !res.dryRun ? rowsNote(res.result.length, res.totalCount, paging) : undefined
      if (rows) io.err(`${rows}\n`)
      writeShaped(value, shaping, shaper, io.out, io.masker, res.dryRun !== undefined)
      return
    }
    measure(res.result)
    const shownRes = shaping ? { ...res, result: keepFields(res.result, shaping.fields) } : res
    const shown = render(op, shownRes, format, note, paging)
    // Server data may echo a credential (a hook's Basic authorization header): masked as stderr is.
    io.out(io.masker.mask(shown.stdout))
    for (const n of shown.notes) io.err(`${n}\n`)
  } catch (e) {
    if (basic && e instanceof ForgeError && e.status === 401) throw basicAuthRefused(e, g.username!, given.username !== undefined)
    throw withApiPrefixHint(e, g.serverUrl, g.urlFromLogin)
  } finally {
    progress.done()
    await http.close()
  }
}
