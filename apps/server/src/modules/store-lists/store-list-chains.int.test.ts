// Issue 33's acceptance on real data: lists of one chain from independent public sources
// (test-data/chains/README.md), uploaded one after the other through the API into one directory.
// The ground truth is the chain's own store number; the lists are uploaded with their numbers
// removed where the point is to see the address alone find the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIRECTIONAL_KEYS } from '../../integrations/store-matcher'
import { normalizeStreet } from '../../integrations/street-normalizer'
import { SUFFIXES } from '../../integrations/usps-address-tables'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { loadChainList, type ChainStoreRow } from './test-data/chains/chain-lists'
import { CREATE, createFixture, uploadRow, waitProcessed, type Fixture } from './test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

interface RowOutcome {
  row_number: number
  status: string
  status_detail: string | null
  organization_place_id: string | null
  match_reason: string | null
  store_number_learned: boolean | null
  store_number_conflict: string | null
  location_precision: string | null
}

/** Uploads the rows as one list and returns each row's outcome by its position in `rows`. */
async function uploadList(name: string, rows: readonly ChainStoreRow[], options: { storeNumbers: boolean; zip: boolean }): Promise<RowOutcome[]> {
  const input = rows.map((row, index) =>
    uploadRow(fixture, index + 3, {
      storeNumber: options.storeNumbers ? row.storeNumber : null,
      streetAddress: row.street,
      city: row.city,
      state: row.state,
      postalCode: options.zip ? row.zip : null,
      groupName: name,
    }),
  )
  const { status, body } = await server.graphql(token, CREATE, { input: { name, campaignIdentity: fixture.campaignIdentity, rows: input } })
  expect(status, JSON.stringify(body.errors)).toBe(200)
  const identity: string = body.data.createMissionDeployTemplate.identity
  await waitProcessed(server, token, identity, 600_000)
  const outcome = await server.runtime.deps.pool.query<RowOutcome>(
    `select r.row_number, r.status, r.status_detail, r.organization_place_id, r.match_reason, r.store_number_learned, r.store_number_conflict,
            p.location_precision
       from mission_deploy_template_rows r join mission_deploy_templates t on t.id = r.template_id
       left join organization_places op on op.id = r.organization_place_id left join places p on p.id = op.place_id
      where t.identity = $1 order by r.row_number`,
    [identity],
  )
  return outcome.rows
}

const houseNumber = (street: string): string => normalizeStreet(street)?.key.split(' ')[0] ?? ''
const SUFFIX_KEYS = new Set([...SUFFIXES.values()].map((suffix) => suffix.toLowerCase()))
const DIRECTIONALS = new Set(DIRECTIONAL_KEYS)

/** How two spellings of one store's street differ, as issue 33 counts them. */
function differenceKind(a: string, b: string): 'identical' | 'directional' | 'type' | 'route' | 'name' {
  const words = (street: string) => (normalizeStreet(street)?.key ?? '').split(' ')
  const without = (street: string, drop: Set<string>) =>
    words(street)
      .filter((word) => !drop.has(word))
      .join(' ')
  if (words(a).join(' ') === words(b).join(' ')) return 'identical'
  if (without(a, DIRECTIONALS) === without(b, DIRECTIONALS)) return 'directional'
  const both = new Set([...DIRECTIONALS, ...SUFFIX_KEYS])
  if (without(a, both) === without(b, both)) return 'type'
  if ([a, b].some((street) => words(street).includes('hwy'))) return 'route'
  return 'name'
}

interface Tally {
  rows: number
  duplicated: number
}

/**
 * For each row of `later` whose store (by store number, at the same house number: a store that moved
 * keeps its number but is another building) is already a place: was it matched to that place, or did
 * it create a new one? And for every matched row: is its place another store (a wrong merge)?
 */
function measure(
  later: readonly ChainStoreRow[],
  outcomes: readonly RowOutcome[],
  known: Map<string, { place: string; street: string }>,
  holmesByNumber: Map<string, ChainStoreRow>,
) {
  const numbersOfPlace = new Map<string, Set<string>>()
  for (const [number, { place }] of known) numbersOfPlace.set(place, (numbersOfPlace.get(place) ?? new Set()).add(number))
  const laterByNumber = new Map(later.flatMap((row) => (row.storeNumber === null ? [] : [[row.storeNumber, row] as const])))
  const byKind = new Map<string, Tally>()
  let wrongMerges = 0
  const wrong: string[] = []
  later.forEach((row, index) => {
    const outcome = outcomes[index]!
    const place = outcome.organization_place_id
    const truth = row.storeNumber === null ? undefined : known.get(row.storeNumber)
    // A store renumbered or replaced in the same building is that building's place: the same street
    // key and postal code (#3075 opened in 2021 at 513 W 23rd St, Panama City, where #1032 was in
    // 2006), or the same house number and postal code that the earlier number has moved away from by
    // the later list (#3858 is at 22100 S State Road 7, Boca Raton 33428 in 2021, where #1916 was at
    // 22100 US Hwy 441 in 2006, one road under two names, while #1916 is now in Coconut Creek).
    const sameBuilding = (number: string) => {
      const other = holmesByNumber.get(number)
      if (other === undefined || other.zip !== row.zip) return false
      if (normalizeStreet(other.street)?.key === normalizeStreet(row.street)?.key) return true
      const now = laterByNumber.get(number)
      const movedAway = now !== undefined && (now.zip !== other.zip || houseNumber(now.street) !== houseNumber(other.street))
      return movedAway && houseNumber(other.street) === houseNumber(row.street)
    }
    if (
      place !== null &&
      row.storeNumber !== null &&
      numbersOfPlace.has(place) &&
      !numbersOfPlace.get(place)!.has(row.storeNumber) &&
      ![...numbersOfPlace.get(place)!].some(sameBuilding)
    ) {
      wrongMerges++
      wrong.push(`#${row.storeNumber} ${row.street}, ${row.city} → place of #${[...numbersOfPlace.get(place)!].join('/')}`)
    }
    if (!truth || houseNumber(truth.street) !== houseNumber(row.street)) return
    const kind = differenceKind(truth.street, row.street)
    const tally = byKind.get(kind) ?? { rows: 0, duplicated: 0 }
    tally.rows++
    if (place !== truth.place) {
      tally.duplicated++
      if (process.env.CHAINS_DEBUG) console.log(`[dup ${kind}] ${truth.street} | ${row.street}, ${row.city} ${row.state} ${row.zip} → ${outcome.status_detail}`)
    }
    byKind.set(kind, tally)
  })
  const rows = [...byKind.values()].reduce((sum, tally) => sum + tally.rows, 0)
  const duplicated = [...byKind.values()].reduce((sum, tally) => sum + tally.duplicated, 0)
  return { byKind, rows, duplicated, wrongMerges, wrong }
}

const report = (title: string, result: ReturnType<typeof measure>) =>
  console.log(
    `[chains] ${title}: ${result.duplicated} of ${result.rows} rows naming a known store made a new place (${((100 * result.duplicated) / Math.max(1, result.rows)).toFixed(2)} %), ${result.wrongMerges} wrong merges; by difference: ${[
      ...result.byKind,
    ]
      .map(([kind, tally]) => `${kind} ${tally.duplicated}/${tally.rows}`)
      .join(', ')}${result.wrong.length ? `\n  wrong: ${result.wrong.slice(0, 10).join('; ')}` : ''}`,
  )

// Each test uploads a whole list (1,600-3,300 rows) and waits for it: 3-10 s alone, over 30 s on
// the embedded database with the integration runs and the cluster test side by side.
describe('lists of one chain from independent public sources', { timeout: 120_000 }, () => {
  const holmes = loadChainList('walmart-holmes-2006')
  const directory = loadChainList('walmart-storedirectory-2021')
  const osm = loadChainList('walmart-osm-2020')
  // The place each Holmes store number became, with the street Holmes gives it.
  const known = new Map<string, { place: string; street: string }>()
  const holmesByNumber = new Map(holmes.map((row) => [row.storeNumber!, row]))

  it('a first source fills the directory: every row is pinned', async () => {
    const outcomes = await uploadList('walmart-holmes-2006', holmes, { storeNumbers: false, zip: true })
    expect(outcomes.filter((row) => row.status !== 'PIN_ADDED_TO_MISSION').map((row) => `${row.row_number}: ${row.status_detail}`)).toEqual([])
    holmes.forEach((row, index) => known.set(row.storeNumber!, { place: outcomes[index]!.organization_place_id!, street: row.street }))
  })

  it('a second source matches the stores it names (no wrong merge) and teaches them its store numbers', async () => {
    const outcomes = await uploadList('walmart-storedirectory-2021', directory, { storeNumbers: true, zip: true })
    const result = measure(directory, outcomes, known, holmesByNumber)
    report('store directory 2021 into Holmes 2006', result)
    expect(result.rows).toBeGreaterThan(1000)
    expect(result.wrongMerges).toBe(0)
    // Issue 33: at most 0.5 % (reached: 0.44 %, 7 of 1,597; 9.5 % before street cores, city, nearby
    // and house-number matching). What is left the sources contradict themselves on ('231 BLUEBELL DR
    // N.W.' and '231 Bluebell Dr Sw') or name another town and ZIP with another road name.
    expect(result.duplicated / result.rows).toBeLessThanOrEqual(0.005)

    // Every row matched by address that carries a number: the store learned it, or the conflict is listed.
    const byAddress = outcomes.filter((row) => row.match_reason !== null && row.match_reason !== 'store number')
    const learned = byAddress.filter((row) => row.store_number_learned)
    const conflicts = byAddress.filter((row) => row.store_number_conflict !== null)
    console.log(`[chains] store numbers: ${learned.length} learned, ${conflicts.length} conflicts listed, of ${byAddress.length} rows matched by address`)
    expect(byAddress.length).toBeGreaterThan(1000)
    expect(learned.length + conflicts.length).toBe(byAddress.length)
    for (const row of conflicts) expect(row.status_detail).toMatch(/not recorded|kept/)
  })

  it('a third source with city and state and no ZIP: rows pinned, new stores at city precision, known ones matched', async () => {
    const outcomes = await uploadList('walmart-osm-2020', osm, { storeNumbers: false, zip: false })
    // Issue 33: every row pinned. Braden River FL (no gazetteer names it) is a known store found by its
    // very address in its state; Hamilton NJ (a township) is placed at GeoNames' "Hamilton Square".
    const failed = outcomes.filter((row) => row.status !== 'PIN_ADDED_TO_MISSION')
    console.log(`[chains] OSM 2020 without ZIP: ${outcomes.length - failed.length} of ${outcomes.length} rows pinned`)
    expect(failed.map((row) => `${row.row_number}: ${row.status_detail}`)).toEqual([])
    const created = outcomes.filter((row) => row.status_detail === 'Created a new store')
    console.log(`[chains] OSM 2020 without ZIP: ${created.length} new stores, all at city precision`)
    expect(created.map((row) => row.location_precision)).toEqual(created.map(() => 'CITY'))
    const result = measure(osm, outcomes, known, holmesByNumber)
    report('OpenStreetMap 2020 (no ZIP, no store number) into the directory', result)
    expect(result.rows).toBeGreaterThan(100)
    expect(result.wrongMerges).toBe(0)
    // Issue 33: at most 0.5 % (reached: 1 of 201, '231 Bluebell Drive Southwest' taking the place the
    // 2021 list's '231 Bluebell Dr Sw' made beside 2006's '231 BLUEBELL DR N.W.'). Without a ZIP a
    // store is found in its city, nearby, by a spelling an earlier list taught it, or by its very
    // address in its state.
    expect(result.duplicated / result.rows).toBeLessThanOrEqual(0.005)
  })
})
