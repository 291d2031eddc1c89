import { z } from 'zod'
import { wireDateSchema } from '../common/dates.schema'
import { pageQuerySchema } from '../common/pagination.schema'

/** Rows on one page of the Audit screen. */
export const AUDIT_PAGE_SIZE = 20
/** The most rows one CSV export holds (newest first); the answer says when more matched. */
export const AUDIT_EXPORT_LIMIT = 10_000
/** Days an admin or security entry is kept before the daily `audit-retention` job removes it (docs/domain/audit.md). */
export const AUDIT_RETENTION_DAYS = 400

/**
 * Entries the retention job removes: the Admin Workbench's writes and the security events. Every
 * other entity type (missions, campaigns, customers, organizations…) is the history of a business
 * record, read by its History tab, and is kept as long as the record.
 */
export const AUDIT_PRUNED_ENTITY_TYPES = [
  'employee',
  'maya_user',
  'responsibility',
  'sisense_cube',
  'sisense_dashboard_responsibility',
  'sign_in',
  'session',
] as const

/** The entity types the Audit screen offers as a filter, with their labels. */
export const AUDIT_ENTITY_TYPES: Readonly<Record<string, string>> = {
  employee: 'Employee',
  maya_user: 'Maya User',
  responsibility: 'Responsibility',
  sisense_cube: 'Analytics Cube',
  sisense_dashboard_responsibility: 'Dashboard/Responsibility',
  sign_in: 'Sign-in',
  session: 'Session',
  customer: 'Customer',
  campaign: 'Campaign',
  mission: 'Mission',
  mission_deploy_template: 'Mission Deploy Template',
  organization: 'Organization',
}

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

/** One entry as the API answers it. */
export interface AuditEntryView {
  id: number
  actorEmail: string
  entityType: string
  entityIdentity: string
  action: string
  before: unknown
  after: unknown
  createdAt: string
}
