import { sql, type SQL } from 'drizzle-orm'
import type { AuditEntryView, AuditFilters } from '@mc/domain/audit/audit.schema'
import { execute, queryRow, queryRows, type Queryable } from '../../db/pg-statement'

const COLUMNS = sql`id::int as "id", actor_email as "actorEmail", entity_type as "entityType", entity_identity as "entityIdentity",
  action, before, after, created_at as "createdAt"`

// A pattern's % and _ are the user's letters, not wildcards.
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The filters as one predicate: a part of the actor's e-mail or the action (any case), the entity type, UTC days with both ends included. */
function matching(filters: AuditFilters): SQL {
  const parts: SQL[] = [sql`true`]
  if (filters.actor) parts.push(sql`actor_email ilike ${contains(filters.actor)}`)
  if (filters.entityType) parts.push(sql`entity_type = ${filters.entityType}`)
  if (filters.action) parts.push(sql`action ilike ${contains(filters.action)}`)
  if (filters.from) parts.push(sql`created_at >= (${filters.from}::date)::timestamp at time zone 'UTC'`)
  if (filters.to) parts.push(sql`created_at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`)
  return sql.join(parts, sql` and `)
}

/** One page of entries, newest first, and how many match. */
export async function listAuditEntries(db: Queryable, filters: AuditFilters, page: { limit: number; offset: number }) {
  const where = matching(filters)
  const [rows, total] = await Promise.all([
    queryRows<AuditEntryView>(db, sql`select ${COLUMNS} from audit_log where ${where} order by id desc limit ${page.limit} offset ${page.offset}`),
    queryRow<{ n: number }>(db, sql`select count(*)::int as n from audit_log where ${where}`),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** At most `limit` matching entries, newest first, and whether more matched (read one further). */
export async function exportAuditEntries(db: Queryable, filters: AuditFilters, limit: number): Promise<{ rows: AuditEntryView[]; truncated: boolean }> {
  const rows = await queryRows<AuditEntryView>(db, sql`select ${COLUMNS} from audit_log where ${matching(filters)} order by id desc limit ${limit + 1}`)
  return { rows: rows.slice(0, limit), truncated: rows.length > limit }
}

/** Removes entries of the given types older than `days` days; answers how many went. */
export function pruneAuditEntries(db: Queryable, entityTypes: readonly string[], days: number): Promise<number> {
  return execute(
    db,
    sql`delete from audit_log where entity_type = any(${sql.param([...entityTypes])}::text[]) and created_at < now() - make_interval(days => ${days})`,
  )
}
