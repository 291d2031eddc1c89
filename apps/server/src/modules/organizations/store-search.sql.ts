import { sql, type SQL } from 'drizzle-orm'
import { containsPattern, prefixPattern } from '../search-patterns'

/**
 * The ids of the stores (organization places) a search finds: the store number or the postal code
 * from its start, the street or the city anywhere, case-insensitive; with `organizationName`, also
 * every store of an organization whose name holds the text (the Pins tab). Each branch reads a
 * trigram index (organization_places_store_number_trgm_idx, places_search_trgm_idx,
 * organizations_name_trgm_idx), so the stores found are read, not the directory or the list
 * searched: a caller keeps its rows whose store is among these (`... in (storesMatchingSql(...))`).
 * `organizationId` keeps to one organization's stores (its places list).
 */
export function storesMatchingSql(search: string, options: { organizationId?: number; organizationName?: boolean } = {}): SQL {
  const contains = containsPattern(search)
  const prefix = prefixPattern(search)
  const ofOrganization = options.organizationId === undefined ? sql`` : sql`and sop.organization_id = ${options.organizationId}`
  const byOrganizationName = options.organizationName
    ? sql`
      union
      select sop.id from organizations so join organization_places sop on sop.organization_id = so.id
      where so.name ilike ${contains} ${ofOrganization}`
    : sql``
  return sql`
      select sop.id from organization_places sop where sop.store_number ilike ${prefix} ${ofOrganization}
      union
      select sop.id from places spl join organization_places sop on sop.place_id = spl.id
      where (spl.street ilike ${contains} or spl.city ilike ${contains} or spl.postal_code ilike ${prefix}) ${ofOrganization}
      ${byOrganizationName}`
}

/**
 * The same search tested on one store `op` at its place `pl` (without organization names): what
 * an organization's places list tests while it walks the organization's stores in order
 * (search-walk.ts). organization-places.int.test.ts holds it to storesMatchingSql's answer.
 */
export function storeMatchesSql(search: string): SQL {
  const contains = containsPattern(search)
  const prefix = prefixPattern(search)
  return sql`(op.store_number ilike ${prefix} or pl.postal_code ilike ${prefix} or pl.street ilike ${contains} or pl.city ilike ${contains})`
}

/**
 * The planner's estimate of how many stores storesMatchingSql finds by store number and address
 * (EXPLAIN, nothing run): what decides whether a long list reads a search from the indexes or
 * walks (search-walk.ts). Read its one row with `estimatedRows`. Organization names are left out:
 * the planner cannot tell which organization a name finds, so it guesses an average one's stores
 * (12,600 in a 500,000-place directory of 40 chains) for any text; they are counted instead
 * (storesOfNamedOrganizationsSql).
 */
export const storesMatchingEstimateSql = (search: string, options: { organizationId?: number } = {}): SQL =>
  sql`explain (format json) select 1 from (${storesMatchingSql(search, options)}) found`

/** How many stores the organizations whose name holds the text have, counted up to `atMost` + 1 (one row, `stores`). */
export const storesOfNamedOrganizationsSql = (search: string, atMost: number): SQL => sql`
  select count(*)::int as stores from (
    select 1 from organizations so join organization_places sop on sop.organization_id = so.id
    where so.name ilike ${containsPattern(search)} limit ${atMost + 1}
  ) named`

/** The row count an EXPLAIN (FORMAT JSON) answer estimates for its top node. */
export function estimatedRows(rows: readonly Record<string, unknown>[]): number {
  const plan = rows[0]?.['QUERY PLAN']
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined) : undefined
  const estimate = Number(top?.Plan?.['Plan Rows'])
  return Number.isFinite(estimate) ? estimate : Number.POSITIVE_INFINITY
}
