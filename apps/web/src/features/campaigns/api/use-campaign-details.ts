import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { GetCampaignDetailsDocument, type GetCampaignDetailsQuery } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export type CampaignDetails = NonNullable<GetCampaignDetailsQuery['campaign']>
export type CampaignMission = CampaignDetails['missions'][number]
export type CampaignStoreList = CampaignDetails['missionDeployTemplates'][number]

/** GetCampaignDetails: the campaign with its customer, missions and 10 newest store lists (the hook's and the route's prefetch). */
export const campaignDetailsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.details(identity),
    queryFn: async () => {
      const data = await graphqlRequest(GetCampaignDetailsDocument, { identity })
      if (!data.campaign) throw new Error('Campaign not found')
      return data.campaign
    },
    refetchInterval: POLL_INTERVAL_MS,
  })

/** The campaign page's data; polled every 60 s. */
export function useCampaignDetails(identity: string) {
  return useQuery(campaignDetailsQuery(identity))
}
