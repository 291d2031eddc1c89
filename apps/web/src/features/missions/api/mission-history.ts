import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionHistoryDocument, type GetMissionHistoryQuery } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'

export type MissionAuditEntry = GetMissionHistoryQuery['mission']['history'][number]

export function useMissionHistory(identity: string) {
  const poll = usePollInterval()
  return useQuery({
    queryKey: queryKeys.missions.history(identity),
    queryFn: async () => (await graphqlRequest(GetMissionHistoryDocument, { identity })).mission.history,
    refetchInterval: poll,
  })
}
