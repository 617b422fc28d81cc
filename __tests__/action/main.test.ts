// The action's run() in-process, with @actions/core replaced by the typed fixture (the official
// typescript-action template's way), against the simulated forge. The bundle itself is run as a
// runner runs it by the other action tests; these read what run() asks of the toolkit.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as core from '../../__fixtures__/core.js'
import { startForge, type Forge } from '../sim/forge.js'

jest.unstable_mockModule('@actions/core', () => core)
const { run } = await import('../../src/action/main.js')

let sim: Forge
let inputs: Record<string, string> = {}

beforeAll(async () => {
  sim = await startForge({ variant: 'gitea' })
})
afterAll(() => sim?.close())
beforeEach(() => {
  jest.clearAllMocks()
  core.summaryWrites.length = 0
  inputs = { 'server-url': sim.url, variant: 'auto', domain: 'users' }
  core.getInput.mockImplementation((name: string) => inputs[name] ?? '')
  process.env.GITHUB_STEP_SUMMARY = '/dev/null'
})

const outputs = () => Object.fromEntries(core.setOutput.mock.calls.map(([k, v]) => [k, v]))

describe('run() in-process', () => {
  it('inputs → work → outputs: a read sets result, status and changed, and fails nothing', async () => {
    Object.assign(inputs, { action: 'me', token: sim.fixtures.userToken })
    await run()
    expect(core.setFailed).not.toHaveBeenCalled()
    expect(JSON.parse(String(outputs().result))).toMatchObject({ login: 'alice' })
    expect(outputs()).toMatchObject({ status: '200', changed: 'false' })
    // The token is registered with the runner before anything is printed.
    expect(core.setSecret).toHaveBeenCalledWith(sim.fixtures.userToken)
    expect(core.setSecret.mock.invocationCallOrder[0]).toBeLessThan(core.info.mock.invocationCallOrder[0])
    expect(core.summaryWrites.join('\n')).toMatch(/svc: me/)
  })

  it('a change reads back from the server, and changed is true', async () => {
    Object.assign(inputs, { action: 'variables_set', token: sim.fixtures.userToken, params: '{"name":"IN_PROCESS","value":"v1"}' })
    await run()
    expect(core.setFailed).not.toHaveBeenCalled()
    expect(outputs().changed).toBe('true')
    const res = await fetch(`${sim.url}/api/v1/user/actions/variables/IN_PROCESS`, {
      headers: { authorization: `token ${sim.fixtures.userToken}` }
    })
    expect(await res.json()).toMatchObject({ data: 'v1' })
  })

  it('bad params fail the step once, naming the action and the param, with nothing sent', async () => {
    Object.assign(inputs, { action: 'secrets_set', token: sim.fixtures.userToken, params: '{"nmae":"X","value":"secret-value-1"}' })
    const before = sim.requests.length
    await run()
    expect(core.setFailed).toHaveBeenCalledTimes(1)
    expect(String(core.setFailed.mock.calls[0][0])).toMatch(/secrets_set: .*unknown param "nmae" \(did you mean "name"\?\)/)
    expect(String(core.setFailed.mock.calls[0][0])).not.toContain('secret-value-1')
    expect(core.setSecret).toHaveBeenCalledWith('secret-value-1')
    expect(sim.requests.length).toBe(before)
    expect(core.summaryWrites.join('\n')).toMatch(/failed/)
  })

  it('an action input that is no action name is not repeated, in the failure or the summary', async () => {
    Object.assign(inputs, { action: 'Pasted-Value-9f8e7d', token: sim.fixtures.userToken })
    await run()
    expect(core.setFailed).toHaveBeenCalledTimes(1)
    expect(String(core.setFailed.mock.calls[0][0])).toMatch(/input action must be an action name/)
    expect(String(core.setFailed.mock.calls[0][0])).not.toContain('Pasted-Value')
    expect(core.summaryWrites.join('\n')).toMatch(/not an action name/)
    expect(core.summaryWrites.join('\n')).not.toContain('Pasted-Value')
  })

  it('a server-url or domain input that is not one is not repeated in the summary', async () => {
    Object.assign(inputs, {
      action: 'me',
      'server-url': 'Pasted-Secret-3c2b1a/..',
      domain: 'Pasted-Other-4d5e',
      token: sim.fixtures.userToken
    })
    await run()
    expect(core.setFailed).toHaveBeenCalledTimes(1)
    const written = core.summaryWrites.join('\n') + String(core.setFailed.mock.calls[0][0])
    expect(written).not.toContain('Pasted-')
    expect(core.summaryWrites.join('\n')).toMatch(/not a valid server URL|not a domain name/)
  })
})
