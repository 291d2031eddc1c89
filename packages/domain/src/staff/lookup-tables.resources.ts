import { z, type ZodObject } from 'zod'
import { INVALID_CHOICE, MUST_BE_NUMBER, MUST_BE_WHOLE_NUMBER, numberAtLeast, numberAtMost, REQUIRED } from '../common/messages'
import { INT4_MAX } from '../common/numbers'
import { DEFAULT_TABLE_PAGE_SIZE, MAX_PAGE_LIMIT } from '../common/pagination'
import { LOOKUP_TEXT_MAX, responsibilityBodySchema, responsibilityPatchSchema, sisenseCubeBodySchema, sisenseCubePatchSchema } from './lookup-tables.schema'

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
  table: string
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
const declared = {
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
} satisfies Record<string, LookupTableResource>

/** The tables GET /admin/lookup_tables serves (001 §7): the declared ones. */
export type LookupTable = keyof typeof declared
export const lookupTableResources: Record<LookupTable, LookupTableResource> = declared
export const LOOKUP_TABLES = Object.keys(declared) as [LookupTable, ...LookupTable[]]
/** Tables that take POST and PATCH: those that declare their writes. */
export const WRITABLE_LOOKUP_TABLES = LOOKUP_TABLES.filter((table) => lookupTableResources[table].writes) as [LookupTable, ...LookupTable[]]

// Query strings carry flags as text.
const queryFlag = () =>
  z
    .enum(['true', 'false'], { error: INVALID_CHOICE })
    .transform((value) => value === 'true')
    .optional()

// Query strings arrive as text, so the numbers are coerced.
const queryInteger = () => z.coerce.number({ error: MUST_BE_NUMBER }).int(MUST_BE_WHOLE_NUMBER)
const tableName = (tables: [LookupTable, ...LookupTable[]]) => z.enum(tables, { error: (issue) => (issue.input == null ? REQUIRED : INVALID_CHOICE) })

export const lookupTableQuerySchema = z.object({
  page: queryInteger().min(1, numberAtLeast(1)).max(INT4_MAX, numberAtMost(INT4_MAX)).default(1),
  table: tableName(LOOKUP_TABLES),
  // Admin tables open at 10 rows (001 §9); dropdown loads pass their own limit.
  limit: queryInteger().min(1, numberAtLeast(1)).max(MAX_PAGE_LIMIT, numberAtMost(MAX_PAGE_LIMIT)).default(DEFAULT_TABLE_PAGE_SIZE),
  /** The "extra params" of the responsibilities list: filter on the flags, or on part of the name. */
  is_active: queryFlag(),
  is_deleted: queryFlag(),
  name: z.string().trim().max(LOOKUP_TEXT_MAX).optional(),
})
export type LookupTableQuery = z.output<typeof lookupTableQuerySchema>

export const writableTableQuerySchema = z.object({ table: tableName(WRITABLE_LOOKUP_TABLES) })
