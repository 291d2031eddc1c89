import { formatDate } from '../common/dates'
import type { WireDate } from '../common/dates'
import { compareNames, compareOrdinal } from '../common/ordering'

interface CampaignDates {
  startDate: WireDate
  endDate: WireDate
}

/**
 * A campaign is finished once its end date is behind us; on its last day it
 * is still active (the same reading as a mission's end date).
 */
export const isCampaignFinished = (campaign: CampaignDates, today: WireDate): boolean => campaign.endDate < today

/** The customer page's grouping: active campaigns first (soonest end first), then the finished ones (latest end first); ties by name. */
export function groupCampaigns<T extends CampaignDates & { name: string }>(campaigns: readonly T[], today: WireDate): { active: T[]; finished: T[] } {
  const byName = (a: T, b: T) => compareNames(a.name, b.name)
  const active = campaigns.filter((c) => !isCampaignFinished(c, today)).sort((a, b) => compareOrdinal(a.endDate, b.endDate) || byName(a, b))
  const finished = campaigns.filter((c) => isCampaignFinished(c, today)).sort((a, b) => compareOrdinal(b.endDate, a.endDate) || byName(a, b))
  return { active, finished }
}

/** 'MMM D, YYYY - MMM D, YYYY' */
export const campaignDateRange = (campaign: CampaignDates): string => `${formatDate(campaign.startDate)} - ${formatDate(campaign.endDate)}`

/** The card's date line: 'Finished', or the start-to-end dates. */
export const campaignCardDates = (campaign: CampaignDates, today: WireDate): string =>
  isCampaignFinished(campaign, today) ? 'Finished' : campaignDateRange(campaign)
