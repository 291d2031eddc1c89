import type pg from 'pg'
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

const auditRow = (actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry) => ({
  actorEmail: typeof actor === 'string' ? actor : actor.email,
  entityType: entry.entityType,
  entityIdentity: entry.entityIdentity,
  action: entry.action,
  before: snapshot(entry.before),
  after: snapshot(entry.after),
})

/** Who changed what: written inside the change's own transaction, so neither exists without the other. */
export async function recordAudit(db: AuditWriter, actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry))
}

/** The same row, written through a pool client's open transaction (`inTransaction`). */
export async function recordAuditWithClient(client: pg.ClientBase, actor: string | Pick<AuthUser, 'email'>, entry: AuditEntry): Promise<void> {
  const row = auditRow(actor, entry)
  await client.query(`insert into audit_log (actor_email, entity_type, entity_identity, action, before, after) values ($1, $2, $3, $4, $5, $6)`, [
    row.actorEmail,
    row.entityType,
    row.entityIdentity,
    row.action,
    row.before === null ? null : JSON.stringify(row.before),
    row.after === null ? null : JSON.stringify(row.after),
  ])
}

/** Several rows in one statement, through a pool client's open transaction: one change recorded under each thing it touched. */
export async function recordAuditsWithClient(client: pg.ClientBase, actor: string | Pick<AuthUser, 'email'>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  const rows = entries.map((entry) => auditRow(actor, entry))
  await client.query(
    `insert into audit_log (actor_email, entity_type, entity_identity, action, before, after)
     select actor_email, entity_type, entity_identity, action, before, after
       from jsonb_to_recordset($1::jsonb) as r(actor_email text, entity_type text, entity_identity text, action text, before jsonb, after jsonb)`,
    [
      JSON.stringify(
        rows.map((row) => ({
          actor_email: row.actorEmail,
          entity_type: row.entityType,
          entity_identity: row.entityIdentity,
          action: row.action,
          before: row.before,
          after: row.after,
        })),
      ),
    ],
  )
}
