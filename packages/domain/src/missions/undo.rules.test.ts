import { describe, expect, it } from 'vitest'
import { describeMissionChange } from './mission-history'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS, undoableSummary, undoChangedMessage } from './undo.rules'

describe('undo rules', () => {
  it('holds the window once, in the expiry text too', () => {
    expect(UNDO_WINDOW_SECONDS).toBe(10)
    expect(UNDO_MESSAGES.expired).toBe('This can no longer be undone: the 10 seconds have passed.')
  })

  it('says what changed since by what the action touched', () => {
    expect(undoChangedMessage('actionPinBulk')).toBe('This can no longer be undone: the pins were changed since.')
    expect(undoChangedMessage('repricePins')).toBe(UNDO_MESSAGES.changedPins)
    expect(undoChangedMessage('deleteDeploymentGroup')).toBe(UNDO_MESSAGES.changedGroup)
    expect(undoChangedMessage('deleteMissionCapPeriod')).toBe(UNDO_MESSAGES.changedCapPeriods)
  })

  it('names each undoable change in a short phrase, and History names its undo', () => {
    expect(undoableSummary('actionPinBulk', { count: 12, pinAction: 'PAUSE' })).toBe('paused 12 pins')
    expect(undoableSummary('actionPinsMatching', { count: 1, pinAction: 'RESUME' })).toBe('resumed 1 pin')
    expect(undoableSummary('deletePinsMatching', { count: 3 })).toBe('deleted 3 pins')
    expect(undoableSummary('deleteDeploymentGroup', { count: 2, name: 'North' })).toBe('deleted group North with 2 pins')
    expect(undoableSummary('deleteMissionCapPeriod', { name: 'Week 1' })).toBe('deleted cap period Week 1')
    expect(undoableSummary('repricePins', { count: 4 })).toBe('repriced 4 pins')
    expect(describeMissionChange({ action: 'undoMissionChange', before: null, after: { undid: 'actionPinBulk', summary: 'paused 12 pins' } })).toEqual([
      'Undid: paused 12 pins',
    ])
  })
})
