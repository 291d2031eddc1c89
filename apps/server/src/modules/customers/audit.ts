import { auditLog } from '../../db/schema'
import type { AuthUser } from '../../auth/auth-user'
import type { Db } from './customers.repository'

export interface AuditEntry {
  entityType: string
  entityIdentity: string
  action: string
  before?: unknown
  after?: unknown
}

/** Who changed what: written inside the same transaction as the change, so neither exists without the other. */
export async function recordAudit(db: Db, user: AuthUser, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorEmail: user.email,
    entityType: entry.entityType,
    entityIdentity: entry.entityIdentity,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
