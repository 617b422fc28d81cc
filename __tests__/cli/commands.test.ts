// The command tree against the seed (interface §4.4, §4.5), and the usage errors that need no
// server: every command exists with its flags, positional arguments and an example in --help;
// usage errors exit 2 and never echo a credential given on the command line.
import { beforeAll, describe, expect, test } from '@jest/globals'
import { argNameOf } from '../../src/cli/params.js'
import { COMMAND_INDEX } from '../../src/cli/generated/command-index.js'
import { COMMANDS } from '../../src/cli/table.js'
import { bounded, ensureCliBundle, runCli, seedCommands, type CliRun } from './harness.js'

let bundle: string
beforeAll(() => {
  bundle = ensureCliBundle()
}, 180_000)

const svc = (args: string[], opts: Parameters<typeof runCli>[2] = {}) => runCli(bundle, args, opts)

describe('the seed command list', () => {
  const seed = seedCommands()

  test('is read from the interface (sanity)', () => {
    expect(seed.length).toBeGreaterThan(100)
    expect(seed.map(c => c.path)).toEqual(
      expect.arrayContaining([
        'gpg-key delete',
        'user keys',
        'user quota packages',
        'user search',
        'admin emails search',
        'admin users repos-create'
      ])
    )
  })

  test('every seed command is a command of the table, and every table command is in the seed', () => {
    const table = new Set(COMMANDS.map(c => c.path.join(' ')))
    const groups = new Set(COMMANDS.flatMap(c => c.path.slice(0, -1).map((_, i) => c.path.slice(0, i + 1).join(' '))))
    const missing = seed.map(c => c.path).filter(p => !table.has(p) && !groups.has(p))
    expect(missing).toEqual([])
    const extra = [...table].filter(p => !seed.some(c => c.path === p))
    expect(extra).toEqual([])
  })

  // One process per command (some 210 with the organization and repository ones), 8 at a time on shared cores.
  test('every seed command answers --help with its flags, arguments and an example', async () => {
    const runs = await bounded(
      8,
      seed.map(c => () => svc([...c.path.split(' '), '--help']).then(r => ({ c, r })))
    )
    const problems: string[] = []
    for (const { c, r } of runs) {
      const where = `svc ${c.path} --help`
      if (r.code !== 0) problems.push(`${where}: exit ${r.code}: ${r.stderr}`)
      if (!r.stdout.startsWith(`Usage: svc ${c.path} `)) problems.push(`${where}: usage line is ${r.stdout.split('\n')[0]}`)
      if (!/\nExamples?:\n {2}\$ /.test(r.stdout)) problems.push(`${where}: no example`)
      for (const flag of c.flags) if (!new RegExp(`\\s${flag}[\\s,]`).test(r.stdout)) problems.push(`${where}: no ${flag}`)
      const spec = COMMANDS.find(x => x.path.join(' ') === c.path)
      for (const arg of spec?.args ?? []) {
        // `<owner> [repo]`: the repo may also come as OWNER/REPO in <owner>; `[query]` may be --q,
        // `[username]` of the token commands the basic-auth user; an argument after `[repo]` moves up
        // one place when <owner> is OWNER/REPO (`repo collaborators add alice/demo bob`).
        const args = spec?.args ?? []
        const afterRepo = args.includes('repo') && args.indexOf(arg) > args.indexOf('repo')
        const optional = arg === 'repo' || afterRepo || spec?.alsoFlag?.includes(arg) || spec?.basicAuthUser === arg
        const usage = r.stdout.split('\n')[0]
        if (!usage.includes(`<${argNameOf(arg)}`) && !(optional && usage.includes(`[${argNameOf(arg)}`)))
          problems.push(`${where}: positional <${arg}> not shown`)
      }
      // The global options are listed once, by svc --help; every other page points there.
      if (r.stdout.includes('--server-url <url>')) problems.push(`${where}: lists the global options`)
      if (!/\nGlobal options \(.*\): see svc --help\n$/.test(r.stdout)) problems.push(`${where}: no pointer to the global options`)
    }
    expect(problems).toEqual([])
  }, 180_000)

  test('default subcommands and aliases are wired as the seed marks them', () => {
    const find = (p: string) => COMMANDS.find(c => c.path.join(' ') === p)!
    expect(find('user following list').isDefault).toBe(true)
    expect(find('user starred list').isDefault).toBe(true)
    for (const sub of ['add', 'delete', 'list']) expect(find(`gpg-key ${sub}`).action).toBe(find(`user gpg-keys ${sub}`).action)
    expect(find('user quota').action).toBe('quota')
    expect(find('user quota artifacts').action).toBe('quota_artifacts')
  })
})

describe("svc's own commands (not operations of the registry)", () => {
  // Leaves of the whole program (the generated command index) that are not rows of the operation
  // table: logins, completion, desired state, svc api, svc mcp. Their help is written by hand.
  const paths = COMMAND_INDEX.commands.map(c => c[0]).filter(p => p !== '')
  const leaves = paths.filter(p => !paths.some(q => q.startsWith(`${p} `)))
  const table = new Set(COMMANDS.map(c => c.path.join(' ')))
  const own = leaves.filter(p => !table.has(p) && !/^(gpg-key)\b/.test(p))

  test('are found (sanity)', () => {
    expect(own).toEqual(expect.arrayContaining(['login add', 'login list', 'completion', 'plan', 'apply', 'dump', 'api', 'mcp']))
  })

  test('each answers --help with an example', async () => {
    const runs = await bounded(
      8,
      own.map(p => () => svc([...p.split(' '), '--help']).then(r => ({ p, r })))
    )
    const problems = runs
      .filter(({ r }) => r.code !== 0 || !/\nExamples?:\n {2}\$ /.test(r.stdout))
      .map(({ p, r }) => `svc ${p} --help: exit ${r.code}`)
    expect(problems).toEqual([])
  }, 120_000)
})

describe('usage errors (exit 2, nothing sent)', () => {
  // Port 9 (discard) is closed here: if anything were sent, the exit code would be 1, not 2.
  const env = { SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_TOKEN: 'env-token-SECRET-0001' }
  const cases: Array<[string, string[], RegExp]> = [
    ['unknown command', ['user', 'sekrets'], /unknown command "svc user sekrets"; did you mean "svc user secrets"\?/],
    ['unknown option', ['user', 'me', '--bogus'], /unknown option '--bogus'/],
    ['missing positional', ['user', 'get'], /missing required argument 'username'/],
    ['extra positional', ['user', 'me', 'alice'], /too many arguments/],
    // A group's default subcommand (list) reached with a word that is no subcommand: that word is named.
    [
      'an unknown subcommand of a group with a default',
      ['org', 'members', 'add', 'platform', 'zoe'],
      /^svc: unknown command "svc org members add"; svc org members has: check, list, remove\. An organization's members are its teams' members: add one with svc org teams member-add/
    ],
    [
      'extra positional to a named default subcommand',
      ['org', 'members', 'list', 'platform', 'zoe'],
      /^svc: too many arguments for 'list': it takes 1 argument, 2 were given\n/
    ],
    ['missing required flag', ['user', 'keys', 'add', '--title', 't'], /^svc: missing required --key\n/],
    ['every missing required flag at once', ['admin', 'users', 'create'], /^svc: missing required --username and --email\n/],
    ['a search without its query', ['admin', 'emails', 'search'], /^svc: missing required <query> \(or --q\)\n/],
    ['a query twice', ['admin', 'emails', 'search', 'ali', '--q', 'bob'], /^svc: give <query> or --q, not both\n/],
    [
      '--limit below 0',
      ['admin', 'users', 'list', '--limit', '-1'],
      /^svc: --limit -1: must be 0 or more \(maximum number of items; 0 = server default\)\n/
    ],
    ['an id of 0', ['user', 'keys', 'delete', '0'], /^svc: <id> 0: must be more than 0 \(SSH key id\)\n/],
    ['--all of other CLIs', ['admin', 'users', 'list', '--all'], /^svc: unknown option '--all'; did you mean "--paginate"\?/],
    ['an unknown command asked for help', ['nosuchcommand', '--help'], /^svc: unknown command "svc nosuchcommand"; svc has: /],
    [
      'an unknown subcommand asked for help',
      ['admin', 'usres', '--help'],
      /^svc: unknown command "svc admin usres"; did you mean "svc admin users"\?\n/
    ],
    ['bad integer', ['user', 'keys', 'delete', 'abc'], /<id>: expected a whole number/],
    ['bad choice', ['user', 'starred', '--sort', 'size'], /--sort <value>.*invalid.*created, updated, stars, name/],
    ['bad JSON', ['user', 'settings-update', '--json-fields', '{"full_name":'], /--json-fields: not valid JSON/],
    ['JSON not an object', ['user', 'hooks', 'edit', '3', '--json-fields', '[1]'], /expected a JSON object/],
    [
      'json_fields key the API drops',
      ['user', 'settings-update', '--json-fields', '{"fullname":"x"}'],
      /json_fields has a key the API does not accept.*fullname/
    ],
    [
      'validation by the schema',
      ['admin', 'users', 'create', '--username', 'x', '--email', 'a', '--password', 'pw-x-1234'],
      /^svc: --email: must be at least 3 characters \(email address\)\n/
    ],
    ['missing server', ['user', 'me'], /no server: pass --server-url/],
    ['unreadable @file', ['user', 'keys', 'add', '--title', 't', '--key', '@/nonexistent/key.pub'], /--key: cannot read file/],
    [
      'token commands need basic auth',
      ['user', 'tokens', 'list', 'alice'],
      /^svc: "svc user tokens list" needs basic auth as alice: pass the password with --password-stdin/
    ],
    ['secret with empty stdin', ['user', 'secrets', 'set', 'FOO'], /no value .* on standard input/],
    [
      'two values from stdin',
      ['--password-stdin', '--username', 'alice', 'user', 'secrets', 'set', 'FOO'],
      /standard input can hold only one value/
    ],
    [
      'password and --password-stdin',
      ['admin', 'users', 'create', '--username', 'x', '--email', 'x@example.com', '--password', 'pw-1234', '--password-stdin'],
      /not both/
    ],
    ['bad SVC_VARIANT', ['user', 'me'], /SVC_VARIANT must be auto, gitea or forgejo/]
  ]

  test.each(cases)('%s', async (name, args, message) => {
    const extra: Record<string, string | undefined> = {}
    if (name === 'missing server') extra.SVC_SERVER_URL = undefined
    if (name === 'bad SVC_VARIANT') extra.SVC_VARIANT = 'gitlab'
    const r = await svc(args, { env: { ...env, ...extra }, input: name === 'two values from stdin' ? 'x\n' : undefined })
    expect(r.code).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^svc: /)
    expect(r.stderr).toMatch(message)
    expect(r.stderr).toMatch(/\nhint: see: svc .*--help\n$/)
    expect(r.stderr).not.toContain(env.SVC_TOKEN)
  })

  test('a group without a subcommand shows its help and exits 0', async () => {
    const r = await svc(['user', 'keys'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^Usage: svc user keys /)
    expect(r.stdout).toMatch(/add \[options\]/)
  })
})

describe('no credential in argv-derived error messages', () => {
  const token = 'tok-SECRET-4f1d2c9a'
  const password = 'pw-SECRET-88aa77bb'
  const value = 'val-SECRET-0c0c0c0c'
  const base = ['--server-url', 'http://127.0.0.1:9', '--token', token, '--username', 'alice', '--password', password]
  const cases: string[][] = [
    [...base, 'user', 'me', `--tokne=${token}`],
    [...base, 'user', 'me', `--pasword=${password}`],
    [...base, 'user', 'me', '--limit', password],
    [...base, 'user', 'secrets', 'set', 'FOO', '--value', value, `--valeu=${value}`],
    [...base, 'user', 'secrets', 'set', 'FOO', value],
    [...base, 'user', 'secrets', 'set', '--value', value],
    [...base, 'user', 'variables', 'set', 'FOO', '--value', value, '--bogus'],
    [...base, 'admin', 'users', 'create', '--username', 'x', '--email', 'e', '--password', password],
    [...base, 'admin', 'users', 'edit', 'alice', '--json-fields', `{"password":"${password}"`],
    [...base, 'admin', 'users', 'edit', 'alice', '--json-fields', `{"pasword":"${password}"}`],
    [...base, 'user', 'starred', '--sort', password],
    [...base, 'user', password],
    ['--server-url', `http://alice:${password}@127.0.0.1:9`, 'user', 'me'],
    ['--server-url', 'http://127.0.0.1:9', '--token', token, 'user', 'me'],
    ['--server-url', 'http://127.0.0.1:9', '--username', 'alice', '--password', password, 'user', 'tokens', 'list', 'alice'],
    [...base, '--ca-cert', `/nonexistent/${password}`, 'user', 'me']
  ]

  test('for each malformed or failing command line, stderr holds none of the credentials', async () => {
    const runs: CliRun[] = await bounded(
      8,
      cases.map(args => () => svc(args))
    )
    runs.forEach((r, i) => {
      const shown = r.stdout + r.stderr
      expect({ args: cases[i].join(' '), code: r.code === 1 || r.code === 2 }).toEqual({ args: cases[i].join(' '), code: true })
      for (const secret of [token, password, value])
        expect({ args: cases[i].join(' '), leaked: shown.includes(secret) }).toEqual({ args: cases[i].join(' '), leaked: false })
      expect(r.stderr).toMatch(/^svc: /)
    })
  }, 60_000)

  test('credentials from the environment are masked too', async () => {
    const r = await svc(['user', 'me', '--bogus=env-pw-SECRET-77'], {
      env: { SVC_SERVER_URL: 'http://127.0.0.1:9', SVC_PASSWORD: 'env-pw-SECRET-77', SVC_USERNAME: 'alice' }
    })
    expect(r.code).toBe(2)
    expect(r.stderr).not.toContain('env-pw-SECRET-77')
  })
})
