import { eq } from 'drizzle-orm'
import type { DashboardMappingBody } from '@mc/domain/staff/lookup-tables.schema'
import { recordAudit, type AuditEntry } from '../../audit/record-audit'
import type { AppDeps } from '../../app-deps'
import { sisenseDashboardResponsibilities as mappings } from '../../db/schema'
import { badRequest, notFound, summarise } from '../../http/errors'
import { findMapping, referenceErrors } from './dashboard-responsibilities.repository'

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0]

async function assertReferences(tx: Tx, body: DashboardMappingBody): Promise<void> {
  const errors = await referenceErrors(tx, body.responsibility_identity, body.sisense_dashboard_id)
  if (Object.keys(errors).length) throw badRequest(summarise(errors), errors)
}

const audit = (action: string, id: number, before: unknown, after: unknown): AuditEntry => ({
  entityType: 'sisense_dashboard_responsibility',
  entityIdentity: String(id),
  action,
  before,
  after,
})

export async function createMapping(deps: AppDeps, actor: string, body: DashboardMappingBody) {
  return deps.db.transaction(async (tx) => {
    await assertReferences(tx, body)
    const [created] = await tx
      .insert(mappings)
      .values({
        responsibilityIdentity: body.responsibility_identity,
        sisenseDashboardId: body.sisense_dashboard_id,
        isActive: body.is_active,
        createdBy: actor,
      })
      .returning({ id: mappings.id })
    const row = await findMapping(tx, created!.id)
    await recordAudit(tx, actor, audit('createMapping', created!.id, null, row))
    return row!
  })
}

export async function updateMapping(deps: AppDeps, actor: string, id: number, body: DashboardMappingBody) {
  return deps.db.transaction(async (tx) => {
    const before = await findMapping(tx, id)
    if (!before) throw notFound('Mapping')
    await assertReferences(tx, body)
    await tx
      .update(mappings)
      .set({ responsibilityIdentity: body.responsibility_identity, sisenseDashboardId: body.sisense_dashboard_id, isActive: body.is_active })
      .where(eq(mappings.id, id))
    const after = await findMapping(tx, id)
    await recordAudit(tx, actor, audit('updateMapping', id, before, after))
    return after!
  })
}

/** The mapping table has no soft-delete columns: a deleted mapping is gone, its last state kept in the audit log. */
export async function deleteMapping(deps: AppDeps, actor: string, id: number) {
  return deps.db.transaction(async (tx) => {
    const before = await findMapping(tx, id)
    if (!before) throw notFound('Mapping')
    await tx.delete(mappings).where(eq(mappings.id, id))
    await recordAudit(tx, actor, audit('deleteMapping', id, before, null))
    return before
  })
}
