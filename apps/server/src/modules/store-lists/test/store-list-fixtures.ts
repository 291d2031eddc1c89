import type pg from 'pg'
import type { TestServer } from '../../../test/test-server'

export interface Fixture {
  campaignIdentity: string
  missionIdentity: string
  missionLegacyId: number
  otherMissionIdentity: string
  organizationName: string
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

/** A customer, a campaign with one mission, another campaign's mission, and a chain with two stores. */
export async function createFixture(pool: pg.Pool): Promise<Fixture> {
  const tag = unique()
  const customer = await pool.query<{ id: number }>(`insert into customers (name) values ($1) returning id`, [`Store List Test ${tag}`])
  const campaign = async (name: string) =>
    (
      await pool.query<{ id: number; identity: string }>(
        `insert into campaigns (customer_id, name, description, start_date, end_date) values ($1, $2, 'Store list test campaign', current_date, current_date + 60) returning id, identity`,
        [customer.rows[0]!.id, name],
      )
    ).rows[0]!
  const mine = await campaign(`SL ${tag}`)
  const other = await campaign(`SL other ${tag}`)
  const mission = async (campaignId: number, name: string) =>
    (
      await pool.query<{ identity: string; legacy_identity: number }>(
        `insert into missions (campaign_id, name, description, start_date, end_date, base_price) values ($1, $2, 'Store list test mission', current_date, current_date + 30, 350) returning identity, legacy_identity`,
        [campaignId, name],
      )
    ).rows[0]!
  const m1 = await mission(mine.id, `SL mission ${tag}`)
  const m2 = await mission(other.id, `SL other mission ${tag}`)
  const organizationName = `Testmart ${tag}`
  const org = await pool.query<{ id: number }>(`insert into organizations (name) values ($1) returning id`, [organizationName])
  for (const [number, street] of [
    ['0001', '100 Congress Ave'],
    ['0002', '200 Lamar Blvd'],
  ] as const) {
    const place = await pool.query<{ id: number }>(
      `insert into places (street, city, state, postal_code, latitude, longitude, timezone) values ($1, 'Austin', 'TX', '78701', 30.27, -97.74, 'America/Chicago') returning id`,
      [street],
    )
    await pool.query(`insert into organization_places (organization_id, place_id, name, store_number) values ($1, $2, $3, $4)`, [
      org.rows[0]!.id,
      place.rows[0]!.id,
      organizationName,
      number,
    ])
  }
  return {
    campaignIdentity: mine.identity,
    missionIdentity: m1.identity,
    missionLegacyId: m1.legacy_identity,
    otherMissionIdentity: m2.identity,
    organizationName,
  }
}

export function uploadRow(fixture: Fixture, rowNumber: number, overrides: Record<string, unknown> = {}) {
  return {
    rowNumber,
    wiserMissionId: fixture.missionIdentity,
    groupName: 'North',
    groupCap: 5,
    pinIsRunning: true,
    wiserStoreId: null,
    organizationName: fixture.organizationName,
    storeNumber: null,
    streetAddress: `${rowNumber} Main St`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    ...overrides,
  }
}

export const CREATE = /* GraphQL */ `
  mutation Create($input: CreateMissionDeployTemplateInput!) {
    createMissionDeployTemplate(input: $input) {
      identity
      name
      status
      campaign {
        identity
      }
    }
  }
`

export const REPORT = /* GraphQL */ `
  query Report($identity: String!, $status: StoreListRowStatus) {
    missionDeployTemplate(identity: $identity) {
      identity
      status
      rowSummary {
        total
        unprocessed
        pinAddedToMission
        error
        withWiserStoreID
        withoutWiserStoreID
      }
      statusSummary {
        status
        statusDetail
        count
      }
      rows(page: 1, limit: 250, status: $status) {
        total
        items {
          rowNumber
          status
          statusDetail
          matchConfidence
          geocoding {
            provider
            score
          }
          organizationPlace {
            identity
            storeNumber
          }
        }
      }
    }
  }
`

/** Polls the report until the list is PROCESSED (the in-process job runner does the work). */
export async function waitProcessed(server: TestServer, token: string, identity: string, timeoutMs = 60_000) {
  const started = Date.now()
  for (;;) {
    const { body } = await server.graphql(token, REPORT, { identity })
    const list = body.data?.missionDeployTemplate
    if (list?.status === 'PROCESSED') return list
    if (Date.now() - started > timeoutMs) throw new Error(`List ${identity} not processed in time: ${JSON.stringify(list?.rowSummary)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
