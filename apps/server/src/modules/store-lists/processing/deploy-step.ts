import type { Sql } from './batch-sql'
import { groupsNamed, insertMissingGroups, setGroupCaps, upsertPins, type GroupRow } from './store-writes.repository'
import { failRow, rowsAt, type RowWork } from './row-work'

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
  const groups = [...wanted.values()].sort((a, b) => a.mission - b.mission || String(a.name).localeCompare(String(b.name)))
  const found = new Map<string, GroupRow>()
  const remember = (rows: GroupRow[]) => rows.forEach((g) => found.set(groupKey(g.mission_id, g.name), g))
  const readGroups = async () => remember(await groupsNamed(sql, groups))

  await readGroups()
  if (found.size < wanted.size) {
    remember(await insertMissingGroups(sql, groups))
    // Another worker created some of them since the read: they are committed now.
    if (found.size < wanted.size) await readGroups()
  }
  const changedCaps = [...wanted.entries()].flatMap(([key, want]) => {
    const group = found.get(key)
    return group && group.response_group_cap !== want.cap ? [{ id: group.id, cap: want.cap }] : []
  })
  await setGroupCaps(sql, changedCaps)
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
    .map((row) => ({ mission: row.missionId!, place: row.organizationPlaceId!, grp: row.deploymentGroupId, running: row.uploaded.pinIsRunning }))
    .sort((a, b) => a.mission - b.mission || a.place - b.place)
  const pins = await upsertPins(sql, values)
  const pinByStore = new Map(pins.map((pin) => [`${pin.mission_id}|${pin.organization_place_id}`, pin]))
  for (const row of rows) {
    const key = `${row.missionId}|${row.organizationPlaceId}`
    const pin = pinByStore.get(key)
    if (pin === undefined) {
      failRow(row, 'Could not add the pin: the store or mission is gone')
      continue
    }
    row.pinId = pin.id
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
