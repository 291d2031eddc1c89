import { describe, expect, it } from 'vitest'
import { frameView, viewKey } from './map-view'

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
