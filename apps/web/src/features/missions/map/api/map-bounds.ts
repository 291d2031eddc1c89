import { queryOptions, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../../shared/api/graphql'
import { GetMissionMapBoundsDocument } from '../../../../shared/api/graphql.generated'
import { queryKeys } from '../../../../shared/api/query-keys'
import type { Bounds } from '../../../../shared/map/map-points'
import { FIT_PADDING, frameView, MAP_FRAME_BORDER } from '../../../../shared/map/map-view'
import { preloadedArea, preloadMapTiles, tilesInView, tilesOfFit, type TileCoords } from '../../../../shared/map/tile-preload'
import { MISSION_MAP_HEIGHT, MISSION_MAP_MAX_ZOOM, missionMapWidth } from '../map-size'

/**
 * The corners around the mission's located pins (null when none has a location), for the hook and
 * the route's prefetch: a few bytes the server answers long before the pins themselves, so the map
 * opens on the right view, and fetches its tiles, while the pins are still on their way. The first
 * answer also waits (a little) for the tiles the map opens on, so the tab's first render has them.
 */
export const missionMapBoundsQuery = (missionIdentity: string) =>
  queryOptions({
    queryKey: queryKeys.missions.mapBounds(missionIdentity),
    queryFn: async ({ client, queryKey }): Promise<Bounds | null> => {
      const { missionMapBounds: b } = await graphqlRequest(GetMissionMapBoundsDocument, { identity: missionIdentity })
      if (!b) return null
      const bounds: Bounds = [
        [b.south, b.west],
        [b.north, b.east],
      ]
      // Only for the first answer: a refetch (the window focused again) finds the map drawn.
      if (client.getQueryData(queryKey) === undefined) await preloadMapTiles(openingTiles(bounds), BOUNDS_TILES_WAIT_MS)
      return bounds
    },
  })

/**
 * How long the corners wait for the tiles the map opens on: the tiles are the Map tab's largest
 * paint, and a first render that has them draws them at once (tile-preload.ts); a slow tile server
 * only delays the map this much.
 */
const BOUNDS_TILES_WAIT_MS = 300

/** The middle tiles of the view the map opens on: the pins' corners fitted to the map's width in this window (BaseMap's framing). */
function openingTiles(bounds: Bounds): TileCoords[] {
  const shown = preloadedArea(MISSION_MAP_HEIGHT)
  const view = frameView(bounds, MISSION_MAP_MAX_ZOOM)
  if ('center' in view) return tilesInView(view.center, view.zoom, shown)
  const map = { width: missionMapWidth(window.innerWidth), height: MISSION_MAP_HEIGHT - 2 * MAP_FRAME_BORDER }
  return tilesOfFit(view.bounds, map, FIT_PADDING, view.maxZoom, shown)
}

/** Where the map opens; the pins, once here, frame it from then on. */
export function useMissionMapBounds(missionIdentity: string) {
  return useQuery(missionMapBoundsQuery(missionIdentity))
}
