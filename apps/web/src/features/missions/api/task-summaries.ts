import { useQuery } from '@tanstack/react-query'
import type { TaskSummary } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { MAX_PAGE_LIMIT } from '@mc/domain'

const GET_TASK_SUMMARY_LIST = /* GraphQL */ `
  query GetTaskSummaryList($first: Int!, $offset: Int!) { taskSummaries(first: $first, offset: $offset) { id name description } }
`

/** GetTaskSummaryList: every form (first 10000, offset 0) for the Link Form picker. */
export function useTaskSummaries() {
  return useQuery({
    queryKey: ['taskSummaries'],
    queryFn: async () => (await graphqlRequest<{ taskSummaries: TaskSummary[] }>(GET_TASK_SUMMARY_LIST, { first: MAX_PAGE_LIMIT, offset: 0 })).taskSummaries,
  })
}
