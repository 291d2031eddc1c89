import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_METRES, NearestPoint, pinPosition, RadiusCounter } from './coverage.compute'

const rad = (degrees: number) => degrees * (Math.PI / 180)
/** PostgreSQL's test, as COVERAGE_BATCH_SQL writes it, point by point. */
const within = (lat: number, lng: number, pLat: number, pLng: number, metres: number) =>
  Math.cos(rad(lat)) * Math.cos(rad(pLat)) * Math.cos(rad(pLng) - rad(lng)) + Math.sin(rad(lat)) * Math.sin(rad(pLat)) >= Math.cos(metres / EARTH_RADIUS_METRES)
/** earth_distance(ll_to_earth(a), ll_to_earth(b)). */
function earthDistance(lat: number, lng: number, pLat: number, pLng: number): number {
  const e = (la: number, lo: number) => [
    EARTH_RADIUS_METRES * Math.cos(rad(la)) * Math.cos(rad(lo)),
    EARTH_RADIUS_METRES * Math.cos(rad(la)) * Math.sin(rad(lo)),
    EARTH_RADIUS_METRES * Math.sin(rad(la)),
  ]
  const [a, b] = [e(lat, lng), e(pLat, pLng)]
  const chord = Math.sqrt(a.reduce((sum, x, i) => sum + (x - b[i]!) ** 2, 0))
  return 2 * EARTH_RADIUS_METRES * Math.asin(chord / (2 * EARTH_RADIUS_METRES))
}

// Centres anywhere (poles and the 180th meridian included), points scattered near them and far.
const centre = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) })
const offsets = fc.array(fc.tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true })), { maxLength: 300 })
const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng)
const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat))

describe('radius counts and the nearest point, in memory', () => {
  it('count exactly the points PostgreSQL finds within the radius, anywhere on the globe', () => {
    fc.assert(
      fc.property(centre, offsets, fc.double({ min: 160, max: 300_000, noNaN: true }), ({ lat, lng }, around, metres) => {
        const latitude = around.map(([dy]) => clampLat(lat + dy))
        const longitude = around.map(([, dx]) => wrap(lng + dx))
        const counter = new RadiusCounter({ latitude, longitude }, metres)
        const expected = latitude.filter((pLat, i) => within(lat, lng, pLat, longitude[i]!, metres)).length
        expect(counter.count(pinPosition(lat, lng))).toBe(expected)
        const found: number[] = []
        counter.forEachWithin(pinPosition(lat, lng), (i) => found.push(i))
        expect(found.length).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('counts whole cells only when every point of them is within: dense points around the circle', () => {
    fc.assert(
      fc.property(centre, fc.double({ min: 160, max: 200_000, noNaN: true }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), ({ lat, lng }, metres, seed) => {
        // 3,000 points in the box of 1.5 radii around the centre, from a seeded generator.
        let state = seed
        const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1
        const spread = (metres / EARTH_RADIUS_METRES) * (180 / Math.PI) * 1.5
        const widen = Math.min(60, 1 / Math.max(Math.cos(rad(lat)), 1e-3))
        const latitude = Array.from({ length: 3000 }, () => clampLat(lat + next() * spread))
        const longitude = latitude.map(() => wrap(lng + next() * spread * widen))
        const counter = new RadiusCounter({ latitude, longitude }, metres)
        const expected = latitude.filter((pLat, i) => within(lat, lng, pLat, longitude[i]!, metres)).length
        expect(counter.count(pinPosition(lat, lng))).toBe(expected)
      }),
      { numRuns: 200 },
    )
  })

  it('leaves points without a location out', () => {
    const counter = new RadiusCounter({ latitude: [40, null, 40], longitude: [-74, -74, null] }, 1000)
    expect(counter.count(pinPosition(40, -74))).toBe(1)
  })

  it('finds the nearest point at earth_distance, or null when there is none', () => {
    fc.assert(
      fc.property(centre, offsets, ({ lat, lng }, around) => {
        const latitude = around.map(([dy]) => clampLat(lat + dy * 20))
        const longitude = around.map(([, dx]) => wrap(lng + dx * 40))
        const nearest = new NearestPoint({ latitude, longitude }).distance(lat, lng)
        if (around.length === 0) expect(nearest).toBeNull()
        else expect(nearest).toBeCloseTo(Math.min(...latitude.map((pLat, i) => earthDistance(lat, lng, pLat, longitude[i]!))), 6)
      }),
      { numRuns: 300 },
    )
  })
})
