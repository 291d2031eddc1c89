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
