import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import { pageOffset } from '@mc/domain'
import { sisenseCubeBodySchema, sisenseCubePatchSchema } from '@mc/domain/staff/lookup-tables.schema'
import { notFound } from '../../http/errors'
import { parseInput, parseIntId } from '../../http/validate'
import { deletionColumns, type LookupTableHandler } from './lookup-table'
import { findSisenseCube, insertSisenseCube, listSisenseCubes, updateSisenseCube } from './lookup-tables.repository'

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
  list: (deps, query) => listSisenseCubes(deps.db, { limit: query.limit, offset: pageOffset(query) }),
  async create(deps, actor, body) {
    const input = parseInput(sisenseCubeBodySchema, body)
    return deps.db.transaction(async (tx) => {
      const row = await insertSisenseCube(tx, {
        sisenseId: input.sisense_id,
        name: input.name,
        description: input.description,
        sisenseCubeTypeId: input.sisense_cube_type_id,
        isActive: input.is_active ?? true,
        createdBy: actor.email,
        updatedBy: actor.email,
        ...deletionColumns(input.is_deleted, actor),
      })
      await recordAudit(tx, actor, audit('createSisenseCube', row.id, null, row))
      return row
    })
  },
  async update(deps, actor, rawId, body) {
    const id = parseIntId(rawId)
    const input = parseInput(sisenseCubePatchSchema, body)
    return deps.db.transaction(async (tx) => {
      const before = await findSisenseCube(tx, id)
      if (!before) throw notFound('Analytics cube')
      const after = await updateSisenseCube(tx, id, {
        ...(input.sisense_id !== undefined ? { sisenseId: input.sisense_id } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.sisense_cube_type_id !== undefined ? { sisenseCubeTypeId: input.sisense_cube_type_id } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...deletionColumns(input.is_deleted, actor),
        updatedBy: actor.email,
        updatedAt: new Date(),
      })
      await recordAudit(tx, actor, audit('updateSisenseCube', id, before, after))
      return after
    })
  },
  async remove(deps, actor, id) {
    return this.update!(deps, actor, id, { is_deleted: true })
  },
}
