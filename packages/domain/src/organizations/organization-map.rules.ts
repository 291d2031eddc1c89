// Where the organization map opens (001 §9). The server works the view out from every place with
// coordinates, so the console opens the map at once, before the places themselves arrive.

/** A place is on a map when both its coordinates are numbers (not null, not NaN or infinite). */
export const hasCoordinates = (point: { lat: number | null | undefined; lng: number | null | undefined }): boolean =>
  typeof point.lat === 'number' && typeof point.lng === 'number' && Number.isFinite(point.lat) && Number.isFinite(point.lng)

/**
 * spec 001 §9: the organization map opens at zoom 13. It opens fitted to every located place, at
 * zoom 13 when they fit there and further out when they do not (docs/domain/organizations.md).
 */
export const ORGANIZATION_MAP_ZOOM = 13

/** The corners around every point (south-west, north-east); undefined when there are none. */
export function placesBounds(points: readonly { lat: number; lng: number }[]): { south: number; west: number; north: number; east: number } | undefined {
  if (points.length === 0) return undefined
  const bounds = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity }
  for (const { lat, lng } of points) {
    bounds.south = Math.min(bounds.south, lat)
    bounds.north = Math.max(bounds.north, lat)
    bounds.west = Math.min(bounds.west, lng)
    bounds.east = Math.max(bounds.east, lng)
  }
  return bounds
}

/**
 * The point nearest the middle of all of them (the median latitude and longitude): where a map that
 * opens close in (an organization's, at zoom 13) should look, so it opens on a real place among
 * its neighbours rather than on empty ground between two regions. Undefined when there are none.
 */
export function middlePoint<P extends { lat: number; lng: number }>(points: readonly P[]): P | undefined {
  if (points.length === 0) return undefined
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const lat = median(points.map((point) => point.lat))
  const lng = median(points.map((point) => point.lng))
  let best = points[0]!
  let bestDistance = Infinity
  for (const point of points) {
    const distance = (point.lat - lat) ** 2 + (point.lng - lng) ** 2
    if (distance < bestDistance) {
      best = point
      bestDistance = distance
    }
  }
  return best
}
