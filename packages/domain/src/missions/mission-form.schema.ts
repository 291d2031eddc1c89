import { z } from 'zod'
import { addDays } from '../common/dates'
import type { WireDate } from '../common/dates'
import { addFieldIssues, checkDateRange, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import type { DateRangeErrors } from '../common/date-range'
import { wireDateSchema } from '../common/dates.schema'
import { MUST_BE_BOOLEAN, MUST_BE_NUMBER, numberAtLeast, numberAtMost } from '../common/messages'
import { requiredNumber } from '../common/numbers'
import { optionalTextBetween, requiredText, textBetween } from '../common/strings'
import { capPeriodTypeSchema } from './mission.enums.schema'
import { STARTED_MISSION_BANNER } from './mission-state.rules'
import {
  BASE_PRICE_MAX,
  BASE_PRICE_MIN,
  CAP_COMMITMENT_DEFAULT,
  CAP_COMMITMENT_STEP,
  CAP_COMMITMENT_STEP_MESSAGE,
  CUSTOM_PERIODS_UNAVAILABLE,
  EDIT_DATE_SLACK_DAYS,
  MISSION_DESCRIPTION_MAX,
  MISSION_DESCRIPTION_MIN,
  MISSION_NAME_MAX,
  MONEY_MAX,
  SALESFORCE_OPPORTUNITY_ID_MAX,
  SALESFORCE_OPPORTUNITY_ID_MIN,
} from './mission-form.fields'

export interface MissionFormContext {
  campaign: { startDate: WireDate; endDate: WireDate; selfFunded: boolean }
  customerHasCustomPeriods: boolean
  /**
   * Edit of an ENABLED mission that has already started (see hasStarted): its
   * current dates. The date range is locked, so any change is refused.
   */
  lockedDates?: { startDate: WireDate; endDate: WireDate } | null
}

// Fractions like 0.6 are not exact in binary, so "a multiple of 0.2" allows rounding noise.
const isCapCommitmentStep = (value: number): boolean => {
  const steps = value / CAP_COMMITMENT_STEP
  return Math.abs(steps - Math.round(steps)) < 1e-9
}

const booleanFlag = () => z.boolean({ error: MUST_BE_BOOLEAN }).default(false)

function sharedFields({ campaign }: MissionFormContext) {
  return {
    name: requiredText(MISSION_NAME_MAX),
    salesforceOpportunityID: campaign.selfFunded
      ? optionalTextBetween(SALESFORCE_OPPORTUNITY_ID_MIN, SALESFORCE_OPPORTUNITY_ID_MAX)
      : textBetween(SALESFORCE_OPPORTUNITY_ID_MIN, SALESFORCE_OPPORTUNITY_ID_MAX),
    description: textBetween(MISSION_DESCRIPTION_MIN, MISSION_DESCRIPTION_MAX),
    startDate: wireDateSchema,
    endDate: wireDateSchema,
    // Points are whole numbers (pins and missions store them as integers).
    basePrice: requiredNumber({ min: BASE_PRICE_MIN, max: BASE_PRICE_MAX, integer: true }),
    customerCost: requiredNumber({ min: 0, max: MONEY_MAX }),
    // Not required: a cleared input means no setup fee.
    setupFee: z
      .number({ error: MUST_BE_NUMBER })
      .min(0, numberAtLeast(0))
      .max(MONEY_MAX, numberAtMost(MONEY_MAX))
      .nullish()
      .transform((value) => value ?? 0),
    capCommitment: z
      .number({ error: MUST_BE_NUMBER })
      .min(0, numberAtLeast(0))
      .max(1, numberAtMost(1))
      .refine(isCapCommitmentStep, CAP_COMMITMENT_STEP_MESSAGE)
      .default(CAP_COMMITMENT_DEFAULT),
    isAutovalidated: booleanFlag(),
    isDynamicPricing: booleanFlag(),
    /** Shown as Bonus. */
    isFeatured: booleanFlag(),
  }
}

function dateErrors(value: { startDate?: unknown; endDate?: unknown }, context: MissionFormContext, slackDays: number): DateRangeErrors {
  const { lockedDates, campaign } = context
  if (lockedDates) {
    const errors: DateRangeErrors = {}
    if (value.startDate !== lockedDates.startDate) errors.startDate = STARTED_MISSION_BANNER
    if (value.endDate !== lockedDates.endDate) errors.endDate = STARTED_MISSION_BANNER
    return errors
  }
  return checkDateRange(value, {
    earliest: addDays(campaign.startDate, -slackDays),
    latest: addDays(campaign.endDate, slackDays),
  })
}

/** Add Mission: dates inside the campaign; the cap period type and Anywhere flag are chosen here, once. */
export function missionCreateSchema(context: MissionFormContext) {
  return z
    .object({
      ...sharedFields(context),
      capPeriodType: capPeriodTypeSchema.default('SIMPLE'),
      isAnywhereMission: booleanFlag(),
    })
    .superRefine((value, ctx) => {
      addFieldIssues(ctx, { ...dateErrors(value, context, 0) })
      if (value.capPeriodType === 'CUSTOM' && !context.customerHasCustomPeriods) {
        addFieldIssues(ctx, { capPeriodType: CUSTOM_PERIODS_UNAVAILABLE })
      }
    }, RUN_WITH_FIELD_ERRORS)
}

/**
 * Edit Mission: one day of slack around the campaign dates. capPeriodType and
 * isAnywhereMission cannot change after creation, so this schema has no such
 * fields: zod drops unknown keys, so whatever a client sends for them never
 * reaches the update. The form can keep showing them disabled without failing.
 */
export function missionEditSchema(context: MissionFormContext) {
  return z
    .object(sharedFields(context))
    .superRefine((value, ctx) => addFieldIssues(ctx, { ...dateErrors(value, context, EDIT_DATE_SLACK_DAYS) }), RUN_WITH_FIELD_ERRORS)
}

export type MissionCreateSchema = ReturnType<typeof missionCreateSchema>
export type MissionEditSchema = ReturnType<typeof missionEditSchema>
export type MissionCreateForm = z.output<MissionCreateSchema>
export type MissionCreateFormInput = z.input<MissionCreateSchema>
export type MissionEditForm = z.output<MissionEditSchema>
export type MissionEditFormInput = z.input<MissionEditSchema>

export function missionFormSchema(context: MissionFormContext & { mode: 'create' }): MissionCreateSchema
export function missionFormSchema(context: MissionFormContext & { mode: 'edit' }): MissionEditSchema
export function missionFormSchema(context: MissionFormContext & { mode: 'create' | 'edit' }) {
  return context.mode === 'create' ? missionCreateSchema(context) : missionEditSchema(context)
}

/** Cap commitment is stored as a fraction and shown with 2 decimals. */
