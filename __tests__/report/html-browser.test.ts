/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// `svc report access --html FILE` in a real browser: the system's Chromium (Debian's
// /usr/bin/chromium, headless, driven by playwright-core) opens the page from file:// and must make
// no request but the page itself; the matrix shows the expected cells; the user filter narrows it;
// names a hostile server answers (`<script>`, quotes, `&`, an <img onerror>) are text, never markup
// or script; a screenshot is kept in .tmp/report-html/ for a person to look at.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { makeReport, reportHtml } from '../../src/report/index.js'
import type { Snapshot } from '../../src/report/read.js'
import { ROOT } from '../bundle.js'

const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium'
const OUT = join(ROOT, '.tmp', 'report-html')
const EVIL_USER = '<script>alert("user")</script>'
const EVIL_REPO = `<img src=x onerror=alert(1)>`
const QUOTED = `o"neil&'co`

/** A forge as a hostile server could describe it: names with markup, quotes and ampersands. */
const snapshot: Snapshot = {
  users: [
    { login: 'root', admin: true, restricted: false, visibility: 'public', active: true, prohibitLogin: false },
    { login: 'alice', admin: false, restricted: false, visibility: 'public', active: true, prohibitLogin: false },
    { login: 'bob', admin: false, restricted: false, visibility: 'public', active: true, prohibitLogin: false },
    { login: EVIL_USER, admin: false, restricted: false, visibility: 'public', active: true, prohibitLogin: false },
    { login: QUOTED, admin: false, restricted: false, visibility: 'public', active: true, prohibitLogin: false }
  ],
  orgs: [
    { name: 'acme', visibility: 'private' },
    { name: 'a&b', visibility: 'public' }
  ],
  teams: [
    { org: 'acme', name: 'Owners', permission: 'owner', units: {}, includesAll: true, members: ['root'], repos: [] },
    {
      org: 'acme',
      name: 'Devs',
      permission: 'none',
      units: { code: 'write', pulls: 'write', issues: 'read' },
      includesAll: false,
      members: ['alice', EVIL_USER],
      repos: ['api']
    },
    {
      org: 'a&b',
      name: '"><script>alert(2)</script>',
      permission: 'none',
      units: { code: 'read' },
      includesAll: true,
      members: [QUOTED],
      repos: []
    }
  ],
  repos: [
    {
      owner: 'acme',
      name: 'api',
      private: true,
      archived: false,
      defaultBranch: 'main',
      units: ['code', 'issues', 'pulls'],
      collaborators: [{ login: 'bob', permission: 'admin' }]
    },
    {
      owner: 'acme',
      name: 'web',
      private: true,
      archived: false,
      defaultBranch: 'main',
      units: ['code', 'issues', 'pulls'],
      collaborators: []
    },
    {
      owner: 'a&b',
      name: EVIL_REPO,
      private: true,
      archived: false,
      defaultBranch: 'main',
      units: ['code'],
      collaborators: [{ login: 'bob', permission: 'write' }]
    }
  ]
}

describe('the access page in headless Chromium', () => {
  let context: BrowserContext
  let page: Page
  const requests: string[] = []
  const dialogs: string[] = []
  const profile = mkdtempSync(join(tmpdir(), 'svc-chromium-'))
  const file = join(OUT, 'access.html')

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`this test needs Chromium at ${CHROMIUM} (Debian: apt-get install -y chromium; or set SVC_CHROMIUM to its path)`)
    mkdirSync(OUT, { recursive: true })
    writeFileSync(file, reportHtml(makeReport(snapshot, 'https://forge.test', {}, new Date('2026-12-01T00:00:00Z'))))
    // An empty profile, and nothing of Chromium's own that reaches out (updates, sync, QUIC probes).
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync'
      ]
    })
    context.on('request', r => void requests.push(r.url()))
    page = context.pages()[0] ?? (await context.newPage())
    page.on('dialog', d => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto(pathToFileURL(file).href)
    await page.waitForSelector('#matrix tbody tr')
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    rmSync(profile, { recursive: true, force: true })
  })

  const matrix = () =>
    page.evaluate(() => {
      const t = document.getElementById('matrix') as HTMLTableElement
      const repos = [...t.tHead!.rows[0].cells].slice(1).map(c => c.textContent)
      return Object.fromEntries(
        [...t.tBodies[0].rows].map(r => [
          r.cells[0].textContent,
          Object.fromEntries(repos.map((repo, i) => [repo, r.cells[i + 1].textContent]))
        ])
      )
    })

  it('opens from file:// with no request but the page itself, and runs no script of the data', async () => {
    expect(requests).toEqual([pathToFileURL(file).href])
    expect(dialogs).toEqual([])
    // Two script elements, both the page's own: the data block and the one script.
    expect(await page.evaluate(() => [...document.scripts].map(s => s.type || 'classic'))).toEqual(['application/json', 'classic'])
    expect(await page.evaluate(() => document.images.length)).toBe(0)
  })

  it('shows the expected cells, names as text', async () => {
    const m = await matrix()
    expect(m.root).toMatchObject({ 'acme/api': 'A', 'acme/web': 'A', [`a&b/${EVIL_REPO}`]: 'A' })
    expect(m.alice).toEqual({ 'acme/api': 'W*', 'acme/web': '', [`a&b/${EVIL_REPO}`]: '' })
    expect(m.bob).toEqual({ 'acme/api': 'A', 'acme/web': '', [`a&b/${EVIL_REPO}`]: 'W' })
    expect(m[EVIL_USER]).toEqual({ 'acme/api': 'W*', 'acme/web': '', [`a&b/${EVIL_REPO}`]: '' })
    expect(m[QUOTED]).toEqual({ 'acme/api': '', 'acme/web': '', [`a&b/${EVIL_REPO}`]: 'R' })
    // The paths are in each cell's title, as text: the team named with markup too.
    const title = await page.evaluate(q => {
      const row = [...(document.getElementById('matrix') as HTMLTableElement).tBodies[0].rows].find(r => r.cells[0].textContent === q)!
      return [...row.cells].map(c => c.title).find(Boolean)
    }, QUOTED)
    expect(title).toBe('read via team:"><script>alert(2)</script>(read: code)')
  })

  it('the user filter narrows the matrix; the permission filter too', async () => {
    await page.fill('#user', 'ali')
    expect(Object.keys(await matrix())).toEqual(['alice'])
    await page.fill('#user', '')
    await page.selectOption('#perm', 'admin')
    expect(Object.keys(await matrix()).sort()).toEqual(['bob', 'root'])
    await page.selectOption('#perm', '')
    await page.selectOption('#org', 'a&b')
    const m = await matrix()
    expect(Object.keys(m).sort()).toEqual(['bob', QUOTED, 'root'].sort())
    await page.selectOption('#org', '')
    await page.screenshot({ path: join(OUT, 'access.png'), fullPage: true })
    expect(existsSync(join(OUT, 'access.png'))).toBe(true)
  })
})
