import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closestNames, editDistance, missingForNewStore, nameSimilarity, pausedPinRows, previewMessages, rowList } from './store-list-preview'

describe('store list preview', () => {
  it('finds the organization a typo meant', () => {
    const existing = ['Walmart', 'Walgreens', 'Target', 'Kroger', 'Whole Foods Market']
    expect(closestNames('Walmrt', existing)).toEqual(['Walmart'])
    expect(closestNames('Walgreen', existing)).toEqual(['Walgreens'])
    expect(closestNames('kroger ', existing)).toEqual(['Kroger'])
    expect(closestNames('Acme Hardware Supply', existing)).toEqual([])
  })

  it('measures edits, swaps included, without regard to case or spaces around', () => {
    expect(editDistance('Target', 'Tagret')).toBe(1)
    expect(editDistance(' TARGET', 'target')).toBe(0)
    expect(editDistance('', 'abc')).toBe(3)
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a))
        expect(nameSimilarity(a, a)).toBe(1)
        expect(nameSimilarity(a, b)).toBeGreaterThanOrEqual(0)
        expect(nameSimilarity(a, b)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('lists rows and counts what it does not show', () => {
    expect(rowList([3])).toBe('Row 3')
    expect(rowList(Array.from({ length: 12 }, (_, i) => i + 3))).toBe('Rows 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 2 more')
  })

  it('says what will be created and added paused', () => {
    expect(
      pausedPinRows([
        { rowNumber: 3, pinIsRunning: true },
        { rowNumber: 4, pinIsRunning: false },
      ]),
    ).toEqual([4])
    expect(previewMessages.newStores(2, true)).toBe(
      '2 stores will be created at an approximate location (the centre of the ZIP code), not at the street address.',
    )
    // Stores without a postal code we can place go to their city's centre, and the line says where.
    expect(previewMessages.newStores(1, true, 1)).toBe(
      '1 store will be created at an approximate location (the centre of the city), not at the street address.',
    )
    expect(previewMessages.newStores(3, true, 1)).toBe(
      '3 stores will be created at an approximate location (the centre of the ZIP code or of the city), not at the street address.',
    )
    expect(previewMessages.newOrganization('Walmrt', 3, ['Walmart'])).toBe('"Walmrt" (3 rows): closest existing name: Walmart')
    expect(previewMessages.pausedPins(1)).toBe('1 pin will be added paused (pin_active is blank or false).')
    expect(previewMessages.implausibleCoordinates(1)).toBe(
      '1 row gives a latitude and longitude that cannot be in its state: they will be ignored, and the store matched and placed by its address.',
    )
    expect(previewMessages.implausibleCoordinates(2)).toMatch(/^2 rows give a latitude and longitude that cannot be in their state: /)
  })
})

describe('the preview tells the truth about rows that cannot be placed (issue 33)', () => {
  it('names what a new store lacks, in the words of the row ERROR', () => {
    expect(missingForNewStore({ street: '1 Main St', city: 'Jonesboro', state: 'AR', placed: true })).toEqual([])
    expect(missingForNewStore({ street: '1 Main St', city: 'Nowhere', state: 'AR', placed: false })).toEqual([
      'a postal code or a city we can place on the map',
    ])
    expect(missingForNewStore({ street: null, city: null, state: 'AR', placed: false })).toEqual([
      'street_address',
      'city',
      'a postal code or a city we can place on the map',
    ])
  })

  it('counts failing rows, city centres and matches by evidence', () => {
    expect(previewMessages.failing(3173, 'a postal code or a city we can place on the map')).toBe(
      '3,173 rows will end in ERROR: no known store matches them, and a new store needs a postal code or a city we can place on the map.',
    )
    expect(previewMessages.cityCentres(1)).toBe('1 new store has no postal code we can place: placed at the centre of the city.')
    expect(
      previewMessages.matched(2371, [
        { reason: 'address', rows: 2145 },
        { reason: 'same street', rows: 226 },
      ]),
    ).toBe('2,371 rows will match known stores: 2,145 by address, 226 by same street.')
  })
})
