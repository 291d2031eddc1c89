import type { DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import type { Queryable } from '../../db/pg-statement'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import { badRequest, notFound, summarise } from '../../http/errors'
import { deleteMappingRow, findMapping, insertMapping, referenceErrors, updateMappingRow, type MappingValues } from './dashboard-responsibilities.repository'

async function assertReferences(tx: Queryable, body: DashboardMappingBody): Promise<void> {
  const errors = await referenceErrors(tx, body.responsibility_identity, body.sisense_dashboard_id)
  if (Object.keys(errors).length) throw badRequest(summarise(errors), errors)
}

const mappingValues = (body: DashboardMappingBody): MappingValues => ({
  responsibilityIdentity: body.responsibility_identity,
  sisenseDashboardId: body.sisense_dashboard_id,
  isActive: body.is_active,
})

const audit = (action: string, id: number, before: unknown, after: unknown): AuditEntry => ({
  entityType: 'sisense_dashboard_responsibility',
  entityIdentity: String(id),
  action,
  before,
  after,
})

export async function createMapping(deps: AppDeps, actor: string, body: DashboardMappingBody) {
  return inTransaction(deps.pool, async (tx) => {
    await assertReferences(tx, body)
    const id = await insertMapping(tx, mappingValues(body), actor)
    const row = await findMapping(tx, id)
    await recordAudit(tx, actor, audit('createMapping', id, null, row))
    return row!
  })
}

export async function updateMapping(deps: AppDeps, actor: string, id: number, body: DashboardMappingBody) {
  return inTransaction(deps.pool, async (tx) => {
    const before = await findMapping(tx, id)
    if (!before) throw notFound('Mapping')
    await assertReferences(tx, body)
    await updateMappingRow(tx, id, mappingValues(body))
    const after = await findMapping(tx, id)
    await recordAudit(tx, actor, audit('updateMapping', id, before, after))
    return after!
  })
}

/** The mapping table has no soft-delete columns: a deleted mapping is gone, its last state kept in the audit log. */
export async function deleteMapping(deps: AppDeps, actor: string, id: number) {
  return inTransaction(deps.pool, async (tx) => {
    const before = await findMapping(tx, id)
    if (!before) throw notFound('Mapping')
    await deleteMappingRow(tx, id)
    await recordAudit(tx, actor, audit('deleteMapping', id, before, null))
    return before
  })
}
