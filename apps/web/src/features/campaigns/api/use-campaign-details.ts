import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import type { CapPeriodType, MissionState, DisplayState } from '@mc/domain'

export interface CampaignMission {
  identity: string
  name: string
  state: MissionState
  displayState: DisplayState
  startDate: string
  endDate: string
  closesAt: string
  capPeriodType: CapPeriodType
  capPeriods: { name: string; startDate: string; endDate: string }[]
  hasCapPeriods: boolean
  currentCapPeriodEnd: string | null
  pinCount: number
}

export interface CampaignStoreList {
  identity: string
  name: string
  status: string
  createdAt: string
  rowSummary: { total: number; unprocessed: number; pinAddedToMission: number; error: number }
}

export interface CampaignDetails {
  identity: string
  name: string
  goal: string
  startDate: string
  endDate: string
  selfFunded: boolean
  legacyId: number
  finished: boolean
  activeMissions: number
  totalPins: number
  customer: { identity: string; name: string }
  missions: CampaignMission[]
  missionDeployTemplates: CampaignStoreList[]
}

const GET_CAMPAIGN_DETAILS = /* GraphQL */ `
  query GetCampaignDetails($identity: String!) {
    campaign(identity: $identity) {
      identity name goal startDate endDate selfFunded legacyId finished activeMissions totalPins
      customer { identity name }
      missions {
        identity name state displayState startDate endDate closesAt capPeriodType hasCapPeriods currentCapPeriodEnd pinCount
        capPeriods { name startDate endDate }
      }
      missionDeployTemplates(limit: 10) {
        identity name status createdAt
        rowSummary { total unprocessed pinAddedToMission error }
      }
    }
  }
`

export const campaignKeys = {
  details: (identity: string) => ['campaigns', identity, 'details'] as const,
}

/** GetCampaignDetails: the campaign with its customer, missions and 10 newest store lists; polled every 60 s. */
export function useCampaignDetails(identity: string) {
  return useQuery({
    queryKey: campaignKeys.details(identity),
    queryFn: async () => {
      const data = await graphqlRequest<{ campaign: CampaignDetails | null }>(GET_CAMPAIGN_DETAILS, { identity })
      if (!data.campaign) throw new Error('Campaign not found')
      return data.campaign
    },
    refetchInterval: POLL_INTERVAL_MS,
  })
}
