// The examples of docs/cli.md's "Bulk from the shell" and "Output to pipe" sections, run as
// written against the simulated Gitea (the files they name made first): each exits 0, the users
// the bulk examples create are there (read back by plain HTTP), and each list example prints rows.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'shell-quote'
import { ROOT } from '../../scripts/docs/pages.js'
import { startForge, type Forge } from '../sim/forge.js'
import { ensureCliBundle, runCli } from './harness.js'

/** The `svc` words of each line of the sh blocks of a docs/cli.md section (comments and redirections cut). */
function examplesOf(heading: string): string[][] {
  const page = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8')
  const start = page.indexOf(`\n## ${heading}`)
  expect(start).toBeGreaterThan(0)
  const section = page.slice(start + 1, page.indexOf('\n## ', start + 1))
  const out: string[][] = []
  for (const block of section.matchAll(/```sh\n([\s\S]*?)```/g))
    for (const line of block[1].split('\n')) {
      const tokens = parse(line)
      if (tokens[0] !== 'svc') continue
      const words: string[] = []
      for (const t of tokens.slice(1)) {
        if (typeof t !== 'string') break
        words.push(t)
      }
      out.push(words)
    }
  return out
}

let bundle: string
let gitea: Forge
let cwd: string
const NEW_USERS = ['docbulk1', 'docbulk2', 'docbulk3']
const CSV_USERS = ['docbulkcsv1', 'docbulkcsv2']
beforeAll(async () => {
  bundle = ensureCliBundle()
  gitea = await startForge({ variant: 'gitea' })
  cwd = mkdtempSync(join(tmpdir(), 'svc-docs-bulk-'))
  writeFileSync(
    join(cwd, 'users.json'),
    JSON.stringify(NEW_USERS.map(u => ({ username: u, email: `${u}@example.com`, password: `Pw-${u}-123456` })))
  )
  writeFileSync(join(cwd, 'developers.ndjson'), '{"username": "bob"}\n{"username": "carol"}\n')
  writeFileSync(join(cwd, 'users.csv'), `username,email,password\n${CSV_USERS.map(u => `${u},${u}@example.com,Pw-${u}-123456\n`).join('')}`)
  writeFileSync(join(cwd, 'repos.ndjson'), '{"owner": "acme", "repo": "widgets"}\n{"owner": "alice", "repo": "demo"}\n')
}, 180_000)
afterAll(async () => {
  await gitea?.close()
})

const run = (words: string[]) => runCli(bundle, words, { env: { SVC_SERVER_URL: gitea.url, SVC_TOKEN: gitea.fixtures.adminToken }, cwd })

describe('docs/cli.md: bulk and output examples, run as written', () => {
  test('Bulk from the shell: each exits 0 and the users are there', async () => {
    const examples = examplesOf('Bulk from the shell')
    expect(examples.length).toBeGreaterThanOrEqual(4)
    for (const words of examples) {
      const r = await run(words)
      expect([words.join(' '), r.code, r.stderr]).toEqual([words.join(' '), 0, expect.stringMatching(/^svc: \d+ items: /m)])
    }
    for (const u of [...NEW_USERS, ...CSV_USERS]) {
      const res = await fetch(`${gitea.url}/api/v1/users/${u}`, { headers: { authorization: `token ${gitea.fixtures.adminToken}` } })
      expect([u, res.status]).toEqual([u, 200])
    }
    // The team example: bob and carol are members of acme's Developers.
    const headers = { authorization: `token ${gitea.fixtures.adminToken}` }
    const teams = (await (await fetch(`${gitea.url}/api/v1/orgs/acme/teams`, { headers })).json()) as Array<{ id: number; name: string }>
    const developers = teams.find(t => t.name === 'Developers')!
    const members = (await (await fetch(`${gitea.url}/api/v1/teams/${developers.id}/members`, { headers })).json()) as Array<{
      login: string
    }>
    expect(members.map(m => m.login)).toEqual(expect.arrayContaining(['bob', 'carol']))
    // The label example: triage on both repositories.
    for (const repo of ['acme/widgets', 'alice/demo']) {
      const labels = (await (await fetch(`${gitea.url}/api/v1/repos/${repo}/labels`, { headers })).json()) as Array<{ name: string }>
      expect([repo, labels.some(l => l.name === 'triage')]).toEqual([repo, true])
    }
  })

  test('Output to pipe: each exits 0 and prints rows', async () => {
    const examples = examplesOf('Output to pipe')
    expect(examples.length).toBeGreaterThanOrEqual(5)
    for (const words of examples) {
      const r = await run(words)
      expect([words.join(' '), r.code, r.stdout.trim().length > 0]).toEqual([words.join(' '), 0, true])
    }
  })
})
