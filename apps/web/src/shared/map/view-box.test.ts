import { describe, expect, it } from 'vitest'
import { viewBox } from './view-box'
import { worldPixel } from './web-mercator'

describe('viewBox', () => {
  const chicago = { southWest: [41.6, -88.2] as [number, number], northEast: [42.2, -87.3] as [number, number] }

  it('widens the view to whole 64-pixel squares and one more around', () => {
    const box = viewBox(chicago.southWest, chicago.northEast, 9, 64)
    const sw = worldPixel([box.south, box.west], 9)
    const ne = worldPixel([box.north, box.east], 9)
    for (const edge of [sw.x, sw.y, ne.x, ne.y]) expect(Math.abs(edge / 64 - Math.round(edge / 64))).toBeLessThan(1e-3)
    const view = { sw: worldPixel(chicago.southWest, 9), ne: worldPixel(chicago.northEast, 9) }
    expect(view.sw.x - sw.x).toBeGreaterThanOrEqual(64)
    expect(ne.x - view.ne.x).toBeGreaterThanOrEqual(64)
    expect(sw.y - view.sw.y).toBeGreaterThanOrEqual(64)
    expect(view.ne.y - ne.y).toBeGreaterThanOrEqual(64)
    expect(box.zoom).toBe(9)
  })

  it('is the same box for a pan inside the squares', () => {
    const moved = viewBox([41.6001, -88.1999], [42.2001, -87.2999], 9, 64)
    expect(moved).toEqual(viewBox(chicago.southWest, chicago.northEast, 9, 64))
  })

  it('stays inside the world when the view shows more than it', () => {
    expect(viewBox([-89, -400], [89, 400], 1, 64)).toEqual({ south: -85.051129, west: -180, north: 85.051129, east: 180, zoom: 1 })
  })
})
