// The simulator's in-memory database: record types, the fixture seed and id allocation.
// Records hold server-side facts; render.ts turns them into each variant's JSON.
import { createHash } from 'node:crypto'
import { FIXTURES, GENERATED_USERS, fixturePassword, sampleGpgKey, sampleSshKey } from './fixtures.js'

export type Visibility = 'public' | 'limited' | 'private'
export type JobStatus = 'waiting' | 'running' | 'success' | 'failure' | 'cancelled'

export interface UserRecord {
  id: number
  login: string
  fullName: string
  /** Primary email; mirrored by the primary EmailRecord. */
  email: string
  password: string
  /** TOTP code accepted for basic auth; undefined = no 2FA. */
  otp?: string
  isAdmin: boolean
  active: boolean
  restricted: boolean
  prohibitLogin: boolean
  mustChangePassword: boolean
  visibility: Visibility
  loginName: string
  sourceId: number
  /**
   * The user table's `login_type` (not in the API's User): 1 (plain) for local users, 0 (no type)
   * after Forgejo was sent `source_id: 0` in an edit (Forgejo 15.0.3 and 14.0.0 did so).
   */
  loginType: number
  created: string
  lastLogin: string
  description: string
  website: string
  location: string
  language: string
  pronouns: string
  /** Hash of the uploaded avatar, undefined for the generated default. */
  avatarHash?: string
  settings: {
    theme: string
    diffViewStyle: string
    hideEmail: boolean
    hideActivity: boolean
    hidePronouns: boolean
    enableRepoUnitHints: boolean
  }
}

export interface OrgRecord {
  /** Orgs share the user id sequence, as in the real `user` table. */
  id: number
  name: string
  fullName: string
  email: string
  description: string
  website: string
  location: string
  visibility: Visibility
  repoAdminChangeTeamAccess: boolean
  created: string
  /** Members whose membership is public (org_user.is_public); routes-orgs.ts. */
  publicMemberIds?: number[]
}

export interface TeamRecord {
  id: number
  orgId: number
  name: string
  description: string
  permission: 'none' | 'read' | 'write' | 'admin' | 'owner'
  memberIds: number[]
  includesAllRepositories: boolean
  canCreateOrgRepo: boolean
  units: string[]
  /** Access per unit where the team was made with a units_map below admin (Gitea keeps it as given). */
  unitAccess?: Record<string, string>
  /** Repositories given to the team (team_repo); all of the org's with includesAllRepositories. routes-orgs.ts. */
  repoIds?: number[]
}

export interface RepoRecord {
  id: number
  ownerId: number
  name: string
  description: string
  private: boolean
  defaultBranch: string
  created: string
  updated: string
  /** EditRepoOption's settings (absent: the servers' defaults, '', true, true, false). */
  website?: string
  hasIssues?: boolean
  hasWiki?: boolean
  archived?: boolean
  /** The other settings EditRepoOption sets (merge styles, units, template), by their API names; absent: the servers' defaults. */
  settings?: Record<string, unknown>
  /** Its topics, in the order they were added (absent: none). */
  topics?: string[]
  /** A transfer waiting for the new owner to accept it: the new owner, and who started it. */
  pendingOwnerId?: number
  pendingDoerId?: number
  /** A pull mirror (repos_migrate with mirror): its source address and interval (Go duration). */
  mirror?: boolean
  mirrorInterval?: string
  /** The address a migrated repository came from (without credentials). */
  originalUrl?: string
  /** How many times a mirror was synced (mirror-sync queues a sync; here it is done at once). */
  syncs?: number
}

export type CollaboratorMode = 'read' | 'write' | 'admin'

export interface EmailRecord {
  email: string
  userId: number
  primary: boolean
  verified: boolean
}

export interface TokenRecord {
  id: number
  userId: number
  name: string
  /** Plaintext; the API only reveals it at creation. */
  token: string
  scopes: string[]
  created: string
}

export interface SshKeyRecord {
  id: number
  userId: number
  title: string
  content: string
  fingerprint: string
  readOnly: boolean
  created: string
}

export interface GpgKeyRecord {
  id: number
  userId: number
  keyId: string
  publicKey: string
  verified: boolean
  created: string
}

/** An external authentication source (`login_source`): users created with its id sign in through it. */
export interface AuthSourceRecord {
  id: number
  name: string
  /** The login type users of this source get: 2 LDAP, 3 SMTP, 6 OAuth2, ... (1 is plain, local). */
  type: number
}

export interface BlockRecord {
  blockerId: number
  blockedId: number
  note: string
  created: string
}

/** An issue or pull request of a repository (no API creates them here: a test adds one). */
export interface IssueRecord {
  id: number
  repoId: number
  /** The number in the repository (issues and pull requests share it). */
  index: number
  isPull: boolean
  posterId: number
  title: string
  locked?: boolean
}

/** A comment on an issue or pull request. */
export interface CommentRecord {
  id: number
  issueId: number
  posterId: number
  body: string
  created: string
  updated: string
}

export interface HookRecord {
  id: number
  /** Owning user or organization; 0 for instance-level hooks created through /admin/hooks and for a repository's. */
  ownerId: number
  /** A repository's hook: its id (ownerId 0). */
  repoId?: number
  /** Admin hooks only: system hook (true) or default/template hook (false). */
  isSystem: boolean
  type: string
  name: string
  config: Record<string, string>
  events: string[]
  active: boolean
  branchFilter: string
  authorizationHeader: string
  created: string
  updated: string
}

export interface OAuthAppRecord {
  id: number
  userId: number
  name: string
  clientId: string
  clientSecret: string
  redirectUris: string[]
  confidentialClient: boolean
  skipSecondaryAuthorization: boolean
  created: string
}

/** Secrets, variables and registration tokens of a repository have `ownerId` 0 and its `repoId`, as the servers store them. */
export interface SecretRecord {
  ownerId: number
  repoId?: number
  name: string
  data: string
  description: string
  created: string
}

export interface VariableRecord {
  id: number
  ownerId: number
  repoId?: number
  name: string
  data: string
  description: string
}

export interface RunnerRecord {
  id: number
  uuid: string
  name: string
  description: string
  /** 0 for instance-level runners. */
  ownerId: number
  repoId: number
  status: 'offline' | 'idle' | 'active'
  busy: boolean
  disabled: boolean
  ephemeral: boolean
  labels: string[]
  version: string
  /** The runner's own credential (runner protocol `x-runner-token`); fixtures have none. */
  token?: string
}

/** A runner registration token of a scope (`ownerId` 0 = the instance); get-or-create per scope. */
export interface RegistrationTokenRecord {
  ownerId: number
  repoId?: number
  token: string
}

export interface RunRecord {
  id: number
  repoId: number
  runNumber: number
  title: string
  event: string
  branch: string
  headSha: string
  workflowPath: string
  actorId: number
  status: JobStatus
  created: string
  started?: string
  stopped?: string
}

export interface JobRecord {
  id: number
  runId: number
  repoId: number
  name: string
  status: JobStatus
  runsOn: string[]
  runnerId: number
  attempt: number
  taskId: number
  created: string
  started?: string
  stopped?: string
}

export interface StopwatchRecord {
  userId: number
  repoId: number
  issueIndex: number
  issueTitle: string
  created: string
}

export interface TrackedTimeRecord {
  id: number
  userId: number
  repoId: number
  issueId: number
  seconds: number
  created: string
}

export interface ActivityRecord {
  id: number
  /** Whose feed the row belongs to. */
  userId: number
  actUserId: number
  opType: string
  repoId: number
  refName: string
  content: string
  isPrivate: boolean
  created: string
}

export interface CronTaskRecord {
  name: string
  schedule: string
  execTimes: number
  prev?: string
  next: string
}

export interface BadgeRecord {
  id: number
  slug: string
  description: string
  imageUrl: string
}

export interface QuotaState {
  groups: Array<{ name: string; rules: Array<{ name: string; limit: number; subjects: string[] }> }>
  used: {
    reposPublic: number
    reposPrivate: number
    lfs: number
    artifacts: number
    attachmentsIssues: number
    attachmentsReleases: number
    packages: number
  }
  artifacts: Array<{ name: string; size: number; repo: string }>
  attachments: Array<{ name: string; size: number; repo: string; issueIndex: number }>
  packages: Array<{ name: string; type: string; version: string; size: number }>
}

export interface ForgeState {
  /** Next id per table. */
  nextId: Record<string, number>
  users: UserRecord[]
  orgs: OrgRecord[]
  teams: TeamRecord[]
  repos: RepoRecord[]
  collaborators: Array<{ repoId: number; userId: number; mode: CollaboratorMode }>
  /** Branch protection rules: the API record's fields (the variant's BranchProtection) and when made. */
  branchProtections: Array<{ repoId: number; created: number; fields: Record<string, unknown> }>
  /** Tag protections: the pattern and who may push (user and team names). */
  /** Deploy keys: a repository's keys (Gitea keeps the public key row apart: keyId). */
  deployKeys: Array<{
    id: number
    keyId: number
    repoId: number
    title: string
    content: string
    fingerprint: string
    readOnly: boolean
    created: string
  }>
  /** Labels of a repository (`repoId`) or of an organization (`orgId`). */
  labels: Array<{
    id: number
    repoId?: number
    orgId?: number
    name: string
    color: string
    description: string
    exclusive: boolean
    isArchived: boolean
  }>
  tagProtections: Array<{ id: number; repoId: number; pattern: string; users: string[]; teams: string[]; created: string; updated: string }>
  /** Push mirrors (routes-mirrors.ts): the address without credentials, which are kept apart as the servers keep them in the git remote. */
  pushMirrors: Array<{
    repoId: number
    remoteName: string
    address: string
    username: string
    password: string
    interval: string
    syncOnCommit: boolean
    branchFilter: string
    created: string
    lastUpdate?: string
  }>
  emails: EmailRecord[]
  tokens: TokenRecord[]
  sshKeys: SshKeyRecord[]
  gpgKeys: GpgKeyRecord[]
  follows: Array<{ followerId: number; followingId: number }>
  blocks: BlockRecord[]
  stars: Array<{ userId: number; repoId: number }>
  watches: Array<{ userId: number; repoId: number }>
  hooks: HookRecord[]
  issues: IssueRecord[]
  comments: CommentRecord[]
  oauthApps: OAuthAppRecord[]
  secrets: SecretRecord[]
  variables: VariableRecord[]
  runners: RunnerRecord[]
  registrationTokens: RegistrationTokenRecord[]
  runs: RunRecord[]
  jobs: JobRecord[]
  stopwatches: StopwatchRecord[]
  trackedTimes: TrackedTimeRecord[]
  activities: ActivityRecord[]
  heatmap: Array<{ userId: number; timestamp: number; contributions: number }>
  cronTasks: CronTaskRecord[]
  badges: BadgeRecord[]
  userBadges: Array<{ userId: number; badgeId: number }>
  /** "owner/repo" directories without a database row. */
  unadopted: string[]
  /** None by default, as on a new instance; a test adds one through target.setup.authSource. */
  authSources: AuthSourceRecord[]
  quota: QuotaState
}

export type Table =
  | 'user'
  | 'team'
  | 'repo'
  | 'token'
  | 'sshKey'
  | 'gpgKey'
  | 'hook'
  | 'issue'
  | 'comment'
  | 'oauthApp'
  | 'variable'
  | 'runner'
  | 'run'
  | 'job'
  | 'trackedTime'
  | 'activity'
  | 'badge'
  | 'authSource'
  | 'branchProtection'
  | 'tagProtection'
  | 'label'
  | 'deployKey'

/** Allocates the next id of a table (users and orgs share `user`). */
export function allocId(state: ForgeState, table: Table): number {
  const id = state.nextId[table] ?? 1
  state.nextId[table] = id + 1
  return id
}

/** RFC3339 without fractional seconds, as the Go servers print timestamps. */
export function rfc3339(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Go's zero time.Time, which the servers print for "never". */
export const ZERO_TIME = '0001-01-01T00:00:00Z'

const SEED_TIME = Date.parse('2025-01-15T10:00:00Z')
/** Seed timestamps: `days` after a fixed instant, so fixtures are reproducible. */
function seedTime(days: number): string {
  return rfc3339(new Date(SEED_TIME + days * 86_400_000))
}

/** `SHA256:<base64 without padding>` of the key blob, as `ssh-keygen -l` prints it. */
export function sshFingerprint(base64Blob: string): string {
  return `SHA256:${createHash('sha256').update(Buffer.from(base64Blob, 'base64')).digest('base64').replace(/=+$/, '')}`
}

/** Deterministic 16 upper-hex key id for an armored key (the simulator does not parse OpenPGP). */
export function gpgKeyId(armored: string): string {
  return createHash('sha1').update(armored.trim()).digest('hex').slice(-16).toUpperCase()
}

function newUser(state: ForgeState, login: string, extra: Partial<UserRecord> = {}): UserRecord {
  const user: UserRecord = {
    id: allocId(state, 'user'),
    login,
    fullName: login.charAt(0).toUpperCase() + login.slice(1),
    email: `${login}@example.com`,
    password: fixturePassword(login),
    isAdmin: false,
    active: true,
    restricted: false,
    prohibitLogin: false,
    mustChangePassword: false,
    visibility: 'public',
    loginName: '',
    sourceId: 0,
    loginType: 1,
    created: seedTime(0),
    lastLogin: seedTime(1),
    description: '',
    website: '',
    location: '',
    language: 'en-US',
    pronouns: '',
    settings: {
      theme: 'forgejo-auto',
      diffViewStyle: 'unified',
      hideEmail: false,
      hideActivity: false,
      hidePronouns: false,
      enableRepoUnitHints: true
    },
    ...extra
  }
  state.users.push(user)
  state.emails.push({ email: user.email, userId: user.id, primary: true, verified: true })
  return user
}

function newRepo(state: ForgeState, ownerId: number, name: string, extra: Partial<RepoRecord> = {}): RepoRecord {
  const repo: RepoRecord = {
    id: allocId(state, 'repo'),
    ownerId,
    name,
    description: '',
    private: false,
    defaultBranch: 'main',
    created: seedTime(2),
    updated: seedTime(3),
    ...extra
  }
  state.repos.push(repo)
  return repo
}

function newToken(state: ForgeState, userId: number, name: string, token: string, scopes: string[]): void {
  state.tokens.push({ id: allocId(state, 'token'), userId, name, token, scopes, created: seedTime(1) })
}

/** A fresh copy of the fixture database described by FIXTURES. */
export function createInitialState(): ForgeState {
  const state: ForgeState = {
    nextId: {},
    users: [],
    orgs: [],
    teams: [],
    repos: [],
    collaborators: [],
    branchProtections: [],
    tagProtections: [],
    pushMirrors: [],
    labels: [],
    deployKeys: [],
    emails: [],
    tokens: [],
    sshKeys: [],
    gpgKeys: [],
    follows: [],
    blocks: [],
    stars: [],
    watches: [],
    hooks: [],
    issues: [],
    comments: [],
    oauthApps: [],
    secrets: [],
    variables: [],
    runners: [],
    registrationTokens: [],
    runs: [],
    jobs: [],
    stopwatches: [],
    trackedTimes: [],
    activities: [],
    heatmap: [],
    cronTasks: [],
    badges: [],
    userBadges: [],
    unadopted: [...FIXTURES.unadoptedRepos],
    authSources: [],
    quota: {
      groups: [{ name: 'default', rules: [{ name: 'all-1GiB', limit: 1_073_741_824, subjects: ['size:all'] }] }],
      used: {
        reposPublic: 524_288,
        reposPrivate: 0,
        lfs: 0,
        artifacts: 2048,
        attachmentsIssues: 1024,
        attachmentsReleases: 0,
        packages: 4096
      },
      artifacts: [{ name: 'build-output', size: 2048, repo: FIXTURES.userRepo }],
      attachments: [{ name: 'screenshot.png', size: 1024, repo: FIXTURES.userRepo, issueIndex: 1 }],
      packages: [{ name: 'demo-lib', type: 'npm', version: '1.0.0', size: 4096 }]
    }
  }

  const root = newUser(state, FIXTURES.adminUser, { isAdmin: true, fullName: 'Site Admin' })
  const alice = newUser(state, FIXTURES.user, { fullName: 'Alice Liddell', location: 'Wonderland' })
  const [bob, carol] = FIXTURES.otherUsers.map(login => newUser(state, login))
  newUser(state, FIXTURES.otpUser, { otp: FIXTURES.otp })
  GENERATED_USERS.forEach((login, i) => newUser(state, login, { created: seedTime(4 + i) }))
  state.emails.push({ email: 'alice.secondary@example.com', userId: alice.id, primary: false, verified: false })

  newToken(state, root.id, 'fixture-admin', FIXTURES.adminToken, ['all'])
  newToken(state, alice.id, 'fixture-user', FIXTURES.userToken, ['all'])
  newToken(state, alice.id, 'fixture-read-only', FIXTURES.readOnlyToken, ['read:user'])

  const acme: OrgRecord = {
    id: allocId(state, 'user'),
    name: FIXTURES.org,
    fullName: 'ACME Corp',
    email: 'info@acme.example.com',
    description: 'Fixture organization',
    website: '',
    location: '',
    visibility: 'public',
    repoAdminChangeTeamAccess: false,
    created: seedTime(0)
  }
  state.orgs.push(acme)
  const [owners, developers] = FIXTURES.orgTeams
  state.teams.push(
    {
      id: allocId(state, 'team'),
      orgId: acme.id,
      name: owners,
      description: '',
      permission: 'owner',
      memberIds: [root.id],
      includesAllRepositories: true,
      canCreateOrgRepo: true,
      units: ['repo.code', 'repo.issues', 'repo.pulls', 'repo.releases', 'repo.wiki', 'repo.actions']
    },
    {
      id: allocId(state, 'team'),
      orgId: acme.id,
      name: developers,
      description: 'Developers of ACME',
      permission: 'write',
      memberIds: [alice.id],
      includesAllRepositories: false,
      canCreateOrgRepo: false,
      units: ['repo.code', 'repo.issues', 'repo.pulls']
    }
  )

  const demo = newRepo(state, alice.id, FIXTURES.userRepo.split('/')[1], { description: 'Alice demo repository' })
  const widgets = newRepo(state, acme.id, FIXTURES.orgRepo.split('/')[1], { description: 'ACME widgets' })

  state.follows.push(
    { followerId: bob.id, followingId: alice.id },
    { followerId: carol.id, followingId: alice.id },
    { followerId: alice.id, followingId: bob.id }
  )
  state.stars.push({ userId: alice.id, repoId: widgets.id }, { userId: bob.id, repoId: demo.id })
  state.watches.push(
    { userId: alice.id, repoId: demo.id },
    { userId: alice.id, repoId: widgets.id },
    { userId: root.id, repoId: widgets.id }
  )

  const aliceKey = sampleSshKey('alice-laptop')
  state.sshKeys.push({
    id: allocId(state, 'sshKey'),
    userId: alice.id,
    title: 'alice-laptop',
    content: aliceKey.split(' ').slice(0, 2).join(' '),
    fingerprint: sshFingerprint(aliceKey.split(' ')[1]),
    readOnly: false,
    created: seedTime(2)
  })
  const aliceGpg = sampleGpgKey('alice')
  state.gpgKeys.push({
    id: allocId(state, 'gpgKey'),
    userId: alice.id,
    keyId: gpgKeyId(aliceGpg),
    publicKey: aliceGpg,
    verified: false,
    created: seedTime(2)
  })

  const hook = (ownerId: number, isSystem: boolean, url: string): HookRecord => ({
    id: allocId(state, 'hook'),
    ownerId,
    isSystem,
    type: 'gitea',
    name: '',
    config: { url, content_type: 'json', http_method: 'post', ...(ownerId === 0 ? { is_system_webhook: String(isSystem) } : {}) },
    events: ['push'],
    active: true,
    branchFilter: '*',
    authorizationHeader: '',
    created: seedTime(2),
    updated: seedTime(2)
  })
  state.hooks.push(
    hook(alice.id, false, 'https://ci.example.com/alice'),
    hook(0, true, 'https://audit.example.com/system'),
    hook(0, false, 'https://ci.example.com/default-template')
  )

  state.oauthApps.push({
    id: allocId(state, 'oauthApp'),
    userId: alice.id,
    name: 'alice-cli',
    clientId: '6c0e8b1e-3d5a-4c47-9b9a-0b5f0d3f2a11',
    clientSecret: 'gto_fixturesecretfixturesecretfixturesecretfixture',
    redirectUris: ['http://127.0.0.1:9876/callback'],
    confidentialClient: true,
    skipSecondaryAuthorization: false,
    created: seedTime(2)
  })

  state.secrets.push({ ownerId: alice.id, name: 'DEPLOY_KEY', data: 'fixture-secret', description: '', created: seedTime(2) })
  state.variables.push({
    id: allocId(state, 'variable'),
    ownerId: alice.id,
    name: 'REGION',
    data: 'eu-west',
    description: 'deployment region'
  })

  const runner = (name: string, ownerId: number, status: RunnerRecord['status'], labels: string[]): RunnerRecord => {
    const id = allocId(state, 'runner')
    return {
      id,
      uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      name,
      description: '',
      ownerId,
      repoId: 0,
      status,
      busy: status === 'active',
      disabled: false,
      ephemeral: false,
      labels,
      version: 'v6.3.1'
    }
  }
  state.runners.push(
    runner('shared-runner-1', 0, 'idle', ['ubuntu-latest', 'docker']),
    runner('shared-runner-2', 0, 'offline', ['ubuntu-latest']),
    runner('alice-runner', alice.id, 'active', ['self-hosted', 'linux'])
  )
  const aliceRunner = state.runners[2]

  const run = (repo: RepoRecord, status: JobStatus, day: number): RunRecord => {
    const r: RunRecord = {
      id: allocId(state, 'run'),
      repoId: repo.id,
      runNumber: state.runs.filter(x => x.repoId === repo.id).length + 1,
      title: `CI #${day}`,
      event: 'push',
      branch: 'main',
      headSha: createHash('sha1').update(`run-${day}`).digest('hex'),
      workflowPath: '.forgejo/workflows/ci.yml',
      actorId: alice.id,
      status,
      created: seedTime(day),
      started: status === 'waiting' ? undefined : seedTime(day),
      stopped: status === 'waiting' || status === 'running' ? undefined : seedTime(day)
    }
    state.runs.push(r)
    return r
  }
  const job = (r: RunRecord, name: string, runsOn: string[], runnerId = 0): void => {
    state.jobs.push({
      id: allocId(state, 'job'),
      runId: r.id,
      repoId: r.repoId,
      name,
      status: r.status,
      runsOn,
      runnerId,
      attempt: 1,
      taskId: r.status === 'waiting' ? 0 : r.id * 10,
      created: r.created,
      started: r.started,
      stopped: r.stopped
    })
  }
  job(run(demo, 'success', 5), 'build', ['ubuntu-latest'], state.runners[0].id)
  job(run(demo, 'running', 6), 'test', ['self-hosted'], aliceRunner.id)
  job(run(demo, 'waiting', 7), 'lint', ['ubuntu-latest'])
  job(run(widgets, 'waiting', 7), 'package', ['docker'])

  state.stopwatches.push({ userId: alice.id, repoId: demo.id, issueIndex: 1, issueTitle: 'Fix the build', created: seedTime(8) })
  state.trackedTimes.push(
    { id: allocId(state, 'trackedTime'), userId: alice.id, repoId: demo.id, issueId: 1, seconds: 3600, created: seedTime(6) },
    { id: allocId(state, 'trackedTime'), userId: alice.id, repoId: demo.id, issueId: 1, seconds: 1800, created: seedTime(7) }
  )

  const activity = (actor: UserRecord, opType: string, repo: RepoRecord, day: number, refName = '', content = ''): void => {
    state.activities.push({
      id: allocId(state, 'activity'),
      userId: actor.id,
      actUserId: actor.id,
      opType,
      repoId: repo.id,
      refName,
      content,
      isPrivate: false,
      created: seedTime(day)
    })
  }
  activity(alice, 'create_repo', demo, 2)
  activity(alice, 'commit_repo', demo, 3, 'refs/heads/main', '{"Commits":[],"Len":1}')
  activity(alice, 'star_repo', widgets, 4)
  for (let day = 2; day <= 8; day++) {
    state.heatmap.push({ userId: alice.id, timestamp: Math.floor((SEED_TIME + day * 86_400_000) / 1000), contributions: (day % 3) + 1 })
  }

  const schedules: Record<string, string> = {
    update_mirrors: '@every 10m',
    repo_health_check: '@midnight',
    check_repo_stats: '@midnight',
    archive_cleanup: '@midnight',
    delete_inactive_accounts: '@annually',
    cleanup_actions: '@midnight',
    cleanup_hook_task_table: '@midnight'
  }
  for (const name of FIXTURES.cronTasks) {
    state.cronTasks.push({ name, schedule: schedules[name], execTimes: 0, next: seedTime(30) })
  }

  state.badges.push(
    {
      id: allocId(state, 'badge'),
      slug: FIXTURES.badges[0],
      description: 'Joined during the beta',
      imageUrl: 'https://example.com/badges/early.png'
    },
    {
      id: allocId(state, 'badge'),
      slug: FIXTURES.badges[1],
      description: 'Contributed code',
      imageUrl: 'https://example.com/badges/contrib.png'
    }
  )
  state.userBadges.push({ userId: alice.id, badgeId: state.badges[0].id })
  return state
}
