// The surface of svc as data: the domains (an action `domain`, an MCP tool, a CLI command word) and
// the per-call options (`on-exists`, `paginate`, `dry-run`, ...). Every front end derives its
// names, choices, defaults and validation from here: action.yml's inputs and src/action/inputs.ts,
// the CLI's global flags (src/cli/globals.ts), the MCP tools and their params (src/mcp/tools.ts,
// server.ts, settings.ts). A new domain is one entry of DOMAIN_SPECS plus its operations.
// No imports: types.ts re-exports this file, and everything imports types.ts.

export interface DomainSpec {
  /** The MCP tool that serves the domain's actions. */
  tool: string
  /** The MCP tool's title. */
  title: string
  /** What the MCP tool does, the first sentence of its description. */
  about: string
  /** What enabling it offers, in a few words (svc_enable's description, the MCP instructions). */
  offers: string
  /** How the domain's actions are described in the action's `domain` input ("user-level actions"). */
  actions: string
  /** The adjective of docs/operations.md's count ("user-level", "instance-admin"). */
  label: string
  /** The CLI command word its commands sit under, with that group's help summary. */
  cli: { word: string; summary: string; aliases?: string[] }
  /**
   * Who may use it: `admin` needs an instance admin. Enabling it under `svc mcp` reads GET /user and
   * refuses a token whose owner is not an instance admin (is_admin false); the action and the CLI
   * say so in errors and help, and the server itself answers 403.
   */
  who: 'anyone' | 'admin'
}

/**
 * The domains, in the order every front end lists them. The key is the domain's name: the action's
 * `domain` value, the `svc_enable` / `--domains` / SVC_DOMAINS word, and `Operation.domain`. The
 * first is the default of the action's `domain` input.
 */
export const DOMAIN_SPECS = {
  users: {
    tool: 'svc_users',
    title: 'svc: user account',
    about: "User-level operations on a Gitea or Forgejo server, as the credentials' owner",
    offers: 'user-level operations',
    actions: 'user-level actions',
    label: 'user-level',
    cli: {
      word: 'user',
      summary: 'user-level operations (profile, keys, tokens, secrets, social, automation)',
      aliases: ['gpg-key']
    },
    who: 'anyone'
  },
  admin: {
    tool: 'svc_admin',
    title: 'svc: instance administration',
    about: 'Instance administration of a Gitea or Forgejo server (needs an instance-admin token)',
    offers: 'instance administration',
    actions: 'instance administration',
    label: 'instance-admin',
    cli: { word: 'admin', summary: 'instance administration (needs an instance-admin token)' },
    who: 'admin'
  },
  orgs: {
    tool: 'svc_orgs',
    title: 'svc: organizations and teams',
    about: 'Organizations of a Gitea or Forgejo server: their settings, members, teams, webhooks and Actions settings',
    offers: 'organizations, teams and their members',
    actions: 'organization actions',
    label: 'organization',
    cli: { word: 'org', summary: 'organizations: members, teams, webhooks, Actions secrets, variables and runners' },
    who: 'anyone'
  },
  repos: {
    tool: 'svc_repos',
    title: 'svc: repositories',
    about: 'Repositories of a Gitea or Forgejo server: their settings, collaborators, webhooks and Actions settings',
    offers: 'repositories and their collaborators',
    actions: 'repository actions',
    label: 'repository',
    cli: { word: 'repo', summary: 'repositories: collaborators, webhooks, Actions secrets, variables and runners' },
    who: 'anyone'
  }
} as const satisfies Record<string, DomainSpec>

export type Domain = keyof typeof DOMAIN_SPECS

/** An MCP tool that is not a domain of the registry: enabled like one, served by its own front end. */
export interface ToolSpec {
  tool: string
  title: string
  about: string
  offers: string
  who: 'anyone' | 'admin'
}

/**
 * MCP tools over several domains at once (no operation of their own), enabled like a domain:
 * `svc_enable` with `domains: ["state"]`, `--domains state`, SVC_DOMAINS. `state`: the desired-state
 * plan (src/state), read-only; its apply only where writes are enabled. `report`: the access review
 * and the audit (src/report), an instance admin's as it reads every user and team.
 */
export const EXTRA_TOOL_SPECS = {
  state: {
    tool: 'svc_state',
    title: 'svc: desired state (plan, apply)',
    about:
      'Desired state of a Gitea or Forgejo server: what a state file (users, their keys, emails, variables and secrets, organizations, repositories, system hooks) would change on the server (plan), and, where writes are enabled, making those changes (apply)',
    offers: 'the desired-state plan (and apply where writes are enabled)',
    who: 'anyone'
  },
  report: {
    tool: 'svc_report',
    title: 'svc: access review and audit',
    about:
      "Access review and audit of a Gitea or Forgejo server: who can read, write or administer which repository, and through what; the audit rules' findings",
    offers: 'the access review (who can do what, and why) and the audit',
    who: 'admin'
  }
} as const satisfies Record<string, ToolSpec>

/** What svc_enable, --domains and SVC_DOMAINS take: the registry's domains and the extra tools. */
export type ToolDomain = Domain | keyof typeof EXTRA_TOOL_SPECS
export const TOOL_DOMAINS = [...Object.keys(DOMAIN_SPECS), ...Object.keys(EXTRA_TOOL_SPECS)] as ToolDomain[]
export const isDomain = (d: ToolDomain): d is Domain => d in DOMAIN_SPECS
/** The MCP side of a domain or an extra tool. */
export const toolSpec = (d: ToolDomain): ToolSpec => (isDomain(d) ? DOMAIN_SPECS[d] : EXTRA_TOOL_SPECS[d])
/** The MCP tool that enables domains (`svc_enable`, with `domains`). */
export const ENABLE_TOOL = 'svc_enable'
export const DOMAINS = Object.keys(DOMAIN_SPECS) as Domain[]
/** The action's `domain` when the input is empty. */
export const DEFAULT_DOMAIN: Domain = DOMAINS[0]

export const domainSpec = (d: Domain): DomainSpec => DOMAIN_SPECS[d]

/** Whether a domain needs an instance admin's credentials. */
export const needsAdmin = (d: Domain): boolean => domainSpec(d).who === 'admin'

/** `a`, `a or b`, `a, b or c` (`and` with `joiner`). */
export function wordList(words: readonly string[], joiner = 'or'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`
}

/** The values of the per-call options, as the client's RunOptions and the action's settings hold them. */
export interface CallOptionValues {
  rawJson: boolean
  paginate: boolean
  dryRun: boolean
  concurrency: number
  failFast: boolean
  onExists: 'fail' | 'skip' | 'error'
  onMissing: 'fail' | 'skip'
  /** The user an instance admin acts as (the `Sudo` header); empty: the credentials' owner. */
  sudo: string
}

export type CallOptionType =
  | { kind: 'boolean' }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'integer'; min: number; max: number }
  /** Free text matching `pattern` (`what` says what it must be); empty is the default. */
  | { kind: 'text'; pattern: RegExp; what: string }

/**
 * One per-call option. Its names follow from `name`: the action input is `name` (kebab-case), the
 * CLI flag `--name`, the MCP param `name` in snake_case. A front end takes it when its part is there.
 */
export interface CallOption<K extends keyof CallOptionValues = keyof CallOptionValues> {
  key: K
  name: string
  type: CallOptionType
  default: CallOptionValues[K]
  /**
   * The action input (action.yml's description). Every call option is an action input. `default`:
   * action.yml's default where it is not `default` (fail-fast: empty, which batches read as false
   * and `action: apply` as true).
   */
  action: { description: string; default?: string }
  /** The CLI global flag: its help, and the placeholder of its value (`--on-exists <mode>`). */
  cli?: { description: string; value?: string }
  /**
   * The MCP tool param. `operationParam`: it is a param of every operation (define.ts `params`),
   * so the tool lists it among the actions' params rather than as a param of its own. `brief`: a
   * few words for the tools' descriptions, which name every option (`dry_run (send nothing)`).
   */
  mcp?: { description: string; brief: string; operationParam?: boolean }
}

/** A user name as Gitea and Forgejo allow them (alphanumerics, `-`, `_`, `.`), at most 255 long. */
const SUDO_USER = /^[\w][\w.-]{0,254}$/

/** What is wrong with a text option's value, or undefined when it is good. */
export function wrongText(o: CallOption, value: unknown): string | undefined {
  const t = o.type
  if (t.kind !== 'text') return undefined
  return typeof value === 'string' && (value === '' || t.pattern.test(value)) ? undefined : t.what
}

const failOrSkip = { kind: 'choice', choices: ['fail', 'skip'] } as const

export const CALL_OPTIONS: readonly CallOption[] = [
  {
    key: 'rawJson',
    name: 'raw-json',
    type: { kind: 'boolean' },
    default: false,
    action: { description: '`true` returns full records instead of the formatted common fields.' },
    cli: { description: 'full records instead of the common fields' },
    mcp: {
      brief: 'every action: full records',
      description: 'return the full record instead of the formatted fields',
      operationParam: true
    }
  },
  {
    key: 'paginate',
    name: 'paginate',
    type: { kind: 'boolean' },
    default: false,
    action: {
      description:
        '`true` fetches every page of a paged list into one result. Without it, one page; a larger total is said in a warning and the job summary.'
    },
    cli: { description: 'fetch every page of a list' },
    mcp: { brief: 'lists: every page', description: 'fetch every page of a paged list into one result (list actions)' }
  },
  {
    key: 'dryRun',
    name: 'dry-run',
    type: { kind: 'boolean' },
    default: false,
    action: {
      description:
        '`true` logs the request(s) that would be sent (credentials redacted) and sends nothing; `result` holds the planned requests.'
    },
    cli: { description: 'print the request(s) that would be sent; send nothing' },
    mcp: {
      brief: 'every action: send nothing',
      description: 'describe the request(s) that would be sent and send nothing; result holds them (any action)'
    }
  },
  {
    key: 'failFast',
    name: 'fail-fast',
    type: { kind: 'boolean' },
    default: false,
    action: {
      description:
        'Batches: `true` starts no further call after the first failure (empty: `false`). Either way the step fails when any call failed, and `result` holds `{"error", "status"}` in the place of each failed call. `action: apply`: `false` goes on after a failed change (empty: `true`, stop at the first).',
      default: "''"
    },
    cli: { description: 'with --params: start no further item after the first failure' }
  },
  {
    key: 'concurrency',
    name: 'concurrency',
    type: { kind: 'integer', min: 1, max: 32 },
    default: 4,
    action: { description: 'How many calls of a batch run at once (1 to 32) over one keep-alive connection pool.' },
    cli: { value: 'n', description: 'with --params: how many items run at once (1 to 32; default 4)' }
  },
  {
    key: 'onExists',
    name: 'on-exists',
    type: { kind: 'choice', choices: ['fail', 'skip', 'error'] },
    default: 'fail',
    action: {
      description:
        '`fail` (default), `skip` or `error`. With `skip`, a create whose target exists already (a user, key, variable, token, OAuth2 app by name, hook by type and URL, runner by name, ...) succeeds and changes nothing; `result` is the existing record where one can be read. `fail` leaves it to the server (which refuses a second user or variable, but makes a second hook, OAuth2 app or runner of the same name). `error` looks first and refuses when the target exists, even where the server would make a second one.'
    },
    cli: {
      value: 'mode',
      description:
        'a create whose target exists: fail (default: as the server decides), skip (change nothing), or error (look first and refuse)'
    },
    mcp: {
      brief: 'creates: fail, skip or error',
      description:
        'a create whose target exists already: fail (default: as the server decides), skip and change nothing, or error: look first and refuse, even where the server would make a second one (hooks, OAuth2 apps, runners)'
    }
  },
  {
    key: 'onMissing',
    name: 'on-missing',
    type: failOrSkip,
    default: 'fail',
    action: {
      description: '`fail` (default) or `skip`: with `skip`, a delete or removal whose target is not there succeeds and changes nothing.'
    },
    cli: { value: 'mode', description: 'a delete whose target is not there: fail (default), or skip' },
    mcp: {
      brief: 'removals: fail or skip',
      description: 'a delete or removal whose target is not there: fail (default), or skip and change nothing'
    }
  },
  {
    key: 'sudo',
    name: 'sudo',
    // Checked before it goes into a header: a user name never holds spaces, control characters or
    // anything else that could bend the request.
    type: { kind: 'text', pattern: SUDO_USER, what: 'a user name (letters, digits, -, _ and .)' },
    default: '',
    action: {
      description:
        "A user name: an instance admin's token acts as that user (the servers' `Sudo` header), so user-level actions (keys, secrets, variables, ...) apply to that user's account. The server refuses it (403) for a token whose owner is not an instance admin."
    },
    cli: { value: 'user', description: "act as this user (an instance admin's token only; the Sudo header)" },
    mcp: {
      brief: "an admin's token acts as this user",
      description:
        "act as this user: an instance admin's token runs the action for that user (the Sudo header); refused for a non-admin token"
    }
  }
]

/** Just the per-call options of a settings object that holds more. */
export function callOptionsOf(values: CallOptionValues): CallOptionValues {
  return Object.fromEntries(CALL_OPTIONS.map(o => [o.key, values[o.key]])) as unknown as CallOptionValues
}

export function callOption<K extends keyof CallOptionValues>(key: K): CallOption<K> {
  return CALL_OPTIONS.find(o => o.key === key) as CallOption<K>
}

/** The MCP param name of a call option (`on_exists`). */
export const mcpParam = (o: CallOption): string => o.name.replace(/-/g, '_')

/** The CLI flag of a call option as commander spells it (`--on-exists <mode>`). */
export const cliFlags = (o: CallOption): string => `--${o.name}${o.cli?.value ? ` <${o.cli.value}>` : ''}`
