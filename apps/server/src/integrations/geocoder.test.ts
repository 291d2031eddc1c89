import { describe, expect, it } from 'vitest'
import { createOfflineAddressNormalizer } from './address-normalizer'
import { CENTROID_SCORE, CITY_CENTRE_SCORE, createCentroidGeocoder } from './geocoder'

const normalized = (city: string, state: string, postalCode: string | null) =>
  createOfflineAddressNormalizer().normalize([{ street: '1 Main St', city, state, postalCode, country: 'US' }])

describe('offline centroid geocoder', () => {
  it('places a row at its ZIP centroid when the ZIP is known', async () => {
    const [hit] = await createCentroidGeocoder().geocode(await normalized('Jonesboro', 'AR', '72401'))
    expect(hit).toMatchObject({ providerId: '72401', score: CENTROID_SCORE, precision: 'POSTAL_CODE' })
  })

  it('places a row with city and state and no ZIP at its city centre, marked as such (issue 33)', async () => {
    const [hit] = await createCentroidGeocoder().geocode(await normalized('JONESBORO', 'ARKANSAS', null))
    expect(hit).toMatchObject({ score: CITY_CENTRE_SCORE, precision: 'CITY', timezone: 'America/Chicago' })
    // Jonesboro, AR is at about 35.84 N, 90.70 W.
    expect(hit!.latitude).toBeCloseTo(35.84, 1)
    expect(hit!.longitude).toBeCloseTo(-90.7, 1)
  })

  it('places a town too small for the populated places from its ZIP codes, and falls back to the city for an unknown ZIP', async () => {
    const [town, unknownZip] = await createCentroidGeocoder().geocode([
      ...(await normalized('Crane Hill', 'AL', null)),
      ...(await normalized('Tupelo', 'MS', '00000')),
    ])
    expect(town).toMatchObject({ precision: 'CITY' })
    expect(unknownZip).toMatchObject({ precision: 'CITY' })
  })

  it('places nothing it cannot place', async () => {
    const [hit] = await createCentroidGeocoder().geocode(await normalized('Nowhere Such Town', 'AL', null))
    expect(hit).toBeNull()
  })
})
