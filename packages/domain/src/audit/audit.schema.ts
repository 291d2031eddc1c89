import { z } from 'zod'
import { wireDateSchema } from '../common/dates.schema'
import { pageQuerySchema } from '../common/pagination.schema'
import { AUDIT_PAGE_SIZE } from './audit'

export * from './audit'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined)

const optionalDate = wireDateSchema.optional().or(z.literal('').transform(() => undefined))

/**
 * The Audit screen's filters, as query text: actor (part of the e-mail), entity type (exact), action
 * (part of the name) and a date range (days, UTC, both ends included); page and limit for the list.
 */
export const auditQuerySchema = pageQuerySchema({ defaultLimit: AUDIT_PAGE_SIZE, maxLimit: 100 })
  .extend({
    actor: optionalText(320),
    entityType: optionalText(64),
    action: optionalText(64),
    from: optionalDate,
    to: optionalDate,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The start date must not be after the end date.', path: ['to'] })

export type AuditQuery = z.infer<typeof auditQuerySchema>
export type AuditFilters = Omit<AuditQuery, 'page' | 'limit'>
