import { describe, expect, it } from 'vitest'
import { errorsOf } from '../test/issues'
import { actionPinBulkInputSchema, deletePinsInputSchema, deploymentGroupsQuerySchema, missionPinsQuerySchema } from './pin-bulk.schema'

const A = 'ABCDEFGHIJ12'

describe('pin bulk inputs', () => {
  it('takes a list of pins with PAUSE or RESUME', () => {
    expect(errorsOf(actionPinBulkInputSchema, { pins: [{ identity: A, action: 'PAUSE' }] })).toEqual({})
    expect(errorsOf(actionPinBulkInputSchema, { pins: [{ identity: A, action: 'STOP' }] })).toEqual({
      'pins.0.action': 'Choose one of the listed options',
    })
    expect(errorsOf(actionPinBulkInputSchema, { pins: [{ identity: 'short', action: 'PAUSE' }] })).toEqual({
      'pins.0.identity': 'Must be 12 uppercase letters or digits',
    })
  })
  it('needs at least one pin and at most 10,000', () => {
    expect(errorsOf(actionPinBulkInputSchema, { pins: [] })).toEqual({ pins: 'Select at least one pin' })
    expect(errorsOf(deletePinsInputSchema, { identities: [] })).toEqual({ identities: 'Select at least one pin' })
    const many = Array.from({ length: 10_001 }, () => A)
    expect(errorsOf(deletePinsInputSchema, { identities: many })).toEqual({
      identities: 'Select at most 10000 pins, or select all pins matching the filter',
    })
  })
})

describe('pin and group list queries', () => {
  it('defaults to the first page of 10, every state, every group', () => {
    expect(missionPinsQuerySchema.parse({ missionIdentity: A })).toEqual({
      missionIdentity: A,
      state: 'ALL',
      isRunning: 'ALL',
      deploymentGroupIdentities: [],
      page: 1,
      limit: 10,
    })
  })
  it('refuses pages below 1, limits above 10,000 and unknown filters', () => {
    expect(errorsOf(missionPinsQuerySchema, { missionIdentity: A, page: 0, limit: 10_001, state: 'OPEN' })).toEqual({
      page: 'Enter a number equal to or above 1',
      limit: 'Enter a number equal to or below 10000',
      state: 'Choose one of the listed options',
    })
  })
  it('group filters are optional flags', () => {
    expect(deploymentGroupsQuerySchema.parse({ missionIdentity: A, isCapped: null })).toMatchObject({ isCapped: null, page: 1, limit: 10 })
    expect(errorsOf(deploymentGroupsQuerySchema, { missionIdentity: A, isAvailable: 'yes' })).toEqual({ isAvailable: 'Must be true or false' })
  })
})
