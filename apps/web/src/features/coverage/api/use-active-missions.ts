import { useQuery } from '@tanstack/react-query'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetActiveMissionsDocument, type GetActiveMissionsQuery } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useActiveMissionsLive } from './coverage-live'

export type ActiveMission = GetActiveMissionsQuery['activeMissions'][number]

/** spec 000 §2, §7: the Reference Mission picker is fed by GetActiveMissions, limit 10000, polled. */
export function useActiveMissions() {
  useActiveMissionsLive()
  const poll = usePollInterval()
  return useQuery({
    queryKey: queryKeys.missions.activeList,
    queryFn: async () => (await graphqlRequest(GetActiveMissionsDocument, { limit: MAX_PAGE_LIMIT })).activeMissions,
    refetchInterval: poll,
  })
}
