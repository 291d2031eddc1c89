import type { LocationPrecision } from '../store-lists/store-list.enums'
// What the organization REST calls answer (spec 001 §3, §7): the server builds these, the console reads them.
import type { PageMeta } from '../common/pagination'

/** spec 001 §3 Organization as GET /organizations and /organizations/{id}.json return it. */
export interface Organization {
  identity: string
  name: string
  display_name: string | null
  alternative_names: string[]
  organization_type_id: number
  organization_type: string
  business_type: string | null
  mobee_company: boolean
  parent: { identity: string; name: string } | null
  num_children: number
  num_places: number
}

/** spec 001 §3 Organization place. */
export interface OrganizationPlace {
  identity: string
  name: string | null
  store_number: string | null
  address: string
  street: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  country: string
  phone: string | null
  timezone: string | null
  match_score: number | null
  georectified: boolean
  pin_count: number
  active_pin_count: number
  is_active: boolean
  relationship_type_id: number | null
  relationship_type: string | null
  latitude: number | null
  longitude: number | null
  location_approximate: boolean
  /** What an approximate location stands for: a ZIP's centre or a city's (null: the store itself). */
  location_precision: LocationPrecision | null
  place_identity: string
  organization: { identity: string; name: string }
}

export interface PlaceMission {
  organization_place_identity: string
  pin_identity: string
  reward_points: number
  is_running: boolean
  mission: { identity: string; name: string; state: string; start_date: string; end_date: string }
  campaign_name: string
}

export interface OrganizationPage {
  organizations: Organization[]
  /** The spec's name for the page figures of organizations and places (001 §7). */
  metadata: PageMeta
}

/**
 * GET /organizations/{id}/map_center.json: where the organization map opens (organization-map.rules.ts):
 * the place nearest the middle, and the corners around every located place the map is fitted to;
 * null when no place is located.
 */
export interface OrganizationMapCenter {
  map_center: MapCenter | null
  map_bounds: MapBounds | null
}

/** The corners around a set of places. */
export interface MapBounds {
  south: number
  west: number
  north: number
  east: number
}

export interface MapCenter {
  latitude: number
  longitude: number
}
