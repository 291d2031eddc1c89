import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../shared/api/http'
import type { Organization, OrganizationMapCenter, OrganizationPlace, PlaceMission } from '@mc/domain/organizations/organization.types'
import { SEARCH_COUNT_CAP } from '@mc/domain/common/search'
import { queryKeys } from '../../../shared/api/query-keys'
import { useRecordChanges } from '../../../shared/live/live'
import { FILLS_IN_LATER } from '../../../shared/routing/route-data'
import { preloadFittedMapTiles } from '../../../shared/map/tile-preload'
import { ORGANIZATION_MAP_ZOOM } from '@mc/domain/organizations/organization-map.rules'
import { ORGANIZATION_MAP_HEIGHT } from '../components/organization-map-size'
import { mapBounds } from '../../../shared/map/map-points'

/** GET /organizations/{id}.json, for the hook and for the route's prefetch. */
export const organizationQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.detail(identity),
    queryFn: async () => (await apiFetch<{ organization: Organization }>(`/organizations/${encodeURIComponent(identity)}.json`)).organization,
  })

/**
 * How long the map's centre waits for the tiles around it: the tiles are the page's largest paint,
 * and a first render that has them draws them at once (tile-preload.ts); a slow tile server only
 * delays the map this much.
 */
const CENTER_TILES_WAIT_MS = 300

/**
 * GET /organizations/{id}/map_center.json: the corners of the places the map opens fitted to, a few
 * bytes asked for beside the places so the map draws before them; answered once the map's middle
 * tiles are in too (when the places fit at zoom 13, where the view does not hang on the map's width).
 */
export const organizationMapCenterQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.mapCenter(identity),
    queryFn: async ({ client, queryKey }) => {
      const bounds = (await apiFetch<OrganizationMapCenter>(`/organizations/${encodeURIComponent(identity)}/map_center.json`)).map_bounds
      // Only for the first answer: after it the map has its tiles (drawn, or in the browser's cache),
      // and a refetch (the window focused again) must not fetch them again.
      const mapOpenBefore = client.getQueryData(queryKey) !== undefined
      if (bounds && !mapOpenBefore) await preloadFittedMapTiles(mapBounds(bounds), ORGANIZATION_MAP_ZOOM, ORGANIZATION_MAP_HEIGHT, CENTER_TILES_WAIT_MS)
      return bounds
    },
  })

/** GET /organizations/{id}/organization_places.json: every place at once, for the map and the table (and the route's prefetch). */
export const organizationPlacesQuery = (identity: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.places(identity),
    queryFn: async () =>
      (await apiFetch<{ organization_places: OrganizationPlace[] }>(`/organizations/${encodeURIComponent(identity)}/organization_places.json`))
        .organization_places,
    // The page opens on the organization and draws its places (map and table) as they come.
    meta: FILLS_IN_LATER,
  })

export function useOrganization(identity: string) {
  const queryClient = useQueryClient()
  // The organization changed by anyone: read again (its places have their own queries).
  useRecordChanges(`organization:${identity}`, ['organization'], (event) => {
    if (event.id === identity) void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.detail(identity), exact: true })
  })
  return useQuery(organizationQuery(identity))
}

export function useOrganizationPlaces(identity: string) {
  return useQuery(organizationPlacesQuery(identity))
}

/** What a search of an organization's places found: its first SEARCH_COUNT_CAP stores and their count ("at least" past the cap). */
export interface FoundPlaces {
  places: OrganizationPlace[]
  total: number
  totalIsLowerBound: boolean
}

/**
 * GET /organizations/{id}/organization_places.json?search=: the places the page's search finds
 * (store number or postal code from its start, street or city anywhere), for the table; asked for
 * only while there is a search. The table pages through the first SEARCH_COUNT_CAP of them.
 */
export function useOrganizationPlacesSearch(identity: string, search: string) {
  return useQuery({
    queryKey: queryKeys.organizations.placesSearch(identity, search),
    queryFn: async (): Promise<FoundPlaces> => {
      const answer = await apiFetch<{ organization_places: OrganizationPlace[]; metadata: { totalElements: number; totalIsLowerBound: boolean } }>(
        `/organizations/${encodeURIComponent(identity)}/organization_places.json?${new URLSearchParams({ search, limit: String(SEARCH_COUNT_CAP) })}`,
      )
      return { places: answer.organization_places, total: answer.metadata.totalElements, totalIsLowerBound: answer.metadata.totalIsLowerBound }
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  })
}

export function useOrganizationMapCenter(identity: string) {
  return useQuery(organizationMapCenterQuery(identity))
}

export function useOrganizationPlace(identity: string) {
  return useQuery({
    queryKey: queryKeys.organizations.organizationPlace(identity),
    queryFn: () => apiFetch<{ organization_place: OrganizationPlace; missions: PlaceMission[] }>(`/organization_places/${encodeURIComponent(identity)}.json`),
  })
}

export interface PlaceDetail {
  place: Pick<OrganizationPlace, 'address' | 'street' | 'city' | 'state' | 'postal_code' | 'country' | 'phone' | 'timezone' | 'latitude' | 'longitude'> & {
    identity: string
  }
  organization_places: OrganizationPlace[]
  missions: PlaceMission[]
}

export function usePlace(identity: string) {
  return useQuery({ queryKey: queryKeys.organizations.place(identity), queryFn: () => apiFetch<PlaceDetail>(`/places/${encodeURIComponent(identity)}.json`) })
}
