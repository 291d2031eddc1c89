import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_BOOLEAN, MUST_BE_LIST, MUST_BE_NUMBER, MUST_BE_TEXT, MUST_BE_WHOLE_NUMBER, numberAtLeast, numberAtMost, tooLong } from '../common/messages'
import { INT4_MAX } from '../common/numbers'
import { requiredText } from '../common/strings'
import { conflictingGroupCaps, NO_STORE_ROWS, TOO_MANY_STORE_ROWS } from './store-list.messages'
import { findConflictingGroupCaps, MAX_STORE_ROWS } from './store-list-file'
import { checkPostalCode, FIRST_ROW_NUMBER, invalidGroupCap, missingColumns, missingValues } from './store-list-row'
import type { UploadRow } from './store-list-row'
import type { StoreListColumn } from './store-list.columns'
import { checkCoordinates } from './store-list-coordinates'

export const STORE_LIST_NAME_MAX = 255
/**
 * Ours: a cell of the template (a name, an address line, an id) is at most 255 characters. Cells
 * become organization, group and address values that are indexed, and none is that long.
 */
export const STORE_CELL_MAX = 255

const optionalText = () =>
  z
    .string({ error: MUST_BE_TEXT })
    .trim()
    .max(STORE_CELL_MAX, tooLong(STORE_CELL_MAX))
    .nullish()
    .transform((value) => (value ? value : null))
const optionalNumber = (notANumber = MUST_BE_NUMBER) =>
  z
    .number({ error: notANumber })
    .nullish()
    .transform((value) => value ?? null)

// Payload field ↔ upload column, so the row rules (written per column) report on payload paths.
const FIELD_OF_COLUMN = {
  wiser_mission_id: 'wiserMissionId',
  group_name: 'groupName',
  group_cap: 'groupCap',
  wiser_store_id: 'wiserStoreId',
  org_name: 'organizationName',
  store_number: 'storeNumber',
  street_address: 'streetAddress',
  city: 'city',
  state: 'state',
  postal_code: 'postalCode',
  country: 'country',
  pin_active: 'pinIsRunning',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<StoreListColumn, keyof UploadRow>

/**
 * One row of createMissionDeployTemplate, checked on the server with the same rules, and in the
 * same words, as the browser's check of the file (store-list-row.ts). A blank required value is
 * not refused by its type but by the row rule, so it reads 'Missing required value(s): …' as in
 * the console. Messages carry no 'Row N: ' here: the list's refusal adds the row's own number
 * (store-list-refusal.ts). A message about one column is on that field; one about several on the row.
 */
export const uploadRowSchema = z
  .object({
    rowNumber: z
      .number({ error: MUST_BE_WHOLE_NUMBER })
      .int(MUST_BE_WHOLE_NUMBER)
      .min(FIRST_ROW_NUMBER, numberAtLeast(FIRST_ROW_NUMBER))
      .max(INT4_MAX, numberAtMost(INT4_MAX)),
    wiserMissionId: optionalText(),
    groupName: optionalText(),
    groupCap: optionalNumber(MUST_BE_WHOLE_NUMBER),
    pinIsRunning: z.boolean({ error: MUST_BE_BOOLEAN }),
    wiserStoreId: optionalText(),
    organizationName: optionalText(),
    storeNumber: optionalText(),
    streetAddress: optionalText(),
    city: optionalText(),
    state: optionalText(),
    postalCode: optionalText(),
    country: optionalText(),
    latitude: optionalNumber(),
    longitude: optionalNumber(),
  })
  .superRefine((row, ctx) => {
    const present = (value: string | null) => (value ? value : undefined)
    const missing = missingColumns({
      wiser_mission_id: present(row.wiserMissionId),
      group_name: present(row.groupName),
      group_cap: row.groupCap === null ? undefined : String(row.groupCap),
      wiser_store_id: present(row.wiserStoreId),
      org_name: present(row.organizationName),
      street_address: present(row.streetAddress),
      city: present(row.city),
      state: present(row.state),
      country: present(row.country),
    })
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: missingValues(missing), path: missing.length === 1 ? [FIELD_OF_COLUMN[missing[0]!]] : [] })
    if (row.groupCap !== null && (!Number.isSafeInteger(row.groupCap) || row.groupCap <= 0 || row.groupCap > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: invalidGroupCap(String(row.groupCap)), path: ['groupCap'] })
    }
    if (row.postalCode && row.country) {
      const checked = checkPostalCode(row.country, row.postalCode)
      if (checked.error) ctx.addIssue({ code: 'custom', message: checked.error, path: ['postalCode'] })
    }
    for (const problem of checkCoordinates(row.latitude, row.longitude).problems) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: [FIELD_OF_COLUMN[problem.column]] })
    }
  })
  // The refinement has made sure the required values are there. The browser already pads 4-digit
  // US zips; a client that did not gets the same tolerance here.
  .transform((row) => ({
    ...row,
    wiserMissionId: row.wiserMissionId ?? '',
    groupName: row.groupName ?? '',
    groupCap: row.groupCap ?? 0,
    postalCode: row.postalCode && row.country ? checkPostalCode(row.country, row.postalCode).postalCode : row.postalCode,
  }))

export type UploadRowInput = z.input<typeof uploadRowSchema>

export const createMissionDeployTemplateInputSchema = z
  .object({
    name: requiredText(STORE_LIST_NAME_MAX),
    campaignIdentity: identitySchema,
    rows: z
      .array(uploadRowSchema, { error: (issue) => (issue.input == null ? NO_STORE_ROWS : MUST_BE_LIST) })
      .min(1, NO_STORE_ROWS)
      .max(MAX_STORE_ROWS, TOO_MANY_STORE_ROWS),
  })
  .superRefine((input, ctx) => {
    for (const group of findConflictingGroupCaps(input.rows)) {
      ctx.addIssue({ code: 'custom', message: conflictingGroupCaps(group), path: ['rows'] })
    }
  })

export type CreateMissionDeployTemplateInput = z.output<typeof createMissionDeployTemplateInputSchema>
