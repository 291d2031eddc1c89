import { addDays, daysBetween, eodLabel, isWireDate } from '../common/dates'
import type { WireDate } from '../common/dates'
import type { DisplayState, MissionState } from './mission.enums'

/**
 * A mission finishes after its end date and closes CLOSE_GRACE_DAYS later.
 * The spec shows a finished mission that "will close" later and can still be
 * extended, so there is a window between the two; a week gives staff time to
 * notice the finished banner and extend before edits lock for good.
 */
export const CLOSE_GRACE_DAYS = 7

export const STARTED_MISSION_BANNER = 'Some fields cannot be changed since this Mission has already started.'

/** The state switch on the mission page: label → state it sets. */
export const STATE_BUTTONS = [
  { label: 'UP', state: 'ENABLED' },
  { label: 'DOWN', state: 'DISABLED' },
  { label: 'TEST MODE', state: 'TESTING' },
] as const satisfies readonly { label: string; state: MissionState }[]

export interface MissionTiming {
  state: MissionState
  startDate: WireDate
  endDate: WireDate
  /** When the server sends closesAt it wins over the computed one. */
  closesAt?: WireDate | null
}

export function closesAt(mission: Pick<MissionTiming, 'endDate' | 'closesAt'>): WireDate {
  if (mission.closesAt && isWireDate(mission.closesAt)) return mission.closesAt
  // A malformed end date must not crash a page that only shows a tag: it gets no grace.
  return isWireDate(mission.endDate) ? addDays(mission.endDate, CLOSE_GRACE_DAYS) : mission.endDate
}

/** Closed by state, or because the grace period after the end date has passed. */
export function isClosed(mission: MissionTiming, today: WireDate): boolean {
  return mission.state === 'CLOSED' || today > closesAt(mission)
}

/** Finished by state, or because its end date is behind us (closed missions are finished too). */
export function isFinished(mission: MissionTiming, today: WireDate): boolean {
  return mission.state === 'FINISHED' || mission.state === 'CLOSED' || mission.endDate < today
}

/** Ends today or tomorrow, and is not already finished. */
export function isEndingSoon(mission: MissionTiming, today: WireDate): boolean {
  return !isFinished(mission, today) && eodLabel(mission.endDate, today) !== null
}

/**
 * What the coloured tag shows. Dates win over a stale stored state: a mission
 * past its end shows FINISHED, past closesAt CLOSED, whatever the stored
 * state says. A TESTING mission shows as TESTED.
 */
export function deriveDisplayState(mission: MissionTiming, today: WireDate): DisplayState {
  if (isClosed(mission, today)) return 'CLOSED'
  if (isFinished(mission, today)) return 'FINISHED'
  if (mission.state === 'TESTING') return 'TESTED'
  return mission.state
}

/**
 * The UP / DOWN / TEST MODE buttons. Pass the display state so a mission
 * finished by date is covered as well as one finished by state.
 */
export const canChangeState = (state: MissionState | DisplayState): boolean => state !== 'CLOSED' && state !== 'FINISHED'

/** Closed missions hide every edit control. */
export const isClosedForEdits = (mission: MissionTiming, today: WireDate): boolean => deriveDisplayState(mission, today) === 'CLOSED'

/** An ENABLED mission whose start is today or earlier: dates lock and the banner shows. */
export const hasStarted = (mission: Pick<MissionTiming, 'state' | 'startDate'>, today: WireDate): boolean =>
  mission.state === 'ENABLED' && mission.startDate <= today

/** Finished banner wording: 'in 3 days', 'in 1 day', or 'soon' once the day has come. */
export function closesInText(mission: MissionTiming, today: WireDate): string {
  const closes = closesAt(mission)
  if (!isWireDate(today) || !isWireDate(closes)) return 'soon'
  const days = daysBetween(today, closes)
  if (days <= 0) return 'soon'
  return days === 1 ? 'in 1 day' : `in ${days} days`
}

/** Extend is offered while the mission is not closed and the campaign ends after it. */
export const canExtend = (mission: MissionTiming, campaignEndDate: WireDate, today: WireDate): boolean =>
  !isClosed(mission, today) && campaignEndDate > mission.endDate

/** Extending re-enables the mission with the new end date (000 §4). */
export const extendPatch = (endDate: WireDate): { state: 'ENABLED'; endDate: WireDate } => ({ state: 'ENABLED', endDate })
