import { sql, type SQL } from 'drizzle-orm'
import { SEARCH_COUNT_CAP } from '@mc/domain/common/search'
import type { MissionPin } from '@mc/domain/missions/mission-pin.types'
import { queryRows, type Queryable } from '../../db/pg-statement'
import { estimatedRows, storesMatchingEstimateSql, storesMatchingSql, storesOfNamedOrganizationsSql } from '../organizations/store-search.sql'
import { INDEXED_STORES_MAX, walkedCount, walkHoldsPage } from '../search-walk'
import { pinSelectionSql, type PinFilter } from './pin-filter.sql'
import { PIN_COLUMNS, PIN_JOINS, PIN_ORDER, toMissionPin, type PinRow } from './pin-page.sql'
import { pinStatusCtes } from './pin-status.sql'
import { missionNotDeleted } from '../missions/mission.sql'

export interface SearchedPinPage {
  total: number
  /** More pins were found than counted: `total` is SEARCH_COUNT_CAP, "1,000+". */
  totalIsLowerBound: boolean
  items: MissionPin[]
}

type SearchQuery = Pick<PinFilter, 'isRunning' | 'deploymentGroupIdentities'> & { search: string; page: number; limit: number }

/** Every statement's one-row head (left-joined to the page's pins): the count and whether the mission is there. */
type SearchedRow = { found: number; live: boolean } & (PinRow | { identity: null })

const liveMissionSql = (missionId: number) => sql`exists (select 1 from missions m where m.id = ${missionId} and ${missionNotDeleted()})`

/**
 * The page out of `found` (a select of the pins found: id and sort key), with their status,
 * stores and groups, beside a head row (how many were found, whether the mission is there) so an
 * empty page still answers its count.
 */
function foundPageSql(missionId: number, today: string, query: SearchQuery, offset: number, found: SQL): SQL {
  const chosen = sql`select s.id from found_pins s order by ${PIN_ORDER} limit ${query.limit} offset ${offset}`
  return sql`
    with found_pins as materialized (${found}),
    ${pinStatusCtes(missionId, today, sql`select p.* from pins p where p.mission_id = ${missionId} and p.id = any(array(${chosen}))`)}
    select h.*, page.*
    from (select (select count(*)::int from found_pins) as found, ${liveMissionSql(missionId)} as live) h
    left join (select ${PIN_COLUMNS}, s.sort_org_name, s.sort_store_number, s.id as pin_id from pin_status s ${PIN_JOINS}) page on true
    order by page.sort_org_name, page.sort_store_number nulls last, page.pin_id`
}

/**
 * Walked (search-walk.ts): pins_mission_order_idx read in the tab's order, each pin tested on its
 * own row (pinMatchesSql), until SEARCH_COUNT_CAP + 1 are found; the page is taken out of those.
 * Exported, as indexedPageSql, for the test that holds the two ways to one answer.
 */
export function walkedPageSql(missionId: number, today: string, query: SearchQuery, offset: number): SQL {
  const selection = pinSelectionSql(missionId, { ...query, search: query.search })
  return foundPageSql(
    missionId,
    today,
    query,
    offset,
    sql`select s.id, s.sort_org_name, s.sort_store_number from pins s
        where s.mission_id = ${missionId} and ${selection}
        order by ${PIN_ORDER} limit ${SEARCH_COUNT_CAP + 1}`,
  )
}

/**
 * From the indexes (search-walk.ts): the stores the search finds in the directory
 * (storesMatchingSql), then the mission's pin at each by pins_mission_org_place_unique (OFFSET 0
 * keeps it one probe per store: joined plainly, the planner hashed the mission's every pin against
 * a single store found), and a pin named by its identity; all counted, the page sorted out of them.
 */
export function indexedPageSql(missionId: number, today: string, query: SearchQuery, offset: number): SQL {
  const selection = pinSelectionSql(missionId, { isRunning: query.isRunning, deploymentGroupIdentities: query.deploymentGroupIdentities })
  return foundPageSql(
    missionId,
    today,
    query,
    offset,
    sql`select s.id, s.sort_org_name, s.sort_store_number
        from (${storesMatchingSql(query.search, { organizationName: true })}) f
        cross join lateral (select * from pins s where s.mission_id = ${missionId} and s.organization_place_id = f.id offset 0) s
        where ${selection}
        union
        select s.id, s.sort_org_name, s.sort_store_number from pins s
        where s.identity = ${query.search.toUpperCase()} and s.mission_id = ${missionId} and ${selection}`,
  )
}

/** More stores than INDEXED_STORES_MAX for the text in the directory (search-walk.ts): by address and store number as the planner estimates them, or by organization name, counted. */
async function directoryHoldsMany(pool: Queryable, search: string): Promise<boolean> {
  const [estimate, [named]] = await Promise.all([
    queryRows<Record<string, unknown>>(pool, storesMatchingEstimateSql(search)),
    queryRows<{ stores: number }>(pool, storesOfNamedOrganizationsSql(search, INDEXED_STORES_MAX)),
  ])
  return estimatedRows(estimate) > INDEXED_STORES_MAX || named!.stores > INDEXED_STORES_MAX
}

/**
 * A searched page of the Pins tab (docs/domain/missions.md, "Search"): walked, or from the
 * indexes when the directory holds few stores for the text or the page lies past the walk's.
 * Undefined for a deleted or unknown mission.
 */
export async function findSearchedPinsPage(pool: Queryable, missionId: number, today: string, query: SearchQuery): Promise<SearchedPinPage | undefined> {
  const offset = (query.page - 1) * query.limit
  const walk = walkHoldsPage(offset, query.limit) && (await directoryHoldsMany(pool, query.search))
  const rows = await queryRows<SearchedRow>(pool, (walk ? walkedPageSql : indexedPageSql)(missionId, today, query, offset))
  if (!rows[0]?.live) return undefined
  // Counted up to the cap either way, so the count does not depend on the way read; exactly for a page past it.
  const count = walkHoldsPage(offset, query.limit) ? walkedCount(rows[0].found) : { total: rows[0].found, atLeast: false }
  return {
    total: count.total,
    totalIsLowerBound: count.atLeast,
    items: rows.filter((row): row is SearchedRow & PinRow => row.identity !== null).map(toMissionPin),
  }
}
