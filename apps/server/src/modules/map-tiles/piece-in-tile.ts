/**
 * Cheap tests in degrees that spare a close-in tile from projecting a whole continent: the 1:10m
 * land of North America is one polygon of some 100,000 points, and projecting and clipping it took
 * a street-level tile 50-70 ms of server time to find that the tile is all land. Edges are short
 * (a few kilometres at 1:10m), so treating them as straight in degrees misses nothing a tile shows.
 */

/** [west, south, east, north] in degrees. */
type Box = readonly [number, number, number, number]

/** Whether any edge of the line or polygon comes into the box (its own bounding box overlaps it). */
export function edgesReach(geometry: GeoJSON.Polygon | GeoJSON.LineString, [west, south, east, north]: Box): boolean {
  const lines = geometry.type === 'Polygon' ? geometry.coordinates : [geometry.coordinates]
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [x1, y1] = line[i - 1]!
      const [x2, y2] = line[i]!
      if (Math.max(x1!, x2!) >= west && Math.min(x1!, x2!) <= east && Math.max(y1!, y2!) >= south && Math.min(y1!, y2!) <= north) return true
    }
  }
  return false
}

/** Whether the point lies inside the polygon (its outer ring, not in a hole): even-odd ray casting. */
export function polygonContains(polygon: GeoJSON.Polygon, longitude: number, latitude: number): boolean {
  let inside = false
  for (const ring of polygon.coordinates) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!
      const [xj, yj] = ring[j]!
      if (yi! > latitude !== yj! > latitude && longitude < ((xj! - xi!) * (latitude - yi!)) / (yj! - yi!) + xi!) inside = !inside
    }
  }
  return inside
}
