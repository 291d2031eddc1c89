import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import type { GetMissionMapCellsQuery } from '../../../../shared/api/graphql.generated'
import { GetMissionMapCellsDocument } from './GetMissionMapCells.document.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import { FILLS_IN_LATER } from '../../../../shared/routing/route-data'
import { pollEvery } from '../../../../shared/live/live'
import type { ViewBox } from '../../../../shared/map/view-box'

/** The server's answer, and the zoom it was asked at (its cells are squares of that zoom's grid). */
export type MapCells = GetMissionMapCellsQuery['missionMapCells'] & { zoom: number }
export type MapPin = MapCells['pins'][number]
export type MapCell = MapCells['cells'][number]

/** What the map draws for its view (docs/domain/missions.md, "Map"): the pins in it, or cells when they are many. */
export const missionMapCellsQuery = (missionIdentity: string, box: ViewBox) =>
  queryOptions({
    queryKey: queryKeys.missions.mapCells(missionIdentity, box),
    queryFn: async ({ client }) => {
      const { missionMapCells: answer } = await graphqlRequest(GetMissionMapCellsDocument, { identity: missionIdentity, ...box })
      // Read over every pin's status, the answer brings the legend's counts too: the legend need not ask.
      if (answer.missionCounts) client.setQueryData(queryKeys.missions.mapCounts(missionIdentity), answer.missionCounts)
      return { ...answer, zoom: box.zoom }
    },
    refetchInterval: pollEvery(),
    meta: FILLS_IN_LATER,
  })

/** The map's pins, or cells with their labels, for `box` once it is known; the last view's answer stays until the next is in. */
export function useMissionMapCells(missionIdentity: string, box: ViewBox | undefined) {
  return useQuery({
    ...missionMapCellsQuery(missionIdentity, box ?? { south: 0, west: 0, north: 0, east: 0, zoom: 0 }),
    enabled: box !== undefined,
    placeholderData: keepPreviousData,
  })
}
