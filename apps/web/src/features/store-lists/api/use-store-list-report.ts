import { useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { withLiveProgress } from '@mc/domain/store-lists/store-list-progress'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionDeployTemplateDocument } from './GetMissionDeployTemplate.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import type { StoreListReport } from './store-list.types'
import { pollEvery, useLiveEvents } from '../../../shared/live/live'

/** The spec polls the report every 10 s: what it does when the live channel is down. */
export const REPORT_POLL_MS = 10_000

/** The report; its progress moves with the live channel's events (useStoreListReportLive). */
export function useStoreListReport(identity: string) {
  useStoreListReportLive(identity)
  return useQuery({
    queryKey: queryKeys.storeLists.report(identity),
    queryFn: async () => {
      const data = await graphqlRequest(GetMissionDeployTemplateDocument, { identity })
      if (!data.missionDeployTemplate) throw new Error('This store list does not exist.')
      return data.missionDeployTemplate
    },
    refetchInterval: pollEvery(REPORT_POLL_MS),
  })
}

/** While a list is processed, its rows table is read again at most this often (the spec's report poll). */
const ROWS_REFRESH_MS = 10_000

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
      queryClient.setQueryData<StoreListReport>(queryKeys.storeLists.report(identity), (report) => report && withLiveProgress(report, event))
      if (Date.now() - rowsReadAt.current >= ROWS_REFRESH_MS) {
        rowsReadAt.current = Date.now()
        // Every page and filter of the rows table: an empty query matches them all (TanStack matches keys partially).
        void queryClient.invalidateQueries({ queryKey: queryKeys.storeLists.rows(identity, {}) })
      }
    } else if (event.type === 'storeList.processed' && event.storeListId === identity) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.storeLists.detail(identity) })
    } else if (event.type === 'record.changed' && event.resource === 'storeList' && event.id === identity) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.storeLists.detail(identity) })
    }
  })
}
