import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PinAvailabilityFilter, PinRunningFilter } from '@mc/domain'
import { graphqlRequest } from '../../../../shared/api/graphql'
import type { GetMissionPinsQuery } from '../../../../shared/api/graphql.generated'
import { GetMissionPinsDocument } from './GetMissionPins.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import { pollEvery } from '../../../../shared/live/live'

/** The fields of a pin the Pins tab selects. */
export type MissionPin = GetMissionPinsQuery['missionPins']['items'][number]

export interface PinFilterValues {
  state: PinAvailabilityFilter
  isRunning: PinRunningFilter
  deploymentGroupIdentities: string[]
  /** The tab's search (store number, street, city, organization); absent or '': every pin. */
  search?: string
}

export interface PinsQuery extends PinFilterValues {
  page: number
  limit: number
}

/** GetMissionPins: one page of the filtered pins, kept up to date live (polled every 60 s when the channel is down). */
export function useMissionPins(missionIdentity: string, query: PinsQuery) {
  return useQuery({
    queryKey: queryKeys.missions.pinsPage(missionIdentity, query),
    queryFn: () => graphqlRequest(GetMissionPinsDocument, { identity: missionIdentity, ...query }).then((data) => data.missionPins),
    refetchInterval: pollEvery(),
    placeholderData: keepPreviousData,
  })
}
