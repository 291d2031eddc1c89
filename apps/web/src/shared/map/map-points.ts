/** One thing to show on a map. `key` comes back in onSelect, so callers can navigate to it. */
export interface MapPoint {
  key: string
  lat: number
  lng: number
  /** Shown as the marker's tooltip (plain text: markers are built outside React for speed). */
  label?: string
  /** Fill colour of a circle marker. */
  color?: string
  /** The point stands for an area (a ZIP centroid), not the place: drawn hollow and dashed, and the tooltip says so. */
  approximate?: boolean
}

export type LatLngTuple = [number, number]
export type Bounds = [LatLngTuple, LatLngTuple]

/** Continental US, for maps that have nothing to show yet. */
export const DEFAULT_CENTER: LatLngTuple = [39.5, -98.35]
export const DEFAULT_ZOOM = 4

export const hasCoordinates = (point: { lat: number | null | undefined; lng: number | null | undefined }): boolean =>
  typeof point.lat === 'number' && typeof point.lng === 'number' && Number.isFinite(point.lat) && Number.isFinite(point.lng)

/** South-west and north-east corners around every point; undefined when there are none. */
export function boundsOf(points: readonly { lat: number; lng: number }[]): Bounds | undefined {
  if (points.length === 0) return undefined
  let south = Infinity,
    west = Infinity,
    north = -Infinity,
    east = -Infinity
  for (const { lat, lng } of points) {
    if (lat < south) south = lat
    if (lat > north) north = lat
    if (lng < west) west = lng
    if (lng > east) east = lng
  }
  return [
    [south, west],
    [north, east],
  ]
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
