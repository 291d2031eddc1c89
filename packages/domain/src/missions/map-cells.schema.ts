import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_BOOLEAN } from '../common/messages'
import { requiredNumber } from '../common/numbers'

/** The farthest north and south a web-mercator map draws (Leaflet's own limit). */
export const MAP_MAX_LATITUDE = 85.0511287798
/** Zoom levels a map asks at: whole numbers, as the console's maps snap to them. */
export const MAP_MAX_ZOOM = 22
export const SOUTH_AFTER_NORTH = 'South must not be north of north'
export const WEST_AFTER_EAST = 'West must not be east of east'

const latitude = () => requiredNumber({ min: -90, max: 90 })
const longitude = () => requiredNumber({ min: -180, max: 180 })

/**
 * GetMissionMapCells: the map's visible box (degrees; the console sends it clamped to the world,
 * west to east without crossing the antimeridian) and its zoom (docs/domain/missions.md, "Map").
 */
export const missionMapCellsQuerySchema = z
  .object({
    missionIdentity: identitySchema,
    south: latitude(),
    west: longitude(),
    north: latitude(),
    east: longitude(),
    zoom: requiredNumber({ min: 0, max: MAP_MAX_ZOOM, integer: true }),
    /** False: cells come with their counts only, not per label (no pin's status is read: an index read). */
    labels: z.boolean({ error: MUST_BE_BOOLEAN }).default(true),
  })
  .superRefine((box, context) => {
    if (box.south > box.north) context.addIssue({ code: 'custom', path: ['south'], message: SOUTH_AFTER_NORTH })
    if (box.west > box.east) context.addIssue({ code: 'custom', path: ['west'], message: WEST_AFTER_EAST })
  })
export type MissionMapCellsQuery = z.output<typeof missionMapCellsQuerySchema>
