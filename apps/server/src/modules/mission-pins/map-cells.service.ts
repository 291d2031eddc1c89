import { MAP_CLOSE_PINS_MAX, MAP_EXACT_PINS_MAX, MAP_EXACT_ZOOM, missionMapCellsQuerySchema, missionPinFilterSchema } from '@mc/domain'
import type { AppDeps } from '../../app-deps'
import { parseInput } from '../../http/validate'
import { requireMission } from '../missions/mission-access'
import { serverToday } from '../server-today'
import type { MapPin } from './pins.repository'
import { countMapCells, countMapPinsByLabel, countPinsInBox, findMapCells, findMapPinsInBox, type MapCell, type PinLabelCounts } from './map-cells.repository'

export interface MapCells {
  /** The pins in the box; `pins` holds them when true, `cells` when false. */
  exact: boolean
  pinCount: number
  /** `counts` null when the labels were not asked for. */
  cells: (Omit<MapCell, 'counts'> & { counts: PinLabelCounts | null })[]
  pins: MapPin[]
  /** The whole mission's located pins per label, when this answer read every pin's status anyway (the legend's figures); else null. */
  missionCounts: PinLabelCounts | null
}

/**
 * What the mission map draws for its visible box (docs/domain/missions.md, "Map"): the box's pins
 * (always with their labels)
 * when they are few (MAP_EXACT_PINS_MAX) or the map is zoomed in to MAP_EXACT_ZOOM (at most
 * MAP_CLOSE_PINS_MAX: a whole-world box at zoom 15 gets cells, not every pin), else cells.
 */
export async function getMissionMapCells(deps: AppDeps, args: unknown): Promise<MapCells> {
  const { missionIdentity, zoom, labels, ...box } = parseInput(missionMapCellsQuerySchema, args)
  const mission = await requireMission(deps.pool, missionIdentity)
  const pinCount = await countPinsInBox(deps.pool, mission.id, box)
  const today = serverToday()
  if (pinCount <= MAP_EXACT_PINS_MAX || (zoom >= MAP_EXACT_ZOOM && pinCount <= MAP_CLOSE_PINS_MAX)) {
    return { exact: true, pinCount, cells: [], pins: pinCount === 0 ? [] : await findMapPinsInBox(deps.pool, mission.id, today, box), missionCounts: null }
  }
  if (!labels) {
    const cells = await countMapCells(deps.pool, mission.id, box, zoom)
    return { exact: false, pinCount, pins: [], cells: cells.map((cell) => ({ ...cell, counts: null })), missionCounts: null }
  }
  return { exact: false, pinCount, pins: [], ...(await findMapCells(deps.pool, mission.id, today, box, zoom)) }
}

/** The map legend's counts: every located pin of the mission per availability label, whatever the map shows. */
export async function getMissionMapCounts(deps: AppDeps, identity: unknown): Promise<PinLabelCounts> {
  const { missionIdentity } = parseInput(missionPinFilterSchema.pick({ missionIdentity: true }), { missionIdentity: identity })
  const mission = await requireMission(deps.pool, missionIdentity)
  return countMapPinsByLabel(deps.pool, mission.id, serverToday())
}
