import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionCampaignDocument } from './GetMissionCampaign.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** What the Add Mission form needs of its campaign: dates, self-funded, the customer's custom periods. */
export function useMissionCampaign(identity: string) {
  return useQuery({
    queryKey: queryKeys.missions.campaign(identity),
    queryFn: async () => (await graphqlRequest(GetMissionCampaignDocument, { identity })).missionCampaign,
  })
}
