import { asJson, type Sql } from './batch-sql'
import { failRow, rowsAt, type RowWork } from './row-work'

interface GroupRow {
  id: number
  mission_id: number
  name: string
  response_group_cap: number | null
}

const groupKey = (missionId: number, name: string) => `${missionId}|${name}`

/**
 * → GROUP_APPENDED. Finds or creates each deployment group by (mission, name); the unique pair makes
 * a re-run reuse the group. Existing groups are read, not upserted, so workers sharing a list do not
 * queue on the same group rows; only a cap the file changes is written.
 */
async function appendGroups(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const wanted = new Map<string, { mission: number; name: string | null; cap: number | null }>()
  for (const row of rows) {
    const key = groupKey(row.missionId!, row.uploaded.groupName ?? '')
    if (!wanted.has(key)) wanted.set(key, { mission: row.missionId!, name: row.uploaded.groupName, cap: row.uploaded.groupCap })
  }
  const json = asJson([...wanted.values()].sort((a, b) => a.mission - b.mission || String(a.name).localeCompare(String(b.name))))
  const spec = `json_to_recordset($1::json) as v(mission bigint, name text, cap int)`
  const found = new Map<string, GroupRow>()
  const remember = (groups: GroupRow[]) => groups.forEach((g) => found.set(groupKey(Number(g.mission_id), g.name), { ...g, id: Number(g.id) }))
  const readGroups = async () =>
    remember(
      (
        await sql.query<GroupRow>(
          `select g.id, g.mission_id, g.name, g.response_group_cap from ${spec} join deployment_groups g on g.mission_id = v.mission and g.name = v.name`,
          [json],
        )
      ).rows,
    )

  await readGroups()
  if (found.size < wanted.size) {
    remember(
      (
        await sql.query<GroupRow>(
          `insert into deployment_groups (mission_id, name, response_group_cap)
       select v.mission, v.name, v.cap from ${spec}
        where not exists (select 1 from deployment_groups g where g.mission_id = v.mission and g.name = v.name)
       on conflict (mission_id, name) do nothing
       returning id, mission_id, name, response_group_cap`,
          [json],
        )
      ).rows,
    )
    // Another worker created some of them since the read: they are committed now.
    if (found.size < wanted.size) await readGroups()
  }
  const changedCaps = [...wanted.entries()].flatMap(([key, want]) => {
    const group = found.get(key)
    return group && group.response_group_cap !== want.cap ? [{ id: group.id, cap: want.cap }] : []
  })
  if (changedCaps.length > 0) {
    await sql.query(
      `update deployment_groups g set response_group_cap = v.cap, updated_at = now()
         from json_to_recordset($1::json) as v(id bigint, cap int) where g.id = v.id`,
      [asJson(changedCaps.sort((a, b) => a.id - b.id))],
    )
  }
  for (const row of rows) {
    const group = found.get(groupKey(row.missionId!, row.uploaded.groupName ?? ''))
    if (!group) {
      failRow(row, `Could not find or create the deployment group ${row.uploaded.groupName ?? '(blank)'}`)
      continue
    }
    row.deploymentGroupId = group.id
    row.status = 'GROUP_APPENDED'
  }
}

/**
 * GROUP_APPENDED → PIN_ADDED_TO_MISSION. One pin per (mission, store), backed by the unique pair:
 * a re-upload moves the pin to the file's group and running flag but never adds a second pin, and
 * never reprices it. A new pin takes the mission's base price and frequency cap. When a store
 * appears twice in the batch, the later row wins.
 */
async function addPins(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const latest = new Map<string, RowWork>()
  for (const row of [...rows].sort((a, b) => a.rowNumber - b.rowNumber)) latest.set(`${row.missionId}|${row.organizationPlaceId}`, row)
  const values = [...latest.values()]
    .map((row) => ({ mission: row.missionId, place: row.organizationPlaceId, grp: row.deploymentGroupId, running: row.uploaded.pinIsRunning }))
    .sort((a, b) => a.mission! - b.mission! || a.place! - b.place!)
  // xmax is 0 on a row this statement inserted, and set on one it updated: which pins are new.
  const result = await sql.query<{ id: number; mission_id: number; organization_place_id: number; inserted: boolean }>(
    `insert into pins (mission_id, deployment_group_id, organization_place_id, reward_points, frequency_cap, is_running, latitude, longitude, timezone)
     select v.mission, v.grp, v.place, m.base_price, m.frequency_cap, v.running, p.latitude, p.longitude, p.timezone
       from json_to_recordset($1::json) as v(mission bigint, place bigint, grp bigint, running boolean)
       join missions m on m.id = v.mission
       join organization_places op on op.id = v.place
       join places p on p.id = op.place_id
     on conflict (mission_id, organization_place_id) do update
        set deployment_group_id = excluded.deployment_group_id, is_running = excluded.is_running, updated_at = now()
     returning id, mission_id, organization_place_id, (xmax = 0) as inserted`,
    [asJson(values)],
  )
  const pinByStore = new Map(result.rows.map((pin) => [`${pin.mission_id}|${pin.organization_place_id}`, pin]))
  for (const row of rows) {
    const key = `${row.missionId}|${row.organizationPlaceId}`
    const pin = pinByStore.get(key)
    if (pin === undefined) {
      failRow(row, 'Could not add the pin: the store or mission is gone')
      continue
    }
    row.pinId = Number(pin.id)
    // Only the row that made the pin counts it as created; an earlier row of the same store found it there.
    row.pinExisted = !(pin.inserted && latest.get(key) === row)
    row.status = 'PIN_ADDED_TO_MISSION'
  }
}

/** Rows that know their store and mission (matched by id, by the matcher, or a store just created) get a group, then a pin. */
export async function deployStep(sql: Sql, rows: readonly RowWork[]): Promise<void> {
  const ready = rowsAt(rows, 'WISER_MISSION_ID_MATCHED', 'NON_ID_STORE_MATCHED', 'STORE_CREATED')
  for (const row of ready) if (row.organizationPlaceId === null) failRow(row, 'The new store could not be saved')
  const placed = ready.filter((row) => row.status !== 'ERROR')
  if (placed.length === 0) return
  await appendGroups(sql, placed)
  const grouped = rowsAt(placed, 'GROUP_APPENDED')
  if (grouped.length > 0) await addPins(sql, grouped)
}
