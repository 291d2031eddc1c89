// The coverage report's radius work, in memory (docs/decisions/coverage-at-scale.md). The
// database hands over the points once per report (places, active bees with their work in the
// range, running pins of the other active missions); each pin then reads only the grid cells
// around it. Every "within r" decision is PostgreSQL's own test, computed in the same order:
//   cos(lat1) cos(lat2) cos(lng2 - lng1) + sin(lat1) sin(lat2) >= cos(r / earth())
// (coverage.repository.ts, COVERAGE_BATCH_SQL, the reference statement). A unit-vector dot
// product, cheaper, settles every pair farther than 1e-12 from the threshold; the rest take
// the exact expression. The nearest bee is earthdistance's earth_distance to the bee nearest
// along the chord (the cube index's `<->` order), the same way.

/** earthdistance's earth(): the sphere's radius in metres. */
export const EARTH_RADIUS_METRES = 6378168
/** PostgreSQL's radians(x) is x * RADIANS_PER_DEGREE (float.c: 0.0174532925199432957692), the same double as this. */
const RADIANS_PER_DEGREE = Math.PI / 180
const radians = (degrees: number) => degrees * RADIANS_PER_DEGREE
const degrees = (rad: number) => rad / RADIANS_PER_DEGREE
/** Pairs this close to the threshold by the dot product are decided by the exact expression. */
const DOT_MARGIN = 1e-12
/** Extra degrees around a pin's box, so rounding never drops a point on the circle. */
const BOX_MARGIN = 1e-4
/** Cells never finer than this (degrees): a tiny radius reads a few cells, not millions of keys. */
const MIN_CELL = 0.01

/** Points as the database gave them; a point with a null coordinate is never within any radius. */
export interface Points {
  latitude: ArrayLike<number | null>
  longitude: ArrayLike<number | null>
}

/** Points bucketed by grid cell, each with what the tests need precomputed, in cell order. */
class PointGrid {
  readonly cell: number
  readonly columns: number
  private readonly cells = new Map<number, number>()
  private readonly ends: number[] = []
  readonly size: number
  /** Position in the caller's arrays of each point, in cell order. */
  readonly source: Int32Array
  readonly cosLat: Float64Array
  readonly sinLat: Float64Array
  readonly lngRad: Float64Array
  readonly ux: Float64Array
  readonly uy: Float64Array
  /** Each row's and column's centre: cos and sin of its latitude, its longitude's unit vector. */
  private readonly rowCos: Float64Array
  private readonly rowSin: Float64Array
  private readonly columnCos: Float64Array
  private readonly columnSin: Float64Array

  constructor(points: Points, cell: number) {
    this.cell = cell
    this.columns = Math.ceil(360 / cell) + 2
    const rows = Math.ceil(180 / cell) + 2
    this.rowCos = new Float64Array(rows)
    this.rowSin = new Float64Array(rows)
    for (let row = 0; row < rows; row++) {
      const lat = radians(Math.min(90, (row + 0.5) * cell - 90))
      this.rowCos[row] = Math.cos(lat)
      this.rowSin[row] = Math.sin(lat)
    }
    this.columnCos = new Float64Array(this.columns)
    this.columnSin = new Float64Array(this.columns)
    for (let column = 0; column < this.columns; column++) {
      const lng = radians((column + 0.5) * cell - 180)
      this.columnCos[column] = Math.cos(lng)
      this.columnSin[column] = Math.sin(lng)
    }
    const n = points.latitude.length
    const keys = new Float64Array(n)
    const counts = new Map<number, number>()
    let kept = 0
    for (let i = 0; i < n; i++) {
      const lat = points.latitude[i]
      const lng = points.longitude[i]
      if (lat === null || lng === null || lat === undefined || lng === undefined) {
        keys[i] = -1
        continue
      }
      const key = this.keyOf(lat, lng)
      keys[i] = key
      counts.set(key, (counts.get(key) ?? 0) + 1)
      kept++
    }
    this.size = kept
    let offset = 0
    const starts = new Map<number, number>()
    for (const [key, count] of counts) {
      starts.set(key, offset)
      this.cells.set(key, this.ends.length)
      offset += count
      this.ends.push(offset)
    }
    this.source = new Int32Array(kept)
    this.cosLat = new Float64Array(kept)
    this.sinLat = new Float64Array(kept)
    this.lngRad = new Float64Array(kept)
    this.ux = new Float64Array(kept)
    this.uy = new Float64Array(kept)
    for (let i = 0; i < n; i++) {
      const key = keys[i]!
      if (key < 0) continue
      const at = starts.get(key)!
      starts.set(key, at + 1)
      const latRad = radians(points.latitude[i]!)
      const lngRad = radians(points.longitude[i]!)
      this.source[at] = i
      this.cosLat[at] = Math.cos(latRad)
      this.sinLat[at] = Math.sin(latRad)
      this.lngRad[at] = lngRad
      this.ux[at] = this.cosLat[at]! * Math.cos(lngRad)
      this.uy[at] = this.cosLat[at]! * Math.sin(lngRad)
    }
  }

  private row(lat: number): number {
    return Math.floor((lat + 90) / this.cell)
  }

  private column(lng: number): number {
    return Math.floor((lng + 180) / this.cell)
  }

  private keyOf(lat: number, lng: number): number {
    return this.row(lat) * this.columns + this.column(lng)
  }

  /** The cosine of the angle between the pin and the centre of a cell. */
  centreDot(pin: PinPosition, row: number, column: number): number {
    return pin.cosLat * this.rowCos[row]! * (pin.cosLng * this.columnCos[column]! + pin.sinLng * this.columnSin[column]!) + pin.sinLat * this.rowSin[row]!
  }

  /** Calls `visit(from, to, row, column)` for the run of points of every cell the box of `metres` around the pin touches. */
  forEachNear(pin: PinPosition, metres: number, visit: (from: number, to: number, row: number, column: number) => void): void {
    const angle = metres / EARTH_RADIUS_METRES
    const dlat = degrees(angle) + BOX_MARGIN
    const spread = Math.sin(angle) / Math.max(Math.cos(pin.latRad), 1e-9)
    const dlng = spread >= 1 ? 360 : degrees(Math.asin(spread)) + BOX_MARGIN
    const firstRow = this.row(Math.max(-90, pin.latitude - dlat))
    const lastRow = this.row(Math.min(90, pin.latitude + dlat))
    const everyColumn = spread >= 1 || dlng >= 180
    const west = pin.longitude - dlng
    const east = pin.longitude + dlng
    // A box across the 180th meridian reads its two parts.
    const spans: [number, number][] = everyColumn
      ? [[0, this.columns - 1]]
      : west < -180
        ? [
            [0, this.column(east)],
            [this.column(west + 360), this.columns - 1],
          ]
        : east > 180
          ? [
              [this.column(west), this.columns - 1],
              [0, this.column(east - 360)],
            ]
          : [[this.column(west), this.column(east)]]
    for (let row = firstRow; row <= lastRow; row++) {
      for (const [from, to] of spans) {
        for (let column = from; column <= to; column++) {
          const index = this.cells.get(row * this.columns + column)
          if (index === undefined) continue
          visit(index === 0 ? 0 : this.ends[index - 1]!, this.ends[index]!, row, column)
        }
      }
    }
  }

  /** PostgreSQL's test (see the top of this file) for the point at `at`. */
  within(pin: PinPosition, at: number, cosRadius: number): boolean {
    const dot = pin.ux * this.ux[at]! + pin.uy * this.uy[at]! + pin.sinLat * this.sinLat[at]!
    if (dot > cosRadius + DOT_MARGIN) return true
    if (dot < cosRadius - DOT_MARGIN) return false
    return pin.cosLat * this.cosLat[at]! * Math.cos(this.lngRad[at]! - pin.lngRad) + pin.sinLat * this.sinLat[at]! >= cosRadius
  }
}

/** A pin's position with what the tests need. */
export interface PinPosition {
  latitude: number
  longitude: number
  latRad: number
  lngRad: number
  cosLat: number
  sinLat: number
  ux: number
  uy: number
  cosLng: number
  sinLng: number
}

export function pinPosition(latitude: number, longitude: number): PinPosition {
  const latRad = radians(latitude)
  const lngRad = radians(longitude)
  const cosLat = Math.cos(latRad)
  const cosLng = Math.cos(lngRad)
  const sinLng = Math.sin(lngRad)
  return { latitude, longitude, latRad, lngRad, cosLat, sinLat: Math.sin(latRad), ux: cosLat * cosLng, uy: cosLat * sinLng, cosLng, sinLng }
}

/**
 * Cell size for a radius: an eighth of it. A pin then reads some 17 x 22 cells; those whose every
 * point is within the radius are counted whole, those whose every point is beyond it skipped, and
 * only the ring of cells the circle crosses tested point by point (about a quarter of the box).
 */
export const cellFor = (metres: number) => Math.min(5, Math.max(MIN_CELL, degrees(metres / EARTH_RADIUS_METRES) / 8))

/** Counts the points within `metres` of each pin. */
export class RadiusCounter {
  private readonly grid: PointGrid
  private readonly cosRadius: number
  /** A cell whose centre is at least this near (as a cosine) lies wholly within the radius. */
  private readonly cosInside: number
  /** A cell whose centre is farther than this (as a cosine) lies wholly beyond it. */
  private readonly cosOutside: number
  constructor(
    points: Points,
    private readonly metres: number,
  ) {
    const cell = cellFor(metres)
    this.grid = new PointGrid(points, cell)
    this.cosRadius = Math.cos(metres / EARTH_RADIUS_METRES)
    // Every point of a cell lies within `reach` of its centre: half its height along the meridian,
    // then at most half its width (at the equator) along the parallel; a metre more for rounding.
    const reach = EARTH_RADIUS_METRES * radians(cell) + 1
    this.cosInside = metres > reach ? Math.cos((metres - reach) / EARTH_RADIUS_METRES) : Infinity
    this.cosOutside = Math.cos(Math.min(Math.PI, (metres + reach) / EARTH_RADIUS_METRES))
  }

  count(pin: PinPosition): number {
    let n = 0
    const grid = this.grid
    grid.forEachNear(pin, this.metres, (from, to, row, column) => {
      const dot = grid.centreDot(pin, row, column)
      if (dot < this.cosOutside) return
      if (dot >= this.cosInside) n += to - from
      else for (let at = from; at < to; at++) if (grid.within(pin, at, this.cosRadius)) n++
    })
    return n
  }

  /** Whether one point (not in the grid) is within the radius, by the same test. */
  isWithin(pin: PinPosition, latitude: number | null, longitude: number | null): boolean {
    if (latitude === null || longitude === null) return false
    const latRad = radians(latitude)
    const cosLat = Math.cos(latRad)
    const lngRad = radians(longitude)
    return pin.cosLat * cosLat * Math.cos(lngRad - pin.lngRad) + pin.sinLat * Math.sin(latRad) >= this.cosRadius
  }

  /** Calls `visit` with the caller's index of every point within the radius. */
  forEachWithin(pin: PinPosition, visit: (index: number) => void): void {
    const grid = this.grid
    grid.forEachNear(pin, this.metres, (from, to, row, column) => {
      const dot = grid.centreDot(pin, row, column)
      if (dot < this.cosOutside) return
      const inside = dot >= this.cosInside
      for (let at = from; at < to; at++) if (inside || grid.within(pin, at, this.cosRadius)) visit(grid.source[at]!)
    })
  }
}

/** earthdistance's ll_to_earth: the point on the sphere, in metres, as three coordinates. */
function earthPoint(latitude: number, longitude: number): [number, number, number] {
  const lat = radians(latitude)
  const lng = radians(longitude)
  return [EARTH_RADIUS_METRES * Math.cos(lat) * Math.cos(lng), EARTH_RADIUS_METRES * Math.cos(lat) * Math.sin(lng), EARTH_RADIUS_METRES * Math.sin(lat)]
}

/** earthdistance's sec_to_gc: a chord's length to the great-circle distance. */
function chordToArc(chord: number): number {
  if (chord < 0) return 0
  if (chord / (2 * EARTH_RADIUS_METRES) > 1) return Math.PI * EARTH_RADIUS_METRES
  return 2 * EARTH_RADIUS_METRES * Math.asin(chord / (2 * EARTH_RADIUS_METRES))
}

/** The distance in metres to the nearest of a set of points, as earth_distance gives it. */
export class NearestPoint {
  private readonly grid: PointGrid
  private readonly x: Float64Array
  private readonly y: Float64Array
  private readonly z: Float64Array
  private readonly all: number

  constructor(points: Points) {
    this.grid = new PointGrid(points, 0.25)
    const n = this.grid.size
    this.all = n
    this.x = new Float64Array(n)
    this.y = new Float64Array(n)
    this.z = new Float64Array(n)
    for (let at = 0; at < n; at++) {
      const i = this.grid.source[at]!
      const [x, y, z] = earthPoint(points.latitude[i]!, points.longitude[i]!)
      this.x[at] = x
      this.y[at] = y
      this.z[at] = z
    }
  }

  /** Null when there are no points. */
  distance(latitude: number, longitude: number): number | null {
    if (this.all === 0) return null
    const pin = pinPosition(latitude, longitude)
    const [px, py, pz] = earthPoint(latitude, longitude)
    const chordTo = (at: number) => {
      const dx = this.x[at]! - px
      const dy = this.y[at]! - py
      const dz = this.z[at]! - pz
      return Math.sqrt(dx * dx + dy * dy + dz * dz)
    }
    // Widen the search until a point lies within it: any nearer point lies in that box too.
    for (let metres = 8_000; metres < 2_000_000; metres *= 2) {
      let best = Infinity
      this.grid.forEachNear(pin, metres, (from, to) => {
        for (let at = from; at < to; at++) best = Math.min(best, chordTo(at))
      })
      if (best !== Infinity && chordToArc(best) <= metres) return chordToArc(best)
    }
    let best = Infinity
    for (let at = 0; at < this.all; at++) best = Math.min(best, chordTo(at))
    return chordToArc(best)
  }
}
