import { useQuery } from '@tanstack/react-query'
import { MAX_PAGE_LIMIT } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'

export interface ActiveMission {
  identity: string
  name: string
}

const GET_ACTIVE_MISSIONS = /* GraphQL */ `
  query GetActiveMissions($limit: Int) {
    activeMissions(limit: $limit) { identity name }
  }
`

/** spec 000 §2, §7: the Reference Mission picker is fed by GetActiveMissions, limit 10000, polled. */
export function useActiveMissions() {
  return useQuery({
    queryKey: ['activeMissions'],
    queryFn: async () => (await graphqlRequest<{ activeMissions: ActiveMission[] }>(GET_ACTIVE_MISSIONS, { limit: MAX_PAGE_LIMIT })).activeMissions,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
