import { describe, expect, it } from 'vitest'
import { missionChangeParts, missionChangeSummary } from './mission-change-notice'

describe('the colleague notice of a mission change', () => {
  it('says a pin action as its History line does, in lower case', () => {
    expect(missionChangeSummary({ action: 'actionPinBulk', before: null, after: { action: 'PAUSE', count: 12, pins: [] } })).toBe('paused 12 pins')
    expect(missionChangeSummary({ action: 'deletePins', before: { count: 1 }, after: null })).toBe('deleted 1 pin')
    expect(missionChangeSummary({ action: 'deleteDeploymentGroup', before: { group: 'G1', name: 'North', pins: 3 }, after: null })).toBe(
      'deleted group North (G1) with its 3 pins',
    )
  })

  it('names a state switch, a cap period and an undo', () => {
    expect(missionChangeSummary({ action: 'editMissionState', before: { state: 'ENABLED' }, after: { state: 'DOWN' } })).toBe('switched the mission to DOWN')
    expect(missionChangeSummary({ action: 'deleteMissionCapPeriod', before: { name: 'Week 1' }, after: null })).toBe('deleted cap period Week 1')
    expect(missionChangeSummary({ action: 'createMissionCapPeriod', before: null, after: [{ name: 'A' }, { name: 'B' }] })).toBe('added cap period A, B')
    expect(missionChangeSummary({ action: 'undoMissionChange', before: null, after: { undid: 'actionPinBulk', summary: 'paused 12 pins' } })).toBe(
      'undid paused 12 pins',
    )
  })

  it('tells which parts of the mission screens changed; an unknown action refreshes all', () => {
    expect(missionChangeParts({ action: 'actionPinBulk', after: null })).toEqual(['pins', 'groups', 'counts', 'history'])
    expect(missionChangeParts({ action: 'setBriefPretty', after: null })).toEqual(['brief', 'history'])
    expect(missionChangeParts({ action: 'undoMissionChange', after: { undid: 'deleteMissionCapPeriod' } })).toEqual(['capPeriods', 'counts', 'history'])
    expect(missionChangeParts({ action: 'somethingNew', after: null })).toHaveLength(8)
  })
})
