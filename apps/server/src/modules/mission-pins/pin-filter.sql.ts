import { sql, type SQL } from 'drizzle-orm'
import type { PinAvailabilityFilter, PinRunningFilter } from '@mc/domain'
import { IS_CAPPED } from './pin-status.sql'

export interface PinFilter {
  state: PinAvailabilityFilter
  isRunning: PinRunningFilter
  /** Empty: every group. */
  deploymentGroupIdentities: string[]
}

/**
 * WHERE conditions over a pin_status row `s`. AVAILABLE means a bee could take the pin now
 * (running and not capped); CAPPED means capped, running or not.
 */
export function pinFilterSql(filter: PinFilter): SQL {
  const conditions: SQL[] = [sql`true`]
  if (filter.state === 'AVAILABLE') conditions.push(sql`s.is_running and not ${IS_CAPPED}`)
  if (filter.state === 'CAPPED') conditions.push(IS_CAPPED)
  if (filter.isRunning === 'RUNNING') conditions.push(sql`s.is_running`)
  if (filter.isRunning === 'PAUSE') conditions.push(sql`not s.is_running`)
  if (filter.deploymentGroupIdentities.length > 0) {
    conditions.push(
      sql`s.deployment_group_id in (select id from deployment_groups where mission_id = s.mission_id and identity = any(${sql.param(filter.deploymentGroupIdentities)}::text[]))`,
    )
  }
  return sql.join(conditions, sql` and `)
}
