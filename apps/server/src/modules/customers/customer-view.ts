import type { CustomerPeriodRow, CustomerRow } from './customers.repository'

/**
 * Where the console fetches a customer's logo. The stored key's last part changes on every
 * upload, so it doubles as a cache buster.
 */
export function customerLogoUrl(row: Pick<CustomerRow, 'identity' | 'logoKey'>): string | null {
  if (!row.logoKey) return null
  const version = row.logoKey.split('/').pop()
  return `/media/customer-logos/${row.identity}?v=${encodeURIComponent(version ?? '')}`
}

/** A customer as the REST API answers it: snake_case, the spec's wire names. */
export function customerJson(row: CustomerRow) {
  return {
    identity: row.identity,
    name: row.name,
    description: row.description ?? '',
    is_current: row.isCurrent,
    salesforce_customer_id: row.salesforceCustomerId ?? '',
    salesforce_opportunity_url: row.salesforceOpportunityUrl || null,
    logo_url: customerLogoUrl(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
export type CustomerJson = ReturnType<typeof customerJson>

/**
 * A customer's reporting periods in the REST answer of one customer (spec 000: customerCapPeriods
 * with id, name, startDate, endDate, and customReportingPeriods with their total), in its snake_case.
 */
export function customerPeriodsJson(periods: readonly CustomerPeriodRow[]) {
  return {
    customer_cap_periods: periods.map((period) => ({ id: String(period.id), name: period.name, start_date: period.startDate, end_date: period.endDate })),
    custom_reporting_periods: { total: periods.length },
  }
}
