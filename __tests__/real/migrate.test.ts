// Migrations and pull mirrors on the real server, from the GitHub stand-in (/api/v3 of an
// "Enterprise" server on 127.0.0.1, git by `git http-backend`): the real Gitea's own GitHub migrator
// brings a repository with its labels, milestones, issues and releases; a private repository as a
// pull mirror, a new commit at the source brought by `svc repo mirror sync`; `mirror convert`
// refused on Gitea with the reason. Then the failure paths through the CLI bundle: an address that
// does not exist, a wrong token, a name that exists (`--on-exists skip` when it mirrors the same
// address), a migration that fails half way, and a server that refuses local addresses (a second
// instance with ALLOW_LOCALNETWORKS off): each a clear reason, a non-zero exit, no repository left
// behind, nothing of the token anywhere. A mirror's interval changed by `repo edit`. Everything is read
// back by plain HTTP and `git ls-remote`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCliBundle, runCli } from '../cli/harness.js'
import { startGitHubStandIn, type GitHubRepo } from '../stand-ins/github.js'
import type { StandIn } from '../stand-ins/common.js'
import { leftOut } from '../target.js'
import { ADMIN_TOKEN, LABEL, URL, VARIANT, api } from './instance.js'
import { startSecondGitea, type SecondGitea } from './second-gitea.js'

const run = randomBytes(3).toString('hex')
const ORG = `gh${run}`
const TOKEN = `ghp_realSrc${randomBytes(8).toString('hex')}`
const WRONG = `ghp_wrongSrc${randomBytes(8).toString('hex')}`
const env = { SVC_SERVER_URL: URL, SVC_TOKEN: ADMIN_TOKEN, GH_SRC_TOKEN: TOKEN, GH_WRONG_TOKEN: WRONG }
/** The stand-in listens on loopback: only a server on this machine can clone from it. */
const LOCAL_SERVER = /^https?:\/\/(127\.|localhost|\[::1\])/.test(URL)
if (!LOCAL_SERVER) leftOut('migrations from the GitHub stand-in', `${URL} is not on this machine, and the stand-in listens on 127.0.0.1`)

let dir: string
let bundle: string
let gh: StandIn
const git = (args: string[], cwd?: string) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'src',
      GIT_AUTHOR_EMAIL: 'src@example.com',
      GIT_COMMITTER_NAME: 'src',
      GIT_COMMITTER_EMAIL: 'src@example.com'
    }
  }).trim()
const head = (address: string, ref = 'refs/heads/main') => git(['ls-remote', address, ref]).split(/\s+/)[0]
const bare = (name: string) => join(dir, 'git', 'acme', `${name}.git`)

/** A bare repository `acme/NAME.git` with a commit on main (and a tag v1.0). */
function sourceRepo(name: string): void {
  const work = join(dir, 'work', name)
  mkdirSync(work, { recursive: true })
  git(['init', '-q', '-b', 'main', work])
  writeFileSync(join(work, 'README.md'), `# ${name}\n`)
  git(['add', '.'], work)
  git(['commit', '-q', '-m', 'first'], work)
  git(['tag', 'v1.0'], work)
  git(['init', '-q', '--bare', '-b', 'main', bare(name)])
  git(['push', '-q', bare(name), 'main', 'v1.0'], work)
}

const repos: GitHubRepo[] = [
  {
    name: 'tools',
    description: 'the tools',
    labels: [
      { name: 'bug', color: 'd73a4a', description: 'broken' },
      { name: 'docs', color: '0075ca' }
    ],
    milestones: [{ title: 'v1', description: 'first release' }],
    releases: [{ tag_name: 'v1.0', name: 'One', body: 'the first' }],
    issues: [{ title: 'It breaks', body: 'when run', labels: ['bug'], comments: ['confirmed'] }]
  },
  { name: 'secret-tools', private: true },
  { name: 'half', issues: [{ title: 'never arrives' }], failIssues: true }
]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svc-real-migrate-'))
  for (const r of repos) sourceRepo(r.name)
  gh = await startGitHubStandIn({
    owners: [{ login: 'acme', kind: 'org', repos }],
    token: TOKEN,
    tokenUser: 'octo',
    gitRoot: join(dir, 'git')
  })
  bundle = ensureCliBundle()
  const org = await api('POST', '/orgs', { username: ORG, visibility: 'public' })
  expect(org.status).toBe(201)
}, 300_000)
afterAll(async () => {
  await gh?.close()
  rmSync(dir, { recursive: true, force: true })
})

const svc = (args: string[], opts: { input?: string; env?: Record<string, string> } = {}) =>
  runCli(bundle, args, { env: { ...env, ...opts.env }, input: opts.input, timeoutMs: 300_000 })
const src = (name: string) => `${gh.url}/acme/${name}.git`
/** Nothing of the source token (or the wrong one) in what a run printed, in any form. */
const noToken = (text: string) => {
  for (const t of [TOKEN, WRONG])
    for (const form of [t, encodeURIComponent(t), Buffer.from(`oauth2:${t}`).toString('base64')]) expect(text).not.toContain(form)
}

if (LOCAL_SERVER)
  describe(`migrations from a GitHub stand-in on ${LABEL}`, () => {
    it("repo migrate --service github: the server's GitHub migrator brings the repository, labels, milestones, issues and releases", async () => {
      const r = await svc([
        'repo',
        'migrate',
        src('tools'),
        ORG,
        'tools',
        '--service',
        'github',
        '--labels',
        '--milestones',
        '--issues',
        '--releases',
        '--auth-token-env',
        'GH_SRC_TOKEN',
        '-o',
        'json'
      ])
      expect([r.code, r.stderr]).toEqual([0, ''])
      noToken(r.stdout + r.stderr)
      expect(JSON.parse(r.stdout)).toMatchObject({ full_name: `${ORG}/tools`, mirror: false, original_url: src('tools') })
      const copy = await api('GET', `/repos/${ORG}/tools`)
      expect(copy.body).toMatchObject({ mirror: false, original_url: src('tools'), description: 'the tools', empty: false })
      noToken(JSON.stringify(copy.body))
      expect(head(`${URL}/${ORG}/tools.git`)).toBe(head(bare('tools')))
      const labels = (await api('GET', `/repos/${ORG}/tools/labels`)).body as Array<{ name: string }>
      expect(labels.map(l => l.name).sort()).toEqual(['bug', 'docs'])
      expect(((await api('GET', `/repos/${ORG}/tools/milestones?state=all`)).body as Array<{ title: string }>).map(m => m.title)).toEqual([
        'v1'
      ])
      const issues = (await api('GET', `/repos/${ORG}/tools/issues?state=all&type=issues`)).body as Array<{ number: number; title: string }>
      expect(issues.map(i => i.title)).toEqual(['It breaks'])
      const comments = (await api('GET', `/repos/${ORG}/tools/issues/${issues[0].number}/comments`)).body as Array<{ body: string }>
      expect(comments.map(c => c.body)).toEqual(['confirmed'])
      expect(((await api('GET', `/repos/${ORG}/tools/releases`)).body as Array<{ tag_name: string }>).map(x => x.tag_name)).toEqual([
        'v1.0'
      ])
      // The migrator read the stand-in's API with the token, as GitHub Enterprise's /api/v3.
      expect(gh.requests.some(q => q.path === '/api/v3/repos/acme/tools' && q.credential === TOKEN)).toBe(true)
    })

    it('a private repository as a pull mirror (token from stdin); a new commit at the source comes with repo mirror sync', async () => {
      const r = await svc(
        [
          'repo',
          'migrate',
          src('secret-tools'),
          ORG,
          'secret-mirror',
          '--service',
          'github',
          '--mirror',
          '--mirror-interval',
          '10m',
          '--auth-token-stdin'
        ],
        { input: `${TOKEN}\n` }
      )
      expect([r.code, r.stderr]).toEqual([0, ''])
      noToken(r.stdout + r.stderr)
      const copy = (await api('GET', `/repos/${ORG}/secret-mirror`)).body
      expect(copy).toMatchObject({ mirror: true, mirror_interval: '10m0s', original_url: src('secret-tools') })
      noToken(JSON.stringify(copy))
      const mirror = `${URL}/${ORG}/secret-mirror.git`
      expect(head(mirror)).toBe(head(bare('secret-tools')))
      // A new commit at the source.
      const work = join(dir, 'work', 'secret-tools')
      writeFileSync(join(work, 'NEW.md'), 'new\n')
      git(['add', '.'], work)
      git(['commit', '-q', '-m', 'second'], work)
      git(['push', '-q', bare('secret-tools'), 'main'], work)
      const want = head(bare('secret-tools'))
      expect(head(mirror)).not.toBe(want)
      const synced = await svc(['repo', 'mirror', 'sync', `${ORG}/secret-mirror`])
      expect([synced.code, synced.stderr]).toEqual([0, ''])
      // The server syncs from a queue: waited for by its effect (bounded by attempts, not by a clock).
      for (let i = 0; i < 600 && head(mirror) !== want; i++) await new Promise(resolve => setTimeout(resolve, 200))
      expect(head(mirror)).toBe(want)
      // The interval is changed through repos_edit (EditRepoOption.mirror_interval).
      const edited = await svc(['repo', 'edit', `${ORG}/secret-mirror`, '--json-fields', '{"mirror_interval":"2h"}'])
      expect([edited.code, edited.stderr]).toEqual([0, ''])
      expect((await api('GET', `/repos/${ORG}/secret-mirror`)).body.mirror_interval).toBe('2h0m0s')
    })

    it('repo mirror convert on Gitea: refused before sending, saying Gitea has no such route; the mirror stays one', async () => {
      const r = await svc(['repo', 'mirror', 'convert', `${ORG}/secret-mirror`])
      if (VARIANT === 'gitea') {
        expect(r.code).toBe(2)
        expect(r.stderr).toMatch(
          /"svc repo mirror convert" is not available on gitea: Gitea has no API route to turn a pull mirror into a regular repository/
        )
        expect((await api('GET', `/repos/${ORG}/secret-mirror`)).body.mirror).toBe(true)
      } else {
        expect([r.code, r.stderr]).toEqual([0, ''])
        expect((await api('GET', `/repos/${ORG}/secret-mirror`)).body.mirror).toBe(false)
      }
    })

    describe('failure paths: a clear reason, a non-zero exit, nothing left behind, no token anywhere', () => {
      const gone = async (name: string) => expect((await api('GET', `/repos/${ORG}/${name}`)).status).toBe(404)

      it('an address that does not exist', async () => {
        const r = await svc([
          'repo',
          'migrate',
          src('no-such-repo'),
          ORG,
          'nope',
          '--service',
          'github',
          '--auth-token-env',
          'GH_SRC_TOKEN'
        ])
        expect(r.code).toBe(1)
        expect(r.stderr).toContain(`${ORG}/nope from ${src('no-such-repo')}: the source has no such repository (its API answered 404)`)
        expect(r.stderr).toMatch(/the repository the server left behind was removed/)
        noToken(r.stdout + r.stderr)
        await gone('nope')
      })

      it('a wrong token', async () => {
        const r = await svc([
          'repo',
          'migrate',
          src('secret-tools'),
          ORG,
          'wrong-token',
          '--service',
          'github',
          '--auth-token-env',
          'GH_WRONG_TOKEN'
        ])
        expect(r.code).toBe(1)
        expect(r.stderr).toMatch(/the source refused the credentials \(422 Authentication failed/)
        expect(r.stderr).toMatch(/check auth_token/)
        noToken(r.stdout + r.stderr)
        await gone('wrong-token')
      })

      it('a name that exists: refused, unless --on-exists skip and it came from the same address', async () => {
        const again = await svc(['repo', 'migrate', src('tools'), ORG, 'tools', '--service', 'github'])
        expect(again.code).toBe(1)
        expect(again.stderr).toMatch(/exists already \(a copy of .*tools\.git\); nothing was sent/)
        const skip = await svc(['repo', 'migrate', src('tools'), ORG, 'tools', '--service', 'github', '--on-exists', 'skip', '-o', 'json'])
        expect(skip.code).toBe(0)
        expect(JSON.parse(skip.stdout)).toMatchObject({ full_name: `${ORG}/tools` })
        const other = await svc(['repo', 'migrate', src('secret-tools'), ORG, 'tools', '--on-exists', 'skip'])
        expect(other.code).toBe(1)
        expect(other.stderr).toMatch(/exists already/)
        expect((await api('GET', `/repos/${ORG}/tools`)).body.original_url).toBe(src('tools'))
      })

      it('a migration that fails half way (the issues answer 500 after the git data came): the repository the server left is removed', async () => {
        const r = await svc([
          'repo',
          'migrate',
          src('half'),
          ORG,
          'half',
          '--service',
          'github',
          '--issues',
          '--auth-token-env',
          'GH_SRC_TOKEN'
        ])
        expect(r.code).toBe(1)
        expect(r.stderr).toMatch(
          /\/half from .*half\.git: the server failed the migration \(500 .*\/issues.*500 Server Error.*the repository the server left behind was removed/
        )
        noToken(r.stdout + r.stderr)
        await gone('half')
      })
    })
  })

/** A second Gitea (second-gitea.ts) with its default ALLOW_LOCALNETWORKS = false. */
if (LOCAL_SERVER)
  describe('a server that refuses local addresses', () => {
    let refusing: SecondGitea
    beforeAll(async () => {
      refusing = await startSecondGitea({ localMigrations: false })
    }, 300_000)
    afterAll(async () => {
      await refusing?.stop()
    }, 60_000)

    it('a loopback source: the reason names ALLOW_LOCALNETWORKS; exit 1, nothing made, no token', async () => {
      const r = await runCli(
        bundle,
        ['repo', 'migrate', src('tools'), refusing.adminUser, 'local-one', '--service', 'github', '--auth-token-env', 'GH_SRC_TOKEN'],
        { env: { SVC_SERVER_URL: refusing.url, SVC_TOKEN: refusing.adminToken, GH_SRC_TOKEN: TOKEN }, timeoutMs: 120_000 }
      )
      expect(r.code).toBe(1)
      expect(r.stderr).toMatch(/the server may not clone from this address \(422 You can not import from disallowed hosts\.\)/)
      expect(r.stderr).toMatch(/ALLOW_LOCALNETWORKS = true/)
      noToken(r.stdout + r.stderr)
      const res = await fetch(`${refusing.url}/api/v1/repos/${refusing.adminUser}/local-one`, {
        headers: { authorization: `token ${refusing.adminToken}` }
      })
      expect(res.status).toBe(404)
    })
  })
