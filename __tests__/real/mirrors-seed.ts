// The source organization the two-Gitea mirror suites bring in, made on a real Gitea over plain
// HTTP and git: 25 plain repositories (three private), two archived, one excluded by a name pattern
// (legacy-…), one rich one (a wiki page, labels, issues, a release) and two forks of the admin's
// own repositories: 31 in all. And the plain ways to read a server back: its API by fetch, its
// branches by `git ls-remote`.
import { expect } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { plainFetch } from '../target.js'

export interface Server {
  url: string
  adminUser: string
  adminToken: string
}

export async function call(s: Server, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await plainFetch(`${s.url.replace(/\/$/, '')}/api/v1${path}`, {
    method,
    headers: {
      authorization: `token ${s.adminToken}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' })
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // Not JSON: kept as text for a failed expectation to show.
  }
  return { status: res.status, body: parsed }
}

export async function ok(s: Server, method: string, path: string, body?: unknown): Promise<any> {
  const r = await call(s, method, path, body)
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`)
  return r.body
}

/** Every repository of an organization, every page. */
export async function orgRepos(s: Server, org: string): Promise<any[]> {
  const out: any[] = []
  for (let page = 1; ; page++) {
    const rows = (await ok(s, 'GET', `/orgs/${org}/repos?limit=50&page=${page}`)) as any[]
    out.push(...rows)
    if (rows.length < 50) return out
  }
}

const authHeader = (s: Server) => `Authorization: Basic ${Buffer.from(`${s.adminUser}:${s.adminToken}`).toString('base64')}`

/** git with the server's admin as HTTP basic auth (the token as password), never in a URL or argument list of a remote. */
export function git(s: Server, cwd: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync('git', ['-c', `http.extraHeader=${authHeader(s)}`, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }
  })
  return { status: r.status, out: `${r.stdout}${r.stderr}` }
}

/** `git ls-remote --heads --tags`: ref → sha, sorted. */
export function lsRemote(s: Server, repoPath: string): Record<string, string> {
  const r = git(s, tmpdir(), ['ls-remote', '--heads', '--tags', `${s.url.replace(/\/$/, '')}/${repoPath}.git`])
  if (r.status !== 0) throw new Error(`git ls-remote ${repoPath}: ${r.out}`)
  const refs: Record<string, string> = {}
  for (const line of r.out.trim().split('\n').filter(Boolean)) {
    const [sha, ref] = line.split('\t')
    refs[ref] = sha
  }
  return refs
}

/** A new commit on `main` of a repository, pushed over HTTP; its sha. */
export function pushCommit(s: Server, repoPath: string, name: string): string {
  const work = mkdtempSync(join(tmpdir(), 'svc-mirror-push-'))
  try {
    expect(git(s, work, ['clone', `${s.url.replace(/\/$/, '')}/${repoPath}.git`, 'w'])).toMatchObject({ status: 0 })
    const dir = join(work, 'w')
    writeFileSync(join(dir, `${name}.txt`), `${name}\n`)
    for (const args of [
      ['add', '.'],
      ['-c', 'user.name=svc test', '-c', 'user.email=t@example.com', 'commit', '-m', name],
      ['push', 'origin', 'HEAD:main']
    ])
      expect(git(s, dir, args)).toMatchObject({ status: 0 })
    return spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).stdout.trim()
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** At most `n` at once. */
async function bounded<T>(n: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const out: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++
        out[i] = await tasks[i]()
      }
    })
  )
  return out
}

export const PLAIN = Array.from({ length: 25 }, (_, i) => `repo-${String(i).padStart(2, '0')}`)
export const PRIVATE = ['repo-01', 'repo-02', 'repo-03']
export const ARCHIVED = ['archived-1', 'archived-2']
export const FORKS = ['fork-1', 'fork-2']
export const EXCLUDED = ['legacy-old']
export const RICH = 'rich'
/** What a file with `exclude: ["legacy-*"]` and no forks brings in. */
export const BROUGHT = [...PLAIN, ...ARCHIVED, RICH].sort()

/** The organization `org` on `s` with its 31 repositories. */
export async function seedSource(s: Server, org: string): Promise<void> {
  await ok(s, 'POST', '/orgs', { username: org, visibility: 'public' })
  const make =
    (name: string, priv = false) =>
    () =>
      ok(s, 'POST', `/orgs/${org}/repos`, {
        name,
        auto_init: true,
        default_branch: 'main',
        private: priv,
        description: `${name} of ${org}`
      })
  await bounded(4, [
    ...PLAIN.map(n => make(n, PRIVATE.includes(n))),
    ...ARCHIVED.map(n => make(n)),
    ...EXCLUDED.map(n => make(n)),
    make(RICH)
  ])
  for (const n of ARCHIVED) await ok(s, 'PATCH', `/repos/${org}/${n}`, { archived: true })
  // Forks: of the admin's own repositories, into the organization.
  for (const [i, n] of FORKS.entries()) {
    const upstream = `${org}-up${i}`
    await ok(s, 'POST', '/user/repos', { name: upstream, auto_init: true, default_branch: 'main' })
    await ok(s, 'POST', `/repos/${s.adminUser}/${upstream}/forks`, { organization: org, name: n })
  }
  // The rich one: a wiki page, labels, issues, a release.
  await ok(s, 'POST', `/repos/${org}/${RICH}/wiki/new`, {
    title: 'Home',
    content_base64: Buffer.from('# Rich\n\nThe wiki of the rich repository.\n').toString('base64')
  })
  for (const [name, color] of [
    ['bug', '#ee0701'],
    ['feature', '#0e8a16']
  ])
    await ok(s, 'POST', `/repos/${org}/${RICH}/labels`, { name, color })
  for (const title of ['first issue', 'second issue']) await ok(s, 'POST', `/repos/${org}/${RICH}/issues`, { title, body: `${title} body` })
  await ok(s, 'POST', `/repos/${org}/${RICH}/releases`, { tag_name: 'v1.0.0', target_commitish: 'main', name: 'One' })
}
