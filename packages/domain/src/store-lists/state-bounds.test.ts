import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coordinatesPlausibleForState, STATE_BOUNDS, STATE_BOUNDS_MARGIN, stateBoundsOf, type LatLongBox } from './state-bounds'

/** Outside the contiguous states: Alaska, Hawaii and Puerto Rico lie apart (and Alaska across the 180th meridian). */
const NOT_CONTINENTAL = new Set(['AK', 'HI', 'PR'])
const CONTINENTAL = STATE_BOUNDS.filter((state) => !NOT_CONTINENTAL.has(state.code))

const pointIn = (box: LatLongBox) =>
  fc.tuple(
    fc.double({ min: box.south, max: box.north, noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: box.west, max: box.east, noNaN: true, noDefaultInfinity: true }),
  )
const stateAndPointInside = fc
  .constantFrom(...STATE_BOUNDS)
  .chain((state) => fc.constantFrom(...state.boxes).chain((box) => pointIn(box).map(([latitude, longitude]) => ({ state, latitude, longitude }))))

describe('state bounds', () => {
  it('are the 50 states, DC and Puerto Rico, each once, each box a real box on the globe', () => {
    expect(STATE_BOUNDS).toHaveLength(52)
    expect(new Set(STATE_BOUNDS.map((state) => state.code)).size).toBe(52)
    for (const state of STATE_BOUNDS) {
      for (const box of state.boxes) {
        expect(box.south).toBeLessThan(box.north)
        expect(box.west).toBeLessThan(box.east)
        expect(box.south).toBeGreaterThan(0)
        expect(box.north).toBeLessThan(72)
        expect(box.west).toBeGreaterThanOrEqual(-180)
        expect(box.east).toBeLessThanOrEqual(180)
      }
    }
  })

  it("a row's state is found by its code or its name, in any case and spacing", () => {
    for (const text of ['TX', 'tx', ' Texas ', 'TEXAS']) expect(stateBoundsOf(text)?.code).toBe('TX')
    expect(stateBoundsOf('new  york')?.code).toBe('NY')
    expect(stateBoundsOf('District of Columbia')?.code).toBe('DC')
    expect(stateBoundsOf('ON')).toBeUndefined()
  })

  it('places known stores in their state and nowhere far', () => {
    const stores: [string, number, number][] = [
      ['TX', 30.2672, -97.7431], // Austin
      ['OR', 45.5152, -122.6784], // Portland
      ['IL', 39.7817, -89.6501], // Springfield
      ['FL', 24.5551, -81.78], // Key West
      ['HI', 21.3069, -157.8583], // Honolulu
      ['AK', 61.2181, -149.9003], // Anchorage
      ['AK', 51.88, -176.6581], // Adak, west of Hawaii
      ['AK', 52.9, 173.1], // Attu Island, past the 180th meridian
      ['PR', 18.4655, -66.1057], // San Juan
      ['DC', 38.8977, -77.0365],
      ['ME', 44.8016, -68.7712], // Bangor
      ['WA', 48.3837, -124.7158], // Neah Bay
    ]
    for (const [state, latitude, longitude] of stores) expect(coordinatesPlausibleForState(state, latitude, longitude), state).toBe(true)
    expect(coordinatesPlausibleForState('OR', 30.2672, -97.7431)).toBe(false)
    expect(coordinatesPlausibleForState('TX', 45.5152, -122.6784)).toBe(false)
    // A lost minus sign puts an Austin store in central Asia.
    expect(coordinatesPlausibleForState('TX', 30.2672, 97.7431)).toBe(false)
    // The margin takes a store just over the line, not one a state away.
    expect(coordinatesPlausibleForState('CO', 41.2, -105)).toBe(true)
    expect(coordinatesPlausibleForState('CO', 42, -105)).toBe(false)
  })

  it('a state it cannot check makes no point plausible', () => {
    for (const state of ['ON', '', '  ', null, undefined]) expect(coordinatesPlausibleForState(state, 43.65, -79.38)).toBe(false)
    expect(coordinatesPlausibleForState('TX', Number.NaN, -97.7)).toBe(false)
  })

  it('every point inside a state box, or within the margin of it, is plausible for the state', () => {
    fc.assert(
      fc.property(
        stateAndPointInside,
        fc.double({ min: -STATE_BOUNDS_MARGIN, max: STATE_BOUNDS_MARGIN, noNaN: true }),
        ({ state, latitude, longitude }, nudge) => {
          expect(coordinatesPlausibleForState(state.code, latitude, longitude)).toBe(true)
          expect(coordinatesPlausibleForState(state.name, latitude + nudge, Math.max(-180, Math.min(180, longitude + nudge)))).toBe(true)
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('a continental point with latitude and longitude swapped is plausible for no state', () => {
    const continental = fc
      .constantFrom(...CONTINENTAL)
      .chain((state) => pointIn(state.boxes[0]!).map(([latitude, longitude]) => ({ state, latitude, longitude })))
    fc.assert(
      fc.property(continental, ({ state, latitude, longitude }) => {
        expect(coordinatesPlausibleForState(state.code, longitude, latitude)).toBe(false)
        expect(STATE_BOUNDS.some((other) => coordinatesPlausibleForState(other.code, longitude, latitude))).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('a point more than the margin outside every box of a state is not plausible for it', () => {
    const outside = fc.constantFrom(...STATE_BOUNDS).chain((state) =>
      fc
        .tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }))
        .filter(([latitude, longitude]) =>
          state.boxes.every(
            (box) =>
              latitude < box.south - STATE_BOUNDS_MARGIN ||
              latitude > box.north + STATE_BOUNDS_MARGIN ||
              longitude < box.west - STATE_BOUNDS_MARGIN ||
              longitude > box.east + STATE_BOUNDS_MARGIN,
          ),
        )
        .map(([latitude, longitude]) => ({ state, latitude, longitude })),
    )
    fc.assert(
      fc.property(outside, ({ state, latitude, longitude }) => {
        expect(coordinatesPlausibleForState(state.code, latitude, longitude)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })
})
