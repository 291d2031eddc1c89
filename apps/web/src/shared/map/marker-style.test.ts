import { describe, expect, it } from 'vitest'
import { circleStyle, markerLabel } from './marker-style'

describe('marker style', () => {
  it('draws an approximate point as a hollow dashed ring in its colour, a precise one as a filled dot', () => {
    expect(circleStyle('#52c41a', 7, true)).toMatchObject({ color: '#52c41a', dashArray: '3 3', fillOpacity: 0.15 })
    const precise = circleStyle('#52c41a', 7)
    expect(precise).toMatchObject({ color: '#ffffff', fillColor: '#52c41a', fillOpacity: 0.9 })
    expect(precise.dashArray).toBeUndefined()
  })

  it('says in the tooltip that an approximate point is a ZIP centroid', () => {
    expect(markerLabel({ key: 'a', lat: 1, lng: 2, label: 'Store #1', approximate: true })).toBe('Store #1 · Approximate (ZIP centroid)')
    expect(markerLabel({ key: 'a', lat: 1, lng: 2, label: 'Store #1' })).toBe('Store #1')
  })
})
