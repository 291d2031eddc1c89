import { z } from 'zod'
import { INVALID_CHOICE, REQUIRED } from '../common/messages'
import {
  CAP_PERIOD_TYPES,
  ELIGIBILITY_TYPES,
  MISSION_STATES,
  PIN_ACTIONS,
  PIN_AVAILABILITY_FILTERS,
  PIN_RUNNING_FILTERS,
  PRICING_STRATEGIES,
} from './mission.enums'

/** A zod enum whose messages are the generic ones: missing → required, anything else → not a listed option. */
export const enumSchema = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input == null ? REQUIRED : INVALID_CHOICE) })

export const missionStateSchema = enumSchema(MISSION_STATES)
export const capPeriodTypeSchema = enumSchema(CAP_PERIOD_TYPES)
export const eligibilityTypeSchema = enumSchema(ELIGIBILITY_TYPES)
export const pricingStrategySchema = enumSchema(PRICING_STRATEGIES)
export const pinActionSchema = enumSchema(PIN_ACTIONS)
export const pinAvailabilityFilterSchema = enumSchema(PIN_AVAILABILITY_FILTERS)
export const pinRunningFilterSchema = enumSchema(PIN_RUNNING_FILTERS)
