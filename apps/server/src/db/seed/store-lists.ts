// Processed store lists (mission deploy templates) with their rows: the lists that, in the
// story of the demo data, created the missions' pins. Only PROCESSED lists are seeded, so
// no worker ever picks up a half-done list that has no job behind it.
import { missionDeployTemplateRows, missionDeployTemplates } from '../schema'
import { insertIds, insertMany, type SeedContext } from './context'
import { LEGACY_MISSION_BASE } from './campaigns-missions'
import { addDays, at, minDay } from './dates'
import { DEMO_IDENTITIES as D } from './demo-identities'
import type { MissionPlan } from './mission-plan'
import type { DeploymentPlan } from './pins'
import type { Store } from './places'
import { rngFor } from './random'

export interface StoreListInputs {
  missions: MissionPlan[]
  campaignOfMission: number[]
  campaignIds: number[]
  missionIds: number[]
  deployment: DeploymentPlan
  groupIds: number[]
  pinIds: number[]
  stores: Store[]
}

const ERRORS: { status: 'ERROR'; detail: string; street?: string; postal?: string; store?: string }[] = [
  { status: 'ERROR', detail: 'Could not geocode the address: no match for postal code 00000', postal: '00000' },
  { status: 'ERROR', detail: 'No store matched, and the row has no street address to create one', street: '' },
  { status: 'ERROR', detail: 'Wiser Store ID ZZ9QX2LMN0PA is not a known organization place', store: 'ZZ9QX2LMN0PA' },
  { status: 'ERROR', detail: 'Store matched with LOW confidence; check the address and upload the row again' },
]

export async function seedStoreLists(ctx: SeedContext, inp: StoreListInputs): Promise<void> {
  const rng = rngFor('store-lists')
  const fixed = new Set<string>(Object.values(D.missions))
  const idx = (identity: string) => inp.missions.findIndex((m) => m.identity === identity)
  const generated = inp.missions
    .map((m, i) => ({ m, i }))
    .filter(({ m, i }) => m.state === 'ENABLED' && !m.isDeleted && inp.deployment.pinsByMission[i]!.length > 0 && !fixed.has(m.identity))
  const chosen = [
    idx(D.missions.scale),
    idx(D.missions.enabled),
    ...rng
      .shuffle(generated)
      .slice(0, 8)
      .map((g) => g.i),
  ]
  const identities = [D.storeLists.scale, D.storeLists.everyday]

  const lists = chosen.map((mission, k) => {
    const m = inp.missions[mission]!
    const created = at(minDay(addDays(m.start, -2), addDays(ctx.today, -1)), 15 + k * 0.1)
    return {
      mission,
      errors: mission === idx(D.missions.enabled) ? 8 : rng.int(0, 3),
      row: {
        identity: identities[k] ?? ctx.identities.stream('store-lists').next(),
        campaignId: inp.campaignIds[inp.campaignOfMission[mission]!]!,
        name: `${m.name.replace(/[^A-Za-z0-9]+/g, '_')}_stores.xlsx`,
        status: 'PROCESSED' as const,
        createdBy: rng.pick(['ops@missioncontrol.test', 'admin@missioncontrol.test']),
        createdAt: created,
        processedAt: new Date(created.getTime() + 60_000 + inp.deployment.pinsByMission[mission]!.length * 20),
        updatedAt: created,
      },
    }
  })
  const templateIds = await insertIds(
    ctx.tx,
    missionDeployTemplates,
    lists.map((l) => l.row),
    missionDeployTemplates.identity,
  )

  const rows = lists.flatMap((l, k) => {
    const pins = inp.deployment.pinsByMission[l.mission]!
    const normalizedAt = l.row.processedAt
    const added = pins.map((p, n) => {
      const pin = inp.deployment.pins[p]!
      const s = inp.stores[pin.store]!
      const group = inp.deployment.groups[pin.group]!
      const withId = rng.chance(0.4)
      const byCentroid = rng.chance(0.3)
      return {
        templateId: templateIds[k]!,
        rowNumber: n + 3,
        organizationName: s.organizationName,
        storeNumber: s.storeNumber,
        streetAddress: s.street,
        city: s.city,
        state: s.state,
        postalCode: s.postalCode,
        country: 'US',
        groupName: group.name,
        groupCap: group.responseGroupCap,
        frequencyCap: pin.frequencyCap,
        pinIsRunning: pin.isRunning,
        wiserMissionId: String(LEGACY_MISSION_BASE + l.mission),
        wiserStoreId: withId ? s.orgPlaceIdentity : null,
        status: 'PIN_ADDED_TO_MISSION' as const,
        statusDetail: withId ? 'Matched by Wiser Store ID' : 'Matched by organization, store number and address',
        normalizedStreet: s.street.toUpperCase(),
        normalizedCity: s.city.toUpperCase(),
        normalizedState: s.state,
        normalizedPostalCode: s.postalCode,
        normalizedCountry: 'US',
        normalizationProvider: 'offline-us',
        normalizedAt,
        geocodeProvider: byCentroid ? 'zip-centroid' : 'nominatim',
        geocodeProviderId: byCentroid ? s.postalCode : String(rng.int(10_000_000, 99_999_999)),
        geocodeScore: byCentroid ? 0.5 : Math.round((0.85 + rng.next() * 0.15) * 1000) / 1000,
        latitude: s.lat,
        longitude: s.lng,
        matchConfidence: withId || !byCentroid ? ('HIGH' as const) : ('MEDIUM' as const),
        missionId: inp.missionIds[l.mission]!,
        organizationPlaceId: s.orgPlaceId,
        deploymentGroupId: inp.groupIds[pin.group]!,
        pinId: inp.pinIds[p]!,
      }
    })
    const errored = Array.from({ length: l.errors }, (_, e) => {
      const base = added[rng.int(0, added.length - 1)]!
      const err = ERRORS[e % ERRORS.length]!
      return {
        ...base,
        rowNumber: added.length + 3 + e,
        status: err.status,
        statusDetail: err.detail,
        streetAddress: err.street ?? base.streetAddress,
        postalCode: err.postal ?? base.postalCode,
        wiserStoreId: err.store ?? null,
        storeNumber: null,
        organizationPlaceId: null,
        deploymentGroupId: null,
        pinId: null,
        matchConfidence: err.store || err.street !== undefined || err.postal ? null : ('LOW' as const),
        geocodeProvider: err.postal ? null : base.geocodeProvider,
        geocodeProviderId: err.postal ? null : base.geocodeProviderId,
        geocodeScore: err.postal ? null : base.geocodeScore,
        latitude: err.postal ? null : base.latitude,
        longitude: err.postal ? null : base.longitude,
      }
    })
    return [...added, ...errored]
  })
  await insertMany(ctx.tx, missionDeployTemplateRows, rows, 500)
}
