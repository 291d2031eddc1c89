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
  /** Which area an approximate point stands for: POSTAL_CODE (the default) or CITY. */
  precision?: string | null
}

export type LatLngTuple = [number, number]
export type Bounds = [LatLngTuple, LatLngTuple]

/** The corners as a server names them (`map_bounds`), as the map takes them. */
export const mapBounds = ({ south, west, north, east }: { south: number; west: number; north: number; east: number }): Bounds => [
  [south, west],
  [north, east],
]

/** Continental US, for maps that have nothing to show yet. */
export const DEFAULT_CENTER: LatLngTuple = [39.5, -98.35]
export const DEFAULT_ZOOM = 4

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
