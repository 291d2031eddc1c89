import L from 'leaflet'
import { describe, expect, it } from 'vitest'
import { worldLatLng, worldPixel } from './web-mercator'

const PLACES = [
  [30.2672, -97.7431, 13],
  [47.6062, -122.3321, 4],
  [-33.87, 151.21, 9],
  [89, 10, 2],
] as const

describe('worldPixel', () => {
  it("is Leaflet's own projection of a point at a zoom", () => {
    for (const [lat, lng, zoom] of PLACES) {
      const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom)
      const ours = worldPixel([lat, lng], zoom)
      expect(ours.x).toBeCloseTo(leaflet.x, 6)
      expect(ours.y).toBeCloseTo(leaflet.y, 6)
    }
  })
})

describe('worldLatLng', () => {
  it("is Leaflet's own unprojection of a pixel at a zoom", () => {
    for (const [x, y, zoom] of [
      [120.5, 80.25, 0],
      [3_000, 6_000, 5],
      [1_097_000.7, 1_600_123.2, 13],
    ] as const) {
      const leaflet = L.CRS.EPSG3857.pointToLatLng(L.point(x, y), zoom)
      const [lat, lng] = worldLatLng({ x, y }, zoom)
      expect(lat).toBeCloseTo(leaflet.lat, 9)
      expect(lng).toBeCloseTo(leaflet.lng, 9)
    }
  })

  it('undoes worldPixel', () => {
    for (const [lat, lng, zoom] of PLACES.slice(0, 3)) {
      const [backLat, backLng] = worldLatLng(worldPixel([lat, lng], zoom), zoom)
      expect(backLat).toBeCloseTo(lat, 9)
      expect(backLng).toBeCloseTo(lng, 9)
    }
  })
})
