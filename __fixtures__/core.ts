// A typed stand-in for @actions/core, as in the official typescript-action template: the in-process
// tests of the action's run() replace the module with these (jest.unstable_mockModule) and read
// what run() asked of the toolkit.
import type * as core from '@actions/core'
import { jest } from '@jest/globals'

export const debug = jest.fn<typeof core.debug>()
export const info = jest.fn<typeof core.info>()
export const warning = jest.fn<typeof core.warning>()
export const error = jest.fn<typeof core.error>()
export const getInput = jest.fn<typeof core.getInput>()
export const setOutput = jest.fn<typeof core.setOutput>()
export const setFailed = jest.fn<typeof core.setFailed>()
export const setSecret = jest.fn<typeof core.setSecret>()

/** The job summary: collects what was added; write() records the text. */
export const summaryWrites: string[] = []
let buffer: string[] = []
export const summary = {
  addHeading: jest.fn((text: string) => (buffer.push(`# ${text}`), summary)),
  addTable: jest.fn((rows: unknown[]) => (buffer.push(JSON.stringify(rows)), summary)),
  addList: jest.fn((items: string[]) => (buffer.push(items.join('\n')), summary)),
  write: jest.fn(async () => {
    summaryWrites.push(buffer.join('\n'))
    return summary
  }),
  emptyBuffer: jest.fn(() => ((buffer = []), summary))
}
