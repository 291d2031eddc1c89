import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'

const GET_MISSION_HISTORY = /* GraphQL */ `
  query GetMissionHistory($identity: String!) {
    mission(identity: $identity) { identity history(limit: 200) { id actorEmail action createdAt before after } }
  }
`

export interface MissionAuditEntry {
  id: string
  actorEmail: string
  action: string
  createdAt: string
  before: Record<string, unknown> | unknown[] | null
  after: Record<string, unknown> | unknown[] | null
}

export function useMissionHistory(identity: string) {
  return useQuery({
    queryKey: ['missions', identity, 'history'],
    queryFn: async () => (await graphqlRequest<{ mission: { history: MissionAuditEntry[] } }>(GET_MISSION_HISTORY, { identity })).mission.history,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
