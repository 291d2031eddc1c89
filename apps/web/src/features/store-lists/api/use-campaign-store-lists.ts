import { keepPreviousData, useQuery, useQueryClient, type Query } from '@tanstack/react-query'
import { withLiveProgress } from '@mc/domain/store-lists/store-list-progress'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { GetCampaignStoreListsQuery } from '../../../shared/api/graphql.generated'
import { GetCampaignStoreListsDocument } from './GetCampaignStoreLists.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery, useLiveEvents } from '../../../shared/live/live'

export function useCampaignStoreLists(identity: string, page: number, limit: number) {
  useCampaignStoreListsLive(identity)
  return useQuery({
    queryKey: queryKeys.campaigns.storeLists(identity, page, limit),
    queryFn: async () => (await graphqlRequest(GetCampaignStoreListsDocument, { identity, page, limit })).campaignMissionDeployTemplates,
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(),
  })
}

type CampaignStoreListsPage = GetCampaignStoreListsQuery['campaignMissionDeployTemplates']

/** The campaign's Store Lists page, live: a list's progress moves in place; a new or finished list is read again. */
export function useCampaignStoreListsLive(campaignIdentity: string): void {
  const queryClient = useQueryClient()
  // Every page of the campaign's Store Lists screen (the bundle budget keeps this out of query-keys.ts, which every screen loads).
  const pages = { queryKey: queryKeys.campaigns.detail(campaignIdentity), predicate: (query: Query) => query.queryKey[2] === 'store-lists' }
  useLiveEvents(`campaign-store-lists:${campaignIdentity}`, (event) => {
    if (event.type === 'storeList.progress' && event.campaignId === campaignIdentity) {
      const known = queryClient
        .getQueriesData<CampaignStoreListsPage>(pages)
        .some(([, page]) => page?.items.some((list) => list.identity === event.storeListId))
      // A list not shown yet (just uploaded, on another page) is found by reading the pages again.
      if (!known) return void queryClient.invalidateQueries(pages)
      queryClient.setQueriesData<CampaignStoreListsPage>(
        pages,
        (page) => page && { ...page, items: page.items.map((list) => (list.identity === event.storeListId ? withLiveProgress(list, event) : list)) },
      )
    } else if (event.type === 'storeList.processed' && event.campaignId === campaignIdentity) {
      void queryClient.invalidateQueries(pages)
    }
  })
}
