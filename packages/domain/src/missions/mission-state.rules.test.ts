import { describe, expect, it } from 'vitest'
import { stateColor, STATE_COLORS } from './mission.enums'
import {
  canChangeState,
  canExtend,
  closesAt,
  closesInText,
  deriveDisplayState,
  extendPatch,
  hasStarted,
  isClosed,
  isClosedForEdits,
  isEndingSoon,
  isFinished,
  STATE_BUTTONS,
} from './mission-state.rules'
import type { MissionTiming } from './mission-state.rules'

const mission = (over: Partial<MissionTiming> = {}): MissionTiming => ({
  state: 'ENABLED',
  startDate: '2024-03-01',
  endDate: '2024-03-31',
  ...over,
})

describe('state buttons', () => {
  it('UP sets ENABLED, DOWN sets DISABLED, TEST MODE sets TESTING', () => {
    expect(STATE_BUTTONS.map((button) => [button.label, button.state])).toEqual([
      ['UP', 'ENABLED'],
      ['DOWN', 'DISABLED'],
      ['TEST MODE', 'TESTING'],
    ])
  })
  it('are unavailable for CLOSED and FINISHED only', () => {
    expect(canChangeState('CLOSED')).toBe(false)
    expect(canChangeState('FINISHED')).toBe(false)
    for (const state of ['ENABLED', 'DISABLED', 'TESTING', 'TESTED', 'CREATED'] as const) expect(canChangeState(state)).toBe(true)
  })
})

describe('finish and close by date', () => {
  it('closes seven days after the end date', () => {
    expect(closesAt(mission())).toBe('2024-04-07')
    expect(closesAt(mission({ closesAt: '2024-04-02' }))).toBe('2024-04-02')
  })
  it('is finished the day after its end date', () => {
    expect(isFinished(mission(), '2024-03-31')).toBe(false)
    expect(isFinished(mission(), '2024-04-01')).toBe(true)
    expect(isFinished(mission({ state: 'FINISHED' }), '2024-03-10')).toBe(true)
    expect(isFinished(mission({ state: 'CLOSED' }), '2024-03-10')).toBe(true)
  })
  it('is closed the day after closesAt', () => {
    expect(isClosed(mission(), '2024-04-07')).toBe(false)
    expect(isClosed(mission(), '2024-04-08')).toBe(true)
    expect(isClosed(mission({ state: 'CLOSED' }), '2024-03-02')).toBe(true)
  })
  it('derives the display state', () => {
    expect(deriveDisplayState(mission(), '2024-03-15')).toBe('ENABLED')
    expect(deriveDisplayState(mission({ state: 'TESTING' }), '2024-03-15')).toBe('TESTED')
    expect(deriveDisplayState(mission({ state: 'DISABLED' }), '2024-04-01')).toBe('FINISHED')
    expect(deriveDisplayState(mission(), '2024-04-08')).toBe('CLOSED')
    expect(isClosedForEdits(mission(), '2024-04-08')).toBe(true)
    expect(isClosedForEdits(mission(), '2024-04-07')).toBe(false)
  })
  it('is ending soon when the end is today or tomorrow', () => {
    expect(isEndingSoon(mission(), '2024-03-29')).toBe(false)
    expect(isEndingSoon(mission(), '2024-03-30')).toBe(true)
    expect(isEndingSoon(mission(), '2024-03-31')).toBe(true)
    expect(isEndingSoon(mission(), '2024-04-01')).toBe(false)
    expect(isEndingSoon(mission({ state: 'FINISHED' }), '2024-03-31')).toBe(false)
  })
  it('does not throw on a malformed end date', () => {
    expect(() => deriveDisplayState(mission({ endDate: 'not a date' }), '2024-03-10')).not.toThrow()
    expect(closesInText(mission({ endDate: '' }), '2024-03-10')).toBe('soon')
  })
  it('words the close time', () => {
    expect(closesInText(mission(), '2024-04-01')).toBe('in 6 days')
    expect(closesInText(mission(), '2024-04-06')).toBe('in 1 day')
    expect(closesInText(mission(), '2024-04-07')).toBe('soon')
  })
})

describe('started missions', () => {
  it('have started when ENABLED and the start is today or earlier', () => {
    expect(hasStarted(mission(), '2024-02-29')).toBe(false)
    expect(hasStarted(mission(), '2024-03-01')).toBe(true)
    expect(hasStarted(mission({ state: 'DISABLED' }), '2024-03-10')).toBe(false)
  })
})

describe('extend', () => {
  it('is offered while not closed and the campaign ends later', () => {
    expect(canExtend(mission(), '2024-04-30', '2024-04-02')).toBe(true)
    expect(canExtend(mission(), '2024-03-31', '2024-04-02')).toBe(false)
    expect(canExtend(mission(), '2024-04-30', '2024-04-08')).toBe(false)
  })
  it('re-enables with the new end date', () => {
    expect(extendPatch('2024-04-15')).toEqual({ state: 'ENABLED', endDate: '2024-04-15' })
  })
})

describe('colours', () => {
  it('exist for every state the spec names', () => {
    for (const state of ['DEPLOYING', 'TESTED', 'ENABLED', 'UP', 'READY', 'CLOSED', 'FINISHED', 'DISABLED', 'DOWN', 'CREATED'] as const) {
      expect(STATE_COLORS[state]).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(stateColor('CAPPED')).toBe('#8c8c8c')
  })
})
