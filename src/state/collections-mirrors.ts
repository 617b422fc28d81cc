// A repository's push mirrors in the state file (`repos.<OWNER/NAME>.push_mirrors`): a list, each
// mirror named by its remote address, the way the servers keep it (without credentials). Compared:
// the interval (as a duration: `8h` is the server's `8h0m0s`), sync_on_commit and, on Forgejo,
// branch_filter; the credentials cannot be read back, so they are used only when a mirror is made
// (from `value_from_env`, under the credential rule like every value) and never dumped. The API has
// no edit for a mirror: a changed one is deleted and added again, with its credentials.
import { intervalSeconds, mirrorAddress } from '../registry/repo-values.js'
import { differing, pick, type Actual, type Collection, type Desired, type Owners } from './collections.js'
import type { Step } from './types.js'

const MIRROR_FIELDS = ['interval', 'sync_on_commit', 'branch_filter'] as const

const repoOf = (at: Owners) => {
  const full = at[at.length - 1]
  const i = full.indexOf('/')
  return { owner: full.slice(0, i), repo: full.slice(i + 1) }
}

const envName = (v: unknown) => (v as { value_from_env?: string } | undefined)?.value_from_env

/** push_mirrors_add for a mirror of the file: its credentials from the environment at apply time. */
function addMirror(d: Desired, at: Owners): Step {
  const v = d.value
  const env: Record<string, string> = {}
  for (const key of ['remote_username', 'remote_password']) {
    const name = envName(v[key])
    if (name) env[key] = name
  }
  return {
    domain: 'repos',
    operation: 'push_mirrors_add',
    params: { ...repoOf(at), remote_address: v.remote_address, ...pick(v, MIRROR_FIELDS) },
    ...(Object.keys(env).length > 0 ? { env } : {})
  }
}

const removeMirror = (a: Actual, at: Owners): Step => ({
  domain: 'repos',
  operation: 'push_mirrors_delete',
  params: { ...repoOf(at), name: a.ref.name }
})

export const pushMirrors: Collection = {
  key: 'push_mirrors',
  label: 'push mirror',
  level: 4,
  form: 'list',
  desired: items => ((items ?? []) as Array<Record<string, unknown>>).map(m => ({ name: mirrorAddress(m.remote_address), value: m })),
  identity: name => name,
  async read(rc, at) {
    const rows = await rc.list('repos', 'push_mirrors_list', repoOf(at))
    return rows.map(r => ({
      name: mirrorAddress(r.remote_address),
      fields: {
        remote_address: r.remote_address,
        interval: r.interval,
        sync_on_commit: r.sync_on_commit,
        ...(r.branch_filter ? { branch_filter: r.branch_filter } : {})
      },
      ref: { name: r.remote_name }
    }))
  },
  // The file's interval in the server's words when it is the same duration (8h and 8h0m0s).
  diff: (d, a) =>
    differing(
      { ...d.value, ...(intervalSeconds(d.value.interval) === intervalSeconds(a.fields.interval) ? { interval: a.fields.interval } : {}) },
      a.fields,
      MIRROR_FIELDS
    ),
  updateNote: 'the API cannot edit a push mirror: it is deleted and added again, with its credentials',
  create: (d, at) => [addMirror(d, at)],
  update: (d, a, _fields, at) => [removeMirror(a, at), addMirror(d, at)],
  remove: (a, at) => [removeMirror(a, at)],
  dump: a => pick(a.fields, ['remote_address', ...MIRROR_FIELDS])
}
