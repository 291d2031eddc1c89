import { z } from 'zod'
import { INVALID_CHOICE, MUST_BE_BOOLEAN } from '../common/messages'
import { requiredText } from '../common/strings'
import { identitySchema } from '../common/identity.schema'
import { int4Id } from '../common/numbers'

/** 001 §5 Lookup-table forms: every text at most 64. */
export const LOOKUP_TEXT_MAX = 64

const optionalFlag = () => z.boolean({ error: MUST_BE_BOOLEAN }).optional()

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
