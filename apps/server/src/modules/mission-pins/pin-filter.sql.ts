import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PinAvailabilityFilter, PinRunningFilter } from '@mc/domain'
import { storesMatchingSql } from '../organizations/store-search.sql'
import { IS_CAPPED } from './pin-status.sql'

export interface PinFilter {
  state: PinAvailabilityFilter
  isRunning: PinRunningFilter
  /** Empty: every group. */
  deploymentGroupIdentities: string[]
  /** The Pins tab's search (storesMatchingSql with organization names); empty or absent: every pin. */
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
  // The stores the search finds, from the directory's trigram indexes; the mission's pins at them by pins_mission_org_place_unique.
  if (filter.search) conditions.push(sql`s.organization_place_id in (${storesMatchingSql(filter.search, { organizationName: true })})`)
  return sql.join(conditions, sql` and `)
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
