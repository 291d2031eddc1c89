import { eodChip, eodLabel } from '../common/dates'
import type { WireDate } from '../common/dates'
import { NO_BRIEF_BANNER } from './brief.fields'
import { needsCapPeriods, periodEndingSoon } from './cap-period.rules'
import type { CapPeriodDates } from './cap-period.rules'
import type { CapPeriodType } from './mission.enums'
import { canExtend, closesAt, closesInText, deriveDisplayState, isEndingSoon } from './mission-state.rules'
import type { MissionTiming } from './mission-state.rules'

export type BannerKind = 'closed' | 'finished' | 'testing' | 'endingSoon' | 'capPeriodEndingSoon' | 'noCapPeriods' | 'noBrief' | 'noStores' | 'noForm'

export interface Banner {
  kind: BannerKind
  text: string
  /** The button shown with the banner, if any. */
  action?: 'Extend' | 'Upload Store List' | 'Link Form'
}

export interface MissionBannerInput {
  mission: MissionTiming & { capPeriodType: CapPeriodType }
  campaignEndDate: WireDate
  capPeriods: readonly (CapPeriodDates & { name: string })[]
  hasBrief: boolean
  hasGroupsOrStores: boolean
  hasForm: boolean
}

/**
 * The Mission detail banners (000 §2). Only the brief banner's text is quoted
 * by the spec; the others are ours. A closed mission shows only the closed
 * banner: nothing else can be acted on.
 */
export function missionBanners(input: MissionBannerInput, today: WireDate): Banner[] {
  const { mission } = input
  const display = deriveDisplayState(mission, today)
  if (display === 'CLOSED') {
    return [{ kind: 'closed', text: 'This Mission is closed. No further changes can be made.' }]
  }
  const banners: Banner[] = []
  if (display === 'FINISHED') {
    const banner: Banner = { kind: 'finished', text: `This Mission has finished and will close ${closesInText(mission, today)}.` }
    if (canExtend(mission, input.campaignEndDate, today)) banner.action = 'Extend'
    banners.push(banner)
  }
  if (display === 'TESTED') {
    banners.push({ kind: 'testing', text: 'This Mission is in test mode: only the Testing Swarm can see it, and responses are discarded.' })
  }
  if (isEndingSoon(mission, today)) {
    banners.push({ kind: 'endingSoon', text: `This Mission ends ${eodLabel(mission.endDate, today) ?? ''}.`, action: 'Extend' })
  }
  if (mission.capPeriodType === 'CUSTOM') {
    const ending = periodEndingSoon(input.capPeriods, today)
    if (ending) banners.push({ kind: 'capPeriodEndingSoon', text: `Cap Period ${ending.name} ends ${eodLabel(ending.endDate, today) ?? ''}.` })
  }
  if (needsCapPeriods(mission.capPeriodType, input.capPeriods)) {
    banners.push({ kind: 'noCapPeriods', text: 'This Mission uses Multiple Periods but has no cap periods defined.' })
  }
  if (!input.hasBrief) banners.push({ kind: 'noBrief', text: NO_BRIEF_BANNER })
  if (!input.hasGroupsOrStores) {
    banners.push({ kind: 'noStores', text: 'This Mission has no deployment groups or stores.', action: 'Upload Store List' })
  }
  if (!input.hasForm) banners.push({ kind: 'noForm', text: 'No form is linked to this Mission.', action: 'Link Form' })
  return banners
}

/**
 * Chips on a campaign's mission rows: 'Ends today EOD', 'Closes tomorrow EOD',
 * 'Cap Period ends today EOD', 'no cap periods'.
 */
export function missionRowChips(mission: MissionTiming & { capPeriodType: CapPeriodType; capPeriods: readonly CapPeriodDates[] }, today: WireDate): string[] {
  const chips: (string | null)[] = [eodChip('Ends', mission.endDate, today), eodChip('Closes', closesAt(mission), today)]
  if (mission.capPeriodType === 'CUSTOM') {
    const ending = periodEndingSoon(mission.capPeriods, today)
    chips.push(ending ? eodChip('Cap Period ends', ending.endDate, today) : null)
  }
  if (needsCapPeriods(mission.capPeriodType, mission.capPeriods)) chips.push('no cap periods')
  return chips.filter((chip): chip is string => chip !== null)
}
