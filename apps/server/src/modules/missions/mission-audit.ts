import type { AuthUser } from '../../auth/auth-user'
import { auditLog } from '../../db/schema'
import type { Tx } from './mission.repository'

/** Timestamps change on every write and say nothing the audit row's own time does not. */
function snapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map(snapshot)
  if (typeof value !== 'object' || value instanceof Date) return value
  const { createdAt: _c, updatedAt: _u, ...rest } = value as Record<string, unknown>
  return rest
}

/**
 * One audit row per mission mutation, written in the mutation's transaction so a change and its
 * record commit together. Every mission-scoped change (pins, groups, cap periods, brief) is filed
 * under the mission's identity so the History tab shows it.
 */
export async function recordMissionAudit(
  tx: Tx,
  entry: { user: AuthUser; missionIdentity: string; action: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorEmail: entry.user.email,
    entityType: 'mission',
    entityIdentity: entry.missionIdentity,
    action: entry.action,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  })
}
