import { addDays } from '@mc/domain'
import type pg from 'pg'
import { createCampaignFixture, today, uniqueIdentity } from '../missions/missions.test-data'

/** A store of a test organization: its place is written with the street only, as old rows are (keys are filled when listed). */
export interface StoreSpec {
  street: string
  city?: string
  state?: string
  postalCode?: string | null
  storeNumber?: string | null
  latitude?: number | null
  longitude?: number | null
  approximate?: boolean
  phone?: string | null
}

export interface StoreFixture {
  identity: string
  id: number
  placeId: number
  placeIdentity: string
}

export async function createOrganization(pool: pg.Pool, name = 'Directory Health Test'): Promise<{ id: number; identity: string }> {
  const identity = uniqueIdentity('OG')
  const { rows } = await pool.query(`insert into organizations (identity, name) values ($1, $2) returning id`, [identity, `${name} ${identity}`])
  return { id: rows[0].id, identity }
}

export async function createStore(pool: pg.Pool, organizationId: number, spec: StoreSpec): Promise<StoreFixture> {
  const { rows: places } = await pool.query(
    `insert into places (street, city, state, postal_code, latitude, longitude, location_approximate, location_precision, phone, timezone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'America/Chicago') returning id, identity`,
    [
      spec.street,
      spec.city ?? 'Claremore',
      spec.state ?? 'OK',
      spec.postalCode === undefined ? '74017' : spec.postalCode,
      spec.latitude === undefined ? 36.3126 : spec.latitude,
      spec.longitude === undefined ? -95.6161 : spec.longitude,
      spec.approximate ?? false,
      spec.approximate ? 'POSTAL_CODE' : null,
      spec.phone ?? null,
    ],
  )
  const identity = uniqueIdentity('OP')
  const { rows } = await pool.query(
    `insert into organization_places (identity, organization_id, place_id, store_number) values ($1, $2, $3, $4) returning id`,
    [identity, organizationId, places[0].id, spec.storeNumber ?? null],
  )
  return { identity, id: rows[0].id, placeId: places[0].id, placeIdentity: places[0].identity }
}

/** A bee to respond (bee identities are 'b' and 7 digits). */
export async function createBee(pool: pg.Pool): Promise<number> {
  const identity = `b8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
  const { rows } = await pool.query(
    `insert into bees (identity, first_name, last_name) values ($1, 'Merge', 'Bee')
     on conflict (identity) do update set first_name = excluded.first_name returning id`,
    [identity],
  )
  return rows[0].id
}

export interface MissionFixture {
  id: number
  identity: string
  campaignId: number
}

/** An enabled mission of a fresh campaign, running from 10 days ago. */
export async function createMission(pool: pg.Pool, name: string): Promise<MissionFixture> {
  const campaign = await createCampaignFixture(pool)
  const identity = uniqueIdentity('MM')
  const { rows } = await pool.query(
    `insert into missions (identity, campaign_id, name, description, state, cap_period_type, start_date, end_date)
     select $1, id, $2, 'Directory health test mission', 'ENABLED', 'SIMPLE', $3, $4 from campaigns where identity = $5 returning id, campaign_id`,
    [identity, `${name} ${identity}`, addDays(today(), -10), addDays(today(), 20), campaign.campaignIdentity],
  )
  return { id: rows[0].id, identity, campaignId: rows[0].campaign_id }
}

export async function createGroup(pool: pg.Pool, missionId: number, name: string): Promise<number> {
  const { rows } = await pool.query(`insert into deployment_groups (identity, mission_id, name) values ($1, $2, $3) returning id`, [
    uniqueIdentity('GR'),
    missionId,
    name,
  ])
  return rows[0].id
}

/** A pin at the store, in the group, with responses (started today) in the states given. */
export async function createPin(
  pool: pg.Pool,
  pin: { missionId: number; storeId: number; groupId: number | null; bee: number; responses?: string[] },
): Promise<{ id: number; identity: string }> {
  const identity = uniqueIdentity('PN')
  const { rows } = await pool.query(
    `insert into pins (identity, mission_id, deployment_group_id, organization_place_id, reward_points, latitude, longitude)
     values ($1, $2, $3, $4, 300, 36.31, -95.61) returning id`,
    [identity, pin.missionId, pin.groupId, pin.storeId],
  )
  for (const state of pin.responses ?? []) {
    await pool.query(`insert into responses (bee_id, pin_id, mission_id, state) values ($1, $2, $3, $4)`, [pin.bee, rows[0].id, pin.missionId, state])
  }
  return { id: rows[0].id, identity }
}

/** A processed store list of the mission's campaign whose rows reached these stores and pins. */
export async function createStoreListRows(
  pool: pg.Pool,
  mission: MissionFixture,
  rows: { storeId: number; pinId: number | null; groupId: number | null }[],
): Promise<number> {
  const { rows: lists } = await pool.query(
    `insert into mission_deploy_templates (campaign_id, name, status) values ($1, 'merge-test.xlsx', 'PROCESSED') returning id`,
    [mission.campaignId],
  )
  for (const [index, row] of rows.entries()) {
    await pool.query(
      `insert into mission_deploy_template_rows (template_id, row_number, street_address, status, mission_id, organization_place_id, deployment_group_id, pin_id)
       values ($1, $2, '1500 Lynn Riggs Blvd', 'PIN_ADDED_TO_MISSION', $3, $4, $5, $6)`,
      [lists[0].id, index + 3, mission.id, row.storeId, row.groupId, row.pinId],
    )
  }
  return lists[0].id
}
