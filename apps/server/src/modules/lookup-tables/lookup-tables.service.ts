import { pageOffset } from '@mc/domain'
import type { LookupTableQuery, LookupTableResource, LookupTableWrites } from '@mc/domain/staff/lookup-tables.resources'
import { recordAuditWithClient } from '../../audit/record-audit'
import type { AppDeps } from '../../app-deps'
import { inTransaction } from '../../db/transaction'
import { notFound } from '../../http/errors'
import { parseIdentity, parseInput, parseIntId } from '../../http/validate'
import { findLookupRow, insertLookupRow, listLookupRows, updateLookupRow, type LookupRow } from './lookup-tables.repository'

/** Who is writing: created_by / updated_by / deleted_by take the signed-in user's e-mail. */
export interface Actor {
  email: string
}

/** Sets or clears the soft-delete columns when a write changes is_deleted. */
function deletionColumns(isDeleted: unknown, actor: Actor): LookupRow {
  if (isDeleted === undefined) return {}
  return isDeleted ? { is_deleted: true, deleted_at: new Date(), deleted_by: actor.email } : { is_deleted: false, deleted_at: null, deleted_by: null }
}

const keyOf = (resource: LookupTableResource, raw: string) => (resource.key === 'identity' ? parseIdentity(raw, 'id') : parseIntId(raw))

const audit = (writes: LookupTableWrites, action: 'create' | 'update', key: string | number, before: unknown, after: unknown) => ({
  entityType: writes.entity,
  entityIdentity: String(key),
  action: `${action}${writes.auditName}`,
  before,
  after,
})

export function listLookupTable(deps: AppDeps, resource: LookupTableResource, query: LookupTableQuery) {
  return listLookupRows(deps.pool, resource, query, { limit: query.limit, offset: pageOffset(query) })
}

/** A new record from the declared body schema, with the audit columns of the actor. */
export function createLookupRow(deps: AppDeps, actor: Actor, resource: LookupTableResource, writes: LookupTableWrites, body: unknown) {
  const { is_deleted: isDeleted, ...input } = parseInput(writes.body, body) as LookupRow
  return inTransaction(deps.pool, async (client) => {
    const row = await insertLookupRow(client, resource, {
      ...input,
      is_active: input.is_active ?? true,
      created_by: actor.email,
      updated_by: actor.email,
      ...deletionColumns(isDeleted, actor),
    })
    await recordAuditWithClient(client, actor, audit(writes, 'create', row[resource.key] as string | number, null, row))
    return row
  })
}

/** The fields the patch gives; 404 when the record is not there. */
export function updateLookupTableRow(deps: AppDeps, actor: Actor, resource: LookupTableResource, writes: LookupTableWrites, rawKey: string, body: unknown) {
  const key = keyOf(resource, rawKey)
  const { is_deleted: isDeleted, ...input } = parseInput(writes.patch, body) as LookupRow
  return inTransaction(deps.pool, async (client) => {
    const before = await findLookupRow(client, resource, key)
    if (!before) throw notFound(writes.notFound)
    const after = await updateLookupRow(client, resource, key, { ...input, ...deletionColumns(isDeleted, actor), updated_by: actor.email })
    await recordAuditWithClient(client, actor, audit(writes, 'update', key, before, after))
    return after
  })
}

/** Soft delete: is_deleted and deleted_at/deleted_by are set, the row stays. */
export const removeLookupRow = (deps: AppDeps, actor: Actor, resource: LookupTableResource, writes: LookupTableWrites, rawKey: string) =>
  updateLookupTableRow(deps, actor, resource, writes, rawKey, { is_deleted: true })
