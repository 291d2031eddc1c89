import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { INVALID_NUMBER, MAX_CAP_VALUE, NUMBER_NOT_ABOVE_ZERO } from './group-cap.rules'

/**
 * The server's check of EditGroupCap / EditGroupFrequencyCap: the browser has already stripped
 * non-digits, so anything but a whole number above zero is refused with the same texts.
 */
export const capValueSchema = z
  .number({ error: INVALID_NUMBER })
  .int(INVALID_NUMBER)
  .max(MAX_CAP_VALUE, INVALID_NUMBER)
  .refine((value) => value > 0, NUMBER_NOT_ABOVE_ZERO)

export const editGroupCapInputSchema = z.object({
  missionIdentity: identitySchema,
  identity: identitySchema,
  responseGroupCap: capValueSchema,
})
export const editGroupFrequencyCapInputSchema = z.object({
  missionIdentity: identitySchema,
  identity: identitySchema,
  frequencyCap: capValueSchema,
})
export const deleteDeploymentGroupInputSchema = z.object({ identity: identitySchema })
