import type { AuthUser } from '../auth/auth-user'
import { auditLog } from '../db/schema'
import { execute, type Queryable } from '../db/pg-statement'
import { insertRow } from '../db/table.sql'
import { sql } from 'drizzle-orm'
import { publishAuditedChanges } from '../live/publish'

export interface AuditEntry {
  entityType: string
  entityIdentity: string
  action: string
  before?: unknown
  after?: unknown
}

/** A field no audit row may hold, at any depth: passwords, hashes, tokens and secrets (docs/domain/audit.md). */
const SECRET_FIELD = /(password|hash|token|secret)$/i

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (value === null || typeof value !== 'object' || value instanceof Date) return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  )
}

/** Timestamps change on every write and say nothing the audit row's own time does not. */
function snapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map(snapshot)
  if (typeof value !== 'object' || value instanceof Date) return value
  const { createdAt: _c, updatedAt: _u, ...rest } = value as Record<string, unknown>
  return withoutSecrets(rest)
}

const auditRow = (actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry) => ({
  actorEmail: typeof actor === 'string' ? actor : actor.email,
  entityType: entry.entityType,
  entityIdentity: entry.entityIdentity,
  action: entry.action,
  before: snapshot(entry.before),
  after: snapshot(entry.after),
})

/**
 * Who changed what: written inside the change's own transaction, so neither exists without the other.
 * The change is published to the live console from here too (live/publish.ts), in the same transaction.
 */
export async function recordAudit(db: Queryable, actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry): Promise<void> {
  await execute(db, insertRow(auditLog, auditRow(actor, entry)))
  await publishAuditedChanges(db, actor, [entry])
}

/** The same row, written through a pool client's open transaction (`inTransaction`). */
export const recordAuditWithClient = (client: Queryable, actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry): Promise<void> =>
  recordAudit(client, actor, entry)

/**
 * Several rows in one statement, through a pool client's open transaction: one change recorded
 * under each thing it touched. One JSON parameter, however many rows.
 */
export async function recordAuditsWithClient(client: Queryable, actor: string | Pick<AuthUser, 'email'>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  const rows = entries.map((entry) => {
    const row = auditRow(actor, entry)
    return {
      actor_email: row.actorEmail,
      entity_type: row.entityType,
      entity_identity: row.entityIdentity,
      action: row.action,
      before: row.before,
      after: row.after,
    }
  })
  await execute(
    client,
    sql`insert into audit_log (actor_email, entity_type, entity_identity, action, before, after)
        select actor_email, entity_type, entity_identity, action, before, after
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(actor_email text, entity_type text, entity_identity text, action text, before jsonb, after jsonb)`,
  )
  await publishAuditedChanges(client, actor, entries)
}
