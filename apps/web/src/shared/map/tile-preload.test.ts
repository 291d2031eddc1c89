import fc from 'fast-check'
import L from 'leaflet'
import { describe, expect, it } from 'vitest'
import type { Bounds } from './map-points'
import { fittedZoom, tilesInView, tilesOfFit, tileUrl, worldPixel } from './tile-preload'

describe('worldPixel', () => {
  it("is Leaflet's own projection of a point at a zoom", () => {
    for (const [lat, lng, zoom] of [
      [30.2672, -97.7431, 13],
      [47.6062, -122.3321, 4],
      [-33.87, 151.21, 9],
      [89, 10, 2],
    ] as const) {
      const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom)
      const ours = worldPixel([lat, lng], zoom)
      expect(ours.x).toBeCloseTo(leaflet.x, 6)
      expect(ours.y).toBeCloseTo(leaflet.y, 6)
    }
  })
})

describe('tilesInView', () => {
  it('takes the tiles touching half the size around the centre pixel', () => {
    // Centre pixel (1000, 700) at zoom 3: x 1000 +- 128 touches columns 3 and 4, y 700 +- 100 rows 2 and 3.
    const lng = (1000.5 / (256 * 8) - 0.5) * 360
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * 700.5) / (256 * 8)))) * 180) / Math.PI
    expect(tilesInView([lat, lng], 3, { width: 256, height: 200 })).toEqual([
      { x: 3, y: 2, z: 3 },
      { x: 4, y: 2, z: 3 },
      { x: 3, y: 3, z: 3 },
      { x: 4, y: 3, z: 3 },
    ])
  })

  it('wraps columns round the world and leaves out rows past the poles', () => {
    // At zoom 2 the 180th meridian is pixel 1024 of 1024: the view runs on into column 0, and its
    // top half lies above the world's top row.
    expect(tilesInView([85, 179.9], 2, { width: 256, height: 256 })).toEqual([
      { x: 3, y: 0, z: 2 },
      { x: 0, y: 0, z: 2 },
    ])
  })
})

/** A Leaflet map of `size` pixels (jsdom lays nothing out, so its size is given) that has just fitted `bounds`, as BaseMap opens one. */
function leafletFit(bounds: Bounds, size: { width: number; height: number }, padding: [number, number], maxZoom: number) {
  const map = L.map(document.createElement('div'), { fadeAnimation: false, zoomAnimation: false })
  map.getSize = () => L.point(size.width, size.height)
  map.fitBounds(bounds, { padding, maxZoom })
  const view = { zoom: map.getZoom(), center: [map.getCenter().lat, map.getCenter().lng] as [number, number] }
  map.remove()
  return view
}

describe('fittedZoom and tilesOfFit', () => {
  const cases: [string, Bounds, { width: number; height: number }][] = [
    // The demo's 10,000-pin mission across the United States, in the map's widths at 1,024-1,920 pixel windows.
    [
      'a country, wide map',
      [
        [25.76, -122.42],
        [47.61, -71.06],
      ],
      { width: 1068, height: 518 },
    ],
    [
      'a country, narrow map',
      [
        [25.76, -122.42],
        [47.61, -71.06],
      ],
      { width: 471, height: 518 },
    ],
    [
      'a city',
      [
        [30.2, -97.8],
        [30.35, -97.65],
      ],
      { width: 748, height: 518 },
    ],
    [
      'a street, capped at the closest zoom',
      [
        [30.2672, -97.7431],
        [30.2673, -97.743],
      ],
      { width: 748, height: 518 },
    ],
    [
      'across the date line',
      [
        [-45, 166],
        [-34, 179],
      ],
      { width: 640, height: 518 },
    ],
  ]
  it.each(cases)("opens at Leaflet's zoom and on Leaflet's tiles: %s", (_name, bounds, size) => {
    const leaflet = leafletFit(bounds, size, [24, 24], 12)
    expect(fittedZoom(bounds, size, [24, 24], 12)).toBe(leaflet.zoom)
    expect(tilesOfFit(bounds, size, [24, 24], 12)).toEqual(tilesInView(leaflet.center, leaflet.zoom, size))
  })

  it("agrees with Leaflet on any bounds and map size, near a zoom's edge too", () => {
    const corner = fc.tuple(fc.double({ min: -80, max: 80, noNaN: true }), fc.double({ min: -179, max: 179, noNaN: true }))
    fc.assert(
      fc.property(corner, corner, fc.integer({ min: 120, max: 2000 }), fc.integer({ min: 120, max: 1200 }), ([a, b], [c, d], width, height) => {
        const bounds: Bounds = [
          [Math.min(a, c), Math.min(b, d)],
          [Math.max(a, c), Math.max(b, d)],
        ]
        const size = { width, height }
        const leaflet = leafletFit(bounds, size, [24, 24], 12)
        expect(fittedZoom(bounds, size, [24, 24], 12)).toBe(leaflet.zoom)
        expect(tilesOfFit(bounds, size, [24, 24], 12)).toEqual(tilesInView(leaflet.center, leaflet.zoom, size))
      }),
      { numRuns: 300 },
    )
  })

  it('gives the tiles of a smaller middle area when asked', () => {
    const bounds: Bounds = [
      [25.76, -122.42],
      [47.61, -71.06],
    ]
    const middle = tilesOfFit(bounds, { width: 1068, height: 518 }, [24, 24], 12, { width: 512, height: 518 })
    const all = tilesOfFit(bounds, { width: 1068, height: 518 }, [24, 24], 12)
    expect(middle.length).toBeLessThan(all.length)
    for (const tile of middle) expect(all).toContainEqual(tile)
  })
})

describe('tileUrl', () => {
  it('fills a Leaflet template as Leaflet does', () => {
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', { x: 2134, y: 3112, z: 13 }, false)).toBe('/tiles/13/2134/3112.png')
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { x: 1, y: 1, z: 2 }, true)).toBe('https://c.tile.example/2/1/1@2x.png')
  })

  it('gives up on a template with parts it does not know', () => {
    expect(tileUrl('/tiles/{z}/{x}/{-y}.png', { x: 1, y: 1, z: 2 }, false)).toBeUndefined()
  })
})
