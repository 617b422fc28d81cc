// The shared operation schema against the seed (interface §4.2, §4.3: __fixtures__/interface-names.json),
// and its validation rules.
// No network here: everything is refused or accepted before a request could be built.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import type * as z from '../src/registry/zod.js'
import { renderOperationsDoc } from '../scripts/gen-docs.js'
import { renderOptionFields } from '../scripts/gen-option-fields.js'
import { UsageError } from '../src/errors.js'
import {
  DOMAINS,
  domainSpec,
  OPERATIONS,
  acceptedJsonFields,
  closest,
  findOperation,
  operationsOf,
  validateParams,
  type Domain
} from '../src/registry/index.js'
import { BEYOND_INTERFACE, INTERFACE, INTERFACE_DOMAINS, interfaceActions, type ActionNames } from './interface.js'

/** The interface's actions (the fixture of its names) and the operations svc adds beyond it. */
const SEED_ACTIONS = Object.fromEntries(INTERFACE_DOMAINS.map(d => [d, interfaceActions(d)])) as Record<Domain, Map<string, ActionNames>>
for (const [key, { required, optional }] of Object.entries(BEYOND_INTERFACE.operations)) {
  const [domain, name] = key.split(':') as [Domain, string]
  SEED_ACTIONS[domain].set(name, { required, optional })
}

/**
 * Where our params knowingly differ from the seed table, and why.
 * - gpg_keys_verify: the seed's tool could not carry key_id and armored_signature (§4); the API
 *   requires both. armored_signature is optional only because `sign: true` makes it (the schema
 *   refuses a call with neither).
 * - gpg_keys_add / gpg_keys_verify `sign`: svc signs the verification token with the local gpg.
 * - users_org_add: organization membership is team membership; `team` names the team.
 * - users_create: the rest of CreateUserOption the servers take (issue 19). `password` is optional
 *   because a user of an external authentication source (`source_id`) has none; the schema still
 *   refuses a local user without one (Gitea 1.25/1.26 check it only for source 0).
 * - secrets_set `description`: Gitea keeps one beside each secret (desired state stores a keyed
 *   fingerprint of the value there); Forgejo has none and refuses it.
 */
const ADDED_PARAMS: Record<string, { required?: string[]; optional?: string[]; relaxed?: string[] }> = {
  'users:gpg_keys_verify': { required: ['key_id'], optional: ['armored_signature', 'sign'] },
  'users:gpg_keys_add': { optional: ['sign'] },
  'admin:users_org_add': { optional: ['team'] },
  'admin:users_create': { optional: ['full_name', 'visibility', 'restricted', 'source_id', 'login_name'], relaxed: ['password'] },
  'users:secrets_set': { optional: ['description'] },
  // repos_create's options as params (issue 31: the command took only --json-fields), name also in json_fields.
  'admin:users_repos_create': {
    optional: ['name', 'description', 'private', 'auto_init', 'default_branch', 'gitignores', 'license', 'readme', 'template'],
    relaxed: ['json_fields']
  }
}

const isOptional = (s: unknown) => (s as z.ZodMiniType).safeParse(undefined).success

describe('registry against the seed', () => {
  it('has every seed action, exactly, in each domain', () => {
    // The fixture is read whole: a table the generator misread would show here as a short list.
    expect(Object.keys(INTERFACE.actions.users).length).toBeGreaterThan(50)
    expect(Object.keys(INTERFACE.actions.admin).length).toBeGreaterThan(20)
    for (const d of ['users', 'admin'] as const)
      expect(
        operationsOf(d)
          .map(o => o.name)
          .sort()
      ).toEqual([...SEED_ACTIONS[d].keys()].sort())
    const beyond = Object.keys(BEYOND_INTERFACE.domains) as Domain[]
    expect(OPERATIONS.filter(op => !beyond.includes(op.domain))).toHaveLength(SEED_ACTIONS.users.size + SEED_ACTIONS.admin.size)
  })

  it("every domain is the interface's or one svc adds, saying why", () => {
    for (const d of DOMAINS)
      if (!(INTERFACE_DOMAINS as readonly Domain[]).includes(d)) expect(BEYOND_INTERFACE.domains[d]?.length).toBeGreaterThan(10)
    for (const d of Object.keys(BEYOND_INTERFACE.domains)) expect(INTERFACE.actions).not.toHaveProperty(d)
  })

  it('each operation beyond the interface says why', () => {
    for (const [key, extra] of Object.entries(BEYOND_INTERFACE.operations)) {
      expect(extra.why.length).toBeGreaterThan(10)
      expect((INTERFACE.actions as Record<string, object>)[key.split(':')[0]]).not.toHaveProperty(key.split(':')[1])
    }
  })

  it("the README's count of operations is the registry's", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ')
    const counts = DOMAINS.map(d => `${operationsOf(d).length} ${domainSpec(d).label}`)
    expect(readme).toContain(`${OPERATIONS.length} operations (${counts.join(', ')})`)
  })

  it.each(OPERATIONS.filter(op => SEED_ACTIONS[op.domain]).map(op => [`${op.domain}:${op.name}`, op] as const))(
    '%s has the seed params, required and optional as the seed says',
    (key, op) => {
      const seed = SEED_ACTIONS[op.domain].get(op.name)!
      const added = ADDED_PARAMS[key] ?? {}
      const shape = op.params.shape as Record<string, unknown>
      const required = Object.keys(shape).filter(k => !isOptional(shape[k]))
      const optional = Object.keys(shape).filter(k => isOptional(shape[k]))
      const relaxed = added.relaxed ?? []
      expect(required.sort()).toEqual([...seed.required.filter(r => !relaxed.includes(r)), ...(added.required ?? [])].sort())
      expect(optional.sort()).toEqual([...seed.optional, ...relaxed, ...(added.optional ?? []), 'raw_json'].sort())
    }
  )

  it('gives every operation a route on at least one variant, and says why it is absent on the other', () => {
    for (const op of OPERATIONS) {
      const on = Object.keys(op.routes)
      expect(on.length).toBeGreaterThan(0)
      if (on.length === 1) expect(op.absentReason?.[on[0] === 'gitea' ? 'forgejo' : 'gitea']).toBeTruthy()
    }
  })

  it('puts badges only on Gitea and quota only on Forgejo, runs only on Gitea (§1, §7)', () => {
    for (const name of ['badges_add', 'badges_delete', 'badges_list', 'runs'])
      expect(Object.keys(findOperation('admin', name).routes)).toEqual(['gitea'])
    for (const name of ['quota', 'quota_artifacts', 'quota_attachments', 'quota_packages'])
      expect(Object.keys(findOperation('users', name).routes)).toEqual(['forgejo'])
  })

  it('declares the credential fields of answers and params', () => {
    const creds = (d: Domain, n: string) => findOperation(d, n).output.credentials
    expect(creds('users', 'runners_token')).toEqual(['token'])
    expect(creds('admin', 'runners_token')).toEqual(['token'])
    expect(creds('users', 'tokens_create')).toEqual(['sha1'])
    expect(creds('users', 'oauth2_create')).toEqual(['client_secret'])
    expect(creds('users', 'oauth2_update')).toEqual(['client_secret'])
    expect(findOperation('users', 'secrets_set').secretParams).toEqual(['value'])
    expect(findOperation('admin', 'users_create').secretParams).toEqual(['password'])
  })
})

describe('lookup and validation', () => {
  const fails = (fn: () => unknown) => {
    try {
      fn()
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError)
      return (e as Error).message
    }
    throw new Error('expected a UsageError')
  }

  it('lists the closest names for an unknown action', () => {
    const msg = fails(() => findOperation('users', 'secret_set'))
    expect(msg).toContain('unknown users action "secret_set"')
    expect(msg).toContain('secrets_set')
    expect(
      closest(
        'runner_token',
        operationsOf('admin').map(o => o.name)
      )[0]
    ).toBe('runners_token')
  })

  it('tells that an admin action needs the admin domain', () => {
    expect(fails(() => findOperation('users', 'users_create'))).toMatch(/admin action; set domain admin/)
  })

  it('refuses an unknown param and suggests the right one', () => {
    const msg = fails(() => validateParams(findOperation('users', 'keys_add'), { title: 't', key: 'k', titel: 'x' }))
    expect(msg).toContain('unknown param "titel" (did you mean "title"?)')
  })

  it('names a missing required param and lists required and optional ones', () => {
    const msg = fails(() => validateParams(findOperation('admin', 'users_create'), { email: 'e@x.org', password: 'p' }))
    expect(msg).toContain('missing required param "username"')
    expect(msg).toContain('required: username, email;')
    expect(msg).toContain('optional: password, must_change_password, full_name, visibility, restricted, source_id, login_name, raw_json')
  })

  it('users_create needs a password for a local user only: one of an external source (source_id) may have none', () => {
    const op = findOperation('admin', 'users_create')
    const msg = fails(() => validateParams(op, { username: 'u', email: 'e@x.org' }))
    expect(msg).toContain('param "password": password is required for a local user')
    expect(fails(() => validateParams(op, { username: 'u', email: 'e@x.org', source_id: 0 }))).toContain('param "password"')
    expect(validateParams(op, { username: 'u', email: 'e@x.org', source_id: 2, login_name: 'u@corp' }).params).toMatchObject({
      source_id: 2,
      login_name: 'u@corp'
    })
    expect(fails(() => validateParams(op, { username: 'u', email: 'e@x.org', password: 'p', visibility: 'secret' }))).toContain(
      'param "visibility"'
    )
  })

  it('tells a param of the wrong type from a missing one: expected and got, not the value', () => {
    const bool = fails(() =>
      validateParams(findOperation('admin', 'users_create'), {
        username: 'u',
        email: 'e@x.org',
        password: 'p',
        must_change_password: 'yes'
      })
    )
    expect(bool).toContain('param "must_change_password" has the wrong type: expected boolean, got string')
    expect(bool).not.toMatch(/missing required param/)
    expect(bool).not.toContain('yes')
    const num = fails(() => validateParams(findOperation('users', 'secrets_set'), { name: 'N', value: 12345 }))
    expect(num).toContain('param "value" has the wrong type: expected string, got number')
    expect(num).not.toContain('12345')
    const missing = fails(() => validateParams(findOperation('users', 'secrets_set'), { name: 'N' }))
    expect(missing).toContain('missing required param "value"')
  })

  it('never quotes a param value in an error (it may be a secret)', () => {
    const secret = 'hunter2-very-secret'
    const msg = fails(() =>
      validateParams(findOperation('admin', 'users_create'), {
        username: 'u',
        email: 'e@x.org',
        password: secret,
        must_change_password: secret
      })
    )
    expect(msg).toContain('must_change_password')
    expect(msg).not.toContain(secret)
  })

  it('applies the seed defaults: page/limit 0, hooks inactive on push only; must_change_password only when given (issue 38)', () => {
    expect(validateParams(findOperation('users', 'followers'), {}).params).toMatchObject({ page: 0, limit: 0, raw_json: false })
    const hook = validateParams(findOperation('users', 'hooks_create'), {
      type: 'gitea',
      config: { url: 'https://x', content_type: 'json' }
    })
    expect(hook.params).toMatchObject({ active: false, events: ['push'] })
    expect(hook.warnings.join(' ')).toMatch(/active .* and events .* not given; set them explicitly/)
    const explicit = validateParams(findOperation('admin', 'hooks_create'), {
      type: 'gitea',
      config: { url: 'https://x', content_type: 'json' },
      active: true,
      events: ['push', 'create']
    })
    expect(explicit.warnings).toEqual([])
    expect(
      validateParams(findOperation('admin', 'users_create'), { username: 'u', email: 'e@x.org', password: 'p' }).params
    ).not.toHaveProperty('must_change_password')
  })

  it('refuses negative paging and unknown sort values', () => {
    expect(fails(() => validateParams(findOperation('users', 'followers'), { page: -1 }))).toContain('param "page"')
    expect(fails(() => validateParams(findOperation('users', 'starred'), { sort: 'size' }))).toContain('param "sort"')
  })

  it('checks json_fields keys against the fields the API accepts, listing the valid ones', () => {
    const msg = fails(() => validateParams(findOperation('users', 'settings_update'), { json_fields: { ful_name: 'A' } }))
    expect(msg).toContain('ful_name')
    expect(msg).toContain('did you mean full_name')
    expect(msg).toContain('valid keys: ')
    expect(acceptedJsonFields(findOperation('users', 'settings_update'), 'gitea')).not.toContain('pronouns')
    expect(acceptedJsonFields(findOperation('users', 'settings_update'), 'forgejo')).toContain('pronouns')
    expect(() => validateParams(findOperation('users', 'settings_update'), { json_fields: { full_name: 'A' } })).not.toThrow()
  })

  it('requires the fields a json_fields body must hold (repository name)', () => {
    expect(
      fails(() => validateParams(findOperation('admin', 'users_repos_create'), { username: 'u', json_fields: { private: true } }))
    ).toContain('json_fields must include name')
  })

  it('refuses params that are not an object', () => {
    expect(fails(() => validateParams(findOperation('users', 'me'), [1, 2]))).toContain('params must be a JSON object')
  })
})

describe('generated files', () => {
  it('docs/operations.md is up to date with the registry (npm run docs)', () => {
    expect(readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8')).toBe(renderOperationsDoc())
  })

  it('src/registry/generated/option-fields.ts is up to date with the specs (npm run docs)', () => {
    expect(readFileSync(new URL('../src/registry/generated/option-fields.ts', import.meta.url), 'utf8')).toBe(renderOptionFields())
  })

  it('shows every operation with a route on each variant where the API has one', () => {
    const doc = renderOperationsDoc()
    for (const op of OPERATIONS) expect(doc).toContain(`| \`${op.name}\` |`)
    expect(doc.match(/^\| `\w+` \|/gm)).toHaveLength(OPERATIONS.length)
  })
})
