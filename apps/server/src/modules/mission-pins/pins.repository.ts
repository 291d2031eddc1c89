import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { LocationPrecision } from '@mc/domain'
import { prepareStatement, queryPrepared, queryRow, queryRows, sqlText, type PreparedStatement, type Queryable } from '../../db/pg-statement'
import { missionNotDeleted } from '../missions/mission.sql'
import { pinFilterSql, pinSelectionSql, type PinFilter, type SelectionFilter } from './pin-filter.sql'
import { PIN_COLUMNS, PIN_JOINS, PIN_ORDER, toMissionPin, type PinRow } from './pin-page.sql'
import { IS_CAPPED, pinCapStatusCtes, pinStatusCtes } from './pin-status.sql'
import { findSearchedPinsPage, type SearchedPinPage } from './searched-pins.repository'

/** A page of pins and how many the filter selects ("at least", for a search that found more than it counted). */
export type PinPage = SearchedPinPage

/**
 * How many pins the running and group conditions of the filter select: from the maintained
 * mission counts when there is no group condition, else counted.
 */
function selectionCountSql(missionId: number | Placeholder, filter: SelectionFilter): SQL {
  if (!Array.isArray(filter.deploymentGroupIdentities) || filter.deploymentGroupIdentities.length > 0 || filter.search) {
    return sql`(select count(*)::int from pins s where s.mission_id = ${missionId} and ${pinSelectionSql(missionId, filter)})`
  }
  const counted = { ALL: 'pin_count', RUNNING: 'running_pin_count', PAUSE: 'pin_count - running_pin_count' }[filter.isRunning]
  return sql`(select coalesce((select ${sql.raw(counted)} from mission_counts where mission_id = ${missionId}), 0))`
}

/**
 * Up to this many pins a page is cheaper to price pin by pin (its pins and their capped groups'
 * pins, an index lookup each) than with the mission-wide aggregate; measured on the 10,000-pin
 * demo mission (groups of 20), where the two meet between 500 and 1,000.
 */
const SCOPED_PAGE_MAX = 500

type PageQuery = PinFilter & { page: number; limit: number }

/** Which rows of the order a page takes. */
interface PageWindow {
  limit: number | Placeholder
  offset: number | Placeholder
}

/**
 * One page of pins without an availability filter, in the Pins tab's order: the `scope` of
 * pinStatusCtes (whole rows, so the status reads them once). Its ids are chosen from pins_mission_order_idx alone, before any status is
 * computed, and none for a deleted mission. They come as an array so that the planner sees the
 * same page size with or without the values: a named statement's plan is reused only when its
 * generic plan costs no more than the custom ones, and a LIMIT that is a parameter is guessed as
 * 10 % of the mission (twice a page of 10 on the demo mission), which kept it planning on every call.
 */
function pageScopeSql(missionId: number | Placeholder, filter: SelectionFilter, window: PageWindow): SQL {
  return sql`
    select p.*
    from pins p
    where p.mission_id = ${missionId} and p.id = any(array(
      select s.id
      from pins s
      where s.mission_id = ${missionId} and ${pinSelectionSql(missionId, filter)}
        and exists (select 1 from missions m where m.id = ${missionId} and ${missionNotDeleted()})
      order by ${PIN_ORDER}
      limit ${window.limit} offset ${window.offset}
    ))`
}

/**
 * The page chosen by pageScopeSql with everything the Pins tab shows, only its pins' status
 * computed, and the selection's total on every row.
 */
function scopedPageSql(missionId: number | Placeholder, today: string | Placeholder, filter: SelectionFilter, window: PageWindow): SQL {
  return sql`
    with ${pinStatusCtes(missionId, today, pageScopeSql(missionId, filter, window))}
    select ${PIN_COLUMNS}, ${selectionCountSql(missionId, filter)} as total
    from pin_status s
    ${PIN_JOINS}
    order by ${PIN_ORDER}`
}

/** One name per text of scopedPageSql: the running and group conditions change it, the values do not. */
const scopedPageStatement = (query: Pick<PinFilter, 'isRunning' | 'deploymentGroupIdentities'>) =>
  `mission_pins_page_${query.isRunning.toLowerCase()}${query.deploymentGroupIdentities.length > 0 ? '_in_groups' : ''}`

const BOUND = {
  missionId: sql.placeholder('missionId'),
  today: sql.placeholder('today'),
  groups: sql.placeholder('groups'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
}

/**
 * scopedPageSql's text and parameter list per statement name, built once with placeholders:
 * writing its text through drizzle's builder (the status CTEs, 25 columns) on every call was the
 * largest share of the polled page's server CPU outside the driver and HTTP. A name always
 * stands for one text (node-postgres refuses a name reused for another), so the text depends on
 * the name alone; only the values are bound per call.
 */
const scopedPageTemplates = new Map<string, PreparedStatement>()

function scopedPagePrepared(query: PageQuery): PreparedStatement {
  if (query.search) throw new Error('A searched page is not a scoped page: findSearchedPinsPage')
  const name = scopedPageStatement(query)
  let statement = scopedPageTemplates.get(name)
  if (!statement) {
    const groups = query.deploymentGroupIdentities.length > 0 ? BOUND.groups : []
    statement = prepareStatement(name, scopedPageSql(BOUND.missionId, BOUND.today, { isRunning: query.isRunning, deploymentGroupIdentities: groups }, BOUND))
    scopedPageTemplates.set(name, statement)
  }
  return statement
}

const scopedPageValues = (missionId: number, today: string, query: PageQuery) => ({
  missionId,
  today,
  groups: query.deploymentGroupIdentities,
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
})

export function scopedPageQuery(missionId: number, today: string, query: PageQuery): { name: string; text: string; values: unknown[] } {
  const { text, params } = scopedPagePrepared(query)
  return { name: scopedPageStatement(query), text, values: fillPlaceholders(params, scopedPageValues(missionId, today, query)) }
}

/** scopedPageSql with its values in place, built through drizzle's builder on each call (what scopedPageQuery saves). */
export function scopedPageQueryUncached(missionId: number, today: string, query: PageQuery): { text: string; values: unknown[] } {
  const built = sqlText(scopedPageSql(missionId, today, query, { limit: query.limit, offset: (query.page - 1) * query.limit }))
  return { text: built.sql, values: built.params }
}

/** A page with an availability filter (or a very large one, see SCOPED_PAGE_MAX): every pin's status decides which match. */
function filteredPageSql(missionId: number, today: string, query: PageQuery): SQL {
  return sql`
    with ${pinStatusCtes(missionId, today)},
    page as (
      select s.id, count(*) over ()::int as total
      from pin_status s
      where ${pinFilterSql(missionId, query)}
      order by ${PIN_ORDER}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}
    )
    select ${PIN_COLUMNS}, page.total
    from page
    join pin_status s on s.id = page.id
    ${PIN_JOINS}
    where exists (select 1 from missions m where m.id = ${missionId} and ${missionNotDeleted()})
    order by ${PIN_ORDER}`
}

/**
 * A page with an availability filter: its pins and the filter's count chosen through
 * pinCapStatusCtes (each pin's capped status alone, a short index range per pin), then only the
 * page's pins priced in full, as a scoped page is. Counting every response of the mission to
 * choose ten pins took 3-4 s at 100,000 pins (docs/decisions/mission-pages-at-scale.md).
 */
function availabilityPageSql(missionId: number, today: string, query: PageQuery): SQL {
  const scope = sql`
    select p.*, page.total
    from pins p
    join (
      with ${pinCapStatusCtes(missionId, today)}
      select s.id, count(*) over ()::int as total
      from pin_status s
      where ${pinFilterSql(missionId, query)}
        and exists (select 1 from missions m where m.id = ${missionId} and ${missionNotDeleted()})
      order by ${PIN_ORDER}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}
    ) page on page.id = p.id`
  return sql`
    with ${pinStatusCtes(missionId, today, scope)}
    select ${PIN_COLUMNS}, (select max(total) from scope) as total
    from pin_status s
    ${PIN_JOINS}
    order by ${PIN_ORDER}`
}

/**
 * One page of a mission's pins with everything the Pins tab shows, and the count matching the
 * filter; undefined when the page is empty or the mission is deleted (no row then carries the
 * total or says which).
 *
 * Without an availability filter (the polled first page) it is one named prepared statement
 * (scopedPageSql), planned once per connection: the page from the order index, then only its pins'
 * status, stores and groups by primary key, in one round trip. It keeps a good generic plan: the
 * page is a materialized CTE chosen from the index, and every later step reads by key. (A statement
 * that chose the page inside the status CTEs spent ~2 of ~3 ms planning, and its generic plan took
 * seconds; two statements, ids then pins, cost a second round trip.)
 */
export async function findPinsPage(pool: Queryable, missionId: number, today: string, query: PageQuery): Promise<PinPage | undefined> {
  const scoped = query.state === 'ALL' && query.limit <= SCOPED_PAGE_MAX
  if (scoped && query.search) return findSearchedPinsPage(pool, missionId, today, { ...query, search: query.search })
  const rows = !scoped
    ? await queryRows<PinRow & { total: number }>(
        pool,
        query.state !== 'ALL' && query.limit <= SCOPED_PAGE_MAX ? availabilityPageSql(missionId, today, query) : filteredPageSql(missionId, today, query),
      )
    : await queryPrepared<PinRow & { total: number }>(pool, scopedPagePrepared(query), scopedPageValues(missionId, today, query))
  return rows.length > 0 ? { total: rows[0]!.total, totalIsLowerBound: false, items: rows.map(toMissionPin) } : undefined
}

/** One page of a mission's pins (findPinsPage), or the filter's count and no items past the end. */
export async function findMissionPins(pool: Queryable, missionId: number, today: string, query: PageQuery): Promise<PinPage> {
  return (await findPinsPage(pool, missionId, today, query)) ?? emptyPinsPage(pool, missionId, today, query)
}

/** The answer for a page findPinsPage found empty: no items, and the filter's count when the page is past the end. */
export async function emptyPinsPage(pool: Queryable, missionId: number, today: string, query: PageQuery): Promise<PinPage> {
  // A page past the end has no row to carry the total: count separately only then.
  return { total: query.page > 1 ? await countMissionPins(pool, missionId, today, query) : 0, totalIsLowerBound: false, items: [] }
}

export async function countMissionPins(pool: Queryable, missionId: number, today: string, filter: PinFilter): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    pool,
    filter.state === 'ALL'
      ? sql`select ${selectionCountSql(missionId, filter)} as total`
      : sql`with ${pinCapStatusCtes(missionId, today)}
            select count(*)::int as total from pin_status s where ${pinFilterSql(missionId, filter)}`,
  )
  return row!.total
}

export interface MapPin {
  identity: string
  latitude: number
  longitude: number
  isCapped: boolean
  isRunning: boolean
  started: number
  /** Organization and store number, for the marker's tooltip. */
  title: string
  /** The store's place is a ZIP centroid, not the store (places.location_approximate). */
  approximate: boolean
  /** What an approximate location stands for: 'POSTAL_CODE' or 'CITY' (places.location_precision); null when exact or unknown. */
  precision: LocationPrecision | null
}

/** The corners around a mission's located pins, in degrees. */
export interface MapBounds {
  south: number
  west: number
  north: number
  east: number
}

/**
 * The corners around the pins `findMissionMapPins` reads (the same joins and the same test for a
 * location), without their statuses: the map opens on them while the pins are still on their way.
 * Null when no pin has a location.
 */
export async function findMissionMapBounds(db: Queryable, missionId: number): Promise<MapBounds | null> {
  const row = await queryRow<{ south: number | null; west: number | null; north: number | null; east: number | null }>(
    db,
    sql`
    select min(p.latitude) as south, min(p.longitude) as west, max(p.latitude) as north, max(p.longitude) as east
    from pins p
    join organization_places op on op.id = p.organization_place_id
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id
    where p.mission_id = ${missionId} and p.latitude is not null and p.longitude is not null`,
  )
  if (!row || row.south === null || row.west === null || row.north === null || row.east === null) return null
  return { south: row.south, west: row.west, north: row.north, east: row.east }
}

/**
 * A map pin (MapPin) read from pin_status rows `s`: with its status, its store's name and number for
 * the tooltip, and how exact its place is. The Map tab's pins in a box and the mission's whole list
 * read it alike.
 */
export const MAP_PIN_FROM_STATUS = sql`
    select s.identity, s.latitude, s.longitude, ${IS_CAPPED} as "isCapped", s.is_running as "isRunning", s.started,
           coalesce(o.display_name, o.name) || coalesce(' #' || op.store_number, '') as title, pl.location_approximate as approximate,
           pl.location_precision as precision
    from pin_status s
    join organization_places op on op.id = s.organization_place_id
    join organizations o on o.id = op.organization_id
    join places pl on pl.id = op.place_id`

/** Every located pin of a mission with just what the map colours and labels it by. */
export async function findMissionMapPins(db: Queryable, missionId: number, today: string): Promise<MapPin[]> {
  return queryRows<MapPin>(db, sql`with ${pinStatusCtes(missionId, today)} ${MAP_PIN_FROM_STATUS} where s.latitude is not null and s.longitude is not null`)
}
