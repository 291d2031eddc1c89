import { useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { StoreListProgressEvent } from '@mc/domain'
import { rowSummaryCountsOf } from '@mc/domain/store-lists/store-list-progress-counts'
import { queryKeys } from '../../../shared/api/query-keys'
import { useLiveEvents } from '../../../shared/live/live-bus'
import type { GetCampaignStoreListsQuery } from '../../../shared/api/graphql.generated'
import type { StoreListReport } from './store-list.types'

/** While a list is processed, its rows table is read again at most this often (the spec's report poll). */
const ROWS_REFRESH_MS = 10_000

/** A list's status and progress counts as a progress event gives them, over what the cache holds. */
const withProgress = <T extends Pick<StoreListReport, 'status' | 'rowSummary'>>(list: T, event: StoreListProgressEvent): T => ({
  ...list,
  status: event.status,
  rowSummary: { ...list.rowSummary, ...rowSummaryCountsOf(event.counts) },
})

/**
 * The report page, live: each progress event moves the status and the progress bar at once (the
 * cached counts are updated from it, nothing is asked again); the rows table is read again at most
 * every 10 s while the list is processed (as the report was polled), and everything once it is PROCESSED.
 */
export function useStoreListReportLive(identity: string): void {
  const queryClient = useQueryClient()
  const rowsReadAt = useRef(0)
  useLiveEvents(`store-list:${identity}`, (event) => {
    if (event.type === 'storeList.progress' && event.storeListId === identity) {
      queryClient.setQueryData<StoreListReport>(queryKeys.storeLists.report(identity), (report) => report && withProgress(report, event))
      if (Date.now() - rowsReadAt.current >= ROWS_REFRESH_MS) {
        rowsReadAt.current = Date.now()
        void queryClient.invalidateQueries({ queryKey: queryKeys.storeLists.rowsOf(identity) })
      }
    } else if (event.type === 'storeList.processed' && event.storeListId === identity) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.storeLists.detail(identity) })
    } else if (event.type === 'record.changed' && event.resource === 'storeList' && event.id === identity) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.storeLists.detail(identity) })
    }
  })
}

type CampaignStoreListsPage = GetCampaignStoreListsQuery['campaignMissionDeployTemplates']

/** The campaign's Store Lists page, live: a list's progress moves in place; a new or finished list is read again. */
export function useCampaignStoreListsLive(campaignIdentity: string): void {
  const queryClient = useQueryClient()
  const pages = queryKeys.campaigns.storeListPages(campaignIdentity)
  useLiveEvents(`campaign-store-lists:${campaignIdentity}`, (event) => {
    if (event.type === 'storeList.progress' && event.campaignId === campaignIdentity) {
      const known = queryClient
        .getQueriesData<CampaignStoreListsPage>({ queryKey: pages })
        .some(([, page]) => page?.items.some((list) => list.identity === event.storeListId))
      // A list not shown yet (just uploaded, on another page) is found by reading the pages again.
      if (!known) return void queryClient.invalidateQueries({ queryKey: pages })
      queryClient.setQueriesData<CampaignStoreListsPage>(
        { queryKey: pages },
        (page) => page && { ...page, items: page.items.map((list) => (list.identity === event.storeListId ? withProgress(list, event) : list)) },
      )
    } else if (event.type === 'storeList.processed' && event.campaignId === campaignIdentity) {
      void queryClient.invalidateQueries({ queryKey: pages })
    }
  })
}
