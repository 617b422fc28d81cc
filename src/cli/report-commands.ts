// `svc report access` and `svc audit`: a thin front end over src/report (which reads, computes and
// renders; nothing here knows a permission rule). Loaded with the state commands.
import { readFile, writeFile } from 'node:fs/promises'
import { Command, Option } from 'commander'
import { UsageError } from '../errors.js'
import { jsonDocument, neutralize, neutralizeJson } from '../text.js'
import { applyLogin, type GlobalValues } from './connection.js'
import { passwordGiven } from './globals.js'
import { ExitCode } from './exit-code.js'
import type { Io } from './io.js'
import { concurrencyOf, withForge, CONNECTION } from './state-commands.js'
import { VERSION } from './version.js'

/** The report layer, loaded when one of these commands runs. */
const layer = () => import('../report/index.js')

const scopeOptions = (cmd: Command) =>
  cmd
    .option('--org <org>', 'only the repositories of this organization')
    .option('--repo <owner/name>', 'only this repository')
    .addOption(new Option('--concurrency <n>', 'reads in flight at once, 1 to 32 (default: 8)'))

export function addReportCommands(
  program: Command,
  io: Io,
  globalsOf: (cmd: Command) => GlobalValues,
  addGlobals: (cmd: Command, only: readonly string[]) => void
): void {
  const report = program.command('report').description('reports that read the whole forge: who can do what (access)')
  report.allowExcessArguments(false).helpCommand(false)
  report.addHelpText('after', '\nExamples:\n  $ svc report access --org acme\n  $ svc report access --since access-2026-q3.json\n')
  const access = scopeOptions(
    report
      .command('access')
      .description('who can read, write or administer which repository, and through what (an access review)')
      .option('--user <login>', "only this user's access (every repository they can read, public ones included)")
  )
    .option(
      '--since <previous.json>',
      'print only what changed since an earlier report (-o json of this command); exit 2 when something did'
    )
    .option('--html <file>', 'also write a self-contained page with a filterable users × repositories matrix')
    .allowExcessArguments(false)
  addGlobals(access, CONNECTION)
  access.addHelpText(
    'after',
    `
Needs an instance admin's token: it reads every user, organization, team (members, repositories,
unit access) and collaborator, never one request per user and repository. A row per user and
repository: the permission (admin, write, read), the units where a team's units differ (code,
issues, pulls, releases, wiki, projects, packages, actions) and every path that grants it
(site-admin, owner, owner-team:Owners, team:NAME(...), collaborator(MODE), public). Read through
"public" alone is one row per repository for user "*" (every signed-in user). -o csv cells
cannot start a spreadsheet formula. Exit codes: 0 done (--since: nothing changed), 2 a flag or
file is wrong, or --since found changes, 1 a server or network error.

Examples:
  $ svc report access
  $ svc report access --org acme -o json > access-2026-q3.json
  $ svc report access --since access-2026-q3.json
  $ svc report access --repo acme/api --html access.html -o csv > access.csv
`
  )
  access.action(
    async (opts: { org?: string; repo?: string; user?: string; since?: string; html?: string; concurrency?: string }, self: Command) => {
      const g = applyLogin(globalsOf(self), io)
      if (g.output === 'tsv') throw new UsageError('-o: report access writes text, json or csv')
      const R = await layer()
      if (opts.repo) R.splitRepoName(opts.repo)
      const scope = {
        ...(opts.org ? { org: opts.org } : {}),
        ...(opts.repo ? { repo: opts.repo } : {}),
        ...(opts.user ? { user: opts.user } : {})
      }
      // The earlier report is read and checked before anything is sent.
      const previous = opts.since === undefined ? undefined : R.parseReport(await readText(opts.since, '--since'), opts.since)
      const n = concurrencyOf(opts.concurrency, 8)
      // As many connections as --concurrency: the reads nest (a repository, then its collaborators'
      // permissions; a team's members and repositories), so the connections are what bounds them.
      const { snap, server } = await withForge(
        g,
        io,
        passwordGiven(self, program),
        n,
        async (forge, server) => ({ snap: await R.readSnapshot(R.reportReader(forge), scope, n, await forge.variant()), server }),
        n
      )
      // The record alone is written as its rows are made, part by part: a large instance's report
      // is never held whole (tens of thousands of rows, tens of MB as one string).
      if (g.output === 'json' && !previous && opts.html === undefined) {
        for (const part of R.reportJsonParts(R.reportHead(snap, server, scope), R.accessRowsByRepo(snap, scope)))
          io.out(io.masker.mask(neutralizeJson(part)))
        io.out('\n')
        return
      }
      const result = R.makeReport(snap, server, scope)
      if (opts.html !== undefined) await writeFile(opts.html, io.masker.mask(R.reportHtml(result)))
      if (previous) {
        const changes = R.diffReports(previous, result)
        io.out(io.masker.mask(g.output === 'json' ? jsonDocument({ since: previous.generated_at, changes }) : R.changesText(changes)))
        if (changes.length > 0) throw new ExitCode(2)
        return
      }
      const text = g.output === 'json' ? jsonDocument(result) : g.output === 'csv' ? R.reportCsv(result) : R.reportText(result)
      io.out(io.masker.mask(text))
    }
  )

  const audit = scopeOptions(
    program
      .command('audit')
      .description('check the forge against rules (unprotected default branches, read-write deploy keys, plain-http webhooks, ...)')
  )
    .option('--config <audit.yaml>', 'choose and tune the rules (default: every rule with its default settings)')
    .addOption(
      new Option('--format <format>', 'text (default), json or sarif (a SARIF 2.1.0 log for code-scanning views)').choices([
        'text',
        'json',
        'sarif'
      ])
    )
    .addOption(
      new Option('--fail-on <severity>', 'exit 2 when a finding is at or above this severity (default: error)').choices([
        'error',
        'warning',
        'note',
        'none'
      ])
    )
    .option('--out <file>', 'write the findings to this file instead of standard output')
    .allowExcessArguments(false)
  addGlobals(audit, CONNECTION)
  audit.addHelpText(
    'after',
    `
Rules (each can be turned off or tuned in audit.yaml, see docs/access-review.md):
  unprotected-default-branch, public-repo-in-private-org, deploy-key-read-write,
  webhook-plain-http, admin-not-allowed, inactive-user, runner-offline,
  team-admin-all-repos, outside-collaborator
Needs an instance admin's token. Exit codes: 0 no finding at or above --fail-on, 2 some finding
is (or a flag or audit.yaml is wrong), 1 a server or network error.

Examples:
  $ svc audit
  $ svc audit --config audit.yaml --fail-on warning
  $ svc audit --format sarif --out svc-audit.sarif --fail-on none
`
  )
  audit.action(
    async (
      opts: { org?: string; repo?: string; config?: string; format?: string; failOn?: string; out?: string; concurrency?: string },
      self: Command
    ) => {
      const g = applyLogin(globalsOf(self), io)
      const R = await layer()
      if (opts.repo) R.splitRepoName(opts.repo)
      const config = opts.config === undefined ? {} : await R.loadAuditConfig(opts.config)
      const n = concurrencyOf(opts.concurrency, 8)
      const scope = { ...(opts.org ? { org: opts.org } : {}), ...(opts.repo ? { repo: opts.repo } : {}) }
      const { findings, server } = await withForge(
        g,
        io,
        passwordGiven(self, program),
        n,
        async (forge, server) => {
          const reader = R.reportReader(forge)
          const snap = await R.readSnapshot(reader, scope, n, await forge.variant())
          return { findings: await R.runAudit(reader, snap, config, { concurrency: n }), server }
        },
        n
      )
      const format = opts.format ?? (g.output === 'json' ? 'json' : 'text')
      const text =
        format === 'sarif'
          ? jsonDocument(R.auditSarif(findings, server, VERSION))
          : format === 'json'
            ? jsonDocument({ server, findings })
            : R.findingsText(findings)
      if (opts.out !== undefined) await writeFile(opts.out, io.masker.mask(text))
      else io.out(io.masker.mask(text))
      if (R.failsAt(findings, (opts.failOn ?? 'error') as 'error')) throw new ExitCode(2)
    }
  )
}

async function readText(file: string, flag: string): Promise<string> {
  try {
    const text = await readFile(file, 'utf8')
    if (text.length > 256 * 1024 * 1024) throw new UsageError(`${flag} ${neutralize(file)}: larger than 256 MiB`)
    return text
  } catch (e) {
    if (e instanceof UsageError) throw e
    throw new UsageError(`${flag}: cannot read "${neutralize(file)}" (${(e as { code?: string }).code ?? 'error'})`)
  }
}
