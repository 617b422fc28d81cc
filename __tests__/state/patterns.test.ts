// repo_defaults globs (issue 37, break 4): matched without backtracking. The pattern that took
// picomatch over 40 s on a 100-character name (`*a*a*a*a*a*a*a*a*b`) is decided in a bounded number
// of steps, (name length + 1) × (tokens + 1); the matcher agrees with the glob's regular-expression
// meaning on random small inputs; what it does not take is refused with file:line; and a plan of
// that pattern over a repository with a 100-character name runs through the CLI on the simulator.
import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import { compileGlob } from '../../src/state/glob.js'
import { parseState } from '../../src/state/index.js'
import { runId, stateFiles, stateTarget } from './kit.js'

const PATHOLOGICAL = '*a*a*a*a*a*a*a*a*b'

describe('the glob matcher', () => {
  test('the pathological pattern over 100 characters takes at most (100 + 1) × (18 + 1) steps', () => {
    const { matched, steps } = compileGlob(PATHOLOGICAL).testCounting('a'.repeat(100))
    expect(matched).toBe(false)
    expect(steps).toBeLessThanOrEqual(101 * 19)
    // Twice the stars, twice the bound at most: linear, not ×10 a star.
    const longer = compileGlob(PATHOLOGICAL.repeat(2)).testCounting('a'.repeat(100))
    expect(longer.steps).toBeLessThanOrEqual(101 * 37)
    expect(compileGlob(PATHOLOGICAL).test(`${'a'.repeat(99)}b`)).toBe(true)
  })

  test.each([
    ['*', 'abc', true],
    ['*', '.dotfile', true],
    ['svc-*', 'SVC-01', true],
    ['svc-*', 'xsvc-01', false],
    ['{api,web}-*', 'web-x', true],
    ['{api,web}-*', 'db-x', false],
    ['release-[0-9]*', 'release-3x', true],
    ['release-[0-9]*', 'release-x', false],
    ['*/svc-*', 'acme/svc-1', true],
    ['*/svc-*', 'acme/x/svc-1', false],
    ['acme/*', 'ACME/tools', true],
    ['acme/*', 'acmex/tools', false],
    ['[!a]*', 'a1', false],
    ['a?c', 'abc', true],
    ['\\*x', '*x', true],
    ['\\*x', 'ax', false]
  ])('%s against %s: %s', (pattern, name, want) => {
    expect(compileGlob(pattern).test(name)).toBe(want)
  })

  test("agrees with the glob's regular-expression meaning on random small inputs", () => {
    const toRegExp = (p: string) =>
      new RegExp(
        `^${p
          .replace(/\{([^{}]*)\}/g, (_, b: string) => `(${b.split(',').join('|')})`)
          .replace(/\*\*|\*|\?|\[!|\./g, t => ({ '**': '.*', '*': '[^/]*', '?': '[^/]', '[!': '[^/', '.': '\\.' })[t]!)}$`,
        'i'
      )
    const pattern = fc
      .array(fc.constantFrom('a', 'b', '-', '.', '/', '*', '**', '?', '[a-b]', '[!a]', '{a,b-}'), { minLength: 1, maxLength: 7 })
      .map(parts => parts.join(''))
    const name = fc.stringMatching(/^[abAB.-]{1,6}(\/[abAB.-]{1,6})?$/)
    fc.assert(
      fc.property(pattern, name, (p, n) => compileGlob(p).test(n) === toRegExp(p).test(n)),
      { numRuns: 3000 }
    )
  })

  test.each([
    ['@(a|b)', 'extglobs such as @(a|b) are not taken: use {a,b}'],
    ['!svc-*', 'a leading ! (not) is not taken here: give the names in exclude'],
    ['svc-[0-9', 'a [ has no closing ]'],
    ['{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}', 'its braces expand to more than 64 alternatives']
  ])('%s is refused with file:line', (pattern, why) => {
    expect(() =>
      parseState(`orgs:\n  a:\n    repo_defaults:\n      - match: "x"\n        exclude: ["${pattern}"]\n        topics: [x]\n`, 'f.yaml')
    ).toThrow(`f.yaml:5: orgs.a.repo_defaults[0].exclude[0]: not a glob svc takes: ${why}`)
  })
})

const RUN = runId()
const { file } = stateFiles('svc-state-patterns-')

describe('a plan of the pathological pattern through the CLI', () => {
  const org = `pt${RUN}`
  const long = `${'a'.repeat(99)}b`
  const plain = 'a'.repeat(100)
  const kit = stateTarget('gitea', {
    secrets: {},
    async setup(t) {
      expect((await t.api('POST', '/orgs', { username: org, email: `${org}@example.com` })).status).toBe(201)
      for (const name of [long, plain]) expect((await t.api('POST', `/orgs/${org}/repos`, { name })).status).toBe(201)
    },
    async cleanup(t) {
      for (const name of [long, plain]) await t.api('DELETE', `/repos/${org}/${name}`)
      await t.api('DELETE', `/orgs/${org}`)
    }
  })

  test('the plan says how many repositories each set reaches; above --max-default-repos it is refused before any repository is read', async () => {
    const f = file('wide.yaml', `orgs:\n  ${org}:\n    repo_defaults:\n      - match: "*"\n        topics: [wide]\n`)
    const plan = await kit.svc(['plan', '-f', f, '-o', 'json'])
    expect(plan.code).toBe(0)
    expect(JSON.parse(plan.stdout).repo_defaults).toEqual([{ at: `${f}:4: orgs.${org}.repo_defaults[0]`, repositories: 2 }])
    expect((await kit.svc(['plan', '-f', f])).stdout).toContain(`Defaults ${f}:4: orgs.${org}.repo_defaults[0] reach 2 repositories.`)
    const since = kit.target.requests.length
    const refused = await kit.svc(['plan', '-f', f, '--max-default-repos', '1'])
    expect([refused.code, refused.stderr]).toEqual([
      2,
      expect.stringContaining(
        `${f}:4: orgs.${org}.repo_defaults[0]: this set of defaults reaches 2 repositories, more than max-default-repos allows (1)`
      )
    ])
    // The organization's repository list was read; no repository's own collections.
    expect(kit.target.requests.slice(since).filter(r => r.path.startsWith(`/api/v1/repos/${org}/`))).toEqual([])
    const bad = await kit.svc(['plan', '-f', f, '--max-default-repos', 'lots'])
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('max-default-repos: expected a whole number of repositories')])
  }, 120_000)

  test('gives the matching repository its topic, the other none', async () => {
    const f = file('p.yaml', `orgs:\n  ${org}:\n    repo_defaults:\n      - match: "${PATHOLOGICAL}"\n        topics: [matched]\n`)
    const r = await kit.svc(['plan', '-f', f])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(`${org}/${long}`)
    expect(r.stdout).not.toContain(`${org}/${plain}:`)
    expect(r.stdout).not.toContain(`${org}/${plain} `)
  }, 120_000)
})
