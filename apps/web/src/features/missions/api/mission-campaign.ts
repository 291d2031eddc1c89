import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { MissionDetails } from './mission-details'

const GET_MISSION_CAMPAIGN = /* GraphQL */ `
  query GetMissionCampaign($identity: String!) {
    missionCampaign(identity: $identity) { identity name startDate endDate selfFunded legacyId customer { identity name hasCustomReportingPeriods } }
  }
`

/** What the Add Mission form needs of its campaign: dates, self-funded, the customer's custom periods. */
export function useMissionCampaign(identity: string) {
  return useQuery({
    queryKey: ['missions', 'campaign', identity],
    queryFn: async () => (await graphqlRequest<{ missionCampaign: MissionDetails['campaign'] }>(GET_MISSION_CAMPAIGN, { identity })).missionCampaign,
  })
}
