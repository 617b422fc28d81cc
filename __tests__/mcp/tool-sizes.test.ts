// What the tools cost an MCP client's context: docs/mcp.md's table of each tool's size as JSON
// (read-write and read-only, on Gitea) stays within 10% of what tools/list holds today, and no
// property repeats which actions take it (the description's signatures say that once).
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../../scripts/docs/pages.js'
import { reportTool } from '../../src/mcp/report-tool.js'
import { stateTool } from '../../src/mcp/state-tool.js'
import { domainTool, enableTool } from '../../src/mcp/tools.js'
import { DOMAINS } from '../../src/registry/index.js'

const tools = (readOnly: boolean) => [
  enableTool(),
  ...DOMAINS.map(d => domainTool(d, { readOnly, variant: 'gitea' })),
  stateTool(readOnly),
  reportTool()
]
const kb = (v: unknown) => JSON.stringify(v).length / 1024

describe('tools/list sizes', () => {
  const page = readFileSync(join(ROOT, 'docs', 'mcp.md'), 'utf8')
  const rows = new Map(
    [...page.matchAll(/^\| (`\w+`|all of them) \| ([\d.]+) KB \| ([\d.]+) KB \|$/gm)].map(m => [
      m[1].replace(/`/g, ''),
      [Number(m[2]), Number(m[3])]
    ])
  )

  it('docs/mcp.md gives each tool and the whole list within 10% of their size now', () => {
    for (const [column, readOnly] of [
      [0, false],
      [1, true]
    ] as const) {
      const list = tools(readOnly)
      expect(rows.size).toBe(list.length + 1)
      for (const t of list) {
        const said = rows.get(t.name)?.[column]
        expect([t.name, readOnly, Math.abs(said! - kb(t)) <= kb(t) * 0.1]).toEqual([t.name, readOnly, true])
      }
      const all = kb({ tools: list })
      expect(['all', readOnly, Math.abs(rows.get('all of them')![column] - all) <= all * 0.1]).toEqual(['all', readOnly, true])
    }
  })

  // The bounds leave room for a few more operations (migrations, mirrors and sources took svc_repos from 22 to 26 KB).
  it('stays small: all domains under 76 KB, svc_repos under 28 KB; no property lists the actions that take it', () => {
    const list = tools(false)
    expect(kb({ tools: list })).toBeLessThan(76)
    expect(kb(list.find(t => t.name === 'svc_repos'))).toBeLessThan(28)
    for (const t of list)
      for (const [name, p] of Object.entries(t.inputSchema.properties as Record<string, { description?: string }>))
        expect([t.name, name, /\((required|optional) for [a-z]+_[a-z_]+/.test(p.description ?? '')]).toEqual([t.name, name, false])
  })
})
