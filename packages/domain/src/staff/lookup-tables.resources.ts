import type { ZodObject } from 'zod'
import { responsibilityBodySchema, responsibilityPatchSchema, sisenseCubeBodySchema, sisenseCubePatchSchema, type LookupTable } from './lookup-tables.schema'

/** How a lookup table is written through /admin/lookup_tables (POST, PATCH, DELETE as a soft delete). */
export interface LookupTableWrites {
  /** The body key of one record (001 §7: `responsibility`, `sisense_cube`). */
  wrapper: string
  /** The audit log's entity type, and its actions' suffix (createResponsibility, updateResponsibility). */
  entity: string
  auditName: string
  /** The 404's subject ("Responsibility not found"). */
  notFound: string
  body: ZodObject
  patch: ZodObject
}

/**
 * One admin lookup table, declared once: the server serves it from this (list, create, edit, soft
 * delete, audit) and the console reads and writes it by its name. Columns are named as on the wire
 * and in the database alike (001 §3, snake_case).
 */
export interface LookupTableResource {
  table: LookupTable
  columns: readonly string[]
  /** The column a record is found by in /admin/lookup_tables/{id}: an identity or a whole number. */
  key: 'identity' | 'id'
  orderBy: readonly string[]
  /** Only rows with these flags are served (the dashboards a mapping may use). */
  only?: { is_active?: boolean; is_deleted?: boolean }
  /** The list takes the query's is_active, is_deleted and name filters. */
  filtered?: boolean
  writes?: LookupTableWrites
  access: 'admin'
}

const audited = ['is_active', 'is_deleted', 'created_by', 'updated_by', 'deleted_by', 'created_at', 'updated_at', 'deleted_at'] as const

/** Every table /admin/lookup_tables serves (001 §7); a new lookup table is its schema, this entry and its migration. */
export const lookupTableResources: Record<LookupTable, LookupTableResource> = {
  responsibilities: {
    table: 'responsibilities',
    columns: ['identity', 'name', 'description', ...audited],
    key: 'identity',
    orderBy: ['name', 'id'],
    filtered: true,
    writes: {
      wrapper: 'responsibility',
      entity: 'responsibility',
      auditName: 'Responsibility',
      notFound: 'Responsibility',
      body: responsibilityBodySchema,
      patch: responsibilityPatchSchema,
    },
    access: 'admin',
  },
  sisense_cubes: {
    table: 'sisense_cubes',
    columns: ['id', 'sisense_id', 'name', 'description', 'sisense_cube_type_id', ...audited],
    key: 'id',
    orderBy: ['name', 'id'],
    // The console disables Add Row and edit for cubes; the API still takes them, validated.
    writes: {
      wrapper: 'sisense_cube',
      entity: 'sisense_cube',
      auditName: 'SisenseCube',
      notFound: 'Analytics cube',
      body: sisenseCubeBodySchema,
      patch: sisenseCubePatchSchema,
    },
    access: 'admin',
  },
  // Only active, not-deleted dashboards are offered (001 §3).
  sisense_dashboards: {
    table: 'sisense_dashboards',
    columns: ['id', 'name', 'is_active', 'is_deleted'],
    key: 'id',
    orderBy: ['name', 'id'],
    only: { is_active: true, is_deleted: false },
    access: 'admin',
  },
  // The organization places table names each place's relationship type.
  relationship_types: { table: 'relationship_types', columns: ['id', 'name'], key: 'id', orderBy: ['id'], access: 'admin' },
}
