import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PinAvailabilityFilter, PinRunningFilter } from '@mc/domain'
import { containsPattern, prefixPattern } from '../search-patterns'
import { IS_CAPPED, pinCapStatusCtes } from './pin-status.sql'

export interface PinFilter {
  state: PinAvailabilityFilter
  isRunning: PinRunningFilter
  /** Empty: every group. */
  deploymentGroupIdentities: string[]
  /** The Pins tab's search (pinMatchesSql); empty or absent: every pin. */
  search?: string | undefined
}

/** The running, group and search conditions; the groups may be a placeholder, for a statement built once and bound per call. */
export type SelectionFilter = Pick<PinFilter, 'isRunning' | 'search'> & { deploymentGroupIdentities: string[] | Placeholder }

/**
 * The conditions of the filter that need no cap status (running, groups, search), over a row `s` with
 * the columns of `pins`: a pins row or a pin_status row. A page without an availability filter
 * is chosen with these alone, before any status is computed.
 */
export function pinSelectionSql(missionId: number | Placeholder, filter: SelectionFilter): SQL {
  const conditions: SQL[] = [sql`true`]
  if (filter.isRunning === 'RUNNING') conditions.push(sql`s.is_running`)
  if (filter.isRunning === 'PAUSE') conditions.push(sql`not s.is_running`)
  if (!Array.isArray(filter.deploymentGroupIdentities) || filter.deploymentGroupIdentities.length > 0) {
    conditions.push(
      // Not correlated with `s`, so it is looked up once rather than once per pin.
      sql`s.deployment_group_id in (select id from deployment_groups where mission_id = ${missionId} and identity = any(${sql.param(filter.deploymentGroupIdentities)}::text[]))`,
    )
  }
  if (filter.search) conditions.push(pinMatchesSql(filter.search))
  return sql.join(conditions, sql` and `)
}

/**
 * The Pins tab's search tested on a pin's own row `s` (docs/domain/missions.md, "Search"): its
 * street or city anywhere, its postal code or store number from the start, its organization name
 * anywhere, or its identity exactly. The address from the pin's lower-case copy (migration 0023:
 * LIKE there costs a third of ILIKE per row), the store number and organization from its sort key
 * (migration 0011), so no store is looked up. `storesMatchingSql` with `organizationName` finds
 * the same stores from the directory's indexes (searched-pins.repository.ts reads either way);
 * pin-search.int.test.ts holds the two to one answer.
 */
export function pinMatchesSql(search: string): SQL {
  const contains = containsPattern(search)
  const prefix = prefixPattern(search)
  return sql`(s.search_street like lower(${contains}) or s.search_city like lower(${contains}) or s.search_postal_code like lower(${prefix})
    or s.sort_store_number ilike ${prefix} or s.sort_org_name ilike ${contains} or s.identity = ${search.toUpperCase()})`
}

/**
 * WHERE conditions over a pin_status row `s`. AVAILABLE means a bee could take the pin now
 * (running and not capped); CAPPED means capped, running or not.
 */
export function pinFilterSql(missionId: number, filter: PinFilter): SQL {
  const conditions: SQL[] = [pinSelectionSql(missionId, filter)]
  if (filter.state === 'AVAILABLE') conditions.push(sql`s.is_running and not ${IS_CAPPED}`)
  if (filter.state === 'CAPPED') conditions.push(IS_CAPPED)
  return sql.join(conditions, sql` and `)
}

/**
 * "The pins a filter matches" for a write over a pins row `s` (`update pins s … where`, `delete
 * from pins s where`, a locking `select … from pins s where`): the mission's non-test pins the
 * filter matches. Without an availability filter they are chosen by their own columns, as the page
 * is; with one, through every pin's capped status (pinCapStatusCtes, as a filtered page chooses its
 * pins; docs/decisions/mission-pages-at-scale.md). One
 * definition, so the lock before a bulk action, the action and the delete pick the same pins.
 */
export function matchingPinsSql(missionId: number, today: string, filter: PinFilter): SQL {
  if (filter.state === 'ALL') return sql`s.mission_id = ${missionId} and not s.is_test_pin and ${pinSelectionSql(missionId, filter)}`
  // Inside the subquery `s` is the pin_status row (pinFilterSql's), the outer pins row's alias shadowed.
  return sql`s.id in (with ${pinCapStatusCtes(missionId, today)} select s.id from pin_status s where not s.is_test_pin and ${pinFilterSql(missionId, filter)})`
}
