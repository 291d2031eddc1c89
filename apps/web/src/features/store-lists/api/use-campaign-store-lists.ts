import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { GetCampaignStoreListsDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

export function useCampaignStoreLists(identity: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.campaigns.storeLists(identity, page, limit),
    queryFn: async () => (await graphqlRequest(GetCampaignStoreListsDocument, { identity, page, limit })).campaignMissionDeployTemplates,
    placeholderData: keepPreviousData,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
