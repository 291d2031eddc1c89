import { claimRows, type Sql } from './batch-sql'

/** Rows that know their store and mission: matched by id, by the matcher, or a store just created. */
const READY_FOR_GROUP = ['WISER_MISSION_ID_MATCHED', 'NON_ID_STORE_MATCHED', 'STORE_CREATED']

/**
 * → GROUP_APPENDED. Finds or creates the deployment group by (mission, name): the unique pair makes
 * a re-run reuse the group. The file's group_cap is the newest word on the cap, so it is applied.
 */
export async function groupStage(sql: Sql, templateId: number): Promise<number> {
  const rows = await claimRows<{ id: number }>(sql, templateId, READY_FOR_GROUP, 'id', { extraWhere: 'organization_place_id is not null' })
  if (rows.length === 0) return 0
  const ids = rows.map((row) => row.id)
  await sql.query(
    `insert into deployment_groups (mission_id, name, response_group_cap)
     select distinct on (r.mission_id, r.group_name) r.mission_id, r.group_name, r.group_cap
       from mission_deploy_template_rows r
      where r.id = any($1::bigint[])
      order by r.mission_id, r.group_name, r.row_number
     on conflict (mission_id, name) do update set response_group_cap = excluded.response_group_cap, updated_at = now()
       where deployment_groups.response_group_cap is distinct from excluded.response_group_cap`,
    [ids],
  )
  await sql.query(
    `update mission_deploy_template_rows r
        set status = 'GROUP_APPENDED', deployment_group_id = g.id, updated_at = now()
       from deployment_groups g
      where r.id = any($1::bigint[]) and g.mission_id = r.mission_id and g.name = r.group_name`,
    [ids],
  )
  return rows.length
}

/**
 * GROUP_APPENDED → PIN_ADDED_TO_MISSION. One pin per (mission, store), backed by the unique pair:
 * a re-upload moves the pin to the file's group and running flag but never adds a second pin,
 * and never reprices it. A new pin takes the mission's base price and frequency cap.
 */
export async function pinStage(sql: Sql, templateId: number): Promise<number> {
  const rows = await claimRows<{ id: number }>(sql, templateId, ['GROUP_APPENDED'], 'id')
  if (rows.length === 0) return 0
  const ids = rows.map((row) => row.id)
  await sql.query(
    `insert into pins (mission_id, deployment_group_id, organization_place_id, reward_points, frequency_cap, is_running, latitude, longitude, timezone)
     select distinct on (r.mission_id, r.organization_place_id)
            r.mission_id, r.deployment_group_id, r.organization_place_id, m.base_price, m.frequency_cap, r.pin_is_running,
            p.latitude, p.longitude, p.timezone
       from mission_deploy_template_rows r
       join missions m on m.id = r.mission_id
       join organization_places op on op.id = r.organization_place_id
       join places p on p.id = op.place_id
      where r.id = any($1::bigint[])
      order by r.mission_id, r.organization_place_id, r.row_number desc
     on conflict (mission_id, organization_place_id) do update
        set deployment_group_id = excluded.deployment_group_id, is_running = excluded.is_running, updated_at = now()`,
    [ids],
  )
  await sql.query(
    `update mission_deploy_template_rows r
        set status = 'PIN_ADDED_TO_MISSION', pin_id = pin.id, updated_at = now()
       from pins pin
      where r.id = any($1::bigint[]) and pin.mission_id = r.mission_id and pin.organization_place_id = r.organization_place_id`,
    [ids],
  )
  return rows.length
}
