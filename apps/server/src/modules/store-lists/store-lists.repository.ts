import { sql, type SQL } from 'drizzle-orm'
import { type Queryable, execute, queryRow, queryRows } from '../../db/pg-statement'
import type { LocationPrecision, StoreListRowStatus, StoreListStatus } from '@mc/domain/store-lists/store-list.enums'
import type { CreateMissionDeployTemplateInput } from '@mc/domain/store-lists/create-store-list.schema'

/** Rows per insert statement when a list is stored. */
const INSERT_CHUNK = 1000

export interface TemplateRecord {
  id: number
  identity: string
  name: string
  status: StoreListStatus
  created_at: Date
  processed_at: Date | null
  created_by: string | null
  campaign_id: number
  campaign_identity: string
  campaign_name: string
  customer_identity: string
  customer_name: string
}

const TEMPLATE_COLUMNS = sql`t.id, t.identity, t.name, t.status, t.created_at, t.processed_at, t.created_by, t.campaign_id,
  c.identity as campaign_identity, c.name as campaign_name, cu.identity as customer_identity, cu.name as customer_name`
const TEMPLATE_FROM = sql`mission_deploy_templates t join campaigns c on c.id = t.campaign_id join customers cu on cu.id = c.customer_id`

export async function templateByIdentity(pool: Queryable, identity: string): Promise<TemplateRecord | undefined> {
  return queryRow<TemplateRecord>(pool, sql`select ${TEMPLATE_COLUMNS} from ${TEMPLATE_FROM} where t.identity = ${identity}`)
}

export async function templatesOfCampaign(pool: Queryable, campaignIdentity: string, page: number, limit: number) {
  const rows = await queryRows<TemplateRecord & { total: number }>(
    pool,
    sql`select ${TEMPLATE_COLUMNS}, count(*) over () as total from ${TEMPLATE_FROM}
      where c.identity = ${campaignIdentity} order by t.created_at desc, t.id desc limit ${limit} offset ${(page - 1) * limit}`,
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) {
    total = (await queryRow<{ n: number }>(pool, sql`select count(*)::int as n from ${TEMPLATE_FROM} where c.identity = ${campaignIdentity}`))!.n
  }
  return { items: rows, total }
}

export interface StatusCount {
  template_id: number
  status: StoreListRowStatus
  status_detail: string | null
  count: number
  with_store_id: number
  /** Rows whose pin this list added, and rows whose pin was already there. */
  pins_created: number
  pins_existing: number
}

/** Counts by status and detail for many lists in one query (the row and status summaries). */
export async function statusCounts(pool: Queryable, templateIds: readonly number[]): Promise<StatusCount[]> {
  const result = await queryRows<StatusCount>(
    pool,
    sql`select template_id, status, status_detail, count(*)::int as count, count(wiser_store_id)::int as with_store_id,
            count(*) filter (where pin_id is not null and pin_existed is false)::int as pins_created,
            count(*) filter (where pin_id is not null and pin_existed)::int as pins_existing
       from mission_deploy_template_rows where template_id = any(${sql.param(templateIds)}::bigint[])
      group by template_id, status, status_detail`,
  )
  return result.map((row) => ({ ...row, template_id: Number(row.template_id) }))
}

export interface RowRecord {
  row_number: number
  organization_name: string | null
  store_number: string | null
  street_address: string | null
  city: string | null
  state: string | null
  postal_code: string | null
  country: string | null
  group_name: string | null
  group_cap: number | null
  frequency_cap: number | null
  pin_is_running: boolean
  wiser_mission_id: string | null
  wiser_store_id: string | null
  /** The coordinates the list gave for the store (ours: docs/domain/store-lists.md, "Coordinates"). */
  given_latitude: number | null
  given_longitude: number | null
  status: StoreListRowStatus
  status_detail: string | null
  normalized_street: string | null
  normalized_city: string | null
  normalized_state: string | null
  normalized_postal_code: string | null
  normalized_country: string | null
  normalization_provider: string | null
  normalized_at: Date | null
  geocode_provider: string | null
  geocode_provider_id: string | null
  geocode_score: number | null
  latitude: number | null
  longitude: number | null
  match_confidence: string | null
  place_identity: string | null
  place_name: string | null
  place_store_number: string | null
  organization_identity: string | null
  organization_name_matched: string | null
  place_street: string | null
  place_city: string | null
  place_state: string | null
  place_postal_code: string | null
  place_latitude: number | null
  place_longitude: number | null
  place_location_approximate: boolean | null
  place_location_precision: LocationPrecision | null
  pin_existed: boolean | null
  match_reason: string | null
  store_number_conflict: string | null
  store_number_learned: boolean | null
}

/** The columns of a stored row that hold what was uploaded, as the database names them. */
export type UploadedRowColumns = Pick<
  RowRecord,
  | 'organization_name'
  | 'store_number'
  | 'street_address'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'country'
  | 'group_name'
  | 'group_cap'
  | 'pin_is_running'
  | 'wiser_mission_id'
  | 'wiser_store_id'
>

/** The columns a row was uploaded with, as the processor and the API name them (one reading of the stored row). */
export function uploadedColumns(row: UploadedRowColumns) {
  return {
    organizationName: row.organization_name,
    storeNumber: row.store_number,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    groupName: row.group_name,
    groupCap: row.group_cap,
    pinIsRunning: row.pin_is_running,
    wiserMissionId: row.wiser_mission_id,
    wiserStoreId: row.wiser_store_id,
  }
}

export interface RowFilter {
  status?: StoreListRowStatus | null
  statusDetail?: string | null
}

const ROW_SELECT = sql`r.*, op.identity as place_identity, op.name as place_name, op.store_number as place_store_number,
  o.identity as organization_identity, o.name as organization_name_matched,
  p.street as place_street, p.city as place_city, p.state as place_state, p.postal_code as place_postal_code,
  p.latitude as place_latitude, p.longitude as place_longitude, p.location_approximate as place_location_approximate,
  p.location_precision as place_location_precision
  from mission_deploy_template_rows r
  left join organization_places op on op.id = r.organization_place_id
  left join organizations o on o.id = op.organization_id
  left join places p on p.id = op.place_id`

export async function rowsOfTemplate(pool: Queryable, templateId: number, filter: RowFilter, page: number, limit: number) {
  const conditions: SQL[] = [sql`r.template_id = ${templateId}`]
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`)
  if (filter.statusDetail) conditions.push(sql`r.status_detail = ${filter.statusDetail}`)
  const where = sql.join(conditions, sql` and `)
  const count = await queryRow<{ n: number }>(pool, sql`select count(*)::int as n from mission_deploy_template_rows r where ${where}`)
  const rows = await queryRows<RowRecord>(pool, sql`select ${ROW_SELECT} where ${where} order by r.row_number limit ${limit} offset ${(page - 1) * limit}`)
  return { total: count!.n, items: rows }
}

/** Every row of a list in row order, for the export (50,000 at most by the upload rule). */
export async function allRowsOfTemplate(pool: Queryable, templateId: number): Promise<RowRecord[]> {
  return queryRows<RowRecord>(pool, sql`select ${ROW_SELECT} where r.template_id = ${templateId} order by r.row_number`)
}

/** Lists that were interrupted (a crash, a deploy) and still have rows to move. */
export async function unfinishedTemplateIds(pool: Queryable): Promise<number[]> {
  const result = await queryRows<{ id: number }>(pool, sql`select id from mission_deploy_templates where status <> 'PROCESSED' order by id`)
  return result.map((row) => Number(row.id))
}

/** Every organization's name and alternative names: what a new organization's name is compared with. */
export async function organizationNames(pool: Queryable): Promise<string[]> {
  const result = await queryRows<{ name: string }>(pool, sql`select name from organizations union select unnest(alternative_names) from organizations`)
  return result.map((row) => row.name)
}

/** The names (as given) that no organization has as its name or an alternative name, in any case. */
export async function unknownOrganizationNames(pool: Queryable, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return []
  const result = await queryRows<{ name: string }>(
    pool,
    sql`select v.name from unnest(${sql.param([...names])}::text[]) as v(name)
      where not exists (select 1 from organizations o
                         where lower(o.name) = lower(v.name) or exists (select 1 from unnest(o.alternative_names) a where lower(a) = lower(v.name)))`,
  )
  return result.map((row) => row.name)
}

/** A new store list (UNPROCESSED); written in the caller's transaction with its rows. */
export async function insertTemplate(
  client: Queryable,
  template: { campaignId: number; name: string; createdBy: string },
): Promise<{ id: number; identity: string }> {
  const row = await queryRow<{ id: number; identity: string }>(
    client,
    sql`insert into mission_deploy_templates (campaign_id, name, created_by) values (${template.campaignId}, ${template.name}, ${template.createdBy}) returning id, identity`,
  )
  return row!
}

/** The list's rows as uploaded, a thousand per statement (one JSON parameter each). */
export async function insertTemplateRows(client: Queryable, templateId: number, rows: CreateMissionDeployTemplateInput['rows']): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await execute(
      client,
      sql`insert into mission_deploy_template_rows (template_id, row_number, wiser_mission_id, group_name, group_cap, pin_is_running,
              wiser_store_id, organization_name, store_number, street_address, city, state, postal_code, country,
              given_latitude, given_longitude)
       select ${templateId}, v."rowNumber", v."wiserMissionId", v."groupName", v."groupCap", v."pinIsRunning", v."wiserStoreId",
              v."organizationName", v."storeNumber", v."streetAddress", v.city, v.state, v."postalCode", v.country,
              v.latitude, v.longitude
         from json_to_recordset(${JSON.stringify(rows.slice(start, start + INSERT_CHUNK))}::json) as v("rowNumber" int, "wiserMissionId" text, "groupName" text, "groupCap" int,
              "pinIsRunning" boolean, "wiserStoreId" text, "organizationName" text, "storeNumber" text, "streetAddress" text,
              city text, state text, "postalCode" text, country text, latitude double precision, longitude double precision)`,
    )
  }
}
