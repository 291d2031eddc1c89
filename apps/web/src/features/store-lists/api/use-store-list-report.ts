import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionDeployTemplateDocument } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useStoreListReportLive } from './store-list-live'

/** The spec polls the report every 10 s: what it does when the live channel is down. */
export const REPORT_POLL_MS = 10_000

/** The report; its progress moves with the live channel's events (useStoreListReportLive). */
export function useStoreListReport(identity: string) {
  useStoreListReportLive(identity)
  const poll = usePollInterval(REPORT_POLL_MS)
  return useQuery({
    queryKey: queryKeys.storeLists.report(identity),
    queryFn: async () => {
      const data = await graphqlRequest(GetMissionDeployTemplateDocument, { identity })
      if (!data.missionDeployTemplate) throw new Error('This store list does not exist.')
      return data.missionDeployTemplate
    },
    refetchInterval: poll,
  })
}
