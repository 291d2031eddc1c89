import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetCampaignStoreListsDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useCampaignStoreListsLive } from './store-list-live'

export function useCampaignStoreLists(identity: string, page: number, limit: number) {
  useCampaignStoreListsLive(identity)
  const poll = usePollInterval()
  return useQuery({
    queryKey: queryKeys.campaigns.storeLists(identity, page, limit),
    queryFn: async () => (await graphqlRequest(GetCampaignStoreListsDocument, { identity, page, limit })).campaignMissionDeployTemplates,
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  })
}
