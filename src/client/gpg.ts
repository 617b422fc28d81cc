// Signs text with the local `gpg` (through @actions/exec, as the design names it): a detached
// ASCII-armored signature, the form Gitea and Forgejo verify GPG key ownership with (a clearsigned
// token is refused with 422). The key must be in the keyring (an earlier step imports it); the
// passphrase, when one is needed, goes to gpg on standard input (--passphrase-fd 0), never on the
// command line. Nothing gpg prints is passed on raw: its errors are turned into our own words.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getExecOutput } from '@actions/exec'
import { UsageError } from '../errors.js'

export async function signDetached(text: string, keyId: string, passphrase?: string): Promise<string> {
  if (!/^[0-9A-Fa-f]{8,40}$/.test(keyId))
    throw new UsageError(`param "sign": the server gave no usable GPG key id to sign with (${keyId ? 'not a hex key id' : 'none'})`)
  const dir = await mkdtemp(join(tmpdir(), 'svc-sign-'))
  const file = join(dir, 'token.txt')
  try {
    await writeFile(file, text, { mode: 0o600 })
    const args = ['--batch', '--yes', '--armor', '--detach-sign', '--local-user', keyId, '--output', '-']
    if (passphrase !== undefined) args.push('--pinentry-mode', 'loopback', '--passphrase-fd', '0')
    let out: { exitCode: number; stdout: string; stderr: string }
    try {
      // Standard input only when gpg reads it (--passphrase-fd 0): otherwise writing it races gpg's exit.
      const input = passphrase !== undefined ? { input: Buffer.from(`${passphrase}\n`) } : {}
      // This module's environment, passed on explicitly (GNUPGHOME and the agent's socket live there).
      const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined))
      out = await getExecOutput('gpg', [...args, file], { ...input, env, silent: true, ignoreReturnCode: true })
    } catch (e) {
      throw new UsageError(
        `param "sign": gpg could not be started (${(e as Error).message.includes('Unable to locate') ? 'gpg is not installed or not on PATH' : 'exec failed'}); install gnupg on the runner`
      )
    }
    if (out.exitCode !== 0 || !out.stdout.includes('BEGIN PGP SIGNATURE')) {
      const why =
        /bad passphrase|passphrase/i.test(out.stderr) && !/no secret key/i.test(out.stderr)
          ? 'the passphrase was refused (set gpg-passphrase, or --gpg-passphrase-stdin for the CLI)'
          : /no secret key|skipped|not found|unusable/i.test(out.stderr)
            ? `the secret key ${keyId} is not in the keyring: import it first (gpg --batch --import)`
            : `gpg exited with ${out.exitCode}`
      throw new UsageError(`param "sign": could not sign with key ${keyId}: ${why}`)
    }
    return out.stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
