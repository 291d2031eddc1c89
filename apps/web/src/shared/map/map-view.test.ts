import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mapOfSize } from '../../test/leaflet-of-size'
import type { Bounds } from './map-points'
import { centredView, FIT_PADDING, frameView, viewKey, type MapView } from './map-view'

describe('frameView', () => {
  it('centres a single spot at the zoom given', () => {
    expect(
      frameView(
        [
          [30.27, -97.74],
          [30.27, -97.74],
        ],
        13,
      ),
    ).toEqual({ center: [30.27, -97.74], zoom: 13 })
  })

  it('fits an area, never closer than the zoom given', () => {
    expect(
      frameView(
        [
          [25, -124],
          [48, -67],
        ],
        12,
      ),
    ).toEqual({
      bounds: [
        [25, -124],
        [48, -67],
      ],
      maxZoom: 12,
    })
  })

  it('gives equal views equal keys, and different views different ones', () => {
    const a = frameView(
      [
        [1, 2],
        [3, 4],
      ],
      12,
    )
    const b = frameView(
      [
        [1, 2],
        [3, 4],
      ],
      12,
    )
    expect(viewKey(a)).toBe(viewKey(b))
    expect(viewKey(a)).not.toBe(viewKey({ center: [1, 2], zoom: 12 }))
  })
})

describe('centredView', () => {
  it("is the centre and zoom Leaflet's fitBounds picks for an area on a map of that size", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.0005, max: 25, noNaN: true }),
        fc.double({ min: 0.0005, max: 40, noNaN: true }),
        fc.integer({ min: 49, max: 1_600 }),
        fc.integer({ min: 49, max: 900 }),
        fc.integer({ min: 1, max: 18 }),
        (south, west, tall, wide, width, height, maxZoom) => {
          const bounds: Bounds = [
            [south, west],
            [south + tall, west + wide],
          ]
          const map = mapOfSize({ width, height })
          map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom })
          const ours = centredView({ bounds, maxZoom }, { width, height })!
          expect(ours.zoom).toBe(map.getZoom())
          expect(ours.center[0]).toBeCloseTo(map.getCenter().lat, 9)
          expect(ours.center[1]).toBeCloseTo(map.getCenter().lng, 9)
          map.remove()
        },
      ),
    )
  })

  it('keeps a centred view as it is, and fits nothing on a map smaller than its padding', () => {
    expect(centredView({ center: [41.88, -87.63], zoom: 13 }, { width: 800, height: 400 })).toEqual({ center: [41.88, -87.63], zoom: 13 })
    const area: MapView = {
      bounds: [
        [25, -124],
        [48, -67],
      ],
      maxZoom: 12,
    }
    expect(centredView(area, { width: 48, height: 400 })).toBeUndefined()
    expect(centredView(area, { width: 800, height: 0 })).toBeUndefined()
  })
})
