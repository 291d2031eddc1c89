import { missionMatchesReference } from '@mc/domain'
import { failRow, rowsAt, type RowWork } from './row-work'
import type { Sql } from './batch-sql'

export interface CampaignMission {
  id: number
  identity: string
  legacyIdentity: number | null
}

/** The list's campaign's missions (not deleted): wiser_mission_id must name one of them. */
export async function campaignMissions(sql: Sql, templateId: number): Promise<CampaignMission[]> {
  const result = await sql.query<{ id: number; identity: string; legacy_identity: number | null }>(
    `select m.id, m.identity, m.legacy_identity from missions m join mission_deploy_templates t on t.campaign_id = m.campaign_id
      where t.id = $1 and not m.is_deleted`,
    [templateId],
  )
  return result.rows.map((row) => ({ id: Number(row.id), identity: row.identity, legacyIdentity: row.legacy_identity }))
}

/**
 * GEOCODED → WISER_STORE_ID_MATCHED → WISER_MISSION_ID_MATCHED, or ERROR. A given wiser_store_id must
 * name a known store (organization place identity); wiser_mission_id is the mission identity or
 * its legacy numeric id.
 */
export async function identifyStep(sql: Sql, rows: readonly RowWork[], missions: readonly CampaignMission[]): Promise<void> {
  const storeIds = [...new Set(rowsAt(rows, 'GEOCODED').flatMap((row) => (row.uploaded.wiserStoreId ? [row.uploaded.wiserStoreId.toUpperCase()] : [])))]
  const stores =
    storeIds.length === 0
      ? new Map<string, number>()
      : new Map(
          (
            await sql.query<{ id: number; identity: string }>(`select id, identity from organization_places where identity = any($1::text[])`, [storeIds])
          ).rows.map((row) => [row.identity, Number(row.id)]),
        )
  for (const row of rowsAt(rows, 'GEOCODED')) {
    const storeId = row.uploaded.wiserStoreId
    if (storeId) {
      const place = stores.get(storeId.toUpperCase())
      if (place === undefined) {
        failRow(row, `Wiser Store ID ${storeId} is not a known store: correct it, or leave it blank and give the address`)
        continue
      }
      row.organizationPlaceId = place
      row.confidence = 'HIGH'
      row.detail = 'Matched by Wiser Store ID'
    }
    row.status = 'WISER_STORE_ID_MATCHED'
  }

  for (const row of rowsAt(rows, 'WISER_STORE_ID_MATCHED')) {
    const given = row.uploaded.wiserMissionId ?? ''
    // The one reference rule (@mc/domain), as the upload check applied it before the list was accepted.
    const mission = missions.find((candidate) => missionMatchesReference(candidate, given))?.id
    if (mission === undefined) {
      failRow(row, `Invalid Wiser Mission ID: ${given} (not a mission of this campaign)`)
      continue
    }
    row.missionId = mission
    row.status = 'WISER_MISSION_ID_MATCHED'
  }
}
