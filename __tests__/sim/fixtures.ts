// Fixture constants shared by the simulator's initial state and the tests (same on both variants).
import { createHash } from 'node:crypto'

/** Deterministic 40-hex token values, so tests and manual tries can hard-code nothing but FIXTURES. */
function fixtureToken(label: string): string {
  return createHash('sha1').update(`svc-forge-sim:${label}`).digest('hex')
}

/** Names of the generated users that make admin/search listings span several pages. */
export const GENERATED_USERS: readonly string[] = Array.from({ length: 32 }, (_, i) => `user${String(i + 1).padStart(2, '0')}`)

export const FIXTURES = {
  /** Site admin. */
  adminUser: 'root',
  adminPassword: 'root-pass-1234',
  /** root's token, scope `all`. */
  adminToken: fixtureToken('root'),
  /** Regular user; owns `alice/demo`. */
  user: 'alice',
  userPassword: 'alice-pass-1234',
  /** alice's token, scope `all`. */
  userToken: fixtureToken('alice'),
  /** alice's token with only `read:user`. */
  readOnlyToken: fixtureToken('alice-read-only'),
  /** Other plain users (password `<name>-pass-1234`). */
  otherUsers: ['bob', 'carol'] as readonly string[],
  /** User with TOTP two-factor enabled; basic auth needs the OTP header. */
  otpUser: 'dave',
  otpPassword: 'dave-pass-1234',
  /** The one code the simulated TOTP accepts. */
  otp: '123456',
  generatedUsers: GENERATED_USERS,
  /** root, alice, bob, carol, dave + generated. */
  totalUsers: 5 + GENERATED_USERS.length,
  org: 'acme',
  orgTeams: ['Owners', 'Developers'] as readonly string[],
  userRepo: 'alice/demo',
  orgRepo: 'acme/widgets',
  /** Repository directories on disk that are not in the database. */
  unadoptedRepos: ['alice/orphan', 'acme/lost'] as readonly string[],
  cronTasks: [
    'update_mirrors',
    'repo_health_check',
    'check_repo_stats',
    'archive_cleanup',
    'delete_inactive_accounts',
    'cleanup_actions',
    'cleanup_hook_task_table'
  ] as readonly string[],
  /** Badge definitions (only reachable through the Gitea API). */
  badges: ['early-adopter', 'contributor'] as readonly string[]
} as const

export type Fixtures = typeof FIXTURES

/** Password of any fixture user. */
export function fixturePassword(login: string): string {
  return `${login}-pass-1234`
}

/**
 * A syntactically valid OpenSSH ed25519 public key derived from `seed` (the blob is the real wire
 * format: length-prefixed type name + 32 key bytes), for tests that add keys.
 */
export function sampleSshKey(seed: string, comment = `${seed}@sim`): string {
  const type = Buffer.from('ssh-ed25519')
  const key = createHash('sha256').update(seed).digest()
  const lengthPrefixed = (b: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b])
  return `ssh-ed25519 ${Buffer.concat([lengthPrefixed(type), lengthPrefixed(key)]).toString('base64')} ${comment}`
}

/** An ASCII-armored block that the simulator accepts as a GPG public key (key id derives from it). */
export function sampleGpgKey(seed: string): string {
  const body = createHash('sha512').update(seed).digest('base64')
  return `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${body}\n=SIM0\n-----END PGP PUBLIC KEY BLOCK-----\n`
}

/** An ASCII-armored detached signature, as `gpg --armor --detach-sign` would print it. */
export function sampleGpgSignature(seed: string): string {
  const body = createHash('sha256').update(seed).digest('base64')
  return `-----BEGIN PGP SIGNATURE-----\n\n${body}\n=SIG0\n-----END PGP SIGNATURE-----\n`
}
