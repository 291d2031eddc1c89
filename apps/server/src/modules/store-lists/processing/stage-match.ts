import { CENTROID_SCORE } from '../../../integrations/geocoder'
import { matchDetail, matchStores } from '../../../integrations/store-matcher'
import { asJson, BATCH_SIZE, claimRows, type Sql } from './batch-sql'

/**
 * GEOCODED → WISER_STORE_ID_MATCHED. A given wiser_store_id must name a known store (organization
 * place identity); rows without one pass on to the address matcher later.
 */
export async function storeIdStage(sql: Sql, templateId: number): Promise<number> {
  const result = await sql.query(
    `with claimed as (
       select id from mission_deploy_template_rows
        where template_id = $1 and status = 'GEOCODED' order by row_number limit $2 for update skip locked
     )
     update mission_deploy_template_rows r
        set status = case when r.wiser_store_id is not null and op.id is null then 'ERROR' else 'WISER_STORE_ID_MATCHED' end,
            status_detail = case
              when r.wiser_store_id is null then null
              when op.id is null then 'Wiser Store ID ' || r.wiser_store_id || ' is not a known store: correct it, or leave it blank and give the address'
              else 'Matched by Wiser Store ID' end,
            organization_place_id = op.id,
            match_confidence = case when op.id is not null then 'HIGH' end,
            updated_at = now()
       from claimed c
       left join mission_deploy_template_rows src on src.id = c.id
       left join organization_places op on op.identity = upper(src.wiser_store_id)
      where r.id = c.id`,
    [templateId, BATCH_SIZE],
  )
  return result.rowCount ?? 0
}

/**
 * WISER_STORE_ID_MATCHED → WISER_MISSION_ID_MATCHED. wiser_mission_id is the mission identity or its
 * legacy numeric id; the mission must belong to the list's campaign and not be deleted.
 */
export async function missionIdStage(sql: Sql, templateId: number): Promise<number> {
  const result = await sql.query(
    `with claimed as (
       select id from mission_deploy_template_rows
        where template_id = $1 and status = 'WISER_STORE_ID_MATCHED' order by row_number limit $2 for update skip locked
     ),
     found as (
       select c.id, coalesce(by_identity.id, by_legacy.id) as mission_id
         from claimed c
         join mission_deploy_template_rows src on src.id = c.id
         join mission_deploy_templates t on t.id = src.template_id
         left join missions by_identity on by_identity.identity = upper(src.wiser_mission_id)
              and by_identity.campaign_id = t.campaign_id and not by_identity.is_deleted
         left join missions by_legacy
              on by_legacy.legacy_identity = (case when src.wiser_mission_id ~ '^[0-9]{1,9}$' then src.wiser_mission_id::int end)
              and by_legacy.campaign_id = t.campaign_id and not by_legacy.is_deleted
     )
     update mission_deploy_template_rows r
        set status = case when f.mission_id is null then 'ERROR' else 'WISER_MISSION_ID_MATCHED' end,
            status_detail = case when f.mission_id is null
              then 'Invalid Wiser Mission ID: ' || r.wiser_mission_id || ' (not a mission of this campaign)' else r.status_detail end,
            mission_id = f.mission_id,
            updated_at = now()
       from found f
      where r.id = f.id`,
    [templateId, BATCH_SIZE],
  )
  return result.rowCount ?? 0
}

interface UnmatchedRow {
  id: number
  organization_name: string | null
  store_number: string | null
  normalized_street: string | null
  normalized_postal_code: string | null
  latitude: number | null
  longitude: number | null
  geocode_score: number | null
}

/** WISER_MISSION_ID_MATCHED (no store yet) → NON_ID_STORE_MATCHED with a confidence, or STORE_UNMATCHED. */
export async function nonIdMatchStage(sql: Sql, templateId: number): Promise<number> {
  const rows = await claimRows<UnmatchedRow>(
    sql, templateId, ['WISER_MISSION_ID_MATCHED'],
    'id, organization_name, store_number, normalized_street, normalized_postal_code, latitude, longitude, geocode_score',
    { extraWhere: 'organization_place_id is null' },
  )
  if (rows.length === 0) return 0
  const matches = await matchStores(
    sql,
    rows.map((row) => ({
      key: row.id,
      organizationName: row.organization_name,
      storeNumber: row.store_number,
      street: row.normalized_street,
      postalCode: row.normalized_postal_code,
      latitude: row.latitude,
      longitude: row.longitude,
      precise: (row.geocode_score ?? 0) > CENTROID_SCORE,
    })),
  )
  const byRow = new Map(matches.map((match) => [match.key, match]))
  const values = rows.map((row) => {
    const match = byRow.get(row.id)
    return match
      ? { id: row.id, status: 'NON_ID_STORE_MATCHED', place: match.organizationPlaceId, confidence: match.confidence, detail: matchDetail(match) }
      : { id: row.id, status: 'STORE_UNMATCHED', place: null, confidence: null, detail: 'No known store matched' }
  })
  await sql.query(
    `update mission_deploy_template_rows r
        set status = v.status, organization_place_id = v.place, match_confidence = v.confidence, status_detail = v.detail, updated_at = now()
       from json_to_recordset($1::json) as v(id bigint, status text, place bigint, confidence text, detail text)
      where r.id = v.id`,
    [asJson(values)],
  )
  return rows.length
}
