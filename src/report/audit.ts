// `svc audit`: rules over the access snapshot (read.ts) and the repository governance svc reads for
// desired state (branch protections, deploy keys, webhooks, runners), each finding with where and
// why. Rules are chosen and tuned in audit.yaml (defaults without one); severities map onto SARIF's
// levels. What the API cannot tell is said, not guessed: a webhook's secret is write-only on both
// servers (its answer never holds it) and a runner's answer has no last-seen time, only its status.
import { readFile } from 'node:fs/promises'
import { loadAll, YAMLException } from 'js-yaml'
import picomatch from 'picomatch'
import { z } from 'zod'
import { UsageError } from '../errors.js'
import { bounded, type ListReader } from '../state/collections.js'
import { lineIn, linesOf, pathText } from '../state/load.js'
import { messageText, neutralize } from '../text.js'
import type { RepoInfo, Snapshot } from './read.js'
import { mdCell } from './render.js'

export const SEVERITIES = ['note', 'warning', 'error'] as const
export type Severity = (typeof SEVERITIES)[number]

export interface Finding {
  rule: RuleId
  severity: Severity
  /** What it is about: `acme/api`, `user alice`, `runner 12 (build-1)`, `team acme/Admins`. */
  where: string
  /** Why it is a finding, in a sentence. */
  message: string
  /** The repository it is about, when one (SARIF's location). */
  repo?: string
}

const severity = z.enum(SEVERITIES)
const base = { severity: severity.optional(), enabled: z.boolean().optional() }
const names = z.array(z.string().min(1))
/** Every rule, its tuning, its default severity and what it checks. */
export const RULES = {
  'unprotected-default-branch': {
    options: z.object({ ...base, ignore: names.optional() }).strict(),
    severity: 'error',
    help: 'a repository whose default branch no branch protection covers (empty and archived repositories are left out)'
  },
  'public-repo-in-private-org': {
    options: z.object({ ...base, orgs: names.optional() }).strict(),
    severity: 'error',
    help: 'a public repository in a private organization, or in one listed under orgs (organizations marked private-only)'
  },
  'deploy-key-read-write': {
    options: z.object({ ...base }).strict(),
    severity: 'warning',
    help: 'a deploy key that can push (read_only: false)'
  },
  'webhook-plain-http': {
    options: z.object({ ...base, allow: names.optional() }).strict(),
    severity: 'warning',
    help: 'a repository, organization or system webhook that delivers to an http:// address (allow: URL globs left out)'
  },
  'admin-not-allowed': {
    options: z.object({ ...base, allowed: names.optional() }).strict(),
    severity: 'error',
    help: 'an instance admin outside the allowed list (without a list every admin is a note, for the review)'
  },
  'inactive-user': {
    options: z.object({ ...base, days: z.number().int().positive().optional() }).strict(),
    severity: 'warning',
    help: "an active user whose last login (the server's last_login) is older than days (default 90), or who never logged in"
  },
  'runner-offline': {
    options: z.object({ ...base }).strict(),
    severity: 'warning',
    help: 'a runner the server reports offline (the API tells no last-seen time, so "for N days" cannot be told)'
  },
  'team-admin-all-repos': {
    options: z.object({ ...base }).strict(),
    severity: 'warning',
    help: 'a team other than Owners with admin access to every repository of its organization'
  },
  'outside-collaborator': {
    options: z.object({ ...base }).strict(),
    severity: 'note',
    help: 'a collaborator of an organization repository who is not a member of that organization'
  }
} as const
export type RuleId = keyof typeof RULES
export const RULE_IDS = Object.keys(RULES) as RuleId[]

export type AuditConfig = { [K in RuleId]?: z.infer<(typeof RULES)[K]['options']> }

const configSchema = z
  .object({
    rules: z
      .object(
        Object.fromEntries(RULE_IDS.map(id => [id, RULES[id].options.optional()])) as {
          [K in RuleId]: z.ZodOptional<(typeof RULES)[K]['options']>
        }
      )
      .strict()
      .optional()
  })
  .strict()

/** audit.yaml's text, checked: an unknown rule or option, or a wrong value, is an error with file:line. */
export function parseAuditConfig(text: string, name: string): AuditConfig {
  let data: unknown
  try {
    // loadAll: a file of comments only is no document, which load refuses; a second one is refused here.
    const docs = loadAll(text)
    if (docs.length > 1) throw new UsageError(`${name}: one YAML document expected, found ${docs.length}`)
    data = docs[0] ?? {}
  } catch (e) {
    if (!(e instanceof YAMLException)) throw e
    throw new UsageError(`${name}${e.mark ? `:${e.mark.line + 1}` : ''}: not valid YAML: ${neutralize(messageText(e.reason))}`)
  }
  const parsed = configSchema.safeParse(data)
  if (!parsed.success) {
    const lines = linesOf(text)
    throw new UsageError(
      parsed.error.issues
        .slice(0, 10)
        .map(i => {
          const path = i.path as Array<string | number>
          const line = lineIn(lines, path)
          const unknown =
            i.code === 'unrecognized_keys'
              ? ` (known: ${(path.length === 0 ? ['rules'] : path[0] === 'rules' && path.length === 1 ? RULE_IDS : ['severity', 'enabled', "and the rule's own options"]).join(', ')})`
              : ''
          return `${name}${line ? `:${line}` : ''}: ${pathText(path) || '(top level)'}: ${neutralize(messageText(i.message))}${unknown}`
        })
        .join('\n')
    )
  }
  return (parsed.data.rules ?? {}) as AuditConfig
}

export async function loadAuditConfig(file: string): Promise<AuditConfig> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (e) {
    throw new UsageError(`--config: cannot read "${neutralize(messageText(file))}" (${(e as { code?: string }).code ?? 'error'})`)
  }
  if (text.length > 1024 * 1024)
    throw new UsageError(`--config ${neutralize(messageText(file))}: larger than 1 MiB; an audit.yaml is a few lines`)
  return parseAuditConfig(text, neutralize(messageText(file)))
}

const enabled = (config: AuditConfig, id: RuleId) => config[id]?.enabled !== false
const severityOf = (config: AuditConfig, id: RuleId): Severity => config[id]?.severity ?? RULES[id].severity

/** Gitea's protected-branch match: a plain name equal (any case), else a glob with `/` as separator. */
function covers(rule: string, branch: string): boolean {
  if (!/[*?[\]{}]/.test(rule)) return rule.toLowerCase() === branch.toLowerCase()
  return picomatch(rule, { dot: true })(branch)
}

const DAY = 24 * 3600 * 1000
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** The findings of the enabled rules (reads only what they need), in a stable order. */
export async function runAudit(
  list: ListReader,
  snap: Snapshot,
  config: AuditConfig,
  opts: { concurrency?: number; now?: Date } = {}
): Promise<Finding[]> {
  const n = opts.concurrency ?? 8
  const now = (opts.now ?? new Date()).getTime()
  const out: Finding[] = []
  const add = (rule: RuleId, where: string, message: string, repo?: string) =>
    out.push({ rule, severity: severityOf(config, rule), where, message, ...(repo ? { repo } : {}) })
  const on = (id: RuleId) => enabled(config, id)
  const lower = (s: string) => s.toLowerCase()
  const full = (r: RepoInfo) => `${r.owner}/${r.name}`
  const orgVisibility = new Map(snap.orgs.map(o => [lower(o.name), o.visibility]))

  if (on('unprotected-default-branch')) {
    const ignore = (config['unprotected-default-branch']?.ignore ?? []).map(g => picomatch(g, { nocase: true }))
    const repos = snap.repos.filter(r => !r.archived && r.defaultBranch && !ignore.some(m => m(full(r))))
    const rules = await bounded(
      n,
      repos.map(r => async () => {
        // An empty repository has no branch to protect yet.
        const branches = await list('repos', 'branch_protections_list', { owner: r.owner, repo: r.name })
        return branches.map(b => str(b.rule_name ?? b.branch_name))
      })
    )
    repos.forEach((r, i) => {
      if (!rules[i].some(rule => covers(rule, r.defaultBranch)))
        add('unprotected-default-branch', full(r), `the default branch "${r.defaultBranch}" has no branch protection`, full(r))
    })
  }
  if (on('public-repo-in-private-org')) {
    const marked = new Set((config['public-repo-in-private-org']?.orgs ?? []).map(lower))
    for (const r of snap.repos) {
      const vis = orgVisibility.get(lower(r.owner))
      if (!r.private && vis !== undefined && (vis === 'private' || marked.has(lower(r.owner))))
        add(
          'public-repo-in-private-org',
          full(r),
          `public repository in ${vis === 'private' ? 'the private organization' : 'the organization marked private-only'} ${r.owner}`,
          full(r)
        )
    }
  }
  if (on('deploy-key-read-write')) {
    const keys = await bounded(
      n,
      snap.repos.map(r => async () => list('repos', 'deploy_keys_list', { owner: r.owner, repo: r.name }))
    )
    snap.repos.forEach((r, i) => {
      for (const k of keys[i])
        if (k.read_only === false) add('deploy-key-read-write', full(r), `deploy key "${str(k.title)}" (id ${str(k.id)}) can push`, full(r))
    })
  }
  if (on('webhook-plain-http')) {
    const allow = (config['webhook-plain-http']?.allow ?? []).map(g => picomatch(g, { nocase: true }))
    const plain = (h: Record<string, unknown>) => {
      const url = str((h.config as Record<string, unknown> | undefined)?.url)
      return /^http:\/\//i.test(url) && !allow.some(m => m(url)) ? url : undefined
    }
    const orgNames = [...new Set(snap.repos.map(r => r.owner).filter(o => orgVisibility.has(lower(o))))]
    const [system, orgHooks, repoHooks] = await Promise.all([
      list('admin', 'hooks_list', {}),
      bounded(
        n,
        orgNames.map(org => async () => list('orgs', 'hooks_list', { org }))
      ),
      bounded(
        n,
        snap.repos.map(r => async () => list('repos', 'hooks_list', { owner: r.owner, repo: r.name }))
      )
    ])
    for (const h of system) if (plain(h)) add('webhook-plain-http', `system webhook ${str(h.id)}`, `delivers to ${plain(h)} without TLS`)
    orgNames.forEach((o, i) => {
      for (const h of orgHooks[i])
        if (plain(h)) add('webhook-plain-http', `organization ${o} webhook ${str(h.id)}`, `delivers to ${plain(h)} without TLS`)
    })
    snap.repos.forEach((r, i) => {
      for (const h of repoHooks[i])
        if (plain(h)) add('webhook-plain-http', `${full(r)} webhook ${str(h.id)}`, `delivers to ${plain(h)} without TLS`, full(r))
    })
  }
  if (on('admin-not-allowed')) {
    const allowed = config['admin-not-allowed']?.allowed
    for (const u of snap.users.filter(x => x.admin)) {
      if (!allowed)
        out.push({
          rule: 'admin-not-allowed',
          severity: 'note',
          where: `user ${u.login}`,
          message: 'instance admin (audit.yaml lists no allowed admins)'
        })
      else if (!allowed.some(a => lower(a) === lower(u.login)))
        add('admin-not-allowed', `user ${u.login}`, 'instance admin not in the allowed list')
    }
  }
  if (on('inactive-user')) {
    const days = config['inactive-user']?.days ?? 90
    for (const u of snap.users) {
      if (!u.active || u.prohibitLogin) continue
      const last = u.lastLogin ? Date.parse(u.lastLogin) : NaN
      // Go's zero time (0001-01-01): never logged in.
      const never = !Number.isFinite(last) || last < Date.UTC(1970, 0, 2)
      if (never) add('inactive-user', `user ${u.login}`, 'has never logged in')
      else if (now - last > days * DAY)
        add('inactive-user', `user ${u.login}`, `last logged in ${Math.floor((now - last) / DAY)} days ago (limit ${days})`)
    }
  }
  if (on('runner-offline')) {
    for (const r of await list('admin', 'runners_list', {}))
      if (lower(str(r.status)) === 'offline') add('runner-offline', `runner ${str(r.id)} (${str(r.name)})`, 'the server reports it offline')
  }
  if (on('team-admin-all-repos')) {
    for (const t of snap.teams)
      if (t.permission === 'admin' && t.includesAll)
        add('team-admin-all-repos', `team ${t.org}/${t.name}`, `has admin access to every repository of ${t.org}`)
  }
  if (on('outside-collaborator')) {
    const members = new Map<string, Set<string>>()
    for (const t of snap.teams) for (const m of t.members) members.set(lower(t.org), (members.get(lower(t.org)) ?? new Set()).add(lower(m)))
    for (const r of snap.repos) {
      if (!orgVisibility.has(lower(r.owner))) continue
      for (const c of r.collaborators)
        if (!members.get(lower(r.owner))?.has(lower(c.login)))
          add('outside-collaborator', full(r), `${c.login} is a collaborator (${c.permission}) but not a member of ${r.owner}`, full(r))
    }
  }
  return out
}

/** Exit code 2 is due when a finding is at or above this severity (`none`: never). */
export function failsAt(findings: Finding[], threshold: Severity | 'none'): boolean {
  if (threshold === 'none') return false
  return findings.some(f => SEVERITIES.indexOf(f.severity) >= SEVERITIES.indexOf(threshold))
}

export function findingsText(findings: Finding[]): string {
  if (findings.length === 0) return 'No findings.\n'
  return findings.map(f => neutralize(messageText(`${f.severity.toUpperCase()} ${f.rule}: ${f.where}: ${f.message}`)) + '\n').join('')
}

/** The findings as markdown for a job summary (every cell escaped), the most severe first. */
export function findingsMarkdown(findings: Finding[], limit = 500): string {
  if (findings.length === 0) return '### svc audit\n\nNo findings.\n'
  const sorted = [...findings].sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity))
  const count = (s: Severity) => findings.filter(f => f.severity === s).length
  let md = `### svc audit\n\n${findings.length} finding(s): ${count('error')} error, ${count('warning')} warning, ${count('note')} note.\n\n| Severity | Rule | Where | Why |\n|---|---|---|---|\n`
  for (const f of sorted.slice(0, limit)) md += `| ${f.severity} | ${f.rule} | ${mdCell(f.where)} | ${mdCell(f.message)} |\n`
  if (findings.length > limit) md += `\n…and ${findings.length - limit} more (the result file holds them all).\n`
  return md
}
