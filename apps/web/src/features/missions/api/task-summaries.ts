import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetTaskSummaryListDocument } from './GetTaskSummaryList.document.generated'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { queryKeys } from '../../../shared/api/query-keys'

/** GetTaskSummaryList: every form (first 10000, offset 0) for the Link Form picker. */
export function useTaskSummaries() {
  return useQuery({
    queryKey: queryKeys.missions.taskSummaries,
    queryFn: async () => (await graphqlRequest(GetTaskSummaryListDocument, { first: MAX_PAGE_LIMIT, offset: 0 })).taskSummaries,
  })
}
