import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetCampaignDetailsDocument, type GetCampaignDetailsQuery } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useCampaignLiveUpdates } from './campaign-live'

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
  })

/** The campaign page's data; kept up to date live, polled every 60 s when the channel is down. */
export function useCampaignDetails(identity: string) {
  useCampaignLiveUpdates(identity)
  return useQuery({ ...campaignDetailsQuery(identity), refetchInterval: usePollInterval() })
}
