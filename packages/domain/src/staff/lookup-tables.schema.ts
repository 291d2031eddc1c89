import { z } from 'zod'
import { INVALID_CHOICE, MUST_BE_BOOLEAN, MUST_BE_NUMBER, MUST_BE_WHOLE_NUMBER, REQUIRED } from '../common/messages'
import { requiredText } from '../common/strings'
import { identitySchema } from '../common/identity.schema'
import { INT4_MAX, int4Id } from '../common/numbers'
import { DEFAULT_TABLE_PAGE_SIZE, MAX_PAGE_LIMIT } from '../common/pagination'
import { numberAtLeast, numberAtMost } from '../common/messages'

/** 001 §5 Lookup-table forms: every text at most 64. */
export const LOOKUP_TEXT_MAX = 64

/** The tables GET /admin/lookup_tables serves (001 §7). */
export const LOOKUP_TABLES = ['responsibilities', 'sisense_cubes', 'sisense_dashboards', 'relationship_types'] as const
export type LookupTable = (typeof LOOKUP_TABLES)[number]
/** Tables that take POST and PATCH. */
export const WRITABLE_LOOKUP_TABLES = ['responsibilities', 'sisense_cubes'] as const
export type WritableLookupTable = (typeof WRITABLE_LOOKUP_TABLES)[number]

const optionalFlag = () => z.boolean({ error: MUST_BE_BOOLEAN }).optional()
// Query strings carry flags as text.
const queryFlag = () =>
  z
    .enum(['true', 'false'], { error: INVALID_CHOICE })
    .transform((value) => value === 'true')
    .optional()

// Query strings arrive as text, so the numbers are coerced.
const queryInteger = () => z.coerce.number({ error: MUST_BE_NUMBER }).int(MUST_BE_WHOLE_NUMBER)

export const lookupTableQuerySchema = z.object({
  page: queryInteger().min(1, numberAtLeast(1)).max(INT4_MAX, numberAtMost(INT4_MAX)).default(1),
  table: z.enum(LOOKUP_TABLES, { error: (issue) => (issue.input == null ? REQUIRED : INVALID_CHOICE) }),
  // Admin tables open at 10 rows (001 §9); dropdown loads pass their own limit.
  limit: queryInteger().min(1, numberAtLeast(1)).max(MAX_PAGE_LIMIT, numberAtMost(MAX_PAGE_LIMIT)).default(DEFAULT_TABLE_PAGE_SIZE),
  /** The "extra params" of the responsibilities list: filter on the flags, or on part of the name. */
  is_active: queryFlag(),
  is_deleted: queryFlag(),
  name: z.string().trim().max(LOOKUP_TEXT_MAX).optional(),
})
export type LookupTableQuery = z.output<typeof lookupTableQuerySchema>

export const writableTableQuerySchema = z.object({
  table: z.enum(WRITABLE_LOOKUP_TABLES, { error: (issue) => (issue.input == null ? REQUIRED : INVALID_CHOICE) }),
})

/** Body wrapper `responsibility` of POST / PATCH /admin/lookup_tables?table=responsibilities. */
export const responsibilityBodySchema = z.object({
  name: requiredText(LOOKUP_TEXT_MAX),
  description: requiredText(LOOKUP_TEXT_MAX),
  is_active: optionalFlag(),
  is_deleted: optionalFlag(),
})
export type ResponsibilityBody = z.output<typeof responsibilityBodySchema>
export const responsibilityPatchSchema = responsibilityBodySchema.partial()
export type ResponsibilityPatch = z.output<typeof responsibilityPatchSchema>

/** 001 §3: sisense_cube_type_id 1 is Production, 6 otherwise. */
export const CUBE_TYPE_PRODUCTION = 1
export const CUBE_TYPE_OTHER = 6
export const cubeTypeLabel = (typeId: number): string => (typeId === CUBE_TYPE_PRODUCTION ? 'Production' : 'Unknown')

/** Body wrapper `sisense_cube`; the form's Production checkbox picks the type. */
export const sisenseCubeBodySchema = z.object({
  sisense_id: requiredText(LOOKUP_TEXT_MAX),
  name: requiredText(LOOKUP_TEXT_MAX),
  description: requiredText(LOOKUP_TEXT_MAX),
  sisense_cube_type_id: z.union([z.literal(CUBE_TYPE_PRODUCTION), z.literal(CUBE_TYPE_OTHER)], { error: INVALID_CHOICE }).default(CUBE_TYPE_PRODUCTION),
  is_active: optionalFlag(),
  is_deleted: optionalFlag(),
})
export type SisenseCubeBody = z.output<typeof sisenseCubeBodySchema>
export const sisenseCubePatchSchema = z.object({
  sisense_id: requiredText(LOOKUP_TEXT_MAX).optional(),
  name: requiredText(LOOKUP_TEXT_MAX).optional(),
  description: requiredText(LOOKUP_TEXT_MAX).optional(),
  sisense_cube_type_id: z.union([z.literal(CUBE_TYPE_PRODUCTION), z.literal(CUBE_TYPE_OTHER)], { error: INVALID_CHOICE }).optional(),
  is_active: optionalFlag(),
  is_deleted: optionalFlag(),
})
export type SisenseCubePatch = z.output<typeof sisenseCubePatchSchema>

const dashboardId = () => int4Id({ minMessage: INVALID_CHOICE })

/** Body wrapper `sisense_dashboard_responsibility`: responsibility and dashboard both required. */
export const dashboardMappingBodySchema = z.object({
  responsibility_identity: identitySchema,
  sisense_dashboard_id: dashboardId(),
  is_active: z.boolean({ error: MUST_BE_BOOLEAN }).default(true),
})
export type DashboardMappingBody = z.output<typeof dashboardMappingBodySchema>

/** Toasts of 001 §8 and the table texts of 001 §2. */
export const lookupMessages = {
  mappingCreated: 'Successfully created Mapping',
  mappingUpdated: 'Successfully updated Mapping',
  mappingDeleted: 'Successfully deleted Mapping',
  mappingCreateFailed: 'Failed to create Mapping',
  mappingUpdateFailed: 'Failed to update Mapping',
  mappingDeleteFailed: 'Failed to delete Mapping',
  responsibilityCreated: (name: string) => `Successfully Created ${name}`,
  responsibilityEdited: (name: string) => `Successfully Edited ${name}`,
  responsibilityCreateFailed: (name: string) => `Failed to Create ${name}`,
  responsibilityEditFailed: (name: string) => `Failed to Edit ${name}`,
  cubeCreated: 'Successfully Created',
  cubeUpdated: 'Successfully Updated',
  cubeCreateFailed: 'Failed to Create',
  cubeUpdateFailed: 'Failed to Update',
  confirmDelete: 'Are you sure you want to delete this?',
  unavailableResponsibility: 'Unavailable Responsibility',
  unavailableDashboard: 'Unavailable Sisense Dashboard',
  createMappingButton: 'Create Sisense Dashboard Responsibility',
}
