import { describe, expect, it } from 'vitest'
import { SUPPORTED_NODE_MAJOR, unsupportedRuntimeMessage } from './supported-runtime'

describe('supported runtime', () => {
  it('accepts Node 24 and newer', () => {
    expect(unsupportedRuntimeMessage('v24.21.0')).toBeUndefined()
    expect(unsupportedRuntimeMessage('v26.0.0')).toBeUndefined()
  })

  it('refuses older or unreadable versions with the version it saw and how to start instead', () => {
    expect(unsupportedRuntimeMessage('v20.20.2')).toBe(
      `Mission Control needs Node.js ${SUPPORTED_NODE_MAJOR} or newer, and this is v20.20.2. ` +
        `Start it through npm (npm start, npm run worker): npm install brought Node ${SUPPORTED_NODE_MAJOR} into node_modules and npm scripts use it.`,
    )
    expect(unsupportedRuntimeMessage('v22.12.0')).toContain('this is v22.12.0')
    expect(unsupportedRuntimeMessage('nonsense')).toContain('this is nonsense')
  })

  it('is the runtime these tests run on (npm scripts resolve node to the Node 24 in node_modules)', () => {
    expect(unsupportedRuntimeMessage(process.version)).toBeUndefined()
  })
})
