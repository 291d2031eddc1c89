import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_BOOLEAN, MUST_BE_LIST, REQUIRED } from '../common/messages'
import { DEFAULT_TABLE_PAGE_SIZE, MAX_PAGE_LIMIT } from '../common/pagination'
import { requiredNumber } from '../common/numbers'
import { searchTextSchema } from '../common/search.schema'
import { pinActionSchema, pinAvailabilityFilterSchema, pinRunningFilterSchema } from './mission.enums.schema'

/**
 * Inputs of the pin and deployment-group calls (000 §7). Lists of identities are capped at the
 * 10,000 the console ever loads; "select all N matching" sends the filter instead of the list.
 */
export const MAX_BULK_PINS = MAX_PAGE_LIMIT
export const SELECT_AT_LEAST_ONE_PIN = 'Select at least one pin'
export const tooManyPins = (max: number): string => `Select at most ${max} pins, or select all pins matching the filter`

const identityList = (max: number) =>
  z
    .array(identitySchema, { error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_LIST) })
    .min(1, SELECT_AT_LEAST_ONE_PIN)
    .max(max, tooManyPins(max))

export const actionPinBulkInputSchema = z.object({
  pins: z
    .array(z.object({ identity: identitySchema, action: pinActionSchema }), {
      error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_LIST),
    })
    .min(1, SELECT_AT_LEAST_ONE_PIN)
    .max(MAX_BULK_PINS, tooManyPins(MAX_BULK_PINS)),
})
export type ActionPinBulkInput = z.output<typeof actionPinBulkInputSchema>

export const deletePinsInputSchema = z.object({ identities: identityList(MAX_BULK_PINS) })

/** The Pins tab filter; also what "select all N matching the filter" sends. */
export const missionPinFilterSchema = z.object({
  missionIdentity: identitySchema,
  state: pinAvailabilityFilterSchema.default('ALL'),
  isRunning: pinRunningFilterSchema.default('ALL'),
  deploymentGroupIdentities: z.array(identitySchema, { error: MUST_BE_LIST }).max(MAX_PAGE_LIMIT).default([]),
  /**
   * Store number (from its start), street, city or organization name (anywhere), case-insensitive
   * (docs/domain/missions.md, "Search"); empty or absent: every pin.
   */
  search: searchTextSchema(),
})
export type MissionPinFilter = z.output<typeof missionPinFilterSchema>

const pageFields = {
  page: requiredNumber({ min: 1, integer: true }).default(1),
  limit: requiredNumber({ min: 1, max: MAX_PAGE_LIMIT, integer: true }).default(DEFAULT_TABLE_PAGE_SIZE),
}

export const missionPinsQuerySchema = missionPinFilterSchema.extend(pageFields)
export type MissionPinsQuery = z.output<typeof missionPinsQuerySchema>

const optionalFlag = z.boolean({ error: MUST_BE_BOOLEAN }).nullish()

export const deploymentGroupsQuerySchema = z.object({
  missionIdentity: identitySchema,
  isCapped: optionalFlag,
  isAvailable: optionalFlag,
  ...pageFields,
})
export type DeploymentGroupsQuery = z.output<typeof deploymentGroupsQuerySchema>

export const validateOrgPlacesInputSchema = z.object({
  missionIdentity: identitySchema,
  // Any text is accepted: an ill-formed identity is simply not a valid one.
  orgPlaceIdentities: z.array(z.string({ error: REQUIRED }), { error: MUST_BE_LIST }).max(50_000),
})
