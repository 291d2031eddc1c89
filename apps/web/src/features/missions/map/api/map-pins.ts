import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../../shared/api/query-client'
import { pinsKey } from '../../pins/api/mission-pins'

const GET_MISSION_MAP_PINS = /* GraphQL */ `
  query GetMissionMapPins($identity: String!) {
    missionMapPins(identity: $identity) { identity latitude longitude isCapped isRunning started title }
  }
`

export interface MapPin {
  identity: string
  latitude: number
  longitude: number
  isCapped: boolean
  isRunning: boolean
  started: number
  title: string
}

/** Every located pin of the mission with just what the map needs; refreshed with the pins. */
export function useMissionMapPins(missionIdentity: string) {
  return useQuery({
    queryKey: [...pinsKey(missionIdentity), 'map'],
    queryFn: () => graphqlRequest<{ missionMapPins: MapPin[] }>(GET_MISSION_MAP_PINS, { identity: missionIdentity }).then((data) => data.missionMapPins),
    refetchInterval: POLL_INTERVAL_MS,
  })
}
