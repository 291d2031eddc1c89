// The audit log's figures and entry shape, zod-free: the Audit screen's first load carries them.

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
