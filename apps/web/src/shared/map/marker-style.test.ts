import { describe, expect, it } from 'vitest'
import { circleStyle, markerLabel, markerRadiusAt, pointStyle } from './marker-style'

describe('marker style', () => {
  it('draws an approximate point as a hollow dashed ring in its colour, a precise one as a filled dot', () => {
    expect(circleStyle('#52c41a', 7, true)).toMatchObject({ color: '#52c41a', dashArray: '3 3', fillOpacity: 0.15 })
    const precise = circleStyle('#52c41a', 7)
    expect(precise).toMatchObject({ color: '#ffffff', fillColor: '#52c41a', fillOpacity: 0.9 })
    expect(precise.dashArray).toBeUndefined()
  })

  it('says in the tooltip that an approximate point is a ZIP centroid', () => {
    expect(markerLabel({ key: 'a', lat: 1, lng: 2, label: 'Store #1', approximate: true })).toBe('Store #1 · Approximate (ZIP centroid)')
    expect(markerLabel({ key: 'a', lat: 1, lng: 2, label: 'Store #1', approximate: true, precision: 'CITY' })).toBe('Store #1 · Approximate (city centre)')
    expect(markerLabel({ key: 'a', lat: 1, lng: 2, label: 'Store #1' })).toBe('Store #1')
  })

  it('draws the same dot on the canvas layer as a circle marker would', () => {
    expect(pointStyle('#52c41a', true)).toMatchObject({ approximate: true, color: '#52c41a', dashArray: [3, 3], fillOpacity: 0.15 })
    expect(pointStyle('#52c41a')).toMatchObject({ approximate: false, color: '#ffffff', dashArray: [], fillColor: '#52c41a' })
  })

  it('shrinks dots as the map zooms out, never under 4 px', () => {
    expect(markerRadiusAt(7, 12)).toBe(7)
    expect(markerRadiusAt(7, 10)).toBe(7)
    expect(markerRadiusAt(7, 8)).toBe(5)
    expect(markerRadiusAt(7, 4)).toBe(4)
  })
})
