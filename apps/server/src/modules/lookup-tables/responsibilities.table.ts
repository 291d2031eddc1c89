import { pageOffset } from '@mc/domain'
import { responsibilityBodySchema, responsibilityPatchSchema } from '@mc/domain/staff/lookup-tables.schema'
import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import type { AppDeps } from '../../app-deps'
import { notFound } from '../../http/errors'
import { parseIdentity, parseInput } from '../../http/validate'
import { deletionColumns, type LookupTableHandler } from './lookup-table'
import { findResponsibility, insertResponsibility, listResponsibilities, updateResponsibility } from './lookup-tables.repository'

const audit = (action: string, identity: string, before: unknown, after: unknown): AuditEntry => ({
  entityType: 'responsibility',
  entityIdentity: identity,
  action,
  before,
  after,
})

export const responsibilitiesTable: LookupTableHandler = {
  wrapper: 'responsibility',
  list: (deps: AppDeps, query) =>
    listResponsibilities(
      deps.db,
      { isActive: query.is_active, isDeleted: query.is_deleted, name: query.name },
      { limit: query.limit, offset: pageOffset(query) },
    ),
  async create(deps, actor, body) {
    const input = parseInput(responsibilityBodySchema, body)
    return deps.db.transaction(async (tx) => {
      const row = await insertResponsibility(tx, {
        name: input.name,
        description: input.description,
        isActive: input.is_active ?? true,
        createdBy: actor.email,
        updatedBy: actor.email,
        ...deletionColumns(input.is_deleted, actor),
      })
      await recordAudit(tx, actor, audit('createResponsibility', row.identity, null, row))
      return row
    })
  },
  async update(deps, actor, identity, body) {
    parseIdentity(identity, 'id')
    const input = parseInput(responsibilityPatchSchema, body)
    return deps.db.transaction(async (tx) => {
      const before = await findResponsibility(tx, identity)
      if (!before) throw notFound('Responsibility')
      const after = await updateResponsibility(tx, identity, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...deletionColumns(input.is_deleted, actor),
        updatedBy: actor.email,
        updatedAt: new Date(),
      })
      await recordAudit(tx, actor, audit('updateResponsibility', identity, before, after))
      return after
    })
  },
  async remove(deps, actor, identity) {
    return this.update!(deps, actor, identity, { is_deleted: true })
  },
}
