import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm'
import { pageOffset } from '@mc/domain'
import { responsibilityBodySchema, responsibilityPatchSchema, type LookupTableQuery } from '@mc/domain/staff/lookup-tables.schema'
import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import type { AppDeps } from '../../app-deps'
import { responsibilities } from '../../db/schema'
import { notFound } from '../../http/errors'
import { parseIdentity, parseInput } from '../../http/validate'
import { deletionColumns, type LookupTableHandler } from './lookup-table'

// The wire names of 001 §3 (snake_case), straight from the columns.
const columns = {
  identity: responsibilities.identity,
  name: responsibilities.name,
  description: responsibilities.description,
  is_active: responsibilities.isActive,
  is_deleted: responsibilities.isDeleted,
  created_by: responsibilities.createdBy,
  updated_by: responsibilities.updatedBy,
  deleted_by: responsibilities.deletedBy,
  created_at: responsibilities.createdAt,
  updated_at: responsibilities.updatedAt,
  deleted_at: responsibilities.deletedAt,
}

function filters(query: LookupTableQuery): SQL | undefined {
  const escaped = query.name?.replace(/[\\%_]/g, (char) => `\\${char}`)
  return and(
    query.is_active === undefined ? undefined : eq(responsibilities.isActive, query.is_active),
    query.is_deleted === undefined ? undefined : eq(responsibilities.isDeleted, query.is_deleted),
    escaped ? ilike(responsibilities.name, `%${escaped}%`) : undefined,
  )
}

const audit = (action: string, identity: string, before: unknown, after: unknown): AuditEntry => ({
  entityType: 'responsibility',
  entityIdentity: identity,
  action,
  before,
  after,
})

export const responsibilitiesTable: LookupTableHandler = {
  wrapper: 'responsibility',
  async list(deps: AppDeps, query) {
    const where = filters(query)
    const [rows, totals] = await Promise.all([
      deps.db
        .select(columns)
        .from(responsibilities)
        .where(where)
        .orderBy(asc(responsibilities.name), asc(responsibilities.id))
        .limit(query.limit)
        .offset(pageOffset(query)),
      deps.db.select({ n: count() }).from(responsibilities).where(where),
    ])
    return { rows, total: Number(totals[0]?.n ?? 0) }
  },
  async create(deps, actor, body) {
    const input = parseInput(responsibilityBodySchema, body)
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(responsibilities)
        .values({
          name: input.name,
          description: input.description,
          isActive: input.is_active ?? true,
          createdBy: actor.email,
          updatedBy: actor.email,
          ...deletionColumns(input.is_deleted, actor),
        })
        .returning(columns)
      await recordAudit(tx, actor, audit('createResponsibility', row!.identity, null, row))
      return row
    })
  },
  async update(deps, actor, identity, body) {
    parseIdentity(identity, 'id')
    const input = parseInput(responsibilityPatchSchema, body)
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(responsibilities).where(eq(responsibilities.identity, identity))
      if (!before) throw notFound('Responsibility')
      const [after] = await tx
        .update(responsibilities)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...deletionColumns(input.is_deleted, actor),
          updatedBy: actor.email,
          updatedAt: new Date(),
        })
        .where(eq(responsibilities.identity, identity))
        .returning(columns)
      await recordAudit(tx, actor, audit('updateResponsibility', identity, before, after))
      return after
    })
  },
  async remove(deps, actor, identity) {
    return this.update!(deps, actor, identity, { is_deleted: true })
  },
}
