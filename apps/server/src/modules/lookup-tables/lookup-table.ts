import type { LookupTableQuery } from '@mc/domain/staff/lookup-tables.schema'
import type { AppDeps } from '../../app-deps'

/** Who is writing: created_by / updated_by / deleted_by take the signed-in user's e-mail. */
export interface Actor {
  email: string
}

/**
 * One admin lookup table behind GET/POST/PATCH/DELETE /admin/lookup_tables?table=<name>.
 * `wrapper` is the body key of one record (001 §7: responsibility, sisense_cube); lists answer
 * under the table's own name.
 */
export interface LookupTableHandler {
  wrapper?: string
  list(deps: AppDeps, query: LookupTableQuery): Promise<{ rows: unknown[]; total: number }>
  create?(deps: AppDeps, actor: Actor, body: unknown): Promise<unknown>
  update?(deps: AppDeps, actor: Actor, id: string, body: unknown): Promise<unknown>
  /** Soft delete: is_deleted and deleted_at/deleted_by are set, the row stays. */
  remove?(deps: AppDeps, actor: Actor, id: string): Promise<unknown>
}

/** Sets or clears the soft-delete columns when a write changes is_deleted. */
export function deletionColumns(isDeleted: boolean | undefined, actor: Actor) {
  if (isDeleted === undefined) return {}
  return isDeleted ? { isDeleted: true, deletedAt: new Date(), deletedBy: actor.email } : { isDeleted: false, deletedAt: null, deletedBy: null }
}
