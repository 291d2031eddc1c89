import { z } from 'zod'
import { addFieldIssues, checkDateRange, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import { wireDateSchema } from '../common/dates.schema'
import { identitySchema } from '../common/identity.schema'
import { MUST_BE_BOOLEAN } from '../common/messages'
import { requiredText, textBetween } from '../common/strings'

export const CAMPAIGN_NAME_MAX = 64
export const CAMPAIGN_GOAL_MIN = 5
export const CAMPAIGN_GOAL_MAX = 500

const fields = {
  name: () => requiredText(CAMPAIGN_NAME_MAX),
  /** The goal; the wire and the entity call it description. */
  description: () => textBetween(CAMPAIGN_GOAL_MIN, CAMPAIGN_GOAL_MAX),
  date: () => wireDateSchema,
  selfFunded: () => z.boolean({ error: MUST_BE_BOOLEAN }).default(false),
}

/** Add Campaign / Edit Campaign form. */
export const campaignFormSchema = z
  .object({
    name: fields.name(),
    description: fields.description(),
    startDate: fields.date(),
    endDate: fields.date(),
    selfFunded: fields.selfFunded(),
  })
  .superRefine((value, ctx) => addFieldIssues(ctx, { ...checkDateRange(value) }), RUN_WITH_FIELD_ERRORS)

export type CampaignFormInput = z.input<typeof campaignFormSchema>
export type CampaignForm = z.output<typeof campaignFormSchema>

/**
 * REST body of POST /customers/{id}/campaigns (wrapped as {campaign}) and of
 * the campaign update: snake_case as the spec lists it. `customer` is the
 * customer identity; on create the path already names it, so it is optional.
 */
export const campaignBodySchema = z
  .object({
    name: fields.name(),
    description: fields.description(),
    start_date: fields.date(),
    end_date: fields.date(),
    self_funded: fields.selfFunded(),
    customer: identitySchema.optional(),
  })
  .superRefine((value, ctx) => {
    const errors = checkDateRange({ startDate: value.start_date, endDate: value.end_date })
    addFieldIssues(ctx, { start_date: errors.startDate, end_date: errors.endDate })
  }, RUN_WITH_FIELD_ERRORS)

export type CampaignBody = z.output<typeof campaignBodySchema>

export const createCampaignRequestSchema = z.object({ campaign: campaignBodySchema })
export type CreateCampaignRequest = z.output<typeof createCampaignRequestSchema>

export function toCampaignBody(form: CampaignForm, customerIdentity?: string): CampaignBody {
  const body: CampaignBody = {
    name: form.name,
    description: form.description,
    start_date: form.startDate,
    end_date: form.endDate,
    self_funded: form.selfFunded,
  }
  if (customerIdentity !== undefined) body.customer = customerIdentity
  return body
}
