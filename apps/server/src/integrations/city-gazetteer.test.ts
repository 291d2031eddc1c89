import { describe, expect, it } from 'vitest'
import { cityCentre } from './city-gazetteer'

describe('city centres', () => {
  it('places a city by its name in its state, however it is spelt', () => {
    const fortWorth = cityCentre('FT WORTH', 'tx')
    expect(fortWorth?.source).toBe('geonames')
    expect(fortWorth?.latitude).toBeCloseTo(32.75, 1)
    expect(fortWorth?.longitude).toBeCloseTo(-97.33, 1)
    expect(cityCentre('Fort Worth', 'NY')).toBeNull()
  })

  it('places a township by the populated place that carries its name and more words', () => {
    // Hamilton, NJ (Hamilton Township, Mercer County) is "Hamilton Square" in GeoNames.
    const hamilton = cityCentre('Hamilton', 'NJ')
    expect(hamilton?.latitude).toBeCloseTo(40.23, 1)
    expect(hamilton?.longitude).toBeCloseTo(-74.65, 1)
    // Whole words only: no place named 'Hamilto…' is taken for an unknown 'Hamilto'.
    expect(cityCentre('Hamilto', 'NJ')).toBeNull()
  })

  it('knows no city without a name or a state', () => {
    expect(cityCentre(null, 'TX')).toBeNull()
    expect(cityCentre('Austin', null)).toBeNull()
  })
})
