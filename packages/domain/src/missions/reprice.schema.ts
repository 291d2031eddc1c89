import { z } from 'zod'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_WHOLE_NUMBER, NUMBER_ABOVE_ZERO, numberAtMost, REQUIRED } from '../common/messages'
import { INVALID_CSV_CONTENTS, MAX_PIN_PRICE, MAX_REPRICE_ROWS } from './reprice-csv'

/** repricePins input, for the server to check what the browser checked. */
export const repricePinsInputSchema = z.object({
  missionIdentity: identitySchema,
  pins: z
    .array(
      z.object({
        orgPlaceIdentity: identitySchema,
        price: z
          .number({ error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_WHOLE_NUMBER) })
          .int(MUST_BE_WHOLE_NUMBER)
          .min(1, NUMBER_ABOVE_ZERO)
          .max(MAX_PIN_PRICE, numberAtMost(MAX_PIN_PRICE)),
      }),
      { error: INVALID_CSV_CONTENTS },
    )
    .min(1, INVALID_CSV_CONTENTS)
    .max(MAX_REPRICE_ROWS, `At most ${MAX_REPRICE_ROWS} rows can be repriced at once`),
})
export type RepricePinsInput = z.output<typeof repricePinsInputSchema>
