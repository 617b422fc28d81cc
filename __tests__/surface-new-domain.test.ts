// A new domain is one entry of src/registry/surface.ts (plus its operations): this suite adds one
// entry, `widgets`, to a copy of that file, loads every front end over the copy, and checks that
// each of them offers the domain under the entry's names with no other edit.
import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Domain } from '../src/registry/index.js'

const ENTRY = `
  widgets: {
    tool: 'svc_widgets',
    title: 'svc: widgets',
    about: 'Widgets of a Gitea or Forgejo server',
    offers: 'widget operations',
    actions: 'widget actions',
    label: 'widget',
    cli: { word: 'widget', summary: 'widgets of the instance' },
    who: 'admin'
  }
`
const source = readFileSync(new URL('../src/registry/surface.ts', import.meta.url), 'utf8')
const marker = '\n} as const satisfies Record<string, DomainSpec>'
// The surface file has no imports, so a copy elsewhere behaves as the file itself.
const dir = mkdtempSync(join(tmpdir(), 'svc-surface-'))
const copy = join(dir, 'surface.ts')
writeFileSync(copy, source.replace(marker, `,${ENTRY}${marker}`))
writeFileSync(join(dir, 'package.json'), '{"type":"module"}')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

jest.unstable_mockModule('../src/registry/surface.js', () => import(copy))
const { DOMAINS, findOperation, wordList } = await import('../src/registry/index.js')
const { listTools, enableTool, domainOf } = await import('../src/mcp/tools.js')
const { parseDomains } = await import('../src/mcp/settings.js')
const { readSettings } = await import('../src/action/inputs.js')
const { GROUPS } = await import('../src/cli/table.js')
const { domainDescription } = await import('../scripts/gen-action-yml.js')
const { renderOperationsDoc } = await import('../scripts/gen-docs.js')

/** The new domain: the type checker knows the registry without it. */
const WIDGETS = 'widgets' as Domain

afterEach(() => {
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k]
})

describe('a domain added to the registry as one entry', () => {
  it('is a domain of the registry', () => {
    expect(source).toContain(marker)
    expect(DOMAINS.slice(0, 2)).toEqual(['users', 'admin'])
    expect(DOMAINS.at(-1)).toBe('widgets')
    // An action of another domain named for it says which domain has it.
    expect(() => findOperation(WIDGETS, 'me')).toThrow('unknown widgets action "me": it is a users action; set domain users')
  })

  it('is an MCP tool with its name and title, enabled by svc_enable and --domains', () => {
    const tools = listTools([WIDGETS], { readOnly: false })
    expect(tools.map(t => [t.name, t.title])).toEqual([
      ['svc_enable', 'svc: enable tool domains'],
      ['svc_widgets', 'svc: widgets']
    ])
    expect(domainOf('svc_widgets')).toBe('widgets')
    expect(tools[1].description).toMatch(/^Widgets of a Gitea or Forgejo server\./)
    const enable = enableTool()
    expect((enable.inputSchema.properties as Record<string, { items: { enum: string[] } }>).domains.items.enum).toContain('widgets')
    // Who may use it: an admin domain is checked as admin is.
    expect(enable.description).toContain('widgets (svc_widgets, widget operations; the credentials must belong to an instance admin')
    expect(parseDomains('users,widgets', 'SVC_DOMAINS')).toEqual(['users', 'widgets'])
  })

  it("is a value of the action's domain input, named in action.yml's description of it", () => {
    Object.assign(process.env, { INPUT_ACTION: 'widgets_list', 'INPUT_SERVER-URL': 'https://git.example.com', INPUT_DOMAIN: 'widgets' })
    expect(readSettings({}).domain).toBe('widgets')
    process.env.INPUT_DOMAIN = 'gadgets'
    expect(() => readSettings({})).toThrow(`input domain must be ${wordList(DOMAINS)}`)
    expect(domainDescription()).toContain('`widgets` (widget actions; needs an instance-admin token)')
  })

  it('is a CLI command group and a section of docs/operations.md', () => {
    expect(GROUPS.widget).toBe('widgets of the instance')
    expect(renderOperationsDoc()).toContain('## Domain `widgets`')
    expect(renderOperationsDoc()).toContain('0 widget (`svc_widgets`, domain `widgets`)')
  })
})
