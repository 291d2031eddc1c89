import { z } from 'zod'
import { NUMBER_ABOVE_ZERO, numberAtLeast } from '../common/messages'
import { requiredNumber } from '../common/numbers'
import { BASE_PRICE_MAX, BASE_PRICE_MIN } from './mission-form.fields'

export const FREQUENCY_CAP_MIN = 1
export const FREQUENCY_CAP_MAX = 10_000

/** Anywhere-mission edit: base price and frequency cap only. */
export const anywhereMissionSchema = z.object({
  basePrice: requiredNumber({ min: BASE_PRICE_MIN, max: BASE_PRICE_MAX, integer: true, minMessage: numberAtLeast(0) }),
  // A frequency cap counts responses, so it is a whole number.
  frequencyCap: requiredNumber({ min: FREQUENCY_CAP_MIN, max: FREQUENCY_CAP_MAX, integer: true, minMessage: NUMBER_ABOVE_ZERO }),
})

export type AnywhereMissionInput = z.input<typeof anywhereMissionSchema>
export type AnywhereMission = z.output<typeof anywhereMissionSchema>
