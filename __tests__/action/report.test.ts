// `action: report` and `action: audit` through the bundled action (dist/index.js) against the
// simulated Gitea: the outputs (result file, rows, markdown, html-file; findings, sarif-file), the
// job summary, the step failing on changes since an earlier report and at fail_on, and params that
// are wrong or name a file outside the workspace refused before anything is sent.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startForge, type Forge } from '../sim/forge.js'
import { cleanup, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

let node: NodeBinary
let bundle: string
let gitea: Forge
const workspace = mkdtempSync(join(tmpdir(), 'svc-ws-report-'))

async function api(method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${gitea.url}/api/v1${path}`, {
    method,
    headers: { authorization: `token ${gitea.fixtures.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status}`)
  return res.status === 204 ? undefined : res.json()
}

beforeAll(async () => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
  gitea = await startForge({ variant: 'gitea' })
  await api('POST', '/orgs', { username: 'ar', visibility: 'private', email: 'ar@example.com' })
  await api('POST', '/orgs/ar/repos', { name: 'core', private: true, auto_init: true, default_branch: 'main' })
  await api('PUT', `/repos/ar/core/collaborators/${gitea.fixtures.user}`, { permission: 'write' })
}, 300_000)
afterAll(async () => {
  await gitea?.close()
})

async function step(inputs: Record<string, string>, check: (run: ActionRun) => void) {
  const run = await runAction({
    node,
    bundle,
    serverUrl: gitea.url,
    inputs: { token: gitea.fixtures.adminToken, ...inputs },
    env: { GITHUB_WORKSPACE: workspace }
  })
  try {
    check(run)
  } finally {
    cleanup(run)
  }
}

describe('action: report and audit', () => {
  test('report: the result file, rows, markdown and the page; since: the step fails on a change, listing it', async () => {
    let json = ''
    await step({ action: 'report', params: '{"org":"ar","html":"out/access.html"}' }, run => {
      expect([run.code, run.errors]).toEqual([0, []])
      const report = JSON.parse(run.files[run.outputs['result-file']])
      expect(report.rows).toEqual(
        expect.arrayContaining([expect.objectContaining({ user: gitea.fixtures.user, repo: 'ar/core', permission: 'write' })])
      )
      expect(run.outputs.rows).toBe(String(report.rows.length))
      expect(run.outputs['html-file']).toBe(join(workspace, 'out', 'access.html'))
      expect(run.outputs.markdown).toContain('| User | Repository | Permission | Units | Via |')
      expect(run.summary).toContain('collaborator(write)')
      json = run.files[run.outputs['result-file']]
    })
    expect(existsSync(join(workspace, 'out', 'access.html'))).toBe(true)
    writeFileSync(join(workspace, 'q3.json'), json)
    await step({ action: 'report', params: '{"org":"ar","since":"q3.json"}' }, run => {
      expect([run.code, run.errors]).toEqual([0, []])
      expect(run.outputs.changes).toBe('0')
    })
    await api('DELETE', `/repos/ar/core/collaborators/${gitea.fixtures.user}`)
    await step({ action: 'report', params: '{"org":"ar","since":"q3.json"}' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('access changed since q3.json: 1 change(s)')
      expect(run.outputs.changes).toBe('1')
      expect(run.summary).toContain('### Access changes since the previous review')
      expect(run.summary).toContain(`| removed | ${gitea.fixtures.user} | ar/core |`)
    })
  }, 120_000)

  test('audit: findings, SARIF file, markdown; fail_on decides the step', async () => {
    await step({ action: 'audit', params: '{"org":"ar","fail_on":"none","sarif":"audit.sarif"}' }, run => {
      expect([run.code, run.errors]).toEqual([0, []])
      const { findings } = JSON.parse(run.files[run.outputs['result-file']])
      expect(findings).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'unprotected-default-branch', where: 'ar/core' })]))
      expect(run.outputs.findings).toBe(String(findings.length))
      expect(JSON.parse(readFileSync(join(workspace, 'audit.sarif'), 'utf8')).version).toBe('2.1.0')
      expect(run.summary).toContain('| error | unprotected-default-branch | ar/core |')
    })
    await step({ action: 'audit', params: '{"org":"ar"}' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('audit: findings at or above error')
    })
  }, 120_000)

  test('wrong params and a path outside the workspace: refused before anything is sent', async () => {
    const before = gitea.requests.length
    await step({ action: 'report', params: '{"orgs":"ar"}' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('params.orgs: not a param of action report (its params: org, repo, user, since, html)')
    })
    await step({ action: 'audit', params: '{"sarif":"../../etc/x.sarif"}' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toContain('params.sarif must be a path inside the workspace')
    })
    await step({ action: 'audit', params: '{"fail_on":"fatal"}' }, run => {
      expect(run.code).toBe(1)
      expect(run.errors.join('\n')).toMatch(/params\.fail_on: /)
    })
    expect(gitea.requests.length).toBe(before)
  }, 120_000)
})
