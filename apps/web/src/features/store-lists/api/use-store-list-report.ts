import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionDeployTemplateDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** The spec polls the report every 10 s. */
export const REPORT_POLL_MS = 10_000

export function useStoreListReport(identity: string) {
  return useQuery({
    queryKey: queryKeys.storeLists.report(identity),
    queryFn: async () => {
      const data = await graphqlRequest(GetMissionDeployTemplateDocument, { identity })
      if (!data.missionDeployTemplate) throw new Error('This store list does not exist.')
      return data.missionDeployTemplate
    },
    refetchInterval: REPORT_POLL_MS,
  })
}
