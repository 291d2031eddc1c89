import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_LIST } from '../common/messages'
import { MAX_PAGE_LIMIT } from '../common/pagination'
import { pageQuerySchema } from '../common/pagination.schema'
import { enumSchema } from '../missions/mission.enums.schema'
import { DUPLICATE_PAIRS_DEFAULT_LIMIT, DUPLICATE_PAIRS_MAX_LIMIT, MERGE_MESSAGES, PIN_KEEPS } from './directory-health'

/** The duplicate pairs of one organization, a page at a time. */
export const duplicatePairsQuerySchema = pageQuerySchema({ defaultLimit: DUPLICATE_PAIRS_DEFAULT_LIMIT, maxLimit: DUPLICATE_PAIRS_MAX_LIMIT }).extend({
  identity: identitySchema,
})
export type DuplicatePairsQuery = z.output<typeof duplicatePairsQuerySchema>

export const pinKeepSchema = enumSchema(PIN_KEEPS)

/** Two stores a merge would join: who survives, who goes. */
export const placePairSchema = z
  .object({ survivorIdentity: identitySchema, duplicateIdentity: identitySchema })
  .refine((pair) => pair.survivorIdentity !== pair.duplicateIdentity, { path: ['duplicateIdentity'], message: MERGE_MESSAGES.samePlace })

/**
 * mergeOrganizationPlaces: the duplicate's pins, store-list rows and responses go to the survivor,
 * which takes what it lacks (store number, name, phone...), and the duplicate is deleted. Where both
 * have a pin in a mission, `keepInMissions` says which pin that mission keeps and `keep` does for
 * the rest; a mission neither covers refuses the merge (409).
 */
export const mergePlacesInputSchema = z
  .object({
    organizationIdentity: identitySchema,
    survivorIdentity: identitySchema,
    duplicateIdentity: identitySchema,
    keep: pinKeepSchema.nullish(),
    keepInMissions: z
      .array(z.object({ missionIdentity: identitySchema, keep: pinKeepSchema }), { error: MUST_BE_LIST })
      .max(MAX_PAGE_LIMIT)
      .nullish(),
  })
  .refine((input) => input.survivorIdentity !== input.duplicateIdentity, { path: ['duplicateIdentity'], message: MERGE_MESSAGES.samePlace })
export type MergePlacesInput = z.output<typeof mergePlacesInputSchema>
