import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import type { GetMissionMapPinsQuery } from '../../../../shared/api/graphql.generated'
import { GetMissionMapPinsDocument } from './GetMissionMapPins.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import { FILLS_IN_LATER } from '../../../../shared/routing/route-data'
import { pollEvery } from '../../../../shared/live/live'

export type MapPin = GetMissionMapPinsQuery['missionMapPins'][number]

/** Every located pin of the mission with just what the map needs, for the hook and for the route's prefetch. */
export const missionMapPinsQuery = (missionIdentity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.mapPins(missionIdentity),
    queryFn: () => graphqlRequest(GetMissionMapPinsDocument, { identity: missionIdentity }).then((data) => data.missionMapPins),
    refetchInterval: pollEvery(),
    // The map opens on the corners around its pins (missionMapBoundsQuery) and draws them as they come.
    meta: FILLS_IN_LATER,
  })

/** The map's pins; refreshed with the pins. */
export function useMissionMapPins(missionIdentity: string) {
  return useQuery(missionMapPinsQuery(missionIdentity))
}
