// What svc's governance operations mean to git, on the real server: a branch protection made with
// branch_protections_create refuses a direct push (git over HTTP) by a writer who is not on its
// push allow-list and takes the same push from one who is; a deploy key added read-only with
// deploy_keys_add clones but cannot push (git over SSH, the server's built-in SSH server), one
// added read-write pushes. What landed is read back by plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Forge, ForgeHttp } from '../../src/client/index.js'
import { findOperation } from '../../src/registry/index.js'
import { leftOut } from '../target.js'
import { ADMIN, ADMIN_TOKEN, LABEL, URL, api, basic } from './instance.js'

const run = randomBytes(3).toString('hex')
const writer = `gw${run}`
const other = `go${run}`
const password = `Gg-${randomBytes(8).toString('hex')}`
const work = mkdtempSync(join(tmpdir(), 'svc-governance-git-'))
const SSH_PORT = process.env.SVC_REAL_GITEA_SSH_PORT ?? ''
const http = new ForgeHttp({ serverUrl: URL, token: ADMIN_TOKEN })
const svc = (action: string, params: Record<string, unknown>) => new Forge(http, 'auto').run(findOperation('repos', action), params)

async function ok(method: string, path: string, body?: unknown): Promise<any> {
  const res = await api(method, path, body)
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** git in `cwd`, with the environment given; its exit status and output (never throws). */
function git(cwd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env } })
  return { status: r.status, out: `${r.stdout}${r.stderr}` }
}

/** A clone of `repo` over HTTP as `user`, with one new commit on `branch`; its directory and the commit. */
function cloneWithCommit(repo: string, user: string, name: string, branch = 'main'): { dir: string; sha: string; auth: string[] } {
  const dir = join(work, name)
  const auth = ['-c', `http.extraHeader=Authorization: ${basic(user, password)}`]
  const cloned = git(work, [...auth, 'clone', `${URL}/${repo}.git`, dir])
  expect(cloned).toMatchObject({ status: 0 })
  return { dir, sha: commit(dir, name, branch), auth }
}

function commit(dir: string, name: string, branch: string): string {
  git(dir, ['checkout', '-B', branch])
  writeFileSync(join(dir, `${name}.txt`), `${name}\n`)
  for (const args of [
    ['add', '.'],
    ['-c', 'user.name=svc test', '-c', `user.email=${name}@example.com`, 'commit', '-m', name]
  ])
    expect(git(dir, args)).toMatchObject({ status: 0 })
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim()
}

/** ssh and ssh-keygen are there (neither knows --version: ssh -V answers, ssh-keygen -? exits 1 with its usage). */
const ssh = spawnSync('ssh', ['-V']).status === 0 && spawnSync('ssh-keygen', ['-?']).error === undefined

const branchHead = async (repo: string, branch: string) => (await ok('GET', `/repos/${repo}/branches/${branch}`)).commit.id as string

describe(`git against what svc set up on ${LABEL}`, () => {
  const protectedRepo = `${ADMIN}/gp${run}`
  const keyedRepo = `${ADMIN}/gk${run}`

  beforeAll(async () => {
    for (const u of [writer, other])
      await ok('POST', '/admin/users', { username: u, email: `${u}@example.com`, password, must_change_password: false })
    for (const name of [`gp${run}`, `gk${run}`]) await ok('POST', '/user/repos', { name, auto_init: true, default_branch: 'main' })
    for (const u of [writer, other])
      expect((await api('PUT', `/repos/${protectedRepo}/collaborators/${u}`, { permission: 'write' })).status).toBe(204)
  })
  afterAll(async () => {
    await http.close()
    for (const r of [protectedRepo, keyedRepo]) await api('DELETE', `/repos/${r}`)
    for (const u of [writer, other]) await api('DELETE', `/admin/users/${u}?purge=true`)
    rmSync(work, { recursive: true, force: true })
  })

  it('a protected branch refuses a direct push by a writer who is not allowed, and takes it from one who is', async () => {
    const made = await svc('branch_protections_create', {
      owner: ADMIN,
      repo: `gp${run}`,
      rule_name: 'main',
      json_fields: { enable_push: true, enable_push_whitelist: true, push_whitelist_usernames: [writer] }
    })
    expect(made.changed).toBe(true)
    expect((await ok('GET', `/repos/${protectedRepo}/branch_protections/main`)).push_whitelist_usernames).toEqual([writer])
    const before = await branchHead(protectedRepo, 'main')

    const refused = cloneWithCommit(protectedRepo, other, 'by-other')
    const push = git(refused.dir, [...refused.auth, 'push', 'origin', 'main'])
    expect(push.status).not.toBe(0)
    expect(push.out).toMatch(/protected branch|Not allowed to push/i)
    expect(await branchHead(protectedRepo, 'main')).toBe(before)
    // Another branch is not protected: the same user pushes there.
    const side = git(refused.dir, [...refused.auth, 'push', 'origin', 'main:side'])
    expect(side).toMatchObject({ status: 0 })
    expect(await branchHead(protectedRepo, 'side')).toBe(refused.sha)

    const allowed = cloneWithCommit(protectedRepo, writer, 'by-writer')
    expect(git(allowed.dir, [...allowed.auth, 'push', 'origin', 'main'])).toMatchObject({ status: 0 })
    expect(await branchHead(protectedRepo, 'main')).toBe(allowed.sha)
  })

  if (!SSH_PORT || !ssh)
    leftOut(
      'deploy keys tried with git over SSH',
      "they need the server's SSH port (SVC_REAL_GITEA_SSH_PORT, which scripts/real-gitea.sh sets) and ssh and ssh-keygen on PATH"
    )
  else
    it('a read-only deploy key clones but cannot push; a read-write one pushes (git over SSH)', async () => {
      const keyFor = (name: string) => {
        const path = join(work, name)
        execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', path])
        return { path, pub: readFileSync(`${path}.pub`, 'utf8').trim() }
      }
      const ro = keyFor('deploy-ro')
      const rw = keyFor('deploy-rw')
      const at = { owner: ADMIN, repo: `gk${run}` }
      const roKey = await svc('deploy_keys_add', { ...at, title: 'ci-fetch', key: ro.pub, read_only: true })
      const rwKey = await svc('deploy_keys_add', { ...at, title: 'release-push', key: rw.pub })
      expect((await ok('GET', `/repos/${keyedRepo}/keys/${(roKey.result as { id: number }).id}`)).read_only).toBe(true)
      expect((await ok('GET', `/repos/${keyedRepo}/keys/${(rwKey.result as { id: number }).id}`)).read_only).toBe(false)

      const sshEnv = (key: string) => ({
        GIT_SSH_COMMAND: `ssh -i ${key} -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes -p ${SSH_PORT}`
      })
      const remote = `ssh://git@127.0.0.1:${SSH_PORT}/${keyedRepo}.git`
      const before = await branchHead(keyedRepo, 'main')

      const roDir = join(work, 'ro')
      expect(git(work, ['clone', remote, roDir], sshEnv(ro.path))).toMatchObject({ status: 0 })
      commit(roDir, 'by-ro-key', 'main')
      const refused = git(roDir, ['push', 'origin', 'main'], sshEnv(ro.path))
      expect(refused.status).not.toBe(0)
      expect(refused.out).toMatch(/read.?only|not authori[sz]ed|permission denied|do not have permission/i)
      expect(await branchHead(keyedRepo, 'main')).toBe(before)

      const rwDir = join(work, 'rw')
      expect(git(work, ['clone', remote, rwDir], sshEnv(rw.path))).toMatchObject({ status: 0 })
      const sha = commit(rwDir, 'by-rw-key', 'main')
      expect(git(rwDir, ['push', 'origin', 'main'], sshEnv(rw.path))).toMatchObject({ status: 0 })
      expect(await branchHead(keyedRepo, 'main')).toBe(sha)
    })
})
