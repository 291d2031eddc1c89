import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import type { StoreListSummary } from './store-list.types'

const QUERY = /* GraphQL */ `
  query GetCampaignStoreLists($identity: String!, $page: Int, $limit: Int) {
    campaignMissionDeployTemplates(identity: $identity, page: $page, limit: $limit) {
      total
      items { identity name status createdAt rowSummary { total unprocessed withWiserStoreID withoutWiserStoreID pinAddedToMission error } }
    }
  }`

export function useCampaignStoreLists(identity: string, page: number, limit: number) {
  return useQuery({
    queryKey: ['campaign', identity, 'store-lists', page, limit],
    queryFn: async () =>
      (await graphqlRequest<{ campaignMissionDeployTemplates: { total: number; items: StoreListSummary[] } }>(QUERY, { identity, page, limit }))
        .campaignMissionDeployTemplates,
    placeholderData: keepPreviousData,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
