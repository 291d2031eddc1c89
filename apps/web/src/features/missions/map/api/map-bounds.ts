import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { GetMissionMapBoundsDocument } from './GetMissionMapBounds.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import type { Bounds } from '../../../../shared/map/map-points'

/**
 * The corners around the mission's located pins (null when none has a location), for the hook and
 * the route's prefetch: a few bytes the server answers long before the pins themselves, so the map
 * opens on the right view, and fetches its tiles, while the pins are still on their way.
 */
export const missionMapBoundsQuery = (missionIdentity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.mapBounds(missionIdentity),
    queryFn: () =>
      graphqlRequest(GetMissionMapBoundsDocument, { identity: missionIdentity }).then(({ missionMapBounds: b }): Bounds | null =>
        b
          ? [
              [b.south, b.west],
              [b.north, b.east],
            ]
          : null,
      ),
  })

/** Where the map opens; the pins, once here, frame it from then on. */
export function useMissionMapBounds(missionIdentity: string) {
  return useQuery(missionMapBoundsQuery(missionIdentity))
}
