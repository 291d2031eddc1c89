import { describe, expect, it } from 'vitest'
import { cityKey, createOfflineAddressNormalizer, normalizeCountry, normalizePostalCode, normalizeState } from './address-normalizer'

describe('offline address normalizer', () => {
  it('reads a US zip with or without +4, however written, as its 5 digits', () => {
    for (const code of ['35010', '35010-1234', '35010 1234', '35010 - 1234', '350101234', ' 35010 ']) expect(normalizePostalCode(code, 'US')).toBe('35010')
    expect(normalizePostalCode('2116', 'US')).toBe('02116')
    expect(normalizePostalCode('35010-1234', null)).toBe('35010')
    expect(normalizePostalCode('k1a0b1', 'CA')).toBe('K1A 0B1')
    expect(normalizePostalCode('12341234', 'US')).toBe('12341234')
  })

  it('reads state names and codes in any case, with periods', () => {
    for (const state of ['AL', 'al', 'Alabama', 'ALABAMA', ' alabama ', 'AL.', 'Al.']) expect(normalizeState(state)).toBe('AL')
    expect(normalizeState('new  york')).toBe('NY')
    expect(normalizeState('Ontario')).toBe('ON')
  })

  it('reads country spellings', () => {
    for (const country of ['US', 'us', 'USA', 'U.S.', 'U.S.A.', 'United States']) expect(normalizeCountry(country)).toBe('US')
    expect(normalizeCountry('Canada')).toBe('CA')
  })

  it('gives the display street and its match key', async () => {
    const [address] = await createOfflineAddressNormalizer().normalize([
      { street: '2643 HWY. 280  ', city: ' alexander   city ', state: 'alabama', postalCode: '35010-4411', country: 'USA' },
    ])
    expect(address).toEqual({
      street: '2643 Highway 280',
      streetKey: '2643 hwy 280',
      streetCores: ['2643 280'],
      city: 'Alexander City',
      cityKey: 'alexander city',
      state: 'AL',
      postalCode: '35010',
      country: 'US',
    })
  })

  it('gives one city key to the usual spellings of a city, and different cities different keys', () => {
    const same = (...cities: string[]) => expect(new Set(cities.map(cityKey)).size, cities.join(' | ')).toBe(1)
    same('Fort Worth', 'FT WORTH', 'Ft. Worth', ' fort  worth ')
    same('St. Louis', 'Saint Louis', 'ST LOUIS')
    same('Winston-Salem', 'WINSTON SALEM')
    same('Mount Pleasant', 'MT PLEASANT', 'Mt. Pleasant')
    expect(cityKey('Springfield')).not.toBe(cityKey('Springdale'))
    expect(cityKey('  ')).toBeNull()
  })
})
