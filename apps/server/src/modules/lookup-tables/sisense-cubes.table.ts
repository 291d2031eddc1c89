import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import { asc, count, eq } from 'drizzle-orm'
import { pageOffset } from '@mc/domain'
import { sisenseCubeBodySchema, sisenseCubePatchSchema } from '@mc/domain/staff/lookup-tables.schema'
import { sisenseCubes } from '../../db/schema'
import { notFound } from '../../http/errors'
import { parseInput, parseIntId } from '../../http/validate'
import { deletionColumns, type LookupTableHandler } from './lookup-table'

const columns = {
  id: sisenseCubes.id,
  sisense_id: sisenseCubes.sisenseId,
  name: sisenseCubes.name,
  description: sisenseCubes.description,
  sisense_cube_type_id: sisenseCubes.sisenseCubeTypeId,
  is_active: sisenseCubes.isActive,
  is_deleted: sisenseCubes.isDeleted,
  created_by: sisenseCubes.createdBy,
  updated_by: sisenseCubes.updatedBy,
  deleted_by: sisenseCubes.deletedBy,
  created_at: sisenseCubes.createdAt,
  updated_at: sisenseCubes.updatedAt,
  deleted_at: sisenseCubes.deletedAt,
}

const audit = (action: string, id: number, before: unknown, after: unknown): AuditEntry => ({
  entityType: 'sisense_cube',
  entityIdentity: String(id),
  action,
  before,
  after,
})

/** The console disables Add Row and edit for cubes; the API still takes them, validated. */
export const sisenseCubesTable: LookupTableHandler = {
  wrapper: 'sisense_cube',
  async list(deps, query) {
    const [rows, totals] = await Promise.all([
      deps.db.select(columns).from(sisenseCubes).orderBy(asc(sisenseCubes.name), asc(sisenseCubes.id)).limit(query.limit).offset(pageOffset(query)),
      deps.db.select({ n: count() }).from(sisenseCubes),
    ])
    return { rows, total: Number(totals[0]?.n ?? 0) }
  },
  async create(deps, actor, body) {
    const input = parseInput(sisenseCubeBodySchema, body)
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sisenseCubes)
        .values({
          sisenseId: input.sisense_id,
          name: input.name,
          description: input.description,
          sisenseCubeTypeId: input.sisense_cube_type_id,
          isActive: input.is_active ?? true,
          createdBy: actor.email,
          updatedBy: actor.email,
          ...deletionColumns(input.is_deleted, actor),
        })
        .returning(columns)
      await recordAudit(tx, actor, audit('createSisenseCube', row!.id, null, row))
      return row
    })
  },
  async update(deps, actor, rawId, body) {
    const id = parseIntId(rawId)
    const input = parseInput(sisenseCubePatchSchema, body)
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(sisenseCubes).where(eq(sisenseCubes.id, id))
      if (!before) throw notFound('Analytics cube')
      const [after] = await tx
        .update(sisenseCubes)
        .set({
          ...(input.sisense_id !== undefined ? { sisenseId: input.sisense_id } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.sisense_cube_type_id !== undefined ? { sisenseCubeTypeId: input.sisense_cube_type_id } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...deletionColumns(input.is_deleted, actor),
          updatedBy: actor.email,
          updatedAt: new Date(),
        })
        .where(eq(sisenseCubes.id, id))
        .returning(columns)
      await recordAudit(tx, actor, audit('updateSisenseCube', id, before, after))
      return after
    })
  },
  async remove(deps, actor, id) {
    return this.update!(deps, actor, id, { is_deleted: true })
  },
}
