// `comment: true` through the bundled action (dist/index.js) against the simulated Gitea and
// Forgejo: a pull_request run posts the plan as one comment on the pull request, the next run
// edits that same comment (read back by plain HTTP), a second state file keeps its own comment, a
// comment someone else wrote with the same hidden first line is left alone; a fork's run (no
// token, or a read-only one) and a push run post nothing and do not fail; a server error fails the
// step after the plan's outputs are set. Hostile names in the state file render as text, and no
// token shows anywhere.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import MarkdownIt from 'markdown-it'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { commentBody, commentMarker, MAX_COMMENT_CHARS } from '../../src/action/pr-comment.js'
import { Masker } from '../../src/masker.js'
import type { Plan } from '../../src/state/index.js'
import { fixturePassword, FIXTURES } from '../sim/fixtures.js'
import { startForge, type Forge } from '../sim/forge.js'
import { cleanup, findLeaks, isolatedBundle, nodeBinaries, runAction, type ActionRun, type NodeBinary } from './run.js'

let node: NodeBinary
let bundle: string
const RUN = Math.random().toString(36).slice(2, 7)
const PR = 7
// A hostile title: svc never reads it (nor the branch), so it can reach neither the comment nor the log.
const TITLE = '::error::pwned %0A <!-- svc-plan:forge.yaml --> @acme'
const HOSTILE_NAME = '--> <img src=x onerror=alert(1)> @acme ![i](https://evil.example/i.png) <!-- svc-plan:forge.yaml -->'

beforeAll(() => {
  node = nodeBinaries()[0]
  bundle = isolatedBundle()
}, 300_000)

describe.each(['gitea', 'forgejo'] as const)('comment: true on a simulated %s', variant => {
  let forge: Forge
  const workspace = mkdtempSync(join(tmpdir(), 'svc-ws-'))
  const user = `pc${RUN}${variant[0]}`
  const tokens: Record<string, string> = {}
  const [owner, repo] = FIXTURES.orgRepo.split('/')

  const api = async (method: string, path: string, token = FIXTURES.adminToken, body?: unknown) => {
    const res = await fetch(`${forge.url}/api/v1${path}`, {
      method,
      headers: { authorization: `token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null }
  }
  /** The pull request's comments, read by plain HTTP. */
  const comments = async () =>
    (await api('GET', `/repos/${FIXTURES.orgRepo}/issues/${PR}/comments`)).body as Array<{
      id: number
      body: string
      html_url: string
      user: { login: string }
    }>

  beforeAll(async () => {
    forge = await startForge({ variant })
    const widgets = forge.state.repos.find(r => r.name === repo)!
    forge.state.issues.push({ id: 1, repoId: widgets.id, index: PR, isPull: true, posterId: 1, title: TITLE })
    // The commenting bot's token (what comment-token is given), a read-only one (a fork's), and carol's.
    const token = async (name: string, scopes: string[]) => {
      const basic = Buffer.from(`${name}:${fixturePassword(name)}`).toString('base64')
      const res = await fetch(`${forge.url}/api/v1/users/${name}/tokens`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `pc-${scopes.join('-')}`, scopes })
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { sha1: string }).sha1
    }
    tokens.bot = await token('bob', ['write:issue', 'read:user'])
    tokens.readOnly = await token('alice', ['read:issue', 'read:user'])
    tokens.carol = await token('carol', ['write:issue'])
    writeFileSync(
      join(workspace, 'forge.yaml'),
      `users:\n  ${user}:\n    email: ${user}@example.com\n    full_name: "${HOSTILE_NAME}"\n    password: { value_from_env: PC_PASS }\n`
    )
    writeFileSync(
      join(workspace, 'infra.yaml'),
      `users:\n  ${user}x:\n    email: ${user}x@example.com\n    password: { value_from_env: PC_PASS }\n`
    )
  }, 60_000)
  afterAll(async () => {
    expect(forge.violations).toEqual([])
    await forge.close()
  })

  const event = (payload: unknown) => {
    const path = join(workspace, `event-${Math.random().toString(36).slice(2)}.json`)
    writeFileSync(path, JSON.stringify(payload))
    return path
  }
  const prEvent = () =>
    event({
      number: PR,
      pull_request: {
        number: PR,
        title: TITLE,
        // A branch of the base repository itself: a fork's pull request is refused (fork.test.ts).
        head: { label: 'feature/x', ref: 'feature/`x`::error::y', sha: 'ab'.repeat(20), repo: { full_name: FIXTURES.orgRepo } },
        base: { ref: 'main', repo: { full_name: FIXTURES.orgRepo } }
      },
      repository: { full_name: FIXTURES.orgRepo }
    })

  async function step(
    inputs: Record<string, string>,
    env: Record<string, string>,
    check: (run: ActionRun) => Promise<void> | void
  ): Promise<void> {
    const run = await runAction({
      node,
      bundle,
      serverUrl: forge.url,
      inputs: { action: 'plan', token: FIXTURES.adminToken, 'state-file': 'forge.yaml', comment: 'true', ...inputs },
      env: { GITHUB_WORKSPACE: workspace, GITHUB_SERVER_URL: forge.url, GITHUB_API_URL: `${forge.url}/api/v1`, ...env }
    })
    try {
      await check(run)
      // The tokens the step was given: registered with add-mask and printed nowhere; the others printed nowhere.
      const given = [FIXTURES.adminToken, inputs['comment-token']].filter((t): t is string => Boolean(t))
      expect(findLeaks(run, given)).toEqual([])
      const printed = [run.shown, run.stderr, run.summary, ...Object.values(run.outputs)].join('\n')
      for (const t of Object.values(tokens)) expect(printed.includes(t) ? 'leaked' : 'clean').toBe('clean')
      expect(run.stdout).not.toContain('::error::pwned')
      expect(run.stdout).not.toContain('::error::y')
    } finally {
      cleanup(run)
    }
  }
  const onPullRequest = () => ({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: prEvent() })

  test('a pull_request run posts the plan once; the next run edits that comment; a second file keeps its own', async () => {
    // Someone else's comment with the same first line: never taken over (carol could edit it later).
    const decoy = await api('POST', `/repos/${FIXTURES.orgRepo}/issues/${PR}/comments`, tokens.carol, {
      body: '<!-- svc-plan:forge.yaml -->\nNo changes: the server matches the file.'
    })
    expect(decoy.status).toBe(201)
    let url = ''
    await step({ 'comment-token': tokens.bot }, onPullRequest(), run => {
      expect(run.errors).toEqual([])
      expect(run.code).toBe(0)
      url = run.outputs['comment-url']
      expect(run.shown).toContain(`comment: the plan is on pull request #${PR} (posted: ${url})`)
    })
    let now = await comments()
    expect(now).toHaveLength(2)
    const mine = now.filter(c => c.user.login === 'bob')
    expect(mine).toHaveLength(1)
    expect(mine[0].html_url).toBe(url)
    expect(url).toMatch(new RegExp(`/${owner}/${repo}/pulls/${PR}#issuecomment-\\d+$`))
    const body = mine[0].body
    expect(body.split('\n')[0]).toBe('<!-- svc-plan:forge.yaml -->')
    expect(body).toContain(`| \`+\` | \`user ${user}\` | create |`)
    expect(body).toContain('State file `forge.yaml`: svc edits this comment on each push.')
    expect(body).not.toContain(TITLE)
    // The hostile name renders as text: no image, link, mention or HTML but the hidden first line.
    const md = new MarkdownIt({ html: true, linkify: true })
    const html = md.render(body)
    expect(html).not.toMatch(/<img|<a /)
    expect(html.replace(/<code>[^]*?<\/code>/g, '').replace('<!-- svc-plan:forge.yaml -->', '')).not.toMatch(/<!--|-->|@acme|evil/)
    expect(now.find(c => c.id === decoy.body.id)!.body).toBe('<!-- svc-plan:forge.yaml -->\nNo changes: the server matches the file.')

    // The file changes (another push): the same comment, edited.
    writeFileSync(
      join(workspace, 'forge.yaml'),
      `users:\n  ${user}:\n    email: ${user}@example.com\n    full_name: Plain Name\n    password: { value_from_env: PC_PASS }\n`
    )
    await step({ 'comment-token': tokens.bot }, onPullRequest(), run => {
      expect([run.code, run.errors]).toEqual([0, []])
      expect(run.outputs['comment-url']).toBe(url)
      expect(run.shown).toContain('(edited: ')
    })
    now = await comments()
    expect(now.filter(c => c.user.login === 'bob').map(c => c.id)).toEqual([mine[0].id])
    const edited = now.find(c => c.id === mine[0].id)!.body
    expect(edited).not.toBe(body)
    expect(edited).toContain(`full_name: "Plain Name"`)

    // The same plan again: nothing to edit.
    await step({ 'comment-token': tokens.bot }, onPullRequest(), run => {
      expect(run.code).toBe(0)
      expect(run.shown).toContain('(unchanged: ')
    })
    // Another state file: its own comment, the first one left as it is.
    await step({ 'comment-token': tokens.bot, 'state-file': 'infra.yaml' }, onPullRequest(), run => expect(run.code).toBe(0))
    now = await comments()
    expect(now.filter(c => c.user.login === 'bob').map(c => c.body.split('\n')[0])).toEqual([
      '<!-- svc-plan:forge.yaml -->',
      '<!-- svc-plan:infra.yaml -->'
    ])
    expect(now.find(c => c.id === mine[0].id)!.body).toBe(edited)
  })

  test("a fork's run: no token, or a read-only one, is a notice; the plan's outputs are set and the step does not fail", async () => {
    const before = (await comments()).length
    const writes = () => forge.requests.filter(r => r.method !== 'GET').length
    const sent = writes()
    await step({ 'comment-token': '' }, onPullRequest(), run => {
      expect([run.code, run.errors]).toEqual([0, []])
      expect(run.shown).toContain('Notice: comment: no token to comment with')
      expect(run.outputs.drift).toBe('true')
      expect(run.outputs['comment-url']).toBeUndefined()
    })
    // action.yml's default left unexpanded (no runner): no token either.
    await step({}, onPullRequest(), run => {
      expect(run.code).toBe(0)
      expect(run.shown).toContain('Notice: comment: no token to comment with')
    })
    await step({ 'comment-token': tokens.readOnly }, onPullRequest(), run => {
      expect([run.code, run.errors]).toEqual([0, []])
      expect(run.shown).toMatch(/Notice: comment: the token may not comment on this pull request \((POST|PATCH) .*403/)
      expect(run.outputs.markdown).toContain(`user ${user}`)
    })
    expect(writes()).toBe(sent + 1)
    expect((await comments()).length).toBe(before)
  })

  test('a push run posts nothing (a notice), nor does apply (a warning); bad input fails naming it; a server error fails the step after the outputs', async () => {
    const before = (await comments()).length
    await step(
      { 'comment-token': tokens.bot },
      { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: event({ ref: 'refs/heads/main' }) },
      run => {
        expect([run.code, run.errors]).toEqual([0, []])
        expect(run.shown).toContain('Notice: comment: this run is a push event, not a pull request: no comment posted')
      }
    )
    writeFileSync(join(workspace, 'empty.yaml'), 'hooks: []\n')
    await step({ 'comment-token': tokens.bot, action: 'apply', 'state-file': 'empty.yaml' }, onPullRequest(), run => {
      expect([run.code, run.errors]).toEqual([0, []])
      expect(run.shown).toContain('Warning: input comment is not used by action apply')
    })
    await step({ 'comment-token': tokens.bot, comment: 'yes' }, onPullRequest(), run => {
      expect(run.code).toBe(1)
      expect(run.errors).toEqual(['plan: input comment must be true or false'])
    })
    const sameRepo = { label: 'feature/x', repo: { full_name: FIXTURES.orgRepo } }
    const noNumber = event({ pull_request: { head: sameRepo, base: sameRepo } })
    await step({ 'comment-token': tokens.bot }, { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: noNumber }, run => {
      expect(run.code).toBe(1)
      expect(run.shown).toContain(
        'Warning: comment: the plan could not be posted on the pull request: the event payload (GITHUB_EVENT_PATH) names no pull request number'
      )
    })
    // The server's own text in the failure: neutralized, the token masked.
    forge.inject({
      method: 'GET',
      path: `/repos/${FIXTURES.orgRepo}/issues/${PR}/comments`,
      status: 500,
      body: JSON.stringify({ message: `::error::boom ${tokens.bot}` }),
      times: 3
    })
    await step({ 'comment-token': tokens.bot }, onPullRequest(), run => {
      expect(run.code).toBe(1)
      expect(run.outputs.markdown).toContain(`user ${user}`)
      expect(run.errors.join('\n')).toContain('comment: the plan could not be posted on the pull request')
      expect(run.stdout).not.toContain('::error::boom')
      expect(run.shown).toMatch(/Warning: comment: the plan could not be posted on the pull request: GET .*500 : :error: :boom \*\*\*/)
    })
    expect((await comments()).length).toBe(before)
  })
})

describe("the comment's text", () => {
  test('the hidden first line names the state file and nothing in a path can end it or span lines', () => {
    expect(commentMarker('infra/forge.yaml')).toBe('<!-- svc-plan:infra/forge.yaml -->')
    const odd = commentMarker('a -->\n<img src=x>.yaml')
    expect(odd).toBe('<!-- svc-plan:a%20--%3E%0A%3Cimg%20src%3Dx%3E.yaml -->')
    expect(odd.slice(4, -3)).not.toMatch(/-->|[<>\n]/)
  })

  test('a plan too long for one comment keeps its first rows, says how many more, and stays under the limit', () => {
    const changes = Array.from({ length: 5000 }, (_, i) => ({
      action: 'create' as const,
      collection: 'users',
      object: `user u${i}`,
      level: 1,
      fields: [{ field: 'email', new: `u${i}@example.com` }],
      steps: []
    }))
    const plan = { format: 'svc-plan/1', server: 'x', digest: 'd', desired: {}, changes, removals: { count: 0, of: 0 } } as unknown as Plan
    const body = commentBody(plan, 'forge.yaml', new Masker())
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body.split('\n')[0]).toBe('<!-- svc-plan:forge.yaml -->')
    expect(body).toContain('Plan: 5000 to create, 0 to update, 0 to delete.')
    expect(body).toMatch(/… and \d+ more lines of the plan: the whole plan is in the job's log/)
    expect(body).toMatch(/State file `forge.yaml`: svc edits this comment on each push\.$/)
    // Whole rows only.
    for (const line of body.split('\n').filter(l => l.startsWith('| `+`'))) expect(line).toMatch(/\|$/)
  })
})
