import { z } from 'zod'
import { INVALID_URL, MUST_BE_BOOLEAN } from '../common/messages'
import { optionalText, requiredText, textBetween } from '../common/strings'

export const CUSTOMER_NAME_MAX = 64
export const CUSTOMER_DESCRIPTION_MAX = 254
export const SALESFORCE_CUSTOMER_ID_MIN = 15
export const SALESFORCE_CUSTOMER_ID_MAX = 18
// The spec sets no limit on the logo file name; 255 is the usual file-name ceiling.
export const LOGO_IMAGE_NAME_MAX = 255
const URL_MAX = 2048

// No URL global here (the package stays free of DOM and Node types), so a
// pattern: http(s), a dotted host name, optional port and path, no spaces.
const HTTP_URL = /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z0-9-]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i
const isHttpUrl = (value: string): boolean => HTTP_URL.test(value)

// Blank means "no link": the customer page then shows no Salesforce link.
const optionalUrl = () =>
  z
    .string({ error: INVALID_URL })
    .trim()
    .max(URL_MAX, INVALID_URL)
    .refine((value) => value === '' || isHttpUrl(value), INVALID_URL)
    .optional()

/** Each field rule once; the form shape and the REST shape below are both built from these. */
const fields = {
  name: () => requiredText(CUSTOMER_NAME_MAX),
  description: () => optionalText(CUSTOMER_DESCRIPTION_MAX),
  salesforceCustomerId: () => textBetween(SALESFORCE_CUSTOMER_ID_MIN, SALESFORCE_CUSTOMER_ID_MAX),
  salesforceOpportunityUrl: optionalUrl,
  isCurrent: () => z.boolean({ error: MUST_BE_BOOLEAN }),
  imageName: () => optionalText(LOGO_IMAGE_NAME_MAX),
}

/** The New Customer / Edit Customer form (camelCase, as the React app holds it). */
export const customerFormSchema = z.object({
  name: fields.name(),
  description: fields.description(),
  salesforceCustomerId: fields.salesforceCustomerId(),
  salesforceOpportunityUrl: fields.salesforceOpportunityUrl(),
  isCurrent: fields.isCurrent().default(true),
  /** File name of the logo, uploaded separately under the customer identity. */
  imageName: fields.imageName(),
})

export type CustomerFormInput = z.input<typeof customerFormSchema>
export type CustomerForm = z.output<typeof customerFormSchema>

/**
 * Edit sends only what changed; each present field follows the same rule.
 * Built by hand rather than with .partial(): zod 4 would still apply the
 * isCurrent default inside an optional, turning "absent" into true.
 */
export const customerPatchSchema = z.object({
  name: fields.name().optional(),
  description: fields.description(),
  salesforceCustomerId: fields.salesforceCustomerId().optional(),
  salesforceOpportunityUrl: fields.salesforceOpportunityUrl(),
  isCurrent: fields.isCurrent().optional(),
  imageName: fields.imageName(),
})
export type CustomerPatch = z.output<typeof customerPatchSchema>

/**
 * REST bodies use snake_case, the spec's wire names (salesforce_opportunity_url,
 * image_name), for every field: name, description, is_current,
 * salesforce_customer_id, salesforce_opportunity_url, image_name.
 * POST /customers carries image_name plus the customer fields; PATCH /customers/{id}
 * carries any subset of them.
 */
export const customerBodySchema = z.object({
  name: fields.name(),
  description: fields.description(),
  salesforce_customer_id: fields.salesforceCustomerId(),
  salesforce_opportunity_url: fields.salesforceOpportunityUrl(),
  is_current: fields.isCurrent().default(true),
  image_name: fields.imageName(),
})
export type CustomerBody = z.output<typeof customerBodySchema>

// No defaults in a patch: an absent is_current must stay absent, not become true.
export const customerPatchBodySchema = z.object({
  name: fields.name().optional(),
  description: fields.description(),
  salesforce_customer_id: fields.salesforceCustomerId().optional(),
  salesforce_opportunity_url: fields.salesforceOpportunityUrl(),
  is_current: fields.isCurrent().optional(),
  image_name: fields.imageName(),
})
export type CustomerPatchBody = z.output<typeof customerPatchBodySchema>

export function toCustomerBody(form: CustomerForm): CustomerBody {
  return {
    name: form.name,
    description: form.description,
    salesforce_customer_id: form.salesforceCustomerId,
    salesforce_opportunity_url: form.salesforceOpportunityUrl,
    is_current: form.isCurrent,
    image_name: form.imageName,
  }
}

export function toCustomerPatchBody(patch: CustomerPatch): CustomerPatchBody {
  const body: CustomerPatchBody = {}
  if (patch.name !== undefined) body.name = patch.name
  if (patch.description !== undefined) body.description = patch.description
  if (patch.salesforceCustomerId !== undefined) body.salesforce_customer_id = patch.salesforceCustomerId
  if (patch.salesforceOpportunityUrl !== undefined) body.salesforce_opportunity_url = patch.salesforceOpportunityUrl
  if (patch.isCurrent !== undefined) body.is_current = patch.isCurrent
  if (patch.imageName !== undefined) body.image_name = patch.imageName
  return body
}
