// The surface is data (issue 19): the domains and the per-call options are declared once, in
// src/registry/surface.ts, and every front end takes its names from there. Each domain appears in
// the MCP tool list, the CLI tree and the action's domain validation under the names its entry
// gives; each per-call option is an action input, a CLI flag and an MCP param as its entry says;
// action.yml's registry inputs are what the registry renders; and no other source file spells the
// domain list out.
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderActionYml } from '../scripts/gen-action-yml.js'
import { readSettings } from '../src/action/inputs.js'
import { loadCompletion, type CompletionLibrary } from '../src/cli/completion.js'
import { GLOBALS } from '../src/cli/globals.js'
import { buildProgram, type Io } from '../src/cli/program.js'
import { cliMasker } from '../src/cli/secrets.js'
import { COMMANDS } from '../src/cli/table.js'
import { parseDomains } from '../src/mcp/settings.js'
import { domainOf, enableTool, listTools } from '../src/mcp/tools.js'
import {
  CALL_OPTIONS,
  DOMAINS,
  domainSpec,
  ENABLE_TOOL,
  findOperation,
  mcpParam,
  operationsOf,
  TOOL_DOMAINS,
  wordList
} from '../src/registry/index.js'
import { UsageError } from '../src/errors.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const ACTION_YML = readFileSync(join(ROOT, 'action.yml'), 'utf8')

/** The action's settings for these inputs (as the runner passes them: INPUT_<NAME>). */
function settingsFor(inputs: Record<string, string>) {
  clearInputs()
  for (const [k, v] of Object.entries({ action: 'me', 'server-url': 'https://git.example.com', ...inputs }))
    process.env[`INPUT_${k.toUpperCase()}`] = v
  return readSettings({ token: 't0ken' })
}
function clearInputs() {
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k]
}
afterEach(clearInputs)

let tab: CompletionLibrary
beforeAll(async () => {
  tab = await loadCompletion()
})
const io = (): Io => ({ out: () => undefined, err: () => undefined, env: {}, masker: cliMasker([], {}) })

describe('each domain of the registry', () => {
  it('has its tool in the MCP tool list, with its title, and svc_enable takes its name', () => {
    const tools = listTools(DOMAINS, { readOnly: false })
    expect(tools.map(t => t.name)).toEqual([ENABLE_TOOL, ...DOMAINS.map(d => domainSpec(d).tool)])
    for (const d of DOMAINS) {
      const tool = tools.find(t => t.name === domainSpec(d).tool)!
      expect(tool.title).toBe(domainSpec(d).title)
      expect(tool.description.startsWith(domainSpec(d).about)).toBe(true)
      expect(domainOf(tool.name)).toBe(d)
      // The tool offers exactly the domain's operations.
      expect((tool.inputSchema.properties as Record<string, { enum: string[] }>).action.enum).toEqual(operationsOf(d).map(o => o.name))
      expect(parseDomains(d, '--domains')).toEqual([d])
    }
    const domains = (enableTool().inputSchema.properties as Record<string, { items: { enum: string[] } }>).domains
    // The registry's domains, then the tools over several of them (svc_state), enabled alike.
    expect(domains.items.enum).toEqual(TOOL_DOMAINS)
    expect(TOOL_DOMAINS.slice(0, DOMAINS.length)).toEqual(DOMAINS)
    expect(() => parseDomains('nodomain', '--domains')).toThrow(`domains: ${TOOL_DOMAINS.join(', ')}`)
  })

  it('is a command word of the CLI, and every command sits under its domain', async () => {
    const program = await buildProgram(io(), { completion: tab })
    for (const d of DOMAINS) {
      const { word, summary } = domainSpec(d).cli
      const group = program.commands.find(c => c.name() === word)
      expect(group?.description()).toBe(summary)
    }
    for (const c of COMMANDS) {
      const { word, aliases = [] } = domainSpec(c.domain).cli
      expect([c.path.join(' '), [word, ...aliases]]).toEqual([c.path.join(' '), expect.arrayContaining([c.path[0]])])
      // The row's action is an operation of the row's domain.
      expect(findOperation(c.domain, c.action).domain).toBe(c.domain)
    }
  })

  it('is a value of the action input domain; the first is its default; another value is refused naming them', () => {
    for (const d of DOMAINS) expect(settingsFor({ domain: d }).domain).toBe(d)
    expect(settingsFor({}).domain).toBe(DOMAINS[0])
    expect(() => settingsFor({ domain: 'nodomain' })).toThrow(new UsageError(`input domain must be ${wordList(DOMAINS)}`))
  })
})

describe('the names the interface fixes (§1, §4.4, §4.5)', () => {
  it('are the names of the registry entries', () => {
    const names = DOMAINS.map(d => [d, domainSpec(d).tool, domainSpec(d).cli.word])
    expect(names).toEqual(
      expect.arrayContaining([
        ['users', 'svc_users', 'user'],
        ['admin', 'svc_admin', 'admin']
      ])
    )
    expect(ENABLE_TOOL).toBe('svc_enable')
    expect(CALL_OPTIONS.map(o => [o.name, mcpParam(o)])).toEqual(
      expect.arrayContaining([
        ['raw-json', 'raw_json'],
        ['paginate', 'paginate'],
        ['dry-run', 'dry_run'],
        ['concurrency', 'concurrency'],
        ['fail-fast', 'fail_fast'],
        ['on-exists', 'on_exists'],
        ['on-missing', 'on_missing'],
        ['sudo', 'sudo']
      ])
    )
  })
})

describe('each per-call option of the registry', () => {
  it('is an action input with its default, refusing a bad value naming the input', () => {
    const defaults = settingsFor({}) as unknown as Record<string, unknown>
    for (const o of CALL_OPTIONS) {
      expect([o.name, defaults[o.key]]).toEqual([o.name, o.default])
      const t = o.type
      const [good, value, bad] =
        t.kind === 'boolean'
          ? ['TRUE', true, 'yes']
          : t.kind === 'choice'
            ? [t.choices[1], t.choices[1], 'maybe']
            : t.kind === 'text'
              ? ['alice', 'alice', 'alice\r\nX-Evil: 1']
              : [String(t.max), t.max, String(t.max + 1)]
      expect((settingsFor({ [o.name]: good }) as unknown as Record<string, unknown>)[o.key]).toBe(value)
      expect(() => settingsFor({ [o.name]: bad })).toThrow(new RegExp(`^input ${o.name} must be`))
    }
  })

  it('is a global CLI flag where the registry says the CLI takes it, with its choices', () => {
    for (const o of CALL_OPTIONS) {
      const flag = GLOBALS.find(g => g.flags.split(/[ ,]+/).includes(`--${o.name}`))
      if (!o.cli) {
        expect([o.name, flag]).toEqual([o.name, undefined])
        continue
      }
      expect(flag?.attr).toBe(o.key)
      expect(flag?.choices).toEqual(o.type.kind === 'choice' ? [...o.type.choices] : undefined)
    }
  })

  it('is a param of every domain tool where the registry says MCP takes it, with its type and choices', () => {
    for (const tool of listTools(DOMAINS, { readOnly: false }).slice(1)) {
      const props = tool.inputSchema.properties as Record<string, { type?: string; enum?: string[]; pattern?: string }>
      for (const o of CALL_OPTIONS) {
        const p = props[mcpParam(o)]
        if (!o.mcp) expect([tool.name, o.name, p]).toEqual([tool.name, o.name, undefined])
        else if (o.type.kind === 'choice') expect(p?.enum).toEqual(o.type.choices)
        else if (o.type.kind === 'text') expect([p?.type, p?.pattern]).toEqual(['string', o.type.pattern.source])
        else expect(p?.type).toBe(o.type.kind)
      }
    }
  })
  it("is named in every domain tool's description, with its few words", () => {
    for (const tool of listTools(DOMAINS, { readOnly: false }).slice(1))
      for (const o of CALL_OPTIONS.filter(x => x.mcp)) expect(tool.description).toContain(`${mcpParam(o)} (${o.mcp!.brief})`)
  })
})

describe('action.yml', () => {
  it("declares the registry's inputs (domain and the per-call options) as the registry renders them: npm run docs", () => {
    expect(renderActionYml(ACTION_YML)).toBe(ACTION_YML)
  })

  it('is rewritten when an input of the registry is missing or differs', () => {
    const stale = ACTION_YML.replace(/^ {2}on-missing:\n(?: {4}.*\n| {6}.*\n)*/m, '').replace(/default: fail/, 'default: skip')
    expect(stale).not.toBe(ACTION_YML)
    const fixed = renderActionYml(stale)
    expect(fixed).toContain('  on-missing:\n')
    expect(fixed.match(/^ {2}on-exists:\n(?: {4,}.*\n)*/m)![0]).toContain('default: fail')
  })
})

describe('nothing outside the registry spells out the domains', () => {
  /** Literal domain lists and checks: what a new domain would have to be added to. */
  const PATTERNS = [
    /['"`]users['"`]\s*[,|]\s*['"`]admin['"`]/,
    /\busers,\s*admin\b/,
    /\busers or admin\b/,
    /\bsvc_(users|admin)\b/,
    /\bdomain\w*\s*[!=]==?\s*['"]/i,
    /['"]\w+['"]\s*[!=]==?\s*\w*domain\b/i,
    /includes\(\s*['"](users|admin)['"]\s*\)/,
    /\[\s*['"]fail['"],\s*['"]skip['"]\s*\]/
  ]
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap(n => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : []))

  /**
   * Files that may: the registry's surface itself, the generator of the interface fixture (it reads
   * the document's two tool sections), and the CLI's command index and help pages, written from the
   * command tree by `npm run docs` (__tests__/cli/command-index.test.ts fails when they no longer match).
   */
  const ALLOWED = [
    join('src', 'registry', 'surface.ts'),
    join('scripts', 'gen-interface-names.ts'),
    join('src', 'cli', 'generated', 'command-index.ts'),
    join('src', 'cli', 'generated', 'help-pages.ts')
  ]

  it('in src/ and scripts/ (code, not comments)', () => {
    const found: string[] = []
    for (const file of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'scripts'))]) {
      const rel = relative(ROOT, file)
      if (ALLOWED.includes(rel)) continue
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim()
          if (/^(\/\/|\/?\*)/.test(code)) return
          if (PATTERNS.some(p => p.test(code))) found.push(`${rel}:${i + 1}: ${code}`)
        })
    }
    expect(found).toEqual([])
  })
})
