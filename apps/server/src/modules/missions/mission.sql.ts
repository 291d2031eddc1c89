import { sql, type SQL } from 'drizzle-orm'
import type { WireDate } from '@mc/domain'

/**
 * Predicates on a mission row that every module shares, written once (docs/decisions/database-access.md).
 * `alias` names the missions row in the statement (`m` by convention).
 */

/** A mission that is not deleted: a deleted one is gone for every reader (mission-access.ts). */
export const missionNotDeleted = (alias = 'm'): SQL => sql`not ${sql.identifier(alias)}.is_deleted`

/**
 * An active mission: not deleted, switched on, not FINISHED or CLOSED by state and, given the
 * server's day, not past its end date (the count on a campaign card; docs/domain/customers.md).
 */
export function missionActive(alias = 'm', today?: WireDate): SQL {
  const m = sql.identifier(alias)
  const ended = today === undefined ? sql`` : sql` and ${m}.end_date >= ${today}`
  return sql`(${missionNotDeleted(alias)} and ${m}.is_active and ${m}.state not in ('FINISHED', 'CLOSED')${ended})`
}
