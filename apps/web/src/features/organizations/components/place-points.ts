import { hasCoordinates } from '@mc/domain/organizations/organization-map.rules'
import type { MapPoint } from '../../../shared/map/map-points'
import type { OrganizationPlace } from '@mc/domain/organizations/organization.types'

/** Places with coordinates as map markers; the key is the organization place identity. */
export function placePoints(places: readonly OrganizationPlace[]): MapPoint[] {
  return places
    .filter((place) => hasCoordinates({ lat: place.latitude, lng: place.longitude }))
    .map((place) => ({
      key: place.identity,
      lat: place.latitude!,
      lng: place.longitude!,
      approximate: place.location_approximate,
      precision: place.location_precision,
      label: [place.name ?? place.organization.name, place.address].filter(Boolean).join(' · '),
    }))
}
