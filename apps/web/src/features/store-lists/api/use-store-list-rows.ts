import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { isStoreListRowStatus } from '@mc/domain/store-lists/store-list.enums'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionDeployTemplateRowsDocument } from './GetMissionDeployTemplateRows.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery } from '../../../shared/live/live'

export interface RowsQuery {
  page: number
  limit: number
  status: string
  statusDetail: string
}

/**
 * The rows table: polled every 60 s (spec 001 §9) unless the live channel keeps it (useStoreListReportLive), and read again at once when the list's status
 * changes (the status is part of the key), so PROCESSED never shows rows still UNPROCESSED.
 */
export function useStoreListRows(identity: string, query: RowsQuery, listStatus: string | undefined) {
  return useQuery({
    queryKey: queryKeys.storeLists.rows(identity, { ...query, listStatus }),
    queryFn: async () => {
      const data = await graphqlRequest(GetMissionDeployTemplateRowsDocument, {
        identity,
        page: query.page,
        limit: query.limit,
        // The filter comes from the address bar: a value that is no row status filters nothing.
        status: isStoreListRowStatus(query.status) ? query.status : null,
        statusDetail: query.statusDetail || null,
      })
      return data.missionDeployTemplate?.rows ?? { total: 0, items: [] }
    },
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(),
  })
}
