import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { GetMissionMapPinsDocument, type GetMissionMapPinsQuery } from '../../../../shared/api/graphql.generated'
import { POLL_INTERVAL_MS } from '../../../../shared/api/query-client'
import { queryKeys } from '../../../../shared/api/query-keys'

export type MapPin = GetMissionMapPinsQuery['missionMapPins'][number]

/** Every located pin of the mission with just what the map needs; refreshed with the pins. */
export function useMissionMapPins(missionIdentity: string) {
  return useQuery({
    queryKey: queryKeys.missions.mapPins(missionIdentity),
    queryFn: () => graphqlRequest(GetMissionMapPinsDocument, { identity: missionIdentity }).then((data) => data.missionMapPins),
    refetchInterval: POLL_INTERVAL_MS,
  })
}
