// The `svc` command tree as data (the interface's user and admin command tables, §4.4 and §4.5). Each row maps
// a command path to one registry operation, names the params taken as positional arguments (in
// the order of the action table), and adjusts a few flags. Every other param of the operation gets
// a kebab-case flag automatically (see params.ts); no row holds operation logic.
import { DOMAINS, domainSpec, type Domain } from '../registry/types.js'

export interface CommandSpec {
  /** Command words after `svc`, e.g. `['user', 'keys', 'add']`. */
  path: string[]
  domain: Domain
  /** The registry action. */
  action: string
  /** Params taken as positional arguments, in order. A list param is variadic (last only). */
  args?: string[]
  /** Params of the operation this command does not offer (`admin emails list` has no `--q`). */
  omit?: string[]
  /** Optional params this command makes required (`admin emails search --q`). */
  require?: string[]
  /**
   * Params of `args` that keep their flag too: the seed names `admin emails search --q`, and every
   * search takes its query as the argument (`svc user search ali`, `svc admin emails search ali`).
   */
  alsoFlag?: string[]
  /**
   * The param (of `args`) that names the user these basic-auth endpoints sign in as: it is the
   * basic-auth user unless --username says otherwise, and as the last argument it may be left out
   * when --username (or SVC_USERNAME, or the login's user) is given.
   */
  basicAuthUser?: string
  /**
   * A secret param that never has to be on the command line: `fallback` reads it from standard
   * input when its flag is not given; `twin` adds a `--<flag>-stdin` switch that does.
   */
  stdin?: { param: string; mode: 'fallback' | 'twin' }
  /**
   * Secret params never taken as a literal on the command line (where the shell history and the
   * process list keep them): `--<flag>-env NAME` names the environment variable that holds the value
   * (or `stdin` reads it); `--<flag> VALUE` is refused.
   */
  fromEnv?: string[]
  /** The default subcommand of its group (`user following` → `list`). */
  isDefault?: boolean
  /** Overrides the operation's summary in help. */
  summary?: string
  /** Example invocations (after `svc`); generated from the args when absent. */
  examples?: string[]
  /** What to say when the answer holds a credential (default: it is shown only once). */
  credentialNote?: string
}

/** Flag names that differ from the kebab-case param name (the seed's `--armored-key`). */
export const FLAG_NAMES: Record<string, string> = {
  armored_public_key: 'armored-key'
}

/** Names of positional arguments that differ from the kebab-case param name (`<query>` for `q`). */
export const ARG_NAMES: Record<string, string> = {
  q: 'query'
}

/** String params whose flag also takes `@FILE` (key material is easier to pass as a file). */
export const FILE_VALUE_PARAMS: ReadonlySet<string> = new Set(['armored_public_key', 'armored_signature', 'key'])

/** Groups: intermediate words, with their help summary. */
export const GROUPS: Record<string, string> = {
  // Each domain's command word, as the registry describes it.
  ...Object.fromEntries(DOMAINS.map(d => [domainSpec(d).cli.word, domainSpec(d).cli.summary])),
  'gpg-key': 'GPG keys of the authenticated user (aliases of "user gpg-keys")',
  'user avatar': 'own avatar',
  'user blocks': 'blocked users',
  'user emails': 'own email addresses',
  'user following': 'users the authenticated user follows (default: list)',
  'user gpg-keys': 'own GPG keys',
  'user hooks': 'user-level webhooks',
  'user jobs': 'user-level workflow jobs',
  'user keys': 'group of SSH key operations',
  'user oauth2': 'OAuth2 applications',
  'user runners': 'user-level runners',
  'user runs': 'user-level workflow runs',
  'user secrets': 'user-level action secrets',
  'user starred': 'starred repositories (default: list)',
  'user tokens': "access tokens (basic auth: the user's password, by --password-stdin or SVC_PASSWORD)",
  'user variables': 'user-level action variables',
  'admin cron': 'cron tasks',
  'admin emails': 'email addresses of all users',
  'admin hooks': 'system webhooks',
  'admin jobs': 'workflow jobs of the instance',
  'admin orgs': 'organizations',
  'admin runners': 'instance runners',
  'admin runs': 'workflow runs of the instance',
  'admin unadopted': 'unadopted repositories',
  'admin users': 'users of the instance',
  'org members': 'members of an organization (default: list)',
  'org public-members': "an organization's public members: membership shown on the profile (default: list)",
  'org teams': 'teams of an organization, their members and repositories (default: list)',
  'repo collaborators': "a repository's collaborators (default: list)",
  'repo branch-protections': "a repository's branch protection rules (default: list)",
  'repo tag-protections': "a repository's tag protections (default: list)",
  'repo deploy-keys': "a repository's deploy keys (default: list)",
  'repo labels': "a repository's labels (default: list)",
  'repo topics': "a repository's topics (default: list)",
  'repo push-mirrors': "a repository's push mirrors (default: list)",
  'repo mirror': 'pull mirrors: sync one now, or make one a regular repository (Forgejo)',
  'repo sources': 'the repositories another forge holds (GitHub, GitLab, Gitea, Forgejo), to bring in (default: list)',
  'repo teams': "the teams that have access to an organization's repository (default: list)",
  'org labels': "an organization's labels (default: list)",
  'org hooks': "an organization's webhooks",
  'org jobs': "an organization's workflow jobs",
  'org runners': "an organization's runners",
  'org runs': "an organization's workflow runs (Gitea only)",
  'org secrets': "an organization's Actions secrets",
  'org variables': "an organization's Actions variables",
  'repo hooks': "a repository's webhooks",
  'repo jobs': "a repository's workflow jobs",
  'repo runners': "a repository's runners",
  'repo runs': "a repository's workflow runs",
  'repo secrets': "a repository's Actions secrets",
  'repo variables': "a repository's Actions variables"
}

/** What a group says after "unknown command" when the word names something it does elsewhere. */
export const GROUP_HINTS: Record<string, string> = {
  'org members':
    "An organization's members are its teams' members: add one with svc org teams member-add ORG TEAM USERNAME (or svc admin users org-add USERNAME ORG --team TEAM)"
}

const u = (path: string, action: string, more: Partial<CommandSpec> = {}): CommandSpec => ({
  path: path.split(' '),
  domain: 'users',
  action,
  ...more
})
const a = (path: string, action: string, more: Partial<CommandSpec> = {}): CommandSpec => ({
  path: path.split(' '),
  domain: 'admin',
  action,
  ...more
})

const o = (path: string, action: string, more: Partial<CommandSpec> = {}): CommandSpec => ({
  path: path.split(' '),
  domain: 'orgs',
  action,
  ...more
})
const r = (path: string, action: string, more: Partial<CommandSpec> = {}): CommandSpec => ({
  path: path.split(' '),
  domain: 'repos',
  action,
  ...more
})

const once = 'it is shown only this once and cannot be shown again: store it now'
const runnerNote = 'it registers runners: keep it secret'
const registeredNote =
  "it is the new runner's own credential (also in its .runner file and configuration): keep it secret; it cannot be shown again"
const secretStdin = { param: 'value', mode: 'fallback' } as const
const hookConfig = `'{"url":"https://ci.example.com/hook","content_type":"json"}'`

export const COMMANDS: CommandSpec[] = [
  // User commands (interface §4.4)
  u('gpg-key add', 'gpg_keys_add', { examples: ['gpg-key add --armored-key @pubkey.asc'] }),
  u('gpg-key delete', 'gpg_keys_delete', { args: ['id'] }),
  u('gpg-key list', 'gpg_keys_list'),
  u('user activity', 'activity', { args: ['username'] }),
  u('user avatar delete', 'avatar_delete'),
  u('user avatar upload', 'avatar_upload', { args: ['file'], examples: ['user avatar upload ./me.png'] }),
  u('user blocks add', 'blocks_add', { args: ['username'] }),
  u('user blocks check', 'blocks_check', { args: ['username'] }),
  u('user blocks list', 'blocks_list'),
  u('user blocks remove', 'blocks_remove', { args: ['username'] }),
  u('user emails add', 'emails_add', { args: ['emails'], examples: ['user emails add alice@work.example alice@home.example'] }),
  u('user emails delete', 'emails_delete', { args: ['emails'], examples: ['user emails delete alice@old.example'] }),
  u('user emails list', 'emails_list'),
  u('user follow', 'follow', { args: ['username'] }),
  u('user unfollow', 'unfollow', { args: ['username'] }),
  u('user followers', 'followers'),
  u('user followers-of', 'followers_of', { args: ['username'] }),
  u('user following check', 'following_check', { args: ['username'] }),
  u('user following list', 'following', { isDefault: true, examples: ['user following --limit 20'] }),
  u('user following-of', 'following_of', { args: ['username'] }),
  u('user get', 'get', { args: ['username'] }),
  u('user gpg-keys add', 'gpg_keys_add', {
    examples: [
      'user gpg-keys add --armored-key @pubkey.asc',
      'user gpg-keys add --armored-key @pubkey.asc --sign   # add and verify with the local gpg key'
    ]
  }),
  u('user gpg-keys delete', 'gpg_keys_delete', { args: ['id'] }),
  u('user gpg-keys get', 'gpg_keys_get', { args: ['id'] }),
  u('user gpg-keys list', 'gpg_keys_list'),
  u('user gpg-keys token', 'gpg_keys_token', {
    examples: ['user gpg-keys token | gpg --armor --detach-sign > token.asc   # detached: a clearsigned token is refused']
  }),
  u('user gpg-keys verify', 'gpg_keys_verify', {
    examples: [
      'user gpg-keys verify --key-id 3AA5C34371567BD2 --armored-signature @token.asc',
      'user gpg-keys verify --key-id 3AA5C34371567BD2 --sign   # svc signs the token with the local gpg key'
    ]
  }),
  u('user gpg-keys-of', 'gpg_keys_of', { args: ['username'] }),
  u('user heatmap', 'heatmap', { args: ['username'] }),
  u('user hooks create', 'hooks_create', {
    args: ['type'],
    examples: [`user hooks create gitea --config ${hookConfig} --events push,pull_request --active`]
  }),
  u('user hooks delete', 'hooks_delete', { args: ['id'] }),
  u('user hooks edit', 'hooks_edit', { args: ['id'], examples: [`user hooks edit 7 --json-fields '{"active":false}'`] }),
  u('user hooks get', 'hooks_get', { args: ['id'] }),
  u('user hooks list', 'hooks_list'),
  u('user jobs list', 'jobs'),
  u('user keys add', 'keys_add', { examples: ['user keys add --title laptop --key @~/.ssh/id_ed25519.pub'] }),
  u('user keys delete', 'keys_delete', { args: ['id'] }),
  u('user keys list', 'keys_list'),
  u('user keys-of', 'keys_of', { args: ['username'] }),
  u('user me', 'me'),
  u('user oauth2 create', 'oauth2_create', {
    examples: ['user oauth2 create --name ci-login --redirect-uris https://ci.example.com/callback --confidential-client']
  }),
  u('user oauth2 delete', 'oauth2_delete', { args: ['id'] }),
  u('user oauth2 get', 'oauth2_get', { args: ['id'] }),
  u('user oauth2 list', 'oauth2_list'),
  u('user oauth2 update', 'oauth2_update', {
    args: ['id'],
    examples: [`user oauth2 update 4 --json-fields '{"redirect_uris":["https://ci.example.com/cb"]}'`]
  }),
  u('user quota', 'quota'),
  u('user quota artifacts', 'quota_artifacts'),
  u('user quota attachments', 'quota_attachments'),
  u('user quota packages', 'quota_packages'),
  u('user repos-of', 'repos_of', { args: ['username'] }),
  u('user runners delete', 'runners_delete', { args: ['runner_id'] }),
  u('user runners edit', 'runners_edit', {
    args: ['runner_id'],
    examples: ['user runners edit 7 --disabled', 'user runners edit 7 --no-disabled']
  }),
  u('user runners get', 'runners_get', { args: ['runner_id'] }),
  u('user runners list', 'runners_list'),
  u('user runners prune', 'runners_prune', {
    examples: ['user runners prune --preview', "user runners prune --name 'ci-*' --ephemeral --max-removals 50"]
  }),
  u('user runners register', 'runners_register', {
    args: ['name'],
    credentialNote: registeredNote,
    examples: ['user runners register ci-1 --labels ubuntu-latest:host --ephemeral']
  }),
  u('user runners token', 'runners_token', { credentialNote: runnerNote }),
  u('user runs list', 'runs'),
  u('user search', 'search', { args: ['query'], examples: ['user search ali --limit 10'] }),
  u('user secrets delete', 'secrets_delete', { args: ['name'] }),
  u('user secrets set', 'secrets_set', {
    args: ['name'],
    stdin: secretStdin,
    examples: ['user secrets set DEPLOY_KEY < deploy_key.txt', 'user secrets set API_TOKEN   # type the value, then Enter']
  }),
  u('user settings', 'settings_get'),
  u('user settings-update', 'settings_update', {
    examples: [`user settings-update --json-fields '{"full_name":"Alice A.","hide_email":true}'`]
  }),
  u('user star', 'star', { args: ['owner', 'repo'] }),
  u('user unstar', 'unstar', { args: ['owner', 'repo'] }),
  u('user starred check', 'starred_check', { args: ['owner', 'repo'] }),
  u('user starred list', 'starred', { isDefault: true, examples: ['user starred --sort stars --order desc --limit 10'] }),
  u('user starred-by', 'starred_by', { args: ['username'] }),
  u('user stopwatches', 'stopwatches'),
  u('user subscriptions', 'subscriptions'),
  u('user subscriptions-of', 'subscriptions_of', { args: ['username'] }),
  u('user teams', 'teams'),
  u('user times', 'times_list'),
  u('user tokens create', 'tokens_create', {
    args: ['username'],
    basicAuthUser: 'username',
    credentialNote: once,
    examples: ['user tokens create alice --name ci --scopes read:user,write:repository --password-stdin < alice.pw']
  }),
  u('user tokens delete', 'tokens_delete', {
    args: ['username', 'token_id'],
    basicAuthUser: 'username',
    examples: ['user tokens delete alice ci   # password from SVC_PASSWORD']
  }),
  u('user tokens list', 'tokens_list', {
    args: ['username'],
    basicAuthUser: 'username',
    examples: ['user tokens list alice --password-stdin < alice.pw', "--login work user tokens list   # the login's user name"]
  }),
  u('user variables create', 'variables_create', {
    args: ['name'],
    stdin: secretStdin,
    examples: ['user variables create REGION --value eu-west-1']
  }),
  u('user variables delete', 'variables_delete', { args: ['name'] }),
  u('user variables get', 'variables_get', { args: ['name'] }),
  u('user variables list', 'variables_list'),
  u('user variables set', 'variables_set', {
    args: ['name'],
    stdin: secretStdin,
    examples: ['user variables set REGION --value eu-west-1', 'printf %s "$REGION" | svc user variables set REGION']
  }),

  // Admin commands (interface §4.5)
  a('admin cron list', 'cron_list'),
  a('admin cron run', 'cron_run', { args: ['task'], examples: ['admin cron run repo_health_check'] }),
  a('admin emails list', 'emails', { omit: ['q'], summary: 'list all emails' }),
  a('admin emails search', 'emails', {
    args: ['q'],
    alsoFlag: ['q'],
    require: ['q'],
    summary: 'search emails by part of the address or user name',
    examples: ['admin emails search example.com --limit 10', 'admin emails search --q example.com   # the same']
  }),
  a('admin hooks create', 'hooks_create', {
    args: ['type'],
    examples: [`admin hooks create gitea --config ${hookConfig} --events push --active`]
  }),
  a('admin hooks delete', 'hooks_delete', { args: ['id'] }),
  a('admin hooks edit', 'hooks_edit', { args: ['id'], examples: [`admin hooks edit 7 --json-fields '{"active":true}'`] }),
  a('admin hooks get', 'hooks_get', { args: ['id'] }),
  a('admin hooks list', 'hooks_list'),
  a('admin jobs list', 'jobs'),
  a('admin orgs list', 'orgs'),
  a('admin runners delete', 'runners_delete', { args: ['runner_id'] }),
  a('admin runners edit', 'runners_edit', {
    args: ['runner_id'],
    examples: ['admin runners edit 7 --disabled', 'admin runners edit 7 --no-disabled']
  }),
  a('admin runners get', 'runners_get', { args: ['runner_id'] }),
  a('admin runners list', 'runners_list'),
  a('admin runners prune', 'runners_prune', {
    examples: [
      'admin runners prune --preview',
      "admin runners prune --name 'ci-*' --ephemeral --max-removals 50",
      'admin runners prune --scope any --preview'
    ]
  }),
  a('admin runners register', 'runners_register', {
    args: ['name'],
    credentialNote: registeredNote,
    examples: ['admin runners register ci-1 --labels ubuntu-latest:host --ephemeral']
  }),
  a('admin runners token', 'runners_token', { credentialNote: runnerNote }),
  a('admin runs list', 'runs'),
  a('admin unadopted adopt', 'unadopted_adopt', { args: ['owner', 'repo'] }),
  a('admin unadopted delete', 'unadopted_delete', { args: ['owner', 'repo'] }),
  a('admin unadopted list', 'unadopted_list'),
  a('admin users badges', 'badges_list', { args: ['username'] }),
  a('admin users badges-add', 'badges_add', { args: ['username', 'badges'], examples: ['admin users badges-add alice contributor'] }),
  a('admin users badges-delete', 'badges_delete', {
    args: ['username', 'badges'],
    examples: ['admin users badges-delete alice contributor']
  }),
  a('admin users create', 'users_create', {
    stdin: { param: 'password', mode: 'twin' },
    examples: [
      'admin users create --username bob --email bob@example.com --password-stdin < bob.pw',
      'admin users create --username bob --email bob@example.com --password "$PW" --must-change-password',
      'admin users create --username carol --email carol@example.com --source-id 2 --login-name carol.c --visibility private'
    ]
  }),
  a('admin users delete', 'users_delete', {
    args: ['username'],
    examples: ['admin users delete bob', 'admin users delete bob --purge   # also his repositories and the organizations he alone owns']
  }),
  a('admin users edit', 'users_edit', {
    args: ['username'],
    examples: [`admin users edit bob --json-fields '{"full_name":"Bob B.","active":true}'`]
  }),
  a('admin users emails', 'users_emails', { args: ['username'] }),
  a('admin users emails-delete', 'users_emails_delete', {
    args: ['username'],
    examples: ['admin users emails-delete bob --email bob@old.example']
  }),
  a('admin users keys-add', 'users_keys_add', {
    args: ['username'],
    examples: ['admin users keys-add bob --title laptop --key @bob.pub']
  }),
  a('admin users keys-delete', 'users_keys_delete', { args: ['username', 'key_id'] }),
  a('admin users list', 'users_list'),
  a('admin users org-add', 'users_org_add', { args: ['username', 'org'], examples: ['admin users org-add bob acme --team Developers'] }),
  a('admin users orgs', 'users_orgs', { args: ['username'] }),
  a('admin users orgs-create', 'users_orgs_create', {
    args: ['username', 'name'],
    examples: ['admin users orgs-create bob acme --full-name "Acme Inc." --visibility private']
  }),
  a('admin users rename', 'users_rename', { args: ['username', 'new_name'] }),
  a('admin users repos-create', 'users_repos_create', {
    args: ['username'],
    examples: [
      'admin users repos-create bob --name tools --private --description "Build tools"',
      `admin users repos-create bob --name tools --json-fields '{"trust_model":"committer"}'`
    ]
  }),

  // Organizations, members and teams (src/registry/orgs.ts)
  o('org create', 'orgs_create', {
    args: ['name'],
    examples: ['org create acme --full-name "Acme Inc." --visibility private', 'org create acme --on-exists skip']
  }),
  o('org delete', 'orgs_delete', { args: ['org'] }),
  o('org edit', 'orgs_edit', {
    args: ['org'],
    examples: [`org edit acme --json-fields '{"description":"Tools and more","visibility":"limited"}'`]
  }),
  o('org get', 'orgs_get', { args: ['org'] }),
  o('org list', 'orgs_list', { examples: ['org list', 'org list --paginate'] }),
  o('org repos', 'orgs_repos', { args: ['org'], examples: ['org repos acme --paginate'] }),
  o('org members check', 'members_check', { args: ['org', 'username'] }),
  o('org members list', 'members_list', { args: ['org'], isDefault: true }),
  o('org members remove', 'members_remove', { args: ['org', 'username'] }),
  o('org public-members add', 'public_members_add', { args: ['org', 'username'] }),
  o('org public-members check', 'public_members_check', { args: ['org', 'username'] }),
  o('org public-members list', 'public_members_list', { args: ['org'], isDefault: true }),
  o('org public-members remove', 'public_members_remove', { args: ['org', 'username'] }),
  o('org teams create', 'teams_create', {
    args: ['org', 'name'],
    examples: [
      'org teams create acme Developers --permission write --units repo.code,repo.issues,repo.pulls',
      'org teams create acme Admins --permission admin --includes-all-repositories'
    ]
  }),
  o('org teams delete', 'teams_delete', { args: ['org', 'team'] }),
  o('org teams edit', 'teams_edit', {
    args: ['org', 'team'],
    examples: [`org teams edit acme Developers --json-fields '{"description":"People who ship","includes_all_repositories":true}'`]
  }),
  o('org teams get', 'teams_get', { args: ['org', 'team'] }),
  o('org teams list', 'teams_list', { args: ['org'], isDefault: true }),
  o('org teams member-add', 'teams_member_add', { args: ['org', 'team', 'username'] }),
  o('org teams member-remove', 'teams_member_remove', { args: ['org', 'team', 'username'] }),
  o('org teams members', 'teams_members_list', { args: ['org', 'team'] }),
  o('org teams repo-add', 'teams_repo_add', { args: ['org', 'team', 'repo'], examples: ['org teams repo-add acme Developers widgets'] }),
  o('org teams repo-remove', 'teams_repo_remove', { args: ['org', 'team', 'repo'] }),
  o('org teams repos', 'teams_repos_list', { args: ['org', 'team'] }),
  o('org teams search', 'teams_search', { args: ['org', 'q'], examples: ['org teams search acme dev'] }),

  // Organization webhooks and Actions settings (src/registry/scoped.ts, organization scope)
  o('org hooks create', 'hooks_create', {
    args: ['org', 'type'],
    examples: [`org hooks create acme gitea --config ${hookConfig} --events push,pull_request --active`]
  }),
  o('org hooks delete', 'hooks_delete', { args: ['org', 'id'] }),
  o('org hooks edit', 'hooks_edit', { args: ['org', 'id'], examples: [`org hooks edit acme 7 --json-fields '{"active":false}'`] }),
  o('org hooks get', 'hooks_get', { args: ['org', 'id'] }),
  o('org hooks list', 'hooks_list', { args: ['org'] }),
  o('org jobs list', 'jobs', { args: ['org'] }),
  o('org runners delete', 'runners_delete', { args: ['org', 'runner_id'] }),
  o('org runners edit', 'runners_edit', {
    args: ['org', 'runner_id'],
    examples: ['org runners edit acme 7 --disabled', 'org runners edit acme 7 --no-disabled']
  }),
  o('org runners get', 'runners_get', { args: ['org', 'runner_id'] }),
  o('org runners list', 'runners_list', { args: ['org'] }),
  o('org runners prune', 'runners_prune', {
    args: ['org'],
    examples: ['org runners prune acme --preview', "org runners prune acme --name 'ci-*' --ephemeral --max-removals 50"]
  }),
  o('org runners register', 'runners_register', {
    args: ['org', 'name'],
    credentialNote: registeredNote,
    examples: ['org runners register acme ci-1 --labels ubuntu-latest:host --ephemeral']
  }),
  o('org runners token', 'runners_token', { args: ['org'], credentialNote: runnerNote }),
  o('org runs list', 'runs', { args: ['org'] }),
  o('org secrets delete', 'secrets_delete', { args: ['org', 'name'] }),
  o('org secrets list', 'secrets_list', { args: ['org'] }),
  o('org secrets set', 'secrets_set', {
    args: ['org', 'name'],
    stdin: secretStdin,
    examples: ['org secrets set acme DEPLOY_KEY < deploy_key.txt', 'printf %s "$TOKEN" | svc org secrets set acme API_TOKEN']
  }),
  o('org labels create', 'labels_create', {
    args: ['org', 'name'],
    examples: ["org labels create acme kind/bug --color '#d73a4a' --exclusive --on-exists skip"]
  }),
  o('org labels delete', 'labels_delete', { args: ['org', 'id'], examples: ['org labels delete acme 7'] }),
  o('org labels edit', 'labels_edit', {
    args: ['org', 'id'],
    examples: [`org labels edit acme 7 --json-fields '{"is_archived":true}'`]
  }),
  o('org labels list', 'labels_list', { args: ['org'], isDefault: true, examples: ['org labels list acme'] }),
  o('org variables create', 'variables_create', {
    args: ['org', 'name'],
    stdin: secretStdin,
    examples: ['org variables create acme REGION --value eu-west-1']
  }),
  o('org variables delete', 'variables_delete', { args: ['org', 'name'] }),
  o('org variables get', 'variables_get', { args: ['org', 'name'] }),
  o('org variables list', 'variables_list', { args: ['org'] }),
  o('org variables set', 'variables_set', {
    args: ['org', 'name'],
    stdin: secretStdin,
    examples: ['org variables set acme REGION --value eu-west-1', 'printf %s "$REGION" | svc org variables set acme REGION']
  }),

  // Repositories and collaborators (src/registry/repos.ts)
  // Branch protections (src/registry/governance.ts)
  r('repo branch-protections create', 'branch_protections_create', {
    args: ['owner', 'repo', 'rule_name'],
    examples: [
      `repo branch-protections create acme/tools main --json-fields '{"enable_push":true,"enable_push_whitelist":true,"push_whitelist_usernames":["alice"],"required_approvals":1}'`,
      "repo branch-protections create acme/tools 'release/*' --on-exists skip"
    ]
  }),
  r('repo branch-protections delete', 'branch_protections_delete', {
    args: ['owner', 'repo', 'rule_name'],
    examples: ["repo branch-protections delete acme/tools 'release/*' --on-missing skip"]
  }),
  r('repo branch-protections edit', 'branch_protections_edit', {
    args: ['owner', 'repo', 'rule_name'],
    examples: [
      `repo branch-protections edit acme/tools main --json-fields '{"required_approvals":2,"enable_status_check":true,"status_check_contexts":["ci/*"]}'`
    ]
  }),
  r('repo branch-protections get', 'branch_protections_get', {
    args: ['owner', 'repo', 'rule_name'],
    examples: ['repo branch-protections get acme/tools main']
  }),
  r('repo branch-protections list', 'branch_protections_list', {
    args: ['owner', 'repo'],
    isDefault: true,
    examples: ['repo branch-protections list acme/tools']
  }),
  r('repo branch-protections priority', 'branch_protections_priority', {
    args: ['owner', 'repo', 'rule_names'],
    examples: ["repo branch-protections priority acme/tools main 'release/*'   # main first, then release/*, then the rest"]
  }),
  // Labels of a repository (src/registry/labels.ts)
  r('repo labels create', 'labels_create', {
    args: ['owner', 'repo', 'name'],
    examples: [
      "repo labels create acme/tools bug --color '#d73a4a' --description 'Something is broken' --on-exists skip",
      'repo labels create acme/tools priority/high --color e11d21 --exclusive'
    ]
  }),
  r('repo labels delete', 'labels_delete', { args: ['owner', 'repo', 'id'], examples: ['repo labels delete acme/tools 4'] }),
  r('repo labels edit', 'labels_edit', {
    args: ['owner', 'repo', 'id'],
    examples: [`repo labels edit acme/tools 4 --json-fields '{"color":"#00aabb","description":"Needs triage"}'`]
  }),
  r('repo labels list', 'labels_list', { args: ['owner', 'repo'], isDefault: true, examples: ['repo labels list acme/tools'] }),
  // Push mirrors (src/registry/mirrors.ts)
  r('repo push-mirrors add', 'push_mirrors_add', {
    args: ['owner', 'repo', 'remote_address'],
    stdin: { param: 'remote_password', mode: 'twin' },
    examples: [
      'repo push-mirrors add acme/tools https://backup.example.com/acme/tools.git --remote-username mirror-bot --remote-password-stdin < token.txt',
      'repo push-mirrors add acme/tools https://backup.example.com/acme/tools.git --interval 1h --sync-on-commit --on-exists skip'
    ]
  }),
  r('repo push-mirrors delete', 'push_mirrors_delete', {
    args: ['owner', 'repo', 'name'],
    examples: ['repo push-mirrors delete acme/tools remote_mirror_a1b2c3d4e5 --on-missing skip']
  }),
  r('repo push-mirrors list', 'push_mirrors_list', {
    args: ['owner', 'repo'],
    isDefault: true,
    examples: ['repo push-mirrors list acme/tools']
  }),
  r('repo push-mirrors sync', 'push_mirrors_sync', { args: ['owner', 'repo'], examples: ['repo push-mirrors sync acme/tools'] }),
  // Migrations, pull mirrors and their sources (src/registry/migrations.ts)
  r('repo migrate', 'repos_migrate', {
    args: ['clone_addr', 'repo_owner', 'repo_name'],
    stdin: { param: 'auth_token', mode: 'twin' },
    fromEnv: ['auth_token', 'auth_password', 'aws_secret_access_key'],
    examples: [
      'repo migrate https://github.com/acme/tools.git acme-mirror tools --service github --mirror --mirror-interval 8h --auth-token-env GH_TOKEN',
      'repo migrate https://gitlab.com/acme/app.git acme app --service gitlab --wiki --labels --issues --releases --auth-token-stdin < gitlab.token',
      'repo migrate https://code.example.com/old/tools.git acme tools --mirror --on-exists skip   # skipped when acme/tools mirrors that address'
    ]
  }),
  r('repo mirror sync', 'mirror_sync', { args: ['owner', 'repo'], examples: ['repo mirror sync acme-mirror/tools'] }),
  r('repo mirror convert', 'mirror_convert', {
    args: ['owner', 'repo'],
    examples: ['repo mirror convert acme/tools   # Forgejo: cut-over day, the mirror becomes a regular repository']
  }),
  r('repo sources list', 'sources_list', {
    args: ['service', 'owner'],
    isDefault: true,
    stdin: { param: 'auth_token', mode: 'twin' },
    fromEnv: ['auth_token'],
    examples: [
      'repo sources list github acme --auth-token-env GH_TOKEN',
      'repo sources list gitlab acme/platform --url https://gitlab.example.com --auth-token-stdin < gitlab.token',
      "repo sources list github acme -o json --jq '.[] | select(.fork | not) | .name'"
    ]
  }),
  // Teams of a repository (src/registry/governance.ts)
  r('repo teams add', 'repo_teams_add', { args: ['owner', 'repo', 'team'], examples: ['repo teams add acme/tools Developers'] }),
  r('repo teams list', 'repo_teams_list', { args: ['owner', 'repo'], isDefault: true, examples: ['repo teams list acme/tools'] }),
  r('repo teams remove', 'repo_teams_remove', {
    args: ['owner', 'repo', 'team'],
    examples: ['repo teams remove acme/tools Developers --on-missing skip']
  }),
  // Topics (src/registry/governance.ts)
  r('repo topics add', 'topics_add', { args: ['owner', 'repo', 'topic'], examples: ['repo topics add acme/tools ci'] }),
  r('repo topics list', 'topics_list', { args: ['owner', 'repo'], isDefault: true, examples: ['repo topics list acme/tools'] }),
  r('repo topics remove', 'topics_remove', {
    args: ['owner', 'repo', 'topic'],
    examples: ['repo topics remove acme/tools legacy --on-missing skip']
  }),
  r('repo topics set', 'topics_set', {
    args: ['owner', 'repo', 'topics'],
    examples: ['repo topics set acme/tools go cli gitea   # exactly these; the others are removed']
  }),
  // Deploy keys (src/registry/governance.ts)
  r('repo deploy-keys add', 'deploy_keys_add', {
    args: ['owner', 'repo', 'title'],
    examples: [
      'repo deploy-keys add acme/tools ci-fetch --key @ci.pub --read-only',
      'repo deploy-keys add acme/tools release-push --key @release.pub --on-exists skip'
    ]
  }),
  r('repo deploy-keys delete', 'deploy_keys_delete', {
    args: ['owner', 'repo', 'id'],
    examples: ['repo deploy-keys delete acme/tools 12']
  }),
  r('repo deploy-keys get', 'deploy_keys_get', { args: ['owner', 'repo', 'id'], examples: ['repo deploy-keys get acme/tools 12'] }),
  r('repo deploy-keys list', 'deploy_keys_list', {
    args: ['owner', 'repo'],
    isDefault: true,
    examples: ['repo deploy-keys list acme/tools']
  }),
  // Tag protections (src/registry/governance.ts)
  r('repo tag-protections create', 'tag_protections_create', {
    args: ['owner', 'repo', 'name_pattern'],
    examples: ["repo tag-protections create acme/tools 'v*' --whitelist-usernames release-bot --whitelist-teams Owners --on-exists skip"]
  }),
  r('repo tag-protections delete', 'tag_protections_delete', {
    args: ['owner', 'repo', 'id'],
    examples: ['repo tag-protections delete acme/tools 3']
  }),
  r('repo tag-protections edit', 'tag_protections_edit', {
    args: ['owner', 'repo', 'id'],
    examples: [`repo tag-protections edit acme/tools 3 --json-fields '{"whitelist_usernames":["release-bot","alice"]}'`]
  }),
  r('repo tag-protections get', 'tag_protections_get', {
    args: ['owner', 'repo', 'id'],
    examples: ['repo tag-protections get acme/tools 3']
  }),
  r('repo tag-protections list', 'tag_protections_list', {
    args: ['owner', 'repo'],
    isDefault: true,
    examples: ['repo tag-protections list acme/tools']
  }),
  r('repo collaborators add', 'collaborators_add', {
    args: ['owner', 'repo', 'username'],
    examples: ['repo collaborators add alice/demo bob --permission read', 'repo collaborators add acme widgets carol --permission admin']
  }),
  r('repo collaborators check', 'collaborators_check', {
    args: ['owner', 'repo', 'username'],
    examples: ['repo collaborators check alice/demo bob']
  }),
  r('repo collaborators list', 'collaborators_list', {
    args: ['owner', 'repo'],
    isDefault: true,
    examples: ['repo collaborators list alice/demo']
  }),
  r('repo collaborators permission', 'collaborators_permission', {
    args: ['owner', 'repo', 'username'],
    examples: ['repo collaborators permission alice/demo bob']
  }),
  r('repo collaborators remove', 'collaborators_remove', {
    args: ['owner', 'repo', 'username'],
    examples: ['repo collaborators remove alice/demo bob', 'repo collaborators remove alice/demo bob --on-missing skip']
  }),
  r('repo create', 'repos_create', {
    args: ['name'],
    examples: [
      'repo create tools --private --description "Build tools"',
      'repo create widgets --org acme --auto-init --default-branch main --on-exists skip',
      `repo create docs --json-fields '{"trust_model":"committer"}'`
    ]
  }),
  r('repo delete', 'repos_delete', { args: ['owner', 'repo'], examples: ['repo delete alice/old-tools'] }),
  r('repo edit', 'repos_edit', {
    args: ['owner', 'repo'],
    examples: [
      'repo edit acme/tools --no-allow-merge-commits --default-merge-style squash --default-delete-branch-after-merge',
      'repo edit acme/tools --no-has-wiki --no-has-projects --default-branch main',
      'repo edit acme/old-tools --archived',
      `repo edit alice/demo --json-fields '{"external_tracker":{"external_tracker_url":"https://jira.example.com"}}'`
    ]
  }),
  r('repo get', 'repos_get', { args: ['owner', 'repo'] }),
  r('repo list', 'repos_list', { examples: ['repo list --limit 20'] }),
  r('repo transfer', 'repos_transfer', {
    args: ['owner', 'repo'],
    examples: ['repo transfer alice/tools --new-owner acme', 'repo transfer alice/tools --new-owner acme --team-ids 3,4']
  }),

  // Repository webhooks and Actions settings (src/registry/scoped.ts, repository scope)
  r('repo hooks create', 'hooks_create', {
    args: ['owner', 'repo', 'type'],
    examples: [`repo hooks create acme/tools gitea --config ${hookConfig} --events push,pull_request --active`]
  }),
  r('repo hooks delete', 'hooks_delete', { args: ['owner', 'repo', 'id'] }),
  r('repo hooks edit', 'hooks_edit', {
    args: ['owner', 'repo', 'id'],
    examples: [`repo hooks edit acme/tools 7 --json-fields '{"active":false}'`]
  }),
  r('repo hooks get', 'hooks_get', { args: ['owner', 'repo', 'id'] }),
  r('repo hooks list', 'hooks_list', { args: ['owner', 'repo'] }),
  r('repo jobs list', 'jobs', { args: ['owner', 'repo'] }),
  r('repo runners delete', 'runners_delete', { args: ['owner', 'repo', 'runner_id'] }),
  r('repo runners edit', 'runners_edit', {
    args: ['owner', 'repo', 'runner_id'],
    examples: ['repo runners edit acme/tools 7 --disabled', 'repo runners edit acme/tools 7 --no-disabled']
  }),
  r('repo runners get', 'runners_get', { args: ['owner', 'repo', 'runner_id'] }),
  r('repo runners list', 'runners_list', { args: ['owner', 'repo'] }),
  r('repo runners prune', 'runners_prune', {
    args: ['owner', 'repo'],
    examples: ['repo runners prune acme/tools --preview', "repo runners prune acme/tools --name 'ci-*' --ephemeral --max-removals 50"]
  }),
  r('repo runners register', 'runners_register', {
    args: ['owner', 'repo', 'name'],
    credentialNote: registeredNote,
    examples: ['repo runners register acme/tools ci-1 --labels ubuntu-latest:host --ephemeral']
  }),
  r('repo runners token', 'runners_token', { args: ['owner', 'repo'], credentialNote: runnerNote }),
  r('repo runs list', 'runs', { args: ['owner', 'repo'] }),
  r('repo secrets delete', 'secrets_delete', { args: ['owner', 'repo', 'name'] }),
  r('repo secrets list', 'secrets_list', { args: ['owner', 'repo'] }),
  r('repo secrets set', 'secrets_set', {
    args: ['owner', 'repo', 'name'],
    stdin: secretStdin,
    examples: ['repo secrets set acme/tools DEPLOY_KEY < deploy_key.txt', 'printf %s "$TOKEN" | svc repo secrets set acme/tools API_TOKEN']
  }),
  r('repo variables create', 'variables_create', {
    args: ['owner', 'repo', 'name'],
    stdin: secretStdin,
    examples: ['repo variables create acme/tools REGION --value eu-west-1']
  }),
  r('repo variables delete', 'variables_delete', { args: ['owner', 'repo', 'name'] }),
  r('repo variables get', 'variables_get', { args: ['owner', 'repo', 'name'] }),
  r('repo variables list', 'variables_list', { args: ['owner', 'repo'] }),
  r('repo variables set', 'variables_set', {
    args: ['owner', 'repo', 'name'],
    stdin: secretStdin,
    examples: ['repo variables set acme/tools REGION --value eu-west-1', 'printf %s "$REGION" | svc repo variables set acme/tools REGION']
  })
]
