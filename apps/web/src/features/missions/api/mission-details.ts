import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionDetailsDocument, type GetMissionDetailsQuery } from '../../../shared/api/graphql.generated'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import { queryKeys } from '../../../shared/api/query-keys'

/** The GetMissionDetails result (missions.graphql): what every tab and modal of the mission page receives. */
export type MissionDetails = GetMissionDetailsQuery['mission']
export type MissionCapPeriod = MissionDetails['capPeriod'][number]
export type MissionBrief = NonNullable<MissionDetails['briefPretty']>

/** GetMissionDetails, for the hook and for the route's prefetch. */
export const missionDetailsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.detail(identity),
    queryFn: async () => (await graphqlRequest(GetMissionDetailsDocument, { identity })).mission,
    refetchInterval: POLL_INTERVAL_MS,
  })

export function useMissionDetails(identity: string) {
  return useQuery(missionDetailsQuery(identity))
}
