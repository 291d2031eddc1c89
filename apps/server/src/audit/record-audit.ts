import type { AuthUser } from '../auth/auth-user'
import type { Database } from '../db/connection'
import { auditLog } from '../db/schema'

/** Any drizzle handle that can insert: the database or a transaction. */
export type AuditWriter = Pick<Database, 'insert'>

export interface AuditEntry {
  entityType: string
  entityIdentity: string
  action: string
  before?: unknown
  after?: unknown
}

/** Timestamps change on every write and say nothing the audit row's own time does not. */
function snapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map(snapshot)
  if (typeof value !== 'object' || value instanceof Date) return value
  const { createdAt: _c, updatedAt: _u, ...rest } = value as Record<string, unknown>
  return rest
}

/** Who changed what: written inside the change's own transaction, so neither exists without the other. */
export async function recordAudit(db: AuditWriter, actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorEmail: typeof actor === 'string' ? actor : actor.email,
    entityType: entry.entityType,
    entityIdentity: entry.entityIdentity,
    action: entry.action,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  })
}
