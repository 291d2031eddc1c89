import type { AuthUser } from '../../auth/auth-user'
import { recordAudit } from '../../audit/record-audit'
import type { Queryable } from '../../db/pg-statement'

/**
 * Every mission-scoped change (pins, groups, cap periods, brief) is filed under the mission's
 * identity, so the History tab shows it.
 */
export async function recordMissionAudit(
  tx: Queryable,
  entry: { user: AuthUser; missionIdentity: string; action: string; before: unknown; after: unknown },
): Promise<void> {
  await recordAudit(tx, entry.user, {
    entityType: 'mission',
    entityIdentity: entry.missionIdentity,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  })
}
