import type { AuthUser } from '../../auth/auth-user'
import { recordAudit, type AuditWriter } from '../../audit/record-audit'

/**
 * Every mission-scoped change (pins, groups, cap periods, brief) is filed under the mission's
 * identity, so the History tab shows it.
 */
export async function recordMissionAudit(
  tx: AuditWriter,
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
