// Data written to stdout stays byte-exact (issue 38, major 1) through the CLI bundle against a
// forge (the simulator, both variants; a real Gitea under `npm run test:real`): a team whose
// description holds `::` and `##[` is dumped to a file by redirection (`svc dump > forge.yaml`) and
// that file plans "No changes"; `--jq` strings, `--template`, `-o csv`/`tsv` and text output print
// the description as the server holds it (read back by plain HTTP). Where a runner reads stdout (a
// runner's variable set, stdout a pipe) the data is written between `::stop-commands::TOKEN` and
// `::TOKEN::`, TOKEN random per run, and a hostile line inside cannot resume the commands; written
// to a regular file, it is not wrapped.
import { describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { targetVariants } from '../target.js'
import { ensureCliBundle } from '../cli/harness.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const RUN = runId()
const { dir } = stateFiles('svc-data-stdout-')
const DESCRIPTION = 'cpp::std owners'
/** A second team's description: a runner command, an ADO form and an address. */
const HOSTILE = '::stop-commands::x ##[error]fe80::1 ::x::'

/** `::stop-commands::TOKEN\n` … `::TOKEN::\n` around `data`; the token, or undefined when stdout is not wrapped. */
function unwrap(stdout: string): { token?: string; data: string } {
  const m = /^::stop-commands::([0-9a-f-]{36})\n([^]*)::\1::\n$/.exec(stdout)
  return m ? { token: m[1], data: m[2] } : { data: stdout }
}

describe.each(targetVariants())('data on stdout is byte-exact on %s', variant => {
  const org = `ds${RUN}${variant[0]}`
  const kit = stateTarget(variant, {
    secrets: {},
    async setup(t) {
      expect((await t.api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
      for (const [name, description] of [
        ['Owners2', DESCRIPTION],
        ['Hostile', HOSTILE]
      ])
        expect((await t.api('POST', `/orgs/${org}/teams`, { name, description, permission: 'read', units: ['repo.code'] })).status).toBe(
          201
        )
    },
    async cleanup(t) {
      await t.api('DELETE', `/orgs/${org}`)
    }
  })
  const { svc, api } = kit
  const RUNNER = { GITHUB_ACTIONS: 'true' }

  /** The CLI with its stdout redirected to a regular file (as `svc ... > file` does); the file's text. */
  async function toFile(args: string[], name: string, env: Record<string, string> = {}): Promise<{ code: number; text: string }> {
    const path = join(dir, name)
    const fd = openSync(path, 'w')
    const code = await new Promise<number>((done, fail) => {
      const child = spawn(process.execPath, [ensureCliBundle(), ...args], {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: tmpdir(),
          SVC_SERVER_URL: kit.target.url,
          SVC_TOKEN: kit.target.creds.adminToken,
          ...env
        },
        cwd: dir,
        stdio: ['ignore', fd, 'inherit']
      })
      child.on('error', fail)
      child.on('close', c => done(c ?? -1))
    })
    closeSync(fd)
    return { code, text: readFileSync(path, 'utf8') }
  }

  test('the server holds the descriptions as given (read by plain HTTP)', async () => {
    const teams = (await api('GET', `/orgs/${org}/teams`)).body as Array<{ name: string; description: string }>
    expect(Object.fromEntries(teams.map(t => [t.name, t.description]))).toMatchObject({ Owners2: DESCRIPTION, Hostile: HOSTILE })
  })

  test('svc dump > forge.yaml keeps `cpp::std owners` and plans No changes (in a runner too: a file is not wrapped)', async () => {
    const dumped = await toFile(['dump', '--collections', 'orgs,orgs.teams'], 'forge.yaml', RUNNER)
    expect(dumped.code).toBe(0)
    expect(dumped.text).toContain(`description: ${DESCRIPTION}\n`)
    expect(dumped.text).not.toMatch(/^::stop-commands::/m)
    // What --out writes, byte for byte.
    expect((await svc(['dump', '--collections', 'orgs,orgs.teams', '--out', join(dir, 'out.yaml')])).code).toBe(0)
    expect(dumped.text).toBe(readFileSync(join(dir, 'out.yaml'), 'utf8'))
    const plan = await svc(['plan', '-f', join(dir, 'forge.yaml'), '--detailed-exitcode'])
    expect([plan.code, plan.stdout]).toEqual([0, expect.stringContaining('No changes')])
  })

  test('svc plan text shows a value with `::` as it is (wrapped under a runner, never rewritten)', async () => {
    const dumped = await toFile(['dump', '--collections', 'orgs,orgs.teams'], 'plan-src.yaml')
    const changed = join(dir, 'plan-changed.yaml')
    writeFileSync(changed, dumped.text.replace(`description: ${DESCRIPTION}\n`, 'description: cpp::std::v2 owners\n'))
    const plan = await svc(['plan', '-f', changed])
    expect(plan.code).toBe(0)
    expect(plan.stdout).toContain(`description: "${DESCRIPTION}" → "cpp::std::v2 owners"`)
    expect(unwrap(plan.stdout).token).toBeUndefined()
    const wrapped = await svc(['plan', '-f', changed], RUNNER)
    const { token, data } = unwrap(wrapped.stdout)
    expect(token).toBeDefined()
    expect(data).toBe(plan.stdout)
  })

  test('svc dump to a pipe under a runner: between stop-commands and its token, the same YAML', async () => {
    const plain = await svc(['dump', '--collections', 'orgs,orgs.teams'])
    expect(plain.stdout).toContain(`description: ${DESCRIPTION}\n`)
    expect(unwrap(plain.stdout).token).toBeUndefined()
    const wrapped = await svc(['dump', '--collections', 'orgs,orgs.teams'], { FORGEJO_ACTIONS: 'true' })
    const { token, data } = unwrap(wrapped.stdout)
    expect(token).toBeDefined()
    expect(data).toContain(`description: ${DESCRIPTION}\n`)
    expect(data).toContain(HOSTILE)
  })

  test('--jq strings, --template, csv, tsv and text print the description as the server has it', async () => {
    const teams = ['org', 'teams', 'list', org]
    const jq = await svc([...teams, '--jq', '.[] | select(.name == "Owners2") | .description'])
    expect(jq.stdout).toBe(`${DESCRIPTION}\n`)
    const tpl = await svc([...teams, '--template', '{{#each .}}{{name}}={{description}}{{nl}}{{/each}}'])
    expect(tpl.stdout).toContain(`Owners2=${DESCRIPTION}\n`)
    expect(tpl.stdout).toContain(`Hostile=${HOSTILE}\n`)
    const csv = parse((await svc([...teams, '-o', 'csv', '--fields', 'name,description'])).stdout) as string[][]
    expect(csv).toEqual(expect.arrayContaining([['Owners2', DESCRIPTION]]))
    const tsv = await svc([...teams, '-o', 'tsv', '--fields', 'name,description'])
    expect(tsv.stdout.split('\n')).toContain(`Hostile\t${HOSTILE}`)
    const text = await svc(['org', 'teams', 'get', org, 'Owners2'])
    expect(text.stdout).toMatch(new RegExp(`^description: ${DESCRIPTION}$`, 'm'))
    for (const r of [jq, tpl, tsv, text]) expect(unwrap(r.stdout).token).toBeUndefined()
  })

  test('under a runner, a hostile line stays inside the block: the token is fresh each run and never in the data', async () => {
    const tokens = new Set<string>()
    for (const env of [RUNNER, { GITEA_ACTIONS: 'true' }, RUNNER]) {
      const r = await svc(['org', 'teams', 'list', org, '--jq', '.[].description'], env)
      expect(r.code).toBe(0)
      const { token, data } = unwrap(r.stdout)
      expect(token).toBeDefined()
      tokens.add(token!)
      expect(data.split('\n')).toEqual(expect.arrayContaining([DESCRIPTION, HOSTILE]))
      // Only the last line resumes the commands.
      expect(r.stdout.split('\n').filter(l => l.includes(`::${token}::`))).toEqual([`::${token}::`])
    }
    expect(tokens.size).toBe(3)
    // Output that holds no command form reaches the pipe unwrapped, in a runner too.
    const names = await svc(['org', 'teams', 'list', org, '--jq', '.[].name'], RUNNER)
    expect(unwrap(names.stdout).token).toBeUndefined()
    expect(names.stdout.split('\n')).toContain('Owners2')
    // -o json writes `::` as `\u003a:` (the same JSON value): no wrapping needed.
    const json = await svc(['org', 'teams', 'list', org, '-o', 'json'], RUNNER)
    expect(unwrap(json.stdout).token).toBeUndefined()
    expect((JSON.parse(json.stdout) as Array<{ description: string }>).map(t => t.description)).toContain(HOSTILE)
  })
})
