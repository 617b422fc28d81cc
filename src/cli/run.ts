// Running one table command: its global options and params, the client's call, the answer
// printed (stdout) with notes and warnings (stderr).
import type { Command } from 'commander'
import { Forge, ForgeHttp, type RunOptions } from '../client/index.js'
import { UsageError } from '../errors.js'
import { neutralize } from '../text.js'
import { CALL_OPTIONS } from '../registry/types.js'
import { applyLogin, connectionSettings, pageProgress, variantOf, withApiPrefixHint, type GlobalValues } from './connection.js'
import { globals } from './globals.js'
import { checkHookEvents } from './hook-events.js'
import type { Io } from './io.js'
import { paramsFrom, type Leaf } from './leaf.js'
import { render, type OutputFormat } from './output.js'

const SKIPPED = { exists: 'it exists already (--on-exists skip)', missing: 'it is not there (--on-missing skip)' }

/** The per-call options the CLI takes (--paginate, --on-exists, ...), as given: the client's run options. */
function callOptions(g: GlobalValues): RunOptions {
  return Object.fromEntries(CALL_OPTIONS.filter(o => o.cli).map(o => [o.key, g[o.key as keyof GlobalValues]]))
}

export async function run(leaf: Leaf, cmd: Command, positionals: unknown[], program: Command, io: Io): Promise<void> {
  const { spec, op } = leaf
  const g = applyLogin(globals(cmd, program, io.env, leaf.own), io)
  const format = (g.output ?? 'text') as OutputFormat
  const variant = variantOf(g)
  // The user a token command is about is also the one who signs in, unless --username says otherwise.
  const basic = spec.basicAuthUser
  const params = await paramsFrom(leaf, cmd, positionals, io.masker, basic ? { [basic]: g.username } : {})
  if (basic) {
    g.username ??= String(params[basic])
    if (g.password === undefined && !g.passwordStdin)
      throw new UsageError(
        `"svc ${spec.path.join(' ')}" needs basic auth as ${g.username}: pass the password with --password-stdin (or SVC_PASSWORD)`
      )
  }
  checkHookEvents(op, params, variant)
  const passwordGiven = ((leaf.own.has('--password') ? undefined : cmd.opts().password) ?? program.opts().password) !== undefined
  const progress = pageProgress(io, g.paginate === true && !g.dryRun)
  const http = new ForgeHttp(await connectionSettings(g, io, passwordGiven, progress.debug))
  try {
    const res = await new Forge(http, variant)
      .run(op, params, { ...callOptions(g), gpgPassphrase: io.env.SVC_GPG_PASSPHRASE || undefined })
      .finally(() => progress.done())
    for (const w of res.warnings) io.err(`svc: warning: ${io.masker.mask(neutralize(w))}\n`)
    // `--output json` stays equal to the action's result; text mode says when nothing changed.
    if (format === 'text' && res.skipped) io.err(`svc: unchanged: ${SKIPPED[res.skipped]}\n`)
    const note = spec.credentialNote ?? 'it is shown only this once and cannot be shown again: store it now'
    const shown = render(op, res, format, note, { limit: params.limit, page: params.page })
    // Server data may echo a credential (a hook's Basic authorization header): masked as stderr is.
    io.out(io.masker.mask(shown.stdout))
    for (const n of shown.notes) io.err(`${n}\n`)
  } catch (e) {
    throw withApiPrefixHint(e, g.serverUrl)
  } finally {
    await http.close()
  }
}
