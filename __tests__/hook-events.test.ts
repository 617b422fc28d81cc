// Webhook event names are forge knowledge the registry holds (src/registry/hook-events.ts): every
// front end and the state engine refuse a name the server would drop silently (the hook would never
// fire), before the hook is created. The CLI's own check is in __tests__/cli/newcomer.test.ts.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { Forge, ForgeHttp } from '../src/client/index.js'
import { UsageError } from '../src/errors.js'
import { findOperation, type Variant } from '../src/registry/index.js'
import { FIXTURES } from './sim/fixtures.js'
import { startForge, type Forge as SimForge } from './sim/forge.js'
import { stateFiles, stateTarget } from './state/kit.js'

const config = { url: 'https://ci.example.com/hook', content_type: 'json' }

describe.each(['gitea', 'forgejo'] as Variant[])('the runner of operations (action, MCP, CLI) on %s', variant => {
  let sim: SimForge
  let http: ForgeHttp
  beforeAll(async () => {
    sim = await startForge({ variant })
    http = new ForgeHttp({ serverUrl: sim.url, token: FIXTURES.adminToken })
  })
  afterAll(async () => {
    await http.close()
    await sim.close()
  })

  test('a typo in events is refused naming the param, nothing created', async () => {
    const forge = new Forge(http, 'auto')
    const run = forge.run(findOperation('admin', 'hooks_create'), { type: 'gitea', config, events: ['push', 'pushh'], active: true })
    await expect(run).rejects.toThrow(UsageError)
    await expect(run).rejects.toThrow(/^events: "pushh" is not a webhook event (Gitea|Forgejo) knows .*did you mean "push"\?/)
    expect(sim.requests.filter(r => r.method !== 'GET')).toEqual([])
  })

  test("an edit's json_fields.events is checked too; a known name goes through", async () => {
    const forge = new Forge(http, 'auto')
    const made = (await forge.run(findOperation('admin', 'hooks_create'), { type: 'gitea', config, events: ['push'], active: true })) as {
      result: { id: number }
    }
    const edit = forge.run(findOperation('admin', 'hooks_edit'), { id: made.result.id, json_fields: { events: ['releaze'] } })
    await expect(edit).rejects.toThrow(/^json_fields\.events: "releaze" is not a webhook event/)
    expect(sim.requests.filter(r => r.method === 'PATCH')).toEqual([])
  })

  test("a variant's own event is refused on the other ('workflow_job' is Gitea's)", async () => {
    const forge = new Forge(http, 'auto')
    const run = forge.run(findOperation('admin', 'hooks_create'), { type: 'gitea', config, events: ['workflow_job'], active: true })
    if (variant === 'forgejo') await expect(run).rejects.toThrow(/"workflow_job" is not a webhook event Forgejo knows/)
    else await expect(run).resolves.toBeDefined()
  })
})

describe('svc plan: a hook of the state file with an unknown event', () => {
  const files = stateFiles('svc-hook-events-')
  const t = stateTarget('gitea', { secrets: {} })

  test('is refused at the line of the name, before anything is written', async () => {
    const file = files.file(
      'hooks.yaml',
      ['hooks:', '  - type: gitea', '    url: https://ci.example.com/a', '    events:', '      - push', '      - pull_requestt', ''].join(
        '\n'
      )
    )
    const r = await t.svc(['plan', '-f', file])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('hooks.yaml:6: hooks[0].events[1]: "pull_requestt" is not a webhook event Gitea knows')
    expect(r.stderr).toContain('did you mean "pull_request"?')
    expect(t.writes()).toBe(0)
  }, 120_000)
})
