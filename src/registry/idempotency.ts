// Re-runnable steps: how each create finds that its target exists already (`on-exists: skip`), and
// which operations are removals whose "not found" may be skipped (`on-missing: skip`). One table,
// read by the client. A create looks first where the API allows duplicates (OAuth2 apps by name,
// hooks by type and URL, keys by their material) or answers "exists" with a vague message; where
// the server's answer is precise, that answer is recognised instead (per variant, as the real
// servers answer: Gitea 1.25/1.26 seen live, Forgejo from its source and spec).
import { get, list, readIfPresent, scopeValues } from './define.js'
import { listMirrors } from './mirrors.js'
import { mirrorAddress } from './repo-values.js'
import { runnerNamed } from './runners.js'
import { isComposite, type Binding, type Domain, type Exists, type Operation, type StepContext } from './types.js'

type Row = Record<string, unknown>

/** The base64 blob of an SSH public key line: what makes two keys the same key. */
const keyBlob = (key: unknown) =>
  String(key ?? '')
    .trim()
    .split(/\s+/)[1] ?? ''
const sameKey = (a: unknown) => (row: Row) => keyBlob(row.key) === keyBlob(a) && keyBlob(a) !== ''

/** Two clone addresses of the same repository: without user-info, a trailing `/` or `.git`. */
const sameSource = (a: unknown, b: unknown) => {
  const plain = (x: unknown) =>
    mirrorAddress(x)
      .replace(/\/+$/, '')
      .replace(/\.git$/, '')
  return plain(a) === plain(b)
}

/** The record at a GET path, or undefined when it answers 404. */
const record = async (ctx: StepContext, path: string, p: Row): Promise<unknown> => (await readIfPresent(ctx, get(path), p))?.body

const hookUrl = (row: Row) => (row.config as Row | undefined)?.url
const sameHook = (p: Row) => (row: Row) => row.type === p.type && hookUrl(row) === (p.config as Row | undefined)?.url

/** Runs a binding (plain route or composite) for its answer's body. */
async function runBinding(ctx: StepContext, b: Binding, p: Row): Promise<unknown> {
  return (isComposite(b) ? await b.run(ctx, p) : await ctx.call(b, p)).body
}

const RUNNER_NOTE =
  'a runner of this name exists; its token cannot be read back (the server keeps a hash), so no credentials, .runner file or configuration are handed over'

/** hooks_create at a scope (`/user`, `/orgs/{org}`, ...): the scope's hook of the same type and URL. */
const hookAt = (base: string): Exists => ({
  find: async (ctx, p) => (await ctx.all(list(`${base}/hooks`), scopeValues(base, p))).find(sameHook(p))
})
/**
 * labels_create at a scope: the label of that name. The servers make a second label of the same
 * name without complaint, so without skip a re-run makes a duplicate.
 */
const labelAt = (base: string): Exists => ({
  find: async (ctx, p) => (await ctx.all(list(`${base}/labels`), scopeValues(base, p))).find(l => l.name === p.name)
})
/** variables_create at a scope: the variable of that name. */
const variableAt = (base: string): Exists => ({ find: (ctx, p) => record(ctx, `${base}/actions/variables/{name}`, p) })
/** runners_register at a scope: the scope's first runner of that name. */
const runnerAt = (base: string): Exists => ({ find: runnerNamed(base), note: RUNNER_NOTE })

const TABLE: Record<string, Exists> = {
  'admin:users_create': { find: (ctx, p) => record(ctx, '/users/{username}', p) },
  'users:keys_add': { find: async (ctx, p) => (await ctx.all(list('/user/keys'), {})).find(sameKey(p.key)) },
  'admin:users_keys_add': { find: async (ctx, p) => (await ctx.all(list('/users/{username}/keys'), p)).find(sameKey(p.key)) },
  // The key id is inside the armored key: recognise the server's answer.
  'users:gpg_keys_add': {
    answers: {
      gitea: [{ status: 422, message: /same id already exists/i }],
      forgejo: [{ status: 422, message: /same id already exists/i }]
    }
  },
  'users:emails_add': {
    missingOnly: async (ctx, p) => {
      const rows = (await ctx.call(get('/user/emails'), {})).body
      const have = new Set((Array.isArray(rows) ? (rows as Row[]) : []).map(r => String(r.email).toLowerCase()))
      const left = (p.emails as string[]).filter(e => !have.has(e.toLowerCase()))
      return left.length > 0 ? { ...p, emails: left } : undefined
    }
  },
  'users:variables_create': variableAt('/user'),
  'users:tokens_create': {
    find: async (ctx, p) => (await ctx.all(list('/users/{username}/tokens', { auth: 'basic' }), p)).find(t => t.name === p.name),
    note: 'the token exists; its value was shown only when it was created and cannot be shown again'
  },
  'users:oauth2_create': { find: async (ctx, p) => (await ctx.all(list('/user/applications/oauth2'), {})).find(a => a.name === p.name) },
  'users:hooks_create': hookAt('/user'),
  'admin:hooks_create': hookAt('/admin'),
  // By the organization's name, whoever owns it: names are unique among users and organizations.
  'admin:users_orgs_create': { find: (ctx, p) => record(ctx, '/orgs/{name}', p) },
  'admin:users_repos_create': {
    find: (ctx, p) => record(ctx, '/repos/{username}/{repo}', { ...p, repo: String((p.json_fields as Row | undefined)?.name ?? '') })
  },
  // By name in the owner: the organization, or the authenticated user (whose login GET /user says).
  'repos:repos_create': {
    find: async (ctx, p) => {
      const owner = p.org ?? ((await ctx.call(get('/user'), {})).body as Row).login
      return record(ctx, '/repos/{owner}/{name}', { ...p, owner })
    }
  },
  // Already a collaborator with that permission; another permission is an update, sent.
  'repos:collaborators_add': {
    find: async (ctx, p) => {
      const path = '/repos/{owner}/{repo}/collaborators/{username}'
      if ((await ctx.call({ ...get(path), response: 'presence' }, p)).body !== true) return undefined
      const current = (await ctx.call(get(`${path}/permission`), p)).body as Row
      return current.permission === p.permission ? current : undefined
    }
  },
  // A rule of that name: both servers answer 403 "Branch protection already exist", which a skip
  // must not take for a permission error.
  'repos:branch_protections_create': { find: (ctx, p) => record(ctx, '/repos/{owner}/{repo}/branch_protections/{rule_name}', p) },
  // A protection of that pattern (the servers answer 403 "Tag protection already exist").
  'repos:tag_protections_create': {
    find: async (ctx, p) =>
      ((await ctx.call(get('/repos/{owner}/{repo}/tag_protections'), p)).body as Row[]).find(
        t => t.name_pattern === String(p.name_pattern).trim()
      )
  },
  // The same key material in the repository (the servers answer 422 "already been added").
  'repos:deploy_keys_add': { find: async (ctx, p) => (await ctx.all(list('/repos/{owner}/{repo}/keys'), p)).find(sameKey(p.key)) },
  // A mirror to the same address: the servers make a second one (another remote_name) without complaint.
  'repos:push_mirrors_add': {
    find: async (ctx, p) => (await ctx.all(listMirrors, p)).find(m => mirrorAddress(m.remote_address) === mirrorAddress(p.remote_address))
  },
  // A copy of that name that came from the same address, as the same kind (mirror or not): the
  // servers answer 409 for any repository of the name, so it is looked up.
  'repos:repos_migrate': {
    find: async (ctx, p) => {
      const r = (await record(ctx, '/repos/{repo_owner}/{repo_name}', p)) as Row | undefined
      if (!r || typeof r.original_url !== 'string' || !r.original_url) return undefined
      const same = sameSource(r.original_url, p.clone_addr) && (r.mirror === true) === (p.mirror === true)
      return same ? { ...r, original_url: mirrorAddress(r.original_url) } : undefined
    }
  },
  // Runner names need not be unique on the servers: without skip a second runner of the name is made.
  'users:runners_register': runnerAt('/user'),
  'admin:runners_register': runnerAt('/admin'),
  // An organization's and a repository's hooks, variables and runners (scoped.ts), as the user level's.
  'orgs:hooks_create': hookAt('/orgs/{org}'),
  'orgs:labels_create': labelAt('/orgs/{org}'),
  'orgs:variables_create': variableAt('/orgs/{org}'),
  'orgs:runners_register': runnerAt('/orgs/{org}'),
  'repos:hooks_create': hookAt('/repos/{owner}/{repo}'),
  'repos:labels_create': labelAt('/repos/{owner}/{repo}'),
  'repos:variables_create': variableAt('/repos/{owner}/{repo}'),
  'repos:runners_register': runnerAt('/repos/{owner}/{repo}'),
  'admin:badges_add': {
    missingOnly: async (ctx, p) => {
      const rows = (await ctx.call(get('/admin/users/{username}/badges'), p)).body
      const have = new Set((Array.isArray(rows) ? (rows as Row[]) : []).map(b => String(b.slug ?? b.Slug)))
      const left = (p.badges as string[]).filter(b => !have.has(b))
      return left.length > 0 ? { ...p, badges: left } : undefined
    }
  }
}

/** blocks_add: already blocked is what blocks_check answers (a presence route or Forgejo's composite). */
function blocksExists(check: Operation): Exists {
  return {
    find: async (ctx, p) => {
      const b = check.routes[ctx.variant]
      return b && (await runBinding(ctx, b, p)) === true ? { username: p.username, blocked: true } : undefined
    }
  }
}

/** Removals: deletes, removals, unfollow, unstar; `on-missing: skip` turns their 404 into "nothing to do". */
export function isRemoval(op: Operation): boolean {
  return /(_delete|_remove)$/.test(op.name) || op.name === 'unfollow' || op.name === 'unstar'
}

/** A create, add or set (`users_create`, `keys_add`, `variables_set`): what the CLI runs in bulk (`--params @FILE`). */
export function isCreation(op: Operation): boolean {
  return /(^|_)(create|add|set)$/.test(op.name)
}

/**
 * Attaches the table's rules to the operations they name: the operations of one or more domains,
 * with `more` rules kept beside a domain's own entries (orgs.ts's ORG_EXISTS). Each rule of a
 * domain given must name one of its operations.
 */
export function withIdempotency(ops: Operation[], more: Record<string, Exists> = {}): Operation[] {
  const byKey = (d: Domain, n: string) => ops.find(o => o.domain === d && o.name === n)
  const check = byKey('users', 'blocks_check')
  const table: Record<string, Exists> = { ...TABLE, ...more, ...(check ? { 'users:blocks_add': blocksExists(check) } : {}) }
  const domains = new Set<string>(ops.map(o => o.domain))
  for (const key of Object.keys(table))
    if (domains.has(key.split(':')[0]) && !ops.some(o => `${o.domain}:${o.name}` === key))
      throw new Error(`idempotency table names an unknown operation ${key}`)
  // Attached in place: a copy ({ ...op }) would build the operation's lazy params schema.
  for (const op of ops) {
    const exists = table[`${op.domain}:${op.name}`]
    if (exists) op.exists = exists
  }
  return ops
}
