import { useQuery } from '@tanstack/react-query'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { GetActiveMissionsQuery } from '../../../shared/api/graphql.generated'
import { GetActiveMissionsDocument } from './GetActiveMissions.document.generated'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { queryKeys } from '../../../shared/api/query-keys'

export type ActiveMission = GetActiveMissionsQuery['activeMissions'][number]

/** spec 000 §2, §7: the Reference Mission picker is fed by GetActiveMissions, limit 10000, polled. */
export function useActiveMissions() {
  return useQuery({
    queryKey: queryKeys.missions.activeList,
    queryFn: async () => (await graphqlRequest(GetActiveMissionsDocument, { limit: MAX_PAGE_LIMIT })).activeMissions,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
