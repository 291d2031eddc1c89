import fc from 'fast-check'
import { addDays } from '@mc/domain'
import type pg from 'pg'
import { createCampaignFixture, today, uniqueIdentity } from '../missions/missions.test-data'

export interface PinSpec {
  group?: string
  price?: number
  frequencyCap?: number
  isRunning?: boolean
  isTestPin?: boolean
  /** Hours from now until a platform hold ends (negative: already over). */
  heldForHours?: number
  timezone?: string
  /** Responses on the pin, started today. */
  responses?: ('started' | 'pending' | 'approved' | 'refused' | 'suppressed' | 'abandoned')[]
}

/** A random pin (fast-check) in one of `groups` (undefined: no group): its cap, running, a hold, some responses. */
export const randomPin = (groups: (string | undefined)[]): fc.Arbitrary<PinSpec> =>
  fc.record({
    group: fc.constantFrom(...groups),
    frequencyCap: fc.integer({ min: 1, max: 3 }),
    isRunning: fc.boolean(),
    heldForHours: fc.constantFrom(undefined, 5, -5),
    responses: fc.array(fc.constantFrom('started', 'pending', 'approved', 'refused', 'suppressed', 'abandoned' as const), { maxLength: 4 }),
  })

/** A deployment group's random caps (fast-check): a group cap, a frequency cap, either or neither. */
export const randomGroupCaps = fc.record({
  groupCap: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  frequencyCap: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
})

export interface PinFixture {
  missionIdentity: string
  missionId: number
  groups: Record<string, string>
  pins: { identity: string; orgPlaceIdentity: string }[]
}

export interface MissionSpec {
  state?: string
  capPeriodType?: 'SIMPLE' | 'CUSTOM'
  /** For CUSTOM: a cap period from 3 days ago to this many days ahead. */
  periodEndsInDays?: number
  endDate?: string
  groups?: Record<string, { groupCap?: number; frequencyCap?: number }>
  pins: PinSpec[]
}

async function beeId(pool: pg.Pool): Promise<number> {
  const identity = `b9${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
  const { rows } = await pool.query(
    `insert into bees (identity, first_name, last_name) values ($1, 'Test', 'Bee')
     on conflict (identity) do update set first_name = excluded.first_name returning id`,
    [identity],
  )
  return rows[0].id
}

/** A mission of its own with groups, stores and pins, so tests never touch the demo data. */
export async function createPinFixture(pool: pg.Pool, spec: MissionSpec): Promise<PinFixture> {
  const campaign = await createCampaignFixture(pool)
  const missionIdentity = uniqueIdentity('MP')
  const { rows: missionRows } = await pool.query(
    `insert into missions (identity, campaign_id, name, description, state, cap_period_type, start_date, end_date)
     select $1, id, $2, 'Pins test mission', $3, $4, $5, $6 from campaigns where identity = $7 returning id`,
    [
      missionIdentity,
      `Pins ${missionIdentity}`,
      spec.state ?? 'ENABLED',
      spec.capPeriodType ?? 'SIMPLE',
      addDays(today(), -10),
      spec.endDate ?? addDays(today(), 20),
      campaign.campaignIdentity,
    ],
  )
  const missionId: number = missionRows[0].id
  if (spec.capPeriodType === 'CUSTOM' && spec.periodEndsInDays !== undefined) {
    await pool.query(`insert into mission_cap_periods (mission_id, name, start_date, end_date) values ($1, 'Now', $2, $3)`, [
      missionId,
      addDays(today(), -3),
      addDays(today(), spec.periodEndsInDays),
    ])
  }
  const groups: Record<string, string> = {}
  const groupIds: Record<string, number> = {}
  for (const [name, caps] of Object.entries(spec.groups ?? {})) {
    const identity = uniqueIdentity('GP')
    const { rows } = await pool.query(
      `insert into deployment_groups (identity, mission_id, name, response_group_cap, response_frequency_cap) values ($1, $2, $3, $4, $5) returning id`,
      [identity, missionId, name, caps.groupCap ?? null, caps.frequencyCap ?? null],
    )
    groups[name] = identity
    groupIds[name] = rows[0].id
  }
  const { rows: orgRows } = await pool.query(`insert into organizations (identity, name) values ($1, $2) returning id`, [
    uniqueIdentity('OG'),
    `Pin Test Org ${missionIdentity}`,
  ])
  const bee = await beeId(pool)
  const pins: PinFixture['pins'] = []
  for (const [index, pin] of spec.pins.entries()) {
    const { rows: placeRows } = await pool.query(
      `insert into places (street, city, state, postal_code, latitude, longitude) values ($1, 'Springfield', 'IL', '62701', $2, -89.6) returning id`,
      [`${index + 1} Main St`, 39.7 + index / 1000],
    )
    const orgPlaceIdentity = uniqueIdentity('OP')
    const { rows: opRows } = await pool.query(
      `insert into organization_places (identity, organization_id, place_id, store_number) values ($1, $2, $3, $4) returning id`,
      [orgPlaceIdentity, orgRows[0].id, placeRows[0].id, String(index + 1).padStart(4, '0')],
    )
    const identity = uniqueIdentity('PN')
    const { rows: pinRows } = await pool.query(
      `insert into pins (identity, mission_id, deployment_group_id, organization_place_id, reward_points, frequency_cap, is_running, is_test_pin,
                         latitude, longitude, timezone, available_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, -89.6, $10, now() + make_interval(hours => $11::int)) returning id`,
      [
        identity,
        missionId,
        pin.group ? groupIds[pin.group] : null,
        opRows[0].id,
        pin.price ?? 300,
        pin.frequencyCap ?? 5,
        pin.isRunning ?? true,
        pin.isTestPin ?? false,
        39.7 + index / 1000,
        pin.timezone ?? 'UTC',
        pin.heldForHours ?? -1,
      ],
    )
    for (const state of pin.responses ?? []) {
      await pool.query(`insert into responses (bee_id, pin_id, mission_id, state) values ($1, $2, $3, $4)`, [bee, pinRows[0].id, missionId, state])
    }
    pins.push({ identity, orgPlaceIdentity })
  }
  return { missionIdentity, missionId, groups, pins }
}

export const PIN_FIELDS = `identity rewardPoints frequencyCap isRunning isCapped availableAt isTestPin
  capProgress { started pending approved } deploymentGroup { identity name }
  organizationPlace { identity storeNumber place { primaryAddress { street city state postalCode } } organization { identity name } }`

export const PINS_QUERY = `query GetMissionPins($identity: String!, $page: Int, $limit: Int, $state: PinAvailabilityFilter, $isRunning: PinRunningFilter, $deploymentGroupIdentities: [String!]) {
  missionPins(identity: $identity, page: $page, limit: $limit, state: $state, isRunning: $isRunning, deploymentGroupIdentities: $deploymentGroupIdentities) {
    total page limit items { ${PIN_FIELDS} }
  }
}`

export { today }
