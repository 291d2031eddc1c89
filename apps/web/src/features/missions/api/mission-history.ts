import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionHistoryDocument, type GetMissionHistoryQuery } from '../../../shared/api/graphql.generated'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'

export type MissionAuditEntry = GetMissionHistoryQuery['mission']['history'][number]

export function useMissionHistory(identity: string) {
  return useQuery({
    queryKey: ['missions', identity, 'history'],
    queryFn: async () => (await graphqlRequest(GetMissionHistoryDocument, { identity })).mission.history,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
