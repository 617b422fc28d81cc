// The desired-state engine without a server: the file's schema and its errors, the committed JSON
// Schema, the removal guard's arithmetic, the secret fingerprint, the plan's order and renderings,
// and apply's order, concurrency bound and fail-fast over a recording stand-in of the client.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../bundle.js'
import { STATE_SCHEMA_FILE, stateSchemaText } from '../../scripts/gen-state-schema.js'
import { allPagesText } from '../../scripts/docs/pages.js'
import type { Forge } from '../../src/client/index.js'
import { DUMP_COLLECTIONS } from '../../src/cli/state-commands.js'
import { ForgeError } from '../../src/errors.js'
import { dumpedEvents, sentEvents } from '../../src/registry/hook-events.js'
import {
  allowedRemovals,
  applyPlan,
  batchesOf,
  checkValueNames,
  checkRemovals,
  fingerprintMatches,
  makePlan,
  parseMaxRemovals,
  parseState,
  planMarkdown,
  planText,
  secretFingerprint,
  type ListReader,
  type Plan,
  sortedEvents,
  RunCredentials,
  stepParams,
  dumpableCollections
} from '../../src/state/index.js'

describe('the state file', () => {
  test('the committed JSON Schema is the one the zod schema gives (npm run docs)', () => {
    expect(readFileSync(join(ROOT, STATE_SCHEMA_FILE), 'utf8')).toBe(stateSchemaText())
  })

  test("the documentation's example files are valid", () => {
    const page = readFileSync(join(ROOT, 'docs', 'desired-state.md'), 'utf8')
    const example = /```yml\n([^]*?)```/.exec(page)![1]
    const s = parseState(example, 'docs/desired-state.md')
    expect(Object.keys(s)).toEqual(['users', 'hooks', 'orgs'])
    // Every other state example (`yml` blocks) is a valid file too.
    const all = [...allPagesText().matchAll(/```yml\n([^]*?)```/g)].map(m => m[1])
    expect(all.length).toBeGreaterThanOrEqual(3)
    for (const text of all) expect(() => parseState(text, 'docs')).not.toThrow()
  })

  test('both collection forms parse; JSON too', () => {
    const s = parseState('users:\n  alice:\n    keys:\n      prune: true\n      items: []\n    emails: [a@x.io]\n', 'f.yaml')
    expect(s.users).toEqual({ alice: { keys: { prune: true, items: [] }, emails: ['a@x.io'] } })
    expect(parseState('{"hooks": [{"type": "gitea", "url": "https://h.example"}]}', 'f.json').hooks).toEqual([
      { type: 'gitea', url: 'https://h.example' }
    ])
  })

  test("YAML 1.2's core schema; aliases read, and bounded; one document", () => {
    // yes/no and dates are strings, 0o and 0x are numbers, ~ is null (a YAML 1.1 reader would differ).
    expect(
      parseState('users:\n  alice:\n    full_name: yes\n    description: 2026-01-01\n    source_id: 0o17\n    active: false\n', 'f').users
    ).toEqual({
      alice: { full_name: 'yes', description: '2026-01-01', source_id: 15, active: false }
    })
    expect(
      parseState('users: {bob: {source_id: 0x1f, location: "a: b", keys: [{title: k, key: "ssh-ed25519 AAAA x"}]}}\n', 'f').users
    ).toEqual({
      bob: { source_id: 31, location: 'a: b', keys: [{ title: 'k', key: 'ssh-ed25519 AAAA x' }] }
    })
    expect(
      parseState("# only a comment\nhooks:\n  - type: gitea\n    url: 'https://h.example/a#b'\n    events: [push, create]\n", 'f').hooks
    ).toEqual([{ type: 'gitea', url: 'https://h.example/a#b', events: ['push', 'create'] }])
    for (const empty of ['', '# nothing\n']) expect(parseState(empty, 'f')).toEqual({})
    expect(parseState('users:\n  a: &u {email: a@x.io}\n  b: *u\n', 'f').users).toEqual({ a: { email: 'a@x.io' }, b: { email: 'a@x.io' } })
    const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 9; i++)
      laughs.push(
        `${'b'.repeat(i)}: &${'b'.repeat(i)} [${Array(10)
          .fill(`*${i === 1 ? 'a' : 'b'.repeat(i - 1)}`)
          .join(', ')}]`
      )
    expect(() => parseState(laughs.join('\n') + '\nusers: {}\n', 'f')).toThrow(
      'f:2: aliases expand to more values than the file has characters'
    )
    expect(() => parseState('users: {}\n---\nhooks: []\n', 'f')).toThrow('f:3: one YAML document expected, found 2')
  })

  test('errors name the file, the line and the field, and quote no value', () => {
    const bad = (text: string) => {
      try {
        parseState(text, 'forge.yaml')
      } catch (e) {
        return (e as Error).message
      }
      throw new Error('accepted')
    }
    expect(bad('users:\n  alice:\n    full_name: A\n    admn: true\n')).toBe(
      'forge.yaml:4: users.alice.admn: unknown field; did you mean "admin"?'
    )
    expect(bad('users:\n  alice:\n    password: hunter2-secret\n')).toMatch(/^forge\.yaml:3: users\.alice\.password: /)
    expect(bad('users:\n  alice:\n    password: hunter2-secret\n')).not.toContain('hunter2')
    expect(bad('users:\n  alice:\n    keys:\n      prune: true\n      items:\n        - title: t\n')).toMatch(
      /^forge\.yaml:6: users\.alice\.keys\.items\[0\]\.key: /
    )
    expect(bad('hooks: [{type: gitea, url: u}]\nteams: {}\n')).toBe('forge.yaml:2: teams: unknown field')
    // The known field an unknown one is a typo of, at its own level (in the long form too); every error, not only the first.
    expect(
      bad(
        'repos:\n  acme/tools:\n    branch_protection: []\n    descripton: x\nusers:\n  items:\n    bob: {emial: b@example.com}\nhoks: []\n'
      ).split('\n')
    ).toEqual([
      'forge.yaml:3: repos["acme/tools"].branch_protection: unknown field; did you mean "branch_protections"?',
      'forge.yaml:4: repos["acme/tools"].descripton: unknown field; did you mean "description"?',
      'forge.yaml:7: users.items.bob.emial: unknown field; did you mean "email"?',
      'forge.yaml:8: hoks: unknown field; did you mean "hooks"?'
    ])
    expect(bad('users:\n  prune: true\n  alice: {}\n')).toBe(
      'forge.yaml:2: users.prune: name reserved: one named items or prune goes in the long form { items: { ... } }'
    )
    expect(parseState('users:\n  items:\n    items: {email: a@x.io}\n', 'f').users).toEqual({ items: { items: { email: 'a@x.io' } } })
    expect(bad('users: [\n')).toMatch(/^forge\.yaml:2:1: not valid YAML or JSON/)
    expect(bad('users: {a: {}}\nusers: {}\n')).toBe('forge.yaml:2:1: not valid YAML or JSON: duplicated mapping key')
    // Found at the second key, in any map, YAML or JSON; keys of different maps may repeat.
    expect(bad('users:\n  a:\n    email: a@x.io\n  b: {}\n  a: {}\n')).toBe(
      'forge.yaml:5:3: not valid YAML or JSON: duplicated mapping key'
    )
    expect(bad('{"users": {"a": {"email": "a@x.io", "email": "b@x.io"}}}')).toBe(
      'forge.yaml:1:38: not valid YAML or JSON: duplicated mapping key'
    )
    expect(parseState('users:\n  a: {email: a@x.io}\n  b: {email: b@x.io}\n', 'f').users).toEqual({
      a: { email: 'a@x.io' },
      b: { email: 'b@x.io' }
    })
  })
})

describe('the removal guard', () => {
  test('a count, a share, and the default (5 or a quarter, whichever is more)', () => {
    expect(parseMaxRemovals('10')).toEqual({ count: 10 })
    expect(parseMaxRemovals('20%')).toEqual({ share: 0.2 })
    for (const bad of ['-1', '1.5', '120%', 'ten', '']) expect(() => parseMaxRemovals(bad)).toThrow(/max-removals: expected a count/)
    expect(allowedRemovals(undefined, 4)).toBe(5)
    expect(allowedRemovals(undefined, 100)).toBe(25)
    expect(allowedRemovals({ share: 0.5 }, 3)).toBe(1)
    const plan = { removals: { count: 6, of: 20 } } as Plan
    expect(() => checkRemovals(plan)).toThrow(
      'the plan removes 6 of 20 objects of the pruned collections, more than max-removals allows (5)'
    )
    expect(() => checkRemovals(plan, { count: 6 })).not.toThrow()
  })
})

describe('secret fingerprints', () => {
  test('keyed, bound to the name, and told apart from a description without one', () => {
    const fp = secretFingerprint('TOKEN', 'value-1', 'key-A')
    expect(fp).toMatch(/^svc-fp:v1:[A-Za-z0-9_-]{43}$/)
    expect(fp).not.toContain('value-1')
    expect(secretFingerprint('TOKEN', 'value-1', 'key-B')).not.toBe(fp)
    expect(secretFingerprint('OTHER', 'value-1', 'key-A')).not.toBe(fp)
    expect(fingerprintMatches(`deploy token ${fp}`, 'TOKEN', 'value-1', 'key-A')).toBe(true)
    expect(fingerprintMatches(fp, 'TOKEN', 'value-2', 'key-A')).toBe(false)
    expect(fingerprintMatches('set by hand', 'TOKEN', 'value-1', 'key-A')).toBeUndefined()
    expect(() => secretFingerprint('TOKEN', 'v', '')).toThrow('the key is empty')
  })
})

/** A server of users and hooks as the list operations answer, counting reads. */
function fakeReader(users: Array<Record<string, unknown>>, hooks: Array<Record<string, unknown>> = []): ListReader & { reads: string[] } {
  const reads: string[] = []
  const reader = (async (_d: string, op: string, params: Record<string, unknown>, sudo?: string) => {
    reads.push(`${op}${params.username ? ` ${String(params.username)}` : ''}${sudo ? ` as ${sudo}` : ''}`)
    if (op === 'users_list') return users
    if (op === 'hooks_list') return hooks
    if (op === 'keys_of') return [{ id: 7, title: 'old', key: 'ssh-ed25519 AAAA old' }]
    return []
  }) as ListReader & { reads: string[] }
  reader.reads = reads
  return reader
}

describe('plan', () => {
  const alice = { login: 'alice', email: 'a@x.io', full_name: 'Alice', is_admin: false, active: true }
  test('reads only the collections the file names; removals first; fields old → new; markdown escapes', async () => {
    const reader = fakeReader([alice])
    const state = parseState(
      'users:\n  alice:\n    full_name: "Alice | A"\n    keys: { prune: true, items: [{title: new, key: ssh-ed25519 BBBB}] }\n',
      's.yaml'
    )
    const plan = await makePlan(reader, state, 'https://git.example', { env: {} })
    expect(reader.reads.sort()).toEqual(['keys_of alice', 'users_list'])
    expect(plan.changes.map(c => `${c.action} ${c.object}`)).toEqual([
      'delete user alice: key old',
      'update user alice',
      'create user alice: key new'
    ])
    expect(planText(plan)).toContain('~ user alice\n    full_name: "Alice" → "Alice | A"\n')
    expect(planMarkdown(plan)).toContain('| `~` | `user alice` | update | `full_name: "Alice" → "Alice \\| A"` |')
    expect(plan.removals).toEqual({ count: 1, of: 1 })
  })

  test('a new user without the fields a create needs is refused, naming them; a plan needs no credential, it names the unset ones', async () => {
    const reader = fakeReader([])
    await expect(makePlan(reader, parseState('users:\n  zed:\n    email: z@x.io\n', 's'), 'u', { env: {} })).rejects.toThrow(
      'users.zed.password: required to create the user'
    )
    const withEnv = parseState('users:\n  zed:\n    email: z@x.io\n    password: {value_from_env: ZED_PW}\n', 's')
    const unset = await makePlan(reader, withEnv, 'u', { env: {} })
    expect(unset.unset_env).toEqual(['ZED_PW'])
    expect(planText(unset)).toContain(
      '\nNot set here: $ZED_PW (value_from_env). The values that need them were not compared; apply needs them.\n'
    )
    expect(planMarkdown(unset)).toContain('Not set here: $ZED_PW (value_from_env).')
    expect((await makePlan(reader, withEnv, 'u', { env: { ZED_PW: 'x' } })).unset_env).toBeUndefined()
    // A refused source is named before anything is read: by checkValueNames, at file:line.
    const refused = parseState('users:\n  zed:\n    email: z@x.io\n    password: {value_from_env: INPUT_TOKEN}\n', 's')
    expect(() => checkValueNames(refused, {})).toThrow("s:4: users.zed.password.value_from_env: $INPUT_TOKEN: the action's inputs")
  })

  test("a user's secret carries its value's fingerprint as description on Gitea with a key, made by apply; not on Forgejo, not without a key", async () => {
    const state = parseState('users:\n  alice:\n    secrets: { TOKEN: { value_from_env: T } }\n', 's')
    // The plan holds no fingerprint, whatever its environment: apply makes it from the value and key it has.
    const stepOf = async (variant: 'gitea' | 'forgejo') =>
      (await makePlan(fakeReader([alice]), state, 'u', { env: {}, variant })).changes[0].steps[0]
    const gitea = await stepOf('gitea')
    expect(gitea.params).toEqual({ name: 'TOKEN' })
    const filled = (step: typeof gitea, env: NodeJS.ProcessEnv) => stepParams(step, env, new RunCredentials(env, []))
    expect(filled(gitea, { T: 'v1', SVC_STATE_KEY: 'k' })).toEqual({
      name: 'TOKEN',
      value: 'v1',
      description: secretFingerprint('TOKEN', 'v1', 'k')
    })
    expect(filled(gitea, { T: 'v1' })).toEqual({ name: 'TOKEN', value: 'v1' })
    expect(filled(await stepOf('forgejo'), { T: 'v1', SVC_STATE_KEY: 'k' })).toEqual({ name: 'TOKEN', value: 'v1' })
  })
})

describe('dependency order', () => {
  test('what a change needs is made in an earlier batch: users, then organizations, then their repositories and teams, then what joins them', async () => {
    // Nothing exists yet: every read answers an empty list.
    const reader = (async () => []) as unknown as ListReader
    const state = parseState(
      [
        'users: { bob: { email: bob@x.io, password: { value_from_env: PW } } }',
        'orgs:',
        '  acme:',
        '    teams: { Devs: { permission: write, units: [repo.code], members: [bob], repos: [tools] } }',
        'repos:',
        '  acme/tools:',
        '    private: true',
        '    collaborators: { bob: read }',
        '    variables: { A: "1" }',
        ''
      ].join('\n'),
      's.yaml'
    )
    const plan = await makePlan(reader, state, 'https://git.example', { env: { PW: 'x' } })
    const batch = new Map<string, number>()
    batchesOf(plan.changes).forEach((changes, i) => changes.forEach(c => batch.set(c.object, i)))
    const before = (a: string, b: string) => expect([a, b, batch.get(a)! < batch.get(b)!]).toEqual([a, b, true])
    before('user bob', 'org acme')
    before('org acme', 'repo acme/tools')
    before('org acme', 'org acme: team Devs')
    before('repo acme/tools', 'repo acme/tools: collaborator bob')
    before('repo acme/tools', 'repo acme/tools: variable A')
    before('repo acme/tools', 'org acme: team Devs: repository tools')
    before('org acme: team Devs', 'org acme: team Devs: member bob')
  })
})

describe('apply', () => {
  /** A client whose run records the calls, in flight at most as many as it saw, failing `failing`. */
  function fakeForge(failing?: string) {
    const calls: string[] = []
    let inFlight = 0
    let most = 0
    const forge = {
      run: async (op: { name: string }, params: Record<string, unknown>) => {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise(r => setTimeout(r, 5))
        inFlight--
        calls.push(`${op.name} ${String(params.username ?? params.name ?? params.id ?? '')}`)
        if (op.name === failing) throw new ForgeError('refused', 422)
        return {}
      },
      http: { settings: { serverUrl: 'http://forge.test', token: 'the-connection-token' } }
    } as unknown as Forge
    return { forge, calls, most: () => most }
  }
  const change = (action: 'create' | 'delete', level: number, operation: string, username: string, domain = 'admin') => ({
    action,
    collection: 'x',
    object: `${operation} ${username}`,
    level,
    fields: [],
    steps: [{ domain, operation, params: { username, title: 't', key: 'k', key_id: 1 } }]
  })
  const plan = (changes: unknown[]): Plan =>
    ({ format: 'svc-plan/1', server: 'u', digest: '', desired: {}, changes, removals: { count: 0, of: 0 } }) as Plan

  test('removals first, then level by level; parallel within a level up to concurrency', async () => {
    const f = fakeForge()
    const p = plan([
      change('create', 2, 'users_keys_add', 'u1'),
      change('create', 1, 'users_create', 'u1'),
      change('create', 1, 'users_create', 'u2'),
      change('create', 1, 'users_create', 'u3'),
      change('delete', 2, 'users_keys_delete', 'u9')
    ])
    // users_create needs its password from the environment only when the step says so.
    const outcomes = await applyPlan(f.forge, p, { concurrency: 2, env: {} })
    expect(outcomes.every(o => o.status === 'done')).toBe(true)
    expect(f.calls[0]).toBe('users_keys_delete u9')
    expect(f.calls[4]).toBe('users_keys_add u1')
    expect(f.most()).toBe(2)
  })

  test('the first failure stops new work; --no-fail-fast goes on', async () => {
    const changes = [change('create', 1, 'users_create', 'u1'), change('create', 2, 'users_keys_add', 'u1')]
    const stop = await applyPlan(fakeForge('users_create').forge, plan(changes), { env: {} })
    expect(stop.map(o => o.status)).toEqual(['failed', 'not started'])
    expect(stop[0].error).toBe('refused')
    const go = await applyPlan(fakeForge('users_create').forge, plan(changes), { env: {}, failFast: false })
    expect(go.map(o => o.status)).toEqual(['failed', 'done'])
  })

  test('a credential missing from the environment stops the apply before anything is sent', async () => {
    const f = fakeForge()
    const p = plan([
      {
        ...change('create', 1, 'users_create', 'u1'),
        steps: [{ domain: 'admin', operation: 'users_create', params: {}, env: { password: 'PW_U1' } }]
      }
    ])
    await expect(applyPlan(f.forge, p, { env: {} })).rejects.toThrow(
      'apply needs value_from_env variables that are not set: $PW_U1 (users_create u1); nothing was sent'
    )
    expect(f.calls).toEqual([])
  })

  test('a secret to set again without its value is skipped, not sent; with requireEnv the apply is refused; a secret to create needs it', async () => {
    const secretStep = (name: string) => ({
      domain: 'users' as const,
      operation: 'secrets_set',
      params: { name },
      env: { value: `V_${name}` }
    })
    const setAgain = {
      ...change('create', 2, 'secrets_set', 's1', 'users'),
      action: 'set' as const,
      collection: 'users.secrets',
      steps: [secretStep('S1')]
    }
    const update = {
      ...change('create', 2, 'secrets_set', 's2', 'orgs'),
      action: 'update' as const,
      collection: 'orgs.secrets',
      steps: [secretStep('S2')]
    }
    const create = { ...change('create', 2, 'secrets_set', 's3', 'orgs'), collection: 'orgs.secrets', steps: [secretStep('S3')] }
    const f = fakeForge()
    const outcomes = await applyPlan(f.forge, plan([setAgain, update]), { env: {} })
    expect(outcomes.map(o => [o.status, o.error])).toEqual([
      ['skipped', '$V_S1 not set: left as it is'],
      ['skipped', '$V_S2 not set: left as it is']
    ])
    expect(f.calls).toEqual([])
    await expect(applyPlan(f.forge, plan([setAgain]), { env: {}, requireEnv: true })).rejects.toThrow(
      '$V_S1 (secrets_set s1) (--require-env)'
    )
    await expect(applyPlan(f.forge, plan([setAgain, create]), { env: {} })).rejects.toThrow(
      'not set: $V_S3 (secrets_set s3); nothing was sent'
    )
    expect(f.calls).toEqual([])
    // With the value, it is sent.
    expect((await applyPlan(f.forge, plan([update]), { env: { V_S2: 'v' } })).map(o => o.status)).toEqual(['done'])
    expect(f.calls).toEqual(['secrets_set S2'])
  })
})

describe("a hook's events, compared as the server keeps them", () => {
  // What Gitea 1.26.4 answered for a hook created with events [push, pull_request]
  // (routers/api/v1/utils/hook.go updateHookEvents stores the group as its parts).
  const stored = [
    'pull_request',
    'pull_request_assign',
    'pull_request_comment',
    'pull_request_label',
    'pull_request_milestone',
    'pull_request_review',
    'pull_request_review_request',
    'pull_request_sync',
    'push'
  ]
  test('a group in the file equals its parts on the server; an expanded list stays the same', () => {
    expect(sortedEvents(['push', 'pull_request'])).toEqual(stored)
    expect(sortedEvents([...stored].reverse())).toEqual(stored)
    expect(sortedEvents(['issues'])).toEqual(['issue_assign', 'issue_comment', 'issue_label', 'issue_milestone', 'issues'])
    expect(sortedEvents([])).toEqual(['push'])
  })
  test('a difference that is real stays one', () => {
    expect(sortedEvents(['push'])).not.toEqual(sortedEvents(['push', 'pull_request']))
    expect(sortedEvents(['pull_request_sync'])).toEqual(['pull_request_sync'])
    expect(sortedEvents(['push', 'some_new_event'])).toEqual(['push', 'some_new_event'])
  })
  test("Forgejo's own names: the review switch as _approved and _rejected, _review_comment with the comment switch", () => {
    // What Forgejo 15.0.3 and 14.0.0 answered for [push, pull_request] (shared/reference/real-forgejo.md).
    const forgejo = [
      'pull_request',
      'pull_request_assign',
      'pull_request_comment',
      'pull_request_label',
      'pull_request_milestone',
      'pull_request_review_approved',
      'pull_request_review_comment',
      'pull_request_review_rejected',
      'pull_request_review_request',
      'pull_request_sync',
      'push'
    ]
    expect(sortedEvents(['push', 'pull_request'], 'forgejo')).toEqual(forgejo)
    // A file dumped from Forgejo (its answer) means the same there, and the same switches on Gitea.
    expect(sortedEvents(forgejo, 'forgejo')).toEqual(forgejo)
    expect(sortedEvents(forgejo, 'gitea')).toEqual(stored)
    expect(sortedEvents(['pull_request_review'], 'forgejo')).toEqual(['pull_request_review_approved', 'pull_request_review_rejected'])
    expect(sortedEvents(['pull_request_review_comment'], 'forgejo')).toEqual(['pull_request_comment', 'pull_request_review_comment'])
    // What is sent: names the server's create reads (it drops the answer-only ones).
    expect(sentEvents(['push', 'pull_request_review_approved', 'pull_request_review_rejected'], 'forgejo')).toEqual([
      'push',
      'pull_request_review'
    ])
    expect(sentEvents(['Pull_Request_Review_Comment'], 'forgejo')).toEqual(['pull_request_comment'])
    expect(sentEvents(['pull_request_review_comment'], 'gitea')).toEqual(['pull_request_review'])
    expect(sentEvents(['push', 'issues'], 'gitea')).toEqual(['push', 'issues'])
  })
  test("a dump writes a group's own switch alone as <group>_only, a whole group by its name", () => {
    expect(dumpedEvents(['push', 'pull_request', 'issues', 'issue_comment'])).toEqual([
      'issue_comment',
      'issues_only',
      'pull_request_only',
      'push'
    ])
    expect(dumpedEvents(stored)).toEqual(stored)
    expect(dumpedEvents(sortedEvents(['pull_request', 'issues'], 'forgejo'))).toEqual(sortedEvents(['pull_request', 'issues'], 'forgejo'))
    for (const variant of ['gitea', 'forgejo'] as const)
      expect(sortedEvents(dumpedEvents(['pull_request', 'push']), variant)).toEqual(['pull_request', 'push'])
  })
})

test("svc dump's help names every collection the engine can dump (its text is fixed: the CLI loads the engine on use)", () => {
  expect(DUMP_COLLECTIONS.split(', ')).toEqual(dumpableCollections())
})
