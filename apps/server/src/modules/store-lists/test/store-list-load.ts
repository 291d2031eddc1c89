import type pg from 'pg'
import { streetKey } from '../../../integrations/street-normalizer'

/** Austin, Chicago, Denver, Atlanta, Seattle, Boston, Phoenix, Miami zips: real centroids for the offline geocoder. */
const ZIPS = [
  ['78701', 'Austin', 'TX'],
  ['60601', 'Chicago', 'IL'],
  ['80202', 'Denver', 'CO'],
  ['30303', 'Atlanta', 'GA'],
  ['98101', 'Seattle', 'WA'],
  ['02108', 'Boston', 'MA'],
  ['85004', 'Phoenix', 'AZ'],
  ['33130', 'Miami', 'FL'],
] as const

export interface LoadScenario {
  templateId: number
  templateIdentity: string
  missionId: number
  rows: number
  organizationName: string
  known: number
  groups: number
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

/**
 * A campaign with one mission, a chain with `knownStores` stores (written with their street keys,
 * as the app writes every place), and a store list of `rows` rows:
 * `knownShare` of them name a known store by number (the common re-deploy), the rest new stores.
 * Rows go in with set-based inserts, as createMissionDeployTemplate writes them.
 */
export async function createLoadScenario(
  pool: pg.Pool,
  rows: number,
  options: { knownShare?: number; groups?: number; withRows?: boolean } = {},
): Promise<LoadScenario> {
  const t = tag()
  const knownShare = options.knownShare ?? 0.8
  const groups = options.groups ?? 50
  const known = Math.round(rows * knownShare)
  const customer = (await pool.query<{ id: number }>(`insert into customers (name) values ($1) returning id`, [`Load ${t}`])).rows[0]!
  const campaign = (
    await pool.query<{ id: number }>(
      `insert into campaigns (customer_id, name, description, start_date, end_date) values ($1, $2, 'load test', current_date, current_date + 90) returning id`,
      [customer.id, `Load ${t}`],
    )
  ).rows[0]!
  const mission = (
    await pool.query<{ id: number }>(
      `insert into missions (campaign_id, name, description, start_date, end_date, base_price) values ($1, $2, 'load test', current_date, current_date + 60, 400) returning id`,
      [campaign.id, `Load mission ${t}`],
    )
  ).rows[0]!
  const org = (await pool.query<{ id: number }>(`insert into organizations (name) values ($1) returning id`, [`Loadmart ${t}`])).rows[0]!
  const zip = (i: number) => ZIPS[i % ZIPS.length]!
  for (let start = 0; start < known; start += 1000) {
    const stores = Array.from({ length: Math.min(1000, known - start) }, (_, k) => {
      const i = start + k
      const [postalCode, city, state] = zip(i)
      return {
        identity: `LP${t.slice(-4)}${String(i).padStart(6, '0')}`.slice(0, 12),
        street: `${i + 1} Market St`,
        streetKey: streetKey(`${i + 1} Market St`),
        city,
        state,
        postalCode,
        number: String(i + 1),
      }
    })
    const json = JSON.stringify(stores)
    await pool.query(
      `insert into places (identity, street, street_key, city, state, postal_code, latitude, longitude)
       select v.identity, v.street, v."streetKey", v.city, v.state, v."postalCode", 30 + random(), -97 - random()
         from json_to_recordset($1::json) as v(identity text, street text, "streetKey" text, city text, state text, "postalCode" text)`,
      [json],
    )
    await pool.query(
      `insert into organization_places (organization_id, place_id, name, store_number)
       select $2, p.id, 'Loadmart', v.number from json_to_recordset($1::json) as v(identity text, number text) join places p on p.identity = v.identity`,
      [json, org.id],
    )
  }
  const template = (
    await pool.query<{ id: number; identity: string }>(`insert into mission_deploy_templates (campaign_id, name) values ($1, $2) returning id, identity`, [
      campaign.id,
      `load-${t}.xlsx`,
    ])
  ).rows[0]!
  const scenario = {
    templateId: Number(template.id),
    templateIdentity: template.identity,
    missionId: Number(mission.id),
    rows,
    organizationName: `Loadmart ${t}`,
    known,
    groups,
  }
  if (options.withRows !== false) await insertLoadRows(pool, scenario)
  return scenario
}

/**
 * The list's rows as the browser sends them to createMissionDeployTemplate: `known` rows name a
 * known store by number, the rest new stores; groups of 25, every third pin paused.
 */
export function loadUploadRows(scenario: LoadScenario, missionIdentity: string, start = 0, count = scenario.rows - start) {
  const { organizationName, known, groups } = scenario
  return Array.from({ length: Math.min(count, scenario.rows - start) }, (_, k) => {
    const i = start + k
    const [postalCode, city, state] = ZIPS[i % ZIPS.length]!
    const isKnown = i < known
    return {
      rowNumber: i + 3,
      wiserMissionId: missionIdentity,
      groupName: `Group ${i % groups}`,
      groupCap: 25,
      pinIsRunning: i % 3 !== 0,
      wiserStoreId: null,
      organizationName,
      storeNumber: isKnown ? String(i + 1) : `N${i + 1}`,
      streetAddress: isKnown ? `${i + 1} Market Street` : `${i + 1} Commerce Blvd`,
      city,
      state,
      postalCode,
      country: 'US',
    }
  })
}

/** The list's rows written straight to the table (also the "bare bulk insert" baseline of the benchmark). */
export async function insertLoadRows(pool: pg.Pool, scenario: LoadScenario): Promise<void> {
  const missionIdentity = (await pool.query<{ identity: string }>(`select identity from missions where id = $1`, [scenario.missionId])).rows[0]!.identity
  for (let start = 0; start < scenario.rows; start += 1000) {
    await pool.query(
      `insert into mission_deploy_template_rows (template_id, row_number, wiser_mission_id, group_name, group_cap, pin_is_running,
              organization_name, store_number, street_address, city, state, postal_code, country)
       select $1, v."rowNumber", v."wiserMissionId", v."groupName", v."groupCap", v."pinIsRunning", v."organizationName", v."storeNumber",
              v."streetAddress", v.city, v.state, v."postalCode", v.country
         from json_to_recordset($2::json) as v("rowNumber" int, "wiserMissionId" text, "groupName" text, "groupCap" int, "pinIsRunning" boolean,
              "organizationName" text, "storeNumber" text, "streetAddress" text, city text, state text, "postalCode" text, country text)`,
      [scenario.templateId, JSON.stringify(loadUploadRows(scenario, missionIdentity, start, 1000))],
    )
  }
}

/** What the kill test and the benchmark check at the end: every row final, nothing doubled. */
export async function loadOutcome(pool: pg.Pool, scenario: LoadScenario) {
  const one = async (sql: string, params: unknown[]) => (await pool.query<{ n: number }>(sql, params)).rows[0]!.n
  return {
    status: (await pool.query<{ status: string }>(`select status from mission_deploy_templates where id = $1`, [scenario.templateId])).rows[0]!.status,
    rows: await one(`select count(*)::int as n from mission_deploy_template_rows where template_id = $1`, [scenario.templateId]),
    notFinal: await one(
      `select count(*)::int as n from mission_deploy_template_rows where template_id = $1 and status not in ('PIN_ADDED_TO_MISSION', 'ERROR')`,
      [scenario.templateId],
    ),
    errors: await one(`select count(*)::int as n from mission_deploy_template_rows where template_id = $1 and status = 'ERROR'`, [scenario.templateId]),
    pins: await one(`select count(*)::int as n from pins where mission_id = $1`, [scenario.missionId]),
    distinctStores: await one(`select count(distinct organization_place_id)::int as n from mission_deploy_template_rows where template_id = $1`, [
      scenario.templateId,
    ]),
    groups: await one(`select count(*)::int as n from deployment_groups where mission_id = $1`, [scenario.missionId]),
    duplicateStores: await one(
      `select count(*)::int as n from (select op.organization_id, op.store_number from organization_places op
         join mission_deploy_template_rows r on r.organization_place_id = op.id and r.template_id = $1
        group by 1, 2 having count(distinct op.id) > 1) d`,
      [scenario.templateId],
    ),
  }
}
