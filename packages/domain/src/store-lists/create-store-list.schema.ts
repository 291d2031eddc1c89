import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_BOOLEAN, MUST_BE_LIST, MUST_BE_TEXT, MUST_BE_WHOLE_NUMBER, numberAtLeast, numberAtMost, REQUIRED, tooLong } from '../common/messages'
import { INT4_MAX } from '../common/numbers'
import { requiredText } from '../common/strings'
import { conflictingGroupCaps, NO_STORE_ROWS, TOO_MANY_STORE_ROWS } from './store-list.messages'
import { findConflictingGroupCaps, MAX_STORE_ROWS } from './store-list-file'
import { checkPostalCode, FIRST_ROW_NUMBER, invalidGroupCap, missingColumns } from './store-list-row'
import type { UploadRow } from './store-list-row'

export const STORE_LIST_NAME_MAX = 255
/**
 * Ours: a cell of the template (a name, an address line, an id) is at most 255 characters. Cells
 * become organization, group and address values that are indexed, and none is that long.
 */
export const STORE_CELL_MAX = 255

const text = () =>
  z
    .string({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_TEXT) })
    .trim()
    .max(STORE_CELL_MAX, tooLong(STORE_CELL_MAX))
const optionalText = () =>
  z
    .string({ error: MUST_BE_TEXT })
    .trim()
    .max(STORE_CELL_MAX, tooLong(STORE_CELL_MAX))
    .nullish()
    .transform((value) => (value ? value : null))

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
} as const satisfies Record<string, keyof UploadRow>

/**
 * One row of createMissionDeployTemplate, checked on the server with the
 * same rules the browser ran on the file (store-list-row.ts).
 */
export const uploadRowSchema = z
  .object({
    rowNumber: z
      .number({ error: MUST_BE_WHOLE_NUMBER })
      .int(MUST_BE_WHOLE_NUMBER)
      .min(FIRST_ROW_NUMBER, numberAtLeast(FIRST_ROW_NUMBER))
      .max(INT4_MAX, numberAtMost(INT4_MAX)),
    wiserMissionId: text(),
    groupName: text(),
    groupCap: z.number({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_WHOLE_NUMBER) }),
    pinIsRunning: z.boolean({ error: MUST_BE_BOOLEAN }),
    wiserStoreId: optionalText(),
    organizationName: optionalText(),
    storeNumber: optionalText(),
    streetAddress: optionalText(),
    city: optionalText(),
    state: optionalText(),
    postalCode: optionalText(),
    country: optionalText(),
  })
  .superRefine((row, ctx) => {
    const present = (value: string | null) => (value ? value : undefined)
    const missing = missingColumns({
      wiser_mission_id: present(row.wiserMissionId),
      group_name: present(row.groupName),
      group_cap: row.groupCap > 0 ? String(row.groupCap) : undefined,
      wiser_store_id: present(row.wiserStoreId),
      org_name: present(row.organizationName),
      street_address: present(row.streetAddress),
      city: present(row.city),
      state: present(row.state),
      country: present(row.country),
    })
    for (const column of missing) {
      if (column !== 'group_cap') ctx.addIssue({ code: 'custom', message: REQUIRED, path: [FIELD_OF_COLUMN[column]] })
    }
    if (!Number.isSafeInteger(row.groupCap) || row.groupCap <= 0 || row.groupCap > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message: invalidGroupCap(String(row.groupCap)), path: ['groupCap'] })
    }
    if (row.postalCode && row.country) {
      const checked = checkPostalCode(row.country, row.postalCode)
      if (checked.error) ctx.addIssue({ code: 'custom', message: checked.error, path: ['postalCode'] })
    }
  })
  // The browser already pads 4-digit US zips; a client that did not gets the same tolerance here.
  .transform((row) => (row.postalCode && row.country ? { ...row, postalCode: checkPostalCode(row.country, row.postalCode).postalCode } : row))

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
