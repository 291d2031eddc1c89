import { sql, type SQL } from 'drizzle-orm'
import { MAP_MAX_LATITUDE, mapCellsAcross } from '@mc/domain'
import { queryRow, queryRows, type Queryable } from '../../db/pg-statement'
import { AVAILABILITY_LABEL, pinCapStatusCtes, pinStatusCtes } from './pin-status.sql'
import { MAP_PIN_FROM_STATUS, type MapPin } from './pins.repository'

/** A map's visible box, in degrees (west to east, south to north). */
export interface MapBox {
  south: number
  west: number
  north: number
  east: number
}

/** How many pins carry each availability label (PIN_AVAILABILITY_LABELS). */
export interface PinLabelCounts {
  availableNow: number
  capped: number
  currentlyUnavailable: number
  notAvailable: number
}

/** One square of the map's grid (mapCellOf) with the pins inside it. */
export interface MapCell {
  column: number
  row: number
  /** Where the cell is drawn: the mean position of its pins. */
  latitude: number
  longitude: number
  count: number
  counts: PinLabelCounts
}

/** The box's pins with a location: an index read (pins_location_idx) when the box is small, the mission's pins when not. */
const inBox = (missionId: number, box: MapBox): SQL =>
  sql`p.mission_id = ${missionId} and point(p.longitude, p.latitude) <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`

const LABEL_COUNTS = sql`
  count(*) filter (where label = 'availableNow')::int as "availableNow",
  count(*) filter (where label = 'capped')::int as "capped",
  count(*) filter (where label = 'currentlyUnavailable')::int as "currentlyUnavailable",
  count(*) filter (where label = 'notAvailable')::int as "notAvailable"`

/** The column and row of the row `alias` (pin_status or pins) on the grid at `zoom`: mapCellOf, in SQL. */
function cellSql(zoom: number, alias: 's' | 'p' = 's'): { column: SQL; row: SQL } {
  const across = mapCellsAcross(zoom)
  const at = sql.raw(alias)
  const sin = sql`sin(radians(greatest(${-MAP_MAX_LATITUDE}::float8, least(${MAP_MAX_LATITUDE}::float8, ${at}.latitude))))`
  const clamp = (value: SQL) => sql`greatest(0, least(${across - 1}::float8, floor(${value} * ${across}::float8)))::int`
  return {
    column: clamp(sql`(${at}.longitude / 360.0 + 0.5)`),
    row: clamp(sql`(0.5 - ln((1 + ${sin}) / (1 - ${sin})) / (4 * pi()))`),
  }
}

/** How many of the mission's pins lie in the box: an index read, before choosing cells or pins. */
export async function countPinsInBox(db: Queryable, missionId: number, box: MapBox): Promise<number> {
  const row = await queryRow<{ count: number }>(db, sql`select count(*)::int as count from pins p where ${inBox(missionId, box)}`)
  return row!.count
}

/** The box's pins as the map draws them one by one: their statuses read for them alone (a scoped pin_status). */
export async function findMapPinsInBox(db: Queryable, missionId: number, today: string, box: MapBox): Promise<MapPin[]> {
  return queryRows<MapPin>(
    db,
    sql`
    with ${pinStatusCtes(missionId, today, sql`select p.* from pins p where ${inBox(missionId, box)}`)} ${MAP_PIN_FROM_STATUS}`,
  )
}

/**
 * The box's pins grouped into the cells of the grid at `zoom`, with their counts per label, and the
 * whole mission's counts per label (the legend's figures, at no extra cost: one more grouping of
 * the same rows). Every pin's label comes from pinCapStatusCtes (whether it is capped and whether a
 * bee is on it, by index probes, as the Capped filter reads them): 0.1-0.3 s for the 100,000-pin
 * scale mission, where counting its responses took 3-5 s, and less than pricing the box's pins in
 * full once a box holds a few thousand (docs/decisions/mission-pages-at-scale.md).
 */
export async function findMapCells(
  db: Queryable,
  missionId: number,
  today: string,
  box: MapBox,
  zoom: number,
): Promise<{ cells: MapCell[]; missionCounts: PinLabelCounts | null }> {
  const cell = cellSql(zoom)
  const inView = sql`point(s.longitude, s.latitude) <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`
  const rows = await queryRows<Omit<MapCell, 'counts'> & PinLabelCounts & { whole: number }>(
    db,
    sql`
    with ${pinCapStatusCtes(missionId, today)},
    located as (
      -- Out of view (only when reading the whole mission): no cell, counted in the mission's figures alone.
      select case when ${inView} then ${cell.column} end as "column", case when ${inView} then ${cell.row} end as "row",
             s.latitude, s.longitude, ${AVAILABILITY_LABEL} as label
      from pin_status s
      where s.latitude is not null and s.longitude is not null
    )
    select "column", "row", avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude, count(*)::int as count, ${LABEL_COUNTS},
           grouping("column", "row") as whole
    from located group by grouping sets (("column", "row"), ()) order by "row", "column"`,
  )
  const counts = ({ availableNow, capped, currentlyUnavailable, notAvailable }: PinLabelCounts) => ({
    availableNow,
    capped,
    currentlyUnavailable,
    notAvailable,
  })
  const whole = rows.find((row) => row.whole !== 0)
  return {
    cells: rows
      .filter((row) => row.whole === 0 && row.column !== null)
      .map(({ column, row, latitude, longitude, count, ...rest }) => ({ column, row, latitude, longitude, count, counts: counts(rest) })),
    missionCounts: whole ? counts(whole) : null,
  }
}

/** The box's pins grouped into the cells of the grid at `zoom`, counted without their statuses: the pins' own rows, by index. */
export async function countMapCells(db: Queryable, missionId: number, box: MapBox, zoom: number): Promise<Omit<MapCell, 'counts'>[]> {
  const cell = cellSql(zoom, 'p')
  return queryRows<Omit<MapCell, 'counts'>>(
    db,
    sql`
    with located as (select ${cell.column} as "column", ${cell.row} as "row", p.latitude, p.longitude from pins p where ${inBox(missionId, box)})
    select "column", "row", avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude, count(*)::int as count
    from located group by "column", "row" order by "row", "column"`,
  )
}

/** The mission's located pins (those the map draws) counted per availability label: the map legend's figures. */
export async function countMapPinsByLabel(db: Queryable, missionId: number, today: string): Promise<PinLabelCounts> {
  const row = await queryRow<PinLabelCounts>(
    db,
    sql`
    with ${pinCapStatusCtes(missionId, today)},
    labelled as (select ${AVAILABILITY_LABEL} as label from pin_status s where s.latitude is not null and s.longitude is not null)
    select ${LABEL_COUNTS} from labelled`,
  )
  return row!
}
