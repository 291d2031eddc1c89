import type { Organization, OrganizationPlace, PlaceMission } from '@mc/domain/organizations/organization.types'
import type { OrganizationRow } from './organizations.repository'
import type { OrganizationPlaceRow, PlaceMissionRow } from './organization-places.repository'

/** spec 001 §3 Organization, as the REST calls return it. */
export function organizationJson(row: OrganizationRow): Organization {
  return {
    identity: row.identity,
    name: row.name,
    display_name: row.display_name,
    alternative_names: row.alternative_names ?? [],
    organization_type_id: row.organization_type_id,
    organization_type: row.organization_type,
    business_type: row.business_type,
    mobee_company: row.mobee_company,
    // The parent's columns come from a left join: both are there or neither is.
    parent: row.parent_identity && row.parent_name !== null ? { identity: row.parent_identity, name: row.parent_name } : null,
    num_children: Number(row.num_children),
    num_places: Number(row.num_places),
  }
}

/** One line as the places table and the spreadsheet show it: "12 Main St, Springfield, IL 62701". */
export function formatAddress(row: Pick<OrganizationPlaceRow, 'street' | 'city' | 'state' | 'postal_code'>): string {
  const region = [row.state, row.postal_code].filter(Boolean).join(' ')
  return [row.street, row.city, region].filter(Boolean).join(', ')
}

/** spec 001 §3 Organization place, plus the names the console shows beside the ids. */
export function organizationPlaceJson(row: OrganizationPlaceRow): OrganizationPlace {
  return {
    identity: row.identity,
    name: row.name,
    store_number: row.store_number,
    address: formatAddress(row),
    street: row.street,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    phone: row.phone,
    timezone: row.timezone,
    match_score: row.match_score === null ? null : Number(row.match_score),
    georectified: row.georectified,
    pin_count: Number(row.pin_count),
    active_pin_count: Number(row.active_pin_count),
    is_active: row.is_active,
    relationship_type_id: row.relationship_type_id,
    // Named here because the lookup table is an admin route that ops staff cannot read.
    relationship_type: row.relationship_type,
    latitude: row.latitude,
    location_approximate: row.location_approximate,
    location_precision: row.location_precision,
    longitude: row.longitude,
    place_identity: row.place_identity,
    organization: { identity: row.organization_identity, name: row.organization_name },
  }
}

export function placeMissionJson(row: PlaceMissionRow): PlaceMission {
  return {
    organization_place_identity: row.org_place_identity,
    pin_identity: row.pin_identity,
    reward_points: row.reward_points,
    is_running: row.is_running,
    mission: { identity: row.mission_identity, name: row.mission_name, state: row.mission_state, start_date: row.start_date, end_date: row.end_date },
    campaign_name: row.campaign_name,
  }
}
