import L from 'leaflet'
import { describe, expect, it } from 'vitest'
import { tilesInView, tileUrl, worldPixel } from './tile-preload'

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

describe('tileUrl', () => {
  it('fills a Leaflet template as Leaflet does', () => {
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', { x: 2134, y: 3112, z: 13 }, false)).toBe('/tiles/13/2134/3112.png')
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { x: 1, y: 1, z: 2 }, true)).toBe('https://c.tile.example/2/1/1@2x.png')
  })

  it('gives up on a template with parts it does not know', () => {
    expect(tileUrl('/tiles/{z}/{x}/{-y}.png', { x: 1, y: 1, z: 2 }, false)).toBeUndefined()
  })
})
