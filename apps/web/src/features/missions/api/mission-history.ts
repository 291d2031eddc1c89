import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { GetMissionHistoryQuery } from '../../../shared/api/graphql.generated'
import { GetMissionHistoryDocument } from './GetMissionHistory.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { pollEvery } from '../../../shared/live/live'

export type MissionAuditEntry = GetMissionHistoryQuery['mission']['history'][number]

export function useMissionHistory(identity: string) {
  return useQuery({
    queryKey: queryKeys.missions.history(identity),
    queryFn: async () => (await graphqlRequest(GetMissionHistoryDocument, { identity })).mission.history,
    refetchInterval: pollEvery(),
  })
}
