// The masking test: every credential-returning operation (and every credential input) through the
// bundled action on both variants, under Node 20 and Node 24. Everything printed and every file
// written is scanned for the credential, its lines and its escaped forms; each form must have been
// registered with add-mask before the first line that could show it.
import { describe, expect, test } from '@jest/globals'
import type { Variant } from '../../src/registry/index.js'
import type { Forge } from '../sim/forge.js'
import {
  VARIANTS,
  bundle,
  cleanup,
  credentialsIn,
  findLeaks,
  forges,
  leakForms,
  nodes,
  runAction,
  useActionSuite,
  type ActionRun
} from './harness.js'

interface Case {
  title: string
  domain: 'users' | 'admin'
  action: string
  /** Inputs besides action/domain/params. */
  auth: (f: Forge) => Record<string, string>
  params: (f: Forge) => Record<string, unknown>
  /** Credential values known before the run (inputs, secret params). */
  known: (f: Forge, params: Record<string, unknown>) => string[]
  /** Result fields that must hold a fresh credential. */
  fields: string[]
}

const MULTILINE_SECRET =
  '-----BEGIN DEPLOY KEY-----\nc2VjcmV0LWxpbmUtb25lLW9mLXRoZS1rZXk=\n"quoted" and back\\slash %25 line\n-----END DEPLOY KEY-----'
const ADMIN_SET_PASSWORD = 'N3w"user\\pass%word 1234'

const CASES: Case[] = [
  {
    title: 'users runners_token (token input, registration token in the answer)',
    domain: 'users',
    action: 'runners_token',
    auth: f => ({ token: f.fixtures.userToken }),
    params: () => ({}),
    known: f => [f.fixtures.userToken],
    fields: ['token']
  },
  {
    title: 'users tokens_create with basic auth (password input, sha1 in the answer)',
    domain: 'users',
    action: 'tokens_create',
    auth: f => ({ username: f.fixtures.user, password: f.fixtures.userPassword }),
    params: () => ({ username: 'alice', name: 'ci-token', scopes: ['read:user'] }),
    known: f => [f.fixtures.userPassword],
    fields: ['sha1']
  },
  {
    title: 'users tokens_create with two-factor auth (password and otp inputs)',
    domain: 'users',
    action: 'tokens_create',
    auth: f => ({ username: f.fixtures.otpUser, password: f.fixtures.otpPassword, otp: f.fixtures.otp }),
    params: f => ({ username: f.fixtures.otpUser, name: 'ci-2fa', scopes: ['read:user'] }),
    known: f => [f.fixtures.otpPassword, f.fixtures.otp],
    fields: ['sha1']
  },
  {
    title: 'users oauth2_create (client_secret in the answer)',
    domain: 'users',
    action: 'oauth2_create',
    auth: f => ({ token: f.fixtures.userToken }),
    params: () => ({ name: 'ci-app', redirect_uris: ['https://ci.example.com/callback'], confidential_client: true }),
    known: f => [f.fixtures.userToken],
    fields: ['client_secret']
  },
  {
    title: 'users oauth2_update (a new client_secret in the answer)',
    domain: 'users',
    action: 'oauth2_update',
    auth: f => ({ token: f.fixtures.userToken }),
    params: f => ({ id: f.state.oauthApps[0].id, json_fields: { name: 'alice-cli-renamed' } }),
    known: f => [f.fixtures.userToken],
    fields: ['client_secret']
  },
  {
    title: 'users secrets_set (a multi-line secret value with quotes, backslash and %)',
    domain: 'users',
    action: 'secrets_set',
    auth: f => ({ token: f.fixtures.userToken }),
    params: () => ({ name: 'DEPLOY_KEY', value: MULTILINE_SECRET }),
    known: (f, p) => [f.fixtures.userToken, String(p.value)],
    fields: []
  },
  {
    title: 'admin runners_token',
    domain: 'admin',
    action: 'runners_token',
    auth: f => ({ token: f.fixtures.adminToken }),
    params: () => ({}),
    known: f => [f.fixtures.adminToken],
    fields: ['token']
  },
  {
    title: 'admin users_create (password param with quote, backslash and %)',
    domain: 'admin',
    action: 'users_create',
    auth: f => ({ token: f.fixtures.adminToken }),
    params: () => ({ username: 'newbie', email: 'newbie@example.com', password: ADMIN_SET_PASSWORD, must_change_password: true }),
    known: (f, p) => [f.fixtures.adminToken, String(p.password)],
    fields: []
  }
]

useActionSuite()

/** Index of the first stdout line that is not an add-mask line. */
function firstPrinted(run: ActionRun): number {
  return run.stdout.split('\n').findIndex(l => !l.startsWith('::add-mask::'))
}

function maskIndex(run: ActionRun, form: string): number {
  return run.stdout
    .split('\n')
    .findIndex(l => l.startsWith('::add-mask::') && l.slice(12).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%') === form)
}

async function credentialScenario(variant: Variant, c: Case): Promise<void> {
  const forge = forges[variant]
  for (const node of nodes) {
    forge.reset()
    const params = c.params(forge)
    const known = c.known(forge, params)
    const run = await runAction({
      node,
      bundle,
      serverUrl: forge.url,
      inputs: { action: c.action, domain: c.domain, params: JSON.stringify(params), ...c.auth(forge) }
    })
    const where = `${c.action} on ${variant} under ${node.label}`
    expect({ where, code: run.code, errors: run.errors, stderr: run.stderr }).toEqual({ where, code: 0, errors: [], stderr: '' })
    expect(forge.violations).toEqual([])

    // The step's product: the credential is in the result output and file, in full.
    const result = JSON.parse(run.outputs.result) as unknown
    const fresh = credentialsIn(result, c.fields)
    if (c.fields.length > 0) expect(fresh.length).toBeGreaterThan(0)
    expect(JSON.parse(run.files[run.outputs['result-file']])).toEqual(result)

    // Nothing printed or written elsewhere holds any form of any credential.
    const all = [...known, ...fresh]
    expect({ where, leaks: findLeaks(run, all) }).toEqual({ where, leaks: [] })

    // Input credentials are registered before anything is printed; answer credentials before
    // the line that reports the answer.
    const first = firstPrinted(run)
    for (const value of known) for (const form of leakForms(value)) expect(maskIndex(run, form)).toBeLessThan(first)
    const answerLine = run.stdout.split('\n').findIndex(l => /^status \d+/.test(l))
    expect(answerLine).toBeGreaterThan(0)
    for (const value of fresh) for (const form of leakForms(value)) expect(maskIndex(run, form)).toBeLessThan(answerLine)
    if (fresh.length > 0) expect(run.stdout.split('\n')[answerLine]).toContain('***')
    // The multi-line secret: neither its lines nor its escaped form reach the log.
    for (const value of all) expect(run.shown).not.toContain(value)
    cleanup(run)
  }
}

// The two variants run side by side (one simulated forge each); the node binaries in turn.
test.each(CASES.map(c => [c.title, c] as const))('%s, on gitea and forgejo', async (_title, c) => {
  await Promise.all(VARIANTS.map(v => credentialScenario(v, c)))
})

describe.each(VARIANTS)('on %s', variant => {
  test('a server message that echoes the refused token is masked (Forgejo quotes it in the 401)', async () => {
    const forge = forges[variant]
    const wrong = '0123456789abcdef0123456789abcdef01234567'
    for (const node of nodes) {
      forge.reset()
      const run = await runAction({ node, bundle, serverUrl: forge.url, inputs: { action: 'me', token: wrong } })
      expect(run.code).toBe(1)
      expect(run.outputs.status).toBe('401')
      expect(run.errors).toHaveLength(1)
      expect(run.errors[0]).toMatch(/^me: GET \/user failed: 401/)
      expect(findLeaks(run, [wrong])).toEqual([])
      if (variant === 'forgejo') expect(run.errors[0]).toContain('[sha: ***]')
      cleanup(run)
    }
  })
})
