import type { GeoStream } from 'd3-geo'

/**
 * A d3-geo stream stage, placed after the projection (so in tile pixels), that drops the points of
 * each line and ring a tile cannot show: Douglas-Peucker with `tolerance` pixels keeps every bend
 * wider than that and drops the rest. The 1:50m and 1:10m coastlines carry a point every fraction
 * of a pixel at the world and continent views, so their tiles shrink several times over while the
 * drawn shape moves by less than `tolerance`. Rings left with fewer than three points (islands
 * smaller than a pixel or two) are dropped.
 */
export function simplifyStream(tolerance: number, output: GeoStream): GeoStream {
  const squared = tolerance * tolerance
  let inPolygon = false
  let xs: number[] = []
  let ys: number[] = []
  return {
    point(x, y) {
      xs.push(x)
      ys.push(y)
    },
    lineStart() {
      xs = []
      ys = []
    },
    lineEnd() {
      const kept = douglasPeucker(xs, ys, squared)
      if (kept.length < (inPolygon ? 3 : 2)) return
      output.lineStart()
      for (const i of kept) output.point(xs[i]!, ys[i]!)
      output.lineEnd()
    },
    polygonStart() {
      inPolygon = true
      output.polygonStart()
    },
    polygonEnd() {
      inPolygon = false
      output.polygonEnd()
    },
    sphere() {
      output.sphere?.()
    },
  }
}

/** Squared distance from (x, y) to the segment from a to b. */
function segmentDistance2(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const length2 = dx * dx + dy * dy
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2))
  const px = ax + t * dx - x
  const py = ay + t * dy - y
  return px * px + py * py
}

/** Indexes of the points Douglas-Peucker keeps (first and last always), in order; iterative, so long coastlines cannot overflow the stack. */
export function douglasPeucker(xs: readonly number[], ys: readonly number[], tolerance2: number): number[] {
  const n = xs.length
  if (n <= 2) return [...Array(n).keys()]
  const keep = new Uint8Array(n)
  keep[0] = 1
  keep[n - 1] = 1
  const stack: number[] = [0, n - 1]
  while (stack.length > 0) {
    const last = stack.pop()!
    const first = stack.pop()!
    let farthest = -1
    let farthest2 = tolerance2
    for (let i = first + 1; i < last; i++) {
      const d2 = segmentDistance2(xs[i]!, ys[i]!, xs[first]!, ys[first]!, xs[last]!, ys[last]!)
      if (d2 > farthest2) {
        farthest = i
        farthest2 = d2
      }
    }
    if (farthest < 0) continue
    keep[farthest] = 1
    stack.push(first, farthest, farthest, last)
  }
  const kept: number[] = []
  for (let i = 0; i < n; i++) if (keep[i]) kept.push(i)
  return kept
}
