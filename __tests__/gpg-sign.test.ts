// GPG key verification in one step: `sign: true` makes svc fetch the verification token, sign it
// with the real local `gpg` (through @actions/exec; a throwaway key in a temporary GNUPGHOME) and
// post the detached signature. On the simulated forge the signature the forge received must verify
// with `gpg --verify` against the token it issued; on a real Gitea (npm run test:real) the server
// itself verifies it, and the key reads back verified by plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { UsageError } from '../src/errors.js'
import { findOperation } from '../src/registry/index.js'
import { NAMES as N, REAL, plainFetch, startTarget, targetVariants, type Target } from './target.js'

const home = mkdtempSync(join(tmpdir(), 'svc-gnupg-'))
const gpg = (args: string[], input?: string) =>
  execFileSync('gpg', ['--batch', '--yes', ...args], {
    env: { ...process.env, GNUPGHOME: home },
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe']
  })
/**
 * The slow gpg calls, without blocking the event loop: a blocked loop keeps svc's client from
 * noticing that the server closed an idle keep-alive connection (the simulator does after 5 s),
 * and its next request then fails with ECONNRESET.
 */
const gpgAsync = (args: string[]) => promisify(execFile)('gpg', ['--batch', '--yes', ...args], { env: { ...process.env, GNUPGHOME: home } })
/** A throwaway key for alice's (activated) email, with or without a passphrase; its long key id. */
async function makeKey(label: string, passphrase = ''): Promise<{ keyId: string; publicKey: string }> {
  // Gitea cannot verify a key whose id starts with 0 (svc refuses it before sending): make another.
  let keyId = ''
  for (let n = 0; !keyId || keyId.startsWith('0'); n++) {
    const uid = `${N.alice} ${label}-${n} <${N.alice}@example.com>`
    await gpgAsync(['--pinentry-mode', 'loopback', '--passphrase', passphrase, '--quick-gen-key', uid, 'ed25519', 'sign', 'never'])
    keyId = gpg(['--with-colons', '--list-keys', uid])
      .split('\n')
      .find(l => l.startsWith('pub:'))!
      .split(':')[4]
  }
  // The agent caches a passphrase it has seen: restart it, so a signature needs the passphrase again.
  if (passphrase) await promisify(execFile)('gpgconf', ['--kill', 'gpg-agent'], { env: { ...process.env, GNUPGHOME: home } })
  return { keyId, publicKey: gpg(['--armor', '--export', keyId]) }
}

const previousHome = process.env.GNUPGHOME
beforeAll(() => {
  // The client runs gpg in this process's environment, as a workflow step's gpg would.
  process.env.GNUPGHOME = home
})
afterAll(() => {
  if (previousHome === undefined) delete process.env.GNUPGHOME
  else process.env.GNUPGHOME = previousHome
  rmSync(home, { recursive: true, force: true })
})

describe.each(targetVariants())('sign: true on %s', variant => {
  let t: Target
  let http: ForgeHttp
  const run = (action: string, params: Record<string, unknown>, gpgPassphrase?: string) =>
    new Forge(http, variant).run(findOperation('users', action), params, { gpgPassphrase })

  /**
   * The public key on alice's account: added through the API on a real server; on the simulator,
   * put into its state with the real key id (the simulator does not parse OpenPGP keys).
   */
  const addKey = async (key: { keyId: string; publicKey: string }) => {
    if (REAL) return void (await run('gpg_keys_add', { armored_public_key: key.publicKey }))
    const alice = t.sim!.state.users.find(u => u.login === N.alice)!
    const id = 9000 + t.sim!.state.gpgKeys.length
    t.sim!.state.gpgKeys.push({
      id,
      userId: alice.id,
      keyId: key.keyId,
      publicKey: key.publicKey,
      verified: false,
      created: new Date().toISOString()
    })
  }

  /**
   * On a real server: why it cannot stand in for one here, or ''. A server that does not read
   * OpenPGP keys (the simulator, given as SVC_E2E_URL, makes up key ids) cannot verify a signature:
   * the tests that need it say so instead of failing on a key id they never saw.
   */
  let cannotReadKeys = ''
  const needsKeyReading = () => {
    if (cannotReadKeys) throw new Error(cannotReadKeys)
  }

  beforeAll(async () => {
    t = await startTarget(variant)
    http = new ForgeHttp({ serverUrl: t.url, token: t.creds.userToken })
    if (!REAL) return
    const probe = await makeKey(`probe-${variant}`)
    const auth = { authorization: `token ${t.creds.userToken}`, 'content-type': 'application/json' }
    const res = await plainFetch(`${t.url}/api/v1/user/gpg_keys`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ armored_public_key: probe.publicKey })
    })
    const stored = (await res.json()) as { id: number; key_id: string }
    await plainFetch(`${t.url}/api/v1/user/gpg_keys/${stored.id}`, { method: 'DELETE', headers: auth })
    if (stored.key_id !== probe.keyId)
      cannotReadKeys = `${t.url} stored the GPG key ${probe.keyId} as ${stored.key_id} (${res.status}): it does not read OpenPGP keys, so it cannot verify a signature`
  }, 120_000)
  afterAll(async () => {
    await http?.close()
    await t?.close()
  }, 120_000)

  if (!REAL)
    it('gpg_keys_verify: the forge receives a detached signature that gpg --verify accepts for the token it issued', async () => {
      const key = await makeKey(`verify-${variant}`)
      await addKey(key)
      const res = await run('gpg_keys_verify', { key_id: key.keyId, sign: true })
      expect((res.result as { verified: boolean }).verified).toBe(true)
      const token = t.sim!.requests.some(r => r.path.endsWith('/user/gpg_key_token'))
      expect(token).toBe(true)
      const posted = t.sim!.requests.filter(r => r.method === 'POST' && r.path.endsWith('/user/gpg_key_verify')).at(-1)!
      const body = posted.body as { key_id: string; armored_signature: string }
      expect(body.key_id).toBe(key.keyId)
      expect(body.armored_signature).toMatch(/^-----BEGIN PGP SIGNATURE-----/)
      const dir = mkdtempSync(join(tmpdir(), 'svc-verify-'))
      const issued = String((await run('gpg_keys_token', {})).result)
      writeFileSync(join(dir, 'token'), issued)
      writeFileSync(join(dir, 'token.asc'), body.armored_signature)
      // Exit 0 or execFileSync throws: gpg accepts the signature for the token the forge issued.
      gpg(['--verify', join(dir, 'token.asc'), join(dir, 'token')])
      rmSync(dir, { recursive: true, force: true })
    })

  if (REAL)
    it('gpg_keys_add: added and verified in one step; the server says verified', async () => {
      needsKeyReading()
      const key = await makeKey(`add-${variant}`)
      const res = await run('gpg_keys_add', { armored_public_key: key.publicKey, sign: true })
      const id = (res.result as { id: number }).id
      const read = await fetch(`${t.url}/api/v1/user/gpg_keys/${id}`, { headers: { authorization: `token ${t.creds.userToken}` } })
      expect(((await read.json()) as { verified: boolean; key_id: string }).verified).toBe(true)
    })

  it('a passphrase goes to gpg on stdin; a wrong one is a clear error, never printed', async () => {
    needsKeyReading()
    const secret = 'correct horse battery'
    const key = await makeKey(`pass-${variant}`, secret)
    await addKey(key)
    const wrong = (await run('gpg_keys_verify', { key_id: key.keyId, sign: true }, 'wrong passphrase').catch(e => e)) as Error
    expect(wrong).toBeInstanceOf(UsageError)
    expect(wrong.message).toMatch(/passphrase was refused/)
    expect(wrong.message).not.toContain('wrong passphrase')
    const res = await run('gpg_keys_verify', { key_id: key.keyId, sign: true }, secret)
    expect((res.result as { verified: boolean }).verified).toBe(true)
  })

  it('a key that is not in the keyring, and gpg missing, are clear errors', async () => {
    needsKeyReading()
    const other = await makeKey(`gone-${variant}`)
    await addKey(other)
    gpg([
      '--delete-secret-keys',
      gpg(['--with-colons', '--list-keys', other.keyId])
        .split('\n')
        .find(l => l.startsWith('fpr:'))!
        .split(':')[9]
    ])
    await expect(run('gpg_keys_verify', { key_id: other.keyId, sign: true })).rejects.toThrow(/not in the keyring: import it first/)
    const path = process.env.PATH
    process.env.PATH = '/nonexistent'
    try {
      await expect(run('gpg_keys_verify', { key_id: other.keyId, sign: true })).rejects.toThrow(/gpg is not installed or not on PATH/)
    } finally {
      process.env.PATH = path
    }
  })

  if (variant === 'gitea')
    it('a key id that starts with 0 is refused before sending: Gitea strips the zeros and finds no key', async () => {
      await expect(run('gpg_keys_verify', { key_id: '0123456789ABCDEF', armored_signature: 'x' })).rejects.toThrow(
        /strips the leading zeros/
      )
    })

  it('armored_signature and sign are one or the other', async () => {
    await expect(run('gpg_keys_verify', { key_id: 'ABCDEF0123456789' })).rejects.toThrow(/give armored_signature, or sign: true/)
    await expect(run('gpg_keys_verify', { key_id: 'ABCDEF0123456789', sign: true, armored_signature: 'x' })).rejects.toThrow(/not both/)
  })
})
