import type { WireDate } from '../common/dates'
import { currentPeriod } from './cap-period.rules'
import type { CapPeriodDates } from './cap-period.rules'
import type { DisplayState, MissionState } from './mission.enums'
import { canChangeState } from './mission-state.rules'

/** States staff may set by hand: the UP, DOWN and TEST MODE buttons (Extend also sets ENABLED). */
export const SETTABLE_STATES = ['ENABLED', 'DISABLED', 'TESTING'] as const satisfies readonly MissionState[]
export type SettableState = (typeof SETTABLE_STATES)[number]

export const MISSION_CLOSED_MESSAGE = 'This Mission is closed. No further changes can be made.'
export const STATE_LOCKED_MESSAGE = 'The state of a finished or closed Mission cannot be changed; extend it instead.'
export const STATE_NOT_SETTABLE_MESSAGE = 'The state can be set to ENABLED, DISABLED or TESTING only.'
export const CAP_PERIOD_TYPE_LOCKED = 'The cap period type cannot be changed after the Mission is created.'
export const NOT_ANYWHERE_MISSION = 'Base price and frequency cap can be set this way only on an Anywhere Mission.'
export const CAP_PERIODS_NEED_CUSTOM = 'Cap periods can be added only to a Mission with Multiple Periods.'

/**
 * What a patchMission call is, read from the fields it carries (000 §7: one
 * mutation serves the state buttons, ExtendMission and the full edit):
 * - 'edit': carries a name (the edit form always sends the whole form);
 * - 'extend': carries an end date without a name;
 * - 'state': carries only a state;
 * - 'flags': only isActive / isDeleted.
 */
export type PatchKind = 'edit' | 'extend' | 'state' | 'flags'

export function classifyPatch(input: { name?: unknown; endDate?: unknown; state?: unknown }): PatchKind {
  if (input.name !== undefined && input.name !== null) return 'edit'
  if (input.endDate !== undefined && input.endDate !== null) return 'extend'
  if (input.state !== undefined && input.state !== null) return 'state'
  return 'flags'
}

/**
 * Allowed state changes: to ENABLED, DISABLED or TESTING, from any state
 * except a finished or closed one (by state or by date). Setting the state a
 * mission already has is allowed and changes nothing. Returns the message, or
 * undefined when the change is allowed.
 */
export function stateChangeError(display: DisplayState, next: string): string | undefined {
  if (!(SETTABLE_STATES as readonly string[]).includes(next)) return STATE_NOT_SETTABLE_MESSAGE
  if (!canChangeState(display)) return STATE_LOCKED_MESSAGE
  return undefined
}

/**
 * The period whose progress the page shows: the one running today, else the
 * next one to start, else the last one that ended. None when there are none.
 */
export function relevantCapPeriod<P extends CapPeriodDates>(periods: readonly P[], today: WireDate): P | undefined {
  const sorted = [...periods].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
  return currentPeriod(sorted, today) ?? sorted.find((period) => period.startDate > today) ?? sorted[sorted.length - 1]
}
