import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PinAvailabilityFilter, PinRunningFilter } from '@mc/domain'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../../shared/api/query-client'
import type { MissionPin as DomainMissionPin } from '@mc/domain/missions/mission-pin.types'

const GET_MISSION_PINS = /* GraphQL */ `
  query GetMissionPins(
    $identity: String!, $page: Int, $limit: Int, $state: PinAvailabilityFilter, $isRunning: PinRunningFilter, $deploymentGroupIdentities: [String!]
  ) {
    missionPins(
      identity: $identity, page: $page, limit: $limit, state: $state, isRunning: $isRunning, deploymentGroupIdentities: $deploymentGroupIdentities
    ) {
      total
      items {
        identity rewardPoints frequencyCap isRunning isCapped availableAt isTestPin
        capProgress { started pending approved }
        deploymentGroup { identity name }
        organizationPlace {
          identity storeNumber name
          place { primaryAddress { street city state postalCode } }
          organization { identity name displayName }
        }
      }
    }
  }
`

/** The fields of a pin the Pins tab selects. */
export type MissionPin = Omit<DomainMissionPin, 'latitude' | 'longitude' | 'timezone'>

export interface PinFilterValues {
  state: PinAvailabilityFilter
  isRunning: PinRunningFilter
  deploymentGroupIdentities: string[]
}

export interface PinsQuery extends PinFilterValues {
  page: number
  limit: number
}

/** Everything under this key changes when pins do. */
export const pinsKey = (missionIdentity: string) => ['mission-pins', missionIdentity] as const

/** GetMissionPins: one page of the filtered pins, polled every 60 s. */
export function useMissionPins(missionIdentity: string, query: PinsQuery) {
  return useQuery({
    queryKey: [...pinsKey(missionIdentity), 'page', query],
    queryFn: () =>
      graphqlRequest<{ missionPins: { total: number; items: MissionPin[] } }>(GET_MISSION_PINS, { identity: missionIdentity, ...query }).then(
        (data) => data.missionPins,
      ),
    refetchInterval: POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  })
}
