import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetMissionDetailsDocument, type GetMissionDetailsQuery } from '../../../shared/api/graphql.generated'
import { queryKeys } from '../../../shared/api/query-keys'
import { usePollInterval } from '../../../shared/live/live-bus'
import { useMissionLiveUpdates } from './mission-live'

/** The GetMissionDetails result (missions.graphql): what every tab and modal of the mission page receives. */
export type MissionDetails = GetMissionDetailsQuery['mission']
export type MissionCapPeriod = MissionDetails['capPeriod'][number]
export type MissionBrief = NonNullable<MissionDetails['briefPretty']>

/** GetMissionDetails, for the hook and for the route's prefetch. */
export const missionDetailsQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.detail(identity),
    queryFn: async () => (await graphqlRequest(GetMissionDetailsDocument, { identity })).mission,
  })

/** The mission page's data, kept up to date by the live channel (or polled when it is down). */
export function useMissionDetails(identity: string) {
  useMissionLiveUpdates(identity)
  return useQuery({ ...missionDetailsQuery(identity), refetchInterval: usePollInterval() })
}
