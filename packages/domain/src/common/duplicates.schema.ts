import { z } from 'zod'
import { DUPLICATE_CHECK_TEXT_MAX } from './duplicates.rules'
import { identitySchema } from './identity.schema'
import { MUST_BE_TEXT, tooLong } from './messages'

const checkedText = () => z.string({ error: MUST_BE_TEXT }).max(DUPLICATE_CHECK_TEXT_MAX, tooLong(DUPLICATE_CHECK_TEXT_MAX)).optional()

/**
 * The query of GET /api/duplicates/{kind}: what a form has typed so far. `except` is the record
 * being edited (it never collides with itself); `customer` / `campaign` scope a campaign's or a
 * mission's name.
 */
export const customerDuplicatesQuerySchema = z.object({
  name: checkedText(),
  salesforce_customer_id: checkedText(),
  except: identitySchema.optional(),
})

export const campaignDuplicatesQuerySchema = z.object({
  customer: identitySchema,
  name: checkedText(),
  except: identitySchema.optional(),
})

export const missionDuplicatesQuerySchema = z.object({
  campaign: identitySchema,
  name: checkedText(),
  except: identitySchema.optional(),
})
