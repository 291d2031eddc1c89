// Organizations (US retail chains), places at real-looking US addresses, and the stores
// (organization places) that tie the two together. ~15,000 of each.
import { streetKey } from '../../integrations/street-normalizer'
import { organizationPlaces, organizations, places } from '../schema'
import { insertIds, type SeedContext } from './context'
import { CHAINS, type ChainSeed } from './data/brands'
import { STREET_NAMES, STREET_SUFFIXES, STREET_SUFFIX_WEIGHTS } from './data/names'
import { METROS, METRO_WEIGHTS } from './data/us-metros'
import { rngFor, type Rng } from './random'

export interface Store {
  orgPlaceId: number
  orgPlaceIdentity: string
  placeId: number
  organizationIndex: number
  organizationName: string
  storeNumber: string | null
  metro: number
  street: string
  city: string
  state: string
  postalCode: string
  lat: number
  lng: number
  timezone: string
  isActive: boolean
}

export interface SeededPlaces {
  organizations: { id: number; identity: string; name: string }[]
  /** Every store, grouped by organization in CHAINS order. */
  stores: Store[]
}

function chainMetros(rng: Rng, chain: ChainSeed): number[] {
  const all = METROS.map((_, i) => i)
  if (chain.reach === 'national') return all
  const chosen = new Set<number>()
  while (chosen.size < Math.min(chain.reach, all.length)) chosen.add(rng.weighted(all, METRO_WEIGHTS))
  return [...chosen]
}

/** Distinct zero-padded store numbers; small chains leave some stores without one. */
function storeNumbers(rng: Rng, chain: ChainSeed): (string | null)[] {
  const max = 10 ** chain.storeNumberDigits
  const seen = new Set<number>()
  return Array.from({ length: chain.places }, () => {
    if (chain.places < 80 && rng.chance(0.3)) return null
    let n: number
    do n = rng.int(1, max - 1)
    while (seen.has(n))
    seen.add(n)
    return String(n).padStart(chain.storeNumberDigits, '0')
  })
}

type PlanStore = Omit<Store, 'orgPlaceId' | 'placeId' | 'orgPlaceIdentity'> & {
  placeIdentity: string
  orgPlaceIdentity: string
  phone: string
  relationshipTypeId: number
  matchScore: number
  georectified: boolean
}

function planStores(ctx: SeedContext): PlanStore[] {
  const rng = rngFor('places')
  return CHAINS.flatMap((chain, organizationIndex) => {
    const metros = chainMetros(rng, chain)
    const weights = metros.map((m) => METROS[m]!.weight)
    const numbers = storeNumbers(rng, chain)
    return numbers.map((storeNumber): PlanStore => {
      const metro = rng.weighted(metros, weights)
      const m = METROS[metro]!
      const loc = rng.pick(m.localities)
      // Scatter stores a few kilometres around the ZIP centroid.
      const lat = loc.lat + rng.gauss() * 0.03
      const lng = loc.lng + (rng.gauss() * 0.03) / Math.cos((loc.lat * Math.PI) / 180)
      const suffix = rng.weighted(STREET_SUFFIXES, STREET_SUFFIX_WEIGHTS)
      return {
        placeIdentity: ctx.identities.stream('places').next(),
        orgPlaceIdentity: ctx.identities.stream('places').next(),
        organizationIndex,
        organizationName: chain.name,
        storeNumber,
        metro,
        street: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${suffix}`,
        city: loc.city,
        state: loc.state,
        postalCode: loc.postalCode,
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        timezone: m.timezone,
        isActive: rng.chance(0.97),
        phone: `(${m.areaCode}) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`,
        relationshipTypeId: rng.chance(0.97) ? 1 : 2,
        matchScore: rng.int(7000, 10000) / 100,
        georectified: rng.chance(0.6),
      }
    })
  })
}

async function seedOrganizations(ctx: SeedContext): Promise<SeededPlaces['organizations']> {
  const rows = CHAINS.map((c) => ({
    identity: c.identity ?? ctx.identities.stream('places').next(),
    name: c.name,
    displayName: c.name.replace(/ (Supercenter|Convenience|Wholesale Club)$/, ''),
    alternativeNames: c.alternativeNames ?? [],
    organizationTypeId: 1,
    businessType: c.businessType,
    mobeeCompany: false,
  }))
  // Parents first, so the sub-chains can point at them.
  const topIdx = CHAINS.flatMap((c, i) => (c.parent ? [] : [i]))
  const subIdx = CHAINS.flatMap((c, i) => (c.parent ? [i] : []))
  const ids: number[] = new Array(CHAINS.length)
  const topIds = await insertIds(
    ctx.tx,
    organizations,
    topIdx.map((i) => rows[i]!),
    organizations.identity,
  )
  topIdx.forEach((i, k) => (ids[i] = topIds[k]!))
  const subRows = subIdx.map((i) => ({ ...rows[i]!, parentId: ids[CHAINS.findIndex((c) => c.name === CHAINS[i]!.parent)]! }))
  const subIds = await insertIds(ctx.tx, organizations, subRows, organizations.identity)
  subIdx.forEach((i, k) => (ids[i] = subIds[k]!))
  return rows.map((r, i) => ({ id: ids[i]!, identity: r.identity, name: r.name }))
}

export async function seedPlaces(ctx: SeedContext): Promise<SeededPlaces> {
  const orgs = await seedOrganizations(ctx)
  const plan = planStores(ctx)
  const placeIds = await insertIds(
    ctx.tx,
    places,
    plan.map((s) => ({
      identity: s.placeIdentity,
      street: s.street,
      streetKey: streetKey(s.street),
      city: s.city,
      state: s.state,
      postalCode: s.postalCode,
      country: 'US',
      latitude: s.lat,
      longitude: s.lng,
      timezone: s.timezone,
      phone: s.phone,
    })),
    places.identity,
  )
  const orgPlaceIds = await insertIds(
    ctx.tx,
    organizationPlaces,
    plan.map((s, i) => ({
      identity: s.orgPlaceIdentity,
      organizationId: orgs[s.organizationIndex]!.id,
      placeId: placeIds[i]!,
      name: s.storeNumber ? `${s.organizationName} #${s.storeNumber}` : `${s.organizationName} ${s.city}`,
      storeNumber: s.storeNumber,
      relationshipTypeId: s.relationshipTypeId,
      isActive: s.isActive,
      matchScore: s.matchScore,
      georectified: s.georectified,
    })),
    organizationPlaces.identity,
  )
  const stores = plan.map((s, i): Store => ({
    orgPlaceId: orgPlaceIds[i]!,
    orgPlaceIdentity: s.orgPlaceIdentity,
    placeId: placeIds[i]!,
    organizationIndex: s.organizationIndex,
    organizationName: s.organizationName,
    storeNumber: s.storeNumber,
    metro: s.metro,
    street: s.street,
    city: s.city,
    state: s.state,
    postalCode: s.postalCode,
    lat: s.lat,
    lng: s.lng,
    timezone: s.timezone,
    isActive: s.isActive,
  }))
  return { organizations: orgs, stores }
}
