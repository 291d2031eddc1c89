import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { GetMissionMapCountsDocument } from './GetMissionMapCounts.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import { FILLS_IN_LATER } from '../../../../shared/routing/route-data'
import { pollEvery } from '../../../../shared/live/live'

/** The map legend's counts: the mission's located pins per availability label, whatever part of the map is in view. */
export const missionMapCountsQuery = (missionIdentity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.mapCounts(missionIdentity),
    queryFn: () => graphqlRequest(GetMissionMapCountsDocument, { identity: missionIdentity }).then((data) => data.missionMapCounts),
    refetchInterval: pollEvery(),
    // Often brought by the map's first answer (missionMapCellsQuery): not asked again at once.
    staleTime: 60_000,
    meta: FILLS_IN_LATER,
  })

/**
 * The legend's counts, asked once the map's first answer is in (`enabled`): at scale that answer
 * reads every pin's status and brings them, and two such reads side by side would each take longer.
 */
export function useMissionMapCounts(missionIdentity: string, enabled: boolean) {
  return useQuery({ ...missionMapCountsQuery(missionIdentity), enabled })
}
