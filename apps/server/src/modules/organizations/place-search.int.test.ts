import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP, SEARCH_TEXT_MAX } from '@mc/domain/common/search'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string
const chain = DEMO_IDENTITIES.organizations.bigChain
const placesPath = `/api/organizations/${chain}/organization_places.json`

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

interface Place {
  identity: string
  store_number: string | null
  street: string | null
  city: string | null
  postal_code: string | null
}
const search = async (text: string, query = '') => {
  const response = await server.call('GET', `${placesPath}?search=${encodeURIComponent(text)}${query}`, { token })
  expect(response.status).toBe(200)
  return response.body as { organization_places: Place[]; metadata: { totalElements: number; totalIsLowerBound: boolean; currentPage: number; size: number } }
}

describe("an organization's places, searched", () => {
  let every: Place[]
  beforeAll(async () => {
    every = (await server.call('GET', placesPath, { token })).body.organization_places
    expect(every).toHaveLength(2000)
  })

  it('finds a store number or postal code from its start, a street or city anywhere, in any case, with the count found', async () => {
    const store = every[1234]!
    const byNumber = await search(store.store_number!)
    expect(byNumber.organization_places.map((p) => p.identity)).toContain(store.identity)
    expect(
      byNumber.organization_places.every((p) => p.store_number!.startsWith(store.store_number!) || `${p.street} ${p.city}`.includes(store.store_number!)),
    ).toBe(true)

    const word = store.street!.split(' ')[1]!.toLowerCase()
    const byStreet = await search(word)
    const expected = every.filter(
      (p) =>
        p.street!.toLowerCase().includes(word) ||
        p.city!.toLowerCase().includes(word) ||
        p.store_number!.toLowerCase().startsWith(word) ||
        p.postal_code!.toLowerCase().startsWith(word),
    )
    expect(byStreet.organization_places.map((p) => p.identity).sort()).toEqual(expected.map((p) => p.identity).sort())
    expect(byStreet.metadata.totalElements).toBe(expected.length)

    const byCity = await search(store.city!.toUpperCase())
    expect(byCity.organization_places.map((p) => p.identity)).toContain(store.identity)

    const byZip = await search(store.postal_code!.slice(0, 4))
    expect(
      byZip.organization_places.every(
        (p) =>
          p.postal_code!.startsWith(store.postal_code!.slice(0, 4)) ||
          `${p.street} ${p.city}`.includes(store.postal_code!.slice(0, 4)) ||
          p.store_number!.startsWith(store.postal_code!.slice(0, 4)),
      ),
    ).toBe(true)
    expect(byZip.organization_places.map((p) => p.identity)).toContain(store.identity)
  })

  it('pages what it finds, and finds nothing for text no place holds', async () => {
    const firstTwo = await search('a', '&limit=2&page=2')
    expect(firstTwo.organization_places).toHaveLength(2)
    expect(firstTwo.metadata).toMatchObject({ currentPage: 2, size: 2 })
    expect(firstTwo.metadata.totalElements).toBeGreaterThan(2)
    expect(await search('%_no such place_%')).toMatchObject({ organization_places: [], metadata: { totalElements: 0 } })
  })

  it('counts a text most stores hold up to 1,000, "at least", listing the same stores in the same order as the exact count', async () => {
    // "a": in most streets; the chain's 2,000 stores are walked in order until 1,001 are found.
    const firstPage = await search('a', '&limit=25')
    expect(firstPage.metadata).toMatchObject({ totalElements: SEARCH_COUNT_CAP, totalIsLowerBound: true })
    const lastPage = await search('a', `&limit=25&page=${SEARCH_COUNT_CAP / 25}`)
    expect(lastPage.organization_places).toHaveLength(25)
    // Every store asked for at once (past the walk's 1,000): read from the indexes, counted exactly.
    const whole = await search('a')
    expect(whole.metadata.totalIsLowerBound).toBe(false)
    expect(whole.metadata.totalElements).toBeGreaterThan(SEARCH_COUNT_CAP)
    const identities = (page: { organization_places: Place[] }) => page.organization_places.map((p) => p.identity)
    expect(identities(firstPage)).toEqual(identities(whole).slice(0, 25))
    expect(identities(lastPage)).toEqual(identities(whole).slice(SEARCH_COUNT_CAP - 25, SEARCH_COUNT_CAP))
  })

  it('refuses a search past its length, naming the field', async () => {
    const response = await server.call('GET', `${placesPath}?search=${'x'.repeat(SEARCH_TEXT_MAX + 1)}`, { token })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ search: [`Must not be longer than ${SEARCH_TEXT_MAX} characters`] })
  })
})
